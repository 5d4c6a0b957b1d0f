/* test-demo-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-demo-logic"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "sudoku-cell-private.h"
#include "sudoku-demo-bar-private.h"
#include "sudoku-demo-bar.h"
#include "sudoku-logic-step.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape-solver.h"
#include "sudoku-test-util.h"

/* The demo bar's logic view, against the logic engine and the search it
 * runs on its own. */

/* Norvig's top95 #1: easy for a person (singles and pointing), 9.7 million
 * placements for the textbook search. */
#define TOP95_1 "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
/* The other way round: several solutions (one of the forum's hardest less
 * its last given), no technique of the engine applies, the textbook search
 * finds one at once. */
#define GUESS_AT_ONCE \
  ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9........"

/* Several solutions too, where logic is stuck after 56 steps. */
#define GUESS_LATER \
  ".237....68...6.59.9.....7......4.97.3.7.96..2.........5..4..........2....8......."

typedef struct
{
  GtkWidget     *window;
  SudokuDemoBar *bar;
  SudokuGrid    *grid;
  SudokuBoard   *board;
  GArray        *path; /* the engine's own, of SudokuLogicStep */
  guint8         cells[SUDOKU_N_CELLS];
} Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  g_assert_true (sudoku_parse_cells (data, f->cells, NULL));
  f->path = sudoku_logic_solve_path (f->cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  f->board = sudoku_board_new ();
  sudoku_board_load (f->board, f->cells);
  f->grid = SUDOKU_GRID (sudoku_grid_new ());
  sudoku_grid_set_board (f->grid, f->board);
  f->bar = g_object_new (SUDOKU_TYPE_DEMO_BAR, "board", f->board, "grid", f->grid, NULL);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->bar));
  gtk_widget_set_size_request (GTK_WIDGET (f->grid), 400, 400);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->grid));
  f->window = sudoku_test_show (box, -1, -1);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.view", "s", "logic");
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  sudoku_test_close (f->window);
  g_array_unref (f->path);
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
  guint          position;
} Position;

static gboolean
at_position (gpointer data)
{
  Position *p = data;
  guint     shown;

  return sudoku_demo_bar_get_logic_position (p->bar, &shown, NULL) && shown == p->position;
}

static void
step (Fixture    *f,
      const char *action,
      guint       position)
{
  Position p = { f->bar, position };

  gtk_widget_activate_action (GTK_WIDGET (f->bar), action, NULL);
  g_assert_true (sudoku_test_spin_until (at_position, &p, 10));
}

/* Each cell's digit and small digits, struck or bold, and its outline. */
static char *
grid_state (Fixture *f)
{
  GString *state = g_string_new (NULL);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      SudokuCell *c = sudoku_grid_get_cell (f->grid, cell / 9, cell % 9);

      g_string_append_printf (state, "%s:%x/%x/%x%s|", sudoku_cell_get_text (c), c->candidate_mask,
                              c->struck_mask, c->emphasized_mask,
                              gtk_widget_has_css_class (GTK_WIDGET (c), "highlight") ? "*" : "");
    }
  return g_string_free (state, FALSE);
}

static char *
digit_text (guint digit)
{
  return g_strdup_printf ("%u", digit);
}

/* Stepping: the path is the engine's; each step shows its sentence, its
 * cells outlined, its digit placed, the candidates it removes struck out;
 * a step back brings the grid back exactly. */
