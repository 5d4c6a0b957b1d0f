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
  guint8  depth[N_KEYS];  /* 1 for the start, 0 where not reached */
  guint16 parent[N_KEYS]; /* the node that made it, G_MAXUINT16 for the start */
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
       guint    parent,
       guint16 *queue,
       guint   *n_queue)
{
  guint key = key_of (cell, digit, on);

  if (o->depth[key ^ 1u] != 0)
    return FALSE;
  if (o->depth[key] != 0)
    return TRUE;
  o->depth[key] = (guint8)MIN (depth, 255);
  o->parent[key] = (guint16)parent;
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
  reach (o, cell, digit, 1, 1, G_MAXUINT16, queue_on, &n_on);
  while (head_on < n_on || head_off < n_off)
    {
      if (head_on < n_on)
        {
          guint key = queue_on[head_on++], c = key / 20, d = key / 2 % 10, depth = o->depth[key] + 1u;

          for (guint x = 1; x <= 9; x++)
            if (x != d && (grid->cands[c] & SUDOKU_DIGIT_BIT (x)) &&
                !reach (o, c, x, 0, depth, key, queue_off, &n_off))
              return;
          for (guint k = 0; k < 20; k++)
            if ((grid->cands[peers[c][k]] & SUDOKU_DIGIT_BIT (d)) &&
                !reach (o, peers[c][k], d, 0, depth, key, queue_off, &n_off))
              return;
        }
      else
        {
          guint key = queue_off[head_off++], c = key / 20, d = key / 2 % 10, depth = o->depth[key] + 1u;
          guint made[4], n_made = 0;

          if (two_bits (grid->cands[c]))
            made[n_made++] = key_of (c, bit_first (grid->cands[c] & ~SUDOKU_DIGIT_BIT (d)), 1);
          for (guint type = 0; type < 3; type++)
            {
              guint unit = cell_region (type, c);
              guint places = positions[unit][d], other, dup = FALSE;

              if (!two_bits (places))
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
            if (!reach (o, made[k] / 20, made[k] / 2 % 10, 1, depth, key, queue_on, &n_on))
              return;
        }
    }
}

static inline guint
key_cell (guint key)
{
  return key / 20;
}

/* The unit of the link from @from to @to (a digit of both): the first of
 * @from's box, row and column that holds @to, and where @to is true, the
 * first where the digit has only those two places. */
static guint
link_unit (const SudokuLogicGrid *grid,
           guint                  from,
           guint                  to,
           guint                  digit,
           gboolean               on)
{
  for (guint type = 0; type < 3; type++)
    {
      guint unit = cell_region (type, from);

      if (cell_in_unit (to, unit) && (!on || two_bits (places_of (grid->cands, unit, digit))))
        return unit;
    }
  return G_MAXUINT;
}

/**
 * _sudoku_logic_link_parents:
 * @origin: the grid a dynamic chain started from
 * @nested: the grid as the dynamic chain has changed it
 * @from_key: the node (key) that made @to_key, or G_MAXUINT for an
 *   assumption of a cell (@unit G_MAXUINT) or of a unit's places
 * @to_key: a node of a chain nested in the dynamic one
 * @unit: see @from_key
 * @parents: (inout): a mask of candidates for each cell
 *
 * Adds to @parents what the link to @to_key rests on, as SE counts it:
 * the digits its cell lost, or the places of its digit the link's unit
 * lost.
 */
void
_sudoku_logic_link_parents (const SudokuLogicGrid *origin,
                            const SudokuLogicGrid *nested,
                            guint                  from_key,
                            guint                  to_key,
                            guint                  unit,
                            guint16                parents[SUDOKU_N_CELLS])
{
  guint    cell = key_cell (to_key), digit = to_key / 2 % 10;
  gboolean by_cell = unit == G_MAXUINT;

  if (from_key != G_MAXUINT)
    {
      by_cell = key_cell (from_key) == cell;
      if (!by_cell)
        unit = link_unit (nested, key_cell (from_key), cell, digit, to_key & 1);
    }
  if (by_cell)
    {
      parents[cell] |= origin->cands[cell] & ~nested->cands[cell];
      return;
    }
  if (unit == G_MAXUINT)
    return;
  for (guint k = 0; k < 9; k++)
    {
      guint other = unit_cell (unit, k);

      parents[other] |= origin->cands[other] & ~nested->cands[other] & SUDOKU_DIGIT_BIT (digit);
    }
}

typedef struct
{
  SudokuLogicStep        step;
  guint                  value, length, sort_key;
  gboolean               found;
  /* Nested in a dynamic chain: every instance, with what it rests on. */
  const SudokuLogicGrid *origin;
  GArray                *hints;
} Best;

/* @step of @n chains to @key (from @origin, a cell or a unit), as a
 * nested chain: what it rests on, its nodes hashed. */
static void
add_nested (const SudokuLogicGrid *grid,
            Outcome *const        *outcomes,
            guint                  n,
            guint                  key,
            guint                  origin,
            const SudokuLogicStep *step,
            Best                  *best)
{
  SudokuLogicNestedHint h = { best->value, best->length, best->sort_key, G_GUINT64_CONSTANT (0xcbf29ce484222325) };

  memcpy (h.eliminated, step->eliminated, sizeof h.eliminated);
  memset (h.parents, 0, sizeof h.parents);
  /* SE's assumption of a cell's digit rests on what the cell lost, that
   * of a place on what its unit lost. */
  for (guint i = 0; i < n; i++)
    for (guint node = key;;)
      {
        guint parent = outcomes[i]->parent[node];

        if (node & 1u)
          _sudoku_logic_link_parents (best->origin, grid, parent == G_MAXUINT16 ? G_MAXUINT : parent, node,
                                      best->sort_key == 5 ? G_MAXUINT : origin, h.parents);
        h.hash = (h.hash ^ node) * G_GUINT64_CONSTANT (0x100000001b3);
        if (parent == G_MAXUINT16)
          break;
        node = parent;
      }
  g_array_append_val (best->hints, h);
}

/* The chain of each of @outcomes to @key, a branch each: the grid does not
 * change, so each node has one parent. */
static void
add_branches (SudokuLogicStep *step,
              Outcome *const  *outcomes,
              guint            n,
              guint            key)
{
  for (guint i = 0; i < n; i++)
    {
      SudokuLogicNode branch[SUDOKU_STEP_MAX_NODES];
      guint           at = SUDOKU_STEP_MAX_NODES;

      for (guint node = key; node != G_MAXUINT16; node = outcomes[i]->parent[node])
        {
          if (at == 0)
            {
              step->n_nodes = 0;
              return;
            }
          at--;
          branch[at].cell = (guint8)key_cell (node);
          branch[at].digit = (guint8)(node / 2 % 10);
          branch[at].on = (guint8)(node & 1u);
          branch[at].link = SUDOKU_LOGIC_LINK_CHAIN;
        }
      if (!_sudoku_logic_step_add_branch (step, branch + at, SUDOKU_STEP_MAX_NODES - at))
        return;
    }
}

/* An instance: @key made true (false) by every outcome of @outcomes, from
 * the cell @origin or the places of @region_digit in the unit @origin. */
static void
consider (const SudokuLogicGrid *grid,
          Outcome *const        *outcomes,
          guint                  n,
          guint                  key,
          guint                  sort_key,
          guint                  origin,
          guint                  region_digit,
          Best                  *best)
{
  guint           length = 0, value, cell = key / 20, digit = key / 2 % 10;
  SudokuLogicStep step;

  for (guint i = 0; i < n; i++)
    length += outcomes[i]->depth[key];
  value = 80 + _sudoku_logic_length_surcharge (length);
  if (best->hints == NULL && best->found && (value > best->value || (value == best->value && length > best->length) || (value == best->value && length == best->length && sort_key >= best->sort_key)))
    return;
  step_init (&step, sort_key == 5 ? SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN : SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN);
  /* As a dynamic chain's: @digit the region's, @digits the target's. */
  step.digit = (guint8)(sort_key == 5 ? digit : region_digit);
  step.digits = SUDOKU_DIGIT_BIT (digit);
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
  best->value = value;
  best->length = length;
  best->sort_key = sort_key;
  if (best->hints != NULL)
    {
      add_nested (grid, outcomes, n, key, origin, &step, best);
      return;
    }
  add_branches (&step, outcomes, n, key);
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
           guint                  region_digit,
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
            consider (grid, outcomes, n, list[k], sort_key, origin, region_digit, best);
        }
    }
}

