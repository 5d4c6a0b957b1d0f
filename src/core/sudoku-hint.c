/* sudoku-hint.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-hint"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cancel.h"
#include "sudoku-hint.h"
#include "sudoku-logic-step.h"

/* Hints for a person solving by hand: what to do next, from the player's
 * digits and pencil marks, told in three stages as a teacher would (where
 * to look, which technique, the whole step).  A wrong digit or a pencil
 * mark that rules out the right digit comes first: a step of logic built on
 * them could "prove" anything. */

/* The cells whose digit is not the solution's: 1 in @hint->cells. */
static gboolean
find_wrong (SudokuHint   *hint,
            const guint8 *values,
            const guint8 *solution)
{
  for (guint cell = 0; cell < hint->shape->n_cells; cell++)
    {
      hint->cells[cell] = values[cell] != 0 && values[cell] != solution[cell];
      hint->n_cells += hint->cells[cell];
    }
  return hint->n_cells > 0;
}

/* The empty cells whose pencil marks leave out their solution digit. */
static gboolean
find_lost_notes (SudokuHint    *hint,
                 const guint8  *values,
                 const guint32 *notes,
                 const guint8  *solution)
{
  for (guint cell = 0; cell < hint->shape->n_cells; cell++)
    {
      hint->cells[cell] = values[cell] == 0 && notes[cell] != 0 &&
                          !(notes[cell] & SUDOKU_SHAPE_DIGIT_BIT (solution[cell]));
      hint->n_cells += hint->cells[cell];
    }
  return hint->n_cells > 0;
}

/* What comes before any step of logic: no single solution, a wrong digit,
 * the puzzle solved, or notes that lose the right digit.
 *
 * Returns: %TRUE when that is the hint */
static gboolean
find_first (SudokuHint            *hint,
            const SudokuGridShape *shape,
            const guint8          *values,
            const guint32         *notes,
            const guint8          *solution)
{
  memset (hint, 0, sizeof *hint);
  hint->shape = shape;
  if (solution == NULL)
    hint->kind = SUDOKU_HINT_NO_SOLUTION;
  else if (find_wrong (hint, values, solution))
    hint->kind = SUDOKU_HINT_WRONG;
  else if (memcmp (values, solution, shape->n_cells) == 0)
    hint->kind = SUDOKU_HINT_SOLVED;
  else if (find_lost_notes (hint, values, notes, solution))
    hint->kind = SUDOKU_HINT_NOTES;
  return solution == NULL || hint->n_cells > 0 || hint->kind == SUDOKU_HINT_SOLVED;
}

/* A plain 9×9's hint, the logic engine stopped when @cancellable is
 * cancelled (the hint then means nothing). */
static void
find_nine (SudokuHint   *hint,
           const guint8  values[SUDOKU_N_CELLS],
           const guint32 notes[SUDOKU_N_CELLS],
           const guint8 *solution,
           GCancellable *cancellable)
{
  SudokuLogicGrid grid;
  guint16         marks[SUDOKU_N_CELLS];

  g_return_if_fail (hint != NULL && values != NULL && notes != NULL);

  if (find_first (hint, sudoku_grid_shape_get (9, FALSE), values, notes, solution))
    return;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    marks[cell] = notes[cell] != 0 ? (guint16)notes[cell] : SUDOKU_ALL_DIGITS;
  sudoku_logic_grid_init_marks (&grid, values, marks);
  memcpy (hint->cands, grid.cands, sizeof hint->cands);
  hint->kind = sudoku_logic_next_step_cancellable (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &hint->step,
                                                   sudoku_cancellable_cancelled, cancellable)
                 ? SUDOKU_HINT_STEP
                 : SUDOKU_HINT_GUESS;
}

/**
 * sudoku_hint_find:
 * @hint: (out caller-allocates): the hint
 * @values: the digits on the board, 0 for empty
 * @notes: the player's pencil marks (bit d for digit d); a cell without
 *   any counts as holding every candidate
 * @solution: (nullable): the puzzle's one solution, %NULL when it has none
 *   or several
 *
 * Finds the next thing to do, with the logic engine in the order people
 * learn the techniques.  A few milliseconds, but seconds on the forum's
 * hardest puzzles (sudoku_logic_next_step ()): a window asks on a worker,
 * with sudoku_hint_find_shaped ().
 */
void
sudoku_hint_find (SudokuHint   *hint,
                  const guint8  values[SUDOKU_N_CELLS],
                  const guint32 notes[SUDOKU_N_CELLS],
                  const guint8 *solution)
{
  find_nine (hint, values, notes, solution, NULL);
}

/**
 * sudoku_hint_find_shaped:
 * @hint: (out caller-allocates): the hint
 * @shape: the grid's shape
 * @values: the digits on the board, @shape->n_cells of them, 0 for empty
 * @notes: the player's pencil marks (bit d for digit d); a cell without
 *   any counts as holding every candidate
 * @solution: (nullable): the puzzle's one solution, %NULL when it has none
 *   or several
 * @cancellable: (nullable): stops the search on a plain 9×9 (the hint then
 *   means nothing)
 *
 * As sudoku_hint_find (), on a grid of any shape: a plain 9×9 has the
 * hints of its own engine, any other shape those of the shape logic engine
 * (sudoku-shape-logic.c), with the same priorities.
 */
