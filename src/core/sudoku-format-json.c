/* sudoku-format-json.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

/* JSON boards, [["5","3",".",…],…], one after another: a strict reader of
 * just what a board needs.  It reads the stream a character at a time;
 * positions are offsets in the whole text, and only the token being read
 * must stay in hand. */

#define NO_TOKEN G_MAXUINT64

typedef struct
{
  Reader *r;
  guint64 pos;
  guint64 token;      /* where the token being read starts, or NO_TOKEN */
  guint64 line_start; /* where the current line starts, or what of it is in hand */
  guint   line_no;
  guint   dropped_columns; /* characters of the current line no longer in hand */
} Json;

static const char *
json_at (const Json *j,
         guint64     at)
{
  return j->r->data + (gsize)(at - j->r->base);
}

/* Makes at least @n bytes from the current position available, if the
 * text has them; returns how many there are. */
static gsize
json_avail (Json *j,
            gsize n)
{
  Reader *r = j->r;

  while ((gsize)(j->pos - r->base) + n > r->length)
    {
      gsize keep = (gsize)(MIN (j->token, j->pos) - r->base);

      if (j->line_start < r->base + keep)
        {
          gsize from = (gsize)(j->line_start - r->base);

          j->dropped_columns += _sudoku_parse_column_at (r->data + from, keep - from) - 1;
          j->line_start = r->base + keep;
        }
      r->token_line = j->line_no;
      if (!_sudoku_reader_fill (r, keep))
        break;
    }
  return r->length - MIN ((gsize)(j->pos - r->base), r->length);
}

G_GNUC_PRINTF (4, 5)
static void
json_error (Json       *j,
            guint64     at,
            GError    **error,
            const char *format,
            ...)
{
  guint   column = j->dropped_columns + _sudoku_parse_column_at (json_at (j, j->line_start),
                                                                 (gsize)(at - j->line_start));
  va_list args;

  va_start (args, format);
  _sudoku_parse_set_error_va (error, j->r->name, j->line_no, column, format, args);
  va_end (args);
}

/* What is at @at, for a message. */
static char *
json_found (Json *j)
{
  gsize       avail = json_avail (j, 6);
  const char *at = json_at (j, j->pos);

  if (avail == 0)
    return g_strdup (_("the end of the file"));
  if (*at == '\n' || *at == '\r')
    return g_strdup (_("the end of the line"));
  return _sudoku_parse_describe_char (at, avail);
}

/* An error at the current position; @format has one %s, for what is there. */
static void
json_expected (Json       *j,
               GError    **error,
               const char *format)
{
  g_autofree char *found = json_found (j);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  /* The formats are ours, each with one %s. */
  json_error (j, j->pos, error, format, found);
#pragma GCC diagnostic pop
}

static int
json_peek (Json *j)
{
  return json_avail (j, 1) > 0 ? (guchar)*json_at (j, j->pos) : -1;
}

static void
json_skip_space (Json *j)
{
  for (int c = json_peek (j); c == ' ' || c == '\t' || c == '\r' || c == '\n'; c = json_peek (j))
    if (j->pos++, c == '\n')
      {
        j->line_no++;
        j->line_start = j->pos;
        j->dropped_columns = 0;
      }
}

/* An escape after '\\'. */
static gboolean
json_escape (Json     *j,
             gunichar *u,
             GError  **error)
{
  static const char escapes[] = "\"\\/bfnrt";
  static const char values[] = "\"\\/\b\f\n\r\t";
  const char       *found;
  int               c;

  j->pos++;
  c = json_peek (j);
  if (c > 0 && (found = strchr (escapes, c)) != NULL)
    {
      *u = (gunichar)values[found - escapes];
      j->pos++;
      return TRUE;
    }
  if (c != 'u')
    {
      /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
      json_expected (j, error, _("expected one of \" \\ / b f n r t u after '\\', found %s"));
      return FALSE;
    }
  j->pos++;
  /* A surrogate pair counts as two characters: too many for a cell anyway. */
  *u = 0;
  for (guint i = 0; i < 4; i++)
    {
      c = json_peek (j);
      if (c < 0 || !g_ascii_isxdigit (c))
        {
          /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
          json_expected (j, error, _("expected 4 hexadecimal digits after '\\u', found %s"));
          return FALSE;
        }
      *u = *u * 16 + (gunichar)g_ascii_xdigit_value ((char)c);
      j->pos++;
    }
  return TRUE;
}

