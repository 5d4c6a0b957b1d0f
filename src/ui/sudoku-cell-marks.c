/* sudoku-cell-marks.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cell"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cell-private.h"
#include "sudoku-digits-manager.h"

/* A cell's small digits: the candidates a demo or a hint shows, or the
 * player's pencil marks, in a 3×3 block; what a screen reader says of the
 * cell; and the glyphs of every size prepared ahead. */

/* The colours a player puts on pencil marks, as style.css tints the cells
 * ("colour-1" …), in the same order: a pale chip with a near-black digit,
 * 9:1 or more in the light style and the dark one alike. */
static const struct
{
  guint16 red, green, blue;
} mark_grounds[SUDOKU_N_COLOURS] = {
  { 0x9999, 0xe8e8, 0xbcbc }, /* green */
  { 0xfafa, 0xe9e9, 0x9696 }, /* yellow */
  { 0xdfdf, 0xb0b0, 0xe5e5 }, /* purple */
  { 0xffff, 0xd1d1, 0xa3a3 }, /* orange */
};

/**
 * sudoku_colour_name:
 * @colour: 1 to %SUDOKU_N_COLOURS
 *
 * Returns: the colour's name, as the keypad's menu gives it
 */
const char *
sudoku_colour_name (guint colour)
{
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, "");

  switch (colour)
    {
    case 1:
      /* Translators: a colour a player puts on a cell or a pencil mark */
      return C_("colour", "Green");
    case 2:
      /* Translators: a colour a player puts on a cell or a pencil mark */
      return C_("colour", "Yellow");
    case 3:
      /* Translators: a colour a player puts on a cell or a pencil mark */
      return C_("colour", "Purple");
    default:
      /* Translators: a colour a player puts on a cell or a pencil mark */
      return C_("colour", "Orange");
    }
}

/* A left-to-right mark after each space between the marks: Eastern Arabic
 * digits are numbers of Arabic text to the Unicode bidi algorithm, and a
 * space between two of them would run right to left, "٣ ٢ ١" for 1 2 3. */
#define LRM "\u200e"

static gboolean
native_digits (void)
{
  return sudoku_digits_manager_get_digits (sudoku_digits_manager_get_default ()) !=
         SUDOKU_DIGITS_LATIN;
}

/* The small candidate digits go with the digit size. */
static int
candidate_size (int font_size)
{
  return MAX (5, font_size * 7 / 20);
}

/* The marks' looks: a struck digit is crossed out (a hint's elimination),
 * an emphasized one bold (the digit highlighted on the board). */
static PangoAttrList *
marks_attributes (SudokuCell *self)
{
  PangoAttrList *attrs = pango_attr_list_new ();
  guint          starts[SUDOKU_MAX_SIDE + 1] = { 0 }, ends[SUDOKU_MAX_SIDE + 1] = { 0 }, at = 0;

  /* Where each digit's place starts in the text of sudoku_cell_set_marks ():
   * a digit takes its bytes (one in ASCII, two in Arabic), the figure space
   * of a missing one three, and a space or a line end follows all but the
   * last (with a left-to-right mark in Arabic and Persian digits). */
  for (guint d = 1; d <= self->side; d++)
    {
      starts[d] = at;
      ends[d] = at + (guint)(self->candidate_mask & (1u << d) ? strlen (sudoku_digits_symbol (d)) : 3);
      at = ends[d] + 1 + (native_digits () ? strlen (LRM) : 0);
    }

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (candidate_size (self->font_size) *
                                                               PANGO_SCALE));
  for (guint d = 1; d <= self->side; d++)
    {
      PangoAttribute *attr;

      if (self->struck_mask & (1u << d))
        {
          attr = pango_attr_strikethrough_new (TRUE);
          attr->start_index = starts[d];
          attr->end_index = ends[d];
          pango_attr_list_insert (attrs, attr);
          attr = pango_attr_foreground_alpha_new (0xffff * 55 / 100);
          attr->start_index = starts[d];
          attr->end_index = ends[d];
          pango_attr_list_insert (attrs, attr);
        }
      if ((self->candidate_mask & (1u << d)) && sudoku_note_colour (self->mark_colours, d) != 0)
        {
          guint colour = sudoku_note_colour (self->mark_colours, d) - 1;

          attr = pango_attr_background_new (mark_grounds[colour].red, mark_grounds[colour].green,
                                            mark_grounds[colour].blue);
          attr->start_index = starts[d];
          attr->end_index = ends[d];
          pango_attr_list_insert (attrs, attr);
          attr = pango_attr_foreground_new (0x1e1e, 0x1e1e, 0x1e1e);
          attr->start_index = starts[d];
          attr->end_index = ends[d];
          pango_attr_list_insert (attrs, attr);
        }
      if (self->emphasized_mask & (1u << d))
        {
          attr = pango_attr_weight_new (PANGO_WEIGHT_HEAVY);
          attr->start_index = starts[d];
          attr->end_index = ends[d];
          pango_attr_list_insert (attrs, attr);
        }
    }
  return attrs;
}

