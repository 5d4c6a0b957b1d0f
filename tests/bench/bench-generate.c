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

/* How long one puzzle of each level takes to make, one thread, rotational
 * symmetry (the window's New Puzzle): the distribution over N puzzles
 * (seeds 1..N of a batch), in milliseconds, and each level's mean as a
 * ratio to Easy's, all in one run.  Then the rarer asks: a range inside
 * Master (7.0-8.0), Extreme without symmetry, and Extreme and 9.1-10.4
 * with random candidates only (no walk through the vicinity of a near
 * miss) beside the same with the walk, on fewer puzzles (N / 10).
 *
 *   bench-generate [N]
 */

typedef struct
{
  const char    *name;
  const char    *level; /* or NULL */
  const char    *range; /* or NULL */
  SudokuSymmetry symmetry;
  gboolean       random_only;
  gboolean       fewer;
} Row;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return x < y ? -1 : x > y;
}

/* The mean time of @row's puzzles, after printing their distribution. */
static double
run_row (const Row *row,
         guint      n,
         double     easy_mean)
{
  SudokuCliGenerate  chosen = { 0 };
  g_autofree double *times = g_new (double, MAX (n, 1));
  double             total = 0, mean;
  guint              made = 0;

  if (row->level != NULL)
    g_assert_true (sudoku_cli_generate_set_level (&chosen, row->level));
  else
    g_assert_true (sudoku_cli_generate_set_range (&chosen, row->range));
  for (guint i = 0; i < n; i++)
    {
      SudokuGenerateOptions options = {
        .symmetry = row->symmetry,
        .seed = sudoku_generate_seed_for (2026, i),
        .min_rating = chosen.min_rating,
        .max_rating = chosen.max_rating,
        .rate = chosen.rate,
        .max_rated = 20000,
        .random_only = row->random_only,
      };
      guint8 puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
      gint64 start = g_get_monotonic_time ();

      /* A search given up counts its whole time: the mean is a floor. */
      made += sudoku_generate (&options, puzzle, solution, NULL, NULL);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      total += times[i];
    }
  qsort (times, n, sizeof *times, compare_doubles);
  mean = total / n;
  printf ("%-28s %5u %5u %9.2f %9.2f %9.2f %9.2f %8.1f\n", row->name, n, made, times[n / 2],
          times[n * 9 / 10], times[n - 1], mean, easy_mean > 0 ? mean / easy_mean : 1.0);
  fflush (stdout);
  return mean;
}

int
main (int   argc,
      char *argv[])
{
  static const Row rows[] = {
    { "easy", "easy", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "medium", "medium", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "hard", "hard", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "expert", "expert", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "master", "master", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "extreme", "extreme", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "--rating 7.0-8.0", NULL, "7.0-8.0", SUDOKU_SYMMETRY_ROTATIONAL, FALSE, FALSE },
    { "extreme, no symmetry", "extreme", NULL, SUDOKU_SYMMETRY_NONE, FALSE, FALSE },
    { "extreme, random only", "extreme", NULL, SUDOKU_SYMMETRY_ROTATIONAL, TRUE, TRUE },
    { "extreme, with the walk", "extreme", NULL, SUDOKU_SYMMETRY_ROTATIONAL, FALSE, TRUE },
    { "9.1-10.4 none, random only", NULL, "9.1-10.4", SUDOKU_SYMMETRY_NONE, TRUE, TRUE },
    { "9.1-10.4 none, with the walk", NULL, "9.1-10.4", SUDOKU_SYMMETRY_NONE, FALSE, TRUE },
  };
  guint  n = argc > 1 ? (guint)atoi (argv[1]) : 100;
  double easy_mean = 0;

  printf ("%-28s %5s %5s %9s %9s %9s %9s %8s\n", "level (rotational symmetry)", "asked", "made",
          "median", "p90", "max", "mean", "/easy");
  printf ("(ms per puzzle, one thread; a search gives up after 20000 ratings outside the range)\n");
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      double mean = run_row (&rows[r], rows[r].fewer ? MAX (n / 10, 1) : n, easy_mean);

      if (r == 0)
        easy_mean = mean;
    }
  return 0;
}
