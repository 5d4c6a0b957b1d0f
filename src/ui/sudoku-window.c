/* sudoku-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-short-label.h"
#include "sudoku-window-private.h"
#include "sudoku-wrap-box.h"

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, GTK_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_SHOW_STEPS,
  PROP_STATUS,
  PROP_STRATEGY,
  PROP_GAME,
  PROP_PAUSED,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Model to view */

/* What only the window knows, told to its game: in front, and a demo on
 * its board (the game's clock counts the player's time by them). */
static void
tell_game (SudokuWindow *self)
{
  SudokuGame *game = _sudoku_window_game (self);

  sudoku_clock_set_active (sudoku_game_get_clock (game), gtk_window_is_active (GTK_WINDOW (self)));
  sudoku_clock_set_busy (sudoku_game_get_clock (game), sudoku_demo_bar_get_running (self->demo_bar));
}

/* The bars that speak of the game follow it. */
static void
show_game (SudokuWindow *self)
{
  SudokuGame *game = _sudoku_window_game (self);

  sudoku_hint_bar_set_game (self->hint_bar, game);
  sudoku_finish_bar_set_game (self->finish_bar, game);
  sudoku_finish_bar_set_has_next (self->finish_bar,
                                  sudoku_document_get_index (self->document) + 1 <
                                    sudoku_document_get_n_puzzles (self->document));
  tell_game (self);
}

/* The document's game on the grid: another puzzle, or another file.  What
 * was under way on the board before (a search, a demo, a hint) stops with
 * it; the old board keeps its history in its game. */
static void
game_changed_cb (SudokuWindow *self)
{
  SudokuBoard *board = sudoku_game_get_board (sudoku_document_get_game (self->document));

  g_autoptr(SudokuGame) old = g_signal_group_dup_target (self->game_signals);

  if (board == self->board)
    return;
  /* The game left is not in front any more: its search and its clock stop. */
  if (old != NULL)
    {
      sudoku_board_cancel_solve (sudoku_game_get_board (old));
      sudoku_clock_set_active (sudoku_game_get_clock (old), FALSE);
      sudoku_clock_set_busy (sudoku_game_get_clock (old), FALSE);
    }
  g_set_object (&self->board, board);
  g_signal_group_set_target (self->board_signals, board);
  g_signal_group_set_target (self->game_signals, _sudoku_window_game (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  sudoku_grid_set_board (self->grid, board);
  g_object_set (self->demo_bar, "board", board, NULL);
  show_game (self);
  _sudoku_window_play_new_board (self);
  _sudoku_window_show_hint (self);
  _sudoku_window_update_actions (self);
}

/* View to model */

static void
toggle_note (SudokuWindow *self,
             guint         row,
             guint         col,
             guint         digit)
{
  g_autoptr(GError) error = NULL;

  if (!sudoku_board_toggle_note (self->board, row, col, digit, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (self->grid));
      _sudoku_window_set_status (self, error->message);
    }
}

/* Returns whether @text went into the cell as its digit. */
static gboolean
grid_input_cb (SudokuWindow *self,
               guint         row,
               guint         col,
               const char   *text,
               SudokuGrid   *grid)
{
  g_autoptr(GError) error = NULL;
  SudokuBoardState before = sudoku_board_get_state (self->board);
  gboolean         notes_mode = sudoku_grid_get_notes_mode (grid);
  guint            brush = sudoku_grid_get_colour (grid);

  /* Editing during a demo stops it. */
  sudoku_demo_bar_stop (self->demo_bar);
  /* A colour chosen: the digit paints its mark or the cell (Erase, the
   * cell), and goes in nowhere. */
  if (brush != 0 && (text[0] == '\0' || (text[0] >= '1' && text[0] <= '9' && text[1] == '\0')))
    {
      if (!sudoku_board_paint (self->board, row, col, text[0] == '\0' ? 0 : (guint)(text[0] - '0'),
                               brush, &error))
        {
          gtk_widget_error_bell (GTK_WIDGET (grid));
          _sudoku_window_set_status (self, error->message);
        }
      return FALSE;
    }
  if (notes_mode && text[0] >= '1' && text[0] <= '9' && text[1] == '\0')
    {
      toggle_note (self, row, col, (guint)(text[0] - '0'));
      return FALSE;
    }
  if (notes_mode && text[0] == '\0' && sudoku_board_get_value (self->board, row, col) == 0)
    {
      sudoku_board_set_notes (self->board, row, col, 0, NULL);
      return FALSE;
    }
  if (!sudoku_board_set_text (self->board, row, col, text, &error))
    {
      gtk_widget_error_bell (GTK_WIDGET (grid));
      _sudoku_window_set_status (self, error->message);
      return FALSE;
    }
  if (before == SUDOKU_BOARD_SOLVING)
    _sudoku_window_set_status (self, _("Solving stopped: the puzzle changed"));
  else if (sudoku_board_has_conflicts (self->board))
    _sudoku_window_set_status (self, sudoku_board_get_conflict (self->board, row, col)
                                       ?: _("Some digits clash: fix them to solve the puzzle"));
  else if (!sudoku_game_get_finished (_sudoku_window_game (self)))
    /* a finished puzzle keeps its well-done status */
    _sudoku_window_set_status (self, "");
  return TRUE;
}

/* Ctrl and a digit: a pencil mark, in either mode. */
static void
grid_note_cb (SudokuWindow *self,
              guint         row,
              guint         col,
              guint         digit,
              SudokuGrid   *grid)
{
  sudoku_demo_bar_stop (self->demo_bar);
  toggle_note (self, row, col, digit);
}

/* Classroom */

/* "A small puzzle that needs many textbook backtracks" for the classroom:
 * the textbook search needs thousands of steps, the fast one a handful. */
static const char demo_puzzle[] =
  "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

static void
load_demo_now (SudokuWindow *self,
               gpointer      user_data)
{
  guint8 cells[SUDOKU_N_CELLS];

  if (!sudoku_parse_cells (demo_puzzle, cells, NULL))
    g_return_if_reached ();
  sudoku_document_reset (self->document, cells);
  _sudoku_window_set_status (self, _("A demo puzzle: try each strategy with Show Steps"));
}

static void
load_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), load_demo_now, NULL);
}

