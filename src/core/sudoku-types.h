/* sudoku-types.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SUDOKU_N_CELLS 81

/**
 * SudokuError:
 * @SUDOKU_ERROR_INVALID_VALUE: a value outside 0–9 was given for a cell
 * @SUDOKU_ERROR_CELL_LOCKED: the cell cannot be edited
 * @SUDOKU_ERROR_CLASH: two givens share a digit in a row, column or box
 * @SUDOKU_ERROR_UNSOLVABLE: the puzzle has no solution
 * @SUDOKU_ERROR_PARSE: the input is not a puzzle in a known form
 * @SUDOKU_ERROR_TIMEOUT: the search ran out of its time budget
 * @SUDOKU_ERROR_CANCELLED: stopped by the caller (the solver, the generator:
 *   code that links no GIO)
 * @SUDOKU_ERROR_NOT_SOLVING: asked of a puzzle that is being typed in, not
 *   solved
 *
 * Errors in the %SUDOKU_ERROR domain; all of them come from user input.
 */
typedef enum
{
  SUDOKU_ERROR_INVALID_VALUE,
  SUDOKU_ERROR_CELL_LOCKED,
  SUDOKU_ERROR_CLASH,
  SUDOKU_ERROR_UNSOLVABLE,
  SUDOKU_ERROR_PARSE,
  SUDOKU_ERROR_TIMEOUT,
  SUDOKU_ERROR_CANCELLED,
  SUDOKU_ERROR_NOT_SOLVING,
} SudokuError;

#define SUDOKU_ERROR (sudoku_error_quark ())

/* The box of a cell (0-80, in reading order), 0-8 in reading order. */
static inline guint
sudoku_box_of (guint cell)
{
  return (cell / 27) * 3 + (cell % 9) / 3;
}

/* clang-format off */
GQuark sudoku_error_quark (void);
/* clang-format on */

G_END_DECLS
