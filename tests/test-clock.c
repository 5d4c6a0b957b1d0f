/* test-clock.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-clock"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "sudoku-clock-button.h"
#include "sudoku-pause-bin.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-stats-dialog.h"
#include "sudoku-stats.h"
#include "sudoku-test-util.h"
#include "sudoku-window.h"

/* The clock in the header bar, Pause and its page, the "show-clock"
 * setting, and Statistics, in the real window.  What counts as a solve and
 * when the clock runs are the game's (test-game.c, test-stats.c). */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

static GtkWidget *
child (gpointer    window,
       const char *name)
{
  GObject *found = gtk_widget_get_template_child (window, SUDOKU_TYPE_WINDOW, name);

  g_assert_nonnull (found);
  return GTK_WIDGET (found);
}

static void
activate (gpointer    window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static SudokuGame *
game_of (gpointer window)
{
  SudokuGame *game = NULL;

  g_object_get (window, "game", &game, NULL);
  g_assert_nonnull (game);
  g_object_unref (game); /* the window's document keeps it */
  return game;
}

static gboolean
text_is (gpointer data)
{
  return g_str_equal (sudoku_clock_button_get_text (data), "0:01");
}

static GtkWidget *
button_of (gpointer clock)
{
  return GTK_WIDGET (gtk_widget_get_template_child (clock, SUDOKU_TYPE_CLOCK_BUTTON, "button"));
}

/* Pause with the time: it follows the game's time, shows while the puzzle
 * is solved (the time when the player wants it), and has no timer of its
 * own: paused, it keeps still, and its icon says Resume. */
static void
test_button (void)
{
  GtkWidget         *window = gtk_window_new ();
  SudokuClockButton *clock = g_object_new (SUDOKU_TYPE_CLOCK_BUTTON, NULL);
  guint8             cells[SUDOKU_N_CELLS];
  g_autoptr(SudokuGame) entering = NULL;
  g_autoptr(SudokuGame) game = NULL;

  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  entering = sudoku_game_new (cells, NULL, FALSE);
  game = sudoku_game_new (cells, NULL, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (clock));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clock))); /* no game */

  sudoku_clock_button_set_game (clock, entering);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clock))); /* still being entered */
  sudoku_clock_button_set_game (clock, game);
  g_assert_true (sudoku_clock_button_get_time_shown (clock));
  g_assert_cmpstr (sudoku_clock_button_get_text (clock), ==, "0:00");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button_of (clock)), ==,
                   "Pause: hide the grid and stop the clock (P)");

  sudoku_clock_set_active (sudoku_game_get_clock (game), TRUE);
  g_assert_true (sudoku_test_spin_until (text_is, clock, 3));
  gtk_test_accessible_assert_property (button_of (clock), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "0:01");
  sudoku_game_set_paused (game, TRUE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button_of (clock)), ==,
                   "Resume: show the grid and start the clock (P)");
  sudoku_test_spin_for (2.2);
  g_assert_cmpstr (sudoku_clock_button_get_text (clock), ==, "0:01");

  /* Without the time, Pause stays. */
  sudoku_clock_button_set_show_time (clock, FALSE);
  g_assert_false (sudoku_clock_button_get_time_shown (clock));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clock)));
  sudoku_clock_button_set_show_time (clock, TRUE);
  g_assert_true (sudoku_clock_button_get_time_shown (clock));
  /* Another game: its time. */
  sudoku_board_start_solving (sudoku_game_get_board (entering));
  sudoku_clock_button_set_game (clock, entering);
  g_assert_cmpstr (sudoku_clock_button_get_text (clock), ==, "0:00");
  sudoku_test_close (window);
}

