/* test-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-solver"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-solver-private.h"
#include "sudoku-solver.h"

/* Norvig's impossible puzzle: consistent givens, no solution. */
#define IMPOSSIBLE ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
/* Consistent givens, but r1c9 has no candidate left. */
#define DEAD_CELL "12345678.........9..............................................................."
#define EASY      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
/* Norvig's top95 #1: over a hundred million textbook placements. */
#define TEXTBOOK_HARD "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

static void
cells_from_string (const char *text,
                   guint8     *cells)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_parse_cells (text, cells, &error));
  g_assert_no_error (error);
}

/* An independent check: every row, column and box holds 1-9 once, and the
 * givens are kept. */
static void
assert_completes (const guint8 *puzzle,
                  const guint8 *solution)
{
  for (guint unit = 0; unit < 9; unit++)
    {
      guint rows = 0, cols = 0, boxes = 0;

      for (guint k = 0; k < 9; k++)
        {
          guint box_cell = (unit / 3) * 27 + (unit % 3) * 3 + (k / 3) * 9 + k % 3;

          rows |= 1u << solution[unit * 9 + k];
          cols |= 1u << solution[k * 9 + unit];
          boxes |= 1u << solution[box_cell];
        }
      g_assert_cmphex (rows, ==, 0x3fe);
      g_assert_cmphex (cols, ==, 0x3fe);
      g_assert_cmphex (boxes, ==, 0x3fe);
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (puzzle[cell] != 0)
      g_assert_cmpuint (puzzle[cell], ==, solution[cell]);
}

static guint
count_solutions (const guint8  *cells,
                 SudokuStrategy strategy,
                 guint          limit,
                 guint8        *solution)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveOptions options = { strategy, limit };
  guint              n = 99;

  g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, <=, limit);
  return n;
}

static GArray *
load_sample (const char *basename)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", basename, NULL);
  g_autofree char *data = NULL;
  GArray          *puzzles;
  gsize            length;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_no_error (error);
  puzzles = sudoku_parse_puzzles (data, length, basename, &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, >, 0);
  return puzzles;
}

static void
test_unique_samples (gconstpointer data)
{
  g_autoptr(GArray) puzzles = load_sample (data);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        first[SUDOKU_N_CELLS], second[SUDOKU_N_CELLS];

      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 1, first), ==, 1);
      assert_completes (cells, first);
      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 2, second), ==, 1);
      g_assert_cmpmem (first, SUDOKU_N_CELLS, second, SUDOKU_N_CELLS);
    }
}

/* Counts solutions up to two on every code path this processor has (the
 * portable one, the build's SIMD one, AVX2), which must take the very same
 * steps: the same solutions, placements and backtracks, in all and up to
 * the first solution.  The default, dispatched search is one of them. */
static guint
solve_every_path (const guint8 *cells,
                  guint8       *solution)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  SudokuSolveStats   stats, path_stats;
  guint              n = 99;

  g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, NULL));
  for (SudokuSolverPath path = 0; path < SUDOKU_SOLVER_N_PATHS; path++)
    {
      guint8 path_solution[SUDOKU_N_CELLS];
      guint  path_n = 98;

      /* The one picked was the default's. */
      if (!_sudoku_solver_path_supported (path) || path == _sudoku_solver_best_path ())
        continue;
      g_assert_true (_sudoku_solve_on_path (cells, path_solution, &options, path, &path_n,
                                            &path_stats, NULL));
      g_assert_cmpuint (n, ==, path_n);
      if (n > 0)
        g_assert_cmpmem (solution, SUDOKU_N_CELLS, path_solution, SUDOKU_N_CELLS);
      g_assert_cmpuint (stats.placements, ==, path_stats.placements);
      g_assert_cmpuint (stats.backtracks, ==, path_stats.backtracks);
      g_assert_cmpuint (stats.first_placements, ==, path_stats.first_placements);
      g_assert_cmpuint (stats.first_backtracks, ==, path_stats.first_backtracks);
    }
  return n;
}

