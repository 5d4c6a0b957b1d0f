/* sudoku-demo-bar-actions.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-bar"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-demo-bar-private.h"
#include "sudoku-demo-texts.h"
#include "sudoku-digits-manager.h"

/* What the demo bar's play button does, its keys, the cell it marks, its
 * speed and strategies, its size; what the search and the logic view share
 * (sudoku-demo-logic.c has Stop and Finish Now, which end either).
 * The bar's state stays in SudokuDemoBar (sudoku-demo-bar-private.h). */

void
_sudoku_demo_bar_update_play_button (SudokuDemoBar *self)
{
  const char *name = self->pace.playing ? _("Pause")
                                        /* Translators: the screen-reader name and tooltip of the demo's play button (a verb: run the demo) */
                                        : _("Play");

  gtk_button_set_icon_name (self->play_button, self->pace.playing ? "media-playback-pause-symbolic"
                                                                  : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The time counter counts only while the demo plays. */
void
_sudoku_demo_bar_set_playing (SudokuDemoBar *self,
                              gboolean       playing)
{
  sudoku_demo_pace_set_playing (&self->pace, playing, g_get_monotonic_time ());
}

/* Outlines the cell of the step the caption speaks of, and tints its row,
 * column and box, so that pupils need not count cells; NULL: none. */
void
_sudoku_demo_bar_mark_step (SudokuDemoBar    *self,
                            const SudokuStep *step)
{
  const SudokuGridShape *shape = sudoku_board_get_shape (self->board);
  guint                  row, col;

  sudoku_grid_clear_highlights (self->grid);
  if (step == NULL)
    return;
  row = step->cell / shape->side;
  col = step->cell % shape->side;
  sudoku_grid_set_cell_highlight (self->grid, step->cell, TRUE);
  sudoku_grid_set_unit_highlight (self->grid, SUDOKU_UNIT_ROW, row, TRUE);
  sudoku_grid_set_unit_highlight (self->grid, SUDOKU_UNIT_COLUMN, col, TRUE);
  sudoku_grid_set_unit_highlight (
    self->grid, SUDOKU_UNIT_BOX,
    row / shape->box_rows * (shape->side / shape->box_cols) + col / shape->box_cols, TRUE);
}

/* The speed: its slider is logarithmic, from 1 to 10,000 steps a second. */
static char *
format_speed_cb (GtkScale *scale,
                 double    value,
                 gpointer  user_data)
{
  g_autofree char *text = sudoku_demo_speed_text (pow (10.0, value));

  return sudoku_digits_show (text);
}

/* The digits shown changed: the speed's text anew. */
static void
digits_changed_cb (SudokuDemoBar *self)
{
  gtk_scale_set_format_value_func (self->speed_scale, format_speed_cb, NULL, NULL);
}

static void
speed_changed_cb (SudokuDemoBar *self)
{
  self->pace.speed = pow (10.0, gtk_range_get_value (GTK_RANGE (self->speed_scale)));
}

void
_sudoku_demo_bar_speed_init (SudokuDemoBar *self)
{
  gtk_scale_set_format_value_func (self->speed_scale, format_speed_cb, NULL, NULL);
  g_signal_connect_object (sudoku_digits_manager_get_default (), "notify::digits",
                           G_CALLBACK (digits_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->speed_scale, "value-changed", G_CALLBACK (speed_changed_cb), self,
                           G_CONNECT_SWAPPED);
  speed_changed_cb (self);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  /* Play without a demo is Solve, with the window's checks. */
  if (self->demo == NULL && !self->logic_running)
    {
      gtk_widget_activate_action (widget, "win.solve", NULL);
      return;
    }
  _sudoku_demo_bar_set_playing (self, !self->pace.playing);
  _sudoku_demo_bar_update_play_button (self);
}

/* Keys: a presenter's clicker sends Page Down and Page Up, and B or period
 * to blank the screen; a keyboard has Space and the arrows.  While the bar
 * is shown they drive the demo wherever the focus is (the grid's arrows and
 * the collection's Page keys wait until it is hidden), but for the text
 * fields, the speed slider and the menus, which keep their own keys.  (No
 * clicker key types into a cell, shown or hidden: SudokuCell takes none.) */

typedef enum
{
  KEY_PLAY,
  KEY_FORWARD,
  KEY_BACK,
  KEY_BLANK, /* the clicker's blank-screen key: nothing here */
} DemoKey;

static const struct
{
  guint    keyval;
  DemoKey  key;
  gboolean clicker; /* also in a text field or on the slider */
} demo_keys[] = {
  { GDK_KEY_space, KEY_PLAY, FALSE },
  { GDK_KEY_Right, KEY_FORWARD, FALSE },
  { GDK_KEY_Page_Down, KEY_FORWARD, TRUE },
  { GDK_KEY_Left, KEY_BACK, FALSE },
  { GDK_KEY_Page_Up, KEY_BACK, TRUE },
  { GDK_KEY_b, KEY_BLANK, FALSE }, /* (a keyval trigger takes B as b) */
  { GDK_KEY_period, KEY_BLANK, FALSE },
};

static GtkWidget *
focus_of (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

static gboolean
focus_keeps_keys (GtkWidget *widget,
                  gboolean   clicker)
{
  GtkWidget *focus = focus_of (widget);

  if (focus == NULL)
    return FALSE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return TRUE;
  return !clicker && (GTK_IS_EDITABLE (focus) || GTK_IS_RANGE (focus));
}

static gboolean
demo_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  guint i = GPOINTER_TO_UINT (user_data);

  if (!gtk_widget_get_mapped (widget) || focus_keeps_keys (widget, demo_keys[i].clicker))
    return FALSE;
  switch (demo_keys[i].key)
    {
    case KEY_PLAY:
      gtk_widget_activate_action (widget, "demo.play", NULL);
      break;
    case KEY_FORWARD:
      gtk_widget_activate_action (widget, "demo.step", NULL);
      break;
    case KEY_BACK:
      gtk_widget_activate_action (widget, "demo.back", NULL);
      break;
    case KEY_BLANK:
      /* (No text field has the focus: nothing to type into.) */
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

void
_sudoku_demo_bar_keys_init (SudokuDemoBar *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Handled by the window, before the focused widget sees the key. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (demo_keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (demo_keys[i].keyval, 0),
                        gtk_callback_action_new (demo_key_cb, GUINT_TO_POINTER (i), NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "demo.play", NULL, play_action);
}

/* Accessors */

/* A screen reader meets the drop-down's button: it says what it chooses, and
 * the choice (it said "GtkToggleButton"). */
void
_sudoku_demo_bar_name_strategy (SudokuDemoBar *self)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->strategy_dropdown));

  if (!GTK_IS_TOGGLE_BUTTON (button))
    return;
  gtk_accessible_update_property (
    GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Strategy"),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    sudoku_demo_strategy_title (sudoku_demo_bar_get_strategy (self)), -1);
}

void
_sudoku_demo_bar_strategies_init (SudokuDemoBar *self)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);

  for (guint i = 0; i < sudoku_demo_n_strategies (); i++)
    gtk_string_list_append (titles, sudoku_demo_strategy_title (sudoku_demo_strategy_at (i)));
  gtk_drop_down_set_model (self->strategy_dropdown, G_LIST_MODEL (titles));
  _sudoku_demo_bar_name_strategy (self);
}

SudokuStrategy
sudoku_demo_bar_get_strategy (SudokuDemoBar *self)
{
  guint i;

  g_return_val_if_fail (SUDOKU_IS_DEMO_BAR (self), SUDOKU_STRATEGY_TEXTBOOK);

  i = gtk_drop_down_get_selected (self->strategy_dropdown);
  return sudoku_demo_strategy_at (i);
}

void
sudoku_demo_bar_set_strategy (SudokuDemoBar *self,
                              SudokuStrategy strategy)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));

  gtk_drop_down_set_selected (self->strategy_dropdown, sudoku_demo_strategy_index (strategy));
}

