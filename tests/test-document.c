/* test-document.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-document"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-document.h"

#define EASY     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY2    "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define OTHER    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
#define EMPTY_80 "................................................................................"
/* 80 cells without pencil marks */
#define NOTES_80 ".;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;.;."
#define THIRD    "1...............................................................................2"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
cells_of (const char *text,
          guint8     *cells)
{
  g_assert_true (sudoku_parse_cells (text, cells, NULL));
}

static void
assert_givens (SudokuDocument *document,
               const char     *text)
{
  char line[SUDOKU_N_CELLS + 1];

  sudoku_format_line (sudoku_document_get_givens (document), line);
  g_assert_cmpstr (line, ==, text);
}

#define result_cb sudoku_test_result_cb
#define wait_for  sudoku_test_wait_for
#define load      sudoku_test_document_load
#define save      sudoku_test_document_save
#define restore   sudoku_test_document_restore

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_new (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *name = sudoku_document_dup_display_name (document);
  guint8           cells[SUDOKU_N_CELLS];
  guint            notified = 0;

  g_assert_cmpstr (name, ==, "Unsaved Puzzle");
  g_assert_false (sudoku_document_get_modified (document));
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 1);
  g_assert_null (sudoku_document_get_file (document));
  g_assert_false (sudoku_document_can_save (document));

  g_signal_connect (document, "notify::modified", G_CALLBACK (count_cb), &notified);
  cells_of (EASY, cells);
  sudoku_document_set_givens (document, cells);
  sudoku_document_set_givens (document, cells);
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 1);

  /* A puzzle put on the board as new (a demo, a paste) is not modified. */
  sudoku_document_reset (document, cells);
  g_assert_false (sudoku_document_get_modified (document));
  assert_givens (document, EASY);
}

static void
test_open_save_collection (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *path = tmp_path ("three.sdm");
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];
  guint  index_notified = 0;

  g_assert_true (g_file_set_contents (path, EASY "\n" OTHER "\n" THIRD "\n", -1, NULL));
  g_assert_true (load (document, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 3);
  g_assert_cmpuint (sudoku_document_get_index (document), ==, 0);
  g_assert_cmpint (sudoku_document_get_format (document), ==, SUDOKU_FORMAT_LINES);
  g_assert_true (sudoku_document_can_save (document));
  name = sudoku_document_dup_display_name (document);
  g_assert_cmpstr (name, ==, "three.sdm");
  assert_givens (document, EASY);

  g_signal_connect (document, "notify::index", G_CALLBACK (count_cb), &index_notified);
  g_assert_true (sudoku_document_go_to (document, 1));
  g_assert_false (sudoku_document_go_to (document, 1));
  g_assert_false (sudoku_document_go_to (document, 3));
  g_assert_cmpuint (index_notified, ==, 1);
  assert_givens (document, OTHER);

  /* An edit in puzzle 2 keeps the collection modified after moving on. */
  cells_of (OTHER, cells);
  cells[0] = 1;
  sudoku_document_set_givens (document, cells);
  g_assert_true (sudoku_document_go_to (document, 0));
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_true (sudoku_document_go_to (document, 1));
  g_assert_cmpuint (sudoku_document_get_givens (document)[0], ==, 1);

  g_assert_true (save (document, NULL, SUDOKU_FORMAT_LINES, &error));
  g_assert_no_error (error);
  g_assert_false (sudoku_document_get_modified (document));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  {
    g_autofree char *expected = g_strdup_printf ("%s\n1%s\n%s\n", EASY, OTHER + 1, THIRD);

    g_assert_cmpstr (contents, ==, expected);
  }
}

static void
test_save_as_and_failure (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *dir = tmp_path ("gone");
  g_autofree char *path = g_build_filename (dir, "p.sdk", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  cells_of (EASY, cells);
  sudoku_document_set_givens (document, cells);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (save (document, path, SUDOKU_FORMAT_SDK, &error));
  g_assert_no_error (error);
  g_assert_false (sudoku_document_get_modified (document));
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_true (g_file_equal (sudoku_document_get_file (document), file));
  }
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "53..7....\n6..195...\n"));

  /* The folder becomes a plain file: no save can succeed, even as root. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", -1, NULL));
  cells_of (EASY2, cells);
  sudoku_document_set_givens (document, cells);
  g_assert_false (save (document, NULL, SUDOKU_FORMAT_SDK, &error));
  g_assert_nonnull (error);
  g_assert_true (sudoku_document_get_modified (document));
  assert_givens (document, EASY2);
}

static void
test_open_refuses (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *fifo = tmp_path ("fifo");
  g_autofree char *empty = tmp_path ("empty.sdk");
  g_autofree char *junk = tmp_path ("junk.sdk");
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  cells_of (EASY, cells);
  sudoku_document_set_givens (document, cells);

  /* Neither a FIFO nor a device is opened, so nothing can hang. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (load (document, fifo, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "fifo"));
  g_clear_error (&error);
  g_assert_false (load (document, "/dev/zero", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  g_assert_false (load (document, "/nonexistent/p.sdk", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (empty, "", -1, NULL));
  g_assert_false (load (document, empty, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (junk, "53..7....\n6..1x5...\n", -1, NULL));
  g_assert_false (load (document, junk, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "junk.sdk:2:"));

  /* Nothing happened to what was there. */
  assert_givens (document, EASY);
  g_assert_true (sudoku_document_get_modified (document));
  g_assert_null (sudoku_document_get_file (document));
}

