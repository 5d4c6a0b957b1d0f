/* test-digits-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-digits-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "sudoku-cell-private.h"
#include "sudoku-demo-bar.h"
#include "sudoku-digits-manager.h"
#include "sudoku-keypad.h"
#include "sudoku-printer.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* The window in Arabic shows Eastern Arabic digits by default: the cells,
 * the keypad, the demo's caption; a digit typed on an Arabic or a Persian
 * keyboard enters the digit, and the file saved holds 0–9.  The menu's
 * toggle goes back to 0–9. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static char *tmp_dir;

static gboolean
has_ascii_digit (const char *text)
{
  return strpbrk (text, "0123456789") != NULL;
}

static gboolean
has_arabic_digit (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_utf8_get_char (p) >= 0x0660 && g_utf8_get_char (p) <= 0x0669)
      return TRUE;
  return FALSE;
}

/* Whether a visible label under @widget shows exactly @text. */
static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

static gboolean
is_unmodified (gpointer data)
{
  return !sudoku_window_get_modified (data);
}

static gboolean
is_loaded (gpointer data)
{
  return sudoku_board_get_value (sudoku_window_get_board (data), 0, 0) == 5;
}

static gboolean
caption_has_digits (gpointer data)
{
  SudokuWindow *window = data;
  const char   *caption = sudoku_demo_bar_get_caption (window->demo_bar);

  return has_arabic_digit (caption) || has_ascii_digit (caption);
}

static gboolean
demo_stopped (gpointer data)
{
  return !sudoku_demo_bar_get_running (((SudokuWindow *)data)->demo_bar);
}

static void
test_arabic (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "easy.sdk", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  SudokuWindow    *window;
  GtkWidget       *keypad;

  g_assert_true (g_file_set_contents (path, EASY "\n", -1, NULL));
  window = sudoku_test_new_window (NULL);
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (is_loaded, window, 5));
  g_assert_cmpint (sudoku_digits_manager_get_digits (sudoku_digits_manager_get_default ()), ==,
                   SUDOKU_DIGITS_ARABIC);

  /* The cells and the keypad, digits and counts (seven 5s are left). */
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 0)), ==, "٥");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 1)), ==, "٣");
  keypad = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_KEYPAD);
  g_assert_nonnull (keypad);
  g_assert_true (shows_label (keypad, "٩"));
  g_assert_false (shows_label (keypad, "9"));
  g_assert_true (shows_label (keypad, "٧"));

  /* Typed into the puzzle: ٤ from an Arabic keyboard, ۶ from a Persian
   * one, 8 from any. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-puzzle", NULL);
  g_assert_true (sudoku_test_press_key (sudoku_test_cell (window, 0, 2),
                                        gdk_unicode_to_keyval (0x0664), 0));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 2), ==, 4);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 2)), ==, "٤");
  g_assert_true (sudoku_test_press_key (sudoku_test_cell (window, 0, 3), GDK_KEY_Farsi_6, 0));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 3), ==, 6);
  g_assert_true (sudoku_test_press_key (sudoku_test_cell (window, 0, 5), GDK_KEY_8, 0));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 5), ==, 8);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 5)), ==, "٨");

  /* The file keeps 0–9. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_false (has_arabic_digit (saved));
  g_assert_true (g_str_has_prefix (saved, "534678..."));

  /* The demo's caption and the status line. */
  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_demo_bar_get_running (window->demo_bar));
  g_assert_true (sudoku_test_spin_until (caption_has_digits, window, 5));
  g_assert_true (has_arabic_digit (sudoku_demo_bar_get_caption (window->demo_bar)));
  g_assert_false (has_ascii_digit (sudoku_demo_bar_get_caption (window->demo_bar)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (demo_stopped, window, 5));
  sudoku_test_close (GTK_WIDGET (window));
}

/* The menu's toggle: 0–9, at once, everywhere, and back. */
static void
test_toggle (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  GtkWidget    *keypad = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_KEYPAD);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GVariant) state = NULL;

  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "native-digits"));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "native-digits");
  g_assert_true (g_variant_get_boolean (state));

  /* The pencil marks: 1, 2 and 4 are left in row 1, column 3. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fill-notes", NULL);
  {
    SudokuCell *cell = sudoku_test_cell (window, 0, 2);
    const char *marks = gtk_inscription_get_text (GTK_INSCRIPTION (cell->candidates));

    g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (cell->candidates, marks);
    PangoRectangle one, two;

    g_assert_nonnull (g_utf8_strchr (marks, -1, 0x0664));
    g_assert_false (has_ascii_digit (marks));
    /* In keypad order, left to right: ١ before ٢ (the bidi algorithm would
     * turn a run of Arabic digits and spaces round). */
    pango_layout_index_to_pos (layout, (int)(strstr (marks, "١") - marks), &one);
    pango_layout_index_to_pos (layout, (int)(strstr (marks, "٢") - marks), &two);
    g_assert_cmpint (one.y, ==, two.y);
    g_assert_cmpint (one.x, <, two.x);
  }

  g_action_group_change_action_state (G_ACTION_GROUP (window), "native-digits",
                                      g_variant_new_boolean (FALSE));
  g_assert_nonnull (
    strchr (gtk_inscription_get_text (GTK_INSCRIPTION (sudoku_test_cell (window, 0, 2)->candidates)),
            '4'));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 0)), ==, "5");
  g_assert_true (shows_label (keypad, "9"));
  g_assert_false (shows_label (keypad, "٩"));
  g_assert_false (has_arabic_digit (sudoku_test_status (window)));
  {
    g_autofree char *setting = g_settings_get_string (settings, "digits");

    g_assert_cmpstr (setting, ==, "latin");
  }

  g_settings_set_string (settings, "digits", "native");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 0)), ==, "٥");
  g_assert_true (shows_label (keypad, "٩"));
  g_settings_reset (settings, "digits");
  sudoku_test_close (GTK_WIDGET (window));
}

/* The worksheet printed from the window shows the digits the window does
 * (read back with pdftotext, where it is there). */
static void
test_print (void)
{
  SudokuWindow    *window = sudoku_test_new_window (EASY);
  g_autofree char *path = g_build_filename (tmp_dir, "easy.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *text = NULL;
  const char      *argv[] = { "pdftotext", path, "-", NULL };

  g_assert_true (sudoku_printer_print_to_file (window->printer, window->document,
                                               sudoku_demo_bar_get_summary (window->demo_bar),
                                               path));
  sudoku_test_close (GTK_WIDGET (window));
  if (pdftotext == NULL)
    {
      g_test_skip ("no pdftotext");
      return;
    }
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &text,
                               NULL, NULL, NULL));
  g_assert_true (has_arabic_digit (text));
  g_assert_false (has_ascii_digit (text));
}

/* In English there is nothing to switch to: the toggle is off, and hidden. */
static void
test_english_here (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);

  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "native-digits"));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 0)), ==, "5");
  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_english (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_trap_subprocess ("/sudoku/digits-window/english/subprocess", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_setenv ("LANGUAGE", saved, TRUE);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-digits-window");
  /* A subprocess keeps the language it was started with. */
  if (!g_test_subprocess ())
    g_setenv ("LANGUAGE", "ar", TRUE);
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/digits-window/arabic", test_arabic);
  g_test_add_func ("/sudoku/digits-window/toggle", test_toggle);
  g_test_add_func ("/sudoku/digits-window/print", test_print);
  g_test_add_func ("/sudoku/digits-window/english", test_english);
  g_test_add_func ("/sudoku/digits-window/english/subprocess", test_english_here);
  return g_test_run ();
}
