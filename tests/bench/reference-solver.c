/* reference-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A plain reference solver, the benchmark's baseline: one candidate mask per
 * cell (bit d - 1 for digit d), constraint propagation by naked singles (a
 * cell left with one candidate) and hidden singles (a digit left with one
 * place in a row, column or box), then depth-first search on the unsolved
 * cell with the fewest candidates, copying the whole state at each guess. */

#include <stdint.h>
#include <string.h> /* NULL */

#include "reference-solver.h"

#define ALL_DIGITS 0x1ffu

typedef struct
{
  uint16_t cand[81];
} Grid;

/* A stack of cells that just became singles, whose digit must still be
 * removed from their peers.  Candidates only ever shrink, so a cell turns
 * single at most once and 81 entries are enough. */
typedef struct
{
  uint8_t cells[81];
  int     len;
} Pending;

static uint8_t units[27][9];      /* rows 0-8, columns 9-17, boxes 18-26 */
static uint8_t cell_units[81][3]; /* the row, column and box of each cell */
static uint8_t peers[81][20];     /* the other cells sharing a unit with it */

/* The tables are filled on first use (not thread-safe: the benchmark calls
 * from one thread). */
static void
init_tables (void)
{
  static int initialized = 0;

  if (initialized)
    return;

  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++)
      {
        units[i][j] = 9 * i + j;
        units[9 + i][j] = 9 * j + i;
        units[18 + i][j] = 27 * (i / 3) + 3 * (i % 3) + 9 * (j / 3) + j % 3;
      }

  for (int c = 0; c < 81; c++)
    {
      int r = c / 9, col = c % 9, n = 0;

      cell_units[c][0] = r;
      cell_units[c][1] = 9 + col;
      cell_units[c][2] = 18 + 3 * (r / 3) + col / 3;

      for (int p = 0; p < 81; p++)
        {
          int pr = p / 9, pc = p % 9;

          if (p != c && (pr == r || pc == col || (pr / 3 == r / 3 && pc / 3 == col / 3)))
            peers[c][n++] = p;
        }
    }

  initialized = 1;
}

static int
is_single (uint16_t mask)
{
  return mask != 0 && (mask & (mask - 1)) == 0;
}

static int assign (Grid    *g,
                   Pending *pending,
                   int      c,
                   uint16_t bit);

/* Removes digit @bit from cell @c.  Returns 0 on a contradiction: the cell
 * has no candidate left, or a unit of the cell has no place left for the
 * digit.  A cell left with one candidate (naked single) is pushed onto
 * @pending; a digit left with one place in a unit (hidden single) is
 * assigned there. */
static int
eliminate (Grid    *g,
           Pending *pending,
           int      c,
           uint16_t bit)
{
  if (!(g->cand[c] & bit))
    return 1;

  g->cand[c] &= ~bit;
  if (g->cand[c] == 0)
    return 0;
  if (is_single (g->cand[c]))
    pending->cells[pending->len++] = c;

  for (int k = 0; k < 3; k++)
    {
      const uint8_t *unit = units[cell_units[c][k]];
      int            places = 0, last = -1;

      for (int j = 0; j < 9; j++)
        if (g->cand[unit[j]] & bit)
          {
            places++;
            last = unit[j];
          }

      if (places == 0)
        return 0;
      if (places == 1 && !assign (g, pending, last, bit))
        return 0;
    }

  return 1;
}

/* Leaves digit @bit as the only candidate of cell @c, which must still hold
 * it.  Returns 0 on a contradiction. */
static int
assign (Grid    *g,
        Pending *pending,
        int      c,
        uint16_t bit)
{
  for (uint16_t rest = g->cand[c] & ~bit; rest != 0; rest &= rest - 1)
    if (!eliminate (g, pending, c, rest & -rest))
      return 0;

  /* A nested hidden single may have taken the digit away meanwhile. */
  return (g->cand[c] & bit) != 0;
}

/* Removes the digit of every pending single from its peers, until no new
 * single comes up.  Returns 0 on a contradiction. */
static int
propagate (Grid    *g,
           Pending *pending)
{
  while (pending->len > 0)
    {
      int      c = pending->cells[--pending->len];
      uint16_t bit = g->cand[c];

      for (int k = 0; k < 20; k++)
        if (!eliminate (g, pending, peers[c][k], bit))
          return 0;
    }

  return 1;
}

static void
search (const Grid *g,
        char       *solution,
        int         limit,
        int        *count)
{
  int best = -1, best_n = 10;

  for (int c = 0; c < 81; c++)
    {
      int n = __builtin_popcount (g->cand[c]);

      if (n > 1 && n < best_n)
        {
          best = c;
          best_n = n;
          if (n == 2)
            break;
        }
    }

  if (best < 0)
    {
      /* Every cell holds one digit, and propagation kept them consistent. */
      if (*count == 0 && solution != NULL)
        {
          for (int c = 0; c < 81; c++)
            solution[c] = '1' + __builtin_ctz (g->cand[c]);
          solution[81] = '\0';
        }
      (*count)++;
      return;
    }

  for (uint16_t rest = g->cand[best]; rest != 0 && *count < limit; rest &= rest - 1)
    {
      Grid    next = *g;
      Pending pending = { .len = 0 };

      if (assign (&next, &pending, best, rest & -rest) && propagate (&next, &pending))
        search (&next, solution, limit, count);
    }
}

int
reference_solve (const char *puzzle,
                 char       *solution,
                 int         limit)
{
  Grid    g;
  Pending pending = { .len = 0 };
  int     count = 0;

  init_tables ();

  for (int c = 0; c < 81; c++)
    g.cand[c] = ALL_DIGITS;

  /* A given that is no longer a candidate clashes with earlier givens or
   * with what they imply. */
  for (int c = 0; c < 81; c++)
    if (puzzle[c] >= '1' && puzzle[c] <= '9')
      {
        uint16_t bit = 1u << (puzzle[c] - '1');

        if (!(g.cand[c] & bit) || !assign (&g, &pending, c, bit))
          return 0;
      }

  if (propagate (&g, &pending))
    search (&g, solution, limit, &count);

  return count;
}
