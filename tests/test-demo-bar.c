/* test-demo-bar.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-demo-bar"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "sudoku-cell.h"
#include "sudoku-demo-bar.h"
#include "sudoku-demo-texts.h"
#include "sudoku-grid.h"
#include "sudoku-logic-step.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-search-ladder.h"
#include "sudoku-test-util.h"
#include "sudoku-window.h"

/* "A small puzzle that needs many textbook backtracks" */
#define DEMO_PUZZLE "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
/* Norvig's impossible puzzle: the textbook search takes half a minute. */
#define SLOW_TEXTBOOK ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

/* The bar above a grid, in a plain window, on a board of their own. */
typedef struct
{
  GtkWidget     *window;
  SudokuDemoBar *bar;
  SudokuGrid    *grid;
  SudokuBoard   *board;
  GString       *messages; /* one a line */
} Fixture;

static void
message_cb (SudokuDemoBar *bar,
            const char    *text,
            GString       *messages)
{
  g_string_append_printf (messages, "%s\n", text);
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  guint8     cells[SUDOKU_N_CELLS];

  f->board = sudoku_board_new ();
  g_assert_true (sudoku_parse_cells (data, cells, NULL));
  sudoku_board_load (f->board, cells);
  f->grid = SUDOKU_GRID (sudoku_grid_new ());
  sudoku_grid_set_board (f->grid, f->board);
  f->bar = g_object_new (SUDOKU_TYPE_DEMO_BAR, "board", f->board, "grid", f->grid, NULL);
  f->messages = g_string_new (NULL);
  g_signal_connect (f->bar, "message", G_CALLBACK (message_cb), f->messages);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->bar));
  gtk_widget_set_size_request (GTK_WIDGET (f->grid), 400, 400);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->grid));
  f->window = sudoku_test_show (box, -1, -1);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  sudoku_test_close (f->window);
  g_string_free (f->messages, TRUE);
  g_assert_finalize_object (f->board);
}

static gboolean
not_running (gpointer bar)
{
  return !sudoku_demo_bar_get_running (bar);
}

typedef struct
{
  SudokuDemoBar *bar;
  guint64        want;
} StepsWait;

static guint64
count_steps (SudokuDemoBar *bar)
{
  guint64 placements, backtracks;

  sudoku_demo_bar_get_counts (bar, &placements, &backtracks);
  return placements + backtracks;
}

static gboolean
has_steps (gpointer data)
{
  StepsWait *wait = data;

  return count_steps (wait->bar) == wait->want;
}

/* The steps counted once @want are counted (a step forward waits for the
 * worker, which a loaded machine may start late) and a little more time has
 * passed, so that a step too many shows too. */
static guint64
n_steps (Fixture *f,
         guint64  want)
{
  StepsWait wait = { f->bar, want };

  sudoku_test_spin_until (has_steps, &wait, 10);
  sudoku_test_spin_for (0.2);
  return count_steps (f->bar);
}

static gboolean
has_caption (gpointer bar)
{
  return *sudoku_demo_bar_get_caption (bar) != '\0';
}

/* The textbook search's own answer and counts, to compare the demo with. */
static void
textbook_solve (const char       *puzzle,
                guint8            solution[SUDOKU_N_CELLS],
                SudokuSolveStats *stats)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  guint8             cells[SUDOKU_N_CELLS];
  guint              n;

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  g_assert_true (sudoku_solve (cells, solution, &options, &n, stats, NULL));
}

/* A whole run at full speed: the counters are the solver's own, the
 * solution goes to the board, the summary keeps a line per run. */
static void
test_run (Fixture      *f,
          gconstpointer data)
{
  SudokuSolveStats stats;
  guint8           solution[SUDOKU_N_CELLS];
  guint64          placements, backtracks;
  g_autofree char *line = NULL;

  textbook_solve (DEMO_PUZZLE, solution, &stats);

  sudoku_demo_bar_set_speed (f->bar, 10000);
  sudoku_demo_bar_start (f->bar);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 30));
  sudoku_demo_bar_get_counts (f->bar, &placements, &backtracks);
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  g_assert_cmpint (sudoku_board_get_state (f->board), ==, SUDOKU_BOARD_SOLVED);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_value (f->board, cell / 9, cell % 9), ==, solution[cell]);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "Solved");
  g_assert_cmpstr (f->messages->str, ==, "\nSolved step by step\n");
  line = g_strdup_printf ("Textbook: %" G_GUINT64_FORMAT " placements, %" G_GUINT64_FORMAT
                          " backtracks",
                          stats.placements, stats.backtracks);
  g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, line);

  /* Fast, by the bar's own action: a second line. */
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.strategy", "s", "fast");
  g_assert_cmpint (sudoku_demo_bar_get_strategy (f->bar), ==, SUDOKU_STRATEGY_FAST);
  sudoku_demo_bar_start (f->bar);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 30));
  g_assert_true (g_str_has_prefix (sudoku_demo_bar_get_summary (f->bar), line));
  g_assert_nonnull (strstr (sudoku_demo_bar_get_summary (f->bar), "\nFast: "));
}

/* Step with no demo starts one paused and makes exactly one step; the
 * running property follows; Stop brings the board's view back. */
static void
running_cb (SudokuDemoBar *bar,
            GParamSpec    *pspec,
            guint         *count)
{
  (*count)++;
}

