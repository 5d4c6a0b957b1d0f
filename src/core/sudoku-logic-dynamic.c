/* sudoku-logic-dynamic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-dynamic-private.h"

/* Dynamic forcing chains, as Sudoku Explainer finds and rates them (its
 * "dynamic forcing chains", 8.5 and more; studied from its source, no code
 * taken).  A candidate is assumed true (or false) and the consequences
 * followed on every digit at once, the grid changing as they go: a false
 * candidate leaves the grid, so a cell or a unit may come down to two
 * places later on.  A node made true by a cell (or a unit) also rests on
 * the candidates that left that cell (unit) before.  Every pending true
 * node is taken before the next false one; the run stops where a candidate
 * would be both true and false.
 *
 * For each empty cell, in reading order, and each of its candidates:
 *   a contradiction: the candidate true (false) leads to a candidate both
 *     true and false, so it is false (true);
 *   a double chain (cells of three candidates or more): the candidate true
 *     and the candidate false make the same candidate true (false);
 *   a region chain: each place of the digit in a unit, where this cell is
 *     the first, makes the same candidate true (false);
 * then a cell chain: each candidate of the cell makes the same one true
 * (false).  The value is 8.5 plus SE's length surcharge on the nodes behind
 * the chains' ends (each chain counted on its own, a candidate once in
 * each); SE sorts all of them by value, then by that count, then double
 * chains before cell, region and contradiction chains, and takes the
 * first.
 *
 * With the simpler rules nested (SE's "(+)", 9.0 and more), a run that has
 * nothing left to follow applies pointing and claiming, hidden and naked
 * pairs and X-Wings to the grid as it has changed it
 * (sudoku-logic-nested.c): what they remove is false, resting on the
 * candidates the run took from their patterns, and the run goes on. */

static guint
node_new (Work *w,
          guint cell,
          guint digit,
          guint on,
          guint parent)
{
  guint node = chain_pool_add (&w->pool, cell, digit, on, parent);

  g_assert (node != G_MAXUINT16);
  return node;
}

/* The false node of @cell and @digit becomes a parent of the node made
 * last (its hidden parent). */
static void
add_hidden_parent (Work *w,
                   guint node,
                   guint cell,
                   guint digit)
{
  guint gone = w->run.index[key_of (cell, digit, 0)];

  if (gone != 0)
    chain_pool_link (&w->pool, node, gone - 1u);
}

/* What the true node @p makes false, each once, in SE's order: the cell's
 * other digits, then the digit in the cells it sees.  Returns FALSE at a
 * contradiction. */
static gboolean
expand_on (Work *w,
           guint p)
{
  Run    *r = &w->run;
  guint   cell = w->nodes[p].cell, digit = w->nodes[p].digit;
  guint8  cells[29], digits[29];
  guint   n = 0;
  guint16 bit = SUDOKU_DIGIT_BIT (digit);

  for (guint rest = w->cands[cell] & ~bit; rest != 0; rest &= rest - 1)
    {
      cells[n] = (guint8)cell;
      digits[n++] = (guint8)bit_first (rest);
    }
  for (guint k = 0; k < 20; k++)
    if (w->cands[w->peers[cell][k]] & bit)
      {
        cells[n] = w->peers[cell][k];
        digits[n++] = (guint8)digit;
      }
  for (guint i = 0; i < n; i++)
    {
      guint on = r->index[key_of (cells[i], digits[i], 1)];

      if (on != 0)
        {
          r->absurd_on = (guint16)(on - 1u);
          r->absurd_off = (guint16)node_new (w, cells[i], digits[i], 0, p);
          return FALSE;
        }
      if (r->index[key_of (cells[i], digits[i], 0)] == 0)
        {
          guint q = node_new (w, cells[i], digits[i], 0, p);

          r->index[key_of (cells[i], digits[i], 0)] = (guint16)(q + 1);
          w->off_list[r->n_off++] = (guint16)q;
        }
    }
  return TRUE;
}

