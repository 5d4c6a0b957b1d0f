/* sudoku-game-hint.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-game-private.h"

/* A game's hint, told in three stages (where to look, the technique, the
 * whole step) and applied as one step of the history.  It is looked for
 * on a worker thread, on the board as it was when asked: a plain 9×9 with
 * its own logic engine, any other shape with the shape logic engine
 * (sudoku_hint_find_shaped ()).  The state is the game's
 * (sudoku-game-private.h); this file holds no state of its own. */

/* The player had help: a solve of this game is not one of the player's
 * own times (sudoku_game_get_helped ()). */
static void
set_helped (SudokuGame *self)
{
  if (self->helped)
    return;
  self->helped = TRUE;
  g_object_notify (G_OBJECT (self), "helped");
}

static void
set_hint_stage (SudokuGame *self,
                int         stage)
{
  gboolean could_apply = sudoku_game_get_can_apply (self);

  if (stage == self->hint_stage)
    return;
  self->hint_stage = stage;
  g_object_notify (G_OBJECT (self), "hint-stage");
  if (could_apply != sudoku_game_get_can_apply (self))
    g_object_notify (G_OBJECT (self), "can-apply");
}

/* A hint is being looked for while @cancellable is set: #SudokuGame:hint-pending. */
static void
set_hint_cancellable (SudokuGame   *self,
                      GCancellable *cancellable)
{
  gboolean was_pending = self->hint_cancellable != NULL;

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = cancellable;
  if (was_pending != (cancellable != NULL))
    g_object_notify (G_OBJECT (self), "hint-pending");
}

/**
 * sudoku_game_close_hint:
 * @self: a #SudokuGame
 *
 * Takes the hint away, or stops looking for one (any change of the board
 * does too: a hint found on the board before no longer holds).
 */
void
sudoku_game_close_hint (SudokuGame *self)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));
  set_hint_cancellable (self, NULL);
  set_hint_stage (self, -1);
}

/* What a hint is looked for on: the board as it was when asked. */
typedef struct
{
  const SudokuGridShape *shape;
  guint8                 values[SUDOKU_MAX_CELLS];
  guint32                notes[SUDOKU_MAX_CELLS];
  guint8                 solution[SUDOKU_MAX_CELLS];
  gboolean               unique;
} HintJob;

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintJob    *job = task_data;
  SudokuHint *hint = g_new (SudokuHint, 1);

  sudoku_hint_find_shaped (hint, job->shape, job->values, job->notes,
                           job->unique ? job->solution : NULL, cancellable);
  /* Stopped: what it found means nothing. */
  if (g_task_return_error_if_cancelled (task))
    g_free (hint);
  else
    g_task_return_pointer (task, hint, g_free);
}

static void
hint_found_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuGame            *self = SUDOKU_GAME (source);
  HintJob               *job = g_task_get_task_data (G_TASK (result));
  g_autofree SudokuHint *hint = g_task_propagate_pointer (G_TASK (result), NULL);

  /* Closed, or the board changed, meanwhile: that hint no longer holds. */
  if (hint == NULL || g_task_get_cancellable (G_TASK (result)) != self->hint_cancellable)
    return;
  self->hint = *hint;
  memcpy (self->hint_values, job->values, sizeof self->hint_values);
  sudoku_board_count_hint (self->board);
  set_helped (self);
  /* The stage first: the hint is never neither pending nor told. */
  set_hint_stage (self, 0);
  set_hint_cancellable (self, NULL);
}

/**
 * sudoku_game_hint:
 * @self: a #SudokuGame
 *
 * Asks for a hint: the first press looks for it on the board as it is, on
 * a worker thread (it starts solving; #SudokuGame:hint-stage turns 0, and
 * a hint is counted, when it is found; a change of the board meanwhile
 * drops it), each press after tells more of a step: where to look, the
 * technique, the whole step.  A digit of the player's that is wrong, or
 * notes that leave out the right digit, come first.
 */
