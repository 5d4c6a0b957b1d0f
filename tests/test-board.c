/* test-board.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
#define DEAD_CELL     "12345678.........9..............................................................."
#define TEXTBOOK_HARD "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
/* Norvig's impossible puzzle: half a minute of textbook search. */
#define SLOW_TEXTBOOK ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

typedef struct
{
  guint changed;
  guint last_row, last_col;
  guint conflicts;
  guint n_givens;
} Events;

static void
cell_changed_cb (SudokuBoard *board,
                 guint        row,
                 guint        col,
                 Events      *events)
{
  events->changed++;
  events->last_row = row;
  events->last_col = col;
}

static void
conflicts_changed_cb (SudokuBoard *board,
                      Events      *events)
{
  events->conflicts++;
}

static void
n_givens_cb (SudokuBoard *board,
             GParamSpec  *pspec,
             Events      *events)
{
  events->n_givens++;
}

static SudokuBoard *
board_with (const char *puzzle,
            Events     *events)
{
  SudokuBoard *board = sudoku_board_new ();
  guint8       cells[SUDOKU_N_CELLS];

  if (events != NULL)
    {
      g_signal_connect (board, "cell-changed", G_CALLBACK (cell_changed_cb), events);
      g_signal_connect (board, "conflicts-changed", G_CALLBACK (conflicts_changed_cb), events);
      g_signal_connect (board, "notify::n-givens", G_CALLBACK (n_givens_cb), events);
    }
  if (puzzle != NULL)
    {
      g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
      sudoku_board_load (board, cells);
    }
  return board;
}

static char *
board_string (SudokuBoard *board)
{
  char text[SUDOKU_N_CELLS + 1];

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint v = sudoku_board_get_value (board, cell / 9, cell % 9);

      text[cell] = v == 0 ? '.' : (char)('0' + v);
    }
  text[SUDOKU_N_CELLS] = '\0';
  return g_strdup (text);
}

static void
test_set_value (void)
{
  Events events = { 0 };
  g_autoptr(SudokuBoard) board = board_with (NULL, &events);
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_board_set_value (board, 2, 4, 7, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 4), ==, 7);
  g_assert_cmpint (sudoku_board_get_origin (board, 2, 4), ==, SUDOKU_ORIGIN_GIVEN);
  g_assert_cmpuint (events.changed, ==, 1);
  g_assert_cmpuint (events.last_row, ==, 2);
  g_assert_cmpuint (events.last_col, ==, 4);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 1);
  g_assert_cmpuint (events.n_givens, ==, 1);

  /* The same value again changes nothing. */
  g_assert_true (sudoku_board_set_value (board, 2, 4, 7, NULL));
  g_assert_cmpuint (events.changed, ==, 1);

  g_assert_false (sudoku_board_set_value (board, 2, 4, 10, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 4), ==, 7);
  g_assert_cmpuint (events.changed, ==, 1);

  g_assert_true (sudoku_board_set_value (board, 2, 4, 0, NULL));
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 4), ==, 0);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 0);
  g_assert_cmpuint (events.changed, ==, 2);
}

static void
test_set_text (void)
{
  static const char *const refused[] = { "a", "x", "10", "-1", "٣", "55", "\t" };
  static const char *const clears[] = { "", "0", ".", " " };
  g_autoptr(SudokuBoard) board = board_with (NULL, NULL);

  for (guint d = 1; d <= 9; d++)
    {
      char text[2] = { (char)('0' + d), '\0' };

      g_assert_true (sudoku_board_set_text (board, 0, 0, text, NULL));
      g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, d);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (sudoku_board_set_text (board, 0, 0, refused[i], &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
      g_assert_cmpstr (error->message, ==, "Only the digits 1 to 9 can go in a cell");
      g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 9);
    }
  for (guint i = 0; i < G_N_ELEMENTS (clears); i++)
    {
      g_assert_true (sudoku_board_set_text (board, 0, 0, "4", NULL));
      g_assert_true (sudoku_board_set_text (board, 0, 0, clears[i], NULL));
      g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 0);
    }
}

