/* test-window-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-window-shape"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-demo-bar.h"
#include "sudoku-generator.h"
#include "sudoku-logic-step.h"
#include "sudoku-rating.h"
#include "sudoku-shape-solver.h"
#include "sudoku-stage.h"
#include "sudoku-test-util.h"
#include "sudoku-title.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* The window on grids of other shapes (#27): New offers them, a file of
 * them opens, Solve and the classroom's search run on them to the end with
 * counters equal to the search's own (--trace's), and the hint told on a
 * 6×6 in three stages, tinting and outlining the step's cells. */

/* A 4×4 whose textbook search takes 27 digits and 15 back. */
#define FOUR "1.......2.1....4"
/* A 6×6 of tests/data/shapes/held-out.txt. */
#define SIX ".......6...2.....3.1.6....14..3..5.."

static gboolean
board_side_is (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_board_get_shape (sudoku_window_get_board (window))->side ==
         GPOINTER_TO_UINT (g_object_get_data (data, "want-side"));
}

static gboolean
solved (gpointer data)
{
  return sudoku_board_get_state (sudoku_window_get_board (data)) == SUDOKU_BOARD_SOLVED;
}

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

/* Whether Hint can be pressed: its action is enabled. */
static gboolean
hint_enabled (SudokuWindow *window)
{
  return gtk_widget_get_sensitive (GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "hint_button")));
}

/* New ▸ 6×6: an empty 6×6 to type in; typed and solved in the window. */
static void
test_new_grid (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  SudokuBoard  *board;
  SudokuKeypad *keypad;
  const char   *row = "123456";

  g_object_set_data (G_OBJECT (window), "want-side", GUINT_TO_POINTER (6));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-grid", "s", "6");
  g_assert_true (sudoku_test_spin_until (board_side_is, window, 5));
  board = sudoku_window_get_board (window);
  g_assert_true (sudoku_board_get_shape (board) == sudoku_grid_shape_get (6, FALSE));
  g_assert_cmpstr (sudoku_test_status (window), ==, "Type a puzzle, then press Solve");
  keypad = sudoku_stage_get_keypad (SUDOKU_STAGE (
    gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "stage")));
  g_assert_true (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 6)));
  g_assert_false (gtk_widget_get_visible (sudoku_keypad_get_digit_button (keypad, 7)));

  /* The first row typed: keys go to the cells, the focus moves on. */
  for (guint col = 0; col < 6; col++)
    sudoku_test_press_key (sudoku_test_cell (window, 0, col), GDK_KEY_1 + (guint)(row[col] - '1'),
                           0);
  for (guint col = 0; col < 6; col++)
    g_assert_cmpuint (sudoku_board_get_value (board, 0, col), ==, col + 1);
  /* 7 is not a digit of a 6×6: refused, said why. */
  sudoku_test_press_key (sudoku_test_cell (window, 1, 0), GDK_KEY_7, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 1, 0), ==, 0);
  g_assert_nonnull (strstr (sudoku_test_status (window), "1 to 6"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_test_spin_until (solved, window, 10));
  {
    guint8 values[36], givens[36] = { 1, 2, 3, 4, 5, 6 };

    for (guint cell = 0; cell < 36; cell++)
      values[cell] = (guint8)sudoku_board_get_value (board, cell / 6, cell % 6);
    g_assert_true (sudoku_grid_shape_is_solution (sudoku_board_get_shape (board), givens, values));
  }
  sudoku_test_close (GTK_WIDGET (window));
}

/* A 4×4 from a file: the classroom's search plays to its end, its counters
 * those of the search itself; Hint is on there as on a 9×9. */
