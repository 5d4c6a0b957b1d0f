/* test-board-trial.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-trial"

#include "config.h"

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
/* One given: many solutions. */
#define MANY_SOLUTIONS "........................................................................5........"

#define NOTE(d) (1u << (d))

/* The digit of EASY's solution in @cell, and one that is not. */
static guint
right (guint cell)
{
  return (guint)(EASY_SOLUTION[cell] - '0');
}

static guint
wrong (guint cell)
{
  return right (cell) % 9 + 1;
}

static void
place (SudokuBoard *board,
       guint        cell,
       guint        digit)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_board_set_value (board, cell / 9, cell % 9, digit, &error));
  g_assert_no_error (error);
}

static void
changed_cb (SudokuBoard *board,
            guint        what,
            guint       *flags)
{
  *flags |= what;
}

/* Try From Here marks the digits placed after it; Take Back removes them
 * all at once (and gives back the marks they took), Keep makes them
 * ordinary; each is a step Undo and Redo go through. */
static void
test_trial (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint flags = 0;

  /* r1c3, r1c4, r1c6 and r2c2 are empty in EASY. */
  place (board, 2, right (2));
  g_assert_false (sudoku_board_get_trying (board));
  g_signal_connect (board, "changed", G_CALLBACK (changed_cb), &flags);
  g_assert_true (sudoku_board_try_from_here (board, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_board_get_trying (board));
  g_assert_true (flags & SUDOKU_BOARD_CHANGE_TRIAL);
  g_assert_true (sudoku_board_set_notes (board, 0, 5, NOTE (right (3)) | NOTE (2), NULL));
  place (board, 3, right (3));
  place (board, 10, wrong (10));
  g_assert_false (sudoku_board_get_trial (board, 0, 2));
  g_assert_true (sudoku_board_get_trial (board, 0, 3));
  g_assert_true (sudoku_board_get_trial (board, 1, 1));
  /* The trial's digit in r1c4 took its mark out of r1c6 (same row). */
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 5), ==, NOTE (2));

  g_assert_cmpuint (sudoku_board_take_back_trial (board), ==, 2);
  g_assert_false (sudoku_board_get_trying (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, right (2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 0);
  g_assert_false (sudoku_board_get_trial (board, 0, 3));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 5), ==, NOTE (right (3)) | NOTE (2));

  /* Undo: the trial is back, marked; Redo takes it back again. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_true (sudoku_board_get_trying (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, wrong (10));
  g_assert_true (sudoku_board_get_trial (board, 0, 3));
  g_assert_true (sudoku_board_redo (board));
  g_assert_false (sudoku_board_get_trying (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 0);

  /* Keep: the digits stay, ordinary. */
  g_assert_true (sudoku_board_try_from_here (board, NULL));
  place (board, 3, right (3));
  g_assert_cmpuint (sudoku_board_keep_trial (board), ==, 1);
  g_assert_false (sudoku_board_get_trying (board));
  g_assert_false (sudoku_board_get_trial (board, 0, 3));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, right (3));
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_PLAYER);

  /* A revealed digit is the solution's, never the trial's. */
  g_assert_true (sudoku_board_try_from_here (board, NULL));
  g_assert_true (sudoku_board_reveal (board, 1, 1, NULL));
  g_assert_false (sudoku_board_get_trial (board, 1, 1));
  g_assert_cmpuint (sudoku_board_take_back_trial (board), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, right (10));
}

/* Only a puzzle being solved has trials. */
static void
test_trial_needs_solving (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_board_try_from_here (board, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_NOT_SOLVING);
  g_assert_false (sudoku_board_get_trying (board));
  g_assert_false (sudoku_board_get_can_undo (board));
}

/* Back to before the first mistake: as many Undos as it takes (Redo brings
 * them back); nothing when no digit is wrong; an error without a single
 * solution. */
static void
test_first_mistake (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(SudokuBoard) many = sudoku_test_solving_board (MANY_SOLUTIONS);
  g_autoptr(GError) error = NULL;

  place (board, 2, right (2));
  g_assert_cmpint (sudoku_board_back_to_first_mistake (board, &error), ==, 0);
  g_assert_no_error (error);
  place (board, 3, wrong (3)); /* the first mistake */
  place (board, 10, right (10));
  place (board, 11, wrong (11));
  g_assert_true (sudoku_board_set_notes (board, 2, 0, NOTE (1), NULL));
  g_assert_cmpint (sudoku_board_back_to_first_mistake (board, &error), ==, 4);
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, right (2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 0);
  g_assert_cmpuint (sudoku_board_get_notes (board, 2, 0), ==, 0);
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, wrong (3));

  /* A mistake further back than the history: the oldest state it keeps,
   * without its wrong digits. */
  {
    g_autoptr(SudokuBoard) forgetful = sudoku_test_solving_board (EASY);

    place (forgetful, 3, wrong (3));
    place (forgetful, 2, right (2));
    sudoku_board_forget_history (forgetful);
    place (forgetful, 10, right (10));
    g_assert_cmpint (sudoku_board_back_to_first_mistake (forgetful, NULL), ==, 2);
    g_assert_cmpuint (sudoku_board_get_value (forgetful, 0, 3), ==, 0);
    g_assert_cmpuint (sudoku_board_get_value (forgetful, 0, 2), ==, right (2));
    g_assert_cmpuint (sudoku_board_get_value (forgetful, 1, 1), ==, 0);
  }

  place (many, 0, 1);
  g_assert_cmpint (sudoku_board_back_to_first_mistake (many, &error), ==, -1);
  g_assert_nonnull (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/board-trial/trial", test_trial);
  g_test_add_func ("/sudoku/board-trial/needs-solving", test_trial_needs_solving);
  g_test_add_func ("/sudoku/board-trial/first-mistake", test_first_mistake);

  return g_test_run ();
}
