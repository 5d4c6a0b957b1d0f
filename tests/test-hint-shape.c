/* test-hint-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-hint-shape"

#include "config.h"

#include <string.h>

#include "sudoku-core-test-util.h"
#include "sudoku-game.h"
#include "sudoku-hint.h"
#include "sudoku-logic-step.h"
#include "sudoku-shape-generator.h"
#include "sudoku-shape-solver.h"

/* The hint on grids of other shapes than a plain 9×9 (#27): a 4×4, a 6×6,
 * a 9×9 X and a 16×16, each with the shape logic engine.  The three
 * stages' texts, Apply (a digit placed, candidates removed) and Undo, a
 * wrong digit and notes that leave out the right digit first, the hint
 * counted once for its three presses, hints played to the end agreeing
 * with the solution the search finds, and the guess where logic runs
 * out. */

typedef struct
{
  guint       side;
  gboolean    x;
  const char *puzzle; /* from tests/data/shapes/held-out.txt, made by another program */
} Case;

static const Case cases[] = {
  { 4, FALSE, "1.......2.1....4" },
  { 6, FALSE, ".......6...2.....3.1.6....14..3..5.." },
  { 9, TRUE, "....48.93..95.2..81.......5.......34........287...........2........3......1..6..." },
  { 16, FALSE,
    "A.5.7..13.24G8..12B89...6.CED.3..9E..D..G75..2C.4....2A3D..8E..964...9C.B8G3...1.1..86DA2F.7..."
    "B2E.3.5B71C.A9.FDCF.B1E345.9.2GA8.A47D8..EG69..23G.F.A39...1.6BD..CD12.7...AF.....6....FG8..B"
    "....8.26..4D.1....GEF.C4.G2.AD3.B1.77G.E.A.BF4823.6C.31A6...C.BG.4.2" },
};

static const SudokuGridShape *
case_shape (const Case *c)
{
  return sudoku_grid_shape_get (c->side, c->x);
}

static void
parse (const Case *c,
       guint8     *cells)
{
  const SudokuGridShape *shape = case_shape (c);

  g_assert_cmpuint (strlen (c->puzzle), ==, shape->n_cells);
  for (guint i = 0; i < shape->n_cells; i++)
    {
      char ch = c->puzzle[i];

      cells[i] = ch == '.' ? 0 : ch <= '9' ? (guint8)(ch - '0')
                                           : (guint8)(ch - 'A' + 10);
    }
}

/* The one solution, by the search. */
static void
solve (const SudokuGridShape *shape,
       const guint8          *cells,
       guint8                *solution)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint              n = 0;

  g_assert_true (sudoku_shape_solve (shape, cells, solution, &options, &n, NULL, NULL));
  g_assert_cmpuint (n, ==, 1);
}

static SudokuGame *
case_game (const Case *c,
           guint8     *solution)
{
  guint8 cells[SUDOKU_MAX_CELLS];

  parse (c, cells);
  solve (case_shape (c), cells, solution);
  return sudoku_game_new_shaped (case_shape (c), cells, NULL, TRUE);
}

static guint
board_value (SudokuBoard *board,
             guint        cell)
{
  guint side = sudoku_board_get_shape (board)->side;

  return sudoku_board_get_value (board, cell / side, cell % side);
}

/* Where a step's first stage points: its first unit, else its cell. */
static char *
place_name (const SudokuGridShape *shape,
            const SudokuShapeStep *step)
{
  if (step->n_units > 0)
    return sudoku_shape_unit_name (shape, step->units[0]);
  return sudoku_shape_cell_name (shape, step->place_digit != 0 ? step->place_cell : step->cells[0]);
}

/* The board's hint, found as the game finds it, at once. */
static void
board_hint (SudokuBoard *board,
            SudokuHint  *hint,
            guint8      *values)
{
  const SudokuGridShape *shape = sudoku_board_get_shape (board);
  SudokuPlay             play;
  guint8                 solution[SUDOKU_MAX_CELLS];
  gboolean               unique = sudoku_board_get_solution (board, solution, NULL);

  for (guint cell = 0; cell < shape->n_cells; cell++)
    values[cell] = (guint8)board_value (board, cell);
  sudoku_board_get_play (board, &play);
  sudoku_hint_find_shaped (hint, shape, values, play.notes, unique ? solution : NULL, NULL);
}

/* Three presses: where to look, the technique, the whole step; Apply
 * places the solution's digit or strikes candidates, as one step Undo
 * takes back; one hint counted for the three presses. */