/* Save keeps the file's own format, and every puzzle of it. */
static void
author_heard_cb (SudokuDocument *document,
                 GParamSpec     *pspec,
                 char          **author)
{
  g_free (*author);
  *author = g_strdup (sudoku_document_get_puzzle (document)->meta[SUDOKU_META_AUTHOR]);
}

static void
test_save_keeps_format (void)
{
  static const struct
  {
    const char  *name;
    const char  *text;
    SudokuFormat format;
    const char  *mark; /* in the saved file */
  } files[] = {
    { "p.ss",
      "*-----------*\n|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|---+---+---|\n"
      "|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n|---+---+---|\n|.6.|...|28.|\n"
      "|...|419|..5|\n|...|.8.|.79|\n*-----------*\n",
      SUDOKU_FORMAT_SS, "|---+---+---|" },
    { "two.sdk",
      "#AWayne Gould\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
      ".6....28.\n...419..5\n....8..79\n\n#Dthe second\n53..7....\n6..195...\n.98....6.\n"
      "8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7.\n",
      SUDOKU_FORMAT_SDK, "#Dthe second" },
    { "b.json",
      "[[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"],"
      "[\"6\",\".\",\".\",\"1\",\"9\",\"5\",\".\",\".\",\".\"],"
      "[\".\",\"9\",\"8\",\".\",\".\",\".\",\".\",\"6\",\".\"],"
      "[\"8\",\".\",\".\",\".\",\"6\",\".\",\".\",\".\",\"3\"],"
      "[\"4\",\".\",\".\",\"8\",\".\",\"3\",\".\",\".\",\"1\"],"
      "[\"7\",\".\",\".\",\".\",\"2\",\".\",\".\",\".\",\"6\"],"
      "[\".\",\"6\",\".\",\".\",\".\",\".\",\"2\",\"8\",\".\"],"
      "[\".\",\".\",\".\",\"4\",\"1\",\"9\",\".\",\".\",\"5\"],"
      "[\".\",\".\",\".\",\".\",\"8\",\".\",\".\",\"7\",\"9\"]]\n",
      SUDOKU_FORMAT_JSON, "[[" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(SudokuDocument) document = sudoku_document_new ();
      g_autofree char *path = tmp_path (files[i].name);
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      guint8 cells[SUDOKU_N_CELLS];

      g_assert_true (g_file_set_contents (path, files[i].text, -1, NULL));
      g_assert_true (load (document, path, &error));
      g_assert_no_error (error);
      g_assert_cmpint (sudoku_document_get_format (document), ==, files[i].format);
      g_assert_true (sudoku_document_can_save (document));
      memcpy (cells, sudoku_document_get_givens (document), SUDOKU_N_CELLS);
      cells[2] = 4;
      sudoku_document_set_givens (document, cells);
      g_assert_true (save (document, NULL, sudoku_document_get_format (document), &error));
      g_assert_no_error (error);

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_nonnull (strstr (contents, files[i].mark));
      g_object_run_dispose (G_OBJECT (document));
      g_clear_object (&document);
      document = sudoku_document_new ();
      g_assert_true (load (document, path, &error));
      g_assert_cmpint (sudoku_document_get_format (document), ==, files[i].format);
      g_assert_cmpuint (sudoku_document_get_givens (document)[2], ==, 4);
      if (files[i].format == SUDOKU_FORMAT_SDK)
        {
          g_autoptr(GError) lost = NULL;

          /* Save As says what another format would lose. */
          g_assert_true (sudoku_document_can_hold (document, SUDOKU_FORMAT_SDK, NULL));
          g_assert_false (sudoku_document_can_hold (document, SUDOKU_FORMAT_SS, &lost));
          g_assert_nonnull (strstr (lost->message, "author"));
          g_assert_nonnull (strstr (lost->message, "description"));
          g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 2);
          g_assert_cmpstr (sudoku_document_get_puzzle (document)->meta[SUDOKU_META_AUTHOR], ==,
                           "Wayne Gould");
          /* Saved so all the same: whoever hears of the new name reads the
           * puzzle as written, without the headers (the header bar). */
          {
            g_autofree char *ss_path = tmp_path ("dropped.ss");
            g_autofree char *author = g_strdup ("unheard");

            g_signal_connect (document, "notify::display-name", G_CALLBACK (author_heard_cb),
                              &author);
            g_assert_true (save (document, ss_path, SUDOKU_FORMAT_SS, &error));
            g_assert_null (author);
            g_assert_null (sudoku_document_get_puzzle (document)->meta[SUDOKU_META_AUTHOR]);
          }
        }
      g_object_run_dispose (G_OBJECT (document));
    }
}

