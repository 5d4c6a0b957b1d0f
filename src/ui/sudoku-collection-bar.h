/* sudoku-collection-bar.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-document.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_COLLECTION_BAR (sudoku_collection_bar_get_type ())
G_DECLARE_FINAL_TYPE (SudokuCollectionBar, sudoku_collection_bar, SUDOKU, COLLECTION_BAR, GtkWidget)

G_END_DECLS
