/* test-demo-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-demo-shape"

#include "config.h"

#include <locale.h>
#include <string.h>

#include "sudoku-core-test-util.h"
#include "sudoku-demo-texts.h"
#include "sudoku-demo-trail.h"
#include "sudoku-demo.h"
#include "sudoku-shape-solver.h"

/* The classroom's search on every shape (sudoku_demo_new_for_shape ()): on
 * a 4×4, a 6×6, a 9×9 X and a 16×16, the steps the demo shows, however paced, are
 * those `sudoku-solver --trace` prints (the shapes' search with the same
 * options), its counters (placements, backtracks, and the depth a trail
 * of its steps shows) those of the trace and of --stats, and each step's
 * reason is checked against the rules, worked out here from the side. */

/* Held-out puzzles (tests/data/shapes/held-out.txt). */
#define FOUR "1.......2.1....4"
#define SIX  ".......6...2.....3.1.6....14..3..5.."
#define SIXTEEN                                                                                   \
  "A.5.7..13.24G8..12B89...6.CED.3..9E..D..G75..2C.4....2A3D..8E..964...9C.B8G3...1.1..86DA2F.7." \
  "..B2E.3.5B71C.A9.FDCF.B1E345.9.2GA8.A47D8..EG69..23G.F.A39...1.6BD..CD12.7...AF.....6....FG8." \
  ".B....8.26..4D.1....GEF.C4.G2.AD3.B1.77G.E.A.BF4823.6C.31A6...C.BG.4.2"
#define NINE_X \
  "....48.93..95.2..81.......5.......34........287...........2........3......1..6..."

static void
cells_from (const char *text,
            guint8     *cells)
{
  for (guint i = 0; text[i] != '\0'; i++)
    cells[i] = (guint8)sudoku_test_digit_of (text[i]);
}

/* Whether @a and @b share a row, a column, a box (of 2×2, 2×3, 3×3 or 4×4) or,
 * on X, a main diagonal. */
static gboolean
see (guint    side,
     gboolean x,
     guint    a,
     guint    b)
{
  guint box_rows = side == 16 ? 4 : side == 9 ? 3
                                              : 2,
        box_cols = side / box_rows;
  guint ra = a / side, ca = a % side, rb = b / side, cb = b % side;

  return ra == rb || ca == cb || (ra / box_rows == rb / box_rows && ca / box_cols == cb / box_cols) ||
         (x && ra == ca && rb == cb) || (x && ra + ca == side - 1 && rb + cb == side - 1);
}

static guint
n_fitting (guint         side,
           gboolean      x,
           const guint8 *values,
           guint         cell)
{
  guint n = 0;

  for (guint digit = 1; digit <= side; digit++)
    {
      gboolean fits = TRUE;

      for (guint other = 0; other < side * side && fits; other++)
        fits = other == cell || values[other] != digit || !see (side, x, cell, other);
      n += fits;
    }
  return n;
}

/* Each placement says how many digits fitted its cell; each dead end names
 * a cell where none fits, or a unit where its digit has no place. */
static void
check_reasons (const SudokuGridShape *shape,
               const guint8          *cells,
               GArray                *steps)
{
  guint8 values[SUDOKU_MAX_CELLS];
  guint  side = shape->side;

  memcpy (values, cells, shape->n_cells);
  for (guint i = 0; i < steps->len; i++)
    {
      SudokuStep *step = &g_array_index (steps, SudokuStep, i);

      if (step->kind == SUDOKU_STEP_PLACE)
        {
          g_assert_cmpuint (step->candidates, ==, n_fitting (side, shape->x, values, step->cell));
          values[step->cell] = step->digit;
          continue;
        }
      g_assert_cmpuint (step->dead_cell, <=, shape->n_cells);
      if (step->dead_cell < shape->n_cells)
        {
          g_assert_cmpuint (values[step->dead_cell], ==, 0);
          g_assert_cmpuint (n_fitting (side, shape->x, values, step->dead_cell), ==, 0);
        }
      else if (step->dead_digit != 0)
        for (guint k = 0; k < side; k++)
          {
            guint cell = shape->units[step->dead_unit][k];

            g_assert_cmpuint (values[cell], !=, step->dead_digit);
            if (values[cell] == 0)
              {
                values[cell] = step->dead_digit;
                /* It clashes with something, then. */
                for (guint other = 0; other < shape->n_cells; other++)
                  if (other != cell && values[other] == step->dead_digit && see (side, shape->x, cell, other))
                    values[cell] = 0;
                g_assert_cmpuint (values[cell], ==, 0);
              }
          }
      values[step->cell] = 0;
    }
}