/* Sets the speed, from 1 to 10,000 steps a second. */
void
sudoku_demo_bar_set_speed (SudokuDemoBar *self,
                           double         steps_per_second)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));
  gtk_range_set_value (GTK_RANGE (self->speed_scale), log10 (CLAMP (steps_per_second, 1, 10000)));
}

/* Returns: the sentence explaining the step shown */
const char *
sudoku_demo_bar_get_caption (SudokuDemoBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_BAR (self), NULL);
  return gtk_label_get_text (self->caption);
}

/**
 * sudoku_demo_bar_get_counts:
 * @self: a #SudokuDemoBar
 * @placements: (out) (optional): placements shown so far
 * @backtracks: (out) (optional): backtracks shown so far
 */
void
sudoku_demo_bar_get_counts (SudokuDemoBar *self,
                            guint64       *placements,
                            guint64       *backtracks)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));

  if (placements != NULL)
    *placements = 0;
  if (backtracks != NULL)
    *backtracks = 0;
  if (self->trail != NULL)
    sudoku_demo_trail_get_counts (self->trail, placements, backtracks);
}

/* Returns: one line for each run that ended, with its strategy and counts */
const char *
sudoku_demo_bar_get_summary (SudokuDemoBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_BAR (self), NULL);
  return self->history->str;
}