static void
test_steps (Fixture      *f,
            gconstpointer data)
{
  guint shown = 0, n_steps = 0, with_eliminations = 0;

  step (f, "demo.step", 1);
  g_assert_true (sudoku_demo_bar_get_running (f->bar));
  g_assert_true (sudoku_demo_bar_get_logic_position (f->bar, &shown, &n_steps));
  g_assert_cmpuint (n_steps, ==, f->path->len);
  g_assert_cmpuint (f->path->len, >, 60);

  for (guint i = 0; i < f->path->len; i++)
    {
      const SudokuLogicStep *s = &g_array_index (f->path, SudokuLogicStep, i);
      g_autofree char       *sentence = sudoku_logic_step_sentence (s);

      if (i > 0)
        step (f, "demo.step", i + 1);
      g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, sentence);
      /* Five lines at most (a long one pushed the grid out of a maximized
       * window), the whole sentence in the tooltip. */
      g_assert_cmpint (gtk_label_get_lines (f->bar->caption), ==, 5);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (f->bar->caption)), ==, sentence);
      for (guint k = 0; k < s->n_cells; k++)
        g_assert_true (gtk_widget_has_css_class (
          GTK_WIDGET (sudoku_grid_get_cell (f->grid, s->cells[k] / 9, s->cells[k] % 9)), "highlight"));
      if (s->place_digit != 0)
        {
          SudokuCell      *cell = sudoku_grid_get_cell (f->grid, s->place_cell / 9, s->place_cell % 9);
          g_autofree char *digit = digit_text (s->place_digit);

          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (cell), "highlight"));
          g_assert_cmpstr (sudoku_cell_get_text (cell), ==, digit);
        }
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          SudokuCell *c = sudoku_grid_get_cell (f->grid, cell / 9, cell % 9);

          g_assert_cmpuint (c->struck_mask, ==, s->eliminated[cell]);
        }
      with_eliminations += s->n_eliminated > 0;
      if (i == 5)
        {
          /* One step forward and back again: the same grid. */
          g_autofree char *here = grid_state (f);
          g_autofree char *next = NULL;
          g_autofree char *again = NULL;

          step (f, "demo.step", i + 2);
          next = grid_state (f);
          g_assert_cmpstr (next, !=, here);
          step (f, "demo.back", i + 1);
          again = grid_state (f);
          g_assert_cmpstr (again, ==, here);
        }
    }
  g_test_message ("%u steps, %u with eliminations", f->path->len, with_eliminations);
  g_assert_cmpuint (with_eliminations, >, 0);
}

typedef struct
{
  Fixture *f;
  guint    frames;
  guint    steps_seen;
  guint    last;
} Frames;

/* At each frame: the counter, the caption and the outline speak of the
 * step the grid shows (the caption of "Step 12 of 61" was step 11's). */
static void
after_paint_cb (GdkFrameClock *clock,
                Frames        *frames)
{
  Fixture               *f = frames->f;
  const char            *counters = gtk_label_get_text (GTK_LABEL (
               gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "counters")));
  const SudokuLogicStep *s;
  g_autofree char       *sentence = NULL;
  g_autofree char       *counter = NULL;
  guint                  shown, n_steps;

  if (!sudoku_demo_bar_get_logic_position (f->bar, &shown, &n_steps) || shown == 0)
    return;
  s = &g_array_index (f->path, SudokuLogicStep, shown - 1);
  sentence = sudoku_logic_step_sentence (s);
  counter = g_strdup_printf ("Step %u of %u", shown, n_steps);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, sentence);
  g_assert_cmpstr (counters, ==, counter);
  for (guint k = 0; k < s->n_cells; k++)
    g_assert_true (gtk_widget_has_css_class (
      GTK_WIDGET (sudoku_grid_get_cell (f->grid, s->cells[k] / 9, s->cells[k] % 9)), "highlight"));
  if (s->place_digit != 0)
    {
      g_autofree char *digit = g_strdup_printf ("%u", s->place_digit);

      g_assert_cmpstr (sudoku_cell_get_text (sudoku_grid_get_cell (f->grid, s->place_cell / 9,
                                                                   s->place_cell % 9)),
                       ==, digit);
    }
  frames->steps_seen += shown != frames->last;
  frames->last = shown;
  frames->frames++;
}

/* Playing at 5 and at 60 steps a second, every frame shows one step
 * whole: its sentence, its counter, its cells, its digit. */
static void
test_in_step (Fixture      *f,
              gconstpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (f->window);
  const double   speeds[] = { 5, 60 };

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      Frames frames = { f };
      gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);

      sudoku_demo_bar_set_speed (f->bar, speeds[i]);
      sudoku_demo_bar_start (f->bar);
      sudoku_test_spin_for (1.5);
      g_signal_handler_disconnect (clock, handler);
      g_test_message ("%.0f steps/s: %u frames, %u steps", speeds[i], frames.frames,
                      frames.steps_seen);
      g_assert_cmpuint (frames.steps_seen, >=, 3);
      sudoku_demo_bar_stop (f->bar);
      g_assert_true (sudoku_test_spin_until (not_running, f->bar, 10));
    }
}

/* With Candidates, every empty cell shows the engine's candidates before
 * the step; without, only the cells the step removes some from. */
