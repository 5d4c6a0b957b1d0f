/* sudoku-demo-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-bar"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cancel.h"
#include "sudoku-demo-bar-private.h"
#include "sudoku-demo-texts.h"
#include "sudoku-logic-step.h"

/* The demo bar's logic view: the same puzzle as a person solves it.  A
 * worker works out the logic engine's path and the grid before each step;
 * a tick callback replays it at the bar's speed, with play, pause, step,
 * step back and Finish Now as in the search view.  Each step shows its
 * sentence, its cells and units highlighted, and the candidates it removes
 * struck through.  Another worker counts the search the summary compares
 * with ("Logic: 41 steps, no guess · Textbook: …"). */

#define SEARCH_BUDGET_S 10 /* the search compared with gives up after this */

typedef struct
{
  guint8         cells[SUDOKU_N_CELLS];
  SudokuStrategy strategy;
} WorkData;

typedef struct
{
  GArray *path;  /* of SudokuLogicStep */
  GArray *grids; /* of SudokuLogicGrid, one more than the steps */
} Replay;

static void
replay_free (gpointer data)
{
  Replay *replay = data;

  g_array_unref (replay->path);
  g_array_unref (replay->grids);
  g_free (replay);
}

static void
path_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  WorkData       *data = task_data;
  Replay         *replay = g_new0 (Replay, 1);
  SudokuLogicGrid grid;

  replay->path = sudoku_logic_solve_path (data->cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  replay->grids =
    g_array_sized_new (FALSE, FALSE, sizeof (SudokuLogicGrid), replay->path->len + 1);
  sudoku_logic_grid_init (&grid, data->cells);
  g_array_append_val (replay->grids, grid);
  for (guint i = 0; i < replay->path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (replay->path, SudokuLogicStep, i);

      if (step->technique != SUDOKU_TECHNIQUE_GUESS)
        sudoku_logic_apply (&grid, step);
      g_array_append_val (replay->grids, grid);
    }
  g_task_return_pointer (task, replay, replay_free);
}

static void
search_worker (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  WorkData          *data = task_data;
  SudokuSolveOptions options = { data->strategy, 1, sudoku_cancellable_cancelled, cancellable };
  SudokuSolveStats  *stats = g_new0 (SudokuSolveStats, 1);
  guint8             solution[SUDOKU_N_CELLS];
  guint              n_solutions;
  GError            *error = NULL;

  options.deadline_us = g_get_monotonic_time () + SEARCH_BUDGET_S * G_USEC_PER_SEC;
  if (!sudoku_solve (data->cells, solution, &options, &n_solutions, stats, &error))
    {
      g_free (stats);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, stats, g_free);
}

/* The grid */

static const SudokuLogicGrid *
grid_at (SudokuDemoBar *self,
         guint          index)
{
  return &g_array_index (self->logic_grids, SudokuLogicGrid, index);
}

static const SudokuLogicStep *
shown_step (SudokuDemoBar *self)
{
  if (self->logic_path == NULL || self->logic_shown == 0)
    return NULL;
  return &g_array_index (self->logic_path, SudokuLogicStep, self->logic_shown - 1);
}

/* The candidates: all of them with Candidates on, else only where the step
 * removes some; the ones the step removes struck through, its digits in
 * bold in the cells that prove it. */
void
_sudoku_demo_logic_show_marks (SudokuDemoBar *self)
{
  gboolean               all = gtk_check_button_get_active (self->candidates_check);
  const SudokuLogicStep *step = shown_step (self);
  const SudokuLogicGrid *before, *after;
  guint16                bold[SUDOKU_N_CELLS] = { 0 };

  if (self->logic_grids == NULL || self->grid == NULL)
    return;
  before = grid_at (self, step != NULL ? self->logic_shown - 1 : 0);
  after = grid_at (self, self->logic_shown);
  for (guint i = 0; step != NULL && i < step->n_cells; i++)
    bold[step->cells[i]] = (SUDOKU_DIGIT_BIT (step->digit) | step->digits) & SUDOKU_ALL_DIGITS;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 mask = after->values[cell] != 0 ? 0 : before->cands[cell];
      guint16 struck = mask & ~after->cands[cell];

      if (!all && (step == NULL || step->eliminated[cell] == 0))
        mask = 0;
      sudoku_grid_set_marks (self->grid, cell, mask, struck, bold[cell]);
    }
}

