/* sudoku-logic-basic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Singles, intersections (pointing and claiming) and subsets: the
 * techniques that look at one unit, or at a unit and a box, at a time.  Units
 * are searched in Sudoku Explainer's order (boxes, then columns, then rows),
 * which its rating follows step by step. */

static const guint unit_pass_order[SUDOKU_N_UNITS] = {
  18, 19, 20, 21, 22, 23, 24, 25, 26,
  9, 10, 11, 12, 13, 14, 15, 16, 17,
  0, 1, 2, 3, 4, 5, 6, 7, 8
};

gboolean
_sudoku_logic_find_full_house (const SudokuLogicGrid *grid,
                               const SudokuLogicSink *sink)
{
  SudokuLogicStep step;

  for (guint k = 0; k < SUDOKU_N_UNITS; k++)
    {
      guint unit = unit_pass_order[k];
      guint missing = SUDOKU_ALL_DIGITS;
      guint empty = 0, n_empty = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = unit_cell (unit, i);

          if (grid->values[cell] != 0)
            missing &= ~SUDOKU_DIGIT_BIT (grid->values[cell]);
          else
            {
              empty = cell;
              n_empty++;
            }
        }
      if (n_empty != 1 || bit_count (missing) != 1 ||
          (grid->cands[empty] & missing) == 0)
        continue;
      step_init (&step, SUDOKU_TECHNIQUE_FULL_HOUSE);
      step.digit = (guint8)bit_first (missing);
      step_add_unit (&step, unit);
      step_add_cell (&step, empty);
      step_place (&step, empty, step.digit);
      if (sink_emit (sink, &step))
        return TRUE;
    }
  return FALSE;
}

/* Hidden singles in boxes (@box) or in columns then rows; a unit with one
 * empty cell left is a full house, not a hidden single. */