static void
test_candidates (Fixture      *f,
                 gconstpointer data)
{
  GtkCheckButton *check = GTK_CHECK_BUTTON (
    gtk_widget_get_template_child (GTK_WIDGET (f->bar), SUDOKU_TYPE_DEMO_BAR, "candidates_check"));
  SudokuLogicGrid before, after;

  sudoku_logic_grid_init (&before, f->cells);
  for (guint i = 0; i < 4; i++)
    sudoku_logic_apply (&before, &g_array_index (f->path, SudokuLogicStep, i));
  after = before;
  sudoku_logic_apply (&after, &g_array_index (f->path, SudokuLogicStep, 4));
  gtk_check_button_set_active (check, TRUE);
  for (guint i = 1; i <= 5; i++)
    step (f, "demo.step", i);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_grid_get_cell (f->grid, cell / 9, cell % 9)->candidate_mask, ==,
                      after.values[cell] != 0 ? 0 : before.cands[cell]);
  gtk_check_button_set_active (check, FALSE);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (g_array_index (f->path, SudokuLogicStep, 4).eliminated[cell] == 0)
      g_assert_cmpuint (sudoku_grid_get_cell (f->grid, cell / 9, cell % 9)->candidate_mask, ==, 0);
}

static gboolean
summary_complete (gpointer bar)
{
  return strstr (sudoku_demo_bar_get_summary (bar), " · ") != NULL;
}

/* A whole replay: the solution on the board, and a summary with the logic's
 * steps beside the textbook search's own counts. */
static void
test_summary (Fixture      *f,
              gconstpointer data)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  SudokuSolveStats   stats;
  guint8             solution[SUDOKU_N_CELLS];
  guint              n;
  gboolean           stuck = g_array_index (f->path, SudokuLogicStep, f->path->len - 1).technique ==
                   SUDOKU_TECHNIQUE_GUESS;
  g_autofree char *logic = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (sudoku_solve (f->cells, solution, &options, &n, &stats, NULL));
  if (!stuck)
    logic = g_strdup_printf ("Logic: %u steps, no guess", f->path->len);
  else if (f->path->len == 1)
    logic = g_strdup ("Logic: a guess is needed at once");
  else
    logic = g_strdup_printf ("Logic: a guess is needed after %u steps", f->path->len - 1);
  expected = g_strdup_printf ("%s · Textbook: %" G_GUINT64_FORMAT " placements, %" G_GUINT64_FORMAT
                              " backtracks",
                              logic, stats.placements, stats.backtracks);

  sudoku_demo_bar_set_speed (f->bar, 10000);
  sudoku_demo_bar_start (f->bar);
  if (stuck)
    {
      guint shown;

      /* The replay stays on the step that needs a guess, paused, until
       * Stop. */
      g_assert_true (sudoku_test_spin_until (summary_complete, f->bar, 30));
      g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, expected);
      g_test_message ("%s", expected);
      g_assert_true (sudoku_demo_bar_get_logic_position (f->bar, &shown, NULL));
      g_assert_cmpuint (shown, ==, f->path->len);
      g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==,
                       "No technique applies here: a guess is needed");
      sudoku_test_spin_for (0.3);
      g_assert_true (sudoku_demo_bar_get_running (f->bar));
      gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.stop", NULL);
      g_assert_false (sudoku_demo_bar_get_running (f->bar));
      g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, expected);
      g_assert_cmpint (sudoku_board_get_state (f->board), !=, SUDOKU_BOARD_SOLVED);
      return;
    }
  g_assert_true (sudoku_test_spin_until (not_running, f->bar, 30));
  g_assert_true (sudoku_test_spin_until (summary_complete, f->bar, 30));
  g_assert_cmpstr (sudoku_demo_bar_get_summary (f->bar), ==, expected);
  g_assert_cmpstr (sudoku_demo_bar_get_caption (f->bar), ==, "Solved by logic alone");
  g_assert_cmpint (sudoku_board_get_state (f->board), ==, SUDOKU_BOARD_SOLVED);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_value (f->board, cell / 9, cell % 9), ==, solution[cell]);
}