static void
test_stages (gconstpointer data)
{
  const Case            *c = data;
  const SudokuGridShape *shape = case_shape (c);
  guint8                 solution[SUDOKU_MAX_CELLS];
  g_autoptr(SudokuGame) game = case_game (c, solution);
  SudokuBoard      *board = sudoku_game_get_board (game);
  g_autofree char  *place = NULL, *where = NULL, *what = NULL, *whole = NULL, *told = NULL;
  const SudokuHint *hint;
  SudokuShapeStep   step;
  SudokuPlay        before, after;

  g_assert_true (sudoku_game_get_can_hint (game));
  sudoku_test_game_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
  hint = sudoku_game_get_hint (game);
  g_assert_nonnull (hint);
  g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_STEP);
  g_assert_true (sudoku_hint_is_shaped (hint));
  g_assert_true (hint->shape == shape);
  step = hint->shape_step;
  g_assert_true (sudoku_shape_step_agrees (shape, &step, solution));
  g_assert_true (step.place_digit != 0 || step.n_eliminated > 0);

  place = place_name (shape, &step);
  where = g_strdup_printf ("Look at %s", place);
  told = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (told, ==, where);
  g_assert_false (sudoku_game_get_can_apply (game));
  g_clear_pointer (&told, g_free);

  sudoku_test_game_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 1);
  what = g_strdup_printf ("%s in %s", sudoku_technique_name (step.technique), place);
  told = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (told, ==, what);
  g_assert_false (sudoku_game_get_can_apply (game));
  g_clear_pointer (&told, g_free);

  sudoku_test_game_hint (game);
  sudoku_test_game_hint (game); /* stays told whole */
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 2);
  whole = sudoku_shape_step_sentence (shape, &step);
  told = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (told, ==, whole);
  g_assert_true (sudoku_game_get_can_apply (game));

  sudoku_board_get_play (board, &before);
  g_assert_cmpuint (before.hints, ==, 1);
  g_assert_true (sudoku_game_apply_hint (game));
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  g_assert_null (sudoku_game_get_hint (game));
  if (step.place_digit != 0)
    g_assert_cmpuint (board_value (board, step.place_cell), ==, solution[step.place_cell]);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (board_value (board, cell) == 0)
      g_assert_cmphex (sudoku_board_get_notes (board, cell / shape->side, cell % shape->side) &
                         step.eliminated[cell],
                       ==, 0);
  g_assert_true (sudoku_board_undo (board));
  sudoku_board_get_play (board, &after);
  g_assert_cmpmem (after.player, shape->n_cells, before.player, shape->n_cells);
  g_assert_cmpmem (after.notes, shape->n_cells * sizeof (guint32), before.notes,
                   shape->n_cells * sizeof (guint32));

  /* The next hint is counted too. */
  sudoku_test_game_hint (game);
  sudoku_board_get_play (board, &after);
  g_assert_cmpuint (after.hints, ==, 2);
}

/* The first empty cell of the puzzle. */
static guint
first_empty (SudokuBoard *board)
{
  guint cell = 0;

  while (board_value (board, cell) != 0)
    cell++;
  return cell;
}

/* A wrong digit of the player's comes first, then notes that leave out the
 * right digit; neither has more than one stage, nor Apply. */
