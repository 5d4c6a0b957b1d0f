/* sudoku-race-window.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-demo-bar.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_RACE_WINDOW (sudoku_race_window_get_type ())
G_DECLARE_FINAL_TYPE (SudokuRaceWindow, sudoku_race_window, SUDOKU, RACE_WINDOW, GtkWindow)

/* clang-format off */
SudokuRaceWindow *sudoku_race_window_new     (GtkWindow        *parent,
                                              const guint8      givens[SUDOKU_N_CELLS]) G_GNUC_WARN_UNUSED_RESULT;
SudokuDemoBar    *sudoku_race_window_get_bar (SudokuRaceWindow *self,
                                              guint             lane);
SudokuGrid       *sudoku_race_window_get_grid (SudokuRaceWindow *self,
                                               guint             lane);
void              sudoku_race_window_start   (SudokuRaceWindow *self);
const char       *sudoku_race_window_get_result (SudokuRaceWindow *self);
/* clang-format on */

G_END_DECLS
