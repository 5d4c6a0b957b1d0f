/* test-choosers.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The file choosers as a person sees them: GTK's own file chooser dialog
 * (GtkFileChooserNative outside a portal).  A program of its own because
 * that dialog leaks inside GTK 4.8 (its path bar keeps the GFileInfo of
 * each folder it shows, the recent files keep a date): the sanitizer run
 * gives it tests/lsan-choosers.supp, and every other widget test keeps the
 * strict list. */

#define G_LOG_DOMAIN "test-choosers"

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static char *tmp_dir;

static GFile *
write_file (const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static gboolean
has_file (gpointer data)
{
  return sudoku_window_get_file (data) != NULL;
}

static GtkWidget *
find_chooser (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (GTK_IS_FILE_CHOOSER (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static gboolean
has_chooser (gpointer data)
{
  return find_chooser () != NULL;
}

static gboolean
no_chooser (gpointer data)
{
  return find_chooser () == NULL;
}

/* The file chooser's list of the puzzles a page (its only drop-down of
 * @n items: 4 for 9×9s, 6 for 4×4s). */
static GtkDropDown *
find_drop_down_of (GtkWidget *widget,
                   guint      n)
{
  if (GTK_IS_DROP_DOWN (widget) && gtk_widget_get_visible (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      if (model != NULL && g_list_model_get_n_items (model) == n)
        return GTK_DROP_DOWN (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_drop_down_of (child, n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkDropDown *
find_drop_down (GtkWidget *widget)
{
  return find_drop_down_of (widget, 4);
}

static gboolean
three_opened (gpointer data)
{
  return sudoku_window_get_n_puzzles (data) == 3;
}

static gboolean
export_written (gpointer data)
{
  return !sudoku_printer_get_exporting (SUDOKU_WINDOW (data)->printer) &&
         g_file_test (g_object_get_data (data, "pdf"), G_FILE_TEST_EXISTS);
}

/* Export PDF… offers Print…'s choices (#26 item 7): four a page and the
 * solutions by default for a collection; one a page without solutions
 * gives a page a puzzle. */
static void
test_export_choices (void)
{
  g_autoptr(GFile) file = write_file ("three-export.sdm", EASY "\n" EASY "\n" EASY "\n");
  g_autofree char *pdf = g_build_filename (tmp_dir, "three-export.pdf", NULL);
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_dir);
  SudokuWindow   *window = sudoku_test_new_window (NULL);
  GtkFileChooser *chooser;

  g_unlink (pdf);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (three_opened, window, 10));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-pdf", NULL);
  g_assert_true (sudoku_test_spin_until (has_chooser, NULL, 5));
  chooser = GTK_FILE_CHOOSER (find_chooser ());
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "per-page"), ==, "4");
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "solutions"), ==, "true");
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "only-current"), ==, "false");
  /* As a person would: the list's second entry (the first is the one
   * chosen: 4, then 1, 2, 6), and the solutions' box. */
  {
    GtkDropDown *per_page = find_drop_down (GTK_WIDGET (chooser));

    g_assert_nonnull (per_page);
    gtk_drop_down_set_selected (per_page, 1);
  }
  gtk_file_chooser_set_choice (chooser, "solutions", "false");
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "per-page"), ==, "1");
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, "three-export.pdf");
  g_object_set_data_full (G_OBJECT (window), "pdf", g_strdup (pdf), g_free);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  g_assert_true (sudoku_test_spin_until (export_written, window, 30));
  if (pdfinfo != NULL)
    {
      const char      *argv[] = { pdfinfo, pdf, NULL };
      g_autofree char *info = NULL;

      g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &info, NULL, NULL, NULL));
      g_assert_nonnull (strstr (info, "Pages:           3\n"));
    }
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
thirteen_opened (gpointer data)
{
  return sudoku_window_get_n_puzzles (data) == 13;
}

/* Export PDF… of a collection of 4×4s (#27): twelve a page first, and 20
 * offered too (1, 2, 4, 6 after them); twenty a page take the thirteen and
 * their solutions in two pages. */
static void
test_export_small_grids (void)
{
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(GFile) file = NULL;
  g_autofree char *pdf = g_build_filename (tmp_dir, "fours.pdf", NULL);
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_dir);
  SudokuWindow   *window = sudoku_test_new_window (NULL);
  GtkFileChooser *chooser;
  GtkDropDown    *per_page;

  for (guint i = 0; i < 13; i++)
    g_string_append (lines, "..12....4.....2.\n");
  file = write_file ("fours.txt", lines->str);
  g_unlink (pdf);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (thirteen_opened, window, 10));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-pdf", NULL);
  g_assert_true (sudoku_test_spin_until (has_chooser, NULL, 5));
  chooser = GTK_FILE_CHOOSER (find_chooser ());
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "per-page"), ==, "12");
  per_page = find_drop_down_of (GTK_WIDGET (chooser), 6);
  g_assert_nonnull (per_page);
  gtk_drop_down_set_selected (per_page, 5);
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "per-page"), ==, "20");
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, "fours.pdf");
  g_object_set_data_full (G_OBJECT (window), "pdf", g_strdup (pdf), g_free);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  g_assert_true (sudoku_test_spin_until (export_written, window, 30));
  if (pdfinfo != NULL)
    {
      const char      *argv[] = { pdfinfo, pdf, NULL };
      g_autofree char *info = NULL;

      g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &info, NULL, NULL, NULL));
      g_assert_nonnull (strstr (info, "Pages:           2\n"));
    }
  sudoku_test_close (GTK_WIDGET (window));
}

/* Save As and Export PDF… start in the puzzle's own folder (#25 item 8). */
static void
test_save_as_folder (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "folder-of-puzzle", NULL);
  g_autofree char *path = g_build_filename (dir, "p.sdk", NULL);
  const char      *actions[] = { "win.save-as", "win.export-pdf" };
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) folder = NULL;
  SudokuWindow *window = sudoku_test_new_window (NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, EASY "\n", -1, NULL));
  file = g_file_new_for_path (path);
  folder = g_file_new_for_path (dir);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (has_file, window, 10));
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GFile) shown = NULL;

      gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL);
      g_assert_true (sudoku_test_spin_until (has_chooser, NULL, 5));
      shown = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (find_chooser ()));
      g_assert_nonnull (shown);
      g_assert_true (g_file_equal (shown, folder));
      gtk_dialog_response (GTK_DIALOG (find_chooser ()), GTK_RESPONSE_CANCEL);
      g_assert_true (sudoku_test_spin_until (no_chooser, NULL, 5));
    }
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-choosers");

  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/choosers/save-as-folder", test_save_as_folder);
  g_test_add_func ("/sudoku/choosers/export-small-grids", test_export_small_grids);
  g_test_add_func ("/sudoku/choosers/export-choices", test_export_choices);

  return g_test_run ();
}
