/* sudoku-puzzle-file.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuShape:
 * @SUDOKU_SHAPE_LINE: one puzzle on one line of 81 cells
 * @SUDOKU_SHAPE_GRID: nine lines of nine cells
 * @SUDOKU_SHAPE_JUDGE: a grid of a judge file, which starts with the number
 *   of puzzles and has nothing between its grids
 *
 * How a puzzle was written, so that its solution can be written the same way.
 */
typedef enum
{
  SUDOKU_SHAPE_LINE,
  SUDOKU_SHAPE_GRID,
  SUDOKU_SHAPE_JUDGE,
} SudokuShape;

typedef struct
{
  guint8      cells[SUDOKU_N_CELLS]; /* 0 for empty */
  SudokuShape shape;
  guint       line; /* where the puzzle starts, from 1 */
} SudokuPuzzle;

/* clang-format off */
GArray  *sudoku_parse_puzzles (const char  *data,
                               gsize        length,
                               const char  *name,
                               GError     **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean sudoku_parse_cells   (const char  *text,
                               guint8       cells[SUDOKU_N_CELLS],
                               GError     **error);
void     sudoku_format_line   (const guint8 cells[SUDOKU_N_CELLS],
                               char         out[SUDOKU_N_CELLS + 1]);
/* clang-format on */

G_END_DECLS
