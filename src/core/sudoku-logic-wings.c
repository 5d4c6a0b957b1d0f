/* sudoku-logic-wings.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Wings: a pivot and two pincers (XY-Wing, XYZ-Wing), or two like pairs
 * joined by a strong link (W-Wing).  Each removes a digit from the cells that
 * see every cell that could hold it. */

/* The digit left in @cell besides @digit, for a cell of two candidates. */
static guint
other_digit (const SudokuLogicGrid *grid,
             guint                  cell,
             guint                  digit)
{
  return bit_first (grid->cands[cell] & ~SUDOKU_DIGIT_BIT (digit));
}

static gboolean
emit_wing (const SudokuLogicGrid *grid,
           const SudokuLogicSink *sink,
           SudokuTechnique        technique,
           guint                  pivot,
           guint                  pincer1,
           guint                  pincer2,
           guint                  z)
{
  SudokuLogicStep step;
  gboolean        with_pivot = technique == SUDOKU_TECHNIQUE_XYZ_WING;

  step_init (&step, technique);
  step.digit = (guint8)z;
  step.digits = grid->cands[pivot] | grid->cands[pincer1] | grid->cands[pincer2];
  step_add_cell (&step, pivot);
  step_add_cell (&step, pincer1);
  step_add_cell (&step, pincer2);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (cell != pivot && cells_see (cell, pincer1) && cells_see (cell, pincer2) &&
        (!with_pivot || cells_see (cell, pivot)))
      step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (z));
  return sink_emit (sink, &step);
}

/* The cells @cell sees, in Sudoku Explainer's order (its Cell.getHouseCells
 * (): the box, then the row, then the column, each in reading order). */
static guint
house_cells (guint  cell,
             guint8 house[20])
{
  guint    n = 0;
  guint    units[3] = { SUDOKU_UNIT_BOX (cell_box (cell)), SUDOKU_UNIT_ROW (cell_row (cell)),
                        SUDOKU_UNIT_COL (cell_col (cell)) };
  gboolean seen[SUDOKU_N_CELLS] = { FALSE };

  seen[cell] = TRUE;
  for (guint u = 0; u < 3; u++)
    for (guint i = 0; i < 9; i++)
      {
        guint other = unit_cell (units[u], i);

        if (!seen[other])
          house[n++] = (guint8)other;
        seen[other] = TRUE;
      }
  return n;
}

/* A pivot xy; pincers xz and yz that see it: z leaves the cells that see
 * both pincers.  With @xyz, the pivot is xyz and the cells must see it too.
 * Pivots in reading order, pincers in SE's order, as its rating takes them. */
static gboolean
find_wing (const SudokuLogicGrid *grid,
           const SudokuLogicSink *sink,
           gboolean               xyz)
{
  for (guint pivot = 0; pivot < SUDOKU_N_CELLS; pivot++)
    {
      guint  pc = grid->cands[pivot];
      guint8 house[20];
      guint  n;

      if (bit_count (pc) != (xyz ? 3u : 2u))
        continue;
      n = house_cells (pivot, house);
      for (guint i = 0; i < n; i++)
        {
          guint a = house[i], ac = grid->cands[a];

          if (!two_bits (ac) || bit_count (pc & ~ac) != 1)
            continue;
          for (guint j = 0; j < n; j++)
            {
              guint b = house[j], bc = grid->cands[b];
              guint all = pc | ac | bc, common = pc & ac & bc;

              if (!two_bits (bc) || bit_count (all) != 3 || bit_count (common) != (xyz ? 1u : 0u))
                continue;
              if (emit_wing (grid, sink, xyz ? SUDOKU_TECHNIQUE_XYZ_WING : SUDOKU_TECHNIQUE_XY_WING,
                             pivot, a, b, bit_first (ac & bc)))
                return TRUE;
            }
        }
    }
  return FALSE;
}

gboolean
_sudoku_logic_find_xy_wing (const SudokuLogicGrid *grid,
                            const SudokuLogicSink *sink)
{
  return find_wing (grid, sink, FALSE);
}

gboolean
_sudoku_logic_find_xyz_wing (const SudokuLogicGrid *grid,
                             const SudokuLogicSink *sink)
{
  return find_wing (grid, sink, TRUE);
}

/* Two cells xy that do not see each other, and a unit where x has only two
 * places, one seeing each cell: one of the two cells is y. */
static gboolean
w_wing_link (const SudokuLogicGrid *grid,
             const SudokuLogicSink *sink,
             guint                  a,
             guint                  b,
             guint                  x)
{
  SudokuLogicStep step;
  guint           y = other_digit (grid, a, x);

  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    {
      guint positions = unit_positions (grid, unit, x), p, q;

      if (!two_bits (positions))
        continue;
      p = unit_cell (unit, bit_first (positions));
      q = unit_cell (unit, bit_first (positions & (positions - 1)));
      if (p == a || p == b || q == a || q == b)
        continue;
      if (!(cells_see (p, a) && cells_see (q, b)) && !(cells_see (p, b) && cells_see (q, a)))
        continue;
      if (!(cells_see (p, a) && cells_see (q, b)))
        {
          guint t = p;

          p = q;
          q = t;
        }
      step_init (&step, SUDOKU_TECHNIQUE_W_WING);
      step.digit = (guint8)y;
      step.digits = grid->cands[a];
      step_add_unit (&step, unit);
      step_add_cell (&step, a);
      step_add_cell (&step, p);
      step_add_cell (&step, q);
      step_add_cell (&step, b);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (cells_see (cell, a) && cells_see (cell, b))
          step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (y));
      if (sink_emit (sink, &step))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sudoku_logic_find_w_wing (const SudokuLogicGrid *grid,
                           const SudokuLogicSink *sink)
{
  for (guint a = 0; a < SUDOKU_N_CELLS; a++)
    {
      if (!two_bits (grid->cands[a]))
        continue;
      for (guint b = a + 1; b < SUDOKU_N_CELLS; b++)
        {
          guint pair = grid->cands[a];

          if (grid->cands[b] != pair || cells_see (a, b))
            continue;
          for (guint rest = pair; rest != 0; rest &= rest - 1)
            if (w_wing_link (grid, sink, a, b, bit_first (rest)))
              return TRUE;
        }
    }
  return FALSE;
}