/* @digit leaves @cell: the nested rules' view of the grid follows. */
static void
leave_state (Work *w,
             guint cell,
             guint digit)
{
  const guint units[3] = { SUDOKU_UNIT_ROW (cell_row (cell)), SUDOKU_UNIT_COL (cell_col (cell)),
                           SUDOKU_UNIT_BOX (cell_box (cell)) };
  const guint at[3] = { cell_col (cell), cell_row (cell), cell_row (cell) % 3 * 3 + cell_col (cell) % 3 };

  for (guint k = 0; k < 3; k++)
    {
      w->state.places[units[k]][digit] &= (guint16) ~(1u << at[k]);
      w->state.lost[units[k]][digit] |= (guint16)(1u << at[k]);
      w->state.lost_digits[units[k]] |= SUDOKU_DIGIT_BIT (digit);
    }
}

/* What the false node @p makes true, each candidate once, in SE's order:
 * the cell's other digit where two are left, then the other place of the
 * digit in its box, row and column where two are left; then @p leaves the
 * grid.  Returns FALSE at a contradiction. */
static gboolean
expand_off (Work *w,
            guint p)
{
  Run  *r = &w->run;
  guint cell = w->nodes[p].cell, digit = w->nodes[p].digit;
  /* Each made node: its cell and digit, and the cell's digits (or the
   * unit's places) that left before, its hidden parents. */
  guint made_cell[4], made_digit[4], made_unit[4], made_hidden[4], n_made = 0;

  if (two_bits (w->cands[cell]))
    {
      made_cell[n_made] = cell;
      made_digit[n_made] = bit_first (w->cands[cell] & ~SUDOKU_DIGIT_BIT (digit));
      made_unit[n_made] = G_MAXUINT;
      made_hidden[n_made++] = w->grid->cands[cell] & ~w->cands[cell];
    }
  for (guint type = 0; type < 3; type++)
    {
      guint    unit = cell_region (type, cell);
      guint    now = places_of (w->cands, unit, digit), other;
      gboolean dup = FALSE;

      if (!two_bits (now))
        continue;
      other = unit_cell (unit, bit_first (now));
      if (other == cell)
        other = unit_cell (unit, bit_first (now & (now - 1)));
      for (guint k = 0; k < n_made && !dup; k++)
        dup = made_cell[k] == other && made_digit[k] == digit;
      if (dup)
        continue;
      made_cell[n_made] = other;
      made_digit[n_made] = digit;
      made_unit[n_made] = unit;
      made_hidden[n_made++] = places_of (w->grid->cands, unit, digit) & ~now;
    }
  w->cands[cell] &= (guint16)~SUDOKU_DIGIT_BIT (digit);
  if (w->level > 0)
    leave_state (w, cell, digit);
  for (guint k = 0; k < n_made; k++)
    {
      guint key = key_of (made_cell[k], made_digit[k], 0), q;

      if (r->index[key] == 0 && r->index[key + 1] != 0)
        continue;
      q = node_new (w, made_cell[k], made_digit[k], 1, p);
      w->nodes[q].cause = made_unit[k] == G_MAXUINT ? G_MAXUINT8 : (guint8)(made_unit[k] + 1);
      for (guint rest = made_hidden[k]; rest != 0; rest &= rest - 1)
        if (made_unit[k] == G_MAXUINT)
          add_hidden_parent (w, q, made_cell[k], bit_first (rest));
        else
          add_hidden_parent (w, q, unit_cell (made_unit[k], bit_first (rest)), made_digit[k]);
      if (r->index[key] != 0)
        {
          r->absurd_on = (guint16)q;
          r->absurd_off = (guint16)(r->index[key] - 1u);
          return FALSE;
        }
      r->index[key + 1] = (guint16)(q + 1);
      w->on_list[r->n_on++] = (guint16)q;
    }
  return TRUE;
}

/* Every dynamic chain on @grid, for the chains nested in one (levels 4
 * and 5): a search of its own, below. */
static void dynamic_nested (const SudokuLogicGrid *origin,
                            const SudokuLogicGrid *grid,
                            guint                  level,
                            GArray                *hints);

/* With the simpler rules nested: what they remove on the grid as the chain
 * has changed it, each a false node resting on the candidates that left
 * the pattern's cells; then (level 2) the cycles and forcing chains, then
 * (level 3) the cell and region forcing chains. */
