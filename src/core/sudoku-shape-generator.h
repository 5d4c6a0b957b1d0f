/* sudoku-shape-generator.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-shape.h"

G_BEGIN_DECLS

/**
 * SudokuShapeLevel:
 * @SUDOKU_SHAPE_LEVEL_EASY: naked singles alone solve it: again and again,
 *   a cell where one digit is left
 * @SUDOKU_SHAPE_LEVEL_MEDIUM: naked singles alone do not, but with hidden
 *   singles (a digit with one place left in a row, column, box or
 *   diagonal) they do
 * @SUDOKU_SHAPE_LEVEL_HARD: singles alone do not: it needs more, or a guess
 *
 * The levels of puzzles of every shape, told by the singles that solve
 * them: a measure that holds on small grids, where Sudoku Explainer's
 * ratings of 9×9 puzzles have no meaning.
 */
typedef enum
{
  SUDOKU_SHAPE_LEVEL_EASY,
  SUDOKU_SHAPE_LEVEL_MEDIUM,
  SUDOKU_SHAPE_LEVEL_HARD,
} SudokuShapeLevel;

/* clang-format off */
SudokuShapeLevel sudoku_shape_level_of      (const SudokuGridShape *shape,
                                             const guint8          *cells);
gboolean         sudoku_shape_level_from_string (const char        *name,
                                                 SudokuShapeLevel  *level);
gboolean         sudoku_shape_generate      (const SudokuGridShape *shape,
                                             SudokuShapeLevel       level,
                                             gboolean               symmetric,
                                             guint64                seed,
                                             guint8                *puzzle,
                                             GError               **error);
/* clang-format on */

G_END_DECLS
