/* sudoku-shape-puzzle.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-shape-file"

#include "config.h"

#include <string.h>

#include "sudoku-shape-file.h"

/* A puzzle of any shape as a document holds it, a SudokuPuzzle with its
 * grid, from and to the shapes' reader and writers; and a text of them. */

/**
 * sudoku_puzzle_get_grid:
 * @puzzle: a puzzle
 *
 * Returns: (transfer none): the shape of its grid: 9×9 unless it was read
 *   as another
 */
const SudokuGridShape *
sudoku_puzzle_get_grid (const SudokuPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);
  return puzzle->grid != NULL ? puzzle->grid : sudoku_grid_shape_get (9, FALSE);
}

/**
 * sudoku_puzzle_set_grid:
 * @puzzle: a puzzle
 * @grid: the shape of its grid
 *
 * Sets the shape of @puzzle's grid: %NULL in @puzzle->grid for a plain
 * 9×9, as every reader of #SudokuPuzzle expects.
 */
void
sudoku_puzzle_set_grid (SudokuPuzzle          *puzzle,
                        const SudokuGridShape *grid)
{
  g_return_if_fail (puzzle != NULL && grid != NULL);
  puzzle->grid = sudoku_grid_shape_is_plain_nine (grid) ? NULL : grid;
}

/**
 * sudoku_puzzle_from_shaped:
 * @puzzle: (out caller-allocates): a puzzle
 * @shaped: a puzzle of sudoku_shape_parse_stream ()
 *
 * The same puzzle as a #SudokuPuzzle (a document's), its grid %NULL when
 * it is a plain 9×9, with copies of its headers: free them with
 * sudoku_puzzle_clear ().
 */
void
sudoku_puzzle_from_shaped (SudokuPuzzle             *puzzle,
                           const SudokuShapedPuzzle *shaped)
{
  g_return_if_fail (puzzle != NULL && shaped != NULL);

  memset (puzzle, 0, sizeof *puzzle);
  memcpy (puzzle->cells, shaped->cells, shaped->grid->n_cells);
  sudoku_puzzle_set_grid (puzzle, shaped->grid);
  puzzle->shape = shaped->layout;
  puzzle->line = shaped->line;
  puzzle->start = shaped->start;
  puzzle->end = shaped->end;
  puzzle->empty = shaped->empty;
  puzzle->numbers = shaped->numbers;
  puzzle->lower = shaped->lower;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    puzzle->meta[k] = g_strdup (shaped->meta[k]);
}

/**
 * sudoku_puzzle_to_shaped:
 * @puzzle: a puzzle of any shape
 * @shaped: (out caller-allocates): the same, for the shapes' writers; its
 *   headers are @puzzle's, lent while @puzzle lives
 */
void
sudoku_puzzle_to_shaped (const SudokuPuzzle *puzzle,
                         SudokuShapedPuzzle *shaped)
{
  g_return_if_fail (puzzle != NULL && shaped != NULL);

  memset (shaped, 0, sizeof *shaped);
  shaped->grid = sudoku_puzzle_get_grid (puzzle);
  memcpy (shaped->cells, puzzle->cells, shaped->grid->n_cells);
  shaped->layout = puzzle->shape;
  shaped->line = puzzle->line;
  shaped->start = puzzle->start;
  shaped->end = puzzle->end;
  shaped->empty = puzzle->empty;
  shaped->numbers = puzzle->numbers;
  shaped->lower = puzzle->lower;
  for (guint k = 0; k < SUDOKU_N_META; k++)
    shaped->meta[k] = puzzle->meta[k];
}

typedef struct
{
  const char *data;
  gsize       length;
  gsize       offset;
} TextSource;

static gssize
read_text (gpointer source,
           char    *buffer,
           gsize    size,
           GError **error)
{
  TextSource *text = source;
  gsize       n = MIN (size, text->length - text->offset);

  memcpy (buffer, text->data + text->offset, n);
  text->offset += n;
  return (gssize)n;
}

/**
 * sudoku_shape_parse_text:
 * @text: a text of puzzles of any shape (sudoku_shape_text_is_shaped ())
 * @length: its length in bytes
 * @name: what to call it in messages ("pasted text")
 * @error: as sudoku_shape_parse_stream ()
 *
 * Returns: (transfer full): its puzzles as #SudokuPuzzle, each with its
 *   grid, or %NULL
 */
GArray *
sudoku_shape_parse_text (const char *text,
                         gsize       length,
                         const char *name,
                         GError    **error)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));
  TextSource source = { text, length, 0 };

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  if (!sudoku_shape_parse_stream (read_text, &source, name, 0, FALSE, sudoku_puzzles_append_shaped_cb, puzzles,
                                  error))
    return NULL;
  return g_steal_pointer (&puzzles);
}

/**
 * sudoku_puzzles_append_cb:
 * @puzzle: a puzzle just read (sudoku_parse_stream ())
 * @user_data: a #GArray of #SudokuPuzzle
 *
 * A #SudokuPuzzleFunc that keeps every puzzle read: it appends @puzzle to
 * the array, which owns its headers from then on.
 *
 * Returns: %TRUE, to read on
 */
gboolean
sudoku_puzzles_append_cb (SudokuPuzzle *puzzle,
                          gpointer      user_data)
{
  g_array_append_vals (user_data, puzzle, 1);
  memset (puzzle->meta, 0, sizeof puzzle->meta);
  return TRUE;
}

/**
 * sudoku_puzzles_append_shaped_cb:
 * @shaped: a puzzle of any shape just read (sudoku_shape_parse_stream ())
 * @user_data: a #GArray of #SudokuPuzzle
 *
 * A #SudokuShapedFunc that keeps every puzzle read, as a #SudokuPuzzle
 * (sudoku_puzzle_from_shaped ()).
 *
 * Returns: %TRUE, to read on
 */
gboolean
sudoku_puzzles_append_shaped_cb (const SudokuShapedPuzzle *shaped,
                                 gpointer                  user_data)
{
  SudokuPuzzle puzzle;

  sudoku_puzzle_from_shaped (&puzzle, shaped);
  g_array_append_val (user_data, puzzle);
  return TRUE;
}
