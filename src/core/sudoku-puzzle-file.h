/* sudoku-puzzle-file.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-shape.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuShape:
 * @SUDOKU_SHAPE_LINE: one puzzle on one line of 81 cells
 * @SUDOKU_SHAPE_GRID: nine lines of nine cells, with or without the borders
 *   of a Simple Sudoku grid
 * @SUDOKU_SHAPE_JUDGE: a grid of a judge file, which starts with the number
 *   of puzzles and has nothing between its grids
 * @SUDOKU_SHAPE_JSON: a JSON board of nine arrays of nine strings
 * @SUDOKU_SHAPE_JSON_NUMBERS: a JSON board of nine arrays of nine numbers
 *
 * How a puzzle was written, so that its solution can be written the same way.
 */
typedef enum
{
  SUDOKU_SHAPE_LINE,
  SUDOKU_SHAPE_GRID,
  SUDOKU_SHAPE_JUDGE,
  SUDOKU_SHAPE_JSON,
  SUDOKU_SHAPE_JSON_NUMBERS,
} SudokuShape;

/**
 * SudokuFormat:
 * @SUDOKU_FORMAT_LINES: 81-character lines, one puzzle each (.sdm, .txt)
 * @SUDOKU_FORMAT_SDK: 9-line grids; SadMan .sdk with `#A`… headers
 * @SUDOKU_FORMAT_SS: Simple Sudoku .ss, bordered grids
 * @SUDOKU_FORMAT_JUDGE: the number of puzzles T, then T grids
 * @SUDOKU_FORMAT_JSON: `[["5","3",".",…],…]`, 9 arrays of 9 strings (or numbers)
 *
 * The form of a whole file, as told from its content.
 */
typedef enum
{
  SUDOKU_FORMAT_LINES,
  SUDOKU_FORMAT_SDK,
  SUDOKU_FORMAT_SS,
  SUDOKU_FORMAT_JUDGE,
  SUDOKU_FORMAT_JSON,
} SudokuFormat;

/**
 * SudokuMetaKey:
 * @SUDOKU_META_AUTHOR: `#A`
 * @SUDOKU_META_DESCRIPTION: `#D`
 * @SUDOKU_META_COMMENT: `#C`
 * @SUDOKU_META_DATE: `#B`, the date published
 * @SUDOKU_META_SOURCE: `#S`, a newspaper, book or web site
 * @SUDOKU_META_LEVEL: `#L`
 * @SUDOKU_META_URL: `#U`
 * @SUDOKU_N_META: the number of keys
 *
 * The header lines of a SadMan/SudoCue .sdk file.
 */
typedef enum
{
  SUDOKU_META_AUTHOR,
  SUDOKU_META_DESCRIPTION,
  SUDOKU_META_COMMENT,
  SUDOKU_META_DATE,
  SUDOKU_META_SOURCE,
  SUDOKU_META_LEVEL,
  SUDOKU_META_URL,
  SUDOKU_N_META
} SudokuMetaKey;

/**
 * SudokuPuzzle:
 * @cells: the givens, 0 for empty
 * @shape: how the puzzle was written
 * @line: the line where it starts, from 1
 * @meta: its headers, owned UTF-8, each %NULL when absent; a text of
 *   several lines has them joined by '\n'
 * @start: where its cells start in the text read, in bytes: the first row
 *   (or the top border) of a grid, the '[' of a JSON board; its headers
 *   come before
 * @end: where its cells end: after the last row (or the bottom border),
 *   before the line's end; after the ']' of a JSON board
 * @empty: how it wrote its first empty cell ('.', '0', '-'…), 0 if it has
 *   none
 * @grid: its shape when not a plain 9×9 (a 4×4, 6×6, 16×16 or Sudoku X,
 *   read by sudoku_shape_parse_stream ()), %NULL for a 9×9: see
 *   sudoku_puzzle_get_grid ()
 * @numbers: a 16×16 wrote 10–16 as numbers, not letters
 * @lower: it wrote its letters in lower case
 *
 * One puzzle of a file.  The arrays of sudoku_parse_puzzles_full () free
 * @meta with sudoku_puzzle_clear (), their clear function: an array of your
 * own should have it too.  @start and @end let sudoku_write_preserving ()
 * write a file again as it was, but for the puzzles edited.
 */
