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

      if (bit_count (grid->cands[cell]) < 2)
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
