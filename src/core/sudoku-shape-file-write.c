/* sudoku-shape-file-write.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-shape-file-private.h"
#include "sudoku-shape-file.h"

/* The writers of puzzles of every shape (sudoku-shape-file.h): a puzzle or
 * its answer as the puzzle was written (a line or a grid, its mark for an
 * empty cell, 10 to 16 as letters in its case or as numbers), a file again
 * as it was read but for the cells changed, and a new file in a format that
 * holds the puzzles.  Lines and grids hold every shape, a "#X" line before
 * an X; Simple Sudoku's .ss, judge files and JSON boards hold plain 9×9
 * alone, and sudoku-puzzle-write.c writes those. */

/* How @digit is written in a cell of @puzzle on a line of characters. */
static char
cell_char (const SudokuShapedPuzzle *puzzle,
           guint                     digit)
{
  char c;

  if (digit == 0)
    return puzzle->empty != 0 ? puzzle->empty : '.';
  c = sudoku_grid_shape_digit_char (digit);
  return puzzle->lower ? g_ascii_tolower (c) : c;
}

static void
append_cells (GString                  *out,
              const SudokuShapedPuzzle *puzzle,
              const guint8             *cells)
{
  guint    side = puzzle->grid->side;
  gboolean grid = puzzle->layout == SUDOKU_SHAPE_GRID;

  for (guint cell = 0; cell < puzzle->grid->n_cells; cell++)
    {
      if (grid && puzzle->numbers && cell % side != 0)
        g_string_append_c (out, ' ');
      if (grid && puzzle->numbers && cells[cell] != 0)
        g_string_append_printf (out, "%u", cells[cell]);
      else
        g_string_append_c (out, cell_char (puzzle, cells[cell]));
      if (grid && cell % side == side - 1)
        g_string_append_c (out, '\n');
    }
  if (!grid)
    g_string_append_c (out, '\n');
}

/**
 * sudoku_shape_write:
 * @puzzle: a puzzle as read
 * @cells: its cells, or its solution's
 *
 * Writes @cells in the layout @puzzle was read: a line of cells, or a grid
 * of a row a line; an empty cell as the puzzle's mark; 10 to 16 as A to G
 * (a to g if the puzzle had them so), or as numbers between blanks when
 * the puzzle had them so.
 *
 * Returns: (transfer full): the text, ending with a newline
 */
char *
sudoku_shape_write (const SudokuShapedPuzzle *puzzle,
                    const guint8             *cells)
{
  GString *out;

  g_return_val_if_fail (puzzle != NULL && puzzle->grid != NULL && cells != NULL, NULL);

  out = g_string_sized_new (puzzle->grid->n_cells * 2 + 32);
  append_cells (out, puzzle, cells);
  return g_string_free (out, FALSE);
}

/**
 * sudoku_shape_format_can_hold:
 * @format: a format to write
 * @shape: the shape of a puzzle to write in it
 * @error: return location for a %SUDOKU_ERROR_INVALID_VALUE error that
 *   names the format, the shape and the formats that hold it, for Save As
 *   to show
 *
 * Lines (%SUDOKU_FORMAT_LINES) and grids (%SUDOKU_FORMAT_SDK) hold every
 * shape; Simple Sudoku's .ss, judge files and JSON boards only plain 9×9.
 *
 * Returns: whether @format holds a puzzle of @shape
 */
gboolean
sudoku_shape_format_can_hold (SudokuFormat           format,
                              const SudokuGridShape *shape,
                              GError               **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (shape != NULL, FALSE);

  if (format == SUDOKU_FORMAT_LINES || format == SUDOKU_FORMAT_SDK || sudoku_grid_shape_is_plain_nine (shape))
    return TRUE;
  name = sudoku_grid_shape_name (shape);
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
               /* Translators: the first %s is a format such as "ss" or "json", the second a
                * puzzle's size, such as "6×6" or "9×9 X"; "sdk" is a file name extension */
               _("The %s format holds plain 9×9 puzzles only, not a %s one: save it as lines "
                  "or as grids (sdk)"),
               sudoku_format_to_string (format), name);
  return FALSE;
}

/* Plain 9×9 puzzles in a 9×9 format, by its own writer. */
static char *
write_nine (const SudokuShapedPuzzle *puzzles,
            guint                     n_puzzles,
            SudokuFormat              format)
{
  g_autofree SudokuPuzzle *nine = g_new0 (SudokuPuzzle, MAX (n_puzzles, 1));

  for (guint p = 0; p < n_puzzles; p++)
    {
      memcpy (nine[p].cells, puzzles[p].cells, SUDOKU_N_CELLS);
      nine[p].shape = SUDOKU_SHAPE_GRID;
      nine[p].line = puzzles[p].line;
    }
  return sudoku_write_puzzles (nine, n_puzzles, format);
}

