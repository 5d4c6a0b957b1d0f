/* sudoku-wrong-digit.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-wrong-digit"

#include "config.h"

#include <string.h>

#include "sudoku-cancel.h"
#include "sudoku-shape-solver.h"
#include "sudoku-wrong-digit.h"

/* "Which digit is wrong?": when a puzzle without a visible clash has no
 * solution, the fewest digits whose removal lets it have one. */

typedef struct
{
  const SudokuGridShape *shape;
  guint8                 givens[SUDOKU_MAX_CELLS];
  guint8                 player[SUDOKU_MAX_CELLS];
  guint8                 removed[SUDOKU_MAX_CELLS];
  guint                  n_removed;
} WrongDigitJob;

/* Whether @cells without the cells of @order picked by @picked has a solution. */
static gboolean
solvable_without (const SudokuGridShape *shape,
                  const guint8          *cells,
                  const guint           *order,
                  const guint           *picked,
                  guint                  n_picked,
                  GCancellable          *cancellable,
                  gboolean              *solvable,
                  GError               **error)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 1 };
  guint8             trial[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  guint              n_solutions;

  options.cancel_func = sudoku_cancellable_cancelled;
  options.cancel_data = cancellable;
  memcpy (trial, cells, shape->n_cells);
  for (guint i = 0; i < n_picked; i++)
    trial[order[picked[i]]] = 0;
  if (!sudoku_shape_solve_any (shape, trial, solution, &options, &n_solutions, NULL, error))
    return FALSE;
  *solvable = n_solutions > 0;
  return TRUE;
}

/* Steps @picked to the next @k-subset of 0…@n-1 in lexicographic order. */
static gboolean
next_subset (guint *picked,
             guint  k,
             guint  n)
{
  guint i = k;

  while (i > 0 && picked[i - 1] == n - k + i - 1)
    i--;
  if (i == 0)
    return FALSE;
  picked[i - 1]++;
  for (guint j = i; j < k; j++)
    picked[j] = picked[j - 1] + 1;
  return TRUE;
}

/**
 * sudoku_find_wrong_digits:
 * @givens: the digits of the puzzle
 * @player: the player's digits, in cells where @givens are empty
 * @removed: (out caller-allocates): 1 for each digit to remove, 0 elsewhere
 * @n_removed: (out): how many digits to remove; 0 if the puzzle has a solution
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for %SUDOKU_ERROR_CLASH (the digits clash: the
 *   clash itself tells which is wrong) or %G_IO_ERROR_CANCELLED
 *
 * Finds the fewest digits whose removal lets the puzzle have a solution.
 * Among sets of one size, those of the player's digits alone come first,
 * then those that take givens too.  Removing digits cannot add a clash, so
 * the search ends at the latest with all digits removed; each step of it is
 * one solve, and it polls @cancellable between and during them.
 *
 * Returns: %TRUE if @removed was found
 */
gboolean
sudoku_find_wrong_digits (const guint8  givens[SUDOKU_N_CELLS],
                          const guint8  player[SUDOKU_N_CELLS],
                          guint8        removed[SUDOKU_N_CELLS],
                          guint        *n_removed,
                          GCancellable *cancellable,
                          GError      **error)
{
  return sudoku_find_wrong_digits_shaped (sudoku_grid_shape_get (9, FALSE), givens, player, removed,
                                          n_removed, cancellable, error);
}

/**
 * sudoku_find_wrong_digits_shaped:
 * @shape: the grid's shape
 * @givens: as sudoku_find_wrong_digits (), @shape's n_cells of them
 * @player: as sudoku_find_wrong_digits ()
 * @removed: (out caller-allocates): as sudoku_find_wrong_digits ()
 * @n_removed: (out): as sudoku_find_wrong_digits ()
 * @cancellable: (nullable): a #GCancellable
 * @error: as sudoku_find_wrong_digits ()
 *
 * sudoku_find_wrong_digits () on a grid of any shape.
 *
 * Returns: %TRUE if @removed was found
 */
