/* sudoku-title.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-document.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_TITLE (sudoku_title_get_type ())
G_DECLARE_FINAL_TYPE (SudokuTitle, sudoku_title, SUDOKU, TITLE, GtkWidget)

/* clang-format off */
const char *sudoku_title_get_window_title (SudokuTitle    *self);
/* clang-format on */

G_END_DECLS
