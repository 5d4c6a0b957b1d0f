/* sudoku-uniqueness.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-uniqueness"

#include "config.h"

#include <string.h>

#include "sudoku-cancel.h"
#include "sudoku-solver.h"
#include "sudoku-uniqueness.h"

/* Why one solution matters, for the classroom: two solutions of a puzzle
 * that has several, and givens that leave only the first.  The second is
 * the first solution of the puzzle with one cell given another digit than
 * in the first; the givens are added one at a time, each where the two
 * solutions left differ, and then each is taken out again if the puzzle
 * stays unique without it, so that none of them can be left out. */

static gboolean
count (const guint8  cells[SUDOKU_N_CELLS],
       guint8        solution[SUDOKU_N_CELLS],
       guint         limit,
       guint        *n,
       GCancellable *cancellable,
       GError      **error)
{
  SudokuSolveOptions options = {
    .strategy = SUDOKU_STRATEGY_FAST,
    .limit = limit,
    .cancel_func = sudoku_cancellable_cancelled,
    .cancel_data = cancellable,
  };
  guint8 scratch[SUDOKU_N_CELLS];

  return sudoku_solve (cells, solution != NULL ? solution : scratch, &options, n, NULL, error);
}

static gboolean
clashes (const guint8 cells[SUDOKU_N_CELLS],
         guint        cell,
         guint        digit)
{
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    {
      gboolean peer = other / 9 == cell / 9 || other % 9 == cell % 9 ||
                      (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);

      if (other != cell && peer && cells[other] == digit)
        return TRUE;
    }
  return FALSE;
}

/* A solution of @cells other than @first into @second: FALSE, with an
 * error, without one. */
static gboolean
other_solution (const guint8  cells[SUDOKU_N_CELLS],
                const guint8  first[SUDOKU_N_CELLS],
                guint8        second[SUDOKU_N_CELLS],
                GCancellable *cancellable,
                GError      **error)
{
  guint8 trial[SUDOKU_N_CELLS];

  memcpy (trial, cells, sizeof trial);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (cells[cell] != 0)
        continue;
      for (guint digit = 1; digit <= 9; digit++)
        {
          guint n = 0;

          if (digit == first[cell] || clashes (cells, cell, digit))
            continue;
          trial[cell] = (guint8)digit;
          if (!count (trial, second, 1, &n, cancellable, error))
            return FALSE;
          if (n > 0)
            return TRUE;
        }
      trial[cell] = 0;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no other solution");
  return FALSE;
}

static gboolean
is_unique (const guint8  cells[SUDOKU_N_CELLS],
           gboolean     *unique,
           GCancellable *cancellable,
           GError      **error)
{
  guint n = 0;

  if (!count (cells, NULL, 2, &n, cancellable, error))
    return FALSE;
  *unique = n == 1;
  return TRUE;
}

/* Givens of @out->first added to @givens until it is the only solution,
 * then each taken out again that is not needed. */
static gboolean
make_unique (const guint8      givens[SUDOKU_N_CELLS],
             SudokuUniqueness *out,
             GCancellable     *cancellable,
             GError          **error)
{
  guint8   cells[SUDOKU_N_CELLS], other[SUDOKU_N_CELLS];
  gboolean unique = FALSE;

  memcpy (cells, givens, sizeof cells);
  memcpy (other, out->second, sizeof other);
  while (!unique)
    {
      guint cell = 0;

      while (other[cell] == out->first[cell])
        cell++;
      cells[cell] = out->first[cell];
      if (!is_unique (cells, &unique, cancellable, error))
        return FALSE;
      if (!unique && !other_solution (cells, out->first, other, cancellable, error))
        return FALSE;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (givens[cell] != 0 || cells[cell] == 0)
        continue;
      cells[cell] = 0;
      if (!is_unique (cells, &unique, cancellable, error))
        return FALSE;
      if (!unique)
        cells[cell] = out->first[cell];
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (givens[cell] == 0 && cells[cell] != 0)
      {
        out->added[cell] = cells[cell];
        out->n_added++;
      }
  return TRUE;
}

/**
 * sudoku_uniqueness_find:
 * @givens: the puzzle
 * @out: (out caller-allocates): what was found
 * @cancellable: (nullable): stops it
 * @error: return location for an error: the givens clash, or cancelled
 *
 * Counts @givens' solutions; with several, finds two and the givens that
 * leave only the first (see #SudokuUniqueness).
 *
 * Returns: %FALSE on an error
 */
gboolean
sudoku_uniqueness_find (const guint8      givens[SUDOKU_N_CELLS],
                        SudokuUniqueness *out,
                        GCancellable     *cancellable,
                        GError          **error)
{
  g_return_val_if_fail (givens != NULL && out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (!count (givens, out->first, 2, &out->n_solutions, cancellable, error))
    return FALSE;
  if (out->n_solutions < 2)
    return TRUE;
  /* Two solutions were counted: one differs from the first somewhere. */
  if (!other_solution (givens, out->first, out->second, cancellable, error))
    return FALSE;
  return make_unique (givens, out, cancellable, error);
}

static void
find_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SudokuUniqueness *out = g_new (SudokuUniqueness, 1);
  GError           *error = NULL;

  if (sudoku_uniqueness_find (task_data, out, cancellable, &error))
    g_task_return_pointer (task, out, g_free);
  else
    {
      g_free (out);
      g_task_return_error (task, error);
    }
}

/**
 * sudoku_uniqueness_find_async:
 * @givens: the puzzle
 * @cancellable: (nullable): stops it
 * @callback: called on the thread-default main context when done
 * @user_data: for @callback
 *
 * sudoku_uniqueness_find () on a worker thread.
 */
void
sudoku_uniqueness_find_async (const guint8        givens[SUDOKU_N_CELLS],
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, sudoku_uniqueness_find_async);
  g_task_set_task_data (task, g_memdup2 (givens, SUDOKU_N_CELLS), g_free);
  g_task_run_in_thread (task, find_thread);
}

/**
 * sudoku_uniqueness_find_finish:
 * @result: the #GAsyncResult
 * @out: (out caller-allocates): what was found
 * @error: return location for an error
 *
 * Returns: %FALSE on an error (cancelled included)
 */
gboolean
sudoku_uniqueness_find_finish (GAsyncResult     *result,
                               SudokuUniqueness *out,
                               GError          **error)
{
  g_autofree SudokuUniqueness *found = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  found = g_task_propagate_pointer (G_TASK (result), error);
  if (found == NULL)
    return FALSE;
  *out = *found;
  return TRUE;
}
