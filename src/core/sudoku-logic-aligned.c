/* sudoku-logic-aligned.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Aligned pair exclusion, as Sudoku Explainer finds it (studied from its
 * source, no code taken).  Two cells (the base) and the cells of two
 * candidates that see both (the excluders): the base cannot take both
 * digits of an excluder, which would be left empty, nor one digit twice
 * where the two cells see each other.  A candidate of a base cell that
 * no pair left allows goes.
 *
 * SE's limits, which its rating follows: a base cell has two candidates or
 * more, sees a cell of two candidates, and sees no cell of one; a pair
 * needs two excluders; pairs are tried in SE's order (the second cell's
 * place in reading order, then the first's). */

#define MAX_EXCLUDERS 20

typedef struct
{
  guint8  cell;
  guint8  n;
  guint8  excluders[MAX_EXCLUDERS];
  guint64 mask[2]; /* the excluders as a set */
} Base;

/* The cells that can be a base, in reading order, with their excluders. */
static guint
find_bases (const SudokuLogicGrid *grid,
            Base                   bases[SUDOKU_N_CELLS])
{
  const guint8 (*peers)[20] = _sudoku_logic_peers ();
  guint n_bases = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      const guint8 *house = peers[cell];
      gboolean      single = FALSE;
      Base         *base = &bases[n_bases];

      if (one_bit_at_most (grid->cands[cell]))
        continue;
      base->cell = (guint8)cell;
      base->n = 0;
      base->mask[0] = base->mask[1] = 0;
      for (guint k = 0; k < 20; k++)
        {
          guint n = bit_count (grid->cands[house[k]]);

          single |= n == 1;
          if (n == 2)
            {
              base->excluders[base->n++] = house[k];
              base->mask[house[k] / 64] |= G_GUINT64_CONSTANT (1) << (house[k] % 64);
            }
        }
      if (!single && base->n > 0)
        n_bases++;
    }
  return n_bases;
}

gboolean
_sudoku_logic_find_aligned_pair (const SudokuLogicGrid *grid,
                                 const SudokuLogicSink *sink)
{
  Base  bases[SUDOKU_N_CELLS];
  guint n_bases = find_bases (grid, bases);

  for (guint second = 1; second < n_bases; second++)
    for (guint first = 0; first < second; first++)
      {
        const Base     *b0 = &bases[first], *b1 = &bases[second];
        guint8          common[MAX_EXCLUDERS];
        guint           n_common = 0;
        guint16         allowed[2] = { 0, 0 };
        gboolean        see = cells_see (b0->cell, b1->cell);
        SudokuLogicStep step;

        if ((b0->mask[0] & b1->mask[0]) == 0 && (b0->mask[1] & b1->mask[1]) == 0)
          continue;
        for (guint i = 0; i < b0->n; i++)
          {
            guint e = b0->excluders[i];

            if (b1->mask[e / 64] & (G_GUINT64_CONSTANT (1) << (e % 64)))
              common[n_common++] = (guint8)e;
          }
        if (n_common < 2)
          continue;
        for (guint r0 = grid->cands[b0->cell]; r0 != 0; r0 &= r0 - 1)
          for (guint r1 = grid->cands[b1->cell]; r1 != 0; r1 &= r1 - 1)
            {
              guint    d0 = bit_first (r0), d1 = bit_first (r1);
              guint16  both = SUDOKU_DIGIT_BIT (d0) | SUDOKU_DIGIT_BIT (d1);
              gboolean ok = !(d0 == d1 && see);

              for (guint k = 0; k < n_common && ok; k++)
                ok = (grid->cands[common[k]] & ~both) != 0;
              if (ok)
                {
                  allowed[0] |= SUDOKU_DIGIT_BIT (d0);
                  allowed[1] |= SUDOKU_DIGIT_BIT (d1);
                }
            }
        step_init (&step, SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION);
        step_add_cell (&step, b0->cell);
        step_add_cell (&step, b1->cell);
        for (guint k = 0; k < n_common; k++)
          {
            step_add_cell (&step, common[k]);
            step.n_extra++;
          }
        step_eliminate (&step, grid, b0->cell, grid->cands[b0->cell] & ~allowed[0]);
        step_eliminate (&step, grid, b1->cell, grid->cands[b1->cell] & ~allowed[1]);
        if (sink_emit (sink, &step))
          return TRUE;
      }
  return FALSE;
}

/* Aligned triple exclusion (7.5), SE's way: the bases are cells of two
 * candidates or more that see no cell of one, with their excluders (the
 * cells of two or three candidates they see); a triple is two bases in
 * SE's order of pairs and a third among the bases either of them sees. */
static guint
find_triple_bases (const SudokuLogicGrid *grid,
                   Base                   bases[SUDOKU_N_CELLS],
                   guint8                 index_of[SUDOKU_N_CELLS])
{
  const guint8 (*peers)[20] = _sudoku_logic_peers ();
  guint n_bases = 0;

  memset (index_of, 0xff, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      gboolean single = FALSE;
      Base    *base = &bases[n_bases];

      if (one_bit_at_most (grid->cands[cell]))
        continue;
      base->cell = (guint8)cell;
      base->n = 0;
      base->mask[0] = base->mask[1] = 0;
      for (guint k = 0; k < 20; k++)
        {
          guint other = peers[cell][k];
          guint n = bit_count (grid->cands[other]);

          single |= n == 1;
          if (n == 2 || n == 3)
            {
              base->excluders[base->n++] = (guint8)other;
              base->mask[other / 64] |= G_GUINT64_CONSTANT (1) << (other % 64);
            }
        }
      if (!single && base->n > 0)
        index_of[cell] = (guint8)n_bases++;
    }
  return n_bases;
}

