/* sudoku-parser.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-parser.h"

/* What every format's reader is made of: lines, over a whole text or a
 * stream read a window at a time; messages; the cells, headers and
 * sections of the text forms; and the puzzle handed over.  The text forms
 * are described in sudoku-puzzle-file.c. */

/* Enough to name a bad token without quoting megabytes of it. */
#define MAX_EXCERPT 20
/* A stream is read this much at a time; a longer line grows the window. */
#define WINDOW_SIZE (64 * 1024)

/* The SadMan/SudoCue header tags, in the order of SudokuMetaKey. */
static const char *const meta_tags[SUDOKU_N_META] = { "#A", "#D", "#C", "#B", "#S", "#L", "#U" };

/* Lines */

void
_sudoku_reader_init (Reader     *r,
                     const char *data,
                     gsize       length,
                     const char *name)
{
  *r = (Reader){ .data = data, .length = length, .name = name, .eof = TRUE };
}

void
_sudoku_reader_init_stream (Reader        *r,
                            SudokuReadFunc read,
                            gpointer       source,
                            const char    *name)
{
  *r = (Reader){ .name = name, .read = read, .source = source };
  r->size = WINDOW_SIZE;
  r->buffer = g_malloc (r->size);
  r->data = r->buffer;
}

void
_sudoku_reader_clear (Reader *r)
{
  g_clear_pointer (&r->buffer, g_free);
  g_clear_error (&r->read_error);
}

/* Drops the bytes before @keep and reads more after what is in hand.
 * Returns FALSE at the end of the stream, or when reading failed. */
gboolean
_sudoku_reader_fill (Reader *r,
                     gsize   keep)
{
  gssize n;

  if (r->read == NULL || r->eof)
    return FALSE;
  keep = MIN (keep, r->length);
  memmove (r->buffer, r->buffer + keep, r->length - keep);
  r->length -= keep;
  r->next = r->next > keep ? r->next - keep : 0;
  r->base += keep;
  if (r->length >= SUDOKU_MAX_LINE && !r->whole)
    {
      g_autofree char *limit = g_format_size (SUDOKU_MAX_LINE);
      /* Translators: %s is a size, such as "1.0 MB" */
      g_autofree char *what = g_strdup_printf (_("expected a line of at most %s, found a longer "
                                                  "one: is this a file of puzzles?"),
                                               limit);

      /* What is held is one line (or JSON token): refused in bounded
       * memory, with where. */
      g_clear_error (&r->read_error);
      g_set_error (&r->read_error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, "%s:%u: %s", r->name,
                   r->token_line != 0 ? r->token_line : r->line_no + 1, what);
      r->eof = TRUE;
      return FALSE;
    }
  if (r->length == r->size)
    {
      r->size *= 2;
      r->buffer = g_realloc (r->buffer, r->size);
    }
  r->data = r->buffer;
  n = r->read (r->source, r->buffer + r->length, r->size - r->length, &r->read_error);
  if (n <= 0)
    {
      r->eof = TRUE;
      return FALSE;
    }
  r->length += (gsize)n;
  return TRUE;
}

/* Whether a long @line starts as JSON does, as far as it is in hand: not
 * as a section's header ("[Puzzle]"), read whole as in a whole text. */
static gboolean
starts_as_json (const char *line,
                gsize       length)
{
  gsize i = 0;

  while (i < length && (line[i] == ' ' || line[i] == '\t'))
    i++;
  for (gsize k = i + 1; i < length && line[i] == '[' && k < length; k++)
    if (!g_ascii_isalnum (line[k]) && !g_ascii_isspace (line[k]) && line[k] != ']')
      return TRUE;
  return i < length && line[i] == '{';
}

gboolean
_sudoku_reader_next (Reader *r)
{
  const char *start, *end;
  gboolean    cut = FALSE;

  for (;;)
    {
      start = r->data + r->next;
      end = r->next < r->length ? memchr (start, '\n', r->length - r->next) : NULL;
      if (end != NULL)
        break;
      /* JSON may be one line of any length: its reader holds a token at a
       * time, and the form is told by the line's first character.  So a
       * long line that starts as JSON does is handed over as far as it is
       * in hand; any other (a section's header too) is refused (by
       * _sudoku_reader_fill ()) before it is longer than a line may be. */
      if (r->read != NULL && r->length - r->next >= SUDOKU_MAX_LINE / 2 &&
          starts_as_json (start, r->length - r->next))
        {
          end = r->data + r->length;
          cut = TRUE;
          break;
        }
      if (!_sudoku_reader_fill (r, r->next))
        {
          /* It may have moved the rest of the text even so. */
          start = r->data + r->next;
          break;
        }
    }
  if (r->next >= r->length)
    return FALSE;
  if (end == NULL)
    end = r->data + r->length;
  r->next = (gsize)(end - r->data) + (cut ? 0 : 1);
  r->line = start;
  r->line_len = (gsize)(end - start);
  if (r->line_len > 0 && start[r->line_len - 1] == '\r')
    r->line_len--;
  r->line_no++;
  return TRUE;
}

