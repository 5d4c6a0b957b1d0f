/* sudoku-shape-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-parser.h"
#include "sudoku-shape-file-private.h"
#include "sudoku-shape-file.h"

/* Puzzles of every shape, in the text forms:
 *   - a puzzle on one line: 16 cells (4×4), 36 (6×6), 81 (9×9) or 256
 *     (16×16), told apart by their number;
 *   - a grid: 4, 6, 9 or 16 lines of as many cells, the first row telling
 *     the side.  A line of 16 cells is a 4×4 puzzle, unless it or the line
 *     after it holds a digit above 4: then it starts a 16×16 grid.
 * A cell is 1–9, A–G (10–16, any case), or 0 . - * _ x for empty; blanks
 * and '|' between cells are ignored, and so are lines such as "---+---"
 * between boxes.  A 16×16 row may also be 16 numbers 0–16 between blanks.
 * A line "#X" makes the next puzzle an X (both diagonals are units); the
 * headers of a SadMan .sdk file ("#D", "#C"…) before a puzzle are its own,
 * as for a 9×9; other lines that start with '#' are comments.  The other
 * forms (JSON, judge, Simple Sudoku's .ss) are 9×9 only, and
 * sudoku-puzzle-file.c reads them: sudoku_shape_text_is_shaped () tells
 * which reader a text needs. */

#define MSG_BAD_CELL N_("expected a digit 1–9, a letter A–G, or one of . 0 - * _ x for an empty cell, found %s")

typedef struct
{
  Parser             p;    /* its reader, and the headers read for the next puzzle */
  guint              side; /* the side asked for, or 0 */
  gboolean           x;    /* every puzzle an X */
  SudokuShapedFunc   func;
  gpointer           user_data;
  gboolean           stopped;
  gboolean           next_x; /* "#X" was read for the next puzzle */
  guint              rows;   /* of the grid being read; 0 between puzzles */
  guint              n_puzzles;
  SudokuShapedPuzzle puzzle;
  guint              puzzle_side;
  gboolean           seen_letter; /* the puzzle has shown the case of its letters */
} ShapeParser;

static int
cell_value (char c)
{
  if (c >= '1' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'G')
    return c - 'A' + 10;
  if (c >= 'a' && c <= 'g')
    return c - 'a' + 10;
  if (c == '0' || c == '.' || c == '-' || c == '*' || c == '_' || c == 'x' || c == 'X')
    return 0;
  return -1;
}

static gboolean
is_separator (char c)
{
  return c == ' ' || c == '\t' || c == '|';
}

/* A cell a character.  Returns FALSE at a character that is no cell, or
 * after too many. */
static gboolean
scan_chars (const char *line,
            gsize       length,
            Cells      *out)
{
  out->n = 0;
  out->numbers = FALSE;
  for (gsize i = 0; i < length; i++)
    {
      int value;

      if (is_separator (line[i]))
        continue;
      value = cell_value (line[i]);
      if (value < 0 || out->n == SUDOKU_MAX_CELLS)
        {
          out->bad = i;
          return FALSE;
        }
      out->offsets[out->n] = i;
      out->cells[out->n++] = (guint8)value;
    }
  return TRUE;
}

/* A 16×16 row written as numbers between blanks: "16 . 3 12 …". */
static gboolean
scan_numbers (const char *line,
              gsize       length,
              Cells      *out)
{
  Cells numbers = { .numbers = TRUE };
  gsize i = 0;

  while (i < length)
    {
      gsize start = i;
      guint value = 0;

      if (is_separator (line[i]))
        {
          i++;
          continue;
        }
      while (i < length && !is_separator (line[i]))
        i++;
      if (numbers.n == SUDOKU_MAX_SIDE || i - start > 2)
        return FALSE;
      for (gsize k = start; k < i; k++)
        {
          if (i - start == 1 && cell_value (line[k]) == 0)
            break;
          if (!g_ascii_isdigit (line[k]))
            return FALSE;
          value = value * 10 + (guint)(line[k] - '0');
        }
      if (value > SUDOKU_MAX_SIDE)
        return FALSE;
      numbers.offsets[numbers.n] = start;
      numbers.cells[numbers.n++] = (guint8)value;
    }
  if (numbers.n != SUDOKU_MAX_SIDE)
    return FALSE;
  *out = numbers;
  return TRUE;
}

