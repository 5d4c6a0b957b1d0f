/* sudoku-board-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-board.h"

G_BEGIN_DECLS

/* The whole state of the cells, as one step of the history: the givens, the
 * player's and the solver's digits, the pencil marks, and whether the player
 * was solving.  A digit placed takes marks away; the history remembers them,
 * so that they come back when the digit goes (a wrong one revealed, erased
 * or typed over), in Undo and Redo too. */
typedef struct
{
  guint8   values[SUDOKU_N_CELLS];
  guint8   origins[SUDOKU_N_CELLS];
  guint16  notes[SUDOKU_N_CELLS];        /* bit d set: d is noted as a candidate */
  guint16  struck[SUDOKU_N_CELLS];       /* marks taken out by a digit of the row, column or box */
  guint16  under[SUDOKU_N_CELLS];        /* a filled cell's notes from before its digit */
  guint8   trial[SUDOKU_N_CELLS];        /* 1: the player's digit was placed in a trial */
  guint8   colours[SUDOKU_N_CELLS];      /* of the cells, 0 for none */
  guint32  note_colours[SUDOKU_N_CELLS]; /* of the pencil marks, as in SudokuPlay */
  gboolean solving;
  gboolean trying; /* Try From Here: the player's digits are a trial's */
} SudokuBoardSnapshot;

#define SUDOKU_NOTES_ALL 0x3fe /* the bits of the digits 1 to 9 */

struct _SudokuBoard
{
  GObject             parent_instance;

  SudokuBoardSnapshot now;                       /* the cells as they are, and whether the player is solving */
  char               *conflicts[SUDOKU_N_CELLS]; /* why a cell clashes, or NULL */
  SudokuBoardState    state;
  guint               n_givens;
  guint               hints;   /* asked for on this puzzle: not a step of the history */
  guint               seconds; /* spent solving it: not a step of the history */

  /* The solution of the givens, found on demand and kept until they change */
  guint8              solution[SUDOKU_N_CELLS];
  guint               n_solutions; /* 0, 1 or 2 (several) */
  gboolean            solution_known;

  /* Owned */
  GArray             *undo; /* of SudokuBoardSnapshot: the cells before each edit */
  GArray             *redo;
  GCancellable       *solve_cancellable;  /* the running solve's: edits cancel it */
  GCancellable       *caller_cancellable; /* the one passed in, linked to it */
  gulong              caller_handler;

  guint               solve_serial; /* bumped by every solve and edit, to drop stale results */

  /* A change of many cells is told once, whole, by ::changed */
  guint               change_depth;
  guint               change_flags; /* SudokuBoardChange, gathered meanwhile */
};

/* clang-format off */
void _sudoku_board_copy_givens  (SudokuBoard               *self,
                                 guint8                     cells[SUDOKU_N_CELLS]);
void _sudoku_board_snapshot     (SudokuBoard               *self,
                                 SudokuBoardSnapshot       *snapshot);
void _sudoku_board_change_to    (SudokuBoard               *self,
                                 const SudokuBoardSnapshot *target);
void _sudoku_board_stop_solve   (SudokuBoard               *self);
void _sudoku_board_drop_solve   (SudokuBoard               *self,
                                 gboolean                   cancel);
void _sudoku_board_leave_solution (SudokuBoard             *self);
void _sudoku_board_set_state    (SudokuBoard               *self,
                                 SudokuBoardState           state);
void _sudoku_board_begin_change (SudokuBoard               *self);
void _sudoku_board_end_change   (SudokuBoard               *self);
void _sudoku_board_emit_cell    (SudokuBoard               *self,
                                 guint                      cell);
void _sudoku_board_place        (SudokuBoardSnapshot       *snapshot,
                                 guint                      cell,
                                 guint                      value,
                                 SudokuOrigin               origin);
void _sudoku_board_forget_struck (SudokuBoardSnapshot      *snapshot);
void _sudoku_board_trim_colours (SudokuBoardSnapshot       *snapshot);
guint32 _sudoku_with_note_colour (guint32                 note_colours,
                                 guint                   digit,
                                 guint                   colour);
/* clang-format on */

G_END_DECLS
