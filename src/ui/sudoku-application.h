/* sudoku-application.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_APPLICATION (sudoku_application_get_type ())
G_DECLARE_FINAL_TYPE (SudokuApplication, sudoku_application, SUDOKU, APPLICATION, GtkApplication)

/* clang-format off */
SudokuApplication *sudoku_application_new (void) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
