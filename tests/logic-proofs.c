/* logic-proofs.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-logic-proofs"

#include "config.h"

#include <string.h>

#include "logic-proofs.h"

/* Each branch the engine built while it looked for a step, with the run
 * it comes from: every node with every parent (the run's order is the
 * order its nodes were made in). */
typedef struct
{
  guint            n;
  SudokuLogicNode  nodes[SUDOKU_STEP_MAX_NODES];
  guint            index[SUDOKU_STEP_MAX_NODES];
  SudokuLogicNode *run;
  guint           *first;   /* the run's nodes' first parents, and one more */
  guint           *parents; /* indices of the run */
  gboolean        *done;    /* the run's nodes checked */
} Watched;

struct _SudokuTestProofs
{
  GPtrArray *branches; /* of Watched */
};

static void
watched_free (gpointer data)
{
  Watched *w = data;

  g_free (w->run);
  g_free (w->first);
  g_free (w->parents);
  g_free (w->done);
  g_free (w);
}

static void
watch_branch (const SudokuLogicNode *branch,
              const guint           *index,
              guint                  n,
              const SudokuLogicNode *run,
              const guint           *first,
              const guint           *parents,
              gpointer               data)
{
  SudokuTestProofs *proofs = data;
  Watched          *w = g_new (Watched, 1);
  guint             n_run = index[n - 1] + 1;

  g_assert_cmpuint (n, <=, SUDOKU_STEP_MAX_NODES);
  w->n = n;
  memcpy (w->nodes, branch, n * sizeof branch[0]);
  memcpy (w->index, index, n * sizeof index[0]);
  w->run = g_memdup2 (run, n_run * sizeof run[0]);
  w->first = g_memdup2 (first, (n_run + 1) * sizeof first[0]);
  w->parents = g_memdup2 (parents, first[n_run] * sizeof parents[0]);
  w->done = g_new0 (gboolean, n_run);
  g_ptr_array_add (proofs->branches, w);
}

SudokuTestProofs *
sudoku_test_proofs_new (void)
{
  SudokuTestProofs *proofs = g_new (SudokuTestProofs, 1);

  proofs->branches = g_ptr_array_new_with_free_func (watched_free);
  return proofs;
}

void
sudoku_test_proofs_free (SudokuTestProofs *proofs)
{
  g_ptr_array_unref (proofs->branches);
  g_free (proofs);
}

/* The next step of @grid in @order, with the branches the engine built
 * for it (those of earlier steps forgotten). */
void
sudoku_test_proofs_next_step (SudokuTestProofs      *proofs,
                              const SudokuLogicGrid *grid,
                              SudokuLogicOrder       order,
                              SudokuLogicStep       *step)
{
  g_ptr_array_set_size (proofs->branches, 0);
  _sudoku_logic_watch_branches (watch_branch, proofs);
  g_assert_true (sudoku_logic_next_step (grid, order, step));
  _sudoku_logic_watch_branches (NULL, NULL);
}

/* Whether the false node @from leaves @to (true) alone in its cell or in
 * a unit, on @grid less @gone (@to itself kept). */
gboolean
sudoku_test_strong_link (const SudokuLogicGrid *grid,
                         const guint16         *gone,
                         const SudokuLogicNode *from,
                         const SudokuLogicNode *to)
{
  guint16 to_bit = 1u << to->digit;

  if (from->cell == to->cell)
    return from->digit != to->digit && (grid->cands[to->cell] & (1u << from->digit)) &&
           (grid->cands[to->cell] & ~((gone[to->cell] | (1u << from->digit)) & ~to_bit)) == to_bit;
  if (from->digit != to->digit)
    return FALSE;
  for (guint type = 0; type < 3; type++)
    {
      guint    unit = cell_region (type, to->cell);
      gboolean alone = cell_in_unit (from->cell, unit);

      for (guint cell = 0; cell < SUDOKU_N_CELLS && alone; cell++)
        if (cell != to->cell && cell != from->cell && cell_in_unit (cell, unit))
          alone = !(grid->cands[cell] & ~gone[cell] & to_bit);
      if (alone)
        return TRUE;
    }
  return FALSE;
}

