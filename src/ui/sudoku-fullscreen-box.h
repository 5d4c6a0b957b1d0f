/* sudoku-fullscreen-box.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_FULLSCREEN_BOX (sudoku_fullscreen_box_get_type ())
G_DECLARE_FINAL_TYPE (SudokuFullscreenBox, sudoku_fullscreen_box, SUDOKU, FULLSCREEN_BOX, GtkWidget)

/* clang-format off */
gboolean    sudoku_fullscreen_box_get_revealed (SudokuFullscreenBox *self);
GtkPopover *sudoku_fullscreen_box_set_menu     (SudokuFullscreenBox *self,
                                                GMenuModel          *menu);
/* clang-format on */

G_END_DECLS
