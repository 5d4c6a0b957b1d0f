/* test-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"
#define _GNU_SOURCE  /* memmem */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#if defined(GDK_WINDOWING_X11) && defined(HAVE_X11)
#include <gdk/x11/gdkx.h>
#endif

#include "sudoku-collection-bar.h"
#include "sudoku-demo-bar.h"
#include "sudoku-grid.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
#define DEAD_CELL "12345678.........9..............................................................."
/* Norvig's impossible puzzle: the textbook search needs half a minute to
 * prove it has no solution. */
#define SLOW_TEXTBOOK ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

static gboolean
hint_told (gpointer data)
{
  return sudoku_game_get_hint_stage (_sudoku_window_game ((SudokuWindow *)data)) >= 0;
}

/* Presses Hint and waits for the hint, looked for on a worker thread. */
static void
ask_hint (SudokuWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (sudoku_test_spin_until (hint_told, window, 10));
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static GdkRGBA
cell_color (SudokuCell *cell)
{
  GdkRGBA color;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (cell)), &color);
  return color;
}

static gboolean
is_red (const GdkRGBA *c)
{
  return c->red > 0.5 && c->green < 0.4 && c->blue < 0.4;
}

static void
test_typing (void)
{
  SudokuWindow      *window = sudoku_test_new_window (NULL);
  SudokuBoard       *board = sudoku_window_get_board (window);
  SudokuCell        *cell = sudoku_test_cell (window, 3, 4);
  static const guint clears[] = { GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_0 };

  for (guint d = 1; d <= 9; d++)
    {
      char text[2] = { (char)('0' + d), '\0' };

      g_assert_true (sudoku_test_press_key (cell, GDK_KEY_0 + d, 0));
      g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, d);
      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, text);
    }
  g_assert_true (sudoku_test_press_key (cell, GDK_KEY_KP_4, 0));
  g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "4");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "given"));

  /* Letters and other characters never reach a cell. */
  g_assert_true (sudoku_test_press_key (cell, GDK_KEY_a, 0));
  g_assert_true (sudoku_test_press_key (cell, GDK_KEY_X, GDK_SHIFT_MASK));
  g_assert_true (sudoku_test_press_key (cell, GDK_KEY_minus, 0));
  g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "4");
  g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, 4);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Only the digits 1 to 9 can go in a cell");
  {
    guint notified = 0;

    /* The status is a property: notified when it changes, not when it stays. */
    g_signal_connect_swapped (window, "notify::status", G_CALLBACK (count_cb), &notified);
    sudoku_test_press_key (cell, GDK_KEY_b, 0);
    g_assert_cmpuint (notified, ==, 0);
    sudoku_test_press_key (cell, GDK_KEY_4, 0);
    g_assert_cmpstr (sudoku_test_status (window), ==, "");
    g_assert_cmpuint (notified, ==, 1);
    g_signal_handlers_disconnect_by_func (window, count_cb, &notified);
  }

  for (guint i = 0; i < G_N_ELEMENTS (clears); i++)
    {
      sudoku_test_press_key (cell, GDK_KEY_7, 0);
      g_assert_true (sudoku_test_press_key (cell, clears[i], 0));
      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "");
      g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, 0);
    }

  /* Shortcuts go through to the window. */
  g_assert_false (sudoku_test_press_key (cell, GDK_KEY_z, GDK_CONTROL_MASK));

  sudoku_test_close (GTK_WIDGET (window));
}

static SudokuCell *
focused_cell (SudokuWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  g_assert_true (SUDOKU_IS_CELL (focus));
  return SUDOKU_CELL (focus);
}

static void
assert_focus (SudokuWindow *window,
              guint         row,
              guint         col)
{
  SudokuCell *cell = focused_cell (window);

  g_assert_cmpuint (sudoku_cell_get_row (cell), ==, row);
  g_assert_cmpuint (sudoku_cell_get_col (cell), ==, col);
}

static void
test_navigation (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);

  assert_focus (window, 0, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Right, 0);
  assert_focus (window, 0, 1);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Down, 0);
  assert_focus (window, 1, 1);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_End, 0);
  assert_focus (window, 1, 8);
  /* Right and Left go on into the next row and back, as a line of text
   * does (#25 item 3). */
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Right, 0);
  assert_focus (window, 2, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Left, 0);
  assert_focus (window, 1, 8);
  g_assert_true (sudoku_test_press_key (focused_cell (window), GDK_KEY_Tab, 0)); /* on to the next row */
  assert_focus (window, 2, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  assert_focus (window, 1, 8);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Home, 0);
  assert_focus (window, 1, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Up, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Up, 0);
  assert_focus (window, 0, 0);
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Left, 0); /* stays at the edge */
  assert_focus (window, 0, 0);
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_test_cell (window, 8, 8)));
  sudoku_test_press_key (focused_cell (window), GDK_KEY_Right, 0);
  assert_focus (window, 8, 8);

  /* Tab out of the last cell leaves the grid to GTK. */
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_test_cell (window, 8, 8)));
  g_assert_false (sudoku_test_press_key (focused_cell (window), GDK_KEY_Tab, 0));

  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_conflict_cue (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  SudokuBoard  *board = sudoku_window_get_board (window);
  SudokuCell   *a = sudoku_test_cell (window, 0, 0);
  SudokuCell   *b = sudoku_test_cell (window, 0, 6);
  GdkRGBA       color;

  sudoku_test_press_key (a, GDK_KEY_5, 0);
  sudoku_test_press_key (b, GDK_KEY_5, 0);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (a), "conflict"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (b), "conflict"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (b)), ==, "5 is already in row 1");
  g_assert_cmpstr (sudoku_test_status (window), ==, "5 is already in row 1");
  gtk_test_accessible_assert_property (b, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "5 is already in row 1");
  /* The cue is not red: red belongs to the solver's digits. */
  color = cell_color (b);
  g_assert_false (is_red (&color));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Cannot solve: 5 is already in row 1");
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);

  sudoku_test_press_key (b, GDK_KEY_BackSpace, 0);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (a), "conflict"));
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (a)));

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
solve_settled (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_board_get_state (sudoku_window_get_board (window)) != SUDOKU_BOARD_SOLVING &&
         !sudoku_test_animating (window);
}

static void
test_solve_red (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  SudokuBoard  *board = sudoku_window_get_board (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 10));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Solved: the solver’s digits are in red");

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      SudokuCell *cell = sudoku_test_cell (window, i / 9, i % 9);
      char        text[2] = { EASY_SOLUTION[i], '\0' };
      GdkRGBA     color = cell_color (cell);

      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, text);
      g_assert_cmpfloat (sudoku_cell_get_reveal (cell), ==, 1.0);
      if (EASY[i] == '.')
        {
          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "solved"));
          g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (cell), "given"));
          g_assert_true (is_red (&color));
        }
      else
        {
          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "given"));
          g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (cell), "solved"));
          g_assert_false (is_red (&color));
        }
    }

  /* Typing over a solved cell: the person goes on by hand, the rest of the
   * solution stays; Undo puts the solver's digit back. */
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 3)), ==, "6");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, 0, 3)),
                                           "solved"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, 0, 2)),
                                            "solved"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, 0, 2)),
                                           "player"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, 0, 2)),
                                           "solved"));

  sudoku_test_close (GTK_WIDGET (window));
}

/* The first look at a running entrance: how many digits are still to come
 * (-1 before it runs).  Taken in the wait itself, at the first frame the
 * test sees, not after the wait's last round of due work: on a loaded
 * machine under the sanitizers that round once took half the entrance. */
