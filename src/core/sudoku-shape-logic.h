/* sudoku-shape-logic.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-logic.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

/* A digit d of any shape as a bit of a candidate mask: bit d (1 to 16). */
#define SUDOKU_SHAPE_DIGIT_BIT(d) ((guint32)1u << (d))
/* The cells a step names: a subset's four, an intersection's up to four. */
#define SUDOKU_SHAPE_STEP_MAX_CELLS SUDOKU_MAX_SIDE

/**
 * SudokuShapeStep:
 * @technique: how the step is proved, one of the techniques of the 9×9
 *   engine that hold on every shape: full house, hidden and naked singles,
 *   pointing and claiming, naked and hidden pairs, triples and quads; or
 *   %SUDOKU_TECHNIQUE_GUESS where they run out
 * @digit: the digit of a single or an intersection, or 0
 * @digits: the digits of a subset, as a mask of SUDOKU_SHAPE_DIGIT_BIT ()
 * @n_units: how many units @units holds
 * @units: the units the proof looks at (the shape's numbers), in the order
 *   the sentence names them: the unit of a single or a subset; for an
 *   intersection the unit the digit is confined in, then the one it leaves
 * @n_cells: how many cells @cells holds
 * @cells: the cells that prove it, in reading order
 * @place_cell: the cell that gets a digit, when @place_digit is not 0
 * @place_digit: the digit placed, or 0
 * @n_eliminated: how many candidates @eliminated holds in all
 * @eliminated: per cell, the candidates the step removes
 *
 * A step of the logic engine on any shape (sudoku-shape-logic.c), as
 * data, as #SudokuLogicStep is on plain 9×9: the sentence and the notation
 * are built from it.  Plain old data: copy it with `=`.
 */
typedef struct
{
  SudokuTechnique technique;
  guint8          digit;
  guint32         digits;
  guint8          n_units;
  guint8          units[4];
  guint8          n_cells;
  guint8          cells[SUDOKU_SHAPE_STEP_MAX_CELLS];
  guint8          place_cell;
  guint8          place_digit;
  guint16         n_eliminated;
  guint32         eliminated[SUDOKU_MAX_CELLS];
} SudokuShapeStep;

/**
 * SudokuShapeGrid:
 * @shape: the shape of the grid
 * @values: the digit of each cell, 0 when empty
 * @cands: the candidates of each empty cell, 0 for a filled one
 *
 * A grid of any shape with pencil marks, as #SudokuLogicGrid on 9×9.
 * Plain data; every function on it is reentrant.
 */
typedef struct
{
  const SudokuGridShape *shape;
  guint8                 values[SUDOKU_MAX_CELLS];
  guint32                cands[SUDOKU_MAX_CELLS];
} SudokuShapeGrid;

/* clang-format off */
void     sudoku_shape_grid_init         (SudokuShapeGrid       *grid,
                                         const SudokuGridShape *shape,
                                         const guint8          *cells);
void     sudoku_shape_grid_place        (SudokuShapeGrid       *grid,
                                         guint                  cell,
                                         guint                  digit);
gboolean sudoku_shape_grid_is_solved    (const SudokuShapeGrid *grid);
gboolean sudoku_shape_grid_is_broken    (const SudokuShapeGrid *grid);
void     sudoku_shape_logic_apply       (SudokuShapeGrid       *grid,
                                         const SudokuShapeStep *step);
gboolean sudoku_shape_step_agrees       (const SudokuGridShape *shape,
                                         const SudokuShapeStep *step,
                                         const guint8          *solution);
gboolean sudoku_shape_logic_next_step   (const SudokuShapeGrid *grid,
                                         SudokuShapeStep       *step);
GArray  *sudoku_shape_logic_solve_path  (const SudokuGridShape *shape,
                                         const guint8          *cells,
                                         SudokuShapeGrid       *end) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_shape_unit_name         (const SudokuGridShape *shape,
                                         guint                  unit) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_shape_cell_name         (const SudokuGridShape *shape,
                                         guint                  cell) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_shape_step_sentence     (const SudokuGridShape *shape,
                                         const SudokuShapeStep *step) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_shape_step_effect       (const SudokuGridShape *shape,
                                         const SudokuShapeStep *step) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