/* Save writes what was read: comments, blank lines, headers and line ends
 * stay, only the edited cells change. */
static void
test_save_keeps_text (void)
{
  static const char original[] =
    "# My collection\r\n"
    "# from the paper\r\n"
    "\r\n" EASY "\r\n"
    "# the hard one\r\n" OTHER "\r\n";
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *path = tmp_path ("kept.sdm");
  g_autofree char *ss_path = tmp_path ("kept.ss");
  g_autofree char *contents = NULL;
  g_autofree char *expected = g_strdup (original);
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (g_file_set_contents (path, original, -1, NULL));
  g_assert_true (load (document, path, &error));
  g_assert_no_error (error);

  /* Nothing edited: the same bytes. */
  g_assert_true (save (document, NULL, SUDOKU_FORMAT_LINES, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, original);
  g_clear_pointer (&contents, g_free);

  /* The second puzzle edited: its line changes, nothing else. */
  g_assert_true (sudoku_document_go_to (document, 1));
  memcpy (cells, sudoku_document_get_givens (document), SUDOKU_N_CELLS);
  cells[0] = 1;
  sudoku_document_set_givens (document, cells);
  g_assert_true (save (document, NULL, SUDOKU_FORMAT_LINES, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  *strstr (expected, OTHER) = '1';
  g_assert_cmpstr (contents, ==, expected);
  g_clear_pointer (&contents, g_free);

  /* Saved as Simple Sudoku, then again: the bordered grids stay. */
  {
    g_autoptr(GFile) ss = g_file_new_for_path (ss_path);
    g_autoptr(GAsyncResult) result = NULL;
    g_autofree char *first = NULL;

    sudoku_document_save_async (document, ss, SUDOKU_FORMAT_SS, NULL, result_cb, &result);
    g_assert_true (sudoku_document_save_finish (document, wait_for (&result), &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (ss_path, &first, NULL, NULL));
    g_assert_nonnull (strstr (first, "|---+---+---|"));
    cells[80] = 0;
    sudoku_document_set_givens (document, cells);
    g_assert_true (save (document, NULL, SUDOKU_FORMAT_SS, &error));
    g_assert_true (g_file_get_contents (ss_path, &contents, NULL, NULL));
    g_assert_cmpuint (strlen (contents), ==, strlen (first));
    g_assert_nonnull (strstr (contents, "|---+---+---|"));
  }
  g_object_run_dispose (G_OBJECT (document));
}

static void
record_progress_cb (SudokuDocument *document,
                    GParamSpec     *pspec,
                    GArray         *values)
{
  double progress = sudoku_document_get_progress (document);

  g_array_append_val (values, progress);
}

/* Opening tells how far it got, from 0 to the end, and stops when asked
 * with the document unchanged. */
static void
test_open_progress (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *path = tmp_path ("many.sdm");
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GString) text = g_string_new ("# many\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append (text, i % 2 ? EASY "\n" : OTHER "\n");
  g_assert_true (g_file_set_contents (path, text->str, (gssize)text->len, NULL));
  g_assert_cmpfloat (sudoku_document_get_progress (document), ==, -1.0);

  g_signal_connect (document, "notify::progress", G_CALLBACK (record_progress_cb), values);
  g_assert_true (load (document, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 100000);
  g_assert_cmpuint (values->len, >=, 2);
  g_assert_cmpfloat (g_array_index (values, double, 0), ==, 0.0);
  for (guint i = 1; i + 1 < values->len; i++)
    {
      g_assert_cmpfloat (g_array_index (values, double, i), >=,
                         g_array_index (values, double, i - 1));
      g_assert_cmpfloat (g_array_index (values, double, i), <=, 1.0);
    }
  g_assert_cmpfloat (g_array_index (values, double, values->len - 1), ==, -1.0);

  /* Stopped: nothing changes. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GAsyncResult) result = NULL;
    g_autoptr(SudokuDocument) other = sudoku_document_new ();

    sudoku_document_load_async (other, file, cancellable, result_cb, &result);
    g_cancellable_cancel (cancellable);
    g_assert_false (sudoku_document_load_finish (other, wait_for (&result), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpuint (sudoku_document_get_n_puzzles (other), ==, 1);
    g_assert_null (sudoku_document_get_file (other));
    g_assert_cmpfloat (sudoku_document_get_progress (other), ==, -1.0);
    g_object_run_dispose (G_OBJECT (other));
  }
  g_object_run_dispose (G_OBJECT (document));
}

static char *
state_path (void)
{
  return sudoku_document_dup_state_path ();
}

static void
write_state_text (const char *text)
{
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_state_round_trip (void)
{
  g_autofree char *path = tmp_path ("kept.sdm");
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (g_file_set_contents (path, EASY "\n" OTHER "\n" THIRD "\n", -1, NULL));
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (load (document, path, &error));
    cells_of (OTHER, cells);
    cells[0] = 1;
    g_assert_true (sudoku_document_go_to (document, 1));
    sudoku_document_set_givens (document, cells);
    g_assert_true (sudoku_document_go_to (document, 2));
    cells_of (THIRD, cells);
    cells[1] = 2;
    sudoku_document_set_givens (document, cells);
    /* What the timer had not written yet. */
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (sudoku_document_get_n_puzzles (document), ==, 3);
    g_assert_cmpuint (sudoku_document_get_index (document), ==, 2);
    g_assert_true (sudoku_document_get_modified (document));
    g_assert_cmpuint (sudoku_document_get_givens (document)[1], ==, 2);
    /* The other edited puzzle was kept too. */
    g_assert_true (sudoku_document_go_to (document, 1));
    g_assert_cmpuint (sudoku_document_get_givens (document)[0], ==, 1);
    g_object_run_dispose (G_OBJECT (document));
  }
}

/* The player's digits and notes live in the state file, not the puzzle's. */
static void
test_state_play_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  guint8     cells[SUDOKU_N_CELLS];
  SudokuPlay play;

  cells_of (EASY, cells);
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autoptr(SudokuBoard) board = sudoku_board_new ();

    sudoku_document_reset (document, cells);
    sudoku_board_load (board, cells);
    sudoku_board_start_solving (board);
    g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
    g_assert_true (sudoku_board_toggle_note (board, 0, 3, 2, NULL));
    g_assert_true (sudoku_board_toggle_note (board, 0, 3, 6, NULL));
    sudoku_board_get_play (board, &play);
    sudoku_document_set_play (document, &play);
    g_assert_false (sudoku_document_get_modified (document));
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autoptr(SudokuBoard) board = sudoku_board_new ();

    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    assert_givens (document, EASY);
    sudoku_board_load (board, sudoku_document_get_givens (document));
    sudoku_board_set_play (board, sudoku_document_get_play (document));
    g_assert_true (sudoku_board_get_solving (board));
    g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
    g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
    g_assert_cmpint (sudoku_board_get_origin (board, 0, 0), ==, SUDOKU_ORIGIN_GIVEN);
    g_assert_cmpuint (sudoku_board_get_notes (board, 0, 3), ==, (1u << 2) | (1u << 6));
    g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);

    /* Another puzzle of the document starts without them. */
    sudoku_document_reset (document, cells);
    g_assert_false (sudoku_document_get_play (document)->solving);
    g_object_run_dispose (G_OBJECT (document));
  }
}

/* A play with one digit of the player at @cell and notes at @notes_cell. */
static SudokuPlay
play_with (guint cell,
           guint digit,
           guint notes_cell)
{
  SudokuPlay play = { TRUE };

  play.player[cell] = (guint8)digit;
  play.notes[notes_cell] = (1u << 3) | (1u << 8);
  return play;
}

static void
assert_play (SudokuDocument   *document,
             const SudokuPlay *want)
{
  const SudokuPlay *play = sudoku_document_get_play (document);

  g_assert_cmpint (play->solving, ==, want->solving);
  g_assert_cmpmem (play->player, sizeof play->player, want->player, sizeof want->player);
  g_assert_cmpmem (play->notes, sizeof play->notes, want->notes, sizeof want->notes);
  g_assert_cmpmem (play->revealed, sizeof play->revealed, want->revealed, sizeof want->revealed);
  g_assert_cmpuint (play->hints, ==, want->hints);
  g_assert_cmpuint (play->seconds, ==, want->seconds);
}

/* In a collection, each puzzle keeps the player's digits and notes in the
 * state file too, not only the one on the board. */
static void
test_state_collection_plays (void)
{
  g_autofree char *path = tmp_path ("plays.sdm");
  g_autoptr(GError) error = NULL;
  SudokuPlay first = play_with (2, 4, 3), second = play_with (0, 1, 80), none = { 0 };
  /* A puzzle of a file is there to be solved from the start (its game). */
  SudokuPlay fresh = { TRUE };

  g_assert_true (g_file_set_contents (path, EASY "\n" OTHER "\n" THIRD "\n", -1, NULL));
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (load (document, path, &error));
    sudoku_document_set_play (document, &first);
    g_assert_true (sudoku_document_go_to (document, 1));
    assert_play (document, &fresh);
    sudoku_document_set_play (document, &second);
    g_assert_true (sudoku_document_go_to (document, 2));
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (sudoku_document_get_index (document), ==, 2);
    assert_play (document, &fresh);
    g_assert_true (sudoku_document_go_to (document, 0));
    assert_play (document, &first);
    g_assert_true (sudoku_document_go_to (document, 1));
    assert_play (document, &second);
    /* Cleared on the board, it is gone from the state file too; so is a
     * puzzle only looked at for a while. */
    sudoku_document_set_play (document, &none);
    g_assert_true (sudoku_document_go_to (document, 2));
    {
      SudokuPlay looked = { TRUE };

      looked.seconds = 40;
      sudoku_document_set_play (document, &looked);
    }
    g_assert_true (sudoku_document_go_to (document, 1));
    g_assert_true (sudoku_document_go_to (document, 2));
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autofree char *kept = state_path ();
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "[play 0]"));
    g_assert_null (strstr (text, "[play 1]"));
    g_assert_nonnull (strstr (text, "givens=" EASY));
    /* The file changed elsewhere: the first puzzle is another one (a given
     * more), so its play is left out. */
    g_assert_true (g_file_set_contents (path, EASY2 "\n" OTHER "\n" THIRD "\n", -1, NULL));
    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    g_assert_true (sudoku_document_go_to (document, 0));
    assert_play (document, &fresh);
    g_object_run_dispose (G_OBJECT (document));
  }
}

