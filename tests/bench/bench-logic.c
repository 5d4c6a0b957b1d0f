/* bench-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-logic"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sudoku-logic-private.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"
#include "sudoku-solver.h"

/* The logic engine on whole data sets, in one run:
 * - rating: time to rate every puzzle (Sudoku Explainer's scale);
 * - soundness: every step of both paths (the people's order and the
 *   rating's) checked against the solver's solution: no digit placed
 *   wrong, no candidate of the solution removed (fails the benchmark);
 * - logic alone: how many puzzles the engine solves without a guess;
 * - hints: every "next step" of the people's path, timed, up to the one
 *   that finds nothing where the engine is stuck (every technique tried
 *   in vain): the mean and the slowest.
 * Usage: bench-logic [--first=N] FILE… (each FILE one puzzle a line;
 * --first: only the first N puzzles of each FILE after it); --times,
 * --se, --sound and --level below. */

typedef struct
{
  guint  n_puzzles;
  double rate_s;
  double rate_cpu_s;
  guint  unsound;
  guint  solved_people;
  guint  solved_rating;
  double hint_max_ms;
  double hint_total_ms;
  guint  n_hints;
  guint  levels[SUDOKU_LEVEL_BEYOND_LOGIC + 1];
} Result;

/* Returns the number of wrong steps; @end is where the path stopped,
 * @nesting (unless %NULL) the deepest nesting level of its dynamic forcing
 * chains, or -1 where it takes none. */
static guint
check_path (const guint8     *cells,
            const guint8     *solution,
            SudokuLogicOrder  order,
            SudokuLogicGrid  *end,
            gint             *nesting)
{
  g_autoptr(GArray) path = sudoku_logic_solve_path (cells, order, end);
  guint bad = 0;
  gint  deepest = -1;

  for (guint i = 0; i < path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (path, SudokuLogicStep, i);

      bad += !sudoku_logic_step_agrees (step, solution);
      if (step->technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN ||
          step->technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS ||
          step->technique == SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
        deepest = MAX (deepest, (gint)step->nesting);
    }
  if (nesting != NULL)
    *nesting = deepest;
  return bad;
}

/* The best of three: this machine's processors are sometimes not run for
 * 15-90 ms, which is no work of the engine's. */
static double
time_hint (const SudokuLogicGrid *grid,
           SudokuLogicStep       *step,
           gboolean              *found)
{
  gint64 best = G_MAXINT64;

  for (guint i = 0; i < 3; i++)
    {
      gint64 start = g_get_monotonic_time ();

      *found = sudoku_logic_next_step (grid, SUDOKU_LOGIC_ORDER_PEOPLE, step);
      best = MIN (best, g_get_monotonic_time () - start);
    }
  return (double)best / 1000.0;
}

/* The people's path, hint by hint as the window asks for them: each step
 * timed and checked.  Returns whether logic solved the puzzle. */
static gboolean
walk_hints (const guint8 *cells,
            const guint8 *solution,
            Result       *result)
{
  SudokuLogicGrid grid;

  sudoku_logic_grid_init (&grid, cells);
  while (!sudoku_logic_grid_is_solved (&grid))
    {
      SudokuLogicStep step;
      gboolean        found;
      double          ms = time_hint (&grid, &step, &found);

      result->hint_total_ms += ms;
      result->hint_max_ms = MAX (result->hint_max_ms, ms);
      result->n_hints++;
      if (!found)
        return FALSE;
      result->unsound += !sudoku_logic_step_agrees (&step, solution);
      sudoku_logic_apply (&grid, &step);
    }
  return TRUE;
}

static void
run_checks (GArray *puzzles,
            Result *result)
{
  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
      guint8             solution[SUDOKU_N_CELLS];
      guint              n = 0;
      SudokuLogicGrid    end;

      if (!sudoku_solve (cells, solution, &options, &n, NULL, NULL) || n != 1)
        continue;
      result->unsound += check_path (cells, solution, SUDOKU_LOGIC_ORDER_RATING, &end, NULL);
      result->solved_rating += sudoku_logic_grid_is_solved (&end);
      result->solved_people += walk_hints (cells, solution, result);
    }
}

/* The process's processor time: what other processes on the machine do
 * not inflate, unlike the wall clock. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs the first @first puzzles of @path (0: all). */
