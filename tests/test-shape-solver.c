/* test-shape-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-shape-solver"

#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "sudoku-cancel.h"
#include "sudoku-core-test-util.h"
#include "sudoku-shape-generator.h"
#include "sudoku-shape-solver.h"
#include "sudoku-shape.h"

/* The shapes (4×4, 6×6, 9×9, 16×16, plain and X) and their solver, on the
 * held-out puzzles of tests/data/shapes/held-out.txt, which another program
 * made by another method (make-held-out.py beside it).  Every solution is
 * checked here against the rules, with units worked out by this test, not
 * taken from the shape under test. */

/* The rules, worked out here: every row, column, box (box_rows × side /
 * box_rows) and, on X, both diagonals hold each digit once. */
static void
assert_solution (guint         side,
                 gboolean      x,
                 const guint8 *givens,
                 const guint8 *solution)
{
  guint box_rows = side == 9 ? 3 : side == 16 ? 4
                                              : 2,
        box_cols = side / box_rows;

  for (guint c = 0; c < side * side; c++)
    {
      g_assert_cmpuint (solution[c], >=, 1);
      g_assert_cmpuint (solution[c], <=, side);
      if (givens[c] != 0)
        g_assert_cmpuint (solution[c], ==, givens[c]);
    }
  for (guint i = 0; i < side; i++)
    {
      guint32 row = 0, col = 0, box = 0, diag = 0, anti = 0;

      for (guint k = 0; k < side; k++)
        {
          guint r = (i / box_cols) * box_rows + k / box_cols;
          guint c = (i % box_cols) * box_cols + k % box_cols;

          /* boxes across a row: side / box_cols of them */
          r = (i / (side / box_cols)) * box_rows + k / box_cols;
          c = (i % (side / box_cols)) * box_cols + k % box_cols;
          row |= 1u << solution[i * side + k];
          col |= 1u << solution[k * side + i];
          box |= 1u << solution[r * side + c];
          diag |= 1u << solution[k * side + k];
          anti |= 1u << solution[k * side + side - 1 - k];
        }
      g_assert_cmphex (row, ==, ((1u << side) - 1) << 1);
      g_assert_cmphex (col, ==, ((1u << side) - 1) << 1);
      g_assert_cmphex (box, ==, ((1u << side) - 1) << 1);
      if (x)
        {
          g_assert_cmphex (diag, ==, ((1u << side) - 1) << 1);
          g_assert_cmphex (anti, ==, ((1u << side) - 1) << 1);
        }
    }
}

static void
test_units (void)
{
  const SudokuGridShape *six = sudoku_grid_shape_get (6, FALSE);
  const SudokuGridShape *nine_x = sudoku_grid_shape_get (9, TRUE);
  const SudokuGridShape *big = sudoku_grid_shape_get (16, FALSE);
  static const guint8    box0[] = { 0, 1, 2, 6, 7, 8 };
  static const guint8    box1[] = { 3, 4, 5, 9, 10, 11 };
  static const guint8    box2[] = { 12, 13, 14, 18, 19, 20 };

  g_assert_null (sudoku_grid_shape_get (8, FALSE));
  g_assert_true (sudoku_grid_shape_get (6, FALSE) == six);
  g_assert_cmpuint (six->n_units, ==, 18);
  /* 6×6 boxes are two rows of three cells, two boxes across. */
  g_assert_cmpmem (six->units[12], 6, box0, 6);
  g_assert_cmpmem (six->units[13], 6, box1, 6);
  g_assert_cmpmem (six->units[14], 6, box2, 6);
  g_assert_cmpuint (six->n_peers[0], ==, 5 + 5 + 2);
  g_assert_cmpuint (sudoku_grid_shape_get (9, FALSE)->n_peers[40], ==, 20);
  /* The centre of a 9×9 X is on both diagonals: 20 + 2 × 8 − the 4 of its
   * box. */
  g_assert_cmpuint (nine_x->n_units, ==, 29);
  g_assert_cmpuint (nine_x->n_cell_units[40], ==, 5);
  g_assert_cmpuint (nine_x->n_peers[40], ==, 32);
  g_assert_cmpuint (nine_x->n_peers[1], ==, 20);
  g_assert_cmpuint (big->n_peers[0], ==, 15 + 15 + 9);
  g_assert_cmpuint (big->box_rows, ==, 4);
  g_assert_cmpint (sudoku_grid_shape_unit_kind (nine_x, 27, NULL), ==, SUDOKU_UNIT_KIND_DIAGONAL);
  g_assert_cmpint (sudoku_grid_shape_unit_kind (nine_x, 28, NULL), ==, SUDOKU_UNIT_KIND_ANTI_DIAGONAL);
  g_assert_cmpuint (sudoku_grid_shape_side_of_cells (36), ==, 6);
  g_assert_cmpuint (sudoku_grid_shape_side_of_cells (256), ==, 16);
  g_assert_cmpuint (sudoku_grid_shape_side_of_cells (80), ==, 0);
}

