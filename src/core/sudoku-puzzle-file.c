/* sudoku-puzzle-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

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

/* Telling the form */

typedef gboolean (*ParseFunc) (Parser  *p,
                               GError **error);

/* The first comment line, which JSON has no place for. */
typedef struct
{
  guint line;
  guint column;
} Comment;

/* Finds the first line that is neither blank nor a comment, taking the
 * headers before it, and leaves it to be read again; tells the reader of its
 * form.  Sets @func to %NULL at the end of the file. */
static gboolean
detect_form (Parser    *p,
             Comment   *comment,
             ParseFunc *func,
             GError   **error)
{
  Reader  *r = &p->r;
  guint64  count;
  gboolean is_puzzle;

  *func = NULL;
  while (_sudoku_reader_next (r))
    {
      gsize    indent = _sudoku_reader_indent (r);
      gboolean taken;

      if (!_sudoku_reader_line_is_blank (r) && comment->line == 0)
        *comment = (Comment){ r->line_no, _sudoku_parse_column_at (r->line, indent) };
      if (_sudoku_reader_refuse_x_mark (r, error) || !_sudoku_parser_take_empty_line (p, &taken, error))
        return FALSE;
      if (taken)
        continue;

      if (r->line[indent] == '{' ||
          (r->line[indent] == '[' && !_sudoku_reader_line_is_section (r, &is_puzzle)))
        *func = _sudoku_format_json_parse;
      else if (_sudoku_format_judge_looks_like_count (r, &count))
        *func = _sudoku_format_judge_parse;
      else
        *func = _sudoku_format_text_parse;
      if (*func != _sudoku_format_text_parse && comment->line == r->line_no)
        comment->line = 0;
      _sudoku_reader_unread (r);
      return TRUE;
    }
  return TRUE;
}

/* Reads the whole text of @p, handing each puzzle over. */
static gboolean
parse (Parser       *p,
       SudokuFormat *format,
       GError      **error)
{
  Reader   *r = &p->r;
  Comment   comment = { 0 };
  ParseFunc func;
  gboolean  ok = FALSE;

  if (!detect_form (p, &comment, &func, error))
    ok = FALSE;
  else if (func == _sudoku_format_json_parse && comment.line != 0)
    {
      /* JSON has no comments. */
      r->line_no = comment.line;
      _sudoku_reader_set_error (error, r, comment.column,
                                /* Translators: an error reading a JSON puzzle file; %s is what was found, e.g. 'x' */
                                _("expected '[' to start a board of 9 rows, found %s"), "'#'");
    }
  else if (func != NULL)
    ok = func (p, error);
  /* The last grid, held back in case another one followed it. */
  if (ok)
    _sudoku_parser_end_grid (p);

  if (ok && p->n_puzzles == 0)
    {
      /* Nothing but comments, headers or skipped sections. */
      r->line_no = _sudoku_reader_eof_line (r);
      _sudoku_reader_set_error (error, r, 0, _(SUDOKU_MSG_NO_PUZZLE));
      ok = FALSE;
    }
  else if (func == NULL && !ok && (error == NULL || *error == NULL))
    {
      r->line_no = _sudoku_reader_eof_line (r);
      _sudoku_reader_set_error (error, r, 0, _(SUDOKU_MSG_NO_PUZZLE));
    }
  if (r->read_error != NULL)
    {
      /* The stream broke off: that is why the text looked cut short. */
      g_clear_error (error);
      g_propagate_error (error, g_steal_pointer (&r->read_error));
      ok = FALSE;
    }
  if (ok && format != NULL)
    *format = p->format;
  return ok;
}

static gboolean parse_utf16 (const char      *data,
                             gsize            length,
                             const char      *name,
                             SudokuFormat    *format,
                             SudokuPuzzleFunc func,
                             gpointer         user_data,
                             GError         **error);

