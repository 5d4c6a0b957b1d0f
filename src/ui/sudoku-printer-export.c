/* sudoku-printer-export.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-printer"

#include "config.h"

#include <glib/gi18n.h>

#include <pango/pangocairo.h>

#include "sudoku-dialogs.h"
#include "sudoku-document-io.h"
#include "sudoku-printer-private.h"

/* Export PDF… of a SudokuPrinter (the worksheet written on a worker
 * thread) and Escape, which stops it.  The state is the printer's
 * (sudoku-printer-private.h); this file holds none of its own. */

/* Export PDF…: the worksheet is drawn on a worker thread (a collection of
 * 10,000 puzzles froze the window for 18–24 s), with its progress in the
 * status line; Escape stops it and the file stays as it was.  A printer
 * that goes (with its window) stops it, and a new export stops the one
 * before. */

typedef struct
{
  Sheet         *sheet;
  GFile         *file;
  char          *path;
  gint           progress; /* per mille, atomic */
  SudokuPrinter *printer;  /* weak */
  GCancellable  *cancellable;
  guint          progress_id;
} Export;

static void
export_free (gpointer data)
{
  Export *export = data;

  g_assert (export->progress_id == 0);
  _sudoku_sheet_free (export->sheet);
  g_object_unref (export->file);
  g_free (export->path);
  g_object_unref (export->cancellable);
  g_clear_weak_pointer (&export->printer);
  g_free (export);
}

static void
export_worker (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Export *export = task_data;
  PangoFontMap *fonts = pango_cairo_font_map_new ();
  GError       *error = NULL;
  gboolean      written;

  /* This thread's own font map (Pango's are not shared between threads),
   * dropped when done: the pool's thread lives on. */
  pango_cairo_font_map_set_default (PANGO_CAIRO_FONT_MAP (fonts));
  written = sudoku_sheet_write_pdf_full (export->path, &export->sheet->options,
                                         export->sheet->puzzles, cancellable, &export->progress,
                                         &error);
  pango_cairo_font_map_set_default (NULL);
  g_object_unref (fonts);
  if (written)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static gboolean
export_progress_cb (gpointer data)
{
  Export *export = data;
  g_autofree char *name = NULL, *text = NULL;

  /* Stopped, the status says so until the worker has ended. */
  if (export->printer == NULL || g_cancellable_is_cancelled (export->cancellable))
    return G_SOURCE_CONTINUE;
  name = sudoku_file_display_name (export->file);
  /* Translators: while a worksheet is written; %s is the PDF file's name,
   * %.0f how much is done, in per cent */
  text = g_strdup_printf (_("Exporting “%s”… %.0f %%"), name,
                          g_atomic_int_get (&export->progress) / 10.0);
  _sudoku_printer_say (export->printer, text);
  return G_SOURCE_CONTINUE;
}

static void
exported_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Export *export = g_task_get_task_data (G_TASK (result));
  SudokuPrinter *self = export->printer;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = sudoku_file_display_name (export->file);

  g_clear_handle_id (&export->progress_id, g_source_remove);
  if (self != NULL && self->export_cancellable == export->cancellable)
    g_clear_object (&self->export_cancellable);
  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_autofree char *text = g_strdup_printf (_("Saved “%s”"), name);

      if (self != NULL)
        _sudoku_printer_say (self, text);
    }
  else if (self != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      sudoku_error_dialog_show (self->window, _("Could not export the worksheet"), error->message);
      _sudoku_printer_say (self, error->message);
    }
}

/**
 * sudoku_printer_export_pdf:
 * @self: a #SudokuPrinter
 * @document: the puzzle or collection to export
 * @summary: (nullable): the classroom's searches
 * @choices: (nullable): what the person chose (sudoku_printer_get_choices ()
 *   when %NULL)
 * @file: the PDF file chosen
 *
 * Writes the worksheet of the puzzle or the collection to @file on a worker
 * thread, its progress in the status line; sudoku_printer_stop () stops it.
 */
void
sudoku_printer_export_pdf (SudokuPrinter            *self,
                           SudokuDocument           *document,
                           const char               *summary,
                           const SudokuSheetChoices *choices,
                           GFile                    *file)
{
  g_autoptr(GTask) task = NULL;
  SudokuSheetChoices defaults;
  Export *export;

  g_return_if_fail (SUDOKU_IS_PRINTER (self));
  g_return_if_fail (SUDOKU_IS_DOCUMENT (document));
  g_return_if_fail (G_IS_FILE (file));

  export = g_new0 (Export, 1);
  export->sheet = _sudoku_sheet_new (self, document, summary);
  if (choices == NULL)
    sudoku_printer_get_choices (document, summary, &defaults);
  _sudoku_sheet_choose (export->sheet, choices != NULL ? choices : &defaults);
  export->file = g_object_ref (file);
  export->path = g_file_get_path (file);
  export->cancellable = g_cancellable_new ();
  g_set_weak_pointer (&export->printer, self);
  if (export->path == NULL)
    {
      sudoku_error_dialog_show (self->window, _("Could not export the worksheet"), NULL);
      export_free (export);
      return;
    }
  /* Stops the export before, if any. */
  g_cancellable_cancel (self->export_cancellable);
  g_set_object (&self->export_cancellable, export->cancellable);
  task = g_task_new (NULL, export->cancellable, exported_cb, NULL);
  g_task_set_source_tag (task, sudoku_printer_export_pdf);
  /* Stopped once written, it was written: the status says so. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, export, export_free);
  export->progress_id = g_timeout_add (100, export_progress_cb, export);
  export_progress_cb (export);
  g_task_run_in_thread (task, export_worker);
}

/**
 * sudoku_printer_stop:
 * @self: a #SudokuPrinter
 *
 * Escape while a worksheet is exported: it stops, and the file chosen is
 * left as it was.
 *
 * Returns: whether an export stopped
 */
gboolean
sudoku_printer_stop (SudokuPrinter *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINTER (self), FALSE);

  if (self->export_cancellable == NULL || g_cancellable_is_cancelled (self->export_cancellable))
    return FALSE;
  g_cancellable_cancel (self->export_cancellable);
  _sudoku_printer_say (self, _("Export stopped: the file was left as it was"));
  return TRUE;
}

/**
 * sudoku_printer_get_exporting:
 * @self: a #SudokuPrinter
 *
 * Returns: whether a worksheet is being exported
 */
gboolean
sudoku_printer_get_exporting (SudokuPrinter *self)
{
  g_return_val_if_fail (SUDOKU_IS_PRINTER (self), FALSE);
  return self->export_cancellable != NULL;
}
