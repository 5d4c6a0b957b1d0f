/* sudoku-picker.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_PICKER (sudoku_picker_get_type ())
G_DECLARE_FINAL_TYPE (SudokuPicker, sudoku_picker, SUDOKU, PICKER, GtkPopover)

/* clang-format off */
GtkWidget *sudoku_picker_new       (void);
void       sudoku_picker_set_cell  (SudokuPicker *self,
                                    int           cell);
int        sudoku_picker_get_cell  (SudokuPicker *self);
void       sudoku_picker_set_side  (SudokuPicker *self,
                                    guint         side);
void       sudoku_picker_show      (SudokuPicker *self,
                                    guint         value,
                                    guint         notes,
                                    gboolean      notes_mode);
/* clang-format on */

G_END_DECLS
