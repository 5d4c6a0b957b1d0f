/* sudoku-logic-nested.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The simpler rules that Sudoku Explainer's dynamic forcing chains "(+)"
 * (9.0 and more) apply inside a chain when nothing else follows: pointing
 * and claiming, hidden pairs, naked pairs and X-Wings, on the grid as the
 * chain has changed it (studied from SE's source, no code taken).  The
 * first of them that finds anything gives every candidate it removes, in
 * SE's order; each rests on the candidates that left the pattern's cells
 * since the chain began (a pattern that rests on none would have been
 * there without the chain, and is left out). */

typedef struct
{
  const SudokuLogicGrid *grid;
  const guint16         *cands; /* the grid as the chain has changed it */
  SudokuLogicNestedOut  *out;
} Rules;

static inline guint
places_in (const guint16 *cands,
           guint          unit,
           guint          digit)
{
  guint mask = 0;

  for (guint i = 0; i < 9; i++)
    if (cands[unit_cell (unit, i)] & SUDOKU_DIGIT_BIT (digit))
      mask |= 1u << i;
  return mask;
}

/* Whether @digit left @cell since the chain began. */
static inline gboolean
gone (const Rules *r,
      guint        cell,
      guint        digit)
{
  return (r->grid->cands[cell] & ~r->cands[cell] & SUDOKU_DIGIT_BIT (digit)) != 0;
}

static void
add_parent (Rules *r,
            guint  cell,
            guint  digit)
{
  SudokuLogicNestedOut *o = r->out;

  if (o->n_parents < G_N_ELEMENTS (o->parents))
    o->parents[o->n_parents++] = (guint16)(cell * 10 + digit);
}

/* Ends a pattern whose parents were added since @first: its removals
 * (@removed, per cell) join the output if it rests on anything. */
static gboolean
end_pattern (Rules         *r,
             guint          first,
             const guint16 *removed)
{
  SudokuLogicNestedOut *o = r->out;
  gboolean              any = FALSE;

  if (o->n_parents == first)
    return FALSE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = removed[cell]; rest != 0; rest &= rest - 1)
      if (o->n_removals < G_N_ELEMENTS (o->removals))
        {
          SudokuLogicNestedRemoval *x = &o->removals[o->n_removals++];

          x->cell = (guint8)cell;
          x->digit = (guint8)bit_first (rest);
          x->first = (guint16)first;
          x->n = (guint16)(o->n_parents - first);
          any = TRUE;
        }
  return any;
}

static inline guint
unit_of_type (guint type,
              guint index)
{
  return type == 0 ? SUDOKU_UNIT_BOX (index) : type == 1 ? SUDOKU_UNIT_COL (index)
                                                         : SUDOKU_UNIT_ROW (index);
}

/* SE's "generalised" pointing and claiming in each box, column and row:
 * what all the places of a digit see goes.  It rests on every place the
 * digit left in the unit. */
static gboolean
locking_general (Rules *r)
{
  const guint8 (*peers)[20] = _sudoku_logic_peers ();
  gboolean any = FALSE;

  for (guint type = 0; type < 3; type++)
    for (guint index = 0; index < 9; index++)
      {
        guint u1 = unit_of_type (type, index);

        for (guint digit = 1; digit <= 9; digit++)
          {
            guint    places = places_in (r->cands, u1, digit), n = bit_count (places), first = r->out->n_parents;
            guint8   seen_by[SUDOKU_N_CELLS] = { 0 };
            guint16  removed[SUDOKU_N_CELLS] = { 0 };
            gboolean worth = FALSE;

            if (n <= 1 || n >= 8)
              continue;
            for (guint rest = places; rest != 0; rest &= rest - 1)
              {
                guint cell = unit_cell (u1, bit_first (rest));

                for (guint k = 0; k < 20; k++)
                  seen_by[peers[cell][k]]++;
              }
            for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
              if (seen_by[cell] == n && !cell_in_unit (cell, u1) && (r->cands[cell] & SUDOKU_DIGIT_BIT (digit)))
                {
                  removed[cell] = SUDOKU_DIGIT_BIT (digit);
                  worth = TRUE;
                }
            if (!worth)
              continue;
            for (guint i = 0; i < 9; i++)
              if (gone (r, unit_cell (u1, i), digit))
                add_parent (r, unit_cell (u1, i), digit);
            any |= end_pattern (r, first, removed);
          }
      }
  return any;
}