void
sudoku_hint_find_shaped (SudokuHint            *hint,
                         const SudokuGridShape *shape,
                         const guint8          *values,
                         const guint32         *notes,
                         const guint8          *solution,
                         GCancellable          *cancellable)
{
  g_autofree SudokuShapeGrid *grid = NULL;

  g_return_if_fail (hint != NULL && shape != NULL && values != NULL && notes != NULL);

  if (sudoku_grid_shape_is_plain_nine (shape))
    {
      find_nine (hint, values, notes, solution, cancellable);
      return;
    }
  if (find_first (hint, shape, values, notes, solution))
    return;
  grid = g_new (SudokuShapeGrid, 1);
  sudoku_shape_grid_init (grid, shape, values);
  /* The player's notes, where a cell has any: a mark a digit of the board
   * already rules out stays out. */
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (values[cell] == 0 && notes[cell] != 0)
      grid->cands[cell] &= notes[cell];
  memcpy (hint->shape_cands, grid->cands, sizeof hint->shape_cands);
  hint->kind = sudoku_shape_logic_next_step (grid, &hint->shape_step)
                 ? SUDOKU_HINT_STEP
                 : SUDOKU_HINT_GUESS;
}

/**
 * sudoku_hint_is_shaped:
 * @hint: a hint
 *
 * Returns: whether the hint is of the shape logic engine (@shape_step,
 *   @shape_cands): on any grid but a plain 9×9
 */
gboolean
sudoku_hint_is_shaped (const SudokuHint *hint)
{
  g_return_val_if_fail (hint != NULL, FALSE);
  return hint->shape != NULL && !sudoku_grid_shape_is_plain_nine (hint->shape);
}

/* The place a step's first stage points at: its first unit, else its cell. */
static char *
step_place (const SudokuLogicStep *step)
{
  if (step->n_units > 0)
    return sudoku_unit_name (step->units[0]);
  if (step->place_digit != 0)
    return sudoku_cell_name (step->place_cell);
  return sudoku_cell_name (step->n_cells > 0 ? step->cells[0] : 0);
}

/* The same, on any other shape. */
static char *
shape_step_place (const SudokuGridShape *shape,
                  const SudokuShapeStep *step)
{
  if (step->n_units > 0)
    return sudoku_shape_unit_name (shape, step->units[0]);
  if (step->place_digit != 0)
    return sudoku_shape_cell_name (shape, step->place_cell);
  return sudoku_shape_cell_name (shape, step->n_cells > 0 ? step->cells[0] : 0);
}

static guint
first_cell (const SudokuHint *hint)
{
  for (guint cell = 0; cell < hint->shape->n_cells; cell++)
    if (hint->cells[cell])
      return cell;
  return 0;
}

static char *
cells_text (const SudokuHint *hint,
            const guint8     *values)
{
  g_autofree char *cell = sudoku_hint_is_shaped (hint)
                            ? sudoku_shape_cell_name (hint->shape, first_cell (hint))
                            : sudoku_cell_name (first_cell (hint));

  if (hint->kind == SUDOKU_HINT_WRONG && hint->n_cells == 1)
    /* Translators: "The 5 in row 4, column 2 is not the right digit" */
    return g_strdup_printf (_("The %u in %s is not the right digit"), values[first_cell (hint)],
                            cell);
  if (hint->kind == SUDOKU_HINT_WRONG)
    /* Translators: %u is how many of the player's digits Check found wrong; they are
     * marked on the grid */
    return g_strdup_printf (ngettext ("%u of your digits is not right: it is marked",
                                      "%u of your digits are not right: they are marked",
                                      hint->n_cells),
                            hint->n_cells);
  if (hint->n_cells == 1)
    /* Translators: "Your notes in row 4, column 2 leave out the digit that goes there" */
    return g_strdup_printf (_("Your notes in %s leave out the digit that goes there"), cell);
  /* Translators: %u is how many cells have pencil marks (notes) that leave out the digit
   * of the solution */
  return g_strdup_printf (ngettext ("The notes of %u cell leave out the digit that goes there",
                                    "The notes of %u cells leave out the digit that goes there",
                                    hint->n_cells),
                          hint->n_cells);
}

/**
 * sudoku_hint_text:
 * @hint: a hint of sudoku_hint_find ()
 * @values: the digits it was found on, of the hint's shape
 * @stage: 0 where to look, 1 the technique, 2 the whole step; only a step
 *   of logic has more than one stage
 *
 * Returns: (transfer full): the hint in a sentence, in the user's language
 */
char *
sudoku_hint_text (const SudokuHint *hint,
                  const guint8     *values,
                  guint             stage)
{
  gboolean         shaped;
  g_autofree char *place = NULL;
  SudokuTechnique  technique;

  g_return_val_if_fail (hint != NULL, NULL);

  shaped = sudoku_hint_is_shaped (hint);
  switch (hint->kind)
    {
    case SUDOKU_HINT_STEP:
      if (stage >= 2)
        return shaped ? sudoku_shape_step_sentence (hint->shape, &hint->shape_step)
                      : sudoku_logic_step_sentence (&hint->step);
      place = shaped ? shape_step_place (hint->shape, &hint->shape_step) : step_place (&hint->step);
      technique = shaped ? hint->shape_step.technique : hint->step.technique;
      if (stage == 0)
        /* Translators: the first stage of a hint: "Look at box 3" */
        return g_strdup_printf (_("Look at %s"), place);
      /* Translators: the second stage of a hint, a technique and where:
       * "Hidden single in box 3" */
      return g_strdup_printf (_("%s in %s"), sudoku_technique_name (technique), place);
    case SUDOKU_HINT_WRONG:
    case SUDOKU_HINT_NOTES:
      return cells_text (hint, values);
    case SUDOKU_HINT_GUESS:
      return g_strdup (_("No technique of this app applies here: the next step needs a guess. "
                          "Solve shows the solution."));
    case SUDOKU_HINT_SOLVED:
      return g_strdup (_("Nothing is left to do: the puzzle is solved"));
    case SUDOKU_HINT_NO_SOLUTION:
    default:
      return g_strdup (_("This puzzle has no single solution, so there is no hint"));
    }
}