static void
test_step_stop (Fixture      *f,
                gconstpointer data)
{
  guint notified = 0;

  g_signal_connect (f->bar, "notify::running", G_CALLBACK (running_cb), &notified);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.step", NULL);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (n_steps (f, 1), ==, 1);
  /* Says a guess from a forced move (1, 3, 5 and 6 fit the first cell). */
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==,
                   "Guessing 1 (one of 4 candidates) in row 1, column 1");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 0)), ==, "1");
  /* The cell is outlined, its row, column and box tinted. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 0)),
                                           "highlight"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 8)),
                                           "in-unit"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 8, 0)),
                                           "in-unit"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 2, 2)),
                                           "in-unit"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 4, 4)),
                                            "in-unit"));

  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.stop", NULL);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 2));
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "Demo stopped");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 0)), ==, "");
  g_assert_cmpint (sudoku_board_get_state (f->board), ==, SUDOKU_BOARD_EDITING);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 0)),
                                            "highlight"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 0, 8)),
                                            "in-unit"));
}

/* Another strategy stops the run and says so; so does hiding the bar. */
static void
test_interrupted (Fixture      *f,
                  gconstpointer data)
{
  g_autofree char *strategy = NULL;

  sudoku_demo_bar_set_speed (f->bar, 1000);
  sudoku_demo_bar_start (f->bar);
  sudoku_test_spin_for (0.1);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.strategy", "s", "fewest");
  g_object_get (f->bar, "strategy", &strategy, NULL);
  g_assert_cmpstr (strategy, ==, "fewest");
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 2));
  g_assert_nonnull (strstr (f->messages->str, "Strategy changed: press Solve to watch it\n"));

  sudoku_demo_bar_start (f->bar);
  sudoku_test_spin_for (0.1);
  gtk_widget_set_visible (GTK_WIDGET (f->bar), FALSE);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 2));
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 0)), ==, "");
}

static const char *
counters_text (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "counters")));
}

/* After Finish Now the counters are the run's totals, the summary's (they
 * once stayed at the last step shown: 123 beside 9727396). */
static void
test_finish_counters (Fixture      *f,
                      gconstpointer data)
{
  SudokuSolveStats stats;
  guint8           solution[SUDOKU_N_CELLS];
  guint64          placements, backtracks;
  g_autofree char *placed = NULL;
  g_autofree char *taken_back = NULL;

  textbook_solve (DEMO_PUZZLE, solution, &stats);
  sudoku_demo_bar_set_speed (f->bar, 20);
  sudoku_demo_bar_start (f->bar);
  sudoku_test_spin_for (0.3);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.finish", NULL);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 30));
  sudoku_demo_bar_get_counts (f->bar, &placements, &backtracks);
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  placed = g_strdup_printf (" %" G_GUINT64_FORMAT " ", stats.placements);
  taken_back = g_strdup_printf (" %" G_GUINT64_FORMAT " ", stats.backtracks);
  g_assert_nonnull (strstr (sudoku_demo_bar_get_summary (f->bar), placed));
  g_assert_nonnull (strstr (sudoku_demo_bar_get_summary (f->bar), taken_back));
  g_assert_nonnull (strstr (counters_text (f), g_strstrip (placed)));
  g_assert_nonnull (strstr (counters_text (f), g_strstrip (taken_back)));
}

static gboolean
counted_on (gpointer data)
{
  return strstr (counters_text (data), "0:00") == NULL;
}

/* The time counts only while the demo plays: paused, it stands still. */
static void
test_paused_time (Fixture      *f,
                  gconstpointer data)
{
  g_autofree char *paused = NULL;

  sudoku_demo_bar_set_speed (f->bar, 1);
  sudoku_demo_bar_start (f->bar);
  sudoku_test_spin_for (0.1);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.play", NULL);
  sudoku_test_spin_for (0.1);
  paused = g_strdup (counters_text (f));
  g_assert_nonnull (strstr (paused, "0:00"));
  sudoku_test_spin_for (1.5);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_cmpstr (counters_text (f), ==, paused);
  /* Playing again, it counts on (the first second is waited for, not a
   * fixed time). */
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.play", NULL);
  g_assert_true (sudoku_test_spin_until (counted_on, f, 5));
  g_assert_nonnull (strstr (counters_text (f), "0:01"));
}

/* A new puzzle on the board clears what was said of the old one, during a
 * run as after it (once "Demo stopped" and the old summary stayed). */
static void
test_new_puzzle_clears (Fixture      *f,
                        gconstpointer data)
{
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (SLOW_TEXTBOOK, cells, NULL));
  /* A run to its end (Finish Now: the whole run, without waiting for it). */
  sudoku_demo_bar_set_speed (f->bar, 10000);
  sudoku_demo_bar_start (f->bar);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.finish", NULL);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 30));
  g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), !=, "");

  sudoku_board_load (f->board, cells);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "");
  g_assert_cmpstr (counters_text (f), ==, "");
  g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, "");

  sudoku_demo_bar_set_speed (f->bar, 20);
  sudoku_demo_bar_start (f->bar);
  g_assert_true (sudoku_test_spin_until (has_caption, f->bar, 10));
  g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, cells, NULL));
  sudoku_board_load (f->board, cells);
  g_assert_false (sudoku_demo_bar_get_running (f->bar));
  sudoku_test_spin_for (0.3);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "");
  g_assert_cmpstr (counters_text (f), ==, "");
  g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, "");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 2)), ==, "9");
  g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, 0, 0)), ==, "");
}