/* The help and the time spent go to the state file too: the time alone is
 * not written every second, but kept when the document goes. */
static void
test_state_play_help (void)
{
  g_autoptr(GError) error = NULL;
  guint8     cells[SUDOKU_N_CELLS];
  SudokuPlay play = play_with (2, 4, 3);

  cells_of (EASY, cells);
  /* A revealed digit, in a cell of its own (a filled cell has no notes). */
  play.notes[7] = play.notes[3];
  play.notes[3] = 0;
  play.revealed[3] = 6;
  play.hints = 3;
  play.seconds = 754;
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    sudoku_document_reset (document, cells);
    sudoku_document_set_play (document, &play);
    sudoku_document_write_state (document, TRUE);
    /* A minute more on the same digits. */
    play.seconds += 60;
    sudoku_document_set_play (document, &play);
    sudoku_document_flush_state (document);
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    assert_play (document, &play);
    g_assert_cmpuint (sudoku_document_get_play (document)->revealed[3], ==, 6);
    g_assert_cmpuint (sudoku_document_get_play (document)->hints, ==, 3);
    g_assert_cmpuint (sudoku_document_get_play (document)->seconds, ==, 814);
    g_object_run_dispose (G_OBJECT (document));
  }
}

/* A state file of an older version, without [play], still reads. */
static void
test_state_without_play (void)
{
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autoptr(GError) error = NULL;
  const SudokuPlay *play;

  write_state_text ("[puzzle]\ngivens=" EASY "\nsaved=" EASY "\n");
  g_assert_true (restore (document, &error));
  g_assert_no_error (error);
  assert_givens (document, EASY);
  play = sudoku_document_get_play (document);
  g_assert_false (play->solving);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_assert_cmpuint (play->player[cell], ==, 0);
      g_assert_cmpuint (play->notes[cell], ==, 0);
    }
  g_object_run_dispose (G_OBJECT (document));
}

