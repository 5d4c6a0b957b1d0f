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

#include "sudoku-puzzle-file.h"

/* The simple text forms, told apart by their content:
 *   - one puzzle a line, 81 cells;
 *   - grids of nine lines of nine cells (spaces between cells tolerated);
 *   - the judge form: a first line with the number of puzzles T, then T grids.
 * A cell is 1-9, or '.' or '0' for empty.  Lines starting with '#' are
 * comments; blank lines separate grids. */

#define MAX_JUDGE_COUNT 100000000u

typedef struct
{
  const char *data;
  gsize       length;
  gsize       next; /* offset of the next line */
  const char *name;
  const char *line; /* the current line, without its end */
  gsize       line_len;
  guint       line_no;
} Reader;

static gboolean
reader_next (Reader *r)
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

/* The line on which the end of the file lies, once reader_next () has
 * returned FALSE: the line after the last newline, or the last line if it has
 * no newline. */
static guint
reader_eof_line (const Reader *r)
{
  g_assert (r->next >= r->length);
  return r->line_no == 0 || r->next == r->length ? r->line_no + 1 : r->line_no;
}

/* Blank lines and comments carry no cells. */
static gboolean
reader_line_is_empty (const Reader *r)
{
  for (gsize i = 0; i < r->line_len; i++)
    {
      char c = r->line[i];

      if (c == '#')
        return TRUE;
      if (c != ' ' && c != '\t')
        return FALSE;
    }
  return TRUE;
}

static gboolean
reader_line_is_blank (const Reader *r)
{
  for (gsize i = 0; i < r->line_len; i++)
    if (r->line[i] != ' ' && r->line[i] != '\t')
      return FALSE;
  return TRUE;
}

G_GNUC_PRINTF (4, 5)
static void
set_error_at (GError      **error,
              const Reader *r,
              guint         column,
              const char   *format,
              ...)
{
  g_autofree char *what = NULL;
  va_list          args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  if (column > 0)
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, "%s:%u:%u: %s",
                 r->name, r->line_no, column, what);
  else
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, "%s:%u: %s",
                 r->name, r->line_no, what);
}

/* Describes the character at @p for a message, and says how many bytes it
 * takes. */
static char *
describe_char (const char *p,
               gsize       avail,
               gsize      *n_bytes)
{
  guchar   c = (guchar)*p;
  gunichar u;

  *n_bytes = 1;
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
  *n_bytes = (gsize)(g_utf8_next_char (p) - p);
  return g_strdup_printf ("'%.*s'", (int)*n_bytes, p);
}

/* Reads the cells of the current line into @cells, at most @max of them.
 * Returns the number read, or -1 with @error set. */
static int
scan_cells (const Reader *r,
            guint8       *cells,
            guint         max,
            GError      **error)
{
  guint n = 0, column = 0;

  for (gsize i = 0; i < r->line_len;)
    {
      char  c = r->line[i];
      gsize n_bytes = 1;

      column++;
      if (c == ' ' || c == '\t')
        {
          i++;
          continue;
        }
      if ((c >= '0' && c <= '9') || c == '.')
        {
          if (n == max)
            {
              set_error_at (error, r, column,
                            _("expected the end of the line after %u cells, found more"), max);
              return -1;
            }
          cells[n++] = c == '.' ? 0 : (guint8)(c - '0');
          i++;
          continue;
        }
      if (c == '#' && n == 0)
        return 0;

      {
        g_autofree char *found = describe_char (r->line + i, r->line_len - i, &n_bytes);

        set_error_at (error, r, column, _("expected a digit, '.' or '0', found %s"), found);
      }
      return -1;
    }
  return (int)n;
}

