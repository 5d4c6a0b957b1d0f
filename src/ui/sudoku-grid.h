/* sudoku-grid.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"
#include "sudoku-cell.h"
#include "sudoku-logic-step.h"

G_BEGIN_DECLS

/* sudoku_grid_show_step ()'s stage that shows a step whole */
#define SUDOKU_STEP_WHOLE 2

/**
 * SudokuUnit:
 * @SUDOKU_UNIT_ROW: a row, 0–8 from the top
 * @SUDOKU_UNIT_COLUMN: a column, 0–8 from the left
 * @SUDOKU_UNIT_BOX: a 3×3 box, 0–8 in reading order
 */
typedef enum
{
  SUDOKU_UNIT_ROW,
  SUDOKU_UNIT_COLUMN,
  SUDOKU_UNIT_BOX,
} SudokuUnit;

#define SUDOKU_TYPE_GRID (sudoku_grid_get_type ())
G_DECLARE_FINAL_TYPE (SudokuGrid, sudoku_grid, SUDOKU, GRID, GtkWidget)

/* clang-format off */
GtkWidget   *sudoku_grid_new                (void) G_GNUC_WARN_UNUSED_RESULT;
void         sudoku_grid_set_board          (SudokuGrid    *self,
                                             SudokuBoard   *board);
SudokuBoard *sudoku_grid_get_board          (SudokuGrid    *self);
void         sudoku_grid_warm_up          (SudokuGrid    *self);
SudokuCell  *sudoku_grid_get_cell           (SudokuGrid    *self,
                                             guint          row,
                                             guint          col);
void         sudoku_grid_focus_cell         (SudokuGrid    *self,
                                             guint          row,
                                             guint          col);
void         sudoku_grid_reveal             (SudokuGrid    *self,
                                             const guint8  *order,
                                             guint          n_order);
void         sudoku_grid_stop_reveal        (SudokuGrid    *self);
gboolean     sudoku_grid_get_animating      (SudokuGrid    *self);
void         sudoku_grid_show_board         (SudokuGrid    *self);
void         sudoku_grid_show_tentative     (SudokuGrid    *self,
                                             guint          cell,
                                             guint          digit);
void         sudoku_grid_flash              (SudokuGrid    *self,
                                             guint          cell,
                                             guint          ms);
void         sudoku_grid_set_candidates     (SudokuGrid    *self,
                                             guint          cell,
                                             guint32        mask);
void         sudoku_grid_set_marks          (SudokuGrid    *self,
                                             guint          cell,
                                             guint32        mask,
                                             guint32        struck,
                                             guint32        emphasized);
void         sudoku_grid_show_candidates_of (SudokuGrid    *self,
                                             const guint8  *values);
void         sudoku_grid_set_cell_highlight (SudokuGrid    *self,
                                             guint          cell,
                                             gboolean       highlight);
void         sudoku_grid_set_unit_highlight (SudokuGrid    *self,
                                             SudokuUnit     unit,
                                             guint          index,
                                             gboolean       highlight);
void         sudoku_grid_set_shape_unit_highlight (SudokuGrid *self,
                                                   guint       unit,
                                                   gboolean    highlight);
void         sudoku_grid_clear_highlights   (SudokuGrid    *self);
void         sudoku_grid_set_chain          (SudokuGrid    *self,
                                             const SudokuLogicNode *nodes,
                                             guint          n_nodes);
guint        sudoku_grid_get_chain_length   (SudokuGrid    *self);
void         sudoku_grid_show_step          (SudokuGrid    *self,
                                             const SudokuLogicStep *step,
                                             guint          stage);
void         sudoku_grid_show_shape_step    (SudokuGrid    *self,
                                             const SudokuShapeStep *step,
                                             guint          stage);
guint        sudoku_grid_get_selected_digit (SudokuGrid    *self);
int          sudoku_grid_get_selected       (SudokuGrid    *self);
void         sudoku_grid_set_selection_shown (SudokuGrid   *self,
                                              gboolean      shown);
void         sudoku_grid_set_labels         (SudokuGrid    *self,
                                             gboolean       labels);
gboolean     sudoku_grid_get_labels         (SudokuGrid    *self);
void         sudoku_grid_set_wrong          (SudokuGrid    *self,
                                             const guint8  *wrong);
gboolean     sudoku_grid_get_wrong          (SudokuGrid    *self,
                                             guint          cell);
void         sudoku_grid_set_notes_mode     (SudokuGrid    *self,
                                             gboolean       notes_mode);
gboolean     sudoku_grid_get_notes_mode     (SudokuGrid    *self);
void         sudoku_grid_set_colour         (SudokuGrid    *self,
                                             guint          colour);
guint        sudoku_grid_get_colour         (SudokuGrid    *self);
void         sudoku_grid_set_move_on        (SudokuGrid    *self,
                                             gboolean       move_on);
gboolean     sudoku_grid_get_move_on        (SudokuGrid    *self);
gboolean     sudoku_grid_enter              (SudokuGrid    *self,
                                             const char    *text);
void         sudoku_grid_open_picker        (SudokuGrid    *self,
                                             guint          row,
                                             guint          col);
GtkPopover  *sudoku_grid_get_picker         (SudokuGrid    *self);
/* clang-format on */

G_END_DECLS
