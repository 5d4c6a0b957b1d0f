/* sudoku-board-solve.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-board-private.h"
#include "sudoku-board-rules.h"

/* A SudokuBoard's solve: on a worker thread, shown when it ends. */

static void
caller_cancelled_cb (GCancellable *caller,
                     gpointer      user_data)
{
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

/* Fills the empty cells with the solver's digits: while the player solves,
 * as a step that can be undone. */
static void
fill_solution (SudokuBoard  *self,
               const guint8 *solution)
{
  _sudoku_board_begin_change (self);
  if (self->now.solving)
    {
      SudokuBoardSnapshot target;

      _sudoku_board_snapshot (self, &target);
      for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
        if (target.values[cell] == 0)
          _sudoku_board_place (&target, cell, solution[cell], SUDOKU_ORIGIN_SOLVED);
      _sudoku_board_change_to (self, &target);
      _sudoku_board_set_state (self, SUDOKU_BOARD_SOLVED);
      _sudoku_board_end_change (self);
      return;
    }
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->now.values[cell] == 0)
      {
        self->now.values[cell] = solution[cell];
        self->now.origins[cell] = SUDOKU_ORIGIN_SOLVED;
        _sudoku_board_emit_cell (self, cell);
      }
  _sudoku_board_set_state (self, SUDOKU_BOARD_SOLVED);
  _sudoku_board_end_change (self);
}

static void
solve_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (sudoku_solve_job_run (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_board_solve_async:
 * @self: a #SudokuBoard
 * @strategy: how to search
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the search ends
 * @user_data: data for @callback
 *
 * Solves the givens on a worker thread.  The board shows
 * %SUDOKU_BOARD_SOLVING until sudoku_board_solve_finish() is called, which
 * fills the empty cells with the solution.  Editing the board meanwhile
 * cancels the search.
 */
void
sudoku_board_solve_async (SudokuBoard        *self,
                          SudokuStrategy      strategy,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  SudokuSolveJob *data;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  /* The player's revealed digits stay: they are the solution's. */
  if (self->now.solving)
    _sudoku_board_stop_solve (self);
  else
    _sudoku_board_leave_solution (self);
  self->solve_cancellable = g_cancellable_new ();
  if (cancellable != NULL)
    {
      self->caller_cancellable = g_object_ref (cancellable);
      self->caller_handler = g_cancellable_connect (cancellable, G_CALLBACK (caller_cancelled_cb),
                                                    g_object_ref (self->solve_cancellable),
                                                    g_object_unref);
    }

  data = g_new0 (SudokuSolveJob, 1);
  data->shape = self->now.shape;
  _sudoku_board_copy_givens (self, data->cells); /* main thread */
  data->serial = self->solve_serial;
  data->result.strategy = strategy;

  task = g_task_new (self, self->solve_cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_solve_async);
  g_task_set_task_data (task, data, g_free);
  g_task_set_return_on_cancel (task, FALSE);
  _sudoku_board_set_state (self, SUDOKU_BOARD_SOLVING);
  g_task_run_in_thread (task, solve_worker);
}

/**
 * sudoku_board_solve_finish:
 * @self: a #SudokuBoard
 * @result: the #GAsyncResult
 * @out_result: (out caller-allocates) (optional): what the search found
 * @error: return location for an error: %G_IO_ERROR_CANCELLED, or
 *   %SUDOKU_ERROR_CLASH when the givens clash
 *
 * Ends a solve and, if the board was not edited meanwhile, shows its
 * outcome: the solution's digits with %SUDOKU_ORIGIN_SOLVED, and the state
 * %SUDOKU_BOARD_SOLVED, %SUDOKU_BOARD_NO_SOLUTION or %SUDOKU_BOARD_CANCELLED.
 *
 * Returns: %TRUE if the search ran to its end, even without a solution
 */
gboolean
sudoku_board_solve_finish (SudokuBoard       *self,
                           GAsyncResult      *result,
                           SudokuSolveResult *out_result,
                           GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  GTask          *task;
  SudokuSolveJob *data;
  gboolean        current;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_solve_async, FALSE);

  task = G_TASK (result);
  data = g_task_get_task_data (task);
  current = data->serial == self->solve_serial;

  if (current)
    _sudoku_board_drop_solve (self, FALSE);

  if (!g_task_propagate_boolean (task, &local_error))
    {
      if (current)
        _sudoku_board_set_state (self, g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                         ? SUDOKU_BOARD_CANCELLED
                                         : SUDOKU_BOARD_EDITING);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (out_result != NULL)
    *out_result = data->result;

  if (!current)
    {
      /* The board changed while the search ran: its answer is stale. */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The puzzle changed while it was being solved"));
      return FALSE;
    }

  if (data->result.solutions == SUDOKU_SOLUTIONS_NONE)
    {
      _sudoku_board_set_state (self, SUDOKU_BOARD_NO_SOLUTION);
      return TRUE;
    }

  fill_solution (self, data->result.solution);
  return TRUE;
}

/**
 * sudoku_board_cancel_solve:
 * @self: a #SudokuBoard
 *
 * Asks a running solve to stop; it then finishes with %G_IO_ERROR_CANCELLED.
 */
void
sudoku_board_cancel_solve (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
}

/**
 * sudoku_board_show_solution:
 * @self: a #SudokuBoard
 * @solution: a completion of the givens, found elsewhere (a step-by-step demo)
 *
 * Fills the empty cells from @solution as the solver's digits, as
 * sudoku_board_solve_finish() does, and enters %SUDOKU_BOARD_SOLVED.
 */
void
sudoku_board_show_solution (SudokuBoard  *self,
                            const guint8 *solution)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (solution != NULL);

  _sudoku_board_leave_solution (self);
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    {
      g_return_if_fail (self->now.values[cell] == 0 || self->now.values[cell] == solution[cell]);
      g_return_if_fail (solution[cell] >= 1 && solution[cell] <= self->now.shape->side);
    }
  fill_solution (self, solution);
}
