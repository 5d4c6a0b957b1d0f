/* test-fullscreen.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-fullscreen"

#include "config.h"

#include <gtk/gtk.h>

#include "sudoku-fullscreen-box.h"
#include "sudoku-grid.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Full screen with a real window manager (tests/run-with-wm.sh): the
 * header bar goes, its controls come down on mouse movement and go after a
 * while, and the window leaves full screen with Escape or the button. */

static gboolean
is_fullscreen (gpointer window)
{
  return gtk_window_is_fullscreen (window);
}

static gboolean
is_not_fullscreen (gpointer window)
{
  return !gtk_window_is_fullscreen (window);
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static SudokuFullscreenBox *
controls (gpointer window)
{
  return SUDOKU_FULLSCREEN_BOX (sudoku_test_find_widget (window, SUDOKU_TYPE_FULLSCREEN_BOX));
}

static gboolean
controls_gone (gpointer window)
{
  return !sudoku_fullscreen_box_get_revealed (controls (window));
}

static gboolean
controls_shown (gpointer window)
{
  return sudoku_fullscreen_box_get_revealed (controls (window));
}

/* The pointer moves over the window, as the window system says it. */
static void
move_pointer (SudokuWindow *window,
              double        x,
              double        y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

/* F10, as full screen's controls take it. */
static gboolean
press_f10 (SudokuWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_F10)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (window), NULL);
        }
    }
  g_assert_not_reached ();
}

static void
test_fullscreen_controls (void)
{
  SudokuWindow   *window = sudoku_window_new (NULL);
  GtkWidget      *leave = GTK_WIDGET (gtk_widget_get_template_child (
         GTK_WIDGET (controls (window)), SUDOKU_TYPE_FULLSCREEN_BOX, "leave_fullscreen_button"));
  GtkWidget      *header = gtk_window_get_titlebar (GTK_WINDOW (window));
  GtkWidget      *grid = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_GRID);
  graphene_rect_t shown, gone;

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_false (gtk_widget_is_visible (leave));
  g_assert_true (gtk_widget_get_mapped (header));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL);
  g_assert_true (sudoku_test_spin_until (is_fullscreen, window, 5));
  /* The header bar is gone; the controls are there, then go by themselves. */
  g_assert_true (sudoku_test_spin_until (controls_shown, window, 2));
  g_assert_true (gtk_widget_get_mapped (leave));
  g_assert_false (gtk_widget_get_mapped (header));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &shown));
  g_assert_true (sudoku_test_spin_until (controls_gone, window, 5));
  /* They came and went over the content: the grid stayed where it was,
   * as big (it used to be pushed down and shrink by their height). */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &gone));
  g_assert_true (graphene_rect_equal (&shown, &gone));
  /* The mouse moves: they are back. */
  move_pointer (window, 100, 200);
  g_assert_true (sudoku_test_spin_until (controls_shown, window, 2));
  /* The whole main menu is there: F10 opens it, the controls come down,
   * and they stay while it is open. */
  g_assert_true (sudoku_test_spin_until (controls_gone, window, 5));
  g_assert_true (press_f10 (window));
  g_assert_true (sudoku_test_spin_until (controls_shown, window, 2));
  {
    GtkWidget  *menu = GTK_WIDGET (gtk_widget_get_template_child (
       GTK_WIDGET (controls (window)), SUDOKU_TYPE_FULLSCREEN_BOX, "menu_button"));
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu));

    g_assert_true (sudoku_test_spin_until (is_mapped, popover, 2));
    g_assert_true (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu)) ==
                   gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (gtk_widget_get_template_child (
                     GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "menu_button"))));
    sudoku_test_spin_for (3.5);
    g_assert_true (controls_shown (window));
    gtk_popover_popdown (popover);
  }
  /* Escape leaves full screen. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL);
  g_assert_true (sudoku_test_spin_until (is_not_fullscreen, window, 5));
  g_assert_false (gtk_widget_is_visible (leave));
  g_assert_true (sudoku_test_spin_until (is_mapped, header, 2));

  /* So does the button. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL);
  g_assert_true (sudoku_test_spin_until (is_fullscreen, window, 5));
  g_assert_true (sudoku_test_spin_until (controls_shown, window, 2));
  gtk_widget_activate (leave);
  g_assert_true (sudoku_test_spin_until (is_not_fullscreen, window, 5));
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-fullscreen");
  if (g_getenv ("SUDOKU_TEST_WM") == NULL)
    {
      /* Full screen needs a window manager: tests/run-with-wm.sh. */
      g_test_skip ("no window manager: run under tests/run-with-wm.sh");
      return g_test_run ();
    }
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/fullscreen/controls", test_fullscreen_controls);

  return g_test_run ();
}
