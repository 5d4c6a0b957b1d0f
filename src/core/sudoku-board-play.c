/* sudoku-board-play.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-board-private.h"
#include "sudoku-shape-solver.h"

/* Solving by hand on a SudokuBoard: the player's digits, pencil marks, and
 * checking them against the solution. */

/**
 * sudoku_board_start_solving:
 * @self: a #SudokuBoard
 *
 * Says the puzzle is entered: from now on typed digits are the player's
 * (%SUDOKU_ORIGIN_PLAYER) and the givens are locked.  A solution shown is
 * cleared first.  One step that can be undone (undo goes back to entering);
 * sudoku_board_load() goes back to entering a puzzle too.
 */
void
sudoku_board_start_solving (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (self->now.solving)
    return;
  _sudoku_board_leave_solution (self);
  _sudoku_board_snapshot (self, &target);
  target.solving = TRUE;
  _sudoku_board_change_to (self, &target);
}

gboolean
sudoku_board_get_solving (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  return self->now.solving;
}

/**
 * sudoku_board_get_player_digits:
 * @self: a #SudokuBoard
 * @cells: (out caller-allocates): the player's digits, 0 elsewhere
 */
void
sudoku_board_get_player_digits (SudokuBoard *self,
                                guint8       cells[SUDOKU_MAX_CELLS])
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cells != NULL);

  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    cells[cell] = self->now.origins[cell] == SUDOKU_ORIGIN_PLAYER ? self->now.values[cell] : 0;
}

/**
 * sudoku_board_get_play:
 * @self: a #SudokuBoard
 * @play: (out caller-allocates): the player's digits and notes, and whether
 *   the player is solving
 */
void
sudoku_board_get_play (SudokuBoard *self,
                       SudokuPlay  *play)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (play != NULL);

  memset (play, 0, sizeof *play);
  play->solving = self->now.solving;
  sudoku_board_get_player_digits (self, play->player);
  memcpy (play->notes, self->now.notes, sizeof play->notes);
  /* The solver's whole solution shown is not the player's. */
  if (self->now.solving && self->state != SUDOKU_BOARD_SOLVED)
    for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
      if (self->now.origins[cell] == SUDOKU_ORIGIN_SOLVED)
        play->revealed[cell] = self->now.values[cell];
  play->hints = self->hints;
  play->seconds = self->seconds;
  memcpy (play->colours, self->now.colours, sizeof play->colours);
  memcpy (play->note_colours, self->now.note_colours, sizeof play->note_colours);
}

/**
 * sudoku_play_has_work:
 * @play: the player's side of a puzzle
 *
 * Returns: whether the player did something on the puzzle: a digit, a
 *   note, a cell revealed, a hint asked for (time spent looking at it
 *   alone is nothing)
 */
gboolean
sudoku_play_has_work (const SudokuPlay *play)
{
  g_return_val_if_fail (play != NULL, FALSE);

  if (play->hints != 0)
    return TRUE;
  for (guint cell = 0; cell < SUDOKU_MAX_CELLS; cell++)
    if (play->player[cell] != 0 || play->notes[cell] != 0 || play->revealed[cell] != 0 ||
        play->colours[cell] != 0 || play->note_colours[cell] != 0)
      return TRUE;
  return FALSE;
}

/**
 * sudoku_play_is_empty:
 * @play: the player's side of a puzzle
 *
 * Returns: whether @play holds nothing at all, not even the start of
 *   solving or time spent
 */
gboolean
sudoku_play_is_empty (const SudokuPlay *play)
{
  g_return_val_if_fail (play != NULL, TRUE);

  return !play->solving && play->seconds == 0 && !sudoku_play_has_work (play);
}

/**
 * sudoku_board_set_play:
 * @self: a #SudokuBoard
 * @play: the player's digits and notes, as sudoku_board_get_play() gave
 *   them for the same givens
 *
 * Puts back the player's side of the board (the solver's digits shown go),
 * as one step that can be undone.  Digits on givens and notes on filled
 * cells are left out.
 */
