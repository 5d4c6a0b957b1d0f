/* test-uniqueness.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-uniqueness"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"
#include "sudoku-uniqueness.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* EASY without four of its givens: several solutions. */
#define SEVERAL "53..7....6..1......98....6.8...6...34..8.3..17...2...6.6....28....4.9..5....8..7."
#define CLASH   "55..............................................................................."
#define NONE    "12345678.........9..............................................................."

static void
assert_solution_of (const guint8 solution[SUDOKU_N_CELLS],
                    const guint8 givens[SUDOKU_N_CELLS])
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_assert_cmpuint (solution[cell], >=, 1);
      g_assert_cmpuint (solution[cell], <=, 9);
      if (givens[cell] != 0)
        g_assert_cmpuint (solution[cell], ==, givens[cell]);
      for (guint other = 0; other < SUDOKU_N_CELLS; other++)
        {
          gboolean peer = other / 9 == cell / 9 || other % 9 == cell % 9 ||
                          (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);

          if (peer && other != cell)
            g_assert_cmpuint (solution[other], !=, solution[cell]);
        }
    }
}

static guint
n_solutions (const guint8 cells[SUDOKU_N_CELLS],
             guint8       solution[SUDOKU_N_CELLS])
{
  SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
  guint              n = 0;

  g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, NULL));
  return n;
}

/* Two solutions, and added givens that leave only the first: each of them
 * needed. */
static void
check_several (const char *puzzle)
{
  guint8           givens[SUDOKU_N_CELLS], cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  SudokuUniqueness found;
  guint            n_added = 0;

  g_assert_true (sudoku_parse_cells (puzzle, givens, NULL));
  g_assert_true (sudoku_uniqueness_find (givens, &found, NULL, NULL));
  g_assert_cmpuint (found.n_solutions, ==, 2);
  assert_solution_of (found.first, givens);
  assert_solution_of (found.second, givens);
  g_assert_true (memcmp (found.first, found.second, SUDOKU_N_CELLS) != 0);

  memcpy (cells, givens, sizeof cells);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (found.added[cell] != 0)
      {
        g_assert_cmpuint (givens[cell], ==, 0);
        g_assert_cmpuint (found.added[cell], ==, found.first[cell]);
        cells[cell] = found.added[cell];
        n_added++;
      }
  g_assert_cmpuint (n_added, ==, found.n_added);
  g_assert_cmpuint (n_added, >, 0);
  g_assert_cmpuint (n_solutions (cells, solution), ==, 1);
  g_assert_cmpmem (solution, SUDOKU_N_CELLS, found.first, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (found.added[cell] != 0)
      {
        cells[cell] = 0;
        g_assert_cmpuint (n_solutions (cells, solution), ==, 2);
        cells[cell] = found.added[cell];
      }
}

static void
test_several (void)
{
  check_several (SEVERAL);
  /* One given: thousands of millions of solutions. */
  check_several ("....5............................................................................");
}

/* The board takes them as givens, in one step. */
static void
test_board (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  guint8           givens[SUDOKU_N_CELLS];
  SudokuUniqueness found;

  g_assert_true (sudoku_parse_cells (SEVERAL, givens, NULL));
  sudoku_board_load (board, givens);
  g_assert_true (sudoku_uniqueness_find (givens, &found, NULL, NULL));
  sudoku_board_add_givens (board, found.added);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 26 + found.n_added);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (found.added[cell] != 0)
      {
        g_assert_cmpuint (sudoku_board_get_value (board, cell / 9, cell % 9), ==, found.added[cell]);
        g_assert_cmpint (sudoku_board_get_origin (board, cell / 9, cell % 9), ==, SUDOKU_ORIGIN_GIVEN);
      }
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 26);
}

static void
test_unique_or_none (void)
{
  guint8           givens[SUDOKU_N_CELLS];
  SudokuUniqueness found;
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_parse_cells (EASY, givens, NULL));
  g_assert_true (sudoku_uniqueness_find (givens, &found, NULL, NULL));
  g_assert_cmpuint (found.n_solutions, ==, 1);
  g_assert_cmpuint (found.n_added, ==, 0);
  assert_solution_of (found.first, givens);

  g_assert_true (sudoku_parse_cells (NONE, givens, NULL));
  g_assert_true (sudoku_uniqueness_find (givens, &found, NULL, NULL));
  g_assert_cmpuint (found.n_solutions, ==, 0);

  g_assert_true (sudoku_parse_cells (CLASH, givens, NULL));
  g_assert_false (sudoku_uniqueness_find (givens, &found, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
}

static void
found_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SudokuUniqueness *found = user_data;

  g_assert_true (sudoku_uniqueness_find_finish (result, found, NULL));
}

/* On a worker thread; cancelled, it says so. */
static void
test_async (void)
{
  guint8           givens[SUDOKU_N_CELLS];
  SudokuUniqueness found = { 0 };
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_parse_cells (SEVERAL, givens, NULL));
  sudoku_uniqueness_find_async (givens, NULL, found_cb, &found);
  while (found.n_solutions == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (found.n_solutions, ==, 2);

  g_cancellable_cancel (cancellable);
  g_assert_false (sudoku_uniqueness_find (givens, &found, cancellable, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/uniqueness/several", test_several);
  g_test_add_func ("/sudoku/uniqueness/unique-or-none", test_unique_or_none);
  g_test_add_func ("/sudoku/uniqueness/async", test_async);
  g_test_add_func ("/sudoku/uniqueness/board", test_board);

  return g_test_run ();
}