gboolean
_sudoku_logic_find_hidden_single (const SudokuLogicGrid *grid,
                                  const SudokuLogicSink *sink,
                                  gboolean               box)
{
  SudokuLogicStep step;

  for (guint k = box ? 0 : 9; k < (box ? 9u : 27u); k++)
    {
      guint unit = unit_pass_order[k];

      if (unit_empty_count (grid, unit) < 2)
        continue;
      for (guint d = 1; d <= 9; d++)
        {
          guint positions = unit_positions (grid, unit, d);
          guint cell;

          if (bit_count (positions) != 1)
            continue;
          cell = unit_cell (unit, bit_first (positions));
          step_init (&step, box ? SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX : SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE);
          step.digit = (guint8)d;
          step_add_unit (&step, unit);
          step_add_cell (&step, cell);
          step_place (&step, cell, d);
          if (sink_emit (sink, &step))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
_sudoku_logic_find_naked_single (const SudokuLogicGrid *grid,
                                 const SudokuLogicSink *sink)
{
  SudokuLogicStep step;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (grid->values[cell] != 0 || bit_count (grid->cands[cell]) != 1)
        continue;
      step_init (&step, SUDOKU_TECHNIQUE_NAKED_SINGLE);
      step.digit = (guint8)bit_first (grid->cands[cell]);
      step_add_cell (&step, cell);
      step_place (&step, cell, step.digit);
      if (sink_emit (sink, &step))
        return TRUE;
    }
  return FALSE;
}

/* Whether two units share a cell: a row and a column always, a line and a
 * box when the line runs through the box, two units of a kind never. */
static gboolean
units_cross (guint a,
             guint b)
{
  guint ka = a / 9, kb = b / 9;

  if (ka == kb)
    return a == b;
  if (ka == 2)
    return units_cross (b, a);
  if (kb != 2)
    return TRUE;
  b -= 18;
  return ka == 0 ? a / 3 == b / 3 : (a - 9) / 3 == b % 3;
}

/* Sudoku Explainer's "direct" intersection: the digit leaves @cover, and
 * another unit of @first's kind crossing @cover is left with one place for
 * it.  Reports one step per such unit. */
static gboolean
emit_direct_locked (guint16                positions_of[SUDOKU_N_UNITS][10],
                    const SudokuLogicSink *sink,
                    SudokuLogicStep       *step,
                    guint                  first,
                    guint                  cover,
                    guint                  digit)
{
  guint base = first / 9 * 9;

  for (guint other = base; other < base + 9; other++)
    {
      guint positions, rest = 0, n_rest = 0;

      if (other == first || !units_cross (other, cover))
        continue;
      positions = positions_of[other][digit];
      if (one_bit_at_most (positions))
        continue;
      for (guint i = 0; i < 9; i++)
        if ((positions & (1u << i)) && !cell_in_unit (unit_cell (other, i), cover))
          {
            rest = unit_cell (other, i);
            n_rest++;
          }
      if (n_rest != 1)
        continue;
      step->n_units = 2;
      step_add_unit (step, other);
      step_place (step, rest, digit);
      if (sink_emit (sink, step))
        return TRUE;
    }
  return FALSE;
}

/* Pointing (a box's digit on one line) or claiming (a line's digit in one
 * box): the digit leaves the rest of the other unit. */
gboolean
_sudoku_logic_find_locked (const SudokuLogicGrid *grid,
                           const SudokuLogicSink *sink,
                           gboolean               pointing,
                           gboolean               direct)
{
  SudokuLogicStep step;
  guint16         positions_of[SUDOKU_N_UNITS][10];

  all_positions (grid, positions_of);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i1 = 0; i1 < 9; i1++)
      for (guint i2 = 0; i2 < 9; i2++)
        {
          /* Box and column first, then box and row, as in SE. */
          guint line = pass == 0 ? SUDOKU_UNIT_COL (pointing ? i2 : i1)
                                 : SUDOKU_UNIT_ROW (pointing ? i2 : i1);
          guint box = SUDOKU_UNIT_BOX (pointing ? i1 : i2);
          guint first = pointing ? box : line, cover = pointing ? line : box;

          guint in_first = 0, in_cover = 0; /* the shared cells, as indices */

          if (!units_cross (first, cover))
            continue;
          for (guint i = 0; i < 9; i++)
            {
              in_first |= (guint)cell_in_unit (unit_cell (first, i), cover) << i;
              in_cover |= (guint)cell_in_unit (unit_cell (cover, i), first) << i;
            }
          for (guint d = 1; d <= 9; d++)
            {
              guint positions = positions_of[first][d];

              /* All in the shared cells, and some to remove elsewhere. */
              if (one_bit_at_most (positions) || (positions & ~in_first) != 0 ||
                  (positions_of[cover][d] & ~in_cover) == 0)
                continue;
              step_init (&step, direct ? (pointing ? SUDOKU_TECHNIQUE_DIRECT_POINTING : SUDOKU_TECHNIQUE_DIRECT_CLAIMING)
                                       : (pointing ? SUDOKU_TECHNIQUE_POINTING : SUDOKU_TECHNIQUE_CLAIMING));
              step.digit = (guint8)d;
              step_add_unit (&step, first);
              step_add_unit (&step, cover);
              for (guint i = 0; i < 9; i++)
                {
                  guint cell = unit_cell (cover, i);

                  if (cell_in_unit (cell, first))
                    {
                      if (grid->cands[cell] & SUDOKU_DIGIT_BIT (d))
                        step_add_cell (&step, cell);
                    }
                  else
                    step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (d));
                }
              if (direct ? emit_direct_locked (positions_of, sink, &step, first, cover, d)
                         : sink_emit (sink, &step))
                return TRUE;
            }
        }
  return FALSE;
}

/* Subsets of a unit's cells (naked) or digits (hidden), as masks of 9 bits
 * taken in increasing order: SE's order (its Permutations class), which the
 * rating follows. */
typedef struct
{
  const SudokuLogicGrid *grid;
  const SudokuLogicSink *sink;
  guint                  unit;
  guint                  size;
  gboolean               direct;
  const guint16         *positions; /* of each digit in the unit (hidden) */
} SubsetSearch;

static gboolean
naked_subset (const SubsetSearch *s,
              guint               chosen)
{
  SudokuLogicStep step;
  guint           digits = 0;

  for (guint i = 0; i < 9; i++)
    if (chosen & (1u << i))
      digits |= s->grid->cands[unit_cell (s->unit, i)];
  if (bit_count (digits) != s->size)
    return FALSE;
  step_init (&step, s->size == 2 ? SUDOKU_TECHNIQUE_NAKED_PAIR : s->size == 3 ? SUDOKU_TECHNIQUE_NAKED_TRIPLE
                                                                              : SUDOKU_TECHNIQUE_NAKED_QUAD);
  step.digits = (guint16)digits;
  step_add_unit (&step, s->unit);
  for (guint i = 0; i < 9; i++)
    {
      guint cell = unit_cell (s->unit, i);

      if (chosen & (1u << i))
        step_add_cell (&step, cell);
      else
        step_eliminate (&step, s->grid, cell, digits);
    }
  return sink_emit (s->sink, &step);
}