static gboolean
count_is_known (int n)
{
  return n == 4 || n == 6 || n == 9 || n == 16 || n == 36 || n == 81 || n == 256;
}

/* The cells of a line: a character each, or numbers when that makes a
 * 16×16 row and characters make nothing known. */
gboolean
_sudoku_shape_read_cells (const char *line,
                          gsize       length,
                          Cells      *out)
{
  gboolean ok = scan_chars (line, length, out);

  if (ok && count_is_known (out->n))
    return TRUE;
  return scan_numbers (line, length, out) || ok;
}

/* A line between the boxes of a grid, such as "---+---" or "|-----|". */
gboolean
_sudoku_shape_is_rule (const char *line,
                       gsize       length)
{
  gboolean mark = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      if (line[i] == '+' || line[i] == '|')
        mark = TRUE;
      else if (line[i] != '-' && line[i] != '=' && !_sudoku_is_blank (line[i]))
        return FALSE;
    }
  return mark;
}

static gboolean
is_x_header (const char *line,
             gsize       length)
{
  gsize i = 0;

  while (i < length && _sudoku_is_blank (line[i]))
    i++;
  if (i + 2 > length || line[i] != '#' || line[i + 1] != 'X')
    return FALSE;
  for (i += 2; i < length; i++)
    if (!_sudoku_is_blank (line[i]))
      return FALSE;
  return TRUE;
}

static gboolean
has_digit_above (const Cells *cells,
                 guint        max)
{
  for (int k = 0; k < cells->n; k++)
    if (cells->cells[k] > max)
      return TRUE;
  return FALSE;
}

/* Whether a line of 16 cells starts a 16×16 grid rather than being a 4×4
 * puzzle: it, or the line right after it, holds a digit above 4. */
static gboolean
sixteen_is_row (ShapeParser *sp,
                const Cells *cells)
{
  Reader  *r = &sp->p.r;
  Cells    next;
  gboolean row;

  if (sp->side != 0)
    return sp->side == 16;
  if (cells->numbers || has_digit_above (cells, 4))
    return TRUE;
  if (!_sudoku_reader_next (r))
    return FALSE;
  row = _sudoku_shape_read_cells (r->line, r->line_len, &next) && next.n == 16 && has_digit_above (&next, 4);
  _sudoku_reader_unread (r);
  return row;
}

/* How the puzzle writes an empty cell and its letters, from the first of
 * each on its lines. */
static void
note_marks (ShapeParser *sp,
            const Cells *cells)
{
  const Reader *r = &sp->p.r;

  for (int k = 0; k < cells->n; k++)
    {
      char c = r->line[cells->offsets[k]];

      if (cells->cells[k] == 0 && sp->puzzle.empty == 0)
        sp->puzzle.empty = c;
      else if (cells->cells[k] > 9 && !cells->numbers && !sp->seen_letter)
        {
          sp->puzzle.lower = g_ascii_islower (c);
          sp->seen_letter = TRUE;
        }
    }
}

static void
emit (ShapeParser *sp)
{
  SudokuShapedPuzzle *puzzle = &sp->puzzle;

  puzzle->grid = sudoku_grid_shape_get (sp->puzzle_side, sp->x || sp->next_x);
  sp->next_x = FALSE;
  sp->rows = 0;
  sp->n_puzzles++;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    puzzle->meta[k] = sp->p.meta[k] != NULL ? sp->p.meta[k]->str : NULL;
  if (!sp->stopped && !sp->func (puzzle, sp->user_data))
    sp->stopped = TRUE;
  /* The headers were lent for the call only. */
  memset (puzzle->meta, 0, sizeof puzzle->meta);
  for (guint k = 0; k < SUDOKU_N_META; k++)
    if (sp->p.meta[k] != NULL)
      g_string_free (g_steal_pointer (&sp->p.meta[k]), TRUE);
  sp->p.meta_size = 0;
}