static void
test_held_out (gconstpointer data)
{
  SudokuStrategy strategy = GPOINTER_TO_INT (data);
  g_autoptr(GPtrArray) all = sudoku_test_load_held_out ();

  for (guint i = 0; i < all->len; i++)
    {
      SudokuTestHeldOut     *h = all->pdata[i];
      const SudokuGridShape *shape = sudoku_grid_shape_get (h->side, h->x);
      SudokuSolveOptions     options = { strategy, 2 };
      guint8                 solution[SUDOKU_MAX_CELLS];
      guint                  n = 99;
      g_autoptr(GError) error = NULL;
      const char *got;

      g_assert_true (sudoku_shape_solve (shape, h->cells, solution, &options, &n, NULL, &error));
      g_assert_no_error (error);
      got = n == 0 ? "none" : n == 1 ? "unique"
                                     : "multiple";
      g_test_message ("%u %s %s", h->side, h->x ? "x" : "-", h->expected);
      g_assert_cmpstr (got, ==, h->expected);
      if (n > 0)
        assert_solution (h->side, h->x, h->cells, solution);
    }
}

/* Without X, the X puzzles have more than one solution, or keep theirs:
 * the diagonals are truly units. */
static void
test_x_matters (void)
{
  g_autoptr(GPtrArray) all = sudoku_test_load_held_out ();
  guint changed = 0;

  for (guint i = 0; i < all->len; i++)
    {
      SudokuTestHeldOut *h = all->pdata[i];
      guint8             solution[SUDOKU_MAX_CELLS];
      guint              n;

      if (!h->x || strcmp (h->expected, "unique") != 0 || h->side > 9)
        continue;
      g_assert_true (sudoku_shape_solve (sudoku_grid_shape_get (h->side, FALSE), h->cells,
                                         solution, &(SudokuSolveOptions){ SUDOKU_STRATEGY_FEWEST, 2 },
                                         &n, NULL, NULL));
      changed += n > 1;
    }
  g_assert_cmpuint (changed, >, 0);
}

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define HARD "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

/* On plain 9×9 the shape solver takes the very steps of the 9×9 plain
 * search: the same placements and backtracks, to the first solution and
 * to the end. */
static void
test_same_as_nine (void)
{
  const char *const puzzles[] = { EASY, HARD };

  for (guint p = 0; p < G_N_ELEMENTS (puzzles); p++)
    for (SudokuStrategy strategy = SUDOKU_STRATEGY_FEWEST; strategy <= SUDOKU_STRATEGY_TEXTBOOK;
         strategy++)
      {
        SudokuSolveOptions options = { strategy, 2 };
        SudokuSolveStats   a, b;
        guint8             cells[81], s1[81], s2[81];
        guint              n1, n2;

        /* The textbook takes millions of steps on the hard one. */
        if (p == 1 && strategy == SUDOKU_STRATEGY_TEXTBOOK)
          continue;
        for (guint c = 0; c < 81; c++)
          cells[c] = puzzles[p][c] == '.' ? 0 : (guint8)(puzzles[p][c] - '0');
        g_assert_true (sudoku_solve (cells, s1, &options, &n1, &a, NULL));
        g_assert_true (sudoku_shape_solve (sudoku_grid_shape_get (9, FALSE), cells, s2, &options,
                                           &n2, &b, NULL));
        g_assert_cmpuint (n1, ==, n2);
        g_assert_cmpmem (s1, 81, s2, 81);
        g_assert_cmpuint (a.placements, ==, b.placements);
        g_assert_cmpuint (a.backtracks, ==, b.backtracks);
        g_assert_cmpuint (a.first_placements, ==, b.first_placements);
        g_assert_cmpuint (a.first_backtracks, ==, b.first_backtracks);
      }
}

