/* sudoku-logic-branch.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The branches of the chains that have several (Nishio, cell, region and
 * dynamic forcing chains) as a step's nodes: each a linear path from its
 * assumption to the conclusion, told and drawn as a forcing chain is.
 *
 * A node of a dynamic chain (and of Nishio's) may rest on several earlier
 * ones: a candidate made true by a cell or a unit rests on the node that
 * took the last but one candidate (its first parent) and on those that took
 * the others before (its "hidden parents"); a candidate a nested technique
 * removes rests on every candidate the chain took from its pattern.  A
 * branch follows one parent: the first, or for a nested removal the one
 * the chain took last, the latest step before it.  What is left out: the
 * hidden parents (the sentence's "as the chain has changed the grid") and
 * the other candidates a nested pattern rests on. */

/**
 * _sudoku_logic_step_add_branch:
 * @step: a step
 * @nodes: a branch's nodes, from its assumption
 * @n: how many
 *
 * Appends a branch to @step's nodes, its first node marked as the start
 * of a branch.  Where it does not fit, the step gets no nodes at all:
 * a proof is told whole or not at all.
 *
 * Returns: FALSE where it did not fit (the step then has none)
 */
gboolean
_sudoku_logic_step_add_branch (SudokuLogicStep       *step,
                               const SudokuLogicNode *nodes,
                               guint                  n)
{
  if (n == 0)
    return TRUE;
  if (step->n_nodes + n > SUDOKU_STEP_MAX_NODES)
    {
      step->n_nodes = 0;
      return FALSE;
    }
  memcpy (step->nodes + step->n_nodes, nodes, n * sizeof nodes[0]);
  step->nodes[step->n_nodes].link = SUDOKU_LOGIC_LINK_BRANCH;
  step->n_nodes += (guint8)n;
  return TRUE;
}

/* The parent of @node that its branch follows, and how it links. */
static guint
main_parent (const SudokuLogicChainNode *nodes,
             const guint16              *links,
             guint                       node,
             SudokuLogicLink            *link)
{
  const SudokuLogicChainNode *p = &nodes[node];
  guint                       first;

  *link = SUDOKU_LOGIC_LINK_CHAIN;
  /* A nested removal that rests on none: it holds on the grid as the
   * chain has changed it, from the assumption on. */
  if (p->n == 0)
    {
      *link = SUDOKU_LOGIC_LINK_NESTED;
      return 0;
    }
  first = links[p->first];
  /* A true node follows the false one that left it alone, a false node
   * the true one that took it: their first parent. */
  if (p->on || nodes[first].on)
    return first;
  /* A false node whose parents are false was removed by a nested
   * technique or chain: the last of them the chain took. */
  *link = SUDOKU_LOGIC_LINK_NESTED;
  for (guint k = 1; k < p->n; k++)
    first = MAX (first, links[p->first + k]);
  return first;
}

static SudokuLogicBranchFunc watch_func;
static gpointer              watch_data;

/**
 * _sudoku_logic_watch_branches:
 * @func: (nullable): what is told of each branch, or %NULL
 * @data: its data
 *
 * For tests (test-logic-branches): each branch that
 * _sudoku_logic_pool_branch () builds is told to @func with the whole run
 * it comes from up to its end, every node with every parent, the "hidden"
 * ones too, which the step leaves out: the whole proof, however far from
 * the branch.  Not thread-safe: for one thread's searches.
 */
void
_sudoku_logic_watch_branches (SudokuLogicBranchFunc func,
                              gpointer              data)
{
  watch_func = func;
  watch_data = data;
}

/* Tells the watcher of the branch @branch of @n nodes, the run's node
 * @index[i] each, the last the branch's end. */
static void
tell_watcher (const SudokuLogicChainNode *nodes,
              const guint16              *links,
              const SudokuLogicNode      *branch,
              const guint                *index,
              guint                       n)
{
  guint             n_run = index[n - 1] + 1;
  g_autofree guint *first = g_new (guint, n_run + 1);
  g_autoptr(GArray) parents = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) run = g_array_sized_new (FALSE, FALSE, sizeof (SudokuLogicNode), n_run);

  for (guint k = 0; k < n_run; k++)
    {
      SudokuLogicNode node = { nodes[k].cell, nodes[k].digit, nodes[k].on, SUDOKU_LOGIC_LINK_CHAIN };

      g_array_append_val (run, node);
      first[k] = parents->len;
      for (guint j = 0; j < nodes[k].n; j++)
        {
          guint parent = links[nodes[k].first + j];

          g_array_append_val (parents, parent);
        }
    }
  first[n_run] = parents->len;
  watch_func (branch, index, n, (const SudokuLogicNode *)(gpointer)run->data, first,
              (const guint *)(gpointer)parents->data, watch_data);
}

/**
 * _sudoku_logic_pool_branch:
 * @step: a step
 * @nodes: a chain's nodes, the assumption first (index 0), each after its
 *   parents
 * @links: their parents
 * @end: the node the branch ends on
 *
 * Appends the branch from the assumption to @end, as
 * _sudoku_logic_step_add_branch () does.
 *
 * Returns: FALSE where it did not fit (the step then has no nodes)
 */
gboolean
_sudoku_logic_pool_branch (SudokuLogicStep            *step,
                           const SudokuLogicChainNode *nodes,
                           const guint16              *links,
                           guint                       end)
{
  SudokuLogicNode branch[SUDOKU_STEP_MAX_NODES];
  guint           index[SUDOKU_STEP_MAX_NODES];
  guint           n = 0, at = SUDOKU_STEP_MAX_NODES;

  for (guint node = end;;)
    {
      SudokuLogicLink link = SUDOKU_LOGIC_LINK_BRANCH;
      guint           parent = 0;

      if (n == SUDOKU_STEP_MAX_NODES)
        {
          step->n_nodes = 0;
          return FALSE;
        }
      if (node != 0)
        parent = main_parent (nodes, links, node, &link);
      /* Parents come before their children: never a loop. */
      g_assert (node == 0 || parent < node);
      at--;
      branch[at].cell = nodes[node].cell;
      branch[at].digit = nodes[node].digit;
      branch[at].on = nodes[node].on;
      branch[at].link = (guint8)link;
      index[at] = node;
      n++;
      if (node == 0)
        break;
      node = parent;
    }
  if (watch_func != NULL)
    tell_watcher (nodes, links, branch + at, index + at, n);
  return _sudoku_logic_step_add_branch (step, branch + at, n);
}