/* Whether one of the simpler rules a dynamic chain nests takes @digit
 * from @cell, on a grid of the candidates @cands: pointing or claiming (the
 * digit's places in a unit all in another unit, which has the cell), a
 * naked pair or a hidden pair in a unit of the cell, an X-Wing.  Worked
 * out here, apart from the engine's finders. */
static gboolean
basic_removes (const guint16 *cands,
               guint          cell,
               guint          digit)
{
  for (guint u1 = 0; u1 < SUDOKU_N_UNITS; u1++)
    {
      guint places = places_of (cands, u1, digit);

      for (guint type = 0; type < 3 && places != 0 && !cell_in_unit (cell, u1); type++)
        {
          guint    u2 = cell_region (type, cell);
          gboolean inside = TRUE;

          for (guint i = 0; i < 9; i++)
            if (places & (1u << i))
              inside &= cell_in_unit (unit_cell (u1, i), u2);
          if (inside)
            return TRUE;
        }
    }
  for (guint type = 0; type < 3; type++)
    {
      guint unit = cell_region (type, cell);

      for (guint a = 0; a < 9; a++)
        for (guint b = a + 1; b < 9; b++)
          {
            guint ca = unit_cell (unit, a), cb = unit_cell (unit, b);

            if (ca != cell && cb != cell && cands[ca] == cands[cb] && two_bits (cands[ca]) &&
                (cands[ca] & (1u << digit)))
              return TRUE;
          }
      for (guint x = 1; x <= 9; x++)
        for (guint y = x + 1; y <= 9; y++)
          {
            guint px = places_of (cands, unit, x);

            if (x != digit && y != digit && px == places_of (cands, unit, y) && two_bits (px) &&
                (unit_cell (unit, bit_first (px)) == cell || unit_cell (unit, bit_first (px & (px - 1))) == cell))
              return TRUE;
          }
    }
  /* X-Wings: two rows with the digit in the same two columns, the cell
   * in one of those columns, in neither row (or columns and rows). */
  for (guint lines = 0; lines < 2; lines++)
    {
      guint base = lines == 0 ? SUDOKU_UNIT_ROW (0) : SUDOKU_UNIT_COL (0);
      guint line = lines == 0 ? cell / 9 : cell % 9, across = lines == 0 ? cell % 9 : cell / 9;

      for (guint l1 = 0; l1 < 9; l1++)
        for (guint l2 = l1 + 1; l2 < 9; l2++)
          {
            guint p = places_of (cands, base + l1, digit);

            if (l1 != line && l2 != line && p == places_of (cands, base + l2, digit) && two_bits (p) &&
                (p & (1u << across)))
              return TRUE;
          }
    }
  return FALSE;
}

/* A grid as a search of ours sees it: the digit of each cell (or 0) and
 * the candidates of each empty one. */
typedef struct
{
  guint8  values[SUDOKU_N_CELLS];
  guint16 cands[SUDOKU_N_CELLS];
} Trial;

static void
trial_place (Trial *t,
             guint  cell,
             guint  digit)
{
  t->values[cell] = (guint8)digit;
  t->cands[cell] = 0;
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (cells_see (cell, other))
      t->cands[other] &= (guint16) ~(1u << digit);
}

/* The plain rules, apart from the engine's: a cell with one candidate
 * holds it, a unit with one place for a digit has it there.  FALSE on a
 * contradiction: a cell with no candidate, a digit with no place in a
 * unit, or twice in one. */
static gboolean
propagate (Trial *t)
{
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (t->values[cell] == 0)
          {
            if (t->cands[cell] == 0)
              return FALSE;
            if (one_bit_at_most (t->cands[cell]))
              {
                trial_place (t, cell, bit_first (t->cands[cell]));
                changed = TRUE;
              }
          }
      for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
        for (guint digit = 1; digit <= 9; digit++)
          {
            guint placed = 0, places;

            for (guint i = 0; i < 9; i++)
              placed += t->values[unit_cell (unit, i)] == digit;
            if (placed > 1)
              return FALSE;
            if (placed == 1)
              continue;
            places = places_of (t->cands, unit, digit);
            if (places == 0)
              return FALSE;
            if (one_bit_at_most (places))
              {
                trial_place (t, unit_cell (unit, bit_first (places)), digit);
                changed = TRUE;
              }
          }
    }
  return TRUE;
}

