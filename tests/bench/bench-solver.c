/* bench-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-solver"

#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "reference-solver.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver-private.h"
#include "sudoku-solver.h"

/* Puzzles per second of CPU time for each data set, for our strategies and
 * for a simple reference solver run in the same process on the same puzzles
 * (n/1: those the reference got through in its time), so that the figures
 * can be read as ratios on a noisy machine; then, for the fast strategy with a limit of
 * two (what `--solve` runs), the slowest puzzle of the set and the 99.9th
 * percentile.
 *
 * With --tdoku=DIR (meson's -Dtdoku_dir), also tdoku's library built in DIR
 * (its build/libtdoku_shared.so), loaded at run time and never part of the
 * project: tdoku/1 and ours on the same puzzles with a limit of one, taken
 * in turns a chunk of puzzles at a time for a few rounds, the best round of
 * each chunk kept, and their ratio, for the code path picked at start-up and for each path the
 * processor has (--tdoku-only: that table alone).
 * Usage: bench-solver [--quick] [--tdoku=DIR [--tdoku-only]] FILE… */

#define TEXTBOOK_CAP_US 20000 /* time allowed per puzzle for the textbook search */

typedef struct
{
  double   per_second;
  guint    solved;
  guint    done;
  guint    timeouts;
} Result;

static gint64 budget_us = 3 * G_USEC_PER_SEC; /* per measurement */

/* tdoku's entry point, as its header declares it. */
typedef size_t (*TdokuSolveFunc) (const char *input,
                                  size_t      limit,
                                  guint32     configuration,
                                  char       *solution,
                                  size_t     *num_guesses);
static TdokuSolveFunc tdoku_solve;
#define TDOKU_ROUNDS 7
#define TDOKU_CHUNK  256 /* puzzles timed in one go */

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

/* tdoku with a limit of one on the puzzles as lines ('.' for empty), the
 * first round until the budget is spent (or the whole set); the count of
 * puzzles it got through fixes the count for ours. */
static Result
run_tdoku (char **lines,
           guint  count,
           gint64 budget)
{
  Result result = { 0 };
  gint64 end = g_get_monotonic_time () + budget;
  double start = now_ns ();
  guint  i;

  for (i = 0; i < count && ((i & 63) != 0 || g_get_monotonic_time () <= end); i++)
    {
      char   solution[SUDOKU_N_CELLS + 1];
      size_t guesses;

      if (tdoku_solve (lines[i], 1, 0, solution, &guesses) > 0)
        result.solved++;
    }
  result.done = i;
  result.per_second = i / ((now_ns () - start) / 1e9);
  return result;
}

/* tdoku on puzzles first to end - 1, once: their CPU time in ns, and how
 * many it solved. */
static double
time_tdoku (char **lines,
            guint  first,
            guint  end,
            guint *solved)
{
  double start = now_ns ();

  for (guint i = first; i < end; i++)
    {
      char   solution[SUDOKU_N_CELLS + 1];
      size_t guesses;

      if (tdoku_solve (lines[i], 1, 0, solution, &guesses) > 0)
        (*solved)++;
    }
  return now_ns () - start;
}

/* Ours with a limit of one on puzzles first to end - 1, once, on a code
 * path (the one picked with SUDOKU_SOLVER_N_PATHS): their CPU time in ns. */
static double
time_ours (GArray          *puzzles,
           guint            first,
           guint            end,
           SudokuSolverPath path,
           guint           *solved)
{
  double start = now_ns ();

  for (guint i = first; i < end; i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);
      SudokuSolveOptions  options = { SUDOKU_STRATEGY_FAST, 1 };
      guint8              solution[SUDOKU_N_CELLS];
      guint               n = 0;
      gboolean            ok;

      if (path == SUDOKU_SOLVER_N_PATHS)
        ok = sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL);
      else
        ok = _sudoku_solve_on_path (puzzle->cells, solution, &options, path, &n, NULL, NULL);
      if (ok && n > 0)
        (*solved)++;
    }
  return now_ns () - start;
}

/* Ours (as dispatched, then on each code path the processor has) against
 * tdoku on the same puzzles, in chunks of TDOKU_CHUNK taken in turns, for
 * TDOKU_ROUNDS rounds: each solver's time for a chunk is its best round,
 * and its time for the set the sum over the chunks.  A chunk takes a
 * millisecond or a few, so on a machine shared with other work most
 * chunks have a round that nothing interrupted, and both solvers are
 * timed under the same conditions, a moment apart. */
