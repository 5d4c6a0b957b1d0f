/* sudoku-wrap-box.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_WRAP_BOX (sudoku_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (SudokuWrapBox, sudoku_wrap_box, SUDOKU, WRAP_BOX, GtkWidget)

/* clang-format off */
GtkWidget *sudoku_wrap_box_new         (void) G_GNUC_WARN_UNUSED_RESULT;
void       sudoku_wrap_box_append      (SudokuWrapBox *self,
                                        GtkWidget     *child);
int        sudoku_wrap_box_get_n_lines (SudokuWrapBox *self);
/* clang-format on */

G_END_DECLS
