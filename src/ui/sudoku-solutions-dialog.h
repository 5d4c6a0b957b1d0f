/* sudoku-solutions-dialog.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-uniqueness.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SOLUTIONS_DIALOG (sudoku_solutions_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SudokuSolutionsDialog, sudoku_solutions_dialog, SUDOKU, SOLUTIONS_DIALOG, GtkWindow)

/* clang-format off */
SudokuSolutionsDialog *sudoku_solutions_dialog_new (GtkWindow              *parent,
                                                    SudokuBoard            *board,
                                                    const guint8            givens[SUDOKU_N_CELLS],
                                                    const SudokuUniqueness *found) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
