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

/* The label, or compact the icon: only the one shown is mapped (what a
 * screen reader and the layout check see); it asks for the icon's width at
 * least, and for the label's unless compact. */
static void
test_compact (void)
{
  GtkWidget        *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  SudokuShortLabel *text = SUDOKU_SHORT_LABEL (
    sudoku_short_label_new ("A label of some length", "sudoku-hint-symbolic"));
  GtkWidget *label = child_of_type (GTK_WIDGET (text), GTK_TYPE_LABEL);
  GtkWidget *image = child_of_type (GTK_WIDGET (text), GTK_TYPE_IMAGE);
  GtkWidget *window;
  int        min, nat, label_nat, image_nat;

  gtk_widget_set_halign (GTK_WIDGET (text), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (text));
  window = sudoku_test_show (box, 600, -1);
  gtk_widget_measure (GTK_WIDGET (text), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  gtk_widget_measure (image, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &image_nat, NULL, NULL);
  g_assert_cmpint (nat, ==, label_nat);
  g_assert_cmpint (min, <=, image_nat);
  g_assert_cmpint (min, <, label_nat / 4);
  g_assert_cmpint (sudoku_short_label_get_label_extra (text), ==, label_nat - image_nat);
  g_assert_false (sudoku_short_label_get_compact (text));
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_false (gtk_widget_get_mapped (image));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (text)), ==, label_nat);

  sudoku_short_label_set_compact (text, TRUE);
  gtk_test_widget_wait_for_draw (window);
  gtk_widget_measure (GTK_WIDGET (text), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, image_nat);
  g_assert_false (gtk_widget_get_mapped (label));
  g_assert_true (gtk_widget_get_mapped (image));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (text)), ==, image_nat);
  g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (image)), ==, "sudoku-hint-symbolic");
  /* The app's own icon, found without a GtkApplication (no "missing
   * image" in its place). */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gtk_widget_get_display (window)),
                                          "sudoku-hint-symbolic"));

  sudoku_short_label_set_compact (text, FALSE);
  gtk_test_widget_wait_for_draw (window);
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_false (gtk_widget_get_mapped (image));
  sudoku_test_close (window);
}

static gboolean
is_compact (gpointer label)
{
  return sudoku_short_label_get_compact (label);
}

static gboolean
is_wide (gpointer label)
{
  return !sudoku_short_label_get_compact (label);
}

/* @window at @width (0: its narrowest; a window without a window manager
 * takes a new size in a few rounds). */
static void
resize (GtkWidget *window,
        int        width)
{
  for (guint round = 0; round < 5; round++)
    {
      int min_width, min_height;

      gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, MAX (width, min_width), &min_height,
                          NULL, NULL, NULL);
      gtk_window_set_default_size (GTK_WINDOW (window), MAX (width, min_width), min_height);
      for (guint frames = 0; frames < 3; frames++)
        gtk_test_widget_wait_for_draw (window);
      if (gtk_widget_get_width (window) == MAX (width, min_width))
        return;
    }
}

/* In the header bar: with room, Show Steps and Hint say their words; at
 * the window's narrowest, the title keeps its words and the two buttons
 * show their icons, their names kept for screen readers; wide again, the
 * words again. */
static void
test_header_bar (void)
{
  SudokuWindow     *window = sudoku_window_new (NULL);
  SudokuShortLabel *steps = SUDOKU_SHORT_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_label"));
  SudokuShortLabel *hint = SUDOKU_SHORT_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "hint_button_label"));
  GObject *steps_button =
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_button");
  GtkWidget *header;
  int        default_width, default_height, needed, frame;

  gtk_window_get_default_size (GTK_WINDOW (window), &default_width, &default_height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  sudoku_test_spin_for (0.2);
  g_assert_false (sudoku_short_label_get_compact (steps));
  g_assert_false (sudoku_short_label_get_compact (hint));
  g_assert_cmpstr (sudoku_short_label_get_label (steps), ==, "Show Steps");
  gtk_test_accessible_assert_property (steps_button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Show Steps");

  resize (GTK_WIDGET (window), 0);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, default_width);
  g_assert_true (sudoku_test_spin_until (is_compact, steps, 5));
  g_assert_true (sudoku_short_label_get_compact (hint));
  gtk_test_accessible_assert_property (steps_button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Show Steps");

  resize (GTK_WIDGET (window), 1200);
  g_assert_true (sudoku_test_spin_until (is_wide, steps, 5));
  g_assert_false (sudoku_short_label_get_compact (hint));

  /* Labels down to the very width they need, icons one pixel below: what
   * the header bar would need with its labels is known exactly, compact or
   * not (no gap where they go back and forth, none where icons show with
   * room for the labels). */
  header = gtk_widget_get_ancestor (GTK_WIDGET (steps), GTK_TYPE_HEADER_BAR);
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &needed, NULL, NULL);
  /* (The window's size as asked for, less the header bar's: the frames
   * that GTK draws round them.) */
  frame = 1200 - gtk_widget_get_width (header);
  resize (GTK_WIDGET (window), needed + frame);
  g_assert_cmpint (gtk_widget_get_width (header), ==, needed);
  sudoku_test_spin_for (0.2);
  g_assert_false (sudoku_short_label_get_compact (steps));
  resize (GTK_WIDGET (window), needed + frame - 1);
  g_assert_true (sudoku_test_spin_until (is_compact, steps, 5));
  resize (GTK_WIDGET (window), needed + frame);
  g_assert_true (sudoku_test_spin_until (is_wide, steps, 5));
  g_assert_false (sudoku_short_label_get_compact (hint));
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
  g_test_add_func ("/sudoku/short-label/compact", test_compact);
  g_test_add_func ("/sudoku/short-label/header-bar", test_header_bar);
  return g_test_run ();
}
