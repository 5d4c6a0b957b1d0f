/* sudoku-shape-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <string.h>

#include "sudoku-shape-solver.h"
#include "sudoku-solver-private.h"

/* The search on any shape (sudoku-shape.c): plain backtracking over the
 * shape's units, the textbook way (first empty cell in reading order,
 * digits in order), on the cell with the fewest candidates, or (fast) on
 * the fewest alternatives, a cell's or a digit's in a unit.  It takes and
 * counts its steps as sudoku-solver-plain.c does on 9×9, so that a trace
 * and the stats tell the same story on every shape. */

typedef struct
{
  const SudokuGridShape *shape;
  guint8                 grid[SUDOKU_MAX_CELLS];
  guint32                used[SUDOKU_MAX_UNITS];  /* a bit per digit, 1 << digit */
  guint8                 order[SUDOKU_MAX_CELLS]; /* the cell filled at each depth */
  guint8                 tried[SUDOKU_MAX_CELLS + 1];
  guint                  n_empty;
  guint32                all; /* every digit of the shape */
} ShapeState;

static inline guint32
shape_used (const ShapeState *s,
            guint             cell)
{
  const SudokuGridShape *shape = s->shape;
  guint32                used = 0;

  for (guint u = 0; u < shape->n_cell_units[cell]; u++)
    used |= s->used[shape->cell_units[cell][u]];
  return used;
}

static inline void
shape_toggle (ShapeState *s,
              guint       cell,
              guint       digit)
{
  const SudokuGridShape *shape = s->shape;

  for (guint u = 0; u < shape->n_cell_units[cell]; u++)
    s->used[shape->cell_units[cell][u]] ^= 1u << digit;
}

/* Swaps the empty cell with the fewest candidates, the first in reading
 * order among equals (as on 9×9), into place @depth. */
static void
shape_pick_fewest (ShapeState *s,
                   guint       depth)
{
  guint best = 0, best_n = G_MAXUINT;

  for (guint cell = 0; cell < s->shape->n_cells; cell++)
    {
      guint n;

      if (s->grid[cell] != 0)
        continue;
      n = (guint)__builtin_popcount (s->all & ~shape_used (s, cell));
      if (n < best_n)
        {
          best_n = n;
          best = cell;
          if (n <= 1)
            break;
        }
    }
  for (guint k = depth; k < s->n_empty; k++)
    if (s->order[k] == best)
      {
        s->order[k] = s->order[depth];
        s->order[depth] = (guint8)best;
        break;
      }
}

/* Takes back the digit at @depth. */
static gboolean
shape_take_back (SearchContext *ctx,
                 ShapeState    *s,
                 guint          depth)
{
  guint cell = s->order[depth];

  shape_toggle (s, cell, s->grid[cell]);
  s->grid[cell] = 0;
  ctx->stats->backtracks++;
  return _sudoku_search_report_step (ctx, SUDOKU_STEP_REMOVE, cell, s->tried[depth]);
}

/* structure: long (the search loop: place the next digit or take back) */
static guint
shape_search (SearchContext *ctx,
              ShapeState    *s,
              guint8        *solution,
              guint          limit,
              gboolean       fewest)
{
  guint depth = 0, found = 0, side = s->shape->side;

  s->tried[0] = 0;
  for (;;)
    {
      guint   cell, digit;
      guint32 used;

      if (depth == s->n_empty)
        {
          if (found++ == 0)
            {
              memcpy (solution, s->grid, s->shape->n_cells);
              _sudoku_search_note_first_solution (ctx);
            }
          if (found >= limit || depth == 0)
            break;
          /* Go on looking for another solution: undo the last digit. */
          if (!shape_take_back (ctx, s, --depth))
            break;
          continue;
        }

      if (fewest && s->tried[depth] == 0)
        shape_pick_fewest (s, depth);
      cell = s->order[depth];
      used = shape_used (s, cell);
      for (digit = s->tried[depth] + 1u; digit <= side; digit++)
        if (!(used & (1u << digit)))
          break;

      if (digit <= side)
        {
          s->tried[depth] = (guint8)digit;
          s->grid[cell] = (guint8)digit;
          shape_toggle (s, cell, digit);
          ctx->stats->placements++;
          if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_PLACE, cell, digit) ||
              _sudoku_search_should_stop (ctx))
            break;
          s->tried[++depth] = 0;
          continue;
        }

      /* No digit fits: take back the one before. */
      s->tried[depth] = 0;
      if (depth == 0)
        break;
      if (!shape_take_back (ctx, s, --depth) || _sudoku_search_should_stop (ctx))
        break;
    }
  return found;
}