typedef struct
{
  SudokuWindow *window;
  int           hidden;
} FirstLook;

static gboolean
first_look (gpointer data)
{
  FirstLook *look = data;

  if (look->hidden >= 0)
    return TRUE;
  if (!sudoku_test_animating (look->window))
    return FALSE;
  look->hidden = 0;
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      SudokuCell *cell = sudoku_test_cell (look->window, i / 9, i % 9);
      double      reveal = sudoku_cell_get_reveal (cell);

      /* Givens all shown; one still to come is not even in its cell yet. */
      if (EASY[i] != '.')
        g_assert_cmpfloat (reveal, ==, 1.0);
      else if (reveal < 1.0)
        look->hidden++;
      if (reveal == 0.0)
        g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "");
    }
  return TRUE;
}

static void
test_animation (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  FirstLook     look = { window, -1 };

  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE,
                NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (first_look, &look, 10));

  /* At first most solved digits (of 51) are still to come (the entrance
   * takes 0.9 s in all). */
  g_test_message ("%d digits of 51 still to come at the first look", look.hidden);
  g_assert_cmpint (look.hidden, >, 25);

  g_assert_true (sudoku_test_spin_until (solve_settled, window, 5));
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      SudokuCell *cell = sudoku_test_cell (window, i / 9, i % 9);
      char        digit[2] = { EASY_SOLUTION[i], 0 };

      g_assert_cmpfloat (sudoku_cell_get_reveal (cell), ==, 1.0);
      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, digit);
    }

  /* Without animations, the digits are there at once. */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", FALSE,
                NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-solution", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 10));
  g_assert_false (sudoku_test_animating (window));
  g_assert_cmpfloat (sudoku_cell_get_reveal (sudoku_test_cell (window, 0, 2)), ==, 1.0);
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE,
                NULL);

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
status_found_wrong (gpointer data)
{
  return g_str_has_prefix (sudoku_test_status (data), "Without the ");
}

static void
test_outcomes (void)
{
  SudokuWindow *window = sudoku_test_new_window (DEAD_CELL);
  guint         n_wrong;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 10));
  /* Which digit stops it: any one of the nine that shut row 1, column 9
   * out, marked, and named. */
  g_assert_true (sudoku_test_spin_until (status_found_wrong, window, 10));
  n_wrong = 0;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (sudoku_grid_get_wrong (sudoku_test_grid (window), cell))
      {
        g_assert_true (cell < 8 || cell == 17);
        n_wrong++;
      }
  g_assert_cmpuint (n_wrong, ==, 1);

  /* New asks first: the puzzle was typed and never saved. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  g_assert_nonnull (sudoku_window_get_dialog (window));
  gtk_dialog_response (GTK_DIALOG (sudoku_window_get_dialog (window)), GTK_RESPONSE_REJECT);
  sudoku_test_spin_for (0.05);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 10));
  g_assert_cmpstr (sudoku_test_status (window), ==,
                   "This puzzle has more than one solution: here is one");

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
is_state (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_board_get_state (sudoku_window_get_board (window)) == SUDOKU_BOARD_SOLVING;
}

static void
test_stop (void)
{
  SudokuWindow *window = sudoku_test_new_window (SLOW_TEXTBOOK);
  SudokuBoard  *board = sudoku_window_get_board (window);

  /* The textbook search takes seconds on this puzzle; the window must stay
   * responsive and the search stoppable. */
  g_object_set (window, "strategy", "textbook", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (is_state (window));
  sudoku_test_spin_for (0.1);
  g_assert_true (is_state (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 2));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_CANCELLED);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Solving stopped");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 1)), ==, "");

  sudoku_test_close (GTK_WIDGET (window));
}

static const char *
solve_page (SudokuWindow *window)
{
  GtkStack *stack = GTK_STACK (
    gtk_widget_get_template_child (GTK_WIDGET (window->solve_button),
                                   SUDOKU_TYPE_SOLVE_BUTTON, "stack"));

  return gtk_stack_get_visible_child_name (stack);
}

/* The same in the controls of full screen. */
static const char *
fullscreen_solve_page (SudokuWindow *window)
{
  GObject   *box = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                  "fullscreen_box");
  GtkWidget *button = GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (box), SUDOKU_TYPE_FULLSCREEN_BOX, "solve_button"));
  GtkStack *stack =
    GTK_STACK (gtk_widget_get_template_child (button, SUDOKU_TYPE_SOLVE_BUTTON, "stack"));

  return gtk_stack_get_visible_child_name (stack);
}

static gboolean
shows_stop (gpointer data)
{
  return g_strcmp0 (solve_page (data), "busy") == 0;
}

static gboolean
demo_stopped (gpointer data)
{
  return !sudoku_demo_bar_get_running (((SudokuWindow *)data)->demo_bar);
}

static void
test_busy (void)
{
  SudokuWindow *window = sudoku_test_new_window (SLOW_TEXTBOOK);
  SudokuBoard  *board = sudoku_window_get_board (window);
  GtkSpinner   *spinner = GTK_SPINNER (
      gtk_widget_get_template_child (GTK_WIDGET (window->solve_button),
                                     SUDOKU_TYPE_SOLVE_BUTTON, "spinner"));

  /* A search that lasts turns Solve into Stop, with a spinner, after a
   * moment; pressing Solve again before that does not stop it ... */
  g_object_set (window, "strategy", "textbook", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_cmpstr (solve_page (window), ==, "idle");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (is_state (window));
  g_assert_true (sudoku_test_spin_until (shows_stop, window, 2));
  g_assert_true (gtk_spinner_get_spinning (spinner));
  g_assert_true (is_state (window));
  /* Full screen's controls show Stop too (they kept Solve). */
  g_assert_cmpstr (fullscreen_solve_page (window), ==, "busy");
  /* ... pressing it then does. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 2));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_CANCELLED);
  g_assert_cmpstr (solve_page (window), ==, "idle");
  g_assert_cmpstr (fullscreen_solve_page (window), ==, "idle");
  g_assert_false (gtk_spinner_get_spinning (spinner));

  /* A quick search never shows Stop. */
  {
    guint8 cells[SUDOKU_MAX_CELLS];

    g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
    sudoku_board_load (board, cells);
  }
  g_object_set (window, "strategy", "fast", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  while (is_state (window))
    {
      g_assert_cmpstr (solve_page (window), ==, "idle");
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
  sudoku_test_spin_for (0.3);
  g_assert_cmpstr (solve_page (window), ==, "idle");

  /* A demo shows Stop at once, in both places, without the spinner (the
   * grid shows its progress); stopping it brings Solve back. */
  sudoku_board_clear_solution (board);
  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_demo_bar_get_running (window->demo_bar));
  g_assert_cmpstr (solve_page (window), ==, "busy");
  g_assert_cmpstr (fullscreen_solve_page (window), ==, "busy");
  g_assert_false (gtk_spinner_get_spinning (spinner));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (demo_stopped, window, 5));
  g_assert_cmpstr (solve_page (window), ==, "idle");
  g_assert_cmpstr (fullscreen_solve_page (window), ==, "idle");

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *)data == NULL;
}

static int size_wanted[2];

static gboolean
has_size (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_width (widget) == size_wanted[0] &&
         gtk_widget_get_height (widget) == size_wanted[1];
}

static gboolean
is_bigger (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_width (widget) > size_wanted[0] &&
         gtk_widget_get_height (widget) > size_wanted[1];
}

