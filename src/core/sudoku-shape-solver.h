/* sudoku-shape-solver.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-shape.h"
#include "sudoku-solver.h"

G_BEGIN_DECLS

/* clang-format off */
gboolean sudoku_shape_solve (const SudokuGridShape    *shape,
                             const guint8             *cells,
                             guint8                   *solution,
                             const SudokuSolveOptions *options,
                             guint                    *n_solutions,
                             SudokuSolveStats         *stats,
                             GError                  **error);
gboolean sudoku_shape_solve_any (const SudokuGridShape    *shape,
                                 const guint8             *cells,
                                 guint8                   *solution,
                                 const SudokuSolveOptions *options,
                                 guint                    *n_solutions,
                                 SudokuSolveStats         *stats,
                                 GError                  **error);
/* clang-format on */

G_END_DECLS
