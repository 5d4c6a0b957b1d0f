/* sudoku-demo-trail.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-demo.h"

G_BEGIN_DECLS

/* The steps a search demo has taken, and how many of them are shown: what
 * the grid, the caption and the counters show is always its shown state. */
typedef struct _SudokuDemoTrail SudokuDemoTrail;

/**
 * SudokuRung:
 * @cell: a cell the search filled
 * @digit: the digit it holds
 * @fitting: the digits that fitted the cell when it was filled, as bits:
 *   `1 << d` for the digit d
 *
 * A rung of the search's ladder (sudoku_demo_trail_get_ladder ()).
 */
typedef struct
{
  guint8  cell;
  guint8  digit;
  guint32 fitting;
} SudokuRung;

/* clang-format off */
SudokuDemoTrail  *sudoku_demo_trail_new        (const guint8     givens[SUDOKU_N_CELLS]) G_GNUC_WARN_UNUSED_RESULT;
SudokuDemoTrail  *sudoku_demo_trail_new_for_shape (const SudokuGridShape *shape,
                                                   const guint8          *givens) G_GNUC_WARN_UNUSED_RESULT;
void              sudoku_demo_trail_free       (SudokuDemoTrail *self);
void              sudoku_demo_trail_append     (SudokuDemoTrail  *self,
                                                const SudokuStep *steps,
                                                guint             n_steps);
guint             sudoku_demo_trail_get_length (SudokuDemoTrail *self);
guint             sudoku_demo_trail_get_shown  (SudokuDemoTrail *self);
const SudokuStep *sudoku_demo_trail_move       (SudokuDemoTrail *self,
                                                gboolean         forward);
const SudokuStep *sudoku_demo_trail_get_last   (SudokuDemoTrail *self);
const guint8     *sudoku_demo_trail_get_values (SudokuDemoTrail *self);
guint             sudoku_demo_trail_get_depth  (SudokuDemoTrail *self);
void              sudoku_demo_trail_get_counts (SudokuDemoTrail *self,
                                                guint64         *placements,
                                                guint64         *backtracks);
void              sudoku_demo_trail_set_totals (SudokuDemoTrail *self,
                                                guint64          placements,
                                                guint64          backtracks,
                                                const guint8    *values);
guint             sudoku_demo_trail_get_ladder (SudokuDemoTrail *self,
                                                SudokuRung      *rungs);
gboolean          sudoku_demo_trail_get_rate   (SudokuDemoTrail *self,
                                                gint64           now,
                                                guint64         *tried,
                                                guint64         *taken_back);
/* clang-format on */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuDemoTrail, sudoku_demo_trail_free)

G_END_DECLS