/**
 * sudoku_shape_write_puzzles:
 * @puzzles: (array length=n_puzzles): puzzles of any shape
 * @n_puzzles: their number
 * @format: the form to write
 * @error: return location for the error of sudoku_shape_format_can_hold ()
 *
 * Writes the puzzles as a new file in @format: %SUDOKU_FORMAT_LINES a
 * line each, %SUDOKU_FORMAT_SDK a grid each (a row a line, 10 to 16 as
 * numbers if the puzzle had them so, its headers before it) with a blank
 * line between them; a line "#X" before each X; empty cells as each puzzle wrote them.  Reading
 * the text gives back the same puzzles.  The other formats take plain 9×9
 * puzzles only, which sudoku_write_puzzles () writes.
 *
 * Returns: (transfer full): the text, or %NULL if @format cannot hold one
 *   of the puzzles
 */
char *
sudoku_shape_write_puzzles (const SudokuShapedPuzzle *puzzles,
                            guint                     n_puzzles,
                            SudokuFormat              format,
                            GError                  **error)
{
  GString *out;

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint p = 0; p < n_puzzles; p++)
    {
      g_return_val_if_fail (puzzles[p].grid != NULL, NULL);
      if (!sudoku_shape_format_can_hold (format, puzzles[p].grid, error))
        return NULL;
    }
  if (format != SUDOKU_FORMAT_LINES && format != SUDOKU_FORMAT_SDK)
    return write_nine (puzzles, n_puzzles, format);

  out = g_string_new (NULL);
  for (guint p = 0; p < n_puzzles; p++)
    {
      SudokuShapedPuzzle as = puzzles[p];

      as.layout = format == SUDOKU_FORMAT_SDK ? SUDOKU_SHAPE_GRID : SUDOKU_SHAPE_LINE;
      if (p > 0 && format == SUDOKU_FORMAT_SDK)
        g_string_append_c (out, '\n');
      /* Headers, as a 9×9's: a grid's lines have room for them. */
      if (format == SUDOKU_FORMAT_SDK)
        _sudoku_append_meta (out, as.meta);
      if (as.grid->x)
        g_string_append (out, "#X\n");
      append_cells (out, &as, as.cells);
    }
  return g_string_free (out, FALSE);
}

/* A cell of a line of characters, written again: @old as it was, unless
 * its digit changed; a letter in the case it had. */
static char
rewrite_char (const SudokuShapedPuzzle *puzzle,
              char                      old,
              guint                     old_digit,
              guint                     digit)
{
  if (digit == old_digit)
    return old;
  if (digit > 9 && old_digit > 9)
    return g_ascii_isupper (old) ? sudoku_grid_shape_digit_char (digit)
                                 : g_ascii_tolower (sudoku_grid_shape_digit_char (digit));
  return cell_char (puzzle, digit);
}

/* The blanks at the end of @out since @from. */
static gsize
trailing_blanks (const GString *out,
                 gsize          from)
{
  gsize n = 0;

  while (out->len - n > from && out->str[out->len - n - 1] == ' ')
    n++;
  return n;
}

/* A cell of a row of numbers, written again from @line[@at] on (@out has
 * the line up to there, from @line_start), the columns kept: a number
 * longer than the cell was takes up blanks around it, before it first (as
 * in columns aligned to the right) but one between two cells, and a
 * shorter one gives them back.  Returns where the line goes on. */
static gsize
rewrite_number (GString                  *out,
                const SudokuShapedPuzzle *puzzle,
                const char               *line,
                gsize                     length,
                gsize                     at,
                gsize                     line_start,
                guint                     old_digit,
                guint                     digit)
{
  char  token[4];
  gsize end = at, old_len, new_len, before, after = 0, take;

  while (end < length && line[end] != ' ' && line[end] != '\t' && line[end] != '|')
    end++;
  old_len = end - at;
  if (digit == old_digit)
    {
      g_string_append_len (out, line + at, (gssize)old_len);
      return end;
    }
  if (digit == 0)
    g_snprintf (token, sizeof token, "%c", cell_char (puzzle, 0));
  else
    g_snprintf (token, sizeof token, "%u", digit);
  new_len = strlen (token);
  before = trailing_blanks (out, line_start);
  if (new_len < old_len && before >= 2)
    for (gsize k = new_len; k < old_len; k++)
      g_string_append_c (out, ' ');
  if (new_len > old_len)
    {
      take = MIN (new_len - old_len, before - (before == out->len - line_start ? 0 : MIN (before, 1)));
      g_string_truncate (out, out->len - take);
      while (end + after < length && line[end + after] == ' ')
        after++;
      if (end + after < length && after > 0)
        after--;
      after = MIN (after, new_len - old_len - take);
    }
  g_string_append (out, token);
  if (new_len < old_len && before < 2)
    for (gsize k = new_len; k < old_len; k++)
      g_string_append_c (out, ' ');
  return end + after;
}

