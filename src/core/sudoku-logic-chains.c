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

#define MAX_NODES (SUDOKU_N_CELLS * 10)

typedef struct
{
  const SudokuLogicGrid *grid;
  GArray                *found; /* of SudokuLogicStep */
} ChainSearch;

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

/* Walks the parents of @node back to the start, then keeps the chain in
 * @step in its order, start first. */
static gboolean
keep_chain (ChainSearch     *search,
            SudokuLogicStep *step,
            const gint16    *parent,
            guint            node,
            guint            n_states)
{
  guint8 path[MAX_NODES];
  guint  n = 0;

  for (gint n_node = (gint)node; n_node >= 0; n_node = parent[n_node])
    {
      if (n == SUDOKU_STEP_MAX_CELLS)
        return FALSE;
      path[n++] = (guint8)((guint)n_node / n_states);
    }
  while (n > 0)
    step_add_cell (step, path[--n]);
  g_array_append_val (search->found, *step);
  return TRUE;
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

/* Node 2 * cell + on: @on when the cell holds @digit, off when it does not. */
static void
x_chains_from (ChainSearch *search,
               guint        digit,
               guint        start)
{
  const SudokuLogicGrid *grid = search->grid;
  gint16                 parent[2 * SUDOKU_N_CELLS];
  guint8                 depth[2 * SUDOKU_N_CELLS];
  guint                  queue[2 * SUDOKU_N_CELLS], head = 0, tail = 0;
  guint16                bit = SUDOKU_DIGIT_BIT (digit);

  memset (depth, 0xff, sizeof depth);
  parent[2 * start] = -1;
  depth[2 * start] = 0;
  queue[tail++] = 2 * start;
  while (head < tail)
    {
      guint node = queue[head++], cell = node / 2, on = node % 2;

      for (guint next = 0; next < SUDOKU_N_CELLS; next++)
        {
          guint nn = 2 * next + !on;

          if (!(grid->cands[next] & bit) || !cells_see (cell, next) || depth[nn] != 0xff)
            continue;
          if (!on)
            {
              /* A strong link: the two are the only places in a unit. */
              gboolean strong = FALSE;
              guint    units[3] = { SUDOKU_UNIT_ROW (cell_row (cell)), SUDOKU_UNIT_COL (cell_col (cell)),
                                    SUDOKU_UNIT_BOX (cell_box (cell)) };

              for (guint u = 0; u < 3; u++)
                if (cell_in_unit (next, units[u]) &&
                    bit_count (unit_positions (grid, units[u], digit)) == 2)
                  strong = TRUE;
              if (!strong)
                continue;
            }
          parent[nn] = (gint16)node;
          depth[nn] = (guint8)(depth[node] + 1);
          queue[tail++] = nn;
          if (!on && next > start && depth[nn] >= 3)
            {
              SudokuLogicStep step;

              step_init (&step, SUDOKU_TECHNIQUE_X_CHAIN);
              step.digit = (guint8)digit;
              eliminate_seen_by_both (&step, grid, start, next, digit);
              if (step.n_eliminated > 0)
                keep_chain (search, &step, parent, nn, 2);
            }
        }
    }
}

gboolean
_sudoku_logic_find_x_chain (const SudokuLogicGrid *grid,
                            const SudokuLogicSink *sink)
{
  ChainSearch search = { grid, g_array_new (FALSE, FALSE, sizeof (SudokuLogicStep)) };

  for (guint d = 1; d <= 9; d++)
    for (guint start = 0; start < SUDOKU_N_CELLS; start++)
      if (grid->cands[start] & SUDOKU_DIGIT_BIT (d))
        x_chains_from (&search, d, start);
  return report_sorted (&search, sink);
}

/* Node 10 * cell + d: the cell of two candidates holds d. */
static void
xy_chains_from (ChainSearch *search,
                guint        start,
                guint        x)
{
  const SudokuLogicGrid *grid = search->grid;
  gint16                 parent[MAX_NODES];
  guint8                 depth[MAX_NODES];
  guint                  queue[MAX_NODES], head = 0, tail = 0;
  guint                  first = 10 * start + bit_first (grid->cands[start] & ~SUDOKU_DIGIT_BIT (x));

  memset (depth, 0xff, sizeof depth);
  parent[first] = -1;
  depth[first] = 0;
  queue[tail++] = first;
  while (head < tail)
    {
      guint node = queue[head++], cell = node / 10, on = node % 10;

      for (guint next = 0; next < SUDOKU_N_CELLS; next++)
        {
          guint nn, next_on;

          if (next == start || bit_count (grid->cands[next]) != 2 ||
              !(grid->cands[next] & SUDOKU_DIGIT_BIT (on)) || !cells_see (cell, next))
            continue;
          next_on = bit_first (grid->cands[next] & ~SUDOKU_DIGIT_BIT (on));
          nn = 10 * next + next_on;
          if (depth[nn] != 0xff)
            continue;
          parent[nn] = (gint16)node;
          depth[nn] = (guint8)(depth[node] + 1);
          queue[tail++] = nn;
          if (next_on == x && next > start && depth[nn] >= 2)
            {
              SudokuLogicStep step;

              step_init (&step, SUDOKU_TECHNIQUE_XY_CHAIN);
              step.digit = (guint8)x;
              eliminate_seen_by_both (&step, grid, start, next, x);
              if (step.n_eliminated > 0)
                keep_chain (search, &step, parent, nn, 10);
            }
        }
    }
}

gboolean
_sudoku_logic_find_xy_chain (const SudokuLogicGrid *grid,
                             const SudokuLogicSink *sink)
{
  ChainSearch search = { grid, g_array_new (FALSE, FALSE, sizeof (SudokuLogicStep)) };

  for (guint start = 0; start < SUDOKU_N_CELLS; start++)
    if (bit_count (grid->cands[start]) == 2)
      for (guint rest = grid->cands[start]; rest != 0; rest &= rest - 1)
        xy_chains_from (&search, start, bit_first (rest));
  return report_sorted (&search, sink);
}