/* Every digit of @cells is one of the side's. */
static gboolean
check_digits (ShapeParser *sp,
              const Cells *cells,
              guint        side,
              GError     **error)
{
  for (int k = 0; k < cells->n; k++)
    if (cells->cells[k] > side)
      {
        const Reader    *r = &sp->p.r;
        g_autofree char *found = _sudoku_parse_describe_char (r->line + cells->offsets[k],
                                                              r->line_len - cells->offsets[k]);

        _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, cells->offsets[k]),
                                  /* Translators: an error reading a puzzle file, after
                                   * “FILE:LINE:COLUMN: “; %u is the grid's side (4, 6, 9 or 16); %s
                                   * is what was found: a quoted character such as 'x', or “the end
                                   * of the line” */
                                  _("expected a digit from 1 to %u, or a mark for an empty cell, "
                                     "found %s"),
                                  side, found);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_side (ShapeParser *sp,
            guint        side,
            GError     **error)
{
  const SudokuGridShape *asked, *found;
  g_autofree char       *asked_name = NULL, *found_name = NULL;

  if (sp->side == 0 || sp->side == side)
    return TRUE;
  asked = sudoku_grid_shape_get (sp->side, FALSE);
  found = sudoku_grid_shape_get (side, FALSE);
  asked_name = sudoku_grid_shape_name (asked);
  found_name = sudoku_grid_shape_name (found);
  /* Translators: "expected a 6×6 puzzle (--size=6), found a 4×4 one" */
  _sudoku_reader_set_error (error, &sp->p.r, 0, _("expected a %s puzzle (--size=%u), found a %s one"),
                            asked_name, sp->side, found_name);
  return FALSE;
}

/* The first line of a puzzle: a whole puzzle, or the first row of a grid. */
static gboolean
parse_first_line (ShapeParser *sp,
                  const Cells *cells,
                  GError     **error)
{
  Reader  *r = &sp->p.r;
  guint    side = sudoku_grid_shape_side_of_cells ((guint)cells->n);
  gboolean row = cells->n == 4 || cells->n == 6 || cells->n == 9;
  guint64  start = _sudoku_reader_line_offset (r), end = _sudoku_reader_line_end (r);

  /* (Before sixteen_is_row () looks at the next line.) */
  sp->puzzle.empty = 0;
  sp->puzzle.lower = FALSE;
  sp->seen_letter = FALSE;
  note_marks (sp, cells);
  if (cells->n == 16 && sixteen_is_row (sp, cells))
    {
      side = 16;
      row = TRUE;
    }
  else if (row)
    side = (guint)cells->n;
  if (side == 0)
    {
      _sudoku_reader_set_error (error, r, 0,
                                /* Translators: an error reading a puzzle file, after
                                 * “FILE:LINE:COLUMN: “: “… found 12 cells” */
                                ngettext ("expected a puzzle of 16, 36, 81 or 256 cells on a line, or a row "
                                          "of 4, 6, 9 or 16 cells, found %d cell",
                                          "expected a puzzle of 16, 36, 81 or 256 cells on a line, or a row "
                                          "of 4, 6, 9 or 16 cells, found %d cells",
                                          (gulong)cells->n),
                                cells->n);
      return FALSE;
    }
  if (!check_side (sp, side, error) || !check_digits (sp, cells, side, error))
    return FALSE;
  memset (sp->puzzle.cells, 0, sizeof sp->puzzle.cells);
  memcpy (sp->puzzle.cells, cells->cells, (gsize)cells->n);
  sp->puzzle.layout = row ? SUDOKU_SHAPE_GRID : SUDOKU_SHAPE_LINE;
  sp->puzzle.numbers = cells->numbers;
  sp->puzzle.line = r->line_no;
  sp->puzzle.start = start;
  sp->puzzle.end = end;
  sp->puzzle_side = side;
  if (!row)
    emit (sp);
  else
    sp->rows = 1;
  return TRUE;
}

