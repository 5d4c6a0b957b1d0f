/* sudoku-demo-replay.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-logic.h"
#include "sudoku-shape-logic.h"
#include "sudoku-solver.h"

G_BEGIN_DECLS

/* What a move of the replay did. */
typedef enum
{
  SUDOKU_REPLAY_STAYED, /* nothing shown changed (an end, or the path not there yet) */
  SUDOKU_REPLAY_MOVED,  /* another step is shown */
  SUDOKU_REPLAY_ENDED,  /* the last step is shown and the end was asked for: the summary has it */
} SudokuReplayMove;

#define SUDOKU_TYPE_DEMO_REPLAY (sudoku_demo_replay_get_type ())
G_DECLARE_FINAL_TYPE (SudokuDemoReplay, sudoku_demo_replay, SUDOKU, DEMO_REPLAY, GObject)

/* clang-format off */
SudokuDemoReplay *sudoku_demo_replay_new         (const guint8      cells[SUDOKU_N_CELLS],
                                                  SudokuStrategy    strategy) G_GNUC_WARN_UNUSED_RESULT;
SudokuDemoReplay *sudoku_demo_replay_new_for_shape (const SudokuGridShape *shape,
                                                    const guint8          *cells,
                                                    SudokuStrategy         strategy) G_GNUC_WARN_UNUSED_RESULT;
void              sudoku_demo_replay_stop        (SudokuDemoReplay *self);
gboolean          sudoku_demo_replay_is_ready    (SudokuDemoReplay *self);
guint             sudoku_demo_replay_get_shown   (SudokuDemoReplay *self);
guint             sudoku_demo_replay_get_n_steps (SudokuDemoReplay *self);
const SudokuLogicStep *sudoku_demo_replay_get_step (SudokuDemoReplay *self);
const SudokuLogicGrid *sudoku_demo_replay_get_grid (SudokuDemoReplay *self,
                                                    guint             index);
const SudokuGridShape *sudoku_demo_replay_get_shape (SudokuDemoReplay *self);
const SudokuShapeStep *sudoku_demo_replay_get_shape_step (SudokuDemoReplay *self);
const SudokuShapeGrid *sudoku_demo_replay_get_shape_grid (SudokuDemoReplay *self,
                                                          guint             index);
gboolean          sudoku_demo_replay_is_stuck    (SudokuDemoReplay *self);
SudokuReplayMove  sudoku_demo_replay_step        (SudokuDemoReplay *self,
                                                  int               delta);
SudokuReplayMove  sudoku_demo_replay_advance     (SudokuDemoReplay *self,
                                                  guint             n_steps);
SudokuReplayMove  sudoku_demo_replay_finish      (SudokuDemoReplay *self);
const char       *sudoku_demo_replay_get_summary (SudokuDemoReplay *self);
/* clang-format on */

G_END_DECLS
