/* sudoku-puzzle-reader.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-puzzle-file-private.h"

/* What every text form is made of: lines, cells, and the SadMan/SudoCue
 * headers and sections between puzzles. */

static const char meta_tags[SUDOKU_N_META] = { 'A', 'D', 'C', 'B', 'S', 'L', 'U' };

/* Lines */

gboolean
_sudoku_reader_next (Reader *r)
{
  const char *start, *end;

  if (r->next >= r->length)
    return FALSE;
  start = r->data + r->next;
  end = memchr (start, '\n', r->length - r->next);
  if (end == NULL)
    end = r->data + r->length;
  r->next = (gsize)(end - r->data) + 1;
  r->line = start;
  r->line_len = (gsize)(end - start);
  if (r->line_len > 0 && start[r->line_len - 1] == '\r')
    r->line_len--;
  r->line_no++;
  return TRUE;
}

/* The line on which the end of the file lies, once _sudoku_reader_next () has
 * returned FALSE: the line after the last newline, or the last line if it has
 * no newline. */
guint
_sudoku_reader_eof_line (const Reader *r)
{
  g_assert (r->next >= r->length);
  return r->line_no == 0 || r->next == r->length ? r->line_no + 1 : r->line_no;
}

gboolean
_sudoku_is_blank (char c)
{
  return c == ' ' || c == '\t';
}

/* The offset of the first character that is not a blank. */
gsize
_sudoku_reader_indent (const Reader *r)
{
  gsize i = 0;

  while (i < r->line_len && _sudoku_is_blank (r->line[i]))
    i++;
  return i;
}

/* Blank lines and comments carry no cells. */
gboolean
_sudoku_reader_line_is_empty (const Reader *r)
{
  gsize i = _sudoku_reader_indent (r);

  return i == r->line_len || r->line[i] == '#';
}

gboolean
_sudoku_reader_line_is_blank (const Reader *r)
{
  return _sudoku_reader_indent (r) == r->line_len;
}

gboolean
_sudoku_reader_line_has (const Reader *r,
                         char          c)
{
  return memchr (r->line, c, r->line_len) != NULL;
}

void
_sudoku_reader_set_error (GError      **error,
                          const Reader *r,
                          guint         column,
                          const char   *format,
                          ...)
{
  va_list args;

  va_start (args, format);
  _sudoku_parse_set_error_va (error, r->name, r->line_no, column, format, args);
  va_end (args);
}

/* Cells */

static gboolean
is_empty_mark (char c)
{
  return c == '.' || c == '-' || c == '*' || c == '_' || c == 'x' || c == 'X';
}

/* Reads @c as a cell of the puzzle: a digit, '0', or its mark for empty
 * cells, which the first mark sets. */
gboolean
_sudoku_parser_read_cell (Parser *p,
                          char    c,
                          guint8 *value)
{
  if (c >= '0' && c <= '9')
    {
      *value = (guint8)(c - '0');
      return TRUE;
    }
  if (!is_empty_mark (c))
    return FALSE;
  if (p->mark == 0)
    p->mark = c;
  else if (g_ascii_tolower (p->mark) != g_ascii_tolower (c))
    return FALSE;
  *value = 0;
  return TRUE;
}

void
_sudoku_parser_set_cell_error (Parser  *p,
                               gsize    offset,
                               GError **error)
{
  const Reader    *r = &p->r;
  g_autofree char *found = _sudoku_parse_describe_char (r->line + offset, r->line_len - offset);
  guint            column = _sudoku_parse_column_at (r->line, offset);

  if (p->mark != 0)
    /* Translators: the second character is how this puzzle marks empty cells */
    _sudoku_reader_set_error (error, r, column, _("expected a digit, '%c' or '0', found %s"), p->mark, found);
  else
    _sudoku_reader_set_error (error, r, column,
                              _("expected a digit, or one of . 0 - * _ x for an empty cell, found %s"), found);
}

/* Reads the cells of the current line into @cells, at most @max of them.
 * Returns the number read, or -1 with @error set. */