/* Pointing and claiming: box against column, box against row, column
 * against box, row against box; then the general form. */
static gboolean
locking (Rules *r)
{
  static const guint8 pairs[4][2] = { { 0, 1 }, { 0, 2 }, { 1, 0 }, { 2, 0 } };
  gboolean            any = FALSE;

  for (guint k = 0; k < 4; k++)
    for (guint i1 = 0; i1 < 9; i1++)
      for (guint i2 = 0; i2 < 9; i2++)
        {
          guint    u1 = unit_of_type (pairs[k][0], i1), u2 = unit_of_type (pairs[k][1], i2);
          gboolean crosses = FALSE;

          for (guint i = 0; i < 9 && !crosses; i++)
            crosses = cell_in_unit (unit_cell (u1, i), u2);
          if (!crosses)
            continue;
          for (guint digit = 1; digit <= 9; digit++)
            {
              guint    places = places_in (r->cands, u1, digit), first = r->out->n_parents;
              guint16  removed[SUDOKU_N_CELLS] = { 0 };
              gboolean inside = TRUE, worth = FALSE;

              if (bit_count (places) <= 1)
                continue;
              for (guint rest = places; rest != 0 && inside; rest &= rest - 1)
                inside = cell_in_unit (unit_cell (u1, bit_first (rest)), u2);
              if (!inside)
                continue;
              for (guint i = 0; i < 9; i++)
                {
                  guint cell = unit_cell (u2, i);

                  if (!cell_in_unit (cell, u1) && (r->cands[cell] & SUDOKU_DIGIT_BIT (digit)))
                    {
                      removed[cell] = SUDOKU_DIGIT_BIT (digit);
                      worth = TRUE;
                    }
                }
              if (!worth)
                continue;
              for (guint i = 0; i < 9; i++)
                {
                  guint cell = unit_cell (u1, i);

                  if (gone (r, cell, digit) && !cell_in_unit (cell, u2))
                    add_parent (r, cell, digit);
                }
              any |= end_pattern (r, first, removed);
            }
        }
  return locking_general (r) || any;
}

static guint
empty_cells (const SudokuLogicGrid *grid,
             guint                  unit)
{
  guint n = 0;

  for (guint i = 0; i < 9; i++)
    n += grid->values[unit_cell (unit, i)] == 0;
  return n;
}

/* Hidden pairs in each box, column and row of more than four empty cells. */
static gboolean
hidden_pairs (Rules *r)
{
  gboolean any = FALSE;

  for (guint type = 0; type < 3; type++)
    for (guint index = 0; index < 9; index++)
      {
        guint unit = unit_of_type (type, index);

        if (empty_cells (r->grid, unit) <= 4)
          continue;
        for (guint pair = 3; pair < (1u << 9); pair = next_combination (pair))
          {
            guint    a = bit_first (pair) + 1, b = bit_first (pair & (pair - 1)) + 1;
            guint    pa = places_in (r->cands, unit, a), pb = places_in (r->cands, unit, b);
            guint16  set = SUDOKU_DIGIT_BIT (a) | SUDOKU_DIGIT_BIT (b);
            guint16  removed[SUDOKU_N_CELLS] = { 0 };
            guint    first = r->out->n_parents;
            gboolean worth = FALSE;

            if (bit_count (pa) <= 1 || bit_count (pb) <= 1 || bit_count (pa | pb) != 2)
              continue;
            for (guint rest = pa | pb; rest != 0; rest &= rest - 1)
              {
                guint cell = unit_cell (unit, bit_first (rest));

                removed[cell] = r->cands[cell] & (guint16)~set;
                worth |= removed[cell] != 0;
              }
            if (!worth)
              continue;
            for (guint i = 0; i < 9; i++)
              if (!((pa | pb) & (1u << i)))
                for (guint rest = set; rest != 0; rest &= rest - 1)
                  if (r->grid->cands[unit_cell (unit, i)] & SUDOKU_DIGIT_BIT (bit_first (rest)))
                    add_parent (r, unit_cell (unit, i), bit_first (rest));
            any |= end_pattern (r, first, removed);
          }
      }
  return any;
}

