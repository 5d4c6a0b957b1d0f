/* sudoku-board-shape.c
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

/* A board's shape: what a puzzle of 4×4, 6×6, 9×9 or 16×16 cells, or of
 * Sudoku X, loads, and the text a cell of it takes. */

/* The digit @text names on a grid of @side: "1" to "9", and on a 16×16 also
 * "10" to "16" and the letters A to G (a to g) a file may write them as. */
static guint
digit_of_text (const char *text,
               guint       side)
{
  guint64 number;

  if (side == 16 && text[0] != '\0' && text[1] == '\0' && g_ascii_toupper (text[0]) >= 'A' &&
      g_ascii_toupper (text[0]) <= 'G')
    return 10 + (guint)(g_ascii_toupper (text[0]) - 'A');
  if (!g_ascii_isdigit (text[0]) || text[0] == '0' || strlen (text) > 2 ||
      !g_ascii_string_to_unsigned (text, 10, 1, side, &number, NULL))
    return 0;
  return (guint)number;
}

/**
 * sudoku_board_set_text:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @text: what was typed: a digit of the shape (1–9 on a 9×9, 1–16 or A–G
 *   on a 16×16), or "", "0", "." or " " to empty
 * @error: return location for a %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Sets a digit from text typed into a cell: a given, or the player's digit
 * once the player is solving (see sudoku_board_set_value()).
 *
 * Returns: %TRUE if @text was accepted; otherwise the board is unchanged
 */
gboolean
sudoku_board_set_text (SudokuBoard *self,
                       guint        row,
                       guint        col,
                       const char  *text,
                       GError     **error)
{
  guint side, digit;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  side = self->now.shape->side;
  if (text[0] == '\0' || ((text[0] == '0' || text[0] == '.' || text[0] == ' ') && text[1] == '\0'))
    return sudoku_board_set_value (self, row, col, 0, error);
  digit = digit_of_text (text, side);
  if (digit != 0)
    return sudoku_board_set_value (self, row, col, digit, error);

  if (side == 9)
    g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                         _("Only the digits 1 to 9 can go in a cell"));
  else
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                 /* Translators: on a 4×4, 6×6 or 16×16 grid: "Only the numbers 1 to 6
                  * can go in a cell" */
                 _("Only the numbers 1 to %u can go in a cell"), side);
  return FALSE;
}

/**
 * sudoku_board_load:
 * @self: a #SudokuBoard
 * @cells: the new givens of a 9×9 grid, 0 for empty, each at most 9
 *
 * Replaces the whole puzzle, as one step that can be undone: the player's
 * digits and notes go, and the board is back to entering a puzzle.
 */
void
sudoku_board_load (SudokuBoard *self,
                   const guint8 cells[SUDOKU_N_CELLS])
{
  sudoku_board_load_shaped (self, sudoku_grid_shape_get (9, FALSE), cells);
}

/**
 * sudoku_board_load_shaped:
 * @self: a #SudokuBoard
 * @shape: the grid's shape, from sudoku_grid_shape_get ()
 * @cells: its givens, @shape's n_cells of them, 0 for empty, each at most
 *   its side
 *
 * Replaces the whole puzzle and the shape of the grid, as one step that
 * can be undone (Undo brings the old shape back too): the player's digits
 * and notes go, and the board is back to entering a puzzle.
 */
void
sudoku_board_load_shaped (SudokuBoard           *self,
                          const SudokuGridShape *shape,
                          const guint8          *cells)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (shape != NULL);
  g_return_if_fail (cells != NULL);

  for (guint cell = 0; cell < shape->n_cells; cell++)
    g_return_if_fail (cells[cell] <= shape->side);

  _sudoku_board_leave_solution (self);
  memset (&target, 0, sizeof target);
  target.shape = shape;
  memcpy (target.values, cells, shape->n_cells);
  self->hints = 0;
  self->seconds = 0;
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_get_shape:
 * @self: a #SudokuBoard
 *
 * Returns: (transfer none): the shape of its grid (#SudokuBoard:shape)
 */
const SudokuGridShape *
sudoku_board_get_shape (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), NULL);
  return self->now.shape;
}
