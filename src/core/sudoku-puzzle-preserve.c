/* sudoku-puzzle-preserve.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

/* Saving writes what was read: the text of the file as it was, its
 * comments, headers, blanks and line ends, with only the cells of the
 * puzzles changed, each in its own place and shape.  And a way to tell
 * whether a format can hold what is to be written. */

/* The character of digit @v for a cell whose text was @was. */
static char
cell_char (guint8 v,
           char   was,
           char   empty)
{
  if (v != 0)
    return (char)('0' + v);
  /* Still empty: as it was written. */
  if (was == '0' || !g_ascii_isdigit (was))
    return was;
  return empty;
}

/* The cells of a text puzzle (a line, a grid of 9 lines, a Simple Sudoku
 * grid, a judge grid), rewritten in place in @span; comments, headers and
 * the lines between the boxes stay as they are. */
static void
rewrite_text (char               *span,
              gsize               length,
              const SudokuPuzzle *puzzle)
{
  Reader   r;
  guint    k = 0;
  gboolean ss = FALSE, first = TRUE;
  char     empty = puzzle->empty != 0 ? puzzle->empty : puzzle->shape == SUDOKU_SHAPE_JUDGE ? '0'
                                                                                            : '.';

  _sudoku_reader_init (&r, span, length, "");
  while (_sudoku_reader_next (&r) && k < SUDOKU_N_CELLS)
    {
      char *line = (char *)r.line; /* within @span */

      if (_sudoku_reader_line_is_empty (&r))
        continue;
      if (first)
        ss = puzzle->shape == SUDOKU_SHAPE_GRID && _sudoku_format_ss_starts (&r);
      first = FALSE;
      if (ss && _sudoku_format_ss_is_rule (r.line, r.line_len))
        continue;
      for (gsize i = 0; i < r.line_len && k < SUDOKU_N_CELLS; i++)
        if (_sudoku_is_cell_char (line[i]))
          {
            line[i] = cell_char (puzzle->cells[k], line[i], empty);
            k++;
          }
    }
  g_assert (k == SUDOKU_N_CELLS);
}

/* The value of a JSON cell as read: a digit, or 0 for "", ".", "0", 0;
 * escapes such as "\u0035" count as their character. */
static guint8
json_token_value (const char *token,
                  gsize       length)
{
  gunichar u = 0;
  guint    n_chars = 0;

  if (token[0] != '"')
    return (guint8)(token[0] - '0');
  for (gsize i = 1; i + 1 < length; n_chars++)
    {
      if (token[i] != '\\')
        {
          u = g_utf8_get_char (token + i);
          i = (gsize)(g_utf8_next_char (token + i) - token);
        }
      else if (token[i + 1] == 'u')
        {
          u = 0;
          for (guint h = 0; h < 4; h++)
            u = u * 16 + (gunichar)g_ascii_xdigit_value (token[i + 2 + h]);
          i += 6;
        }
      else
        {
          u = (gunichar)token[i + 1];
          i += 2;
        }
    }
  return n_chars == 1 && u >= '1' && u <= '9' ? (guint8)(u - '0') : 0;
}

/* The end of the JSON token (a string or a number) at @p. */
static const char *
json_token_end (const char *p,
                const char *end)
{
  if (*p != '"')
    {
      while (p < end && (g_ascii_isdigit (*p) || strchr ("-+.eE", *p) != NULL))
        p++;
      return p;
    }
  for (p++; p < end && *p != '"'; p++)
    if (*p == '\\')
      p++;
  return p + 1;
}

/* A JSON board, token by token: a cell that keeps its value keeps its
 * text; the others are written as strings or numbers, as they were. */
static void
append_json (GString            *out,
             const char         *span,
             gsize               length,
             const SudokuPuzzle *puzzle)
{
  const char *p = span, *end = span + length;
  guint       k = 0;

  while (p < end)
    {
      const char *token_end;
      guint8      v;

      if (*p != '"' && !g_ascii_isdigit (*p) && *p != '-')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      token_end = json_token_end (p, end);
      v = k < SUDOKU_N_CELLS ? puzzle->cells[k++] : 0;
      if (json_token_value (p, (gsize)(token_end - p)) == v)
        g_string_append_len (out, p, token_end - p);
      else if (*p == '"')
        g_string_append_printf (out, "\"%c\"", v == 0 ? '.' : (char)('0' + v));
      else
        g_string_append_c (out, (char)('0' + v));
      p = token_end;
    }
}

static void
append_puzzle (GString            *out,
               const char         *text,
               const SudokuPuzzle *puzzle)
{
  const char *span = text + puzzle->start;
  gsize       length = (gsize)(puzzle->end - puzzle->start);

  switch (puzzle->shape)
    {
    case SUDOKU_SHAPE_JSON:
    case SUDOKU_SHAPE_JSON_NUMBERS:
      append_json (out, span, length, puzzle);
      break;
    case SUDOKU_SHAPE_LINE:
    case SUDOKU_SHAPE_GRID:
    case SUDOKU_SHAPE_JUDGE:
    default:
      {
        gsize at = out->len;

        g_string_append_len (out, span, (gssize)length);
        rewrite_text (out->str + at, length, puzzle);
      }
      break;
    }
}

static gboolean
spans_are_valid (const SudokuPuzzle *puzzles,
                 guint               n_puzzles,
                 gsize               length)
{
  guint64 at = 0;

  for (guint i = 0; i < n_puzzles; i++)
    {
      if (puzzles[i].start < at || puzzles[i].end <= puzzles[i].start || puzzles[i].end > length)
        return FALSE;
      for (guint c = 0; c < SUDOKU_N_CELLS; c++)
        if (puzzles[i].cells[c] > 9)
          return FALSE;
      at = puzzles[i].end;
    }
  return TRUE;
}