typedef struct
{
  guint8                 cells[SUDOKU_MAX_CELLS]; /* 0 for empty: the grid's n_cells of them */
  SudokuShape            shape;
  guint                  line;                /* where the puzzle starts, from 1 */
  char                  *meta[SUDOKU_N_META]; /* owned UTF-8, NULL when absent */
  guint64                start;               /* its cells in the text read, in bytes */
  guint64                end;
  char                   empty; /* how it wrote an empty cell, or 0 */
  const SudokuGridShape *grid;  /* NULL for a plain 9×9 */
  gboolean               numbers;
  gboolean               lower;
} SudokuPuzzle;

/**
 * SudokuReadFunc:
 * @source: what to read from
 * @buffer: (out caller-allocates) (array length=size): where to put the bytes
 * @size: how many bytes @buffer can take, at least 1
 * @error: return location for an error
 *
 * Reads the next bytes of a stream, as read (2) does.
 *
 * Returns: the number of bytes read, 0 at the end, or -1 with @error set
 */
typedef gssize (*SudokuReadFunc) (gpointer source,
                                  char    *buffer,
                                  gsize    size,
                                  GError **error);

/**
 * SudokuPuzzleFunc:
 * @puzzle: a puzzle just read; its metadata may be stolen
 * @user_data: the data given with the function
 *
 * Receives the puzzles of a stream, one at a time, in order.
 *
 * Returns: %FALSE to stop reading
 */
typedef gboolean (*SudokuPuzzleFunc) (SudokuPuzzle *puzzle,
                                      gpointer      user_data);

/* clang-format off */
GArray     *sudoku_parse_puzzles      (const char         *data,
                                       gsize               length,
                                       const char         *name,
                                       GError            **error) G_GNUC_WARN_UNUSED_RESULT;
GArray     *sudoku_parse_puzzles_full (const char         *data,
                                       gsize               length,
                                       const char         *name,
                                       SudokuFormat       *format,
                                       GError            **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean    sudoku_parse_stream       (SudokuReadFunc      read,
                                       gpointer            source,
                                       const char         *name,
                                       SudokuFormat       *format,
                                       SudokuPuzzleFunc    func,
                                       gpointer            user_data,
                                       GError            **error);
gboolean    sudoku_parse_cells        (const char         *text,
                                       guint8              cells[SUDOKU_N_CELLS],
                                       GError            **error);
void        sudoku_format_line        (const guint8        cells[SUDOKU_N_CELLS],
                                       char                out[SUDOKU_N_CELLS + 1]);
void        sudoku_puzzle_clear       (SudokuPuzzle       *puzzle);
const char *sudoku_format_to_string   (SudokuFormat        format);
const char *sudoku_meta_key_to_tag    (SudokuMetaKey       key);

char       *sudoku_write_sdk          (const SudokuPuzzle *puzzle) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_lines        (const SudokuPuzzle *puzzles,
                                       guint               n_puzzles) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_ss           (const SudokuPuzzle *puzzle) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_json         (const SudokuPuzzle *puzzle) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_judge        (const SudokuPuzzle *puzzles,
                                       guint               n_puzzles) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_puzzles      (const SudokuPuzzle *puzzles,
                                       guint               n_puzzles,
                                       SudokuFormat        format) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_write_preserving   (const char         *original,
                                       gsize               length,
                                       const SudokuPuzzle *puzzles,
                                       guint               n_puzzles,
                                       gsize              *out_length) G_GNUC_WARN_UNUSED_RESULT;
gboolean    sudoku_format_can_hold    (SudokuFormat        format,
                                       const SudokuPuzzle *puzzles,
                                       guint               n_puzzles,
                                       GError            **error);
/* clang-format on */

G_END_DECLS