static void
test_window_size (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  gpointer      weak = window;

#if defined(GDK_WINDOWING_X11) && defined(HAVE_X11)
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (!GDK_IS_X11_SURFACE (surface))
    {
      sudoku_test_close (GTK_WIDGET (window));
      g_test_skip ("resizes an X11 window");
      return;
    }
  /* The user makes the window bigger (as a window manager would, through
   * the X server) ... */
  size_wanted[0] = gtk_widget_get_width (GTK_WIDGET (window)) + 60;
  size_wanted[1] = gtk_widget_get_height (GTK_WIDGET (window)) + 50;
  XResizeWindow (gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface)),
                 gdk_x11_surface_get_xid (surface), (unsigned)gdk_surface_get_width (surface) + 80,
                 (unsigned)gdk_surface_get_height (surface) + 70);
  gdk_display_flush (gdk_surface_get_display (surface));
  g_assert_true (sudoku_test_spin_until (is_bigger, window, 5.0));
  size_wanted[0] = gtk_widget_get_width (GTK_WIDGET (window));
  size_wanted[1] = gtk_widget_get_height (GTK_WIDGET (window));

  /* ... closes it, and the next window opens with that size. */
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (sudoku_test_spin_until (is_null, &weak, 5.0));
  window = sudoku_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sudoku_test_spin_until (has_size, window, 5.0));
  sudoku_test_close (GTK_WIDGET (window));
#else
  sudoku_test_close (GTK_WIDGET (window));
  g_test_skip ("resizes an X11 window");
#endif
}

static void
test_close_mid_solve (void)
{
  SudokuWindow *window = sudoku_test_new_window (SLOW_TEXTBOOK);
  gpointer      weak = window;

  gint64        start;

  g_object_set (window, "strategy", "textbook", NULL);
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_spin_for (0.05);
  start = g_get_monotonic_time ();
  gtk_window_destroy (GTK_WINDOW (window));
  /* The search stops at once and the window goes away with it. */
  g_assert_true (sudoku_test_spin_until (is_null, &weak, 2));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

static void
test_undo (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  SudokuBoard  *board = sudoku_window_get_board (window);

  sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_1, 0);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 1), GDK_KEY_2, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 0);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 1)), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 1)), ==, "2");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  gtk_dialog_response (GTK_DIALOG (sudoku_window_get_dialog (window)), GTK_RESPONSE_REJECT);
  sudoku_test_spin_for (0.05);
  /* A new puzzle is a new game: Undo does not lead back to the old one. */
  board = sudoku_window_get_board (window);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 0);
  g_assert_false (sudoku_board_get_can_undo (board));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL) &&
                  sudoku_board_get_n_givens (sudoku_window_get_board (window)) != 0);

  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_accessible (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);

  gtk_test_accessible_assert_role (sudoku_test_cell (window, 0, 0),
                                   GTK_ACCESSIBLE_ROLE_GRID_CELL);
  gtk_test_accessible_assert_property (sudoku_test_cell (window, 0, 0),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 1, column 1, empty");
  gtk_test_accessible_assert_property (sudoku_test_cell (window, 6, 2),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 7, column 3, empty");
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (sudoku_test_cell (window, i / 9,
                                                                           i % 9))));
  sudoku_test_close (GTK_WIDGET (window));
}

/* Files */

static char *tmp_dir;

static GFile *
write_file (const char *name,
            const char *contents)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static char *
read_file (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

static char *
givens_string (SudokuWindow *window)
{
  guint8 cells[SUDOKU_MAX_CELLS];
  char   text[SUDOKU_N_CELLS + 1];

  sudoku_board_get_givens (sudoku_window_get_board (window), cells);
  sudoku_format_line (cells, text);
  return g_strdup (text);
}

static gboolean
has_dialog (gpointer data)
{
  return sudoku_window_get_dialog (data) != NULL;
}

static gboolean
has_no_dialog (gpointer data)
{
  return sudoku_window_get_dialog (data) == NULL;
}

static gboolean
is_unmodified (gpointer data)
{
  return !sudoku_window_get_modified (data);
}

static void
respond (SudokuWindow *window,
         int           response)
{
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  gtk_dialog_response (GTK_DIALOG (sudoku_window_get_dialog (window)), response);
  sudoku_test_spin_for (0.02);
}

typedef struct
{
  SudokuWindow *window;
  const char   *givens;
} Expect;

static gboolean
shows_givens (gpointer data)
{
  Expect          *expect = data;
  g_autofree char *now = givens_string (expect->window);

  return g_str_equal (now, expect->givens);
}

static void
open_and_wait (SudokuWindow *window,
               GFile        *file,
               const char   *expected)
{
  Expect expect = { window, expected };

  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (shows_givens, &expect, 5));
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
}

/* Opens @file to edit the puzzle itself, as Edit Puzzle does: opened, a
 * puzzle is there to be solved. */
