/* sudoku-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-shape"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-shape.h"

/* The shapes of a grid: 4×4 of 2×2 boxes, 6×6 of 2×3 boxes (two rows,
 * three columns, as printed puzzles have them), 9×9 of 3×3 and 16×16 of
 * 4×4, each plain or X.  Each is made once, on first use. */

static const guint       sides[] = { 4, 6, 9, 16 };
static const guint       box_rows[] = { 2, 2, 3, 4 };

static const char *const unit_names[] = {
  /* Translators: a unit of the grid, put into a message such as “5 appears twice in row 3”; lower
   * case */
  N_("row"),
  /* Translators: a unit of the grid, put into a message such as “5 appears twice in column 3”;
   * lower case */
  N_("column"),
  /* Translators: a unit of the grid: a 3×3 region (2×2, 2×3 or 4×4 in other sizes), not a
   * container; put into a message such as “5 appears twice in box 3”; lower case */
  N_("box")
};

static int
side_index (guint side)
{
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    if (sides[i] == side)
      return (int)i;
  return -1;
}

/**
 * sudoku_grid_shape_side_valid:
 * @side: cells a row
 *
 * Returns: whether there is a shape of that side: 4, 6, 9 or 16
 */
gboolean
sudoku_grid_shape_side_valid (guint side)
{
  return side_index (side) >= 0;
}

/**
 * sudoku_grid_shape_side_of_cells:
 * @n_cells: the cells of a whole puzzle
 *
 * Returns: the side of the grid of so many cells (4 for 16, 6 for 36, 9
 *   for 81, 16 for 256), or 0 when there is none
 */
guint
sudoku_grid_shape_side_of_cells (guint n_cells)
{
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    if (sides[i] * sides[i] == n_cells)
      return sides[i];
  return 0;
}

static void
add_unit_of (SudokuGridShape *shape,
             guint            unit)
{
  for (guint k = 0; k < shape->side; k++)
    {
      guint cell = shape->units[unit][k];

      shape->cell_units[cell][shape->n_cell_units[cell]++] = (guint8)unit;
    }
}

static void
build_units (SudokuGridShape *shape)
{
  guint side = shape->side, boxes_across = side / shape->box_cols;

  for (guint i = 0; i < side; i++)
    for (guint k = 0; k < side; k++)
      {
        guint box_row = i / boxes_across, box_col = i % boxes_across;
        guint r = box_row * shape->box_rows + k / shape->box_cols;
        guint c = box_col * shape->box_cols + k % shape->box_cols;

        shape->units[i][k] = (guint8)(i * side + k);
        shape->units[side + i][k] = (guint8)(k * side + i);
        shape->units[2 * side + i][k] = (guint8)(r * side + c);
      }
  shape->n_units = 3 * side;
  if (shape->x)
    {
      for (guint k = 0; k < side; k++)
        {
          shape->units[3 * side][k] = (guint8)(k * side + k);
          shape->units[3 * side + 1][k] = (guint8)(k * side + side - 1 - k);
        }
      shape->n_units += 2;
    }
  for (guint unit = 0; unit < shape->n_units; unit++)
    add_unit_of (shape, unit);
}

static void
build_peers (SudokuGridShape *shape)
{
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      gboolean is_peer[SUDOKU_MAX_CELLS] = { FALSE };

      for (guint u = 0; u < shape->n_cell_units[cell]; u++)
        for (guint k = 0; k < shape->side; k++)
          is_peer[shape->units[shape->cell_units[cell][u]][k]] = TRUE;
      is_peer[cell] = FALSE;
      for (guint other = 0; other < shape->n_cells; other++)
        if (is_peer[other])
          {
            g_assert (shape->n_peers[cell] < SUDOKU_MAX_PEERS);
            shape->peers[cell][shape->n_peers[cell]++] = (guint8)other;
          }
    }
}

static SudokuGridShape *
build_shape (guint    index,
             gboolean x)
{
  SudokuGridShape *shape = g_new0 (SudokuGridShape, 1);

  shape->side = sides[index];
  shape->box_rows = box_rows[index];
  shape->box_cols = shape->side / shape->box_rows;
  shape->x = x;
  shape->n_cells = shape->side * shape->side;
  build_units (shape);
  build_peers (shape);
  return shape;
}

/**
 * sudoku_grid_shape_get:
 * @side: 4, 6, 9 or 16
 * @x: whether the diagonals are units too
 *
 * Returns: (transfer none) (nullable): the shape, made once and never
 *   freed, or %NULL when @side is none of the four
 */
const SudokuGridShape *
sudoku_grid_shape_get (guint    side,
                       gboolean x)
{
  static SudokuGridShape *shapes[G_N_ELEMENTS (sides)][2];
  int                     i = side_index (side);
  SudokuGridShape       **slot;

  if (i < 0)
    return NULL;
  slot = &shapes[i][x ? 1 : 0];
  if (g_once_init_enter (slot))
    g_once_init_leave (slot, build_shape ((guint)i, x));
  return *slot;
}

/**
 * sudoku_grid_shape_is_plain_nine:
 * @shape: a shape
 *
 * Returns: whether @shape is the plain 9×9 grid (not Sudoku X), the one
 *   the 9×9 engines and formats know
 */