static void
move_to (SudokuDemoBar *self,
         guint          target)
{
  const SudokuLogicGrid *after;

  if (target == self->logic_shown)
    return;
  self->logic_shown = target;
  after = grid_at (self, target);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (after->values[cell] != self->values[cell])
      {
        self->values[cell] = after->values[cell];
        sudoku_grid_show_tentative (self->grid, cell, after->values[cell]);
      }
  _sudoku_demo_logic_show_marks (self);
  self->caption_due = TRUE;
}

/* Caption, highlights and counters, at the search view's pace. */
static void
update_texts (SudokuDemoBar *self,
              gint64         now,
              gboolean       force)
{
  g_autofree char *counters = NULL;

  if (!_sudoku_demo_bar_texts_due (self, now, force))
    return;
  if (_sudoku_demo_bar_caption_due (self, now, force))
    {
      const SudokuLogicStep *step = shown_step (self);
      g_autofree char       *text = step != NULL ? sudoku_logic_step_sentence (step) : NULL;

      sudoku_grid_show_step (self->grid, step, SUDOKU_STEP_WHOLE);
      gtk_label_set_text (self->caption, text != NULL ? text : "");
    }
  counters = sudoku_demo_logic_counters_text (self->logic_shown, self->logic_path->len);
  gtk_label_set_text (self->counters, counters);
}

/* The run */

/* The summary's line: the logic's figures, and the search's once known. */
static void
update_summary (SudokuDemoBar *self)
{
  g_autofree char *line = NULL;

  if (self->logic_line == NULL)
    return;
  if (self->search_line != NULL)
    line = sudoku_demo_compare_line (self->logic_line, self->search_line);
  if (self->summary_from < 0)
    self->summary_from = (gssize)self->history->len;
  g_string_truncate (self->history, (gsize)self->summary_from);
  _sudoku_demo_bar_add_line (self, line != NULL ? line : self->logic_line);
}

/* Ends the replay: the board comes back; the workers go on unless
 * @cancel. */
static void
tear_down (SudokuDemoBar *self,
           gboolean       cancel)
{
  if (cancel && self->logic_cancellable != NULL)
    g_cancellable_cancel (self->logic_cancellable);
  if (cancel)
    g_clear_object (&self->logic_cancellable);
  if (self->logic_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->logic_tick);
  self->logic_tick = 0;
  g_clear_pointer (&self->logic_path, g_array_unref);
  g_clear_pointer (&self->logic_grids, g_array_unref);
  if (!self->logic_running)
    return;
  self->logic_running = FALSE;
  if (self->grid != NULL)
    {
      sudoku_grid_clear_highlights (self->grid);
      sudoku_grid_show_board (self->grid);
    }
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  g_object_notify (G_OBJECT (self), "running");
}

/* The last step reached: the summary.  Solved, the replay ends and the
 * solution goes to the board; stuck, it stays paused on the step that needs
 * a guess, for the class to look at (Stop ends it).
 * Returns: whether the replay ended */
