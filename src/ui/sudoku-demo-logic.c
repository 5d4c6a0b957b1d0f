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

#include "sudoku-demo-bar-private.h"
#include "sudoku-demo-texts.h"
#include "sudoku-digits-manager.h"
#include "sudoku-logic-step.h"

/* The demo bar's logic view: the same puzzle as a person solves it.  The
 * replay (SudokuDemoReplay, in the core) works out the logic engine's path
 * and decides where each move leads; this shows it at the bar's pace, with
 * play, pause, step, step back and Finish Now as in the search view.  Each
 * step shows its sentence, its cells and units highlighted, and the
 * candidates it removes struck through, in the frame the grid shows it.
 * On every shape: a plain 9×9 with its own logic engine, the others with
 * the shapes' (sudoku-shape-logic.c). */

/* The logic engines: a plain 9×9's, or the shapes' (the replay knows). */
static gboolean
is_nine (SudokuDemoBar *self)
{
  return sudoku_grid_shape_is_plain_nine (sudoku_demo_replay_get_shape (self->replay));
}

/* The digit of @cell in the replay's grid before step @index. */
static guint
grid_value (SudokuDemoBar *self,
            guint          index,
            guint          cell)
{
  if (is_nine (self))
    return sudoku_demo_replay_get_grid (self->replay, index)->values[cell];
  return sudoku_demo_replay_get_shape_grid (self->replay, index)->values[cell];
}

/* Its candidates there. */
static guint32
grid_cands (SudokuDemoBar *self,
            guint          index,
            guint          cell)
{
  if (is_nine (self))
    return sudoku_demo_replay_get_grid (self->replay, index)->cands[cell];
  return sudoku_demo_replay_get_shape_grid (self->replay, index)->cands[cell];
}

/* The step shown: the digits in bold in the cells that prove it, and the
 * candidates it removes, per cell.  Returns: whether a step is shown */
static gboolean
step_marks (SudokuDemoBar *self,
            guint32       *bold,
            guint32       *eliminated)
{
  const SudokuLogicStep *step;
  const SudokuShapeStep *shape_step;

  if (!is_nine (self))
    {
      shape_step = sudoku_demo_replay_get_shape_step (self->replay);
      for (guint i = 0; shape_step != NULL && i < shape_step->n_cells; i++)
        bold[shape_step->cells[i]] =
          (SUDOKU_SHAPE_DIGIT_BIT (shape_step->digit) | shape_step->digits) & ~1u;
      for (guint cell = 0; shape_step != NULL && cell < SUDOKU_MAX_CELLS; cell++)
        eliminated[cell] = shape_step->eliminated[cell];
      return shape_step != NULL;
    }
  step = sudoku_demo_replay_get_step (self->replay);
  for (guint i = 0; step != NULL && i < step->n_cells; i++)
    bold[step->cells[i]] = (SUDOKU_DIGIT_BIT (step->digit) | step->digits) & SUDOKU_ALL_DIGITS;
  for (guint cell = 0; step != NULL && cell < SUDOKU_N_CELLS; cell++)
    eliminated[cell] = step->eliminated[cell];
  return step != NULL;
}

/* The candidates: all of them with Candidates on, else only where the step
 * removes some; the ones the step removes struck through, its digits in
 * bold in the cells that prove it. */
void
_sudoku_demo_logic_show_marks (SudokuDemoBar *self)
{
  gboolean all = gtk_check_button_get_active (self->candidates_check);
  guint32  bold[SUDOKU_MAX_CELLS] = { 0 }, eliminated[SUDOKU_MAX_CELLS] = { 0 };
  gboolean stepped;
  guint    shown, before, n_cells;

  if (self->replay == NULL || !sudoku_demo_replay_is_ready (self->replay) || self->grid == NULL)
    return;
  stepped = step_marks (self, bold, eliminated);
  shown = sudoku_demo_replay_get_shown (self->replay);
  before = stepped ? shown - 1 : 0;
  n_cells = sudoku_demo_replay_get_shape (self->replay)->n_cells;
  for (guint cell = 0; cell < n_cells; cell++)
    {
      guint32 mask = grid_value (self, shown, cell) != 0 ? 0 : grid_cands (self, before, cell);
      guint32 struck = mask & ~grid_cands (self, shown, cell);

      if (!all && (!stepped || eliminated[cell] == 0))
        mask = 0;
      sudoku_grid_set_marks (self->grid, cell, mask, struck, bold[cell]);
    }
}

