/* sudoku-board.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-logic.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape.h"
#include "sudoku-solver.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_ORIGIN_GIVEN,  /* typed or loaded as part of the puzzle */
  SUDOKU_ORIGIN_SOLVED, /* filled by the solver, or revealed */
  SUDOKU_ORIGIN_PLAYER, /* typed by the player after sudoku_board_start_solving() */
} SudokuOrigin;

typedef enum
{
  SUDOKU_BOARD_EDITING,
  SUDOKU_BOARD_SOLVING,
  SUDOKU_BOARD_SOLVED,
  SUDOKU_BOARD_NO_SOLUTION,
  SUDOKU_BOARD_CANCELLED,
} SudokuBoardState;

/* What a change of the board changed (SudokuBoard::changed). */
typedef enum
{
  SUDOKU_BOARD_CHANGE_CELLS = 1 << 0,   /* digits or their origins */
  SUDOKU_BOARD_CHANGE_NOTES = 1 << 1,   /* pencil marks */
  SUDOKU_BOARD_CHANGE_STATE = 1 << 2,   /* #SudokuBoard:state */
  SUDOKU_BOARD_CHANGE_SOLVING = 1 << 3, /* #SudokuBoard:solving */
  SUDOKU_BOARD_CHANGE_TRIAL = 1 << 4,   /* a trial begun or ended (Try From Here) */
  SUDOKU_BOARD_CHANGE_COLOURS = 1 << 5, /* colours of cells or pencil marks */
} SudokuBoardChange;

typedef enum
{
  SUDOKU_SOLUTIONS_NONE,
  SUDOKU_SOLUTIONS_UNIQUE,
  SUDOKU_SOLUTIONS_MULTIPLE,
} SudokuSolutions;

/**
 * SudokuSolveResult:
 * @solutions: whether the puzzle has none, one or several solutions
 * @solution: the solution shown, when there is one
 * @order: the cells the solver filled, in the order it filled them
 * @n_order: how many cells @order holds
 * @stats: placements, backtracks and time of the search
 */
typedef struct
{
  SudokuStrategy   strategy;
  SudokuSolutions  solutions;
  guint8           solution[SUDOKU_MAX_CELLS];
  guint8           order[SUDOKU_MAX_CELLS];
  guint            n_order;
  SudokuSolveStats stats;
} SudokuSolveResult;

/**
 * SudokuPlay:
 * @solving: the puzzle is entered and the player is solving it
 * @player: the player's digits, 0 elsewhere
 * @notes: the pencil marks of each cell, as bits: `1 << d` for the digit d
 * @revealed: the digits the player had revealed (Reveal Cell), 0 elsewhere
 * @hints: how many hints the player asked for on this puzzle
 * @seconds: how long the player has been solving it
 * @colours: the colours of the cells, 1 to %SUDOKU_N_COLOURS, 0 for none
 * @note_colours: the colours of each cell's pencil marks: see
 *   sudoku_note_colour ()
 *
 * The player's side of a board, as kept between two runs.
 */
typedef struct
{
  gboolean solving;
  guint8   player[SUDOKU_MAX_CELLS];
  guint32  notes[SUDOKU_MAX_CELLS];
  guint8   revealed[SUDOKU_MAX_CELLS];
  guint    hints;
  guint    seconds;
  guint8   colours[SUDOKU_MAX_CELLS];
  guint64  note_colours[SUDOKU_MAX_CELLS];
} SudokuPlay;

/* How many colours a player can put on cells and pencil marks. */
#define SUDOKU_N_COLOURS 4

/* clang-format off */
gboolean          sudoku_play_has_work          (const SudokuPlay    *play);
gboolean          sudoku_play_is_empty          (const SudokuPlay    *play);
/* clang-format on */

#define SUDOKU_TYPE_BOARD (sudoku_board_get_type ())
G_DECLARE_FINAL_TYPE (SudokuBoard, sudoku_board, SUDOKU, BOARD, GObject)