static void
test_wrong_and_notes (gconstpointer data)
{
  const Case            *c = data;
  const SudokuGridShape *shape = case_shape (c);
  guint8                 solution[SUDOKU_MAX_CELLS];
  g_autoptr(SudokuGame) game = case_game (c, solution);
  SudokuBoard      *board = sudoku_game_get_board (game);
  guint             cell = first_empty (board), other, side = shape->side, wrong;
  g_autofree char  *name = NULL, *other_name = NULL, *expected = NULL, *notes_text = NULL;
  g_autofree char  *told = NULL;
  const SudokuHint *hint;

  /* Notes in one cell without its digit, a wrong digit in another. */
  if (!sudoku_board_get_solving (board))
    sudoku_board_start_solving (board);
  g_assert_true (sudoku_board_set_notes (board, cell / side, cell % side,
                                         (((1u << side) - 1) << 1) & ~(1u << solution[cell]), NULL));
  other = cell + 1;
  while (board_value (board, other) != 0)
    other++;
  wrong = solution[other] % side + 1;
  g_assert_true (sudoku_board_set_value (board, other / side, other % side, wrong, NULL));

  sudoku_test_game_hint (game);
  hint = sudoku_game_get_hint (game);
  g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_WRONG);
  g_assert_cmpuint (hint->n_cells, ==, 1);
  g_assert_true (hint->cells[other]);
  other_name = sudoku_shape_cell_name (shape, other);
  expected = g_strdup_printf ("The %u in %s is not the right digit", wrong, other_name);
  told = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (told, ==, expected);
  sudoku_test_game_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
  g_assert_false (sudoku_game_get_can_apply (game));
  g_assert_false (sudoku_game_apply_hint (game));

  /* The wrong digit gone (which closes the hint), the notes come next. */
  g_assert_true (sudoku_board_set_value (board, other / side, other % side, 0, NULL));
  g_assert_null (sudoku_game_get_hint (game));
  sudoku_test_game_hint (game);
  hint = sudoku_game_get_hint (game);
  g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_NOTES);
  g_assert_cmpuint (hint->n_cells, ==, 1);
  g_assert_true (hint->cells[cell]);
  name = sudoku_shape_cell_name (shape, cell);
  notes_text = g_strdup_printf ("Your notes in %s leave out the digit that goes there", name);
  g_clear_pointer (&told, g_free);
  told = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (told, ==, notes_text);
  g_assert_false (sudoku_game_get_can_apply (game));
}

/* Hint after hint, applied, solves the puzzle, or comes to a guess where
 * the engine's own path does, and every digit and elimination agrees with
 * the solution; the last hint says the puzzle is solved, or that it needs
 * a guess. */
static void
test_play_through (gconstpointer data)
{
  const Case            *c = data;
  const SudokuGridShape *shape = case_shape (c);
  guint8                 solution[SUDOKU_MAX_CELLS], givens[SUDOKU_MAX_CELLS];
  g_autoptr(SudokuGame) game = case_game (c, solution);
  SudokuBoard           *board = sudoku_game_get_board (game);
  g_autofree SudokuHint *hint = g_new (SudokuHint, 1);
  guint8                 values[SUDOKU_MAX_CELLS];
  g_autoptr(GArray) path = NULL;
  gboolean stuck;

  parse (c, givens);
  path = sudoku_shape_logic_solve_path (shape, givens, NULL);
  stuck = g_array_index (path, SudokuShapeStep, path->len - 1).technique == SUDOKU_TECHNIQUE_GUESS;
  if (!sudoku_board_get_solving (board))
    sudoku_board_start_solving (board);
  for (guint moves = 0; moves < 2 * shape->n_cells; moves++)
    {
      g_autofree char *text = NULL;

      board_hint (board, hint, values);
      text = sudoku_hint_text (hint, values, 0);
      if (hint->kind == SUDOKU_HINT_SOLVED)
        {
          g_assert_false (stuck);
          g_assert_cmpmem (values, shape->n_cells, solution, shape->n_cells);
          g_assert_cmpstr (text, ==, "Nothing is left to do: the puzzle is solved");
          return;
        }
      if (hint->kind == SUDOKU_HINT_GUESS)
        {
          g_assert_true (stuck);
          g_assert_cmpstr (text, ==,
                           "No technique of this app applies here: the next step needs a guess. "
                           "Solve shows the solution.");
          return;
        }
      g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_STEP);
      g_assert_true (sudoku_shape_step_agrees (shape, &hint->shape_step, solution));
      sudoku_board_apply_shape_step (board, &hint->shape_step, hint->shape_cands);
    }
  g_assert_not_reached ();
}

/* Applies hints on @game until its hint is told whole with a step that
 * only removes candidates, or needs a guess.  Returns the kind. */
static SudokuHintKind
hint_until_elimination (SudokuGame *game)
{
  for (guint moves = 0; moves < SUDOKU_MAX_CELLS * 2; moves++)
    {
      const SudokuHint *hint;

      for (guint press = 0; press < SUDOKU_HINT_N_STAGES; press++)
        sudoku_test_game_hint (game);
      hint = sudoku_game_get_hint (game);
      if (hint->kind != SUDOKU_HINT_STEP)
        return hint->kind;
      if (hint->shape_step.place_digit == 0)
        return SUDOKU_HINT_STEP;
      g_assert_true (sudoku_game_apply_hint (game));
    }
  g_assert_not_reached ();
}

/* A 6×6 the generator makes hard: its hints come to a step that removes
 * candidates (Apply gives the board the candidates as notes, less those),
 * and then to a guess, which offers no Apply. */
