/* test-print.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-print"
#define _GNU_SOURCE  /* unshare */

#include "config.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>

#include "sudoku-dialogs.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Print… → Print to File, as a person does it: the dialog, its answer,
 * "Replace" when the file exists.  GTK's file backend writes its file in
 * place; a failure (a full disk) must never cost the file that was there. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define OLD  "%PDF-1.4 an older worksheet, to keep\n%%EOF\n"

/* Set in the subprocess that runs on a full disk: the tmpfs's folder. */
#define FULL_DISK_VAR "SUDOKU_TEST_FULL_DISK"

static char *tmp_dir;

/* Under the file size limit, GTK cannot record the file it printed among
 * the recent files: that warning is expected. */
static gboolean
recent_warning_cb (const char    *log_domain,
                   GLogLevelFlags log_level,
                   const char    *message,
                   gpointer       data)
{
  return strstr (message, "recently-used.xbel") == NULL;
}

static GtkWidget *
find_toplevel (GType type)
{
  GListModel *list = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (list, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static gboolean
printer_chosen (gpointer data)
{
  GtkWidget *dialog = find_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG);

  return dialog != NULL &&
         gtk_print_unix_dialog_get_selected_printer (GTK_PRINT_UNIX_DIALOG (dialog)) != NULL;
}

/* "A file named … already exists. Do you want to replace it?": yes. */
static gboolean
replace_cb (gpointer data)
{
  GtkWidget *question = find_toplevel (GTK_TYPE_MESSAGE_DIALOG);

  if (question == NULL)
    return G_SOURCE_CONTINUE;
  *(gboolean *)data = TRUE;
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
  return G_SOURCE_REMOVE;
}

static gboolean
print_over (gpointer window)
{
  return sudoku_dialog_find (window) != NULL ||
         g_str_has_prefix (sudoku_test_status (window), "Printed to");
}

/* Print… to @path, answering the dialogs.  Returns the error message shown
 * (the caller frees it), or NULL when it printed. */
static char *
print_to (SudokuWindow *window,
          const char   *path)
{
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  gboolean         replaced = FALSE;
  gboolean         existed = g_file_test (path, G_FILE_TEST_EXISTS);
  GtkWidget       *dialog, *error;
  char            *message = NULL;
  guint            replace_id;

  gtk_print_settings_set_printer (settings, "Print to File");
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  sudoku_printer_set_settings (window->printer, settings);
  _sudoku_window_set_status (window, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  g_assert_true (sudoku_test_spin_until (printer_chosen, NULL, 10));
  dialog = find_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG);
  g_assert_cmpstr (gtk_printer_get_name (
                     gtk_print_unix_dialog_get_selected_printer (GTK_PRINT_UNIX_DIALOG (dialog))),
                   ==, "Print to File");
  /* The question runs a main loop of its own, inside the answer. */
  replace_id = g_timeout_add (20, replace_cb, &replaced);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  if (!replaced)
    g_source_remove (replace_id);
  g_assert_true (replaced == existed);
  g_assert_true (sudoku_test_spin_until (print_over, window, 20));
  error = sudoku_dialog_find (GTK_WINDOW (window));
  if (error != NULL)
    {
      g_object_get (error, "secondary-text", &message, NULL);
      gtk_window_destroy (GTK_WINDOW (error));
    }
  /* The temporary file's last reference goes in an idle. */
  sudoku_test_spin_for (0.1);
  return message;
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

/* The files of @dir, sorted, comma-separated. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (",", (char **)names->pdata);
}

static void
assert_pdf (const char *path)
{
  g_autofree char *contents = NULL;
  gsize            length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
}

/* Print to File onto a file that exists, and onto a new one: the worksheet,
 * no temporary file left, the status says where it went. */
static void
test_print_to_file (void)
{
  SudokuWindow    *window = sudoku_test_new_window (EASY);
  g_autofree char *dir = g_build_filename (tmp_dir, "plain", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *other = g_build_filename (dir, "new.pdf", NULL);
  g_autofree char *message = NULL;
  g_autofree char *files = NULL;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  message = print_to (window, path);
  g_assert_null (message);
  assert_pdf (path);
  g_assert_nonnull (strstr (sudoku_test_status (window), "sheet.pdf"));

  message = print_to (window, other);
  g_assert_null (message);
  assert_pdf (other);
  files = list_dir (dir);
  g_assert_cmpstr (files, ==, "new.pdf,sheet.pdf");
  sudoku_test_close (GTK_WIDGET (window));
}

/* The digits of page @page, as pdftotext reads them: lines with a letter
 * (the title, the labels) left out. */
static char *
page_digits (const char *pdftotext,
             const char *pdf,
             guint       page)
{
  g_autofree char *first = g_strdup_printf ("%u", page);
  const char      *argv[] = { pdftotext, "-raw", "-f", first, "-l", first, pdf, "-", NULL };
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GString *digits = g_string_new (NULL);

  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &text, NULL, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean letters = FALSE;

      for (const char *c = lines[i]; *c != '\0'; c++)
        letters |= g_ascii_isalpha (*c) || (guchar)*c >= 0x80;
      for (const char *c = lines[i]; !letters && *c != '\0'; c++)
        if (g_ascii_isdigit (*c))
          g_string_append_c (digits, *c);
    }
  return g_string_free (digits, FALSE);
}

/* Print… on other shapes than 9×9 (#27): a 6×6 X and a 4×4, pasted, print
 * to a file, their givens on the first page, every cell of their solution
 * on the second, under a label that names the shape. */
static void
test_print_shapes (void)
{
  static const struct
  {
    const char *text;
    const char *givens; /* the digits, in reading order */
    guint       n_cells;
    const char *name;
  } shapes[] = {
    { "#X\n......635...1....34....5...651......\n", "6351345651", 36, "6×6 X" },
    { "..12\n....\n4...\n..2.\n", "1242", 16, "4×4" },
  };
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/shape-%u.pdf", tmp_dir, i);
      g_autofree char *message = NULL;

      g_test_message ("%s", shapes[i].name);
      g_assert_true (sudoku_window_paste_text (window, shapes[i].text));
      g_assert_cmpuint (sudoku_board_get_shape (sudoku_window_get_board (window))->n_cells, ==,
                        shapes[i].n_cells);
      /* The dialog comes: Print… is enabled on this shape. */
      message = print_to (window, path);
      g_assert_null (message);
      assert_pdf (path);
      if (pdftotext != NULL)
        {
          g_autofree char *first = page_digits (pdftotext, path, 1);
          g_autofree char *second = page_digits (pdftotext, path, 2);
          g_autofree char *label = g_strconcat (", ", shapes[i].name, NULL);
          const char      *argv[] = { pdftotext, "-f", "1", "-l", "1", path, "-", NULL };
          g_autofree char *text = NULL;

          g_assert_cmpstr (first, ==, shapes[i].givens);
          g_assert_cmpuint (strlen (second), ==, shapes[i].n_cells);
          g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                                       NULL, NULL, &text, NULL, NULL, NULL));
          g_assert_nonnull (strstr (text, label));
        }
    }
  sudoku_test_close (GTK_WIDGET (window));
}

