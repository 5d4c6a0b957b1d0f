/* test-board-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-shape"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"

/* The board on a 4×4, 6×6, 16×16 and Sudoku X grid: the rules, the notes,
 * Check and the solve follow the shape it holds. */

/* A 4×4 with one solution: 12 34 / 34 12 / 21 43 / 43 21. */
#define FOUR "..3." \
             ".4.2" \
             "21.." \
             "...."
#define FOUR_SOLVE "1234" \
                   "3412" \
                   "2143" \
                   "4321"

/* A 6×6 (boxes of 2 rows and 3 columns) with one solution, and it. */
#define SIX "..3.5." \
            "...1.." \
            "....6." \
            "..42.." \
            ".1.6.." \
            "6.5.1."
#define SIX_SOLVED "123456" \
                   "456123" \
                   "231564" \
                   "564231" \
                   "312645" \
                   "645312"

static void
cells_of (const char *text,
          guint8     *cells)
{
  for (guint i = 0; text[i] != '\0'; i++)
    cells[i] = text[i] == '.'              ? 0
               : g_ascii_isdigit (text[i]) ? (guint8)(text[i] - '0')
                                           : (guint8)(10 + g_ascii_toupper (text[i]) - 'A');
}

static SudokuBoard *
shaped_board (guint       side,
              gboolean    x,
              const char *text)
{
  SudokuBoard *board = sudoku_board_new ();
  guint8       cells[SUDOKU_MAX_CELLS] = { 0 };

  if (text != NULL)
    cells_of (text, cells);
  sudoku_board_load_shaped (board, sudoku_grid_shape_get (side, x), cells);
  return board;
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* A load of another shape is a step of the history: Undo brings the 9×9
 * and its digits back, and each change of shape is told. */
static void
test_load_and_undo (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  guint8 cells[SUDOKU_MAX_CELLS] = { 0 };
  guint  shapes = 0;

  g_assert_true (sudoku_board_get_shape (board) == sudoku_grid_shape_get (9, FALSE));
  g_assert_true (sudoku_board_set_value (board, 8, 8, 9, NULL));
  g_signal_connect_swapped (board, "notify::shape", G_CALLBACK (count_cb), &shapes);
  cells_of (FOUR, cells);
  sudoku_board_load_shaped (board, sudoku_grid_shape_get (4, FALSE), cells);
  g_assert_cmpuint (shapes, ==, 1);
  g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 4);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 5);
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 4);

  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (shapes, ==, 2);
  g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 9);
  g_assert_cmpuint (sudoku_board_get_value (board, 8, 8), ==, 9);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 1);
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 4);
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 0), ==, 2);
}

