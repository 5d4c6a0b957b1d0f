/* sudoku-logic-multiple.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Cell and region forcing chains ("multiple forcing chains"), as Sudoku
 * Explainer finds and rates them (studied from its source, no code taken).
 * Each candidate of a cell of three candidates or more is assumed true and
 * followed (both kinds of link, the grid unchanged) until nothing follows
 * or a candidate would be both true and false; what every candidate of the
 * cell makes true (or false) is true (false).  The same for the places of
 * a digit in a unit, where that cell is the first of them.  The value is
 * 8.0 plus SE's length surcharge on the nodes of all the chains; SE sorts
 * every instance by value, then by that count, cells before units, and
 * takes the first. */

#define N_KEYS (SUDOKU_N_CELLS * 20)

typedef struct
{
  guint8  depth[N_KEYS]; /* 1 for the start, 0 where not reached */
  guint16 on[N_KEYS / 2];
  guint16 off[N_KEYS / 2];
  guint16 n_on, n_off;
} Outcome;

static inline guint
key_of (guint cell,
        guint digit,
        guint on)
{
  return (cell * 10u + digit) * 2u + on;
}

/* Adds a node; FALSE when its opposite is there already: SE stops. */
static gboolean
reach (Outcome *o,
       guint    cell,
       guint    digit,
       guint    on,
       guint    depth,
       guint16 *queue,
       guint   *n_queue)
{
  guint key = key_of (cell, digit, on);

  if (o->depth[key ^ 1u] != 0)
    return FALSE;
  if (o->depth[key] != 0)
    return TRUE;
  o->depth[key] = (guint8)MIN (depth, 255);
  if (on)
    o->on[o->n_on++] = (guint16)key;
  else
    o->off[o->n_off++] = (guint16)key;
  queue[(*n_queue)++] = (guint16)key;
  return TRUE;
}

/* Follows (@cell, @digit) true, SE's static way: every pending true node
 * before the next false one. */
static void
follow (const SudokuLogicGrid *grid,
        const guint16          positions[SUDOKU_N_UNITS][10],
        guint                  cell,
        guint                  digit,
        Outcome               *o)
{
  const guint8 (*peers)[20] = _sudoku_logic_peers ();
  guint16 queue_on[N_KEYS / 2], queue_off[N_KEYS / 2];
  guint   n_on = 0, head_on = 0, n_off = 0, head_off = 0;

  memset (o->depth, 0, sizeof o->depth);
  o->n_on = o->n_off = 0;
  reach (o, cell, digit, 1, 1, queue_on, &n_on);
  while (head_on < n_on || head_off < n_off)
    {
      if (head_on < n_on)
        {
          guint key = queue_on[head_on++], c = key / 20, d = key / 2 % 10, depth = o->depth[key] + 1u;

          for (guint x = 1; x <= 9; x++)
            if (x != d && (grid->cands[c] & SUDOKU_DIGIT_BIT (x)) && !reach (o, c, x, 0, depth, queue_off, &n_off))
              return;
          for (guint k = 0; k < 20; k++)
            if ((grid->cands[peers[c][k]] & SUDOKU_DIGIT_BIT (d)) &&
                !reach (o, peers[c][k], d, 0, depth, queue_off, &n_off))
              return;
        }
      else
        {
          guint key = queue_off[head_off++], c = key / 20, d = key / 2 % 10, depth = o->depth[key] + 1u;
          guint made[4], n_made = 0;

          if (bit_count (grid->cands[c]) == 2)
            made[n_made++] = key_of (c, bit_first (grid->cands[c] & ~SUDOKU_DIGIT_BIT (d)), 1);
          for (guint type = 0; type < 3; type++)
            {
              guint unit = cell_region (type, c);
              guint places = positions[unit][d], other, dup = FALSE;

              if (bit_count (places) != 2)
                continue;
              other = unit_cell (unit, bit_first (places));
              if (other == c)
                other = unit_cell (unit, bit_first (places & (places - 1)));
              for (guint k = 0; k < n_made; k++)
                dup |= made[k] == key_of (other, d, 1);
              if (!dup)
                made[n_made++] = key_of (other, d, 1);
            }
          for (guint k = 0; k < n_made; k++)
            if (!reach (o, made[k] / 20, made[k] / 2 % 10, 1, depth, queue_on, &n_on))
              return;
        }
    }
}

