/* sudoku-short-label.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_SHORT_LABEL (sudoku_short_label_get_type ())
G_DECLARE_FINAL_TYPE (SudokuShortLabel, sudoku_short_label, SUDOKU, SHORT_LABEL, GtkWidget)

/* clang-format off */
GtkWidget  *sudoku_short_label_new           (const char       *label,
                                              const char       *icon_name);
const char *sudoku_short_label_get_label     (SudokuShortLabel *self);
void        sudoku_short_label_set_label     (SudokuShortLabel *self,
                                              const char       *label);
const char *sudoku_short_label_get_icon_name (SudokuShortLabel *self);
void        sudoku_short_label_set_icon_name (SudokuShortLabel *self,
                                              const char       *icon_name);
gboolean    sudoku_short_label_get_compact     (SudokuShortLabel *self);
void        sudoku_short_label_set_compact     (SudokuShortLabel *self,
                                                gboolean          compact);
int         sudoku_short_label_get_label_extra (SudokuShortLabel *self);
/* clang-format on */

G_END_DECLS