static void
expand_nested (Work *w)
{
  Run    *r = &w->run;
  guint16 chains[SUDOKU_LOGIC_NESTED_MAX_CHAINS]; /* 1 + the run's index */

  if (!_sudoku_logic_nested_rules (w->grid, w->cands, &w->state, &w->nested) &&
      (w->level < 2 || !_sudoku_logic_nested_chains (w->space, w->grid, w->cands, w->level, w->cache, dynamic_nested,
                                                     &w->nested)))
    return;
  memset (chains, 0, w->nested.n_chains * sizeof chains[0]);
  for (guint i = 0; i < w->nested.n_removals; i++)
    {
      const SudokuLogicNestedRemoval *x = &w->nested.removals[i];
      guint                           key = key_of (x->cell, x->digit, 0), q;

      if (r->index[key] != 0)
        continue;
      q = node_new (w, x->cell, x->digit, 0, G_MAXUINT16);
      for (guint k = 0; k < x->n; k++)
        {
          guint parent = w->nested.parents[x->first + k];

          add_hidden_parent (w, q, parent / 10, parent % 10);
        }
      if (x->chain != 0 && chains[x->chain - 1] == 0 && r->n_chains < MAX_CHAINS)
        {
          w->chain_hash[r->n_chains] = w->nested.chain_hash[x->chain - 1];
          w->chain_cost[r->n_chains] = w->nested.chain_cost[x->chain - 1];
          chains[x->chain - 1] = (guint16)++r->n_chains;
        }
      if (x->chain != 0)
        w->nodes[q].nested = chains[x->chain - 1];
      r->index[key] = (guint16)(q + 1);
      w->off_list[r->n_off++] = (guint16)q;
    }
}

/* Follows (@cell, @digit) true or false until nothing follows or a
 * contradiction; returns the run, allocated to its size. */
static Run *
follow (Work *w,
        guint cell,
        guint digit,
        guint on)
{
  Run  *r = &w->run, *copy;
  guint head_on = 0, head_off = 0, start;

  memcpy (w->cands, w->grid->cands, sizeof w->cands);
  if (w->level > 0)
    {
      memcpy (w->state.places, w->grid_places, sizeof w->state.places);
      memset (w->state.lost, 0, sizeof w->state.lost);
      memset (w->state.lost_digits, 0, sizeof w->state.lost_digits);
    }
  memset (r->index, 0, sizeof r->index);
  w->pool.n_nodes = w->pool.n_links = 0;
  r->n_on = r->n_off = r->n_chains = 0;
  r->absurd = FALSE;
  start = node_new (w, cell, digit, on, G_MAXUINT16);
  r->index[key_of (cell, digit, on)] = (guint16)(start + 1);
  if (on)
    w->on_list[r->n_on++] = (guint16)start;
  else
    w->off_list[r->n_off++] = (guint16)start;
  while (head_on < r->n_on || head_off < r->n_off)
    {
      gboolean fine = head_on < r->n_on ? expand_on (w, w->on_list[head_on++])
                                        : expand_off (w, w->off_list[head_off++]);

      if (!fine)
        {
          r->absurd = TRUE;
          break;
        }
      if (head_on == r->n_on && head_off == r->n_off && w->level > 0)
        expand_nested (w);
    }
  r->n_nodes = w->pool.n_nodes;
  r->n_links = w->pool.n_links;
  copy = g_malloc (sizeof (Run));
  *copy = *r;
  copy->nodes = g_memdup2 (w->nodes, r->n_nodes * sizeof (Node));
  copy->links = g_memdup2 (w->links, MAX (r->n_links, 1u) * sizeof (guint16));
  copy->on_list = g_memdup2 (w->on_list, MAX (r->n_on, 1u) * sizeof (guint16));
  copy->off_list = g_memdup2 (w->off_list, MAX (r->n_off, 1u) * sizeof (guint16));
  copy->chain_hash = r->n_chains == 0 ? NULL : g_memdup2 (w->chain_hash, r->n_chains * sizeof (guint64));
  copy->chain_cost = r->n_chains == 0 ? NULL : g_memdup2 (w->chain_cost, r->n_chains * sizeof (guint16));
  return copy;
}

static void
run_free (Run *r)
{
  if (r == NULL)
    return;
  g_free (r->nodes);
  g_free (r->links);
  g_free (r->on_list);
  g_free (r->off_list);
  g_free (r->chain_hash);
  g_free (r->chain_cost);
  g_free (r);
}

/* Keeps @step if it comes before the best so far in SE's order, with its
 * branches: the chain of each of @runs to its node of @nodes. */