/* Presses @keyval as the window's shortcuts would: through the bar's
 * controller that takes keys before the focused widget does. */
static gboolean
press (Fixture *f,
       guint    keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->bar));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)), ==,
                       GTK_SHORTCUT_SCOPE_GLOBAL);
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)),
                       ==, GTK_PHASE_CAPTURE);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                 GTK_WIDGET (f->bar), NULL);
        }
    }
  g_assert_not_reached ();
}

/* A clicker's Page keys and the keyboard's Space and arrows drive the demo
 * while the bar is shown, wherever the focus is; hidden, the bar lets them
 * go to the grid and the collection. */
static void
count_input_cb (guint *inputs)
{
  (*inputs)++;
}

static void
test_keys (Fixture      *f,
           gconstpointer data)
{
  GtkWidget *play = GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "play_button"));
  const guint clicker_keys[] = { GDK_KEY_Page_Down, GDK_KEY_Page_Up, GDK_KEY_space, GDK_KEY_Left,
                                 GDK_KEY_Right, GDK_KEY_b, GDK_KEY_B, GDK_KEY_period };
  guint       inputs = 0;
  guint64     steps;

  sudoku_demo_bar_set_speed (f->bar, 1);
  gtk_widget_grab_focus (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 4, 4)));
  /* Page Down with no demo starts one, paused, and makes one step. */
  g_assert_true (press (f, GDK_KEY_Page_Down));
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Play");
  g_assert_cmpuint (n_steps (f, 1), ==, 1);
  g_assert_true (press (f, GDK_KEY_Right));
  g_assert_cmpuint (n_steps (f, 2), ==, 2);
  g_assert_true (press (f, GDK_KEY_Page_Down));
  g_assert_cmpuint (n_steps (f, 3), ==, 3);
  /* Page Up and Left step back (and forward again). */
  g_assert_true (press (f, GDK_KEY_Page_Up));
  g_assert_cmpuint (n_steps (f, 2), ==, 2);
  g_assert_true (press (f, GDK_KEY_Left));
  g_assert_cmpuint (n_steps (f, 1), ==, 1);
  g_assert_true (press (f, GDK_KEY_Right));
  g_assert_cmpuint (n_steps (f, 2), ==, 2);
  g_assert_true (press (f, GDK_KEY_Page_Down));
  g_assert_cmpuint (n_steps (f, 3), ==, 3);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  /* Space plays and pauses. */
  g_assert_true (press (f, GDK_KEY_space));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Pause");
  g_assert_true (press (f, GDK_KEY_space));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (play), ==, "Play");
  steps = count_steps (f->bar);

  /* The clicker's blank-screen keys do nothing, and type nothing. */
  g_assert_true (press (f, GDK_KEY_period));
  g_assert_true (press (f, GDK_KEY_b));
  g_assert_cmpuint (count_steps (f->bar), ==, steps);

  /* Hidden (Show Steps off), the bar takes no key, and none of the
   * clicker's keys types into a cell, a given or an empty one (Space once
   * emptied a lesson's givens). */
  gtk_widget_set_visible (GTK_WIDGET (f->bar), FALSE);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 2));
  g_assert_false (press (f, GDK_KEY_Page_Down));
  g_assert_false (press (f, GDK_KEY_space));
  g_assert_false (sudoku_demo_bar_get_running (f->bar));
  g_signal_connect_swapped (f->grid, "input", G_CALLBACK (count_input_cb), &inputs);
  for (guint cell = 0; cell < 2; cell++)
    for (guint i = 0; i < G_N_ELEMENTS (clicker_keys); i++)
      {
        /* r1c3 holds a given, r1c1 is empty. */
        SudokuCell *target = sudoku_grid_get_cell (f->grid, 0, cell == 0 ? 2 : 0);

        gtk_widget_grab_focus (GTK_WIDGET (target));
        /* As the window would: the bar first (it takes B as b), then the cell. */
        if (!press (f, gdk_keyval_to_lower (clicker_keys[i])))
          sudoku_test_press_key (target, clicker_keys[i], 0);
      }
  g_assert_cmpuint (inputs, ==, 0);
  g_signal_handlers_disconnect_by_data (f->grid, &inputs);
  gtk_widget_set_visible (GTK_WIDGET (f->bar), TRUE);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_cmpuint (steps, >=, 3);
}

/* The caption tells forced moves from guesses, and says why at a dead end;
 * the counters speak plainly. */
static void
test_say_why (Fixture      *f,
              gconstpointer data)
{
  gboolean forced = FALSE, guessed = FALSE, dead_end = FALSE;

  sudoku_demo_bar_set_strategy (f->bar, SUDOKU_STRATEGY_FAST);
  for (guint i = 0; i < 400 && !(forced && guessed && dead_end); i++)
    {
      const char *caption;

      gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.step", NULL);
      sudoku_test_spin_for (0.02);
      caption = sudoku_demo_bar_get_caption (f->bar);
      forced |= g_str_has_prefix (caption, "Only ");
      guessed |= g_str_has_prefix (caption, "Guessing ");
      dead_end |= strstr (caption, ": taking ") != NULL && !g_str_has_prefix (caption, "Dead end");
    }
  g_assert_true (forced);
  g_assert_true (guessed);
  g_assert_true (dead_end);
  g_assert_true (g_str_has_prefix (counters_text (f), "Digits tried: "));
  g_assert_nonnull (strstr (counters_text (f), "Taken back: "));
  g_assert_nonnull (strstr (counters_text (f), "Digits placed: "));
}