static void
search (const SudokuLogicGrid *grid,
        Best                  *best)
{
  guint16  positions[SUDOKU_N_UNITS][10];
  Outcome *runs[SUDOKU_N_CELLS * 10] = { NULL };

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

              if (one_bit_at_most (places) || unit_cell (unit, bit_first (places)) != cell)
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
              intersect (grid, by_place, n_places, 6, unit, digit, best);
            }
          if (runs[cell * 10 + digit] == NULL)
            {
              runs[cell * 10 + digit] = g_new (Outcome, 1);
              follow (grid, (const guint16 (*)[10])positions, cell, digit, runs[cell * 10 + digit]);
            }
          by_value[n_values++] = runs[cell * 10 + digit];
        }
      intersect (grid, by_value, n_values, 5, cell, 0, best);
    }
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    g_free (runs[i]);
}

gboolean
_sudoku_logic_find_multiple_chains (const SudokuLogicGrid *grid,
                                    const SudokuLogicSink *sink)
{
  Best best = { .found = FALSE };

  search (grid, &best);
  return best.found && sink_emit (sink, &best.step);
}

/**
 * _sudoku_logic_multiple_nested:
 * @origin: the grid a dynamic chain started from
 * @grid: the grid as it has changed it
 * @hints: (element-type SudokuLogicNestedHint): every cell and region
 *   forcing chain on @grid, sorted as SE sorts them
 */
void
_sudoku_logic_multiple_nested (const SudokuLogicGrid *origin,
                               const SudokuLogicGrid *grid,
                               GArray                *hints)
{
  Best best = { .found = FALSE, .origin = origin, .hints = hints };

  search (grid, &best);
  g_qsort_with_data (hints->data, (gint)hints->len, sizeof (SudokuLogicNestedHint), se_chain_compare, NULL);
}