static void
consider (Best                  *best,
          const SudokuLogicGrid *grid,
          SudokuLogicStep       *step,
          guint                  length,
          guint                  sort_key,
          guint                  target_cell,
          guint                  target_digit,
          gboolean               target_on,
          Run *const            *runs,
          const guint           *nodes,
          guint                  n_runs)
{
  if (best->found && (length > best->length || (length == best->length && sort_key >= best->sort_key)))
    return;
  if (target_on)
    step_eliminate (step, grid, target_cell, grid->cands[target_cell] & ~SUDOKU_DIGIT_BIT (target_digit));
  else
    step_eliminate (step, grid, target_cell, SUDOKU_DIGIT_BIT (target_digit));
  if (step->n_eliminated == 0)
    return;
  if (target_on)
    step_place (step, target_cell, target_digit);
  step->digits = SUDOKU_DIGIT_BIT (target_digit);
  step_add_cell (step, target_cell);
  step->se_rating = (guint8)(best->base + _sudoku_logic_length_surcharge (length));
  for (guint i = 0; i < n_runs; i++)
    if (!_sudoku_logic_pool_branch (step, runs[i]->nodes, runs[i]->links, nodes[i]))
      break;
  best->step = *step;
  best->length = length;
  best->sort_key = sort_key;
  best->found = TRUE;
}

/* A step of @form from @cell (or, for a region chain, @unit) and @digit;
 * consider () adds the target. */
static void
step_start (const Best      *best,
            SudokuLogicStep *step,
            guint            form,
            guint            cell,
            guint            unit,
            guint            digit)
{
  step_init (step, best->technique);
  step->form = (guint8)form;
  step->nesting = (guint8)((best->base - 85) / 5);
  step->digit = (guint8)digit;
  if (form == SUDOKU_DYNAMIC_REGION)
    step_add_unit (step, unit);
  else
    step_add_cell (step, cell);
}

/* The candidates that every run of @runs makes true (then false), in the
 * first run's order: each an instance. */
static void
intersect (Work                  *w,
           const SudokuLogicGrid *grid,
           Run *const            *runs,
           guint                  n_runs,
           guint                  sort_key,
           guint                  origin,
           guint                  digit,
           Best                  *best)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      const guint16 *list = pass == 0 ? runs[0]->on_list : runs[0]->off_list;
      guint          n_list = pass == 0 ? runs[0]->n_on : runs[0]->n_off;

      for (guint k = 0; k < n_list; k++)
        {
          const Node     *node = &runs[0]->nodes[list[k]];
          guint           key = key_of (node->cell, node->digit, node->on), length, nodes[9];
          gboolean        all = TRUE;
          SudokuLogicStep step;

          for (guint i = 1; i < n_runs && all; i++)
            all = runs[i]->index[key] != 0;
          if (!all)
            continue;
          for (guint i = 0; i < n_runs; i++)
            nodes[i] = runs[i]->index[key] - 1u;
          length = _sudoku_logic_dynamic_length (w, runs, nodes, n_runs);
          if (best->hints != NULL)
            {
              _sudoku_logic_dynamic_collect (w, best, runs, nodes, n_runs, length, sort_key, origin, digit,
                                             node->cell, node->digit, node->on);
              continue;
            }
          if (best->found && (length > best->length || (length == best->length && sort_key >= best->sort_key)))
            continue;
          if (sort_key == SORT_CELL)
            step_start (best, &step, SUDOKU_DYNAMIC_CELL, origin, 0, node->digit);
          else
            step_start (best, &step, SUDOKU_DYNAMIC_REGION, 0, origin, digit);
          consider (best, grid, &step, length, sort_key, node->cell, node->digit, node->on, runs, nodes, n_runs);
        }
    }
}

/* A contradiction of @run, from (@cell, @digit) true (@on) or false. */
static void
absurd (Work                  *w,
        const SudokuLogicGrid *grid,
        Run                   *run,
        guint                  cell,
        guint                  digit,
        gboolean               on,
        Best                  *best)
{
  Run *const      runs[2] = { run, run };
  const guint     nodes[2] = { run->absurd_on, run->absurd_off };
  guint           length = _sudoku_logic_dynamic_length (w, runs, nodes, 2);
  SudokuLogicStep step;

  if (best->hints != NULL)
    {
      _sudoku_logic_dynamic_collect (w, best, runs, nodes, 2, length, SORT_CONTRADICTION, cell, digit, cell, digit,
                                     !on);
      return;
    }
  step_start (best, &step, on ? SUDOKU_DYNAMIC_CONTRADICTION_ON : SUDOKU_DYNAMIC_CONTRADICTION_OFF, cell, 0, digit);
  step_add_cell (&step, run->nodes[run->absurd_off].cell);
  step.set_digits = SUDOKU_DIGIT_BIT (run->nodes[run->absurd_off].digit);
  consider (best, grid, &step, length, SORT_CONTRADICTION, cell, digit, !on, runs, nodes, 2);
}

