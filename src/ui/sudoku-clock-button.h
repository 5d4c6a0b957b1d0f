/* sudoku-clock-button.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-game.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_CLOCK_BUTTON (sudoku_clock_button_get_type ())
G_DECLARE_FINAL_TYPE (SudokuClockButton, sudoku_clock_button, SUDOKU, CLOCK_BUTTON, GtkWidget)

/* clang-format off */
SudokuGame *sudoku_clock_button_get_game       (SudokuClockButton *self);
void        sudoku_clock_button_set_game       (SudokuClockButton *self,
                                                SudokuGame        *game);
gboolean    sudoku_clock_button_get_show_time  (SudokuClockButton *self);
void        sudoku_clock_button_set_show_time  (SudokuClockButton *self,
                                                gboolean           show_time);
const char *sudoku_clock_button_get_text       (SudokuClockButton *self);
gboolean    sudoku_clock_button_get_time_shown (SudokuClockButton *self);
/* clang-format on */

G_END_DECLS