/* The paths: the portable one always, the SIMD one wherever the build has
 * SIMD (x86-64, aarch64), AVX2 where the processor has it; the one picked
 * is one of them and no_simd takes the portable one. */
static void
test_paths (void)
{
  SudokuSolverPath   best = _sudoku_solver_best_path ();
  SudokuSolveOptions portable = { SUDOKU_STRATEGY_FAST, 2, .no_simd = TRUE };
  SudokuSolveStats   stats;
  guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n;

  g_assert_true (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_PORTABLE));
#if defined(__x86_64__) || defined(__aarch64__)
  g_assert_true (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_SIMD));
  g_assert_cmpint (best, !=, SUDOKU_SOLVER_PATH_PORTABLE);
#endif
#ifdef HAVE_SUDOKU_FAST_AVX2
  /* Built in: run wherever the processor has it. */
  __builtin_cpu_init ();
  g_assert_cmpint (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_AVX2), ==,
                   __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("bmi") &&
                     __builtin_cpu_supports ("bmi2"));
  if (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_AVX2) && !__builtin_cpu_is ("znver1") &&
      !__builtin_cpu_is ("znver2"))
    g_assert_cmpint (best, ==, SUDOKU_SOLVER_PATH_AVX2);
#else
  g_assert_false (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_AVX2));
#endif
  g_assert_true (_sudoku_solver_path_supported (best));
  g_test_message ("picked path: %s", _sudoku_solver_path_name (best));
  for (SudokuSolverPath path = 0; path < SUDOKU_SOLVER_N_PATHS; path++)
    g_assert_nonnull (_sudoku_solver_path_name (path));

  cells_from_string (TEXTBOOK_HARD, cells);
  g_assert_true (sudoku_solve (cells, solution, &portable, &n, &stats, NULL));
  g_assert_cmpuint (n, ==, 1);
  assert_completes (cells, solution);
}

static void
test_paths_agree (gconstpointer data)
{
  g_autoptr(GArray) puzzles = load_sample (data);

  for (guint i = 0; i < puzzles->len; i++)
    {
      guint8 solution[SUDOKU_N_CELLS];

      solve_every_path (g_array_index (puzzles, SudokuPuzzle, i).cells, solution);
    }
}

/* Every puzzle of a shared data set given on the command line (meson test
 * solver-sets, suite "sets"), not only the samples: the fast strategy's count
 * up to two must be the set's (none for nosolution_10k, several for every
 * puzzle of puzzles7_serg_benchmark, one elsewhere), its solution complete,
 * every code path step for step the others, and a search that stops
 * at the first solution must find the same one. */
static void
test_set (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (path);
  gsize            length;
  guint            expected = g_str_has_prefix (base, "nosolution") ? 0
                              : strstr (base, "serg") != NULL       ? 2
                                                                    : 1;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      g_test_skip (error->message);
      return;
    }
  puzzles = sudoku_parse_puzzles (text, length, path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, >, 0);

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        solution[SUDOKU_N_CELLS], other[SUDOKU_N_CELLS];
      guint         n = solve_every_path (cells, solution);

      if (n != expected)
        g_error ("%s:%u: %u solutions found, %u expected", path, i + 1, n, expected);
      if (n > 0)
        assert_completes (cells, solution);

      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 1, other), ==, MIN (n, 1));
      if (n > 0)
        g_assert_cmpmem (other, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
    }
}

/* The fast strategy's steps on each sample, summed: placements and
 * backtracks up to one solution, then up to two, in all and up to the
 * first.  Frozen as the engine counted them at b5a2879, then again once it
 * checked each digit's whole placements from the first dead end on, or from
 * the start on a puzzle left with many mappings (fewer dead ends, and the
 * placements before them; serg and easy36, which reach no dead end or few,
 * the same): a faster engine must take the very same steps (what --stats,
 * --trace and the classroom show), so a change here is a change of the
 * search, not of its speed. */
typedef struct
{
  const char *sample;
  guint64     placements1, backtracks1;
  guint64     placements2, backtracks2, first_placements2, first_backtracks2;
} FastCounts;