static void
test_elimination_and_guess (void)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (6, FALSE);
  gboolean               eliminated = FALSE, guessed = FALSE;

  for (guint64 seed = 100; seed < 130 && !(eliminated && guessed); seed++)
    {
      g_autoptr(SudokuGame) game = NULL;
      SudokuBoard      *board;
      const SudokuHint *hint;
      guint8            puzzle[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
      SudokuHintKind    kind;

      if (!sudoku_shape_generate (shape, SUDOKU_SHAPE_LEVEL_HARD, FALSE, seed, puzzle, NULL))
        continue;
      solve (shape, puzzle, solution);
      game = sudoku_game_new_shaped (shape, puzzle, NULL, TRUE);
      board = sudoku_game_get_board (game);
      kind = hint_until_elimination (game);
      if (kind == SUDOKU_HINT_STEP && !eliminated)
        {
          SudokuShapeStep step;

          hint = sudoku_game_get_hint (game);
          step = hint->shape_step;
          g_assert_cmpuint (step.n_eliminated, >, 0);
          g_assert_true (sudoku_shape_step_agrees (shape, &step, solution));
          g_assert_true (sudoku_game_apply_hint (game));
          for (guint cell = 0; cell < shape->n_cells; cell++)
            if (board_value (board, cell) == 0)
              {
                guint notes = sudoku_board_get_notes (board, cell / 6, cell % 6);

                g_assert_cmphex (notes & step.eliminated[cell], ==, 0);
                g_assert_true (notes & SUDOKU_SHAPE_DIGIT_BIT (solution[cell]));
                g_assert_cmphex (notes | step.eliminated[cell], ==, hint->shape_cands[cell]);
              }
          /* Undo: the notes the step gave the board go again. */
          g_assert_true (sudoku_board_undo (board));
          for (guint cell = 0; cell < shape->n_cells; cell++)
            g_assert_cmphex (sudoku_board_get_notes (board, cell / 6, cell % 6), ==, 0);
          eliminated = TRUE;
          kind = hint_until_elimination (game);
          while (kind == SUDOKU_HINT_STEP)
            {
              g_assert_true (sudoku_game_apply_hint (game));
              kind = hint_until_elimination (game);
            }
        }
      if (kind == SUDOKU_HINT_GUESS)
        {
          g_autofree char *text = sudoku_game_dup_hint_text (game);

          g_assert_true (g_str_has_prefix (text, "No technique of this app applies here"));
          g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
          g_assert_false (sudoku_game_get_can_apply (game));
          guessed = TRUE;
        }
    }
  g_assert_true (eliminated);
  g_assert_true (guessed);
}

/* A plain 9×9 keeps its own engine's hints. */
static void
test_plain_nine (void)
{
  const char *puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (puzzle);
  g_autofree SudokuHint *shaped = g_new (SudokuHint, 1), *nine = g_new (SudokuHint, 1);
  guint8                 values[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  SudokuPlay             play;

  board_hint (board, shaped, values);
  sudoku_board_get_play (board, &play);
  g_assert_true (sudoku_board_get_solution (board, solution, NULL));
  sudoku_hint_find (nine, values, play.notes, solution);
  g_assert_false (sudoku_hint_is_shaped (shaped));
  g_assert_cmpint (shaped->kind, ==, SUDOKU_HINT_STEP);
  g_assert_cmpint (shaped->step.technique, ==, nine->step.technique);
  g_assert_cmpuint (shaped->step.place_cell, ==, nine->step.place_cell);
  g_assert_cmpuint (shaped->step.place_digit, ==, nine->step.place_digit);
}

int
main (int   argc,
      char *argv[])
{
  static const char *names[] = { "four", "six", "nine-x", "sixteen" };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *stages = g_strdup_printf ("/sudoku/hint-shape/stages/%s", names[i]);
      g_autofree char *wrong = g_strdup_printf ("/sudoku/hint-shape/wrong-and-notes/%s", names[i]);
      g_autofree char *play = g_strdup_printf ("/sudoku/hint-shape/play-through/%s", names[i]);

      g_test_add_data_func (stages, &cases[i], test_stages);
      g_test_add_data_func (wrong, &cases[i], test_wrong_and_notes);
      g_test_add_data_func (play, &cases[i], test_play_through);
    }
  g_test_add_func ("/sudoku/hint-shape/elimination-and-guess", test_elimination_and_guess);
  g_test_add_func ("/sudoku/hint-shape/plain-nine", test_plain_nine);
  return g_test_run ();
}
