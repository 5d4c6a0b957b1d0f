/* sudoku-puzzle-file.c
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

/* The forms are told apart by their content, not by the file name.  The
 * first line that is neither blank nor a '#' comment decides:
 *   - '{', or '[' other than a section such as "[Puzzle]": JSON boards,
 *     [["5","3",".",…],…], one after another;
 *   - just a number T: the judge form, T grids;
 *   - anything else: text puzzles, each one told apart by its first line:
 *     - with '|' or '+', or a border "*-----------*": a Simple Sudoku grid,
 *       rows of three boxes with '|' between them, lines of '-' between
 *       the boxes;
 *     - 81 cells: a puzzle on one line (.sdm, .txt);
 *     - 9 cells: the first row of a grid of 9 lines (.sdk).
 * In text, a cell is 1-9, '0', or the mark the puzzle uses for empty cells:
 * '.', '-', '*', '_' or 'x'.  Blanks between cells are ignored.  Lines that
 * start with '#' are comments, except the SadMan/SudoCue headers "#A…" to
 * "#U…", which go to the next puzzle.  "[Puzzle]" starts a SadMan puzzle;
 * other sections, such as a saved game's "[State]", are skipped. */

#define MAX_JUDGE_COUNT 100000000u
/* Enough to name a bad token without quoting megabytes of it. */
#define MAX_EXCERPT 20

/* Messages */

void
_sudoku_parse_set_error_va (GError    **error,
                            const char *name,
                            guint       line,
                            guint       column,
                            const char *format,
                            va_list     args)
{
  g_autofree char *what = g_strdup_vprintf (format, args);

  if (column > 0)
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, "%s:%u:%u: %s", name, line, column, what);
  else
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, "%s:%u: %s", name, line, what);
}

G_GNUC_PRINTF (4, 5)
static void
parse_set_error (GError    **error,
                 const char *name,
                 guint       line,
                 const char *format,
                 ...)
{
  va_list args;

  va_start (args, format);
  _sudoku_parse_set_error_va (error, name, line, 0, format, args);
  va_end (args);
}

/* Columns count characters, not bytes; a tab is one. */
guint
_sudoku_parse_column_at (const char *line,
                         gsize       offset)
{
  guint column = 1;

  for (gsize i = 0; i < offset; i++)
    if (((guchar)line[i] & 0xc0) != 0x80)
      column++;
  return column;
}

/* Describes the character at @p for a message. */
char *
_sudoku_parse_describe_char (const char *p,
                             gsize       avail)
{
  guchar   c = (guchar)*p;
  gunichar u;

  if (c < 0x80)
    {
      if (g_ascii_isprint (c))
        return g_strdup_printf ("'%c'", c);
      /* Translators: a control character such as a tab, e.g. "the byte 0x07" */
      return g_strdup_printf (_("the byte 0x%02X"), c);
    }
  u = g_utf8_get_char_validated (p, (gssize)MIN (avail, 6));
  if (u == (gunichar)-1 || u == (gunichar)-2)
    return g_strdup_printf (_("the byte 0x%02X, which is not UTF-8 text"), c);
  return g_strdup_printf ("'%.*s'", (int)(g_utf8_next_char (p) - p), p);
}

/* At most MAX_EXCERPT characters of @text, and "…" if there is more. */
char *
_sudoku_parse_excerpt (const char *text,
                       gsize       length)
{
  const char *end = text + length;
  const char *p = text;

  for (guint n = 0; p < end && n < MAX_EXCERPT; n++)
    p += (guchar)*p < 0x80 ? 1 : MIN ((gsize)g_utf8_skip[(guchar)*p], (gsize)(end - p));
  return g_strdup_printf ("%.*s%s", (int)(p - text), text, p < end ? "…" : "");
}

/* The parser's state */

static void
parser_clear (Parser *p)
{
  for (guint k = 0; k < SUDOKU_N_META; k++)
    g_clear_pointer (&p->meta[k], g_free);
}

void
_sudoku_parser_add_puzzle (Parser       *p,
                           const guint8 *cells,
                           SudokuShape   shape,
                           SudokuFormat  format,
                           guint         line)
{
  SudokuPuzzle *puzzle;

  if (p->puzzles->len == 0)
    p->format = format;
  g_array_set_size (p->puzzles, p->puzzles->len + 1);
  puzzle = &g_array_index (p->puzzles, SudokuPuzzle, p->puzzles->len - 1);
  memcpy (puzzle->cells, cells, SUDOKU_N_CELLS);
  puzzle->shape = shape;
  puzzle->line = line;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    puzzle->meta[k] = g_steal_pointer (&p->meta[k]);
  p->mark = 0;
}