/* clang-format off */
SudokuBoard      *sudoku_board_new              (void) G_GNUC_WARN_UNUSED_RESULT;
guint             sudoku_board_get_value        (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
SudokuOrigin      sudoku_board_get_origin       (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_set_value        (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                value,
                                                 GError             **error);
gboolean          sudoku_board_set_text         (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 const char          *text,
                                                 GError             **error);
void              sudoku_board_load             (SudokuBoard         *self,
                                                 const guint8         cells[SUDOKU_N_CELLS]);
void              sudoku_board_load_shaped      (SudokuBoard         *self,
                                                 const SudokuGridShape *shape,
                                                 const guint8        *cells);
const SudokuGridShape *sudoku_board_get_shape   (SudokuBoard         *self);
void              sudoku_board_clear            (SudokuBoard         *self);
void              sudoku_board_clear_solution   (SudokuBoard         *self);
void              sudoku_board_get_givens       (SudokuBoard         *self,
                                                 guint8               cells[SUDOKU_MAX_CELLS]);
guint             sudoku_board_get_n_givens     (SudokuBoard         *self);
SudokuBoardState  sudoku_board_get_state        (SudokuBoard         *self);
const char       *sudoku_board_get_conflict     (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_has_conflicts    (SudokuBoard         *self);
gboolean          sudoku_board_get_can_undo     (SudokuBoard         *self);
gboolean          sudoku_board_get_can_redo     (SudokuBoard         *self);
gboolean          sudoku_board_undo             (SudokuBoard         *self);
gboolean          sudoku_board_redo             (SudokuBoard         *self);
void              sudoku_board_forget_history   (SudokuBoard         *self);
void              sudoku_board_solve_async      (SudokuBoard         *self,
                                                 SudokuStrategy       strategy,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean          sudoku_board_solve_finish     (SudokuBoard         *self,
                                                 GAsyncResult        *result,
                                                 SudokuSolveResult   *out_result,
                                                 GError             **error);
void              sudoku_board_cancel_solve     (SudokuBoard         *self);
void              sudoku_board_show_solution    (SudokuBoard         *self,
                                                 const guint8        *solution);

void              sudoku_board_start_solving    (SudokuBoard         *self);
gboolean          sudoku_board_get_solving      (SudokuBoard         *self);
void              sudoku_board_edit_puzzle      (SudokuBoard         *self);
void              sudoku_board_get_player_digits (SudokuBoard        *self,
                                                  guint8              cells[SUDOKU_MAX_CELLS]);
guint             sudoku_board_get_notes        (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_set_notes        (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                notes,
                                                 GError             **error);
gboolean          sudoku_board_toggle_note      (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                digit,
                                                 GError             **error);
void              sudoku_board_clear_notes      (SudokuBoard         *self);
void              sudoku_board_fill_notes       (SudokuBoard         *self);
gboolean          sudoku_board_get_solution     (SudokuBoard         *self,
                                                 guint8               solution[SUDOKU_MAX_CELLS],
                                                 GError             **error);
int               sudoku_board_check            (SudokuBoard         *self,
                                                 guint8               wrong[SUDOKU_MAX_CELLS],
                                                 GError             **error);
void              sudoku_board_get_play         (SudokuBoard         *self,
                                                 SudokuPlay          *play);
void              sudoku_board_set_play         (SudokuBoard         *self,
                                                 const SudokuPlay    *play);
void              sudoku_board_apply_step       (SudokuBoard         *self,
                                                 const SudokuLogicStep *step,
                                                 const guint16        cands[SUDOKU_N_CELLS]);
void              sudoku_board_apply_shape_step (SudokuBoard         *self,
                                                 const SudokuShapeStep *step,
                                                 const guint32       *cands);
void              sudoku_board_add_givens       (SudokuBoard         *self,
                                                 const guint8        *added);
gboolean          sudoku_board_get_finished     (SudokuBoard         *self);
void              sudoku_board_count_hint       (SudokuBoard         *self);
void              sudoku_board_add_seconds      (SudokuBoard         *self,
                                                 guint                seconds);
gboolean          sudoku_board_reveal           (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 GError             **error);
gboolean          sudoku_board_get_trying       (SudokuBoard         *self);
gboolean          sudoku_board_get_trial        (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_try_from_here    (SudokuBoard         *self,
                                                 GError             **error);
guint             sudoku_board_keep_trial       (SudokuBoard         *self);
guint             sudoku_board_take_back_trial  (SudokuBoard         *self);
int               sudoku_board_back_to_first_mistake (SudokuBoard    *self,
                                                 GError             **error);
guint             sudoku_note_colour            (guint64              note_colours,
                                                 guint                digit);
guint             sudoku_board_get_colour       (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_set_colour       (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                colour,
                                                 GError             **error);
guint             sudoku_board_get_note_colour  (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                digit);
guint64           sudoku_board_get_note_colours (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col);
gboolean          sudoku_board_set_note_colour  (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                digit,
                                                 guint                colour,
                                                 GError             **error);
gboolean          sudoku_board_paint            (SudokuBoard         *self,
                                                 guint                row,
                                                 guint                col,
                                                 guint                digit,
                                                 guint                colour,
                                                 GError             **error);
gboolean          sudoku_board_has_colours      (SudokuBoard         *self);
void              sudoku_board_clear_colours    (SudokuBoard         *self);
/* clang-format on */

G_END_DECLS