static void
test_four_demo (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "test-window-shape-four.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  SudokuSolveStats   stats;
  guint8             cells[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  guint64            placements, backtracks;
  guint              n;

  g_assert_true (g_file_set_contents (path, FOUR "\n", -1, NULL));
  g_object_set_data (G_OBJECT (window), "want-side", GUINT_TO_POINTER (4));
  sudoku_window_open (window, file);
  g_assert_true (sudoku_test_spin_until (board_side_is, window, 5));
  /* Hints on every shape, with the shape logic engine. */
  g_assert_true (hint_enabled (window));

  g_object_set (window, "show-steps", TRUE, NULL);
  sudoku_demo_bar_set_strategy (demo_bar_of (window), SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_demo_bar_set_speed (demo_bar_of (window), 10000);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_demo_bar_get_running (demo_bar_of (window)));
  g_assert_true (sudoku_test_spin_until (demo_over, window, 30));
  g_assert_cmpint (sudoku_board_get_state (sudoku_window_get_board (window)), ==,
                   SUDOKU_BOARD_SOLVED);
  sudoku_demo_bar_get_counts (demo_bar_of (window), &placements, &backtracks);
  for (guint i = 0; i < 16; i++)
    cells[i] = FOUR[i] == '.' ? 0 : (guint8)(FOUR[i] - '0');
  g_assert_true (sudoku_shape_solve (sudoku_grid_shape_get (4, FALSE), cells, solution, &options, &n,
                                     &stats, NULL));
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  g_assert_cmpuint (backtracks, >, 0);
  g_assert_cmpstr (sudoku_demo_bar_get_summary (demo_bar_of (window)), ==,
                   "Textbook: 27 placements, 15 backtracks");
  for (guint i = 0; i < 16; i++)
    g_assert_cmpuint (sudoku_board_get_value (sudoku_window_get_board (window), i / 4, i % 4), ==,
                      solution[i]);

  g_object_set_data (G_OBJECT (window), "want-side", GUINT_TO_POINTER (9));
  g_object_set (window, "show-steps", FALSE, NULL);
  g_assert_true (sudoku_window_paste_text (
    window, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
  g_assert_true (sudoku_test_spin_until (board_side_is, window, 5));
  g_assert_true (hint_enabled (window));
  g_remove (path);
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
hint_told (gpointer data)
{
  return sudoku_game_get_hint_stage (_sudoku_window_game ((SudokuWindow *)data)) >= 0;
}

static gboolean
cell_has (SudokuWindow *window,
          guint         cell,
          const char   *style_class)
{
  guint side = sudoku_board_get_shape (window->board)->side;

  return gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (window->grid, cell / side,
                                                                     cell % side)),
                                   style_class);
}

/* The hint's units tinted, the first @n_units of them, and no other cell. */
static void
assert_tinted (SudokuWindow          *window,
               const SudokuShapeStep *step,
               guint                  n_units)
{
  const SudokuGridShape *shape = sudoku_board_get_shape (window->board);
  gboolean               in[SUDOKU_MAX_CELLS] = { FALSE };

  for (guint k = 0; k < n_units; k++)
    for (guint i = 0; i < shape->side; i++)
      in[shape->units[step->units[k]][i]] = TRUE;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    g_assert_cmpint (cell_has (window, cell, "in-unit"), ==, in[cell]);
}

/* The cells outlined: the step's and the one it places a digit in, or none. */
static void
assert_outlined (SudokuWindow          *window,
                 const SudokuShapeStep *step,
                 gboolean               whole)
{
  const SudokuGridShape *shape = sudoku_board_get_shape (window->board);
  gboolean               out[SUDOKU_MAX_CELLS] = { FALSE };

  if (whole || step->n_units == 0)
    out[step->place_cell] = step->place_digit != 0;
  for (guint k = 0; whole && k < step->n_cells; k++)
    out[step->cells[k]] = TRUE;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    g_assert_cmpint (cell_has (window, cell, "highlight"), ==, out[cell]);
}

static const char *
hint_bar_text (SudokuWindow *window)
{
  return gtk_label_get_text (GTK_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (window->hint_bar), SUDOKU_TYPE_HINT_BAR, "hint_label")));
}

/* Hint on a 6×6, pressed three times: the step's first unit tinted (where
 * to look), then the technique, then the whole step (all its units tinted,
 * its cells outlined, the candidates it reasons on shown); Apply places
 * the digit of the solution. */
