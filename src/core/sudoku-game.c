/* sudoku-game.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-game-private.h"

/* One puzzle being played: its board, with the board's undo history, so
 * that Undo never leaves the puzzle it was made on, and the player's side
 * of it (digits, notes, revealed cells, hints, time); the clock, whether
 * the player has finished, and the hint being told.  A document keeps one
 * game for each puzzle visited while it is open (sudoku_document_get_game ());
 * the window shows the current one and tells its clock (sudoku-clock.c)
 * what only a window knows: whether it is in front and whether a demo runs
 * on the board.  What the status line should say comes as
 * #SudokuGame::message.
 *
 * What counts as a solve, for the player's times (sudoku-stats.c): the
 * player filling the grid right by hand (#SudokuGame:finished), told once
 * a game by #SudokuGame::completed with the time and whether the player had
 * help: a hint asked for, a digit checked, a cell revealed, Solve's
 * solution shown, or a demo of the search run on it.  A game that was finished when it was made (a play kept
 * from the last run) is not told again, nor is one finished a second time
 * after Undo: each solve counts once. */

G_DEFINE_FINAL_TYPE (SudokuGame, sudoku_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_CLOCK,
  PROP_ELAPSED,
  PROP_FINISHED,
  PROP_PAUSED,
  PROP_HELPED,
  PROP_HINT_STAGE,
  PROP_HINT_PENDING,
  PROP_CAN_APPLY,
  N_PROPS
};

enum
{
  MESSAGE,
  WRONG_CHANGED,
  SOLVED,
  COMPLETED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* The clock */

/* Whether the player may be at the puzzle: being solved, not finished, no
 * search on it and no solution shown (the clock also asks that the window
 * be in front and the game not paused). */
static gboolean
may_play (SudokuGame *self)
{
  SudokuBoardState state = sudoku_board_get_state (self->board);

  return sudoku_board_get_solving (self->board) && !self->finished &&
         state != SUDOKU_BOARD_SOLVING && state != SUDOKU_BOARD_SOLVED;
}

static void
tick_cb (SudokuGame *self,
         guint       seconds)
{
  sudoku_board_add_seconds (self->board, seconds);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ELAPSED]);
}

static void
update_clock (SudokuGame *self)
{
  sudoku_clock_set_playing (self->clock, may_play (self));
}

static void
clock_paused_cb (SudokuGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

/* A demo at the board (the clock is busy) shows the solver's search: help,
 * as Solve is. */
static void
clock_busy_cb (SudokuGame *self)
{
  if (!sudoku_clock_get_busy (self->clock) || self->helped)
    return;
  self->helped = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HELPED]);
}

/**
 * sudoku_game_get_paused:
 * @self: a #SudokuGame
 *
 * Returns: whether the player paused the game (its clock's
 *   #SudokuClock:paused)
 */
gboolean
sudoku_game_get_paused (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return sudoku_clock_get_paused (self->clock);
}

/**
 * sudoku_game_set_paused:
 * @self: a #SudokuGame
 * @paused: whether the player pauses the game
 *
 * Pauses the game or takes it up again: its clock stops while it is
 * paused.  Only a game being played is paused: while it is not
 * (sudoku_game_get_can_pause ()), %TRUE does nothing.
 */
void
sudoku_game_set_paused (SudokuGame *self,
                        gboolean    paused)
{
  g_return_if_fail (SUDOKU_IS_GAME (self));
  if (paused && !sudoku_game_get_can_pause (self))
    return;
  sudoku_clock_set_paused (self->clock, paused);
}

/**
 * sudoku_game_get_can_pause:
 * @self: a #SudokuGame
 *
 * Returns: whether the game is there to be played (being solved, not
 *   finished, no search or solution on it), so that pausing it means
 *   something; or whether it is paused, to be taken up again
 */
gboolean
sudoku_game_get_can_pause (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return may_play (self) || sudoku_clock_get_paused (self->clock);
}

/* Help */

/**
 * sudoku_game_get_helped:
 * @self: a #SudokuGame
 *
 * Whether the player had help on this puzzle: a hint asked for or a cell
 * revealed (kept with the play between two runs), a check, Solve's
 * solution shown or a demo run on it (for this game's life).
 *
 * Returns: %TRUE if a solve of it is not all the player's
 */