static void
open_to_edit (SudokuWindow *window,
              GFile        *file,
              const char   *expected)
{
  open_and_wait (window, file, expected);
  g_assert_true (sudoku_board_get_solving (sudoku_window_get_board (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-puzzle", NULL);
  g_assert_false (sudoku_board_get_solving (sudoku_window_get_board (window)));
}

static void
test_open_and_title (void)
{
  g_autoptr(GFile) file = write_file ("classic.sdk", "#A Wayne Gould\n"
                                                      "53..7....\n6..195...\n.98....6.\n"
                                                      "8...6...3\n4..8.3..1\n7...2...6\n"
                                                      ".6....28.\n...419..5\n....8..79\n");
  SudokuWindow *window = sudoku_test_new_window (NULL);

  open_and_wait (window, file, EASY);
  g_assert_true (g_file_equal (sudoku_window_get_file (window), file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "classic.sdk — Sudoku Solver");
  g_assert_cmpstr (sudoku_test_status (window), ==, "Opened “classic.sdk”");

  /* Opened, the puzzle is there to be solved: a digit typed is the
   * player's, which the file does not keep. */
  g_assert_true (sudoku_board_get_solving (sudoku_window_get_board (window)));
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  g_assert_false (sudoku_window_get_modified (window));
  g_assert_cmpint (sudoku_board_get_origin (sudoku_window_get_board (window), 0, 2), ==,
                   SUDOKU_ORIGIN_PLAYER);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  /* Edit Puzzle: a digit typed is the puzzle's. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-puzzle", NULL);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  g_assert_true (sudoku_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "• classic.sdk — Sudoku Solver");
  /* Undoing the edit is the file again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_false (sudoku_window_get_modified (window));

  /* A whole puzzle put on the board changes the title once, not once per
   * given: each time it went to the X server, 5-8 ms a puzzle. */
  {
    guint  titles = 0;
    guint8 cells[SUDOKU_MAX_CELLS];

    g_signal_connect_swapped (window, "notify::title", G_CALLBACK (count_cb), &titles);
    g_assert_true (sudoku_parse_cells (EASY_SOLUTION, cells, NULL));
    sudoku_board_load (sudoku_window_get_board (window), cells);
    g_assert_cmpuint (titles, ==, 1);
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                     "• classic.sdk — Sudoku Solver");
  }

  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_open_failure (void)
{
  g_autoptr(GFile) bad = write_file ("bad.sdk", "53..7....\n6x.195...\n");
  g_autoptr(GFile) missing = g_file_new_build_filename (tmp_dir, "missing.sdk", NULL);
  SudokuWindow    *window = sudoku_test_new_window (EASY);
  g_autofree char *before = givens_string (window);
  GtkWidget       *dialog;
  g_autofree char *secondary = NULL;

  /* EASY was typed, not saved: first the question, then the error. */
  sudoku_window_open (window, bad);
  respond (window, GTK_RESPONSE_REJECT);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  dialog = sudoku_window_get_dialog (window);
  g_assert_true (GTK_IS_MESSAGE_DIALOG (dialog));
  g_object_get (dialog, "secondary-text", &secondary, NULL);
  g_assert_cmpstr (secondary, ==, "bad.sdk:2:2: expected a digit, '.' or '0', found 'x'");
  {
    g_autofree char *after = givens_string (window);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_null (sudoku_window_get_file (window));
  respond (window, GTK_RESPONSE_CLOSE);
  g_assert_true (sudoku_test_spin_until (has_no_dialog, window, 5));

  sudoku_window_open (window, missing);
  respond (window, GTK_RESPONSE_REJECT);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  g_clear_pointer (&secondary, g_free);
  g_object_get (sudoku_window_get_dialog (window), "secondary-text", &secondary, NULL);
  g_assert_nonnull (strstr (secondary, "missing.sdk"));
  respond (window, GTK_RESPONSE_CLOSE);
  {
    g_autofree char *after = givens_string (window);

    g_assert_cmpstr (after, ==, before);
  }
  g_assert_true (sudoku_window_get_modified (window));

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
file_holds_edit (gpointer data)
{
  g_autofree char *contents = read_file (data);

  return g_str_has_prefix (contents, "534.7....\n");
}

static void
test_unsaved_changes (void)
{
  g_autoptr(GFile) file = write_file ("edit.sdk", "53..7....\n6..195...\n.98....6.\n"
                                                   "8...6...3\n4..8.3..1\n7...2...6\n"
                                                   ".6....28.\n...419..5\n....8..79\n");
  SudokuWindow *window = sudoku_test_new_window (NULL);

  open_to_edit (window, file, EASY);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);

  /* Cancel keeps everything. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_CANCEL);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 31);
  g_assert_true (sudoku_window_get_modified (window));

  /* Save writes the file (atomically), then goes on with New. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_ACCEPT);
  g_assert_true (sudoku_test_spin_until (file_holds_edit, file, 5));
  {
    g_autofree char *contents = read_file (file);

    g_assert_cmpstr (contents, ==, "534.7....\n" /* the edit */
                                   "6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
                                   "...419..5\n....8..79\n");
  }
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 0);
  g_assert_null (sudoku_window_get_file (window));

  /* Discard drops the edit. */
  sudoku_test_press_key (sudoku_test_cell (window, 4, 4), GDK_KEY_8, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 0);

  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_close_asks (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  gpointer      weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_5, 0);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  respond (window, GTK_RESPONSE_CANCEL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  gtk_window_close (GTK_WINDOW (window));
  respond (window, GTK_RESPONSE_REJECT);
  g_assert_true (sudoku_test_spin_until (is_null, &weak, 5));
}

static void
test_save_failure (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "gone", NULL);
  g_autofree char *path = g_build_filename (dir, "p.sdk", NULL);
  g_autoptr(GFile) file = NULL;
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *primary = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, EASY "\n", -1, NULL));
  file = g_file_new_for_path (path);
  open_to_edit (window, file, EASY);

  /* The folder becomes a plain file: no save can succeed, even as root. */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", -1, NULL));

  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  g_object_get (sudoku_window_get_dialog (window), "text", &primary, NULL);
  g_assert_cmpstr (primary, ==, "Could not save “p.sdk”");
  respond (window, GTK_RESPONSE_CLOSE);
  g_assert_true (sudoku_window_get_modified (window));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 2), ==, 4);

  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
index_is (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_window_get_n_puzzles (window) == 3;
}

static gboolean
is_restored (gpointer data)
{
  return sudoku_window_get_restored (data);
}

/* The state is read on a worker thread: the window is there at once. */
static void
restore_and_wait (SudokuWindow *window)
{
  sudoku_window_restore_state (window);
  g_assert_true (sudoku_test_spin_until (is_restored, window, 10));
}

static void
test_collection (void)
{
  static const char *const lines[] = {
    EASY,
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
  };
  g_autofree char *text = g_strjoin ("\n", lines[0], lines[1], lines[2], "", NULL);
  g_autoptr(GFile) file = write_file ("three.sdm", text);
  SudokuWindow *window = sudoku_test_new_window (NULL);

  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (index_is, window, 5));
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 0);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Opened “three.sdm”: 3 puzzles");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 1);
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpstr (now, ==, lines[1]);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-puzzle", NULL);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 1), GDK_KEY_1, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL); /* stays */
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 2);
  g_assert_true (sudoku_window_get_modified (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-puzzle", NULL);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 1), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
  {
    g_autofree char *contents = read_file (file);
    g_auto(GStrv) saved = g_strsplit (contents, "\n", -1);

    g_assert_cmpuint (g_strv_length (saved), ==, 4);
    g_assert_cmpstr (saved[0], ==, lines[0]);
    g_assert_cmpint (strncmp (saved[1], "41....8.5", 9), ==, 0);
    g_assert_cmpstr (saved[1] + 9, ==, lines[1] + 9);
    g_assert_cmpstr (saved[2], ==, lines[2]);
  }

  /* The collection bar: "Puzzle [2] of 3"; a number typed goes there. */
  {
    GtkWidget *bar = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "collection_bar"));
    GtkSpinButton *spin = GTK_SPIN_BUTTON (
      gtk_widget_get_template_child (bar, SUDOKU_TYPE_COLLECTION_BAR, "puzzle_spin"));
    GtkLabel *count = GTK_LABEL (
      gtk_widget_get_template_child (bar, SUDOKU_TYPE_COLLECTION_BAR, "puzzle_count_label"));

    g_assert_true (gtk_widget_get_visible (bar));
    g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2);
    g_assert_cmpstr (gtk_label_get_text (count), ==, "of 3");
    gtk_spin_button_set_value (spin, 3);
    g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 2);
    gtk_spin_button_set_value (spin, 2);
    g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 1);
  }

  /* Solving by hand: the player's digits and notes stay with their puzzle
   * while another is shown. */
  sudoku_window_go_to_puzzle (window, 0);
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 0);
  g_assert_true (sudoku_board_get_solving (sudoku_window_get_board (window)));
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 3), GDK_KEY_6, GDK_CONTROL_MASK);
  /* The help and the time go with them. */
  ask_hint (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-hint", NULL);
  sudoku_grid_focus_cell (sudoku_test_grid (window), 0, 5);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal-cell", NULL);
  sudoku_board_add_seconds (sudoku_window_get_board (window), 30);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 2), !=, 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-puzzle", NULL);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (sudoku_window_get_board (window), 0, 2), ==,
                   SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpuint (sudoku_board_get_notes (sudoku_window_get_board (window), 0, 3), ==, 1u << 6);
  g_assert_false (sudoku_window_get_modified (window));

  /* And at the next start too, from the state file. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  sudoku_test_close (GTK_WIDGET (window));
  window = sudoku_window_new (NULL);
  restore_and_wait (window);
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 1);
  sudoku_window_go_to_puzzle (window, 0);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (sudoku_window_get_board (window), 0, 2), ==,
                   SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpuint (sudoku_board_get_notes (sudoku_window_get_board (window), 0, 3), ==, 1u << 6);
  {
    SudokuPlay play;

    sudoku_board_get_play (sudoku_window_get_board (window), &play);
    g_assert_cmpuint (play.hints, ==, 1);
    g_assert_cmpuint (play.seconds, >=, 30);
    g_assert_cmpuint (play.revealed[5], ==, 8);
    g_assert_cmpint (sudoku_board_get_origin (sudoku_window_get_board (window), 0, 5), ==,
                     SUDOKU_ORIGIN_SOLVED);
  }

  /* A solution shown, then another puzzle: the solver's digits taken off
   * the board on the way are not the new puzzle's. */
  sudoku_window_go_to_puzzle (window, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solve_settled, window, 10));
  g_assert_cmpint (sudoku_board_get_state (sudoku_window_get_board (window)), ==,
                   SUDOKU_BOARD_SOLVED);
  sudoku_window_go_to_puzzle (window, 1);
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpint (strncmp (now, "41....8.5", 9), ==, 0);
    g_assert_cmpstr (now + 9, ==, lines[1] + 9);
  }
  g_assert_false (sudoku_window_get_modified (window));
  sudoku_test_close (GTK_WIDGET (window));
}