/* Window */

static GSettings *
lookup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Run from the build tree without the schema: just remember nothing. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema != NULL ? g_settings_new (APP_ID) : NULL;
}

static GObject *
clock_button (SudokuWindow *self)
{
  return gtk_widget_get_template_child (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW, "clock_button");
}

static gboolean
sudoku_window_close_request (GtkWindow *window)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  /* Unsaved changes are never lost silently. */
  if (sudoku_files_close_request (self->files))
    return TRUE;

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set (self->settings, "window-size", "(ii)", width, height);
      g_settings_set_boolean (self->settings, "window-maximized",
                              gtk_window_is_maximized (window));
    }

  return GTK_WINDOW_CLASS (sudoku_window_parent_class)->close_request (window);
}

/* gtk_window_destroy () unrealizes the window but the solve callback may
 * still hold a reference: stop the search here, not only in dispose. */
static void
sudoku_window_unrealize (GtkWidget *widget)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->board != NULL)
    sudoku_board_cancel_solve (self->board);
  sudoku_demo_bar_stop (self->demo_bar);

  GTK_WIDGET_CLASS (sudoku_window_parent_class)->unrealize (widget);
}

static void
sudoku_window_dispose (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  /* Its game is not shown any more: the clock stops. */
  if (self->document != NULL)
    sudoku_clock_set_active (sudoku_game_get_clock (_sudoku_window_game (self)), FALSE);

  if (self->board != NULL)
    sudoku_board_cancel_solve (self->board);
  /* Whatever was typed last is kept, even if the timer had not fired, and
   * the time spent on the puzzle since. */
  if (self->document != NULL)
    sudoku_document_flush_state (self->document);
  /* An answer or a worker that ends later does nothing. */
  if (self->files != NULL)
    g_object_run_dispose (G_OBJECT (self->files));
  g_clear_object (&self->files);
  g_clear_object (&self->document);
  if (sudoku_dialog_find (GTK_WINDOW (self)) != NULL)
    gtk_window_destroy (GTK_WINDOW (sudoku_dialog_find (GTK_WINDOW (self))));
  if (self->board_signals != NULL)
    g_signal_group_set_target (self->board_signals, NULL);
  g_clear_object (&self->board_signals);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->board);
  /* The setting and the menu's toggle hold the clock: let it go with the
   * window (a change of the setting would reach a window gone). */
  if (self->settings != NULL)
    g_settings_unbind (clock_button (self), "show-time");
  g_action_map_remove_action (G_ACTION_MAP (self), "show-clock");
  g_clear_object (&self->settings);
  g_clear_object (&self->printer);

  G_OBJECT_CLASS (sudoku_window_parent_class)->dispose (object);
}