gboolean
sudoku_game_get_helped (SudokuGame *self)
{
  SudokuPlay play;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  if (self->helped)
    return TRUE;
  sudoku_board_get_play (self->board, &play);
  if (play.hints > 0)
    return TRUE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (play.revealed[cell] != 0)
      return TRUE;
  return FALSE;
}

/* Finished */

/**
 * sudoku_game_update:
 * @self: a #SudokuGame
 *
 * Judges now whether the player has finished (#SudokuGame:finished), and
 * whether the clock runs.  The game does it by itself each time a change of
 * its board is whole (#SudokuBoard::changed: a change of many cells, Undo
 * or a solution shown, tells them one by one, and a grid full on the way
 * is not finished).
 */
void
sudoku_game_update (SudokuGame *self)
{
  gboolean finished;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  finished = sudoku_board_get_finished (self->board);
  if (finished != self->finished)
    {
      self->finished = finished;
      if (finished)
        {
          g_autofree char *time = sudoku_clock_text (sudoku_game_get_elapsed (self));
          g_autofree char *text = NULL;

          sudoku_game_close_hint (self);
          /* Translators: %s is a time such as 12:05 */
          text = g_strdup_printf (_("Solved by hand in %s: well done!"), time);
          g_signal_emit (self, signals[MESSAGE], 0, text);
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
      /* Once a game: Undo and the last digit again is the same solve. */
      if (finished && !self->completed)
        {
          self->completed = TRUE;
          g_signal_emit (self, signals[COMPLETED], 0, sudoku_game_get_elapsed (self),
                         sudoku_game_get_helped (self));
        }
    }
  update_clock (self);
}

/* A change of the board is whole: a digit or a note changed takes away a
 * hint found on the board before, and the player may have finished. */
static void
board_changed_cb (SudokuGame *self,
                  guint       what)
{
  if (what & (SUDOKU_BOARD_CHANGE_CELLS | SUDOKU_BOARD_CHANGE_NOTES))
    sudoku_game_close_hint (self);
  sudoku_game_update (self);
}

/* A digit changed: a mark of it wrong goes, and a search for the digits
 * that stop the puzzle as it was is moot. */
static void
cell_changed_cb (SudokuGame *self,
                 guint       row,
                 guint       col)
{
  _sudoku_game_forget_wrong (self, row * sudoku_board_get_shape (self->board)->side + col);
}

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
  return sudoku_game_new_shaped (sudoku_grid_shape_get (9, FALSE), givens, play, to_solve);
}

/**
 * sudoku_game_new_shaped:
 * @shape: the shape of the puzzle's grid
 * @givens: the puzzle, @shape's n_cells digits
 * @play: (nullable): as sudoku_game_new ()
 * @to_solve: as sudoku_game_new ()
 *
 * sudoku_game_new () on a grid of any shape.
 *
 * Returns: (transfer full): a new game
 */
SudokuGame *
sudoku_game_new_shaped (const SudokuGridShape *shape,
                        const guint8          *givens,
                        const SudokuPlay      *play,
                        gboolean               to_solve)
{
  SudokuGame *self;

  g_return_val_if_fail (shape != NULL && givens != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_GAME, NULL);
  sudoku_board_load_shaped (self->board, shape, givens);
  sudoku_board_forget_history (self->board);
  if (play != NULL && !sudoku_play_is_empty (play))
    sudoku_board_set_play (self->board, play);
  else if (to_solve && sudoku_board_get_n_givens (self->board) > 0)
    sudoku_board_start_solving (self->board);
  /* A play kept may be a finished one: it is from the start. */
  sudoku_game_update (self);
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
                        guint8      givens[SUDOKU_MAX_CELLS])
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

/**
 * sudoku_game_get_clock:
 * @self: a #SudokuGame
 *
 * Returns: (transfer none): the game's clock, which the window tells
 *   whether it is in front (#SudokuClock:active) and whether a demo runs
 *   (#SudokuClock:busy)
 */
SudokuClock *
sudoku_game_get_clock (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);
  return self->clock;
}

/**
 * sudoku_game_get_elapsed:
 * @self: a #SudokuGame
 *
 * Returns: the seconds the player has spent solving the puzzle
 */
