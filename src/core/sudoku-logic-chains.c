/* sudoku-logic-chains.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Chains.  An X-chain follows one digit: from a cell assumed not to hold
 * it, a strong link (a unit with two places for the digit) makes the next
 * cell hold it, a weak link (two cells that see each other) makes the one
 * after not hold it, and so on; ending on a strong link, one of the two ends
 * holds the digit.  An XY-chain goes through cells of two candidates: if the
 * first is not x it is its other digit, the next cell is not that one, ...,
 * and the last is x.  Either way the digit leaves the cells that see both
 * ends.  Every chain is found by a breadth-first search from each start, so
 * the shortest chain to each end; all chains are then reported shortest
 * first. */

#define MAX_NODES (2 * SUDOKU_N_CELLS)
#define MAX_EDGES 48

/* A graph of implications: node → the nodes it makes true.  An X-chain
 * node is a cell with or without the digit (2k + on), an XY-chain node a
 * cell of two candidates holding its first or second (2k + which). */
typedef struct
{
  guint  n_cells;
  guint8 cells[SUDOKU_N_CELLS];
  guint8 n_next[MAX_NODES];
  guint8 next[MAX_NODES][MAX_EDGES];
  gint16 parent[MAX_NODES];
  guint8 depth[MAX_NODES];
} ChainGraph;

typedef struct
{
  const SudokuLogicGrid *grid;
  GArray                *found; /* of SudokuLogicStep */
} ChainSearch;

static void
graph_link (ChainGraph *graph,
            guint       from,
            guint       to)
{
  for (guint i = 0; i < graph->n_next[from]; i++)
    if (graph->next[from][i] == to)
      return;
  if (graph->n_next[from] < MAX_EDGES)
    graph->next[from][graph->n_next[from]++] = (guint8)to;
}

static void
graph_search (ChainGraph *graph,
              guint       start)
{
  guint8 queue[MAX_NODES];
  guint  head = 0, tail = 0;

  memset (graph->depth, 0xff, sizeof graph->depth);
  graph->parent[start] = -1;
  graph->depth[start] = 0;
  queue[tail++] = (guint8)start;
  while (head < tail)
    {
      guint node = queue[head++];

      for (guint i = 0; i < graph->n_next[node]; i++)
        {
          guint next = graph->next[node][i];

          if (graph->depth[next] != 0xff)
            continue;
          graph->parent[next] = (gint16)node;
          graph->depth[next] = (guint8)(graph->depth[node] + 1);
          queue[tail++] = (guint8)next;
        }
    }
}

static gint
compare_length (gconstpointer a,
                gconstpointer b)
{
  const SudokuLogicStep *sa = a, *sb = b;

  if (sa->n_cells != sb->n_cells)
    return sa->n_cells < sb->n_cells ? -1 : 1;
  /* The same length: the one that removes more first. */
  return (gint)sb->n_eliminated - (gint)sa->n_eliminated;
}

static gboolean
report_sorted (ChainSearch           *search,
               const SudokuLogicSink *sink)
{
  gboolean stopped = FALSE;

  g_array_sort (search->found, compare_length);
  for (guint i = 0; i < search->found->len && !stopped; i++)
    stopped = sink->func (&g_array_index (search->found, SudokuLogicStep, i), sink->data);
  g_array_unref (search->found);
  return stopped;
}

/* Keeps the chain that ends at @node in @step, start first, then the step. */
static void
keep_chain (ChainSearch      *search,
            SudokuLogicStep  *step,
            const ChainGraph *graph,
            guint             node)
{
  guint8 path[MAX_NODES];
  guint  n = 0;

  for (gint at = (gint)node; at >= 0; at = graph->parent[at])
    {
      if (n == SUDOKU_STEP_MAX_CELLS)
        return;
      path[n++] = graph->cells[(guint)at / 2];
    }
  while (n > 0)
    step_add_cell (step, path[--n]);
  g_array_append_val (search->found, *step);
}

static void
eliminate_seen_by_both (SudokuLogicStep       *step,
                        const SudokuLogicGrid *grid,
                        guint                  a,
                        guint                  b,
                        guint                  digit)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (cells_see (cell, a) && cells_see (cell, b))
      step_eliminate (step, grid, cell, SUDOKU_DIGIT_BIT (digit));
}