static gboolean
parse_row (ShapeParser *sp,
           const Cells *cells,
           GError     **error)
{
  guint side = sp->puzzle_side;

  if (cells->n != (int)side)
    {
      /* Translators: an error reading a puzzle file, after “FILE:LINE:COLUMN: “: “expected row 3 of
       * 6 with 6 cells, found 5 cells”: the row, the grid's side twice, the cells found; the form
       * follows the cells found */
      _sudoku_reader_set_error (error, &sp->p.r, 0,
                                ngettext ("expected row %u of %u with %u cells, found %d cell",
                                          "expected row %u of %u with %u cells, found %d cells", (gulong)cells->n),
                                sp->rows + 1, side, side, cells->n);
      return FALSE;
    }
  if (!check_digits (sp, cells, side, error))
    return FALSE;
  memcpy (sp->puzzle.cells + sp->rows * side, cells->cells, side);
  sp->puzzle.numbers = sp->puzzle.numbers || cells->numbers;
  note_marks (sp, cells);
  sp->puzzle.end = _sudoku_reader_line_end (&sp->p.r);
  if (++sp->rows == side)
    emit (sp);
  return TRUE;
}

static void
set_short_grid_error (ShapeParser *sp,
                      gboolean     at_eof,
                      GError     **error)
{
  Reader *r = &sp->p.r;

  if (at_eof)
    {
      r->line_no = _sudoku_reader_eof_line (r);
      _sudoku_reader_set_error (error, r, 0,
                                /* Translators: an error reading a puzzle file, after
                                 * “FILE:LINE:COLUMN: “: “the file ends inside the grid that starts
                                 * on line 12, after 4 of its 6 rows”; the form follows the grid's
                                 * rows (the last %u: 4, 6, 9 or 16) */
                                ngettext ("the file ends inside the grid that starts on line %u, after %u of "
                                          "its %u row",
                                          "the file ends inside the grid that starts on line %u, after %u of "
                                          "its %u rows",
                                          sp->puzzle_side),
                                sp->puzzle.line, sp->rows, sp->puzzle_side);
    }
  else
    /* Translators: an error reading a puzzle file, after “FILE:LINE:COLUMN: “: “the grid that
     * starts on line 12 has 5 rows; expected 6” */
    _sudoku_reader_set_error (error, r, 0,
                              ngettext ("the grid that starts on line %u has %u row; expected %u",
                                        "the grid that starts on line %u has %u rows; expected %u", sp->rows),
                              sp->puzzle.line, sp->rows, sp->puzzle_side);
}

static gboolean
parse_line (ShapeParser *sp,
            GError     **error)
{
  Reader  *r = &sp->p.r;
  Cells    cells;
  gboolean blank = _sudoku_reader_line_is_empty (r);

  if (sp->rows > 0 && blank)
    {
      set_short_grid_error (sp, FALSE, error);
      return FALSE;
    }
  if (blank)
    {
      SudokuMetaKey key;
      gsize         text;

      if (is_x_header (r->line, r->line_len))
        sp->next_x = TRUE;
      else if (_sudoku_reader_line_is_meta (r, &key, &text))
        return _sudoku_parser_take_meta (&sp->p, key, text, error);
      return TRUE;
    }
  if (_sudoku_shape_is_rule (r->line, r->line_len))
    return TRUE;
  if (!_sudoku_shape_read_cells (r->line, r->line_len, &cells))
    {
      g_autofree char *found = _sudoku_parse_describe_char (r->line + cells.bad,
                                                            r->line_len - cells.bad);

      _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, cells.bad),
                                _(MSG_BAD_CELL), found);
      return FALSE;
    }
  return sp->rows > 0 ? parse_row (sp, &cells, error) : parse_first_line (sp, &cells, error);
}

/**
 * sudoku_shape_parse_stream:
 * @read: reads the next bytes of the text
 * @source: what @read reads from
 * @name: the file name to use in messages
 * @side: the side every puzzle must have, or 0 for any
 * @x: whether every puzzle is an X (otherwise those after "#X")
 * @func: receives each puzzle as soon as it is read, in order
 * @user_data: data for @func
 * @error: return location for a %SUDOKU_ERROR_PARSE error, whose message
 *   starts with "NAME:LINE:COLUMN: " or "NAME:LINE: ", or the error of
 *   @read
 *
 * Reads puzzles of every shape in the text forms (lines and grids), in
 * memory bounded by the longest line.  The puzzles read before an error
 * have been handed over already.
 *
 * Returns: %TRUE if the whole text was read, or @func stopped it
 */