static gboolean
json_string_cell (Json    *j,
                  guint8  *value,
                  GError **error)
{
  guint64  open = j->token = j->pos;
  guint    n_chars = 0;
  gunichar first = 0;

  j->pos++;
  for (;;)
    {
      int      c = json_peek (j);
      gunichar u;

      if (c == '"')
        break;
      if (c < 0x20)
        {
          /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
          json_expected (j, error, _("expected '\"' to end the string, found %s"));
          return FALSE;
        }
      if (c == '\\')
        {
          if (!json_escape (j, &u, error))
            return FALSE;
        }
      else if (c < 0x80)
        {
          u = (gunichar)c;
          j->pos++;
        }
      else
        {
          gsize avail = json_avail (j, 6);

          u = g_utf8_get_char_validated (json_at (j, j->pos), (gssize)MIN (avail, 6));
          if (u == (gunichar)-1 || u == (gunichar)-2)
            {
              /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
              json_expected (j, error, _("expected text inside the string, found %s"));
              return FALSE;
            }
          j->pos += (guint64)g_utf8_skip[c];
        }
      if (n_chars++ == 0)
        first = u;
    }
  j->pos++;

  if (n_chars == 0 || (n_chars == 1 && (first == '.' || first == '0')))
    *value = 0;
  else if (n_chars == 1 && first >= '1' && first <= '9')
    *value = (guint8)(first - '0');
  else
    {
      g_autofree char *text = _sudoku_parse_excerpt (json_at (j, open + 1), (gsize)(j->pos - open - 2));

      json_error (j, open, error,
                  /* Translators: an error reading a JSON puzzle file, after “FILE:LINE:COLUMN: “;
                   * %s is the text of the string that was found, e.g. “x” */
                  _("expected a cell \"1\" to \"9\", or \".\", \"0\" or \"\" for an empty one, "
                     "found \"%s\""),
                  text);
      return FALSE;
    }
  j->token = NO_TOKEN;
  return TRUE;
}

static gboolean
json_digits (Json       *j,
             GError    **error,
             const char *format)
{
  int c = json_peek (j);

  if (c < 0 || !g_ascii_isdigit (c))
    {
      json_expected (j, error, format);
      return FALSE;
    }
  while ((c = json_peek (j)) >= 0 && g_ascii_isdigit (c))
    j->pos++;
  return TRUE;
}

/* A number as JSON writes them; only 0 to 9 make a cell. */
static gboolean
json_number_cell (Json    *j,
                  guint8  *value,
                  GError **error)
{
  guint64 begin = j->token = j->pos;

  if (json_peek (j) == '-')
    j->pos++;
  if (json_peek (j) == '0')
    j->pos++;
  /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
  else if (!json_digits (j, error, _("expected a digit after '-', found %s")))
    return FALSE;
  if (json_peek (j) == '.')
    {
      j->pos++;
      /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
      if (!json_digits (j, error, _("expected a digit after the decimal point, found %s")))
        return FALSE;
    }
  if (json_peek (j) == 'e' || json_peek (j) == 'E')
    {
      j->pos++;
      if (json_peek (j) == '+' || json_peek (j) == '-')
        j->pos++;
      /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
      if (!json_digits (j, error, _("expected a digit in the exponent, found %s")))
        return FALSE;
    }

  if (j->pos - begin == 1)
    {
      *value = (guint8)(*json_at (j, begin) - '0');
      j->token = NO_TOKEN;
      return TRUE;
    }
  {
    g_autofree char *text = _sudoku_parse_excerpt (json_at (j, begin), (gsize)(j->pos - begin));

    /* Translators: an error reading a JSON puzzle file, after “FILE:LINE:COLUMN: “; %s is the
     * number that was found, e.g. 12 */
    json_error (j, begin, error, _("expected a number from 0 to 9, found %s"), text);
  }
  return FALSE;
}

static gboolean
json_cell (Json     *j,
           guint     row,
           guint     col,
           guint8   *value,
           gboolean *strings,
           GError  **error)
{
  int c;

  json_skip_space (j);
  c = json_peek (j);
  if (c == '"')
    {
      *strings = TRUE;
      return json_string_cell (j, value, error);
    }
  if (c == '-' || (c >= 0 && g_ascii_isdigit (c)))
    return json_number_cell (j, value, error);
  if (c == ']' && col == 0)
    /* Translators: an error reading a JSON puzzle file, after “FILE:LINE:COLUMN: “; %u is the row's
     * number, from 1 at the top */
    json_error (j, j->pos, error, _("expected 9 cells in row %u, found none"), row + 1);
  else
    json_expected (j, error,
                   /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
                   _("expected a cell, a string such as \"5\" or \".\" or a number from 0 to 9, "
                      "found %s"));
  return FALSE;
}