/* Naked pairs in each box, column and row of four empty cells or more. */
static gboolean
naked_pairs (Rules *r)
{
  gboolean any = FALSE;

  for (guint type = 0; type < 3; type++)
    for (guint index = 0; index < 9; index++)
      {
        guint unit = unit_of_type (type, index);

        if (empty_cells (r->grid, unit) < 4)
          continue;
        for (guint pair = 3; pair < (1u << 9); pair = next_combination (pair))
          {
            guint    ca = unit_cell (unit, bit_first (pair)), cb = unit_cell (unit, bit_first (pair & (pair - 1)));
            guint16  set = r->cands[ca] | r->cands[cb];
            guint16  removed[SUDOKU_N_CELLS] = { 0 };
            guint    first = r->out->n_parents;
            gboolean worth = FALSE;

            if (bit_count (r->cands[ca]) <= 1 || bit_count (r->cands[cb]) <= 1 || bit_count (set) != 2)
              continue;
            for (guint i = 0; i < 9; i++)
              {
                guint cell = unit_cell (unit, i);

                if (cell == ca || cell == cb)
                  continue;
                removed[cell] = r->cands[cell] & set;
                worth |= removed[cell] != 0;
              }
            if (!worth)
              continue;
            for (guint k = 0; k < 2; k++)
              {
                guint cell = k == 0 ? ca : cb;

                for (guint rest = r->grid->cands[cell] & (guint16)~set; rest != 0; rest &= rest - 1)
                  add_parent (r, cell, bit_first (rest));
              }
            any |= end_pattern (r, first, removed);
          }
      }
  return any;
}

/* X-Wings: two columns whose places of a digit lie in two rows, then two
 * rows in two columns; only for a digit placed at most five times. */
static gboolean
x_wings (Rules *r)
{
  guint    placed[10] = { 0 };
  gboolean any = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    placed[r->grid->values[cell]]++;
  for (guint type = 0; type < 2; type++)
    for (guint pair = 3; pair < (1u << 9); pair = next_combination (pair))
      {
        guint i = bit_first (pair), j = bit_first (pair & (pair - 1));
        guint base_a = type == 0 ? SUDOKU_UNIT_COL (i) : SUDOKU_UNIT_ROW (i);
        guint base_b = type == 0 ? SUDOKU_UNIT_COL (j) : SUDOKU_UNIT_ROW (j);

        for (guint digit = 1; digit <= 9; digit++)
          {
            guint    pa, pb, first = r->out->n_parents;
            guint16  removed[SUDOKU_N_CELLS] = { 0 };
            gboolean worth = FALSE;

            if (placed[digit] + 4 > 9)
              continue;
            pa = places_in (r->cands, base_a, digit);
            pb = places_in (r->cands, base_b, digit);
            if (bit_count (pa) <= 1 || bit_count (pb) <= 1 || bit_count (pa | pb) != 2)
              continue;
            /* The covers: the rows (columns) of the places. */
            for (guint rest = pa | pb; rest != 0; rest &= rest - 1)
              {
                guint cover = type == 0 ? SUDOKU_UNIT_ROW (bit_first (rest)) : SUDOKU_UNIT_COL (bit_first (rest));

                for (guint k = 0; k < 9; k++)
                  {
                    guint cell = unit_cell (cover, k);

                    if (k != i && k != j && (r->cands[cell] & SUDOKU_DIGIT_BIT (digit)))
                      {
                        removed[cell] = SUDOKU_DIGIT_BIT (digit);
                        worth = TRUE;
                      }
                  }
              }
            if (!worth)
              continue;
            for (guint b = 0; b < 2; b++)
              {
                guint base = b == 0 ? base_a : base_b;

                for (guint k = 0; k < 9; k++)
                  if (gone (r, unit_cell (base, k), digit) && !((pa | pb) & (1u << k)))
                    add_parent (r, unit_cell (base, k), digit);
              }
            any |= end_pattern (r, first, removed);
          }
      }
  return any;
}

/**
 * _sudoku_logic_nested_rules:
 * @grid: the grid the chain started from
 * @cands: the candidates as the chain has changed them
 * @out: (out caller-allocates): what the first rule that applies removes
 *
 * Returns: whether a rule removes anything that rests on the chain
 */
gboolean
_sudoku_logic_nested_rules (const SudokuLogicGrid *grid,
                            const guint16          cands[SUDOKU_N_CELLS],
                            SudokuLogicNestedOut  *out)
{
  Rules r = { grid, cands, out };

  out->n_removals = 0;
  out->n_parents = 0;
  return locking (&r) || hidden_pairs (&r) || naked_pairs (&r) || x_wings (&r);
}
