/* sudoku-logic-nishio.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Nishio forcing chains, as Sudoku Explainer finds and rates them (studied
 * from its source, no code taken): a candidate is assumed true, then
 * false, and the consequences followed on one digit, the grid changing as
 * they go: a true candidate takes its digit from every cell it sees, a
 * false one leaves the grid, and a unit where the digit then has two places
 * puts it in the other when one is false.  When a candidate would have to
 * be both true and false, the assumption is wrong.
 *
 * A node made true by a unit also rests on the candidates that left that
 * unit before (SE's "hidden parents"); the value is 7.5 plus SE's length
 * surcharge on the nodes of both chains of the contradiction, counted
 * once each.  SE sorts every instance by value, then by that count, and
 * takes the first. */

#define N_KEYS    (SUDOKU_N_CELLS * 20)
#define MAX_NODES 4096
#define MAX_LINKS 16384

typedef SudokuLogicChainNode Node;

typedef struct
{
  const SudokuLogicGrid *grid;
  guint16                cands[SUDOKU_N_CELLS]; /* the grid as the chain changes it */
  SudokuLogicChainPool   pool;                  /* of nodes and links */
  Node                   nodes[MAX_NODES];
  guint16                links[MAX_LINKS];
  guint16                to_on[N_KEYS]; /* node + 1, or 0 */
  guint16                to_off[N_KEYS];
  guint16                queue_on[MAX_NODES];
  guint16                queue_off[MAX_NODES];
  guint16                absurd_on, absurd_off; /* the contradiction's two nodes */
} Run;

static inline guint
key_of (guint cell,
        guint digit,
        guint on)
{
  return (cell * 10u + digit) * 2u + on;
}

/* The nodes behind @start, itself included, each candidate once. */
static guint
ancestors (const Run *r,
           guint      start)
{
  guint8  seen[N_KEYS];
  guint16 todo[MAX_NODES], next[MAX_NODES];
  guint   n_todo = 1, count = 0;

  memset (seen, 0, sizeof seen);
  todo[0] = (guint16)start;
  while (n_todo > 0)
    {
      guint n_next = 0;

      for (guint i = 0; i < n_todo; i++)
        {
          const Node *p = &r->nodes[todo[i]];
          guint       key = key_of (p->cell, p->digit, p->on);

          if (seen[key])
            continue;
          seen[key] = 1;
          count++;
          for (guint k = 0; k < p->n && n_next < MAX_NODES; k++)
            next[n_next++] = r->links[p->first + k];
        }
      memcpy (todo, next, n_next * sizeof todo[0]);
      n_todo = n_next;
    }
  return count;
}

/* An on node: its digit leaves every cell it sees.  Returns the nodes of
 * a contradiction, or 0. */
static guint
expand_on (Run   *r,
           guint  p,
           guint *n_off)
{
  const guint8 (*peers)[20] = _sudoku_logic_peers ();
  guint   cell = r->nodes[p].cell, digit = r->nodes[p].digit;
  guint16 bit = SUDOKU_DIGIT_BIT (digit);

  for (guint k = 0; k < 20; k++)
    {
      guint other = peers[cell][k];
      guint q;

      if (!(r->cands[other] & bit))
        continue;
      if (r->to_on[key_of (other, digit, 1)])
        {
          q = chain_pool_add (&r->pool, other, digit, 0, p);
          if (q == G_MAXUINT16)
            return 0;
          r->absurd_on = (guint16)(r->to_on[key_of (other, digit, 1)] - 1u);
          r->absurd_off = (guint16)q;
          return ancestors (r, r->absurd_on) + ancestors (r, q);
        }
      if (!r->to_off[key_of (other, digit, 0)])
        {
          q = chain_pool_add (&r->pool, other, digit, 0, p);
          if (q == G_MAXUINT16)
            return 0;
          r->to_off[key_of (other, digit, 0)] = (guint16)(q + 1);
          r->queue_off[(*n_off)++] = (guint16)q;
        }
    }
  return 0;
}

/* The node made on in @unit by the off node @p, or G_MAXUINT16: where the
 * digit has two places left, the other; it also rests on the places the
 * digit left in the unit before. */
static guint
made_on (Run  *r,
         guint p,
         guint unit)
{
  guint cell = r->nodes[p].cell, digit = r->nodes[p].digit;
  guint now = 0, before = 0, other, q;

  for (guint i = 0; i < 9; i++)
    {
      now |= (r->cands[unit_cell (unit, i)] & SUDOKU_DIGIT_BIT (digit)) ? 1u << i : 0;
      before |= (r->grid->cands[unit_cell (unit, i)] & SUDOKU_DIGIT_BIT (digit)) ? 1u << i : 0;
    }
  if (!two_bits (now))
    return G_MAXUINT16;
  other = unit_cell (unit, bit_first (now));
  if (other == cell)
    other = unit_cell (unit, bit_first (now & (now - 1)));
  q = chain_pool_add (&r->pool, other, digit, 1, p);
  if (q == G_MAXUINT16)
    return q;
  for (guint rest = before & ~now; rest != 0; rest &= rest - 1)
    {
      guint gone = r->to_off[key_of (unit_cell (unit, bit_first (rest)), digit, 0)];

      if (gone != 0)
        chain_pool_link (&r->pool, q, gone - 1u);
    }
  return q;
}

