/* sudoku-zoom-box.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-stage.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_ZOOM_BOX (sudoku_zoom_box_get_type ())
G_DECLARE_FINAL_TYPE (SudokuZoomBox, sudoku_zoom_box, SUDOKU, ZOOM_BOX, GtkWidget)

/* clang-format off */
GtkWidget  *sudoku_zoom_box_new       (SudokuStage   *stage);
const char *sudoku_zoom_box_get_shown (SudokuZoomBox *self);
/* clang-format on */

G_END_DECLS