/* Simple Sudoku grids */

/* A border, or a line between boxes: dashes, and '+', '*', '|' or '='.  A
 * row has '|' too, but never '+'. */
static gboolean
line_is_rule (const Reader *r)
{
  gboolean dash = FALSE, cross = FALSE, bar = FALSE;

  for (gsize i = 0; i < r->line_len; i++)
    switch (r->line[i])
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
line_starts_ss (const Reader *r)
{
  return _sudoku_reader_line_has (r, '|') ||
         (line_is_rule (r) && (_sudoku_reader_line_has (r, '+') || _sudoku_reader_line_has (r, '*')));
}

static void
set_found_error (const Reader *r,
                 gsize         offset,
                 GError      **error,
                 const char   *format)
{
  g_autofree char *found = NULL;

  if (offset < r->line_len)
    found = _sudoku_parse_describe_char (r->line + offset, r->line_len - offset);
  else
    found = g_strdup (_("the end of the line"));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  /* The formats are ours, each with one %s. */
  _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, offset), format, found);
#pragma GCC diagnostic pop
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
          set_found_error (r, i, error,
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
                              _("expected 3 cells in each box, found the end of the line after %u"), in_box);
  else if (k == 0)
    set_found_error (r, i, error, _("expected '|' at the start of the row, found %s"));
  else if (k == len - 1 && outer)
    set_found_error (r, i, error, _("expected '|' at the end of the row, found %s"));
  else
    set_found_error (r, i, error, _("expected '|' between the boxes, found %s"));
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
  Reader       *r = &p->r;
  SudokuMetaKey key;
  gsize         text;

  while (_sudoku_reader_next (r))
    {
      if (_sudoku_reader_line_is_blank (r))
        return NEXT_BLANK;
      if (_sudoku_reader_line_is_meta (r, &key, &text))
        {
          if (!_sudoku_parser_take_meta (p, key, text, error))
            return NEXT_ERROR;
          continue;
        }
      if (!_sudoku_reader_line_is_empty (r))
        return NEXT_LINE;
    }
  r->line_no = _sudoku_reader_eof_line (r);
  return NEXT_EOF;
}

/* A Simple Sudoku grid, from its first line, the current one: a border or
 * the first row. */
