/* sudoku-logic-unique.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Techniques that rely on the puzzle having one solution: a pattern that
 * would leave two solutions cannot be what the grid ends as.  Sound only on
 * a puzzle with a unique solution (the engine's puzzles are checked). */

/* Unique rectangle type 1: four empty cells in two rows, two columns and
 * two boxes; three hold only x and y, so the fourth cannot be x or y, or the
 * two digits could be swapped. */
gboolean
_sudoku_logic_find_unique_rectangle (const SudokuLogicGrid *grid,
                                     const SudokuLogicSink *sink)
{
  SudokuLogicStep step;

  for (guint r1 = 0; r1 < 9; r1++)
    for (guint r2 = r1 + 1; r2 < 9; r2++)
      for (guint c1 = 0; c1 < 9; c1++)
        for (guint c2 = c1 + 1; c2 < 9; c2++)
          {
            guint    corners[4] = { r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2 };
            guint    pair = 0, n_pair = 0, extra = 0;
            gboolean same_band = r1 / 3 == r2 / 3, same_stack = c1 / 3 == c2 / 3;

            /* Two boxes exactly. */
            if (same_band == same_stack)
              continue;
            /* The pair is the one three corners hold. */
            for (guint k = 0; k < 2 && n_pair != 3; k++)
              {
                pair = grid->cands[corners[k]];
                n_pair = 0;
                for (guint j = 0; j < 4; j++)
                  n_pair += grid->cands[corners[j]] == pair;
              }
            if (n_pair != 3 || !two_bits (pair))
              continue;
            for (guint k = 0; k < 4; k++)
              if (grid->cands[corners[k]] != pair)
                extra = corners[k];
            /* The fourth may have lost one of the two already. */
            if ((grid->cands[extra] & pair) == 0)
              continue;
            step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE);
            step.digits = (guint16)pair;
            for (guint k = 0; k < 4; k++)
              if (corners[k] != extra)
                step_add_cell (&step, corners[k]);
            step_add_cell (&step, extra);
            step_eliminate (&step, grid, extra, pair);
            if (sink_emit (sink, &step))
              return TRUE;
          }
  return FALSE;
}

/* Whether, were @digit not in @bug, every digit would have zero or two
 * places in every unit. */
static gboolean
bug_without (const SudokuLogicGrid *grid,
             guint                  bug,
             guint                  digit)
{
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    for (guint d = 1; d <= 9; d++)
      {
        guint n = bit_count (unit_positions (grid, unit, d));

        if (d == digit && cell_in_unit (bug, unit))
          n--;
        if (n != 0 && n != 2)
          return FALSE;
      }
  return TRUE;
}

/* BUG+1: every empty cell but one holds two candidates, and that one three.
 * Without its extra digit each digit would have two places in every unit,
 * a deadly pattern with two solutions: the cell is the digit that has three
 * places in its units, and loses its other two. */
gboolean
_sudoku_logic_find_bug_plus_one (const SudokuLogicGrid *grid,
                                 const SudokuLogicSink *sink)
{
  SudokuLogicStep step;
  guint           bug = SUDOKU_N_CELLS, digit = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint n = bit_count (grid->cands[cell]);

      if (grid->values[cell] != 0 || n == 2)
        continue;
      if (n != 3 || bug != SUDOKU_N_CELLS)
        return FALSE;
      bug = cell;
    }
  if (bug == SUDOKU_N_CELLS)
    return FALSE;
  for (guint rest = grid->cands[bug]; rest != 0 && digit == 0; rest &= rest - 1)
    if (bug_without (grid, bug, bit_first (rest)))
      digit = bit_first (rest);
  if (digit == 0)
    return FALSE;
  step_init (&step, SUDOKU_TECHNIQUE_BUG_PLUS_ONE);
  step.digit = (guint8)digit;
  step.digits = grid->cands[bug];
  step_add_cell (&step, bug);
  step_eliminate (&step, grid, bug, grid->cands[bug] & ~SUDOKU_DIGIT_BIT (digit));
  return sink_emit (sink, &step);
}
