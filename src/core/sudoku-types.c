/* sudoku-types.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-types"

#include "config.h"

#include "sudoku-types.h"

G_DEFINE_QUARK (sudoku_error_quark, sudoku_error)