void
sudoku_board_set_play (SudokuBoard      *self,
                       const SudokuPlay *play)
{
  SudokuBoardSnapshot target;
  guint               side;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (play != NULL);

  side = self->now.shape->side;
  _sudoku_board_leave_solution (self);
  _sudoku_board_snapshot (self, &target);
  target.solving = play->solving;
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    {
      if (target.origins[cell] == SUDOKU_ORIGIN_GIVEN && target.values[cell] != 0)
        continue;
      target.values[cell] = (guint8)MIN (play->player[cell], side);
      target.origins[cell] = target.values[cell] != 0 ? SUDOKU_ORIGIN_PLAYER : SUDOKU_ORIGIN_GIVEN;
      if (target.values[cell] == 0 && play->revealed[cell] != 0)
        {
          target.values[cell] = (guint8)MIN (play->revealed[cell], side);
          target.origins[cell] = SUDOKU_ORIGIN_SOLVED;
        }
    }
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    target.notes[cell] =
      target.values[cell] == 0 ? play->notes[cell] & _sudoku_notes_all (target.shape) : 0;
  _sudoku_board_forget_struck (&target);
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    {
      target.colours[cell] = MIN (play->colours[cell], SUDOKU_N_COLOURS);
      target.note_colours[cell] = 0;
      for (guint digit = 1; digit <= side; digit++)
        target.note_colours[cell] = _sudoku_with_note_colour (
          target.note_colours[cell], digit,
          MIN (sudoku_note_colour (play->note_colours[cell], digit), SUDOKU_N_COLOURS));
    }
  self->hints = play->hints;
  self->seconds = play->seconds;
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_add_givens:
 * @self: a #SudokuBoard
 * @added: digits to make part of the puzzle, 0 elsewhere
 *
 * Adds givens to the puzzle, over what the cells held, as one step that can
 * be undone (the solver's digits shown go first).
 */
void
sudoku_board_add_givens (SudokuBoard  *self,
                         const guint8 *added)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (added != NULL);

  _sudoku_board_leave_solution (self);
  _sudoku_board_snapshot (self, &target);
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (added[cell] >= 1 && added[cell] <= self->now.shape->side)
      _sudoku_board_place (&target, cell, added[cell], SUDOKU_ORIGIN_GIVEN);
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_get_finished:
 * @self: a #SudokuBoard
 *
 * Whether the player has finished the puzzle: solving, every cell filled,
 * and no digit clashing with another (a full grid of the rules is a
 * solution of the givens).  Not when the solver filled it.  Read from the
 * cells themselves, so that it is right from a handler of
 * #SudokuBoard::cell-changed too, before the clashes are told.
 *
 * Returns: %TRUE if the puzzle is solved by the player
 */
gboolean
sudoku_board_get_finished (SudokuBoard *self)
{
  const SudokuGridShape *shape;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  shape = self->now.shape;
  if (!self->now.solving || self->state == SUDOKU_BOARD_SOLVED || self->state == SUDOKU_BOARD_SOLVING)
    return FALSE;
  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 seen = 0;

      for (guint i = 0; i < shape->side; i++)
        {
          guint32 bit = 1u << self->now.values[shape->units[unit][i]];

          if (bit == 1 || (seen & bit))
            return FALSE;
          seen |= bit;
        }
    }
  return TRUE;
}

/**
 * sudoku_board_count_hint:
 * @self: a #SudokuBoard
 *
 * Counts a hint asked for on this puzzle (sudoku_board_get_play() gives the
 * count).
 */
void
sudoku_board_count_hint (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  self->hints++;
}

/**
 * sudoku_board_add_seconds:
 * @self: a #SudokuBoard
 * @seconds: time spent solving this puzzle
 *
 * Adds to the time the player has been solving it.
 */
void
sudoku_board_add_seconds (SudokuBoard *self,
                          guint        seconds)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  self->seconds = seconds > G_MAXUINT - self->seconds ? G_MAXUINT : self->seconds + seconds;
}