gboolean
_sudoku_logic_find_naked_subset (const SudokuLogicGrid *grid,
                                 const SudokuLogicSink *sink,
                                 guint                  size)
{
  SubsetSearch s = { grid, sink, 0, size, FALSE };

  for (guint k = 0; k < SUDOKU_N_UNITS; k++)
    {
      guint eligible = 0, chosen = 0;

      s.unit = unit_pass_order[k];
      if (sink->se_rules && unit_empty_count (grid, s.unit) < 2 * size)
        continue;
      for (guint i = 0; i < 9; i++)
        {
          guint cell = unit_cell (s.unit, i);
          guint n = bit_count (grid->cands[cell]);

          if (grid->values[cell] == 0 && n >= 1 && n <= size)
            eligible |= 1u << i;
        }
      /* The subsets of eligible, in increasing order. */
      do
        {
          chosen = (chosen - eligible) & eligible;
          if (bit_count (chosen) == size && naked_subset (&s, chosen))
            return TRUE;
        }
      while (chosen != eligible);
    }
  return FALSE;
}

static gboolean
hidden_subset (const SubsetSearch *s,
               guint               chosen)
{
  SudokuLogicStep step;
  guint           positions = 0, digits = chosen << 1;

  for (guint d = 1; d <= 9; d++)
    if (digits & SUDOKU_DIGIT_BIT (d))
      positions |= s->positions[d];
  if (bit_count (positions) != s->size)
    return FALSE;
  step_init (&step, s->size == 2 ? SUDOKU_TECHNIQUE_HIDDEN_PAIR : s->size == 3 ? SUDOKU_TECHNIQUE_HIDDEN_TRIPLE
                                                                               : SUDOKU_TECHNIQUE_HIDDEN_QUAD);
  step.digits = (guint16)digits;
  step_add_unit (&step, s->unit);
  for (guint i = 0; i < 9; i++)
    if (positions & (1u << i))
      {
        step_add_cell (&step, unit_cell (s->unit, i));
        step_eliminate (&step, s->grid, unit_cell (s->unit, i), SUDOKU_ALL_DIGITS & ~digits);
      }
  if (!s->direct)
    return sink_emit (s->sink, &step);

  /* SE's direct hidden subset: the first digit outside the subset that
   * the subset's cells leave with one place in the unit. */
  step.technique = s->size == 2 ? SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR : SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE;
  for (guint d = 1; d <= 9; d++)
    {
      guint others;

      if (digits & SUDOKU_DIGIT_BIT (d))
        continue;
      others = s->positions[d];
      if (bit_count (others) > 1 && bit_count (others & ~positions) == 1)
        {
          step.digit = (guint8)d;
          step_place (&step, unit_cell (s->unit, bit_first (others & ~positions)), d);
          return sink_emit (s->sink, &step);
        }
    }
  return FALSE;
}

gboolean
_sudoku_logic_find_hidden_subset (const SudokuLogicGrid *grid,
                                  const SudokuLogicSink *sink,
                                  guint                  size,
                                  gboolean               direct)
{
  SubsetSearch s = { grid, sink, 0, size, direct };
  guint16      positions_of[SUDOKU_N_UNITS][10];

  all_positions (grid, positions_of);
  for (guint k = 0; k < SUDOKU_N_UNITS; k++)
    {
      guint n_empty, eligible = 0, chosen = 0;

      s.unit = unit_pass_order[k];
      s.positions = positions_of[s.unit];
      n_empty = unit_empty_count (grid, s.unit);
      if (direct ? n_empty <= size : (sink->se_rules && n_empty <= 2 * size))
        continue;
      /* Bit d - 1 for digit d. */
      for (guint d = 1; d <= 9; d++)
        {
          guint n = bit_count (s.positions[d]);

          if (n >= 1 && n <= size)
            eligible |= 1u << (d - 1);
        }
      /* The subsets of eligible, in increasing order. */
      do
        {
          chosen = (chosen - eligible) & eligible;
          if (bit_count (chosen) == size && hidden_subset (&s, chosen))
            return TRUE;
        }
      while (chosen != eligible);
    }
  return FALSE;
}
