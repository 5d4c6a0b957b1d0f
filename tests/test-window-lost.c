/* test-window-lost.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-lost"
#define _GNU_SOURCE  /* memmem */

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Nothing freezes the window (issue #22): a puzzle with a header as long
 * as a book, the worksheet of a big collection written to a PDF file. */

#define GRID "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n" \
             ".6....28.\n...419..5\n....8..79\n"
#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static char *tmp_dir;

static GFile *
write_file (const char *name,
            const char *text,
            gssize      length)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, length, NULL));
  return g_file_new_for_path (path);
}

static gboolean
has_givens (gpointer data)
{
  return sudoku_board_get_n_givens (sudoku_window_get_board (data)) > 0;
}

/* The header bar's second line (sudoku-title.ui: the title's last label). */
static GtkLabel *
subtitle_label (SudokuWindow *window)
{
  GObject *title = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "title");

  return GTK_LABEL (gtk_widget_get_last_child (GTK_WIDGET (title)));
}

static gboolean
is_rated (gpointer data)
{
  return strstr (gtk_label_get_text (subtitle_label (data)), "Rated") != NULL;
}

/* A `#D` line of a megabyte: the header bar shows its start, cut, and so
 * does the tooltip (GTK laid the whole line out on the main loop: 6.4 s
 * and 290 MB). */
static void
test_long_header (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  GString      *text = g_string_new ("#D ");
  g_autoptr(GFile) file = NULL;
  const char *shown, *tooltip;
  gint64      start;

  for (guint i = 0; text->len < 1000 * 1000; i++)
    g_string_append (text, "Ein sehr langer Text über das Rätsel, Zeile für Zeile. ");
  g_string_append (text, "\n#A Ann Author\n" GRID);
  file = write_file ("long-header.sdk", text->str, (gssize)text->len);
  g_string_free (text, TRUE);

  start = g_get_monotonic_time ();
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (has_givens, window, 10));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_test_message ("opened and drawn in %.2f s",
                  (double)(g_get_monotonic_time () - start) / G_USEC_PER_SEC);

  shown = gtk_label_get_text (subtitle_label (window));
  tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (subtitle_label (window)));
  g_test_message ("shown: %zu bytes, tooltip: %zu bytes", strlen (shown), strlen (tooltip));
  g_assert_true (g_str_has_prefix (shown, "Ein sehr langer Text über das Rätsel"));
  g_assert_nonnull (strstr (shown, "… · Ann Author"));
  g_assert_cmpuint (g_utf8_strlen (shown, -1), <=, 300);
  g_assert_true (g_str_has_prefix (tooltip, "Ein sehr langer Text über das Rätsel"));
  g_assert_nonnull (strstr (tooltip, "…\nAnn Author"));
  g_assert_cmpuint (g_utf8_strlen (tooltip, -1), <=, 1000);
  g_assert_true (g_utf8_validate (shown, -1, NULL) && g_utf8_validate (tooltip, -1, NULL));
  sudoku_test_close (GTK_WIDGET (window));
}

/* A short header is shown whole. */
static void
test_short_header (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  g_autoptr(GFile) file = write_file ("short-header.sdk",
                                       "#D A classic\n#A Ann Author\n" GRID, -1);

  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (has_givens, window, 10));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (subtitle_label (window)),
                                   "A classic · Ann Author"));
  /* Then its rating, worked out on a worker, after the headers. */
  g_assert_true (sudoku_test_spin_until (is_rated, window, 10));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (subtitle_label (window)),
                                   "A classic · Ann Author · Rated "));
  sudoku_test_close (GTK_WIDGET (window));

  /* A file that names the level the rating finds: it is said once
   * ("Easy · Rated 1.2", not "Easy · Rated 1.2, Easy"). */
  window = sudoku_test_new_window (NULL);
  g_clear_object (&file);
  file = write_file ("level.sdk", "#L Easy\n" GRID, -1);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (is_rated, window, 10));
  g_assert_cmpstr (gtk_label_get_text (subtitle_label (window)), ==, "Easy · Rated 1.2");
  sudoku_test_close (GTK_WIDGET (window));
}

#define OLD "%PDF-1.4 an older worksheet, to keep\n%%EOF\n"

/* A collection of @n puzzles in @window, as a file opened. */
static void
open_collection (SudokuWindow *window,
                 guint         n)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GFile) file = NULL;

  for (guint i = 0; i < n; i++)
    g_string_append (text, EASY "\n");
  file = write_file ("collection.sdm", text->str, (gssize)text->len);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (has_givens, window, 10));
}

static gboolean
exporting (gpointer window)
{
  return sudoku_printer_get_exporting (SUDOKU_WINDOW (window)->printer);
}