/* The contradictions and double chains of (@cell, @digit). */
static void
binary (Work                  *w,
        const SudokuLogicGrid *grid,
        Run                   *on,
        Run                   *off,
        guint                  cell,
        guint                  digit,
        Best                  *best)
{
  SudokuLogicStep step;

  if (on->absurd)
    absurd (w, grid, on, cell, digit, TRUE, best);
  if (off->absurd)
    absurd (w, grid, off, cell, digit, FALSE, best);
  if (bit_count (grid->cands[cell]) < 3)
    return;
  for (guint pass = 0; pass < 2; pass++)
    {
      const guint16 *list = pass == 0 ? on->on_list : on->off_list;
      guint          n_list = pass == 0 ? on->n_on : on->n_off;

      for (guint k = 0; k < n_list; k++)
        {
          const Node *node = &on->nodes[list[k]];
          guint       key = key_of (node->cell, node->digit, node->on), length;
          Run *const  runs[2] = { on, off };
          guint       nodes[2] = { list[k], 0 };

          if (off->index[key] == 0)
            continue;
          nodes[1] = off->index[key] - 1u;
          length = _sudoku_logic_dynamic_length (w, runs, nodes, 2);
          if (best->hints != NULL)
            {
              _sudoku_logic_dynamic_collect (w, best, runs, nodes, 2, length, SORT_DOUBLE, cell, digit, node->cell,
                                             node->digit, node->on);
              continue;
            }
          step_start (best, &step, SUDOKU_DYNAMIC_DOUBLE, cell, 0, digit);
          consider (best, grid, &step, length, SORT_DOUBLE, node->cell, node->digit, node->on, runs, nodes, 2);
        }
    }
}

/* The working space of searches on @grid from @level. */
static Work *
work_new (const SudokuLogicGrid *grid,
          guint                  level)
{
  Work *w = g_new (Work, 1);

  w->pool = (SudokuLogicChainPool){ w->nodes, w->links, 0, 0, MAX_NODES, MAX_LINKS, FALSE };
  w->space = level >= 2 ? _sudoku_logic_forcing_space_new () : NULL;
  /* What the nested chains find on a grid is the same at every level. */
  w->cache = level >= 2 ? _sudoku_logic_nested_cache_new () : NULL;
  w->grid = grid;
  w->level = level;
  all_positions (grid, w->grid_places);
  w->peers = _sudoku_logic_peers ();
  w->stamp = 0;
  memset (w->seen, 0, sizeof w->seen);
  w->cancel = NULL;
  return w;
}

static void
work_free (Work *w)
{
  g_free (w->space);
  g_clear_pointer (&w->cache, g_hash_table_unref);
  g_free (w);
}

/* Every run of SE's dynamic search at @w's level, the best instance into
 * @best. */
