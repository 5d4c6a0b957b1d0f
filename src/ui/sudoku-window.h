/* sudoku-window.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-document.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_WINDOW (sudoku_window_get_type ())
G_DECLARE_FINAL_TYPE (SudokuWindow, sudoku_window, SUDOKU, WINDOW, GtkApplicationWindow)

/* clang-format off */
SudokuWindow *sudoku_window_new          (GtkApplication *application) G_GNUC_WARN_UNUSED_RESULT;
SudokuBoard  *sudoku_window_get_board    (SudokuWindow   *self);
void          sudoku_window_open         (SudokuWindow   *self,
                                          GFile          *file);
gboolean      sudoku_window_paste_text   (SudokuWindow   *self,
                                          const char     *text);
void          sudoku_window_restore_state (SudokuWindow  *self);
gboolean      sudoku_window_get_restored (SudokuWindow   *self);
SudokuDocument *sudoku_window_get_document (SudokuWindow *self);
gboolean      sudoku_window_get_modified (SudokuWindow   *self);
GFile        *sudoku_window_get_file     (SudokuWindow   *self);
GtkWidget    *sudoku_window_get_dialog   (SudokuWindow   *self);
void          sudoku_window_go_to_puzzle (SudokuWindow   *self,
                                          guint           index);
guint         sudoku_window_get_puzzle_index (SudokuWindow *self);
guint         sudoku_window_get_n_puzzles (SudokuWindow  *self);
gboolean      sudoku_window_get_wide     (SudokuWindow   *self);
/* clang-format on */

G_END_DECLS
