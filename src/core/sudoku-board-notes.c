/* sudoku-board-notes.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <string.h>

#include "sudoku-board-private.h"

/* A digit put into a snapshot of a SudokuBoard, and the pencil marks it
 * takes out of its row, column and box and gives back when it goes: plain
 * data, so that every edit, Undo and Redo agree on them. */

/* The digits in the units of @cell (its row, column, box, and diagonals on
 * an X grid), but for its own. */
static guint32
peer_digits (const SudokuBoardSnapshot *snapshot,
             guint                      cell)
{
  const SudokuGridShape *shape = snapshot->shape;
  guint32                digits = 0;

  for (guint p = 0; p < shape->n_peers[cell]; p++)
    digits |= 1u << snapshot->values[shape->peers[cell][p]];
  return digits & _sudoku_notes_all (shape);
}

/* Gives an empty @cell back the marks a digit took out that no digit of its
 * row, column and box rules out any more (among @digits). */
static void
give_back (SudokuBoardSnapshot *snapshot,
           guint                cell,
           guint32              digits)
{
  guint32 free = snapshot->struck[cell] & digits & ~peer_digits (snapshot, cell);

  g_assert (snapshot->values[cell] == 0);
  snapshot->notes[cell] |= free;
  snapshot->struck[cell] &= ~free;
}

/* Puts @value into @cell of @snapshot; a digit clears the cell's notes and
 * its own note from the cells of its row, column and box.  The digit it
 * replaces gives back the marks it took out, as far as no other digit rules
 * them out; emptied, the cell gets back the notes it had. */
void
_sudoku_board_place (SudokuBoardSnapshot *snapshot,
                     guint                cell,
                     guint                value,
                     SudokuOrigin         origin)
{
  const SudokuGridShape *shape = snapshot->shape;
  guint                  old = snapshot->values[cell];

  g_assert (cell < shape->n_cells && value <= shape->side);

  if (old == 0 && value != 0)
    {
      snapshot->under[cell] = snapshot->notes[cell];
      snapshot->notes[cell] = 0;
    }
  snapshot->values[cell] = (guint8)value;
  snapshot->origins[cell] = value != 0 ? origin : SUDOKU_ORIGIN_GIVEN;
  snapshot->trial[cell] = value != 0 && origin == SUDOKU_ORIGIN_PLAYER && snapshot->trying;
  if (old != 0 && value == 0)
    {
      /* Its notes come back, but those a digit of its row, column or box
       * rules out now: they are struck until that digit goes. */
      snapshot->struck[cell] |= snapshot->under[cell];
      snapshot->under[cell] = 0;
      give_back (snapshot, cell, _sudoku_notes_all (shape));
    }
  if (old != 0 && old != value)
    for (guint p = 0; p < shape->n_peers[cell]; p++)
      {
        guint other = shape->peers[cell][p];

        if (snapshot->values[other] == 0)
          give_back (snapshot, other, 1u << old);
      }
  if (value == 0)
    return;
  for (guint p = 0; p < shape->n_peers[cell]; p++)
    {
      guint other = shape->peers[cell][p];

      if (snapshot->notes[other] & (1u << value))
        {
          snapshot->notes[other] &= ~(1u << value);
          snapshot->struck[other] |= 1u << value;
        }
    }
}

/* Forgets which marks the digits took out: they will not come back (the
 * notes were cleared or made anew). */
void
_sudoku_board_forget_struck (SudokuBoardSnapshot *snapshot)
{
  memset (snapshot->struck, 0, sizeof snapshot->struck);
  memset (snapshot->under, 0, sizeof snapshot->under);
}

/* The colours of the pencil marks (sudoku-board-colours.c) */

#define MARK_BITS 3u /* of each digit's colour in a cell's note_colours */

G_STATIC_ASSERT (SUDOKU_N_COLOURS < (1u << MARK_BITS));
G_STATIC_ASSERT (SUDOKU_MAX_SIDE *MARK_BITS <= 64);

/**
 * sudoku_note_colour:
 * @note_colours: a cell's pencil marks' colours, as in #SudokuPlay
 * @digit: 1–16
 *
 * Returns: the colour of @digit's mark, 0 for none
 */
guint
sudoku_note_colour (guint64 note_colours,
                    guint   digit)
{
  g_return_val_if_fail (digit >= 1 && digit <= SUDOKU_MAX_SIDE, 0);
  return (guint)(note_colours >> ((digit - 1) * MARK_BITS)) & ((1u << MARK_BITS) - 1);
}

guint64
_sudoku_with_note_colour (guint64 note_colours,
                          guint   digit,
                          guint   colour)
{
  guint shift = (digit - 1) * MARK_BITS;

  return (note_colours & ~((guint64)((1u << MARK_BITS) - 1) << shift)) | ((guint64)colour << shift);
}

/* Drops the colours of the marks that are not there (an empty cell's notes
 * only show). */
void
_sudoku_board_trim_colours (SudokuBoardSnapshot *snapshot)
{
  for (guint cell = 0; cell < snapshot->shape->n_cells; cell++)
    for (guint digit = 1; digit <= snapshot->shape->side; digit++)
      if (snapshot->values[cell] != 0 || !(snapshot->notes[cell] & (1u << digit)))
        snapshot->note_colours[cell] = _sudoku_with_note_colour (snapshot->note_colours[cell], digit, 0);
}
