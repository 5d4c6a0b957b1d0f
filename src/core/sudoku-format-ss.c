/* sudoku-format-ss.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

/* Simple Sudoku grids (.ss): rows of three boxes with '|' between them,
 * lines of '-' between the boxes, with or without the outer border. */

/* A border, or a line between boxes: dashes, and '+', '*', '|' or '='.  A
 * row has '|' too, but never '+'. */
gboolean
_sudoku_format_ss_is_rule (const char *line,
                           gsize       length)
{
  gboolean dash = FALSE, cross = FALSE, bar = FALSE;

  for (gsize i = 0; i < length; i++)
    switch (line[i])
      {
      case '-':
      case '=':
        dash = TRUE;
        break;
      case '+':
      case '*':
        cross = TRUE;
        break;
      case '|':
        bar = TRUE;
        break;
      case ' ':
      case '\t':
        break;
      default:
        return FALSE;
      }
  return dash && (cross || !bar);
}

static gboolean
line_is_rule (const Reader *r)
{
  return _sudoku_format_ss_is_rule (r->line, r->line_len);
}

/* Whether the current line starts a Simple Sudoku grid rather than a line
 * or a grid of 9 plain lines. */
gboolean
_sudoku_format_ss_starts (const Reader *r)
{
  return _sudoku_reader_line_has (r, '|') ||
         (line_is_rule (r) && (_sudoku_reader_line_has (r, '+') || _sudoku_reader_line_has (r, '*')));
}

/* One row: "|ccc|ccc|ccc|", or "ccc|ccc|ccc" without the outer border;
 * blanks anywhere. */
static gboolean
parse_ss_row (Parser  *p,
              guint8  *cells,
              gboolean outer,
              GError **error)
{
  const Reader *r = &p->r;
  const char   *pattern = outer ? "|ccc|ccc|ccc|" : "ccc|ccc|ccc";
  gsize         len = strlen (pattern), k = 0, i;
  guint         n = 0, in_box = 0;

  for (i = 0; i < r->line_len; i++)
    {
      char c = r->line[i];

      if (_sudoku_is_blank (c))
        continue;
      if (k == len)
        {
          _sudoku_reader_set_found_error (error, r, i,
                                          /* Translators: an error reading a Simple Sudoku (.ss)
                                           * file, whose rows are drawn as |123|456|789|, after
                                           * “FILE:LINE:COLUMN: “; %s is what was found: a quoted
                                           * character such as 'x', or “the end of the line” */
                                          _("expected the end of the row after its 9 cells, found %s"));
          return FALSE;
        }
      if (pattern[k] == '|' && c != '|')
        break;
      if (pattern[k] == '|')
        in_box = 0;
      else if (c == '|')
        {
          _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, i),
                                    /* Translators: an error reading a Simple Sudoku (.ss) file,
                                     * whose rows are drawn as |123|456|789|, after
                                     * “FILE:LINE:COLUMN: “; %u is the number of cells read in the
                                     * box, e.g. “found '|' after 2” */
                                    _("expected 3 cells in each box, found '|' after %u"), in_box);
          return FALSE;
        }
      else if (!_sudoku_parser_read_cell (p, c, &cells[n++]))
        {
          _sudoku_parser_set_cell_error (p, i, error);
          return FALSE;
        }
      else
        in_box++;
      k++;
    }
  if (k == len)
    return TRUE;

  if (pattern[k] == 'c')
    _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, i),
                              /* Translators: an error reading a Simple Sudoku (.ss) file, whose
                               * rows are drawn as |123|456|789|, after “FILE:LINE:COLUMN: “; %u is
                               * the number of cells read in the box, e.g. “after 2” */
                              _("expected 3 cells in each box, found the end of the line after %u"), in_box);
  else if (k == 0)
    /* Translators: an error reading a Simple Sudoku (.ss) file, whose rows are drawn as
     * |123|456|789|, after “FILE:LINE:COLUMN: “; %s is what was found: a quoted character such as
     * 'x', or “the end of the line” */
    _sudoku_reader_set_found_error (error, r, i, _("expected '|' at the start of the row, found %s"));
  else if (k == len - 1 && outer)
    /* Translators: an error reading a Simple Sudoku (.ss) file, whose rows are drawn as
     * |123|456|789|, after “FILE:LINE:COLUMN: “; %s is what was found: a quoted character such as
     * 'x', or “the end of the line” */
    _sudoku_reader_set_found_error (error, r, i, _("expected '|' at the end of the row, found %s"));
  else
    /* Translators: an error reading a Simple Sudoku (.ss) file, whose rows are drawn as
     * |123|456|789|, after “FILE:LINE:COLUMN: “; a box is a 3×3 region of the grid; %s is what was
     * found: a quoted character such as 'x', or “the end of the line” */
    _sudoku_reader_set_found_error (error, r, i, _("expected '|' between the boxes, found %s"));
  return FALSE;
}

typedef enum
{
  NEXT_LINE,
  NEXT_BLANK,
  NEXT_EOF,
  NEXT_ERROR,
} Next;

/* Goes to the next line with something on it, past comments; headers are
 * kept. */
static Next
next_grid_line (Parser  *p,
                GError **error)
{
  Reader *r = &p->r;

  while (_sudoku_reader_next (r))
    {
      gboolean taken;

      if (_sudoku_reader_line_is_blank (r))
        return NEXT_BLANK;
      if (!_sudoku_parser_take_empty_line (p, &taken, error))
        return NEXT_ERROR;
      if (!taken)
        return NEXT_LINE;
    }
  r->line_no = _sudoku_reader_eof_line (r);
  return NEXT_EOF;
}