/* Only the shape's digits go in; the clashes name their unit. */
static void
test_rules (void)
{
  g_autoptr(SudokuBoard) six = shaped_board (6, FALSE, NULL);
  g_autoptr(SudokuBoard) x = shaped_board (4, TRUE, NULL);
  g_autoptr(SudokuBoard) big = shaped_board (16, FALSE, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_board_set_value (six, 0, 0, 7, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
  g_assert_nonnull (strstr (error->message, "1 to 6"));
  g_clear_error (&error);
  g_assert_false (sudoku_board_set_text (six, 0, 0, "7", &error));
  g_assert_nonnull (strstr (error->message, "1 to 6"));
  g_clear_error (&error);
  g_assert_true (sudoku_board_set_text (six, 5, 5, "6", NULL));

  /* A box of 2 rows and 3 columns: (0,2) and (1,0) share one, (0,3) not. */
  g_assert_true (sudoku_board_set_value (six, 0, 2, 4, NULL));
  g_assert_true (sudoku_board_set_value (six, 1, 0, 4, NULL));
  g_assert_cmpstr (sudoku_board_get_conflict (six, 1, 0), ==, "4 is already in box 1");
  g_assert_true (sudoku_board_set_value (six, 1, 0, 0, NULL));
  g_assert_true (sudoku_board_set_value (six, 2, 3, 4, NULL));
  g_assert_null (sudoku_board_get_conflict (six, 2, 3));
  g_assert_false (sudoku_board_has_conflicts (six));

  /* Sudoku X: the diagonals are units. */
  g_assert_true (sudoku_board_set_value (x, 0, 0, 2, NULL));
  g_assert_true (sudoku_board_set_value (x, 3, 3, 2, NULL));
  g_assert_cmpstr (sudoku_board_get_conflict (x, 3, 3), ==,
                   "2 is already in the diagonal from the top left corner");
  g_assert_true (sudoku_board_set_value (x, 0, 3, 3, NULL));
  g_assert_true (sudoku_board_set_value (x, 2, 1, 3, NULL));
  g_assert_cmpstr (sudoku_board_get_conflict (x, 2, 1), ==,
                   "3 is already in the diagonal from the top right corner");

  /* 16×16: 1–16, typed as numbers or as the letters A–G. */
  g_assert_true (sudoku_board_set_text (big, 15, 15, "G", NULL));
  g_assert_cmpuint (sudoku_board_get_value (big, 15, 15), ==, 16);
  g_assert_true (sudoku_board_set_text (big, 15, 0, "12", NULL));
  g_assert_cmpuint (sudoku_board_get_value (big, 15, 0), ==, 12);
  g_assert_true (sudoku_board_set_text (big, 0, 15, "b", NULL));
  g_assert_cmpuint (sudoku_board_get_value (big, 0, 15), ==, 11);
  g_assert_false (sudoku_board_set_text (big, 0, 0, "17", &error));
  g_assert_nonnull (strstr (error->message, "1 to 16"));
  g_clear_error (&error);
  g_assert_false (sudoku_board_set_text (big, 0, 0, "H", NULL));
  /* Not a Sudoku X: the corners share no unit. */
  g_assert_true (sudoku_board_set_value (big, 0, 0, 16, NULL));
  g_assert_null (sudoku_board_get_conflict (big, 0, 0));
  g_assert_true (sudoku_board_set_value (big, 15, 0, 16, NULL));
  g_assert_cmpstr (sudoku_board_get_conflict (big, 0, 0), ==, "16 is already in column 1");
  g_assert_cmpstr (sudoku_board_get_conflict (big, 15, 0), ==, "16 is already in column 1");
}

/* Notes hold the shape's digits: all of them filled, struck by a digit of
 * the row, column, box or diagonal, and coloured up to 16. */
static void
test_notes (void)
{
  g_autoptr(SudokuBoard) six = shaped_board (6, FALSE, NULL);
  g_autoptr(SudokuBoard) big = shaped_board (16, TRUE, NULL);

  sudoku_board_set_value (six, 0, 0, 3, NULL);
  sudoku_board_start_solving (six);
  sudoku_board_fill_notes (six);
  g_assert_cmphex (sudoku_board_get_notes (six, 0, 5), ==, 0x7e & ~(1u << 3));
  g_assert_cmphex (sudoku_board_get_notes (six, 1, 2), ==, 0x7e & ~(1u << 3));
  g_assert_cmphex (sudoku_board_get_notes (six, 2, 3), ==, 0x7e);
  g_assert_true (sudoku_board_set_value (six, 2, 3, 5, NULL));
  g_assert_cmphex (sudoku_board_get_notes (six, 3, 5), ==, 0x7e & ~(1u << 5));
  g_assert_true (sudoku_board_undo (six));
  g_assert_cmphex (sudoku_board_get_notes (six, 3, 5), ==, 0x7e);

  sudoku_board_start_solving (big);
  g_assert_true (sudoku_board_set_notes (big, 5, 5, (1u << 16) | (1u << 1), NULL));
  g_assert_true (sudoku_board_set_note_colour (big, 5, 5, 16, 3, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (big, 5, 5, 16), ==, 3);
  g_assert_cmpuint (sudoku_board_get_note_colour (big, 5, 5, 1), ==, 0);
  /* (0,0) is on the main diagonal with (5,5). */
  g_assert_true (sudoku_board_set_value (big, 0, 0, 16, NULL));
  g_assert_cmphex (sudoku_board_get_notes (big, 5, 5), ==, 1u << 1);
  g_assert_cmpuint (sudoku_board_get_note_colour (big, 5, 5, 16), ==, 0);
}

/* Check and Reveal know the shape's solution; a full grid of the shape's
 * rules is finished. */
static void
test_check_and_finish (void)
{
  g_autoptr(SudokuBoard) board = shaped_board (4, FALSE, FOUR);
  guint8 wrong[SUDOKU_MAX_CELLS];
  guint8 solution[SUDOKU_MAX_CELLS];
  guint8 want[SUDOKU_MAX_CELLS];

  cells_of (FOUR_SOLVE, want);
  g_assert_true (sudoku_board_get_solution (board, solution, NULL));
  g_assert_cmpmem (solution, 16, want, 16);
  sudoku_board_start_solving (board);
  g_assert_true (sudoku_board_set_value (board, 0, 1, 3, NULL));
  g_assert_cmpint (sudoku_board_check (board, wrong, NULL), ==, 1);
  g_assert_cmpuint (wrong[1], ==, 1);
  g_assert_true (sudoku_board_reveal (board, 0, 1, NULL));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 2);
  for (guint cell = 0; cell < 16; cell++)
    if (sudoku_board_get_value (board, cell / 4, cell % 4) == 0)
      {
        g_assert_false (sudoku_board_get_finished (board));
        g_assert_true (sudoku_board_set_value (board, cell / 4, cell % 4, want[cell], NULL));
      }
  g_assert_true (sudoku_board_get_finished (board));
}

static void
solved_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  SudokuSolveResult *out = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_board_solve_finish (SUDOKU_BOARD (source), result, out, &error));
  g_assert_no_error (error);
  out->n_order += 1000; /* done */
}

