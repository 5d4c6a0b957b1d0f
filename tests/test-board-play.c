/* test-board-play.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-play"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-hint.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
/* One given: many solutions. */
#define MANY_SOLUTIONS "........................................................................5........"

#define NOTE(d) (1u << (d))

static void
notes_changed_cb (SudokuBoard *board,
                  guint        row,
                  guint        col,
                  guint       *count)
{
  (*count)++;
}

static void
notify_cb (SudokuBoard *board,
           GParamSpec  *pspec,
           guint       *count)
{
  (*count)++;
}

static void
test_player_digits (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS], player[SUDOKU_MAX_CELLS], givens[SUDOKU_MAX_CELLS];
  guint  notified = 0;

  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  sudoku_board_load (board, cells);
  g_assert_false (sudoku_board_get_solving (board));

  /* Before Start solving, a typed digit is a given, as it always was. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, &error));
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_GIVEN);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 0, &error));

  g_signal_connect (board, "notify::solving", G_CALLBACK (notify_cb), &notified);
  sudoku_board_start_solving (board);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (notified, ==, 1);

  /* The givens are locked; the player's digits are told apart. */
  g_assert_false (sudoku_board_set_value (board, 0, 0, 1, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED);
  g_clear_error (&error);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 5);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, &error));
  g_assert_true (sudoku_board_set_value (board, 8, 0, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);

  sudoku_board_get_player_digits (board, player);
  sudoku_board_get_givens (board, givens);
  g_assert_cmpmem (givens, SUDOKU_N_CELLS, cells, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (player[cell], ==, cell == 2 ? 4 : cell == 72 ? 3
                                                                   : 0);

  /* Undo and redo step through the player's digits. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 8, 0), ==, 0);
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 8, 0), ==, 3);
  g_assert_cmpint (sudoku_board_get_origin (board, 8, 0), ==, SUDOKU_ORIGIN_PLAYER);

  /* Clear takes only the player's digits, as one step. */
  sudoku_board_clear (board);
  sudoku_board_get_givens (board, givens);
  g_assert_cmpmem (givens, SUDOKU_N_CELLS, cells, SUDOKU_N_CELLS);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);

  /* Loading another puzzle is entering again. */
  sudoku_board_load (board, cells);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (notified, ==, 2);
}

static void
test_notes (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect (board, "notes-changed", G_CALLBACK (notes_changed_cb), &changed);

  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 1, &error));
  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 2, &error));
  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (2));
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (1) | NOTE (2));

  /* Notes go in empty cells only. */
  g_assert_false (sudoku_board_toggle_note (board, 0, 0, 3, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED);
  g_clear_error (&error);

  /* The automatic candidates: r1c3 sees 5 3 7 (row), 8 (column), 6 9 (box). */
  sudoku_board_fill_notes (board);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (1) | NOTE (2) | NOTE (4));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 0), ==, 0);
  /* …which stay editable. */
  g_assert_true (sudoku_board_set_notes (board, 0, 2, NOTE (4), &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (4));

  /* A digit placed clears its cell's notes and its own in row, column and box. */
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 3) & NOTE (2), ==, NOTE (2));
  g_assert_cmpuint (sudoku_board_get_notes (board, 1, 2) & NOTE (2), ==, NOTE (2));
  g_assert_cmpuint (sudoku_board_get_notes (board, 2, 0) & NOTE (2), ==, NOTE (2));
  g_assert_cmpuint (sudoku_board_get_notes (board, 3, 1) & NOTE (2), ==, NOTE (2));
  g_assert_true (sudoku_board_set_value (board, 1, 1, 2, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 1, 1), ==, 0);
  g_assert_cmpuint (sudoku_board_get_notes (board, 1, 2) & NOTE (2), ==, 0); /* row and box */
  g_assert_cmpuint (sudoku_board_get_notes (board, 3, 1) & NOTE (2), ==, 0); /* column */
  g_assert_cmpuint (sudoku_board_get_notes (board, 2, 0) & NOTE (2), ==, 0); /* box */
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 3) & NOTE (2), ==, NOTE (2));

  /* Undo brings the notes back with the digit gone. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 0);
  g_assert_cmpuint (sudoku_board_get_notes (board, 3, 1) & NOTE (2), ==, NOTE (2));

  sudoku_board_clear_notes (board);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_notes (board, cell / 9, cell % 9), ==, 0);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (4));
}

static void
test_check (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint8 wrong[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS], expected[SUDOKU_N_CELLS];

  g_assert_true (sudoku_board_get_solution (board, solution, &error));
  g_assert_true (sudoku_parse_cells (EASY_SOLUTION, expected, NULL));
  g_assert_cmpmem (solution, SUDOKU_N_CELLS, expected, SUDOKU_N_CELLS);

  g_assert_cmpint (sudoku_board_check (board, wrong, &error), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, &error)); /* right */
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, &error)); /* wrong: 6 */
  g_assert_false (sudoku_board_set_value (board, 8, 8, 0, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED);
  g_clear_error (&error);
  g_assert_cmpint (sudoku_board_check (board, wrong, &error), ==, 1);
  g_assert_no_error (error);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (wrong[cell], ==, cell == 3);
}

