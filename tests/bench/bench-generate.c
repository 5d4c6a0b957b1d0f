/* bench-generate.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-generate"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "sudoku-cli-generate.h"

/* How long one puzzle of each level takes to make, one thread: the
 * distribution over N puzzles (seeds 1..N of a batch), in milliseconds.
 *
 *   bench-generate [N]
 */

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  static const char *const levels[] = { "easy", "medium", "hard", "expert" };
  guint n = argc > 1 ? (guint)atoi (argv[1]) : 200;
  g_autofree double *times = g_new (double, MAX (n, 1));

  printf ("%-8s %8s %8s %8s %8s %8s  (ms per puzzle, %u puzzles, one thread)\n", "level",
          "median", "p90", "p99", "max", "mean", n);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      SudokuCliGenerate chosen = { 0 };
      double            total = 0;

      g_assert_true (sudoku_cli_generate_set_level (&chosen, levels[l]));
      for (guint i = 0; i < n; i++)
        {
          SudokuGenerateOptions options = {
            .symmetry = SUDOKU_SYMMETRY_ROTATIONAL,
            .seed = sudoku_generate_seed_for (2026, i),
            .min_rating = chosen.min_rating,
            .max_rating = chosen.max_rating,
            .rate = chosen.rate,
          };
          guint8 puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
          gint64 start = g_get_monotonic_time ();

          g_assert_true (sudoku_generate (&options, puzzle, solution, NULL, NULL));
          times[i] = (g_get_monotonic_time () - start) / 1000.0;
          total += times[i];
        }
      qsort (times, n, sizeof *times, compare_doubles);
      printf ("%-8s %8.2f %8.2f %8.2f %8.2f %8.2f\n", levels[l], times[n / 2], times[n * 9 / 10],
              times[n * 99 / 100], times[n - 1], total / n);
    }
  return 0;
}
