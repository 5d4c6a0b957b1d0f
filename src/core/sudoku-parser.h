/* sudoku-parser.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gi18n.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-utf16.h"

G_BEGIN_DECLS

/* The shared unit under the readers of every format (sudoku-format-*.c):
 * a line reader over a whole text or a stream, messages with
 * "NAME:LINE:COLUMN: ", the cells and headers of the text forms, and the
 * puzzle handed to the caller.  It calls nothing above it. */

/* Messages said by more than one reader. */
#define SUDOKU_MSG_NINE_ROWS N_("expected 9 rows, found %u")
/* Translators: an error reading a puzzle file, after “FILE:LINE:COLUMN: “: “the file ends inside
 * the grid that starts on line 12, after 4 of its 9 rows” */
#define SUDOKU_MSG_GRID_EOF  N_("the file ends inside the grid that starts on line %u, after %u of its 9 rows")
#define SUDOKU_MSG_NO_PUZZLE N_("no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells")
/* Translators: an error reading a puzzle file, after “FILE:LINE:COLUMN: “: “… found 12 cells” */
#define SUDOKU_MSG_FEW_CELLS(n) ngettext ("expected a puzzle of 81 cells on one line, or a row of 9 cells, found %d cell", \
                                          "expected a puzzle of 81 cells on one line, or a row of 9 cells, found %d cells", (n))

typedef struct
{
  /* The bytes in hand: the whole text, or a window of a stream. */
  const char    *data;
  gsize          length;
  gsize          next; /* offset in @data of the next line */
  guint64        base; /* offset in the whole text of data[0] */
  const char    *name; /* the file, as messages name it */
  const char    *line; /* the current line, without its end */
  gsize          line_len;
  guint          line_no;
  /* A stream: @data is @buffer, refilled by @read. */
  SudokuReadFunc read;
  gpointer       source;
  char          *buffer;
  gsize          size;
  gboolean       eof;
  GError        *read_error; /* why the stream ended early */
  guint          token_line; /* JSON: the line of the token read, if not 0 */
  gboolean       whole;      /* read whole (UTF-16, to convert): no line bound */
} Reader;

/* The longest line (or JSON token) a stream may have: the reader holds a
 * line whole, and a file with no line ends (/dev/zero) must not take all
 * the memory.  A puzzle's line is 81 cells, a header a sentence. */
/* The most header text a puzzle of a stream may have: its memory stays
 * bounded even when it is nothing but headers. */
#define SUDOKU_MAX_META (16u << 20)

#ifndef SUDOKU_MAX_LINE
#define SUDOKU_MAX_LINE (1u << 20) /* build-aux/fuzz makes it small */
#endif

typedef struct
{
  Reader           r;
  SudokuPuzzleFunc func;
  gpointer         user_data;
  guint            n_puzzles;
  gboolean         stopped;             /* @func said so */
  SudokuFormat     format;              /* that of the first puzzle */
  GString         *meta[SUDOKU_N_META]; /* headers waiting for the next puzzle */
  gsize            meta_size;           /* their bytes, bounded */
  char             mark;                /* the puzzle's mark for empty cells, or 0 */
  char             empty;               /* how the puzzle wrote its first empty cell, or 0 */
  guint            grid_end;            /* the last line of a grid right before, or 0 */
  SudokuPuzzle     pending;             /* that grid, held back */
  gboolean         has_pending;
} Parser;

/* clang-format off */
/* Lines */
void     _sudoku_reader_init          (Reader        *r,
                                       const char    *data,
                                       gsize          length,
                                       const char    *name);
void     _sudoku_reader_init_stream   (Reader        *r,
                                       SudokuReadFunc read,
                                       gpointer       source,
                                       const char    *name);
void     _sudoku_reader_clear         (Reader        *r);
gboolean _sudoku_reader_next          (Reader        *r);
void     _sudoku_reader_unread        (Reader        *r);
gboolean _sudoku_reader_fill          (Reader        *r,
                                       gsize          keep);