typedef struct
{
  guint64 places;
  guint64 removes;
  guint   max_digit;
  guint   stop_after; /* 0 for never */
} StepCount;

static gboolean
count_step (SudokuStepKind kind,
            guint          cell,
            guint          digit,
            gpointer       user_data)
{
  StepCount *count = user_data;

  if (kind == SUDOKU_STEP_PLACE)
    count->places++;
  else
    count->removes++;
  count->max_digit = MAX (count->max_digit, digit);
  return count->stop_after == 0 || count->places + count->removes < count->stop_after;
}

/* The steps reported are the stats' placements and backtracks, on every
 * shape. */
static void
test_steps_match_stats (void)
{
  g_autoptr(GPtrArray) all = sudoku_test_load_held_out ();

  for (guint i = 0; i < all->len; i++)
    {
      SudokuTestHeldOut *h = all->pdata[i];
      StepCount          count = { 0 };
      SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 2, .step_func = count_step,
                                     .step_data = &count };
      SudokuSolveStats   stats;
      guint8             solution[SUDOKU_MAX_CELLS];
      guint              n;

      if (h->side == 16)
        options.strategy = i % 2 ? SUDOKU_STRATEGY_FEWEST : SUDOKU_STRATEGY_FAST;
      else if (i % 3 == 0)
        options.strategy = SUDOKU_STRATEGY_FAST;
      g_assert_true (sudoku_shape_solve (sudoku_grid_shape_get (h->side, h->x), h->cells, solution,
                                         &options, &n, &stats, NULL));
      g_assert_cmpuint (count.places, ==, stats.placements);
      g_assert_cmpuint (count.removes, ==, stats.backtracks);
      g_assert_cmpuint (count.max_digit, <=, h->side);
      g_assert_cmpuint (stats.first_placements, <=, stats.placements);
      if (h->side == 16 && n > 0)
        g_assert_cmpuint (count.max_digit, >, 9);
    }
}

/* The fast strategy branches on the fewest alternatives, a cell's digits
 * or a digit's places in a unit: a puzzle that singles solve, naked or
 * hidden, it solves without a dead end, a placement an empty cell. */