/* One line of a puzzle's span, its cells from *@next on written again. */
static void
rewrite_line (GString                  *out,
              const SudokuShapedPuzzle *puzzle,
              const char               *line,
              gsize                     length,
              guint                    *next)
{
  g_autofree Cells *cells = g_new (Cells, 1);
  gsize             at = 0, line_start = out->len;

  if (_sudoku_shape_is_rule (line, length) || !_sudoku_shape_read_cells (line, length, cells))
    {
      g_string_append_len (out, line, (gssize)length);
      return;
    }
  for (int k = 0; k < cells->n && *next < puzzle->grid->n_cells; k++)
    {
      gsize  offset = cells->offsets[k];
      guint8 digit = puzzle->cells[(*next)++];

      g_string_append_len (out, line + at, (gssize)(offset - at));
      if (cells->numbers)
        at = rewrite_number (out, puzzle, line, length, offset, line_start, cells->cells[k], digit);
      else
        {
          g_string_append_c (out, rewrite_char (puzzle, line[offset], cells->cells[k], digit));
          at = offset + 1;
        }
    }
  g_string_append_len (out, line + at, (gssize)(length - at));
}

/* The cells of a puzzle written again where they were, line by line; the
 * lines between the rows (such as "---+---") as they were. */
static void
rewrite_span (GString                  *out,
              const SudokuShapedPuzzle *puzzle,
              const char               *text,
              gsize                     length)
{
  gsize offset = 0;
  guint next = 0;

  while (offset < length)
    {
      const char *end = memchr (text + offset, '\n', length - offset);
      gsize       line_len = end != NULL ? (gsize)(end - (text + offset)) : length - offset;
      gsize       cells_len = line_len;

      if (cells_len > 0 && text[offset + cells_len - 1] == '\r')
        cells_len--;
      rewrite_line (out, puzzle, text + offset, cells_len, &next);
      g_string_append_len (out, text + offset + cells_len, (gssize)(line_len - cells_len));
      offset += line_len;
      if (end != NULL)
        {
          g_string_append_c (out, '\n');
          offset++;
        }
    }
}

static gboolean
spans_are_valid (const SudokuShapedPuzzle *puzzles,
                 guint                     n_puzzles,
                 gsize                     length)
{
  guint64 at = 0;

  for (guint p = 0; p < n_puzzles; p++)
    {
      if (puzzles[p].grid == NULL || puzzles[p].start < at || puzzles[p].end < puzzles[p].start ||
          puzzles[p].end > length)
        return FALSE;
      at = puzzles[p].end;
    }
  return TRUE;
}

/**
 * sudoku_shape_write_preserving:
 * @original: the text the puzzles were read from by
 *   sudoku_shape_parse_stream ()
 * @length: its length in bytes
 * @puzzles: (array length=n_puzzles): those puzzles, in order, their cells
 *   edited or not
 * @n_puzzles: their number
 * @out_length: (out): the length of the text written
 *
 * Writes @original again as it was, but for the cells of the puzzles that
 * changed: comments, "#X" lines, blank lines, borders and the lines
 * between boxes, line ends, each cell's mark for empty, the case of its
 * letters and the width of its numbers (the blanks after a number take up
 * a longer or shorter one) stay as they were.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_shape_write_preserving (const char               *original,
                               gsize                     length,
                               const SudokuShapedPuzzle *puzzles,
                               guint                     n_puzzles,
                               gsize                    *out_length)
{
  GString *out;
  guint64  at = 0;

  g_return_val_if_fail (original != NULL || length == 0, NULL);
  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (out_length != NULL, NULL);
  g_return_val_if_fail (spans_are_valid (puzzles, n_puzzles, length), NULL);

  out = g_string_sized_new (length + 16);
  for (guint p = 0; p < n_puzzles; p++)
    {
      g_string_append_len (out, original + at, (gssize)(puzzles[p].start - at));
      rewrite_span (out, &puzzles[p], original + puzzles[p].start,
                    (gsize)(puzzles[p].end - puzzles[p].start));
      at = puzzles[p].end;
    }
  g_string_append_len (out, original + at, (gssize)(length - at));
  *out_length = out->len;
  return g_string_free (out, FALSE);
}
