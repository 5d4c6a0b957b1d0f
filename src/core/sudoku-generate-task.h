/* sudoku-generate-task.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-generator.h"
#include "sudoku-rating.h"
#include "sudoku-shape-generator.h"

G_BEGIN_DECLS

/**
 * SudokuProgressCall:
 * @done: how many are made
 * @user_data: the data given with the function
 *
 * Told on the caller's thread how far a batch got.
 */
typedef void (*SudokuProgressCall) (guint    done,
                                    gpointer user_data);

/* clang-format off */
void    sudoku_generate_puzzles_async  (SudokuLevel          level,
                                        SudokuSymmetry       symmetry,
                                        guint                count,
                                        guint64              seed,
                                        SudokuProgressCall   progress,
                                        gpointer             progress_data,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
void    sudoku_generate_shaped_puzzles_async (const SudokuGridShape *shape,
                                              SudokuShapeLevel       level,
                                              SudokuSymmetry         symmetry,
                                              guint                  count,
                                              guint64                seed,
                                              SudokuProgressCall     progress,
                                              gpointer               progress_data,
                                              GCancellable          *cancellable,
                                              GAsyncReadyCallback    callback,
                                              gpointer               user_data);
GArray *sudoku_generate_puzzles_finish (GAsyncResult        *result,
                                        GError             **error) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
