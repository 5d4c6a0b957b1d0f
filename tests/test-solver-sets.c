/* test-solver-sets.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-solver-sets"

#include "config.h"

#include <string.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* Every puzzle of the shared data sets (the files given on the command
 * line), not only the samples of test-solver: the fast strategy's count up
 * to two must be the set's (none for nosolution_10k, several for every
 * puzzle of puzzles7_serg_benchmark, one elsewhere), its solution must be
 * complete and keep the givens, and the portable code must agree with the
 * SIMD code step for step.  The files are big: this runs in suite "data". */

static guint
expected_count (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);

  if (g_str_has_prefix (base, "nosolution"))
    return 0;
  if (strstr (base, "serg") != NULL)
    return 2;
  return 1;
}

static void
assert_completes (const guint8 *puzzle,
                  const guint8 *solution)
{
  for (guint unit = 0; unit < 9; unit++)
    {
      guint rows = 0, cols = 0, boxes = 0;

      for (guint k = 0; k < 9; k++)
        {
          rows |= 1u << solution[unit * 9 + k];
          cols |= 1u << solution[k * 9 + unit];
          boxes |= 1u << solution[(unit / 3) * 27 + (unit % 3) * 3 + (k / 3) * 9 + k % 3];
        }
      g_assert_cmphex (rows, ==, 0x3fe);
      g_assert_cmphex (cols, ==, 0x3fe);
      g_assert_cmphex (boxes, ==, 0x3fe);
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (puzzle[cell] != 0)
      g_assert_cmpuint (puzzle[cell], ==, solution[cell]);
}

static void
test_set (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autofree char *text = NULL;
  gsize            length;
  guint            expected = expected_count (path);

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
      const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      SudokuSolveOptions two = { SUDOKU_STRATEGY_FAST, 2 };
      SudokuSolveOptions portable = { SUDOKU_STRATEGY_FAST, 2, .no_simd = TRUE };
      SudokuSolveOptions one = { SUDOKU_STRATEGY_FAST, 1 };
      SudokuSolveStats   stats, portable_stats;
      guint8             solution[SUDOKU_N_CELLS], other[SUDOKU_N_CELLS];
      guint              n = 99, n_portable = 98, n_one = 97;

      g_assert_true (sudoku_solve (cells, solution, &two, &n, &stats, NULL));
      if (n != expected)
        g_error ("%s:%u: %u solutions found, %u expected", path, i + 1, n, expected);
      if (n > 0)
        assert_completes (cells, solution);

      g_assert_true (sudoku_solve (cells, other, &portable, &n_portable, &portable_stats, NULL));
      g_assert_cmpuint (n_portable, ==, n);
      g_assert_cmpuint (portable_stats.placements, ==, stats.placements);
      g_assert_cmpuint (portable_stats.backtracks, ==, stats.backtracks);
      if (n > 0)
        g_assert_cmpmem (other, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);

      /* A search that stops at the first solution finds the same one. */
      g_assert_true (sudoku_solve (cells, other, &one, &n_one, NULL, NULL));
      g_assert_cmpuint (n_one, ==, MIN (n, 1));
      if (n > 0)
        g_assert_cmpmem (other, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (int a = 1; a < argc; a++)
    {
      g_autofree char *base = g_path_get_basename (argv[a]);
      g_autofree char *path = g_strdup_printf ("/sudoku/solver-sets/%s", base);

      g_test_add_data_func (path, argv[a], test_set);
    }

  return g_test_run ();
}