/* Why a grid stops before its 9 rows. */
static void
set_missing_row_error (Reader  *r,
                       Next     next,
                       gboolean adjacent,
                       guint    start,
                       guint    rows,
                       GError **error)
{
  if (adjacent)
    _sudoku_reader_set_rows_error (error, r, start, rows);
  else if (next == NEXT_EOF)
    _sudoku_reader_set_error (error, r, 0, _(SUDOKU_MSG_GRID_EOF), start, rows);
  else
    _sudoku_reader_set_error (error, r, 0,
                              /* Translators: an error reading a puzzle file, after
                               * “FILE:LINE:COLUMN: “: “expected row 5 of 9 of the grid that starts
                               * on line 12, found a blank line” */
                              _("expected row %u of 9 of the grid that starts on line %u, "
                                 "found a blank line"),
                              rows + 1, start);
}

/* The line between two bands of boxes, such as "|---+---+---|". */
static gboolean
check_box_rule (const Reader *r,
                GError      **error)
{
  const char *star = memchr (r->line, '*', r->line_len);

  if (!line_is_rule (r))
    {
      _sudoku_reader_set_found_error (error, r, _sudoku_reader_indent (r),
                                      /* Translators: an error reading a Simple Sudoku (.ss) file,
                                       * whose rows are drawn as |123|456|789|, after
                                       * “FILE:LINE:COLUMN: “; keep the drawn line as it is; %s is
                                       * what was found: a quoted character such as 'x', or “the end
                                       * of the line” */
                                      _("expected a line such as '|---+---+---|' between the boxes, "
                                         "found %s"));
      return FALSE;
    }
  if (star != NULL)
    {
      _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, (gsize)(star - r->line)),
                                _("expected '-', '+' or '|' in a line between the boxes, found '*'"));
      return FALSE;
    }
  return TRUE;
}

/* The bottom border, after row 9 of a grid that has a top border. */
static gboolean
parse_bottom_border (Parser  *p,
                     GError **error)
{
  Reader *r = &p->r;
  Next    next = next_grid_line (p, error);

  if (next == NEXT_ERROR)
    return FALSE;
  if (next == NEXT_EOF)
    _sudoku_reader_set_error (error, r, 0,
                              _("expected the bottom border '*-----------*' after row 9, "
                                 "found the end of the file"));
  else if (next == NEXT_BLANK)
    _sudoku_reader_set_error (error, r, 0,
                              _("expected the bottom border '*-----------*' after row 9, "
                                 "found a blank line"));
  else if (!line_is_rule (r))
    _sudoku_reader_set_found_error (error, r, _sudoku_reader_indent (r),
                                    /* Translators: an error reading a Simple Sudoku (.ss) file,
                                     * whose rows are drawn as |123|456|789|, after
                                     * “FILE:LINE:COLUMN: “; keep the drawn border as it is; %s is
                                     * what was found: a quoted character such as 'x', or “the end
                                     * of the line” */
                                    _("expected the bottom border '*-----------*' after row 9, "
                                       "found %s"));
  return next == NEXT_LINE && line_is_rule (r);
}

/* A Simple Sudoku grid, from its first line, the current one: a border or
 * the first row. */
gboolean
_sudoku_format_ss_parse_grid (Parser  *p,
                              GError **error)
{
  Reader  *r = &p->r;
  guint8   cells[SUDOKU_N_CELLS];
  guint    start = r->line_no, rows = 0;
  guint64  offset = _sudoku_reader_line_offset (r);
  char     first = r->line[_sudoku_reader_indent (r)];
  gboolean top = line_is_rule (r);
  gboolean outer = top ? first != '-' && first != '=' : first == '|';
  gboolean adjacent = !top && p->grid_end != 0 && start == p->grid_end + 1;
  gboolean rule_done = FALSE;
  Next     next = top ? NEXT_BLANK : NEXT_LINE;

  if (!adjacent)
    _sudoku_parser_end_grid (p);
  while (rows < 9)
    {
      if (next != NEXT_LINE)
        next = next_grid_line (p, error);
      if (next == NEXT_ERROR)
        return FALSE;
      if (next != NEXT_LINE)
        {
          set_missing_row_error (r, next, adjacent, start, rows, error);
          return FALSE;
        }
      next = NEXT_BLANK; /* this line is used */

      if ((rows == 3 || rows == 6) && !rule_done)
        {
          if (!check_box_rule (r, error))
            return FALSE;
          rule_done = TRUE;
          continue;
        }
      if (line_is_rule (r))
        {
          /* Translators: an error reading a Simple Sudoku (.ss) file, whose rows are drawn as
           * |123|456|789|, after “FILE:LINE:COLUMN: “: “expected row 4 of 9, found a line between
           * the boxes” */
          _sudoku_reader_set_error (error, r, 0, _("expected row %u of 9, found a line between the boxes"),
                                    rows + 1);
          return FALSE;
        }
      if (!parse_ss_row (p, cells + 9 * rows, outer, error))
        return FALSE;
      rows++;
      rule_done = FALSE;
    }

  if (top && !parse_bottom_border (p, error))
    return FALSE;
  if (top)
    _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_GRID, SUDOKU_FORMAT_SS, start, offset,
                               _sudoku_reader_line_end (r));
  else
    _sudoku_parser_hold_grid (p, cells, SUDOKU_FORMAT_SS, start, offset, _sudoku_reader_line_end (r),
                              r->line_no);
  return TRUE;
}