/* What a frame shows, checked at each frame painted while the demo plays. */
typedef struct
{
  Fixture        *f;
  guint8          givens[SUDOKU_N_CELLS];
  guint8          grid[SUDOKU_N_CELLS]; /* the last frame's digits */
  guint64         steps;                /* its count of steps */
  guint           frames;
  guint           single_steps; /* frames one step after the last */
  gboolean        has_rate;
  graphene_rect_t bounds; /* the bar's, before it played */
  gboolean        want_single_steps;
} Frames;

/* Enough frames were checked: five at least, one with the rate line, and,
 * where the frame rate can keep up with the speed, five that each show one
 * step more than the last (at 60 steps a second a loaded machine under a
 * sanitizer paints 12 frames a second, so every frame shows several). */
static gboolean
frames_enough (gpointer data)
{
  Frames *frames = data;

  return frames->frames >= 5 && frames->has_rate && (!frames->want_single_steps || frames->single_steps >= 5);
}

static guint
cell_digit (SudokuGrid *grid,
            guint       cell)
{
  const char *text = sudoku_cell_get_text (sudoku_grid_get_cell (grid, cell / 9, cell % 9));

  return text != NULL && *text >= '1' && *text <= '9' ? (guint)(*text - '0') : 0;
}

/* The caption names the cell and digit of the grid's last change, the
 * outline is on that cell, and the counters agree with the grid. */
static void
after_paint_cb (GdkFrameClock *clock,
                Frames        *frames)
{
  Fixture        *f = frames->f;
  const char     *caption = sudoku_demo_bar_get_caption (f->bar);
  const char     *counters = gtk_label_get_text (GTK_LABEL (
        gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "counters")));
  guint8          grid[SUDOKU_N_CELLS];
  guint           digit, row, col, cell, changed = SUDOKU_N_CELLS, n_changed = 0, depth = 0;
  gboolean        place;
  guint64         placements, backtracks;
  char           *expected;

  graphene_rect_t bounds;

  /* The bar stays put, whatever its caption (one line, two, none). */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->bar), f->window, &bounds));
  g_assert_true (graphene_rect_equal (&bounds, &frames->bounds));
  if (!sudoku_demo_bar_get_running (f->bar) || *caption == '\0')
    return;
  if (sscanf (caption, "Trying %u in row %u, column %u", &digit, &row, &col) == 3)
    place = TRUE;
  else if (sscanf (caption, "Dead end: taking %u back from row %u, column %u", &digit, &row,
                   &col) == 3)
    place = FALSE;
  else
    g_error ("Frame %u: the caption “%s” names no step", frames->frames, caption);
  cell = (row - 1) * 9 + col - 1;
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      grid[i] = (guint8)cell_digit (f->grid, i);
      if (grid[i] != frames->grid[i])
        changed = i, n_changed++;
      depth += grid[i] != 0 && frames->givens[i] == 0;
      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (sudoku_grid_get_cell (f->grid, i / 9, i % 9)), "highlight"), ==, i == cell);
    }
  /* The caption's cell shows what the caption says. */
  g_assert_cmpuint (grid[cell], ==, place ? digit : 0);
  /* The counters: the steps the grid shows. */
  sudoku_demo_bar_get_counts (f->bar, &placements, &backtracks);
  g_assert_cmpuint (placements - backtracks, ==, depth);
  expected = g_strdup_printf ("Digits tried: %" G_GUINT64_FORMAT "   Taken back: %" G_GUINT64_FORMAT
                              "   Digits placed: %u   ",
                              placements, backtracks, depth);
  g_assert_true (g_str_has_prefix (counters, expected));
  g_free (expected);
  /* One step since the last frame: that step is the caption's. */
  if (frames->frames > 0 && placements + backtracks == frames->steps + 1)
    {
      g_assert_cmpuint (n_changed, ==, 1);
      g_assert_cmpuint (changed, ==, cell);
      frames->single_steps++;
    }
  frames->has_rate |= strstr (caption, " · Last second: ") != NULL;
  memcpy (frames->grid, grid, SUDOKU_N_CELLS);
  frames->steps = placements + backtracks;
  frames->frames++;
}

/* At 1920×1080, playing at 5 and at 60 steps a second, every frame's
 * caption, outline and counters describe the step the grid shows (the
 * caption once trailed the grid by 4 to 10 steps); steps too fast to read
 * get a line that says what the search does instead of a queue.  The bar's
 * bounds stay the same from before it plays (no caption) through one line
 * and two (it once jumped 17 px). */
static void
test_caption_in_step (Fixture      *f,
                      gconstpointer data)
{
  GdkFrameClock *clock;
  const double   speeds[] = { 5, 60 };

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1920, 1080);
  sudoku_test_spin_for (0.3);
  clock = gtk_widget_get_frame_clock (f->window);
  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      Frames frames = { f };
      gulong handler;

      g_assert_true (sudoku_parse_cells (data, frames.givens, NULL));
      memcpy (frames.grid, frames.givens, SUDOKU_N_CELLS);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->bar), f->window, &frames.bounds));
      sudoku_demo_bar_set_speed (f->bar, speeds[i]);
      sudoku_demo_bar_start (f->bar);
      frames.want_single_steps = speeds[i] <= 5;
      handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);
      sudoku_test_spin_for (1.0);
      sudoku_test_spin_until (frames_enough, &frames, 20);
      g_signal_handler_disconnect (clock, handler);
      g_test_message ("%.0f steps/s: %u frames, %u one step after the last", speeds[i],
                      frames.frames, frames.single_steps);
      g_assert_cmpuint (frames.frames, >=, 5);
      if (frames.want_single_steps)
        g_assert_cmpuint (frames.single_steps, >=, 5);
      g_assert_true (frames.has_rate);
      sudoku_demo_bar_stop (f->bar);
      g_assert_true (sudoku_test_spin_until (not_running, f->bar, 10));
    }
}