static void
test_conflicts (void)
{
  Events events = { 0 };
  g_autoptr(SudokuBoard) board = board_with (NULL, &events);

  g_assert_false (sudoku_board_has_conflicts (board));
  sudoku_board_set_value (board, 2, 0, 7, NULL);
  sudoku_board_set_value (board, 2, 8, 7, NULL);
  g_assert_true (sudoku_board_has_conflicts (board));
  g_assert_cmpuint (events.conflicts, ==, 1);
  g_assert_cmpstr (sudoku_board_get_conflict (board, 2, 0), ==, "7 is already in row 3");
  g_assert_cmpstr (sudoku_board_get_conflict (board, 2, 8), ==, "7 is already in row 3");
  g_assert_null (sudoku_board_get_conflict (board, 2, 1));

  sudoku_board_set_value (board, 2, 8, 0, NULL);
  g_assert_false (sudoku_board_has_conflicts (board));
  g_assert_cmpuint (events.conflicts, ==, 2);

  sudoku_board_set_value (board, 8, 0, 7, NULL);
  g_assert_cmpstr (sudoku_board_get_conflict (board, 8, 0), ==, "7 is already in column 1");
  sudoku_board_set_value (board, 8, 0, 0, NULL);

  sudoku_board_set_value (board, 1, 1, 7, NULL);
  g_assert_cmpstr (sudoku_board_get_conflict (board, 1, 1), ==, "7 is already in box 1");
  g_assert_cmpstr (sudoku_board_get_conflict (board, 2, 0), ==, "7 is already in box 1");

  /* A change that does not touch the clash does not signal it again. */
  events.conflicts = 0;
  sudoku_board_set_value (board, 5, 5, 3, NULL);
  g_assert_cmpuint (events.conflicts, ==, 0);
}

static void
test_undo_redo (void)
{
  g_autoptr(SudokuBoard) board = board_with (NULL, NULL);
  g_autofree char *after_load = NULL;

  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_undo (board));

  sudoku_board_set_value (board, 0, 0, 1, NULL);
  sudoku_board_set_value (board, 0, 1, 2, NULL);
  sudoku_board_set_value (board, 0, 0, 3, NULL);
  g_assert_true (sudoku_board_get_can_undo (board));
  g_assert_false (sudoku_board_get_can_redo (board));

  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 1);
  g_assert_true (sudoku_board_get_can_redo (board));
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 0);
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 2);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 1);

  /* A new edit drops what could be redone. */
  sudoku_board_set_value (board, 4, 4, 9, NULL);
  g_assert_false (sudoku_board_get_can_redo (board));

  /* Loading and clearing are single steps. */
  {
    guint8 cells[SUDOKU_N_CELLS];

    g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
    sudoku_board_load (board, cells);
  }
  after_load = board_string (board);
  g_assert_cmpstr (after_load, ==, EASY);
  sudoku_board_clear (board);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 0);
  g_assert_true (sudoku_board_undo (board));
  {
    g_autofree char *back = board_string (board);

    g_assert_cmpstr (back, ==, EASY);
  }
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 4, 4), ==, 9);
}

static gboolean
solve (SudokuBoard       *board,
       SudokuStrategy     strategy,
       GCancellable      *cancellable,
       SudokuSolveResult *outcome,
       GError           **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_board_solve_async (board, strategy, cancellable, sudoku_test_result_cb, &result);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVING);
  return sudoku_board_solve_finish (board, sudoku_test_wait_for (&result), outcome, error);
}

static void
test_solve_unique (void)
{
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    {
      g_autoptr(SudokuBoard) board = board_with (EASY, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char  *solved = NULL;
      SudokuSolveResult outcome;
      gboolean          seen[SUDOKU_N_CELLS] = { FALSE };

      g_assert_true (solve (board, s, NULL, &outcome, &error));
      g_assert_no_error (error);
      g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
      g_assert_cmpint (outcome.solutions, ==, SUDOKU_SOLUTIONS_UNIQUE);
      solved = board_string (board);
      g_assert_cmpstr (solved, ==, EASY_SOLUTION);

      /* Every empty cell is in the fill order once; givens never are. */
      g_assert_cmpuint (outcome.n_order, ==, 81 - 30);
      for (guint k = 0; k < outcome.n_order; k++)
        {
          guint cell = outcome.order[k];

          g_assert_false (seen[cell]);
          seen[cell] = TRUE;
          g_assert_true (EASY[cell] == '.');
          g_assert_cmpint (sudoku_board_get_origin (board, cell / 9, cell % 9), ==,
                           SUDOKU_ORIGIN_SOLVED);
        }
      g_assert_cmpint (sudoku_board_get_origin (board, 0, 0), ==, SUDOKU_ORIGIN_GIVEN);
      g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);
      g_assert_cmpuint (outcome.stats.placements, >, 0);

      /* Typing over a solved cell: the player goes on by hand from there,
       * the rest of the solution stays, the puzzle is unchanged. */
      g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
      g_assert_true (sudoku_board_get_solving (board));
      g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
      g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
      g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
      g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);
      /* Typing into an empty cell while entering a puzzle is a new given:
       * the solution goes. */
      g_assert_true (sudoku_board_undo (board));
      g_assert_false (sudoku_board_get_solving (board));
      sudoku_board_clear_solution (board);
      g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
      g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);
      g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_GIVEN);
      g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 31);
    }
}