static const FastCounts fast_counts[] = {
  { "gen_easy36_10k-sample.txt", 9012, 1, 9036, 4, 9012, 1 },
  { "gen_minimal_10k-sample.txt", 12580, 75, 14352, 174, 12580, 75 },
  { "norvig_hardest-sample.txt", 850, 10, 1897, 48, 850, 10 },
  { "norvig_top95-sample.txt", 12442, 363, 20818, 819, 12442, 363 },
  { "nosolution_10k-sample.txt", 25454, 1122, 25454, 1122, 0, 0 },
  { "puzzles2_17_clue-sample.txt", 13527, 56, 14272, 111, 13527, 56 },
  { "puzzles3_magictour_top1465-sample.txt", 26047, 713, 39805, 1378, 26047, 713 },
  { "puzzles5_forum_hardest_1905_11plus-sample.txt", 76713, 3016, 150814, 6494, 76713, 3016 },
  { "puzzles6_forum_hardest_1106-sample.txt", 96126, 4169, 210395, 10005, 96126, 4169 },
  { "puzzles7_serg_benchmark-sample.txt", 10217, 69, 13938, 88, 10217, 69 },
};

static void
test_fast_counts (gconstpointer data)
{
  const FastCounts *expected = data;
  g_autoptr(GArray) puzzles = load_sample (expected->sample);
  SudokuSolveStats sum1 = { 0 }, sum2 = { 0 };

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuSolveOptions one = { SUDOKU_STRATEGY_FAST, 1 }, two = { SUDOKU_STRATEGY_FAST, 2 };
      SudokuSolveStats   stats;
      guint8             solution[SUDOKU_N_CELLS];
      guint              n;

      g_assert_true (sudoku_solve (cells, solution, &one, &n, &stats, NULL));
      sum1.placements += stats.placements;
      sum1.backtracks += stats.backtracks;
      g_assert_true (sudoku_solve (cells, solution, &two, &n, &stats, NULL));
      sum2.placements += stats.placements;
      sum2.backtracks += stats.backtracks;
      sum2.first_placements += stats.first_placements;
      sum2.first_backtracks += stats.first_backtracks;
    }
  g_assert_cmpuint (sum1.placements, ==, expected->placements1);
  g_assert_cmpuint (sum1.backtracks, ==, expected->backtracks1);
  g_assert_cmpuint (sum2.placements, ==, expected->placements2);
  g_assert_cmpuint (sum2.backtracks, ==, expected->backtracks2);
  g_assert_cmpuint (sum2.first_placements, ==, expected->first_placements2);
  g_assert_cmpuint (sum2.first_backtracks, ==, expected->first_backtracks2);
}

static void
test_multiple_samples (void)
{
  g_autoptr(GArray) puzzles = load_sample ("puzzles7_serg_benchmark-sample.txt");

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        solution[SUDOKU_N_CELLS];

      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 2, solution), ==, 2);
      assert_completes (cells, solution);
    }
}

static void
test_fewest_agrees (void)
{
  g_autoptr(GArray) puzzles = load_sample ("gen_minimal_10k-sample.txt");

  for (guint i = 0; i < 50; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        fast[SUDOKU_N_CELLS], fewest[SUDOKU_N_CELLS];

      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 2, fast), ==, 1);
      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FEWEST, 2, fewest), ==, 1);
      g_assert_cmpmem (fast, SUDOKU_N_CELLS, fewest, SUDOKU_N_CELLS);
    }
}

/* Each strategy finds no solution where there is none, with the givens
 * clashing nowhere. */
static void
check_none (const char    *puzzle,
            SudokuStrategy strategy)
{
  guint8 cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

  cells_from_string (puzzle, cells);
  g_assert_true (sudoku_check_givens (cells, NULL));
  g_assert_cmpuint (count_solutions (cells, strategy, 2, solution), ==, 0);
}

static void
test_none (void)
{
  check_none (IMPOSSIBLE, SUDOKU_STRATEGY_FAST);
  check_none (DEAD_CELL, SUDOKU_STRATEGY_FAST);
  check_none (DEAD_CELL, SUDOKU_STRATEGY_FEWEST);
}