/* Paused, the caption says why again; Finish Now says so until the end (the
 * step's caption once came back over it at the next frame). */
static void
test_caption_pause_finish (Fixture      *f,
                           gconstpointer data)
{
  sudoku_demo_bar_set_speed (f->bar, 60);
  sudoku_demo_bar_start (f->bar);
  sudoku_test_spin_for (1.5);
  g_assert_nonnull (strstr (sudoku_demo_bar_get_caption (f->bar), " · Last second: "));
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.play", NULL);
  sudoku_test_spin_for (0.2);
  g_assert_null (strstr (sudoku_demo_bar_get_caption (f->bar), "Last second"));
  g_assert_false (g_str_has_prefix (sudoku_demo_bar_get_caption (f->bar), "Trying"));
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.play", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.finish", NULL);
  sudoku_test_spin_for (0.5);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "Finishing…");
  sudoku_demo_bar_stop (f->bar);
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 10));
}

typedef struct
{
  SudokuDemoBar *bar;
  guint64        position;
} Position;

static gboolean
at_position (gpointer data)
{
  Position *p = data;
  guint64   placements, backtracks;

  sudoku_demo_bar_get_counts (p->bar, &placements, &backtracks);
  return placements + backtracks == p->position;
}

/* What a bar shows: its caption, its counters but the time, each cell. */
static char *
shown_state (SudokuDemoBar *bar,
             SudokuGrid    *grid)
{
  GString    *state = g_string_new (sudoku_demo_bar_get_caption (bar));
  const char *counters = gtk_label_get_text (GTK_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (bar), SUDOKU_TYPE_DEMO_BAR, "counters")));

  g_string_append_printf (state, "\n%.*s\n", (int)(strstr (counters, "Time:") - counters),
                          counters);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_string_append_printf (state, "%s|", sudoku_cell_get_text (sudoku_grid_get_cell (grid, cell / 9, cell % 9)));
  return g_string_free (state, FALSE);
}

/* A step back restores grid, caption and counters exactly: a random walk
 * of 1,000 steps forward and back ends where a plain replay does. */
static void
test_step_back (Fixture      *f,
                gconstpointer data)
{
  Fixture          plain;
  Position         walk = { f->bar, 0 }, replay;
  g_autofree char *walked = NULL;
  g_autofree char *replayed = NULL;
  GRand           *rand = g_rand_new_with_seed (15);

  for (guint i = 0; i < 1000; i++)
    {
      gboolean back = walk.position > 0 && g_rand_int_range (rand, 0, 10) < 4;

      gtk_widget_activate_action (GTK_WIDGET (f->bar), back ? "demo.back" : "demo.step", NULL);
      walk.position += back ? -1 : 1;
      g_assert_true (sudoku_test_spin_until (at_position, &walk, 2));
    }
  g_rand_free (rand);
  g_test_message ("the walk ends at step %" G_GUINT64_FORMAT, walk.position);
  g_assert_cmpuint (walk.position, >, 0);
  walked = shown_state (f->bar, f->grid);

  fixture_set_up (&plain, data);
  replay.bar = plain.bar;
  for (replay.position = 1; replay.position <= walk.position; replay.position++)
    {
      gtk_widget_activate_action (GTK_WIDGET (plain.bar), "demo.step", NULL);
      g_assert_true (sudoku_test_spin_until (at_position, &replay, 2));
    }
  replayed = shown_state (plain.bar, plain.grid);
  g_assert_cmpstr (walked, ==, replayed);
  fixture_tear_down (&plain, data);
}

/* The digits the search has placed, as the grid shows them. */
static guint
search_digits (Fixture *f)
{
  guint n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += sudoku_board_get_value (f->board, cell / 9, cell % 9) == 0 &&
         sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, cell / 9, cell % 9))[0] != '\0';
  return n;
}

/* The search tree (Search Tree): a rung for each digit the search placed,
 * the newest on top, walked back with a step back; the same height as it
 * grows; in the search's view only. */
