/* sudoku-cell.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_CELL (sudoku_cell_get_type ())
G_DECLARE_FINAL_TYPE (SudokuCell, sudoku_cell, SUDOKU, CELL, GtkWidget)

/* clang-format off */
GtkWidget *sudoku_cell_new          (guint         row,
                                     guint         col) G_GNUC_WARN_UNUSED_RESULT;
guint      sudoku_cell_get_row      (SudokuCell   *self);
guint      sudoku_cell_get_col      (SudokuCell   *self);
void       sudoku_cell_show_value   (SudokuCell   *self,
                                     guint         value,
                                     SudokuOrigin  origin);
const char *sudoku_cell_get_text    (SudokuCell   *self);
void       sudoku_cell_set_conflict (SudokuCell   *self,
                                     const char   *reason);
void       sudoku_cell_set_wrong    (SudokuCell   *self,
                                     gboolean      wrong);
gboolean   sudoku_cell_get_wrong    (SudokuCell   *self);
void       sudoku_cell_set_uniform_size (SudokuCell *self,
                                         int         size);
void       sudoku_cell_set_reveal   (SudokuCell   *self,
                                     double        reveal);
double     sudoku_cell_get_reveal   (SudokuCell   *self);
void       sudoku_cell_show_tentative (SudokuCell *self,
                                       guint       digit);
void       sudoku_cell_flash        (SudokuCell   *self,
                                     guint         ms);
void       sudoku_cell_set_colours  (SudokuCell   *self,
                                     guint         colour,
                                     guint64       mark_colours);
const char *sudoku_colour_name      (guint         colour);
void       sudoku_cell_set_candidates (SudokuCell *self,
                                       guint32     mask);
guint32    sudoku_cell_get_candidates (SudokuCell *self);
void       sudoku_cell_set_marks    (SudokuCell   *self,
                                     guint32       mask,
                                     guint32       struck,
                                     guint32       emphasized);
void       sudoku_cell_set_side       (SudokuCell   *self,
                                       guint         side);
int        sudoku_cell_font_size_step (int size,
                                       int steps);
int        sudoku_cell_get_font_size (SudokuCell *self);
void       sudoku_cell_snapshot_glyphs (SudokuCell  *self,
                                        GtkSnapshot *snapshot,
                                        int          font_size);
/* clang-format on */

G_END_DECLS