static void
test_state_play_damaged (void)
{
  static const char *const damaged[] = {
    "[play]\nsolving=maybe\n",
    "[play]\nsolving=true\nplayer=53\n",
    /* A player's digit on a given. */
    "[play]\nsolving=true\nplayer=4" EMPTY_80 "\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=1;2\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";x\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nhints=many\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nseconds=-5\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nrevealed=12\n",
    /* A revealed digit on a given, or on a digit of the player. */
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nrevealed=1" EMPTY_80 "\n",
    "[play]\nsolving=true\nplayer=..............................................................................4..\nnotes=" NOTES_80 ";.\n"
    "revealed=..............................................................................4..\n",
    /* Another puzzle's play, but no file for it to be in. */
    "[play 1]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\n",
    /* Colours: not 81 cells, not one of the four, a mark's colour where no
     * mark is, or not nine of them. */
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\ncolours=12\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\ncolours=5" EMPTY_80 "\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nnote-colours=1;2\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\nnote-colours=" NOTES_80
    ";100000000\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";1\nnote-colours=" NOTES_80
    ";1\n",
    "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";1\nnote-colours=" NOTES_80
    ";900000000\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(SudokuDocument) document = sudoku_document_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strconcat ("[puzzle]\ngivens=" EASY "\nsaved=" EASY "\n",
                                           damaged[i], NULL);

      write_state_text (text);
      g_assert_false (restore (document, &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, "damaged"));
      g_object_run_dispose (G_OBJECT (document));
    }

  /* The same with sound notes reads. */
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autoptr(GError) error = NULL;

    write_state_text ("[puzzle]\ngivens=" EASY "\nsaved=" EASY "\n"
                      "[play]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";19\n");
    g_assert_true (restore (document, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (sudoku_document_get_play (document)->notes[80], ==, (1u << 1) | (1u << 9));
    g_object_run_dispose (G_OBJECT (document));
  }
}

static void
test_discard (void)
{
  g_autofree char *path = tmp_path ("discard.sdk");
  g_autoptr(GError) error = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (g_file_set_contents (path, EASY "\n", -1, NULL));
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (load (document, path, &error));
    cells_of (EASY2, cells);
    sudoku_document_set_givens (document, cells);
    sudoku_document_write_state (document, TRUE);
    sudoku_document_discard_changes (document);
    g_assert_false (sudoku_document_get_modified (document));
    assert_givens (document, EASY);
    g_object_run_dispose (G_OBJECT (document));
  }
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();

    g_assert_true (restore (document, &error));
    g_assert_false (sudoku_document_get_modified (document));
    assert_givens (document, EASY);
    g_object_run_dispose (G_OBJECT (document));
  }
}