static gboolean
parse_ss_grid (Parser  *p,
               GError **error)
{
  Reader  *r = &p->r;
  guint8   cells[SUDOKU_N_CELLS];
  guint    start = r->line_no, rows = 0;
  char     first = r->line[_sudoku_reader_indent (r)];
  gboolean top = line_is_rule (r);
  gboolean outer = top ? first != '-' && first != '=' : first == '|';
  gboolean adjacent = !top && p->grid_end != 0 && start == p->grid_end + 1;
  gboolean rule_done = FALSE;
  Next     next = top ? NEXT_BLANK : NEXT_LINE;

  while (rows < 9)
    {
      if (next != NEXT_LINE)
        next = next_grid_line (p, error);
      if (next == NEXT_ERROR)
        return FALSE;
      if (next != NEXT_LINE)
        {
          if (adjacent)
            {
              r->line_no = start;
              _sudoku_reader_set_error (error, r, 0, _("expected 9 rows, found %u"), 9 + rows);
            }
          else if (next == NEXT_EOF)
            _sudoku_reader_set_error (error, r, 0,
                                      _("the file ends inside the grid that starts on line %u, "
                                         "after %u of its 9 rows"),
                                      start, rows);
          else
            _sudoku_reader_set_error (error, r, 0,
                                      _("expected row %u of 9 of the grid that starts on line %u, "
                                         "found a blank line"),
                                      rows + 1, start);
          return FALSE;
        }
      next = NEXT_BLANK; /* this line is used */

      if ((rows == 3 || rows == 6) && !rule_done)
        {
          const char *star = memchr (r->line, '*', r->line_len);

          if (!line_is_rule (r))
            {
              set_found_error (r, _sudoku_reader_indent (r), error,
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
          rule_done = TRUE;
          continue;
        }
      if (line_is_rule (r))
        {
          _sudoku_reader_set_error (error, r, 0, _("expected row %u of 9, found a line between the boxes"),
                                    rows + 1);
          return FALSE;
        }
      if (!parse_ss_row (p, cells + 9 * rows, outer, error))
        return FALSE;
      rows++;
      rule_done = FALSE;
    }

  if (top)
    {
      next = next_grid_line (p, error);
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
        set_found_error (r, _sudoku_reader_indent (r), error,
                         _("expected the bottom border '*-----------*' after row 9, found %s"));
      if (next != NEXT_LINE || !line_is_rule (r))
        return FALSE;
    }
  _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_GRID, SUDOKU_FORMAT_SS, start);
  p->grid_end = top ? 0 : r->line_no;
  return TRUE;
}

/* Lines and grids */

static gboolean
parse_text (Parser  *p,
            GError **error)
{
  Reader  *r = &p->r;
  guint8   cells[SUDOKU_N_CELLS];
  guint    rows = 0, start = 0;
  gboolean skipping = FALSE; /* inside a section other than [Puzzle] */
  gboolean adjacent = FALSE; /* the grid follows the one before, line after line */

  while (_sudoku_reader_next (r))
    {
      SudokuMetaKey key;
      gsize         text;
      gboolean      is_puzzle;
      int           n;

      if (rows == 0 && _sudoku_reader_line_is_section (r, &is_puzzle))
        {
          skipping = !is_puzzle;
          p->grid_end = 0;
          continue;
        }
      if (skipping)
        continue;
      if (rows > 0 && _sudoku_reader_line_is_blank (r))
        {
          if (adjacent)
            {
              r->line_no = start;
              _sudoku_reader_set_error (error, r, 0, _("expected 9 rows, found %u"), 9 + rows);
            }
          else
            _sudoku_reader_set_error (error, r, 0,
                                      _("the grid that starts on line %u has %u rows; expected 9"), start,
                                      rows);
          return FALSE;
        }
      if (_sudoku_reader_line_is_meta (r, &key, &text))
        {
          if (!_sudoku_parser_take_meta (p, key, text, error))
            return FALSE;
          continue;
        }
      if (_sudoku_reader_line_is_empty (r))
        {
          if (rows == 0)
            p->grid_end = 0;
          continue;
        }
      if (rows == 0 && line_starts_ss (r))
        {
          if (!parse_ss_grid (p, error))
            return FALSE;
          continue;
        }

      n = _sudoku_parser_scan_cells (p, cells + 9 * rows, rows == 0 ? SUDOKU_N_CELLS : 9, error);
      if (n < 0)
        return FALSE;
      if (rows == 0 && n == SUDOKU_N_CELLS)
        {
          _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_LINE, SUDOKU_FORMAT_LINES, r->line_no);
          p->grid_end = 0;
        }
      else if (n == 9)
        {
          if (rows++ == 0)
            {
              start = r->line_no;
              adjacent = p->grid_end != 0 && start == p->grid_end + 1;
            }
          if (rows == 9)
            {
              _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_GRID, SUDOKU_FORMAT_SDK, start);
              p->grid_end = r->line_no;
              rows = 0;
            }
        }
      else if (rows == 0)
        {
          _sudoku_reader_set_error (error, r, 0,
                                    _("expected a puzzle of 81 cells on one line, or a row of 9 cells, "
                                       "found %d cells"),
                                    n);
          return FALSE;
        }
      else
        {
          _sudoku_reader_set_error (error, r, 0, _("expected row %u of 9 with 9 cells, found %d cells"),
                                    rows + 1, n);
          return FALSE;
        }
    }

  if (rows != 0)
    {
      r->line_no = _sudoku_reader_eof_line (r);
      if (adjacent)
        {
          r->line_no = start;
          _sudoku_reader_set_error (error, r, 0, _("expected 9 rows, found %u"), 9 + rows);
        }
      else
        _sudoku_reader_set_error (error, r, 0,
                                  _("the file ends inside the grid that starts on line %u, "
                                     "after %u of its 9 rows"),
                                  start, rows);
      return FALSE;
    }
  return TRUE;
}

/* The judge form */

