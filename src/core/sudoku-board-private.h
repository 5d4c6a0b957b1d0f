/* sudoku-board-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"

G_BEGIN_DECLS

typedef struct
{
  guint8 givens[SUDOKU_N_CELLS];
} SudokuBoardSnapshot;

struct _SudokuBoard
{
  GObject          parent_instance;

  guint8           values[SUDOKU_N_CELLS];
  guint8           origins[SUDOKU_N_CELLS];
  char            *conflicts[SUDOKU_N_CELLS]; /* why a cell clashes, or NULL */
  SudokuBoardState state;
  guint            n_givens;

  /* Owned */
  GArray          *undo; /* of SudokuBoardSnapshot: the givens before each edit */
  GArray          *redo;
  GCancellable    *solve_cancellable;  /* the running solve's: edits cancel it */
  GCancellable    *caller_cancellable; /* the one passed in, linked to it */
  gulong           caller_handler;

  guint            solve_serial; /* bumped by every solve and edit, to drop stale results */
};

/* clang-format off */
void _sudoku_board_copy_givens (SudokuBoard *self,
                                guint8       cells[SUDOKU_N_CELLS]);
/* clang-format on */

G_END_DECLS
