/* test-grid-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-grid-shape"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "sudoku-grid.h"
#include "sudoku-keypad.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-test-util.h"

/* The grid shows the board's shape (#27): as many cells as it has, in
 * boxes of its shape, square and of one size; a board of another shape
 * builds it anew, Undo too. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define SIX  "..3.5." \
            "...1.."  \
            "....6."  \
            "..42.."  \
            ".1.6.."  \
            "6.5.1."

typedef SudokuTestGridFixture Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  sudoku_test_grid_fixture_set_up (f, EASY, 600);
}

static void
load (Fixture    *f,
      guint       side,
      gboolean    x,
      const char *text)
{
  guint8 cells[SUDOKU_MAX_CELLS] = { 0 };

  for (guint i = 0; text != NULL && text[i] != '\0'; i++)
    cells[i] = text[i] == '.' ? 0 : (guint8)(text[i] - '0');
  sudoku_board_load_shaped (f->board, sudoku_grid_shape_get (side, x), cells);
}

static void
spin (void)
{
  sudoku_test_spin_for (0.2);
}

static gboolean
count_input_cb (guint      *n_input,
                guint       row,
                guint       col,
                const char *text,
                SudokuGrid *grid)
{
  (*n_input)++;
  return sudoku_board_set_text (sudoku_grid_get_board (grid), row, col, text, NULL);
}

/* The box a cell is drawn in: the grid of its siblings. */
static GtkWidget *
box_of (Fixture *f,
        guint    row,
        guint    col)
{
  return gtk_widget_get_parent (GTK_WIDGET (sudoku_grid_get_cell (f->grid, row, col)));
}

/* All @side × @side cells are square and of one size, to a pixel. */
static int
check_square (Fixture *f,
              guint    side)
{
  int width = gtk_widget_get_width (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 0)));

  g_assert_cmpint (width, >, 10);
  for (guint row = 0; row < side; row++)
    for (guint col = 0; col < side; col++)
      {
        GtkWidget *cell = GTK_WIDGET (sudoku_grid_get_cell (f->grid, row, col));

        g_assert_cmpint (ABS (gtk_widget_get_width (cell) - width), <=, 1);
        g_assert_cmpint (ABS (gtk_widget_get_height (cell) - width), <=, 1);
      }
  return width;
}

static void
test_six (Fixture      *f,
          gconstpointer data)
{
  int nine, six;

  spin ();
  nine = check_square (f, 9);
  load (f, 6, FALSE, SIX);
  spin ();
  /* Boxes of 2 rows and 3 columns. */
  g_assert_true (box_of (f, 0, 2) == box_of (f, 1, 0));
  g_assert_true (box_of (f, 0, 2) != box_of (f, 0, 3));
  g_assert_true (box_of (f, 1, 5) == box_of (f, 0, 3));
  g_assert_true (box_of (f, 2, 0) != box_of (f, 1, 0));
  six = check_square (f, 6);
  /* Six cells take the side nine took. */
  g_assert_cmpint (six, >, nine * 9 / 6 - 6);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 2)), ==, "3");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 5, 0)), ==, "6");

  /* The board's changes reach the new cells. */
  g_assert_true (sudoku_board_set_value (f->board, 0, 0, 3, NULL));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 0)), ==, "3");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 0)),
                                           "conflict"));

  /* End goes to the row's last cell, the sixth. */
  sudoku_grid_focus_cell (f->grid, 1, 0);
  sudoku_test_press_key (sudoku_grid_get_cell (f->grid, 1, 0), GDK_KEY_End, 0);
  g_assert_cmpint (sudoku_grid_get_selected (f->grid), ==, 1 * 6 + 5);

  /* Undo twice: the 9×9 and its digits again. */
  g_assert_true (sudoku_board_undo (f->board));
  g_assert_true (sudoku_board_undo (f->board));
  spin ();
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 8, 8)), ==, "9");
  g_assert_cmpint (check_square (f, 9), ==, nine);
}