/* A judge file starts with a line holding just the number of puzzles. */
static gboolean
looks_like_count (const Reader *r,
                  guint64      *count)
{
  gsize start = _sudoku_reader_indent (r), end = r->line_len;

  while (end > start && _sudoku_is_blank (r->line[end - 1]))
    end--;
  if (end == start || end - start >= 9)
    return FALSE;
  *count = 0;
  for (gsize i = start; i < end; i++)
    {
      if (!g_ascii_isdigit (r->line[i]))
        return FALSE;
      *count = *count * 10 + (guint64)(r->line[i] - '0');
    }
  return TRUE;
}

/* Reads the headers before the count, and the count. */
static gboolean
parse_judge_count (Parser  *p,
                   guint64 *count,
                   GError **error)
{
  Reader       *r = &p->r;
  SudokuMetaKey key;
  gsize         text;

  while (_sudoku_reader_next (r))
    {
      if (_sudoku_reader_line_is_meta (r, &key, &text))
        {
          if (!_sudoku_parser_take_meta (p, key, text, error))
            return FALSE;
          continue;
        }
      if (_sudoku_reader_line_is_empty (r))
        continue;
      if (looks_like_count (r, count))
        break;
      g_assert_not_reached (); /* the count is the first content line */
    }
  if (*count > MAX_JUDGE_COUNT)
    {
      /* A number, not words: formatted apart so that translators see it. */
      g_autofree char *count_text = g_strdup_printf ("%" G_GUINT64_FORMAT, *count);

      _sudoku_reader_set_error (error, r, 1,
                                _("expected the number of puzzles, found %s, which is more than any file "
                                   "can hold"),
                                count_text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_judge (Parser  *p,
             GError **error)
{
  Reader *r = &p->r;
  guint8  cells[SUDOKU_N_CELLS];
  guint64 count = 0;
  guint   count_line;

  if (!parse_judge_count (p, &count, error))
    return FALSE;
  count_line = r->line_no;
  if (count == 0)
    {
      /* A judge file may announce no test, but there is nothing to solve. */
      _sudoku_reader_set_error (error, r, 0, _("no puzzle found: the file announces 0 puzzles"));
      return FALSE;
    }

  for (guint k = 0; k < count; k++)
    {
      guint rows = 0, start = 0;

      while (rows < 9)
        {
          SudokuMetaKey key;
          gsize         text;
          int           n;

          if (!_sudoku_reader_next (r))
            {
              r->line_no = _sudoku_reader_eof_line (r);
              if (rows == 0)
                _sudoku_reader_set_error (error, r, 0,
                                          _("expected puzzle %u of %u, found the end of the file"),
                                          k + 1, (guint)count);
              else
                _sudoku_reader_set_error (error, r, 0,
                                          _("the file ends inside puzzle %u, after %u of its 9 rows"),
                                          k + 1, rows);
              return FALSE;
            }
          /* Blank lines may separate grids, not split one; comments may
           * go anywhere, as in the other forms. */
          if (_sudoku_reader_line_is_blank (r) && rows > 0)
            {
              _sudoku_reader_set_error (error, r, 0, _("expected row %u of 9 of puzzle %u, found a blank line"),
                                        rows + 1, k + 1);
              return FALSE;
            }
          if (_sudoku_reader_line_is_meta (r, &key, &text))
            {
              if (!_sudoku_parser_take_meta (p, key, text, error))
                return FALSE;
              continue;
            }
          if (_sudoku_reader_line_is_empty (r))
            continue;
          n = _sudoku_parser_scan_cells (p, cells + 9 * rows, 9, error);
          if (n < 0)
            return FALSE;
          if (n != 9)
            {
              _sudoku_reader_set_error (error, r, 0,
                                        _("expected row %u of 9 of puzzle %u with 9 cells, found %d cells"),
                                        rows + 1, k + 1, n);
              return FALSE;
            }
          if (rows++ == 0)
            start = r->line_no;
        }
      _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_JUDGE, SUDOKU_FORMAT_JUDGE, start);
    }

  while (_sudoku_reader_next (r))
    if (!_sudoku_reader_line_is_empty (r))
      {
        _sudoku_reader_set_error (error, r, 0,
                                  ngettext ("expected the end of the file after the %u puzzle announced "
                                            "on line %u",
                                            "expected the end of the file after the %u puzzles announced "
                                            "on line %u",
                                            (gulong)count),
                                  (guint)count, count_line);
        return FALSE;
      }
  p->format = SUDOKU_FORMAT_JUDGE;
  return TRUE;
}

/* Reading */

typedef enum
{
  FORM_NONE,
  FORM_TEXT,
  FORM_JUDGE,
  FORM_JSON,
} Form;

/* Tells the form from the first line that is neither blank nor a comment;
 * @r is a copy, left at the end of the file when there is no such line. */
static Form
detect_form (Reader *r)
{
  guint64  count;
  gboolean is_puzzle;

  while (_sudoku_reader_next (r))
    {
      gsize indent = _sudoku_reader_indent (r);

      if (_sudoku_reader_line_is_empty (r))
        continue;
      if (r->line[indent] == '{')
        return FORM_JSON;
      if (r->line[indent] == '[')
        return _sudoku_reader_line_is_section (r, &is_puzzle) ? FORM_TEXT : FORM_JSON;
      return looks_like_count (r, &count) ? FORM_JUDGE : FORM_TEXT;
    }
  return FORM_NONE;
}

static GArray *parse_utf16 (const char   *data,
                            gsize         length,
                            const char   *name,
                            SudokuFormat *format,
                            GError      **error);

/**
 * sudoku_parse_puzzles_full:
 * @data: the text, not necessarily nul-terminated
 * @length: its length in bytes
 * @name: the file name to use in messages
 * @format: (out) (optional): the form of the file, as told from its content
 * @error: return location for a %SUDOKU_ERROR_PARSE error, whose message
 *   starts with "NAME:LINE:COLUMN: " or "NAME:LINE: "
 *
 * Reads every puzzle of a file in any of the forms of #SudokuFormat, told
 * apart by the content; text forms may mix 81-cell lines, grids and Simple
 * Sudoku grids.  Checks only the form: givens that clash are the solver's
 * business.
 *
 * Returns: (transfer full): an array of #SudokuPuzzle that frees their
 *   metadata, or %NULL with @error set; it is empty only for a judge file
 *   that announces 0 puzzles
 */
GArray *
sudoku_parse_puzzles_full (const char   *data,
                           gsize         length,
                           const char   *name,
                           SudokuFormat *format,
                           GError      **error)
{
  g_autoptr(GArray) puzzles = NULL;
  Parser   p = { { data, length, 0, name } };
  Reader   first;
  gboolean ok = FALSE;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Grown as needed: a huge file of junk reserves nothing. */
  puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), MIN (length / 82 + 1, 1024));
  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  p.puzzles = puzzles;

  /* Some editors start UTF-8 files with a byte order mark. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    p.r.next = 3;
  if (length >= 2 && (memcmp (data, "\xff\xfe", 2) == 0 || memcmp (data, "\xfe\xff", 2) == 0))
    return parse_utf16 (data, length, name, format, error);

  first = p.r;
  switch (detect_form (&first))
    {
    case FORM_NONE:
      first.line_no = _sudoku_reader_eof_line (&first);
      _sudoku_reader_set_error (error, &first, 0,
                                _("no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells"));
      break;
    case FORM_JSON:
      ok = _sudoku_parse_json (&p, error);
      break;
    case FORM_JUDGE:
      ok = parse_judge (&p, error);
      break;
    case FORM_TEXT:
      ok = parse_text (&p, error);
      if (ok && puzzles->len == 0)
        {
          /* Only sections skipped, or headers with no puzzle after them. */
          p.r.line_no = _sudoku_reader_eof_line (&p.r);
          _sudoku_reader_set_error (error, &p.r, 0,
                                    _("no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells"));
          ok = FALSE;
        }
      break;
    default:
      g_assert_not_reached ();
    }
  parser_clear (&p);

  if (!ok)
    return NULL;
  if (format != NULL)
    *format = p.format;
  return g_steal_pointer (&puzzles);
}

