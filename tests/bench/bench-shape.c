/* bench-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-shape"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku-shape-generator.h"
#include "sudoku-shape-solver.h"

/* The shapes' generator and search, one thread:
 *   - how long a puzzle of each shape and level takes to make (seeds 1..N),
 *     in milliseconds;
 *   - how long the puzzles made take to count (limit 2) with the fast,
 *     fewest and textbook strategies, and on plain 9×9 the shapes' fewest
 *     search against the 9×9 one on the very same puzzles (the same steps:
 *     the ratio is what the shape's generality costs).
 *
 *   bench-shape [N]
 */

/* Milliseconds a puzzle to count @puzzles, the best of three runs. */
static double
count_ms (const SudokuGridShape *shape,
          const guint8          *puzzles,
          guint                  n,
          SudokuStrategy         strategy,
          gboolean               nine_engine)
{
  SudokuSolveOptions options = { strategy, 2 };
  double             best = G_MAXDOUBLE;

  for (guint run = 0; run < 3; run++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < n; i++)
        {
          guint8 solution[SUDOKU_MAX_CELLS];
          guint  found;

          if (nine_engine)
            sudoku_solve (puzzles + i * SUDOKU_MAX_CELLS, solution, &options, &found, NULL, NULL);
          else
            sudoku_shape_solve (shape, puzzles + i * SUDOKU_MAX_CELLS, solution, &options, &found,
                                NULL, NULL);
          g_assert_cmpuint (found, ==, 1);
        }
      best = MIN (best, (double)(g_get_monotonic_time () - start) / 1000.0 / n);
    }
  return best;
}

static void
bench_one (guint            side,
           gboolean         x,
           SudokuShapeLevel level,
           guint            n)
{
  static const char *const level_names[] = { "easy", "medium", "hard" };
  const SudokuGridShape   *shape = sudoku_grid_shape_get (side, x);
  g_autofree guint8       *puzzles = g_new0 (guint8, (gsize)n * SUDOKU_MAX_CELLS);
  g_autofree char         *name = sudoku_grid_shape_name (shape);
  gint64                   start = g_get_monotonic_time ();
  double                   make_ms;

  for (guint i = 0; i < n; i++)
    if (!sudoku_shape_generate (shape, level, TRUE, i + 1, puzzles + i * SUDOKU_MAX_CELLS, NULL))
      {
        printf ("%-8s %-7s none made\n", name, level_names[level]);
        return;
      }
  make_ms = (double)(g_get_monotonic_time () - start) / 1000.0 / n;
  printf ("%-8s %-7s %10.3f %10.4f", name, level_names[level], make_ms,
          count_ms (shape, puzzles, n, SUDOKU_STRATEGY_FAST, FALSE));
  /* The plain searches take seconds a puzzle on sparse 16×16 grids. */
  if (side <= 9 && level != SUDOKU_SHAPE_LEVEL_HARD)
    printf (" %10.4f", count_ms (shape, puzzles, n, SUDOKU_STRATEGY_FEWEST, FALSE));
  else
    printf (" %10s", "-");
  if (side <= 6)
    printf (" %10.4f", count_ms (shape, puzzles, n, SUDOKU_STRATEGY_TEXTBOOK, FALSE));
  else
    printf (" %10s", "-");
  if (side == 9 && !x)
    {
      double plain = count_ms (shape, puzzles, n, SUDOKU_STRATEGY_FEWEST, TRUE);
      double ours = count_ms (shape, puzzles, n, SUDOKU_STRATEGY_FEWEST, FALSE);

      printf ("   fewest, 9×9 search %.4f, shapes' search %.4f: ratio %.2f", plain, ours,
              ours / plain);
    }
  printf ("\n");
  fflush (stdout);
}

int
main (int   argc,
      char *argv[])
{
  static const guint sides[] = { 4, 6, 9, 16 };
  guint              n = argc > 1 ? (guint)atoi (argv[1]) : 20;

  printf ("%-8s %-7s %10s %10s %10s %10s  (ms per puzzle, %u puzzles, one thread; then the time\n"
          "to count each with the strategy, the best of 3 runs)\n",
          "shape", "level", "make", "fast", "fewest", "textbook", n);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    for (int x = 0; x <= 1; x++)
      for (SudokuShapeLevel level = SUDOKU_SHAPE_LEVEL_EASY; level <= SUDOKU_SHAPE_LEVEL_HARD;
           level++)
        {
          if (sides[i] == 4 && level != SUDOKU_SHAPE_LEVEL_EASY)
            continue;
          bench_one (sides[i], x, level, n);
        }
  return 0;
}
