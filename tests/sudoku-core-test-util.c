/* sudoku-core-test-util.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"

/* What the tests share that needs no display: the core tests (a game's
 * clock, a document's writes) wait on the main loop as the widget tests
 * do (sudoku-test-util.c), and play on a board being solved. */

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/**
 * sudoku_test_spin_until:
 * @done: says when to stop
 * @data: for @done
 * @seconds: the longest it runs
 *
 * Runs the main loop until @done says so, for at most @seconds.
 *
 * Returns: what @done said last
 */
gboolean
sudoku_test_spin_until (SudokuTestDoneFunc done,
                        gpointer           data,
                        double             seconds)
{
  gint64   end = g_get_monotonic_time () + (gint64)(seconds * G_USEC_PER_SEC);
  guint    wake = g_timeout_add (10, wake_cb, NULL);
  gboolean ok;

  while (!(ok = done (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  /* However slow the machine, what is already due runs (boundedly: a
   * running animation or demo is always due). */
  for (guint i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  ok = done (data);
  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
sudoku_test_spin_for (double seconds)
{
  sudoku_test_spin_until (never, NULL, seconds);
}

/**
 * sudoku_test_solving_board:
 * @puzzle: 81 characters
 *
 * Returns: (transfer full): a board holding @puzzle's givens, being solved
 */
SudokuBoard *
sudoku_test_solving_board (const char *puzzle)
{
  SudokuBoard *board = sudoku_board_new ();
  guint8       cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  sudoku_board_load (board, cells);
  sudoku_board_start_solving (board);
  return board;
}

static gboolean
hint_told (gpointer data)
{
  return sudoku_game_get_hint_stage (data) >= 0;
}

/**
 * sudoku_test_game_hint:
 * @game: a #SudokuGame
 *
 * Presses Hint: the first press waits for the hint, which is looked for on
 * a worker thread.
 */
void
sudoku_test_game_hint (SudokuGame *game)
{
  gboolean first = sudoku_game_get_hint_stage (game) < 0;

  sudoku_game_hint (game);
  if (first)
    g_assert_true (sudoku_test_spin_until (hint_told, game, 10));
}

/* Documents: their calls run to their end, as a person waits for them. */

/* A GAsyncReadyCallback that keeps the result in *@user_data. */
void
sudoku_test_result_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

/* Runs the main loop until the call made with sudoku_test_result_cb () is
 * done. */
GAsyncResult *
sudoku_test_wait_for (GAsyncResult **result)
{
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (*result == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (*result);
  return *result;
}

/* Opens @path in @document. */
gboolean
sudoku_test_document_load (SudokuDocument *document,
                           const char     *path,
                           GError        **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_document_load_async (document, file, NULL, sudoku_test_result_cb, &result);
  return sudoku_document_load_finish (document, sudoku_test_wait_for (&result), error);
}

/* Saves @document to @path (%NULL: its own file) in @format. */
gboolean
sudoku_test_document_save (SudokuDocument *document,
                           const char     *path,
                           SudokuFormat    format,
                           GError        **error)
{
  g_autoptr(GFile) file = path != NULL ? g_file_new_for_path (path) : NULL;
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_document_save_async (document, file, format, NULL, sudoku_test_result_cb, &result);
  return sudoku_document_save_finish (document, sudoku_test_wait_for (&result), error);
}

/* Brings back the state file's puzzle into @document. */
gboolean
sudoku_test_document_restore (SudokuDocument *document,
                              GError        **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_document_restore_async (document, NULL, sudoku_test_result_cb, &result);
  return sudoku_document_restore_finish (document, sudoku_test_wait_for (&result), error);
}

/**
 * sudoku_test_digit_of:
 * @c: a digit as tests/data/shapes writes it: '.', 1 to 9, A to G
 *
 * Returns: the digit, 0 for '.'
 */
guint
sudoku_test_digit_of (char c)
{
  if (c == '.')
    return 0;
  if (c >= '1' && c <= '9')
    return (guint)(c - '0');
  g_assert_true (c >= 'A' && c <= 'G');
  return (guint)(c - 'A' + 10);
}

static void
held_out_free (gpointer data)
{
  SudokuTestHeldOut *h = data;

  g_free (h->expected);
  g_free (h);
}

/**
 * sudoku_test_load_held_out:
 *
 * Returns: (transfer full) (element-type SudokuTestHeldOut): the puzzles
 *   of tests/data/shapes/held-out.txt, thirty or more
 */
GPtrArray *
sudoku_test_load_held_out (void)
{
  GPtrArray       *all = g_ptr_array_new_with_free_func (held_out_free);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "shapes", "held-out.txt", NULL),
                       &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      SudokuTestHeldOut *h;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 4);
      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      h = g_new0 (SudokuTestHeldOut, 1);
      h->expected = g_strdup (fields[0]);
      h->side = (guint)atoi (fields[1]);
      h->x = fields[2][0] == 'x';
      g_assert_cmpuint (strlen (fields[3]), ==, h->side * h->side);
      for (guint c = 0; c < h->side * h->side; c++)
        h->cells[c] = (guint8)sudoku_test_digit_of (fields[3][c]);
      g_ptr_array_add (all, h);
    }
  g_assert_cmpuint (all->len, >=, 30);
  return all;
}

/* A SudokuStepFunc that appends each step to *@user_data, a #GArray of
 * #SudokuStep. */
gboolean
sudoku_test_record_step (SudokuStepKind kind,
                         guint          cell,
                         guint          digit,
                         gpointer       user_data)
{
  SudokuStep step = { (guint8)kind, (guint8)cell, (guint8)digit };

  g_array_append_val ((GArray *)user_data, step);
  return TRUE;
}

/**
 * sudoku_test_remove_tree:
 * @path: a folder (or a file)
 *
 * Removes @path and everything in it; says what it could not remove.  A
 * @path that is not there is no error.
 */
void
sudoku_test_remove_tree (const char *path)
{
  GDir       *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        sudoku_test_remove_tree (child);
      else if (g_remove (child) != 0)
        g_printerr ("could not remove %s\n", child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  if (g_remove (path) != 0 && errno != ENOENT)
    g_printerr ("could not remove %s\n", path);
}