/* Whether @t with @digit in @cell (or without it: @on FALSE) comes to a
 * contradiction by the plain rules. */
static gboolean
fails_with (const Trial *t,
            guint        cell,
            guint        digit,
            gboolean     on)
{
  Trial own = *t;

  if (on)
    trial_place (&own, cell, digit);
  else
    own.cands[cell] &= (guint16) ~(1u << digit);
  return !propagate (&own);
}

/* Whether @t comes to a contradiction by the plain rules, or else (with
 * @choices) by them on every case of one choice: a candidate true or
 * false, a cell's candidates, a digit's places in a unit.  This takes what the rules that
 * a dynamic chain nests remove (the simpler rules, forcing chains and
 * cycles, cell and region forcing chains, dynamic forcing chains: each
 * refutes the candidate it removes so), by a search of ours. */
static gboolean
refuted (const Trial *t,
         gboolean     choices)
{
  Trial   after = *t;
  guint16 fails[SUDOKU_N_CELLS] = { 0 };

  if (!propagate (&after))
    return TRUE;
  if (!choices)
    return FALSE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = after.cands[cell]; rest != 0; rest &= rest - 1)
      if (fails_with (&after, cell, bit_first (rest), TRUE))
        {
          if (fails_with (&after, cell, bit_first (rest), FALSE))
            return TRUE;
          fails[cell] |= (guint16)(rest & -rest);
        }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (after.values[cell] == 0 && fails[cell] == after.cands[cell])
      return TRUE;
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    for (guint digit = 1; digit <= 9; digit++)
      {
        guint    places = places_of (after.cands, unit, digit);
        gboolean all = places != 0;

        for (guint i = 0; i < 9 && all; i++)
          if (places & (1u << i))
            all = (fails[unit_cell (unit, i)] & (1u << digit)) != 0;
        if (all)
          return TRUE;
      }
  return FALSE;
}

/* Whether run node @j is a removal made by a nested technique or chain: a
 * false node with no true parent. */
static gboolean
nested_removal (const Watched *w,
                guint          j)
{
  if (w->run[j].on || j == 0)
    return FALSE;
  for (guint k = w->first[j]; k < w->first[j + 1]; k++)
    if (w->run[w->parents[k]].on)
      return FALSE;
  return TRUE;
}

/* Whether the simpler nested rules prove the nested removal @k of @w: on
 * the grid as the run had changed it when the removals that end at @k
 * were made (at the first of them, or at any later one: one pass of the
 * rules makes them all, from the same grid, and passes may follow each
 * other). */
static gboolean
basic_proves (const SudokuLogicGrid *grid,
              const Watched         *w,
              guint                  k)
{
  guint   from = k;
  guint16 cands[SUDOKU_N_CELLS];

  while (from > 1 && nested_removal (w, from - 1))
    from--;
  for (guint cut = from; cut <= k; cut++)
    {
      memcpy (cands, grid->cands, sizeof cands);
      for (guint j = 0; j < cut; j++)
        if (!w->run[j].on)
          cands[w->run[j].cell] &= (guint16) ~(1u << w->run[j].digit);
      if (basic_removes (cands, w->run[k].cell, w->run[k].digit))
        return TRUE;
    }
  return FALSE;
}

/* Whether the nested removal @k of @w follows from @grid less what it
 * rests on (its parents): refuted () above, with the candidate true.
 * Where that grid is refuted without it (a branch on its way to a
 * contradiction), anything would follow (on the grid as the run had
 * changed it, which has fewer candidates, too): the removal is only
 * counted. */
static void
implied (const SudokuLogicGrid *grid,
         const Watched         *w,
         guint                  k,
         SudokuTestProofCounts *counts)
{
  Trial t, with;

  memcpy (t.values, grid->values, sizeof t.values);
  memcpy (t.cands, grid->cands, sizeof t.cands);
  for (guint j = w->first[k]; j < w->first[k + 1]; j++)
    t.cands[w->run[w->parents[j]].cell] &= (guint16) ~(1u << w->run[w->parents[j]].digit);
  with = t;
  trial_place (&with, w->run[k].cell, w->run[k].digit);
  /* The plain rules first: a grid they do not refute, refuted by them
   * with the candidate, is refuted by it. */
  if (!refuted (&t, FALSE) && refuted (&with, FALSE))
    {
      counts->nested_implied++;
      return;
    }
  if (refuted (&t, TRUE))
    {
      counts->nested_vacuous++;
      return;
    }
  g_assert_true (refuted (&with, TRUE));
  counts->nested_implied++;
}

