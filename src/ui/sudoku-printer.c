/* sudoku-printer.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-printer"

#include "config.h"

#include <glib/gi18n.h>

#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "sudoku-dialogs.h"
#include "sudoku-document-io.h"
#include "sudoku-file-io.h"
#include "sudoku-pdf.h"
#include "sudoku-printer-private.h"

/* Print… (Ctrl+P) and Export PDF…: the worksheet of sudoku-pdf.c, of the
 * puzzle or the whole collection.  Printing goes through GtkPrintOperation
 * (the print portal inside the Flatpak) with a page of the worksheet's own
 * options: puzzles a page, solutions, a title.
 *
 * Print to File loses nothing: GTK's file backend writes its output in
 * place, and a failure half way (a full disk) leaves the file empty.  So the
 * output goes to a temporary file beside it (sudoku_save_begin ()), and only
 * when the job has ended well, and the file ends as a whole PDF, PostScript
 * or SVG file ends, does it take the file's name (sudoku_save_commit ()).
 * Otherwise the temporary file goes, the file stays as it was, and a
 * message says so.  The settings of the last print are kept for the next.
 *
 * The window owns one printer; what the status line should say comes as
 * #SudokuPrinter::message. */

G_DEFINE_FINAL_TYPE (SudokuPrinter, sudoku_printer, G_TYPE_OBJECT)

enum
{
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_sudoku_printer_say (SudokuPrinter *self,
                     const char    *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

void
_sudoku_sheet_free (gpointer data)
{
  Sheet *sheet = data;

  g_clear_pointer (&sheet->puzzles, g_array_unref);
  g_clear_pointer (&sheet->options.cache, sudoku_sheet_cache_free);
  g_free (sheet->title);
  g_free (sheet->summary);
  if (sheet->tmp != NULL)
    g_unlink (sheet->tmp);
  g_free (sheet->tmp);
  g_free (sheet->output);
  g_clear_weak_pointer (&sheet->printer);
  g_free (sheet);
}

/* The file's name; for a puzzle in no file that has a description (a
 * Ready-Made Lesson), the description rather than "Unsaved Puzzle". */
static char *
sheet_title (SudokuDocument *document)
{
  const SudokuPuzzle *puzzle = sudoku_document_get_puzzle (document);

  if (sudoku_document_get_file (document) == NULL && puzzle != NULL &&
      puzzle->meta[SUDOKU_META_DESCRIPTION] != NULL && puzzle->meta[SUDOKU_META_DESCRIPTION][0])
    return g_strdup (puzzle->meta[SUDOKU_META_DESCRIPTION]);
  return sudoku_document_dup_display_name (document);
}

Sheet *
_sudoku_sheet_new (SudokuPrinter  *self,
                   SudokuDocument *document,
                   const char     *summary)
{
  Sheet *sheet = g_new0 (Sheet, 1);

  sheet->puzzles = sudoku_document_dup_puzzles (document);
  sheet->current = sudoku_document_get_index (document);
  sheet->summary = g_strdup (summary);
  if (sheet->summary != NULL && sheet->summary[0] != '\0')
    sheet->options.summary = sheet->summary;
  sheet->title = sheet_title (document);
  /* One puzzle alone a page; a collection as many as its shape suits. */
  sheet->options.per_page = sheet->puzzles->len == 1
                              ? 1
                              : sudoku_sheet_default_per_page (sheet->puzzles);
  sheet->options.solutions = TRUE;
  sheet->options.title = sheet->title;
  g_set_weak_pointer (&sheet->printer, self);
  return sheet;
}

/* Points the file backend's output at a temporary file beside the one
 * chosen.  Called once the dialog is answered, before the job is made (it
 * copies the settings).  Returns FALSE with @error when no temporary file
 * can be made there: then nothing is printed. */
static gboolean
redirect_output (GtkPrintOperation *operation,
                 Sheet             *sheet,
                 GError           **error)
{
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  const char       *uri, *format;
  g_autoptr(GFile) file = NULL;
  g_autofree char *tmp_uri = NULL;

  uri = settings != NULL ? gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI) : NULL;
  if (uri == NULL)
    return TRUE; /* a printer */
  file = g_file_new_for_uri (uri);
  sheet->output = g_file_get_path (file);
  if (sheet->output == NULL)
    return TRUE; /* not a local file: its backend writes it */
  sheet->tmp = sudoku_save_begin (sheet->output, error);
  if (sheet->tmp == NULL)
    return FALSE;
  format = gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT);
  sheet->tail = g_strcmp0 (format, "svg") == 0 ? "</svg>" : "%%EOF";
  tmp_uri = g_filename_to_uri (sheet->tmp, NULL, NULL);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, tmp_uri);
  /* Held until the job has ended: done comes before the file is written. */
  g_object_ref (operation);
  return TRUE;
}

