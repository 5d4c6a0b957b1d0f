/* sudoku-logic-dynamic-nested.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-dynamic-private.h"

/* Dynamic forcing chains nested in a dynamic one, as Sudoku Explainer's
 * nested forcing chains look for them at its levels 4 and 5 (10.5 and
 * 11.0; studied from its source, no code taken): on the grid as the outer
 * chain has changed it, every contradiction, double, region and cell chain
 * of the dynamic search (level 0, or level 2 with its own chains nested),
 * in SE's order.  Each rests on the candidates the outer chain removed
 * where its true nodes stand: a node made true by its cell on what the
 * cell lost, by a unit on the places of the digit the unit lost; the
 * assumption of a cell (region) chain on what its cell (unit) lost. */

/* What the outer chain took from @unit's places of @digit, into @parents. */
static void
unit_lost (const SudokuLogicGrid *origin,
           const SudokuLogicGrid *grid,
           guint                  unit,
           guint                  digit,
           guint16                parents[SUDOKU_N_CELLS])
{
  guint16 bit = SUDOKU_DIGIT_BIT (digit);

  for (guint i = 0; i < 9; i++)
    {
      guint cell = unit_cell (unit, i);

      parents[cell] |= origin->cands[cell] & ~grid->cands[cell] & bit;
    }
}

/* The nodes behind @node of @run: their causes' parents into @h, their
 * keys into its hash. */
static void
walk (Work                  *w,
      const SudokuLogicGrid *origin,
      const Run             *run,
      guint                  node,
      SudokuLogicNestedHint *h)
{
  guint n_todo = 1;

  if (++w->stamp == 0)
    {
      memset (w->seen, 0, sizeof w->seen);
      w->stamp = 1;
    }
  w->todo[0] = (guint16)node;
  w->seen[key_of (run->nodes[node].cell, run->nodes[node].digit, run->nodes[node].on)] = w->stamp;
  for (guint head = 0; head < n_todo; head++)
    {
      const Node *p = &run->nodes[w->todo[head]];

      h->hash = (h->hash ^ key_of (p->cell, p->digit, p->on)) * G_GUINT64_CONSTANT (0x100000001b3);
      if (p->on && p->cause == G_MAXUINT8)
        h->parents[p->cell] |= origin->cands[p->cell] & ~w->grid->cands[p->cell];
      else if (p->on && p->cause != 0)
        unit_lost (origin, w->grid, p->cause - 1u, p->digit, h->parents);
      for (guint k = 0; k < p->n; k++)
        {
          guint       parent = run->links[p->first + k];
          const Node *q = &run->nodes[parent];
          guint       key = key_of (q->cell, q->digit, q->on);

          if (w->seen[key] == w->stamp)
            continue;
          w->seen[key] = w->stamp;
          w->todo[n_todo++] = (guint16)parent;
        }
    }
}

/**
 * _sudoku_logic_dynamic_collect:
 * @w: the search's working space
 * @best: where the instance goes (its @hints)
 * @runs: the @n runs of the instance
 * @nodes: their ends
 * @n: how many
 * @length: SE's count of the chains
 * @sort_key: the kind of chain
 * @origin: the cell (a cell chain) or unit (a region chain) it starts from
 * @digit: the digit of a region chain
 * @target_cell: what the chains make true or false
 * @target_digit: its digit
 * @target_on: whether true
 *
 * Adds the instance, if it removes anything, to @best's hints.
 */
void
_sudoku_logic_dynamic_collect (Work        *w,
                               Best        *best,
                               Run *const  *runs,
                               const guint *nodes,
                               guint        n,
                               guint        length,
                               guint        sort_key,
                               guint        origin,
                               guint        digit,
                               guint        target_cell,
                               guint        target_digit,
                               gboolean     target_on)
{
  const SudokuLogicGrid *grid = w->grid;
  guint16                bit = SUDOKU_DIGIT_BIT (target_digit);
  SudokuLogicNestedHint  h;

  memset (&h, 0, sizeof h);
  h.eliminated[target_cell] = grid->cands[target_cell] & (target_on ? (guint16)~bit : bit);
  if (h.eliminated[target_cell] == 0)
    return;
  h.value = best->base + _sudoku_logic_length_surcharge (length);
  h.length = length;
  h.sort_key = sort_key;
  h.hash = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ (guint64)(sort_key * 1000u + origin * 10u + digit);
  for (guint i = 0; i < n; i++)
    walk (w, best->origin, runs[i], nodes[i], &h);
  if (sort_key == SORT_CELL)
    h.parents[origin] |= best->origin->cands[origin] & ~grid->cands[origin];
  else if (sort_key == SORT_REGION)
    unit_lost (best->origin, grid, origin, digit, h.parents);
  g_array_append_val (best->hints, h);
}