/* Pencil marks */

/**
 * sudoku_board_get_notes:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: the digits noted in the cell, as bits: `1 << d` for the digit d
 */
guint
sudoku_board_get_notes (SudokuBoard *self,
                        guint        row,
                        guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), 0);

  return self->now.notes[_sudoku_board_cell (self, row, col)];
}

/**
 * sudoku_board_set_notes:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @notes: the digits to note, as bits: `1 << d` for the digit d
 * @error: return location for a %SUDOKU_ERROR_CELL_LOCKED error
 *
 * Replaces the pencil marks of an empty cell, as one step that can be undone.
 *
 * Returns: %FALSE if the cell holds a digit; the board is then unchanged
 */
gboolean
sudoku_board_set_notes (SudokuBoard *self,
                        guint        row,
                        guint        col,
                        guint        notes,
                        GError     **error)
{
  SudokuBoardSnapshot target;
  guint               cell = _sudoku_board_cell (self, row, col);

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  g_return_val_if_fail ((notes & ~_sudoku_notes_all (self->now.shape)) == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->now.values[cell] != 0)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED,
                   /* Translators: pencil marks only go into empty cells: “Row 3, column 7
                    * already holds a digit: …”; rows and columns from 1 at the top left */
                   _("Row %u, column %u already holds a digit: notes go in empty cells"),
                   row + 1, col + 1);
      return FALSE;
    }
  _sudoku_board_snapshot (self, &target);
  target.notes[cell] = notes;
  /* The player's word on the cell: no digit gives its marks back here. */
  target.struck[cell] = 0;
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/**
 * sudoku_board_toggle_note:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @digit: the digit, 1–9
 * @error: return location for a %SUDOKU_ERROR_CELL_LOCKED error
 *
 * Notes @digit in an empty cell, or takes its note away.
 *
 * Returns: %FALSE if the cell holds a digit; the board is then unchanged
 */
gboolean
sudoku_board_toggle_note (SudokuBoard *self,
                          guint        row,
                          guint        col,
                          guint        digit,
                          GError     **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  g_return_val_if_fail (digit >= 1 && digit <= self->now.shape->side, FALSE);

  return sudoku_board_set_notes (self, row, col, self->now.notes[_sudoku_board_cell (self, row, col)] ^ (1u << digit),
                                 error);
}

/**
 * sudoku_board_clear_notes:
 * @self: a #SudokuBoard
 *
 * Takes every pencil mark away, as one step that can be undone.
 */
void
sudoku_board_clear_notes (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_snapshot (self, &target);
  memset (target.notes, 0, sizeof target.notes);
  _sudoku_board_forget_struck (&target);
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_fill_notes:
 * @self: a #SudokuBoard
 *
 * Notes in every empty cell the digits that clash with none of its row,
 * column and box: the automatic candidates, which stay editable.  One step
 * that can be undone.
 */
void
sudoku_board_fill_notes (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_snapshot (self, &target);
  _sudoku_board_forget_struck (&target);
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    target.notes[cell] = self->now.values[cell] == 0 ? _sudoku_notes_all (target.shape) : 0;
  /* Placing each digit again strikes it from the notes of its peers. */
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->now.values[cell] != 0)
      _sudoku_board_place (&target, cell, self->now.values[cell], self->now.origins[cell]);
  _sudoku_board_change_to (self, &target);
}

/* Check and reveal */

/**
 * sudoku_board_get_solution:
 * @self: a #SudokuBoard
 * @solution: (out caller-allocates): the solution of the givens
 * @error: return location for a %SUDOKU_ERROR_CLASH or
 *   %SUDOKU_ERROR_UNSOLVABLE error
 *
 * Solves the givens (not the player's digits) with the fast solver, which
 * takes microseconds (the shapes' solver on another shape), and keeps the
 * answer until the givens change.
 *
 * Returns: %TRUE if the givens have exactly one solution
 */
