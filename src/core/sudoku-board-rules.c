/* sudoku-board-rules.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-board-rules.h"
#include "sudoku-cancel.h"

/* The rules a SudokuBoard applies without being one, plain data in and
 * out: which digits clash, and a solve on a worker thread. */

/**
 * sudoku_conflict_reason:
 * @values: the 81 digits of a board, 0 for empty
 * @cell: a cell, 0-80
 *
 * Returns: (transfer full) (nullable): why the digit in @cell clashes with
 *   another ("7 is already in row 3"), or %NULL
 */
char *
sudoku_conflict_reason (const guint8 values[SUDOKU_N_CELLS],
                        guint        cell)
{
  guint digit = values[cell];
  guint row = cell / 9, col = cell % 9, box = sudoku_box_of (cell);

  if (digit == 0)
    return NULL;
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    {
      if (other == cell || values[other] != digit)
        continue;
      if (other / 9 == row)
        /* Translators: shown on a cell: "7 is already in row 3" */
        return g_strdup_printf (_("%u is already in row %u"), digit, row + 1);
      if (other % 9 == col)
        return g_strdup_printf (_("%u is already in column %u"), digit, col + 1);
      if (sudoku_box_of (other) == box)
        return g_strdup_printf (_("%u is already in box %u"), digit, box + 1);
    }
  return NULL;
}

static gboolean
record_step (SudokuStepKind kind,
             guint          cell,
             guint          digit,
             gpointer       user_data)
{
  SudokuSolveJob *data = user_data;

  data->placed_at[cell] = kind == SUDOKU_STEP_PLACE ? ++data->n_steps : 0;
  return TRUE;
}

static int
compare_placed (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  const guint64 *placed_at = user_data;
  guint64        x = placed_at[*(const guint8 *)a], y = placed_at[*(const guint8 *)b];

  return x < y ? -1 : x > y;
}

/* The solver knows nothing of GObject: it polls this between steps. */
/* A search stopped by its cancellable ends as GIO's cancellations do. */
static gboolean
solve_cells (const guint8              cells[SUDOKU_N_CELLS],
             guint8                    solution[SUDOKU_N_CELLS],
             const SudokuSolveOptions *options,
             guint                    *n_solutions,
             SudokuSolveStats         *stats,
             GError                  **error)
{
  if (sudoku_solve (cells, solution, options, n_solutions, stats, error))
    return TRUE;
  if (error != NULL && g_error_matches (*error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
    {
      (*error)->domain = G_IO_ERROR;
      (*error)->code = G_IO_ERROR_CANCELLED;
    }
  return FALSE;
}

/**
 * sudoku_solve_job_run:
 * @data: the givens in, the outcome out
 * @cancellable: (nullable): stops the search
 * @error: %G_IO_ERROR_CANCELLED, or why the givens cannot be solved
 *
 * Runs a board's solve on a worker thread: the strategy asked for finds the
 * solution and the order it fills the cells in; the fast one then tells
 * whether it is the only one.
 *
 * Returns: %TRUE when the search ran to its end, with or without a solution
 */
gboolean
sudoku_solve_job_run (SudokuSolveJob *data,
                      GCancellable   *cancellable,
                      GError        **error)
{
  SudokuSolveResult *result = &data->result;
  SudokuSolveOptions options = {
    .strategy = result->strategy,
    .limit = 1,
    .cancel_func = cancellable != NULL ? sudoku_cancellable_cancelled : NULL,
    .cancel_data = cancellable,
    .step_func = record_step,
    .step_data = data,
  };
  guint8 solution[SUDOKU_N_CELLS];
  guint  n;

  if (!solve_cells (data->cells, result->solution, &options, &n, &result->stats, error))
    return FALSE;
  if (n == 1)
    {
      SudokuSolveOptions check = {
        .strategy = SUDOKU_STRATEGY_FAST,
        .limit = 2,
        .cancel_func = cancellable != NULL ? sudoku_cancellable_cancelled : NULL,
        .cancel_data = cancellable,
      };

      if (!solve_cells (data->cells, solution, &check, &n, NULL, error))
        return FALSE;
    }
  result->solutions = n == 0   ? SUDOKU_SOLUTIONS_NONE
                      : n == 1 ? SUDOKU_SOLUTIONS_UNIQUE
                               : SUDOKU_SOLUTIONS_MULTIPLE;

  if (n > 0)
    {
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (data->cells[cell] == 0)
          result->order[result->n_order++] = (guint8)cell;
      g_qsort_with_data (result->order, (gint)result->n_order, 1, compare_placed, data->placed_at);
    }
  return TRUE;
}
