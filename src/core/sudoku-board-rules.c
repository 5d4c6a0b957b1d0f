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
#include "sudoku-shape-solver.h"

/* The rules a SudokuBoard applies without being one, plain data in and
 * out: which digits clash, and a solve on a worker thread. */

/* Why @digit clashes in @unit of @shape ("7 is already in row 3"). */
static char *
unit_reason (const SudokuGridShape *shape,
             guint                  unit,
             guint                  digit)
{
  guint index;

  switch (sudoku_grid_shape_unit_kind (shape, unit, &index))
    {
    case SUDOKU_UNIT_KIND_ROW:
      /* Translators: shown on a cell: "7 is already in row 3" */
      return g_strdup_printf (_("%u is already in row %u"), digit, index + 1);
    case SUDOKU_UNIT_KIND_COLUMN:
      /* Translators: shown on a cell: “7 is already in column 3” (the digit, then the column
       * numbered from 1 at the left) */
      return g_strdup_printf (_("%u is already in column %u"), digit, index + 1);
    case SUDOKU_UNIT_KIND_BOX:
      /* Translators: shown on a cell: “7 is already in box 4”; a box is a 3×3 region of the grid
       * (2×2, 2×3 or 4×4 in other sizes), numbered from 1 at the top left, row by row */
      return g_strdup_printf (_("%u is already in box %u"), digit, index + 1);
    case SUDOKU_UNIT_KIND_DIAGONAL:
      /* Translators: shown on a cell of a Sudoku X grid, whose diagonals
       * are units too: "7 is already in the diagonal from the top left
       * corner" */
      return g_strdup_printf (_("%u is already in the diagonal from the top left corner"), digit);
    case SUDOKU_UNIT_KIND_ANTI_DIAGONAL:
      /* Translators: shown on a cell of a Sudoku X grid: “7 is already in the diagonal from the top
       * right corner” */
      return g_strdup_printf (_("%u is already in the diagonal from the top right corner"),
                              digit);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * sudoku_conflict_reason:
 * @shape: the grid's shape
 * @values: its digits, 0 for empty
 * @cell: a cell of it, from 0 in reading order
 *
 * Returns: (transfer full) (nullable): why the digit in @cell clashes with
 *   another ("7 is already in row 3"): the first such cell in reading
 *   order, and the first unit (row, column, box, diagonal) they share; or
 *   %NULL
 */
char *
sudoku_conflict_reason (const SudokuGridShape *shape,
                        const guint8          *values,
                        guint                  cell)
{
  guint digit = values[cell];

  if (digit == 0)
    return NULL;
  for (guint p = 0; p < shape->n_peers[cell]; p++)
    {
      guint other = shape->peers[cell][p];

      if (values[other] != digit)
        continue;
      for (guint i = 0; i < shape->n_cell_units[cell]; i++)
        {
          guint unit = shape->cell_units[cell][i];

          for (guint j = 0; j < shape->side; j++)
            if (shape->units[unit][j] == other)
              return unit_reason (shape, unit, digit);
        }
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
solve_cells (const SudokuGridShape    *shape,
             const guint8             *cells,
             guint8                   *solution,
             const SudokuSolveOptions *options,
             guint                    *n_solutions,
             SudokuSolveStats         *stats,
             GError                  **error)
{
  if (sudoku_shape_solve_any (shape, cells, solution, options, n_solutions, stats, error))
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
  guint8 solution[SUDOKU_MAX_CELLS];
  guint  n;

  if (!solve_cells (data->shape, data->cells, result->solution, &options, &n, &result->stats, error))
    return FALSE;
  if (n == 1)
    {
      SudokuSolveOptions check = {
        .strategy = SUDOKU_STRATEGY_FAST,
        .limit = 2,
        .cancel_func = cancellable != NULL ? sudoku_cancellable_cancelled : NULL,
        .cancel_data = cancellable,
      };

      if (!solve_cells (data->shape, data->cells, solution, &check, &n, NULL, error))
        return FALSE;
    }
  result->solutions = n == 0   ? SUDOKU_SOLUTIONS_NONE
                      : n == 1 ? SUDOKU_SOLUTIONS_UNIQUE
                               : SUDOKU_SOLUTIONS_MULTIPLE;

  if (n > 0)
    {
      for (guint cell = 0; cell < data->shape->n_cells; cell++)
        if (data->cells[cell] == 0)
          result->order[result->n_order++] = (guint8)cell;
      g_qsort_with_data (result->order, (gint)result->n_order, 1, compare_placed, data->placed_at);
    }
  return TRUE;
}
