/* sudoku-window-status.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include "sudoku-window-private.h"

/* The status line under the grid, which every part of the window writes
 * to: a file of its own, so that they all call down to it. */

void
_sudoku_window_set_status (SudokuWindow *self,
                           const char   *text)
{
  if (g_strcmp0 (gtk_label_get_text (self->status_label), text) == 0)
    return;
  gtk_label_set_text (self->status_label, text);
  g_object_notify (G_OBJECT (self), "status");
}