gboolean
sudoku_board_get_solution (SudokuBoard *self,
                           guint8       solution[SUDOKU_MAX_CELLS],
                           GError     **error)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->solution_known)
    {
      guint8 givens[SUDOKU_MAX_CELLS];

      _sudoku_board_copy_givens (self, givens);
      if (!sudoku_shape_solve_any (self->now.shape, givens, self->solution, &options,
                                   &self->n_solutions, NULL, error))
        return FALSE;
      self->solution_known = TRUE;
    }

  if (self->n_solutions == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_UNSOLVABLE,
                           _("This puzzle has no solution"));
      return FALSE;
    }
  if (self->n_solutions > 1)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_UNSOLVABLE,
                           /* Translators: Check and Reveal need the one solution of the puzzle */
                           _("This puzzle has more than one solution, so no digit can be checked"));
      return FALSE;
    }
  memcpy (solution, self->solution, _sudoku_board_n_cells (self));
  return TRUE;
}

/**
 * sudoku_board_check:
 * @self: a #SudokuBoard
 * @wrong: (out caller-allocates): 1 for each player's digit that differs
 *   from the solution, 0 elsewhere
 * @error: return location for an error of sudoku_board_get_solution()
 *
 * Returns: how many of the player's digits are wrong (0: all right so far),
 *   or -1 with @error set when the puzzle has no single solution
 */
int
sudoku_board_check (SudokuBoard *self,
                    guint8       wrong[SUDOKU_MAX_CELLS],
                    GError     **error)
{
  guint8 solution[SUDOKU_MAX_CELLS];
  int    n_wrong = 0;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), -1);
  g_return_val_if_fail (wrong != NULL, -1);

  memset (wrong, 0, _sudoku_board_n_cells (self));
  if (!sudoku_board_get_solution (self, solution, error))
    return -1;
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->now.origins[cell] == SUDOKU_ORIGIN_PLAYER && self->now.values[cell] != 0 &&
        self->now.values[cell] != solution[cell])
      {
        wrong[cell] = 1;
        n_wrong++;
      }
  return n_wrong;
}

/**
 * sudoku_board_reveal:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @error: return location for a %SUDOKU_ERROR_CELL_LOCKED error, or one of
 *   sudoku_board_get_solution()
 *
 * Fills one cell with its digit of the solution (%SUDOKU_ORIGIN_SOLVED), in
 * place of the player's digit if there is one, as a step that can be undone.
 *
 * Returns: %TRUE if the cell holds its solution digit now
 */
gboolean
sudoku_board_reveal (SudokuBoard *self,
                     guint        row,
                     guint        col,
                     GError     **error)
{
  SudokuBoardSnapshot target;
  guint8              solution[SUDOKU_MAX_CELLS];
  guint               cell = _sudoku_board_cell (self, row, col);

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->now.values[cell] != 0 && self->now.origins[cell] == SUDOKU_ORIGIN_GIVEN)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED,
                   /* Translators: the player tried to change a digit of the puzzle itself: “The 5
                    * in row 2, column 7 is part of the puzzle”; rows and columns are numbered from
                    * 1 at the top left */
                   _("The %u in row %u, column %u is part of the puzzle"),
                   self->now.values[cell], row + 1, col + 1);
      return FALSE;
    }
  if (!sudoku_board_get_solution (self, solution, error))
    return FALSE;

  _sudoku_board_stop_solve (self);
  _sudoku_board_snapshot (self, &target);
  _sudoku_board_place (&target, cell, solution[cell], SUDOKU_ORIGIN_SOLVED);
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/* A step's move as the player's, as one step that can be undone: places
 * @digit in @cell (none for 0), and strikes @eliminated (per cell) from
 * the pencil marks; a board without any pencil mark gets @cands as its
 * marks first, so that the eliminations show. */
