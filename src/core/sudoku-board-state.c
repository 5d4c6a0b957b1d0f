/* sudoku-board-state.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include "sudoku-board-private.h"

/* What a SudokuBoard tells about itself: its digits, where they came from,
 * its clashes, its state and its history. */

guint
sudoku_board_get_value (SudokuBoard *self,
                        guint        row,
                        guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), 0);

  return self->now.values[_sudoku_board_cell (self, row, col)];
}

SudokuOrigin
sudoku_board_get_origin (SudokuBoard *self,
                         guint        row,
                         guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), SUDOKU_ORIGIN_GIVEN);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), SUDOKU_ORIGIN_GIVEN);

  return self->now.origins[_sudoku_board_cell (self, row, col)];
}

void
sudoku_board_get_givens (SudokuBoard *self,
                         guint8       cells[SUDOKU_MAX_CELLS])
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_copy_givens (self, cells);
}

guint
sudoku_board_get_n_givens (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);

  return self->n_givens;
}

SudokuBoardState
sudoku_board_get_state (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), SUDOKU_BOARD_EDITING);

  return self->state;
}

/**
 * sudoku_board_get_conflict:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: (nullable): why the cell clashes, such as "7 is already in row 3",
 *   or %NULL when it does not
 */
const char *
sudoku_board_get_conflict (SudokuBoard *self,
                           guint        row,
                           guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), NULL);

  return self->conflicts[_sudoku_board_cell (self, row, col)];
}

gboolean
sudoku_board_has_conflicts (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->conflicts[cell] != NULL)
      return TRUE;
  return FALSE;
}

gboolean
sudoku_board_get_can_undo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  return self->undo->len > 0;
}

gboolean
sudoku_board_get_can_redo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  return self->redo->len > 0;
}
