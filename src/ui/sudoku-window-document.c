/* sudoku-window-document.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-window-private.h"

/* The window's document as others see it: the first window of a run brings
 * back the puzzle of the last one, and the application and the tests read
 * the document through the window. */

static void
restored_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  /* A window closed meanwhile wants nothing back. */
  if (self->board == NULL)
    return;
  self->restored = TRUE;
  /* The person was quicker: what they did stays (the document decides). */
  if (!sudoku_document_restore_finish (SUDOKU_DOCUMENT (object), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *text = NULL;

      /* Translators: %s says why, e.g. "“p.sdk” is not a regular file" */
      text = g_strdup_printf (_("The last puzzle could not be brought back: %s"), error->message);
      _sudoku_window_set_status (self, text);
    }
}

/**
 * sudoku_window_restore_state:
 * @self: a #SudokuWindow
 *
 * Brings back the puzzle kept in the state directory by the last run, with
 * its file and whether it had unsaved changes.  It is read on a worker
 * thread; the window works meanwhile, and anything the person does first
 * (typing, pasting, opening a file) wins: the document keeps it.  sudoku_window_get_restored () tells when
 * it is done.
 */
void
sudoku_window_restore_state (SudokuWindow *self)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  sudoku_document_restore_async (self->document, NULL, restored_cb, g_object_ref (self));
}

gboolean
sudoku_window_get_restored (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return self->restored;
}

gboolean
sudoku_window_get_modified (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return sudoku_document_get_modified (self->document);
}

guint
sudoku_window_get_puzzle_index (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return sudoku_document_get_index (self->document);
}

guint
sudoku_window_get_n_puzzles (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return sudoku_document_get_n_puzzles (self->document);
}

GFile *
sudoku_window_get_file (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return sudoku_document_get_file (self->document);
}

GtkWidget *
sudoku_window_get_dialog (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return sudoku_dialog_find (GTK_WINDOW (self));
}

SudokuDocument *
sudoku_window_get_document (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->document;
}