typedef struct
{
  SudokuWindow *window;
  guint         n;
} Count;

static gboolean
n_puzzles_is (gpointer data)
{
  Count *count = data;

  return sudoku_window_get_n_puzzles (count->window) == count->n;
}

/* Undo never leaves the puzzle it was made on: in a collection, Page Down,
 * Undo twice and Save leave the file byte for byte (puzzle 1 once came back
 * under puzzle 2's number, and Save wrote it there), and so do two files
 * opened one after the other (a's givens came back under b's name). */
static void
test_undo_stays_with_puzzle (void)
{
  static const char *const lines[] = {
    EASY,
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
  };
  g_autofree char *text = g_strjoin ("\n", lines[0], lines[1], lines[2], "", NULL);
  g_autoptr(GFile) three = write_file ("undo-three.sdm", text);
  g_autoptr(GFile) a = write_file ("undo-a.sdk", EASY "\n");
  g_autoptr(GFile) b = write_file ("undo-b.sdk", "#Bthe second file\n"
                                                  "..9748...\n7........\n.2.1.9...\n"
                                                  "..7...24.\n.64.1.59.\n.98...3..\n...8.3.2.\n........6\n...2759..\n");
  g_autofree char *b_text = read_file (b);
  SudokuWindow    *window = sudoku_test_new_window (NULL);

  open_and_wait (window, three, lines[0]);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpstr (now, ==, lines[1]);
  }
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  sudoku_test_spin_for (0.3);
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
  {
    g_autofree char *contents = read_file (three);

    g_assert_cmpstr (contents, ==, text);
  }

  open_and_wait (window, a, EASY);
  open_and_wait (window, b, lines[2]);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpstr (now, ==, lines[2]);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  sudoku_test_spin_for (0.3);
  g_assert_true (sudoku_test_spin_until (is_unmodified, window, 5));
  {
    g_autofree char *contents = read_file (b);

    g_assert_cmpstr (contents, ==, b_text);
  }
  sudoku_test_close (GTK_WIDGET (window));
}

/* At puzzle 9 of 10, a file of 3 opened: its first puzzle starts clean
 * (the puzzle number's field, clamped to the new range, once took the old
 * board's digits to it). */
static void
test_open_shorter_collection (void)
{
  g_autoptr(GString) ten = g_string_new (NULL);
  g_autoptr(GFile) long_file = NULL;
  g_autoptr(GFile) short_file = NULL;
  SudokuWindow *window = sudoku_test_new_window (NULL);
  Count         count = { window, 10 };
  SudokuPlay    play;

  for (guint i = 0; i < 10; i++)
    g_string_append (ten, EASY "\n");
  long_file = write_file ("ten.sdm", ten->str);
  short_file = write_file ("three-more.sdm", EASY "\n" EASY "\n" EASY "\n");
  sudoku_window_open (window, long_file);
  g_assert_true (sudoku_test_spin_until (n_puzzles_is, &count, 5));
  sudoku_window_go_to_puzzle (window, 8);
  g_assert_true (sudoku_board_get_solving (sudoku_window_get_board (window)));
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  ask_hint (window);

  sudoku_window_open (window, short_file);
  count.n = 3;
  g_assert_true (sudoku_test_spin_until (n_puzzles_is, &count, 5));
  g_assert_cmpuint (sudoku_window_get_puzzle_index (window), ==, 0);
  sudoku_board_get_play (sudoku_window_get_board (window), &play);
  g_assert_cmpuint (play.player[2], ==, 0);
  g_assert_cmpuint (play.hints, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-puzzle", NULL);
  sudoku_board_get_play (sudoku_window_get_board (window), &play);
  g_assert_cmpuint (play.player[2], ==, 0);
  g_assert_cmpuint (play.hints, ==, 0);
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
board_has_givens (gpointer data)
{
  return sudoku_board_get_n_givens (sudoku_window_get_board (data)) > 0;
}

static void
test_paste (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *grid = NULL;

  g_assert_false (sudoku_window_paste_text (window, "53..7..x."));
  g_assert_cmpstr (sudoku_test_status (window), ==,
                   "Cannot paste: pasted text:1:8: expected a digit, '.' or '0', found 'x'");
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 0);

  grid = g_strdup ("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n"
                   ".6....28.\n...419..5\n....8..79\n");
  g_assert_true (sudoku_window_paste_text (window, grid));
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpstr (now, ==, EASY);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);

  /* Through the real clipboard: copy, clear, paste. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  sudoku_board_clear (sudoku_window_get_board (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  g_assert_true (sudoku_test_spin_until (board_has_givens, window, 5));
  {
    g_autofree char *now = givens_string (window);

    g_assert_cmpstr (now, ==, EASY);
  }

  /* Megabytes of text are refused at once, with a message. */
  {
    g_autofree char *huge = g_strnfill (20 * 1024 * 1024, '.');

    g_assert_false (sudoku_window_paste_text (window, huge));
    g_assert_nonnull (strstr (sudoku_test_status (window), "is not a puzzle"));
  }

  /* GDK's X11 clipboard goes on talking to the server (the new owner's
   * targets) for a while: let it finish while the window is there, not in
   * the next test (the sanitizer run once reported a few list nodes of it
   * lost there). */
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL);
  sudoku_test_spin_for (0.5);
  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_state_restore (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);

  sudoku_test_press_key (sudoku_test_cell (window, 2, 3), GDK_KEY_6, 0);
  sudoku_test_press_key (sudoku_test_cell (window, 8, 8), GDK_KEY_1, 0);
  /* The state is written half a second after the last change, and at once
   * when the window goes away. */
  sudoku_test_close (GTK_WIDGET (window));

  window = sudoku_window_new (NULL);
  restore_and_wait (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 2, 3), ==, 6);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 8, 8), ==, 1);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 2);
  g_assert_true (sudoku_window_get_modified (window));
  /* The status says what the grid is, not "Type a puzzle" (#25 item 8). */
  g_assert_cmpstr (sudoku_test_status (window), ==, "Back to your puzzle, as you left it");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
state_file_has (gpointer data)
{
  g_autofree char *path =
    g_build_filename (g_get_user_state_dir (), "sudoku-solver", "current.ini", NULL);
  g_autofree char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) && strstr (text, data) != NULL;
}

