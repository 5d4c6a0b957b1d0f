/* sudoku-files-save.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-files"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-choosers.h"
#include "sudoku-dialogs.h"
#include "sudoku-document-io.h"
#include "sudoku-files-private.h"

/* Save and Save As of a SudokuFiles: where to (a chooser), in which format
 * (the name's), whether a format would lose something (a question), then
 * the document's save on its worker thread and a word in the status or a
 * dialog.  The state is the SudokuFiles' (sudoku-files-private.h). */

static void
document_saved_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuFiles *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!sudoku_document_save_finish (SUDOKU_DOCUMENT (object), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && !_sudoku_files_gone (self))
        {
          name = sudoku_file_display_name (g_task_get_task_data (task));
          /* Translators: a dialog's title; %s is a file name */
          text = g_strdup_printf (_("Could not save “%s”"), name);
          sudoku_error_dialog_show (self->window, text, error->message);
        }
      g_task_return_boolean (task, FALSE);
      return;
    }
  if (!_sudoku_files_gone (self))
    {
      name = sudoku_document_dup_display_name (self->document);
      /* Translators: the status after saving; %s is the file's name */
      text = g_strdup_printf (_("Saved “%s”"), name);
      g_signal_emit_by_name (self, "message", text);
    }
  g_task_return_boolean (task, TRUE);
}

static SudokuFormat
format_for_name (const char  *name,
                 SudokuFormat fallback)
{
  if (g_str_has_suffix (name, ".sdm") || g_str_has_suffix (name, ".txt"))
    return SUDOKU_FORMAT_LINES;
  if (g_str_has_suffix (name, ".sdk"))
    return SUDOKU_FORMAT_SDK;
  if (g_str_has_suffix (name, ".ss"))
    return SUDOKU_FORMAT_SS;
  if (g_str_has_suffix (name, ".json"))
    return SUDOKU_FORMAT_JSON;
  return fallback;
}

/* The format Save As writes to @file: its extension's. */
static SudokuFormat
format_of (SudokuFiles *self,
           GFile       *file)
{
  g_autofree char *base = g_file_get_basename (file);
  gboolean         collection = sudoku_document_get_n_puzzles (self->document) > 1;

  return format_for_name (base, collection ? SUDOKU_FORMAT_LINES : SUDOKU_FORMAT_SDK);
}

/* Saves to @file (NULL: the document's own) and completes @task. */
static void
save_to (SudokuFiles *self,
         GFile       *file,
         GTask       *task)
{
  SudokuDocument *document = self->document;
  GFile          *target = file != NULL ? file : sudoku_document_get_file (document);
  SudokuFormat    format = file == NULL ? sudoku_document_get_format (document)
                                        : format_of (self, file);

  g_task_set_task_data (task, g_object_ref (target), g_object_unref);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  sudoku_document_save_async (document, file, format, self->file_cancellable, document_saved_cb,
                              task);
}

static void
lossy_answered_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask       *task = user_data;
  SudokuFiles *self = g_task_get_source_object (task);

  if (!sudoku_confirm_dialog_run_finish (GTK_WINDOW (object), result) || _sudoku_files_gone (self))
    {
      g_task_return_boolean (task, FALSE);
      g_object_unref (task);
      return;
    }
  save_to (self, g_task_get_task_data (task), task);
}

static void
save_as_chosen_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask       *task = user_data;
  SudokuFiles *self = g_task_get_source_object (task);
  g_autoptr(GFile) file = sudoku_save_chooser_run_finish (GTK_WINDOW (object), result);

  g_autoptr(GError) error = NULL;

  if (file == NULL || _sudoku_files_gone (self))
    {
      g_task_return_boolean (task, FALSE);
      g_object_unref (task);
      return;
    }
  /* A format that cannot hold the puzzles' headers: say so first. */
  if (!sudoku_document_can_hold (self->document, format_of (self, file), &error))
    {
      g_task_set_task_data (task, g_object_ref (file), g_object_unref);
      /* Translators: a question and its button; the headers are the puzzle's author,
       * description, level… that the chosen format cannot hold */
      sudoku_confirm_dialog_run_async (self->window, _("Save without the puzzle’s headers?"),
                                       /* Translators: save in that format all the same */
                                       error->message, _("Save _Anyway"), lossy_answered_cb, task);
      return;
    }
  save_to (self, file, task);
}

static char *
suggested_name (SudokuFiles *self,
                gboolean     collection)
{
  GFile           *file = sudoku_document_get_file (self->document);
  g_autofree char *base = NULL;
  g_autofree char *stem = NULL;

  if (file == NULL)
    /* Translators: the file name offered for a new puzzle; keep .sdk */
    return g_strdup (_("puzzle.sdk"));
  base = g_file_get_basename (file);
  stem = g_strndup (base, strcspn (base, "."));
  return g_strconcat (stem, collection ? ".sdm" : ".sdk", NULL);
}

static void
choose_and_save (SudokuFiles *self,
                 GTask       *task)
{
  gboolean         collection = sudoku_document_get_n_puzzles (self->document) > 1;
  g_autofree char *suggested = suggested_name (self, collection);
  GFile           *file = sudoku_document_get_file (self->document);
  g_autoptr(GFile) folder = file != NULL ? g_file_get_parent (file) : NULL;

  /* Save As starts in the puzzle's own folder. */
  sudoku_save_chooser_run_async (self->window, collection, folder, suggested, save_as_chosen_cb,
                                 task);
}

/**
 * sudoku_files_save_async:
 * @self: a #SudokuFiles
 * @choose: Save As: ask where even when the document has a file
 * @callback: (nullable): called once saved, or not
 * @user_data: for @callback
 *
 * Saves the document, asking where when it has no file it can write (or
 * @choose is set).
 */
void
sudoku_files_save_async (SudokuFiles        *self,
                         gboolean            choose,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  GTask *task;

  g_return_if_fail (SUDOKU_IS_FILES (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, sudoku_files_save_async);
  if (choose || !sudoku_document_can_save (self->document))
    choose_and_save (self, task);
  else
    save_to (self, NULL, task);
}

/**
 * sudoku_files_save_finish:
 * @self: a #SudokuFiles
 * @result: the result
 *
 * Returns: whether the document was saved
 */
gboolean
sudoku_files_save_finish (SudokuFiles  *self,
                          GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), NULL);
}