/* Makes the current line the next one again. */
void
_sudoku_reader_unread (Reader *r)
{
  r->next = (gsize)(r->line - r->data);
  r->line_no--;
}

/* Where the current line starts and ends in the whole text. */
guint64
_sudoku_reader_line_offset (const Reader *r)
{
  return r->base + (guint64)(r->line - r->data);
}

guint64
_sudoku_reader_line_end (const Reader *r)
{
  return _sudoku_reader_line_offset (r) + r->line_len;
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
    /* Translators: a byte of a file that is not text: "the byte 0xFF, which is not…" */
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

/* An error at @offset of the current line; @format has one %s, for what is
 * there. */
void
_sudoku_reader_set_found_error (GError      **error,
                                const Reader *r,
                                gsize         offset,
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

/* A grid of @rows rows that starts on line @start, right after another
 * grid: the two are one grid of too many rows. */
void
_sudoku_reader_set_rows_error (GError **error,
                               Reader  *r,
                               guint    start,
                               guint    rows)
{
  r->line_no = start;
  _sudoku_reader_set_error (error, r, 0, _(SUDOKU_MSG_NINE_ROWS), 9 + rows);
}

/* The end of the file, after @rows rows of the grid that starts on line
 * @start. */
void
_sudoku_reader_set_grid_eof_error (GError **error,
                                   Reader  *r,
                                   guint    start,
                                   guint    rows)
{
  r->line_no = _sudoku_reader_eof_line (r);
  _sudoku_reader_set_error (error, r, 0, _(SUDOKU_MSG_GRID_EOF), start, rows);
}

/* The puzzles */

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

static void
free_meta (GString *text)
{
  g_string_free (text, TRUE);
}

void
_sudoku_parser_clear (Parser *p)
{
  for (guint k = 0; k < SUDOKU_N_META; k++)
    g_clear_pointer (&p->meta[k], free_meta);
  p->meta_size = 0;
  if (p->has_pending)
    sudoku_puzzle_clear (&p->pending);
  p->has_pending = FALSE;
  _sudoku_reader_clear (&p->r);
}

/* The puzzle of @cells, with the headers read before it. */
static void
take_puzzle (Parser       *p,
             SudokuPuzzle *puzzle,
             const guint8 *cells,
             SudokuShape   shape,
             SudokuFormat  format,
             guint         line,
             guint64       start,
             guint64       end)
{
  *puzzle = (SudokuPuzzle){ .shape = shape, .line = line, .start = start, .end = end };
  if (p->n_puzzles++ == 0)
    p->format = format;
  memcpy (puzzle->cells, cells, SUDOKU_N_CELLS);
  puzzle->empty = p->empty;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    puzzle->meta[k] = p->meta[k] != NULL ? g_string_free (g_steal_pointer (&p->meta[k]), FALSE)
                                         : NULL;
  p->meta_size = 0;
  p->mark = 0;
  p->empty = 0;
}

static void
hand_over (Parser       *p,
           SudokuPuzzle *puzzle)
{
  if (!p->stopped && !p->func (puzzle, p->user_data))
    p->stopped = TRUE;
  sudoku_puzzle_clear (puzzle);
}

/* Hands over the grid held back, if any: no grid follows it line after
 * line, to make one grid of too many rows with it. */
void
_sudoku_parser_end_grid (Parser *p)
{
  if (p->has_pending)
    hand_over (p, &p->pending);
  p->has_pending = FALSE;
  p->grid_end = 0;
}

/* Hands the puzzle over to the caller, after the grid held back. */
void
_sudoku_parser_add_puzzle (Parser       *p,
                           const guint8 *cells,
                           SudokuShape   shape,
                           SudokuFormat  format,
                           guint         line,
                           guint64       start,
                           guint64       end)
{
  SudokuPuzzle puzzle;

  _sudoku_parser_end_grid (p);
  take_puzzle (p, &puzzle, cells, shape, format, line, start, end);
  hand_over (p, &puzzle);
}

/* Holds back a grid that ends on line @end_line: if another one follows it
 * line after line, the two may be one grid of too many rows, which no
 * caller should have seen a part of. */
void
_sudoku_parser_hold_grid (Parser       *p,
                          const guint8 *cells,
                          SudokuFormat  format,
                          guint         line,
                          guint64       start,
                          guint64       end,
                          guint         end_line)
{
  _sudoku_parser_end_grid (p);
  take_puzzle (p, &p->pending, cells, SUDOKU_SHAPE_GRID, format, line, start, end);
  p->has_pending = TRUE;
  p->grid_end = end_line;
}

/* Cells */

static gboolean
is_empty_mark (char c)
{
  return c == '.' || c == '-' || c == '*' || c == '_' || c == 'x' || c == 'X';
}

/* A digit, or a mark for an empty cell. */
gboolean
_sudoku_is_cell_char (char c)
{
  return g_ascii_isdigit (c) || is_empty_mark (c);
}

/* _sudoku_parser_read_cell () for all but the digits 1 to 9: '0', or the
 * puzzle's mark for empty cells, which the first mark sets. */
gboolean
_sudoku_parser_read_mark (Parser *p,
                          char    c,
                          guint8 *value)
{
  if (c >= '0' && c <= '9')
    {
      *value = (guint8)(c - '0');
      if (c == '0' && p->empty == 0)
        p->empty = c;
      return TRUE;
    }
  if (!is_empty_mark (c))
    return FALSE;
  if (p->mark == 0)
    p->mark = c;
  else if (c != p->mark && g_ascii_tolower (p->mark) != g_ascii_tolower (c))
    return FALSE;
  if (p->empty == 0)
    p->empty = c;
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
    _sudoku_reader_set_error (error, r, column, /* Translators: keep the marks . 0 - * _ x; %s: 'x' or “the end of the line” */
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
  /* Read once: a cell stored could be the line, for the compiler. */
  const char   *line = r->line;
  gsize         length = r->line_len;
  guint         n = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = line[i];

      if (_sudoku_is_blank (c))
        continue;
      if (c == '#' && n == 0)
        return 0;
      if (n == max && _sudoku_is_cell_char (c))
        {
          _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, i), /* Translators: %u is how many cells a line holds, e.g. 81 */
                                    ngettext ("expected the end of the line after %u cell, found more", "expected the end of the line after %u cells, found more", max), max);
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

/* The tag of a header, "#A" and so on. */
const char *
_sudoku_meta_key_tag (SudokuMetaKey key)
{
  return meta_tags[key];
}

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
    if (r->line[i + 1] == meta_tags[k][1])
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

      _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, (gsize)(end - r->line)), /* Translators: %c: a .sdk tag's letter (#A author); %s: 'x' */
                                _("expected text after '#%c', found %s"), meta_tags[key][1], found);
      return FALSE;
    }
  /* Appended in place: a puzzle with many header lines is read in linear
   * time (a copy of the whole text for each line was quadratic). */
  while (offset < r->line_len && g_ascii_isspace (r->line[offset]))
    offset++;
  end = r->line + r->line_len;
  while (end > r->line + offset && g_ascii_isspace (end[-1]))
    end--;
  /* A stream's memory stays bounded; a text in memory is there already. */
  p->meta_size += (gsize)(end - (r->line + offset)) + 1;
  if (r->read != NULL && p->meta_size > SUDOKU_MAX_META)
    {
      g_autofree char *limit = g_format_size (SUDOKU_MAX_META);

      _sudoku_reader_set_error (error, r, 0,
                                /* Translators: %s is a size, such as "16.8 MB" */
                                _("expected a puzzle after at most %s of headers, found more"),
                                limit);
      return FALSE;
    }
  if (p->meta[key] == NULL)
    p->meta[key] = g_string_new (NULL);
  else
    g_string_append_c (p->meta[key], '\n');
  g_string_append_len (p->meta[key], r->line + offset, end - (r->line + offset));
  return TRUE;
}

/* Takes the current line when it carries no cells: a header, kept for the
 * next puzzle, a comment or a blank line.  Returns FALSE with @error set on
 * a header that is not text. */
gboolean
_sudoku_parser_take_empty_line (Parser   *p,
                                gboolean *taken,
                                GError  **error)
{
  SudokuMetaKey key;
  gsize         text;

  *taken = TRUE;
  if (_sudoku_reader_line_is_meta (&p->r, &key, &text))
    return _sudoku_parser_take_meta (p, key, text, error);
  *taken = _sudoku_reader_line_is_empty (&p->r);
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