static gboolean
compare_tdoku (const char *base,
               GArray     *puzzles)
{
  g_auto(GStrv) lines = g_new0 (char *, puzzles->len + 1);
  double        total[SUDOKU_SOLVER_N_PATHS + 2] = { 0 };
  guint         count, n_chunks;
  g_autofree double *best = NULL;

  for (guint i = 0; i < puzzles->len; i++)
    {
      /* 81 characters and a NUL: tdoku reads a pencil-mark grid where
       * the 82nd is a '.' or above. */
      lines[i] = g_malloc (SUDOKU_N_CELLS + 1);
      sudoku_format_line (g_array_index (puzzles, SudokuPuzzle, i).cells, lines[i]);
    }
  count = run_tdoku (lines, puzzles->len, budget_us / 2).done;
  n_chunks = (count + TDOKU_CHUNK - 1) / TDOKU_CHUNK;
  /* Per chunk: tdoku's best time, then ours for each path and as picked. */
  best = g_new (double, (gsize)n_chunks * (SUDOKU_SOLVER_N_PATHS + 2));
  for (guint k = 0; k < n_chunks * (SUDOKU_SOLVER_N_PATHS + 2); k++)
    best[k] = G_MAXDOUBLE;
  for (guint round = 0; round < TDOKU_ROUNDS; round++)
    for (guint c = 0; c < n_chunks; c++)
      {
        guint   first = c * TDOKU_CHUNK, end = MIN (count, first + TDOKU_CHUNK);
        guint   tdoku_solved = 0;
        double *chunk = best + (gsize)c * (SUDOKU_SOLVER_N_PATHS + 2);
        double  t = time_tdoku (lines, first, end, &tdoku_solved);

        chunk[0] = MIN (chunk[0], t);
        /* The path picked first: the same code twice in a row on the same
         * puzzles would find its branches learnt. */
        for (guint k = 0; k <= SUDOKU_SOLVER_N_PATHS; k++)
          {
            SudokuSolverPath path = (k + SUDOKU_SOLVER_N_PATHS) % (SUDOKU_SOLVER_N_PATHS + 1);
            guint            ours_solved = 0;

            if (path < SUDOKU_SOLVER_N_PATHS && !_sudoku_solver_path_supported (path))
              continue;
            t = time_ours (puzzles, first, end, path, &ours_solved);
            chunk[1 + path] = MIN (chunk[1 + path], t);
            if (ours_solved != tdoku_solved)
              {
                fprintf (stderr, "%s: ours (%s) solved %u, tdoku %u, puzzles %u to %u\n", base,
                         path < SUDOKU_SOLVER_N_PATHS ? _sudoku_solver_path_name (path) : "picked",
                         ours_solved, tdoku_solved, first + 1, end);
                return FALSE;
              }
          }
      }
  for (guint c = 0; c < n_chunks; c++)
    for (guint k = 0; k < SUDOKU_SOLVER_N_PATHS + 2; k++)
      total[k] += best[(gsize)c * (SUDOKU_SOLVER_N_PATHS + 2) + k];
  printf ("%-40s %6u %9.0f %9.0f %9.2f", base, count,
          count / (total[1 + SUDOKU_SOLVER_N_PATHS] / 1e9), count / (total[0] / 1e9),
          total[0] / total[1 + SUDOKU_SOLVER_N_PATHS]);
  for (SudokuSolverPath path = 0; path < SUDOKU_SOLVER_N_PATHS; path++)
    if (_sudoku_solver_path_supported (path))
      printf (" %9.2f", total[0] / total[1 + path]);
  printf ("\n");
  fflush (stdout);
  return TRUE;
}

static gboolean
load_tdoku (const char *dir)
{
  const char *names[] = { "build/libtdoku_shared.so", "libtdoku_shared.so" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      void            *handle = dlopen (path, RTLD_NOW | RTLD_LOCAL);

      if (handle != NULL)
        {
          tdoku_solve = (TdokuSolveFunc)dlsym (handle, "TdokuSolverDpllTriadSimd");
          if (tdoku_solve != NULL)
            return TRUE;
        }
    }
  fprintf (stderr, "no tdoku library (build/libtdoku_shared.so) in %s: %s\n", dir, dlerror ());
  return FALSE;
}

int
main (int   argc,
      char *argv[])
{
  int first = 1, first_table;

  const char *tdoku_dir = NULL;
  gboolean    tdoku_only = FALSE;

  for (; first < argc && g_str_has_prefix (argv[first], "--"); first++)
    if (g_str_equal (argv[first], "--quick"))
      budget_us = G_USEC_PER_SEC / 4;
    else if (g_str_equal (argv[first], "--tdoku-only"))
      tdoku_only = TRUE;
    else if (g_str_has_prefix (argv[first], "--tdoku="))
      tdoku_dir = argv[first] + strlen ("--tdoku=");
    else
      break;
  if (first >= argc)
    {
      fprintf (stderr, "usage: %s [--quick] [--tdoku=DIR [--tdoku-only]] FILE…\n", argv[0]);
      return 2;
    }
  if (tdoku_dir != NULL && *tdoku_dir != '\0' && !load_tdoku (tdoku_dir))
    return 2;
  if (tdoku_only && tdoku_solve == NULL)
    {
      fprintf (stderr, "--tdoku-only needs --tdoku=DIR\n");
      return 2;
    }

  first_table = first;
  if (tdoku_only)
    first_table = argc;
  else
    printf ("%-40s %6s %9s %8s %9s %8s %7s %7s %8s %8s %7s %s\n", "set (puzzles/s)", "n/1", "fast/1",
          "ref/1", "fast/2", "ref/2", "x ref/1", "x ref/2", "worst/2", "p99.9/2", "(line)",
          "textbook/1");
  for (int a = first_table; a < argc; a++)
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

  if (tdoku_solve != NULL)
    {
      printf ("\nfast/1 on the path picked for this processor: %s; then each path's ratio\n",
              _sudoku_solver_path_name (_sudoku_solver_best_path ()));
      printf ("%-40s %6s %9s %9s %9s", "set (puzzles/s, limit 1, best of rounds)", "n",
              "fast/1", "tdoku/1", "x tdoku");
      for (SudokuSolverPath path = 0; path < SUDOKU_SOLVER_N_PATHS; path++)
        if (_sudoku_solver_path_supported (path))
          printf (" %9s", _sudoku_solver_path_name (path));
      printf ("\n");
      for (int a = first; a < argc; a++)
        {
          g_autoptr(GArray) puzzles = NULL;
          g_autofree char *data = NULL;
          g_autofree char *base = g_path_get_basename (argv[a]);
          gsize length;

          if (!g_file_get_contents (argv[a], &data, &length, NULL) ||
              (puzzles = sudoku_parse_puzzles (data, length, argv[a], NULL)) == NULL ||
              !compare_tdoku (base, puzzles))
            return 1;
        }
    }
  return 0;
}
