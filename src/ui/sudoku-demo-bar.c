/* sudoku-demo-bar.c
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

/* Classroom mode: the search shown step by step on the grid.  The solver runs
 * on a worker thread (SudokuDemo) and waits for credits; the bar's one tick
 * callback hands them out at the chosen pace (SudokuDemoPace), takes the
 * steps made onto the trail (SudokuDemoTrail), and shows the state they lead
 * to once per frame, however many there were: grid, caption, outline and
 * counters always show the same step.  The logic view (sudoku-demo-logic.c)
 * shares the tick.  The bar draws on the grid; the board only receives the
 * solution at the end.  What the window should say goes out as the
 * "message" signal. */

#define FLASH_MAX_SPEED 40.0 /* steps/s: slower than this, dead ends flash */
#define STEPS_PER_TAKE  4096

G_DEFINE_FINAL_TYPE (SudokuDemoBar, sudoku_demo_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_GRID,
  PROP_RUNNING,
  PROP_STRATEGY,
  PROP_VIEW,
  N_PROPS
};

enum
{
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void
say (SudokuDemoBar *self,
     const char    *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

gboolean
sudoku_demo_bar_get_running (SudokuDemoBar *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_BAR (self), FALSE);
  return self->demo != NULL || self->logic_running;
}

static void
show_candidates (SudokuDemoBar *self)
{
  gboolean on = gtk_check_button_get_active (self->candidates_check) && self->demo != NULL;

  if (self->logic_running)
    _sudoku_demo_logic_show_marks (self);
  else if (self->grid != NULL)
    sudoku_grid_show_candidates_of (self->grid,
                                    on ? sudoku_demo_trail_get_values (self->trail) : NULL);
}

/* The caption, the outline and the counters of the step the grid shows, in
 * the same frame.  When steps come faster than a sentence can be read, the
 * caption names the step's cell and digit, and says what the search did in
 * the last second, instead of a queue of sentences that falls behind the
 * grid.  (It has two lines at most: the bar keeps its height.) */
static void
show_step (SudokuDemoBar *self,
           gint64         now,
           gboolean       moved)
{
  const SudokuStep *step = sudoku_demo_trail_get_last (self->trail);
  g_autofree char  *counters = NULL;
  guint64           placements, backtracks;

  _sudoku_demo_bar_show_caption (self, step, now);
  if (moved)
    _sudoku_demo_bar_mark_step (self, step);
  sudoku_demo_trail_get_counts (self->trail, &placements, &backtracks);
  counters = sudoku_demo_counters_text (placements, backtracks,
                                        sudoku_demo_trail_get_depth (self->trail),
                                        sudoku_demo_pace_elapsed (&self->pace, now));
  _sudoku_demo_bar_set_counters (self, counters);
  sudoku_search_ladder_show (self->ladder, self->trail);
}

/* Moves the grid along the trail of steps taken, forward or back, to its
 * @target-th step, and shows where that leads. */
static void
move_to (SudokuDemoBar *self,
         guint          target)
{
  guint8        before[SUDOKU_MAX_CELLS];
  guint         n_cells = sudoku_board_get_shape (self->board)->n_cells;
  const guint8 *values = sudoku_demo_trail_get_values (self->trail);
  guint         shown = sudoku_demo_trail_get_shown (self->trail);
  gboolean      flash = self->pace.speed <= FLASH_MAX_SPEED && target > shown;

  if (target == shown)
    return;
  memcpy (before, values, n_cells);
  for (; shown != target; shown += target > shown ? 1 : -1)
    {
      const SudokuStep *step = sudoku_demo_trail_move (self->trail, target > shown);

      if (step->kind == SUDOKU_STEP_REMOVE && flash)
        sudoku_grid_flash (self->grid, step->cell, 300);
    }
  for (guint cell = 0; cell < n_cells; cell++)
    if (values[cell] != before[cell])
      sudoku_grid_show_tentative (self->grid, cell, values[cell]);
  if (gtk_check_button_get_active (self->candidates_check))
    show_candidates (self);
}

/* Takes the steps made since the last frame onto the trail; shows them if
 * the grid was at the trail's end (not after a step back). */
static void
apply_steps (SudokuDemoBar *self)
{
  SudokuStep steps[STEPS_PER_TAKE];
  gboolean   at_end =
    sudoku_demo_trail_get_shown (self->trail) == sudoku_demo_trail_get_length (self->trail);
  guint n;

  while ((n = sudoku_demo_take_steps (self->demo, steps, G_N_ELEMENTS (steps))) > 0)
    sudoku_demo_trail_append (self->trail, steps, n);
  if (at_end)
    move_to (self, sudoku_demo_trail_get_length (self->trail));
}

/* One frame of the search: the steps due, the ones already on the trail
 * first (after a step back), then new ones from the worker. */
static void
search_tick (SudokuDemoBar *self,
             gint64         now)
{
  guint n = sudoku_demo_pace_take (&self->pace, now, 1000000);
  guint shown = sudoku_demo_trail_get_shown (self->trail);
  guint again = MIN (n, sudoku_demo_trail_get_length (self->trail) - shown);

  move_to (self, shown + again);
  if (n > again)
    sudoku_demo_allow (self->demo, n - again);
  apply_steps (self);
  show_step (self, now, sudoku_demo_trail_get_shown (self->trail) != shown);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);
  gint64         now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->demo != NULL)
    search_tick (self, now);
  else if (self->logic_running && self->pace.playing)
    _sudoku_demo_logic_tick (self, sudoku_demo_pace_take (&self->pace, now, G_MAXUINT));
  else if (self->logic_running)
    self->pace.last_frame = now;
  else
    {
      self->tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_tick (SudokuDemoBar *self)
{
  if (self->tick == 0)
    self->tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
stop_tick (SudokuDemoBar *self)
{
  if (self->tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick);
  self->tick = 0;
}

static void
end_demo (SudokuDemoBar *self)
{
  g_clear_object (&self->demo);
  g_clear_object (&self->cancellable);
  _sudoku_demo_bar_mark_step (self, NULL);
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  show_candidates (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Ends the search at once: demo_done_cb will see another demo, and say
 * nothing. */
static void
end_search (SudokuDemoBar *self)
{
  if (self->demo == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  end_demo (self);
  sudoku_grid_show_board (self->grid);
}

/* A new puzzle on the board: nothing said of the old one stays. */
static void
forget_runs (SudokuDemoBar *self)
{
  end_search (self);
  g_clear_pointer (&self->trail, sudoku_demo_trail_free);
  sudoku_search_ladder_show (self->ladder, NULL);
  _sudoku_demo_logic_forget (self);
  g_string_truncate (self->history, 0);
  sudoku_digits_set_label (self->caption, "");
  sudoku_digits_set_label (self->counters, "");
  sudoku_digits_set_label (self->summary, "");
  gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
}

static void
board_cell_changed_cb (SudokuDemoBar *self,
                       guint          row,
                       guint          col,
                       SudokuBoard   *board)
{
  guint8 givens[SUDOKU_MAX_CELLS] = { 0 };

  /* (Showing or clearing a solution changes no given.) */
  if (sudoku_board_get_origin (board, row, col) != SUDOKU_ORIGIN_GIVEN)
    return;
  sudoku_board_get_givens (board, givens);
  if (memcmp (givens, self->puzzle, sudoku_board_get_shape (board)->n_cells) == 0)
    return;
  memcpy (self->puzzle, givens, SUDOKU_MAX_CELLS);
  forget_runs (self);
}

static void
demo_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuDemoBar) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  SudokuDemo      *demo = SUDOKU_DEMO (object);
  SudokuDemoResult outcome;
  gboolean         ok = sudoku_demo_run_finish (demo, result, &outcome, &error);
  guint64          placements, backtracks;
  guint8           values[SUDOKU_MAX_CELLS];

  if (self->board == NULL || demo != self->demo)
    return; /* the bar is gone, or another demo started */

  apply_steps (self);
  /* The run's real totals, with the steps of Finish Now that were not shown. */
  sudoku_demo_get_progress (demo, &placements, &backtracks, values);
  if (ok)
    {
      placements = outcome.stats.placements;
      backtracks = outcome.stats.backtracks;
    }
  sudoku_demo_trail_set_totals (self->trail, placements, backtracks, values);
  show_step (self, g_get_monotonic_time (), TRUE);
  end_demo (self);
  sudoku_grid_show_board (self->grid);

  if (!ok)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* Translators: a message and the demo bar's caption when the classroom demo was stopped */
          _sudoku_demo_bar_set_caption (self, _("Demo stopped"));
          /* Translators: a message and the demo bar's caption when the classroom demo was stopped */
          say (self, _("Demo stopped"));
        }
      else
        say (self, error->message);
      return;
    }

  line = sudoku_demo_summary_line (sudoku_demo_get_strategy (demo), &outcome.stats);
  _sudoku_demo_bar_add_line (self, line);
  if (outcome.n_solutions == 0)
    {
      _sudoku_demo_bar_set_caption (self, _("No digit fits anywhere: no solution"));
      say (self, _("This puzzle has no solution"));
      return;
    }
  _sudoku_demo_bar_set_caption (self, _("Solved"));
  /* Translators: a message when the classroom demo has solved the puzzle */
  say (self, _("Solved step by step"));
  sudoku_board_show_solution (self->board, outcome.solution);
}

/**
 * sudoku_demo_bar_start:
 * @self: a #SudokuDemoBar
 *
 * Runs the search step by step on the board's givens, playing at once.
 */
void
sudoku_demo_bar_start (SudokuDemoBar *self)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));
  g_return_if_fail (self->board != NULL && self->grid != NULL);

  if (self->logic_view)
    {
      _sudoku_demo_logic_start (self);
      start_tick (self);
      return;
    }
  sudoku_demo_bar_stop (self);
  sudoku_board_clear_solution (self->board);
  memset (self->puzzle, 0, sizeof self->puzzle);
  sudoku_board_get_givens (self->board, self->puzzle);

  self->demo = sudoku_demo_new_for_shape (sudoku_board_get_shape (self->board), self->puzzle,
                                          sudoku_demo_bar_get_strategy (self));
  self->cancellable = g_cancellable_new ();
  g_clear_pointer (&self->trail, sudoku_demo_trail_free);
  self->trail = sudoku_demo_trail_new_for_shape (sudoku_board_get_shape (self->board), self->puzzle);
  self->caption_key = G_MAXUINT64;
  sudoku_demo_pace_reset (&self->pace);
  _sudoku_demo_bar_set_playing (self, TRUE);
  sudoku_demo_run_async (self->demo, self->cancellable, demo_done_cb, g_object_ref (self));
  start_tick (self);

  _sudoku_demo_bar_update_play_button (self);
  show_step (self, g_get_monotonic_time (), TRUE);
  show_candidates (self);
  say (self, "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);
  guint          shown;

  if (self->logic_view)
    {
      _sudoku_demo_logic_step (self, 1);
      start_tick (self);
      return;
    }
  if (self->demo == NULL)
    sudoku_demo_bar_start (self);
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  shown = sudoku_demo_trail_get_shown (self->trail);
  if (shown < sudoku_demo_trail_get_length (self->trail))
    {
      move_to (self, shown + 1);
      self->caption_key = G_MAXUINT64; /* (also after Finish Now) */
      show_step (self, g_get_monotonic_time (), TRUE);
    }
  else
    sudoku_demo_allow (self->demo, 1);
}

