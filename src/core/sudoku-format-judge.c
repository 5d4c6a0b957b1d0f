/* sudoku-format-judge.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

/* The judge form: the number of puzzles T on the first line, then T grids
 * of 9 lines of 9 cells, with nothing else between them. */

#define MAX_JUDGE_COUNT 100000000u

/* A judge file starts with a line holding just the number of puzzles. */
gboolean
_sudoku_format_judge_looks_like_count (const Reader *r,
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

/* Reads the count: sudoku-puzzle-file.c told the form from it, after the
 * headers before it. */
static gboolean
parse_judge_count (Parser  *p,
                   guint64 *count,
                   GError **error)
{
  Reader  *r = &p->r;
  gboolean found = _sudoku_reader_next (r) && _sudoku_format_judge_looks_like_count (r, count);

  g_assert (found);
  if (*count > MAX_JUDGE_COUNT)
    {
      /* A number, not words: formatted apart so that translators see it. */
      g_autofree char *count_text = g_strdup_printf ("%" G_GUINT64_FORMAT, *count);

      _sudoku_reader_set_error (error, r, 1,
                                /* Translators: an error reading a file that starts with the number
                                 * of its puzzles, then 9 rows of each, after “FILE:LINE: “; %s is
                                 * the number found, e.g. 99999999999999999999 */
                                _("expected the number of puzzles, found %s, which is more than any file "
                                   "can hold"),
                                count_text);
      return FALSE;
    }
  return TRUE;
}

/* The count read on line @count_line with nothing after it: that was no
 * count but a line of @n_digits cells, too few for a puzzle, as the text
 * form says. */
static void
set_lone_count_error (Reader  *r,
                      guint    count_line,
                      guint    n_digits,
                      GError **error)
{
  r->line_no = count_line;
  _sudoku_reader_set_error (error, r, 0, SUDOKU_MSG_FEW_CELLS (n_digits), (int)n_digits);
}

/* Puzzle @k of @count: 9 rows, after comments and headers.  The count was
 * @n_digits digits long, on line @count_line. */
static gboolean
parse_judge_puzzle (Parser  *p,
                    guint    k,
                    guint    count,
                    guint    count_line,
                    guint    n_digits,
                    GError **error)
{
  Reader *r = &p->r;
  guint8  cells[SUDOKU_N_CELLS];
  guint   rows = 0, start = 0;
  guint64 offset = 0;

  while (rows < 9)
    {
      gboolean taken;
      int      n;

      if (!_sudoku_reader_next (r))
        {
          r->line_no = _sudoku_reader_eof_line (r);
          if (k == 0 && rows == 0)
            set_lone_count_error (r, count_line, n_digits, error);
          else if (rows == 0)
            /* Translators: an error reading a file that starts with the number of its puzzles, then
             * 9 rows of each, after “FILE:LINE: “: “expected puzzle 3 of 10, found the end of the
             * file” */
            _sudoku_reader_set_error (error, r, 0, _("expected puzzle %u of %u, found the end of the file"),
                                      k + 1, count);
          else
            _sudoku_reader_set_error (error, r, 0,
                                      /* Translators: an error reading a file that starts with the
                                       * number of its puzzles, then 9 rows of each, after
                                       * “FILE:LINE: “: “the file ends inside puzzle 3, after 4 of
                                       * its 9 rows” */
                                      _("the file ends inside puzzle %u, after %u of its 9 rows"), k + 1,
                                      rows);
          return FALSE;
        }
      /* Blank lines may separate grids, not split one; comments may go
       * anywhere, as in the other forms. */
      if (_sudoku_reader_line_is_blank (r) && rows > 0)
        {
          /* Translators: an error reading a file that starts with the number of its puzzles, then 9
           * rows of each, after “FILE:LINE: “: “expected row 5 of 9 of puzzle 3, found a blank
           * line” */
          _sudoku_reader_set_error (error, r, 0, _("expected row %u of 9 of puzzle %u, found a blank line"),
                                    rows + 1, k + 1);
          return FALSE;
        }
      if (!_sudoku_parser_take_empty_line (p, &taken, error))
        return FALSE;
      if (taken)
        continue;
      n = _sudoku_parser_scan_cells (p, cells + 9 * rows, 9, error);
      if (n < 0)
        return FALSE;
      if (n != 9)
        {
          _sudoku_reader_set_error (error, r, 0,
                                    /* Translators: an error reading a file that starts with the
                                     * number of its puzzles, then 9 rows of each, after “FILE:LINE:
                                     * “: “expected row 5 of 9 of puzzle 3 with 9 cells, found 8
                                     * cells” */
                                    ngettext ("expected row %u of 9 of puzzle %u with 9 cells, found %d cell",
                                              "expected row %u of 9 of puzzle %u with 9 cells, found %d cells",
                                              (gulong)n),
                                    rows + 1, k + 1, n);
          return FALSE;
        }
      if (rows++ == 0)
        {
          start = r->line_no;
          offset = _sudoku_reader_line_offset (r);
        }
    }
  _sudoku_parser_add_puzzle (p, cells, SUDOKU_SHAPE_JUDGE, SUDOKU_FORMAT_JUDGE, start, offset,
                             _sudoku_reader_line_end (r));
  return TRUE;
}

gboolean
_sudoku_format_judge_parse (Parser  *p,
                            GError **error)
{
  Reader *r = &p->r;
  guint64 count = 0;
  guint   count_line, n_digits;

  if (!parse_judge_count (p, &count, error))
    return FALSE;
  count_line = r->line_no;
  n_digits = 0;
  for (gsize i = 0; i < r->line_len; i++)
    n_digits += g_ascii_isdigit (r->line[i]);
  if (count == 0)
    {
      /* A judge file may announce no test, but there is nothing to solve. */
      _sudoku_reader_set_error (error, r, 0, _("no puzzle found: the file announces 0 puzzles"));
      return FALSE;
    }

  for (guint k = 0; k < count; k++)
    {
      if (p->stopped)
        return TRUE;
      if (!parse_judge_puzzle (p, k, (guint)count, count_line, n_digits, error))
        return FALSE;
    }

  while (!p->stopped && _sudoku_reader_next (r))
    if (!_sudoku_reader_line_is_empty (r))
      {
        _sudoku_reader_set_error (error, r, 0,
                                  /* Translators: an error reading a file that starts with the
                                   * number of its puzzles, after “FILE:LINE: “: “expected the end
                                   * of the file after the 3 puzzles announced on line 1” */
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