/* What some editors save as "Unicode": UTF-16 after a byte order mark,
 * read as the same text in UTF-8.  Line numbers and columns stay the same,
 * since both count characters. */
static GArray *
parse_utf16 (const char   *data,
             gsize         length,
             const char   *name,
             SudokuFormat *format,
             GError      **error)
{
  gboolean              little = (guchar)data[0] == 0xff;
  gsize                 n_units = length / 2 - 1, bad;
  g_autofree gunichar2 *units = g_new (gunichar2, n_units + 1);
  g_autofree char      *text = NULL;
  glong                 n_read = 0, n_written = 0;
  guint                 line = 1;
  const char           *found;

  for (gsize i = 0; i < n_units; i++)
    {
      guint a = (guchar)data[2 + 2 * i], b = (guchar)data[3 + 2 * i];

      units[i] = (gunichar2)(little ? a | b << 8 : a << 8 | b);
    }
  units[n_units] = 0;
  /* It stops at a nul, which the reader of UTF-8 would name anyway. */
  text = g_utf16_to_utf8 (units, (glong)n_units, &n_read, &n_written, NULL);
  if (text != NULL && (gsize)n_read == n_units && length % 2 == 0)
    return sudoku_parse_puzzles_full (text, (gsize)n_written, name, format, error);

  /* A high surrogate at the end is no error to GLib: it reads less. */
  if (text == NULL || ((gsize)n_read < n_units && units[n_read] != 0))
    found = _("half of a character made of two");
  else if ((gsize)n_read < n_units)
    found = _("the character 0");
  else
    found = _("an odd number of bytes");
  bad = text == NULL || (gsize)n_read < n_units ? (gsize)n_read : n_units;
  for (gsize i = 0; i < bad; i++)
    if (units[i] == '\n')
      line++;
  parse_set_error (error, name, line, _("expected UTF-16 text after its byte order mark, found %s"),
                   found);
  return NULL;
}