static gboolean
not_exporting (gpointer window)
{
  return !exporting (window);
}

/* Export PDF… of a collection: the window goes on while a worker thread
 * writes the file, with its progress in the status line, and the file is
 * whole at the end. */
static void
test_export_on_worker (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "sheet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  gsize            length = 0;
  guint            turns = 0;

  open_collection (window, 400);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  sudoku_printer_export_pdf (window->printer, window->document, NULL, NULL, file);
  /* Back at once: the file is not written yet, the status says what runs. */
  g_assert_true (exporting (window));
  g_assert_true (g_str_has_prefix (sudoku_test_status (window), "Exporting “sheet.pdf”… "));
  while (exporting (window))
    {
      g_main_context_iteration (NULL, TRUE);
      turns++;
    }
  g_test_message ("the main loop turned %u times while the file was written", turns);
  g_assert_cmpuint (turns, >, 1);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Saved “sheet.pdf”");
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  /* 400 puzzles 4 a page, and their solutions. */
  g_assert_nonnull (memmem (data, length, "/Count 200", 10));
  g_assert_nonnull (memmem (data + length - 8, 8, "%%EOF", 5));
  sudoku_test_close (GTK_WIDGET (window));
}

/* Escape while a worksheet is exported: it stops, the file is as it was. */
static void
test_export_stop (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "stopped.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;

  open_collection (window, 2000);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  sudoku_printer_export_pdf (window->printer, window->document, NULL, NULL, file);
  g_assert_true (exporting (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL);
  g_assert_cmpstr (sudoku_test_status (window), ==,
                   "Export stopped: the file was left as it was");
  g_assert_true (sudoku_test_spin_until (not_exporting, window, 10));
  sudoku_test_spin_for (0.2); /* the worker's end */
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, OLD);
  g_assert_cmpstr (sudoku_test_status (window), ==,
                   "Export stopped: the file was left as it was");
  sudoku_test_close (GTK_WIDGET (window));
}

/* A window closed while its worksheet is exported: the export stops with
 * it (or ends), and nothing is left half written. */
static void
test_export_window_closed (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "closed.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  gsize            length;

  open_collection (window, 2000);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  sudoku_printer_export_pdf (window->printer, window->document, NULL, NULL, file);
  sudoku_test_close (GTK_WIDGET (window));
  sudoku_test_spin_for (1.0);
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_str_equal (data, OLD) ||
                 (g_str_has_prefix (data, "%PDF-") &&
                  memmem (data + length - 8, 8, "%%EOF", 5) != NULL));
}

static gboolean
has_dialog (gpointer window)
{
  return sudoku_window_get_dialog (window) != NULL;
}

/* Another instance holds the state file: the window says so as it starts,
 * and keeps working.  In a process of its own, on a state folder of its
 * own, where a lock taken here (another open file, as another process's)
 * stands for the other instance's. */
static void
test_state_held (void)
{
  g_autofree char *path = NULL, *lock_path = NULL, *dir = NULL, *secondary = NULL;
  SudokuWindow    *window;
  int              fd;

  if (!g_test_subprocess ())
    {
      g_autofree char *home = g_build_filename (tmp_dir, "held", NULL);

      g_setenv ("XDG_STATE_HOME", home, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  path = sudoku_document_dup_state_path ();
  lock_path = g_strconcat (path, ".lock", NULL);
  dir = g_path_get_dirname (path);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  fd = open (lock_path, O_RDWR | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);
  g_assert_cmpint (write (fd, "4242\n", 5), ==, 5);

  window = sudoku_test_new_window (NULL);
  sudoku_window_restore_state (window);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  g_object_get (sudoku_window_get_dialog (window), "secondary-text", &secondary, NULL);
  g_assert_true (g_str_has_prefix (secondary, "Another Sudoku Solver (process 4242) keeps its "
                                              "puzzle in “"));
  g_assert_true (g_str_has_suffix (secondary, "”. Save the puzzle to a file to keep it."));
  sudoku_test_close (GTK_WIDGET (window));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  close (fd);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (g_test_subprocess ())
    tmp_dir = g_strdup (g_getenv ("XDG_STATE_HOME")); /* the parent's choice */
  else
    tmp_dir = sudoku_test_private_state_dir ("test-window-lost");

  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/window-lost/long-header", test_long_header);
  g_test_add_func ("/sudoku/window-lost/short-header", test_short_header);
  g_test_add_func ("/sudoku/window-lost/export-on-worker", test_export_on_worker);
  g_test_add_func ("/sudoku/window-lost/export-stop", test_export_stop);
  g_test_add_func ("/sudoku/window-lost/export-window-closed", test_export_window_closed);
  g_test_add_func ("/sudoku/window-lost/state-held", test_state_held);
  return g_test_run ();
}