static gboolean
unref_later_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

/* The end of a Print to File: the temporary file takes the chosen file's
 * name if @written, or goes; @quiet when a message was already shown. */
static void
finish_output (GtkPrintOperation *operation,
               Sheet             *sheet,
               gboolean           written,
               gboolean           quiet)
{
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;

  if (sheet->tmp == NULL)
    return;
  name = g_filename_display_name (sheet->output);
  if (written && sudoku_save_commit (sheet->tmp, sheet->output, sheet->tail, &error))
    {
      /* Translators: a message after printing to a file: %s is the file's name, e.g. “Printed to
       * “sheet.pdf”” */
      g_autofree char *text = g_strdup_printf (_("Printed to “%s”"), name);

      if (sheet->printer != NULL)
        _sudoku_printer_say (sheet->printer, text);
    }
  else
    {
      if (error == NULL)
        {
          g_unlink (sheet->tmp);
          g_set_error (&error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       /* Translators: %s is a file name */
                       _("“%s” was left as it was: the printed file could not be written "
                          "(is the disk full?)"),
                       name);
        }
      if (sheet->printer != NULL && !quiet)
        {
          /* Translators: the title of the dialog that says why printing failed */
          sudoku_error_dialog_show (sheet->printer->window, _("Could not print"),
                                    error->message);
          _sudoku_printer_say (sheet->printer, error->message);
        }
    }
  g_clear_pointer (&sheet->tmp, g_free);
  g_idle_add (unref_later_cb, operation);
}

static void
status_changed_cb (GtkPrintOperation *operation,
                   Sheet             *sheet)
{
  if (gtk_print_operation_is_finished (operation))
    finish_output (operation, sheet,
                   gtk_print_operation_get_status (operation) == GTK_PRINT_STATUS_FINISHED, FALSE);
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                Sheet             *sheet)
{
  /* Each puzzle's rating and path worked out once for all the pages (the
   * options may have changed the puzzles since). */
  g_clear_pointer (&sheet->options.cache, sudoku_sheet_cache_free);
  sheet->options.cache = sudoku_sheet_cache_new ();
  gtk_print_operation_set_n_pages (
    operation, (int)sudoku_sheet_count_pages (&sheet->options, sheet->puzzles,
                                              gtk_print_context_get_width (context),
                                              gtk_print_context_get_height (context)));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              Sheet             *sheet)
{
  sudoku_sheet_draw_page (gtk_print_context_get_cairo_context (context),
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context), &sheet->options, sheet->puzzles,
                          (guint)page);
}

static GObject *
create_options_cb (GtkPrintOperation *operation,
                   Sheet             *sheet)
{
  guint       values[7];
  guint       n = sudoku_sheet_per_page_values (sudoku_sheet_max_per_page (sheet->puzzles), values);
  char        texts[7][4];
  const char *counts[7] = { NULL };
  GtkWidget  *grid = gtk_grid_new ();
  GtkWidget  *label;

  /* Translators: the label of the print dialog's tab of the worksheet's options */
  gtk_print_operation_set_custom_tab_label (operation, _("Worksheet"));
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  g_object_set (grid, "margin-start", 18, "margin-end", 18, "margin-top", 18, NULL);
  /* As many as the puzzles' shape allows: 12 and 20 of small grids. */
  for (guint i = 0; i < n; i++)
    {
      g_snprintf (texts[i], sizeof texts[i], "%u", values[i]);
      counts[i] = texts[i];
    }
  sheet->per_page = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (counts));
  for (guint i = 0; i < n; i++)
    if (values[i] == sheet->options.per_page)
      gtk_drop_down_set_selected (sheet->per_page, i);
  /* Translators: a label in the print dialog's Worksheet tab, before a list of 1, 2, 4 or 6 (12
   * and 20 too for small grids); the underscore marks the mnemonic letter */
  label = gtk_label_new_with_mnemonic (_("_Puzzles a page"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (sheet->per_page));
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->per_page), 1, 0, 1, 1);
  sheet->title_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (sheet->title_entry), sheet->title);
  /* Translators: a label in the print dialog's Worksheet tab, before the entry of the worksheet's
   * title; the underscore marks the mnemonic letter */
  label = gtk_label_new_with_mnemonic (_("_Title"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (sheet->title_entry));
  gtk_grid_attach (GTK_GRID (grid), label, 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->title_entry), 1, 1, 1, 1);
  sheet->solutions = GTK_CHECK_BUTTON (
    gtk_check_button_new_with_mnemonic (_("_Solutions on the last pages")));
  gtk_check_button_set_active (sheet->solutions, sheet->options.solutions);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->solutions), 1, 2, 1, 1);
  sheet->path = GTK_CHECK_BUTTON (
    gtk_check_button_new_with_mnemonic (_("_Each puzzle step by step, as a person solves it")));
  gtk_check_button_set_active (sheet->path, sheet->options.path);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->path), 1, 3, 1, 1);
  if (sheet->summary != NULL && sheet->summary[0] != '\0')
    {
      sheet->with_summary = GTK_CHECK_BUTTON (
        /* Translators: a check box in the print dialog's Worksheet tab: print the summary of the
         * classroom's search too; the underscore marks the mnemonic letter */
        gtk_check_button_new_with_mnemonic (_("The classroom’s search s_ummary")));
      gtk_check_button_set_active (sheet->with_summary, TRUE);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->with_summary), 1, 5, 1, 1);
    }
  if (sheet->puzzles->len > 1)
    {
      sheet->only_current = GTK_CHECK_BUTTON (
        gtk_check_button_new_with_mnemonic (_("_Only the puzzle on the board")));
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (sheet->only_current), 1, 4, 1, 1);
    }
  return G_OBJECT (grid);
}

