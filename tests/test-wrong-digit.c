/* test-wrong-digit.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-wrong-digit"

#include "config.h"

#include <string.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-wrong-digit.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* Enough of the sample for a quick default run (the file holds 200). */
#define N_SAMPLE 100

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
  g_assert_cmpuint (puzzles->len, >=, N_SAMPLE);
  return puzzles;
}

static gboolean
has_solution (const guint8 *cells)
{
  guint8 solution[SUDOKU_N_CELLS];
  guint  n_solutions = 0;

  g_assert_true (sudoku_solve (cells, solution, NULL, &n_solutions, NULL, NULL));
  return n_solutions > 0;
}

/* Whether removing @cell alone from givens + player lets the puzzle have a solution. */
static gboolean
solvable_without (const guint8 *givens,
                  const guint8 *player,
                  guint         cell)
{
  guint8 cells[SUDOKU_N_CELLS];

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    cells[i] = i == cell ? 0 : givens[i] != 0 ? givens[i]
                                              : player[i];
  return has_solution (cells);
}

static guint
only_removed (const guint8 *removed)
{
  guint found = SUDOKU_N_CELLS;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (removed[cell])
      {
        g_assert_cmpuint (found, ==, SUDOKU_N_CELLS);
        found = cell;
      }
  g_assert_cmpuint (found, <, SUDOKU_N_CELLS);
  return found;
}

/* Each puzzle is a valid one plus an extra given that clashes with nothing:
 * one digit removed is enough, and it must make the puzzle solvable. */
static void
test_one_extra_given (void)
{
  g_autoptr(GArray) puzzles = load_sample ("nosolution_10k-sample.txt");
  guint8 none[SUDOKU_N_CELLS] = { 0 };

  for (guint i = 0; i < N_SAMPLE; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      g_autoptr(GError) error = NULL;
      guint8 removed[SUDOKU_N_CELLS];
      guint  n_removed = 99;

      g_assert_false (has_solution (cells));
      g_assert_true (sudoku_find_wrong_digits (cells, none, removed, &n_removed, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (n_removed, ==, 1);
      g_assert_true (solvable_without (cells, none, only_removed (removed)));
    }
}

/* The same puzzles with their last four digits typed by the player: when
 * removing one of the player's digits is enough, one of theirs is found. */
static void
test_player_first (void)
{
  g_autoptr(GArray) puzzles = load_sample ("nosolution_10k-sample.txt");
  guint n_player_found = 0;

  for (guint i = 0; i < N_SAMPLE; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      guint8        givens[SUDOKU_N_CELLS], player[SUDOKU_N_CELLS] = { 0 };
      guint8        removed[SUDOKU_N_CELLS];
      guint         n_removed = 0, found, n_typed = 0;
      gboolean      player_can = FALSE;

      memcpy (givens, cells, SUDOKU_N_CELLS);
      for (guint cell = SUDOKU_N_CELLS; cell-- > 0 && n_typed < 4;)
        if (givens[cell] != 0)
          {
            player[cell] = givens[cell];
            givens[cell] = 0;
            n_typed++;
            player_can = player_can || solvable_without (givens, player, cell);
          }
      g_assert_true (sudoku_find_wrong_digits (givens, player, removed, &n_removed, NULL, NULL));
      g_assert_cmpuint (n_removed, ==, 1);
      found = only_removed (removed);
      g_assert_true (solvable_without (givens, player, found));
      g_assert_cmpuint (player[found] != 0, ==, player_can);
      n_player_found += player_can;
    }
  /* The sample does exercise both sides. */
  g_assert_cmpuint (n_player_found, >, 0);
  g_assert_cmpuint (n_player_found, <, N_SAMPLE);
}

/* Two wrong digits of the player on a puzzle with one solution: each alone
 * leaves it without one, so unless a single given's removal is enough, both
 * are found, and only they. */
static void
test_two_wrong_digits (void)
{
  guint8   givens[SUDOKU_N_CELLS], player[SUDOKU_N_CELLS] = { 0 }, removed[SUDOKU_N_CELLS];
  guint    n_removed = 0;
  gboolean single = FALSE;

  g_assert_true (sudoku_parse_cells (EASY, givens, NULL));
  player[3] = 2;  /* r1c4 is 6 */
  player[72] = 2; /* r9c1 is 3 */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (givens[cell] != 0 || player[cell] != 0)
      single = single || solvable_without (givens, player, cell);
  g_assert_true (sudoku_find_wrong_digits (givens, player, removed, &n_removed, NULL, NULL));
  g_test_message ("a single removal is enough: %s", single ? "yes" : "no");
  g_assert_cmpuint (n_removed, ==, single ? 1 : 2);
  if (!single)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      g_assert_cmpuint (removed[cell], ==, player[cell] != 0);
}

static void
test_solvable_and_clash (void)
{
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS], none[SUDOKU_N_CELLS] = { 0 }, removed[SUDOKU_N_CELLS];
  guint  n_removed = 99;

  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  g_assert_true (sudoku_find_wrong_digits (cells, none, removed, &n_removed, NULL, &error));
  g_assert_cmpuint (n_removed, ==, 0);

  /* A visible clash is its own answer. */
  none[2] = 5;
  g_assert_false (sudoku_find_wrong_digits (cells, none, removed, &n_removed, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

static void
test_board_async (void)
{
  g_autoptr(GArray) puzzles = load_sample ("nosolution_10k-sample.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint8 removed[SUDOKU_MAX_CELLS];
  guint  n_removed = 0;

  sudoku_board_load (board, g_array_index (puzzles, SudokuPuzzle, 0).cells);
  sudoku_board_find_wrong_digits_async (board, NULL, done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_board_find_wrong_digits_finish (board, result, removed, &n_removed,
                                                        &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_removed, ==, 1);
  g_clear_object (&result);

  /* A cancelled search says so. */
  g_cancellable_cancel (cancellable);
  sudoku_board_find_wrong_digits_async (board, cancellable, done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (sudoku_board_find_wrong_digits_finish (board, result, removed, &n_removed,
                                                         &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/wrong-digit/one-extra-given", test_one_extra_given);
  g_test_add_func ("/sudoku/wrong-digit/player-first", test_player_first);
  g_test_add_func ("/sudoku/wrong-digit/two-wrong-digits", test_two_wrong_digits);
  g_test_add_func ("/sudoku/wrong-digit/solvable-and-clash", test_solvable_and_clash);
  g_test_add_func ("/sudoku/wrong-digit/board-async", test_board_async);

  return g_test_run ();
}
