/* sudoku-solver.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuStrategy:
 * @SUDOKU_STRATEGY_FAST: band-wise bitboards with propagation of naked and
 *   hidden singles, locked candidates and the three digits of every minirow
 *   and minicolumn, guessing on where a digit goes in a band or stack
 * @SUDOKU_STRATEGY_FEWEST: plain backtracking on the empty cell with the
 *   fewest candidates, without propagation
 * @SUDOKU_STRATEGY_TEXTBOOK: the classic row-by-row search: first empty cell
 *   in reading order, digits 1 to 9 in order, undo on failure
 */
typedef enum
{
  SUDOKU_STRATEGY_FAST,
  SUDOKU_STRATEGY_FEWEST,
  SUDOKU_STRATEGY_TEXTBOOK,
} SudokuStrategy;

typedef enum
{
  SUDOKU_STEP_PLACE,
  SUDOKU_STEP_REMOVE,
} SudokuStepKind;

/**
 * SudokuStepFunc:
 * @kind: whether a digit is placed or removed
 * @cell: the cell, 0–80 in reading order
 * @digit: the digit placed or removed, 1–9
 * @user_data: the data given with the function
 *
 * Called from the solving thread for every step of the search.
 *
 * Returns: %FALSE to stop the search (it then fails with
 *   %SUDOKU_ERROR_CANCELLED)
 */
typedef gboolean (*SudokuStepFunc) (SudokuStepKind kind,
                                    guint          cell,
                                    guint          digit,
                                    gpointer       user_data);

/**
 * SudokuCancelFunc:
 * @user_data: the data given with the function
 *
 * Polled from the solving thread every few thousand steps; a plain flag
 * read with g_atomic_int_get() or a #GCancellable's state both fit.
 *
 * Returns: %TRUE to stop the search (it then fails with
 *   %SUDOKU_ERROR_CANCELLED)
 */
typedef gboolean (*SudokuCancelFunc) (gpointer user_data);

typedef struct
{
  guint64 placements; /* digits put into cells, guesses and forced ones */
  guint64 backtracks; /* dead ends: digits taken back */
  gint64  time_us;
  /* The same counts as they stood when the first solution was found: what a
   * search that stops there would report. */
  guint64 first_placements;
  guint64 first_backtracks;
  gint64  first_time_us;
} SudokuSolveStats;

typedef struct
{
  SudokuStrategy   strategy;
  guint            limit;       /* stop after this many solutions; 0 means 1 */
  SudokuCancelFunc cancel_func; /* nullable */
  gpointer         cancel_data;
  gint64           deadline_us; /* g_get_monotonic_time () limit; 0 for none */
  SudokuStepFunc   step_func;   /* nullable */
  gpointer         step_data;
  gboolean         no_simd; /* the portable code even where SIMD is built in */
} SudokuSolveOptions;

/* clang-format off */
gboolean     sudoku_check_givens     (const guint8              cells[SUDOKU_N_CELLS],
                                      GError                  **error);
gboolean     sudoku_solve            (const guint8              cells[SUDOKU_N_CELLS],
                                      guint8                    solution[SUDOKU_N_CELLS],
                                      const SudokuSolveOptions *options,
                                      guint                    *n_solutions,
                                      SudokuSolveStats         *stats,
                                      GError                  **error);
const char  *sudoku_strategy_to_string (SudokuStrategy          strategy);
gboolean     sudoku_strategy_from_string (const char           *str,
                                          SudokuStrategy       *strategy);
/* clang-format on */

G_END_DECLS
