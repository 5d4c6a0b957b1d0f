/* sudoku-files.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-document.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_FILES (sudoku_files_get_type ())
G_DECLARE_FINAL_TYPE (SudokuFiles, sudoku_files, SUDOKU, FILES, GObject)

/* clang-format off */
SudokuFiles *sudoku_files_new             (GtkWindow          *window,
                                           SudokuDocument     *document) G_GNUC_WARN_UNUSED_RESULT;
void         sudoku_files_confirm_async   (SudokuFiles        *self,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean     sudoku_files_confirm_finish  (SudokuFiles        *self,
                                           GAsyncResult       *result);
void         sudoku_files_open            (SudokuFiles        *self,
                                           GFile              *file);
void         sudoku_files_choose_and_open (SudokuFiles        *self);
void         sudoku_files_save_async      (SudokuFiles        *self,
                                           gboolean            choose,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean     sudoku_files_save_finish     (SudokuFiles        *self,
                                           GAsyncResult       *result);
void         sudoku_files_make_puzzles    (SudokuFiles        *self);
void         sudoku_files_restore         (SudokuFiles        *self);
gboolean     sudoku_files_get_restored    (SudokuFiles        *self);
gboolean     sudoku_files_stop            (SudokuFiles        *self);
gboolean     sudoku_files_close_request   (SudokuFiles        *self);
/* clang-format on */

G_END_DECLS
