/* sudoku-shape-logic-words.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-logic-step-private.h"
#include "sudoku-logic-step.h"
#include "sudoku-shape-logic.h"

/* A step on any shape in words: the same sentences as the 9×9 engine's
 * (sudoku-logic-step.c), word for word and with the same translations,
 * made from the shape's units and cells; the diagonals of an X grid are
 * the only words of their own.  The effect is in the usual notation
 * ("r3c4=2", "r1c2<>5"), digits above 9 written as numbers. */

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
  guint index;

  g_return_val_if_fail (shape != NULL && unit < shape->n_units, NULL);

  switch (sudoku_grid_shape_unit_kind (shape, unit, &index))
    {
    case SUDOKU_UNIT_KIND_ROW:
      /* Translators: a unit of the grid, e.g. "row 3" */
      return g_strdup_printf (_("row %u"), index + 1);
    case SUDOKU_UNIT_KIND_COLUMN:
      /* Translators: a unit of the grid, e.g. "column 7" */
      return g_strdup_printf (_("column %u"), index + 1);
    case SUDOKU_UNIT_KIND_BOX:
      /* Translators: a unit of the grid, e.g. "box 3" (boxes count from the top
       * left, in reading order) */
      return g_strdup_printf (_("box %u"), index + 1);
    case SUDOKU_UNIT_KIND_DIAGONAL:
      /* Translators: a unit of a Sudoku X grid, named in a sentence such as
       * "Hidden single: in the diagonal from the top left corner, 4 fits
       * only in row 2, column 2" */
      return g_strdup (_("the diagonal from the top left corner"));
    case SUDOKU_UNIT_KIND_ANTI_DIAGONAL:
    default:
      /* Translators: the other diagonal of a Sudoku X grid, as "the diagonal
       * from the top left corner" */
      return g_strdup (_("the diagonal from the top right corner"));
    }
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

  /* Translators: a cell, e.g. "row 3, column 7" */
  return g_strdup_printf (_("row %u, column %u"), cell / shape->side + 1, cell % shape->side + 1);
}

static char *
digit_list (guint32 mask)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 1; d <= SUDOKU_MAX_SIDE; d++)
    if (mask & SUDOKU_SHAPE_DIGIT_BIT (d))
      g_ptr_array_add (items, g_strdup_printf ("%u", d));
  return _sudoku_logic_join_list (items);
}

/* "4 and 7": the columns (@by_row) or rows of the cells, each once. */
static char *
line_numbers (const SudokuGridShape *shape,
              const guint8          *cells,
              guint                  n,
              gboolean               by_row,
              guint                 *count)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  guint32    seen = 0;

  for (guint i = 0; i < n; i++)
    {
      guint line = by_row ? cells[i] % shape->side : cells[i] / shape->side;

      if (!(seen & (1u << line)))
        g_ptr_array_add (items, g_strdup_printf ("%u", line + 1));
      seen |= 1u << line;
    }
  *count = items->len;
  return _sudoku_logic_join_list (items);
}

/* The cells, grouped as the 9×9 sentences group them: "row 2, columns 4
 * and 7", "column 5, rows 1 and 3", else row by row. */
static char *
cell_list (const SudokuGridShape *shape,
           const guint8          *cells,
           guint                  n)
{
  guint    side = shape->side;
  gboolean one_col = n > 0, one_per_row = TRUE;
  GString *text;

  for (guint i = 1; i < n; i++)
    one_col &= cells[i] % side == cells[0] % side;
  if (one_col && n > 1)
    {
      guint            count;
      g_autofree char *list = line_numbers (shape, cells, n, FALSE, &count);

      /* Translators: cells of one column, e.g. "column 5, rows 1 and 3"; %s
       * is the list of rows */
      return g_strdup_printf (ngettext ("column %u, row %s", "column %u, rows %s", count),
                              cells[0] % side + 1, list);
    }
  for (guint i = 1; i < n; i++)
    one_per_row &= cells[i] / side != cells[i - 1] / side;
  if (one_per_row)
    {
      GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, sudoku_shape_cell_name (shape, cells[i]));
      return _sudoku_logic_join_list (items);
    }
  text = g_string_new (NULL);
  for (guint i = 0; i < n;)
    {
      guint            j = i, count;
      g_autofree char *list = NULL;
      g_autofree char *group = NULL;

      while (j < n && cells[j] / side == cells[i] / side)
        j++;
      list = line_numbers (shape, cells + i, j - i, TRUE, &count);
      /* Translators: cells of one row, e.g. "row 2, columns 4 and 7"; %s is
       * the list of columns */
      group = g_strdup_printf (ngettext ("row %u, column %s", "row %u, columns %s", count),
                               cells[i] / side + 1, list);
      if (text->len > 0)
        /* Translators: between the groups of cells of different rows, as
         * in "row 1, columns 4 and 5; row 2, column 4" */
        g_string_append (text, _("; "));
      g_string_append (text, group);
      i = j;
    }
  return g_string_free (text, FALSE);
}