static void
test_state_damaged (void)
{
  static const char *const damaged[] = {
    "\x01\x02garbage\xff",
    "[puzzle]\ngivens=53..7....6..195\n",
    "[puzzle]\ngivens=" EASY "\n",
    "[puzzle]\ngivens=" EASY "\nsaved=" EASY "\nfile=file:///tmp/x.sdk\nindex=99999999999\n",
    "[puzzle]\ngivens=" EASY "\nsaved=" EASY "\nfile=file:///tmp/x.sdk\nindex=-1\n",
    "[other]\nx=1\n",
    /* Another puzzle's play with no number, or the number of the one on the
     * board. */
    "[puzzle]\ngivens=" EASY "\nsaved=" EASY "\nfile=file:///tmp/x.sdk\nindex=1\n"
    "[play x]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\n",
    "[puzzle]\ngivens=" EASY "\nsaved=" EASY "\nfile=file:///tmp/x.sdk\nindex=1\n"
    "[play 1]\nsolving=true\nplayer=." EMPTY_80 "\nnotes=" NOTES_80 ";.\n",
    "[puzzle]\ngivens=" EASY "\nsaved=" EASY "\nfile=file:///tmp/x.sdk\nindex=1\n"
    "[play 0]\nsolving=true\nplayer=5\n",
  };
  g_autofree char *path = state_path ();

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(SudokuDocument) document = sudoku_document_new ();
      g_autoptr(GError) error = NULL;

      write_state_text (damaged[i]);
      g_assert_false (restore (document, &error));
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, "damaged"));
      g_assert_false (sudoku_document_get_modified (document));
      g_assert_null (sudoku_document_get_file (document));
      g_object_run_dispose (G_OBJECT (document));
    }

  /* A folder where the file should be. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  {
    g_autoptr(SudokuDocument) document = sudoku_document_new ();
    g_autoptr(GError) error = NULL;

    g_assert_false (restore (document, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_object_run_dispose (G_OBJECT (document));
  }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

/* The state names a FIFO, /dev/zero, a missing file: the start does not
 * hang and the typed puzzle is kept as a new one. */
static void
test_state_strange_file (void)
{
  g_autofree char *fifo = tmp_path ("state-fifo");
  g_autofree char *fifo_uri = NULL;
  const char      *files[] = { NULL, "file:///dev/zero", "file:///nonexistent/p.sdk" };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  fifo_uri = g_filename_to_uri (fifo, NULL, NULL);
  files[0] = fifo_uri;
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(SudokuDocument) document = sudoku_document_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("[puzzle]\ngivens=%s\nsaved=%s\nfile=%s\nindex=0\n",
                                               EASY2, EASY, files[i]);

      write_state_text (text);
      g_assert_false (restore (document, &error));
      g_assert_nonnull (error);
      g_assert_null (sudoku_document_get_file (document));
      assert_givens (document, EASY2);
      g_assert_true (sudoku_document_get_modified (document));
      /* No timer of this document writes over the next state. */
      g_object_run_dispose (G_OBJECT (document));
    }
}