/* Norvig's impossible puzzle searched to the end by plain backtracking:
 * 8.6 s in the plain build, 19 s under the sanitizers, so tests/meson.build
 * runs it in the plain build only (suite slow). */
static void
test_none_exhaustive (void)
{
  check_none (IMPOSSIBLE, SUDOKU_STRATEGY_FEWEST);
}

/* Norvig's impossible puzzle is refuted by propagation alone: in the
 * bottom-middle box 1, 5 and 6 can only take the middle column, which leaves
 * no digit for r7c5.  The search before this took 2.3 million backtracks. */
static void
test_refuted_without_guess (void)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  SudokuSolveStats   stats;
  guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n = 99;

  cells_from_string (IMPOSSIBLE, cells);
  g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 0);
  /* The one dead end is the puzzle itself: no guess was taken back. */
  g_assert_cmpuint (stats.backtracks, ==, 1);
}

/* Puzzles made unsolvable by one extra given that clashes with nothing. */
static void
test_nosolution_samples (void)
{
  g_autoptr(GArray) puzzles = load_sample ("nosolution_10k-sample.txt");

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        solution[SUDOKU_N_CELLS];

      g_assert_true (sudoku_check_givens (cells, NULL));
      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 1, solution), ==, 0);
      g_assert_cmpuint (count_solutions (cells, SUDOKU_STRATEGY_FAST, 2, solution), ==, 0);
    }
}

static void
test_edge_boards (void)
{
  guint8 cells[SUDOKU_N_CELLS] = { 0 }, solution[SUDOKU_N_CELLS];

  /* An empty board has many solutions; a full one exactly one. */
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    {
      memset (cells, 0, sizeof cells);
      g_assert_cmpuint (count_solutions (cells, s, 2, solution), ==, 2);
      assert_completes (cells, solution);
      cells_from_string (EASY_SOLUTION, cells);
      g_assert_cmpuint (count_solutions (cells, s, 2, solution), ==, 1);
      g_assert_cmpmem (cells, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
    }
}

static void
test_clash (void)
{
  static const struct
  {
    guint       first, second, digit;
    const char *message;
  } cases[] = {
    { 0, 8, 5, "5 appears twice in row 1" },
    { 0, 72, 5, "5 appears twice in column 1" },
    { 0, 10, 5, "5 appears twice in box 1" },
    { 40, 44, 3, "3 appears twice in row 5" },
    { 80, 60, 9, "9 appears twice in box 9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      guint8 cells[SUDOKU_N_CELLS] = { 0 }, solution[SUDOKU_N_CELLS];
      guint  n = 99;

      cells[cases[i].first] = cells[cases[i].second] = cases[i].digit;
      g_assert_false (sudoku_solve (cells, solution, NULL, &n, NULL, &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (n, ==, 0);
    }
}

/* The givens are placed before the search: only the empty cells count as
 * placements, once each on a search that takes nothing back. */
static void
test_fast_counts_empty_cells (void)
{
  g_autoptr(GArray) puzzles = load_sample ("gen_easy36_10k-sample.txt");
  guint checked = 0;

  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 1 };
      SudokuSolveStats   stats;
      guint8             solution[SUDOKU_N_CELLS];
      guint              n, empty = 0;

      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        empty += cells[cell] == 0;
      g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, NULL));
      g_assert_cmpuint (n, ==, 1);
      if (stats.backtracks != 0)
        continue;
      g_assert_cmpuint (stats.placements, ==, empty);
      checked++;
    }
  g_assert_cmpuint (checked, >, 0);
}

/* The fast strategy finds clashes as it places the givens: for every empty
 * cell of a few puzzles and every digit, it refuses exactly the puzzles the
 * check refuses, with the check's message. */
