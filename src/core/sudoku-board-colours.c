/* sudoku-board-colours.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sudoku-board-private.h"

/* Colours put on cells and on pencil marks by hand, as on paper when
 * colouring chains: each change a step of the history, kept with the play.
 * A pencil mark's colour shows while the mark is there: a mark taken away
 * takes its colour with it (_sudoku_board_trim_colours (), in
 * sudoku-board-notes.c). */

static gboolean
check_solving (SudokuBoard *self,
               GError     **error)
{
  if (self->now.solving)
    return TRUE;
  g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_NOT_SOLVING,
                       /* Translators: a colour chosen for a cell while a puzzle is typed in */
                       _("Colours are for solving: press Start Solving first"));
  return FALSE;
}

/**
 * sudoku_board_get_colour:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: the cell's colour, 1 to %SUDOKU_N_COLOURS, or 0 for none
 */
guint
sudoku_board_get_colour (SudokuBoard *self,
                         guint        row,
                         guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), 0);
  return self->now.colours[_sudoku_board_cell (self, row, col)];
}

/**
 * sudoku_board_set_colour:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @colour: 1 to %SUDOKU_N_COLOURS, or 0 for none
 * @error: return location for a %SUDOKU_ERROR_NOT_SOLVING error
 *
 * Colours a cell, as a step that can be undone.
 *
 * Returns: %FALSE while the puzzle is typed in; the board is then unchanged
 */
gboolean
sudoku_board_set_colour (SudokuBoard *self,
                         guint        row,
                         guint        col,
                         guint        colour,
                         GError     **error)
{
  SudokuBoardSnapshot target;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  g_return_val_if_fail (colour <= SUDOKU_N_COLOURS, FALSE);

  if (!check_solving (self, error))
    return FALSE;
  _sudoku_board_snapshot (self, &target);
  target.colours[_sudoku_board_cell (self, row, col)] = (guint8)colour;
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/**
 * sudoku_board_get_note_colour:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @digit: 1–9
 *
 * Returns: the colour of the cell's pencil mark of @digit, 0 for none
 */
guint
sudoku_board_get_note_colour (SudokuBoard *self,
                              guint        row,
                              guint        col,
                              guint        digit)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), 0);
  return sudoku_note_colour (self->now.note_colours[_sudoku_board_cell (self, row, col)], digit);
}

/**
 * sudoku_board_get_note_colours:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 *
 * Returns: the colours of the cell's pencil marks, as in #SudokuPlay (read
 *   one with sudoku_note_colour ())
 */
guint64
sudoku_board_get_note_colours (SudokuBoard *self,
                               guint        row,
                               guint        col)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), 0);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), 0);
  return self->now.note_colours[_sudoku_board_cell (self, row, col)];
}

/**
 * sudoku_board_set_note_colour:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @digit: 1–9, a pencil mark of the cell
 * @colour: 1 to %SUDOKU_N_COLOURS, or 0 for none
 * @error: return location for a %SUDOKU_ERROR_NOT_SOLVING or
 *   %SUDOKU_ERROR_CELL_LOCKED error
 *
 * Colours one pencil mark, as a step that can be undone.
 *
 * Returns: %FALSE while the puzzle is typed in, or if the cell has no mark
 *   of @digit; the board is then unchanged
 */
gboolean
sudoku_board_set_note_colour (SudokuBoard *self,
                              guint        row,
                              guint        col,
                              guint        digit,
                              guint        colour,
                              GError     **error)
{
  SudokuBoardSnapshot target;
  guint               cell = _sudoku_board_cell (self, row, col);

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col), FALSE);
  g_return_val_if_fail (digit >= 1 && digit <= self->now.shape->side, FALSE);
  g_return_val_if_fail (colour <= SUDOKU_N_COLOURS, FALSE);

  if (!check_solving (self, error))
    return FALSE;
  if (self->now.values[cell] != 0 || !(self->now.notes[cell] & (1u << digit)))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED,
                   /* Translators: a colour chosen for a pencil mark that is not there */
                   _("Row %u, column %u has no pencil mark %u to colour"), row + 1, col + 1, digit);
      return FALSE;
    }
  _sudoku_board_snapshot (self, &target);
  target.note_colours[cell] = _sudoku_with_note_colour (target.note_colours[cell], digit, colour);
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/**
 * sudoku_board_has_colours:
 * @self: a #SudokuBoard
 *
 * Returns: whether a cell or a pencil mark is coloured
 */
gboolean
sudoku_board_has_colours (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->now.colours[cell] != 0 || self->now.note_colours[cell] != 0)
      return TRUE;
  return FALSE;
}

/**
 * sudoku_board_clear_colours:
 * @self: a #SudokuBoard
 *
 * Takes every colour away, of the cells and of the pencil marks, as one
 * step that can be undone.
 */
void
sudoku_board_clear_colours (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_snapshot (self, &target);
  memset (target.colours, 0, sizeof target.colours);
  memset (target.note_colours, 0, sizeof target.note_colours);
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_paint:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @digit: the digit pressed on the cell, 1–9, or 0 for the cell itself
 * @colour: the brush, 1 to %SUDOKU_N_COLOURS
 * @error: return location for a %SUDOKU_ERROR_NOT_SOLVING error
 *
 * What a digit does with a colour chosen: it colours its pencil mark in an
 * empty cell that has that mark, and the cell otherwise (a digit, or 0).
 * The same colour again takes it away.
 *
 * Returns: %FALSE while the puzzle is typed in; the board is then unchanged
 */
gboolean
sudoku_board_paint (SudokuBoard *self,
                    guint        row,
                    guint        col,
                    guint        digit,
                    guint        colour,
                    GError     **error)
{
  guint cell = _sudoku_board_cell (self, row, col);

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (_sudoku_board_has_cell (self, row, col) && digit <= self->now.shape->side, FALSE);
  g_return_val_if_fail (colour >= 1 && colour <= SUDOKU_N_COLOURS, FALSE);

  if (digit != 0 && self->now.values[cell] == 0 && (self->now.notes[cell] & (1u << digit)))
    return sudoku_board_set_note_colour (
      self, row, col, digit,
      sudoku_note_colour (self->now.note_colours[cell], digit) == colour ? 0 : colour, error);
  return sudoku_board_set_colour (self, row, col, self->now.colours[cell] == colour ? 0 : colour,
                                  error);
}
