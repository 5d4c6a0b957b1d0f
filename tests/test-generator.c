/* test-generator.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-generator"

#include "config.h"

#include <string.h>

#include "sudoku-generate-task.h"
#include "sudoku-generator.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-solver.h"
#include "sudoku-solver.h"

static guint
count_solutions (const guint8 puzzle[SUDOKU_N_CELLS],
                 guint8       solution[SUDOKU_N_CELLS])
{
  SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
  guint              n = 0;

  g_assert_true (sudoku_solve (puzzle, solution, &options, &n, NULL, NULL));
  return n;
}

static gboolean
is_minimal (const guint8 puzzle[SUDOKU_N_CELLS])
{
  guint8 copy[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

  memcpy (copy, puzzle, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint8 kept = copy[cell];

      if (kept == 0)
        continue;
      copy[cell] = 0;
      if (count_solutions (copy, solution) == 1)
        return FALSE;
      copy[cell] = kept;
    }
  return TRUE;
}

/* Every symmetry: one solution, the solution given back, the givens a
 * subset of it, the symmetry kept. */
static void
test_symmetries (void)
{
  for (guint s = 0; s < SUDOKU_N_SYMMETRIES; s++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        SudokuGenerateOptions options = { .symmetry = s, .seed = seed };
        g_autoptr(GError) error = NULL;
        guint8 puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS], solved[SUDOKU_N_CELLS];
        guint  givens = 0;

        g_assert_true (sudoku_generate (&options, puzzle, solution, NULL, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (count_solutions (puzzle, solved), ==, 1);
        g_assert_cmpmem (solved, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          {
            g_assert_true (puzzle[cell] == 0 || puzzle[cell] == solution[cell]);
            givens += puzzle[cell] != 0;
          }
        g_assert_cmpuint (givens, >=, 17);
        g_assert_cmpuint (givens, <=, 45);
        g_assert_true (sudoku_symmetry_holds (s, puzzle));
      }
}

static void
test_minimal (void)
{
  for (guint s = 0; s < SUDOKU_N_SYMMETRIES; s++)
    {
      SudokuGenerateOptions options = { .symmetry = s, .seed = 42 + s, .minimal = TRUE };
      guint8                puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

      g_assert_true (sudoku_generate (&options, puzzle, solution, NULL, NULL));
      g_assert_true (sudoku_symmetry_holds (s, puzzle));
      g_assert_true (is_minimal (puzzle));
    }
}

/* The same seed, the same puzzle; the seeds of a batch differ. */
static void
test_reproducible (void)
{
  SudokuGenerateOptions options = { .symmetry = SUDOKU_SYMMETRY_ROTATIONAL };
  guint8                a[SUDOKU_N_CELLS], b[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

  options.seed = sudoku_generate_seed_for (7, 3);
  g_assert_true (sudoku_generate (&options, a, solution, NULL, NULL));
  g_assert_true (sudoku_generate (&options, b, solution, NULL, NULL));
  g_assert_cmpmem (a, SUDOKU_N_CELLS, b, SUDOKU_N_CELLS);
  options.seed = sudoku_generate_seed_for (7, 4);
  g_assert_true (sudoku_generate (&options, b, solution, NULL, NULL));
  g_assert_true (memcmp (a, b, SUDOKU_N_CELLS) != 0);
  g_assert_cmpuint (sudoku_generate_seed_for (7, 3), !=, sudoku_generate_seed_for (8, 3));

  /* Seed 1's puzzle, as made when this test was written: the same seed
   * must give it on every machine and in every later version (printed
   * worksheets and `--generate --seed` are reproduced from it). */
  {
    SudokuGenerateOptions fixed = { .symmetry = SUDOKU_SYMMETRY_NONE, .seed = 1 };
    char                  line[SUDOKU_N_CELLS + 1];

    g_assert_true (sudoku_generate (&fixed, a, solution, NULL, NULL));
    sudoku_format_line (a, line);
    g_assert_cmpstr (line, ==,
                     "..9..7.2...4895....6....8....652..7...36....5..1...4..............."
                     "7...9.5....3.1");
  }
}

/* A rating range met by rating candidates; one never met gives up. */
static double
rate_by_givens (const guint8 puzzle[SUDOKU_N_CELLS],
                gpointer     user_data)
{
  guint n = 0;

  (*(guint *)user_data)++;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += puzzle[cell] != 0;
  return n;
}

static void
test_rating_range (void)
{
  guint                 calls = 0, attempts = 0, givens = 0;
  SudokuGenerateOptions options = { .seed = 3, .rate = rate_by_givens, .rate_data = &calls, .min_rating = 0, .max_rating = 24 };
  guint8                puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  g_autoptr(GError) error = NULL;

  g_assert_true (sudoku_generate (&options, puzzle, solution, &attempts, &error));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    givens += puzzle[cell] != 0;
  g_assert_cmpuint (givens, <=, 24);
  g_assert_cmpuint (calls, ==, attempts);

  options.min_rating = 70;
  options.max_rating = 81;
  options.max_attempts = 5;
  g_assert_false (sudoku_generate (&options, puzzle, solution, &attempts, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT);
  g_assert_cmpuint (attempts, ==, 5);

  /* Given up after so many candidates rated outside the range, saying
   * which came closest: the one with the most givens, here. */
  g_clear_error (&error);
  options.max_attempts = 0;
  options.max_rated = 40;
  calls = 0;
  g_assert_false (sudoku_generate (&options, puzzle, solution, &attempts, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT);
  g_assert_cmpuint (attempts, ==, 40);
  g_assert_cmpuint (calls, ==, 40);
  g_assert_nonnull (strstr (error->message, "in 40 attempts; the closest made was rated "));
  {
    const char      *line = strrchr (error->message, ' ') + 1;
    guint8           cells[SUDOKU_N_CELLS];
    guint            most = 0;
    g_autofree char *rated = NULL;

    g_assert_cmpuint (strlen (line), ==, SUDOKU_N_CELLS);
    g_assert_true (sudoku_parse_cells (line, cells, NULL));
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      most += cells[cell] != 0;
    rated = g_strdup_printf ("rated %u.0: ", most);
    g_assert_nonnull (strstr (error->message, rated));
  }
}

/* A scale where fewer givens rate higher: 0.1 a blank, so 20 givens are
 * 6.1.  Random candidates without symmetry have 20 or fewer about never
 * (none of 300 here). */
static double
rate_by_blanks (const guint8 puzzle[SUDOKU_N_CELLS],
                gpointer     user_data)
{
  guint blanks = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    blanks += puzzle[cell] == 0;
  return blanks / 10.0;
}

/* A range random candidates seldom meet is met by a walk from one that came
 * near it: each step a puzzle with one solution, returned with it. */
static void
test_walk (void)
{
  SudokuGenerateOptions options = {
    .symmetry = SUDOKU_SYMMETRY_NONE,
    .seed = 5,
    .rate = rate_by_blanks,
    .min_rating = 6.05,
    .max_rating = 8.1,
    .max_rated = 300,
    .random_only = TRUE,
  };
  guint8 puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS], found[SUDOKU_N_CELLS];
  guint  attempts = 0, givens = 0;
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_generate (&options, puzzle, solution, &attempts, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT);
  options.random_only = FALSE;
  g_assert_true (sudoku_generate (&options, puzzle, solution, &attempts, NULL));
  g_test_message ("%u candidates", attempts);
  g_assert_cmpuint (attempts, <, 300);
  g_assert_cmpuint (count_solutions (puzzle, found), ==, 1);
  g_assert_cmpmem (found, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    givens += puzzle[cell] != 0;
  g_assert_cmpuint (givens, <=, 20);
  /* Every given needed: the walk takes away all that can go. */
  g_assert_true (is_minimal (puzzle));
}

/* The levels above Expert, by Sudoku Explainer's bands: a puzzle made
 * for each has one solution, its symmetry, and the engine's rating in
 * the band (not a lower bound). */
static void
test_levels (void)
{
  static const SudokuLevel levels[] = { SUDOKU_LEVEL_EXPERT, SUDOKU_LEVEL_MASTER, SUDOKU_LEVEL_EXTREME };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      SudokuGenerateOptions options = {
        .symmetry = SUDOKU_SYMMETRY_ROTATIONAL,
        .seed = 2026,
        .rate = sudoku_rate_for_generator,
      };
      guint8       puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS], found[SUDOKU_N_CELLS];
      SudokuRating rating;
      double       min, max;

      sudoku_level_range (levels[i], &min, &max);
      options.min_rating = min;
      options.max_rating = max;
      g_assert_true (sudoku_generate (&options, puzzle, solution, NULL, NULL));
      g_assert_cmpuint (count_solutions (puzzle, found), ==, 1);
      g_assert_cmpmem (found, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
      g_assert_true (sudoku_symmetry_holds (SUDOKU_SYMMETRY_ROTATIONAL, puzzle));
      sudoku_rate (puzzle, &rating);
      g_test_message ("%s: ER %u", sudoku_level_name (levels[i]), rating.er);
      g_assert_false (rating.er_beyond);
      g_assert_cmpint (rating.level, ==, levels[i]);
      g_assert_cmpfloat (rating.er / 10.0, >=, min);
      g_assert_cmpfloat (rating.er / 10.0, <=, max);
    }
}

static void
count_made (guint    done,
            gpointer user_data)
{
  g_atomic_int_inc ((gint *)user_data);
}

/* A batch is the same on any number of threads and however it is cut, and
 * tells of each puzzle made. */
static void
test_batch (void)
{
  gint                  made = 0;
  SudokuGenerateOptions options = { .symmetry = SUDOKU_SYMMETRY_DIAGONAL, .seed = 99, .progress = count_made, .progress_data = &made };
  guint8                one[10 * SUDOKU_N_CELLS], two[10 * SUDOKU_N_CELLS], cut[10 * SUDOKU_N_CELLS];

  g_assert_true (sudoku_generate_batch (&options, 0, 10, 1, one, NULL));
  g_assert_cmpint (made, ==, 10);
  g_assert_true (sudoku_generate_batch (&options, 0, 10, 2, two, NULL));
  g_assert_true (sudoku_generate_batch (&options, 0, 4, 2, cut, NULL));
  g_assert_true (sudoku_generate_batch (&options, 4, 6, 3, cut + 4 * SUDOKU_N_CELLS, NULL));
  g_assert_cmpmem (one, sizeof one, two, sizeof two);
  g_assert_cmpmem (one, sizeof one, cut, sizeof cut);
  for (guint i = 0; i < 10; i++)
    {
      SudokuGenerateOptions single = options;
      guint8                puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];

      single.seed = sudoku_generate_seed_for (options.seed, i);
      g_assert_true (sudoku_generate (&single, puzzle, solution, NULL, NULL));
      g_assert_cmpmem (puzzle, SUDOKU_N_CELLS, one + i * SUDOKU_N_CELLS, SUDOKU_N_CELLS);
    }
}

static void
test_cancel (void)
{
  gint                  cancel = 1;
  SudokuGenerateOptions options = { .seed = 3, .cancel = &cancel };
  guint8                puzzle[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  g_autoptr(GError) error = NULL;

  g_assert_false (sudoku_generate (&options, puzzle, solution, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
}

/* The relay sends at most a few a second: the last one tells all. */
static void
last_made (guint    done,
           gpointer user_data)
{
  *(gint *)user_data = (gint)done;
}

static void
got_puzzles_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Waits for sudoku_generate_shaped_puzzles_async () and returns its
 * puzzles, or NULL and the error. */
static GArray *
make_shaped (const SudokuGridShape *shape,
             SudokuShapeLevel       level,
             SudokuSymmetry         symmetry,
             guint                  count,
             GCancellable          *cancellable,
             gint                  *progress,
             GError               **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_generate_shaped_puzzles_async (shape, level, symmetry, count, 5, last_made, progress,
                                        cancellable, got_puzzles_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return sudoku_generate_puzzles_finish (result, error);
}

/* New Puzzle on another shape: each puzzle of its grid, unique, at the
 * level asked, in opposite pairs when asked, progress told; a cancelled
 * batch stops. */
static void
test_shaped_task (void)
{
  const SudokuGridShape *six_x = sudoku_grid_shape_get (6, TRUE);
  gint                   made = 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = make_shaped (six_x, SUDOKU_SHAPE_LEVEL_MEDIUM, SUDOKU_SYMMETRY_ROTATIONAL,
                                            3, NULL, &made, &error);
  g_autoptr(GArray) plain = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 3);
  g_assert_cmpint (made, ==, 3);
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuPuzzle      *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);
      SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
      guint8             solution[SUDOKU_MAX_CELLS];
      guint              n = 0;

      g_assert_true (sudoku_puzzle_get_grid (puzzle) == six_x);
      g_assert_cmpstr (puzzle->meta[SUDOKU_META_LEVEL], ==, "Medium");
      g_assert_cmpint (sudoku_shape_level_of (six_x, puzzle->cells), ==, SUDOKU_SHAPE_LEVEL_MEDIUM);
      g_assert_true (sudoku_shape_solve_any (six_x, puzzle->cells, solution, &options, &n, NULL, NULL));
      g_assert_cmpuint (n, ==, 1);
      for (guint cell = 0; cell < six_x->n_cells; cell++)
        g_assert_cmpuint (puzzle->cells[cell] != 0, ==, puzzle->cells[six_x->n_cells - 1 - cell] != 0);
    }
  /* Without symmetry: a 16×16 too, the next seeds not in pairs. */
  plain = make_shaped (sudoku_grid_shape_get (16, FALSE), SUDOKU_SHAPE_LEVEL_EASY, SUDOKU_SYMMETRY_NONE,
                       1, NULL, &made, &error);
  g_assert_no_error (error);
  g_assert_true (sudoku_puzzle_get_grid (&g_array_index (plain, SudokuPuzzle, 0)) ==
                 sudoku_grid_shape_get (16, FALSE));

  g_cancellable_cancel (cancellable);
  g_assert_null (make_shaped (six_x, SUDOKU_SHAPE_LEVEL_EASY, SUDOKU_SYMMETRY_NONE, 2, cancellable, &made,
                              &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_names (void)
{
  for (guint s = 0; s < SUDOKU_N_SYMMETRIES; s++)
    {
      SudokuSymmetry back;

      g_assert_true (sudoku_symmetry_from_string (sudoku_symmetry_to_string (s), &back));
      g_assert_cmpuint (back, ==, s);
    }
  g_assert_false (sudoku_symmetry_from_string ("spiral", &(SudokuSymmetry){ 0 }));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/generator/symmetries", test_symmetries);
  g_test_add_func ("/sudoku/generator/minimal", test_minimal);
  g_test_add_func ("/sudoku/generator/reproducible", test_reproducible);
  g_test_add_func ("/sudoku/generator/rating-range", test_rating_range);
  g_test_add_func ("/sudoku/generator/walk", test_walk);
  g_test_add_func ("/sudoku/generator/levels", test_levels);
  g_test_add_func ("/sudoku/generator/batch", test_batch);
  g_test_add_func ("/sudoku/generator/cancel", test_cancel);
  g_test_add_func ("/sudoku/generator/shaped-task", test_shaped_task);
  g_test_add_func ("/sudoku/generator/names", test_names);
  return g_test_run ();
}