static void
apply_move (SudokuBoard   *self,
            guint          cell,
            guint          digit,
            const guint32 *eliminated,
            gboolean       eliminates,
            const guint32 *cands)
{
  SudokuBoardSnapshot target;
  guint               n_cells = _sudoku_board_n_cells (self);
  gboolean            any_notes = FALSE;

  /* While solving, the cells revealed stay, as a typed digit keeps them. */
  if (self->now.solving)
    _sudoku_board_stop_solve (self);
  else
    _sudoku_board_leave_solution (self);
  _sudoku_board_snapshot (self, &target);
  target.solving = TRUE;
  for (guint k = 0; k < n_cells; k++)
    any_notes |= target.values[k] == 0 && target.notes[k] != 0;
  if (!any_notes && eliminates)
    {
      _sudoku_board_forget_struck (&target);
      for (guint k = 0; k < n_cells; k++)
        target.notes[k] = target.values[k] == 0 ? cands[k] & _sudoku_notes_all (target.shape) : 0;
    }
  for (guint k = 0; k < n_cells; k++)
    {
      /* Ruled out by logic: no digit gives these marks back. */
      target.notes[k] &= ~eliminated[k];
      target.struck[k] &= ~eliminated[k];
    }
  if (digit != 0 && target.values[cell] == 0)
    _sudoku_board_place (&target, cell, digit, SUDOKU_ORIGIN_PLAYER);
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_apply_step:
 * @self: a #SudokuBoard
 * @step: a step of the logic engine found on this board, e.g. a hint's
 * @cands: the candidates the step was found on, per cell
 *
 * Makes the step's move as the player's, as one step that can be undone:
 * places its digit, and strikes its eliminations from the pencil marks.  A
 * board without any pencil mark gets @cands as its marks first, so that
 * the eliminations show.  The logic engine's steps are of a 9×9 grid.
 */
void
sudoku_board_apply_step (SudokuBoard           *self,
                         const SudokuLogicStep *step,
                         const guint16          cands[SUDOKU_N_CELLS])
{
  guint32 eliminated[SUDOKU_N_CELLS], marks[SUDOKU_N_CELLS];

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (step != NULL && cands != NULL);
  g_return_if_fail (sudoku_grid_shape_is_plain_nine (self->now.shape));

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      eliminated[cell] = step->eliminated[cell];
      marks[cell] = cands[cell];
    }
  apply_move (self, step->place_cell, step->place_digit, eliminated, step->n_eliminated > 0, marks);
}

/**
 * sudoku_board_apply_shape_step:
 * @self: a #SudokuBoard
 * @step: a step of the shape logic engine found on this board, e.g. a
 *   hint's
 * @cands: the candidates the step was found on, per cell of the board's
 *   shape
 *
 * As sudoku_board_apply_step (), for a step of the shape logic engine
 * (sudoku-shape-logic.c) on the board's shape.
 */
void
sudoku_board_apply_shape_step (SudokuBoard           *self,
                               const SudokuShapeStep *step,
                               const guint32         *cands)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (step != NULL && cands != NULL);
  g_return_if_fail (step->place_digit <= self->now.shape->side &&
                    step->place_cell < self->now.shape->n_cells);

  apply_move (self, step->place_cell, step->place_digit, step->eliminated, step->n_eliminated > 0,
              cands);
}

/**
 * sudoku_board_edit_puzzle:
 * @self: a #SudokuBoard
 *
 * Goes back to entering the puzzle, as one step that can be undone: typed
 * digits are the puzzle's again.  The player's digits and notes stay.
 */
void
sudoku_board_edit_puzzle (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (!self->now.solving)
    return;
  _sudoku_board_snapshot (self, &target);
  target.solving = FALSE;
  _sudoku_board_change_to (self, &target);
}
