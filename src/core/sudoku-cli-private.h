/* sudoku-cli-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"

G_BEGIN_DECLS

/* clang-format off */
SudokuCliStatus _sudoku_cli_explain (const SudokuCliOptions *options,
                                     const char             *name,
                                     const SudokuPuzzle     *puzzle,
                                     guint                   index,
                                     FILE                   *out,
                                     FILE                   *err);
/* clang-format on */

G_END_DECLS
