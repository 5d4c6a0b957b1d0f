/* sudoku-cli-generate.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include "sudoku-generator.h"

G_BEGIN_DECLS

/**
 * SudokuCliGenerate:
 * @n_puzzles: how many puzzles to print
 * @symmetry: where their givens stand
 * @minimal: every given needed
 * @seed: the batch's seed
 * @have_seed: whether @seed was given (otherwise one is drawn and said)
 * @min_rating: with @rate, the lowest rating
 * @max_rating: with @rate, the highest rating
 * @rate: (nullable): rates candidates
 * @rate_data: for @rate
 * @jobs: threads; 0 for one per processor
 *
 * What `sudoku-solver --generate` was asked for.
 */
typedef struct
{
  guint          n_puzzles;
  SudokuSymmetry symmetry;
  gboolean       minimal;
  guint64        seed;
  gboolean       have_seed;
  double         min_rating;
  double         max_rating;
  SudokuRateFunc rate;
  gpointer       rate_data;
  guint          jobs;
  guint          max_attempts; /* 0 for the default bounds */
  guint          max_rated;
} SudokuCliGenerate;

/* clang-format off */
int      sudoku_cli_generate           (const SudokuCliGenerate *options,
                                        FILE                    *out,
                                        FILE                    *err);
gboolean sudoku_cli_generate_set_level (SudokuCliGenerate       *options,
                                        const char              *name);
gboolean sudoku_cli_generate_set_range (SudokuCliGenerate       *options,
                                        const char              *range);
/* clang-format on */

G_END_DECLS
