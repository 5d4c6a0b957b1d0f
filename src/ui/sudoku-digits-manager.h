/* sudoku-digits-manager.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-digits.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_DIGITS_MANAGER (sudoku_digits_manager_get_type ())
G_DECLARE_FINAL_TYPE (SudokuDigitsManager, sudoku_digits_manager, SUDOKU, DIGITS_MANAGER, GObject)

/* clang-format off */
SudokuDigitsManager *sudoku_digits_manager_get_default (void);
SudokuDigits         sudoku_digits_manager_get_digits  (SudokuDigitsManager *self);
void                 sudoku_digits_manager_set_digits  (SudokuDigitsManager *self,
                                                        SudokuDigits         digits);
char                *sudoku_digits_show                (const char          *text) G_GNUC_WARN_UNUSED_RESULT;
const char          *sudoku_digits_symbol              (guint                digit);
void                 sudoku_digits_set_label           (GtkLabel            *label,
                                                        const char          *text);
/* clang-format on */

G_END_DECLS
