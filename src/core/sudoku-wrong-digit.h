/* sudoku-wrong-digit.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"

G_BEGIN_DECLS

/* clang-format off */
gboolean sudoku_find_wrong_digits               (const guint8         givens[SUDOKU_N_CELLS],
                                                 const guint8         player[SUDOKU_N_CELLS],
                                                 guint8               removed[SUDOKU_N_CELLS],
                                                 guint               *n_removed,
                                                 GCancellable        *cancellable,
                                                 GError             **error);
void     sudoku_board_find_wrong_digits_async   (SudokuBoard         *self,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean sudoku_board_find_wrong_digits_finish  (SudokuBoard         *self,
                                                 GAsyncResult        *result,
                                                 guint8               removed[SUDOKU_MAX_CELLS],
                                                 guint               *n_removed,
                                                 GError             **error);
gboolean sudoku_find_wrong_digits_shaped        (const SudokuGridShape *shape,
                                                 const guint8        *givens,
                                                 const guint8        *player,
                                                 guint8              *removed,
                                                 guint               *n_removed,
                                                 GCancellable        *cancellable,
                                                 GError             **error);
/* clang-format on */

G_END_DECLS