static void
test_state_write_fails (void)
{
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *moved = g_strconcat (dir, ".moved", NULL);
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  guint8 cells[SUDOKU_N_CELLS];
  guint  notified = 0;

  /* The state folder is a plain file: nothing can be kept. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (g_rename (dir, moved), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", -1, NULL));

  g_signal_connect (document, "notify::state-error", G_CALLBACK (count_cb), &notified);
  cells_of (EASY, cells);
  sudoku_document_set_givens (document, cells);
  sudoku_document_write_state (document, FALSE);
  while (notified == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (sudoku_document_get_state_error (document));
  /* Failing again says nothing new. */
  cells[3] = 1;
  sudoku_document_set_givens (document, cells);
  sudoku_document_write_state (document, TRUE);
  g_assert_cmpuint (notified, ==, 1);

  g_assert_cmpint (g_remove (dir), ==, 0);
  g_assert_cmpint (g_rename (moved, dir), ==, 0);
  sudoku_document_write_state (document, TRUE);
  g_assert_null (sudoku_document_get_state_error (document));
  g_assert_cmpuint (notified, ==, 2);
}

/* New puzzles made by the generator are there to be solved, as a file's
 * are: the player's first digit is the player's, not a given, and leaves
 * the puzzle as it was. */
static GArray *
made_puzzles (const char *const *lines)
{
  GArray *puzzles = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      SudokuPuzzle puzzle = { 0 };

      cells_of (lines[i], puzzle.cells);
      g_array_append_val (puzzles, puzzle);
    }
  return puzzles;
}

static void
test_take_puzzles (void)
{
  const char *one[] = { EASY, NULL }, *three[] = { EASY, OTHER, THIRD, NULL };
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  SudokuBoard *board;
  guint8       cells[SUDOKU_N_CELLS];

  sudoku_document_take_puzzles (document, made_puzzles (one));
  board = sudoku_game_get_board (sudoku_document_get_game (document));
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_true (sudoku_document_get_play (document)->solving);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  assert_givens (document, EASY);
  g_assert_false (sudoku_document_get_modified (document));

  /* Each puzzle of a collection made, the first and the others. */
  sudoku_document_take_puzzles (document, made_puzzles (three));
  g_assert_true (sudoku_board_get_solving (
    sudoku_game_get_board (sudoku_document_get_game (document))));
  g_assert_true (sudoku_document_go_to (document, 1));
  board = sudoku_game_get_board (sudoku_document_get_game (document));
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_true (sudoku_board_set_value (board, 0, 0, 1, NULL));
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 0), ==, SUDOKU_ORIGIN_PLAYER);
  assert_givens (document, OTHER);

  /* A new empty puzzle, or one pasted, is still being entered. */
  cells_of (EASY, cells);
  sudoku_document_reset (document, cells);
  g_assert_false (sudoku_board_get_solving (
    sudoku_game_get_board (sudoku_document_get_game (document))));
  sudoku_document_reset (document, NULL);
  g_assert_false (sudoku_board_get_solving (
    sudoku_game_get_board (sudoku_document_get_game (document))));
  g_object_run_dispose (G_OBJECT (document));
}

/* Each puzzle visited has a game of its own, with its own history: Undo
 * never crosses from one puzzle or file to another, and a puzzle visited
 * again comes back with its history. */
