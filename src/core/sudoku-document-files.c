/* sudoku-document-files.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-document"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-document-private.h"
#include "sudoku-relay.h"

/* SudokuDocument and its file: loading and saving on worker threads.  The
 * content they bring or take is handed over in sudoku-document.c. */

/* Loading */

typedef struct
{
  GFile          *file;
  GArray         *puzzles;
  GBytes         *text;
  SudokuFormat    format;
  SudokuDocument *document;
  SudokuRelay     relay; /* the progress, to the document's thread */
  guint           serial;
} LoadData;

static void
show_progress (GObject *object,
               guint    serial,
               double   fraction)
{
  _sudoku_document_set_progress (SUDOKU_DOCUMENT (object), serial, fraction);
}

/* On the worker thread: the document's thread is told how far the parsing
 * got (ten times a second at most). */
static void
load_progress (double   fraction,
               gpointer user_data)
{
  LoadData *load = user_data;

  sudoku_relay_send (&load->relay, load->serial, fraction, FALSE);
}

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_clear_object (&load->file);
  g_clear_pointer (&load->puzzles, sudoku_puzzles_release);
  g_clear_pointer (&load->text, sudoku_text_release);
  g_clear_object (&load->document);
  sudoku_relay_clear (&load->relay);
  g_free (load);
}

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *load = task_data;
  GError   *error = NULL;

  load->puzzles = sudoku_read_puzzle_file (load->file, &load->format, &load->text, load_progress,
                                           load, cancellable, &error);
  if (load->puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_document_load_async:
 * @self: a #SudokuDocument
 * @file: a puzzle file in any known format
 * @cancellable: (nullable): stops the reading
 * @callback: called on this thread when done
 * @user_data: for @callback
 *
 * Reads and parses @file on a worker thread.  Only a regular file of at most
 * %SUDOKU_DOCUMENT_MAX_FILE_SIZE bytes is read.  On success the document
 * holds its puzzles, the first one current; on failure it is unchanged.
 * Meanwhile #SudokuDocument:progress says how far the reading got.
 */
void
sudoku_document_load_async (SudokuDocument     *self,
                            GFile              *file,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *load;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  load = g_new0 (LoadData, 1);
  load->file = g_object_ref (file);
  load->document = g_object_ref (self);
  sudoku_relay_init (&load->relay, G_OBJECT (self), show_progress);
  load->serial = _sudoku_document_set_progress (self, 0, 0.0);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_load_async);
  g_task_set_task_data (task, load, load_data_free);
  g_task_run_in_thread (task, load_worker);
}

gboolean
sudoku_document_load_finish (SudokuDocument *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  LoadData *load;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  load = g_task_get_task_data (G_TASK (result));
  _sudoku_document_set_progress (self, load->serial, -1.0);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  _sudoku_document_set_content (self, load->file, load->format, g_steal_pointer (&load->puzzles),
                                g_steal_pointer (&load->text), 0);
  return TRUE;
}

/* Saving */

/**
 * sudoku_document_can_save:
 * @self: a #SudokuDocument
 *
 * Returns: whether Save can write the document's own file (a new puzzle
 *   needs Save As)
 */
gboolean
sudoku_document_can_save (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  return self->file != NULL;
}

/**
 * sudoku_document_can_hold:
 * @self: a #SudokuDocument
 * @format: a format to save in
 * @error: what the format would lose
 *
 * Returns: whether @format keeps everything the puzzles have (headers, a
 *   grid of another shape than 9×9)
 */
gboolean
sudoku_document_can_hold (SudokuDocument *self,
                          SudokuFormat    format,
                          GError        **error)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  /* A grid of another shape goes in lines and grids only. */
  for (guint i = 0; i < self->puzzles->len; i++)
    if (!sudoku_shape_format_can_hold (
          format, sudoku_puzzle_get_grid (&g_array_index (self->puzzles, SudokuPuzzle, i)), error))
      return FALSE;
  return sudoku_format_can_hold (format, (const SudokuPuzzle *)(void *)self->puzzles->data,
                                 self->puzzles->len, error);
}

