/* sudoku-game.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-game"

#include "config.h"

#include "sudoku-game.h"

/* One puzzle being played: its board, with the board's undo history, so
 * that Undo never leaves the puzzle it was made on, and the player's side
 * of it (digits, notes, revealed cells, hints, time).  A document keeps one
 * game for each puzzle visited while it is open (sudoku_document_get_game ());
 * the window shows the current one's board. */

struct _SudokuGame
{
  GObject      parent_instance;

  /* Owned */
  SudokuBoard *board;
};

G_DEFINE_FINAL_TYPE (SudokuGame, sudoku_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * sudoku_game_new:
 * @givens: the puzzle, 0 for an empty cell
 * @play: (nullable): the player's digits, notes, revealed cells, hints and
 *   time kept for it
 * @to_solve: with no play kept, whether the puzzle is there to be solved
 *   (a puzzle from a file) rather than still being entered
 *
 * Makes the game of one puzzle.  Its history starts with the puzzle: Undo
 * goes back at most to entering the puzzle itself (from a play kept, or
 * from solving), never to another puzzle.
 *
 * Returns: (transfer full): a new #SudokuGame
 */
SudokuGame *
sudoku_game_new (const guint8      givens[SUDOKU_N_CELLS],
                 const SudokuPlay *play,
                 gboolean          to_solve)
{
  SudokuGame *self;

  g_return_val_if_fail (givens != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_GAME, NULL);
  sudoku_board_load (self->board, givens);
  sudoku_board_forget_history (self->board);
  if (play != NULL && !sudoku_play_is_empty (play))
    sudoku_board_set_play (self->board, play);
  else if (to_solve && sudoku_board_get_n_givens (self->board) > 0)
    sudoku_board_start_solving (self->board);
  return self;
}

/**
 * sudoku_game_get_board:
 * @self: a #SudokuGame
 *
 * Returns: (transfer none): the game's board
 */
SudokuBoard *
sudoku_game_get_board (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);
  return self->board;
}

/**
 * sudoku_game_get_givens:
 * @self: a #SudokuGame
 * @givens: (out): the puzzle as it is now (edits to it included)
 */
void
sudoku_game_get_givens (SudokuGame *self,
                        guint8      givens[SUDOKU_N_CELLS])
{
  g_return_if_fail (SUDOKU_IS_GAME (self));
  sudoku_board_get_givens (self->board, givens);
}

/**
 * sudoku_game_get_play:
 * @self: a #SudokuGame
 * @play: (out): the player's side of the game, as kept between two runs
 */
void
sudoku_game_get_play (SudokuGame *self,
                      SudokuPlay *play)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));
  sudoku_board_get_play (self->board, play);
}

static void
sudoku_game_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuGame *self = SUDOKU_GAME (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_game_dispose (GObject *object)
{
  SudokuGame *self = SUDOKU_GAME (object);

  if (self->board != NULL)
    sudoku_board_cancel_solve (self->board);
  g_clear_object (&self->board);

  G_OBJECT_CLASS (sudoku_game_parent_class)->dispose (object);
}

static void
sudoku_game_class_init (SudokuGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_game_get_property;
  object_class->dispose = sudoku_game_dispose;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, SUDOKU_TYPE_BOARD,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_game_init (SudokuGame *self)
{
  self->board = sudoku_board_new ();
}
