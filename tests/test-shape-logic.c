/* test-shape-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-shape-logic"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gio/gio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-shape-generator.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape-solver.h"

/* The logic engine on every shape (sudoku-shape-logic.c): each step of the
 * held-out puzzles of tests/data/shapes/held-out.txt (made by another
 * program) and of the generator's puzzles checked against the solution the
 * search finds; the puzzles that singles solve (as the generator's own
 * singles tell) solved by logic alone; each technique on a grid made for
 * it, with its sentence; the path of a puzzle it cannot finish ending in a
 * guess. */

/* Walks the path of @cells: every step agrees with the solution and does
 * something; a path without a guess ends in the solution.  Returns whether
 * logic solved it, and counts the techniques into @used. */
static gboolean
check_path (const SudokuGridShape *shape,
            const guint8          *cells,
            guint                 *used)
{
  g_autofree SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);
  g_autofree SudokuShapeGrid *end = g_new (SudokuShapeGrid, 1);
  SudokuSolveOptions          options = { SUDOKU_STRATEGY_FAST, 2 };
  g_autoptr(GArray) path = NULL;
  g_autoptr(GError) error = NULL;
  guint8 solution[SUDOKU_MAX_CELLS];
  guint  n = 0;

  g_assert_true (sudoku_shape_solve (shape, cells, solution, &options, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);

  path = sudoku_shape_logic_solve_path (shape, cells, end);
  sudoku_shape_grid_init (grid, shape, cells);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuShapeStep *step = &g_array_index (path, SudokuShapeStep, i);
      guint                  total = 0;

      if (step->technique == SUDOKU_TECHNIQUE_GUESS)
        {
          g_assert_cmpuint (i + 1, ==, path->len);
          g_assert_false (sudoku_shape_grid_is_solved (end));
          return FALSE;
        }
      used[step->technique]++;
      g_assert_true (sudoku_shape_step_agrees (shape, step, solution));
      g_assert_true (step->place_digit != 0 || step->n_eliminated > 0);
      for (guint cell = 0; cell < shape->n_cells; cell++)
        {
          /* What it takes away is there to take. */
          g_assert_cmphex (step->eliminated[cell] & ~grid->cands[cell], ==, 0);
          total += (guint)__builtin_popcount (step->eliminated[cell]);
        }
      g_assert_cmpuint (total, ==, step->n_eliminated);
      if (step->place_digit != 0)
        g_assert_true (grid->cands[step->place_cell] & SUDOKU_SHAPE_DIGIT_BIT (step->place_digit));
      sudoku_shape_logic_apply (grid, step);
    }
  g_assert_true (sudoku_shape_grid_is_solved (end));
  g_assert_cmpmem (end->values, shape->n_cells, solution, shape->n_cells);
  return TRUE;
}

static void
test_held_out (void)
{
  g_autoptr(GPtrArray) all = sudoku_test_load_held_out ();
  guint used[SUDOKU_N_TECHNIQUES] = { 0 };
  guint n_checked = 0, n_singles = 0, n_solved = 0;

  for (guint i = 0; i < all->len; i++)
    {
      SudokuTestHeldOut     *h = all->pdata[i];
      const SudokuGridShape *shape = sudoku_grid_shape_get (h->side, h->x);
      gboolean               solved;

      if (!g_str_equal (h->expected, "unique"))
        continue;
      solved = check_path (shape, h->cells, used);
      n_checked++;
      n_solved += solved;
      if (sudoku_shape_level_of (shape, h->cells) != SUDOKU_SHAPE_LEVEL_HARD)
        {
          n_singles++;
          g_assert_true (solved);
        }
    }
  g_test_message ("%u held-out puzzles, %u solved by logic, %u of them by singles", n_checked,
                  n_solved, n_singles);
  g_assert_cmpuint (n_checked, >=, 19);
  g_assert_cmpuint (n_singles, >=, 5);
}

/* The generator's easy and medium puzzles of every shape are solved by
 * logic; its hard ones walked as far as logic goes, every step right. */
