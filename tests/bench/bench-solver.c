/* bench-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-solver"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "reference-solver.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* Puzzles per second of CPU time for each data set, for our strategies and
 * for a simple reference solver run in the same process on the same puzzles
 * (n/1: those the reference got through in its time), so that the figures
 * can be read as ratios on a noisy machine; then, for the fast strategy with a limit of
 * two (what `--solve` runs), the slowest puzzle of the set and the 99.9th
 * percentile.  Usage: bench-solver [--quick] FILE… */

#define TEXTBOOK_CAP_US 20000 /* time allowed per puzzle for the textbook search */

typedef struct
{
  double   per_second;
  guint    solved;
  guint    done;
  guint    timeouts;
} Result;

static gint64 budget_us = 3 * G_USEC_PER_SEC; /* per measurement */

/* The CPU time of this thread: on a shared machine a puzzle's time should
 * not include the moments another process had the processor. */
static double
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* Whether to solve puzzle i (of count, taken round and round): the first
 * round until the budget is spent; a small set goes round again until a
 * quarter of it is, so that it is timed over long enough. */
static gboolean
keep_going (guint  i,
            guint  count,
            double start,
            gint64 end)
{
  if (i < count)
    return (i & 63) != 0 || g_get_monotonic_time () <= end;
  return i % count != 0 ||
         (now_ns () - start < budget_us * 250.0 && g_get_monotonic_time () <= end);
}

static Result
run_ours (GArray        *puzzles,
          guint          count,
          SudokuStrategy strategy,
          guint          limit)
{
  Result result = { 0 };
  gint64 end = g_get_monotonic_time () + budget_us;
  double start = now_ns ();
  guint  i;

  for (i = 0; keep_going (i, count, start, end); i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i % count);
      SudokuSolveOptions  options = { strategy, limit };
      guint8              solution[SUDOKU_N_CELLS];
      guint               n = 0;

      if (strategy == SUDOKU_STRATEGY_TEXTBOOK)
        options.deadline_us = g_get_monotonic_time () + TEXTBOOK_CAP_US;
      if (!sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL))
        result.timeouts += i < count;
      else if (n > 0)
        result.solved += i < count;
    }
  result.done = MIN (i, count);
  result.per_second = i / ((now_ns () - start) / 1e9);
  return result;
}

static double
time_one (const SudokuPuzzle *puzzle)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n;
  double             start = now_ns ();

  sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL);
  return now_ns () - start;
}

static int
compare_desc (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  const double *times = user_data;
  double        x = times[*(const guint *)a], y = times[*(const guint *)b];

  return x < y ? 1 : x > y ? -1 : 0;
}

/* Times every puzzle (within the budget), then times the slowest again a few
 * times and keeps their best: a puzzle is slow when the solver is, not when
 * a cache was cold or an interrupt came in the middle of it. */
static void
run_latency (GArray *puzzles,
             double *worst_us,
             double *p999_us,
             guint  *worst_line)
{
  gint64 end = g_get_monotonic_time () + 4 * budget_us;
  g_autofree double *times = g_new (double, puzzles->len);
  g_autofree guint *order = g_new (guint, puzzles->len);
  guint  n, n_again;

  for (n = 0; n < puzzles->len; n++)
    {
      times[n] = time_one (&g_array_index (puzzles, SudokuPuzzle, n));
      order[n] = n;
      if ((n & 63) == 63 && g_get_monotonic_time () > end)
        {
          n++;
          break;
        }
    }
  g_qsort_with_data (order, (gint)n, sizeof *order, compare_desc, times);
  n_again = MIN (n, MAX (20, n / 200));
  for (guint k = 0; k < n_again; k++)
    for (guint again = 0; again < 4; again++)
      times[order[k]] = MIN (times[order[k]], time_one (&g_array_index (puzzles, SudokuPuzzle,
                                                                        order[k])));
  g_qsort_with_data (order, (gint)n, sizeof *order, compare_desc, times);
  *worst_us = times[order[0]] / 1000;
  *p999_us = times[order[n / 1000]] / 1000;
  *worst_line = order[0] + 1;
}

static Result
run_reference (GArray *puzzles,
               int     limit)
{
  Result result = { 0 };
  gint64 end = g_get_monotonic_time () + budget_us;
  double start = now_ns ();
  guint  i;

  for (i = 0; keep_going (i, puzzles->len, start, end); i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i % puzzles->len);
      char                line[SUDOKU_N_CELLS + 1], solution[SUDOKU_N_CELLS + 1];

      sudoku_format_line (puzzle->cells, line);
      if (reference_solve (line, solution, limit) > 0)
        result.solved += i < puzzles->len;
    }
  result.done = MIN (i, puzzles->len);
  result.per_second = i / ((now_ns () - start) / 1e9);
  return result;
}

int
main (int   argc,
      char *argv[])
{
  int first = 1;

  if (argc > 1 && g_str_equal (argv[1], "--quick"))
    {
      budget_us = G_USEC_PER_SEC / 4;
      first++;
    }
  if (first >= argc)
    {
      fprintf (stderr, "usage: %s [--quick] FILE…\n", argv[0]);
      return 2;
    }

  printf ("%-40s %6s %9s %8s %9s %8s %7s %7s %8s %8s %7s %s\n", "set (puzzles/s)", "n/1", "fast/1",
          "ref/1", "fast/2", "ref/2", "x ref/1", "x ref/2", "worst/2", "p99.9/2", "(line)",
          "textbook/1");
  for (int a = first; a < argc; a++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = NULL;
      g_autofree char *data = NULL;
      g_autofree char *base = g_path_get_basename (argv[a]);
      gsize  length;
      Result fast1, fast2, ref1, ref2, text1;
      double worst_us, p999_us;
      guint  worst_line;

      if (!g_file_get_contents (argv[a], &data, &length, &error) ||
          (puzzles = sudoku_parse_puzzles (data, length, argv[a], &error)) == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }

      /* Ours on the very puzzles the reference got through in its time. */
      ref1 = run_reference (puzzles, 1);
      fast1 = run_ours (puzzles, ref1.done, SUDOKU_STRATEGY_FAST, 1);
      ref2 = run_reference (puzzles, 2);
      fast2 = run_ours (puzzles, ref2.done, SUDOKU_STRATEGY_FAST, 2);
      text1 = run_ours (puzzles, puzzles->len, SUDOKU_STRATEGY_TEXTBOOK, 1);
      run_latency (puzzles, &worst_us, &p999_us, &worst_line);

      printf ("%-40s %6u %9.0f %8.0f %9.0f %8.0f %7.2f %7.2f %6.0fµs %6.0fµs %7u %6.0f (%u/%u capped)\n",
              base, ref1.done, fast1.per_second, ref1.per_second, fast2.per_second, ref2.per_second,
              fast1.per_second / ref1.per_second, fast2.per_second / ref2.per_second,
              worst_us, p999_us, worst_line, text1.per_second, text1.timeouts, text1.done);
      if (fast1.solved != ref1.solved && fast1.done == ref1.done)
        {
          fprintf (stderr, "%s: fast solved %u, reference %u\n", base, fast1.solved, ref1.solved);
          return 1;
        }
      fflush (stdout);
    }
  return 0;
}
