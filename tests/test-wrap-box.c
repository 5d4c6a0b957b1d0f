/* test-wrap-box.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-wrap-box"

#include "config.h"

#include <gtk/gtk.h>

#include "sudoku-keypad.h"
#include "sudoku-test-util.h"
#include "sudoku-wrap-box.h"

/* Five boxes this wide, 30 high: in one line 524 px with the spacing
 * (6); on two, the narrowest break is after the third: 100 + 60 + 140 and
 * 80 + 120, the longer 312 px. */
static const int widths[] = { 100, 60, 140, 80, 120 };

static SudokuWrapBox *
new_box (GtkWidget **children)
{
  SudokuWrapBox *box = SUDOKU_WRAP_BOX (sudoku_wrap_box_new ());

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      children[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_size_request (children[i], widths[i], 30);
      sudoku_wrap_box_append (box, children[i]);
    }
  gtk_widget_set_halign (GTK_WIDGET (box), GTK_ALIGN_FILL);
  return box;
}

static graphene_rect_t
bounds_of (GtkWidget *child,
           GtkWidget *box)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (child, box, &bounds));
  return bounds;
}

/* One line where the room allows, two where it does not: each child at its
 * width, none over another or out of the box, each line centred. */
static void
check_lines (SudokuWrapBox *box,
             GtkWidget    **children,
             int            width,
             guint          first_line)
{
  int height;

  gtk_widget_measure (GTK_WIDGET (box), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL,
                      NULL);
  g_assert_cmpint (height, ==, first_line < G_N_ELEMENTS (widths) ? 30 + 6 + 30 : 30);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (box)), ==, width);
  g_assert_cmpint (sudoku_wrap_box_get_n_lines (box), ==,
                   first_line < G_N_ELEMENTS (widths) ? 2 : 1);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      graphene_rect_t bounds = bounds_of (children[i], GTK_WIDGET (box));

      g_assert_cmpfloat (bounds.size.width, ==, widths[i]);
      g_assert_cmpfloat (bounds.origin.y, ==, i < first_line ? 0 : 36);
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
      if (i > 0 && i != first_line)
        {
          graphene_rect_t before = bounds_of (children[i - 1], GTK_WIDGET (box));

          g_assert_cmpfloat (bounds.origin.x, ==, before.origin.x + before.size.width + 6);
        }
    }
  {
    graphene_rect_t first = bounds_of (children[0], GTK_WIDGET (box));
    graphene_rect_t last = bounds_of (children[first_line - 1], GTK_WIDGET (box));
    float           left = first.origin.x, right = width - last.origin.x - last.size.width;

    g_assert_cmpfloat (ABS (left - right), <=, 1);
  }
}

static void
test_lines (void)
{
  GtkWidget     *children[G_N_ELEMENTS (widths)];
  SudokuWrapBox *box = new_box (children);
  GtkWidget     *window;
  int            min, nat;

  gtk_widget_measure (GTK_WIDGET (box), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 524);
  g_assert_cmpint (min, ==, 312);
  /* At no width known: two lines at least (the window's minimum height is
   * measured so). */
  gtk_widget_measure (GTK_WIDGET (box), GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 66);

  window = sudoku_test_show (GTK_WIDGET (box), 600, -1);
  check_lines (box, children, 600, 5);
  gtk_window_set_default_size (GTK_WINDOW (window), 320, -1);
  gtk_widget_set_size_request (GTK_WIDGET (box), -1, -1);
  sudoku_test_spin_for (0.2);
  gtk_test_widget_wait_for_draw (window);
  check_lines (box, children, gtk_widget_get_width (GTK_WIDGET (box)), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (box)), <, 398);
  sudoku_test_close (window);
}

/* Right to left, the first child stands at the right. */
static void
test_rtl (void)
{
  GtkWidget      *children[G_N_ELEMENTS (widths)];
  SudokuWrapBox  *box = new_box (children);
  GtkWidget      *window;
  graphene_rect_t first, second;

  gtk_widget_set_direction (GTK_WIDGET (box), GTK_TEXT_DIR_RTL);
  window = sudoku_test_show (GTK_WIDGET (box), 600, -1);
  first = bounds_of (children[0], GTK_WIDGET (box));
  second = bounds_of (children[1], GTK_WIDGET (box));
  g_assert_cmpfloat (second.origin.x + second.size.width + 6, ==, first.origin.x);
  g_assert_cmpfloat (600 - first.origin.x - first.size.width, ==, (600 - 524) / 2);
  sudoku_test_close (window);
}

/* What the keypad says it needs in a row and in a block is what it asks
 * for, laid out so. */
static void
test_keypad_needs (void)
{
  SudokuKeypad *keypad = SUDOKU_KEYPAD (sudoku_keypad_new ());
  GtkWidget    *window = sudoku_test_show (GTK_WIDGET (g_object_ref (keypad)), -1, -1);
  int           row, block, min;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (keypad), GTK_ORIENTATION_HORIZONTAL);
  row = sudoku_keypad_get_needs (keypad, GTK_ORIENTATION_HORIZONTAL);
  block = sudoku_keypad_get_needs (keypad, GTK_ORIENTATION_VERTICAL);
  gtk_widget_measure (GTK_WIDGET (keypad), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (row, ==, min);
  g_assert_cmpint (row, >, 12 * 32);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (keypad), GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (sudoku_keypad_get_needs (keypad, GTK_ORIENTATION_HORIZONTAL), ==, row);
  g_assert_cmpint (sudoku_keypad_get_needs (keypad, GTK_ORIENTATION_VERTICAL), ==, block);
  gtk_widget_measure (GTK_WIDGET (keypad), GTK_ORIENTATION_VERTICAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (block, ==, min);
  g_assert_cmpint (block, >, 6 * 40);
  sudoku_test_close (window);
  g_object_unref (keypad);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_free (sudoku_test_private_state_dir ("test-wrap-box"));
  if (!sudoku_test_init_display ())
    return 0;
  g_test_add_func ("/sudoku/wrap-box/lines", test_lines);
  g_test_add_func ("/sudoku/wrap-box/rtl", test_rtl);
  g_test_add_func ("/sudoku/wrap-box/keypad-needs", test_keypad_needs);
  return g_test_run ();
}
