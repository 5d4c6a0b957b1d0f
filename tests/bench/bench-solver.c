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

#include "reference-solver.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* Puzzles per second for each data set, for our strategies and for a simple
 * reference solver run in the same process, so that the figures can be read
 * as ratios on a noisy machine.  Usage: bench-solver [--quick] FILE… */

#define TEXTBOOK_CAP_US 20000 /* time allowed per puzzle for the textbook search */

typedef struct
{
  double   per_second;
  guint    solved;
  guint    done;
  guint    timeouts;
} Result;

static gint64 budget_us = 3 * G_USEC_PER_SEC; /* per measurement */

static Result
run_ours (GArray        *puzzles,
          SudokuStrategy strategy,
          guint          limit)
{
  Result result = { 0 };
  gint64 start = g_get_monotonic_time ();
  gint64 end = start + budget_us;
  guint  i;

  for (i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);
      SudokuSolveOptions  options = { strategy, limit };
      guint8              solution[SUDOKU_N_CELLS];
      guint               n = 0;

      if (strategy == SUDOKU_STRATEGY_TEXTBOOK)
        options.deadline_us = g_get_monotonic_time () + TEXTBOOK_CAP_US;
      if (!sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL))
        result.timeouts++;
      else if (n > 0)
        result.solved++;
      if ((i & 63) == 63 && g_get_monotonic_time () > end)
        {
          i++;
          break;
        }
    }
  result.done = i;
  result.per_second = i / ((g_get_monotonic_time () - start) / (double)G_USEC_PER_SEC);
  return result;
}

static Result
run_reference (GArray *puzzles,
               int     limit)
{
  Result result = { 0 };
  gint64 start = g_get_monotonic_time ();
  gint64 end = start + budget_us;
  guint  i;

  for (i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);
      char                line[SUDOKU_N_CELLS + 1], solution[SUDOKU_N_CELLS + 1];

      sudoku_format_line (puzzle->cells, line);
      if (reference_solve (line, solution, limit) > 0)
        result.solved++;
      if ((i & 63) == 63 && g_get_monotonic_time () > end)
        {
          i++;
          break;
        }
    }
  result.done = i;
  result.per_second = i / ((g_get_monotonic_time () - start) / (double)G_USEC_PER_SEC);
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

  printf ("%-42s %10s %10s %10s %10s %8s %8s %14s\n", "set (puzzles/s)", "fast/1", "ref/1",
          "fast/2", "ref/2", "x ref/1", "x ref/2", "textbook/1");
  for (int a = first; a < argc; a++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = NULL;
      g_autofree char *data = NULL;
      g_autofree char *base = g_path_get_basename (argv[a]);
      gsize  length;
      Result fast1, fast2, ref1, ref2, text1;

      if (!g_file_get_contents (argv[a], &data, &length, &error) ||
          (puzzles = sudoku_parse_puzzles (data, length, argv[a], &error)) == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }

      fast1 = run_ours (puzzles, SUDOKU_STRATEGY_FAST, 1);
      ref1 = run_reference (puzzles, 1);
      fast2 = run_ours (puzzles, SUDOKU_STRATEGY_FAST, 2);
      ref2 = run_reference (puzzles, 2);
      text1 = run_ours (puzzles, SUDOKU_STRATEGY_TEXTBOOK, 1);

      printf ("%-42s %10.0f %10.0f %10.0f %10.0f %8.2f %8.2f %8.0f (%u/%u capped)\n", base,
              fast1.per_second, ref1.per_second, fast2.per_second, ref2.per_second,
              fast1.per_second / ref1.per_second, fast2.per_second / ref2.per_second,
              text1.per_second, text1.timeouts, text1.done);
      if (fast1.solved != ref1.solved && fast1.done == ref1.done)
        {
          fprintf (stderr, "%s: fast solved %u, reference %u\n", base, fast1.solved, ref1.solved);
          return 1;
        }
      fflush (stdout);
    }
  return 0;
}
