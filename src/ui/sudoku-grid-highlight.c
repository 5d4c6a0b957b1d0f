/* sudoku-grid-highlight.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-grid-private.h"
#include "sudoku-logic.h"
#include "sudoku-shape-logic.h"

/* What the grid marks on its cells: the units and cells a hint or a demo
 * points at, the selected cell's row, column and box with every cell of its
 * digit (and that digit's pencil marks), and the digits a check found
 * wrong. */

/* Highlights */

/* Outlines @cell, or not: style class "highlight". */
void
sudoku_grid_set_cell_highlight (SudokuGrid *self,
                                guint       cell,
                                gboolean    highlight)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (cell < _sudoku_grid_n_cells (self));

  if (highlight)
    gtk_widget_add_css_class (GTK_WIDGET (self->cells[cell]), "highlight");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "highlight");
}

/* Tints the cells of every highlighted unit (style class "in-unit"). */
static void
show_units (SudokuGrid *self)
{
  const SudokuGridShape *shape = self->shape;
  gboolean               in[SUDOKU_MAX_CELLS] = { FALSE };

  for (guint u = 0; u < shape->n_units; u++)
    for (guint k = 0; (self->units & (G_GUINT64_CONSTANT (1) << u)) && k < shape->side; k++)
      in[shape->units[u][k]] = TRUE;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      gboolean in_unit = in[cell];

      if (in_unit)
        gtk_widget_add_css_class (GTK_WIDGET (self->cells[cell]), "in-unit");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "in-unit");
    }
}

/**
 * sudoku_grid_set_unit_highlight:
 * @self: a #SudokuGrid
 * @unit: a row, a column or a box
 * @index: which one, 0–8
 * @highlight: whether its cells are tinted (style class "in-unit")
 *
 * A cell stays tinted while any highlighted unit holds it.
 */
void
sudoku_grid_set_unit_highlight (SudokuGrid *self,
                                SudokuUnit  unit,
                                guint       index,
                                gboolean    highlight)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (unit <= SUDOKU_UNIT_BOX);
  g_return_if_fail (index < self->shape->side);

  /* The shape's units: its rows, then its columns and boxes (as the logic
   * engine numbers a 9×9's). */
  sudoku_grid_set_shape_unit_highlight (self, self->shape->side * unit + index, highlight);
}

/**
 * sudoku_grid_set_shape_unit_highlight:
 * @self: a #SudokuGrid
 * @unit: a unit of the grid's shape, as #SudokuGridShape numbers them: its
 *   rows, columns, boxes, then the diagonals of an X grid
 * @highlight: whether its cells are tinted (style class "in-unit")
 *
 * As sudoku_grid_set_unit_highlight (), for any unit of any shape.
 */
void
sudoku_grid_set_shape_unit_highlight (SudokuGrid *self,
                                      guint       unit,
                                      gboolean    highlight)
{
  guint64 bit;

  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (unit < self->shape->n_units);

  bit = G_GUINT64_CONSTANT (1) << unit;
  self->units = highlight ? self->units | bit : self->units & ~bit;
  show_units (self);
}

void
sudoku_grid_clear_highlights (SudokuGrid *self)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  self->units = 0;
  sudoku_grid_set_chain (self, NULL, 0);
  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "highlight");
      gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "in-unit");
    }
}

/**
 * sudoku_grid_show_step:
 * @self: a #SudokuGrid
 * @step: (nullable): a step of logic, or %NULL for none
 * @stage: how much of it is told: 0 its first unit only (where to look),
 *   1 the same, %SUDOKU_STEP_WHOLE (or more) the whole step: its units, the
 *   cells it reasons on and the cell it places a digit in
 *
 * Outlines the step's cells and tints its units, in place of the
 * highlights before; the hint and the classroom's logic view both show
 * their steps so.
 */
void
sudoku_grid_show_step (SudokuGrid            *self,
                       const SudokuLogicStep *step,
                       guint                  stage)
{
  static const SudokuUnit kinds[] = { SUDOKU_UNIT_ROW, SUDOKU_UNIT_COLUMN, SUDOKU_UNIT_BOX };
  gboolean                whole = stage >= SUDOKU_STEP_WHOLE;

  g_return_if_fail (SUDOKU_IS_GRID (self));

  sudoku_grid_clear_highlights (self);
  if (step == NULL)
    return;
  for (guint k = 0; k < (whole ? step->n_units : MIN (step->n_units, 1)); k++)
    sudoku_grid_set_unit_highlight (self, kinds[step->units[k] / 9], step->units[k] % 9, TRUE);
  if (step->n_units > 0 && !whole)
    return;
  if (step->place_digit != 0)
    sudoku_grid_set_cell_highlight (self, step->place_cell, TRUE);
  for (guint k = 0; k < step->n_cells && whole; k++)
    sudoku_grid_set_cell_highlight (self, step->cells[k], TRUE);
  if (whole)
    sudoku_grid_set_chain (self, step->nodes, step->n_nodes);
}