/* A judge file starts with a line holding just the number of puzzles. */
static gboolean
looks_like_count (const Reader *r,
                  guint64      *count)
{
  gsize start = 0, end = r->line_len;

  while (start < end && (r->line[start] == ' ' || r->line[start] == '\t'))
    start++;
  while (end > start && (r->line[end - 1] == ' ' || r->line[end - 1] == '\t'))
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

static void
add_puzzle (GArray       *puzzles,
            const guint8 *cells,
            SudokuShape   shape,
            guint         line)
{
  SudokuPuzzle *puzzle;

  g_array_set_size (puzzles, puzzles->len + 1);
  puzzle = &g_array_index (puzzles, SudokuPuzzle, puzzles->len - 1);
  memcpy (puzzle->cells, cells, SUDOKU_N_CELLS);
  puzzle->shape = shape;
  puzzle->line = line;
}

static gboolean
parse_judge (Reader  *r,
             guint64  count,
             GArray  *puzzles,
             GError **error)
{
  guint8 cells[SUDOKU_N_CELLS];
  guint  count_line = r->line_no;

  if (count > MAX_JUDGE_COUNT)
    {
      set_error_at (error, r, 1, _("expected the number of puzzles, found %" G_GUINT64_FORMAT ", which is more than any file can hold"),
                    count);
      return FALSE;
    }

  for (guint k = 0; k < count; k++)
    {
      guint rows = 0, start = 0;

      while (rows < 9)
        {
          int n;

          if (!reader_next (r))
            {
              r->line_no = reader_eof_line (r);
              if (rows == 0)
                set_error_at (error, r, 0,
                              _("expected puzzle %u of %" G_GUINT64_FORMAT
                                 ", found the end of the file"),
                              k + 1, count);
              else
                set_error_at (error, r, 0,
                              _("the file ends inside puzzle %u, after %u of its 9 rows"),
                              k + 1, rows);
              return FALSE;
            }
          /* Blank lines may separate grids, not split one; comments may
           * go anywhere, as in the other forms. */
          if (reader_line_is_blank (r) && rows > 0)
            {
              set_error_at (error, r, 0, _("expected row %u of 9 of puzzle %u, found a blank line"),
                            rows + 1, k + 1);
              return FALSE;
            }
          if (reader_line_is_empty (r))
            continue;
          n = scan_cells (r, cells + 9 * rows, 9, error);
          if (n < 0)
            return FALSE;
          if (n != 9)
            {
              set_error_at (error, r, 0,
                            _("expected row %u of 9 of puzzle %u with 9 cells, found %d cells"),
                            rows + 1, k + 1, n);
              return FALSE;
            }
          if (rows++ == 0)
            start = r->line_no;
        }
      add_puzzle (puzzles, cells, SUDOKU_SHAPE_JUDGE, start);
    }

  while (reader_next (r))
    if (!reader_line_is_empty (r))
      {
        set_error_at (error, r, 0,
                      ngettext ("expected the end of the file after the %" G_GUINT64_FORMAT
                                " puzzle announced on line %u",
                                "expected the end of the file after the %" G_GUINT64_FORMAT
                                " puzzles announced on line %u",
                                (gulong)count),
                      count, count_line);
        return FALSE;
      }
  return TRUE;
}

static gboolean
parse_lines (Reader  *r,
             GArray  *puzzles,
             GError **error)
{
  guint8 cells[SUDOKU_N_CELLS];
  guint  rows = 0, start = 0;

  do
    {
      int n;

      if (reader_line_is_blank (r) || (rows == 0 && reader_line_is_empty (r)))
        {
          if (rows == 0)
            continue;
          set_error_at (error, r, 0, _("the grid that starts on line %u has %u rows; expected 9"),
                        start, rows);
          return FALSE;
        }
      if (reader_line_is_empty (r))
        continue; /* a comment inside a grid */

      n = scan_cells (r, cells + 9 * rows, rows == 0 ? SUDOKU_N_CELLS : 9, error);
      if (n < 0)
        return FALSE;
      if (n == SUDOKU_N_CELLS)
        add_puzzle (puzzles, cells, SUDOKU_SHAPE_LINE, r->line_no);
      else if (n == 9)
        {
          if (rows++ == 0)
            start = r->line_no;
          if (rows == 9)
            {
              add_puzzle (puzzles, cells, SUDOKU_SHAPE_GRID, start);
              rows = 0;
            }
        }
      else if (rows == 0)
        {
          set_error_at (error, r, 0,
                        _("expected a puzzle of 81 cells on one line, or a row of 9 cells, "
                           "found %d cells"),
                        n);
          return FALSE;
        }
      else
        {
          set_error_at (error, r, 0, _("expected row %u of 9 with 9 cells, found %d cells"),
                        rows + 1, n);
          return FALSE;
        }
    }
  while (reader_next (r));

  if (rows != 0)
    {
      r->line_no = reader_eof_line (r);
      set_error_at (error, r, 0,
                    _("the file ends inside the grid that starts on line %u, after %u of its 9 rows"),
                    start, rows);
      return FALSE;
    }
  return TRUE;
}

/**
 * sudoku_parse_puzzles:
 * @data: the text, not necessarily nul-terminated
 * @length: its length in bytes
 * @name: the file name to use in messages
 * @error: return location for a %SUDOKU_ERROR_PARSE error, whose message
 *   starts with "NAME:LINE:COLUMN: "
 *
 * Reads every puzzle in the simple text forms (81-cell lines, 9-line grids,
 * the judge form).  Checks only the form: givens that clash are the solver's
 * business.
 *
 * Returns: (transfer full): an array of #SudokuPuzzle, or %NULL with @error
 *   set; it is empty only for a judge file that announces 0 puzzles
 */
GArray *
sudoku_parse_puzzles (const char *data,
                      gsize       length,
                      const char *name,
                      GError    **error)
{
  g_autoptr(GArray) puzzles = NULL;
  Reader  r = { data, length, 0, name };
  guint64 count;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  puzzles = g_array_sized_new (FALSE, FALSE, sizeof (SudokuPuzzle), length / 82 + 1);

  /* Some editors start UTF-8 files with a byte order mark. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    r.next = 3;

  while (reader_next (&r))
    if (!reader_line_is_empty (&r))
      break;

  if (r.line != NULL && !reader_line_is_empty (&r))
    {
      if (looks_like_count (&r, &count))
        return parse_judge (&r, count, puzzles, error) ? g_steal_pointer (&puzzles) : NULL;
      if (!parse_lines (&r, puzzles, error))
        return NULL;
    }

  if (puzzles->len == 0)
    {
      /* Only blank lines and comments: parse_lines () always adds a puzzle
       * or fails. */
      r.line_no = reader_eof_line (&r);
      set_error_at (error, &r, 0,
                    _("no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/**
 * sudoku_parse_cells:
 * @text: a nul-terminated puzzle in one of the simple text forms
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
 * sudoku_format_line:
 * @cells: 81 values, 0 for empty
 * @out: (out caller-allocates): 82 bytes for the line and its nul
 *
 * Writes the cells as an 81-character line, '.' for empty.
 */
void
sudoku_format_line (const guint8 cells[SUDOKU_N_CELLS],
                    char         out[SUDOKU_N_CELLS + 1])
{
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    out[i] = cells[i] == 0 ? '.' : (char)('0' + cells[i]);
  out[SUDOKU_N_CELLS] = '\0';
}