/* Mounts a 64 KiB tmpfs on @dir in a mount namespace of the process's own.
 * Before GTK starts: a user namespace needs a process of one thread. */
static gboolean
mount_small_disk (const char *dir)
{
  return ((getuid () != 0 && unshare (CLONE_NEWUSER | CLONE_NEWNS) == 0) ||
          (getuid () == 0 && unshare (CLONE_NEWNS) == 0)) &&
         (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 || errno == EINVAL) &&
         mount ("tmpfs", dir, "tmpfs", 0, "size=64k") == 0;
}

static void
fill_disk (const char *path)
{
  g_autofree char *block = g_strnfill (4096, '-');
  FILE            *out = fopen (path, "w");

  g_assert_nonnull (out);
  while (fwrite (block, 1, 4096, out) == 4096 && fflush (out) == 0)
    ;
  fclose (out);
}

/* Print to File, Replace, onto a file on a full disk: the file stays byte
 * for byte, no temporary file is left, and a message says what happened.
 * With room again, the same print goes through. */
static void
test_full_disk (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "full", NULL);
  g_autofree char *marker = g_build_filename (tmp_dir, "no-namespace", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);

  if (g_test_subprocess ())
    {
      SudokuWindow    *window;
      g_autofree char *message = NULL;
      g_autofree char *files = NULL;

      if (g_getenv (FULL_DISK_VAR) == NULL)
        return; /* main () found no namespace: marked */
      window = sudoku_test_new_window (EASY);
      g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
      fill_disk (filler);

      message = print_to (window, path);
      g_assert_nonnull (message);
      g_assert_nonnull (strstr (message, "sheet.pdf"));
      g_assert_nonnull (strstr (message, "left as it was"));
      g_assert_nonnull (strstr (sudoku_test_status (window), "left as it was"));
      assert_contents (path, OLD);
      files = list_dir (dir);
      g_assert_cmpstr (files, ==, "filler,sheet.pdf");

      g_assert_cmpint (g_unlink (filler), ==, 0);
      g_clear_pointer (&message, g_free);
      message = print_to (window, path);
      g_assert_null (message);
      assert_pdf (path);
      sudoku_test_close (GTK_WIDGET (window));
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_setenv (FULL_DISK_VAR, dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR | G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_unsetenv (FULL_DISK_VAR);
  g_test_trap_assert_passed ();
  if (g_file_test (marker, G_FILE_TEST_EXISTS))
    g_test_skip ("no mount namespace here; /sudoku/print/file-size-limit covers the failure");
}

/* The same failure without a namespace: the file size limit makes write ()
 * fail with EFBIG half way, as a full disk makes it fail with ENOSPC.  Both
 * ways: the dialog's Print to File, and the export the tests use. */
static void
test_file_size_limit (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "limited", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);

  if (g_test_subprocess ())
    {
      SudokuWindow    *window = sudoku_test_new_window (EASY);
      struct rlimit    limit = { 600, 600 };
      g_autofree char *message = NULL;
      g_autofree char *files = NULL;

      g_test_log_set_fatal_handler (recent_warning_cb, NULL);
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      message = print_to (window, path);
      g_assert_nonnull (message);
      g_assert_nonnull (strstr (message, "left as it was"));
      assert_contents (path, OLD);

      g_assert_false (sudoku_printer_print_to_file (window->printer, window->document, sudoku_demo_bar_get_summary (window->demo_bar), path));
      assert_contents (path, OLD);
      files = list_dir (dir);
      g_assert_cmpstr (files, ==, "sheet.pdf");
      sudoku_test_close (GTK_WIDGET (window));
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR | G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_passed ();
  assert_contents (path, OLD);
}

int
main (int   argc,
      char *argv[])
{
  const char *full = g_getenv (FULL_DISK_VAR);

  g_test_init (&argc, &argv, NULL);
  if (!g_test_subprocess ())
    /* A state folder of our own, for the windows and for the files. */
    {
      tmp_dir = sudoku_test_private_state_dir ("test-print");
      /* GTK records the files printed to among the recent files: here. */
      g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);
    }
  else
    {
      /* The parent's, through the environment. */
      tmp_dir = g_strdup (g_getenv ("XDG_STATE_HOME"));
      /* The windows' state apart: the parent, another instance, holds its. */
      {
        g_autofree char *state = g_build_filename (tmp_dir, "subprocess-state", NULL);

        g_setenv ("XDG_STATE_HOME", state, TRUE);
      }
      if (full != NULL && !mount_small_disk (full))
        {
          g_autofree char *marker = g_build_filename (tmp_dir, "no-namespace", NULL);

          g_printerr ("cannot mount a tmpfs here: %s\n", g_strerror (errno));
          g_assert_true (g_file_set_contents (marker, "", 0, NULL));
          g_unsetenv (FULL_DISK_VAR);
        }
    }
  g_assert_nonnull (tmp_dir);

  if (!sudoku_test_init_display ())
    return 0;
  /* GTK keeps no print in its recent files: on a full disk that write fails
   * too, and its late warning once ended a test on a loaded machine, and
   * GTK 4.8's recent manager then leaks what it meant to write. */
  g_object_set (gtk_settings_get_default (), "gtk-recent-files-enabled", FALSE, NULL);

  g_test_add_func ("/sudoku/print/to-file", test_print_to_file);
  g_test_add_func ("/sudoku/print/shapes", test_print_shapes);
  g_test_add_func ("/sudoku/print/full-disk", test_full_disk);
  g_test_add_func ("/sudoku/print/file-size-limit", test_file_size_limit);
  return g_test_run ();
}