static gboolean
sensitive (gpointer widget)
{
  return gtk_widget_get_sensitive (widget);
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

/* Pause hides the grid behind its page, stops the clock, and leaves
 * nothing to play: no hint, check, solve or undo, and the focus out of the
 * grid; Resume brings it all back, the focus where it was. */
static void
test_pause (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  SudokuBoard  *board = sudoku_window_get_board (window);
  GtkWidget    *grid = GTK_WIDGET (sudoku_test_grid (window));
  GtkWidget    *pause_bin = child (window, "pause_bin");
  GtkWidget    *hint_button = child (window, "hint_button");
  GtkWidget    *pause_button = button_of (child (window, "clock_button"));
  SudokuCell   *cell = sudoku_test_cell (window, 0, 2);
  SudokuGame   *game;
  GtkWidget    *focus;

  /* While the puzzle is entered there is nothing to pause. */
  g_assert_false (gtk_widget_get_sensitive (pause_button));
  activate (window, "win.start-solving");
  game = game_of (window);
  g_assert_true (gtk_widget_get_sensitive (pause_button));
  gtk_widget_grab_focus (GTK_WIDGET (cell));
  sudoku_test_press_key (cell, GDK_KEY_4, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  sudoku_clock_set_active (sudoku_game_get_clock (game), TRUE); /* as in front */
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));

  activate (window, "win.pause");
  g_assert_true (sudoku_game_get_paused (game));
  g_assert_true (sudoku_pause_bin_get_paused (SUDOKU_PAUSE_BIN (pause_bin)));
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  g_assert_true (sudoku_test_spin_until (unmapped, grid, 2));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (pause_button)));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (gtk_widget_is_ancestor (focus, grid));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Resume");
  g_assert_false (gtk_widget_get_sensitive (hint_button));
  activate (window, "win.undo"); /* disabled: does nothing */
  activate (window, "win.check");
  activate (window, "win.solve");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_state (board), !=, SUDOKU_BOARD_SOLVING);

  /* Resume: the Resume button does it (the same action). */
  g_signal_emit_by_name (focus, "clicked");
  g_assert_false (sudoku_game_get_paused (game));
  g_assert_true (sudoku_test_spin_until (mapped, grid, 2));
  /* It runs again while the window is in front (another test's window on
   * the same display may take the focus meanwhile). */
  g_assert_false (sudoku_clock_get_paused (sudoku_game_get_clock (game)));
  g_assert_cmpint (sudoku_clock_get_running (sudoku_game_get_clock (game)), ==,
                   sudoku_clock_get_active (sudoku_game_get_clock (game)));
  g_assert_true (gtk_widget_get_sensitive (hint_button));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (cell));
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);

  /* A demo at the board is the class's to watch: no pause meanwhile. */
  g_object_set (window, "show-steps", TRUE, NULL);
  activate (window, "win.solve");
  g_assert_true (sudoku_game_get_helped (game));
  g_assert_false (gtk_widget_get_sensitive (pause_button));
  activate (window, "win.stop");
  g_test_message ("after the demo: state %d, running %d", sudoku_board_get_state (board),
                  sudoku_clock_get_running (sudoku_game_get_clock (game)));
  g_assert_true (sudoku_test_spin_until (sensitive, pause_button, 2));
  sudoku_test_close (GTK_WIDGET (window));
}

/* The clock shows by default; the menu's toggle is the setting. */
static void
test_show_clock (void)
{
  SudokuWindow      *window = sudoku_test_new_window (EASY);
  SudokuClockButton *clock = SUDOKU_CLOCK_BUTTON (child (window, "clock_button"));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clock))); /* the puzzle is being entered */
  activate (window, "win.start-solving");
  g_assert_true (g_settings_get_boolean (settings, "show-clock"));
  g_assert_true (sudoku_clock_button_get_time_shown (clock));
  activate (window, "win.show-clock");
  g_assert_false (sudoku_clock_button_get_time_shown (clock));
  g_assert_false (g_settings_get_boolean (settings, "show-clock"));
  activate (window, "win.show-clock");
  g_assert_true (sudoku_clock_button_get_time_shown (clock));
  g_assert_true (g_settings_get_boolean (settings, "show-clock"));
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
kept (gpointer path)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) && strstr (text, "[easy]") != NULL;
}

static gboolean
dialog_shown (gpointer window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (SUDOKU_IS_STATS_DIALOG (item))
        {
          g_object_set_data (window, "dialog", item);
          return TRUE;
        }
    }
  return FALSE;
}

/* A puzzle solved by hand in the window goes into the statistics, in the
 * state folder (not the puzzle's file), under its level; Statistics shows
 * it. */
static void
test_statistics (void)
{
  SudokuWindow      *window = sudoku_test_new_window (EASY);
  SudokuBoard       *board = sudoku_window_get_board (window);
  g_autofree char   *path = sudoku_stats_dup_default_path ();
  g_autofree char   *row = NULL;
  SudokuStatsDialog *dialog;

  g_assert_true (g_str_has_prefix (path, g_get_user_state_dir ()));
  activate (window, "win.start-solving");
  sudoku_board_add_seconds (board, 83);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (EASY[cell] == '.')
      g_assert_true (sudoku_board_set_value (board, cell / 9, cell % 9,
                                             (guint)(EASY_SOLUTION[cell] - '0'), NULL));
  g_assert_true (sudoku_game_get_finished (game_of (window)));
  g_assert_true (sudoku_test_spin_until (kept, path, 20));

  activate (window, "win.statistics");
  g_assert_true (sudoku_test_spin_until (dialog_shown, window, 2));
  dialog = g_object_get_data (G_OBJECT (window), "dialog");
  row = sudoku_stats_dialog_dup_row (dialog, SUDOKU_LEVEL_EASY);
  g_assert_cmpstr (row, ==, "Easy\t1\t1:23\t1:23");
  g_clear_pointer (&row, g_free);
  row = sudoku_stats_dialog_dup_row (dialog, SUDOKU_LEVEL_HARD);
  g_assert_cmpstr (row, ==, "Hard\t0\t—\t—");
  gtk_window_destroy (GTK_WINDOW (dialog));
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-clock");
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/clock/button", test_button);
  g_test_add_func ("/sudoku/clock/pause", test_pause);
  g_test_add_func ("/sudoku/clock/show-clock", test_show_clock);
  g_test_add_func ("/sudoku/clock/statistics", test_statistics);

  return g_test_run ();
}