static void
test_ladder (Fixture      *f,
             gconstpointer data)
{
  SudokuSearchLadder *ladder = SUDOKU_SEARCH_LADDER (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "ladder"));
  Position walk = { f->bar, 0 };
  int      height = -1;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ladder)));
  g_object_set (ladder, "wanted", TRUE, NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ladder)));
  for (guint i = 0; i < 40; i++)
    {
      gboolean back = i % 5 == 4;
      guint    levels;

      gtk_widget_activate_action (GTK_WIDGET (f->bar), back ? "demo.back" : "demo.step", NULL);
      walk.position += back ? -1 : 1;
      g_assert_true (sudoku_test_spin_until (at_position, &walk, 2));
      gtk_test_widget_wait_for_draw (f->window);
      levels = sudoku_search_ladder_get_levels (ladder);
      g_assert_cmpuint (levels, ==, search_digits (f));
      if (levels > 0)
        {
          g_autofree char *cell = NULL;
          const char      *top = sudoku_search_ladder_get_rung (ladder, 0);
          guint            last = SUDOKU_N_CELLS;

          /* Textbook fills the first empty cell: the newest rung is the
           * last filled cell in reading order. */
          for (guint c = 0; c < SUDOKU_N_CELLS; c++)
            if (sudoku_board_get_value (f->board, c / 9, c % 9) == 0 &&
                sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, c / 9, c % 9))[0] != '\0')
              last = c;
          cell = sudoku_cell_name (last);
          g_assert_true (g_str_has_prefix (top, cell));
        }
      if (height < 0)
        height = gtk_widget_get_height (GTK_WIDGET (ladder));
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (ladder)), ==, height);
    }
  g_assert_cmpuint (sudoku_search_ladder_get_levels (ladder), >, 8);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.view", "s", "logic");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ladder)));
}

static int
min_width (GtkWidget *widget)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The controls wrap: the bar fits a narrow window (its one row of controls
 * once asked for 711 px), taller there than in a wide one, and the longest
 * strategy's name does not widen it. */
static void
test_wraps (Fixture      *f,
            gconstpointer data)
{
  GtkWidget *bar = GTK_WIDGET (f->bar);
  int        narrow;

  narrow = min_width (bar);
  g_test_message ("the bar's minimum width: %d px", narrow);
  g_assert_cmpint (narrow, <, 400);
  g_assert_cmpint (height_for (bar, narrow), >, height_for (bar, 1200));
  sudoku_demo_bar_set_strategy (f->bar, SUDOKU_STRATEGY_FEWEST);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_cmpint (min_width (bar), <=, narrow);
}

/* Tab goes from control to control: the strategy, play, step, stop,
 * Finish Now, the speed, the candidates, Search and Logic; never to what
 * wraps them. */
static void
test_tab_order (Fixture      *f,
                gconstpointer data)
{
  GtkWidget *candidates = GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "candidates_check"));
  guint stops = 0;

  gtk_widget_grab_focus (GTK_WIDGET (sudoku_grid_get_cell (f->grid, 8, 8)));
  while (gtk_root_get_focus (GTK_ROOT (f->window)) != candidates)
    {
      GtkWidget *focus;

      g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      if (gtk_widget_is_ancestor (focus, GTK_WIDGET (f->bar)))
        stops++;
      g_assert_false (GTK_IS_FLOW_BOX_CHILD (focus));
      g_assert_cmpuint (stops, <=, 7);
    }
  g_assert_cmpuint (stops, ==, 7);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *focus;

      g_assert_true (gtk_widget_child_focus (f->window, GTK_DIR_TAB_FORWARD));
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      g_assert_true (GTK_IS_TOGGLE_BUTTON (focus));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, i == 0 ? "Search" : "Logic");
    }
}

static gboolean
is_wide_window (gpointer window)
{
  return sudoku_window_get_wide (window);
}

/* In a window taller than wide, the bar stands above the grid. */
static void
test_narrow (void)
{
  SudokuWindow   *window = sudoku_window_new (NULL);
  GtkWidget      *bar, *grid, *caption;
  graphene_rect_t grid_box, caption_box;

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 740);
  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  sudoku_test_spin_for (0.2);
  bar = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_DEMO_BAR);
  grid = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_GRID);
  caption = GTK_WIDGET (gtk_widget_get_template_child (bar, SUDOKU_TYPE_DEMO_BAR, "caption"));
  g_assert_false (sudoku_window_get_wide (window));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &grid_box));
  g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (window), &caption_box));
  g_assert_cmpfloat (caption_box.origin.y + caption_box.size.height, <=, grid_box.origin.y);

  /* Wider than 1.3 times its height: beside it. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 700);
  g_assert_true (sudoku_test_spin_until (is_wide_window, window, 5));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &grid_box));
  g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (window), &caption_box));
  g_assert_cmpfloat (caption_box.origin.x, >=, grid_box.origin.x + grid_box.size.width);
  sudoku_test_close (GTK_WIDGET (window));
}

/* In a subprocess, in the language it was started with: after a run, the
 * counters' text at every width from 120 to 900 px wraps only between
 * counters, never between a label and its value ("Time:⏎0:09", "Taken
 * back:⏎9727332", German "Gesetzte Ziffern:⏎45"). */