/**
 * sudoku_parse_puzzles:
 * @data: the text, not necessarily nul-terminated
 * @length: its length in bytes
 * @name: the file name to use in messages
 * @error: return location for a %SUDOKU_ERROR_PARSE error
 *
 * sudoku_parse_puzzles_full (), for callers who don't need the format.
 *
 * Returns: (transfer full): an array of #SudokuPuzzle, or %NULL
 */
GArray *
sudoku_parse_puzzles (const char *data,
                      gsize       length,
                      const char *name,
                      GError    **error)
{
  return sudoku_parse_puzzles_full (data, length, name, NULL, error);
}

/**
 * sudoku_parse_cells:
 * @text: a nul-terminated puzzle in one of the forms
 * @cells: (out caller-allocates): its 81 cells
 * @error: return location for an error
 *
 * Reads a single puzzle, as typed or pasted.
 *
 * Returns: %TRUE if @text held exactly one puzzle
 */
gboolean
sudoku_parse_cells (const char *text,
                    guint8      cells[SUDOKU_N_CELLS],
                    GError    **error)
{
  g_autoptr(GArray) puzzles = NULL;

  g_return_val_if_fail (text != NULL, FALSE);

  puzzles = sudoku_parse_puzzles (text, strlen (text), _("text"), error);
  if (puzzles == NULL)
    return FALSE;
  if (puzzles->len != 1)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                   _("expected one puzzle, found %u"), puzzles->len);
      return FALSE;
    }
  memcpy (cells, g_array_index (puzzles, SudokuPuzzle, 0).cells, SUDOKU_N_CELLS);
  return TRUE;
}

/**
 * sudoku_puzzle_clear:
 * @puzzle: a puzzle
 *
 * Frees the metadata of @puzzle, not @puzzle itself: the clear function of
 * the arrays of sudoku_parse_puzzles ().
 */
void
sudoku_puzzle_clear (SudokuPuzzle *puzzle)
{
  g_return_if_fail (puzzle != NULL);

  for (guint k = 0; k < SUDOKU_N_META; k++)
    g_clear_pointer (&puzzle->meta[k], g_free);
}

/**
 * sudoku_format_to_string:
 * @format: a format
 *
 * Returns: its short name, such as "sdk", as in file name extensions
 */
const char *
sudoku_format_to_string (SudokuFormat format)
{
  switch (format)
    {
    case SUDOKU_FORMAT_LINES:
      return "lines";
    case SUDOKU_FORMAT_SDK:
      return "sdk";
    case SUDOKU_FORMAT_SS:
      return "ss";
    case SUDOKU_FORMAT_JUDGE:
      return "judge";
    case SUDOKU_FORMAT_JSON:
      return "json";
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * sudoku_meta_key_to_tag:
 * @key: a metadata key
 *
 * Returns: its header tag, such as "#A"
 */
const char *
sudoku_meta_key_to_tag (SudokuMetaKey key)
{
  static const char *const tags[SUDOKU_N_META] = { "#A", "#D", "#C", "#B", "#S", "#L", "#U" };

  g_return_val_if_fail ((guint)key < SUDOKU_N_META, NULL);
  return tags[key];
}
