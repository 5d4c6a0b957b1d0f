/* sudoku-grid-labels.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include "sudoku-digits-manager.h"
#include "sudoku-grid-private.h"

/* The numbers of the rows (left) and columns (top) around the grid, for a
 * class that follows "Trying 6 in row 5, column 3" without counting cells.
 * Drawn, not widgets: the cells' names already say where they are. */

/**
 * _sudoku_grid_label_margin:
 * @self: a #SudokuGrid
 * @size: the side of the square the grid has
 *
 * Returns: the room the labels take on the top and on the left, 0 without
 *   them: half a cell
 */
int
_sudoku_grid_label_margin (SudokuGrid *self,
                           int         size)
{
  return self->labels ? size / 19 : 0;
}

static PangoLayout *
label_layout (SudokuGrid *self,
              guint       number,
              int         font_size)
{
  char             ascii[4];
  g_autofree char *text = NULL;
  PangoLayout     *layout;
  PangoAttrList   *attrs = pango_attr_list_new ();

  /* 10 to 16 in two digits on a 16×16, in the digits shown. */
  g_snprintf (ascii, sizeof ascii, "%u", number);
  text = sudoku_digits_show (ascii);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (font_size * PANGO_SCALE));
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

/* Draws the numbers in the margins, each centred on its row or column. */
void
_sudoku_grid_snapshot_labels (SudokuGrid  *self,
                              GtkSnapshot *snapshot)
{
  graphene_rect_t bounds;
  GdkRGBA         color;
  int             margin;
  float           cell;

  if (!self->labels ||
      !gtk_widget_compute_bounds (GTK_WIDGET (self->cells[0]), GTK_WIDGET (self), &bounds))
    return;
  margin = _sudoku_grid_label_margin (self, MIN (gtk_widget_get_width (GTK_WIDGET (self)),
                                                 gtk_widget_get_height (GTK_WIDGET (self))));
  cell = bounds.size.width;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  for (guint k = 0; k < _sudoku_grid_side (self); k++)
    {
      graphene_rect_t row, col;
      g_autoptr(PangoLayout) layout = label_layout (self, k + 1, MAX (6, margin * 7 / 10));
      int width, height;

      pango_layout_get_pixel_size (layout, &width, &height);
      if (!gtk_widget_compute_bounds (GTK_WIDGET (self->cells[k * _sudoku_grid_side (self)]), GTK_WIDGET (self), &row) ||
          !gtk_widget_compute_bounds (GTK_WIDGET (self->cells[k]), GTK_WIDGET (self), &col))
        continue;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT ((float)(margin - width) / 2.0f,
                                                    row.origin.y + (cell - (float)height) / 2.0f));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (col.origin.x + (cell - (float)width) / 2.0f,
                                                    (float)(margin - height) / 2.0f));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
}
