/* test-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window"

#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <gtk/gtk.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-window.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
#define DEAD_CELL "12345678.........9..............................................................."
/* Norvig's impossible puzzle: the textbook search needs half a minute to
 * prove it has no solution. */
#define SLOW_TEXTBOOK ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @done says so, for at most @seconds. */
static gboolean
spin_until (gboolean (*done) (gpointer),
            gpointer data,
            double   seconds)
{
  gint64   end = g_get_monotonic_time () + (gint64)(seconds * G_USEC_PER_SEC);
  guint    wake = g_timeout_add (10, wake_cb, NULL);
  gboolean ok;

  while (!(ok = done (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

static void
spin_for (double seconds)
{
  spin_until (never, NULL, seconds);
}

static SudokuWindow *
new_window (const char *puzzle)
{
  SudokuWindow *window = sudoku_window_new (NULL);

  if (puzzle != NULL)
    {
      guint8 cells[SUDOKU_N_CELLS];

      g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
      sudoku_board_load (sudoku_window_get_board (window), cells);
    }
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static void
close_window (SudokuWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin_for (0.05);
}

/* Delivers a key press to a cell the way its key controller receives it. */
static gboolean
press_key (SudokuCell     *cell,
           guint           keyval,
           GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (cell));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
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
  SudokuWindow      *window = new_window (NULL);
  SudokuBoard       *board = sudoku_window_get_board (window);
  SudokuCell        *cell = sudoku_window_get_cell (window, 3, 4);
  static const guint clears[] = { GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_0, GDK_KEY_period,
                                  GDK_KEY_space };

  for (guint d = 1; d <= 9; d++)
    {
      char text[2] = { (char)('0' + d), '\0' };

      g_assert_true (press_key (cell, GDK_KEY_0 + d, 0));
      g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, d);
      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, text);
    }
  g_assert_true (press_key (cell, GDK_KEY_KP_4, 0));
  g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "4");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "given"));

  /* Letters and other characters never reach a cell. */
  g_assert_true (press_key (cell, GDK_KEY_a, 0));
  g_assert_true (press_key (cell, GDK_KEY_X, GDK_SHIFT_MASK));
  g_assert_true (press_key (cell, GDK_KEY_minus, 0));
  g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "4");
  g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, 4);
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "Only the digits 1 to 9 can go in a cell");

  for (guint i = 0; i < G_N_ELEMENTS (clears); i++)
    {
      press_key (cell, GDK_KEY_7, 0);
      g_assert_true (press_key (cell, clears[i], 0));
      g_assert_cmpstr (sudoku_cell_get_text (cell), ==, "");
      g_assert_cmpuint (sudoku_board_get_value (board, 3, 4), ==, 0);
    }

  /* Shortcuts go through to the window. */
  g_assert_false (press_key (cell, GDK_KEY_z, GDK_CONTROL_MASK));

  close_window (window);
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
  SudokuWindow *window = new_window (NULL);

  assert_focus (window, 0, 0);
  press_key (focused_cell (window), GDK_KEY_Right, 0);
  assert_focus (window, 0, 1);
  press_key (focused_cell (window), GDK_KEY_Down, 0);
  assert_focus (window, 1, 1);
  press_key (focused_cell (window), GDK_KEY_End, 0);
  assert_focus (window, 1, 8);
  press_key (focused_cell (window), GDK_KEY_Right, 0); /* stays at the edge */
  assert_focus (window, 1, 8);
  g_assert_true (press_key (focused_cell (window), GDK_KEY_Tab, 0)); /* on to the next row */
  assert_focus (window, 2, 0);
  press_key (focused_cell (window), GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK);
  assert_focus (window, 1, 8);
  press_key (focused_cell (window), GDK_KEY_Home, 0);
  assert_focus (window, 1, 0);
  press_key (focused_cell (window), GDK_KEY_Up, 0);
  press_key (focused_cell (window), GDK_KEY_Up, 0);
  assert_focus (window, 0, 0);
  press_key (focused_cell (window), GDK_KEY_Left, 0);
  assert_focus (window, 0, 0);

  /* Tab out of the last cell leaves the grid to GTK. */
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_window_get_cell (window, 8, 8)));
  g_assert_false (press_key (focused_cell (window), GDK_KEY_Tab, 0));

  close_window (window);
}

static void
test_conflict_cue (void)
{
  SudokuWindow *window = new_window (NULL);
  SudokuBoard  *board = sudoku_window_get_board (window);
  SudokuCell   *a = sudoku_window_get_cell (window, 0, 0);
  SudokuCell   *b = sudoku_window_get_cell (window, 0, 6);
  GdkRGBA       color;

  press_key (a, GDK_KEY_5, 0);
  press_key (b, GDK_KEY_5, 0);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (a), "conflict"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (b), "conflict"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (b)), ==, "5 is already in row 1");
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "5 is already in row 1");
  gtk_test_accessible_assert_property (b, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "5 is already in row 1");
  /* The cue is not red: red belongs to the solver's digits. */
  color = cell_color (b);
  g_assert_false (is_red (&color));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "Cannot solve: 5 is already in row 1");
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);

  press_key (b, GDK_KEY_BackSpace, 0);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (a), "conflict"));
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (a)));

  close_window (window);
}

static gboolean
solve_settled (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_board_get_state (sudoku_window_get_board (window)) != SUDOKU_BOARD_SOLVING &&
         !sudoku_window_is_animating (window);
}