static void
test_games (void)
{
  g_autofree char *three = tmp_path ("games.sdm");
  g_autofree char *other = tmp_path ("games-other.sdk");
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuDocument) document = sudoku_document_new ();
  g_autofree char *text = NULL;
  SudokuGame      *first, *second;
  SudokuBoard     *board;

  g_assert_true (g_file_set_contents (three, EASY "\n" OTHER "\n" THIRD "\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, OTHER "\n", -1, NULL));
  g_assert_true (load (document, three, &error));
  first = sudoku_document_get_game (document);
  board = sudoku_game_get_board (first);
  /* A puzzle of a file is there to be solved; Undo goes back at most to
   * entering it. */
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_cmpuint (sudoku_document_get_play (document)->player[2], ==, 4);

  g_assert_true (sudoku_document_go_to (document, 1));
  second = sudoku_document_get_game (document);
  g_assert_true (second != first);
  board = sudoku_game_get_board (second);
  assert_givens (document, OTHER);
  while (sudoku_board_undo (board))
    ;
  assert_givens (document, OTHER);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 27);
  g_assert_false (sudoku_document_get_modified (document));

  /* Back on the first puzzle: its game, its digit, its history. */
  g_assert_true (sudoku_document_go_to (document, 0));
  g_assert_true (sudoku_document_get_game (document) == first);
  board = sudoku_game_get_board (first);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  g_assert_cmpuint (sudoku_document_get_play (document)->player[2], ==, 0);
  assert_givens (document, EASY);

  /* Another file: another game, whose Undo does not lead back to this one;
   * saved, the file is as it was.  (The first game is held meanwhile, so
   * that a new one cannot be made at its address.) */
  g_object_ref (first);
  g_assert_true (load (document, other, &error));
  g_assert_true (sudoku_document_get_game (document) != first);
  g_object_unref (first);
  board = sudoku_game_get_board (sudoku_document_get_game (document));
  while (sudoku_board_undo (board))
    ;
  assert_givens (document, OTHER);
  g_assert_true (save (document, other, sudoku_document_get_format (document), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (other, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, OTHER "\n");
  g_object_run_dispose (G_OBJECT (document));
}

/* What the person does while the last run's puzzle is read wins: a digit
 * typed in the empty grid at the start stays, and the document keeps it. */
static void
test_state_person_first (void)
{
  g_autofree char *path = tmp_path ("first.sdk");
  g_autoptr(GError) error = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(SudokuDocument) document = NULL;
  SudokuBoard *board;

  g_assert_true (g_file_set_contents (path, EASY "\n", -1, NULL));
  {
    g_autoptr(SudokuDocument) kept = sudoku_document_new ();

    g_assert_true (load (kept, path, &error));
    g_object_run_dispose (G_OBJECT (kept));
  }
  document = sudoku_document_new ();
  sudoku_document_restore_async (document, NULL, result_cb, &result);
  board = sudoku_game_get_board (sudoku_document_get_game (document));
  g_assert_true (sudoku_board_set_value (board, 4, 4, 7, NULL));
  g_assert_false (sudoku_document_restore_finish (document, wait_for (&result), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (sudoku_document_get_file (document));
  g_assert_cmpuint (sudoku_document_get_givens (document)[4 * 9 + 4], ==, 7);
  g_assert_cmpuint (sudoku_document_get_givens (document)[0], ==, 0);
  g_object_run_dispose (G_OBJECT (document));
  g_clear_object (&document);
  g_clear_object (&result);
  g_clear_error (&error);

  /* Untouched, the document takes it back (the digit typed above is what
   * the state file keeps now, so keep the file's puzzle again first). */
  {
    g_autoptr(SudokuDocument) kept = sudoku_document_new ();

    g_assert_true (load (kept, path, &error));
    g_object_run_dispose (G_OBJECT (kept));
  }
  document = sudoku_document_new ();
  g_assert_true (restore (document, &error));
  g_assert_no_error (error);
  g_assert_nonnull (sudoku_document_get_file (document));
  g_assert_cmpuint (sudoku_document_get_givens (document)[0], ==, 5);
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
  tmp_dir = g_dir_make_tmp ("test-document-XXXXXX", &error);
  g_assert_no_error (error);
  state_home = tmp_path ("state");
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  g_test_add_func ("/sudoku/document/new", test_new);
  g_test_add_func ("/sudoku/document/games", test_games);
  g_test_add_func ("/sudoku/document/take-puzzles", test_take_puzzles);
  g_test_add_func ("/sudoku/document/open-save-collection", test_open_save_collection);
  g_test_add_func ("/sudoku/document/save-as-and-failure", test_save_as_and_failure);
  g_test_add_func ("/sudoku/document/open-refuses", test_open_refuses);
  g_test_add_func ("/sudoku/document/open-progress", test_open_progress);
  g_test_add_func ("/sudoku/document/save-keeps-format", test_save_keeps_format);
  g_test_add_func ("/sudoku/document/save-keeps-text", test_save_keeps_text);
  g_test_add_func ("/sudoku/document/state-round-trip", test_state_round_trip);
  g_test_add_func ("/sudoku/document/state-play-round-trip", test_state_play_round_trip);
  g_test_add_func ("/sudoku/document/state-without-play", test_state_without_play);
  g_test_add_func ("/sudoku/document/state-play-damaged", test_state_play_damaged);
  g_test_add_func ("/sudoku/document/state-collection-plays", test_state_collection_plays);
  g_test_add_func ("/sudoku/document/state-play-help", test_state_play_help);
  g_test_add_func ("/sudoku/document/state-person-first", test_state_person_first);
  g_test_add_func ("/sudoku/document/discard", test_discard);
  g_test_add_func ("/sudoku/document/state-damaged", test_state_damaged);
  g_test_add_func ("/sudoku/document/state-strange-file", test_state_strange_file);
  g_test_add_func ("/sudoku/document/state-write-fails", test_state_write_fails);
  status = g_test_run ();

  command = g_strdup_printf ("rm -rf '%s'", tmp_dir);
  if (system (command) != 0)
    g_printerr ("could not remove %s\n", tmp_dir);
  return status;
}