/* Runs a demo of @text to its end at an uneven pace, and checks it against
 * the trace of the shapes' search. */
static void
assert_demo_matches_trace (guint          side,
                           gboolean       x,
                           const char    *text,
                           SudokuStrategy strategy)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (side, x);
  g_autoptr(GArray) trace = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
  g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
  g_autoptr(SudokuDemo) demo = NULL;
  g_autoptr(SudokuDemoTrail) trail = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  SudokuSolveOptions options = { strategy, 1, .step_func = sudoku_test_record_step, .step_data = trace };
  SudokuSolveStats   stats;
  SudokuDemoResult   outcome;
  guint8             cells[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS], values[SUDOKU_MAX_CELLS];
  guint64            placements, backtracks;
  guint              n, round = 0, depth = 0;

  cells_from (text, cells);
  g_assert_true (sudoku_shape_solve (shape, cells, solution, &options, &n, &stats, NULL));
  g_assert_cmpuint (n, ==, 1);

  demo = sudoku_demo_new_for_shape (shape, cells, strategy);
  g_assert_true (sudoku_demo_get_shape (demo) == shape);
  trail = sudoku_demo_trail_new_for_shape (shape, cells);
  sudoku_demo_run_async (demo, NULL, sudoku_test_result_cb, &result);
  while (result == NULL || shown->len < trace->len)
    {
      SudokuStep steps[64];

      sudoku_demo_allow (demo, 1 + round++ % 7);
      g_main_context_iteration (NULL, FALSE);
      n = sudoku_demo_take_steps (demo, steps, G_N_ELEMENTS (steps));
      g_array_append_vals (shown, steps, n);
      sudoku_demo_trail_append (trail, steps, n);
      g_assert_cmpuint (shown->len, <=, trace->len);
    }
  g_assert_true (sudoku_demo_run_finish (demo, result, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (outcome.n_solutions, ==, 1);
  g_assert_cmpmem (outcome.solution, shape->n_cells, solution, shape->n_cells);

  /* The steps of the trace, one by one, and the depth they make. */
  g_assert_cmpuint (shown->len, ==, trace->len);
  for (guint i = 0; i < shown->len; i++)
    {
      SudokuStep *a = &g_array_index (shown, SudokuStep, i);
      SudokuStep *b = &g_array_index (trace, SudokuStep, i);

      g_assert_true (a->kind == b->kind && a->cell == b->cell && a->digit == b->digit);
      g_assert_true (sudoku_demo_trail_move (trail, TRUE) != NULL);
      depth = a->kind == SUDOKU_STEP_PLACE ? depth + 1 : depth - 1;
      g_assert_cmpuint (sudoku_demo_trail_get_depth (trail), ==, depth);
    }
  check_reasons (shape, cells, shown);
  /* The counters: those of --stats, which equal the trace's lines. */
  sudoku_demo_get_progress (demo, &placements, &backtracks, values);
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  g_assert_cmpuint (outcome.stats.placements, ==, stats.placements);
  g_assert_cmpuint (outcome.stats.backtracks, ==, stats.backtracks);
  g_assert_cmpuint (placements + backtracks, ==, trace->len);
  sudoku_demo_trail_get_counts (trail, &placements, &backtracks);
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  g_assert_cmpmem (values, shape->n_cells, solution, shape->n_cells);
  g_assert_cmpmem (sudoku_demo_trail_get_values (trail), shape->n_cells, solution, shape->n_cells);
  /* At the end every empty cell is filled. */
  n = 0;
  for (guint i = 0; text[i] != '\0'; i++)
    n += text[i] == '.';
  g_assert_cmpuint (depth, ==, n);
}

/* Finish Now on a long search: the steps not kept are counted all the
 * same, and the totals are those of --stats. */
static void
test_finish_now (void)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (9, TRUE);
  SudokuSolveOptions     options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  g_autoptr(SudokuDemo) demo = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  SudokuSolveStats stats;
  SudokuDemoResult outcome;
  guint8           cells[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS], values[SUDOKU_MAX_CELLS];
  guint64          placements, backtracks;
  guint            n;

  cells_from (NINE_X, cells);
  g_assert_true (sudoku_shape_solve (shape, cells, solution, &options, &n, &stats, NULL));
  demo = sudoku_demo_new_for_shape (shape, cells, SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_demo_run_async (demo, NULL, sudoku_test_result_cb, &result);
  sudoku_demo_allow (demo, 5);
  sudoku_demo_finish_now (demo);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_demo_run_finish (demo, result, &outcome, NULL));
  sudoku_demo_get_progress (demo, &placements, &backtracks, values);
  g_assert_cmpuint (placements, ==, stats.placements);
  g_assert_cmpuint (backtracks, ==, stats.backtracks);
  g_assert_cmpuint (placements, >, 100000);
  g_assert_cmpmem (values, 81, solution, 81);
}

