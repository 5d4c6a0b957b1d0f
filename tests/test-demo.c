/* test-demo.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-demo"

#include "config.h"

#include <string.h>

#include "sudoku-core-test-util.h"
#include "sudoku-demo.h"
#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/* Needs a few hundred textbook steps. */
#define SMALL "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
/* Norvig's impossible puzzle: half a minute of textbook search. */
#define SLOW ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

static void
cells_from (const char *text,
            guint8     *cells)
{
  g_assert_true (sudoku_parse_cells (text, cells, NULL));
}

static gboolean
fits (const guint8 values[SUDOKU_N_CELLS],
      guint        cell,
      guint        digit)
{
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (other != cell && values[other] == digit &&
        (other / 9 == cell / 9 || other % 9 == cell % 9 ||
         (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3)))
      return FALSE;
  return TRUE;
}

/* Each step says why: a placement how many digits fitted its cell (1 when
 * forced), a dead end a cell where none fits, if there is one. */
static void
check_reasons (const guint8 cells[SUDOKU_N_CELLS],
               GArray      *steps)
{
  guint8 values[SUDOKU_N_CELLS];
  guint  forced = 0, named = 0;

  memcpy (values, cells, SUDOKU_N_CELLS);
  for (guint i = 0; i < steps->len; i++)
    {
      SudokuStep *step = &g_array_index (steps, SudokuStep, i);
      guint       n = 0;

      if (step->kind == SUDOKU_STEP_PLACE)
        {
          for (guint digit = 1; digit <= 9; digit++)
            n += fits (values, step->cell, digit);
          g_assert_cmpuint (step->candidates, ==, n);
          forced += n == 1;
          values[step->cell] = step->digit;
          continue;
        }
      if (step->dead_cell < SUDOKU_N_CELLS)
        {
          g_assert_cmpuint (values[step->dead_cell], ==, 0);
          for (guint digit = 1; digit <= 9; digit++)
            g_assert_false (fits (values, step->dead_cell, digit));
          named++;
        }
      else if (step->dead_digit != 0)
        {
          guint unit = step->dead_unit;

          for (guint k = 0; k < 9; k++)
            {
              guint cell = unit < 9    ? unit * 9 + k
                           : unit < 18 ? k * 9 + unit - 9
                                       : (unit - 18) / 3 * 27 + (unit - 18) % 3 * 3 + k / 3 * 9 +
                                           k % 3;

              g_assert_cmpuint (values[cell], !=, step->dead_digit);
              g_assert_false (values[cell] == 0 && fits (values, cell, step->dead_digit));
            }
          named++;
        }
      else /* none: every empty cell has a digit that fits */
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          {
            for (guint digit = 1, n_fit = 0; values[cell] == 0 && n_fit == 0; digit++)
              {
                g_assert_cmpuint (digit, <=, 9);
                n_fit += fits (values, cell, digit);
              }
          }
      values[step->cell] = 0;
    }
  g_assert_cmpuint (forced, >, 0);
  g_assert_cmpuint (named, >, 0);
}

/* The steps shown are exactly the solver's, in order, however they are
 * paced, and the counters agree with them. */
static void
test_steps_match_trace (void)
{
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    {
      g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
      g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
      g_autoptr(SudokuDemo) demo = NULL;
      g_autoptr(GAsyncResult) result = NULL;
      g_autoptr(GError) error = NULL;
      SudokuSolveOptions options = { s, 1, .step_func = sudoku_test_record_step, .step_data = expected };
      SudokuDemoResult   outcome;
      guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
      guint              n, places = 0, removes = 0, round = 0;

      cells_from (SMALL, cells);
      g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, NULL));

      demo = sudoku_demo_new (cells, s);
      sudoku_demo_run_async (demo, NULL, sudoku_test_result_cb, &result);
      while (result == NULL || shown->len < expected->len)
        {
          SudokuStep steps[64];

          sudoku_demo_allow (demo, 1 + round++ % 7); /* an uneven pace */
          g_main_context_iteration (NULL, FALSE);
          n = sudoku_demo_take_steps (demo, steps, G_N_ELEMENTS (steps));
          g_array_append_vals (shown, steps, n);
          g_assert_cmpuint (shown->len, <=, expected->len);
        }
      g_assert_true (sudoku_demo_run_finish (demo, result, &outcome, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (outcome.n_solutions, ==, 1);
      g_assert_cmpmem (outcome.solution, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
      g_assert_cmpuint (shown->len, ==, expected->len);
      for (guint i = 0; i < shown->len; i++)
        {
          SudokuStep *a = &g_array_index (shown, SudokuStep, i);
          SudokuStep *b = &g_array_index (expected, SudokuStep, i);

          g_assert_true (a->kind == b->kind && a->cell == b->cell && a->digit == b->digit);
        }
      check_reasons (cells, shown);
      for (guint i = 0; i < shown->len; i++)
        {
          if (g_array_index (shown, SudokuStep, i).kind == SUDOKU_STEP_PLACE)
            places++;
          else
            removes++;
        }
      if (s != SUDOKU_STRATEGY_FAST) /* the fast one also places forced digits */
        {
          g_assert_cmpuint (places, ==, outcome.stats.placements);
          g_assert_cmpuint (removes, ==, outcome.stats.backtracks);
        }
      g_assert_cmpuint (removes, >, 0);
    }
}

static gboolean
waiting (gpointer data)
{
  return sudoku_demo_is_waiting (data);
}

static gboolean
wait_until (GSourceFunc done,
            gpointer    data)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_usleep (1000);
    }
  return TRUE;
}

