/* sudoku-hint-bar.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_HINT_BAR (sudoku_hint_bar_get_type ())
G_DECLARE_FINAL_TYPE (SudokuHintBar, sudoku_hint_bar, SUDOKU, HINT_BAR, GtkWidget)

/* clang-format off */
void sudoku_hint_bar_set_game (SudokuHintBar *self,
                               SudokuGame    *game);
/* clang-format on */

G_END_DECLS