static void
test_check_no_single_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (MANY_SOLUTIONS);
  g_autoptr(GError) error = NULL;
  guint8 wrong[SUDOKU_MAX_CELLS];

  g_assert_cmpint (sudoku_board_check (board, wrong, &error), ==, -1);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_UNSOLVABLE);
  g_clear_error (&error);
  g_assert_false (sudoku_board_reveal (board, 0, 0, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_UNSOLVABLE);
}

static void
test_reveal (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint8 wrong[SUDOKU_MAX_CELLS];

  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, &error));
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_cmpint (sudoku_board_check (board, wrong, &error), ==, 0);

  /* Editing the revealed cell leaves the others; undo restores it. */
  g_assert_true (sudoku_board_reveal (board, 0, 2, &error));
  g_assert_true (sudoku_board_set_value (board, 0, 3, 1, &error));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_true (sudoku_board_undo (board));
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 2);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_PLAYER);

  g_assert_false (sudoku_board_reveal (board, 0, 0, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED);
  g_clear_error (&error);

  /* A hint's step applied keeps the revealed digit, as a typed one does. */
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  {
    SudokuLogicStep step = { 0 };
    guint16         cands[SUDOKU_N_CELLS] = { 0 };

    step.place_cell = 5; /* row 1, column 6: an 8 */
    step.place_digit = 8;
    sudoku_board_apply_step (board, &step, cands);
  }
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 8);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
}

static void
get_all_notes (SudokuBoard *board,
               guint16      notes[SUDOKU_N_CELLS])
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    notes[cell] = (guint16)sudoku_board_get_notes (board, cell / 9, cell % 9);
}

/* The notes are every candidate still, as Fill Notes would make them. */
static void
assert_notes_filled (SudokuBoard *board)
{
  guint16 before[SUDOKU_N_CELLS], after[SUDOKU_N_CELLS];

  get_all_notes (board, before);
  sudoku_board_fill_notes (board);
  get_all_notes (board, after);
  g_assert_cmpmem (before, sizeof before, after, sizeof after);
}

static SudokuHintKind
hint_kind (SudokuBoard *board)
{
  guint8     values[SUDOKU_N_CELLS], solution[SUDOKU_MAX_CELLS];
  SudokuPlay play;
  SudokuHint hint;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    values[cell] = (guint8)sudoku_board_get_value (board, cell / 9, cell % 9);
  sudoku_board_get_play (board, &play);
  g_assert_true (sudoku_board_get_solution (board, solution, NULL));
  sudoku_hint_find (&hint, values, play.notes, solution);
  return hint.kind;
}

/* A wrong digit takes its mark out of its row, column and box; revealing
 * the right one, erasing it, typing over it or Undo give those notes back,
 * so that the notes still hold the right digit everywhere. */