/* Run node @k of @w, a step of @grid, and all it rests on, each node of
 * @w once: a true node alone in its cell or in a unit without its parents,
 * all false, one of them in that cell or unit; a false node taken by a
 * true parent in its cell or a cell it sees, or else removed by a nested
 * technique (@nesting above 0): its parents all false, no true node made
 * before it seeing it (the first way there is kept: such a node would have
 * taken it), and at level 1 one of the simpler rules taking it (above);
 * at levels 2 and up it may be a nested chain's, whose rules are not
 * worked out here; at every level the grid less what it rests on must
 * refute the candidate (implied () above). */
static void
check_proof (const SudokuLogicGrid *grid,
             const Watched         *w,
             guint                  k,
             guint                  nesting,
             SudokuTestProofCounts *counts)
{
  const SudokuLogicNode *run = w->run;
  const guint           *first = w->first, *parents = w->parents;
  const SudokuLogicNode *node = &run[k];
  gboolean               proved = FALSE;

  if (w->done[k])
    return;
  w->done[k] = TRUE;
  g_assert_cmpuint (grid->cands[node->cell] & (1u << node->digit), !=, 0);
  for (guint j = first[k]; j < first[k + 1]; j++)
    {
      g_assert_cmpuint (parents[j], <, k);
      check_proof (grid, w, parents[j], nesting, counts);
    }
  /* The assumption rests on nothing. */
  if (k == 0)
    return;
  counts->nodes++;
  if (node->on)
    {
      guint16 gone[SUDOKU_N_CELLS] = { 0 };

      for (guint j = first[k]; j < first[k + 1]; j++)
        {
          g_assert_false (run[parents[j]].on);
          gone[run[parents[j]].cell] |= 1u << run[parents[j]].digit;
        }
      for (guint j = first[k]; j < first[k + 1] && !proved; j++)
        proved = sudoku_test_strong_link (grid, gone, &run[parents[j]], node);
      g_assert_true (proved);
      return;
    }
  if (!nested_removal (w, k))
    {
      for (guint j = first[k]; j < first[k + 1] && !proved; j++)
        {
          const SudokuLogicNode *p = &run[parents[j]];

          proved = p->on && ((p->cell == node->cell && p->digit != node->digit) ||
                             (p->digit == node->digit && cells_see (p->cell, node->cell)));
        }
      g_assert_true (proved);
      return;
    }
  g_assert_cmpuint (nesting, >, 0);
  for (guint j = 0; j < k; j++)
    g_assert_false (run[j].on && ((run[j].cell == node->cell && run[j].digit != node->digit) ||
                                  (run[j].digit == node->digit && cells_see (run[j].cell, node->cell))));
  counts->nested++;
  if (basic_proves (grid, w, k))
    counts->nested_basic++;
  else
    g_assert_cmpuint (nesting, >=, 2);
  implied (grid, w, k, counts);
}

/* Node @i of @branch (of @n nodes), a branch of a step of @grid at
 * @nesting, and all it rests on, in every branch the engine built for the
 * step that is the same as @branch.  Returns how many there were. */
guint
sudoku_test_proofs_check (SudokuTestProofs      *proofs,
                          const SudokuLogicGrid *grid,
                          const SudokuLogicNode *branch,
                          guint                  n,
                          guint                  i,
                          guint                  nesting,
                          SudokuTestProofCounts *counts)
{
  guint matched = 0;

  for (guint b = 0; b < proofs->branches->len; b++)
    {
      const Watched *w = g_ptr_array_index (proofs->branches, b);
      gboolean       same = w->n == n;

      for (guint k = 0; k < n && same; k++)
        same = w->nodes[k].cell == branch[k].cell && w->nodes[k].digit == branch[k].digit &&
               !!w->nodes[k].on == !!branch[k].on && (k == 0 || w->nodes[k].link == branch[k].link);
      if (same)
        {
          check_proof (grid, w, w->index[i], nesting, counts);
          matched++;
        }
    }
  return matched;
}
