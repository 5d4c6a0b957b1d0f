/* sudoku-mini-grid.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuMiniMark:
 * @SUDOKU_MINI_GIVEN: a digit of the puzzle (bold)
 * @SUDOKU_MINI_DIFFERS: a cell where two solutions differ (tinted)
 * @SUDOKU_MINI_ADDED: a given that would make the solution unique (ringed)
 */
typedef enum
{
  SUDOKU_MINI_GIVEN = 1 << 0,
  SUDOKU_MINI_DIFFERS = 1 << 1,
  SUDOKU_MINI_ADDED = 1 << 2,
} SudokuMiniMark;

#define SUDOKU_TYPE_MINI_GRID (sudoku_mini_grid_get_type ())
G_DECLARE_FINAL_TYPE (SudokuMiniGrid, sudoku_mini_grid, SUDOKU, MINI_GRID, GtkWidget)

/* clang-format off */
GtkWidget *sudoku_mini_grid_new  (void);
void       sudoku_mini_grid_set  (SudokuMiniGrid *self,
                                  const guint8    cells[SUDOKU_N_CELLS],
                                  const guint8    marks[SUDOKU_N_CELLS]);
guint      sudoku_mini_grid_get_value (SudokuMiniGrid *self,
                                       guint           cell);
guint      sudoku_mini_grid_get_marks (SudokuMiniGrid *self,
                                       guint           cell);
/* clang-format on */

G_END_DECLS
