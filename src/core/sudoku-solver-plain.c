/* sudoku-solver-plain.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <string.h>

#include "sudoku-solver-private.h"

/* Plain backtracking: textbook and fewest-candidates-first */

typedef struct
{
  guint8  grid[SUDOKU_N_CELLS];
  guint16 rows[9];
  guint16 cols[9];
  guint16 boxes[9];
} PlainState;

static inline guint16
plain_used (const PlainState *s,
            guint             cell)
{
  return s->rows[cell / 9] | s->cols[cell % 9] | s->boxes[_sudoku_box_of (cell)];
}

static inline void
plain_toggle (PlainState *s,
              guint       cell,
              guint       digit)
{
  guint16 bit = 1u << digit;

  s->rows[cell / 9] ^= bit;
  s->cols[cell % 9] ^= bit;
  s->boxes[_sudoku_box_of (cell)] ^= bit;
}

static guint
plain_fewest_cell (const PlainState *s)
{
  guint best = SUDOKU_N_CELLS, best_n = 10;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint n;

      if (s->grid[cell] != 0)
        continue;
      n = 9 - (guint)__builtin_popcount (plain_used (s, cell) & 0x3fe);
      if (n < best_n)
        {
          best_n = n;
          best = cell;
          if (n <= 1)
            break;
        }
    }
  return best;
}

/* structure: long (the search loop: place the next digit or take back) */
guint
_sudoku_plain_search (SearchContext *ctx,
                      const guint8  *cells,
                      guint8        *solution,
                      guint          limit,
                      gboolean       fewest)
{
  PlainState s = { 0 };
  guint8     order[SUDOKU_N_CELLS]; /* the cell filled at each depth */
  guint8     tried[SUDOKU_N_CELLS + 1];
  guint      n_empty = 0, depth = 0, found = 0;

  memcpy (s.grid, cells, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (cells[cell] != 0)
      plain_toggle (&s, cell, cells[cell]);
    else
      order[n_empty++] = cell;

  tried[0] = 0;
  for (;;)
    {
      guint   cell, digit;
      guint16 used;

      if (depth == n_empty)
        {
          if (found++ == 0)
            {
              memcpy (solution, s.grid, SUDOKU_N_CELLS);
              _sudoku_search_note_first_solution (ctx);
            }
          if (found >= limit || depth == 0)
            break;
          /* Go on looking for another solution: undo the last digit. */
          depth--;
          cell = order[depth];
          plain_toggle (&s, cell, s.grid[cell]);
          s.grid[cell] = 0;
          ctx->stats->backtracks++;
          if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_REMOVE, cell, tried[depth]))
            break;
          continue;
        }

      if (fewest && tried[depth] == 0)
        {
          /* Swap the most constrained cell into this depth's place. */
          guint best = plain_fewest_cell (&s);

          for (guint k = depth; k < n_empty; k++)
            if (order[k] == best)
              {
                order[k] = order[depth];
                order[depth] = best;
                break;
              }
        }

      cell = order[depth];
      used = plain_used (&s, cell);
      for (digit = tried[depth] + 1; digit <= 9; digit++)
        if (!(used & (1u << digit)))
          break;

      if (digit <= 9)
        {
          tried[depth] = digit;
          s.grid[cell] = digit;
          plain_toggle (&s, cell, digit);
          ctx->stats->placements++;
          if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_PLACE, cell, digit) || _sudoku_search_should_stop (ctx))
            break;
          tried[++depth] = 0;
          continue;
        }

      /* No digit fits: take back the one before. */
      tried[depth] = 0;
      if (depth == 0)
        break;
      depth--;
      cell = order[depth];
      plain_toggle (&s, cell, s.grid[cell]);
      s.grid[cell] = 0;
      ctx->stats->backtracks++;
      if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_REMOVE, cell, tried[depth]) || _sudoku_search_should_stop (ctx))
        break;
    }

  return found;
}