/* What the person chose: the pages, and the puzzles on them. */
void
_sudoku_sheet_choose (Sheet                    *sheet,
                      const SudokuSheetChoices *choices)
{
  sheet->options.per_page = choices->per_page;
  sheet->options.solutions = choices->solutions;
  sheet->options.path = choices->path;
  sheet->options.summary = choices->summary && sheet->summary != NULL && sheet->summary[0] != '\0'
                             ? sheet->summary
                             : NULL;
  if (choices->only_current && sheet->puzzles->len > 1)
    {
      GArray      *one = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));
      SudokuPuzzle puzzle = g_array_index (sheet->puzzles, SudokuPuzzle, sheet->current);

      g_array_set_clear_func (one, (GDestroyNotify)sudoku_puzzle_clear);
      for (guint k = 0; k < SUDOKU_N_META; k++)
        puzzle.meta[k] = g_strdup (puzzle.meta[k]);
      g_array_append_val (one, puzzle);
      g_array_unref (sheet->puzzles);
      sheet->puzzles = one;
    }
}

static void
apply_options_cb (GtkPrintOperation *operation,
                  GtkWidget         *widget,
                  Sheet             *sheet)
{
  guint              selected = gtk_drop_down_get_selected (sheet->per_page);
  guint              values[7];
  guint              n = sudoku_sheet_per_page_values (sudoku_sheet_max_per_page (sheet->puzzles),
                                                       values);
  SudokuSheetChoices choices = {
    .per_page = values[MIN (selected, n - 1)],
    .solutions = gtk_check_button_get_active (sheet->solutions),
    .path = gtk_check_button_get_active (sheet->path),
    .summary = sheet->with_summary != NULL && gtk_check_button_get_active (sheet->with_summary),
    .only_current = sheet->only_current != NULL &&
                    gtk_check_button_get_active (sheet->only_current),
  };

  _sudoku_sheet_choose (sheet, &choices);
  g_free (sheet->title);
  sheet->title = g_strdup (gtk_editable_get_text (GTK_EDITABLE (sheet->title_entry)));
  sheet->options.title = sheet->title[0] != '\0' ? sheet->title : NULL;

  if (sheet->printer != NULL && gtk_print_operation_get_print_settings (operation) != NULL)
    sudoku_printer_set_settings (sheet->printer,
                                 gtk_print_operation_get_print_settings (operation));
  {
    g_autoptr(GError) error = NULL;

    if (!redirect_output (operation, sheet, &error))
      {
        gtk_print_operation_cancel (operation);
        if (sheet->printer != NULL)
          /* Translators: the title of the dialog that says why printing failed */
          sudoku_error_dialog_show (sheet->printer->window, _("Could not print"), error->message);
      }
  }
}

static void
print_done_cb (GtkPrintOperation      *operation,
               GtkPrintOperationResult result,
               SudokuPrinter          *self)
{
  Sheet *sheet = g_object_get_data (G_OBJECT (operation), "sudoku-sheet");
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      /* Translators: the title of the dialog that says why printing failed */
      sudoku_error_dialog_show (self->window, _("Could not print"),
                                error != NULL ? error->message : NULL);
    }
  /* Printed to a file: done comes before the job has written it, unless
   * it ran synchronously. */
  if (result != GTK_PRINT_OPERATION_RESULT_APPLY)
    finish_output (operation, sheet, FALSE, TRUE);
  else if (gtk_print_operation_is_finished (operation))
    status_changed_cb (operation, sheet);
}

