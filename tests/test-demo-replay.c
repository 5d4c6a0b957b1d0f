/* test-demo-replay.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-demo-replay"

#include "config.h"

#include <string.h>

#include "sudoku-core-test-util.h"
#include "sudoku-demo-pace.h"
#include "sudoku-demo-replay.h"
#include "sudoku-demo-texts.h"
#include "sudoku-demo-trail.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"

/* What the classroom decides, without a display: the pace of its steps,
 * the search's trail forward and back, the logic view's replay. */

/* Norvig's top95 #1: easy for a person (singles and pointing). */
#define TOP95_1 "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
/* One of the forum's hardest: logic solves it, with SE's nested forcing
 * chains with dynamic ones nested, in seconds. */
#define FORUM_HARDEST \
  ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9..7....."
/* The same less its last given: several solutions, logic is stuck at once. */
#define SEVERAL \
  ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9........"
#define SMALL "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."

#define FRAME 16667 /* µs: 60 frames a second */

/* Pace */

static void
test_pace (void)
{
  SudokuDemoPace pace = { .speed = 5 };
  guint          total = 0;
  gint64         now = 1000000;

  /* Paused: no step, however long. */
  g_assert_cmpuint (sudoku_demo_pace_take (&pace, now, 1000), ==, 0);
  g_assert_cmpuint (sudoku_demo_pace_take (&pace, now + 10 * G_USEC_PER_SEC, 1000), ==, 0);
  now += 10 * G_USEC_PER_SEC;
  g_assert_true (sudoku_demo_pace_readable (&pace));

  /* 5 steps a second: 5 in a second of frames, 50 in ten. */
  sudoku_demo_pace_set_playing (&pace, TRUE, now);
  g_assert_false (sudoku_demo_pace_readable (&pace));
  for (guint i = 0; i < 600; i++)
    total += sudoku_demo_pace_take (&pace, now += FRAME, 1000);
  g_assert_cmpuint (total, >=, 49);
  g_assert_cmpuint (total, <=, 50);

  /* A stalled frame of 5 s is a quarter of a second's worth. */
  pace.speed = 60;
  total = sudoku_demo_pace_take (&pace, now += 5 * G_USEC_PER_SEC, 1000);
  g_assert_cmpuint (total, <=, 16);

  /* The most a frame may take caps it, and the rest is not saved up. */
  pace.speed = 10000;
  g_assert_cmpuint (sudoku_demo_pace_take (&pace, now += FRAME, 3), ==, 3);
  pace.speed = 1;
  g_assert_cmpuint (sudoku_demo_pace_take (&pace, now += FRAME, 1000), <=, 1);

  /* Readable at one step a second. */
  g_assert_true (sudoku_demo_pace_readable (&pace));
}

static void
test_pace_elapsed (void)
{
  SudokuDemoPace pace = { .speed = 5 };

  sudoku_demo_pace_set_playing (&pace, TRUE, 1000000);
  g_assert_cmpint (sudoku_demo_pace_elapsed (&pace, 3000000), ==, 2000000);
  sudoku_demo_pace_set_playing (&pace, FALSE, 3000000);
  /* Paused for 7 s: not counted. */
  g_assert_cmpint (sudoku_demo_pace_elapsed (&pace, 10000000), ==, 2000000);
  sudoku_demo_pace_set_playing (&pace, TRUE, 10000000);
  g_assert_cmpint (sudoku_demo_pace_elapsed (&pace, 10500000), ==, 2500000);
  sudoku_demo_pace_reset (&pace);
  g_assert_cmpint (sudoku_demo_pace_elapsed (&pace, 20000000), ==, 0);
  g_assert_false (pace.playing);
  g_assert_cmpfloat (pace.speed, ==, 5);
}

/* Trail */

static guint
n_empty (const guint8 cells[SUDOKU_N_CELLS])
{
  guint n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += cells[cell] == 0;
  return n;
}

/* The textbook search's steps on SMALL, as the solver's trace gives them. */
static GArray *
search_steps (guint8 cells[SUDOKU_N_CELLS])
{
  GArray            *steps = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n;

  g_assert_true (sudoku_parse_cells (SMALL, cells, NULL));
  options.step_func = sudoku_test_record_step;
  options.step_data = steps;
  g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, NULL));
  g_assert_cmpuint (steps->len, >, 100);
  return steps;
}