/* The sentence of the step shown, its units and cells on the grid. */
static char *
show_step (SudokuDemoBar *self)
{
  const SudokuGridShape *shape = sudoku_demo_replay_get_shape (self->replay);
  const SudokuLogicStep *step;
  const SudokuShapeStep *shape_step;

  if (!is_nine (self))
    {
      shape_step = sudoku_demo_replay_get_shape_step (self->replay);
      sudoku_grid_show_shape_step (self->grid, shape_step, SUDOKU_STEP_WHOLE);
      return shape_step != NULL ? sudoku_shape_step_sentence (shape, shape_step) : NULL;
    }
  step = sudoku_demo_replay_get_step (self->replay);
  sudoku_grid_show_step (self->grid, step, SUDOKU_STEP_WHOLE);
  return step != NULL ? sudoku_logic_step_sentence (step) : NULL;
}

/* Grid, marks, caption, highlights and counters of the step shown, all at
 * once; @from: the step the grid showed before. */
static void
show (SudokuDemoBar *self,
      guint          from)
{
  guint            shown = sudoku_demo_replay_get_shown (self->replay);
  guint            n_cells = sudoku_demo_replay_get_shape (self->replay)->n_cells;
  g_autofree char *text = NULL;
  g_autofree char *counters = NULL;

  for (guint cell = 0; cell < n_cells; cell++)
    if (grid_value (self, shown, cell) != grid_value (self, from, cell))
      sudoku_grid_show_tentative (self->grid, cell, grid_value (self, shown, cell));
  _sudoku_demo_logic_show_marks (self);
  text = show_step (self);
  _sudoku_demo_bar_set_caption (self, text);
  counters = sudoku_demo_logic_counters_text (shown, sudoku_demo_replay_get_n_steps (self->replay));
  _sudoku_demo_bar_set_counters (self, counters);
}

/* The run */

static void
summary_changed_cb (SudokuDemoBar    *self,
                    SudokuDemoReplay *replay)
{
  if (self->summary_from < 0)
    self->summary_from = (gssize)self->history->len;
  g_string_truncate (self->history, (gsize)self->summary_from);
  _sudoku_demo_bar_add_line (self, sudoku_demo_replay_get_summary (replay));
}

/* Ends the replay: the board comes back.  Its workers go on, for the
 * summary, unless @cancel. */
