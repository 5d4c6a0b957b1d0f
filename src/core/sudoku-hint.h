/* sudoku-hint.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-logic.h"

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
 * @step: the step, for %SUDOKU_HINT_STEP
 * @cands: the candidates the step reasons on, per cell (0 for a filled one)
 * @cells: for %SUDOKU_HINT_WRONG and %SUDOKU_HINT_NOTES, 1 for each cell
 *   concerned
 * @n_cells: how many cells @cells marks
 *
 * The next thing a person solving by hand could do, as data.
 */
typedef struct
{
  SudokuHintKind  kind;
  SudokuLogicStep step;
  guint16         cands[SUDOKU_N_CELLS];
  guint8          cells[SUDOKU_N_CELLS];
  guint           n_cells;
} SudokuHint;

/* clang-format off */
void  sudoku_hint_find (SudokuHint   *hint,
                        const guint8  values[SUDOKU_N_CELLS],
                        const guint32 notes[SUDOKU_N_CELLS],
                        const guint8 *solution);
char *sudoku_hint_text (const SudokuHint *hint,
                        const guint8      values[SUDOKU_N_CELLS],
                        guint             stage) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
