/* test-board-colours.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-board-colours"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-state-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

#define NOTE(d) (1u << (d))

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Colours are for solving: a puzzle typed in takes none. */
static void
test_not_solving (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_board_set_colour (board, 0, 0, 1, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_NOT_SOLVING);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 0), ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));
}

/* A cell's colour is a step of the history, kept with the play. */
static void
test_cell_colour (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  SudokuPlay play;
  guint      changed = 0;

  g_signal_connect_swapped (board, "notes-changed", G_CALLBACK (count_cb), &changed);
  g_assert_false (sudoku_board_has_colours (board));
  /* A given can be coloured, as an empty cell. */
  g_assert_true (sudoku_board_set_colour (board, 0, 0, 2, NULL));
  g_assert_true (sudoku_board_set_colour (board, 0, 2, SUDOKU_N_COLOURS, NULL));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 0), ==, 2);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, SUDOKU_N_COLOURS);
  g_assert_true (sudoku_board_has_colours (board));
  sudoku_board_get_play (board, &play);
  g_assert_cmpuint (play.colours[0], ==, 2);
  g_assert_true (sudoku_play_has_work (&play));

  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 0);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 0), ==, 2);
  sudoku_board_redo (board);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, SUDOKU_N_COLOURS);

  /* The same colour again is no step. */
  g_assert_true (sudoku_board_set_colour (board, 0, 2, SUDOKU_N_COLOURS, NULL));
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 0);
  sudoku_board_redo (board);

  /* Clearing them all is one step. */
  sudoku_board_clear_colours (board);
  g_assert_false (sudoku_board_has_colours (board));
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 0), ==, 2);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, SUDOKU_N_COLOURS);
}

/* A pencil mark's colour needs the mark, and goes with it. */
static void
test_note_colour (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_board_set_note_colour (board, 0, 2, 4, 1, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 0);

  g_assert_true (sudoku_board_set_notes (board, 0, 2, NOTE (1) | NOTE (2) | NOTE (4), NULL));
  g_assert_true (sudoku_board_set_note_colour (board, 0, 2, 4, 1, NULL));
  g_assert_true (sudoku_board_set_note_colour (board, 0, 2, 1, 3, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 1);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 1), ==, 3);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 2), ==, 0);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 0);

  /* The mark taken away takes its colour; Undo brings both back. */
  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 4, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 0);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 1), ==, 3);
  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 4, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 0);
  sudoku_board_undo (board);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 1);

  /* A digit in the cell hides its marks: their colours go. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 1), ==, 0);
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 1), ==, 3);
}

/* A digit with a colour chosen: its mark where the cell has it, else the
 * cell; the same colour again takes it away. */
static void
test_paint (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);

  g_assert_true (sudoku_board_set_notes (board, 0, 2, NOTE (1) | NOTE (4), NULL));
  g_assert_true (sudoku_board_paint (board, 0, 2, 4, 2, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 2);
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 0);
  /* Another colour replaces it; the same one takes it away. */
  g_assert_true (sudoku_board_paint (board, 0, 2, 4, 3, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 3);
  g_assert_true (sudoku_board_paint (board, 0, 2, 4, 3, NULL));
  g_assert_cmpuint (sudoku_board_get_note_colour (board, 0, 2, 4), ==, 0);
  /* No mark 7 here, or 0: the cell. */
  g_assert_true (sudoku_board_paint (board, 0, 2, 7, 1, NULL));
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 1);
  g_assert_true (sudoku_board_paint (board, 0, 2, 0, 1, NULL));
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 2), ==, 0);
  /* A given: the cell. */
  g_assert_true (sudoku_board_paint (board, 0, 0, 5, 4, NULL));
  g_assert_cmpuint (sudoku_board_get_colour (board, 0, 0), ==, 4);
}

/* The play gives them back, as far as they fit the board. */
static void
test_set_play (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(SudokuBoard) again = sudoku_test_solving_board (EASY);
  SudokuPlay play;

  g_assert_true (sudoku_board_set_notes (board, 0, 3, NOTE (2) | NOTE (6), NULL));
  g_assert_true (sudoku_board_set_note_colour (board, 0, 3, 6, 2, NULL));
  g_assert_true (sudoku_board_set_colour (board, 4, 4, 1, NULL));
  sudoku_board_get_play (board, &play);
  g_assert_cmpuint (sudoku_note_colour (play.note_colours[3], 6), ==, 2);

  sudoku_board_set_play (again, &play);
  g_assert_cmpuint (sudoku_board_get_note_colour (again, 0, 3, 6), ==, 2);
  g_assert_cmpuint (sudoku_board_get_colour (again, 4, 4), ==, 1);
  /* A colour on a mark that is not there stays out. */
  play.note_colours[3] |= 1u << ((2 - 1) * 3) | 1u << ((7 - 1) * 3);
  play.notes[3] = NOTE (6);
  sudoku_board_set_play (again, &play);
  g_assert_cmpuint (sudoku_board_get_note_colour (again, 0, 3, 6), ==, 2);
  g_assert_cmpuint (sudoku_board_get_note_colour (again, 0, 3, 7), ==, 0);
  g_assert_cmpuint (sudoku_board_get_note_colour (again, 0, 3, 2), ==, 0);
}

/* Kept in the state file, and read back the same. */
static void
test_state_file (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuState      state, back;
  gsize            length;

  g_assert_true (sudoku_board_set_notes (board, 8, 0, NOTE (1) | NOTE (2) | NOTE (3), NULL));
  g_assert_true (sudoku_board_set_note_colour (board, 8, 0, 3, 4, NULL));
  g_assert_true (sudoku_board_set_note_colour (board, 8, 0, 1, 1, NULL));
  g_assert_true (sudoku_board_set_colour (board, 2, 0, 3, NULL));

  sudoku_state_init (&state);
  g_assert_true (sudoku_parse_cells (EASY, state.givens, NULL));
  memcpy (state.saved, state.givens, sizeof state.saved);
  sudoku_board_get_play (board, &state.play);
  text = sudoku_state_to_data (&state, &length);
  g_assert_nonnull (strstr (text, "note-colours="));
  sudoku_state_init (&back);
  g_assert_true (sudoku_state_parse (&back, text, length, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (back.play.colours, sizeof back.play.colours, state.play.colours,
                   sizeof state.play.colours);
  g_assert_cmpmem (back.play.note_colours, sizeof back.play.note_colours, state.play.note_colours,
                   sizeof state.play.note_colours);
  sudoku_state_clear (&back);

  /* None: no keys at all (as older versions wrote). */
  sudoku_board_clear_colours (board);
  sudoku_board_get_play (board, &state.play);
  g_clear_pointer (&text, g_free);
  text = sudoku_state_to_data (&state, &length);
  g_assert_null (strstr (text, "colours"));
  sudoku_state_clear (&state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/board-colours/not-solving", test_not_solving);
  g_test_add_func ("/sudoku/board-colours/cell", test_cell_colour);
  g_test_add_func ("/sudoku/board-colours/note", test_note_colour);
  g_test_add_func ("/sudoku/board-colours/paint", test_paint);
  g_test_add_func ("/sudoku/board-colours/set-play", test_set_play);
  g_test_add_func ("/sudoku/board-colours/state-file", test_state_file);

  return g_test_run ();
}