static void
check_counters_together_here (void)
{
  SudokuBoard   *board = sudoku_board_new ();
  GtkWidget     *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget     *grid = sudoku_grid_new ();
  SudokuDemoBar *bar;
  GtkWidget     *window;
  GtkLabel      *counters;
  guint8         cells[SUDOKU_N_CELLS];
  guint          wraps = 0;

  g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, cells, NULL));
  sudoku_board_load (board, cells);
  sudoku_grid_set_board (SUDOKU_GRID (grid), board);
  bar = g_object_new (SUDOKU_TYPE_DEMO_BAR, "board", board, "grid", grid, NULL);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (bar));
  gtk_box_append (GTK_BOX (box), grid);
  window = sudoku_test_show (box, -1, -1);
  sudoku_demo_bar_set_speed (bar, 1);
  sudoku_demo_bar_start (bar);
  gtk_widget_activate_action (GTK_WIDGET (bar), "demo.finish", NULL);
  g_assert_true (sudoku_test_spin_until (not_running, bar, 10));
  counters = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (bar), SUDOKU_TYPE_DEMO_BAR,
                                                       "counters"));
  for (int width = 120; width <= 900; width += 10)
    {
      g_autoptr(PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (counters));
      const char *text = pango_layout_get_text (layout);

      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      for (int i = 0; i < pango_layout_get_line_count (layout); i++)
        {
          PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);
          g_autofree char *piece = g_strstrip (g_strndup (text + line->start_index, line->length));

          if (i > 0)
            wraps++;
          g_assert_false (g_str_has_suffix (piece, ":"));
          g_assert_false (g_str_has_suffix (piece, "："));
          g_assert_false (g_ascii_isdigit (piece[0]));
        }
    }
  g_test_message ("%s: “%s”, %u wraps checked", g_getenv ("LANGUAGE"),
                  gtk_label_get_text (counters), wraps);
  g_assert_cmpuint (wraps, >=, 20);
  sudoku_test_close (window);
  g_assert_finalize_object (board);
}

static void
test_counters_together (void)
{
  const char *languages[] = { "en", "de", "zh_CN" };

  if (g_test_subprocess ())
    {
      check_counters_together_here ();
      return;
    }
  if (g_getenv ("SUDOKU_SOLVER_LOCALEDIR") == NULL)
    {
      g_test_skip ("no translations (SUDOKU_SOLVER_LOCALEDIR)");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

      g_setenv ("LANGUAGE", languages[i], TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_setenv ("LANGUAGE", saved, TRUE);
      g_test_trap_assert_passed ();
    }
}

static gboolean
focus_in_grid (gpointer window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && SUDOKU_IS_CELL (focus);
}

/* A lesson chosen from the main menu takes the keys to its puzzle: Ctrl+T
 * right after it shows the steps (the focus stayed in the closed menu,
 * where every key was lost). */
static void
test_keys_after_lesson (void)
{
  SudokuWindow *window = sudoku_test_new_window (NULL);
  GtkWidget    *menu = GTK_WIDGET (
       gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "menu_button"));
  GtkWidget *focus;

  gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
  sudoku_test_spin_for (0.3);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER));
  /* As the menu's item does: the action, and the menu closes. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.load-lesson", "s", "singles");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  g_assert_true (sudoku_test_spin_until (focus_in_grid, window, 5));
  sudoku_test_close (GTK_WIDGET (window));
}

/* The font size a label draws with, in pixels. */
static double
font_px (GtkWidget *label)
{
  PangoContext               *context = gtk_widget_get_pango_context (label);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double                      size = (double)pango_font_description_get_size (font) / PANGO_SCALE;

  return pango_font_description_get_size_is_absolute (font) ? size : size * 96.0 / 72.0;
}

/* The texts of @widget drawn now: its labels shown with some text. */
static void
shown_labels (GtkWidget *widget,
              GPtrArray *labels)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *text =
        GTK_IS_LABEL (child) ? g_strstrip (g_strdup (gtk_label_get_text (GTK_LABEL (child)))) : NULL;

      if (text != NULL && *text != '\0' && gtk_widget_get_mapped (child) &&
          gtk_widget_get_opacity (child) > 0)
        g_ptr_array_add (labels, child);
      shown_labels (child, labels);
    }
}

static double
widget_height (GtkWidget  *bar,
               const char *name)
{
  return gtk_widget_get_height (GTK_WIDGET (gtk_widget_get_template_child (bar, SUDOKU_TYPE_DEMO_BAR, name)));
}

/* At 1920×1080, every text of the bar (its controls' too: the strategy,
 * Finish Now, the speed, Candidates, Search and Logic) grows with the zoom,
 * and so do the controls; each reads at 4.5:1 at least on what the window
 * draws under it, light and dark (the speed was 3.2:1, and at 150 % the
 * controls' text stayed 12 px beside a 30 px caption). */
static void
test_controls_zoom (void)
{
  SudokuWindow *window = sudoku_window_new (NULL);
  GtkSettings  *settings = gtk_widget_get_settings (GTK_WIDGET (window));
  GtkWidget    *bar = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_DEMO_BAR);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) zoomed = g_ptr_array_new ();
  g_autofree double *before = NULL;
  double             play_height, strategy_height;
  guint8             cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, cells, NULL));
  sudoku_board_load (sudoku_window_get_board (window), cells);
  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_spin_for (1.5);
  gtk_widget_activate_action (bar, "demo.play", NULL); /* paused, with a caption */
  sudoku_test_spin_for (0.2);

  shown_labels (bar, labels);
  g_assert_cmpuint (labels->len, >=, 8);
  before = g_new (double, labels->len);
  for (guint i = 0; i < labels->len; i++)
    before[i] = font_px (labels->pdata[i]);
  play_height = widget_height (bar, "play_button");
  strategy_height = widget_height (bar, "strategy_dropdown");

  /* 150 %: each text grows by as much, the controls with them. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  sudoku_test_spin_for (0.3);
  shown_labels (bar, zoomed);
  g_assert_cmpuint (zoomed->len, ==, labels->len);
  for (guint i = 0; i < labels->len; i++)
    {
      g_test_message ("“%s”: %.1f px, then %.1f px", gtk_label_get_text (labels->pdata[i]),
                      before[i], font_px (labels->pdata[i]));
      g_assert_cmpfloat (font_px (labels->pdata[i]), >=, 1.45 * before[i]);
    }
  g_assert_cmpfloat (widget_height (bar, "play_button"), >=, 1.2 * play_height);
  g_assert_cmpfloat (widget_height (bar, "strategy_dropdown"), >=, 1.2 * strategy_height);

  for (guint dark = 0; dark < 2; dark++)
    {
      g_object_set (settings, "gtk-application-prefer-dark-theme", dark, NULL);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      for (guint i = 0; i < labels->len; i++)
        {
          GtkWidget      *label = labels->pdata[i];
          graphene_rect_t box;
          GdkRGBA         ground;
          double          contrast;

          g_assert_true (gtk_widget_compute_bounds (label, GTK_WIDGET (window), &box));
          /* What is under the text: the label's corner, clear of its glyphs. */
          ground = sudoku_test_rendered_pixel (GTK_WIDGET (window), (int)box.origin.x,
                                               (int)box.origin.y);
          contrast = sudoku_test_text_contrast (GTK_WIDGET (window), label, &ground);
          g_test_message ("%s: “%s” %.1f:1", dark ? "dark" : "light",
                          gtk_label_get_text (GTK_LABEL (label)), contrast);
          g_assert_cmpfloat (contrast, >=, 4.5);
        }
    }
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
  sudoku_test_close (GTK_WIDGET (window));
}