gboolean
sudoku_shape_parse_stream (SudokuReadFunc   read,
                           gpointer         source,
                           const char      *name,
                           guint            side,
                           gboolean         x,
                           SudokuShapedFunc func,
                           gpointer         user_data,
                           GError         **error)
{
  ShapeParser sp = { .side = side, .x = x, .func = func, .user_data = user_data };
  gboolean    ok = TRUE;

  g_return_val_if_fail (read != NULL && name != NULL && func != NULL, FALSE);
  g_return_val_if_fail (side == 0 || sudoku_grid_shape_side_valid (side), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  _sudoku_reader_init_stream (&sp.p.r, read, source, name);
  while (sp.p.r.length < 3 && _sudoku_reader_fill (&sp.p.r, 0))
    ;
  if (sp.p.r.length >= 3 && memcmp (sp.p.r.data, "\xef\xbb\xbf", 3) == 0)
    sp.p.r.next = 3;
  while (ok && !sp.stopped && _sudoku_reader_next (&sp.p.r))
    ok = parse_line (&sp, error);
  if (ok && !sp.stopped && sp.rows > 0)
    {
      set_short_grid_error (&sp, TRUE, error);
      ok = FALSE;
    }
  else if (ok && sp.n_puzzles == 0)
    {
      sp.p.r.line_no = _sudoku_reader_eof_line (&sp.p.r);
      _sudoku_reader_set_error (error, &sp.p.r, 0,
                                _("no puzzle found: expected a puzzle of 16, 36, 81 or 256 cells on a "
                                   "line, or a grid of 4, 6, 9 or 16 lines"));
      ok = FALSE;
    }
  if (sp.p.r.read_error != NULL)
    {
      g_clear_error (error);
      g_propagate_error (error, g_steal_pointer (&sp.p.r.read_error));
      ok = FALSE;
    }
  _sudoku_parser_clear (&sp.p);
  return ok;
}

/* The next line of @data from @*offset, without its end. */
static gboolean
next_line (const char  *data,
           gsize        length,
           gsize       *offset,
           const char **line,
           gsize       *line_len)
{
  const char *end;

  if (*offset >= length)
    return FALSE;
  *line = data + *offset;
  end = memchr (*line, '\n', length - *offset);
  *line_len = end != NULL ? (gsize)(end - *line) : length - *offset;
  *offset += *line_len + 1;
  if (*line_len > 0 && (*line)[*line_len - 1] == '\r')
    (*line_len)--;
  return TRUE;
}

static gboolean
line_is_empty (const char *line,
               gsize       length)
{
  gsize i = 0;

  while (i < length && _sudoku_is_blank (line[i]))
    i++;
  return i == length || line[i] == '#';
}

/**
 * sudoku_shape_text_is_shaped:
 * @data: the start of a text, at least its first two lines of cells when
 *   it has them
 * @length: its length in bytes
 *
 * Tells whether a text needs sudoku_shape_parse_stream (): when a "#X"
 * comes before its first puzzle, or that puzzle is not 9×9 (a line of 16,
 * 36 or 256 cells, or two lines of 4 or 6: one alone may be the count of
 * a judge file).  Any other text, 9×9 JSON,
 * judge and .ss files among them, is read by sudoku_parse_stream () as
 * ever.
 *
 * Returns: whether the text's first puzzle is of another shape than 9×9
 */
gboolean
sudoku_shape_text_is_shaped (const char *data,
                             gsize       length)
{
  const char *line;
  gsize       offset = 0, line_len;
  Cells       cells, next;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    offset = 3;
  while (next_line (data, length, &offset, &line, &line_len))
    {
      gsize i = 0;

      if (is_x_header (line, line_len))
        return TRUE;
      if (line_is_empty (line, line_len))
        continue;
      while (_sudoku_is_blank (line[i]))
        i++;
      if (line[i] == '[' || line[i] == '{' || !_sudoku_shape_read_cells (line, line_len, &cells))
        return FALSE;
      if (cells.n == 16 || cells.n == 36 || cells.n == 256)
        return TRUE;
      if (cells.n != 4 && cells.n != 6)
        return FALSE;
      /* A judge file's count may look like a row of 4 or 6: the next line
       * tells, a row as long or one with a character that is no cell. */
      while (next_line (data, length, &offset, &line, &line_len))
        if (!line_is_empty (line, line_len))
          return !_sudoku_shape_read_cells (line, line_len, &next) || next.n == cells.n;
      return FALSE;
    }
  return FALSE;
}
