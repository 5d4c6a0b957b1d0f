/* sudoku-solve-button.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_SOLVE_BUTTON (sudoku_solve_button_get_type ())
G_DECLARE_FINAL_TYPE (SudokuSolveButton, sudoku_solve_button, SUDOKU, SOLVE_BUTTON, GtkButton)

/* clang-format off */
gboolean sudoku_solve_button_get_stop (SudokuSolveButton *self);
/* clang-format on */

G_END_DECLS
