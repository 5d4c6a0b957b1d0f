/* sudoku-warm-up.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-cell.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_WARM_UP (sudoku_warm_up_get_type ())
G_DECLARE_FINAL_TYPE (SudokuWarmUp, sudoku_warm_up, SUDOKU, WARM_UP, GObject)

/* clang-format off */
SudokuWarmUp *sudoku_warm_up_new      (GtkWidget    *widget,
                                       SudokuCell   *cell) G_GNUC_WARN_UNUSED_RESULT;
void          sudoku_warm_up_schedule (SudokuWarmUp *self);
void          sudoku_warm_up_set_cell (SudokuWarmUp *self,
                                       SudokuCell   *cell);
/* clang-format on */

G_END_DECLS