static void
test_generated (void)
{
  static const struct
  {
    guint    side;
    gboolean x;
    guint    n_hard;
  } shapes[] = { { 4, FALSE, 0 }, { 4, TRUE, 0 }, { 6, FALSE, 20 }, { 6, TRUE, 10 }, { 9, TRUE, 6 }, { 16, FALSE, 0 } };
  guint used[SUDOKU_N_TECHNIQUES] = { 0 };
  guint n_solved = 0;

  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      const SudokuGridShape *shape = sudoku_grid_shape_get (shapes[s].side, shapes[s].x);

      for (guint level = SUDOKU_SHAPE_LEVEL_EASY; level <= SUDOKU_SHAPE_LEVEL_HARD; level++)
        for (guint seed = 0; seed < (level == SUDOKU_SHAPE_LEVEL_HARD ? shapes[s].n_hard : 3); seed++)
          {
            g_autoptr(GError) error = NULL;
            guint8 puzzle[SUDOKU_MAX_CELLS];

            if (!sudoku_shape_generate (shape, level, FALSE, 100 + seed, puzzle, &error))
              {
                /* Small grids are seldom hard, a 4×4 never medium. */
                g_assert_true (level == SUDOKU_SHAPE_LEVEL_HARD || shapes[s].side == 4);
                continue;
              }
            if (!check_path (shape, puzzle, used))
              g_assert_cmpuint (level, ==, SUDOKU_SHAPE_LEVEL_HARD);
            else if (level != SUDOKU_SHAPE_LEVEL_HARD)
              n_solved++;
          }
    }
  g_assert_cmpuint (n_solved, >=, 28);
  /* The hard ones need more than singles, and get it. */
  g_assert_cmpuint (used[SUDOKU_TECHNIQUE_POINTING] + used[SUDOKU_TECHNIQUE_CLAIMING], >, 0);
  g_assert_cmpuint (used[SUDOKU_TECHNIQUE_NAKED_PAIR] + used[SUDOKU_TECHNIQUE_HIDDEN_PAIR], >, 0);
}

/* An empty grid of @shape whose candidates are then set by hand. */
static SudokuShapeGrid *
blank_grid (guint    side,
            gboolean x)
{
  SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);
  guint8           empty[SUDOKU_MAX_CELLS] = { 0 };

  sudoku_shape_grid_init (grid, sudoku_grid_shape_get (side, x), empty);
  return grid;
}

static void
remove_digit (SudokuShapeGrid *grid,
              guint            digit,
              const guint     *cells,
              guint            n)
{
  for (guint i = 0; i < n; i++)
    grid->cands[cells[i]] &= ~SUDOKU_SHAPE_DIGIT_BIT (digit);
}

static void
assert_step (const SudokuShapeGrid *grid,
             SudokuTechnique        technique,
             const char            *sentence,
             const char            *effect)
{
  SudokuShapeStep  step;
  g_autofree char *said = NULL;
  g_autofree char *done = NULL;

  g_assert_true (sudoku_shape_logic_next_step (grid, &step));
  said = sudoku_shape_step_sentence (grid->shape, &step);
  done = sudoku_shape_step_effect (grid->shape, &step);
  g_assert_cmpint (step.technique, ==, technique);
  g_assert_cmpstr (said, ==, sentence);
  g_assert_cmpstr (done, ==, effect);
}

/* 6×6, boxes of two rows and three columns: 1 of box 1 only in row 1
 * points out of box 2's row 1 cells. */
static void
test_pointing (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (6, FALSE);
  static const guint          row2[] = { 6, 7, 8 };

  remove_digit (grid, 1, row2, G_N_ELEMENTS (row2));
  assert_step (grid, SUDOKU_TECHNIQUE_POINTING,
               "Pointing: in box 1, 1 lies only in row 1, so it leaves the rest of row 1: row 1, "
               "columns 4, 5 and 6",
               "r1c4<>1, r1c5<>1, r1c6<>1");
}

/* 6×6: 2 of column 1 only in rows 1 and 2 (box 1) leaves the rest of box 1. */
static void
test_claiming (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (6, FALSE);
  static const guint          col1[] = { 12, 18, 24, 30 };

  remove_digit (grid, 2, col1, G_N_ELEMENTS (col1));
  assert_step (grid, SUDOKU_TECHNIQUE_CLAIMING,
               "Claiming: in column 1, 2 lies only in box 1, so it leaves the rest of box 1: row 1, "
               "columns 2 and 3; row 2, columns 2 and 3",
               "r1c2<>2, r1c3<>2, r2c2<>2, r2c3<>2");
}

/* 4×4 X: 3 of box 1 only on the diagonal from the top left corner leaves
 * the rest of that diagonal. */
static void
test_diagonal_pointing (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (4, TRUE);
  static const guint          off[] = { 1, 4 };

  remove_digit (grid, 3, off, G_N_ELEMENTS (off));
  assert_step (grid, SUDOKU_TECHNIQUE_POINTING,
               "Pointing: in box 1, 3 lies only in the diagonal from the top left corner, so it "
               "leaves the rest of the diagonal from the top left corner: row 3, column 3 and row "
               "4, column 4",
               "r3c3<>3, r4c4<>3");
}

/* 9×9 X: 4 of the diagonal from the top right corner only in box 5 (its
 * middle) leaves the rest of box 5. */
static void
test_diagonal_claiming (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (9, TRUE);
  static const guint          anti[] = { 8, 16, 24, 56, 64, 72 };

  remove_digit (grid, 4, anti, G_N_ELEMENTS (anti));
  assert_step (grid, SUDOKU_TECHNIQUE_CLAIMING,
               "Claiming: in the diagonal from the top right corner, 4 lies only in box 5, so it "
               "leaves the rest of box 5: row 4, columns 4 and 5; row 5, columns 4 and 6; row 6, "
               "columns 5 and 6",
               "r4c4<>4, r4c5<>4, r5c4<>4, r5c6<>4, r6c5<>4, r6c6<>4");
}

