/* sudoku-uniqueness.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuUniqueness:
 * @n_solutions: 0, 1 or 2 (two or more)
 * @first: a solution (when there is one)
 * @second: another, when there are several
 * @added: the givens to add so that only @first is left, 0 elsewhere: none
 *   of them can be left out
 * @n_added: how many
 *
 * Why one solution matters: two solutions of a puzzle that has several,
 * and givens that make it unique.
 */
typedef struct
{
  guint  n_solutions;
  guint8 first[SUDOKU_N_CELLS];
  guint8 second[SUDOKU_N_CELLS];
  guint8 added[SUDOKU_N_CELLS];
  guint  n_added;
} SudokuUniqueness;

/* clang-format off */
gboolean sudoku_uniqueness_find        (const guint8         givens[SUDOKU_N_CELLS],
                                        SudokuUniqueness    *out,
                                        GCancellable        *cancellable,
                                        GError             **error);
void     sudoku_uniqueness_find_async  (const guint8         givens[SUDOKU_N_CELLS],
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
gboolean sudoku_uniqueness_find_finish (GAsyncResult        *result,
                                        SudokuUniqueness    *out,
                                        GError             **error);
/* clang-format on */

G_END_DECLS
