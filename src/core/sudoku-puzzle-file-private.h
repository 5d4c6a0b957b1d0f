/* sudoku-puzzle-file-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-puzzle-file.h"

G_BEGIN_DECLS

/* Shared by the readers of sudoku-puzzle-file.c and sudoku-puzzle-json.c. */

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

typedef struct
{
  Reader       r;
  GArray      *puzzles;
  SudokuFormat format;              /* that of the first puzzle */
  char        *meta[SUDOKU_N_META]; /* headers waiting for the next puzzle */
  char         mark;                /* the puzzle's mark for empty cells, or 0 */
  guint        grid_end;            /* the last line of a grid right before, or 0 */
} Parser;

/* clang-format off */
void     _sudoku_parse_set_error_va   (GError      **error,
                                       const char   *name,
                                       guint         line,
                                       guint         column,
                                       const char   *format,
                                       va_list       args) G_GNUC_PRINTF (5, 0);
guint    _sudoku_parse_column_at      (const char   *line,
                                       gsize         offset);
char    *_sudoku_parse_describe_char  (const char   *p,
                                       gsize         avail);
char    *_sudoku_parse_excerpt        (const char   *text,
                                       gsize         length);
void     _sudoku_parser_add_puzzle    (Parser       *p,
                                       const guint8 *cells,
                                       SudokuShape   shape,
                                       SudokuFormat  format,
                                       guint         line);
gboolean _sudoku_parse_json           (Parser       *p,
                                       GError      **error);
/* clang-format on */

/* sudoku-puzzle-reader.c: lines, cells and headers of the text forms */
gboolean _sudoku_reader_next (Reader *r);
guint    _sudoku_reader_eof_line (const Reader *r);
gboolean _sudoku_is_blank (char c);
gsize    _sudoku_reader_indent (const Reader *r);
gboolean _sudoku_reader_line_is_empty (const Reader *r);
gboolean _sudoku_reader_line_is_blank (const Reader *r);
gboolean _sudoku_reader_line_has (const Reader *r,
                                  char          c);
void     _sudoku_reader_set_error (GError      **error,
                                   const Reader *r,
                                   guint         column,
                                   const char   *format,
                                   ...) G_GNUC_PRINTF (4, 5);
gboolean _sudoku_reader_line_is_meta (const Reader  *r,
                                      SudokuMetaKey *key,
                                      gsize         *text);
gboolean _sudoku_reader_line_is_section (const Reader *r,
                                         gboolean     *is_puzzle);
gboolean _sudoku_parser_read_cell (Parser *p,
                                   char    c,
                                   guint8 *value);
void     _sudoku_parser_set_cell_error (Parser  *p,
                                        gsize    offset,
                                        GError **error);
int      _sudoku_parser_scan_cells (Parser  *p,
                                    guint8  *cells,
                                    guint    max,
                                    GError **error);
gboolean _sudoku_parser_take_meta (Parser       *p,
                                   SudokuMetaKey key,
                                   gsize         offset,
                                   GError      **error);

G_END_DECLS