/* The captions name the cells of the shape's grid and, on X, the
 * diagonals. */
static void
test_texts (void)
{
  const SudokuGridShape *six = sudoku_grid_shape_get (6, FALSE);
  const SudokuGridShape *four_x = sudoku_grid_shape_get (4, TRUE);
  SudokuStep             place = { SUDOKU_STEP_PLACE, 29, 3, 2, 36 };
  SudokuStep             cell = { SUDOKU_STEP_REMOVE, 29, 3, 0, 7 };
  SudokuStep             diagonal = { SUDOKU_STEP_REMOVE, 5, 2, 0, 16, 12, 4 };
  SudokuStep             anti = { SUDOKU_STEP_REMOVE, 5, 2, 0, 16, 13, 1 };
  SudokuStep             box = { SUDOKU_STEP_REMOVE, 5, 2, 0, 16, 9, 3 };
  g_autofree char       *a = sudoku_demo_step_text_for_shape (six, &place);
  g_autofree char       *b = sudoku_demo_step_text_for_shape (six, &cell);
  g_autofree char       *c = sudoku_demo_step_text_for_shape (four_x, &diagonal);
  g_autofree char       *d = sudoku_demo_step_text_for_shape (four_x, &anti);
  g_autofree char       *e = sudoku_demo_step_text_for_shape (four_x, &box);
  g_autofree char       *f = sudoku_demo_step_brief_text_for_shape (six, &cell);

  g_assert_cmpstr (a, ==, "Guessing 3 (one of 2 candidates) in row 5, column 6");
  g_assert_cmpstr (b, ==, "No digit fits in row 2, column 2: taking 3 back from row 5, column 6");
  g_assert_cmpstr (c, ==,
                   "4 has no place left in the diagonal from the top left corner: taking 2 back from "
                   "row 2, column 2");
  g_assert_cmpstr (d, ==,
                   "1 has no place left in the diagonal from the top right corner: taking 2 back from "
                   "row 2, column 2");
  g_assert_cmpstr (e, ==, "3 has no place left in box 2: taking 2 back from row 2, column 2");
  g_assert_cmpstr (f, ==, "Dead end: taking 3 back from row 5, column 6");
}

static void
test_four (void)
{
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    assert_demo_matches_trace (4, FALSE, FOUR, s);
}

static void
test_six (void)
{
  for (SudokuStrategy s = SUDOKU_STRATEGY_FAST; s <= SUDOKU_STRATEGY_TEXTBOOK; s++)
    assert_demo_matches_trace (6, FALSE, SIX, s);
}

/* Cells past 127 and digits past 9, on the shapes' own search. */
static void
test_sixteen (void)
{
  assert_demo_matches_trace (16, FALSE, SIXTEEN, SUDOKU_STRATEGY_FAST);
  assert_demo_matches_trace (16, FALSE, SIXTEEN, SUDOKU_STRATEGY_FEWEST);
}

static void
test_nine_x (void)
{
  assert_demo_matches_trace (9, TRUE, NINE_X, SUDOKU_STRATEGY_FAST);
  assert_demo_matches_trace (9, TRUE, NINE_X, SUDOKU_STRATEGY_FEWEST);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/demo-shape/four", test_four);
  g_test_add_func ("/sudoku/demo-shape/six", test_six);
  g_test_add_func ("/sudoku/demo-shape/nine-x", test_nine_x);
  g_test_add_func ("/sudoku/demo-shape/sixteen", test_sixteen);
  g_test_add_func ("/sudoku/demo-shape/finish-now", test_finish_now);
  g_test_add_func ("/sudoku/demo-shape/texts", test_texts);
  return g_test_run ();
}
