/* sudoku-document-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-document-io.h"
#include "sudoku-document.h"
#include "sudoku-game.h"
#include "sudoku-shape-file.h"

G_BEGIN_DECLS

struct _SudokuDocument
{
  GObject       parent_instance;

  /* Owned */
  GFile        *file; /* nullable: a new puzzle */
  SudokuFormat  format;
  GArray       *puzzles;       /* of SudokuPuzzle, at least one */
  GBytes       *original;      /* the text they were read from, or NULL */
  GHashTable   *edited;        /* indices + 1 of other puzzles edited since saved */
  GHashTable   *plays;         /* index + 1 → SudokuPlay of the puzzles left */
  GHashTable   *games;         /* index + 1 → SudokuGame of the puzzles visited */
  GSignalGroup *board_signals; /* the current game's board */
  char         *state_error;
  char         *state_path;

  SudokuGame   *game; /* the current puzzle's, in games */
  guint         index;
  guint8        givens[SUDOKU_MAX_CELLS]; /* the puzzle at index, as on the board */
  guint8        saved[SUDOKU_MAX_CELLS];  /* the same, as on disk */
  SudokuPlay    play;                     /* the player's digits on it: state file only */
  gboolean      play_pending;             /* its time or hints changed, not written yet */
  gboolean      modified;
  gboolean      fresh;         /* new puzzles made here, never saved */
  gboolean      made;          /* by the generator: to be solved, though in no file */
  guint64       edits;         /* changes made, to tell what a save saw */
  guint         saves_running; /* a worker reads puzzles: copy before a change */
  guint         state_timeout;
  guint         load_serial; /* the last load started */
  double        progress;    /* of that load, or -1 */
};

/* The cells of the current puzzle's grid: 81 on a 9×9. */
static inline guint
_sudoku_document_n_cells (SudokuDocument *self)
{
  return sudoku_puzzle_get_grid (&g_array_index (self->puzzles, SudokuPuzzle, self->index))->n_cells;
}

/* clang-format off */
void _sudoku_document_schedule_state (SudokuDocument *self);
void _sudoku_document_update_modified (SudokuDocument *self);
guint _sudoku_document_set_progress  (SudokuDocument *self,
                                      guint           serial,
                                      double          fraction);
void _sudoku_document_store_current  (SudokuDocument *self);
void _sudoku_document_set_content    (SudokuDocument *self,
                                      GFile          *file,
                                      SudokuFormat    format,
                                      GArray         *puzzles,
                                      GBytes         *original,
                                      guint           index);
gboolean _sudoku_document_restore_superseded (SudokuDocument *self,
                                              SudokuRestore  *restore);
void _sudoku_document_apply_edits    (SudokuDocument *self,
                                      GArray         *edits);
void _sudoku_document_apply_plays    (SudokuDocument *self,
                                      GArray         *plays);
void _sudoku_document_sync_play      (SudokuDocument *self);
void _sudoku_document_store_play     (SudokuDocument   *self,
                                      const SudokuPlay *play);
/* clang-format on */

G_END_DECLS