/* The player's digits and notes come back at the next start, solving. */
static void
test_state_restore_play (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  SudokuBoard  *board = sudoku_window_get_board (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-solving", NULL);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 3), GDK_KEY_2, GDK_CONTROL_MASK);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 3), GDK_KEY_6, GDK_CONTROL_MASK);
  sudoku_test_close (GTK_WIDGET (window));

  window = sudoku_window_new (NULL);
  restore_and_wait (window);
  gtk_window_present (GTK_WINDOW (window));
  board = sudoku_window_get_board (window);
  g_assert_true (sudoku_board_get_solving (board));
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 30);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 3), ==, (1u << 2) | (1u << 6));
  g_assert_cmpuint (sudoku_cell_get_candidates (sudoku_test_cell (window, 0, 3)), ==,
                    (1u << 2) | (1u << 6));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_state_in_background (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  SudokuWindow *other;
  char          givens[SUDOKU_N_CELLS + 8] = "givens=";

  /* Half a second after the last change, a worker thread writes it down
   * while the window goes on. */
  memset (givens + 7, '.', SUDOKU_N_CELLS);
  givens[7 + 40] = '7';
  sudoku_test_press_key (sudoku_test_cell (window, 4, 4), GDK_KEY_7, 0);
  g_assert_false (state_file_has (givens));
  g_assert_true (sudoku_test_spin_until (state_file_has, givens, 10.0));

  other = sudoku_window_new (NULL);
  restore_and_wait (other);
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (other), 4, 4), ==, 7);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (other)), ==, 1);
  gtk_window_destroy (GTK_WINDOW (other));

  /* A newer change, written at once as the window closes, is what stays. */
  givens[7] = '3';
  sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_3, 0);
  sudoku_test_close (GTK_WIDGET (window));
  g_assert_true (state_file_has (givens));
  sudoku_test_spin_for (0.7);
  g_assert_true (state_file_has (givens));

  window = sudoku_window_new (NULL);
  restore_and_wait (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_close (GTK_WIDGET (window));
}

/* Discard means it: the discarded edit does not come back at the next
 * start as unsaved. */
static void
test_discard_on_close (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);

  sudoku_test_press_key (sudoku_test_cell (window, 1, 1), GDK_KEY_5, 0);
  g_assert_true (sudoku_window_get_modified (window));
  gtk_window_close (GTK_WINDOW (window));
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_spin_for (0.05);

  window = sudoku_window_new (NULL);
  restore_and_wait (window);
  g_assert_cmpuint (sudoku_board_get_n_givens (sudoku_window_get_board (window)), ==, 0);
  g_assert_false (sudoku_window_get_modified (window));
  sudoku_test_close (GTK_WIDGET (window));
}

/* When the state folder cannot be written, the person is told, once. */
static void
test_state_not_kept (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "sudoku-solver", NULL);
  g_autofree char *moved = g_strconcat (dir, ".moved", NULL);
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *primary = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (g_rename (dir, moved), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", -1, NULL));

  sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_4, 0);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  g_object_get (sudoku_window_get_dialog (window), "text", &primary, NULL);
  g_assert_cmpstr (primary, ==, "Your work is not being kept");
  respond (window, GTK_RESPONSE_CLOSE);
  sudoku_test_press_key (sudoku_test_cell (window, 0, 1), GDK_KEY_5, 0);
  sudoku_test_spin_for (1.0);
  g_assert_null (sudoku_window_get_dialog (window));

  g_assert_cmpint (g_remove (dir), ==, 0);
  g_assert_cmpint (g_rename (moved, dir), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_close (GTK_WIDGET (window));
}

/* The first widget of @type under @widget, after @skip others of it. */
static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type,
             guint     *skip)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (*skip)-- == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, skip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Answers New Puzzle's dialog: a level, no symmetry, @count puzzles. */
static void
ask_new_puzzles (SudokuWindow *window,
                 guint         level,
                 guint         count)
{
  GtkWidget   *dialog;
  GtkDropDown *levels;
  guint        skip = 0;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  dialog = sudoku_window_get_dialog (window);
  /* The grid first: a plain 9×9 unless asked. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_widget (dialog, GTK_TYPE_DROP_DOWN, &skip))),
                    ==, 0);
  skip = 1;
  levels = GTK_DROP_DOWN (find_widget (dialog, GTK_TYPE_DROP_DOWN, &skip));
  /* Easy to Extreme: every level but Beyond logic. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (levels)), ==,
                    SUDOKU_LEVEL_BEYOND_LOGIC);
  gtk_drop_down_set_selected (levels, level);
  skip = 2;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_widget (dialog, GTK_TYPE_DROP_DOWN, &skip)), 0);
  skip = 0;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (dialog, GTK_TYPE_SPIN_BUTTON, &skip)),
                             count);
  respond (window, GTK_RESPONSE_ACCEPT);
}

static gboolean
has_givens (gpointer data)
{
  return sudoku_board_get_n_givens (sudoku_window_get_board (data)) > 0;
}

static gboolean
has_three_puzzles (gpointer data)
{
  return sudoku_window_get_n_puzzles (data) == 3;
}

static gboolean
has_extreme_status (gpointer data)
{
  return strstr (sudoku_test_status (data), "Extreme") != NULL;
}

/* New Puzzle: one puzzle of the level asked for, then a collection. */
static void
test_new_puzzle (void)
{
  SudokuWindow      *window = sudoku_test_new_window (NULL);
  guint8             givens[SUDOKU_MAX_CELLS], solution[SUDOKU_N_CELLS];
  SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
  guint              n = 0;

  ask_new_puzzles (window, 0 /* Easy */, 1);
  g_assert_true (sudoku_test_spin_until (has_givens, window, 20));
  sudoku_board_get_givens (sudoku_window_get_board (window), givens);
  g_assert_true (sudoku_solve (givens, solution, &options, &n, NULL, NULL));
  g_assert_cmpuint (n, ==, 1);
  g_assert_false (sudoku_window_get_modified (window));
  g_assert_nonnull (strstr (sudoku_test_status (window), "Easy"));

  /* The levels above Expert are offered too, and made (SE 8.5 and up). */
  ask_new_puzzles (window, SUDOKU_LEVEL_EXTREME, 1);
  g_assert_true (sudoku_test_spin_until (has_extreme_status, window, 60));
  sudoku_board_get_givens (sudoku_window_get_board (window), givens);
  g_assert_true (sudoku_solve (givens, solution, &options, &n, NULL, NULL));
  g_assert_cmpuint (n, ==, 1);

  /* A collection is unsaved until saved: closing would ask. */
  ask_new_puzzles (window, 1 /* Medium */, 3);
  g_assert_true (sudoku_test_spin_until (has_three_puzzles, window, 20));
  g_assert_true (sudoku_window_get_modified (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  respond (window, GTK_RESPONSE_REJECT);
  sudoku_test_close (GTK_WIDGET (window));
}

/* Print… through GTK's print-to-file backend: the worksheet's pages. */
static void
test_print (void)
{
  SudokuWindow    *window = sudoku_test_new_window (EASY);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-window-print.pdf", NULL);
  g_autofree char *contents = NULL;
  gsize            length = 0;

  g_assert_true (sudoku_printer_print_to_file (window->printer, window->document, sudoku_demo_bar_get_summary (window->demo_bar), path));
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  /* The puzzle, then its solution: two pages. */
  /* A binary file: memmem, not a string search that stops at a nul. */
  g_assert_nonnull (memmem (contents, length, "/Count 2", 8));
  g_assert_cmpint (g_unlink (path), ==, 0);
  sudoku_test_close (GTK_WIDGET (window));
}

/* Classroom mode */

#define DEMO_PUZZLE "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."

static SudokuDemoBar *
demo_bar_of (SudokuWindow *window)
{
  return SUDOKU_DEMO_BAR (sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_DEMO_BAR));
}

static gboolean
demo_over (gpointer data)
{
  return !sudoku_demo_bar_get_running (demo_bar_of (data));
}

static void
start_demo (SudokuWindow  *window,
            SudokuStrategy strategy,
            double         speed)
{
  g_object_set (window, "show-steps", TRUE, NULL);
  sudoku_demo_bar_set_strategy (demo_bar_of (window), strategy);
  sudoku_demo_bar_set_speed (demo_bar_of (window), speed);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_demo_bar_get_running (demo_bar_of (window)));
}

/* The menu's demo puzzle: on the board as a new puzzle, the status says what
 * to do with it. */
static void
test_load_demo (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  guint8        want[SUDOKU_N_CELLS], givens[SUDOKU_MAX_CELLS];

  gtk_widget_activate_action (GTK_WIDGET (window), "win.load-demo", NULL);
  g_assert_true (sudoku_test_spin_until (board_has_givens, window, 5));
  g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, want, NULL));
  sudoku_board_get_givens (sudoku_window_get_board (window), givens);
  g_assert_cmpmem (givens, SUDOKU_N_CELLS, want, sizeof want);
  g_assert_cmpstr (sudoku_test_status (window), ==,
                   "A demo puzzle: try each strategy with Show Steps");
  g_assert_false (sudoku_window_get_modified (window));
  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_demo_runs (void)
{
  SudokuWindow    *window = sudoku_test_new_window (DEMO_PUZZLE);
  guint64          placements, backtracks;
  g_autofree char *summary_line = NULL;

  start_demo (window, SUDOKU_STRATEGY_TEXTBOOK, 10000);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 30));
  g_assert_cmpint (sudoku_board_get_state (sudoku_window_get_board (window)), ==, SUDOKU_BOARD_SOLVED);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Solved step by step");

  /* The counters shown match the trace: the solver's own counts. */
  sudoku_demo_bar_get_counts (demo_bar_of (window), &placements, &backtracks);
  {
    SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
    SudokuSolveStats   stats;
    guint8             cells[SUDOKU_MAX_CELLS], solution[SUDOKU_N_CELLS];
    guint              n;

    g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, cells, NULL));
    g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, NULL));
    g_assert_cmpuint (placements, ==, stats.placements);
    g_assert_cmpuint (backtracks, ==, stats.backtracks);
    g_assert_cmpuint (backtracks, >, 100);
    summary_line = g_strdup_printf ("Textbook: %" G_GUINT64_FORMAT " placements, %" G_GUINT64_FORMAT
                                    " backtracks",
                                    stats.placements, stats.backtracks);
  }
  g_assert_cmpstr (sudoku_demo_bar_get_summary (demo_bar_of (window)), ==, summary_line);

  /* The solution is shown in red like any other. */
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    if (DEMO_PUZZLE[i] == '.')
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, i / 9,
                                                                             i % 9)),
                                               "solved"));

  /* The fast strategy: a line more in the summary, far fewer placements. */
  start_demo (window, SUDOKU_STRATEGY_FAST, 10000);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 30));
  g_assert_nonnull (strstr (sudoku_demo_bar_get_summary (demo_bar_of (window)), "\nFast: "));

  /* A worksheet printed now carries the summary under its title. */
  {
    g_autofree char *pdf = g_build_filename (g_get_tmp_dir (), "test-window-demo.pdf", NULL);
    g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

    g_assert_true (sudoku_printer_print_to_file (window->printer, window->document, sudoku_demo_bar_get_summary (window->demo_bar), pdf));
    if (pdftotext != NULL)
      {
        const char      *argv[] = { pdftotext, "-f", "1", "-l", "1", pdf, "-", NULL };
        g_autofree char *text = NULL;

        g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                     NULL, &text, NULL, NULL, NULL));
        g_assert_nonnull (strstr (text, summary_line));
      }
    g_assert_cmpint (g_unlink (pdf), ==, 0);
  }

  sudoku_test_close (GTK_WIDGET (window));
}