static void
test_six_hint (void)
{
  SudokuWindow          *window = sudoku_test_new_window (NULL);
  const SudokuShapeStep *step;
  SudokuShapeStep        told;
  const SudokuHint      *hint;
  g_autofree char       *text = NULL;
  guint8                 solution[SUDOKU_MAX_CELLS];
  guint                  first_units;

  g_object_set_data (G_OBJECT (window), "want-side", GUINT_TO_POINTER (6));
  g_assert_true (sudoku_window_paste_text (window, SIX));
  g_assert_true (sudoku_test_spin_until (board_side_is, window, 5));
  g_assert_true (hint_enabled (window));
  g_assert_true (sudoku_board_get_solution (window->board, solution, NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (sudoku_test_spin_until (hint_told, window, 10));
  hint = sudoku_game_get_hint (_sudoku_window_game (window));
  g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_STEP);
  g_assert_true (sudoku_hint_is_shaped (hint));
  /* A copy: the hint goes with Apply. */
  told = hint->shape_step;
  step = &told;
  first_units = MIN (step->n_units, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->hint_bar)));
  text = sudoku_game_dup_hint_text (_sudoku_window_game (window));
  g_assert_true (g_str_has_prefix (text, "Look at "));
  g_assert_cmpstr (hint_bar_text (window), ==, text);
  assert_tinted (window, step, first_units);
  assert_outlined (window, step, FALSE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_cmpint (sudoku_game_get_hint_stage (_sudoku_window_game (window)), ==, 1);
  g_assert_true (g_str_has_prefix (hint_bar_text (window),
                                   sudoku_technique_name (step->technique)));
  assert_tinted (window, step, first_units);
  assert_outlined (window, step, FALSE);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_clear_pointer (&text, g_free);
  text = sudoku_shape_step_sentence (sudoku_board_get_shape (window->board), step);
  g_assert_cmpstr (hint_bar_text (window), ==, text);
  assert_tinted (window, step, step->n_units);
  assert_outlined (window, step, TRUE);
  /* The candidates it reasons on, where it places or removes one. */
  for (guint cell = 0; cell < 36; cell++)
    if (step->eliminated[cell] != 0 || (step->place_digit != 0 && cell == step->place_cell))
      g_assert_cmphex (sudoku_cell_get_candidates (sudoku_grid_get_cell (window->grid, cell / 6,
                                                                         cell % 6)),
                       ==, sudoku_game_get_hint (_sudoku_window_game (window))->shape_cands[cell]);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.apply-hint", NULL);
  g_assert_null (sudoku_game_get_hint (_sudoku_window_game (window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->hint_bar)));
  g_assert_cmpstr (sudoku_test_status (window), ==, "Done: Undo takes the step back");
  for (guint cell = 0; cell < 36; cell++)
    g_assert_false (cell_has (window, cell, "highlight") || cell_has (window, cell, "in-unit"));
  if (step->place_digit != 0)
    g_assert_cmpuint (sudoku_board_get_value (window->board, step->place_cell / 6,
                                              step->place_cell % 6),
                      ==, solution[step->place_cell]);
  sudoku_test_close (GTK_WIDGET (window));
}

