/* sudoku-logic-bug.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The bivalue universal grave (BUG), types 1 to 4, as Sudoku Explainer
 * finds and rates them (studied from its source, no code taken).  Were a
 * few candidates (the "BUG digits") gone, every empty cell would hold two
 * candidates and every digit two places in each unit it lacks: a pattern
 * with two solutions.  So one of the BUG cells holds its BUG digit:
 *
 *   type 1: one BUG cell: it is one of its BUG digits;
 *   type 2: one BUG digit z: it leaves every cell that sees all BUG cells;
 *   type 3: the BUG cells share a unit, and act there as one cell holding
 *     the BUG digits: with other cells of the unit, a naked subset;
 *   type 4: two BUG cells in a unit, sharing one digit beside their BUG
 *     digits: each keeps only its BUG digits and that one.
 *
 * SE's search goes unit by unit (boxes, rows, columns) and digit by digit,
 * and gives up where a digit has more than two places in a unit but no
 * cell of more than two candidates, or where two of them do. */

#define MAX_BUG 81

typedef struct
{
  guint8   cells[MAX_BUG];
  guint    n;
  guint16  digits[SUDOKU_N_CELLS]; /* each BUG cell's BUG digits */
  guint16  all;
  guint8   common[21]; /* the cells that see every BUG cell */
  guint    n_common;
  gboolean have_common;
} Bug;

/* The unit of SE's region type @type (0 box, 1 row, 2 column), @i-th. */
static inline guint
region_unit (guint type,
             guint i)
{
  return type == 0 ? SUDOKU_UNIT_BOX (i) : type == 1 ? SUDOKU_UNIT_ROW (i)
                                                     : SUDOKU_UNIT_COL (i);
}

static gboolean
bug_has (const Bug *bug,
         guint      cell)
{
  for (guint i = 0; i < bug->n; i++)
    if (bug->cells[i] == cell)
      return TRUE;
  return FALSE;
}

/* The cells of @cell's box, row and column, in that order, itself
 * included, each once. */
static guint
house_cells (guint  cell,
             guint8 out[21])
{
  guint n = 0;

  for (guint type = 0; type < 3; type++)
    {
      guint unit = cell_region (type, cell);

      for (guint i = 0; i < 9; i++)
        {
          guint    other = unit_cell (unit, i);
          gboolean seen = FALSE;

          for (guint k = 0; k < n && !seen; k++)
            seen = out[k] == other;
          if (!seen)
            out[n++] = (guint8)other;
        }
    }
  return n;
}

static void
common_update (Bug  *bug,
               guint cell)
{
  guint8 house[21];
  guint  n_house = house_cells (cell, house), kept = 0;

  if (!bug->have_common)
    {
      memcpy (bug->common, house, n_house);
      bug->n_common = n_house;
      bug->have_common = TRUE;
    }
  else
    {
      for (guint i = 0; i < bug->n_common; i++)
        for (guint k = 0; k < n_house; k++)
          if (house[k] == bug->common[i])
            {
              bug->common[kept++] = bug->common[i];
              break;
            }
      bug->n_common = kept;
    }
  kept = 0;
  for (guint i = 0; i < bug->n_common; i++)
    if (!bug_has (bug, bug->common[i]))
      bug->common[kept++] = bug->common[i];
  bug->n_common = kept;
}

/* Finds the BUG cells and digits; FALSE where the grid is no BUG (or one
 * SE cannot use). */
static gboolean
bug_find (const SudokuLogicGrid *grid,
          Bug                   *bug)
{
  SudokuLogicGrid rest = *grid;

  memset (bug, 0, sizeof *bug);
  for (guint type = 0; type < 3; type++)
    for (guint i = 0; i < 9; i++)
      {
        guint unit = region_unit (type, i);

        for (guint d = 1; d <= 9; d++)
          {
            guint places = unit_positions (grid, unit, d);
            guint n = bit_count (places), n_new = 0, cell = 0;

            if (n == 0 || n == 2)
              continue;
            for (guint k = 0; k < 9; k++)
              if ((places & (1u << k)) && bit_count (grid->cands[unit_cell (unit, k)]) >= 3)
                {
                  n_new++;
                  cell = unit_cell (unit, k);
                }
            if (n_new == 0)
              return FALSE;
            if (n_new > 1)
              continue;
            if (!bug_has (bug, cell))
              bug->cells[bug->n++] = (guint8)cell;
            bug->digits[cell] |= SUDOKU_DIGIT_BIT (d);
            bug->all |= SUDOKU_DIGIT_BIT (d);
            rest.cands[cell] &= (guint16)~SUDOKU_DIGIT_BIT (d);
            common_update (bug, cell);
            if (bug->n > 1 && bit_count (bug->all) > 1 && bug->n_common == 0)
              return FALSE;
          }
      }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (rest.values[cell] == 0 && !two_bits (rest.cands[cell]))
      return FALSE;
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    for (guint d = 1; d <= 9; d++)
      {
        guint n = bit_count (unit_positions (&rest, unit, d));

        if (n != 0 && n != 2)
          return FALSE;
      }
  return bug->n > 0;
}