void
sudoku_game_hint (SudokuGame *self)
{
  SudokuPlay play;
  HintJob   *job;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  if (self->hint_stage >= 0)
    {
      if (self->hint.kind == SUDOKU_HINT_STEP && self->hint_stage < SUDOKU_HINT_N_STAGES - 1)
        set_hint_stage (self, self->hint_stage + 1);
      return;
    }
  /* Already looked for. */
  if (self->hint_cancellable != NULL)
    return;
  if (!sudoku_board_get_solving (self->board))
    sudoku_board_start_solving (self->board);
  job = g_new0 (HintJob, 1);
  job->shape = sudoku_board_get_shape (self->board);
  for (guint cell = 0; cell < job->shape->n_cells; cell++)
    job->values[cell] = (guint8)sudoku_board_get_value (self->board, cell / job->shape->side,
                                                        cell % job->shape->side);
  sudoku_board_get_play (self->board, &play);
  memcpy (job->notes, play.notes, sizeof job->notes);
  job->unique = sudoku_board_get_solution (self->board, job->solution, NULL);
  set_hint_cancellable (self, g_cancellable_new ());
  task = g_task_new (self, self->hint_cancellable, hint_found_cb, NULL);
  g_task_set_source_tag (task, sudoku_game_hint);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, hint_thread);
}

/**
 * sudoku_game_get_can_hint:
 * @self: a #SudokuGame
 *
 * Returns: whether sudoku_game_hint () can help on this grid: on every
 *   shape (a plain 9×9 with its own logic engine, the others with the
 *   shape logic engine)
 */
gboolean
sudoku_game_get_can_hint (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return sudoku_board_get_shape (self->board) != NULL;
}

/**
 * sudoku_game_apply_hint:
 * @self: a #SudokuGame
 *
 * Applies the step of a hint told whole, as one step that Undo takes back.
 *
 * Returns: %TRUE if there was a step to apply
 */
gboolean
sudoku_game_apply_hint (SudokuGame *self)
{
  g_autofree SudokuHint *hint = NULL;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  if (!sudoku_game_get_can_apply (self))
    return FALSE;
  /* A copy: closing the hint first, the change of the board finds none. */
  hint = g_memdup2 (&self->hint, sizeof self->hint);
  set_hint_stage (self, -1);
  if (sudoku_hint_is_shaped (hint))
    sudoku_board_apply_shape_step (self->board, &hint->shape_step, hint->shape_cands);
  else
    sudoku_board_apply_step (self->board, &hint->step, hint->cands);
  g_signal_emit_by_name (self, "message", _("Done: Undo takes the step back"));
  return TRUE;
}

/**
 * sudoku_game_get_hint_pending:
 * @self: a #SudokuGame
 *
 * Returns: whether a hint asked for is being looked for (seconds on the
 *   forum's hardest puzzles); sudoku_game_close_hint () stops it
 */
gboolean
sudoku_game_get_hint_pending (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return self->hint_cancellable != NULL;
}

int
sudoku_game_get_hint_stage (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), -1);
  return self->hint_stage;
}

/**
 * sudoku_game_get_hint:
 * @self: a #SudokuGame
 *
 * Returns: (transfer none) (nullable): the hint told, or %NULL when none is
 */
const SudokuHint *
sudoku_game_get_hint (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);
  return self->hint_stage >= 0 ? &self->hint : NULL;
}

/**
 * sudoku_game_get_hint_values:
 * @self: a #SudokuGame
 *
 * Returns: (transfer none): the board's digits when the hint was found,
 *   one a cell of the board's shape
 */
const guint8 *
sudoku_game_get_hint_values (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);
  return self->hint_values;
}

/**
 * sudoku_game_dup_hint_text:
 * @self: a #SudokuGame
 *
 * Returns: (transfer full) (nullable): what the hint says at its stage, or
 *   %NULL when none is told
 */
char *
sudoku_game_dup_hint_text (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);

  if (self->hint_stage < 0)
    return NULL;
  return sudoku_hint_text (&self->hint, self->hint_values, (guint)self->hint_stage);
}

gboolean
sudoku_game_get_can_apply (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return self->hint_stage == SUDOKU_HINT_N_STAGES - 1 && self->hint.kind == SUDOKU_HINT_STEP;
}
