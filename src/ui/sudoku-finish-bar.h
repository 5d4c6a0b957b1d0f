/* sudoku-finish-bar.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_FINISH_BAR (sudoku_finish_bar_get_type ())
G_DECLARE_FINAL_TYPE (SudokuFinishBar, sudoku_finish_bar, SUDOKU, FINISH_BAR, GtkWidget)

/* clang-format off */
void sudoku_finish_bar_set_game     (SudokuFinishBar *self,
                                     SudokuGame      *game);
void sudoku_finish_bar_set_has_next (SudokuFinishBar *self,
                                     gboolean         has_next);
/* clang-format on */

G_END_DECLS
