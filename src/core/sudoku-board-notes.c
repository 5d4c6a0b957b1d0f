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

static gboolean
are_peers (guint a,
           guint b)
{
  return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
}

/* The digits in the row, column and box of @cell, but for its own. */
static guint16
peer_digits (const SudokuBoardSnapshot *snapshot,
             guint                      cell)
{
  guint16 digits = 0;

  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (other != cell && are_peers (cell, other))
      digits |= (guint16)(1u << snapshot->values[other]);
  return digits & SUDOKU_NOTES_ALL;
}

/* Gives an empty @cell back the marks a digit took out that no digit of its
 * row, column and box rules out any more (among @digits). */
static void
give_back (SudokuBoardSnapshot *snapshot,
           guint                cell,
           guint16              digits)
{
  guint16 free = snapshot->struck[cell] & digits & (guint16)~peer_digits (snapshot, cell);

  g_assert (snapshot->values[cell] == 0);
  snapshot->notes[cell] |= free;
  snapshot->struck[cell] &= (guint16)~free;
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
  guint old = snapshot->values[cell];

  g_assert (cell < SUDOKU_N_CELLS && value <= 9);

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
      give_back (snapshot, cell, SUDOKU_NOTES_ALL);
    }
  if (old != 0 && old != value)
    for (guint other = 0; other < SUDOKU_N_CELLS; other++)
      if (other != cell && snapshot->values[other] == 0 && are_peers (cell, other))
        give_back (snapshot, other, (guint16)(1u << old));
  if (value == 0)
    return;
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (other != cell && are_peers (cell, other) && snapshot->notes[other] & (1u << value))
      {
        snapshot->notes[other] &= (guint16) ~(1u << value);
        snapshot->struck[other] |= (guint16)(1u << value);
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

/**
 * sudoku_note_colour:
 * @note_colours: a cell's pencil marks' colours, as in #SudokuPlay
 * @digit: 1–9
 *
 * Returns: the colour of @digit's mark, 0 for none
 */
guint
sudoku_note_colour (guint32 note_colours,
                    guint   digit)
{
  g_return_val_if_fail (digit >= 1 && digit <= 9, 0);
  return (note_colours >> ((digit - 1) * MARK_BITS)) & ((1u << MARK_BITS) - 1);
}

guint32
_sudoku_with_note_colour (guint32 note_colours,
                          guint   digit,
                          guint   colour)
{
  guint shift = (digit - 1) * MARK_BITS;

  return (note_colours & ~(((1u << MARK_BITS) - 1) << shift)) | ((guint32)colour << shift);
}

/* Drops the colours of the marks that are not there (an empty cell's notes
 * only show). */
void
_sudoku_board_trim_colours (SudokuBoardSnapshot *snapshot)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint digit = 1; digit <= 9; digit++)
      if (snapshot->values[cell] != 0 || !(snapshot->notes[cell] & (1u << digit)))
        snapshot->note_colours[cell] = _sudoku_with_note_colour (snapshot->note_colours[cell], digit, 0);
}
