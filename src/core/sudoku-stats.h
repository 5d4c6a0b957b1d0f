/* sudoku-stats.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-rating.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

#define SUDOKU_N_LEVELS (SUDOKU_LEVEL_BEYOND_LOGIC + 1)

/**
 * SudokuLevelStats:
 * @solved: the puzzles of the level the player solved by hand
 * @unaided: of them, those solved without help
 * @best: the best time without help, in seconds (0: none yet)
 * @total: the time of the solves without help, in seconds
 *
 * The player's times at one level.  Best and average count only the
 * solves without help (sudoku_game_get_helped ()).
 */
typedef struct
{
  guint   solved;
  guint   unaided;
  guint   best;
  guint64 total;
} SudokuLevelStats;

#define SUDOKU_TYPE_STATS (sudoku_stats_get_type ())
G_DECLARE_FINAL_TYPE (SudokuStats, sudoku_stats, SUDOKU, STATS, GObject)

/* clang-format off */
SudokuStats *sudoku_stats_new              (const char        *path) G_GNUC_WARN_UNUSED_RESULT;
SudokuStats *sudoku_stats_get_default      (void);
char        *sudoku_stats_dup_default_path (void) G_GNUC_WARN_UNUSED_RESULT;
const char  *sudoku_stats_get_path         (SudokuStats       *self);
gboolean     sudoku_stats_load             (SudokuStats       *self,
                                            GError           **error);
void         sudoku_stats_get_level        (SudokuStats       *self,
                                            SudokuLevel        level,
                                            SudokuLevelStats  *stats);
guint        sudoku_stats_get_n_pending    (SudokuStats       *self);

void         sudoku_stats_add_async        (SudokuStats       *self,
                                            const guint8       givens[SUDOKU_N_CELLS],
                                            guint              seconds,
                                            gboolean           helped,
                                            GCancellable      *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer           user_data);
gboolean     sudoku_stats_add_finish       (SudokuStats       *self,
                                            GAsyncResult      *result,
                                            SudokuLevel       *level,
                                            GError           **error);

void         sudoku_level_stats_add        (SudokuLevelStats  *stats,
                                            guint              seconds,
                                            gboolean           helped);
guint        sudoku_level_stats_average    (const SudokuLevelStats *stats);
/* clang-format on */

G_END_DECLS
