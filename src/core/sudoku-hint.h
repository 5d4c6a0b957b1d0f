/* sudoku-hint.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-logic.h"
#include "sudoku-shape-logic.h"

G_BEGIN_DECLS

/**
 * SudokuHintKind:
 * @SUDOKU_HINT_STEP: a step of logic, told in three stages
 * @SUDOKU_HINT_WRONG: some of the player's digits differ from the solution
 * @SUDOKU_HINT_NOTES: a pencil mark of the solution is missing from a cell
 * @SUDOKU_HINT_GUESS: no technique applies: a guess is needed
 * @SUDOKU_HINT_SOLVED: nothing is left to do
 * @SUDOKU_HINT_NO_SOLUTION: the puzzle has no single solution
 */
typedef enum
{
  SUDOKU_HINT_STEP,
  SUDOKU_HINT_WRONG,
  SUDOKU_HINT_NOTES,
  SUDOKU_HINT_GUESS,
  SUDOKU_HINT_SOLVED,
  SUDOKU_HINT_NO_SOLUTION,
} SudokuHintKind;

#define SUDOKU_HINT_N_STAGES 3

/**
 * SudokuHint:
 * @kind: what the hint is about
 * @shape: the grid's shape; on a plain 9×9 the hint is its own engine's
 *   (@step, @cands), on any other the shape logic engine's (@shape_step,
 *   @shape_cands)
 * @step: the step, for %SUDOKU_HINT_STEP on a plain 9×9
 * @cands: the candidates @step reasons on, per cell (0 for a filled one)
 * @shape_step: the step, for %SUDOKU_HINT_STEP on any other shape
 * @shape_cands: the candidates @shape_step reasons on, per cell
 * @cells: for %SUDOKU_HINT_WRONG and %SUDOKU_HINT_NOTES, 1 for each cell
 *   concerned, @shape->n_cells of them
 * @n_cells: how many cells @cells marks
 *
 * The next thing a person solving by hand could do, as data.
 */
typedef struct
{
  SudokuHintKind         kind;
  const SudokuGridShape *shape;
  SudokuLogicStep        step;
  guint16                cands[SUDOKU_N_CELLS];
  SudokuShapeStep        shape_step;
  guint32                shape_cands[SUDOKU_MAX_CELLS];
  guint8                 cells[SUDOKU_MAX_CELLS];
  guint                  n_cells;
} SudokuHint;

/* clang-format off */
void     sudoku_hint_find        (SudokuHint            *hint,
                                  const guint8           values[SUDOKU_N_CELLS],
                                  const guint32          notes[SUDOKU_N_CELLS],
                                  const guint8          *solution);
void     sudoku_hint_find_shaped (SudokuHint            *hint,
                                  const SudokuGridShape *shape,
                                  const guint8          *values,
                                  const guint32         *notes,
                                  const guint8          *solution,
                                  GCancellable          *cancellable);
gboolean sudoku_hint_is_shaped   (const SudokuHint      *hint);
char    *sudoku_hint_text        (const SudokuHint      *hint,
                                  const guint8          *values,
                                  guint                  stage) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
