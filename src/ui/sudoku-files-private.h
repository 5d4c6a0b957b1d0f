/* sudoku-files-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-files.h"

G_BEGIN_DECLS

struct _SudokuFiles
{
  GObject         parent_instance;

  GtkWindow      *window; /* the dialogs' parent; NULL once disposed */
  SudokuDocument *document;
  GCancellable   *file_cancellable;     /* opening or saving */
  GCancellable   *generate_cancellable; /* new puzzles being made */
  char           *opening;              /* the name of the file being opened */
  gboolean        close_confirmed;
  gboolean        state_error_shown; /* the person was told once */
  gboolean        restored;          /* the last run's puzzle is back */
};

/* Whether the window is gone: an answer or a worker ending now does nothing. */
static inline gboolean
_sudoku_files_gone (SudokuFiles *self)
{
  return self->window == NULL;
}

G_END_DECLS