/* The cells of @unit, without naming the unit again: "columns 1 and 7" in
 * a row, "rows 2 and 3" in a column, the cells in a box or a diagonal. */
static char *
cells_within (const SudokuGridShape *shape,
              guint                  unit,
              const guint8          *cells,
              guint                  n)
{
  SudokuUnitKind   kind = sudoku_grid_shape_unit_kind (shape, unit, NULL);
  guint            count;
  g_autofree char *list = NULL;

  if (kind != SUDOKU_UNIT_KIND_ROW && kind != SUDOKU_UNIT_KIND_COLUMN)
    return cell_list (shape, cells, n);
  list = line_numbers (shape, cells, n, kind == SUDOKU_UNIT_KIND_ROW, &count);
  if (kind == SUDOKU_UNIT_KIND_ROW)
    /* Translators: cells of a row already named, e.g. "columns 1 and 7" */
    return g_strdup_printf (ngettext ("column %s", "columns %s", count), list);
  /* Translators: cells of a column already named, e.g. "rows 2 and 3" */
  return g_strdup_printf (ngettext ("row %s", "rows %s", count), list);
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
  return cell_list (shape, cells, n);
}

static char *
singles_sentence (const SudokuGridShape *shape,
                  const SudokuShapeStep *step)
{
  g_autofree char *cell = sudoku_shape_cell_name (shape, step->place_cell);
  g_autofree char *unit = step->n_units > 0 ? sudoku_shape_unit_name (shape, step->units[0]) : NULL;

  if (step->technique == SUDOKU_TECHNIQUE_FULL_HOUSE)
    /* Translators: "Full house: row 3, column 7 is the last empty cell of
     * box 3; it takes 4" */
    return g_strdup_printf (_("Full house: %s is the last empty cell of %s; it takes %u"),
                            cell, unit, step->place_digit);
  if (step->technique != SUDOKU_TECHNIQUE_NAKED_SINGLE)
    /* Translators: "Hidden single: in box 3, 4 fits only in row 3, column 7" */
    return g_strdup_printf (_("Hidden single: in %s, %u fits only in %s"), unit, step->place_digit, cell);
  /* Translators: "Naked single: row 3, column 7 can only be 4" */
  return g_strdup_printf (_("Naked single: %s can only be %u"), cell, step->place_digit);
}

static char *
locked_sentence (const SudokuGridShape *shape,
                 const SudokuShapeStep *step)
{
  g_autofree char *first = sudoku_shape_unit_name (shape, step->units[0]);
  g_autofree char *cover = sudoku_shape_unit_name (shape, step->units[1]);
  g_autofree char *rest = eliminated_cells (shape, step);

  /* Translators: "Pointing: in box 1, 5 lies only in row 2, so it leaves
   * the rest of row 2: row 2, columns 4 and 7"; the first %s is the
   * technique, Pointing or Claiming */
  return g_strdup_printf (_("%s: in %s, %u lies only in %s, so it leaves the rest of %s: %s"),
                          sudoku_technique_name (step->technique), first, step->digit, cover,
                          cover, rest);
}

static char *
subset_sentence (const SudokuGridShape *shape,
                 const SudokuShapeStep *step)
{
  g_autofree char *unit = sudoku_shape_unit_name (shape, step->units[0]);
  g_autofree char *cells = cells_within (shape, step->units[0], step->cells, step->n_cells);
  g_autofree char *digits = digit_list (step->digits);
  const char      *name = sudoku_technique_name (step->technique);

  if (step->technique == SUDOKU_TECHNIQUE_NAKED_PAIR || step->technique == SUDOKU_TECHNIQUE_NAKED_TRIPLE ||
      step->technique == SUDOKU_TECHNIQUE_NAKED_QUAD)
    /* Translators: "Naked pair: in row 1, columns 1 and 7 hold only 2 and
     * 8, so no other cell of row 1 can" */
    return g_strdup_printf (_("%s: in %s, %s hold only %s, so no other cell of %s can"),
                            name, unit, cells, digits, unit);
  /* Translators: "Hidden pair: in row 5, 2 and 6 fit only in columns 3
   * and 9, so those cells hold no other digit" */
  return g_strdup_printf (_("%s: in %s, %s fit only in %s, so those cells hold no other digit"),
                          name, unit, digits, cells);
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
  /* Translators: a hint or lesson step: no technique finds anything */
  return g_strdup (_("No technique applies here: a guess is needed"));
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
  guint    side;

  g_return_val_if_fail (shape != NULL && step != NULL, NULL);

  side = shape->side;
  text = g_string_new (NULL);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    for (guint d = 1; d <= side; d++)
      if (step->eliminated[cell] & SUDOKU_SHAPE_DIGIT_BIT (d))
        g_string_append_printf (text, "%sr%uc%u<>%u", text->len > 0 ? ", " : "", cell / side + 1,
                                cell % side + 1, d);
  if (step->place_digit != 0)
    g_string_append_printf (text, "%sr%uc%u=%u", text->len > 0 ? ", " : "", step->place_cell / side + 1,
                            step->place_cell % side + 1, step->place_digit);
  return g_string_free (text, FALSE);
}