guint
sudoku_game_get_elapsed (SudokuGame *self)
{
  SudokuPlay play;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), 0);
  sudoku_board_get_play (self->board, &play);
  return play.seconds;
}

/**
 * sudoku_game_get_finished:
 * @self: a #SudokuGame
 *
 * Returns: whether the player has solved the puzzle by hand
 */
gboolean
sudoku_game_get_finished (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);
  return self->finished;
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
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_ELAPSED:
      g_value_set_uint (value, sudoku_game_get_elapsed (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, sudoku_game_get_paused (self));
      break;
    case PROP_HELPED:
      g_value_set_boolean (value, sudoku_game_get_helped (self));
      break;
    case PROP_HINT_STAGE:
      g_value_set_int (value, self->hint_stage);
      break;
    case PROP_HINT_PENDING:
      g_value_set_boolean (value, sudoku_game_get_hint_pending (self));
      break;
    case PROP_CAN_APPLY:
      g_value_set_boolean (value, sudoku_game_get_can_apply (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_game_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SudokuGame *self = SUDOKU_GAME (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      sudoku_game_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_game_dispose (GObject *object)
{
  SudokuGame *self = SUDOKU_GAME (object);

  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  g_cancellable_cancel (self->solve_cancellable);
  g_clear_object (&self->solve_cancellable);
  g_cancellable_cancel (self->wrong_cancellable);
  g_clear_object (&self->wrong_cancellable);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board, self);
      sudoku_board_cancel_solve (self->board);
    }
  g_clear_object (&self->board);

  G_OBJECT_CLASS (sudoku_game_parent_class)->dispose (object);
}

static void
sudoku_game_class_init (SudokuGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   read = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sudoku_game_get_property;
  object_class->set_property = sudoku_game_set_property;
  object_class->dispose = sudoku_game_dispose;

  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, SUDOKU_TYPE_BOARD, read);
  properties[PROP_CLOCK] = g_param_spec_object ("clock", NULL, NULL, SUDOKU_TYPE_CLOCK, read);
  properties[PROP_ELAPSED] = g_param_spec_uint ("elapsed", NULL, NULL, 0, G_MAXUINT, 0, read);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, read);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HELPED] = g_param_spec_boolean ("helped", NULL, NULL, FALSE, read);
  properties[PROP_HINT_STAGE] =
    g_param_spec_int ("hint-stage", NULL, NULL, -1, SUDOKU_HINT_N_STAGES - 1, -1, read);
  properties[PROP_HINT_PENDING] = g_param_spec_boolean ("hint-pending", NULL, NULL, FALSE, read);
  properties[PROP_CAN_APPLY] = g_param_spec_boolean ("can-apply", NULL, NULL, FALSE, read);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuGame::message:
   * @text: what the status line says now
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SudokuGame::wrong-changed:
   *
   * The digits marked wrong changed (sudoku_game_get_wrong ()).
   */
  signals[WRONG_CHANGED] = g_signal_new ("wrong-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * SudokuGame::solved:
   * @order: (array length=n_order) (element-type guint8): the cells in the
   *   order the solver filled them
   * @n_order: how many
   *
   * sudoku_game_solve () found a solution and the board shows it.
   */
  signals[SOLVED] = g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);

  /**
   * SudokuGame::completed:
   * @seconds: the player's time
   * @helped: whether the player had help (sudoku_game_get_helped ())
   *
   * The player solved the puzzle by hand: told once a game, never for a
   * game finished when it was made.
   */
  signals[COMPLETED] = g_signal_new ("completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
}

static void
sudoku_game_init (SudokuGame *self)
{
  self->hint_stage = -1;
  self->board = sudoku_board_new ();
  self->clock = sudoku_clock_new ();
  g_signal_connect_swapped (self->clock, "tick", G_CALLBACK (tick_cb), self);
  g_signal_connect_swapped (self->clock, "notify::paused", G_CALLBACK (clock_paused_cb), self);
  g_signal_connect_swapped (self->clock, "notify::busy", G_CALLBACK (clock_busy_cb), self);
  g_signal_connect_swapped (self->board, "cell-changed", G_CALLBACK (cell_changed_cb), self);
  g_signal_connect_swapped (self->board, "changed", G_CALLBACK (board_changed_cb), self);
}
