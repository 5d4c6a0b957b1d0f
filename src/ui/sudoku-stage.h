/* sudoku-stage.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-demo-bar.h"
#include "sudoku-grid.h"
#include "sudoku-keypad.h"

G_BEGIN_DECLS

#define SUDOKU_N_ZOOM       7 /* zoom levels, style classes zoom-0 to zoom-6 */
#define SUDOKU_ZOOM_DEFAULT 1

#define SUDOKU_TYPE_STAGE (sudoku_stage_get_type ())
G_DECLARE_FINAL_TYPE (SudokuStage, sudoku_stage, SUDOKU, STAGE, GtkWidget)

/* clang-format off */
SudokuGrid    *sudoku_stage_get_grid         (SudokuStage *self);
SudokuDemoBar *sudoku_stage_get_demo_bar     (SudokuStage *self);
SudokuKeypad  *sudoku_stage_get_keypad       (SudokuStage *self);
gboolean       sudoku_stage_get_keypad_beside (SudokuStage *self);
void           sudoku_stage_set_status       (SudokuStage *self,
                                              GtkWidget   *status);
int            sudoku_stage_get_zoom         (SudokuStage *self);
void           sudoku_stage_set_zoom         (SudokuStage *self,
                                              int          zoom);
int            sudoku_stage_get_zoom_percent (SudokuStage *self);
gboolean       sudoku_stage_get_wide         (SudokuStage *self);
int            sudoku_stage_get_text_px      (SudokuStage *self);
void           sudoku_stage_update           (SudokuStage *self);
/* clang-format on */

G_END_DECLS