static void
run_file (const char *path,
          guint       first)
{
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  Result result = { 0 };
  gsize  length = 0;
  gint64 start;
  double cpu_start;

  if (!g_file_get_contents (path, &text, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (text, length, path, &error)) == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      exit (2);
    }
  if (first != 0 && first < puzzles->len)
    {
      g_array_set_size (puzzles, first);
      name = g_strdup_printf ("%s, the first %u", base, first);
    }
  else
    name = g_strdup (base);
  result.n_puzzles = puzzles->len;

  start = g_get_monotonic_time ();
  cpu_start = cpu_seconds ();
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuRating rating;

      sudoku_rate (g_array_index (puzzles, SudokuPuzzle, i).cells, &rating);
      result.levels[rating.level]++;
    }
  result.rate_s = (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  result.rate_cpu_s = cpu_seconds () - cpu_start;

  run_checks (puzzles, &result);
  printf ("| %s | %u | %.2f s (%.2f s) | %u | %u | %u | %u/%u/%u/%u/%u/%u/%u | %u | %.3f ms | %.3f ms |\n", name,
          result.n_puzzles, result.rate_s, result.rate_cpu_s, result.unsound, result.solved_rating,
          result.solved_people, result.levels[0], result.levels[1], result.levels[2],
          result.levels[3], result.levels[4], result.levels[5], result.levels[6], result.n_hints,
          result.n_hints > 0 ? result.hint_total_ms / result.n_hints : 0, result.hint_max_ms);
  fflush (stdout);
  if (result.unsound > 0)
    {
      g_printerr ("%s: %u steps contradict the solution\n", name, result.unsound);
      exit (1);
    }
}

/* `bench-logic --times FILE`: each puzzle's rating and its processor
 * time, a line each ("2.6/1.2/1.2 0.000123"), for build-aux/se-compare.py
 * to set beside Sudoku Explainer's own time per puzzle. */
static int
print_times (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &text, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (text, length, path, &error)) == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 2;
    }
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuRating     rating;
      double           start = cpu_seconds ();
      double           seconds;
      g_autofree char *formatted = NULL;

      sudoku_rate (g_array_index (puzzles, SudokuPuzzle, i).cells, &rating);
      seconds = cpu_seconds () - start;
      formatted = sudoku_rating_format (&rating);
      printf ("%s %.6f\n", formatted, seconds);
    }
  return 0;
}

/* `bench-logic --sound FROM COUNT FILE`: both paths (the rating's order
 * and the people's, which `--explain` and the hints take) of the puzzles
 * FROM to FROM + COUNT - 1 of FILE (counted from 1), each step checked
 * against the solution, a line a puzzle as soon as it is done: its number,
 * the wrong steps of each path, whether each path solved it, the deepest
 * nesting level of each path's dynamic forcing chains (SE's 0 to 5, "-"
 * where it takes none), its processor time.  For whole lists that take
 * hours: a run stopped part way goes on from the number after its last
 * line.  The searches from aligned pair exclusion on are done once a grid
 * for both paths (_sudoku_logic_memo_use (): they are the same in both
 * orders, and the people's path meets the rating's grids where it needs
 * them): half the time, the same paths (test-logic /sudoku/logic/memo).
 * Fails if a step was wrong. */
static int
check_soundness (guint       from,
                 guint       count,
                 const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) memo = _sudoku_logic_memo_new ();
  gsize length = 0;
  guint n_wrong = 0;

  if (!g_file_get_contents (path, &text, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (text, length, path, &error)) == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 2;
    }
  for (guint i = MAX (from, 1) - 1; i < puzzles->len && i - (MAX (from, 1) - 1) < count; i++)
    {
      const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
      guint8             solution[SUDOKU_N_CELLS];
      guint              n = 0, wrong_rating, wrong_people;
      gint               nest[2];
      char               nesting[2][4];
      SudokuLogicGrid    end_rating, end_people;
      double             start = cpu_seconds ();

      if (!sudoku_solve (cells, solution, &options, &n, NULL, NULL) || n != 1)
        {
          printf ("%u not-unique\n", i + 1);
          continue;
        }
      /* The people's path meets the rating's grids where it needs the
       * chains: their searches there are done once. */
      _sudoku_logic_memo_use (memo);
      wrong_rating = check_path (cells, solution, SUDOKU_LOGIC_ORDER_RATING, &end_rating, &nest[0]);
      wrong_people = check_path (cells, solution, SUDOKU_LOGIC_ORDER_PEOPLE, &end_people, &nest[1]);
      _sudoku_logic_memo_use (NULL);
      g_hash_table_remove_all (memo);
      n_wrong += wrong_rating + wrong_people;
      for (guint k = 0; k < 2; k++)
        if (nest[k] < 0)
          g_strlcpy (nesting[k], "-", sizeof nesting[k]);
        else
          g_snprintf (nesting[k], sizeof nesting[k], "%d", nest[k]);
      printf ("%u wrong %u %u solved %d %d nesting %s %s %.3f s\n", i + 1, wrong_rating,
              wrong_people, sudoku_logic_grid_is_solved (&end_rating),
              sudoku_logic_grid_is_solved (&end_people), nesting[0], nesting[1],
              cpu_seconds () - start);
      fflush (stdout);
    }
  return n_wrong > 0 ? 1 : 0;
}

static gboolean
take_step (const SudokuLogicStep *step,
           gpointer               user_data)
{
  *(SudokuLogicStep *)user_data = *step;
  return TRUE;
}