typedef struct
{
  SudokuWindow *window;
  guint64       steps; /* placements and backtracks to wait for */
} DemoSteps;

static gboolean
demo_has_steps (gpointer data)
{
  DemoSteps *wait = data;
  guint64    placements, backtracks;

  sudoku_demo_bar_get_counts (demo_bar_of (wait->window), &placements, &backtracks);
  return placements + backtracks >= wait->steps;
}

static void
test_demo_pause_step_stop (void)
{
  SudokuWindow *window = sudoku_test_new_window (DEMO_PUZZLE);
  guint64       placements, backtracks, before;
  DemoSteps     wait = { window, 6 };

  /* The first steps wait for the worker, which a loaded machine (or a
   * sanitizer) may start late: wait for them rather than for a time. */
  start_demo (window, SUDOKU_STRATEGY_TEXTBOOK, 100);
  g_assert_true (sudoku_test_spin_until (demo_has_steps, &wait, 10));

  /* Pause: nothing moves. */
  gtk_widget_activate_action (GTK_WIDGET (demo_bar_of (window)), "demo.play", NULL);
  sudoku_test_spin_for (0.1);
  sudoku_demo_bar_get_counts (demo_bar_of (window), &before, &backtracks);
  sudoku_test_spin_for (0.3);
  sudoku_demo_bar_get_counts (demo_bar_of (window), &placements, NULL);
  g_assert_cmpuint (placements, ==, before);

  /* Step: exactly one more step. */
  gtk_widget_activate_action (GTK_WIDGET (demo_bar_of (window)), "demo.step", NULL);
  wait.steps = before + backtracks + 1;
  g_assert_true (sudoku_test_spin_until (demo_has_steps, &wait, 10));
  sudoku_test_spin_for (0.2);
  {
    guint64 p, b;

    sudoku_demo_bar_get_counts (demo_bar_of (window), &p, &b);
    g_assert_cmpuint (p + b, ==, before + backtracks + 1);
  }
  g_assert_true (strstr (sudoku_demo_bar_get_caption (demo_bar_of (window)), " in row ") != NULL ||
                 strstr (sudoku_demo_bar_get_caption (demo_bar_of (window)), " back from ") != NULL);

  /* Candidates: the small digits of empty cells follow the search. */
  gtk_check_button_set_active (
    GTK_CHECK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (demo_bar_of (window)),
                                                     SUDOKU_TYPE_DEMO_BAR, "candidates_check")),
    TRUE);
  g_assert_cmphex (sudoku_cell_get_candidates (sudoku_test_cell (window, 8, 8)), !=, 0);

  /* Stop: the board is back, as it was. */
  gtk_widget_activate_action (GTK_WIDGET (demo_bar_of (window)), "demo.stop", NULL);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 2));
  g_assert_cmpstr (sudoku_test_status (window), ==, "Demo stopped");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_test_cell (window, 0, 0)), ==, "");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_test_cell (window, 0, 0)),
                                            "tentative"));
  g_assert_cmphex (sudoku_cell_get_candidates (sudoku_test_cell (window, 8, 8)), ==, 0);

  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_demo_interrupted (void)
{
  SudokuWindow *window = sudoku_test_new_window (SLOW_TEXTBOOK);
  gpointer      weak = window;
  gint64        start;

  /* Editing stops the demo. */
  start_demo (window, SUDOKU_STRATEGY_TEXTBOOK, 5000);
  sudoku_test_spin_for (0.2);
  sudoku_test_press_key (sudoku_test_cell (window, 8, 8), GDK_KEY_9, 0);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 2));
  g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), 8, 8), ==, 9);

  /* So does another strategy. */
  sudoku_test_press_key (sudoku_test_cell (window, 8, 8), GDK_KEY_BackSpace, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_spin_for (0.1);
  sudoku_demo_bar_set_strategy (demo_bar_of (window), SUDOKU_STRATEGY_FEWEST);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 2));

  /* Finish now: the half-minute search runs at full speed... and is closed. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_spin_for (0.1);
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  start = g_get_monotonic_time ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_true (sudoku_test_spin_until (is_null, &weak, 2));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

static int
min_width (GtkWidget *widget)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Hidden, the demo bar takes no room (it once kept the window 711 px wide
 * and a blank band above the grid); shown, it wraps rather than widen the
 * window, whichever strategy is chosen. */