/* The candidates' size, and the width of their lines: on a new size only. */
void
_sudoku_cell_update_marks_size (SudokuCell *self)
{
  g_autoptr(PangoLayout) line = gtk_widget_create_pango_layout (
    self->candidates, _sudoku_cell_mark_columns (self) == 4 ? "0 0 0 0" : "0 0 0");
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (candidate_size (self->font_size) *
                                                               PANGO_SCALE));
  pango_layout_set_attributes (line, attrs);
  pango_layout_get_pixel_size (line, &self->candidates_width, NULL);
  self->candidates_width++;
  pango_attr_list_unref (attrs);
  attrs = marks_attributes (self);
  gtk_inscription_set_attributes (GTK_INSCRIPTION (self->candidates), attrs);
  pango_attr_list_unref (attrs);
}

/**
 * sudoku_cell_set_marks:
 * @self: a #SudokuCell
 * @mask: bit d set for each small digit d shown; 0 hides them
 * @struck: of those, the ones crossed out (a hint removes them)
 * @emphasized: of those, the ones in bold (the digit highlighted)
 *
 * Shows small digits in an empty cell: candidates or the player's notes.
 */
void
sudoku_cell_set_marks (SudokuCell *self,
                       guint32     mask,
                       guint32     struck,
                       guint32     emphasized)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  struck &= mask;
  emphasized &= mask;
  /* Relayout only for a real change: a demo calls this every frame. */
  if (mask == self->candidate_mask && struck == self->struck_mask &&
      emphasized == self->emphasized_mask)
    return;
  self->candidate_mask = mask;
  self->struck_mask = struck;
  self->emphasized_mask = emphasized;
  if (mask == 0)
    {
      gtk_inscription_set_text (GTK_INSCRIPTION (self->candidates), "");
      if (self->value == 0)
        _sudoku_cell_update_label (self);
      return;
    }
  _sudoku_cell_show_marks (self);
}

/* Writes the marks of sudoku_cell_set_marks () in the digits shown. */
void
_sudoku_cell_show_marks (SudokuCell *self)
{
  g_autoptr(GString) text = g_string_sized_new (80);
  PangoAttrList *attrs;

  /* A missing digit leaves a figure space, as wide as a digit and never
   * trimmed: each one keeps its place in the block (3×3 on a 9×9, a box's
   * shape on the others). */
  for (guint d = 1; d <= self->side && self->candidate_mask != 0; d++)
    {
      if (self->candidate_mask & (1u << d))
        g_string_append (text, sudoku_digits_symbol (d));
      else
        g_string_append (text, "\u2007");
      if (d < self->side)
        g_string_append_c (text, d % _sudoku_cell_mark_columns (self) == 0 ? '\n' : ' ');
      if (d < self->side && native_digits ())
        g_string_append (text, LRM);
    }
  gtk_inscription_set_text (GTK_INSCRIPTION (self->candidates), text->str);
  if (self->value == 0)
    _sudoku_cell_update_label (self);
  if (self->font_size == 0)
    return;
  attrs = marks_attributes (self);
  gtk_inscription_set_attributes (GTK_INSCRIPTION (self->candidates), attrs);
  pango_attr_list_unref (attrs);
}

/**
 * sudoku_cell_set_colours:
 * @self: a #SudokuCell
 * @colour: the cell's colour, 1 to %SUDOKU_N_COLOURS, or 0
 * @mark_colours: its pencil marks' colours (see sudoku_note_colour ())
 *
 * Shows the colours a player put on the cell and on its pencil marks.
 */
void
sudoku_cell_set_colours (SudokuCell *self,
                         guint       colour,
                         guint64     mark_colours)
{
  PangoAttrList *attrs;

  g_return_if_fail (SUDOKU_IS_CELL (self));
  g_return_if_fail (colour <= SUDOKU_N_COLOURS);

  if (colour != self->colour)
    {
      char name[16];

      g_snprintf (name, sizeof name, "colour-%u", self->colour);
      gtk_widget_remove_css_class (GTK_WIDGET (self), name);
      g_snprintf (name, sizeof name, "colour-%u", colour);
      if (colour != 0)
        gtk_widget_add_css_class (GTK_WIDGET (self), name);
      self->colour = colour;
      _sudoku_cell_update_label (self);
    }
  if (mark_colours == self->mark_colours)
    return;
  self->mark_colours = mark_colours;
  _sudoku_cell_update_label (self);
  if (self->font_size == 0)
    return;
  attrs = marks_attributes (self);
  gtk_inscription_set_attributes (GTK_INSCRIPTION (self->candidates), attrs);
  pango_attr_list_unref (attrs);
}

/**
 * sudoku_cell_set_candidates:
 * @self: a #SudokuCell
 * @mask: bit d set for each digit d still possible; 0 hides them
 *
 * Shows the small candidate digits of an empty cell, all alike.
 */