static void
test_fast_takes_singles (void)
{
  static const guint sides[] = { 6, 9, 16 };

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    for (guint seed = 1; seed <= 5; seed++)
      {
        const SudokuGridShape *shape = sudoku_grid_shape_get (sides[i], seed % 2 == 0);
        SudokuSolveOptions     options = { SUDOKU_STRATEGY_FAST, 2 };
        SudokuSolveStats       stats;
        guint8                 puzzle[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
        guint                  n, empty = 0;

        g_assert_true (sudoku_shape_generate (shape, SUDOKU_SHAPE_LEVEL_MEDIUM, TRUE, seed, puzzle,
                                              NULL));
        for (guint c = 0; c < shape->n_cells; c++)
          empty += puzzle[c] == 0;
        g_assert_true (sudoku_shape_solve (shape, puzzle, solution, &options, &n, &stats, NULL));
        g_assert_cmpuint (n, ==, 1);
        g_assert_cmpuint (stats.first_backtracks, ==, 0);
        g_assert_cmpuint (stats.first_placements, ==, empty);
        assert_solution (shape->side, shape->x, puzzle, solution);
      }
}

static void
test_cancel (void)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (16, TRUE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 2,
                                 .cancel_func = sudoku_cancellable_cancelled,
                                 .cancel_data = cancellable };
  guint8             empty[SUDOKU_MAX_CELLS] = { 0 }, solution[SUDOKU_MAX_CELLS];
  StepCount          count = { .stop_after = 1000 };
  g_autoptr(GError) error = NULL;
  guint n;

  g_cancellable_cancel (cancellable);
  g_assert_false (sudoku_shape_solve (shape, empty, solution, &options, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
  g_clear_error (&error);

  /* Stopped by its step function, after exactly so many steps. */
  options = (SudokuSolveOptions){ SUDOKU_STRATEGY_TEXTBOOK, 2, .step_func = count_step,
                                  .step_data = &count };
  g_assert_false (sudoku_shape_solve (shape, empty, solution, &options, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
  g_assert_cmpuint (count.places + count.removes, ==, 1000);
}

typedef struct
{
  GCancellable *cancellable;
  gboolean      ok;
  GError       *error;
  guint         n;
  gint          done;
} Worker;

static gpointer
solve_dead_end (gpointer data)
{
  Worker            *w = data;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 2,
                                 .cancel_func = sudoku_cancellable_cancelled,
                                 .cancel_data = w->cancellable };
  guint8             cells[SUDOKU_MAX_CELLS] = { 0 }, solution[SUDOKU_MAX_CELLS];

  /* The last cell has no digit left: its row holds 1–8, its column 9–16.
   * The textbook search meets it only after filling the rest, again and
   * again: it would run for ages. */
  for (guint k = 0; k < 8; k++)
    {
      cells[15 * 16 + k] = (guint8)(k + 1);
      cells[k * 16 + 15] = (guint8)(k + 9);
    }
  w->ok = sudoku_shape_solve (sudoku_grid_shape_get (16, FALSE), cells, solution, &options, &w->n,
                              NULL, &w->error);
  g_atomic_int_set (&w->done, 1);
  return NULL;
}

/* Cancelled from another thread in the middle of a long search, it stops
 * and says so. */
static void
test_cancel_running (void)
{
  Worker   w = { g_cancellable_new () };
  GThread *thread = g_thread_new ("solve", solve_dead_end, &w);

  g_usleep (50 * 1000);
  g_assert_false (g_atomic_int_get (&w.done));
  g_cancellable_cancel (w.cancellable);
  g_thread_join (thread);
  g_assert_false (w.ok);
  g_assert_error (w.error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
  g_clear_error (&w.error);
  g_object_unref (w.cancellable);
}

static void
test_clash (void)
{
  const SudokuGridShape *four_x = sudoku_grid_shape_get (4, TRUE);
  guint8                 cells[16] = { 1 }, solution[16];
  g_autoptr(GError) error = NULL;
  guint n;

  /* 1 at r1c1 and r4c4: no clash in rows, columns or boxes, but on the
   * diagonal of an X. */
  cells[15] = 1;
  g_assert_true (sudoku_shape_solve (sudoku_grid_shape_get (4, FALSE), cells, solution, NULL, &n,
                                     NULL, &error));
  g_assert_no_error (error);
  g_assert_false (sudoku_shape_solve (four_x, cells, solution, NULL, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH);
  g_assert_cmpstr (error->message, ==, "1 appears twice in the diagonal from the top left corner");
  g_clear_error (&error);
  memset (cells, 0, sizeof cells);
  cells[3] = 2;
  cells[6] = 2;
  g_assert_false (sudoku_shape_solve (four_x, cells, solution, NULL, &n, NULL, &error));
  g_assert_cmpstr (error->message, ==, "2 appears twice in box 2");
  g_clear_error (&error);
  cells[6] = 0;
  cells[12] = 2;
  g_assert_false (sudoku_shape_solve (four_x, cells, solution, NULL, &n, NULL, &error));
  g_assert_cmpstr (error->message, ==, "2 appears twice in the diagonal from the top right corner");
  g_clear_error (&error);
  cells[12] = 5;
  g_assert_false (sudoku_shape_solve (four_x, cells, solution, NULL, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/shape/units", test_units);
  g_test_add_data_func ("/sudoku/shape/held-out/fewest", GINT_TO_POINTER (SUDOKU_STRATEGY_FEWEST),
                        test_held_out);
  g_test_add_data_func ("/sudoku/shape/held-out/fast", GINT_TO_POINTER (SUDOKU_STRATEGY_FAST),
                        test_held_out);
  g_test_add_func ("/sudoku/shape/x-matters", test_x_matters);
  g_test_add_func ("/sudoku/shape/same-as-nine", test_same_as_nine);
  g_test_add_func ("/sudoku/shape/steps-match-stats", test_steps_match_stats);
  g_test_add_func ("/sudoku/shape/fast-takes-singles", test_fast_takes_singles);
  g_test_add_func ("/sudoku/shape/cancel", test_cancel);
  g_test_add_func ("/sudoku/shape/cancel-running", test_cancel_running);
  g_test_add_func ("/sudoku/shape/clash", test_clash);
  return g_test_run ();
}