static void
test_clash_everywhere (void)
{
  g_autoptr(GArray) puzzles = load_sample ("puzzles2_17_clue-sample.txt");

  for (guint i = 0; i < MIN (puzzles->len, 4); i++)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      for (guint digit = 1; digit <= 9; digit++)
        {
          g_autoptr(GError) check_error = NULL;
          g_autoptr(GError) error = NULL;
          guint8   cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
          guint    n = 99;
          gboolean consistent;

          memcpy (cells, g_array_index (puzzles, SudokuPuzzle, i).cells, SUDOKU_N_CELLS);
          if (cells[cell] != 0)
            continue;
          cells[cell] = digit;
          consistent = sudoku_check_givens (cells, &check_error);
          g_assert_cmpint (sudoku_solve (cells, solution, NULL, &n, NULL, &error), ==,
                           consistent);
          if (consistent)
            continue;
          g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
          g_assert_cmpstr (error->message, ==, check_error->message);
        }
}

/* The fast strategy finds clashes as it places the givens: a value that is
 * not a digit, anywhere, is refused with the same error as the check. */
static void
test_not_a_digit (void)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell += 40)
    {
      g_autoptr(GError) error = NULL;
      guint8 cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
      guint  n = 99;

      cells_from_string (EASY, cells);
      cells[cell] = cell % 80 == 0 ? 10 : 200;
      g_assert_false (sudoku_solve (cells, solution, NULL, &n, NULL, &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
      g_assert_cmpuint (n, ==, 0);
    }
}

/* The textbook algorithm written again, as simply as it is taught, to
 * count its placements and record its steps independently. */
typedef struct
{
  guint8   grid[SUDOKU_N_CELLS];
  guint64  placements;
  guint64  backtracks;
  GString *trace;
} Classic;

static gboolean
classic_fits (const guint8 *grid,
              guint         cell,
              guint         digit)
{
  guint row = cell / 9, col = cell % 9;

  for (guint k = 0; k < 9; k++)
    {
      guint in_box = (row / 3 * 3 + k / 3) * 9 + col / 3 * 3 + k % 3;

      if (grid[row * 9 + k] == digit || grid[k * 9 + col] == digit || grid[in_box] == digit)
        return FALSE;
    }
  return TRUE;
}

static gboolean
classic_solve (Classic *c)
{
  guint cell;

  for (cell = 0; cell < SUDOKU_N_CELLS && c->grid[cell] != 0; cell++)
    ;
  if (cell == SUDOKU_N_CELLS)
    return TRUE;
  for (guint digit = 1; digit <= 9; digit++)
    if (classic_fits (c->grid, cell, digit))
      {
        c->grid[cell] = digit;
        c->placements++;
        g_string_append_printf (c->trace, "+%u=%u ", cell, digit);
        if (classic_solve (c))
          return TRUE;
        c->grid[cell] = 0;
        c->backtracks++;
        g_string_append_printf (c->trace, "-%u=%u ", cell, digit);
      }
  return FALSE;
}

static gboolean
record_step (SudokuStepKind kind,
             guint          cell,
             guint          digit,
             gpointer       user_data)
{
  g_string_append_printf (user_data, "%c%u=%u ", kind == SUDOKU_STEP_PLACE ? '+' : '-', cell,
                          digit);
  return TRUE;
}

static void
test_textbook_counts (void)
{
  g_autoptr(GArray) puzzles = load_sample ("gen_easy36_10k-sample.txt");
  const char *const extra[] = { EASY, "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.." };

  for (guint i = 0; i < 10 + G_N_ELEMENTS (extra); i++)
    {
      g_autoptr(GString) ours = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) trace = g_string_new (NULL);
      Classic            classic = { .trace = trace };
      SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1, .step_func = record_step, .step_data = ours };
      SudokuSolveStats   stats;
      guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
      guint              n;

      if (i < 10)
        memcpy (cells, g_array_index (puzzles, SudokuPuzzle, i).cells, SUDOKU_N_CELLS);
      else
        cells_from_string (extra[i - 10], cells);
      memcpy (classic.grid, cells, SUDOKU_N_CELLS);
      g_assert_true (classic_solve (&classic));

      g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpmem (solution, SUDOKU_N_CELLS, classic.grid, SUDOKU_N_CELLS);
      g_assert_cmpuint (stats.placements, ==, classic.placements);
      g_assert_cmpuint (stats.backtracks, ==, classic.backtracks);
      g_assert_cmpuint (stats.first_placements, ==, classic.placements);
      g_assert_cmpstr (ours->str, ==, trace->str);
      g_assert_cmpuint (stats.placements, >, 0);
    }
}