typedef struct
{
  SudokuLogicStep step;
  guint           value, length, sort_key;
  gboolean        found;
} Best;

/* An instance: @key made true (false) by every outcome of @outcomes. */
static void
consider (const SudokuLogicGrid *grid,
          Outcome *const        *outcomes,
          guint                  n,
          guint                  key,
          guint                  sort_key,
          guint                  origin,
          Best                  *best)
{
  guint           length = 0, value, cell = key / 20, digit = key / 2 % 10;
  SudokuLogicStep step;

  for (guint i = 0; i < n; i++)
    length += outcomes[i]->depth[key];
  value = 80 + _sudoku_logic_length_surcharge (length);
  if (best->found && (value > best->value || (value == best->value && length > best->length) ||
                      (value == best->value && length == best->length && sort_key >= best->sort_key)))
    return;
  step_init (&step, sort_key == 5 ? SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN : SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN);
  step.digit = (guint8)digit;
  step.se_rating = (guint8)value;
  if (sort_key == 5)
    step_add_cell (&step, origin);
  else
    step_add_unit (&step, origin);
  step_add_cell (&step, cell);
  if (key & 1u)
    step_eliminate (&step, grid, cell, grid->cands[cell] & ~SUDOKU_DIGIT_BIT (digit));
  else
    step_eliminate (&step, grid, cell, SUDOKU_DIGIT_BIT (digit));
  if (step.n_eliminated == 0)
    return;
  best->step = step;
  best->value = value;
  best->length = length;
  best->sort_key = sort_key;
  best->found = TRUE;
}

/* What all @outcomes make true, then false, in the first one's order. */
static void
intersect (const SudokuLogicGrid *grid,
           Outcome *const        *outcomes,
           guint                  n,
           guint                  sort_key,
           guint                  origin,
           Best                  *best)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      const guint16 *list = pass == 0 ? outcomes[0]->on : outcomes[0]->off;
      guint          n_list = pass == 0 ? outcomes[0]->n_on : outcomes[0]->n_off;

      for (guint k = 0; k < n_list; k++)
        {
          gboolean all = TRUE;

          for (guint i = 1; i < n && all; i++)
            all = outcomes[i]->depth[list[k]] != 0;
          if (all)
            consider (grid, outcomes, n, list[k], sort_key, origin, best);
        }
    }
}

gboolean
_sudoku_logic_find_multiple_chains (const SudokuLogicGrid *grid,
                                    const SudokuLogicSink *sink)
{
  guint16  positions[SUDOKU_N_UNITS][10];
  Outcome *runs[SUDOKU_N_CELLS * 10] = { NULL };
  Best     best = { .found = FALSE };
  gboolean stop = FALSE;

  all_positions (grid, positions);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      Outcome *by_value[9];
      guint    n_values = 0;

      if (grid->values[cell] != 0 || bit_count (grid->cands[cell]) <= 2)
        continue;
      for (guint rest = grid->cands[cell]; rest != 0; rest &= rest - 1)
        {
          guint digit = bit_first (rest);

          for (guint type = 0; type < 3; type++)
            {
              guint    unit = cell_region (type, cell);
              guint    places = positions[unit][digit];
              Outcome *by_place[9];
              guint    n_places = 0;

              if (bit_count (places) < 2 || unit_cell (unit, bit_first (places)) != cell)
                continue;
              for (guint p = places; p != 0; p &= p - 1)
                {
                  guint other = unit_cell (unit, bit_first (p));

                  if (runs[other * 10 + digit] == NULL)
                    {
                      runs[other * 10 + digit] = g_new (Outcome, 1);
                      follow (grid, (const guint16 (*)[10])positions, other, digit, runs[other * 10 + digit]);
                    }
                  by_place[n_places++] = runs[other * 10 + digit];
                }
              intersect (grid, by_place, n_places, 6, unit, &best);
            }
          if (runs[cell * 10 + digit] == NULL)
            {
              runs[cell * 10 + digit] = g_new (Outcome, 1);
              follow (grid, (const guint16 (*)[10])positions, cell, digit, runs[cell * 10 + digit]);
            }
          by_value[n_values++] = runs[cell * 10 + digit];
        }
      intersect (grid, by_value, n_values, 5, cell, &best);
    }
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    g_free (runs[i]);
  if (best.found)
    stop = sink_emit (sink, &best.step);
  return stop;
}