static void
test_demo_bar_room (void)
{
  SudokuWindow    *window = sudoku_test_new_window (DEMO_PUZZLE);
  GtkWidget       *bar = GTK_WIDGET (demo_bar_of (window));
  GtkWidget       *grid = gtk_widget_get_ancestor (GTK_WIDGET (sudoku_test_cell (window, 0, 0)),
                                                   SUDOKU_TYPE_GRID);
  int              hidden, shown, width_hidden, height_hidden;
  graphene_point_t top_hidden, top_shown;

  hidden = min_width (GTK_WIDGET (window));
  width_hidden = gtk_widget_get_width (grid);
  height_hidden = gtk_widget_get_height (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_mapped (bar));
  g_assert_true (gtk_widget_compute_point (grid, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0),
                                           &top_hidden));

  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (bar));
  shown = min_width (GTK_WIDGET (window));
  g_test_message ("the window's minimum width: %d px, %d px with the demo bar", hidden, shown);
  g_assert_cmpint (hidden, <, 711);
  /* What sets it is the keypad's row (whose keys follow the window's size),
   * never the bar. */
  g_assert_cmpint (min_width (gtk_widget_get_parent (bar)), <, MIN (hidden, shown));
  sudoku_demo_bar_set_strategy (demo_bar_of (window), SUDOKU_STRATEGY_FEWEST);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpint (min_width (gtk_widget_get_parent (bar)), <, min_width (GTK_WIDGET (window)));

  /* The grid makes room below the bar, and takes it back when it goes. */
  g_assert_true (gtk_widget_compute_point (grid, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0),
                                           &top_shown));
  g_assert_cmpfloat (top_shown.y, >, top_hidden.y);
  g_object_set (window, "show-steps", FALSE, NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_point (grid, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0),
                                           &top_shown));
  /* The window may have grown meanwhile, to hold the bar: the square grid,
   * as wide as before, sits centred in the new height.  (Left where it was
   * under the bar, it would stand that bar's height lower.) */
  g_assert_cmpint (gtk_widget_get_width (grid), >=, width_hidden);
  g_assert_cmpfloat (top_shown.y, <,
                     top_hidden.y + (gtk_widget_get_height (GTK_WIDGET (window)) - height_hidden) / 2 + 20);
  sudoku_test_close (GTK_WIDGET (window));
}

static void
test_right_to_left (void)
{
  SudokuWindow    *window;
  graphene_point_t a, b;

  gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  window = sudoku_test_new_window (NULL);
  /* The window mirrors, the grid does not: r1c1 stays left of r1c2, and
   * Right still moves to the next column. */
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (sudoku_test_cell (window, 0, 0)),
                                           GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &a));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (sudoku_test_cell (window, 0, 1)),
                                           GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &b));
  g_assert_cmpfloat (a.x, <, b.x);
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_test_cell (window, 0, 0)));
  sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_Right, 0);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 GTK_WIDGET (sudoku_test_cell (window, 0, 1)));
  sudoku_test_close (GTK_WIDGET (window));
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* The zoom's buttons in the header bar's main menu. */
static SudokuZoomBox *
find_zoom_box (GtkWidget *widget)
{
  if (SUDOKU_IS_ZOOM_BOX (widget))
    return SUDOKU_ZOOM_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      SudokuZoomBox *found = find_zoom_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static SudokuZoomBox *
menu_zoom_box (SudokuWindow *window)
{
  SudokuZoomBox *box = find_zoom_box (GTK_WIDGET (gtk_menu_button_get_popover (window->menu_button)));

  g_assert_nonnull (box);
  return box;
}

static void
test_zoom_fullscreen (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);

  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "zoom-1"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "zoom-3"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "zoom-1"));
  /* The menu's zoom says it. */
  g_assert_cmpstr (sudoku_zoom_box_get_shown (menu_zoom_box (window)), ==, "150 %");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-reset", NULL);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "zoom-1"));
  g_assert_cmpstr (sudoku_zoom_box_get_shown (menu_zoom_box (window)), ==, "100 %");
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* A state directory of our own: the window keeps its puzzle there. */
  tmp_dir = sudoku_test_private_state_dir ("test-window");

  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/window/typing", test_typing);
  g_test_add_func ("/sudoku/window/busy", test_busy);
  g_test_add_func ("/sudoku/window/window-size", test_window_size);
  g_test_add_func ("/sudoku/window/navigation", test_navigation);
  g_test_add_func ("/sudoku/window/conflict-cue", test_conflict_cue);
  g_test_add_func ("/sudoku/window/solve-red", test_solve_red);
  g_test_add_func ("/sudoku/window/animation", test_animation);
  g_test_add_func ("/sudoku/window/outcomes", test_outcomes);
  g_test_add_func ("/sudoku/window/stop", test_stop);
  g_test_add_func ("/sudoku/window/close-mid-solve", test_close_mid_solve);
  g_test_add_func ("/sudoku/window/undo", test_undo);
  g_test_add_func ("/sudoku/window/accessible", test_accessible);
  g_test_add_func ("/sudoku/window/open-and-title", test_open_and_title);
  g_test_add_func ("/sudoku/window/open-failure", test_open_failure);
  g_test_add_func ("/sudoku/window/unsaved-changes", test_unsaved_changes);
  g_test_add_func ("/sudoku/window/close-asks", test_close_asks);
  g_test_add_func ("/sudoku/window/save-failure", test_save_failure);
  g_test_add_func ("/sudoku/window/collection", test_collection);
  g_test_add_func ("/sudoku/window/open-shorter-collection", test_open_shorter_collection);
  g_test_add_func ("/sudoku/window/undo-stays-with-puzzle", test_undo_stays_with_puzzle);
  g_test_add_func ("/sudoku/window/paste", test_paste);
  g_test_add_func ("/sudoku/window/state-restore", test_state_restore);
  g_test_add_func ("/sudoku/window/state-restore-play", test_state_restore_play);
  g_test_add_func ("/sudoku/window/state-in-background", test_state_in_background);
  g_test_add_func ("/sudoku/window/discard-on-close", test_discard_on_close);
  g_test_add_func ("/sudoku/window/state-not-kept", test_state_not_kept);
  g_test_add_func ("/sudoku/window/load-demo", test_load_demo);
  g_test_add_func ("/sudoku/window/new-puzzle", test_new_puzzle);
  g_test_add_func ("/sudoku/window/print", test_print);
  g_test_add_func ("/sudoku/window/demo-runs", test_demo_runs);
  g_test_add_func ("/sudoku/window/demo-pause-step-stop", test_demo_pause_step_stop);
  g_test_add_func ("/sudoku/window/demo-interrupted", test_demo_interrupted);
  g_test_add_func ("/sudoku/window/demo-bar-room", test_demo_bar_room);
  g_test_add_func ("/sudoku/window/zoom", test_zoom_fullscreen);
  g_test_add_func ("/sudoku/window/right-to-left", test_right_to_left);

  return g_test_run ();
}