/* The fast strategy: a branch on the fewest alternatives, the digits of
 * the cell with the fewest candidates or the places of a digit with the
 * fewest places left in a unit (an exact cover's "fewest options first"):
 * a hidden single is then placed at once, which the plain searches only
 * find by trying.  Each alternative is a digit placed and taken back, a
 * place and a remove step, as in the other strategies. */

typedef struct
{
  guint cell;  /* the cell to fill, or G_MAXUINT for a digit's places */
  guint unit;  /* else the unit ... */
  guint digit; /* ... and the digit to place in it */
  guint n;     /* the alternatives, 0 at a dead end */
} Branch;

static void
fast_pick (const ShapeState *s,
           Branch           *b)
{
  const SudokuGridShape *shape = s->shape;

  *b = (Branch){ G_MAXUINT, 0, 0, G_MAXUINT };
  for (guint cell = 0; cell < shape->n_cells && b->n > 1; cell++)
    if (s->grid[cell] == 0)
      {
        guint n = (guint)__builtin_popcount (s->all & ~shape_used (s, cell));

        if (n < b->n)
          *b = (Branch){ cell, 0, 0, n };
      }
  for (guint unit = 0; unit < shape->n_units && b->n > 1; unit++)
    for (guint digit = 1; digit <= shape->side && b->n > 1; digit++)
      {
        guint n = 0;

        if (s->used[unit] & (1u << digit))
          continue;
        for (guint k = 0; k < shape->side && n < b->n; k++)
          {
            guint cell = shape->units[unit][k];

            n += s->grid[cell] == 0 && !(shape_used (s, cell) & (1u << digit));
          }
        if (n < b->n)
          *b = (Branch){ G_MAXUINT, unit, digit, n };
      }
}

/* Places @digit in @cell, searches on, and takes it back; FALSE when the
 * search is to stop (the limit reached, cancelled). */
static gboolean fast_node (SearchContext *ctx,
                           ShapeState    *s,
                           guint8        *solution,
                           guint          limit,
                           guint         *found);

static gboolean
fast_try (SearchContext *ctx,
          ShapeState    *s,
          guint8        *solution,
          guint          limit,
          guint         *found,
          guint          cell,
          guint          digit)
{
  s->grid[cell] = (guint8)digit;
  shape_toggle (s, cell, digit);
  s->n_empty--;
  ctx->stats->placements++;
  if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_PLACE, cell, digit) ||
      _sudoku_search_should_stop (ctx) || !fast_node (ctx, s, solution, limit, found))
    return FALSE;
  shape_toggle (s, cell, digit);
  s->grid[cell] = 0;
  s->n_empty++;
  ctx->stats->backtracks++;
  return _sudoku_search_report_step (ctx, SUDOKU_STEP_REMOVE, cell, digit) &&
         !_sudoku_search_should_stop (ctx);
}

