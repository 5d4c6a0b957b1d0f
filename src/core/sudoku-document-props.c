/* sudoku-document-props.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-document"

#include "config.h"

#include "sudoku-document-private.h"
#include "sudoku-file-io.h"

/* What a SudokuDocument holds, read by the window: its file, format,
 * puzzles, the current one and whether it changed. */

GFile *
sudoku_document_get_file (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->file;
}

SudokuFormat
sudoku_document_get_format (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), SUDOKU_FORMAT_SDK);
  return self->format;
}

/**
 * sudoku_document_get_givens:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the current puzzle's 81 cells
 */
const guint8 *
sudoku_document_get_givens (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->givens;
}

/**
 * sudoku_document_get_puzzle:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the current puzzle as read, with its headers
 */
const SudokuPuzzle *
sudoku_document_get_puzzle (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return &g_array_index (self->puzzles, SudokuPuzzle, self->index);
}

/**
 * sudoku_document_dup_puzzles:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer full): a reference to every puzzle of the document,
 *   the current one as it is on the board, to print or export; it must not
 *   be changed
 */
GArray *
sudoku_document_dup_puzzles (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);

  _sudoku_document_store_current (self);
  /* A save reads it the same way: the next change copies it first. */
  self->saves_running++;
  return g_array_ref (self->puzzles);
}

/**
 * sudoku_document_get_state_error:
 * @self: a #SudokuDocument
 *
 * Returns: (nullable): why the last write of the state file failed, or %NULL
 *   when the work is being kept
 */
const char *
sudoku_document_get_state_error (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->state_error;
}