int
_sudoku_parser_scan_cells (Parser  *p,
                           guint8  *cells,
                           guint    max,
                           GError **error)
{
  const Reader *r = &p->r;
  guint         n = 0;

  for (gsize i = 0; i < r->line_len; i++)
    {
      char c = r->line[i];

      if (_sudoku_is_blank (c))
        continue;
      if (c == '#' && n == 0)
        return 0;
      if (n == max && (g_ascii_isdigit (c) || is_empty_mark (c)))
        {
          _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, i),
                                    _("expected the end of the line after %u cells, found more"), max);
          return -1;
        }
      if (!_sudoku_parser_read_cell (p, c, &cells[n]))
        {
          _sudoku_parser_set_cell_error (p, i, error);
          return -1;
        }
      n++;
    }
  return (int)n;
}

/* Headers and sections */

/* A header is '#' and a tag, then the text (SudoCue writes no space
 * between). */
gboolean
_sudoku_reader_line_is_meta (const Reader  *r,
                             SudokuMetaKey *key,
                             gsize         *text)
{
  gsize i = _sudoku_reader_indent (r);

  if (i + 1 >= r->line_len || r->line[i] != '#')
    return FALSE;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    if (r->line[i + 1] == meta_tags[k])
      {
        *key = (SudokuMetaKey)k;
        *text = i + 2;
        return TRUE;
      }
  return FALSE;
}

/* Keeps the header on the current line for the next puzzle; a tag given
 * twice keeps both texts, a line each. */
gboolean
_sudoku_parser_take_meta (Parser       *p,
                          SudokuMetaKey key,
                          gsize         offset,
                          GError      **error)
{
  const Reader *r = &p->r;
  const char   *text = r->line + offset;
  const char   *nul = memchr (text, '\0', r->line_len - offset);
  const char   *end;
  char         *value;
  gboolean      valid = g_utf8_validate_len (text, r->line_len - offset, &end);

  /* g_utf8_validate_len () takes nul bytes, which would cut the text short. */
  if (nul != NULL && (valid || nul < end))
    {
      end = nul;
      valid = FALSE;
    }
  if (!valid)
    {
      g_autofree char *found = _sudoku_parse_describe_char (end, r->line_len - (gsize)(end - r->line));

      _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, (gsize)(end - r->line)),
                                _("expected text after '#%c', found %s"), meta_tags[key], found);
      return FALSE;
    }
  value = g_strstrip (g_strndup (text, r->line_len - offset));
  if (p->meta[key] != NULL)
    {
      char *both = g_strconcat (p->meta[key], "\n", value, NULL);

      g_free (value);
      value = both;
    }
  g_free (p->meta[key]);
  p->meta[key] = value;
  return TRUE;
}

/* A section line: a name of letters, digits and blanks in brackets, such as
 * "[Puzzle]" (any case), which is read, or "[State]", which is not. */
gboolean
_sudoku_reader_line_is_section (const Reader *r,
                                gboolean     *is_puzzle)
{
  gsize    start = _sudoku_reader_indent (r), end = r->line_len;
  gboolean letter = FALSE;

  while (end > start && _sudoku_is_blank (r->line[end - 1]))
    end--;
  if (end - start < 3 || r->line[start] != '[' || r->line[end - 1] != ']')
    return FALSE;
  for (gsize i = start + 1; i < end - 1; i++)
    {
      if (g_ascii_isalpha (r->line[i]))
        letter = TRUE;
      else if (!g_ascii_isdigit (r->line[i]) && !_sudoku_is_blank (r->line[i]))
        return FALSE;
    }
  if (!letter)
    return FALSE;
  /* The name, between blanks; "[Puzzle 2]" too, in files of several. */
  start++;
  while (_sudoku_is_blank (r->line[start]))
    start++;
  *is_puzzle = end - start >= 7 && g_ascii_strncasecmp (r->line + start, "puzzle", 6) == 0;
  return TRUE;
}
