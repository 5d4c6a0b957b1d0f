/* sudoku-cli.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include <gio/gio.h>

#include "sudoku-solver.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_CLI_OK = 0,          /* every puzzle has a solution */
  SUDOKU_CLI_NO_SOLUTION = 1, /* at least one puzzle has none */
  SUDOKU_CLI_BAD_INPUT = 2,   /* a file could not be read or parsed */
} SudokuCliStatus;

typedef struct
{
  SudokuStrategy strategy;
  gboolean       count;   /* print unique/multiple/none instead of solutions */
  gboolean       stats;   /* print placements, backtracks and time to @err */
  gboolean       trace;   /* print every step before each solution */
  gboolean       explain; /* print the logic solution path instead */
  gboolean       rate;    /* print the SE rating ER/EP/ED instead */
} SudokuCliOptions;

/* clang-format off */
SudokuCliStatus sudoku_cli_solve (const char *const      *files,
                                  const SudokuCliOptions *options,
                                  FILE                   *out,
                                  FILE                   *err);
/* clang-format on */

G_END_DECLS
