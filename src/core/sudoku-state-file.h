/* sudoku-state-file.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-board.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

/* The biggest state file read back: the edits of a big collection fit. */
#define SUDOKU_STATE_MAX_SIZE (16 * 1024 * 1024)

/**
 * SudokuStateEdit:
 * @index: a puzzle of the file, from 0
 * @cells: its givens as edited
 */
typedef struct
{
  guint  index;
  guint8 cells[SUDOKU_MAX_CELLS];
  guint  n_cells; /* 81, or as many as its grid of another shape has */
} SudokuStateEdit;

/**
 * SudokuStatePlay:
 * @index: a puzzle of the file, from 0
 * @givens: that puzzle's digits, to tell it is still the same one
 * @play: the player's digits and notes on it
 */
typedef struct
{
  guint      index;
  guint8     givens[SUDOKU_MAX_CELLS];
  guint      n_cells; /* as in SudokuStateEdit */
  SudokuPlay play;
} SudokuStatePlay;

/**
 * SudokuState:
 * @givens: the puzzle on the board
 * @saved: the same puzzle as in its file (or all empty for a new one)
 * @uri: (nullable): its file
 * @index: which puzzle of the file, from 0
 * @edits: of #SudokuStateEdit: the other puzzles of the file edited
 * @play: the player's digits and notes on the puzzle (none in a state file
 *   written before they were kept)
 * @plays: of #SudokuStatePlay: the player's digits and notes on the other
 *   puzzles of the file
 *
 * What is kept of the window between two runs (`current.ini`).
 */
typedef struct
{
  const SudokuGridShape *grid; /* of the puzzle on the board; NULL: 9×9 */
  guint8                 givens[SUDOKU_MAX_CELLS];
  guint8                 saved[SUDOKU_MAX_CELLS];
  char                  *uri;
  guint                  index;
  GArray                *edits;
  SudokuPlay             play;
  GArray                *plays;
} SudokuState;

/* clang-format off */
void      sudoku_state_init     (SudokuState  *state);
void      sudoku_state_clear    (SudokuState  *state);
char     *sudoku_state_to_data  (const SudokuState *state,
                                 gsize        *length) G_GNUC_WARN_UNUSED_RESULT;
gboolean  sudoku_state_parse    (SudokuState  *state,
                                 const char   *data,
                                 gsize         length,
                                 GError      **error);
guint64   sudoku_state_next_serial (void);
gboolean  sudoku_state_write    (const char   *path,
                                 const char   *data,
                                 gsize         length,
                                 guint64       serial,
                                 GError      **error);
gboolean  sudoku_state_lock     (const char   *path,
                                 GError      **error);
/* clang-format on */

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SudokuState, sudoku_state_clear)

G_END_DECLS