static void
search (Work                  *w,
        const SudokuLogicGrid *grid,
        Best                  *best)
{
  Run **on_runs = g_new0 (Run *, SUDOKU_N_CELLS * 10);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      Run  *by_value[9];
      guint n_values = 0;

      if (w->cancel != NULL && sink_cancelled (w->cancel))
        break;
      if (grid->values[cell] != 0 || one_bit_at_most (grid->cands[cell]))
        continue;
      for (guint rest = grid->cands[cell]; rest != 0; rest &= rest - 1)
        {
          guint digit = bit_first (rest);
          Run  *off;

          if (on_runs[cell * 10 + digit] == NULL)
            on_runs[cell * 10 + digit] = follow (w, cell, digit, 1);
          off = follow (w, cell, digit, 0);
          binary (w, grid, on_runs[cell * 10 + digit], off, cell, digit, best);
          run_free (off);
          for (guint type = 0; type < 3; type++)
            {
              guint unit = cell_region (type, cell);
              guint places = places_of (grid->cands, unit, digit);
              Run  *by_place[9];
              guint n_places = 0;

              if (one_bit_at_most (places) || unit_cell (unit, bit_first (places)) != cell)
                continue;
              for (guint p = places; p != 0; p &= p - 1)
                {
                  guint other = unit_cell (unit, bit_first (p));

                  if (on_runs[other * 10 + digit] == NULL)
                    on_runs[other * 10 + digit] = follow (w, other, digit, 1);
                  by_place[n_places++] = on_runs[other * 10 + digit];
                }
              intersect (w, grid, by_place, n_places, SORT_REGION, unit, digit, best);
            }
          by_value[n_values++] = on_runs[cell * 10 + digit];
        }
      intersect (w, grid, by_value, n_values, SORT_CELL, cell, 0, best);
    }
  for (guint i = 0; i < SUDOKU_N_CELLS * 10; i++)
    run_free (on_runs[i]);
  g_free (on_runs);
}

/* The dynamic chains nested in one at @level (0, or 2 with SE's nested
 * forcing chains nested in them), every one on @grid, resting on what
 * left @origin, in SE's order. */
static void
dynamic_nested (const SudokuLogicGrid *origin,
                const SudokuLogicGrid *grid,
                guint                  level,
                GArray                *hints)
{
  Work *w = work_new (grid, level);
  Best  best = { .found = FALSE, .base = 85 + 5 * level, .hints = hints, .origin = origin };

  search (w, grid, &best);
  work_free (w);
  g_qsort_with_data (hints->data, (gint)hints->len, sizeof (SudokuLogicNestedHint), se_chain_compare, NULL);
}

/* SE's dynamic search at @level, then at the levels above it up to @top
 * while nothing is found; the best instance of the first level that finds
 * one goes to @sink. */
static gboolean
find_levels (const SudokuLogicGrid *grid,
             const SudokuLogicSink *sink,
             guint                  level,
             guint                  top)
{
  Work    *w = work_new (grid, level);
  Best     best = { .found = FALSE };
  gboolean stop = FALSE;

  w->cancel = sink;
  for (guint at = level; at <= top && !best.found && !sink_cancelled (sink); at++)
    {
      best.technique = at == 0   ? SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN
                       : at == 1 ? SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS
                                 : SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN;
      best.base = 85 + 5 * at;
      w->level = at;
      search (w, grid, &best);
    }
  work_free (w);
  if (best.found && !sink_cancelled (sink))
    stop = sink_emit (sink, &best.step);
  return stop;
}

/**
 * _sudoku_logic_find_dynamic_chains:
 * @grid: a grid
 * @sink: where the step goes
 * @level: 0 for SE's dynamic forcing chains (8.5), 1 for those with the
 *   simpler rules nested (9.0), 2 for its nested forcing chains: its
 *   cycles and forcing chains nested too (9.5), then where those find
 *   nothing, its cell and region forcing chains as well (10.0), then
 *   dynamic forcing chains nested instead (10.5), then those with nested
 *   forcing chains nested (11.0)
 *
 * Levels 4 and 5 (with @sink's se_rules or deep) take up to seconds a
 * step: @sink's cancel_func stops the search between the cells it starts
 * from (it then finds nothing).
 *
 * Returns: whether @sink stopped the search
 */
gboolean
_sudoku_logic_find_dynamic_chains (const SudokuLogicGrid *grid,
                                   const SudokuLogicSink *sink,
                                   guint                  level)
{
  guint top = level < 2 ? level : sink->se_rules || sink->deep ? 5
                                                               : 3;

  return find_levels (grid, sink, level, top);
}

/**
 * _sudoku_logic_find_dynamic_level:
 * @grid: a grid
 * @sink: where the step goes
 * @level: SE's nesting level, 0 to 5
 *
 * SE's dynamic search at @level alone, as SE's producer of that level
 * runs on its own (`bench-logic --level`, to compare each level with SE's
 * on a puzzle that never needs it).
 *
 * Returns: whether @sink stopped the search
 */
gboolean
_sudoku_logic_find_dynamic_level (const SudokuLogicGrid *grid,
                                  const SudokuLogicSink *sink,
                                  guint                  level)
{
  g_assert (level <= 5);
  return find_levels (grid, sink, level, level);
}