/* Forward to the end and back to the start, the grid and the counts are
 * the same as a plain replay's at each step; the last step is the one the
 * caption names. */
static void
test_trail (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) steps = search_steps (cells);
  g_autoptr(SudokuDemoTrail) trail = sudoku_demo_trail_new (cells);
  g_autofree guint8 *states = g_malloc ((steps->len + 1) * SUDOKU_N_CELLS);
  guint64            placements, backtracks, expect_placements = 0;

  sudoku_demo_trail_append (trail, (SudokuStep *)steps->data, 10);
  sudoku_demo_trail_append (trail, &g_array_index (steps, SudokuStep, 10), steps->len - 10);
  g_assert_cmpuint (sudoku_demo_trail_get_length (trail), ==, steps->len);
  g_assert_null (sudoku_demo_trail_get_last (trail));
  g_assert_null (sudoku_demo_trail_move (trail, FALSE));
  memcpy (states, cells, SUDOKU_N_CELLS);
  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *step = &g_array_index (steps, SudokuStep, i);

      g_assert_true (sudoku_demo_trail_move (trail, TRUE) == sudoku_demo_trail_get_last (trail));
      g_assert_cmpmem (sudoku_demo_trail_get_last (trail), sizeof (SudokuStep), step,
                       sizeof (SudokuStep));
      memcpy (states + (i + 1) * SUDOKU_N_CELLS, states + i * SUDOKU_N_CELLS, SUDOKU_N_CELLS);
      states[(i + 1) * SUDOKU_N_CELLS + step->cell] =
        step->kind == SUDOKU_STEP_PLACE ? step->digit : 0;
      expect_placements += step->kind == SUDOKU_STEP_PLACE;
      g_assert_cmpmem (sudoku_demo_trail_get_values (trail), SUDOKU_N_CELLS,
                       states + (i + 1) * SUDOKU_N_CELLS, SUDOKU_N_CELLS);
    }
  g_assert_null (sudoku_demo_trail_move (trail, TRUE));
  sudoku_demo_trail_get_counts (trail, &placements, &backtracks);
  g_assert_cmpuint (placements, ==, expect_placements);
  g_assert_cmpuint (placements + backtracks, ==, steps->len);
  /* Solved: every empty cell holds a digit of the search. */
  g_assert_cmpuint (sudoku_demo_trail_get_depth (trail), ==, n_empty (cells));
  for (guint i = steps->len; i > 0; i--)
    {
      g_assert_nonnull (sudoku_demo_trail_move (trail, FALSE));
      g_assert_cmpmem (sudoku_demo_trail_get_values (trail), SUDOKU_N_CELLS,
                       states + (i - 1) * SUDOKU_N_CELLS, SUDOKU_N_CELLS);
    }
  sudoku_demo_trail_get_counts (trail, &placements, &backtracks);
  g_assert_cmpuint (placements + backtracks, ==, 0);
  g_assert_cmpuint (sudoku_demo_trail_get_depth (trail), ==, 0);
}

/* The ladder of the textbook search as shown: its cells in the order
 * filled (the first empty cell each time: reading order), each holding a
 * digit that fitted it, the fitting digits those that no given or earlier
 * rung rules out; and after a digit is taken back, the search's next digit
 * there is the first still to try, the lowest fitting digit above it.
 * Stepping back gives the same ladders again. */
static void
check_ladder (SudokuDemoTrail *trail,
              const guint8     givens[SUDOKU_N_CELLS],
              SudokuRung      *rungs,
              guint           *n)
{
  const guint8 *values = sudoku_demo_trail_get_values (trail);
  guint8        seen[SUDOKU_N_CELLS];

  *n = sudoku_demo_trail_get_ladder (trail, rungs);
  g_assert_cmpuint (*n, ==, sudoku_demo_trail_get_depth (trail));
  memcpy (seen, givens, SUDOKU_N_CELLS);
  for (guint k = 0; k < *n; k++)
    {
      guint32 fitting = 0x3fe;

      g_assert_cmpuint (givens[rungs[k].cell], ==, 0);
      g_assert_cmpuint (rungs[k].digit, ==, values[rungs[k].cell]);
      if (k > 0)
        g_assert_cmpuint (rungs[k].cell, >, rungs[k - 1].cell);
      for (guint other = 0; other < SUDOKU_N_CELLS; other++)
        if (other != rungs[k].cell &&
            (other / 9 == rungs[k].cell / 9 || other % 9 == rungs[k].cell % 9 ||
             (other / 27 == rungs[k].cell / 27 && other % 9 / 3 == rungs[k].cell % 9 / 3)))
          fitting &= ~(1u << seen[other]);
      g_assert_cmphex (rungs[k].fitting, ==, fitting);
      g_assert_true (fitting & (1u << rungs[k].digit));
      seen[rungs[k].cell] = rungs[k].digit;
    }
}