/* A random walk forward and back ends where a plain replay does. */
static void
test_walk (Fixture      *f,
           gconstpointer data)
{
  Fixture          plain;
  GRand           *rand = g_rand_new_with_seed (7);
  guint            position = 0;
  g_autofree char *walked = NULL;
  g_autofree char *replayed = NULL;
  g_autofree char *walked_grid = NULL;
  g_autofree char *replayed_grid = NULL;

  for (guint i = 0; i < 200; i++)
    {
      gboolean back = position > 0 && g_rand_int_range (rand, 0, 10) < 4;

      if (!back && position + 1 >= f->path->len)
        back = TRUE;
      position += back ? -1 : 1;
      step (f, back ? "demo.back" : "demo.step", position);
    }
  g_rand_free (rand);
  g_test_message ("the walk ends at step %u", position);
  walked_grid = grid_state (f);
  walked = g_strconcat (sudoku_demo_bar_get_caption (f->bar), "\n", walked_grid, NULL);

  fixture_set_up (&plain, data);
  for (guint i = 1; i <= position; i++)
    step (&plain, "demo.step", i);
  replayed_grid = grid_state (&plain);
  replayed = g_strconcat (sudoku_demo_bar_get_caption (plain.bar), "\n", replayed_grid, NULL);
  g_assert_cmpstr (walked, ==, replayed);
  fixture_tear_down (&plain, data);
}

/* Whether the caption tells a step of the search (the step waits for the
 * worker, which a loaded machine may start late). */
static gboolean
says_search_step (gpointer bar)
{
  const char *caption = sudoku_demo_bar_get_caption (bar);

  return g_str_has_prefix (caption, "Trying") || g_str_has_prefix (caption, "Guessing") ||
         g_str_has_prefix (caption, "Only");
}

/* Search or Logic: choosing the other stops the demo and brings the board
 * back. */
static void
test_switch (Fixture      *f,
             gconstpointer data)
{
  step (f, "demo.step", 1);
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.view", "s", "search");
  g_assert_false (sudoku_demo_bar_get_running (f->bar));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      SudokuCell *c = sudoku_grid_get_cell (f->grid, cell / 9, cell % 9);

      g_assert_cmpuint (c->candidate_mask, ==, 0);
      g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (c), "highlight"));
      if (f->cells[cell] == 0)
        g_assert_cmpstr (sudoku_cell_get_text (c), ==, "");
    }
  /* The search view steps the search again. */
  gtk_widget_activate_action (GTK_WIDGET (f->bar), "demo.step", NULL);
  g_assert_true (sudoku_test_spin_until (says_search_step, f->bar, 10));
  g_assert_false (sudoku_demo_bar_get_logic_position (f->bar, NULL, NULL));
}

/* The logic view on other shapes (#27), with the shapes' logic engine: a
 * 6×6 of tests/data/shapes/held-out.txt step by step to its end, solved,
 * and a 9×9 X logic is stuck on, which ends on the guess. */
#define SIX    ".......6...2.....3.1.6....14..3..5.."
#define NINE_X "....48.93..95.2..81.......5.......34........287...........2........3......1..6..."

typedef struct
{
  GtkWidget     *window;
  SudokuDemoBar *bar;
  SudokuGrid    *grid;
  SudokuBoard   *board;
} ShapeView;