/* The fast strategy's steps, replayed, give its solution. */
static void
test_fast_steps (void)
{
  g_autoptr(GArray) puzzles = load_sample ("puzzles6_forum_hardest_1106-sample.txt");

  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(GString) steps = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) words = NULL;
      SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 1, .step_func = record_step, .step_data = steps };
      guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS], replay[SUDOKU_N_CELLS];
      guint              n, removes = 0;

      memcpy (cells, g_array_index (puzzles, SudokuPuzzle, i).cells, SUDOKU_N_CELLS);
      memcpy (replay, cells, SUDOKU_N_CELLS);
      g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, &error));
      g_assert_cmpuint (n, ==, 1);

      words = g_strsplit (g_strstrip (steps->str), " ", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          guint cell, digit;

          g_assert_cmpint (sscanf (words[w] + 1, "%u=%u", &cell, &digit), ==, 2);
          g_assert_cmpuint (cell, <, SUDOKU_N_CELLS);
          if (words[w][0] == '+')
            {
              g_assert_cmpuint (replay[cell], ==, 0);
              replay[cell] = digit;
            }
          else
            {
              g_assert_cmpuint (replay[cell], ==, digit);
              replay[cell] = 0;
              removes++;
            }
        }
      g_assert_cmpmem (replay, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
      g_assert_cmpuint (removes, >, 0); /* these puzzles need guesses */
    }
}

typedef struct
{
  guint8   cells[SUDOKU_N_CELLS];
  gint     cancel; /* a plain flag, set from the main thread */
  GError  *error;
  guint    n_solutions;
  gboolean result;
} SolveThread;

static gboolean
flag_is_set (gpointer data)
{
  return g_atomic_int_get ((gint *)data) != 0;
}

static gpointer
solve_thread (gpointer data)
{
  SolveThread       *t = data;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 2, flag_is_set, &t->cancel };
  guint8             solution[SUDOKU_N_CELLS];

  t->result = sudoku_solve (t->cells, solution, &options, &t->n_solutions, NULL, &t->error);
  return NULL;
}

