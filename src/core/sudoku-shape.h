/* sudoku-shape.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/* The largest grid: 16×16, of 4×4 boxes. */
#define SUDOKU_MAX_SIDE  16
#define SUDOKU_MAX_CELLS (SUDOKU_MAX_SIDE * SUDOKU_MAX_SIDE)
/* Rows, columns, boxes and the two diagonals of an X grid. */
#define SUDOKU_MAX_UNITS (3 * SUDOKU_MAX_SIDE + 2)
/* Enough for any cell of any shape: 54 at most, on a 16×16 X. */
#define SUDOKU_MAX_PEERS 64

/**
 * SudokuUnitKind:
 * @SUDOKU_UNIT_KIND_ROW: a row
 * @SUDOKU_UNIT_KIND_COLUMN: a column
 * @SUDOKU_UNIT_KIND_BOX: a box
 * @SUDOKU_UNIT_KIND_DIAGONAL: the main diagonal, from the top left corner
 * @SUDOKU_UNIT_KIND_ANTI_DIAGONAL: the other one, from the top right corner
 *
 * What a unit of a #SudokuGridShape is.  (Named apart from the window's
 * #SudokuUnit, which a file may include beside this one.)
 */
typedef enum
{
  SUDOKU_UNIT_KIND_ROW,
  SUDOKU_UNIT_KIND_COLUMN,
  SUDOKU_UNIT_KIND_BOX,
  SUDOKU_UNIT_KIND_DIAGONAL,
  SUDOKU_UNIT_KIND_ANTI_DIAGONAL,
} SudokuUnitKind;

/**
 * SudokuGridShape:
 * @side: cells a row, 4, 6, 9 or 16; the digits are 1 to @side
 * @box_rows: rows of a box: 2, 2, 3 or 4
 * @box_cols: columns of a box: 2, 3, 3 or 4
 * @x: whether both main diagonals are units too (Sudoku X)
 * @n_cells: @side × @side
 * @n_units: rows, columns and boxes, then the diagonals of an X grid
 * @units: the cells of each unit, in reading order: the rows first, then
 *   the columns, the boxes, and the two diagonals
 * @n_cell_units: the units of each cell, 3, 4 or 5
 * @cell_units: which they are
 * @n_peers: the other cells that share a unit with each cell
 * @peers: which they are, in reading order
 *
 * The form of a grid, its units and peers.  Not the form of a file, which
 * is #SudokuShape.  The shapes are made once and shared: get them with
 * sudoku_grid_shape_get (); they are never freed, and safe to read from any
 * thread.
 */
typedef struct
{
  guint    side;
  guint    box_rows;
  guint    box_cols;
  gboolean x;
  guint    n_cells;
  guint    n_units;
  guint8   units[SUDOKU_MAX_UNITS][SUDOKU_MAX_SIDE];
  guint8   n_cell_units[SUDOKU_MAX_CELLS];
  guint8   cell_units[SUDOKU_MAX_CELLS][5];
  guint8   n_peers[SUDOKU_MAX_CELLS];
  guint8   peers[SUDOKU_MAX_CELLS][SUDOKU_MAX_PEERS];
} SudokuGridShape;

/* How many of the @n cells listed in @unit_cells (a unit's cells, as
 * #SudokuGridShape lists them, or the 9×9 engine's tables) are empty in
 * @values: the unit walk both logic engines share.  Inline: the 9×9
 * engine's inner loops call it. */
static inline guint
sudoku_unit_cells_empty (const guint8 *values,
                         const guint8 *unit_cells,
                         guint         n)
{
  guint empty = 0;

  for (guint i = 0; i < n; i++)
    empty += values[unit_cells[i]] == 0;
  return empty;
}

/* clang-format off */
const SudokuGridShape *sudoku_grid_shape_get          (guint                  side,
                                                       gboolean               x);
gboolean               sudoku_grid_shape_side_valid   (guint                  side);
gboolean               sudoku_grid_shape_is_plain_nine (const SudokuGridShape *shape);
guint                  sudoku_grid_shape_side_of_cells (guint                 n_cells);
SudokuUnitKind         sudoku_grid_shape_unit_kind    (const SudokuGridShape *shape,
                                                       guint                  unit,
                                                       guint                 *index);
char                  *sudoku_grid_shape_name         (const SudokuGridShape *shape) G_GNUC_WARN_UNUSED_RESULT;
gboolean               sudoku_grid_shape_check_givens (const SudokuGridShape *shape,
                                                       const guint8          *cells,
                                                       GError               **error);
gboolean               sudoku_grid_shape_is_solution  (const SudokuGridShape *shape,
                                                       const guint8          *givens,
                                                       const guint8          *solution);
char                   sudoku_grid_shape_digit_char   (guint                  digit);
/* clang-format on */

G_END_DECLS