static void
shape_view_open (ShapeView             *v,
                 const SudokuGridShape *shape,
                 guint8                *cells,
                 const char            *puzzle)
{
  GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *view = NULL;

  for (guint i = 0; i < shape->n_cells; i++)
    cells[i] = puzzle[i] == '.' ? 0 : (guint8)(puzzle[i] - '0');
  v->board = sudoku_board_new ();
  sudoku_board_load_shaped (v->board, shape, cells);
  v->grid = SUDOKU_GRID (sudoku_grid_new ());
  sudoku_grid_set_board (v->grid, v->board);
  v->bar = g_object_new (SUDOKU_TYPE_DEMO_BAR, "board", v->board, "grid", v->grid, NULL);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (v->bar));
  gtk_widget_set_size_request (GTK_WIDGET (v->grid), 400, 400);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (v->grid));
  v->window = sudoku_test_show (box, -1, -1);
  /* On every shape now, as on a plain 9×9. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (v->bar), "demo.view", "s", "logic"));
  g_object_get (v->bar, "view", &view, NULL);
  g_assert_cmpstr (view, ==, "logic");
}

static void
shape_view_close (ShapeView *v)
{
  sudoku_test_close (v->window);
  g_assert_finalize_object (v->board);
}

static void
test_shape (void)
{
  const SudokuGridShape *six = sudoku_grid_shape_get (6, FALSE);
  ShapeView              v = { 0 };
  Fixture                f = { 0 };
  guint8                 cells[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  SudokuSolveOptions     options = { SUDOKU_STRATEGY_FAST, 1 };
  g_autoptr(GArray) path = NULL;
  guint n;

  shape_view_open (&v, six, cells, SIX);
  path = sudoku_shape_logic_solve_path (six, cells, NULL);
  g_assert_true (sudoku_shape_solve (six, cells, solution, &options, &n, NULL, NULL));
  f.bar = v.bar;
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuShapeStep *s = &g_array_index (path, SudokuShapeStep, i);
      g_autofree char       *sentence = sudoku_shape_step_sentence (six, s);

      step (&f, "demo.step", i + 1);
      g_assert_cmpstr (sudoku_demo_bar_get_caption (v.bar), ==, sentence);
      for (guint k = 0; k < s->n_cells; k++)
        g_assert_true (gtk_widget_has_css_class (
          GTK_WIDGET (sudoku_grid_get_cell (v.grid, s->cells[k] / 6, s->cells[k] % 6)), "highlight"));
      for (guint k = 0; k < s->n_units; k++)
        for (guint c = 0; c < 6; c++)
          g_assert_true (gtk_widget_has_css_class (
            GTK_WIDGET (sudoku_grid_get_cell (v.grid, six->units[s->units[k]][c] / 6,
                                              six->units[s->units[k]][c] % 6)),
            "in-unit"));
      if (s->place_digit != 0)
        {
          SudokuCell      *cell = sudoku_grid_get_cell (v.grid, s->place_cell / 6, s->place_cell % 6);
          g_autofree char *digit = digit_text (s->place_digit);

          g_assert_cmpstr (sudoku_cell_get_text (cell), ==, digit);
        }
      for (guint cell = 0; cell < six->n_cells; cell++)
        g_assert_cmphex (sudoku_grid_get_cell (v.grid, cell / 6, cell % 6)->struck_mask, ==,
                         s->eliminated[cell]);
    }
  /* Forward from the last step: the end, the solution on the board. */
  gtk_widget_activate_action (GTK_WIDGET (v.bar), "demo.step", NULL);
  g_assert_true (sudoku_test_spin_until (not_running, v.bar, 10));
  g_assert_cmpstr (sudoku_demo_bar_get_caption (v.bar), ==, "Solved by logic alone");
  g_assert_cmpint (sudoku_board_get_state (v.board), ==, SUDOKU_BOARD_SOLVED);
  for (guint cell = 0; cell < six->n_cells; cell++)
    g_assert_cmpuint (sudoku_board_get_value (v.board, cell / 6, cell % 6), ==, solution[cell]);
  g_assert_true (sudoku_test_spin_until (summary_complete, v.bar, 30));
  g_assert_true (g_str_has_prefix (sudoku_demo_bar_get_summary (v.bar), "Logic: "));
  shape_view_close (&v);

  /* Stuck: Finish Now stays on the guess, paused, until Stop. */
  memset (&v, 0, sizeof v);
  shape_view_open (&v, sudoku_grid_shape_get (9, TRUE), cells, NINE_X);
  gtk_widget_activate_action (GTK_WIDGET (v.bar), "demo.step", NULL);
  gtk_widget_activate_action (GTK_WIDGET (v.bar), "demo.finish", NULL);
  g_assert_true (sudoku_test_spin_until (summary_complete, v.bar, 30));
  g_assert_cmpstr (sudoku_demo_bar_get_caption (v.bar), ==,
                   "No technique applies here: a guess is needed");
  g_assert_true (sudoku_demo_bar_get_running (v.bar));
  gtk_widget_activate_action (GTK_WIDGET (v.bar), "demo.stop", NULL);
  g_assert_false (sudoku_demo_bar_get_running (v.bar));
  g_assert_cmpint (sudoku_board_get_state (v.board), !=, SUDOKU_BOARD_SOLVED);
  shape_view_close (&v);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add ("/sudoku/demo-logic/steps", Fixture, TOP95_1, fixture_set_up, test_steps,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/candidates", Fixture, TOP95_1, fixture_set_up, test_candidates,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/summary", Fixture, TOP95_1, fixture_set_up, test_summary,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/summary-stuck", Fixture, GUESS_AT_ONCE, fixture_set_up,
              test_summary, fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/summary-stuck-later", Fixture, GUESS_LATER, fixture_set_up,
              test_summary, fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/in-step", Fixture, TOP95_1, fixture_set_up, test_in_step,
              fixture_tear_down);
  g_test_add ("/sudoku/demo-logic/walk", Fixture, TOP95_1, fixture_set_up, test_walk,
              fixture_tear_down);
  g_test_add_func ("/sudoku/demo-logic/shape", test_shape);
  g_test_add ("/sudoku/demo-logic/switch", Fixture, TOP95_1, fixture_set_up, test_switch,
              fixture_tear_down);
  return g_test_run ();
}
