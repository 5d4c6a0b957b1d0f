/* sudoku-demo-bar.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-grid.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_DEMO_BAR (sudoku_demo_bar_get_type ())
G_DECLARE_FINAL_TYPE (SudokuDemoBar, sudoku_demo_bar, SUDOKU, DEMO_BAR, GtkWidget)

/* clang-format off */
void            sudoku_demo_bar_start        (SudokuDemoBar  *self);
void            sudoku_demo_bar_stop         (SudokuDemoBar  *self);
gboolean        sudoku_demo_bar_get_running  (SudokuDemoBar  *self);
SudokuStrategy  sudoku_demo_bar_get_strategy (SudokuDemoBar  *self);
void            sudoku_demo_bar_set_strategy (SudokuDemoBar  *self,
                                              SudokuStrategy  strategy);
void            sudoku_demo_bar_set_speed    (SudokuDemoBar  *self,
                                              double          steps_per_second);
const char     *sudoku_demo_bar_get_caption  (SudokuDemoBar  *self);
void            sudoku_demo_bar_get_counts   (SudokuDemoBar  *self,
                                              guint64        *placements,
                                              guint64        *backtracks);
const char     *sudoku_demo_bar_get_summary  (SudokuDemoBar  *self);
gboolean        sudoku_demo_bar_get_logic_position (SudokuDemoBar *self,
                                                    guint         *shown,
                                                    guint         *n_steps);
/* clang-format on */

G_END_DECLS