/* Expects the ',' after item @index of @n, or the ']' after the last. */
static gboolean
json_next_item (Json    *j,
                guint    index,
                guint    row,
                GError **error)
{
  gboolean is_row = row == G_MAXUINT;
  int      c;

  json_skip_space (j);
  c = json_peek (j);
  if ((index < 8 && c == ',') || (index == 8 && c == ']'))
    {
      j->pos++;
      return TRUE;
    }
  if (index < 8 && c == ']')
    {
      if (is_row)
        json_error (j, j->pos, error, _("expected 9 rows, found %u"), index + 1);
      else
        /* Translators: an error reading a JSON puzzle file, after “FILE:LINE:COLUMN: “; the first
         * %u is the row's number, from 1 at the top, the second the number of cells found in it (10
         * or more) */
        json_error (j, j->pos, error, _("expected 9 cells in row %u, found %u"), row + 1,
                    index + 1);
    }
  else if (index < 8)
    json_expected (j, error,
                   /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
                   is_row ? _("expected ',' or ']' after a row, found %s")
                          /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
                          : _("expected ',' or ']' after a cell, found %s"));
  else if (is_row)
    /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
    json_expected (j, error, _("expected ']' after the 9 rows of the board, found %s"));
  else
    {
      g_autofree char *found = json_found (j);

      /* Translators: an error reading a JSON puzzle file (a list of boards of 9 rows of 9 cells),
       * after “FILE:LINE:COLUMN: “; %s is what was found: a quoted character such as 'x', or “the
       * end of the line”; %u is the row's number, from 1 at the top */
      json_error (j, j->pos, error, _("expected ']' after the 9 cells of row %u, found %s"),
                  row + 1, found);
    }
  return FALSE;
}

static gboolean
json_board (Json     *j,
            guint8   *cells,
            gboolean *strings,
            GError  **error)
{
  if (json_peek (j) != '[')
    {
      /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
      json_expected (j, error, _("expected '[' to start a board of 9 rows, found %s"));
      return FALSE;
    }
  j->pos++;
  for (guint row = 0; row < 9; row++)
    {
      json_skip_space (j);
      if (json_peek (j) == ']' && row == 0)
        {
          json_error (j, j->pos, error, _("expected 9 rows, found none"));
          return FALSE;
        }
      if (json_peek (j) != '[')
        {
          g_autofree char *found = json_found (j);

          /* Translators: an error reading a JSON puzzle file (a list of boards of 9 rows of 9
           * cells), after “FILE:LINE:COLUMN: “; %s is what was found: a quoted character such as
           * 'x', or “the end of the line”; %u is the row's number, from 1 at the top */
          json_error (j, j->pos, error, _("expected '[' to start row %u, found %s"), row + 1,
                      found);
          return FALSE;
        }
      j->pos++;
      for (guint col = 0; col < 9; col++)
        if (!json_cell (j, row, col, &cells[row * 9 + col], strings, error) ||
            !json_next_item (j, col, row, error))
          return FALSE;
      if (!json_next_item (j, row, G_MAXUINT, error))
        return FALSE;
    }
  return TRUE;
}

/* Boards one after another, usually a line each, from the current line of
 * @p on. */
gboolean
_sudoku_format_json_parse (Parser  *p,
                           GError **error)
{
  Reader *r = &p->r;
  Json    j = { r, r->base + r->next, NO_TOKEN, r->base + r->next, r->line_no + 1 };

  json_skip_space (&j);
  do
    {
      guint8   cells[SUDOKU_N_CELLS];
      gboolean strings = FALSE;
      guint    line = j.line_no;
      guint64  start = j.pos;

      if (!json_board (&j, cells, &strings, error))
        return FALSE;
      _sudoku_parser_add_puzzle (p, cells, strings ? SUDOKU_SHAPE_JSON : SUDOKU_SHAPE_JSON_NUMBERS,
                                 SUDOKU_FORMAT_JSON, line, start, j.pos);
      json_skip_space (&j);
    }
  while (!p->stopped && json_peek (&j) == '[');

  if (!p->stopped && json_peek (&j) >= 0)
    {
      /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
      json_expected (&j, error, _("expected another board or the end of the file, found %s"));
      return FALSE;
    }
  return TRUE;
}