/* 6×6: two cells of row 1 (columns 1 and 4, in different boxes) hold only
 * 5 and 6. */
static void
test_naked_pair (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (6, FALSE);

  grid->cands[0] = grid->cands[3] = SUDOKU_SHAPE_DIGIT_BIT (5) | SUDOKU_SHAPE_DIGIT_BIT (6);
  assert_step (grid, SUDOKU_TECHNIQUE_NAKED_PAIR,
               "Naked pair: in row 1, columns 1 and 4 hold only 5 and 6, so no other cell of row 1 "
               "can",
               "r1c2<>5, r1c2<>6, r1c3<>5, r1c3<>6, r1c5<>5, r1c5<>6, r1c6<>5, r1c6<>6");
}

/* 16×16: in column 1, 10 and 16 fit only in rows 1 and 9 (boxes 1 and 9). */
static void
test_hidden_pair (void)
{
  g_autofree SudokuShapeGrid *grid = blank_grid (16, FALSE);
  guint                       others[14], n = 0;

  for (guint r = 0; r < 16; r++)
    if (r != 0 && r != 8)
      others[n++] = r * 16;
  remove_digit (grid, 10, others, n);
  remove_digit (grid, 16, others, n);
  assert_step (grid, SUDOKU_TECHNIQUE_HIDDEN_PAIR,
               "Hidden pair: in column 1, 10 and 16 fit only in rows 1 and 9, so those cells hold no "
               "other digit",
               "r1c1<>1, r1c1<>2, r1c1<>3, r1c1<>4, r1c1<>5, r1c1<>6, r1c1<>7, r1c1<>8, r1c1<>9, "
               "r1c1<>11, r1c1<>12, r1c1<>13, r1c1<>14, r1c1<>15, r9c1<>1, r9c1<>2, r9c1<>3, "
               "r9c1<>4, r9c1<>5, r9c1<>6, r9c1<>7, r9c1<>8, r9c1<>9, r9c1<>11, r9c1<>12, "
               "r9c1<>13, r9c1<>14, r9c1<>15");
}

/* The singles: on a 4×4 X with 1 in row 2, column 2, and 2 taken out of
 * the diagonal from the top left corner but for row 1, column 1, a hidden
 * single in that diagonal; on a plain 4×4, a full house. */
static void
test_singles (void)
{
  const guint8                cells[16] = { 0, 0, 0, 0, 0, 1 };
  const guint8                full[16] = { 1, 2, 3, 0, 3, 4 };
  g_autofree SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);
  static const guint          diagonal[] = { 10, 15 };

  sudoku_shape_grid_init (grid, sudoku_grid_shape_get (4, TRUE), cells);
  remove_digit (grid, 2, diagonal, G_N_ELEMENTS (diagonal));
  assert_step (grid, SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE,
               "Hidden single: in the diagonal from the top left corner, 2 fits only in row 1, "
               "column 1",
               "r1c1=2");

  sudoku_shape_grid_init (grid, sudoku_grid_shape_get (4, FALSE), full);
  assert_step (grid, SUDOKU_TECHNIQUE_FULL_HOUSE,
               "Full house: row 1, column 4 is the last empty cell of row 1; it takes 4", "r1c4=4");
}

/* Where the techniques run out, the path says so, as on 9×9, and leaves
 * the rest to the search. */
static void
test_guess (void)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (6, TRUE);
  const char            *text = "64..........3...........5..61.......";
  guint8                 cells[36];
  g_autoptr(GArray) path = NULL;
  g_autofree char       *sentence = NULL;
  const SudokuShapeStep *last;

  for (guint i = 0; i < 36; i++)
    cells[i] = (guint8)sudoku_test_digit_of (text[i]);
  path = sudoku_shape_logic_solve_path (shape, cells, NULL);
  g_assert_cmpuint (path->len, >=, 1);
  last = &g_array_index (path, SudokuShapeStep, path->len - 1);
  g_assert_cmpint (last->technique, ==, SUDOKU_TECHNIQUE_GUESS);
  sentence = sudoku_shape_step_sentence (shape, last);
  g_assert_cmpstr (sentence, ==, "No technique applies here: a guess is needed");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/shape-logic/held-out", test_held_out);
  g_test_add_func ("/sudoku/shape-logic/generated", test_generated);
  g_test_add_func ("/sudoku/shape-logic/pointing", test_pointing);
  g_test_add_func ("/sudoku/shape-logic/claiming", test_claiming);
  g_test_add_func ("/sudoku/shape-logic/diagonal-pointing", test_diagonal_pointing);
  g_test_add_func ("/sudoku/shape-logic/diagonal-claiming", test_diagonal_claiming);
  g_test_add_func ("/sudoku/shape-logic/naked-pair", test_naked_pair);
  g_test_add_func ("/sudoku/shape-logic/hidden-pair", test_hidden_pair);
  g_test_add_func ("/sudoku/shape-logic/singles", test_singles);
  g_test_add_func ("/sudoku/shape-logic/guess", test_guess);
  return g_test_run ();
}