static void
test_ladder (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) steps = search_steps (cells);
  g_autoptr(SudokuDemoTrail) trail = sudoku_demo_trail_new (cells);
  g_autofree guint *depths = g_new0 (guint, steps->len + 1);
  SudokuRung        rungs[SUDOKU_N_CELLS], before[SUDOKU_N_CELLS];
  guint             n = 0, n_before = 0, next_tried = 0;

  sudoku_demo_trail_append (trail, (SudokuStep *)steps->data, steps->len);
  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *step = sudoku_demo_trail_move (trail, TRUE);

      memcpy (before, rungs, sizeof rungs);
      n_before = n;
      check_ladder (trail, cells, rungs, &n);
      depths[i + 1] = n;
      if (step->kind == SUDOKU_STEP_REMOVE)
        {
          guint32 above;

          g_assert_cmpuint (n, ==, n_before - 1);
          g_assert_cmpuint (before[n_before - 1].cell, ==, step->cell);
          above = before[n_before - 1].fitting & ~((2u << step->digit) - 1);
          /* The next digit tried in that cell, if any, is the lowest above. */
          if (i + 1 < steps->len && above != 0)
            {
              const SudokuStep *next = &g_array_index (steps, SudokuStep, i + 1);

              g_assert_cmpuint (next->kind, ==, SUDOKU_STEP_PLACE);
              g_assert_cmpuint (next->cell, ==, step->cell);
              g_assert_cmpuint (next->digit, ==, (guint)g_bit_nth_lsf (above, -1));
              next_tried++;
            }
        }
      else
        g_assert_cmpuint (n, ==, n_before + 1);
    }
  g_assert_cmpuint (next_tried, >, 10);
  for (guint i = steps->len; i > 0; i--)
    {
      g_assert_nonnull (sudoku_demo_trail_move (trail, FALSE));
      check_ladder (trail, cells, rungs, &n);
      g_assert_cmpuint (n, ==, depths[i - 1]);
    }
  /* Finish Now: where the search went is not known. */
  sudoku_demo_trail_set_totals (trail, 5, 2, cells);
  g_assert_cmpuint (sudoku_demo_trail_get_ladder (trail, rungs), ==, 0);
}

/* What the line under a fast caption counts: the steps of the last whole
 * second. */
static void
test_trail_rate (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) steps = search_steps (cells);
  g_autoptr(SudokuDemoTrail) trail = sudoku_demo_trail_new (cells);
  guint64 tried, taken_back, placements, backtracks;
  gint64  now = 5 * G_USEC_PER_SEC;

  sudoku_demo_trail_append (trail, (SudokuStep *)steps->data, steps->len);
  g_assert_false (sudoku_demo_trail_get_rate (trail, now, &tried, &taken_back));
  for (guint i = 0; i < 60; i++)
    {
      sudoku_demo_trail_move (trail, TRUE);
      g_assert_false (sudoku_demo_trail_get_rate (trail, now += FRAME - 10, &tried, &taken_back));
    }
  g_assert_true (sudoku_demo_trail_get_rate (trail, now += 1000, &tried, &taken_back));
  sudoku_demo_trail_get_counts (trail, &placements, &backtracks);
  g_assert_cmpuint (tried, ==, placements);
  g_assert_cmpuint (taken_back, ==, backtracks);
  g_assert_cmpuint (tried + taken_back, ==, 60);
  /* A quiet second: nothing. */
  g_assert_true (sudoku_demo_trail_get_rate (trail, now += G_USEC_PER_SEC, &tried, &taken_back));
  g_assert_cmpuint (tried + taken_back, ==, 0);
}

/* Replay */

typedef struct
{
  gboolean ready;
  gboolean ended;
  guint    summaries;
} Events;

static void
ready_cb (SudokuDemoReplay *replay,
          gboolean          ended,
          Events           *events)
{
  events->ready = TRUE;
  events->ended = ended;
}