static void
test_solve_red (void)
{
  SudokuWindow *window = new_window (EASY);
  SudokuBoard  *board = sudoku_window_get_board (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (spin_until (solve_settled, window, 10));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_SOLVED);
  g_assert_true (g_str_has_prefix (sudoku_window_get_status (window), "Solved in "));

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      SudokuCell *cell = sudoku_window_get_cell (window, i / 9, i % 9);
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

  /* Typing over a solved cell: back to editing, the solution gone. */
  press_key (sudoku_window_get_cell (window, 0, 2), GDK_KEY_4, 0);
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_EDITING);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_window_get_cell (window, 0, 3)), ==, "");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_window_get_cell (window, 0, 2)),
                                            "solved"));

  close_window (window);
}

static void
test_animation (void)
{
  SudokuWindow *window = new_window (EASY);
  guint         hidden = 0;

  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE,
                NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (spin_until ((gboolean (*) (gpointer))sudoku_window_is_animating, window, 10));

  /* At first most solved digits are still to come, givens all shown. */
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      double reveal = sudoku_cell_get_reveal (sudoku_window_get_cell (window, i / 9, i % 9));

      if (EASY[i] != '.')
        g_assert_cmpfloat (reveal, ==, 1.0);
      else if (reveal < 1.0)
        hidden++;
    }
  g_assert_cmpuint (hidden, >, 40);

  g_assert_true (spin_until (solve_settled, window, 5));
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_assert_cmpfloat (sudoku_cell_get_reveal (sudoku_window_get_cell (window, i / 9, i % 9)), ==,
                       1.0);

  /* Without animations, the digits are there at once. */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", FALSE,
                NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-solution", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (spin_until (solve_settled, window, 10));
  g_assert_false (sudoku_window_is_animating (window));
  g_assert_cmpfloat (sudoku_cell_get_reveal (sudoku_window_get_cell (window, 0, 2)), ==, 1.0);
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-enable-animations", TRUE,
                NULL);

  close_window (window);
}

static void
test_outcomes (void)
{
  SudokuWindow *window = new_window (DEAD_CELL);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (spin_until (solve_settled, window, 10));
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "This puzzle has no solution");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (spin_until (solve_settled, window, 10));
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "More than one solution — showing one");

  close_window (window);
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
  SudokuWindow *window = new_window (SLOW_TEXTBOOK);
  SudokuBoard  *board = sudoku_window_get_board (window);

  /* The textbook search takes seconds on this puzzle; the window must stay
   * responsive and the search stoppable. */
  sudoku_window_set_strategy (window, SUDOKU_STRATEGY_TEXTBOOK);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (is_state (window));
  spin_for (0.1);
  g_assert_true (is_state (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop", NULL);
  g_assert_true (spin_until (solve_settled, window, 2));
  g_assert_cmpint (sudoku_board_get_state (board), ==, SUDOKU_BOARD_CANCELLED);
  g_assert_cmpstr (sudoku_window_get_status (window), ==, "Solving stopped");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_window_get_cell (window, 0, 1)), ==, "");

  close_window (window);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *)data == NULL;
}

static void
test_close_mid_solve (void)
{
  SudokuWindow *window = new_window (SLOW_TEXTBOOK);
  gpointer      weak = window;

  gint64        start;

  sudoku_window_set_strategy (window, SUDOKU_STRATEGY_TEXTBOOK);
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  spin_for (0.05);
  start = g_get_monotonic_time ();
  gtk_window_destroy (GTK_WINDOW (window));
  /* The search stops at once and the window goes away with it. */
  g_assert_true (spin_until (is_null, &weak, 2));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

static void
test_undo (void)
{
  SudokuWindow *window = new_window (NULL);
  SudokuBoard  *board = sudoku_window_get_board (window);

  press_key (sudoku_window_get_cell (window, 0, 0), GDK_KEY_1, 0);
  press_key (sudoku_window_get_cell (window, 0, 1), GDK_KEY_2, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 1), ==, 0);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_window_get_cell (window, 0, 1)), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_window_get_cell (window, 0, 1)), ==, "2");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  g_assert_cmpuint (sudoku_board_get_n_givens (board), ==, 0);

  close_window (window);
}

static void
test_accessible (void)
{
  SudokuWindow *window = new_window (NULL);

  gtk_test_accessible_assert_role (sudoku_window_get_cell (window, 0, 0),
                                   GTK_ACCESSIBLE_ROLE_GRID_CELL);
  gtk_test_accessible_assert_property (sudoku_window_get_cell (window, 0, 0),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 1, column 1");
  gtk_test_accessible_assert_property (sudoku_window_get_cell (window, 6, 2),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 7, column 3");
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (sudoku_window_get_cell (window, i / 9,
                                                                                 i % 9))));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  if (!gtk_init_check ())
    {
      if (g_getenv ("TEST_REQUIRE_DISPLAY") != NULL)
        g_error ("no display, but TEST_REQUIRE_DISPLAY is set");
      printf ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_add_func ("/sudoku/window/typing", test_typing);
  g_test_add_func ("/sudoku/window/navigation", test_navigation);
  g_test_add_func ("/sudoku/window/conflict-cue", test_conflict_cue);
  g_test_add_func ("/sudoku/window/solve-red", test_solve_red);
  g_test_add_func ("/sudoku/window/animation", test_animation);
  g_test_add_func ("/sudoku/window/outcomes", test_outcomes);
  g_test_add_func ("/sudoku/window/stop", test_stop);
  g_test_add_func ("/sudoku/window/close-mid-solve", test_close_mid_solve);
  g_test_add_func ("/sudoku/window/undo", test_undo);
  g_test_add_func ("/sudoku/window/accessible", test_accessible);

  return g_test_run ();
}
