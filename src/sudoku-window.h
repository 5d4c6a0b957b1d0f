/* sudoku-window.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-cell.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_WINDOW (sudoku_window_get_type ())
G_DECLARE_FINAL_TYPE (SudokuWindow, sudoku_window, SUDOKU, WINDOW, GtkApplicationWindow)

/* clang-format off */
SudokuWindow *sudoku_window_new          (GtkApplication *application) G_GNUC_WARN_UNUSED_RESULT;
SudokuBoard  *sudoku_window_get_board    (SudokuWindow   *self);
SudokuCell   *sudoku_window_get_cell     (SudokuWindow   *self,
                                          guint           row,
                                          guint           col);
const char   *sudoku_window_get_status   (SudokuWindow   *self);
gboolean      sudoku_window_is_animating (SudokuWindow   *self);
void          sudoku_window_set_strategy (SudokuWindow   *self,
                                          SudokuStrategy  strategy);
/* clang-format on */

G_END_DECLS