static void
test_reveal_gives_notes_back (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint16 filled[SUDOKU_N_CELLS], notes[SUDOKU_N_CELLS];

  sudoku_board_fill_notes (board);
  get_all_notes (board, filled);
  g_assert_cmpuint (filled[8] & NOTE (2), ==, NOTE (2)); /* r1c9: a 2 */
  g_assert_cmpuint (filled[3] & NOTE (2), ==, NOTE (2));

  /* A wrong 2 in r1c4 (a 6): r1c9 lost the mark of its digit. */
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, 0);
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, NOTE (2));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (6), ==, 0);
  assert_notes_filled (board);
  g_assert_cmpint (hint_kind (board), ==, SUDOKU_HINT_STEP);

  /* Undo: the wrong digit and its marks out again; once more, the notes as
   * they were; Redo twice, the notes of the revealed digit. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 2);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, 0);
  g_assert_true (sudoku_board_undo (board));
  get_all_notes (board, notes);
  g_assert_cmpmem (notes, sizeof notes, filled, sizeof filled);
  g_assert_true (sudoku_board_redo (board));
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, NOTE (2));
  assert_notes_filled (board);
  /* …and Undo after the reveal still knows which marks the 2 took out. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, NOTE (2));

  /* Erased, a wrong digit gives back its marks and its cell's own notes;
   * typed over, its marks. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 2, &error)); /* a 4 */
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 0, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, NOTE (1) | NOTE (2) | NOTE (4));
  assert_notes_filled (board);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 2, &error));
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, NOTE (2));
  assert_notes_filled (board);
}

/* A mark comes back only when no digit of its row, column and box rules it
 * out any more, and never over the player's own word on the cell. */
static void
test_notes_come_back_when_free (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;

  sudoku_board_fill_notes (board);
  /* Two 2s in row 1 (r1c4, r1c6): erasing one leaves r1c9 without its 2. */
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, &error));
  g_assert_true (sudoku_board_set_value (board, 0, 5, 2, &error));
  g_assert_true (sudoku_board_set_value (board, 0, 3, 0, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, 0);
  g_assert_true (sudoku_board_set_value (board, 0, 5, 0, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8) & NOTE (2), ==, NOTE (2));
  assert_notes_filled (board);

  /* Notes the player set after the digit went in stay as set. */
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, &error));
  g_assert_true (sudoku_board_set_notes (board, 0, 8, NOTE (1), &error));
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 8), ==, NOTE (1));

  /* Clear Notes clears them for good. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 2, &error));
  sudoku_board_clear_notes (board);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 0, &error));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_notes (board, cell / 9, cell % 9), ==, 0);
}

/* A solution shown while solving: editing one of its cells keeps the rest. */
static void
test_edit_shown_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  guint8 solution[SUDOKU_MAX_CELLS];

  g_assert_true (sudoku_board_get_solution (board, solution, &error));
  sudoku_board_show_solution (board, solution);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 1, &error));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_SOLVED);
}

/* A solution shown while the puzzle is still being entered: editing one of
 * its cells goes on by hand from there; the rest stays, and undo puts the
 * solution's digit back and the board back to entering. */
static void
test_edit_solution_while_entering (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS], solution[SUDOKU_MAX_CELLS];

  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  sudoku_board_load (board, cells);
  g_assert_true (sudoku_board_get_solution (board, solution, &error));
  sudoku_board_show_solution (board, solution);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_true (sudoku_board_set_value (board, 0, 2, 1, &error));
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);
  g_assert_true (sudoku_board_undo (board));
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_SOLVED);
}

static void
solved_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

/* Solve while the player solves: the player's digits and the revealed ones
 * stay, the rest is filled as a step that can be undone. */
static void
test_solve_while_solving (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, &error));
  g_assert_true (sudoku_board_reveal (board, 0, 3, &error));
  sudoku_board_solve_async (board, SUDOKU_STRATEGY_FAST, NULL, solved_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_board_solve_finish (board, result, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 3), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 8);

  /* Undo takes the solver's digits back, not the revealed one. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_true (sudoku_board_redo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 8);

  /* Clearing the solution is a step too. */
  sudoku_board_clear_solution (board);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
}

/* Finished by hand: every cell filled without a clash, by the player (with
 * help counted), not by the solver; the time and the hints are not steps
 * of the history, and come back with the play. */