/* One step back, along the trail of the steps taken. */
static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  if (self->logic_view)
    {
      _sudoku_demo_logic_step (self, -1);
      return;
    }
  if (self->demo == NULL || sudoku_demo_trail_get_shown (self->trail) == 0)
    return;
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  move_to (self, sudoku_demo_trail_get_shown (self->trail) - 1);
  self->caption_key = G_MAXUINT64; /* (also after Finish Now) */
  show_step (self, g_get_monotonic_time (), TRUE);
}

static void
strategy_changed_cb (SudokuDemoBar *self)
{
  _sudoku_demo_bar_name_strategy (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRATEGY]);
  if (self->demo == NULL)
    return;
  sudoku_demo_bar_stop (self);
  say (self, _("Strategy changed: press Solve to watch it"));
}

/* Search or Logic: the other view stops what runs. */
static void
set_view (SudokuDemoBar *self,
          gboolean       logic)
{
  gboolean was_running = sudoku_demo_bar_get_running (self);

  if (self->logic_view == logic)
    return;
  end_search (self);
  _sudoku_demo_logic_stop (self, FALSE);
  self->logic_view = logic;
  /* A person's step may take more than two lines: up to five, the whole
   * sentence in the caption's tooltip (a chain's branches can take more,
   * and are drawn on the grid).  Without a limit a long caption pushed the
   * grid out of a maximized window. */
  gtk_label_set_lines (self->caption, logic ? 5 : 2);
  sudoku_digits_set_label (self->caption, "");
  sudoku_digits_set_label (self->counters, "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  if (was_running)
    say (self, _("View changed: press Solve to watch it"));
}

/* A grid of another shape: a replay of the grid before goes (the logic
 * view is on every shape, each with its logic engine). */
static void
shape_changed_cb (SudokuDemoBar *self)
{
  if (self->replay != NULL && self->board != NULL &&
      sudoku_demo_replay_get_shape (self->replay) != sudoku_board_get_shape (self->board))
    _sudoku_demo_logic_forget (self);
}

/* Widget */

static gboolean
ladder_shown (gpointer    unused,
              gboolean    wanted,
              const char *view)
{
  return wanted && g_strcmp0 (view, "search") == 0;
}

static void
sudoku_demo_bar_unmap (GtkWidget *widget)
{
  /* A hidden bar shows no demo: its frames would never come. */
  sudoku_demo_bar_stop (SUDOKU_DEMO_BAR (widget));
  GTK_WIDGET_CLASS (sudoku_demo_bar_parent_class)->unmap (widget);
}

static void
sudoku_demo_bar_dispose (GObject *object)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_tick (self);
  g_clear_object (&self->demo);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->trail, sudoku_demo_trail_free);
  _sudoku_demo_logic_forget (self);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  g_clear_object (&self->grid);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_DEMO_BAR);

  G_OBJECT_CLASS (sudoku_demo_bar_parent_class)->dispose (object);
}