/* The candidates of the three cells no allowed choice of digits gives. */
static gboolean
triple_exclusion (const SudokuLogicGrid *grid,
                  const Base            *b[3],
                  const SudokuLogicSink *sink)
{
  guint8          common[MAX_EXCLUDERS];
  guint           n_common = 0;
  guint16         allowed[3] = { 0, 0, 0 };
  gboolean        see01 = cells_see (b[0]->cell, b[1]->cell), see02 = cells_see (b[0]->cell, b[2]->cell);
  gboolean        see12 = cells_see (b[1]->cell, b[2]->cell);
  SudokuLogicStep step;
  guint64         m0 = b[0]->mask[0] & b[1]->mask[0] & b[2]->mask[0];
  guint64         m1 = b[0]->mask[1] & b[1]->mask[1] & b[2]->mask[1];

  /* Two common excluders at least. */
  if (!((m0 & (m0 - 1)) != 0 || (m1 & (m1 - 1)) != 0 || (m0 != 0 && m1 != 0)))
    return FALSE;
  for (guint i = 0; i < b[0]->n; i++)
    {
      guint   e = b[0]->excluders[i];
      guint64 bit = G_GUINT64_CONSTANT (1) << (e % 64);

      if ((b[1]->mask[e / 64] & bit) && (b[2]->mask[e / 64] & bit))
        common[n_common++] = (guint8)e;
    }
  if (n_common < 2)
    return FALSE;
  for (guint r0 = grid->cands[b[0]->cell]; r0 != 0; r0 &= r0 - 1)
    for (guint r1 = grid->cands[b[1]->cell]; r1 != 0; r1 &= r1 - 1)
      for (guint r2 = grid->cands[b[2]->cell]; r2 != 0; r2 &= r2 - 1)
        {
          guint    d0 = bit_first (r0), d1 = bit_first (r1), d2 = bit_first (r2);
          guint16  all = SUDOKU_DIGIT_BIT (d0) | SUDOKU_DIGIT_BIT (d1) | SUDOKU_DIGIT_BIT (d2);
          gboolean ok = !(d0 == d1 && see01) && !(d0 == d2 && see02) && !(d1 == d2 && see12);

          for (guint k = 0; k < n_common && ok; k++)
            ok = (grid->cands[common[k]] & ~all) != 0;
          if (!ok)
            continue;
          allowed[0] |= SUDOKU_DIGIT_BIT (d0);
          allowed[1] |= SUDOKU_DIGIT_BIT (d1);
          allowed[2] |= SUDOKU_DIGIT_BIT (d2);
          /* Every candidate allowed: nothing goes. */
          if (allowed[0] == grid->cands[b[0]->cell] && allowed[1] == grid->cands[b[1]->cell] &&
              allowed[2] == grid->cands[b[2]->cell])
            return FALSE;
        }
  step_init (&step, SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION);
  for (guint i = 0; i < 3; i++)
    step_add_cell (&step, b[i]->cell);
  for (guint k = 0; k < n_common; k++)
    {
      step_add_cell (&step, common[k]);
      step.n_extra++;
    }
  for (guint i = 0; i < 3; i++)
    step_eliminate (&step, grid, b[i]->cell, grid->cands[b[i]->cell] & ~allowed[i]);
  return sink_emit (sink, &step);
}

gboolean
_sudoku_logic_find_aligned_triple (const SudokuLogicGrid *grid,
                                   const SudokuLogicSink *sink)
{
  Base    *bases = g_new (Base, SUDOKU_N_CELLS);
  guint8   index_of[SUDOKU_N_CELLS];
  guint    n_bases = find_triple_bases (grid, bases, index_of);
  gboolean stop = FALSE;

  for (guint second = 1; second < n_bases && !stop && n_bases >= 3; second++)
    for (guint first = 0; first < second && !stop; first++)
      {
        const Base *b[3] = { &bases[first], &bases[second], NULL };
        guint8      twin[2 * MAX_EXCLUDERS];
        guint       n_twin = 0;
        guint64     listed[2] = { 0, 0 };

        /* The bases either sees, in the order of their excluders. */
        for (guint w = 0; w < 2; w++)
          for (guint i = 0; i < b[w]->n; i++)
            {
              guint   e = b[w]->excluders[i];
              guint64 bit = G_GUINT64_CONSTANT (1) << (e % 64);

              if (e == b[0]->cell || e == b[1]->cell || index_of[e] == 0xff || (listed[e / 64] & bit))
                continue;
              listed[e / 64] |= bit;
              twin[n_twin++] = (guint8)e;
            }
        for (guint k = 0; k < n_twin && !stop; k++)
          {
            b[2] = &bases[index_of[twin[k]]];
            stop = triple_exclusion (grid, b, sink);
          }
      }
  g_free (bases);
  return stop;
}