/* 16×16: 10 to 16 written A to G, in the cell and its marks; Sudoku X:
 * the selected cell's diagonal is tinted with its row, column and box. */
static void
test_sixteen_and_x (Fixture      *f,
                    gconstpointer data)
{
  load (f, 16, FALSE, NULL);
  spin ();
  check_square (f, 16);
  g_assert_true (sudoku_board_set_value (f->board, 15, 15, 12, NULL));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 15, 15)), ==, "C");
  sudoku_board_start_solving (f->board);
  g_assert_true (sudoku_board_set_notes (f->board, 0, 0, (1u << 16) | (1u << 2), NULL));
  g_assert_cmphex (sudoku_cell_get_candidates (sudoku_grid_get_cell (f->grid, 0, 0)), ==,
                   (1u << 16) | (1u << 2));

  load (f, 4, TRUE, NULL);
  spin ();
  sudoku_grid_focus_cell (f->grid, 0, 0);
  g_assert_true (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 3, 3)), "peer"));
  g_assert_true (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 3)), "peer"));
  g_assert_false (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 3, 2)), "peer"));
  /* The diagonals are drawn across their cells. */
  g_assert_true (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 1, 1)), "diagonal"));
  g_assert_true (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 1, 2)), "anti-diagonal"));
  g_assert_false (
    gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 1, 0)), "diagonal"));
}

/* The keypad offers the shape's digits, counts what is left of each, and
 * puts a digit of 10 or more in as a typed one. */
static void
test_keypad (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  GtkWidget    *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  SudokuGrid   *grid = SUDOKU_GRID (sudoku_grid_new ());
  SudokuKeypad *keypad = SUDOKU_KEYPAD (sudoku_keypad_new ());
  GtkWidget    *window;
  guint8        cells[SUDOKU_MAX_CELLS] = { 0 };
  guint         n_input = 0;

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (grid));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (keypad));
  gtk_widget_set_vexpand (GTK_WIDGET (grid), TRUE);
  sudoku_grid_set_board (grid, board);
  sudoku_keypad_set_grid (keypad, grid);
  window = sudoku_test_show (box, 700, 800);
  g_assert_true (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 9)));
  g_assert_false (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 10)));

  cells[0] = 1;
  cells[5] = 1;
  sudoku_board_load_shaped (board, sudoku_grid_shape_get (4, FALSE), cells);
  sudoku_test_spin_for (0.1);
  g_assert_true (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 4)));
  g_assert_false (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 5)));
  g_assert_cmpuint (sudoku_keypad_get_left (keypad, 1), ==, 2);
  g_assert_cmpuint (sudoku_keypad_get_left (keypad, 3), ==, 4);

  memset (cells, 0, sizeof cells);
  sudoku_board_load_shaped (board, sudoku_grid_shape_get (16, FALSE), cells);
  sudoku_test_spin_for (0.1);
  g_assert_true (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 16)));
  g_assert_cmpuint (sudoku_keypad_get_left (keypad, 16), ==, 16);
  /* The window decides what a digit means: here the board takes it. */
  g_signal_connect_swapped (grid, "input", G_CALLBACK (count_input_cb), &n_input);
  sudoku_grid_focus_cell (grid, 2, 3);
  sudoku_test_spin_for (0.1);
  g_assert_cmpint (sudoku_grid_get_selected (grid), ==, 2 * 16 + 3);
  g_signal_emit_by_name (sudoku_keypad_get_digit_button (keypad, 14), "clicked");
  g_assert_cmpuint (n_input, ==, 1);
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 3), ==, 14);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (grid, 2, 3)), ==, "E");
  g_assert_cmpuint (sudoku_keypad_get_left (keypad, 14), ==, 15);
  sudoku_test_close (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add ("/sudoku/grid-shape/six", Fixture, NULL, fixture_set_up, test_six,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid-shape/sixteen-and-x", Fixture, NULL, fixture_set_up,
              test_sixteen_and_x, sudoku_test_grid_fixture_tear_down);
  g_test_add_func ("/sudoku/grid-shape/keypad", test_keypad);
  return g_test_run ();
}