/* Solve runs the shapes' search on a worker and fills the grid in the order
 * it placed the digits. */
static void
test_solve (void)
{
  g_autoptr(SudokuBoard) board = shaped_board (6, FALSE, SIX);
  SudokuSolveResult result = { 0 };
  guint8            want[SUDOKU_MAX_CELLS];
  guint             n_empty = 0;

  cells_of (SIX_SOLVED, want);
  for (guint cell = 0; cell < 36; cell++)
    n_empty += SIX[cell] == '.';
  sudoku_board_solve_async (board, SUDOKU_STRATEGY_FAST, NULL, solved_cb, &result);
  while (result.n_order < 1000)
    g_main_context_iteration (NULL, TRUE);
  result.n_order -= 1000;
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
  g_assert_cmpint (result.solutions, ==, SUDOKU_SOLUTIONS_UNIQUE);
  g_assert_cmpuint (result.n_order, ==, n_empty);
  for (guint cell = 0; cell < 36; cell++)
    g_assert_cmpuint (sudoku_board_get_value (board, cell / 6, cell % 6), ==, want[cell]);
  for (guint i = 0; i < result.n_order; i++)
    g_assert_cmpuint (sudoku_board_get_origin (board, result.order[i] / 6, result.order[i] % 6), ==,
                      SUDOKU_ORIGIN_SOLVED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/sudoku/board-shape/load-and-undo", test_load_and_undo);
  g_test_add_func ("/sudoku/board-shape/rules", test_rules);
  g_test_add_func ("/sudoku/board-shape/notes", test_notes);
  g_test_add_func ("/sudoku/board-shape/check-and-finish", test_check_and_finish);
  g_test_add_func ("/sudoku/board-shape/solve", test_solve);
  return g_test_run ();
}
