/* sudoku-keypad.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-grid.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_KEYPAD (sudoku_keypad_get_type ())
G_DECLARE_FINAL_TYPE (SudokuKeypad, sudoku_keypad, SUDOKU, KEYPAD, GtkWidget)

/* clang-format off */
GtkWidget  *sudoku_keypad_new       (void) G_GNUC_WARN_UNUSED_RESULT;
void        sudoku_keypad_set_grid  (SudokuKeypad *self,
                                     SudokuGrid   *grid);
SudokuGrid *sudoku_keypad_get_grid  (SudokuKeypad *self);
guint       sudoku_keypad_get_left  (SudokuKeypad *self,
                                     guint         digit);
GtkWidget  *sudoku_keypad_get_digit_button (SudokuKeypad *self,
                                            guint         digit);
int         sudoku_keypad_get_needs (SudokuKeypad  *self,
                                     GtkOrientation orientation);
/* clang-format on */

G_END_DECLS
