/* test-document-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-document-shape"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-document.h"
#include "sudoku-shape-file.h"

/* A document of grids of other shapes (#27): opened from lines and grids,
 * played on a board of its shape, saved as it was written, kept in the
 * state file and brought back whole. */

#define SIX  "..3.5....1......6...42...1.6..6.5.1."
#define FOUR "..3..4.221......"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

#define load    sudoku_test_document_load
#define save    sudoku_test_document_save
#define restore sudoku_test_document_restore

static SudokuBoard *
board_of (SudokuDocument *document)
{
  return sudoku_game_get_board (sudoku_document_get_game (document));
}

/* A file of a 6×6 and a 4×4 X: each on a board of its shape; a digit
 * typed in is saved in its place, the rest of the text as it was. */
static void
test_open_and_save (void)
{
  g_autofree char *path = tmp_path ("shapes.txt");
  g_autofree char *ss = tmp_path ("shapes.ss");
  g_autofree char *text = NULL;
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(GError) error = NULL;
  const char  *original = "# two small ones\n" SIX "\n#X\n" FOUR "\n";
  SudokuBoard *board;

  g_assert_true (g_file_set_contents (path, original, -1, &error));
  g_assert_true (load (document, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 2);
  board = board_of (document);
  g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 6);
  g_assert_false (sudoku_board_get_shape (board)->x);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 3);
  g_assert_cmpuint (sudoku_board_get_value (board, 5, 0), ==, 6);
  /* A file's puzzle is there to be solved. */
  g_assert_true (sudoku_board_get_solving (board));

  g_assert_true (sudoku_document_go_to (document, 1));
  board = board_of (document);
  g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 4);
  g_assert_true (sudoku_board_get_shape (board)->x);

  /* The puzzle edited: back to entering it, a given typed at r1c1. */
  sudoku_board_edit_puzzle (board);
  g_assert_true (sudoku_board_set_value (board, 0, 0, 1, NULL));
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_true (save (document, NULL, SUDOKU_FORMAT_LINES, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, "# two small ones\n" SIX "\n#X\n1.3..4.221......\n");

  /* A place nobody may write (even root: /proc): refused, said why, the
   * file saved before as it was. */
  g_assert_false (save (document, "/proc/sudoku-shapes.txt", SUDOKU_FORMAT_LINES, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "# two small ones\n" SIX "\n#X\n1.3..4.221......\n");

  /* Simple Sudoku's format holds 9×9 only: refused, said why. */
  g_assert_false (sudoku_document_can_hold (document, SUDOKU_FORMAT_SS, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (save (document, ss, SUDOKU_FORMAT_SS, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (ss, G_FILE_TEST_EXISTS));
  g_object_run_dispose (G_OBJECT (document));
}

/* A 6×6 loaded on the board of a 9×9 puzzle: the puzzle is a 6×6 now, and
 * saved so; Undo makes it the 9×9 again. */
static void
test_board_shape_follows (void)
{
  g_autofree char *path = tmp_path ("nine.txt");
  g_autofree char *text = NULL;
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(GError) error = NULL;
  guint8       cells[SUDOKU_MAX_CELLS] = { 0 };
  SudokuBoard *board;

  g_assert_true (g_file_set_contents (
    path, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n", -1,
    &error));
  g_assert_true (load (document, path, &error));
  board = board_of (document);
  for (guint i = 0; i < 36; i++)
    cells[i] = SIX[i] == '.' ? 0 : (guint8)(SIX[i] - '0');
  sudoku_board_load_shaped (board, sudoku_grid_shape_get (6, FALSE), cells);
  g_assert_true (sudoku_puzzle_get_grid (sudoku_document_get_puzzle (document)) ==
                 sudoku_grid_shape_get (6, FALSE));
  g_assert_cmpmem (sudoku_document_get_givens (document), 36, cells, 36);
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_true (save (document, NULL, SUDOKU_FORMAT_LINES, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, SIX "\n");

  g_assert_true (sudoku_board_undo (board));
  g_assert_true (sudoku_puzzle_get_grid (sudoku_document_get_puzzle (document)) ==
                 sudoku_grid_shape_get (9, FALSE));
  g_assert_cmpuint (sudoku_document_get_givens (document)[0], ==, 5);
  g_object_run_dispose (G_OBJECT (document));
}

/* A 16×16 X typed in, with the player's digits and notes up to G: kept
 * in the state file and brought back as it was. */
static void
test_state (void)
{
  guint8 cells[SUDOKU_MAX_CELLS] = { 0 };

  cells[0] = 16;
  cells[17] = 12;
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    SudokuBoard *board;

    sudoku_document_reset_shaped (document, sudoku_grid_shape_get (16, TRUE), cells);
    board = board_of (document);
    g_assert_cmpuint (sudoku_board_get_shape (board)->side, ==, 16);
    sudoku_board_start_solving (board);
    g_assert_true (sudoku_board_set_value (board, 15, 15, 3, NULL));
    g_assert_true (sudoku_board_toggle_note (board, 2, 5, 16, NULL));
    g_assert_true (sudoku_board_toggle_note (board, 2, 5, 11, NULL));
    g_assert_true (sudoku_board_set_note_colour (board, 2, 5, 16, 2, NULL));
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autoptr(GError) error = NULL;
    g_autofree char *path = sudoku_document_dup_state_path ();
    g_autofree char *kept = NULL;
    SudokuBoard     *board;

    g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
    g_assert_nonnull (strstr (kept, "side=16\n"));
    g_assert_nonnull (strstr (kept, "x=true\n"));
    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    board = board_of (document);
    g_assert_true (sudoku_board_get_shape (board) == sudoku_grid_shape_get (16, TRUE));
    g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 16);
    g_assert_cmpuint (sudoku_board_get_value (board, 1, 1), ==, 12);
    g_assert_cmpuint (sudoku_board_get_value (board, 15, 15), ==, 3);
    g_assert_cmpint (sudoku_board_get_origin (board, 15, 15), ==, SUDOKU_ORIGIN_PLAYER);
    g_assert_cmphex (sudoku_board_get_notes (board, 2, 5), ==, (1u << 16) | (1u << 11));
    g_assert_cmpuint (sudoku_board_get_note_colour (board, 2, 5, 16), ==, 2);
    g_object_run_dispose (G_OBJECT (document));
  }
}

/* A state file that says 6×6 with a line of 81 cells is damaged: refused
 * whole, nothing half read. */
static void
test_state_damaged (void)
{
  g_autofree char *path = sudoku_document_dup_state_path ();
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  const char *text = "[puzzle]\nside=6\ngivens=" SIX SIX SIX ".........\nsaved=" SIX SIX SIX
                     ".........\n";

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_false (restore (document, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "[puzzle]\nside=7\ngivens=" SIX "\nsaved=" SIX "\n", -1,
                                      NULL));
  g_assert_false (restore (document, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_object_run_dispose (G_OBJECT (document));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *state_home = NULL;
  g_autofree char *command = NULL;
  int              status;

  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  tmp_dir = g_dir_make_tmp ("test-document-shape-XXXXXX", &error);
  g_assert_no_error (error);
  state_home = tmp_path ("state");
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  g_test_add_func ("/sudoku/document-shape/open-and-save", test_open_and_save);
  g_test_add_func ("/sudoku/document-shape/board-shape-follows", test_board_shape_follows);
  g_test_add_func ("/sudoku/document-shape/state", test_state);
  g_test_add_func ("/sudoku/document-shape/state-damaged", test_state_damaged);
  status = g_test_run ();

  command = g_strdup_printf ("rm -rf '%s'", tmp_dir);
  if (system (command) != 0)
    g_printerr ("could not remove %s\n", tmp_dir);
  return status;
}