static void
summary_cb (SudokuDemoReplay *replay,
            Events           *events)
{
  events->summaries++;
}

static gboolean
is_ready (gpointer data)
{
  return ((Events *)data)->ready;
}

static gboolean
has_two_summaries (gpointer data)
{
  return ((Events *)data)->summaries >= 2;
}

static SudokuDemoReplay *
new_replay (const char *puzzle,
            Events     *events,
            GArray    **path)
{
  guint8            cells[SUDOKU_N_CELLS];
  SudokuDemoReplay *replay;

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  if (path != NULL)
    *path = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  replay = sudoku_demo_replay_new (cells, SUDOKU_STRATEGY_TEXTBOOK);
  g_signal_connect (replay, "ready", G_CALLBACK (ready_cb), events);
  g_signal_connect (replay, "summary-changed", G_CALLBACK (summary_cb), events);
  return replay;
}

/* The replay walks the engine's own path, step by step, forward and back;
 * forward from the last step is the end, with the summary. */
static void
test_replay_walk (void)
{
  Events events = { 0 };
  g_autoptr(GArray) path = NULL;
  g_autoptr(SudokuDemoReplay) replay = new_replay (TOP95_1, &events, &path);
  SudokuLogicGrid grid;
  guint8          cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_test_spin_until (is_ready, &events, 30));
  g_assert_false (events.ended);
  g_assert_cmpuint (sudoku_demo_replay_get_n_steps (replay), ==, path->len);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, 0);
  g_assert_null (sudoku_demo_replay_get_step (replay));
  g_assert_false (sudoku_demo_replay_is_stuck (replay));
  g_assert_cmpint (sudoku_demo_replay_step (replay, -1), ==, SUDOKU_REPLAY_STAYED);

  g_assert_true (sudoku_parse_cells (TOP95_1, cells, NULL));
  sudoku_logic_grid_init (&grid, cells);
  for (guint i = 0; i < path->len; i++)
    {
      g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_MOVED);
      g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, i + 1);
      g_assert_cmpint (sudoku_demo_replay_get_step (replay)->technique, ==,
                       g_array_index (path, SudokuLogicStep, i).technique);
      sudoku_logic_apply (&grid, &g_array_index (path, SudokuLogicStep, i));
      g_assert_cmpmem (sudoku_demo_replay_get_grid (replay, i + 1)->values, SUDOKU_N_CELLS,
                       grid.values, SUDOKU_N_CELLS);
    }
  g_assert_cmpint (sudoku_demo_replay_step (replay, -1), ==, SUDOKU_REPLAY_MOVED);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, path->len - 1);
  g_assert_null (sudoku_demo_replay_get_summary (replay));
  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_MOVED);
  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_ENDED);
  g_assert_nonnull (sudoku_demo_replay_get_summary (replay));
  g_assert_nonnull (strstr (sudoku_demo_replay_get_summary (replay), "no guess"));
  /* The search compared with comes after: the line gains its figures. */
  g_assert_true (sudoku_test_spin_until (has_two_summaries, &events, 30));
  g_assert_nonnull (strstr (sudoku_demo_replay_get_summary (replay), "Textbook"));
}

/* Playing: a frame's steps, up to the last, which is the end. */
static void
test_replay_advance (void)
{
  Events events = { 0 };
  g_autoptr(SudokuDemoReplay) replay = new_replay (TOP95_1, &events, NULL);
  guint n;

  g_assert_cmpint (sudoku_demo_replay_advance (replay, 5), ==, SUDOKU_REPLAY_STAYED);
  g_assert_true (sudoku_test_spin_until (is_ready, &events, 30));
  n = sudoku_demo_replay_get_n_steps (replay);
  g_assert_cmpint (sudoku_demo_replay_advance (replay, 0), ==, SUDOKU_REPLAY_STAYED);
  g_assert_cmpint (sudoku_demo_replay_advance (replay, 3), ==, SUDOKU_REPLAY_MOVED);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, 3);
  g_assert_cmpint (sudoku_demo_replay_advance (replay, n - 4), ==, SUDOKU_REPLAY_MOVED);
  g_assert_null (sudoku_demo_replay_get_summary (replay));
  g_assert_cmpint (sudoku_demo_replay_advance (replay, 1000), ==, SUDOKU_REPLAY_ENDED);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, n);
  g_assert_nonnull (sudoku_demo_replay_get_summary (replay));
}

