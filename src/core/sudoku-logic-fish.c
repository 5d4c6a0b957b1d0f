/* sudoku-logic-fish.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Basic fish: X-Wing, Swordfish and Jellyfish.  @size base lines (columns
 * first, then rows, as in Sudoku Explainer) hold a digit only in @size cover
 * lines, so the digit leaves the rest of the cover lines. */

static guint
line_unit (gboolean by_columns,
           guint    index)
{
  return by_columns ? SUDOKU_UNIT_COL (index) : SUDOKU_UNIT_ROW (index);
}

static gboolean
emit_fish (const SudokuLogicGrid *grid,
           const SudokuLogicSink *sink,
           guint                  size,
           gboolean               by_columns,
           guint                  base,
           guint                  cover,
           guint                  digit)
{
  SudokuLogicStep              step;
  static const SudokuTechnique techniques[] = {
    SUDOKU_TECHNIQUE_X_WING, SUDOKU_TECHNIQUE_SWORDFISH, SUDOKU_TECHNIQUE_JELLYFISH
  };

  step_init (&step, techniques[size - 2]);
  step.digit = (guint8)digit;
  for (guint i = 0; i < 9; i++)
    if (base & (1u << i))
      step_add_unit (&step, line_unit (by_columns, i));
  for (guint i = 0; i < 9; i++)
    if (cover & (1u << i))
      step_add_unit (&step, line_unit (!by_columns, i));
  for (guint i = 0; i < 9; i++)
    {
      if (!(cover & (1u << i)))
        continue;
      for (guint j = 0; j < 9; j++)
        {
          guint cell = by_columns ? i * 9 + j : j * 9 + i;

          if (base & (1u << j))
            {
              if (grid->cands[cell] & SUDOKU_DIGIT_BIT (digit))
                step_add_cell (&step, cell);
            }
          else
            step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (digit));
        }
    }
  return sink_emit (sink, &step);
}

/* SE's order: columns as base lines first, then rows; sets of lines as
 * masks in increasing order; digits inside. */
gboolean
_sudoku_logic_find_fish (const SudokuLogicGrid *grid,
                         const SudokuLogicSink *sink,
                         guint                  size)
{
  guint positions[2][10][9]; /* [by rows][digit][line] */
  guint usable[10] = { 0 };

  for (guint d = 1; d <= 9; d++)
    {
      guint placed = 0;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        placed += grid->values[cell] == d;
      /* SE looks for a fish only where 2 × size places are missing. */
      usable[d] = !sink->se_rules || placed + 2 * size <= 9;
      for (guint i = 0; i < 9; i++)
        {
          positions[0][d][i] = unit_positions (grid, SUDOKU_UNIT_COL (i), d);
          positions[1][d][i] = unit_positions (grid, SUDOKU_UNIT_ROW (i), d);
        }
    }
  for (guint pass = 0; pass < 2; pass++)
    /* The sets of @size lines, in increasing order (Gosper's hack). */
    for (guint base = (1u << size) - 1; base < 512;)
      {
        guint low = base & -base, ripple = base + low;

        for (guint d = 1; d <= 9; d++)
          {
            guint    cover = 0;
            gboolean ok = usable[d];

            for (guint i = 0; i < 9 && ok; i++)
              if (base & (1u << i))
                {
                  ok = positions[pass][d][i] != 0;
                  cover |= positions[pass][d][i];
                }
            if (ok && bit_count (cover) == size &&
                emit_fish (grid, sink, size, pass == 0, base, cover, d))
              return TRUE;
          }
        base = ripple | (((base ^ ripple) >> 2) / low);
      }
  return FALSE;
}
