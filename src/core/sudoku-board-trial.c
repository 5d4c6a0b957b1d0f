/* sudoku-board-trial.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-board-private.h"

/* Trial and error as people do it on paper: Try From Here marks every digit
 * the player places after it as a trial's; Keep makes them ordinary digits,
 * Take Back removes them all at once.  And, with the solution, back to
 * before the first mistake.  Each is one step of the history (a trial's
 * start and end too), so Undo and Redo go through them as through digits. */

/**
 * sudoku_board_get_trying:
 * @self: a #SudokuBoard
 *
 * Returns: whether a trial runs: the digits the player places are its own
 */
gboolean
sudoku_board_get_trying (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  return self->now.trying;
}

/**
 * sudoku_board_get_trial:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: whether the cell holds a digit the player placed in a trial
 */
gboolean
sudoku_board_get_trial (SudokuBoard *self,
                        guint        row,
                        guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  return self->now.trial[_sudoku_board_cell (self, row, col)] != 0;
}

/**
 * sudoku_board_try_from_here:
 * @self: a #SudokuBoard
 * @error: return location for a %SUDOKU_ERROR_NOT_SOLVING error
 *
 * Begins a trial: the digits the player places from now on are marked as
 * its own until sudoku_board_keep_trial () or
 * sudoku_board_take_back_trial ().  Only while the puzzle is solved by
 * hand; a trial already running goes on.
 *
 * Returns: %TRUE if a trial runs
 */
gboolean
sudoku_board_try_from_here (SudokuBoard *self,
                            GError     **error)
{
  SudokuBoardSnapshot target;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->now.solving)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_NOT_SOLVING,
                           /* Translators: Try From Here chosen while a puzzle is typed in */
                           _("A trial starts from a puzzle being solved: press Start Solving first"));
      return FALSE;
    }
  _sudoku_board_snapshot (self, &target);
  target.trying = TRUE;
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/* Ends the trial in @target, its digits kept or taken back; returns how
 * many there were. */
static guint
end_trial (SudokuBoardSnapshot *target,
           gboolean             keep)
{
  guint n = 0;

  for (guint cell = 0; cell < target->shape->n_cells; cell++)
    if (target->trial[cell])
      {
        n++;
        target->trial[cell] = 0;
        if (!keep)
          _sudoku_board_place (target, cell, 0, SUDOKU_ORIGIN_PLAYER);
      }
  target->trying = FALSE;
  return n;
}

/**
 * sudoku_board_keep_trial:
 * @self: a #SudokuBoard
 *
 * Ends the trial: its digits become the player's ordinary digits.
 *
 * Returns: how many digits the trial had placed
 */
guint
sudoku_board_keep_trial (SudokuBoard *self)
{
  SudokuBoardSnapshot target;
  guint               n;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);

  _sudoku_board_snapshot (self, &target);
  n = end_trial (&target, TRUE);
  _sudoku_board_change_to (self, &target);
  return n;
}

/**
 * sudoku_board_take_back_trial:
 * @self: a #SudokuBoard
 *
 * Ends the trial and takes its digits out, all at once; the pencil marks
 * they took out come back.
 *
 * Returns: how many digits were taken out
 */
guint
sudoku_board_take_back_trial (SudokuBoard *self)
{
  SudokuBoardSnapshot target;
  guint               n;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);

  _sudoku_board_snapshot (self, &target);
  n = end_trial (&target, FALSE);
  _sudoku_board_change_to (self, &target);
  return n;
}

/* Whether @snapshot holds a digit of the player that the solution (of a
 * grid of @shape) does not have.  A snapshot of another shape is of another
 * puzzle: no mistake of this one. */
static gboolean
has_mistake (const SudokuBoardSnapshot *snapshot,
             const SudokuGridShape     *shape,
             const guint8              *solution)
{
  if (snapshot->shape != shape)
    return FALSE;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (snapshot->values[cell] != 0 && snapshot->origins[cell] == SUDOKU_ORIGIN_PLAYER &&
        snapshot->values[cell] != solution[cell])
      return TRUE;
  return FALSE;
}

/**
 * sudoku_board_back_to_first_mistake:
 * @self: a #SudokuBoard
 * @error: return location for an error of sudoku_board_get_solution ()
 *
 * Undoes the player's steps back to the last moment all the player's digits
 * were right, before the first of the mistakes on the board now went in
 * (a mistake taken back since does not count), as that many Undos (Redo
 * brings them back).  If that moment is further back than the history
 * reaches, the oldest state it keeps is shown with its wrong digits taken
 * out, as one more step (which Redo cannot undo).
 *
 * Returns: how many steps were undone (0: no digit is wrong), or -1 if the
 *   puzzle has no single solution
 */
int
sudoku_board_back_to_first_mistake (SudokuBoard *self,
                                    GError     **error)
{
  guint8              solution[SUDOKU_MAX_CELLS];
  SudokuBoardSnapshot now;
  guint               clean, n_undo;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  if (!sudoku_board_get_solution (self, solution, error))
    return -1;
  _sudoku_board_snapshot (self, &now);
  if (!has_mistake (&now, now.shape, solution))
    return 0;
  /* The latest state the history keeps with no mistake (its states come
   * oldest first). */
  for (clean = self->undo->len; clean > 0; clean--)
    if (!has_mistake (&g_array_index (self->undo, SudokuBoardSnapshot, clean - 1), now.shape,
                      solution))
      break;
  n_undo = self->undo->len - (clean > 0 ? clean - 1 : 0);
  for (guint i = 0; i < n_undo; i++)
    sudoku_board_undo (self);
  if (clean == 0)
    {
      SudokuBoardSnapshot target;

      _sudoku_board_snapshot (self, &target);
      for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
        if (target.values[cell] != 0 && target.origins[cell] == SUDOKU_ORIGIN_PLAYER &&
            target.values[cell] != solution[cell])
          _sudoku_board_place (&target, cell, 0, SUDOKU_ORIGIN_PLAYER);
      _sudoku_board_change_to (self, &target);
      n_undo++;
    }
  return (int)n_undo;
}