/* An off node: what it makes on (each cell once), then it leaves the
 * grid.  Returns the nodes of a contradiction, or 0. */
static guint
expand_off (Run   *r,
            guint  p,
            guint *n_on)
{
  guint   cell = r->nodes[p].cell, digit = r->nodes[p].digit;
  guint16 made[3];
  guint   n_made = 0;

  for (guint type = 0; type < 3 && !r->pool.full; type++)
    {
      guint unit = cell_region (type, cell);
      guint q = made_on (r, p, unit);

      /* A cell made on by two units is made on once, by the first. */
      for (guint k = 0; k < n_made && q != G_MAXUINT16; k++)
        if (r->nodes[made[k]].cell == r->nodes[q].cell)
          q = G_MAXUINT16;
      if (q != G_MAXUINT16)
        made[n_made++] = (guint16)q;
    }
  if (r->pool.full)
    return 0;
  r->cands[cell] &= (guint16)~SUDOKU_DIGIT_BIT (digit);
  for (guint k = 0; k < n_made; k++)
    {
      guint q = made[k], other = r->nodes[q].cell;

      if (r->to_off[key_of (other, digit, 0)])
        {
          r->absurd_on = (guint16)q;
          r->absurd_off = (guint16)(r->to_off[key_of (other, digit, 0)] - 1u);
          return ancestors (r, q) + ancestors (r, r->absurd_off);
        }
      if (!r->to_on[key_of (other, digit, 1)])
        {
          r->to_on[key_of (other, digit, 1)] = (guint16)(q + 1);
          r->queue_on[(*n_on)++] = (guint16)q;
        }
    }
  return 0;
}

/* Follows the start node (nodes[0]) until a candidate is both true and
 * false: returns the number of nodes of the two chains, or 0.  As SE, it
 * takes every pending on node before the next off one. */
static guint
follow (Run *r)
{
  guint n_on = 0, head_on = 0, n_off = 0, head_off = 0;

  memcpy (r->cands, r->grid->cands, sizeof r->cands);
  memset (r->to_on, 0, sizeof r->to_on);
  memset (r->to_off, 0, sizeof r->to_off);
  if (r->nodes[0].on)
    {
      r->queue_on[n_on++] = 0;
      r->to_on[key_of (r->nodes[0].cell, r->nodes[0].digit, 1)] = 1;
    }
  else
    {
      r->queue_off[n_off++] = 0;
      r->to_off[key_of (r->nodes[0].cell, r->nodes[0].digit, 0)] = 1;
    }
  while ((head_on < n_on || head_off < n_off) && !r->pool.full)
    {
      guint length = head_on < n_on ? expand_on (r, r->queue_on[head_on++], &n_off)
                                    : expand_off (r, r->queue_off[head_off++], &n_on);

      if (length != 0)
        return length;
    }
  return 0;
}

gboolean
_sudoku_logic_find_nishio (const SudokuLogicGrid *grid,
                           const SudokuLogicSink *sink)
{
  Run            *r = g_new (Run, 1);
  SudokuLogicStep best;
  guint           best_value = G_MAXUINT, best_length = G_MAXUINT;
  gboolean        stop = FALSE;

  r->grid = grid;
  for (guint cell = 0; cell < SUDOKU_N_CELLS && !stop; cell++)
    {
      if (one_bit_at_most (grid->cands[cell]))
        continue;
      for (guint rest = grid->cands[cell]; rest != 0 && !stop; rest &= rest - 1)
        for (guint on = 1; on <= 1 && !stop; on--)
          {
            guint           digit = bit_first (rest), length, value;
            SudokuLogicStep step;

            r->pool = (SudokuLogicChainPool){ r->nodes, r->links, 0, 0, MAX_NODES, MAX_LINKS, FALSE };
            chain_pool_add (&r->pool, cell, digit, on, G_MAXUINT16);
            length = follow (r);
            if (length == 0)
              {
                if (on == 0)
                  break;
                continue;
              }
            value = 75 + _sudoku_logic_length_surcharge (length);
            step_init (&step, SUDOKU_TECHNIQUE_NISHIO);
            step.digit = (guint8)digit;
            step_add_cell (&step, cell);
            step.se_rating = (guint8)value;
            if (on)
              step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (digit));
            else
              step_eliminate (&step, grid, cell, grid->cands[cell] & ~SUDOKU_DIGIT_BIT (digit));
            if (step.n_eliminated == 0)
              {
                if (on == 0)
                  break;
                continue;
              }
            /* The two branches: to the candidate made true, then false. */
            if (_sudoku_logic_pool_branch (&step, r->nodes, r->links, r->absurd_on))
              _sudoku_logic_pool_branch (&step, r->nodes, r->links, r->absurd_off);
            if (!sink->all_kinds)
              stop = sink_emit (sink, &step);
            else if (value < best_value || (value == best_value && length < best_length))
              {
                best = step;
                best_value = value;
                best_length = length;
              }
            if (on == 0)
              break;
          }
    }
  g_free (r);
  if (!stop && sink->all_kinds && best_value != G_MAXUINT)
    stop = sink_emit (sink, &best);
  return stop;
}