static GtkWidget *
find_by_action (GtkWidget  *widget,
                const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = find_by_action (child, action)) != NULL)
        return found;
    }
  return NULL;
}

/* A screen reader hears each control's name: the strategy's button says
 * "Strategy" and the one chosen (it said "GtkToggleButton"), Finish Now its
 * name once (it said "_Finish Now Finish Now"). */
static void
test_accessible_names (Fixture      *f,
                       gconstpointer data)
{
  GtkWidget *dropdown = GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "strategy_dropdown"));
  GtkWidget *button = gtk_widget_get_first_child (dropdown);
  GtkWidget *finish = find_by_action (GTK_WIDGET (f->bar), "demo.finish");

  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Strategy");
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Textbook");
  sudoku_demo_bar_set_strategy (f->bar, SUDOKU_STRATEGY_FEWEST);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Fewest candidates first");
  g_assert_nonnull (finish);
  gtk_test_accessible_assert_property (finish, GTK_ACCESSIBLE_PROPERTY_LABEL, "Finish Now");
}

/* The summary's counts agree with their number: "1 placement", "2 placements". */
static void
test_summary_plural (void)
{
  SudokuSolveStats one = { .placements = 1, .backtracks = 1 };
  SudokuSolveStats some = { .placements = 2, .backtracks = 0 };
  g_autofree char *singular = sudoku_demo_summary_line (SUDOKU_STRATEGY_TEXTBOOK, &one);
  g_autofree char *plural = sudoku_demo_summary_line (SUDOKU_STRATEGY_TEXTBOOK, &some);

  g_assert_cmpstr (singular, ==, "Textbook: 1 placement, 1 backtrack");
  g_assert_cmpstr (plural, ==, "Textbook: 2 placements, 0 backtracks");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  /* A state folder of its own: another instance may hold the user's. */
  g_free (sudoku_test_private_state_dir ("test-demo-bar"));
  if (localedir != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add ("/sudoku/demo-bar/run", Fixture, DEMO_PUZZLE, fixture_set_up, test_run,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/step-stop", Fixture, DEMO_PUZZLE, fixture_set_up, test_step_stop,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/interrupted", Fixture, SLOW_TEXTBOOK, fixture_set_up,
              test_interrupted, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/finish-counters", Fixture, DEMO_PUZZLE, fixture_set_up,
              test_finish_counters, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/paused-time", Fixture, DEMO_PUZZLE, fixture_set_up,
              test_paused_time, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/new-puzzle-clears", Fixture, DEMO_PUZZLE, fixture_set_up,
              test_new_puzzle_clears, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/keys", Fixture, DEMO_PUZZLE, fixture_set_up, test_keys,
              fixture_tear_down);
  g_test_add_func ("/sudoku/demo-bar/narrow-and-wide", test_narrow);
  g_test_add_func ("/sudoku/demo-bar/summary-plural", test_summary_plural);
  g_test_add_func ("/sudoku/demo-bar/counters-together", test_counters_together);
  g_test_add_func ("/sudoku/demo-bar/keys-after-lesson", test_keys_after_lesson);
  g_test_add_func ("/sudoku/demo-bar/controls-zoom", test_controls_zoom);
  g_test_add ("/sudoku/demo-bar/accessible-names", Fixture, DEMO_PUZZLE, fixture_set_up,
              test_accessible_names, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/say-why", Fixture, DEMO_PUZZLE, fixture_set_up, test_say_why,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/caption-in-step", Fixture, SLOW_TEXTBOOK, fixture_set_up,
              test_caption_in_step, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/caption-pause-finish", Fixture, SLOW_TEXTBOOK, fixture_set_up,
              test_caption_pause_finish, fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/ladder", Fixture, DEMO_PUZZLE, fixture_set_up, test_ladder,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/step-back", Fixture, DEMO_PUZZLE, fixture_set_up, test_step_back,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/tab-order", Fixture, DEMO_PUZZLE, fixture_set_up, test_tab_order,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-bar/wraps", Fixture, DEMO_PUZZLE, fixture_set_up, test_wraps,
              fixture_tear_down);
  return g_test_run ();
}
