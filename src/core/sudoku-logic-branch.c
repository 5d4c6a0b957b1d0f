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
 * _sudoku_logic_pool_branch () builds is told to @func with every parent
 * of each node, the "hidden" ones too, which the step leaves out: what
 * leaves a true node alone in its cell or unit, however far from the
 * branch it was taken.  Not thread-safe: for one thread's searches.
 */
void
_sudoku_logic_watch_branches (SudokuLogicBranchFunc func,
                              gpointer              data)
{
  watch_func = func;
  watch_data = data;
}

/* Tells the watcher of the branch @branch of @n nodes, the pool's @index
 * of each. */
static void
tell_watcher (const SudokuLogicChainNode *nodes,
              const guint16              *links,
              const SudokuLogicNode      *branch,
              const guint                *index,
              guint                       n)
{
  g_autofree guint *first = g_new (guint, n + 1);
  g_autoptr(GArray) parents = g_array_new (FALSE, FALSE, sizeof (SudokuLogicNode));

  for (guint i = 0; i < n; i++)
    {
      const SudokuLogicChainNode *p = &nodes[index[i]];

      first[i] = parents->len;
      for (guint k = 0; k < p->n; k++)
        {
          const SudokuLogicChainNode *q = &nodes[links[p->first + k]];
          SudokuLogicNode             parent = { q->cell, q->digit, q->on, SUDOKU_LOGIC_LINK_CHAIN };

          g_array_append_val (parents, parent);
        }
    }
  first[n] = parents->len;
  watch_func (branch, n, (const SudokuLogicNode *)(gpointer)parents->data, first, watch_data);
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
