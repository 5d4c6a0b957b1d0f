/* sudoku-shape-logic-words.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-step-private.h"
#include "sudoku-logic-step.h"
#include "sudoku-shape-logic.h"

/* A step on any shape in words: the same sentences as the 9×9 engine's,
 * made by the same code (sudoku-logic-step.c, sudoku-logic-words.c) from
 * the shape's units and cells, so word for word and with the same
 * translations; the diagonals of an X grid are the only words of their
 * own.  The effect is in the usual notation ("r3c4=2", "r1c2<>5"), digits
 * above 9 written as numbers. */

/**
 * sudoku_shape_unit_name:
 * @shape: a shape
 * @unit: one of its units
 *
 * Returns: (transfer full): "row 3", "column 7", "box 3" or a diagonal
 */
char *
sudoku_shape_unit_name (const SudokuGridShape *shape,
                        guint                  unit)
{
  SudokuUnitKind kind;
  guint          index = 0;

  g_return_val_if_fail (shape != NULL && unit < shape->n_units, NULL);

  kind = sudoku_grid_shape_unit_kind (shape, unit, &index);
  return _sudoku_logic_unit_words (kind, index);
}

/**
 * sudoku_shape_cell_name:
 * @shape: a shape
 * @cell: one of its cells, in reading order
 *
 * Returns: (transfer full): "row 3, column 7"
 */
char *
sudoku_shape_cell_name (const SudokuGridShape *shape,
                        guint                  cell)
{
  g_return_val_if_fail (shape != NULL && cell < shape->n_cells, NULL);

  return _sudoku_logic_cell_words (shape->side, cell);
}

static char *
eliminated_cells (const SudokuGridShape *shape,
                  const SudokuShapeStep *step)
{
  guint8 cells[SUDOKU_MAX_CELLS];
  guint  n = 0;

  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (step->eliminated[cell] != 0)
      cells[n++] = (guint8)cell;
  return _sudoku_logic_cells_words (shape->side, cells, n);
}

static char *
singles_sentence (const SudokuGridShape *shape,
                  const SudokuShapeStep *step)
{
  g_autofree char *cell = sudoku_shape_cell_name (shape, step->place_cell);
  g_autofree char *unit = step->n_units > 0 ? sudoku_shape_unit_name (shape, step->units[0]) : NULL;

  return _sudoku_logic_singles_words (step->technique, cell, unit, step->place_digit);
}

static char *
locked_sentence (const SudokuGridShape *shape,
                 const SudokuShapeStep *step)
{
  g_autofree char *first = sudoku_shape_unit_name (shape, step->units[0]);
  g_autofree char *cover = sudoku_shape_unit_name (shape, step->units[1]);
  g_autofree char *rest = eliminated_cells (shape, step);

  return _sudoku_logic_locked_words (step->technique, first, cover, step->digit, rest);
}

static char *
subset_sentence (const SudokuGridShape *shape,
                 const SudokuShapeStep *step)
{
  g_autofree char *unit = sudoku_shape_unit_name (shape, step->units[0]);
  g_autofree char *cells = _sudoku_logic_cells_in_unit_words (
    shape->side, sudoku_grid_shape_unit_kind (shape, step->units[0], NULL), step->cells, step->n_cells);
  g_autofree char *digits = _sudoku_logic_digit_list (step->digits);

  return _sudoku_logic_subset_words (step->technique, unit, cells, digits);
}

/**
 * sudoku_shape_step_sentence:
 * @shape: the shape
 * @step: a step on it
 *
 * Returns: (transfer full): the step in a sentence, in the user's
 *   language, as sudoku_logic_step_sentence () words it on 9×9
 */
char *
sudoku_shape_step_sentence (const SudokuGridShape *shape,
                            const SudokuShapeStep *step)
{
  g_return_val_if_fail (shape != NULL && step != NULL, NULL);

  if (step->technique == SUDOKU_TECHNIQUE_FULL_HOUSE || step->technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX ||
      step->technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE || step->technique == SUDOKU_TECHNIQUE_NAKED_SINGLE)
    return singles_sentence (shape, step);
  if (step->technique == SUDOKU_TECHNIQUE_POINTING || step->technique == SUDOKU_TECHNIQUE_CLAIMING)
    return locked_sentence (shape, step);
  if (step->n_cells >= 2 && step->digits != 0)
    return subset_sentence (shape, step);
  return _sudoku_logic_guess_words ();
}

/**
 * sudoku_shape_step_effect:
 * @shape: the shape
 * @step: a step on it
 *
 * Returns: (transfer full): the step's effect in the usual notation:
 *   "r3c4=2", "r1c2<>5, r1c3<>5", both for a step that does both; "" for
 *   a guess
 */
char *
sudoku_shape_step_effect (const SudokuGridShape *shape,
                          const SudokuShapeStep *step)
{
  GString *text;

  g_return_val_if_fail (shape != NULL && step != NULL, NULL);

  text = g_string_new (NULL);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    _sudoku_logic_effect_words (text, shape->side, cell, step->eliminated[cell], 0);
  if (step->place_digit != 0)
    _sudoku_logic_effect_words (text, shape->side, step->place_cell, 0, step->place_digit);
  return g_string_free (text, FALSE);
}