static void
test_cancel_from_thread (void)
{
  SolveThread t = { .cancel = 0 };
  GThread    *thread;
  gint64      cancelled_at, joined_at;

  cells_from_string (TEXTBOOK_HARD, t.cells);
  thread = g_thread_new ("solve", solve_thread, &t);
  g_usleep (50 * 1000);
  cancelled_at = g_get_monotonic_time ();
  g_atomic_int_set (&t.cancel, 1);
  g_thread_join (thread);
  joined_at = g_get_monotonic_time ();

  g_assert_false (t.result);
  g_assert_error (t.error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
  /* Prompt: well under a second, even in a sanitizer build. */
  g_assert_cmpint (joined_at - cancelled_at, <, G_USEC_PER_SEC / 2);
  g_clear_error (&t.error);
}

static void
test_deadline (void)
{
  g_autoptr(GError) error = NULL;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 2 };
  guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n;

  cells_from_string (TEXTBOOK_HARD, cells);
  options.deadline_us = g_get_monotonic_time () + 20 * 1000;
  g_assert_false (sudoku_solve (cells, solution, &options, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT);
}

static gboolean
stop_after_ten (SudokuStepKind kind,
                guint          cell,
                guint          digit,
                gpointer       user_data)
{
  guint *seen = user_data;

  return ++*seen < 10;
}

static void
test_step_stop (void)
{
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    {
      g_autoptr(GError) error = NULL;
      guint              seen = 0, n;
      SudokuSolveOptions options = { s, 1, .step_func = stop_after_ten, .step_data = &seen };
      guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

      cells_from_string (TEXTBOOK_HARD, cells);
      g_assert_false (sudoku_solve (cells, solution, &options, &n, NULL, &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
      g_assert_cmpuint (seen, ==, 10);
    }
}

static void
test_strategy_names (void)
{
  SudokuStrategy s;

  for (s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    {
      SudokuStrategy back = 99;

      g_assert_true (sudoku_strategy_from_string (sudoku_strategy_to_string (s), &back));
      g_assert_cmpint (back, ==, s);
    }
  g_assert_false (sudoku_strategy_from_string ("quick", &s));
}

int
main (int   argc,
      char *argv[])
{
  static const char *const unique_sets[] = {
    "gen_easy36_10k-sample.txt",
    "gen_minimal_10k-sample.txt",
    "norvig_hardest-sample.txt",
    "norvig_top95-sample.txt",
    "puzzles2_17_clue-sample.txt",
    "puzzles3_magictour_top1465-sample.txt",
    "puzzles5_forum_hardest_1905_11plus-sample.txt",
    "puzzles6_forum_hardest_1106-sample.txt",
  };
  static const char *const all_sets[] = {
    "gen_easy36_10k-sample.txt",
    "gen_minimal_10k-sample.txt",
    "norvig_hardest-sample.txt",
    "norvig_top95-sample.txt",
    "nosolution_10k-sample.txt",
    "puzzles2_17_clue-sample.txt",
    "puzzles3_magictour_top1465-sample.txt",
    "puzzles5_forum_hardest_1905_11plus-sample.txt",
    "puzzles6_forum_hardest_1106-sample.txt",
    "puzzles7_serg_benchmark-sample.txt",
  };

  g_test_init (&argc, &argv, NULL);

  for (int a = 1; a < argc; a++)
    {
      g_autofree char *base = g_path_get_basename (argv[a]);
      g_autofree char *path = g_strdup_printf ("/sudoku/solver/sets/%s", base);

      g_test_add_data_func (path, argv[a], test_set);
    }

  for (guint i = 0; i < G_N_ELEMENTS (unique_sets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/solver/unique/%s", unique_sets[i]);

      g_test_add_data_func (path, unique_sets[i], test_unique_samples);
    }
  for (guint i = 0; i < G_N_ELEMENTS (all_sets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/solver/paths-agree/%s", all_sets[i]);

      g_test_add_data_func (path, all_sets[i], test_paths_agree);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fast_counts); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/solver/fast-counts/%s", fast_counts[i].sample);

      g_test_add_data_func (path, &fast_counts[i], test_fast_counts);
    }
  g_test_add_func ("/sudoku/solver/paths", test_paths);
  g_test_add_func ("/sudoku/solver/multiple", test_multiple_samples);
  g_test_add_func ("/sudoku/solver/fewest-agrees", test_fewest_agrees);
  g_test_add_func ("/sudoku/solver/none", test_none);
  g_test_add_func ("/sudoku/solver/none-exhaustive", test_none_exhaustive);
  g_test_add_func ("/sudoku/solver/refuted-without-guess", test_refuted_without_guess);
  g_test_add_func ("/sudoku/solver/nosolution", test_nosolution_samples);
  g_test_add_func ("/sudoku/solver/edge-boards", test_edge_boards);
  g_test_add_func ("/sudoku/solver/clash", test_clash);
  g_test_add_func ("/sudoku/solver/not-a-digit", test_not_a_digit);
  g_test_add_func ("/sudoku/solver/clash-everywhere", test_clash_everywhere);
  g_test_add_func ("/sudoku/solver/fast-counts-empty-cells", test_fast_counts_empty_cells);
  g_test_add_func ("/sudoku/solver/textbook-counts", test_textbook_counts);
  g_test_add_func ("/sudoku/solver/fast-steps", test_fast_steps);
  g_test_add_func ("/sudoku/solver/cancel-from-thread", test_cancel_from_thread);
  g_test_add_func ("/sudoku/solver/deadline", test_deadline);
  g_test_add_func ("/sudoku/solver/step-stop", test_step_stop);
  g_test_add_func ("/sudoku/solver/strategy-names", test_strategy_names);

  return g_test_run ();
}