/* The caption, the outline and the counters of the step the grid shows, in
 * the same frame.  When steps come faster than a sentence can be read, the
 * caption names the step's cell and digit, and says what the search did in
 * the last second, instead of a queue of sentences that falls behind the
 * grid.  (It has two lines at most: the bar keeps its height.) */
void
_sudoku_demo_bar_show_caption (SudokuDemoBar    *self,
                               const SudokuStep *step,
                               gint64            now)
{
  g_autofree char *text = NULL;
  guint64          tried, taken_back;
  gboolean         has_rate = sudoku_demo_trail_get_rate (self->trail, now, &tried, &taken_back);
  gboolean         readable = sudoku_demo_pace_readable (&self->pace);
  guint64          key = (guint64)sudoku_demo_trail_get_shown (self->trail) * 2 + readable;

  /* It changes with the step, or when a pause lets it say why (not while
   * Finish Now runs the rest: it says so). */
  if (key == self->caption_key || self->caption_key == SUDOKU_DEMO_BAR_FINISHING)
    return;
  self->caption_key = key;
  if (step != NULL)
    text = readable ? sudoku_demo_step_text_for_shape (sudoku_board_get_shape (self->board), step)
                    : sudoku_demo_step_brief_text_for_shape (sudoku_board_get_shape (self->board),
                                                             step);
  _sudoku_demo_bar_set_caption (self, text);
  if (text != NULL && !readable && has_rate)
    {
      g_autofree char *rate = sudoku_demo_rate_text (tried, taken_back);
      g_autofree char *shown_rate = sudoku_digits_show (rate);
      g_autofree char *markup = g_markup_printf_escaped (
        "%s · <span size=\"smaller\" weight=\"normal\">%s</span>",
        gtk_label_get_text (self->caption), shown_rate);

      gtk_label_set_markup (self->caption, markup);
    }
}

void
_sudoku_demo_bar_set_caption (SudokuDemoBar *self,
                              const char    *text)
{
  sudoku_digits_set_label (self->caption, text);
  /* The whole sentence, where the lines may cut it. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->caption),
                               self->logic_view && text != NULL && text[0] != '\0'
                                 ? gtk_label_get_text (self->caption)
                                 : NULL);
}

/* The counters: each one's label and value stay on one line ("Taken back:
 * 9727332", "Gesetzte Ziffern: 45"); the line wraps only between them,
 * where the text has two spaces or more. */
void
_sudoku_demo_bar_set_counters (SudokuDemoBar *self,
                               const char    *text)
{
  PangoAttrList *attrs = pango_attr_list_new ();
  const char    *shown, *item;

  /* The breaks are where the text shown has them (an Arabic digit takes
   * two bytes). */
  sudoku_digits_set_label (self->counters, text);
  shown = item = gtk_label_get_text (self->counters);

  while (*item != '\0')
    {
      const char     *end = strstr (item, "  ");
      PangoAttribute *keep = pango_attr_allow_breaks_new (FALSE);

      if (end == NULL)
        end = item + strlen (item);
      keep->start_index = (guint)(item - shown);
      keep->end_index = (guint)(end - shown);
      pango_attr_list_insert (attrs, keep);
      for (item = end; *item == ' '; item++)
        ;
    }
  gtk_label_set_attributes (self->counters, attrs);
  pango_attr_list_unref (attrs);
}

/* Adds a line to the summary of the runs that ended. */
void
_sudoku_demo_bar_add_line (SudokuDemoBar *self,
                           const char    *line)
{
  if (self->history->len > 0)
    g_string_append (self->history, "\n");
  g_string_append (self->history, line);
  sudoku_digits_set_label (self->summary, self->history->str);
  gtk_widget_set_visible (GTK_WIDGET (self->summary), TRUE);
}

/* Size */

/* The bar asks for no more width than it needs: its natural width would
 * follow the caption's text, and beside the grid the grid would shrink and
 * grow with each step (and more so with the zoom).  Given more, it takes it. */
static void
sudoku_demo_bar_measure (GtkWidget     *widget,
                         GtkOrientation orientation,
                         int            for_size,
                         int           *minimum,
                         int           *natural,
                         int           *minimum_baseline,
                         int           *natural_baseline)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
}

static GtkSizeRequestMode
sudoku_demo_bar_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (SUDOKU_DEMO_BAR (widget)->box);
}

static void
sudoku_demo_bar_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (SUDOKU_DEMO_BAR (widget)->box, width, height, baseline, NULL);
}

void
_sudoku_demo_bar_size_class_init (GtkWidgetClass *widget_class)
{
  widget_class->measure = sudoku_demo_bar_measure;
  widget_class->get_request_mode = sudoku_demo_bar_get_request_mode;
  widget_class->size_allocate = sudoku_demo_bar_size_allocate;
}