static gboolean
reach_end (SudokuDemoBar *self)
{
  guint    n = self->logic_path->len;
  gboolean stuck = n > 0 && g_array_index (self->logic_path, SudokuLogicStep, n - 1)
                                .technique == SUDOKU_TECHNIQUE_GUESS;
  const char *text =
    stuck ? _("Logic alone is stuck here: a guess is needed") : _("Solved by logic alone");
  guint8 solution[SUDOKU_N_CELLS];

  memcpy (solution, grid_at (self, n)->values, SUDOKU_N_CELLS);
  if (stuck)
    {
      _sudoku_demo_bar_set_playing (self, FALSE);
      _sudoku_demo_bar_update_play_button (self);
    }
  update_texts (self, 0, TRUE);
  g_free (self->logic_line);
  self->logic_line = sudoku_demo_logic_line (n, stuck);
  update_summary (self);
  g_signal_emit_by_name (self, "message", text);
  if (stuck)
    return FALSE;
  tear_down (self, FALSE);
  gtk_label_set_text (self->caption, text);
  sudoku_board_show_solution (self->board, solution);
  return TRUE;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);
  gint64         now = gdk_frame_clock_get_frame_time (frame_clock);
  guint          n = self->logic_path->len;
  guint          steps = _sudoku_demo_bar_take_credit (self, now, n);

  move_to (self, MIN (self->logic_shown + steps, n));
  if (self->playing && self->logic_shown == n)
    {
      guint tick = self->logic_tick;

      self->logic_tick = 0; /* (the callback is removed by returning) */
      if (reach_end (self))
        return G_SOURCE_REMOVE;
      self->logic_tick = tick;
      return G_SOURCE_CONTINUE;
    }
  update_texts (self, now, FALSE);
  return G_SOURCE_CONTINUE;
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuDemoBar) self = user_data;
  Replay *replay = g_task_propagate_pointer (G_TASK (result), NULL);

  if (replay == NULL)
    return; /* stopped, or another puzzle */
  self->logic_path = g_steal_pointer (&replay->path);
  self->logic_grids = g_steal_pointer (&replay->grids);
  g_free (replay);
  self->logic_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  _sudoku_demo_logic_show_marks (self);
  /* Steps asked for while the path was worked out. */
  move_to (self, MIN (self->logic_wanted, self->logic_path->len));
  update_texts (self, 0, TRUE);
  if (self->logic_wanted > self->logic_path->len)
    reach_end (self);
}

static void
search_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuDemoBar) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree SudokuSolveStats *stats = g_task_propagate_pointer (G_TASK (result), &error);
  SudokuStrategy               strategy = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (result), "strategy"));

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
      g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
    return;
  g_free (self->search_line);
  if (stats != NULL)
    self->search_line = sudoku_demo_summary_line (strategy, stats);
  else if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT))
    self->search_line = sudoku_demo_search_gave_up_line (strategy, SEARCH_BUDGET_S);
  else
    self->search_line = g_strdup (error->message);
  update_summary (self);
}

static void
run_worker (SudokuDemoBar      *self,
            GTaskThreadFunc     worker,
            GAsyncReadyCallback callback)
{
  g_autoptr(GTask) task = g_task_new (self, self->logic_cancellable, callback, g_object_ref (self));
  WorkData *data = g_new0 (WorkData, 1);

  memcpy (data->cells, self->puzzle, SUDOKU_N_CELLS);
  data->strategy = sudoku_demo_bar_get_strategy (self);
  g_object_set_data (G_OBJECT (task), "strategy", GINT_TO_POINTER (data->strategy));
  g_task_set_source_tag (task, run_worker);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, worker);
}

/* Solve in the logic view: the replay starts, playing. */
void
_sudoku_demo_logic_start (SudokuDemoBar *self)
{
  tear_down (self, TRUE);
  sudoku_board_clear_solution (self->board);
  sudoku_board_get_givens (self->board, self->puzzle);
  memcpy (self->values, self->puzzle, SUDOKU_N_CELLS);
  g_clear_pointer (&self->logic_line, g_free);
  g_clear_pointer (&self->search_line, g_free);
  self->summary_from = -1;
  self->logic_cancellable = g_cancellable_new ();
  self->logic_running = TRUE;
  self->logic_shown = 0;
  self->logic_wanted = 0;
  self->credit = 0;
  self->last_frame = 0;
  self->caption_due = FALSE;
  self->texts_time = 0;
  self->caption_time = 0;
  _sudoku_demo_bar_set_playing (self, TRUE);
  _sudoku_demo_bar_update_play_button (self);
  gtk_label_set_text (self->caption, "");
  gtk_label_set_text (self->counters, "");
  g_signal_emit_by_name (self, "message", "");
  g_object_notify (G_OBJECT (self), "running");
  run_worker (self, path_worker, path_done_cb);
  run_worker (self, search_worker, search_done_cb);
}