static gboolean
parse_memory (const char      *data,
              gsize            length,
              const char      *name,
              SudokuFormat    *format,
              SudokuPuzzleFunc func,
              gpointer         user_data,
              GError         **error)
{
  Parser   p = { .func = func, .user_data = user_data };
  gboolean ok;

  if (_sudoku_is_utf16 (data, length))
    return parse_utf16 (data, length, name, format, func, user_data, error);
  _sudoku_reader_init (&p.r, data, length, name);
  /* Some editors start UTF-8 files with a byte order mark. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    p.r.next = 3;
  ok = parse (&p, format, error);
  _sudoku_parser_clear (&p);
  return ok;
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

/* What some editors save as "Unicode": UTF-16 after a byte order mark,
 * read as the same text in UTF-8.  Line numbers and columns stay the same,
 * since both count characters; offsets are those of the UTF-8 text. */
static gboolean
parse_utf16 (const char      *data,
             gsize            length,
             const char      *name,
             SudokuFormat    *format,
             SudokuPuzzleFunc func,
             gpointer         user_data,
             GError         **error)
{
  g_autofree char *text = NULL;
  gsize            text_length;
  guint            line;
  const char      *found;

  text = _sudoku_utf16_decode (data, length, &text_length, &line, &found);
  if (text != NULL)
    return parse_memory (text, text_length, name, format, func, user_data, error);
  /* Translators: an error reading a puzzle file, after “FILE:LINE: “; %s is what was found, e.g.
   * “the character 0” or “an odd number of bytes” */
  parse_set_error (error, name, line, _("expected UTF-16 text after its byte order mark, found %s"),
                   found);
  return FALSE;
}

/* Reading */

static gboolean
append_puzzle (SudokuPuzzle *puzzle,
               gpointer      user_data)
{
  GArray *puzzles = user_data;

  g_array_append_vals (puzzles, puzzle, 1);
  /* The array owns the metadata now. */
  memset (puzzle->meta, 0, sizeof puzzle->meta);
  return TRUE;
}

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
 * business.  UTF-8 may start with a byte order mark; UTF-16 must, and is
 * read as the same text in UTF-8 (the puzzles' offsets are in that text).
 *
 * Returns: (transfer full): an array of #SudokuPuzzle that frees their
 *   metadata, never empty, or %NULL with @error set
 */
GArray *
sudoku_parse_puzzles_full (const char   *data,
                           gsize         length,
                           const char   *name,
                           SudokuFormat *format,
                           GError      **error)
{
  g_autoptr(GArray) puzzles = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Grown as needed: a huge file of junk reserves nothing. */
  puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), MIN (length / 82 + 1, 1024));
  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  if (!parse_memory (data != NULL ? data : "", length, name, format, append_puzzle, puzzles, error))
    return NULL;
  return g_steal_pointer (&puzzles);
}

/**
 * sudoku_parse_stream:
 * @read: reads the next bytes of the text
 * @source: what @read reads from
 * @name: the file name to use in messages
 * @format: (out) (optional): the form of the file, as told from its content
 * @func: receives each puzzle as soon as it is read, in order
 * @user_data: data for @func
 * @error: return location for a %SUDOKU_ERROR_PARSE error, or the error
 *   of @read
 *
 * sudoku_parse_puzzles_full () over a stream, in memory bounded by the
 * longest line (for JSON, the longest token), whatever the length of the
 * text: UTF-16 alone is read whole, to be converted.  The puzzles read
 * before an error have been handed over already.
 *
 * Returns: %TRUE if the whole text was read, or @func stopped it
 */
gboolean
sudoku_parse_stream (SudokuReadFunc   read,
                     gpointer         source,
                     const char      *name,
                     SudokuFormat    *format,
                     SudokuPuzzleFunc func,
                     gpointer         user_data,
                     GError         **error)
{
  Parser   p = { .func = func, .user_data = user_data };
  gboolean ok;

  g_return_val_if_fail (read != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  _sudoku_reader_init_stream (&p.r, read, source, name);
  while (p.r.length < 3 && _sudoku_reader_fill (&p.r, 0))
    ;
  if (_sudoku_is_utf16 (p.r.data, p.r.length))
    {
      p.r.whole = TRUE;
      while (_sudoku_reader_fill (&p.r, 0))
        ;
      ok = p.r.read_error == NULL &&
           parse_utf16 (p.r.data, p.r.length, name, format, func, user_data, error);
    }
  else
    {
      if (p.r.length >= 3 && memcmp (p.r.data, "\xef\xbb\xbf", 3) == 0)
        p.r.next = 3;
      ok = parse (&p, format, error);
    }
  if (p.r.read_error != NULL)
    g_propagate_error (error, g_steal_pointer (&p.r.read_error));
  _sudoku_parser_clear (&p);
  return ok;
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

  /* Translators: the name given to pasted or dragged text in a message about it: “text:1:5:
   * expected a digit …”; lower case */
  puzzles = sudoku_parse_puzzles (text, strlen (text), _("text"), error);
  if (puzzles == NULL)
    return FALSE;
  if (puzzles->len != 1)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                   /* Translators: an error about pasted text that holds several puzzles: “expected
                    * one puzzle, found 3” */
                   _("expected one puzzle, found %u"), puzzles->len);
      return FALSE;
    }
  memcpy (cells, g_array_index (puzzles, SudokuPuzzle, 0).cells, SUDOKU_N_CELLS);
  return TRUE;
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
  g_return_val_if_fail ((guint)key < SUDOKU_N_META, NULL);
  return _sudoku_meta_key_tag (key);
}
