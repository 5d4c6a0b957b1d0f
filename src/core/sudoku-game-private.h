/* sudoku-game-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-game.h"

G_BEGIN_DECLS

struct _SudokuGame
{
  GObject       parent_instance;

  /* Owned */
  SudokuBoard  *board;

  SudokuClock  *clock; /* runs while the player may be at the puzzle */

  /* Finished by hand, judged once a change of the board is whole */
  gboolean      finished;
  gboolean      completed; /* #SudokuGame::completed told (or finished from the start) */
  gboolean      helped;    /* Check or Solve used, Reveal Cell or Hint asked for */

  /* The hint told, found on the board as it was (-1: none) */
  int           hint_stage;
  SudokuHint    hint;
  guint8        hint_values[SUDOKU_MAX_CELLS];
  GCancellable *hint_cancellable; /* a hint being looked for, on a worker thread */

  /* What the solver says (sudoku-game-actions.c) */
  guint8        wrong[SUDOKU_MAX_CELLS]; /* the digits marked wrong, until each changes */
  GCancellable *solve_cancellable;
  GCancellable *wrong_cancellable; /* looking for the digits that stop the puzzle */
};

/* clang-format off */
/* sudoku-game-actions.c */
void _sudoku_game_forget_wrong (SudokuGame *self,
                                guint       cell);
/* clang-format on */

G_END_DECLS