void
sudoku_cell_set_candidates (SudokuCell *self,
                            guint32     mask)
{
  sudoku_cell_set_marks (self, mask, 0, 0);
}

guint32
sudoku_cell_get_candidates (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->candidate_mask;
}

static void
append_digits (GtkSnapshot *snapshot,
               GtkWidget   *widget,
               int          size,
               PangoWeight  weight,
               PangoStyle   style)
{
  g_autofree char *digits = sudoku_digits_show ("0123456789\u2007");
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, digits);
  PangoAttrList *attrs = pango_attr_list_new ();
  GdkRGBA        color = { 0.5, 0.5, 0.5, 1.0 };

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (size * PANGO_SCALE));
  pango_attr_list_insert (attrs, pango_attr_weight_new (weight));
  pango_attr_list_insert (attrs, pango_attr_style_new (style));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  gtk_snapshot_append_layout (snapshot, layout, &color);
}

/**
 * sudoku_cell_get_font_size:
 * @self: a #SudokuCell
 *
 * Returns: the size of the cell's digits in pixels, 0 before it is allocated
 */
int
sudoku_cell_get_font_size (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->font_size;
}

/**
 * sudoku_cell_snapshot_glyphs:
 * @self: a #SudokuCell
 * @snapshot: where to draw
 * @font_size: the digit size, a rung of sudoku_cell_font_size_step ()
 *
 * Draws every digit in every style a cell can show at @font_size, so that
 * rendering it once matches the fonts and fills the glyph caches: the first
 * solution, the first demo step and a resize to that size then cost a frame
 * like any other.
 */
void
sudoku_cell_snapshot_glyphs (SudokuCell  *self,
                             GtkSnapshot *snapshot,
                             int          font_size)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));
  g_return_if_fail (font_size > 0);

  append_digits (snapshot, self->label, font_size, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
  append_digits (snapshot, self->label, font_size, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
  append_digits (snapshot, self->label, font_size, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC);
  append_digits (snapshot, self->candidates, candidate_size (font_size), PANGO_WEIGHT_NORMAL,
                 PANGO_STYLE_NORMAL);
}

/* What a screen reader says of the cell: "Row 3, column 7, 4, your digit,
 * wrong", "Row 1, column 2, empty, notes 1 4 7". */
void
_sudoku_cell_update_label (SudokuCell *self)
{
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *name = NULL;
  g_autofree char *shown = NULL;
  guint            row = self->row + 1, col = self->col + 1;

  for (guint d = 1; d <= self->side; d++)
    if (self->candidate_mask & (1u << d))
      {
        guint colour = sudoku_note_colour (self->mark_colours, d);

        if (notes->len > 0)
          g_string_append_c (notes, ' ');
        if (colour == 0)
          g_string_append_printf (notes, "%u", d);
        else
          /* Translators: a coloured pencil mark in a cell's accessible name:
           * "Row 1, column 2, notes 1 4 (Green) 7" */
          g_string_append_printf (notes, _("%u (%s)"), d, sudoku_colour_name (colour));
      }
  if (self->value == 0 && notes->len == 0)
    /* Translators: the accessible name of an empty cell */
    name = g_strdup_printf (_("Row %u, column %u, empty"), row, col);
  else if (self->value == 0)
    /* Translators: the accessible name of an empty cell with pencil marks,
     * e.g. "Row 1, column 2, notes 1 4 7" */
    name = g_strdup_printf (_("Row %u, column %u, notes %s"), row, col, notes->str);
  else if (self->origin == SUDOKU_ORIGIN_GIVEN)
    /* Translators: the accessible name of a cell holding a digit of the puzzle */
    name = g_strdup_printf (_("Row %u, column %u, %u, part of the puzzle"), row, col, self->value);
  else if (self->origin == SUDOKU_ORIGIN_PLAYER)
    /* Translators: the accessible name of a cell holding a digit the player typed */
    name = g_strdup_printf (_("Row %u, column %u, %u, your digit"), row, col, self->value);
  else
    /* Translators: the accessible name of a cell holding a digit of the solver */
    name = g_strdup_printf (_("Row %u, column %u, %u, solver’s digit"), row, col, self->value);
  if (self->colour != 0)
    {
      char *coloured;

      /* Translators: after a cell's accessible name, the colour the player
       * put on it: "Row 3, column 7, empty, Green" */
      coloured = g_strdup_printf (_("%s, %s"), name, sudoku_colour_name (self->colour));
      g_free (name);
      name = coloured;
    }
  if (self->wrong)
    {
      char *wrong;

      /* Translators: after a cell's accessible name, when a check found its
       * digit wrong: "Row 3, column 7, 4, your digit, wrong" */
      wrong = g_strdup_printf (_("%s, wrong"), name);
      g_free (name);
      name = wrong;
    }
  /* In the digits shown: a screen reader reads them as the language does. */
  shown = sudoku_digits_show (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, shown, -1);
}
