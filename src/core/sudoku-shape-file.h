/* sudoku-shape-file.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

/**
 * SudokuShapedPuzzle:
 * @grid: its shape
 * @cells: @grid->n_cells cells, 0 for empty
 * @layout: %SUDOKU_SHAPE_LINE (a puzzle on one line) or
 *   %SUDOKU_SHAPE_GRID (a row a line)
 * @numbers: whether 10 to 16 were written as numbers between blanks,
 *   rather than as the letters A to G
 * @line: the line where it starts, from 1
 * @start: where its cells start in the text read, in bytes: its first row
 *   or its line (a "#X" before it, and comments, come before)
 * @end: where its cells end: the end of its last row, before the line's end
 * @empty: how it wrote its first empty cell ('.', '0', '-'…), 0 if it has
 *   none
 * @lower: whether it wrote 10 to 16 as the letters a to g
 * @meta: its .sdk headers ("#D", "#C"…) as sudoku_parse_puzzles () reads
 *   them, each %NULL when absent: lent by sudoku_shape_parse_stream () for
 *   the call of its #SudokuShapedFunc only; the writers write them
 *
 * A puzzle of any shape, as sudoku_shape_parse_stream () reads it.  A
 * puzzle of your own may leave @start, @end, @empty and @lower 0 (then
 * '.' stands for an empty cell).
 */
typedef struct
{
  const SudokuGridShape *grid;
  guint8                 cells[SUDOKU_MAX_CELLS];
  SudokuShape            layout;
  gboolean               numbers;
  guint                  line;
  guint64                start;
  guint64                end;
  char                   empty;
  gboolean               lower;
  const char            *meta[SUDOKU_N_META];
} SudokuShapedPuzzle;

/**
 * SudokuShapedFunc:
 * @puzzle: a puzzle just read
 * @user_data: the data given with the function
 *
 * Returns: %FALSE to stop reading
 */
typedef gboolean (*SudokuShapedFunc) (const SudokuShapedPuzzle *puzzle,
                                      gpointer                  user_data);

/* clang-format off */
const SudokuGridShape *sudoku_puzzle_get_grid (const SudokuPuzzle     *puzzle);
void     sudoku_puzzle_set_grid     (SudokuPuzzle             *puzzle,
                                     const SudokuGridShape    *grid);
void     sudoku_puzzle_from_shaped  (SudokuPuzzle             *puzzle,
                                     const SudokuShapedPuzzle *shaped);
void     sudoku_puzzle_to_shaped    (const SudokuPuzzle       *puzzle,
                                     SudokuShapedPuzzle       *shaped);
gboolean sudoku_puzzles_append_cb   (SudokuPuzzle             *puzzle,
                                     gpointer                  user_data);
gboolean sudoku_puzzles_append_shaped_cb (const SudokuShapedPuzzle *shaped,
                                     gpointer                  user_data);
gboolean sudoku_shape_parse_stream  (SudokuReadFunc            read,
                                     gpointer                  source,
                                     const char               *name,
                                     guint                     side,
                                     gboolean                  x,
                                     SudokuShapedFunc          func,
                                     gpointer                  user_data,
                                     GError                  **error);
GArray  *sudoku_shape_parse_text    (const char               *text,
                                     gsize                     length,
                                     const char               *name,
                                     GError                  **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean sudoku_shape_text_is_shaped (const char              *data,
                                      gsize                    length);
char    *sudoku_shape_write         (const SudokuShapedPuzzle *puzzle,
                                     const guint8             *cells) G_GNUC_WARN_UNUSED_RESULT;
gboolean sudoku_shape_format_can_hold (SudokuFormat            format,
                                       const SudokuGridShape  *shape,
                                       GError                **error);
char    *sudoku_shape_write_puzzles (const SudokuShapedPuzzle *puzzles,
                                     guint                     n_puzzles,
                                     SudokuFormat              format,
                                     GError                  **error) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_shape_write_preserving (const char               *original,
                                        gsize                     length,
                                        const SudokuShapedPuzzle *puzzles,
                                        guint                     n_puzzles,
                                        gsize                    *out_length) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
