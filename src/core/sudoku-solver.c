/* sudoku-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-solver-private.h"

/* Public API */

static const char *const unit_names[] = {
  /* Translators: a unit of the grid, put into a message such as “5 appears twice in row 3”; lower
   * case */
  N_("row"),
  /* Translators: a unit of the grid, put into a message such as “5 appears twice in column 3”;
   * lower case */
  N_("column"),
  /* Translators: a unit of the grid: a 3×3 region (2×2, 2×3 or 4×4 in other sizes), not a
   * container; put into a message such as “5 appears twice in box 3”; lower case */
  N_("box")
};

/**
 * sudoku_check_givens:
 * @cells: 81 values, 0 for empty
 * @error: return location for a %SUDOKU_ERROR_CLASH or
 *   %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Checks that no digit appears twice in a row, column or box.
 *
 * Returns: %TRUE when the givens are consistent
 */
gboolean
sudoku_check_givens (const guint8 cells[SUDOKU_N_CELLS],
                     GError     **error)
{
  guint16 seen[3][9] = { { 0 } };

  g_return_val_if_fail (cells != NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint digit = cells[cell];
      guint units[3] = { cell / 9, cell % 9, _sudoku_box_of (cell) };

      if (digit == 0)
        continue;
      if (digit > 9)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                       /* Translators: “Row 2, column 5 holds 12, which is not a digit from 1 to 9”:
                        * the row and column from 1 at the top left, then the number found */
                       _("Row %u, column %u holds %u, which is not a digit from 1 to 9"),
                       cell / 9 + 1, cell % 9 + 1, digit);
          return FALSE;
        }
      for (guint kind = 0; kind < 3; kind++)
        {
          if (seen[kind][units[kind]] & (1u << digit))
            {
              /* Translators: "5 appears twice in row 3" (or column, or box) */
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH,
                           _("%u appears twice in %s %u"), digit,
                           _(unit_names[kind]), units[kind] + 1);
              return FALSE;
            }
          seen[kind][units[kind]] |= 1u << digit;
        }
    }
  return TRUE;
}

/**
 * sudoku_solve:
 * @cells: the puzzle, 81 values in reading order, 0 for empty
 * @solution: (out caller-allocates): the first solution found, when
 *   @n_solutions is not 0
 * @options: (nullable): strategy, limit, cancellation and step reporting
 * @n_solutions: (out): the number of solutions found, at most the limit
 * @stats: (out) (optional): placements, backtracks and time spent
 * @error: return location for an error
 *
 * Solves a puzzle on the calling thread, counting solutions up to
 * @options->limit: with a limit of 2, 1 means unique.  Allocates nothing
 * while searching, so it is safe to run on a worker thread and to cancel
 * from any thread.
 *
 * Returns: %FALSE if the givens clash or the search was cancelled, stopped
 *   or timed out; %TRUE otherwise, even when there is no solution
 */
gboolean
sudoku_solve (const guint8              cells[SUDOKU_N_CELLS],
              guint8                    solution[SUDOKU_N_CELLS],
              const SudokuSolveOptions *options,
              guint                    *n_solutions,
              SudokuSolveStats         *stats,
              GError                  **error)
{
  SudokuSolverPath path = options != NULL && options->no_simd ? SUDOKU_SOLVER_PATH_PORTABLE
                                                              : _sudoku_solver_best_path ();

  return _sudoku_solve_on_path (cells, solution, options, path, n_solutions, stats, error);
}

/* sudoku_solve () on a code path of the caller's choice, which the
 * processor must have. */
gboolean
_sudoku_solve_on_path (const guint8              cells[SUDOKU_N_CELLS],
                       guint8                    solution[SUDOKU_N_CELLS],
                       const SudokuSolveOptions *options,
                       SudokuSolverPath          path,
                       guint                    *n_solutions,
                       SudokuSolveStats         *stats,
                       GError                  **error)
{
  static const SudokuSolveOptions defaults = { SUDOKU_STRATEGY_FAST, 1 };
  SudokuSolveStats                local_stats;
  SearchContext                   ctx = { 0 };
  gint64                          start;
  guint                           limit, found = 0;

  g_return_val_if_fail (cells != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);
  g_return_val_if_fail (n_solutions != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (path < SUDOKU_SOLVER_N_PATHS, FALSE);

  /* The clock is read only for a caller who asked for the stats: at a few
   * microseconds a puzzle, two readings are a few per cent. */
  ctx.timed = stats != NULL;
  start = ctx.timed ? g_get_monotonic_time () : 0;
  if (options == NULL)
    options = &defaults;
  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  *n_solutions = 0;
  limit = MAX (options->limit, 1);

  /* The fast strategy notices clashing givens as it places them. */
  if (options->strategy != SUDOKU_STRATEGY_FAST && !sudoku_check_givens (cells, error))
    return FALSE;

  _sudoku_solver_ensure_tables ();
  ctx.options = options;
  ctx.stats = stats;
  ctx.start = start;
  ctx.path = path;

  if (!_sudoku_search_poll_stop (&ctx))
    {
      switch (options->strategy)
        {
        case SUDOKU_STRATEGY_FAST:
          found = _sudoku_fast_search (&ctx, cells, solution, limit);
          break;
        case SUDOKU_STRATEGY_FEWEST:
          found = _sudoku_plain_search (&ctx, cells, solution, limit, TRUE);
          break;
        case SUDOKU_STRATEGY_TEXTBOOK:
          found = _sudoku_plain_search (&ctx, cells, solution, limit, FALSE);
          break;
        default:
          g_return_val_if_reached (FALSE);
        }
    }

  if (ctx.clash)
    {
      if (sudoku_check_givens (cells, error))
        g_return_val_if_reached (FALSE);
      return FALSE;
    }
  if (ctx.timed)
    stats->time_us = g_get_monotonic_time () - start;
  *n_solutions = found;
  if (ctx.stopped)
    {
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  return TRUE;
}

static const char *const strategy_names[] = { "fast", "fewest", "textbook" };

const char *
sudoku_strategy_to_string (SudokuStrategy strategy)
{
  g_return_val_if_fail (strategy < G_N_ELEMENTS (strategy_names), NULL);
  return strategy_names[strategy];
}

gboolean
sudoku_strategy_from_string (const char     *str,
                             SudokuStrategy *strategy)
{
  g_return_val_if_fail (str != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (strategy_names); i++)
    if (g_ascii_strcasecmp (str, strategy_names[i]) == 0)
      {
        *strategy = (SudokuStrategy)i;
        return TRUE;
      }
  return FALSE;
}