/* Steps and Finish Now asked for before the path is there count. */
static void
test_replay_early (void)
{
  Events events = { 0 };
  g_autoptr(SudokuDemoReplay) replay = new_replay (TOP95_1, &events, NULL);
  g_autoptr(SudokuDemoReplay) finished = NULL;
  Events finished_events = { 0 };

  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_STAYED);
  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_STAYED);
  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_STAYED);
  g_assert_cmpint (sudoku_demo_replay_step (replay, -1), ==, SUDOKU_REPLAY_STAYED);
  g_assert_false (sudoku_demo_replay_is_ready (replay));
  g_assert_true (sudoku_test_spin_until (is_ready, &events, 30));
  g_assert_false (events.ended);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (replay), ==, 2);

  finished = new_replay (TOP95_1, &finished_events, NULL);
  g_assert_cmpint (sudoku_demo_replay_finish (finished), ==, SUDOKU_REPLAY_STAYED);
  g_assert_true (sudoku_test_spin_until (is_ready, &finished_events, 30));
  g_assert_true (finished_events.ended);
  g_assert_cmpuint (sudoku_demo_replay_get_shown (finished), ==,
                    sudoku_demo_replay_get_n_steps (finished));
  g_assert_nonnull (sudoku_demo_replay_get_summary (finished));
}

/* Logic alone stuck (a puzzle with several solutions): the end says so,
 * its last step is the guess. */
static void
test_replay_stuck (void)
{
  Events events = { 0 };
  g_autoptr(SudokuDemoReplay) replay = new_replay (SEVERAL, &events, NULL);

  g_assert_true (sudoku_test_spin_until (is_ready, &events, 30));
  g_assert_true (sudoku_demo_replay_is_stuck (replay));
  g_assert_cmpint (sudoku_demo_replay_finish (replay), ==, SUDOKU_REPLAY_ENDED);
  g_assert_cmpint (sudoku_demo_replay_get_step (replay)->technique, ==, SUDOKU_TECHNIQUE_GUESS);
  g_assert_nonnull (strstr (sudoku_demo_replay_get_summary (replay), "guess"));
}

/* A 6×6 and a 9×9 X of tests/data/shapes/held-out.txt: logic solves the
 * first, and is stuck on the second. */
#define SIX ".......6...2.....3.1.6....14..3..5.."
#define NINE_X \
  "....48.93..95.2..81.......5.......34........287...........2........3......1..6..."

static gboolean
summary_has_search (gpointer replay)
{
  return strstr (sudoku_demo_replay_get_summary (replay), "Textbook") != NULL;
}

static SudokuDemoReplay *
new_shape_replay (const SudokuGridShape *shape,
                  const char            *puzzle,
                  guint8                *cells,
                  Events                *events,
                  GArray               **path)
{
  SudokuDemoReplay *replay;

  for (guint i = 0; i < shape->n_cells; i++)
    cells[i] = puzzle[i] == '.' ? 0 : (guint8)(puzzle[i] - '0');
  *path = sudoku_shape_logic_solve_path (shape, cells, NULL);
  replay = sudoku_demo_replay_new_for_shape (shape, cells, SUDOKU_STRATEGY_TEXTBOOK);
  g_signal_connect (replay, "ready", G_CALLBACK (ready_cb), events);
  g_signal_connect (replay, "summary-changed", G_CALLBACK (summary_cb), events);
  return replay;
}

/* On another shape the replay walks the shapes' logic engine's path, the
 * grid before each step that engine's, and compares with the shapes'
 * search; stuck, its last step is the guess. */