/* The unit of type @type all BUG cells share, or -1. */
static int
shared_unit (const Bug *bug,
             guint      type)
{
  guint unit = cell_region (type, bug->cells[0]);

  for (guint i = 1; i < bug->n; i++)
    if (cell_region (type, bug->cells[i]) != unit)
      return -1;
  return (int)unit;
}

static void
bug_step_init (SudokuLogicStep *step,
               SudokuTechnique  technique,
               const Bug       *bug)
{
  step_init (step, technique);
  step->digits = bug->all;
  for (guint i = 0; i < bug->n; i++)
    step_add_cell (step, bug->cells[i]);
}

static gboolean
emit_type_2 (const SudokuLogicGrid *grid,
             const SudokuLogicSink *sink,
             const Bug             *bug)
{
  SudokuLogicStep step;
  guint           digit = bit_first (bug->all);

  bug_step_init (&step, SUDOKU_TECHNIQUE_BUG_2, bug);
  step.digit = (guint8)digit;
  step.se_rating = 57;
  for (guint i = 0; i < bug->n_common; i++)
    step_eliminate (&step, grid, bug->common[i], SUDOKU_DIGIT_BIT (digit));
  return sink_emit (sink, &step);
}

static gboolean
emit_type_3 (const SudokuLogicGrid *grid,
             const SudokuLogicSink *sink,
             const Bug             *bug)
{
  for (guint type = 0; type < 3; type++)
    {
      int    unit = shared_unit (bug, type);
      guint8 cells[21];
      guint  n = 0;

      if (unit < 0)
        continue;
      for (guint i = 0; i < bug->n_common; i++)
        if (cell_in_unit (bug->common[i], (guint)unit))
          cells[n++] = bug->common[i];
      for (guint degree = 2; degree <= 6; degree++)
        {
          if (n < degree)
            continue;
          for (guint chosen = (1u << (degree - 1)) - 1; chosen < (1u << n); chosen = next_combination (chosen))
            {
              guint16         others = 0;
              gboolean        ok = bit_count (bug->all) > 1;
              SudokuLogicStep step;

              for (guint i = 0; i < n; i++)
                if (chosen & (1u << i))
                  {
                    others |= grid->cands[cells[i]];
                    ok &= bit_count (grid->cands[cells[i]]) > 1;
                  }
              if (bit_count (others) != degree || !ok || bit_count (others | bug->all) != degree)
                continue;
              bug_step_init (&step, SUDOKU_TECHNIQUE_BUG_3, bug);
              step.se_rating = (guint8)(57 + degree - 1);
              step.set_digits = others;
              step_add_unit (&step, (guint)unit);
              for (guint i = 0; i < n; i++)
                if (chosen & (1u << i))
                  {
                    step_add_cell (&step, cells[i]);
                    step.n_extra++;
                  }
                else
                  step_eliminate (&step, grid, cells[i], others);
              if (sink_emit (sink, &step))
                return TRUE;
            }
        }
    }
  return FALSE;
}

static gboolean
emit_type_4 (const SudokuLogicGrid *grid,
             const SudokuLogicSink *sink,
             const Bug             *bug)
{
  guint c1 = bug->cells[0], c2 = bug->cells[1];
  guint common = grid->cands[c1] & grid->cands[c2] & ~bug->all;

  if (bit_count (common) != 1)
    return FALSE;
  for (guint type = 0; type < 3; type++)
    {
      int             unit = shared_unit (bug, type);
      SudokuLogicStep step;

      if (unit < 0)
        continue;
      bug_step_init (&step, SUDOKU_TECHNIQUE_BUG_4, bug);
      step.digit = (guint8)bit_first (common);
      step.se_rating = 57;
      step_add_unit (&step, (guint)unit);
      step_eliminate (&step, grid, c1, grid->cands[c1] & ~bug->digits[c1] & ~common);
      step_eliminate (&step, grid, c2, grid->cands[c2] & ~bug->digits[c2] & ~common);
      if (sink_emit (sink, &step))
        return TRUE;
    }
  return FALSE;
}

/* Reports SE's BUG steps of every type, in SE's order. */
gboolean
_sudoku_logic_find_bug (const SudokuLogicGrid *grid,
                        const SudokuLogicSink *sink)
{
  Bug bug;

  if (!bug_find (grid, &bug))
    return FALSE;
  if (bug.n == 1)
    {
      SudokuLogicStep step;

      bug_step_init (&step, SUDOKU_TECHNIQUE_BUG_PLUS_ONE, &bug);
      step.digit = (guint8)bit_first (bug.all);
      step.digits = grid->cands[bug.cells[0]];
      step.set_digits = bug.all;
      step_eliminate (&step, grid, bug.cells[0], grid->cands[bug.cells[0]] & ~bug.all);
      return sink_emit (sink, &step);
    }
  if (bit_count (bug.all) == 1)
    {
      if (emit_type_2 (grid, sink, &bug))
        return TRUE;
      return bug.n == 2 && emit_type_4 (grid, sink, &bug);
    }
  if (bug.n_common == 0)
    return FALSE;
  if (bug.n == 2 && emit_type_4 (grid, sink, &bug))
    return TRUE;
  return emit_type_3 (grid, sink, &bug);
}