static void
sudoku_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_STEPS:
      g_value_set_boolean (value, self->show_steps);
      break;
    case PROP_STATUS:
      g_value_set_string (value, gtk_label_get_text (self->status_label));
      break;
    case PROP_STRATEGY:
      g_value_set_string (value, sudoku_strategy_to_string (self->strategy));
      break;
    case PROP_GAME:
      g_value_set_object (value, self->document != NULL ? _sudoku_window_game (self) : NULL);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->document != NULL &&
                                    sudoku_game_get_paused (_sudoku_window_game (self)));
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuWindow  *self = SUDOKU_WINDOW (object);
  SudokuStrategy strategy;

  switch (prop_id)
    {
    case PROP_SHOW_STEPS:
      if (self->show_steps != g_value_get_boolean (value))
        {
          self->show_steps = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_STRATEGY:
      if (!sudoku_strategy_from_string (g_value_get_string (value), &strategy))
        g_warning ("Unknown strategy “%s”", g_value_get_string (value));
      else if (strategy != self->strategy)
        {
          self->strategy = strategy;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_PAUSED:
      /* The game tells the change (#SudokuGame:paused). */
      if (self->document != NULL)
        sudoku_game_set_paused (_sudoku_window_game (self), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page under the grid: the solving buttons, or Start Solving while the
 * puzzle is typed in (sudoku-window.ui binds it to the board). */
static char *
play_page (gpointer unused,
           gboolean solving)
{
  return g_strdup (solving ? "solving" : "entering");
}

static char *
under_page (gpointer unused,
            gboolean hint)
{
  return g_strdup (hint ? "hint" : "play");
}

static gboolean
is_searching (gpointer         unused,
              SudokuBoardState state)
{
  return state == SUDOKU_BOARD_SOLVING;
}

static void
bind_template_children (GtkWidgetClass *widget_class)
{
  /* The template's own types. */
  g_type_ensure (SUDOKU_TYPE_SHORT_LABEL);
  g_type_ensure (SUDOKU_TYPE_WRAP_BOX);
  g_type_ensure (SUDOKU_TYPE_SOLVE_BUTTON);
  g_type_ensure (SUDOKU_TYPE_STAGE);
  g_type_ensure (SUDOKU_TYPE_TITLE);
  g_type_ensure (SUDOKU_TYPE_HINT_BAR);
  g_type_ensure (SUDOKU_TYPE_FINISH_BAR);
  g_type_ensure (SUDOKU_TYPE_COLLECTION_BAR);
  g_type_ensure (SUDOKU_TYPE_FULLSCREEN_BOX);
  g_type_ensure (SUDOKU_TYPE_CLOCK_BUTTON);
  g_type_ensure (SUDOKU_TYPE_PAUSE_BIN);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, menu_button);
  gtk_widget_class_bind_template_child_full (widget_class, "collection_bar", FALSE, 0);
  /* Named for the tests, which read their labels; the window needs no field. */
  gtk_widget_class_bind_template_child_full (widget_class, "steps_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "steps_label", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "hint_button_label", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "title", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, hint_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, finish_bar);
  /* Not kept, but found by the tests (gtk_widget_get_template_child ()). */
  gtk_widget_class_bind_template_child_full (widget_class, "hint_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "play_stack", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, play_page);
  gtk_widget_class_bind_template_callback (widget_class, is_searching);
  gtk_widget_class_bind_template_callback (widget_class, under_page);
  /* Reached with gtk_widget_get_template_child (): no field of its own. */
  gtk_widget_class_bind_template_child_full (widget_class, "fullscreen_box", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, stage);
  /* Follow the window's game by binding (sudoku-window.ui); named for the
   * settings and the tests. */
  gtk_widget_class_bind_template_child_full (widget_class, "clock_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "pause_bin", FALSE, 0);
}

static void
sudoku_window_class_init (SudokuWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_window_dispose;
  object_class->get_property = sudoku_window_get_property;
  object_class->set_property = sudoku_window_set_property;

  /**
   * SudokuWindow:show-steps:
   *
   * Whether Solve shows the search step by step (classroom mode).
   */
  properties[PROP_SHOW_STEPS] =
    g_param_spec_boolean ("show-steps", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:status:
   *
   * What the window says below the grid.
   */
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:strategy:
   *
   * How Solve searches, by the command line's name ("fast", "fewest",
   * "textbook").
   */
  properties[PROP_STRATEGY] =
    g_param_spec_string ("strategy", NULL, NULL, "fast",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:game:
   *
   * The game shown: the document's current one.  The clock and the pause
   * page follow it (sudoku-window.ui).
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:paused:
   *
   * Whether the game shown is paused (`win.pause`): its clock stops, the
   * grid is hidden.
   */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:document:
   *
   * The file shown, or the puzzle typed in: the title and the collection
   * bar follow it (sudoku-window.ui).
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SUDOKU_TYPE_DOCUMENT,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->unrealize = sudoku_window_unrealize;
  window_class->close_request = sudoku_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/sudoku-window.ui");
  bind_template_children (widget_class);

  _sudoku_window_actions_class_init (widget_class);

  _sudoku_window_files_class_init (widget_class);
  _sudoku_window_play_class_init (widget_class);
  gtk_widget_class_install_property_action (widget_class, "win.show-steps", "show-steps");
  gtk_widget_class_install_property_action (widget_class, "win.pause", "paused");
  gtk_widget_class_install_action (widget_class, "win.load-demo", NULL, load_demo_action);
}

/* The window's size and the player's choices, as the last run left them;
 * Move On After Typing is the grid's, with or without settings. */
static void
apply_settings (SudokuWindow *self)
{
  g_autoptr(GPropertyAction) advance = g_property_action_new ("advance", self->grid, "move-on");
  int width, height;

  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (advance));

  self->settings = lookup_settings ();
  if (self->settings == NULL)
    return;
  g_settings_get (self->settings, "window-size", "(ii)", &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  g_settings_bind (self->settings, "advance", self->grid, "move-on", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-labels", self->grid, "labels", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-clock", clock_button (self), "show-time",
                   G_SETTINGS_BIND_DEFAULT);
}

/* Solving by hand follows the game (sudoku-window-play.c). */
static void
connect_play (SudokuWindow *self)
{
  g_signal_group_connect_object (self->game_signals, "notify::hint-stage",
                                 G_CALLBACK (_sudoku_window_show_hint), self, G_CONNECT_SWAPPED);
  /* Finished by hand: nothing is left to solve, hint or check. */
  g_signal_group_connect_object (self->game_signals, "notify::finished",
                                 G_CALLBACK (_sudoku_window_play_update), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "wrong-changed",
                                 G_CALLBACK (_sudoku_window_show_wrong), self, G_CONNECT_SWAPPED);
  /* Paused: the grid is hidden, nothing is played. */
  g_signal_group_connect_object (self->game_signals, "notify::paused",
                                 G_CALLBACK (_sudoku_window_paused_cb), self, G_CONNECT_SWAPPED);
  /* Solved by hand: a time for the player's statistics. */
  g_signal_group_connect_object (self->game_signals, "completed",
                                 G_CALLBACK (_sudoku_window_completed_cb), self, G_CONNECT_SWAPPED);
}

/* The window's document, what goes in and out of it (sudoku-files.c), and
 * the bars that follow it; files dropped on the window open, text pastes. */
static void
make_document (SudokuWindow *self)
{
  GtkDropTarget *target;
  GType          types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  self->document = sudoku_document_new ();
  self->files = sudoku_files_new (GTK_WINDOW (self), self->document);
  g_signal_connect_object (self->files, "message", G_CALLBACK (_sudoku_window_set_status), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::index",
                           G_CALLBACK (_sudoku_window_update_navigation), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-puzzles",
                           G_CALLBACK (_sudoku_window_update_navigation), self, G_CONNECT_SWAPPED);
  /* The title and the collection bar follow it (sudoku-window.ui). */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  _sudoku_window_update_navigation (self);

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (_sudoku_window_drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

/* The zoom's buttons in the main menu, of the header bar and of full
 * screen's controls. */
static void
add_zoom_boxes (SudokuWindow *self)
{
  GMenuModel *menu = gtk_menu_button_get_menu_model (self->menu_button);
  GObject    *box = gtk_widget_get_template_child (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW,
                                                   "fullscreen_box");
  GtkPopover *fullscreen_menu = sudoku_fullscreen_box_set_menu (SUDOKU_FULLSCREEN_BOX (box), menu);

  gtk_popover_menu_add_child (GTK_POPOVER_MENU (gtk_menu_button_get_popover (self->menu_button)),
                              sudoku_zoom_box_new (self->stage), "zoom");
  gtk_popover_menu_add_child (GTK_POPOVER_MENU (fullscreen_menu), sudoku_zoom_box_new (self->stage),
                              "zoom");
  /* Without a compositor the menu's arrow would stand on a black square
   * (see style.css), as the header bar's. */
  if (!gdk_display_is_composited (gtk_widget_get_display (GTK_WIDGET (self))))
    gtk_popover_set_has_arrow (fullscreen_menu, FALSE);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->grid = sudoku_stage_get_grid (self->stage);
  self->demo_bar = sudoku_stage_get_demo_bar (self->stage);
  sudoku_stage_set_status (self->stage, GTK_WIDGET (self->status_label));

  self->board_signals = g_signal_group_new (SUDOKU_TYPE_BOARD);
  self->game_signals = g_signal_group_new (SUDOKU_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "message",
                                 G_CALLBACK (_sudoku_window_set_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid, "input", G_CALLBACK (grid_input_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid, "note", G_CALLBACK (grid_note_cb), self,
                           G_CONNECT_SWAPPED);
  connect_play (self);
  /* Without a compositor the menu's arrow would stand on a black square
   * (see style.css). */
  if (!gdk_display_is_composited (gtk_widget_get_display (GTK_WIDGET (self))))
    gtk_popover_set_has_arrow (gtk_menu_button_get_popover (self->menu_button), FALSE);
  make_document (self);
  self->printer = sudoku_printer_new (GTK_WINDOW (self));
  g_signal_connect_object (self->printer, "message", G_CALLBACK (_sudoku_window_set_status), self,
                           G_CONNECT_SWAPPED);
  /* The grid shows the document's game: its puzzle, with its own history. */
  self->board = g_object_ref (sudoku_game_get_board (sudoku_document_get_game (self->document)));
  sudoku_grid_set_board (self->grid, self->board);
  g_object_set (self->demo_bar, "board", self->board, "grid", self->grid, NULL);
  g_object_bind_property (self, "show-steps", self->demo_bar, "visible", G_BINDING_SYNC_CREATE);
  _sudoku_window_add_property_actions (self);
  add_zoom_boxes (self);
  g_object_bind_property (self->demo_bar, "running", self->solve_button, "demo",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->demo_bar, "notify::running",
                           G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->demo_bar, "notify::running", G_CALLBACK (tell_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (tell_game), NULL);
  g_signal_connect_object (self->demo_bar, "message", G_CALLBACK (_sudoku_window_set_status),
                           self, G_CONNECT_SWAPPED);
  /* Once a change of the board is whole, and when its history changes.
   * (A new puzzle on the board ends a demo of the old one: the bar sees to it.) */
  g_signal_group_connect_object (self->board_signals, "changed",
                                 G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::can-undo",
                                 G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::can-redo",
                                 G_CALLBACK (_sudoku_window_update_actions), self, G_CONNECT_SWAPPED);
  _sudoku_window_set_zoom (self, SUDOKU_ZOOM_DEFAULT);
  g_signal_group_connect_object (self->game_signals, "solved",
                                 G_CALLBACK (_sudoku_window_reveal_solution), self,
                                 G_CONNECT_SWAPPED);
  _sudoku_window_update_actions (self);
  /* Once every handler is in the groups: none can be added after. */
  g_signal_group_set_target (self->board_signals, self->board);
  g_signal_group_set_target (self->game_signals, _sudoku_window_game (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  show_game (self);
  g_signal_connect_object (self->document, "notify::game", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);

  apply_settings (self);
  _sudoku_window_digits_init (self);
  sudoku_grid_focus_cell (self->grid, 0, 0);
}

/**
 * sudoku_window_get_wide:
 * @self: a #SudokuWindow
 *
 * Returns: whether the classroom's bar stands beside the grid
 */
gboolean
sudoku_window_get_wide (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return sudoku_stage_get_wide (self->stage);
}

SudokuWindow *
sudoku_window_new (GtkApplication *application)
{
  return g_object_new (SUDOKU_TYPE_WINDOW, "application", application, NULL);
}

SudokuBoard *
sudoku_window_get_board (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->board;
}