/**
 * sudoku_grid_show_shape_step:
 * @self: a #SudokuGrid
 * @step: (nullable): a step of the shape logic engine on the grid's shape,
 *   or %NULL for none
 * @stage: how much of it is told, as in sudoku_grid_show_step ()
 *
 * As sudoku_grid_show_step (), for a step on any shape: its units (the
 * diagonals of an X grid too) tinted, its cells outlined.
 */
void
sudoku_grid_show_shape_step (SudokuGrid            *self,
                             const SudokuShapeStep *step,
                             guint                  stage)
{
  gboolean whole = stage >= SUDOKU_STEP_WHOLE;

  g_return_if_fail (SUDOKU_IS_GRID (self));

  sudoku_grid_clear_highlights (self);
  if (step == NULL)
    return;
  for (guint k = 0; k < (whole ? step->n_units : MIN (step->n_units, 1)); k++)
    if (step->units[k] < self->shape->n_units)
      self->units |= G_GUINT64_CONSTANT (1) << step->units[k];
  show_units (self);
  if (step->n_units > 0 && !whole)
    return;
  if (step->place_digit != 0 && step->place_cell < self->shape->n_cells)
    sudoku_grid_set_cell_highlight (self, step->place_cell, TRUE);
  for (guint k = 0; k < step->n_cells && whole; k++)
    if (step->cells[k] < self->shape->n_cells)
      sudoku_grid_set_cell_highlight (self, step->cells[k], TRUE);
}

/* Drawing on the cells: the demo, hints */

/**
 * sudoku_grid_show_tentative:
 * @self: a #SudokuGrid
 * @cell: 0–80 in reading order
 * @digit: 1–9, or 0 to empty the cell
 *
 * Shows a digit that is not the board's: one a search is trying.
 */
void
sudoku_grid_show_tentative (SudokuGrid *self,
                            guint       cell,
                            guint       digit)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (cell < _sudoku_grid_n_cells (self));
  sudoku_cell_show_tentative (self->cells[cell], digit);
}

void
sudoku_grid_flash (SudokuGrid *self,
                   guint       cell,
                   guint       ms)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (cell < _sudoku_grid_n_cells (self));
  sudoku_cell_flash (self->cells[cell], ms);
}

/* Shows the small digits of @mask (bit d for digit d; 0 for none) in @cell. */
void
sudoku_grid_set_candidates (SudokuGrid *self,
                            guint       cell,
                            guint32     mask)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (cell < _sudoku_grid_n_cells (self));
  sudoku_cell_set_candidates (self->cells[cell], mask);
}

/**
 * sudoku_grid_set_marks:
 * @self: a #SudokuGrid
 * @cell: 0–80 in reading order
 * @mask: the small digits shown (bit d for digit d; 0 for none)
 * @struck: of those, the ones crossed out: a step removes them
 * @emphasized: of those, the ones in bold
 */
void
sudoku_grid_set_marks (SudokuGrid *self,
                       guint       cell,
                       guint32     mask,
                       guint32     struck,
                       guint32     emphasized)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (cell < _sudoku_grid_n_cells (self));
  sudoku_cell_set_marks (self->cells[cell], mask, struck, emphasized);
}

/**
 * sudoku_grid_show_candidates_of:
 * @self: a #SudokuGrid
 * @values: (nullable): the grid's digits, 0 for empty; %NULL hides all
 *   candidates
 *
 * Shows in each empty cell of @values the digits its units (row, column,
 * box, and the diagonals of Sudoku X) leave possible.
 */
void
sudoku_grid_show_candidates_of (SudokuGrid   *self,
                                const guint8 *values)
{
  const SudokuGridShape *shape;

  g_return_if_fail (SUDOKU_IS_GRID (self));

  shape = self->shape;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      guint32 taken = 0;

      if (values == NULL || values[cell] != 0)
        {
          sudoku_cell_set_candidates (self->cells[cell], 0);
          continue;
        }
      for (guint p = 0; p < shape->n_peers[cell]; p++)
        taken |= 1u << values[shape->peers[cell][p]];
      sudoku_cell_set_candidates (self->cells[cell],
                                  (guint32)((1u << (shape->side + 1)) - 2) & ~taken);
    }
}

/* The selected cell and its digit */

static guint16
emphasis (SudokuGrid *self)
{
  return self->selected_digit != 0 ? (guint16)(1u << self->selected_digit) : 0;
}

/**
 * _sudoku_grid_show_cell:
 * @self: a #SudokuGrid
 * @cell: 0–80 in reading order
 *
 * Shows one cell as the board has it: its digit and who put it there, or
 * its pencil marks, and the marks of the selection and of a check.
 */
