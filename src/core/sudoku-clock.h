/* sudoku-clock.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SUDOKU_TYPE_CLOCK (sudoku_clock_get_type ())
G_DECLARE_FINAL_TYPE (SudokuClock, sudoku_clock, SUDOKU, CLOCK, GObject)

/* clang-format off */
SudokuClock *sudoku_clock_new         (void) G_GNUC_WARN_UNUSED_RESULT;
gboolean     sudoku_clock_get_active  (SudokuClock *self);
void         sudoku_clock_set_active  (SudokuClock *self,
                                       gboolean     active);
gboolean     sudoku_clock_get_paused  (SudokuClock *self);
void         sudoku_clock_set_paused  (SudokuClock *self,
                                       gboolean     paused);
gboolean     sudoku_clock_get_busy    (SudokuClock *self);
void         sudoku_clock_set_busy    (SudokuClock *self,
                                       gboolean     busy);
gboolean     sudoku_clock_get_playing (SudokuClock *self);
void         sudoku_clock_set_playing (SudokuClock *self,
                                       gboolean     playing);
gboolean     sudoku_clock_get_running (SudokuClock *self);

char        *sudoku_clock_text        (guint        seconds) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
