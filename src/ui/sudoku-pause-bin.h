/* sudoku-pause-bin.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PAUSE_BIN (sudoku_pause_bin_get_type ())
G_DECLARE_FINAL_TYPE (SudokuPauseBin, sudoku_pause_bin, SUDOKU, PAUSE_BIN, GtkWidget)

/* clang-format off */
GtkWidget  *sudoku_pause_bin_get_child  (SudokuPauseBin *self);
void        sudoku_pause_bin_set_child  (SudokuPauseBin *self,
                                         GtkWidget      *child);
SudokuGame *sudoku_pause_bin_get_game   (SudokuPauseBin *self);
void        sudoku_pause_bin_set_game   (SudokuPauseBin *self,
                                         SudokuGame     *game);
gboolean    sudoku_pause_bin_get_paused (SudokuPauseBin *self);
/* clang-format on */

G_END_DECLS