static gboolean
fast_node (SearchContext *ctx,
           ShapeState    *s,
           guint8        *solution,
           guint          limit,
           guint         *found)
{
  const SudokuGridShape *shape = s->shape;
  Branch                 b;

  if (s->n_empty == 0)
    {
      if ((*found)++ == 0)
        {
          memcpy (solution, s->grid, shape->n_cells);
          _sudoku_search_note_first_solution (ctx);
        }
      return *found < limit;
    }
  fast_pick (s, &b);
  if (b.cell != G_MAXUINT)
    {
      guint32 candidates = s->all & ~shape_used (s, b.cell);

      for (guint digit = 1; digit <= shape->side; digit++)
        if ((candidates & (1u << digit)) && !fast_try (ctx, s, solution, limit, found, b.cell, digit))
          return FALSE;
      return TRUE;
    }
  for (guint k = 0; k < shape->side && b.n > 0; k++)
    {
      guint cell = shape->units[b.unit][k];

      if (s->grid[cell] == 0 && !(shape_used (s, cell) & (1u << b.digit)) &&
          !fast_try (ctx, s, solution, limit, found, cell, b.digit))
        return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_shape_solve:
 * @shape: the shape of the grid
 * @cells: the puzzle, @shape->n_cells values in reading order, 0 for empty
 * @solution: (out caller-allocates): the first solution found, when
 *   @n_solutions is not 0; @shape->n_cells values
 * @options: (nullable): strategy, limit, cancellation and step reporting;
 *   %SUDOKU_STRATEGY_FAST branches on the fewest alternatives, a cell's
 *   digits or a digit's places in a unit (the fast engine knows 9×9 alone)
 * @n_solutions: (out): the number of solutions found, at most the limit
 * @stats: (out) (optional): placements, backtracks and time spent
 * @error: return location for an error
 *
 * sudoku_solve () for a grid of any shape: counts solutions up to
 * @options->limit (with 2, 1 means unique), reports every step, polls
 * @options->cancel_func (sudoku_cancellable_cancelled () takes a
 * #GCancellable) every few thousand steps.  Allocates nothing while
 * searching.
 *
 * Returns: %FALSE if the givens clash or the search was cancelled, stopped
 *   or timed out; %TRUE otherwise, even when there is no solution
 */
gboolean
sudoku_shape_solve (const SudokuGridShape    *shape,
                    const guint8             *cells,
                    guint8                   *solution,
                    const SudokuSolveOptions *options,
                    guint                    *n_solutions,
                    SudokuSolveStats         *stats,
                    GError                  **error)
{
  static const SudokuSolveOptions defaults = { SUDOKU_STRATEGY_FAST, 1 };
  SudokuSolveStats                local_stats;
  SearchContext                   ctx = { 0 };
  ShapeState                      s = { shape };
  guint                           found = 0;

  g_return_val_if_fail (shape != NULL, FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);
  g_return_val_if_fail (n_solutions != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ctx.timed = stats != NULL;
  ctx.start = ctx.timed ? g_get_monotonic_time () : 0;
  ctx.options = options != NULL ? options : &defaults;
  ctx.stats = stats != NULL ? stats : &local_stats;
  memset (ctx.stats, 0, sizeof *ctx.stats);
  *n_solutions = 0;
  if (!sudoku_grid_shape_check_givens (shape, cells, error))
    return FALSE;

  s.all = ((1u << shape->side) - 1) << 1;
  memcpy (s.grid, cells, shape->n_cells);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (cells[cell] != 0)
      shape_toggle (&s, cell, cells[cell]);
    else
      s.order[s.n_empty++] = (guint8)cell;

  if (_sudoku_search_poll_stop (&ctx))
    ;
  else if (ctx.options->strategy == SUDOKU_STRATEGY_FAST)
    fast_node (&ctx, &s, solution, MAX (ctx.options->limit, 1), &found);
  else
    found = shape_search (&ctx, &s, solution, MAX (ctx.options->limit, 1),
                          ctx.options->strategy == SUDOKU_STRATEGY_FEWEST);
  if (ctx.timed)
    ctx.stats->time_us = g_get_monotonic_time () - ctx.start;
  *n_solutions = found;
  if (ctx.stopped)
    {
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_shape_solve_any:
 * @shape: the grid's shape
 * @cells: its givens
 * @solution: (out caller-allocates): @shape's n_cells digits
 * @options: (nullable): as sudoku_shape_solve ()
 * @n_solutions: (out): as sudoku_shape_solve ()
 * @stats: (out caller-allocates) (optional): as sudoku_shape_solve ()
 * @error: as sudoku_shape_solve ()
 *
 * Solves a plain 9×9 grid on the fast engine, sudoku_solve (), and any
 * other shape with sudoku_shape_solve ().
 *
 * Returns: as sudoku_shape_solve ()
 */
gboolean
sudoku_shape_solve_any (const SudokuGridShape    *shape,
                        const guint8             *cells,
                        guint8                   *solution,
                        const SudokuSolveOptions *options,
                        guint                    *n_solutions,
                        SudokuSolveStats         *stats,
                        GError                  **error)
{
  g_return_val_if_fail (shape != NULL, FALSE);

  if (sudoku_grid_shape_is_plain_nine (shape))
    return sudoku_solve (cells, solution, options, n_solutions, stats, error);
  return sudoku_shape_solve (shape, cells, solution, options, n_solutions, stats, error);
}