static void
test_finished (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(SudokuBoard) again = sudoku_board_new ();
  g_autoptr(GError) error = NULL;
  guint8     solution[SUDOKU_MAX_CELLS], cells[SUDOKU_N_CELLS];
  SudokuPlay play;

  g_assert_true (sudoku_parse_cells (EASY_SOLUTION, solution, NULL));
  g_assert_true (sudoku_board_reveal (board, 0, 2, &error));
  sudoku_board_count_hint (board);
  sudoku_board_count_hint (board);
  sudoku_board_add_seconds (board, 60);
  sudoku_board_add_seconds (board, 5);
  /* Every empty cell but the last one, (8, 6). */
  for (guint cell = 0; cell < 78; cell++)
    if (EASY[cell] == '.' && cell != 2)
      g_assert_true (sudoku_board_set_value (board, cell / 9, cell % 9, solution[cell], &error));
  g_assert_false (sudoku_board_get_finished (board));
  /* Full, but the last digit clashes (a 7 is in its row). */
  g_assert_true (sudoku_board_set_value (board, 8, 6, 7, &error));
  g_assert_true (sudoku_board_has_conflicts (board));
  g_assert_false (sudoku_board_get_finished (board));
  g_assert_true (sudoku_board_set_value (board, 8, 6, 1, &error));
  g_assert_true (sudoku_board_get_finished (board));

  sudoku_board_get_play (board, &play);
  g_assert_cmpuint (play.hints, ==, 2);
  g_assert_cmpuint (play.seconds, ==, 65);
  g_assert_cmpuint (play.revealed[2], ==, 4);
  g_assert_cmpuint (play.player[2], ==, 0);
  g_assert_cmpuint (play.player[78], ==, 1);
  for (guint cell = 3; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (play.revealed[cell], ==, 0);

  /* Undo: not finished; the help asked for stays counted. */
  g_assert_true (sudoku_board_undo (board));
  g_assert_false (sudoku_board_get_finished (board));
  sudoku_board_get_play (board, &play);
  g_assert_cmpuint (play.hints, ==, 2);
  g_assert_true (sudoku_board_redo (board));
  sudoku_board_get_play (board, &play);

  /* The play on the same puzzle, as at the next start. */
  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  sudoku_board_load (again, cells);
  sudoku_board_set_play (again, &play);
  g_assert_true (sudoku_board_get_finished (again));
  g_assert_cmpint (sudoku_board_get_origin (again, 0, 2), ==, SUDOKU_ORIGIN_SOLVED);
  g_assert_cmpint (sudoku_board_get_origin (again, 8, 6), ==, SUDOKU_ORIGIN_PLAYER);
  {
    SudokuPlay back;

    sudoku_board_get_play (again, &back);
    g_assert_cmpmem (&back, sizeof back, &play, sizeof play);
  }
  /* Another puzzle starts from nothing. */
  sudoku_board_load (again, cells);
  sudoku_board_get_play (again, &play);
  g_assert_cmpuint (play.hints, ==, 0);
  g_assert_cmpuint (play.seconds, ==, 0);
  sudoku_board_add_seconds (again, G_MAXUINT);
  sudoku_board_add_seconds (again, 10);
  sudoku_board_get_play (again, &play);
  g_assert_cmpuint (play.seconds, ==, G_MAXUINT);

  /* The solver's solution is not the player's finish. */
  sudoku_board_start_solving (again);
  sudoku_board_show_solution (again, solution);
  g_assert_cmpint (sudoku_board_get_state (again), ==, SUDOKU_BOARD_SOLVED);
  g_assert_false (sudoku_board_get_finished (again));
  /* Nor is a full grid of the puzzle being entered. */
  sudoku_board_load (again, solution);
  g_assert_false (sudoku_board_get_finished (again));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/board-play/player-digits", test_player_digits);
  g_test_add_func ("/sudoku/board-play/notes", test_notes);
  g_test_add_func ("/sudoku/board-play/check", test_check);
  g_test_add_func ("/sudoku/board-play/check-no-single-solution", test_check_no_single_solution);
  g_test_add_func ("/sudoku/board-play/reveal", test_reveal);
  g_test_add_func ("/sudoku/board-play/reveal-gives-notes-back", test_reveal_gives_notes_back);
  g_test_add_func ("/sudoku/board-play/notes-come-back-when-free", test_notes_come_back_when_free);
  g_test_add_func ("/sudoku/board-play/finished", test_finished);
  g_test_add_func ("/sudoku/board-play/edit-shown-solution", test_edit_shown_solution);
  g_test_add_func ("/sudoku/board-play/solve-while-solving", test_solve_while_solving);
  g_test_add_func ("/sudoku/board-play/edit-solution-while-entering",
                   test_edit_solution_while_entering);

  return g_test_run ();
}