static void
test_pause_step_stop (void)
{
  g_autoptr(SudokuDemo) demo = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SudokuStep steps[16];
  guint8     cells[SUDOKU_N_CELLS];
  gint64     start;

  cells_from (SLOW, cells);
  demo = sudoku_demo_new (cells, SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_demo_run_async (demo, cancellable, sudoku_test_result_cb, &result);

  /* Paused from the start: no step, the worker sleeps. */
  g_assert_true (wait_until (waiting, demo));
  g_assert_cmpuint (sudoku_demo_take_steps (demo, steps, 16), ==, 0);

  /* One step at a time, and no more. */
  for (guint i = 0; i < 3; i++)
    {
      gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
      guint  n = 0;

      sudoku_demo_allow (demo, 1);
      while (n == 0 && g_get_monotonic_time () < end)
        n = sudoku_demo_take_steps (demo, steps, 16);
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpuint (steps[0].kind, ==, SUDOKU_STEP_PLACE);
      g_assert_true (wait_until (waiting, demo));
      g_assert_cmpuint (sudoku_demo_take_steps (demo, steps, 16), ==, 0);
    }

  /* Stop while it waits: it ends at once. */
  start = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (sudoku_demo_run_finish (demo, result, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC / 2);
}

static void
test_finish_now (void)
{
  g_autoptr(SudokuDemo) demo = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  SudokuDemoResult outcome;
  SudokuStep       steps[16];
  guint8           cells[SUDOKU_N_CELLS], values[SUDOKU_N_CELLS];
  guint64          placements, backtracks;

  cells_from (EASY, cells);
  demo = sudoku_demo_new (cells, SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_demo_run_async (demo, NULL, sudoku_test_result_cb, &result);
  sudoku_demo_allow (demo, 2);
  sudoku_demo_finish_now (demo);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_demo_run_finish (demo, result, &outcome, NULL));
  g_assert_cmpuint (outcome.n_solutions, ==, 1);
  /* Only the steps allowed before were kept. */
  g_assert_cmpuint (sudoku_demo_take_steps (demo, steps, 16), <=, 2);
  /* But all were counted, and the grid followed them to the solution. */
  sudoku_demo_get_progress (demo, &placements, &backtracks, values);
  g_assert_cmpuint (placements, ==, outcome.stats.placements);
  g_assert_cmpuint (backtracks, ==, outcome.stats.backtracks);
  g_assert_cmpmem (values, SUDOKU_N_CELLS, outcome.solution, SUDOKU_N_CELLS);
}

static void
test_bounded_queue (void)
{
  g_autoptr(SudokuDemo) demo = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autofree SudokuStep *steps = g_new (SudokuStep, 200000);
  guint8                 cells[SUDOKU_N_CELLS];

  cells_from (SLOW, cells);
  demo = sudoku_demo_new (cells, SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_demo_run_async (demo, cancellable, sudoku_test_result_cb, &result);
  /* However much is allowed, the queue stays bounded when nobody takes. */
  sudoku_demo_allow (demo, G_MAXUINT / 2);
  sudoku_demo_allow (demo, G_MAXUINT / 2);
  g_assert_true (wait_until (waiting, demo));
  g_assert_cmpuint (sudoku_demo_take_steps (demo, steps, 200000), <=, 65536);
  g_cancellable_cancel (cancellable);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (sudoku_demo_run_finish (demo, result, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/demo/steps-match-trace", test_steps_match_trace);
  g_test_add_func ("/sudoku/demo/pause-step-stop", test_pause_step_stop);
  g_test_add_func ("/sudoku/demo/finish-now", test_finish_now);
  g_test_add_func ("/sudoku/demo/bounded-queue", test_bounded_queue);

  return g_test_run ();
}
