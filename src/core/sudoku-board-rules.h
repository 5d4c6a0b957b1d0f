/* sudoku-board-rules.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"

G_BEGIN_DECLS

/**
 * SudokuSolveJob:
 * @shape: the grid's shape
 * @cells: the givens
 * @placed_at: the step number of each cell's digit, as the search went
 * @n_steps: the steps counted
 * @serial: the board's edit when the solve started
 * @result: what the search found
 *
 * One solve of a board, handed to a worker thread.
 */
typedef struct
{
  const SudokuGridShape *shape;
  guint8                 cells[SUDOKU_MAX_CELLS];
  guint64                placed_at[SUDOKU_MAX_CELLS];
  guint64                n_steps;
  guint                  serial;
  SudokuSolveResult      result;
} SudokuSolveJob;

/* clang-format off */
char    *sudoku_conflict_reason (const SudokuGridShape *shape,
                                 const guint8    *values,
                                 guint           cell) G_GNUC_WARN_UNUSED_RESULT;
gboolean sudoku_solve_job_run (SudokuSolveJob *data,
                               GCancellable   *cancellable,
                               GError        **error);
/* clang-format on */

G_END_DECLS