static void
tear_down (SudokuDemoBar *self,
           gboolean       cancel)
{
  if (cancel && self->replay != NULL)
    {
      sudoku_demo_replay_stop (self->replay);
      g_signal_handlers_disconnect_by_data (self->replay, self);
      g_clear_object (&self->replay);
    }
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

/* The end, the summary there: solved, the replay ends and the solution
 * goes to the board; stuck, it stays paused on the step that needs a
 * guess, for the class to look at (Stop ends it). */
static void
reach_end (SudokuDemoBar *self)
{
  gboolean    stuck = sudoku_demo_replay_is_stuck (self->replay);
  const char *text =
    stuck ? _("Logic alone is stuck here: a guess is needed")
          /* Translators: the caption when the logic demo has solved the puzzle without a guess */
          : _("Solved by logic alone");
  guint8 solution[SUDOKU_MAX_CELLS] = { 0 };
  guint  end = sudoku_demo_replay_get_n_steps (self->replay);

  for (guint cell = 0; cell < sudoku_demo_replay_get_shape (self->replay)->n_cells; cell++)
    solution[cell] = (guint8)grid_value (self, end, cell);
  g_signal_emit_by_name (self, "message", text);
  if (stuck)
    {
      _sudoku_demo_bar_set_playing (self, FALSE);
      _sudoku_demo_bar_update_play_button (self);
      return;
    }
  tear_down (self, FALSE);
  _sudoku_demo_bar_set_caption (self, text);
  sudoku_board_show_solution (self->board, solution);
}

/* What a move of the replay did, shown. */
static void
moved (SudokuDemoBar   *self,
       guint            from,
       SudokuReplayMove move)
{
  if (move == SUDOKU_REPLAY_STAYED)
    return;
  show (self, from);
  if (move == SUDOKU_REPLAY_ENDED)
    reach_end (self);
}

void
_sudoku_demo_logic_tick (SudokuDemoBar *self,
                         guint          n_steps)
{
  guint from = sudoku_demo_replay_get_shown (self->replay);

  moved (self, from, sudoku_demo_replay_advance (self->replay, n_steps));
}

static void
ready_cb (SudokuDemoBar    *self,
          gboolean          ended,
          SudokuDemoReplay *replay)
{
  show (self, 0);
  if (ended)
    reach_end (self);
}

/* Solve in the logic view: the replay starts, playing. */
void
_sudoku_demo_logic_start (SudokuDemoBar *self)
{
  tear_down (self, TRUE);
  sudoku_board_clear_solution (self->board);
  memset (self->puzzle, 0, sizeof self->puzzle);
  sudoku_board_get_givens (self->board, self->puzzle);
  self->summary_from = -1;
  self->replay = sudoku_demo_replay_new_for_shape (sudoku_board_get_shape (self->board), self->puzzle,
                                                   sudoku_demo_bar_get_strategy (self));
  g_signal_connect_object (self->replay, "ready", G_CALLBACK (ready_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->replay, "summary-changed", G_CALLBACK (summary_changed_cb), self,
                           G_CONNECT_SWAPPED);
  self->logic_running = TRUE;
  sudoku_demo_pace_reset (&self->pace);
  _sudoku_demo_bar_set_playing (self, TRUE);
  _sudoku_demo_bar_update_play_button (self);
  _sudoku_demo_bar_set_caption (self, NULL);
  sudoku_digits_set_label (self->counters, "");
  g_signal_emit_by_name (self, "message", "");
  g_object_notify (G_OBJECT (self), "running");
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
  /* Translators: a message and the demo bar's caption when the classroom demo was stopped */
  _sudoku_demo_bar_set_caption (self, _("Demo stopped"));
  /* Translators: a message and the demo bar's caption when the classroom demo was stopped */
  g_signal_emit_by_name (self, "message", _("Demo stopped"));
}

/* A step forward (@delta 1) or back (-1), paused. */
void
_sudoku_demo_logic_step (SudokuDemoBar *self,
                         int            delta)
{
  guint from;

  if (!self->logic_running && delta < 0)
    return;
  if (!self->logic_running)
    _sudoku_demo_logic_start (self);
  _sudoku_demo_bar_set_playing (self, FALSE);
  _sudoku_demo_bar_update_play_button (self);
  from = sudoku_demo_replay_get_shown (self->replay);
  moved (self, from, sudoku_demo_replay_step (self->replay, delta));
}

/* Finish Now: to the last step, and the end. */
static void
finish (SudokuDemoBar *self)
{
  guint from;

  if (!self->logic_running)
    return;
  from = sudoku_demo_replay_get_shown (self->replay);
  moved (self, from, sudoku_demo_replay_finish (self->replay));
}

/* A new puzzle, or the bar goes: nothing of the replay stays. */
void
_sudoku_demo_logic_forget (SudokuDemoBar *self)
{
  tear_down (self, TRUE);
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

  if (!self->logic_running || !sudoku_demo_replay_is_ready (self->replay))
    return FALSE;
  if (shown != NULL)
    *shown = sudoku_demo_replay_get_shown (self->replay);
  if (n_steps != NULL)
    *n_steps = sudoku_demo_replay_get_n_steps (self->replay);
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
      /* Translators: the demo bar's caption while the demo jumps to its end */
      _sudoku_demo_bar_set_caption (self, _("Finishing…"));
      self->caption_key = SUDOKU_DEMO_BAR_FINISHING;
      sudoku_demo_finish_now (self->demo);
    }
  finish (self);
}

void
_sudoku_demo_logic_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "demo.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "demo.finish", NULL, finish_action);
}