static void
test_solve_outcomes (void)
{
  g_autoptr(SudokuBoard) none = board_with (DEAD_CELL, NULL);
  g_autoptr(SudokuBoard) many = board_with (NULL, NULL);
  g_autoptr(SudokuBoard) clash = board_with (NULL, NULL);
  g_autoptr(GError) error = NULL;
  SudokuSolveResult outcome;

  g_assert_true (solve (none, SUDOKU_STRATEGY_FAST, NULL, &outcome, NULL));
  g_assert_cmpint (outcome.solutions, ==, SUDOKU_SOLUTIONS_NONE);
  g_assert_cmpint (sudoku_board_get_state (none), ==, SUDOKU_BOARD_NO_SOLUTION);
  g_assert_cmpuint (sudoku_board_get_value (none, 0, 8), ==, 0);

  g_assert_true (solve (many, SUDOKU_STRATEGY_FAST, NULL, &outcome, NULL));
  g_assert_cmpint (outcome.solutions, ==, SUDOKU_SOLUTIONS_MULTIPLE);
  g_assert_cmpint (sudoku_board_get_state (many), ==, SUDOKU_BOARD_SOLVED);
  g_assert_cmpuint (outcome.n_order, ==, 81);

  sudoku_board_set_value (clash, 0, 0, 5, NULL);
  sudoku_board_set_value (clash, 0, 5, 5, NULL);
  g_assert_false (solve (clash, SUDOKU_STRATEGY_FAST, NULL, &outcome, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
  g_assert_cmpint (sudoku_board_get_state (clash), ==, SUDOKU_BOARD_EDITING);
}

static void
test_solve_cancelled (void)
{
  g_autoptr(SudokuBoard) board = board_with (TEXTBOOK_HARD, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  g_assert_false (solve (board, SUDOKU_STRATEGY_TEXTBOOK, cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_CANCELLED);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 0);
}

static gboolean
edit_cb (gpointer user_data)
{
  SudokuBoard *board = user_data;

  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVING);
  sudoku_board_set_value (board, 8, 8, 9, NULL);
  return G_SOURCE_REMOVE;
}

static void
test_edit_cancels_solve (void)
{
  g_autoptr(SudokuBoard) board = board_with (SLOW_TEXTBOOK, NULL);
  g_autoptr(GCancellable) mine = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  /* The textbook search needs seconds here: the edit comes first. */
  sudoku_board_solve_async (board, SUDOKU_STRATEGY_TEXTBOOK, mine, sudoku_test_result_cb, &result);
  g_timeout_add (30, edit_cb, board);
  g_assert_false (sudoku_board_solve_finish (board, sudoku_test_wait_for (&result), NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);
  g_assert_cmpuint (sudoku_board_get_value (board, 8, 8), ==, 9);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 0);
  /* The caller's cancellable is the caller's: the board never cancels it. */
  g_assert_false (g_cancellable_is_cancelled (mine));
}

static gboolean
cancel_cb (gpointer user_data)
{
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

static void
test_caller_cancels (void)
{
  g_autoptr(SudokuBoard) board = board_with (SLOW_TEXTBOOK, NULL);
  g_autoptr(GCancellable) mine = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  gint64 start = g_get_monotonic_time ();

  sudoku_board_solve_async (board, SUDOKU_STRATEGY_TEXTBOOK, mine, sudoku_test_result_cb, &result);
  g_timeout_add (30, cancel_cb, mine);
  /* Without an error to look at, the state still tells it was cancelled. */
  g_assert_false (sudoku_board_solve_finish (board, sudoku_test_wait_for (&result), NULL, NULL));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_CANCELLED);

  /* A fresh cancellable solves again. */
  g_clear_object (&result);
  g_clear_object (&mine);
  sudoku_board_clear (board);
  g_assert_true (solve (board, SUDOKU_STRATEGY_FAST, NULL, NULL, NULL));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
}

static void
test_clear_solution (void)
{
  g_autoptr(SudokuBoard) board = board_with (EASY, NULL);
  g_autofree char *text = NULL;

  g_assert_true (solve (board, SUDOKU_STRATEGY_FAST, NULL, NULL, NULL));
  sudoku_board_clear_solution (board);
  text = board_string (board);
  g_assert_cmpstr (text, ==, EASY);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);
}

static void
test_dispose_mid_solve (void)
{
  SudokuBoard *board = board_with (SLOW_TEXTBOOK, NULL);
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_board_solve_async (board, SUDOKU_STRATEGY_TEXTBOOK, NULL, sudoku_test_result_cb, &result);
  g_object_run_dispose (G_OBJECT (board));
  g_assert_false (sudoku_board_solve_finish (board, sudoku_test_wait_for (&result), NULL, NULL));
  g_clear_object (&result);

  /* The worker thread lets go of its task (and so of the board) just after
   * the callback ran: wait for that, boundedly. */
  {
    gpointer weak = board;
    gint64   end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

    g_object_add_weak_pointer (G_OBJECT (board), &weak);
    g_object_unref (board);
    while (weak != NULL && g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
    g_assert_null (weak);
  }
}

static void
changed_cb (SudokuBoard *board,
            guint        what,
            GArray      *changes)
{
  g_array_append_val (changes, what);
}

static void
cells_seen_cb (SudokuBoard *board,
               guint        row,
               guint        col,
               GArray      *changes)
{
  guint none = 0;

  /* Told before its ::changed: a change is whole only after its cells. */
  g_array_append_val (changes, none);
}

/* One ::changed per change, after its cells, with what changed. */
static void
test_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  guint8            cells[SUDOKU_N_CELLS];
  SudokuSolveResult outcome;

  g_signal_connect (board, "changed", G_CALLBACK (changed_cb), changes);
  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  sudoku_board_load (board, cells);
  g_assert_cmpuint (changes->len, ==, 1); /* 30 cells, once */
  g_assert_cmpuint (g_array_index (changes, guint, 0) & SUDOKU_BOARD_CHANGE_CELLS, !=, 0);
  g_array_set_size (changes, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (changes->len, ==, 2);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==, SUDOKU_BOARD_CHANGE_CELLS);
  g_array_set_size (changes, 0);
  g_assert_true (solve (board, SUDOKU_STRATEGY_FAST, NULL, &outcome, NULL));
  /* The search starting, then its 51 digits with the state they end in. */
  g_assert_cmpuint (changes->len, ==, 2);
  g_assert_cmpuint (g_array_index (changes, guint, 0), ==, SUDOKU_BOARD_CHANGE_STATE);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==,
                    SUDOKU_BOARD_CHANGE_CELLS | SUDOKU_BOARD_CHANGE_STATE);
  g_array_set_size (changes, 0);
  g_signal_connect (board, "cell-changed", G_CALLBACK (cells_seen_cb), changes);
  sudoku_board_clear_solution (board);
  g_assert_cmpuint (changes->len, ==, 52);
  for (guint k = 0; k < 51; k++)
    g_assert_cmpuint (g_array_index (changes, guint, k), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 51) & SUDOKU_BOARD_CHANGE_CELLS, !=, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/board/set-value", test_set_value);
  g_test_add_func ("/sudoku/board/set-text", test_set_text);
  g_test_add_func ("/sudoku/board/conflicts", test_conflicts);
  g_test_add_func ("/sudoku/board/undo-redo", test_undo_redo);
  g_test_add_func ("/sudoku/board/changed", test_changed);
  g_test_add_func ("/sudoku/board/solve-unique", test_solve_unique);
  g_test_add_func ("/sudoku/board/solve-outcomes", test_solve_outcomes);
  g_test_add_func ("/sudoku/board/solve-cancelled", test_solve_cancelled);
  g_test_add_func ("/sudoku/board/edit-cancels-solve", test_edit_cancels_solve);
  g_test_add_func ("/sudoku/board/caller-cancels", test_caller_cancels);
  g_test_add_func ("/sudoku/board/clear-solution", test_clear_solution);
  g_test_add_func ("/sudoku/board/dispose-mid-solve", test_dispose_mid_solve);

  return g_test_run ();
}