static void
test_replay_shape (void)
{
  const SudokuGridShape *six = sudoku_grid_shape_get (6, FALSE);
  const SudokuGridShape *nine_x = sudoku_grid_shape_get (9, TRUE);
  Events                 events = { 0 }, stuck_events = { 0 };
  g_autoptr(GArray) path = NULL;
  g_autoptr(GArray) stuck_path = NULL;
  g_autoptr(SudokuDemoReplay) replay = NULL;
  g_autoptr(SudokuDemoReplay) stuck = NULL;
  g_autofree SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);
  guint8                      cells[SUDOKU_MAX_CELLS];

  replay = new_shape_replay (six, SIX, cells, &events, &path);
  g_assert_true (sudoku_demo_replay_get_shape (replay) == six);
  g_assert_true (sudoku_test_spin_until (is_ready, &events, 30));
  g_assert_cmpuint (sudoku_demo_replay_get_n_steps (replay), ==, path->len);
  g_assert_null (sudoku_demo_replay_get_shape_step (replay));
  g_assert_false (sudoku_demo_replay_is_stuck (replay));
  sudoku_shape_grid_init (grid, six, cells);
  g_assert_cmpmem (sudoku_demo_replay_get_shape_grid (replay, 0)->cands, sizeof grid->cands,
                   grid->cands, sizeof grid->cands);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuShapeStep *want = &g_array_index (path, SudokuShapeStep, i);

      g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_MOVED);
      g_assert_cmpint (sudoku_demo_replay_get_shape_step (replay)->technique, ==, want->technique);
      g_assert_cmpuint (sudoku_demo_replay_get_shape_step (replay)->place_cell, ==,
                        want->place_cell);
      sudoku_shape_logic_apply (grid, want);
      g_assert_cmpmem (sudoku_demo_replay_get_shape_grid (replay, i + 1)->values, six->n_cells,
                       grid->values, six->n_cells);
    }
  g_assert_true (sudoku_shape_grid_is_solved (grid));
  g_assert_cmpint (sudoku_demo_replay_step (replay, 1), ==, SUDOKU_REPLAY_ENDED);
  g_assert_nonnull (strstr (sudoku_demo_replay_get_summary (replay), "no guess"));
  /* The search compared with, counted in a moment on a 6×6: the summary
   * has it at the end already, or soon after. */
  g_assert_true (sudoku_test_spin_until (summary_has_search, replay, 30));

  stuck = new_shape_replay (nine_x, NINE_X, cells, &stuck_events, &stuck_path);
  g_assert_true (sudoku_test_spin_until (is_ready, &stuck_events, 30));
  g_assert_true (sudoku_demo_replay_is_stuck (stuck));
  g_assert_cmpuint (sudoku_demo_replay_get_n_steps (stuck), ==, stuck_path->len);
  g_assert_cmpint (sudoku_demo_replay_finish (stuck), ==, SUDOKU_REPLAY_ENDED);
  g_assert_cmpint (sudoku_demo_replay_get_shape_step (stuck)->technique, ==,
                   SUDOKU_TECHNIQUE_GUESS);
  g_assert_nonnull (strstr (sudoku_demo_replay_get_summary (stuck), "guess"));
}

/* Stopped, it says nothing more, and goes. Its owner's last unref alone
 * stops it too: the workers keep no reference (a worker that outlived it
 * used to call back into a caller long gone), and a path that takes
 * seconds stops with it. */
static void
test_replay_stop (void)
{
  Events            events = { 0 }, dropped_events = { 0 };
  SudokuDemoReplay *replay = new_replay (TOP95_1, &events, NULL);
  SudokuDemoReplay *dropped = new_replay (FORUM_HARDEST, &dropped_events, NULL);

  sudoku_demo_replay_stop (replay);
  g_assert_finalize_object (dropped);
  sudoku_test_spin_for (0.5);
  g_assert_false (events.ready);
  g_assert_cmpuint (events.summaries, ==, 0);
  g_assert_false (dropped_events.ready);
  g_assert_cmpuint (dropped_events.summaries, ==, 0);
  g_assert_finalize_object (replay);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/demo-replay/pace", test_pace);
  g_test_add_func ("/sudoku/demo-replay/pace-elapsed", test_pace_elapsed);
  g_test_add_func ("/sudoku/demo-replay/trail", test_trail);
  g_test_add_func ("/sudoku/demo-replay/ladder", test_ladder);
  g_test_add_func ("/sudoku/demo-replay/trail-rate", test_trail_rate);
  g_test_add_func ("/sudoku/demo-replay/walk", test_replay_walk);
  g_test_add_func ("/sudoku/demo-replay/advance", test_replay_advance);
  g_test_add_func ("/sudoku/demo-replay/early", test_replay_early);
  g_test_add_func ("/sudoku/demo-replay/stuck", test_replay_stuck);
  g_test_add_func ("/sudoku/demo-replay/stop", test_replay_stop);
  g_test_add_func ("/sudoku/demo-replay/shape", test_replay_shape);

  return g_test_run ();
}
