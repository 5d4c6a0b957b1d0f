/* sudoku-generator.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-types.h"

G_BEGIN_DECLS

/**
 * SudokuSymmetry:
 * @SUDOKU_SYMMETRY_NONE: givens anywhere
 * @SUDOKU_SYMMETRY_ROTATIONAL: the same after a half turn (180°)
 * @SUDOKU_SYMMETRY_ROTATIONAL90: the same after a quarter turn
 * @SUDOKU_SYMMETRY_HORIZONTAL: mirrored left to right
 * @SUDOKU_SYMMETRY_VERTICAL: mirrored top to bottom
 * @SUDOKU_SYMMETRY_DIAGONAL: mirrored across the main diagonal
 *
 * Where the givens of a generated puzzle stand, as in printed puzzles.
 */
typedef enum
{
  SUDOKU_SYMMETRY_NONE,
  SUDOKU_SYMMETRY_ROTATIONAL,
  SUDOKU_SYMMETRY_ROTATIONAL90,
  SUDOKU_SYMMETRY_HORIZONTAL,
  SUDOKU_SYMMETRY_VERTICAL,
  SUDOKU_SYMMETRY_DIAGONAL,
  SUDOKU_N_SYMMETRIES
} SudokuSymmetry;

/**
 * SudokuRateFunc:
 * @puzzle: a puzzle with one solution
 * @user_data: the data given with the function
 *
 * Rates a candidate puzzle on Sudoku Explainer's scale.
 *
 * Returns: its rating, e.g. 2.6; more than 11 for one beyond the rater
 */
typedef double (*SudokuRateFunc) (const guint8 puzzle[SUDOKU_N_CELLS],
                                  gpointer     user_data);

/**
 * SudokuBatchProgressFunc:
 * @done: puzzles made so far
 * @user_data: the data given with the function
 *
 * Called from a generating thread each time a puzzle of a batch is made.
 */
typedef void (*SudokuBatchProgressFunc) (guint    done,
                                         gpointer user_data);

/**
 * SudokuGenerateOptions:
 * @symmetry: where the givens stand
 * @minimal: every given needed: removing any one gives several solutions
 * @seed: the same seed and options give the same puzzle on every machine
 * @min_rating: with @rate, the lowest rating accepted
 * @max_rating: with @rate, the highest rating accepted
 * @rate: (nullable): rates candidates; without it any rating is accepted
 * @rate_data: for @rate
 * @cancel: (nullable): set to non-zero from any thread to stop
 * @max_attempts: candidates tried before giving up; 0 for no limit
 * @max_rated: with @rate, candidates rated outside the range before giving
 *   up; 0 for no limit (a range no puzzle meets, such as 9–11, is met by
 *   about none of millions)
 * @progress: (nullable): with sudoku_generate_batch (), told of each puzzle
 * @progress_data: for @progress
 * @tried: (nullable): incremented (atomically) for each candidate made, for
 *   a progress report while one puzzle takes long
 * @random_only: with @rate, only random candidates: no walk from one that
 *   came near a range the random ones seldom meet (to measure what the
 *   walk gains)
 */
typedef struct
{
  SudokuSymmetry          symmetry;
  gboolean                minimal;
  guint64                 seed;
  double                  min_rating;
  double                  max_rating;
  SudokuRateFunc          rate;
  gpointer                rate_data;
  const gint             *cancel;
  guint                   max_attempts;
  guint                   max_rated;
  SudokuBatchProgressFunc progress;
  gpointer                progress_data;
  gint                   *tried;
  gboolean                random_only;
} SudokuGenerateOptions;

/* clang-format off */
gboolean     sudoku_generate                (const SudokuGenerateOptions *options,
                                             guint8                       puzzle[SUDOKU_N_CELLS],
                                             guint8                       solution[SUDOKU_N_CELLS],
                                             guint                       *attempts,
                                             GError                     **error);
gboolean     sudoku_generate_batch          (const SudokuGenerateOptions *options,
                                             guint                        first,
                                             guint                        n,
                                             guint                        jobs,
                                             guint8                      *puzzles,
                                             GError                     **error);
guint64      sudoku_generate_seed_for       (guint64                      seed,
                                             guint64                      index);
gboolean     sudoku_symmetry_holds          (SudokuSymmetry               symmetry,
                                             const guint8                 puzzle[SUDOKU_N_CELLS]);
const char  *sudoku_symmetry_to_string      (SudokuSymmetry               symmetry);
gboolean     sudoku_symmetry_from_string    (const char                  *name,
                                             SudokuSymmetry              *symmetry);
/* clang-format on */

G_END_DECLS