/* `bench-logic --level N FILE`: SE's dynamic forcing chains at nesting
 * level N (0 to 5) alone, on each puzzle's first grid (its candidates as
 * the givens leave them), as SE's producer of that level runs on its own:
 * a line a puzzle, the puzzle, then "ER" and the value of the first
 * instance in SE's order and what it removes (r1c6<>2, cell by cell), or
 * "none", then the processor time.  For levels that no puzzle of the
 * shared sets needs (5), to compare with SE's (build-aux/se-compare.py
 * --level). */
static int
print_level (guint       level,
             const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &text, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (text, length, path, &error)) == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 2;
    }
  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8   *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuLogicStep step;
      SudokuLogicSink sink = { take_step, &step, TRUE, FALSE, TRUE, NULL, NULL };
      SudokuLogicGrid grid;
      gboolean        found;
      double          start = cpu_seconds ();

      sudoku_logic_grid_init (&grid, cells);
      found = _sudoku_logic_find_dynamic_level (&grid, &sink, level);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        putchar (cells[cell] == 0 ? '.' : '0' + cells[cell]);
      if (found)
        {
          printf (" ER %u.%u", step.se_rating / 10u, step.se_rating % 10u);
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            for (guint digit = 1; digit <= 9; digit++)
              if (step.eliminated[cell] & SUDOKU_DIGIT_BIT (digit))
                printf (" r%uc%u<>%u", cell / 9 + 1, cell % 9 + 1, digit);
        }
      else
        printf (" none");
      printf (" %.3f s\n", cpu_seconds () - start);
      fflush (stdout);
    }
  return 0;
}

/* `--se FILE`: SE's own ratings (tests/data/logic/se-ratings.txt, one
 * puzzle and its ER/EP/ED a line): every one the same, or, where the
 * engine stops, a lower bound under SE's; the heavy ones (nested forcing
 * chains) that the test leaves out too.  Fails on a difference. */
static void
check_se (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint  n_same = 0, n_bound = 0, n_wrong = 0;
  double cpu_start = cpu_seconds ();

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      g_printerr ("%s: %s\n", path, error->message);
      exit (2);
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      g_autofree char *ours = NULL;
      guint8           cells[SUDOKU_N_CELLS];
      SudokuRating     rating;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (g_strv_length (fields) != 2 || !sudoku_parse_cells (fields[0], cells, NULL))
        {
          g_printerr ("%s:%u: expected a puzzle and SE's ER/EP/ED\n", path, i + 1);
          exit (2);
        }
      sudoku_rate (cells, &rating);
      ours = sudoku_rating_format (&rating);
      if (g_str_equal (ours, fields[1]))
        n_same++;
      else if (rating.er_beyond && rating.er / 10.0 < g_ascii_strtod (fields[1], NULL))
        n_bound++;
      else
        {
          g_printerr ("%s:%u: %s, SE %s\n", path, i + 1, ours, fields[1]);
          n_wrong++;
        }
    }
  printf ("\nSE's own ratings (%s): %u the same, %u lower bounds, %u different, %.2f s of processor time\n",
          path, n_same, n_bound, n_wrong, cpu_seconds () - cpu_start);
  if (n_wrong > 0)
    exit (1);
}

int
main (int   argc,
      char *argv[])
{
  guint first = 0;

  if (argc == 3 && g_str_equal (argv[1], "--times"))
    return print_times (argv[2]);
  if (argc == 5 && g_str_equal (argv[1], "--sound"))
    return check_soundness ((guint)g_ascii_strtoull (argv[2], NULL, 10),
                            (guint)g_ascii_strtoull (argv[3], NULL, 10), argv[4]);
  if (argc == 4 && g_str_equal (argv[1], "--level"))
    {
      char   *end = NULL;
      guint64 level = g_ascii_strtoull (argv[2], &end, 10);

      if (end == argv[2] || *end != '\0' || level > 5)
        {
          g_printerr ("--level: expected 0 to 5, not %s\n", argv[2]);
          return 2;
        }
      return print_level ((guint)level, argv[3]);
    }
  if (argc == 3 && g_str_equal (argv[1], "--se"))
    {
      check_se (argv[2]);
      return 0;
    }
  if (argc < 2)
    {
      g_printerr ("usage: bench-logic [--first=N] FILE…\n       bench-logic --times FILE\n"
                  "       bench-logic --se SE-RATINGS\n       bench-logic --sound FROM COUNT FILE\n"
                  "       bench-logic --level N FILE\n");
      return 2;
    }
  printf ("| set | puzzles | rating all, wall (processor) | wrong steps | solved (rating) | solved (logic) "
          "| easy/medium/hard/expert/master/extreme/beyond | hints | hint, mean | hint, max |\n"
          "|---|---:|---:|---:|---:|---:|---|---:|---:|---:|\n");
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--first="))
      first = (guint)g_ascii_strtoull (argv[i] + strlen ("--first="), NULL, 10);
    else
      run_file (argv[i], first);
  return 0;
}
