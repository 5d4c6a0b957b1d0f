/* sudoku-mini-grid.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-mini-grid"

#include "config.h"

#include <string.h>

#include "sudoku-mini-grid.h"

/* A small grid that only shows: a whole solution, its givens in bold, some
 * cells tinted (where two solutions differ) and some ringed (givens that
 * would make it unique).  Drawn in one snapshot, in the text's colours;
 * read to a screen reader as a text, row by row. */

#define MIN_CELL 20 /* pixels */

struct _SudokuMiniGrid
{
  GtkWidget parent_instance;

  guint8    cells[SUDOKU_N_CELLS];
  guint8    marks[SUDOKU_N_CELLS]; /* SudokuMiniMark */
};

G_DEFINE_FINAL_TYPE (SudokuMiniGrid, sudoku_mini_grid, GTK_TYPE_WIDGET)

static void
sudoku_mini_grid_measure (GtkWidget     *widget,
                          GtkOrientation orientation,
                          int            for_size,
                          int           *minimum,
                          int           *natural,
                          int           *minimum_baseline,
                          int           *natural_baseline)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, "8");
  int          height;

  /* Cells of twice the text's height. */
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_object_unref (layout);
  *minimum = 9 * MIN_CELL + 4;
  *natural = MAX (*minimum, 9 * height * 2 + 4);
}

static void
fill (GtkSnapshot   *snapshot,
      const GdkRGBA *color,
      float          x,
      float          y,
      float          width,
      float          height)
{
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (x, y, width, height));
}

static void
draw_lines (GtkSnapshot   *snapshot,
            const GdkRGBA *ink,
            float          x0,
            float          y0,
            float          cell)
{
  GdkRGBA thin = *ink;

  thin.alpha *= 0.35f;
  for (guint i = 0; i <= 9; i++)
    {
      float          width = i % 3 == 0 ? 2.5f : 1.0f;
      const GdkRGBA *color = i % 3 == 0 ? ink : &thin;

      fill (snapshot, color, x0 + i * cell - width / 2, y0 - 1.25f, width, 9 * cell + 2.5f);
      fill (snapshot, color, x0 - 1.25f, y0 + i * cell - width / 2, 9 * cell + 2.5f, width);
    }
}

static void
draw_digit (SudokuMiniGrid *self,
            GtkSnapshot    *snapshot,
            const GdkRGBA  *ink,
            guint           cell,
            float           x,
            float           y,
            float           size)
{
  char                  text[2] = { (char)('0' + self->cells[cell]), '\0' };
  PangoLayout          *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_new ();
  int                   width, height;

  pango_font_description_set_absolute_size (font, size * 0.55 * PANGO_SCALE);
  pango_font_description_set_weight (font, self->marks[cell] & SUDOKU_MINI_GIVEN
                                             ? PANGO_WEIGHT_BOLD
                                             : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (x + (size - width) / 2, y + (size - height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, ink);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
sudoku_mini_grid_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SudokuMiniGrid *self = SUDOKU_MINI_GRID (widget);
  int             width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  float           side = (float)MIN (width, height) - 4;
  float           cell = side / 9, x0 = (width - side) / 2, y0 = (height - side) / 2;
  /* Amber as the clashes', blue as the focus ring: in either style. */
  GdkRGBA         tint = { 0.96f, 0.76f, 0.07f, 0.45f }, ring = { 0.21f, 0.52f, 0.89f, 1.0f };
  GdkRGBA         ink;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  for (guint c = 0; c < SUDOKU_N_CELLS; c++)
    {
      float x = x0 + (float)(c % 9) * cell, y = y0 + (float)(c / 9) * cell;

      if (self->marks[c] & SUDOKU_MINI_DIFFERS)
        fill (snapshot, &tint, x, y, cell, cell);
      if (self->marks[c] & SUDOKU_MINI_ADDED)
        {
          GskRoundedRect outline;
          float          widths[4] = { 3, 3, 3, 3 };
          GdkRGBA        colors[4] = { ring, ring, ring, ring };

          gsk_rounded_rect_init_from_rect (&outline,
                                           &GRAPHENE_RECT_INIT (x + 2, y + 2, cell - 4, cell - 4), 0);
          gtk_snapshot_append_border (snapshot, &outline, widths, colors);
        }
      if (self->cells[c] != 0)
        draw_digit (self, snapshot, &ink, c, x, y, cell);
    }
  draw_lines (snapshot, &ink, x0, y0, cell);
}

/* A screen reader reads the grid row by row: "5 3 4 6 7 8 9 1 2, …". */
static void
update_description (SudokuMiniGrid *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint c = 0; c < SUDOKU_N_CELLS; c++)
    {
      if (c > 0)
        g_string_append (text, c % 9 == 0 ? ", " : " ");
      g_string_append_c (text, self->cells[c] != 0 ? (char)('0' + self->cells[c]) : '-');
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text->str, -1);
}

/**
 * sudoku_mini_grid_set:
 * @self: a #SudokuMiniGrid
 * @cells: the digits, 0 for an empty cell
 * @marks: (nullable): each cell's #SudokuMiniMark flags
 */
void
sudoku_mini_grid_set (SudokuMiniGrid *self,
                      const guint8    cells[SUDOKU_N_CELLS],
                      const guint8    marks[SUDOKU_N_CELLS])
{
  g_return_if_fail (SUDOKU_IS_MINI_GRID (self));
  g_return_if_fail (cells != NULL);

  memcpy (self->cells, cells, sizeof self->cells);
  if (marks != NULL)
    memcpy (self->marks, marks, sizeof self->marks);
  else
    memset (self->marks, 0, sizeof self->marks);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
sudoku_mini_grid_get_value (SudokuMiniGrid *self,
                            guint           cell)
{
  g_return_val_if_fail (SUDOKU_IS_MINI_GRID (self) && cell < SUDOKU_N_CELLS, 0);
  return self->cells[cell];
}

guint
sudoku_mini_grid_get_marks (SudokuMiniGrid *self,
                            guint           cell)
{
  g_return_val_if_fail (SUDOKU_IS_MINI_GRID (self) && cell < SUDOKU_N_CELLS, 0);
  return self->marks[cell];
}

static void
sudoku_mini_grid_class_init (SudokuMiniGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = sudoku_mini_grid_measure;
  widget_class->snapshot = sudoku_mini_grid_snapshot;
  gtk_widget_class_set_css_name (widget_class, "minigrid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sudoku_mini_grid_init (SudokuMiniGrid *self)
{
  update_description (self);
}

GtkWidget *
sudoku_mini_grid_new (void)
{
  return g_object_new (SUDOKU_TYPE_MINI_GRID, NULL);
}