/* Off (2k) → on (2j) through a strong link, on → off through a weak one. */
static void
build_x_graph (ChainGraph            *graph,
               const SudokuLogicGrid *grid,
               guint                  digit)
{
  gint8 index[SUDOKU_N_CELLS];

  graph->n_cells = 0;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      index[cell] = -1;
      if (grid->cands[cell] & SUDOKU_DIGIT_BIT (digit))
        {
          index[cell] = (gint8)graph->n_cells;
          graph->cells[graph->n_cells++] = (guint8)cell;
        }
    }
  memset (graph->n_next, 0, sizeof graph->n_next);
  for (guint k = 0; k < graph->n_cells; k++)
    for (guint j = 0; j < graph->n_cells; j++)
      if (cells_see (graph->cells[k], graph->cells[j]))
        graph_link (graph, 2 * k + 1, 2 * j);
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    {
      guint positions = unit_positions (grid, unit, digit);
      guint a, b;

      if (!two_bits (positions))
        continue;
      a = (guint)index[unit_cell (unit, bit_first (positions))];
      b = (guint)index[unit_cell (unit, bit_first (positions & (positions - 1)))];
      graph_link (graph, 2 * a, 2 * b + 1);
      graph_link (graph, 2 * b, 2 * a + 1);
    }
}

gboolean
_sudoku_logic_find_x_chain (const SudokuLogicGrid *grid,
                            const SudokuLogicSink *sink)
{
  ChainSearch search = { grid, g_array_new (FALSE, FALSE, sizeof (SudokuLogicStep)) };
  ChainGraph  graph;

  for (guint d = 1; d <= 9; d++)
    {
      build_x_graph (&graph, grid, d);
      for (guint k = 0; k < graph.n_cells; k++)
        {
          graph_search (&graph, 2 * k);
          /* Ends that hold the digit, at least two strong links away. */
          for (guint j = k + 1; j < graph.n_cells; j++)
            {
              SudokuLogicStep step;

              if (graph.depth[2 * j + 1] == 0xff || graph.depth[2 * j + 1] < 3)
                continue;
              step_init (&step, SUDOKU_TECHNIQUE_X_CHAIN);
              step.digit = (guint8)d;
              eliminate_seen_by_both (&step, grid, graph.cells[k], graph.cells[j], d);
              if (step.n_eliminated > 0)
                keep_chain (&search, &step, &graph, 2 * j + 1);
            }
        }
    }
  return report_sorted (&search, sink);
}

/* The digit of XY-chain node @node. */
static guint
xy_digit (const ChainGraph      *graph,
          const SudokuLogicGrid *grid,
          guint                  node)
{
  guint cands = grid->cands[graph->cells[node / 2]];

  return node % 2 == 0 ? bit_first (cands) : bit_first (cands & (cands - 1));
}

/* (k holds v) → (j holds its other digit), for j seeing k with v. */
static void
build_xy_graph (ChainGraph            *graph,
                const SudokuLogicGrid *grid)
{
  graph->n_cells = 0;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (two_bits (grid->cands[cell]))
      graph->cells[graph->n_cells++] = (guint8)cell;
  memset (graph->n_next, 0, sizeof graph->n_next);
  for (guint node = 0; node < 2 * graph->n_cells; node++)
    {
      guint v = xy_digit (graph, grid, node);

      for (guint j = 0; j < graph->n_cells; j++)
        {
          guint other = graph->cells[j];

          if (!cells_see (graph->cells[node / 2], other) || !(grid->cands[other] & SUDOKU_DIGIT_BIT (v)))
            continue;
          /* j cannot be v: it holds its other digit. */
          graph_link (graph, node, 2 * j + (xy_digit (graph, grid, 2 * j) == v));
        }
    }
}

gboolean
_sudoku_logic_find_xy_chain (const SudokuLogicGrid *grid,
                             const SudokuLogicSink *sink)
{
  ChainSearch search = { grid, g_array_new (FALSE, FALSE, sizeof (SudokuLogicStep)) };
  ChainGraph  graph;

  build_xy_graph (&graph, grid);
  for (guint start = 0; start < 2 * graph.n_cells; start++)
    {
      /* The start is not x, so it holds the other digit... */
      guint x = xy_digit (&graph, grid, start ^ 1);

      graph_search (&graph, start);
      /* ...and a later cell, at least three cells on, holds x. */
      for (guint j = start / 2 + 1; j < graph.n_cells; j++)
        for (guint which = 0; which < 2; which++)
          {
            guint           end = 2 * j + which;
            SudokuLogicStep step;

            if (graph.depth[end] == 0xff || graph.depth[end] < 2 || xy_digit (&graph, grid, end) != x)
              continue;
            step_init (&step, SUDOKU_TECHNIQUE_XY_CHAIN);
            step.digit = (guint8)x;
            eliminate_seen_by_both (&step, grid, graph.cells[start / 2], graph.cells[j], x);
            if (step.n_eliminated > 0)
              keep_chain (&search, &step, &graph, end);
          }
    }
  return report_sorted (&search, sink);
}