static void
sudoku_demo_bar_finalize (GObject *object)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (object);

  g_string_free (self->history, TRUE);

  G_OBJECT_CLASS (sudoku_demo_bar_parent_class)->finalize (object);
}

static void
sudoku_demo_bar_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_GRID:
      g_value_set_object (value, self->grid);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, sudoku_demo_bar_get_running (self));
      break;
    case PROP_VIEW:
      g_value_set_string (value, self->logic_view ? "logic" : "search");
      break;
    case PROP_STRATEGY:
      g_value_set_string (value, sudoku_strategy_to_string (sudoku_demo_bar_get_strategy (self)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_demo_bar_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (object);
  SudokuStrategy strategy;

  switch (prop_id)
    {
    case PROP_BOARD:
      sudoku_demo_bar_stop (self);
      if (self->board != NULL)
        g_signal_handlers_disconnect_by_data (self->board, self);
      if (g_set_object (&self->board, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      if (self->board != NULL)
        {
          g_signal_connect_object (self->board, "cell-changed",
                                   G_CALLBACK (board_cell_changed_cb), self, G_CONNECT_SWAPPED);
          g_signal_connect_object (self->board, "notify::shape", G_CALLBACK (shape_changed_cb),
                                   self, G_CONNECT_SWAPPED);
        }
      shape_changed_cb (self);
      break;
    case PROP_GRID:
      sudoku_demo_bar_stop (self);
      if (g_set_object (&self->grid, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_STRATEGY:
      if (sudoku_strategy_from_string (g_value_get_string (value), &strategy))
        sudoku_demo_bar_set_strategy (self, strategy);
      else
        g_warning ("Unknown strategy “%s”", g_value_get_string (value));
      break;
    case PROP_VIEW:
      set_view (self, g_strcmp0 (g_value_get_string (value), "logic") == 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_demo_bar_class_init (SudokuDemoBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_demo_bar_dispose;
  object_class->finalize = sudoku_demo_bar_finalize;
  object_class->get_property = sudoku_demo_bar_get_property;
  object_class->set_property = sudoku_demo_bar_set_property;
  widget_class->unmap = sudoku_demo_bar_unmap;
  _sudoku_demo_bar_size_class_init (widget_class);

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, SUDOKU_TYPE_BOARD,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_GRID] =
    g_param_spec_object ("grid", NULL, NULL, SUDOKU_TYPE_GRID,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuDemoBar:running:
   *
   * Whether a demo is running, playing or paused.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuDemoBar:strategy:
   *
   * The strategy the next demo shows, by its command-line name ("textbook",
   * "fewest", "fast"); choosing another stops the running demo.
   */
  properties[PROP_STRATEGY] =
    g_param_spec_string ("strategy", NULL, NULL, "textbook",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuDemoBar:view:
   *
   * What Solve shows: "search", the search step by step, or "logic", the
   * steps a person takes; choosing the other stops the running demo.
   */
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL, "search",
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuDemoBar::message:
   * @self: the bar
   * @text: what the window's status should say, "" for nothing
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/sudoku-demo-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, controls);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, strategy_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, speed_scale);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, candidates_check);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, caption);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, counters);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, summary);
  gtk_widget_class_bind_template_child (widget_class, SudokuDemoBar, ladder);
  gtk_widget_class_bind_template_callback (widget_class, ladder_shown);

  gtk_widget_class_install_action (widget_class, "demo.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "demo.back", NULL, back_action);
  _sudoku_demo_bar_actions_class_init (widget_class);
  _sudoku_demo_logic_class_init (widget_class);
  gtk_widget_class_install_property_action (widget_class, "demo.strategy", "strategy");
  gtk_widget_class_install_property_action (widget_class, "demo.view", "view");
}

static void
sudoku_demo_bar_init (SudokuDemoBar *self)
{
  g_type_ensure (SUDOKU_TYPE_SEARCH_LADDER);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Tab goes from control to control, not to the boxes that wrap them. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->controls); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  self->history = g_string_new (NULL);
  self->summary_from = -1;
  _sudoku_demo_bar_strategies_init (self);
  _sudoku_demo_bar_speed_init (self);
  g_signal_connect_object (self->strategy_dropdown, "notify::selected",
                           G_CALLBACK (strategy_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->candidates_check, "toggled", G_CALLBACK (show_candidates), self,
                           G_CONNECT_SWAPPED);
  _sudoku_demo_bar_keys_init (self);
  _sudoku_demo_bar_update_play_button (self);
}