typedef struct
{
  GFile       *file;
  GArray      *puzzles; /* shared with the document, read only */
  guint        index;
  SudokuFormat format;
  guint8       givens[SUDOKU_MAX_CELLS];
  guint64      edits;
  GBytes      *original; /* write it again, only the cells changed */
  GArray      *reread;   /* in another format: the puzzles as written */
  GBytes      *written;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->puzzles, sudoku_puzzles_release);
  g_clear_pointer (&save->original, sudoku_text_release);
  g_clear_pointer (&save->reread, sudoku_puzzles_release);
  g_clear_pointer (&save->written, sudoku_text_release);
  g_free (save);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *save = task_data;
  GError   *error = NULL;

  if (!sudoku_write_puzzle_file (save->file, save->puzzles, save->format, save->original,
                                 &save->written, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* Written in another format: where its puzzles now stand, so that the
   * next Save keeps this text as it is. */
  if (save->original == NULL)
    {
      gsize       length;
      const char *data = g_bytes_get_data (save->written, &length);

      save->reread = sudoku_parse_puzzles_full (data != NULL ? data : "", length, "", NULL, NULL);
    }
  g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_document_save_async:
 * @self: a #SudokuDocument
 * @file: (nullable): where to save, or %NULL for the document's own file
 * @format: the format to write every puzzle in (Save keeps the file's own)
 * @cancellable: (nullable): stops the save before the file is replaced
 * @callback: called on this thread when done
 * @user_data: for @callback
 *
 * Writes the document on a worker thread, atomically: a save that fails
 * leaves the file as it was (sudoku_save_bytes ()).
 */
void
sudoku_document_save_async (SudokuDocument     *self,
                            GFile              *file,
                            SudokuFormat        format,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *save;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  _sudoku_document_store_current (self);
  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (file != NULL ? file : self->file);
  save->puzzles = g_array_ref (self->puzzles);
  save->index = self->index;
  save->format = format;
  save->edits = self->edits;
  memcpy (save->givens, self->givens, SUDOKU_MAX_CELLS);
  if (self->original != NULL && format == self->format &&
      (file == NULL || (self->file != NULL && g_file_equal (file, self->file))))
    save->original = g_bytes_ref (self->original);
  self->saves_running++;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_save_async);
  g_task_set_task_data (task, save, save_data_free);
  g_task_run_in_thread (task, save_worker);
}

/* After a save in another format: the puzzles as written and their text,
 * unless the document changed meanwhile (then the next save writes the
 * puzzles afresh). */
static void
take_written (SudokuDocument *self,
              SaveData       *save)
{
  g_clear_pointer (&self->original, sudoku_text_release);
  if (save->edits != self->edits || save->reread == NULL ||
      save->reread->len != self->puzzles->len)
    return;
  sudoku_puzzles_release (self->puzzles);
  self->puzzles = g_steal_pointer (&save->reread);
  self->saves_running = 0;
  self->original = g_steal_pointer (&save->written);
}

gboolean
sudoku_document_save_finish (SudokuDocument *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  SaveData *save;
  gboolean  renamed;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  save = g_task_get_task_data (G_TASK (result));
  if (self->puzzles == save->puzzles && self->saves_running > 0)
    self->saves_running--;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  /* The file on disk is now what the document held when saving started;
   * in another format, the puzzles as written (headers it cannot hold
   * dropped) before anyone is told of the new name. */
  renamed = self->file == NULL || !g_file_equal (save->file, self->file);
  g_set_object (&self->file, save->file);
  self->format = save->format;
  memcpy (self->saved, save->givens, SUDOKU_MAX_CELLS);
  if (save->original == NULL)
    take_written (self, save);
  if (renamed)
    {
      g_object_notify (G_OBJECT (self), "file");
      g_object_notify (G_OBJECT (self), "display-name");
    }
  if (save->edits == self->edits)
    {
      g_hash_table_remove_all (self->edited);
      self->fresh = FALSE;
    }
  _sudoku_document_update_modified (self);
  _sudoku_document_schedule_state (self);
  return TRUE;
}