guint64  _sudoku_reader_line_offset   (const Reader  *r);
guint64  _sudoku_reader_line_end      (const Reader  *r);
guint    _sudoku_reader_eof_line      (const Reader  *r);
gsize    _sudoku_reader_indent        (const Reader  *r);
gboolean _sudoku_reader_line_is_empty (const Reader  *r);
gboolean _sudoku_reader_line_is_blank (const Reader  *r);
gboolean _sudoku_reader_line_has      (const Reader  *r,
                                       char           c);

/* Messages */
void     _sudoku_parse_set_error_va   (GError       **error,
                                       const char    *name,
                                       guint          line,
                                       guint          column,
                                       const char    *format,
                                       va_list        args) G_GNUC_PRINTF (5, 0);
void     _sudoku_reader_set_error     (GError       **error,
                                       const Reader  *r,
                                       guint          column,
                                       const char    *format,
                                       ...) G_GNUC_PRINTF (4, 5);
void     _sudoku_reader_set_found_error (GError    **error,
                                         const Reader *r,
                                         gsize       offset,
                                         const char *format);
void     _sudoku_reader_set_rows_error (GError     **error,
                                        Reader      *r,
                                        guint        start,
                                        guint        rows);
void     _sudoku_reader_set_grid_eof_error (GError **error,
                                            Reader  *r,
                                            guint    start,
                                            guint    rows);
gboolean _sudoku_reader_refuse_x_mark (const Reader *r,
                                       GError      **error);
guint    _sudoku_parse_column_at      (const char    *line,
                                       gsize          offset);
char    *_sudoku_parse_describe_char  (const char    *p,
                                       gsize          avail);
char    *_sudoku_parse_excerpt        (const char    *text,
                                       gsize          length);

/* The parser: cells, headers, sections, puzzles */
void     _sudoku_parser_clear         (Parser        *p);
void     _sudoku_parser_end_grid      (Parser        *p);
void     _sudoku_parser_hold_grid     (Parser        *p,
                                       const guint8  *cells,
                                       SudokuFormat   format,
                                       guint          line,
                                       guint64        start,
                                       guint64        end,
                                       guint          end_line);
void     _sudoku_parser_add_puzzle    (Parser        *p,
                                       const guint8  *cells,
                                       SudokuShape    shape,
                                       SudokuFormat   format,
                                       guint          line,
                                       guint64        start,
                                       guint64        end);
gboolean _sudoku_is_cell_char         (char           c);
gboolean _sudoku_parser_read_mark     (Parser        *p,
                                       char           c,
                                       guint8        *value);
void     _sudoku_parser_set_cell_error (Parser       *p,
                                        gsize         offset,
                                        GError      **error);
int      _sudoku_parser_scan_cells    (Parser        *p,
                                       guint8        *cells,
                                       guint          max,
                                       GError       **error);
const char *_sudoku_meta_key_tag      (SudokuMetaKey  key);
gboolean _sudoku_reader_line_is_meta  (const Reader  *r,
                                       SudokuMetaKey *key,
                                       gsize         *text);
gboolean _sudoku_parser_take_meta     (Parser        *p,
                                       SudokuMetaKey  key,
                                       gsize          offset,
                                       GError       **error);
gboolean _sudoku_parser_take_empty_line (Parser     *p,
                                         gboolean   *taken,
                                         GError    **error);
gboolean _sudoku_reader_line_is_section (const Reader *r,
                                         gboolean    *is_puzzle);
/* clang-format on */

/* A blank between cells: a space or a tab.  Inline, as the next one:
 * every character of a puzzle goes through them (`--solve` takes 7 % less
 * processor time on 17-clue puzzles so, 1 % less on the hardest). */
static inline gboolean
_sudoku_is_blank (char c)
{
  return c == ' ' || c == '\t';
}

/* Reads @c as a cell of the puzzle: a digit, '0', or its mark for empty
 * cells, which the first mark sets. */
static inline gboolean
_sudoku_parser_read_cell (Parser *p,
                          char    c,
                          guint8 *value)
{
  if (c >= '1' && c <= '9')
    {
      *value = (guint8)(c - '0');
      return TRUE;
    }
  /* The puzzle's mark again (which set p->empty when it came first). */
  if (c == p->mark && c != 0)
    {
      *value = 0;
      return TRUE;
    }
  return _sudoku_parser_read_mark (p, c, value);
}

G_END_DECLS
