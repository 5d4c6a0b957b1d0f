/* test-short-label.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-short-label"

#include "config.h"

#include <gtk/gtk.h>

#include "sudoku-short-label.h"
#include "sudoku-test-util.h"
#include "sudoku-window.h"

static GtkWidget *
child_of_type (GtkWidget *widget,
               GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
      return child;
  g_assert_not_reached ();
}

/* The label where it fits, the icon where it does not: only the one shown
 * is mapped (what a screen reader and the layout check see). */
static void
test_fits (void)
{
  GtkWidget        *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget        *beside = gtk_label_new ("Something wide beside it, that takes room");
  SudokuShortLabel *text = SUDOKU_SHORT_LABEL (
    sudoku_short_label_new ("A label of some length", "sudoku-hint-symbolic"));
  GtkWidget        *label = child_of_type (GTK_WIDGET (text), GTK_TYPE_LABEL);
  GtkWidget        *image = child_of_type (GTK_WIDGET (text), GTK_TYPE_IMAGE);
  GtkWidget        *window;
  int               min, nat, label_nat, image_nat;

  gtk_widget_set_hexpand (beside, TRUE);
  gtk_box_append (GTK_BOX (box), beside);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (text));
  window = sudoku_test_show (box, 1200, -1);
  gtk_widget_measure (GTK_WIDGET (text), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  gtk_widget_measure (image, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &image_nat, NULL, NULL);
  g_assert_cmpint (nat, ==, label_nat);
  g_assert_cmpint (min, <=, image_nat);
  g_assert_cmpint (min, <, label_nat / 4);
  g_assert_false (sudoku_short_label_get_shortened (text));
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_false (gtk_widget_get_mapped (image));
  g_assert_cmpint (gtk_widget_get_width (label), ==, label_nat);

  /* Less room than the label needs: the icon. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1, -1);
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (text)), <, label_nat);
  g_assert_true (sudoku_short_label_get_shortened (text));
  g_assert_false (gtk_widget_get_mapped (label));
  g_assert_true (gtk_widget_get_mapped (image));
  g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (image)), ==, "sudoku-hint-symbolic");

  /* Room again: the label again. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, -1);
  gtk_test_widget_wait_for_draw (window);
  g_assert_false (sudoku_short_label_get_shortened (text));
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_false (gtk_widget_get_mapped (image));
  sudoku_test_close (window);
}

/* In the header bar: with room, Show Steps and Hint say their words; at
 * the window's narrowest, the title keeps its words and the two buttons
 * show their icons, their names kept for screen readers. */
static void
test_header_bar (void)
{
  SudokuWindow     *window = sudoku_window_new (NULL);
  SudokuShortLabel *steps = SUDOKU_SHORT_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_label"));
  SudokuShortLabel *hint = SUDOKU_SHORT_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "hint_label"));
  GObject          *steps_button =
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_button");
  int               default_width, default_height;

  gtk_window_get_default_size (GTK_WINDOW (window), &default_width, &default_height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_false (sudoku_short_label_get_shortened (steps));
  g_assert_false (sudoku_short_label_get_shortened (hint));
  g_assert_cmpstr (sudoku_short_label_get_label (steps), ==, "Show Steps");
  gtk_test_accessible_assert_property (steps_button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Show Steps");

  /* The narrowest the window can be (a window without a window manager
   * takes a new size in a few rounds). */
  for (guint round = 0; round < 5; round++)
    {
      int min_width, min_height;

      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                          NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min_height,
                          NULL, NULL, NULL);
      gtk_window_set_default_size (GTK_WINDOW (window), min_width, min_height);
      for (guint frames = 0; frames < 3; frames++)
        gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      if (gtk_widget_get_width (GTK_WIDGET (window)) == min_width)
        break;
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, default_width);
  g_assert_true (sudoku_short_label_get_shortened (steps));
  gtk_test_accessible_assert_property (steps_button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Show Steps");
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_free (sudoku_test_private_state_dir ("test-short-label"));
  if (!sudoku_test_init_display ())
    return 0;
  g_test_add_func ("/sudoku/short-label/fits", test_fits);
  g_test_add_func ("/sudoku/short-label/header-bar", test_header_bar);
  return g_test_run ();
}
