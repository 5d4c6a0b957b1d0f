/* sudoku-document.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-game.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_DOCUMENT (sudoku_document_get_type ())
G_DECLARE_FINAL_TYPE (SudokuDocument, sudoku_document, SUDOKU, DOCUMENT, GObject)

/* clang-format off */
SudokuDocument *sudoku_document_new              (void) G_GNUC_WARN_UNUSED_RESULT;
GFile          *sudoku_document_get_file         (SudokuDocument      *self);
SudokuFormat    sudoku_document_get_format       (SudokuDocument      *self);
char           *sudoku_document_dup_display_name (SudokuDocument      *self) G_GNUC_WARN_UNUSED_RESULT;
gboolean        sudoku_document_get_modified     (SudokuDocument      *self);
guint           sudoku_document_get_index        (SudokuDocument      *self);
guint           sudoku_document_get_n_puzzles    (SudokuDocument      *self);
const guint8   *sudoku_document_get_givens       (SudokuDocument      *self);
const SudokuPuzzle *sudoku_document_get_puzzle   (SudokuDocument      *self);
GArray         *sudoku_document_dup_puzzles      (SudokuDocument      *self) G_GNUC_WARN_UNUSED_RESULT;
const char     *sudoku_document_get_state_error  (SudokuDocument      *self);
const SudokuPlay *sudoku_document_get_play       (SudokuDocument      *self);
SudokuGame     *sudoku_document_get_game         (SudokuDocument      *self);
void            sudoku_document_set_play         (SudokuDocument      *self,
                                                  const SudokuPlay    *play);
double          sudoku_document_get_progress     (SudokuDocument      *self);

void            sudoku_document_set_givens       (SudokuDocument      *self,
                                                  const guint8        *cells);
gboolean        sudoku_document_go_to            (SudokuDocument      *self,
                                                  guint                index);
void            sudoku_document_reset            (SudokuDocument      *self,
                                                  const guint8        *cells);
void             sudoku_document_reset_shaped    (SudokuDocument      *self,
                                                  const SudokuGridShape *shape,
                                                  const guint8        *cells);
void            sudoku_document_take_puzzles     (SudokuDocument      *self,
                                                  GArray              *puzzles);
void            sudoku_document_discard_changes  (SudokuDocument      *self);

void            sudoku_document_load_async       (SudokuDocument      *self,
                                                  GFile               *file,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean        sudoku_document_load_finish      (SudokuDocument      *self,
                                                  GAsyncResult        *result,
                                                  GError             **error);
gboolean        sudoku_document_can_save         (SudokuDocument      *self);
gboolean        sudoku_document_can_hold         (SudokuDocument      *self,
                                                  SudokuFormat         format,
                                                  GError             **error);
void            sudoku_document_save_async       (SudokuDocument      *self,
                                                  GFile               *file,
                                                  SudokuFormat         format,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean        sudoku_document_save_finish      (SudokuDocument      *self,
                                                  GAsyncResult        *result,
                                                  GError             **error);

char           *sudoku_document_dup_state_path   (void) G_GNUC_WARN_UNUSED_RESULT;
void            sudoku_document_write_state      (SudokuDocument      *self,
                                                  gboolean             wait);
void            sudoku_document_flush_state      (SudokuDocument      *self);
void            sudoku_document_restore_async    (SudokuDocument      *self,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean        sudoku_document_restore_finish   (SudokuDocument      *self,
                                                  GAsyncResult        *result,
                                                  GError             **error);
/* clang-format on */

G_END_DECLS
