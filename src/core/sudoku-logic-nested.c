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
  const guint16 (*places)[10]; /* on cands */
  const guint16 (*lost)[10];   /* places gone since */
  const guint16 *lost_digits;
  guint16        removed[SUDOKU_N_CELLS]; /* the pattern's */
} Rules;

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
 * (r->removed) join the output, in reading order, if it rests on anything;
 * r->removed is cleared. */
static gboolean
end_pattern (Rules *r,
             guint  first)
{
  SudokuLogicNestedOut *o = r->out;
  gboolean              any = o->n_parents > first;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      for (guint rest = any ? r->removed[cell] : 0; rest != 0; rest &= rest - 1)
        if (o->n_removals < G_N_ELEMENTS (o->removals))
          {
            SudokuLogicNestedRemoval *x = &o->removals[o->n_removals++];

            x->cell = (guint8)cell;
            x->digit = (guint8)bit_first (rest);
            x->first = (guint16)first;
            x->n = (guint16)(o->n_parents - first);
            x->chain = 0;
          }
      r->removed[cell] = 0;
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

/* The places (indices in @u1) that lie in @u2, worked out once: constant
 * afterwards, so threads share it. */
static guint16 shared_table[SUDOKU_N_UNITS][SUDOKU_N_UNITS];

static inline guint
shared_places (guint u1,
               guint u2)
{
  return shared_table[u1][u2];
}

static void
init_shared_table (void)
{
  static gsize once = 0;

  if (!g_once_init_enter (&once))
    return;
  for (guint u1 = 0; u1 < SUDOKU_N_UNITS; u1++)
    for (guint u2 = 0; u2 < SUDOKU_N_UNITS; u2++)
      for (guint i = 0; i < 9; i++)
        if (cell_in_unit (unit_cell (u1, i), u2))
          shared_table[u1][u2] |= (guint16)(1u << i);
  g_once_init_leave (&once, 1);
}

/* @digit leaves the cells of @u2 outside @u1; FALSE if it has none there. */
static gboolean
remove_outside (Rules *r,
                guint  u1,
                guint  u2,
                guint  digit)
{
  gboolean worth = FALSE;

  for (guint i = 0; i < 9; i++)
    {
      guint cell = unit_cell (u2, i);

      if (!cell_in_unit (cell, u1) && (r->cands[cell] & SUDOKU_DIGIT_BIT (digit)))
        {
          r->removed[cell] = SUDOKU_DIGIT_BIT (digit);
          worth = TRUE;
        }
    }
  return worth;
}

/* The line (or box) other than @u1 that holds all of @places of @u1, or
 * G_MAXUINT: what all the places see outside @u1 is that unit's rest. */
static guint
common_unit (guint u1,
             guint places)
{
  guint first = unit_cell (u1, bit_first (places));
  guint all_row = TRUE, all_col = TRUE, all_box = TRUE;

  for (guint rest = places; rest != 0; rest &= rest - 1)
    {
      guint cell = unit_cell (u1, bit_first (rest));

      all_row &= cell_row (cell) == cell_row (first);
      all_col &= cell_col (cell) == cell_col (first);
      all_box &= cell_box (cell) == cell_box (first);
    }
  if (u1 >= SUDOKU_UNIT_BOX (0))
    return all_row ? SUDOKU_UNIT_ROW (cell_row (first)) : all_col ? SUDOKU_UNIT_COL (cell_col (first))
                                                                  : G_MAXUINT;
  return all_box ? SUDOKU_UNIT_BOX (cell_box (first)) : G_MAXUINT;
}

/* SE's "generalised" pointing and claiming in each box, column and row:
 * what all the places of a digit see goes (two to seven places).  It
 * rests on every place the digit left in the unit. */
static gboolean
locking_general (Rules *r)
{
  gboolean any = FALSE;

  for (guint type = 0; type < 3; type++)
    for (guint index = 0; index < 9; index++)
      {
        guint u1 = unit_of_type (type, index);

        for (guint rest = r->lost_digits[u1]; rest != 0; rest &= rest - 1)
          {
            guint digit = bit_first (rest), places = r->places[u1][digit], n = bit_count (places), u2;
            guint first = r->out->n_parents;

            if (n <= 1 || n >= 8 || (u2 = common_unit (u1, places)) == G_MAXUINT ||
                !remove_outside (r, u1, u2, digit))
              continue;
            for (guint i = 0; i < 9; i++)
              if (gone (r, unit_cell (u1, i), digit))
                add_parent (r, unit_cell (u1, i), digit);
            any |= end_pattern (r, first);
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
          guint u1 = unit_of_type (pairs[k][0], i1), u2 = unit_of_type (pairs[k][1], i2), shared;

          /* A pattern that rests on nothing is left out: @u1 must have
           * lost a place of the digit outside @u2. */
          if (r->lost_digits[u1] == 0 || (shared = shared_places (u1, u2)) == 0)
            continue;
          for (guint rest = r->lost_digits[u1]; rest != 0; rest &= rest - 1)
            {
              guint digit = bit_first (rest), places = r->places[u1][digit], first = r->out->n_parents;

              if ((r->lost[u1][digit] & ~shared) == 0 || one_bit_at_most (places) || (places & ~shared) != 0 ||
                  !remove_outside (r, u1, u2, digit))
                continue;
              for (guint i = 0; i < 9; i++)
                if (!(shared & (1u << i)) && gone (r, unit_cell (u1, i), digit))
                  add_parent (r, unit_cell (u1, i), digit);
              any |= end_pattern (r, first);
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

/* A hidden pair in @unit: digits @a and @b have the same two places.  It
 * rests on the places of a or b gone outside the pair. */
static gboolean
hidden_pair (Rules *r,
             guint  unit,
             guint  a,
             guint  b)
{
  guint    pa = r->places[unit][a], pb = r->places[unit][b], first = r->out->n_parents;
  guint16  set = SUDOKU_DIGIT_BIT (a) | SUDOKU_DIGIT_BIT (b);
  gboolean worth = FALSE;

  if ((r->lost_digits[unit] & set) == 0 || pa != pb)
    return FALSE;
  for (guint rest = pa; rest != 0; rest &= rest - 1)
    {
      guint cell = unit_cell (unit, bit_first (rest));

      r->removed[cell] = r->cands[cell] & (guint16)~set;
      worth |= r->removed[cell] != 0;
    }
  if (!worth)
    return FALSE;
  for (guint i = 0; i < 9; i++)
    if (!(pa & (1u << i)))
      for (guint rest = set & r->grid->cands[unit_cell (unit, i)]; rest != 0; rest &= rest - 1)
        add_parent (r, unit_cell (unit, i), bit_first (rest));
  return end_pattern (r, first);
}

/* A naked pair in @unit: its places @a and @b hold the same two digits.
 * It rests on what the two cells lost. */
static gboolean
naked_pair (Rules *r,
            guint  unit,
            guint  a,
            guint  b)
{
  guint    ca = unit_cell (unit, a), cb = unit_cell (unit, b), first = r->out->n_parents;
  guint16  set = r->cands[ca];
  gboolean worth = FALSE;

  if (r->cands[cb] != set || (set == r->grid->cands[ca] && set == r->grid->cands[cb]))
    return FALSE;
  for (guint i = 0; i < 9; i++)
    {
      guint cell = unit_cell (unit, i);

      if (cell != ca && cell != cb && (r->cands[cell] & set))
        {
          r->removed[cell] = r->cands[cell] & set;
          worth = TRUE;
        }
    }
  if (!worth)
    return FALSE;
  for (guint k = 0; k < 2; k++)
    {
      guint cell = k == 0 ? ca : cb;

      for (guint rest = r->grid->cands[cell] & (guint16)~set; rest != 0; rest &= rest - 1)
        add_parent (r, cell, bit_first (rest));
    }
  return end_pattern (r, first);
}

/* Hidden pairs (@hidden: two digits of two places each, the same two, in
 * each box, column and row of more than four empty cells) or naked pairs
 * (two cells of the same two digits, in units of four empty cells or
 * more).  SE takes the pairs in the order of their masks: by the higher
 * digit (the later place), then the lower. */
static gboolean
pairs (Rules   *r,
       gboolean hidden)
{
  gboolean any = FALSE;

  for (guint type = 0; type < 3; type++)
    for (guint index = 0; index < 9; index++)
      {
        guint unit = unit_of_type (type, index), empty = empty_cells (r->grid, unit), two = 0;

        if (hidden ? r->lost_digits[unit] == 0 || empty <= 4 : empty < 4)
          continue;
        for (guint i = hidden ? 1 : 0; i < (hidden ? 10u : 9u); i++)
          if (two_bits (hidden ? r->places[unit][i] : r->cands[unit_cell (unit, i)]))
            two |= 1u << i;
        for (guint high = two; high != 0; high &= high - 1)
          for (guint low = two & ((1u << bit_first (high)) - 1); low != 0; low &= low - 1)
            any |= hidden ? hidden_pair (r, unit, bit_first (low), bit_first (high))
                          : naked_pair (r, unit, bit_first (low), bit_first (high));
      }
  return any;
}

/* X-Wings: two columns whose places of a digit are the same two rows,
 * then two rows the same two columns; only for a digit placed at most five
 * times. */
static gboolean
x_wings (Rules *r)
{
  guint    placed[10] = { 0 }, eligible = 0;
  gboolean any = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    placed[r->grid->values[cell]]++;
  for (guint digit = 1; digit <= 9; digit++)
    if (placed[digit] + 4 <= 9)
      eligible |= SUDOKU_DIGIT_BIT (digit);
  for (guint type = 0; type < 2; type++)
    {
      guint16 two[9] = { 0 }; /* per line, the digits it has two places of */

      for (guint line = 0; line < 9; line++)
        for (guint digit = 1; digit <= 9; digit++)
          if (two_bits (r->places[type == 0 ? SUDOKU_UNIT_COL (line) : SUDOKU_UNIT_ROW (line)][digit]))
            two[line] |= SUDOKU_DIGIT_BIT (digit);
      /* The pairs of lines in the order of their masks, as SE takes them:
       * by the later line, then the earlier; then the digits. */
      for (guint high = 1; high < 9; high++)
        for (guint i = 0; i < high; i++)
          {
            guint j = high, base_a = type == 0 ? SUDOKU_UNIT_COL (i) : SUDOKU_UNIT_ROW (i);
            guint base_b = type == 0 ? SUDOKU_UNIT_COL (j) : SUDOKU_UNIT_ROW (j);

            for (guint rest = two[i] & two[j] & eligible & (r->lost_digits[base_a] | r->lost_digits[base_b]);
                 rest != 0; rest &= rest - 1)
              {
                guint    digit = bit_first (rest);
                guint    pa = r->places[base_a][digit], pb = r->places[base_b][digit], first = r->out->n_parents;
                gboolean worth = FALSE;

                if (pa != pb || (r->lost[base_a][digit] | r->lost[base_b][digit]) == 0)
                  continue;
                /* The covers: the rows (columns) of the places. */
                for (guint covers = pa | pb; covers != 0; covers &= covers - 1)
                  {
                    guint cover = type == 0 ? SUDOKU_UNIT_ROW (bit_first (covers)) : SUDOKU_UNIT_COL (bit_first (covers));

                    for (guint k = 0; k < 9; k++)
                      if (k != i && k != j && (r->cands[unit_cell (cover, k)] & SUDOKU_DIGIT_BIT (digit)))
                        {
                          r->removed[unit_cell (cover, k)] = SUDOKU_DIGIT_BIT (digit);
                          worth = TRUE;
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
                any |= end_pattern (r, first);
              }
          }
    }
  return any;
}

/**
 * _sudoku_logic_nested_rules:
 * @grid: the grid the chain started from
 * @cands: the candidates as the chain has changed them
 * @state: the places of @cands, and those lost since @grid
 * @out: (out caller-allocates): what the first rule that applies removes
 *
 * Returns: whether a rule removes anything that rests on the chain
 */
gboolean
_sudoku_logic_nested_rules (const SudokuLogicGrid        *grid,
                            const guint16                 cands[SUDOKU_N_CELLS],
                            const SudokuLogicNestedState *state,
                            SudokuLogicNestedOut         *out)
{
  Rules r = { grid, cands, out, state->places, state->lost, state->lost_digits };

  init_shared_table ();
  memset (r.removed, 0, sizeof r.removed);
  out->n_removals = 0;
  out->n_parents = 0;
  out->n_chains = 0;
  return locking (&r) || pairs (&r, TRUE) || pairs (&r, FALSE) || x_wings (&r);
}