gboolean
sudoku_grid_shape_is_plain_nine (const SudokuGridShape *shape)
{
  g_return_val_if_fail (shape != NULL, FALSE);
  return shape->side == 9 && !shape->x;
}

/**
 * sudoku_grid_shape_unit_kind:
 * @shape: a shape
 * @unit: one of its units
 * @index: (out) (optional): which row, column or box, from 0
 *
 * Returns: what the unit is
 */
SudokuUnitKind
sudoku_grid_shape_unit_kind (const SudokuGridShape *shape,
                             guint                  unit,
                             guint                 *index)
{
  guint kind;

  g_return_val_if_fail (shape != NULL && unit < shape->n_units, SUDOKU_UNIT_KIND_ROW);

  kind = unit / shape->side;
  if (index != NULL)
    *index = kind < 3 ? unit % shape->side : 0;
  if (kind < 3)
    return (SudokuUnitKind)kind;
  return unit == 3 * shape->side ? SUDOKU_UNIT_KIND_DIAGONAL : SUDOKU_UNIT_KIND_ANTI_DIAGONAL;
}

/**
 * sudoku_grid_shape_name:
 * @shape: a shape
 *
 * Returns: (transfer full): its name, such as "6×6" or "9×9 X"
 */
char *
sudoku_grid_shape_name (const SudokuGridShape *shape)
{
  g_return_val_if_fail (shape != NULL, NULL);

  return g_strdup_printf ("%u×%u%s", shape->side, shape->side, shape->x ? " X" : "");
}

/**
 * sudoku_grid_shape_digit_char:
 * @digit: 0 to 16
 *
 * Returns: how a cell is written on a line: '.' for empty, '1'–'9', then
 *   'A'–'G' for 10–16
 */
char
sudoku_grid_shape_digit_char (guint digit)
{
  g_return_val_if_fail (digit <= SUDOKU_MAX_SIDE, '?');

  if (digit == 0)
    return '.';
  return digit <= 9 ? (char)('0' + digit) : (char)('A' + digit - 10);
}

static void
set_clash_error (const SudokuGridShape *shape,
                 guint                  unit,
                 guint                  digit,
                 GError               **error)
{
  guint          index;
  SudokuUnitKind kind = sudoku_grid_shape_unit_kind (shape, unit, &index);

  if (kind == SUDOKU_UNIT_KIND_DIAGONAL)
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH,
                 /* Translators: a Sudoku X puzzle that cannot be solved: “5 appears twice in the
                  * diagonal from the top left corner” */
                 _("%u appears twice in the diagonal from the top left corner"), digit);
  else if (kind == SUDOKU_UNIT_KIND_ANTI_DIAGONAL)
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH,
                 /* Translators: a Sudoku X puzzle that cannot be solved: “5 appears twice in the
                  * diagonal from the top right corner” */
                 _("%u appears twice in the diagonal from the top right corner"), digit);
  else
    /* Translators: "5 appears twice in row 3" (or column, or box) */
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH, _("%u appears twice in %s %u"), digit,
                 _(unit_names[kind]), index + 1);
}

/**
 * sudoku_grid_shape_check_givens:
 * @shape: a shape
 * @cells: its @shape->n_cells cells, 0 for empty
 * @error: return location for a %SUDOKU_ERROR_CLASH or
 *   %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Checks that no digit appears twice in a unit, and that every digit is
 * one of the shape's.
 *
 * Returns: %TRUE when the givens are consistent
 */
gboolean
sudoku_grid_shape_check_givens (const SudokuGridShape *shape,
                                const guint8          *cells,
                                GError               **error)
{
  g_return_val_if_fail (shape != NULL, FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);

  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (cells[cell] > shape->side)
      {
        g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                     /* Translators: “Row 2, column 5 holds 7, which is not a digit from 1 to 6”:
                      * the row and column from 1 at the top left, the number found, the grid's side */
                     _("Row %u, column %u holds %u, which is not a digit from 1 to %u"),
                     cell / shape->side + 1, cell % shape->side + 1, cells[cell], shape->side);
        return FALSE;
      }
  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 seen = 0;

      for (guint k = 0; k < shape->side; k++)
        {
          guint digit = cells[shape->units[unit][k]];

          if (digit == 0)
            continue;
          if (seen & (1u << digit))
            {
              set_clash_error (shape, unit, digit, error);
              return FALSE;
            }
          seen |= 1u << digit;
        }
    }
  return TRUE;
}

/**
 * sudoku_grid_shape_is_solution:
 * @shape: a shape
 * @givens: (nullable): the puzzle, whose givens the solution must keep
 * @solution: a full grid
 *
 * Returns: whether @solution holds every digit once in every unit, and
 *   keeps the givens of @givens
 */
gboolean
sudoku_grid_shape_is_solution (const SudokuGridShape *shape,
                               const guint8          *givens,
                               const guint8          *solution)
{
  guint32 all;

  g_return_val_if_fail (shape != NULL && solution != NULL, FALSE);

  all = ((1u << shape->side) - 1) << 1;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (solution[cell] == 0 || solution[cell] > shape->side ||
        (givens != NULL && givens[cell] != 0 && givens[cell] != solution[cell]))
      return FALSE;
  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 seen = 0;

      for (guint k = 0; k < shape->side; k++)
        seen |= 1u << solution[shape->units[unit][k]];
      if (seen != all)
        return FALSE;
    }
  return TRUE;
}