/* The drop-downs of @widget, in order: New Puzzle's grid, level, symmetry. */
static void
collect_drop_downs (GtkWidget *widget,
                    GPtrArray *found)
{
  if (GTK_IS_DROP_DOWN (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_drop_downs (child, found);
}

static guint
n_offered (GtkDropDown *drop_down)
{
  return g_list_model_get_n_items (gtk_drop_down_get_model (drop_down));
}

static gboolean
has_dialog (gpointer data)
{
  return sudoku_window_get_dialog (data) != NULL;
}

static gboolean
has_two_puzzles (gpointer data)
{
  return sudoku_window_get_n_puzzles (data) == 2;
}

/* New Puzzle… on every grid: the levels and symmetries each has, and two
 * 6×6 X puzzles of the level asked for, each with one solution, the board
 * that shape. */
static void
test_new_puzzle (void)
{
  SudokuWindow          *window = sudoku_test_new_window (NULL);
  const SudokuGridShape *six_x = sudoku_grid_shape_get (6, TRUE);
  g_autoptr(GPtrArray) drop_downs = g_ptr_array_new ();
  GtkDropDown *grid, *level, *symmetry;
  SudokuBoard *board;
  GtkWidget   *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL);
  g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
  dialog = sudoku_window_get_dialog (window);
  collect_drop_downs (dialog, drop_downs);
  g_assert_cmpuint (drop_downs->len, ==, 3);
  grid = drop_downs->pdata[0];
  level = drop_downs->pdata[1];
  symmetry = drop_downs->pdata[2];
  /* 9×9, 4×4, 6×6, 16×16, then each as an X: the New submenu's order. */
  g_assert_cmpuint (n_offered (grid), ==, 8);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (grid)), ==, "9×9");
  g_assert_cmpuint (n_offered (level), ==, SUDOKU_LEVEL_BEYOND_LOGIC);
  g_assert_cmpuint (n_offered (symmetry), ==, SUDOKU_N_SYMMETRIES);
  gtk_drop_down_set_selected (level, SUDOKU_LEVEL_EXTREME);
  /* A 4×4: easy alone (naked singles solve about every one). */
  gtk_drop_down_set_selected (grid, 1);
  g_assert_cmpuint (n_offered (level), ==, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (level), ==, 0);
  /* The shapes' generator: easy, medium, hard; none or a half turn. */
  gtk_drop_down_set_selected (grid, 6);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (grid)), ==, "6×6 X");
  g_assert_cmpuint (n_offered (level), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (level)), 2), ==, "Hard");
  g_assert_cmpuint (n_offered (symmetry), ==, 2);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (symmetry)), ==,
                   "Half turn");
  gtk_drop_down_set_selected (level, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (sudoku_test_find_widget (dialog, GTK_TYPE_SPIN_BUTTON)), 2);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  g_assert_true (sudoku_test_spin_until (has_two_puzzles, window, 20));
  board = sudoku_window_get_board (window);
  g_assert_true (sudoku_board_get_shape (board) == six_x);
  g_assert_nonnull (strstr (sudoku_test_status (window), "Medium"));
  {
    SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
    guint8             givens[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
    guint              n = 0;

    sudoku_board_get_givens (board, givens);
    g_assert_true (sudoku_shape_solve_any (six_x, givens, solution, &options, &n, NULL, NULL));
    g_assert_cmpuint (n, ==, 1);
  }
  sudoku_test_close (GTK_WIDGET (window));
}

static void
text_read_cb (GObject      *clipboard,
              GAsyncResult *result,
              gpointer      user_data)
{
  *(char **)user_data = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
}

static gboolean
has_text (gpointer data)
{
  return *(char **)data != NULL;
}

/* Paste takes a grid of any shape: of the board's shape, an edit; of
 * another, a new puzzle.  Copy gives a line Open and Paste read back, "#X"
 * before a Sudoku X's. */
static void
test_paste_copy (void)
{
  SudokuWindow    *window = sudoku_test_new_window (NULL);
  SudokuBoard     *board;
  g_autofree char *copied = NULL;

  g_object_set_data (G_OBJECT (window), "want-side", GUINT_TO_POINTER (4));
  g_assert_true (sudoku_window_paste_text (window, "#X\n" FOUR "\n"));
  g_assert_true (sudoku_test_spin_until (board_side_is, window, 5));
  board = sudoku_window_get_board (window);
  g_assert_true (sudoku_board_get_shape (board) == sudoku_grid_shape_get (4, TRUE));
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 0), ==, 2);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Puzzle pasted");
  /* The header bar names the shape, where a 9×9 has its rating. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (
                     sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_TITLE),
                     SUDOKU_TYPE_TITLE, "subtitle_label"))),
                   ==, "4×4 X");

  /* The same shape again: an edit of this puzzle, which Undo takes back. */
  g_assert_true (sudoku_window_paste_text (window, "#X\n...3.2.4.....1..\n"));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 3);
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 2, 0), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy", NULL);
  g_assert_cmpstr (sudoku_test_status (window), ==, "Puzzle copied as one line");
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                 text_read_cb, &copied);
  g_assert_true (sudoku_test_spin_until (has_text, &copied, 5));
  g_assert_cmpstr (copied, ==, "#X\n" FOUR);
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_free (sudoku_test_private_state_dir ("test-window-shape"));
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/window-shape/new-grid", test_new_grid);
  g_test_add_func ("/sudoku/window-shape/four-demo", test_four_demo);
  g_test_add_func ("/sudoku/window-shape/paste-copy", test_paste_copy);
  g_test_add_func ("/sudoku/window-shape/six-hint", test_six_hint);
  g_test_add_func ("/sudoku/window-shape/new-puzzle", test_new_puzzle);
  return g_test_run ();
}
