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
  const SudokuGridShape *shape; /* its side, boxes and units */
  guint8                 values[SUDOKU_MAX_CELLS];
  guint8                 origins[SUDOKU_MAX_CELLS];
  guint32                notes[SUDOKU_MAX_CELLS];        /* bit d set: d is noted as a candidate */
  guint32                struck[SUDOKU_MAX_CELLS];       /* marks taken out by a digit of a unit */
  guint32                under[SUDOKU_MAX_CELLS];        /* a filled cell's notes from before its digit */
  guint8                 trial[SUDOKU_MAX_CELLS];        /* 1: the player's digit was placed in a trial */
  guint8                 colours[SUDOKU_MAX_CELLS];      /* of the cells, 0 for none */
  guint64                note_colours[SUDOKU_MAX_CELLS]; /* of the pencil marks, as in SudokuPlay */
  gboolean               solving;
  gboolean               trying; /* Try From Here: the player's digits are a trial's */
} SudokuBoardSnapshot;

/* The bits of the digits 1 to the side of @shape, as in the notes. */
static inline guint32
_sudoku_notes_all (const SudokuGridShape *shape)
{
  return (guint32)((1u << (shape->side + 1)) - 2u);
}

struct _SudokuBoard
{
  GObject             parent_instance;

  SudokuBoardSnapshot now;                         /* the cells as they are, and whether the player is solving */
  char               *conflicts[SUDOKU_MAX_CELLS]; /* why a cell clashes, or NULL */
  SudokuBoardState    state;
  guint               n_givens;
  guint               hints;   /* asked for on this puzzle: not a step of the history */
  guint               seconds; /* spent solving it: not a step of the history */

  /* The solution of the givens, found on demand and kept until they change */
  guint8              solution[SUDOKU_MAX_CELLS];
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

/* The cells of the board's shape: 81 on a 9×9 grid. */
static inline guint
_sudoku_board_n_cells (SudokuBoard *self)
{
  return self->now.shape->n_cells;
}

/* Whether @row and @col name a cell of the board's shape. */
static inline gboolean
_sudoku_board_has_cell (SudokuBoard *self,
                        guint        row,
                        guint        col)
{
  return row < self->now.shape->side && col < self->now.shape->side;
}

/* The cell at @row and @col, in reading order. */
static inline guint
_sudoku_board_cell (SudokuBoard *self,
                    guint        row,
                    guint        col)
{
  return row * self->now.shape->side + col;
}

/* clang-format off */
void _sudoku_board_notify_shape (SudokuBoard             *self);
void _sudoku_board_copy_givens  (SudokuBoard               *self,
                                 guint8                     cells[SUDOKU_MAX_CELLS]);
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
guint64 _sudoku_with_note_colour (guint64                 note_colours,
                                 guint                   digit,
                                 guint                   colour);
/* clang-format on */

G_END_DECLS
