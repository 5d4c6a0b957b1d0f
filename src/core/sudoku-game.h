/* sudoku-game.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-clock.h"
#include "sudoku-hint.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_GAME (sudoku_game_get_type ())
G_DECLARE_FINAL_TYPE (SudokuGame, sudoku_game, SUDOKU, GAME, GObject)

/* clang-format off */
SudokuGame       *sudoku_game_new             (const guint8      givens[SUDOKU_N_CELLS],
                                               const SudokuPlay *play,
                                               gboolean          to_solve) G_GNUC_WARN_UNUSED_RESULT;
SudokuGame       *sudoku_game_new_shaped      (const SudokuGridShape *shape,
                                               const guint8      *givens,
                                               const SudokuPlay  *play,
                                               gboolean           to_solve) G_GNUC_WARN_UNUSED_RESULT;
SudokuBoard      *sudoku_game_get_board       (SudokuGame       *self);
void              sudoku_game_get_givens      (SudokuGame       *self,
                                               guint8            givens[SUDOKU_MAX_CELLS]);
void              sudoku_game_get_play        (SudokuGame       *self,
                                               SudokuPlay       *play);

SudokuClock      *sudoku_game_get_clock       (SudokuGame       *self);
guint             sudoku_game_get_elapsed     (SudokuGame       *self);
gboolean          sudoku_game_get_finished    (SudokuGame       *self);
gboolean          sudoku_game_get_paused      (SudokuGame       *self);
void              sudoku_game_set_paused      (SudokuGame       *self,
                                               gboolean          paused);
gboolean          sudoku_game_get_can_pause   (SudokuGame       *self);
gboolean          sudoku_game_get_helped      (SudokuGame       *self);
void              sudoku_game_update          (SudokuGame       *self);

void              sudoku_game_hint            (SudokuGame       *self);
gboolean          sudoku_game_get_can_hint    (SudokuGame       *self);
int               sudoku_game_get_hint_stage  (SudokuGame       *self);
gboolean          sudoku_game_get_hint_pending (SudokuGame      *self);
const SudokuHint *sudoku_game_get_hint        (SudokuGame       *self);
const guint8     *sudoku_game_get_hint_values (SudokuGame       *self);
char             *sudoku_game_dup_hint_text   (SudokuGame       *self) G_GNUC_WARN_UNUSED_RESULT;
gboolean          sudoku_game_get_can_apply   (SudokuGame       *self);
gboolean          sudoku_game_apply_hint      (SudokuGame       *self);
void              sudoku_game_close_hint      (SudokuGame       *self);

void              sudoku_game_try_from_here   (SudokuGame       *self);
void              sudoku_game_end_trial       (SudokuGame       *self,
                                               gboolean          keep);
void              sudoku_game_back_to_first_mistake (SudokuGame *self);
void              sudoku_game_check           (SudokuGame       *self);
const guint8     *sudoku_game_get_wrong       (SudokuGame       *self);
void              sudoku_game_reveal_cell     (SudokuGame       *self,
                                               int               cell);
gboolean          sudoku_game_solve           (SudokuGame       *self,
                                               SudokuStrategy    strategy);
/* clang-format on */

G_END_DECLS
