/* test-l10n.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-l10n"

#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "sudoku-window.h"

/* The window in Simplified Chinese, from the translations built in this
 * tree: the strings a teacher sees first. */

static void
test_zh_cn_window (void)
{
  SudokuWindow *window = sudoku_window_new (NULL);
  GObject      *solve = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                       "solve_button");
  GObject      *steps = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                       "steps_button");

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_accessible_assert_property (solve, GTK_ACCESSIBLE_PROPERTY_LABEL, "求解");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (steps)), ==, "显示步骤(_S)");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "数独求解器");
  g_assert_cmpstr (sudoku_window_get_status (window), ==, _("Type a puzzle, then press Solve"));
  g_assert_cmpstr (sudoku_window_get_status (window), !=, "Type a puzzle, then press Solve");
  gtk_test_accessible_assert_property (sudoku_window_get_cell (window, 2, 6),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "第 3 行，第 7 列");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!gtk_init_check ())
    {
      if (g_getenv ("TEST_REQUIRE_DISPLAY") != NULL)
        g_error ("no display, but TEST_REQUIRE_DISPLAY is set");
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_add_func ("/sudoku/l10n/zh-cn-window", test_zh_cn_window);
  return g_test_run ();
}