static char *
write_preserving (const char         *text,
                  gsize               length,
                  const SudokuPuzzle *puzzles,
                  guint               n_puzzles,
                  gsize              *out_length)
{
  GString *out = g_string_sized_new (length + 1);
  guint64  at = 0;

  for (guint i = 0; i < n_puzzles; i++)
    {
      g_string_append_len (out, text + at, (gssize)(puzzles[i].start - at));
      append_puzzle (out, text, &puzzles[i]);
      at = puzzles[i].end;
    }
  g_string_append_len (out, text + at, (gssize)(length - at));
  *out_length = out->len;
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_preserving:
 * @original: (array length=length): the text the puzzles were read from
 * @length: its length in bytes
 * @puzzles: (array length=n_puzzles): every puzzle read from @original, in
 *   order, as sudoku_parse_puzzles_full () gave them, with the cells edited
 * @n_puzzles: their number
 * @out_length: (out): the length of the text returned
 *
 * Writes @original again with the puzzles' cells as they are now: byte for
 * byte the same where nothing changed, so that comments, headers, blank
 * lines, line ends and the layout of each puzzle are kept.  An edited
 * puzzle keeps its shape: a 9-line grid stays a grid, with the borders of a
 * Simple Sudoku grid, an empty cell keeps the mark it had (or the one the
 * puzzle used), a JSON board keeps strings or numbers.  Headers are written
 * as they were read: the puzzles' @meta is not written.  A text in UTF-16
 * stays UTF-16.
 *
 * To add or remove puzzles, or to change the format, use
 * sudoku_write_puzzles ().
 *
 * Returns: (transfer full): the text, nul-terminated
 */
char *
sudoku_write_preserving (const char         *original,
                         gsize               length,
                         const SudokuPuzzle *puzzles,
                         guint               n_puzzles,
                         gsize              *out_length)
{
  g_autofree char *text = NULL;
  g_autofree char *utf8 = NULL;
  gsize            text_length = length, utf8_length;
  guint            line;
  const char      *found;

  g_return_val_if_fail (original != NULL || length == 0, NULL);
  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (out_length != NULL, NULL);

  if (!_sudoku_is_utf16 (original, length))
    {
      g_return_val_if_fail (spans_are_valid (puzzles, n_puzzles, length), NULL);
      return write_preserving (original, length, puzzles, n_puzzles, out_length);
    }
  /* The puzzles' places are in the text as UTF-8. */
  text = _sudoku_utf16_decode (original, length, &text_length, &line, &found);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (spans_are_valid (puzzles, n_puzzles, text_length), NULL);
  utf8 = write_preserving (text, text_length, puzzles, n_puzzles, &utf8_length);
  return _sudoku_utf16_encode (utf8, utf8_length, original, out_length);
}

/**
 * sudoku_format_can_hold:
 * @format: a format to write
 * @puzzles: (array length=n_puzzles): the puzzles to write
 * @n_puzzles: their number
 * @error: return location for a %SUDOKU_ERROR_INVALID_VALUE error that
 *   says what would be lost, for Save As to show
 *
 * Tells whether sudoku_write_puzzles () can write @puzzles in @format with
 * nothing lost: only the .sdk form has a place for an author, a
 * description and the other headers.
 *
 * Returns: %TRUE if nothing would be lost
 */
gboolean
sudoku_format_can_hold (SudokuFormat        format,
                        const SudokuPuzzle *puzzles,
                        guint               n_puzzles,
                        GError            **error)
{
  static const char *const names[SUDOKU_N_META] = {
    /* Translators: the name of a SadMan (.sdk) file's tag #A, in a message about a tag the app
     * keeps as it is; lower case */
    N_("author"),
    /* Translators: the name of a SadMan (.sdk) file's tag #D, in a message about a tag the app
     * keeps as it is; lower case */
    N_("description"),
    /* Translators: the name of a SadMan (.sdk) file's tag #C, in a message about a tag the app
     * keeps as it is; lower case */
    N_("comment"),
    /* Translators: the name of a SadMan (.sdk) file's tag #B (the date), in a message about a tag
     * the app keeps as it is; lower case */
    N_("date"),
    /* Translators: the name of a SadMan (.sdk) file's tag #S (where the puzzle comes from), in a
     * message about a tag the app keeps as it is; lower case */
    N_("source"),
    /* Translators: the name of a SadMan (.sdk) file's tag #L (the difficulty), in a message about
     * a tag the app keeps as it is; lower case */
    N_("level"),
    /* Translators: the name of a SadMan (.sdk) file's tag #U (a web address), in a message about a
     * tag the app keeps as it is; lower case */
    N_("address")
  };
  g_autoptr(GString) lost = g_string_new (NULL);

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, FALSE);

  if (format == SUDOKU_FORMAT_SDK)
    return TRUE;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    for (guint i = 0; i < n_puzzles; i++)
      if (puzzles[i].meta[k] != NULL)
        {
          if (lost->len > 0)
            /* Translators: between the names of headers, "author, date" */
            g_string_append (lost, _(", "));
          g_string_append (lost, _(names[k]));
          break;
        }
  if (lost->len == 0)
    return TRUE;
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
               /* Translators: the first %s is a format such as "ss", the
                * second names headers, such as "author, date" */
               _("The %s format has no place for a puzzle's %s: they would be lost"),
               sudoku_format_to_string (format), lost->str);
  return FALSE;
}
