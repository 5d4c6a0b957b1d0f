/* sudoku-search-ladder.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-demo-trail.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_SEARCH_LADDER (sudoku_search_ladder_get_type ())
G_DECLARE_FINAL_TYPE (SudokuSearchLadder, sudoku_search_ladder, SUDOKU, SEARCH_LADDER, GtkWidget)

/* clang-format off */
GtkWidget  *sudoku_search_ladder_new       (void);
void        sudoku_search_ladder_show      (SudokuSearchLadder *self,
                                            SudokuDemoTrail    *trail);
guint       sudoku_search_ladder_get_levels (SudokuSearchLadder *self);
const char *sudoku_search_ladder_get_rung  (SudokuSearchLadder *self,
                                            guint               row);
/* clang-format on */

G_END_DECLS