static GtkPrintOperation *
new_operation (SudokuPrinter  *self,
               SudokuDocument *document,
               const char     *summary)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  Sheet             *sheet = _sudoku_sheet_new (self, document, summary);

  if (self->settings != NULL)
    gtk_print_operation_set_print_settings (operation, self->settings);
  gtk_print_operation_set_job_name (operation, sheet->title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  /* The worksheet has margins of its own. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "sudoku-sheet", sheet, _sudoku_sheet_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), sheet);
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_options_cb), sheet);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (apply_options_cb), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  g_signal_connect (operation, "status-changed", G_CALLBACK (status_changed_cb), sheet);
  return operation;
}

/**
 * sudoku_printer_print:
 * @self: a #SudokuPrinter
 * @document: the puzzle or collection to print
 * @summary: (nullable): the classroom's searches, offered on the sheet
 *
 * Opens the print dialog, with the worksheet's options in a tab of its own.
 */
void
sudoku_printer_print (SudokuPrinter  *self,
                      SudokuDocument *document,
                      const char     *summary)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SUDOKU_IS_PRINTER (self));
  g_return_if_fail (SUDOKU_IS_DOCUMENT (document));

  operation = new_operation (self, document, summary);
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, self->window,
                           &error);
}

/**
 * sudoku_printer_print_to_file:
 * @self: a #SudokuPrinter
 * @document: the puzzle or collection to print
 * @summary: (nullable): the classroom's searches
 * @path: a PDF file to write
 *
 * Prints as Print… does, to a PDF file with GTK's export, with no dialog:
 * for the tests.  GTK writes the file in place, so it writes a temporary
 * file beside it, which takes the file's name only when whole.
 *
 * Returns: %TRUE when printed
 */
gboolean
sudoku_printer_print_to_file (SudokuPrinter  *self,
                              SudokuDocument *document,
                              const char     *summary,
                              const char     *path)
{
  g_autoptr(GtkPrintOperation) operation = new_operation (self, document, summary);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = sudoku_save_begin (path, &error);

  if (tmp == NULL)
    return FALSE;
  gtk_print_operation_set_export_filename (operation, tmp);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, self->window,
                               &error) != GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      g_unlink (tmp);
      return FALSE;
    }
  return sudoku_save_commit (tmp, path, "%%EOF", &error);
}

/**
 * sudoku_printer_set_settings:
 * @self: a #SudokuPrinter
 * @settings: what the next Print… dialog starts from
 *
 * Kept from the last print (and set by the tests).
 */
void
sudoku_printer_set_settings (SudokuPrinter    *self,
                             GtkPrintSettings *settings)
{
  g_return_if_fail (SUDOKU_IS_PRINTER (self));
  g_return_if_fail (GTK_IS_PRINT_SETTINGS (settings));

  g_clear_object (&self->settings);
  self->settings = gtk_print_settings_copy (settings);
}

/**
 * sudoku_printer_get_choices:
 * @document: the puzzle or collection to print
 * @summary: (nullable): the classroom's searches
 * @choices: (out): what a worksheet of it shows unless the person says
 *   otherwise: a page for one puzzle, four a page for a collection (of
 *   small grids more: sudoku_sheet_default_per_page ()), the solutions,
 *   and the summary when there is one
 */
void
sudoku_printer_get_choices (SudokuDocument     *document,
                            const char         *summary,
                            SudokuSheetChoices *choices)
{
  g_autoptr(GArray) puzzles = NULL;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (document));

  puzzles = sudoku_document_dup_puzzles (document);
  *choices = (SudokuSheetChoices){
    .per_page = puzzles->len == 1 ? 1 : sudoku_sheet_default_per_page (puzzles),
    .max_per_page = sudoku_sheet_max_per_page (puzzles),
    .solutions = TRUE,
    .summary = summary != NULL && summary[0] != '\0',
  };
}

/**
 * sudoku_printer_new:
 * @window: the window whose puzzles it prints: the dialogs' parent
 *
 * Returns: (transfer full): a new #SudokuPrinter
 */
SudokuPrinter *
sudoku_printer_new (GtkWindow *window)
{
  SudokuPrinter *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  self = g_object_new (SUDOKU_TYPE_PRINTER, NULL);
  g_set_weak_pointer (&self->window, window);
  return self;
}

static void
sudoku_printer_dispose (GObject *object)
{
  SudokuPrinter *self = SUDOKU_PRINTER (object);

  /* A window that goes stops its export. */
  g_cancellable_cancel (self->export_cancellable);
  g_clear_object (&self->export_cancellable);
  g_clear_object (&self->settings);
  g_clear_weak_pointer (&self->window);

  G_OBJECT_CLASS (sudoku_printer_parent_class)->dispose (object);
}

static void
sudoku_printer_class_init (SudokuPrinterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_printer_dispose;

  /**
   * SudokuPrinter::message:
   * @text: what the status line says now
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sudoku_printer_init (SudokuPrinter *self)
{
}