void
_sudoku_grid_show_cell (SudokuGrid *self,
                        guint       cell)
{
  guint side = _sudoku_grid_side (self), row = cell / side, col = cell % side;
  guint value = sudoku_board_get_value (self->board, row, col);

  sudoku_cell_show_value (self->cells[cell], value,
                          sudoku_board_get_origin (self->board, row, col));
  sudoku_cell_set_colours (self->cells[cell], sudoku_board_get_colour (self->board, row, col),
                           sudoku_board_get_note_colours (self->board, row, col));
  if (value == 0)
    sudoku_cell_set_marks (self->cells[cell], sudoku_board_get_notes (self->board, row, col),
                           0, emphasis (self));
  sudoku_cell_set_wrong (self->cells[cell], self->wrong[cell]);
  if (value != 0 && sudoku_board_get_trial (self->board, row, col))
    gtk_widget_add_css_class (GTK_WIDGET (self->cells[cell]), "trial");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "trial");
  if (value != 0 && value == self->selected_digit)
    gtk_widget_add_css_class (GTK_WIDGET (self->cells[cell]), "same-digit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->cells[cell]), "same-digit");
}

/* Every cell holding the selected digit ringed, and that digit's pencil
 * marks in bold.  Only the cells of the old digit and of the new one are
 * touched: the selection moves at every arrow key. */
void
_sudoku_grid_update_same_digit (SudokuGrid *self)
{
  guint   digit = 0, old = self->selected_digit, side = _sudoku_grid_side (self);
  guint32 bits;

  if (self->board != NULL && self->selected >= 0 && !self->selection_hidden)
    digit = sudoku_board_get_value (self->board, (guint)self->selected / side,
                                    (guint)self->selected % side);
  if (digit == old)
    return;
  self->selected_digit = digit;
  bits = (old != 0 ? 1u << old : 0) | (digit != 0 ? 1u << digit : 0);
  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    {
      guint value = sudoku_board_get_value (self->board, cell / side, cell % side);

      if (value != 0 && (bits & (1u << value)))
        _sudoku_grid_show_cell (self, cell);
      else if (value == 0 && (sudoku_board_get_notes (self->board, cell / side, cell % side) & bits))
        _sudoku_grid_show_cell (self, cell);
    }
}

/* The focus came to @cell: its row, column and box tinted. */
void
_sudoku_grid_select (SudokuGrid *self,
                     int         cell)
{
  const SudokuGridShape *shape = self->shape;
  gboolean               peers[SUDOKU_MAX_CELLS] = { FALSE };

  self->selected = cell;
  /* Its units: the row, column and box, and the diagonals of an X grid. */
  if (cell >= 0 && !self->selection_hidden)
    for (guint p = 0; p < shape->n_peers[cell]; p++)
      peers[shape->peers[cell][p]] = TRUE;
  for (guint other = 0; other < shape->n_cells; other++)
    {
      gboolean peer = peers[other];

      if (peer)
        gtk_widget_add_css_class (GTK_WIDGET (self->cells[other]), "peer");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->cells[other]), "peer");
    }
  if (self->board != NULL)
    _sudoku_grid_update_same_digit (self);
}

/**
 * sudoku_grid_get_selected_digit:
 * @self: a #SudokuGrid
 *
 * Returns: the digit of the selected cell, highlighted in every cell, or 0
 */
guint
sudoku_grid_get_selected_digit (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), 0);
  return self->selected_digit;
}

/**
 * sudoku_grid_set_wrong:
 * @self: a #SudokuGrid
 * @wrong: (nullable): 1 for each cell a check found wrong; %NULL for none
 *
 * Marks the digits a check found wrong, until each changes.
 */
void
sudoku_grid_set_wrong (SudokuGrid   *self,
                       const guint8 *wrong)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    {
      self->wrong[cell] = wrong != NULL && wrong[cell];
      sudoku_cell_set_wrong (self->cells[cell], self->wrong[cell]);
    }
}

/**
 * sudoku_grid_get_wrong:
 * @self: a #SudokuGrid
 * @cell: 0–80 in reading order
 *
 * Returns: whether @cell is marked wrong
 */
gboolean
sudoku_grid_get_wrong (SudokuGrid *self,
                       guint       cell)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  g_return_val_if_fail (cell < _sudoku_grid_n_cells (self), FALSE);
  return self->wrong[cell];
}

/**
 * sudoku_grid_get_selected:
 * @self: a #SudokuGrid
 *
 * Returns: the cell that has or last had the focus, 0–80, or -1
 */
int
sudoku_grid_get_selected (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), -1);
  return self->selected;
}

/**
 * sudoku_grid_set_selection_shown:
 * @self: a #SudokuGrid
 * @shown: whether the selected cell's units and digit are highlighted
 *
 * A demo or a hint that highlights cells of its own hides the selection's.
 */
void
sudoku_grid_set_selection_shown (SudokuGrid *self,
                                 gboolean    shown)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  if (self->selection_hidden == !shown)
    return;
  self->selection_hidden = !shown;
  _sudoku_grid_select (self, self->selected);
}
