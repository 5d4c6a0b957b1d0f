/* sudoku-grid-boxes.c
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
#include "sudoku-picker.h"

/* The grid's cells in their boxes, made for the board's shape: 9×9 in
 * boxes of 3×3, 6×6 in boxes of 2 rows and 3 columns, 4×4 and 16×16 in
 * square boxes; the diagonals of Sudoku X drawn across their cells. */

static void
cell_focus_cb (SudokuCell *cell)
{
  SudokuGrid *self = SUDOKU_GRID (gtk_widget_get_ancestor (GTK_WIDGET (cell), SUDOKU_TYPE_GRID));

  _sudoku_grid_select (
    self, (int)(sudoku_cell_get_row (cell) * _sudoku_grid_side (self) + sudoku_cell_get_col (cell)));
}

static void
cell_note_cb (SudokuGrid *self,
              guint       digit,
              SudokuCell *cell)
{
  g_signal_emit_by_name (self, "note", sudoku_cell_get_row (cell), sudoku_cell_get_col (cell),
                         digit);
}

/* The lines between the cells (1 px) and the boxes (3 px) and the frame
 * (2 × 3 px) take this much of a side. */
int
_sudoku_grid_lines (const SudokuGridShape *shape)
{
  int boxes = (int)(shape->side / shape->box_cols);

  return 6 + 3 * (boxes - 1) + (int)shape->side - boxes;
}

/* The cells of @shape, in its boxes, in place of those before: a board of
 * another shape, or the first. */
void
_sudoku_grid_build_boxes (SudokuGrid            *self,
                          const SudokuGridShape *shape)
{
  guint across;

  if (self->boxes != NULL && self->shape == shape)
    return;
  if (self->boxes != NULL)
    {
      self->selected = -1;
      self->selected_digit = 0;
      self->press_cell = -1;
      self->clicked_cell = -1;
      gtk_widget_unparent (self->boxes);
    }
  memset (self->cells, 0, sizeof self->cells);
  memset (self->wrong, 0, sizeof self->wrong);
  self->shape = shape;
  self->units = 0;
  across = shape->side / shape->box_cols;

  self->boxes = gtk_grid_new ();
  gtk_grid_set_row_homogeneous (GTK_GRID (self->boxes), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->boxes), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->boxes), 3);
  gtk_grid_set_column_spacing (GTK_GRID (self->boxes), 3);
  gtk_widget_add_css_class (self->boxes, "sudoku-board");
  /* A Sudoku reads left to right in every language: right-to-left locales
   * mirror the window, never the grid. */
  gtk_widget_set_direction (self->boxes, GTK_TEXT_DIR_LTR);
  /* First of the children, before the picker: the focus goes through the
   * cells in order. */
  gtk_widget_insert_after (self->boxes, GTK_WIDGET (self), NULL);

  for (guint box = 0; box < shape->side; box++)
    {
      GtkWidget *box_grid = gtk_grid_new ();

      gtk_widget_set_direction (box_grid, GTK_TEXT_DIR_LTR);
      gtk_grid_set_row_spacing (GTK_GRID (box_grid), 1);
      gtk_grid_set_column_spacing (GTK_GRID (box_grid), 1);
      gtk_grid_set_row_homogeneous (GTK_GRID (box_grid), TRUE);
      gtk_grid_set_column_homogeneous (GTK_GRID (box_grid), TRUE);
      gtk_widget_add_css_class (box_grid, "sudoku-box");
      gtk_grid_attach (GTK_GRID (self->boxes), box_grid, (int)(box % across), (int)(box / across),
                       1, 1);

      for (guint k = 0; k < shape->side; k++)
        {
          guint               row = (box / across) * shape->box_rows + k / shape->box_cols;
          guint               col = (box % across) * shape->box_cols + k % shape->box_cols;
          GtkWidget          *cell = sudoku_cell_new (row, col);
          GtkEventController *focus;

          sudoku_cell_set_side (SUDOKU_CELL (cell), shape->side);
          if (shape->x && row == col)
            gtk_widget_add_css_class (cell, "diagonal");
          if (shape->x && row + col == shape->side - 1)
            gtk_widget_add_css_class (cell, "anti-diagonal");
          self->cells[row * shape->side + col] = SUDOKU_CELL (cell);
          gtk_grid_attach (GTK_GRID (box_grid), cell, (int)(k % shape->box_cols),
                           (int)(k / shape->box_cols), 1, 1);
          _sudoku_grid_connect_input (self, SUDOKU_CELL (cell));
          g_signal_connect_object (cell, "note", G_CALLBACK (cell_note_cb), self,
                                   G_CONNECT_SWAPPED);
          focus = gtk_event_controller_focus_new ();
          g_signal_connect_object (focus, "enter", G_CALLBACK (cell_focus_cb), cell,
                                   G_CONNECT_SWAPPED);
          gtk_widget_add_controller (cell, focus);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->boxes), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the screen-reader name of the grid of cells */
                                  _("Sudoku grid"), -1);
  if (self->warm_up != NULL)
    sudoku_warm_up_set_cell (self->warm_up, self->cells[0]);
  if (self->picker != NULL)
    sudoku_picker_set_side (SUDOKU_PICKER (self->picker), shape->side);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