/* Stop: the board comes back, and the search compared with stops (also
 * after the replay's end). */
void
_sudoku_demo_logic_stop (SudokuDemoBar *self,
                         gboolean       say_stopped)
{
  gboolean was_running = self->logic_running;

  tear_down (self, TRUE);
  if (!was_running || !say_stopped)
    return;
  gtk_label_set_text (self->caption, _("Demo stopped"));
  g_signal_emit_by_name (self, "message", _("Demo stopped"));
}

/* A step forward (@delta 1) or back (-1), paused; forward from the last
 * step ends a solved replay, as the search's last step ends its run. */
void
_sudoku_demo_logic_step (SudokuDemoBar *self,
                         int            delta)
{
  if (!self->logic_running && delta < 0)
    return;
  if (!self->logic_running)
    _sudoku_demo_logic_start (self);
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  if (self->logic_path == NULL)
    {
      if (delta > 0)
        self->logic_wanted++;
      else if (self->logic_wanted > 0)
        self->logic_wanted--;
      return;
    }
  if (delta < 0 && self->logic_shown == 0)
    return;
  if (delta > 0 && self->logic_shown == self->logic_path->len)
    {
      reach_end (self);
      return;
    }
  move_to (self, self->logic_shown + delta);
  update_texts (self, 0, TRUE);
}

/* Finish Now: to the last step, and the end. */
void
_sudoku_demo_logic_finish (SudokuDemoBar *self)
{
  if (!self->logic_running)
    return;
  if (self->logic_path == NULL)
    {
      self->logic_wanted = G_MAXUINT;
      return;
    }
  move_to (self, self->logic_path->len);
  reach_end (self);
}

/* A new puzzle, or the bar goes: nothing of the replay stays. */
void
_sudoku_demo_logic_forget (SudokuDemoBar *self)
{
  tear_down (self, TRUE);
  g_clear_pointer (&self->logic_line, g_free);
  g_clear_pointer (&self->search_line, g_free);
  self->summary_from = -1;
}

/**
 * sudoku_demo_bar_get_logic_position:
 * @self: a #SudokuDemoBar
 * @shown: (out) (optional): the steps of the logic view the grid shows
 * @n_steps: (out) (optional): the steps of its path, the guess's included
 *
 * Returns: whether a replay runs and its path is worked out
 */
gboolean
sudoku_demo_bar_get_logic_position (SudokuDemoBar *self,
                                    guint         *shown,
                                    guint         *n_steps)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_BAR (self), FALSE);

  if (self->logic_path == NULL)
    return FALSE;
  if (shown != NULL)
    *shown = self->logic_shown;
  if (n_steps != NULL)
    *n_steps = self->logic_path->len;
  return TRUE;
}

/* The actions that end either view */

void
sudoku_demo_bar_stop (SudokuDemoBar *self)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));

  /* The worker wakes and ends; demo_done_cb shows the board again. */
  if (self->demo != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->logic_running)
    _sudoku_demo_logic_stop (self, TRUE);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_demo_bar_stop (SUDOKU_DEMO_BAR (widget));
}

static void
finish_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  if (self->demo != NULL)
    {
      gtk_label_set_text (self->caption, _("Finishing…"));
      sudoku_demo_finish_now (self->demo);
    }
  _sudoku_demo_logic_finish (self);
}

void
_sudoku_demo_logic_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "demo.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "demo.finish", NULL, finish_action);
}