gboolean
sudoku_find_wrong_digits_shaped (const SudokuGridShape *shape,
                                 const guint8          *givens,
                                 const guint8          *player,
                                 guint8                *removed,
                                 guint                 *n_removed,
                                 GCancellable          *cancellable,
                                 GError               **error)
{
  guint8 cells[SUDOKU_MAX_CELLS];
  guint  order[SUDOKU_MAX_CELLS], picked[SUDOKU_MAX_CELLS];
  guint  n = 0;

  g_return_val_if_fail (shape != NULL && givens != NULL && player != NULL, FALSE);
  g_return_val_if_fail (removed != NULL && n_removed != NULL, FALSE);

  memset (removed, 0, shape->n_cells);
  *n_removed = 0;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      g_return_val_if_fail (givens[cell] <= shape->side && player[cell] <= shape->side, FALSE);
      cells[cell] = givens[cell] != 0 ? givens[cell] : player[cell];
      if (givens[cell] == 0 && player[cell] != 0)
        order[n++] = cell;
    }
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (givens[cell] != 0)
      order[n++] = cell;
  if (!sudoku_grid_shape_check_givens (shape, cells, error))
    return FALSE;

  for (guint k = 0; k <= n; k++)
    {
      for (guint i = 0; i < k; i++)
        picked[i] = i;
      do
        {
          gboolean solvable = FALSE;

          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return FALSE;
          if (!solvable_without (shape, cells, order, picked, k, cancellable, &solvable, error))
            {
              if (g_cancellable_is_cancelled (cancellable))
                {
                  g_clear_error (error);
                  g_cancellable_set_error_if_cancelled (cancellable, error);
                }
              return FALSE;
            }
          if (solvable)
            {
              for (guint i = 0; i < k; i++)
                removed[order[picked[i]]] = 1;
              *n_removed = k;
              return TRUE;
            }
        }
      while (next_subset (picked, k, n));
    }
  g_return_val_if_reached (FALSE);
}

static void
wrong_digit_worker (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  WrongDigitJob *job = task_data;
  GError        *error = NULL;

  if (sudoku_find_wrong_digits_shaped (job->shape, job->givens, job->player, job->removed,
                                       &job->n_removed, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_board_find_wrong_digits_async:
 * @self: a #SudokuBoard
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the search ends
 * @user_data: data for @callback
 *
 * Runs sudoku_find_wrong_digits() on the board's givens and player's digits
 * as they are now, on a worker thread.
 */
void
sudoku_board_find_wrong_digits_async (SudokuBoard        *self,
                                      GCancellable       *cancellable,
                                      GAsyncReadyCallback callback,
                                      gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  WrongDigitJob *job;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  job = g_new0 (WrongDigitJob, 1);
  job->shape = sudoku_board_get_shape (self);
  sudoku_board_get_givens (self, job->givens); /* main thread */
  sudoku_board_get_player_digits (self, job->player);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_find_wrong_digits_async);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, wrong_digit_worker);
}

/**
 * sudoku_board_find_wrong_digits_finish:
 * @self: a #SudokuBoard
 * @result: the #GAsyncResult
 * @removed: (out caller-allocates): 1 for each digit to remove, 0 elsewhere
 * @n_removed: (out): how many; 0 if the puzzle has a solution
 * @error: return location for an error of sudoku_find_wrong_digits()
 *
 * Returns: %TRUE if @removed was found
 */
gboolean
sudoku_board_find_wrong_digits_finish (SudokuBoard  *self,
                                       GAsyncResult *result,
                                       guint8        removed[SUDOKU_MAX_CELLS],
                                       guint        *n_removed,
                                       GError      **error)
{
  WrongDigitJob *job;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) ==
                          sudoku_board_find_wrong_digits_async,
                        FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  memcpy (removed, job->removed, job->shape->n_cells);
  *n_removed = job->n_removed;
  return TRUE;
}
