/* sudoku-choosers.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-choosers"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-choosers.h"

/* File choosers: GtkFileChooserNative, which goes through the file chooser
 * portal inside the Flatpak (GtkFileDialog exists only from GTK 4.10). */

/* The chooser keeps its own reference to the filter (GTK 4's filters are
 * not floating). */
static void
add_filter (GtkFileChooser    *files,
            const char        *name,
            const char *const *patterns)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  gtk_file_chooser_add_filter (files, filter);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     GTask           *task)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  g_task_return_pointer (task, file, g_object_unref);
  g_object_unref (task);
}

static void
run_chooser (GtkFileChooserNative *chooser,
             GtkWindow            *parent,
             gpointer              source_tag,
             GAsyncReadyCallback   callback,
             gpointer              user_data)
{
  GTask *task = g_task_new (parent, NULL, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * sudoku_open_chooser_run_async:
 * @parent: the window that opens
 * @callback: called with the answer
 * @user_data: for @callback
 *
 * Asks for a puzzle file to open, with a filter for each known format.
 */
void
sudoku_open_chooser_run_async (GtkWindow          *parent,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  static const char    *all[] = { "*.sdk", "*.sdm", "*.ss", "*.txt", "*.json", NULL };
  static const char    *sdk[] = { "*.sdk", NULL };
  static const char    *sdm[] = { "*.sdm", "*.txt", NULL };
  static const char    *ss[] = { "*.ss", NULL };
  static const char    *json[] = { "*.json", NULL };
  static const char    *any[] = { "*", NULL };
  GtkFileChooserNative *chooser;
  GtkFileChooser       *files;

  /* Translators: the title of the file chooser of Open… */
  chooser = gtk_file_chooser_native_new (_("Open Puzzle"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                         /* Translators: the file chooser's button */
                                         _("_Open"), _("_Cancel"));
  files = GTK_FILE_CHOOSER (chooser);
  /* Translators: a file type filter in the Open dialog */
  add_filter (files, _("All Sudoku files"), all);
  /* Translators: a file type in the Open and Save dialogs; SadMan Sudoku is a program's name: keep
   * it */
  add_filter (files, _("SadMan Sudoku puzzle (.sdk)"), sdk);
  add_filter (files, _("Sudoku collection, one puzzle a line (.sdm)"), sdm);
  /* Translators: a file type in the Open and Save dialogs; Simple Sudoku is a program's name: keep
   * it */
  add_filter (files, _("Simple Sudoku puzzle (.ss)"), ss);
  /* Translators: a file type: a JSON file holding one 9×9 board */
  add_filter (files, _("JSON board"), json);
  /* Translators: a file chooser's filter that shows every file */
  add_filter (files, _("All files"), any);
  run_chooser (chooser, parent, sudoku_open_chooser_run_async, callback, user_data);
}

/**
 * sudoku_open_chooser_run_finish:
 * @parent: the window given to sudoku_open_chooser_run_async ()
 * @result: the result
 *
 * Returns: (transfer full) (nullable): the file chosen, or %NULL
 */
GFile *
sudoku_open_chooser_run_finish (GtkWindow    *parent,
                                GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), NULL);
  return g_task_propagate_pointer (G_TASK (result), NULL);
}

/**
 * sudoku_save_chooser_run_async:
 * @parent: the window that saves
 * @collection: whether several puzzles are saved (only .sdm holds them)
 * @folder: (nullable): where it starts: the puzzle's own folder
 * @suggested: the file name offered
 * @callback: called with the answer
 * @user_data: for @callback
 *
 * Asks where to save.
 */
void
sudoku_save_chooser_run_async (GtkWindow          *parent,
                               gboolean            collection,
                               GFile              *folder,
                               const char         *suggested,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  static const char    *sdk[] = { "*.sdk", NULL };
  static const char    *sdm[] = { "*.sdm", "*.txt", NULL };
  static const char    *ss[] = { "*.ss", NULL };
  static const char    *json[] = { "*.json", NULL };
  GtkFileChooserNative *chooser;
  GtkFileChooser       *files;

  /* Translators: the title of the file chooser of Save As… */
  chooser = gtk_file_chooser_native_new (_("Save Puzzle"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  files = GTK_FILE_CHOOSER (chooser);
  /* The format follows the name's extension; a collection is offered as
   * lines first. */
  if (collection)
    add_filter (files, _("Sudoku collection, one puzzle a line (.sdm)"), sdm);
  /* Translators: a file type in the Open and Save dialogs; SadMan Sudoku is a program's name: keep
   * it */
  add_filter (files, _("SadMan Sudoku puzzle (.sdk)"), sdk);
  if (!collection)
    add_filter (files, _("Sudoku collection, one puzzle a line (.sdm)"), sdm);
  /* Translators: a file type in the Open and Save dialogs; Simple Sudoku is a program's name: keep
   * it */
  add_filter (files, _("Simple Sudoku puzzle (.ss)"), ss);
  add_filter (files, _("JSON board"), json);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (files, folder, NULL);
  gtk_file_chooser_set_current_name (files, suggested);
  run_chooser (chooser, parent, sudoku_save_chooser_run_async, callback, user_data);
}

/* Export PDF…'s choices, and which of them the chooser offers. */
typedef struct
{
  SudokuSheetChoices choices;
  gboolean           collection;
  gboolean           summary;
} PdfChoices;

static gboolean
chosen (GtkFileChooser *files,
        const char     *id)
{
  return g_strcmp0 (gtk_file_chooser_get_choice (files, id), "true") == 0;
}

/* Read before the chooser goes. */
static void
pdf_chooser_response_cb (GtkNativeDialog *chooser,
                         int              response,
                         GTask           *task)
{
  GtkFileChooser *files = GTK_FILE_CHOOSER (chooser);
  PdfChoices     *pdf = g_task_get_task_data (task);
  GFile          *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      const char *per_page = gtk_file_chooser_get_choice (files, "per-page");

      file = gtk_file_chooser_get_file (files);
      if (per_page != NULL)
        pdf->choices.per_page = (guint)g_ascii_strtoull (per_page, NULL, 10);
      pdf->choices.solutions = chosen (files, "solutions");
      pdf->choices.path = chosen (files, "path");
      pdf->choices.only_current = pdf->collection && chosen (files, "only-current");
      pdf->choices.summary = pdf->summary && chosen (files, "summary");
    }
  g_object_unref (chooser);
  g_task_return_pointer (task, file, g_object_unref);
  g_object_unref (task);
}

static const char *
yes_no (gboolean yes)
{
  return yes ? "true" : "false";
}

static void
set_choices (GtkFileChooser           *files,
             const SudokuSheetChoices *choices,
             gboolean                  collection,
             gboolean                  summary)
{
  gtk_file_chooser_set_choice (files, "solutions", yes_no (choices->solutions));
  gtk_file_chooser_set_choice (files, "path", yes_no (choices->path));
  if (collection)
    gtk_file_chooser_set_choice (files, "only-current", yes_no (choices->only_current));
  if (summary)
    gtk_file_chooser_set_choice (files, "summary", yes_no (choices->summary));
}

/**
 * sudoku_pdf_chooser_run_async:
 * @parent: the window that exports
 * @folder: (nullable): where it starts: the puzzle's own folder
 * @suggested: the file name offered
 * @choices: what the chooser offers first: puzzles a page, solutions, each
 *   puzzle step by step, and the summary and the puzzle on the board
 * @collection: whether "only the puzzle on the board" makes sense
 * @summary: whether the classroom's searches can go on the sheet
 * @callback: called with the answer; sudoku_pdf_chooser_run_finish ()
 *   reads it
 * @user_data: for @callback
 *
 * Asks where to write a PDF worksheet, and with the worksheet's choices
 * that Print… offers in its tab (a portal shows them too).
 */
void
sudoku_pdf_chooser_run_async (GtkWindow                *parent,
                              GFile                    *folder,
                              const char               *suggested,
                              const SudokuSheetChoices *choices,
                              gboolean                  collection,
                              gboolean                  summary,
                              GAsyncReadyCallback       callback,
                              gpointer                  user_data)
{
  static const char    *patterns[] = { "*.pdf", NULL };
  GtkFileChooserNative *chooser;
  GtkFileChooser       *files;
  GTask                *task;
  PdfChoices           *pdf;
  guint                 values[7];
  guint                 n_values = sudoku_sheet_per_page_values (choices->max_per_page, values);
  char                  texts[7][4];
  const char           *per_page[7] = { NULL };
  guint                 n = 0;

  /* The count chosen first, the others after it: as many as the puzzles'
   * shape allows (12 and 20 of small grids). */
  for (guint i = 0; i < n_values; i++)
    g_snprintf (texts[i], sizeof texts[i], "%u", values[i]);
  for (guint i = 0; i < n_values; i++)
    if (values[i] == choices->per_page)
      per_page[n++] = texts[i];
  for (guint i = 0; i < n_values; i++)
    if (values[i] != choices->per_page)
      per_page[n++] = texts[i];

  /* Translators: the title of the file chooser of Export PDF… */
  chooser = gtk_file_chooser_native_new (_("Export PDF"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         /* Translators: the file chooser's button */
                                         _("_Export"), _("_Cancel"));
  files = GTK_FILE_CHOOSER (chooser);
  /* Translators: a file type */
  add_filter (files, _("PDF document"), patterns);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (files, folder, NULL);
  gtk_file_chooser_set_current_name (files, suggested);
  /* Translators: a choice of Export PDF… (as Print…'s "_Puzzles a page", without
   * the mnemonic), followed by 1, 2, 4 or 6 (12 and 20 too for small grids) */
  gtk_file_chooser_add_choice (files, "per-page", _("Puzzles a page"), (const char **)per_page,
                               (const char **)per_page);
  /* Translators: a choice of Export PDF…, as Print…'s, without the mnemonic */
  gtk_file_chooser_add_choice (files, "solutions", _("Solutions on the last pages"), NULL, NULL);
  /* Translators: a choice of Export PDF…, as Print…'s, without the mnemonic */
  gtk_file_chooser_add_choice (files, "path", _("Each puzzle step by step, as a person solves it"),
                               NULL, NULL);
  if (collection)
    /* Translators: a choice of Export PDF…, as Print…'s, without the mnemonic */
    gtk_file_chooser_add_choice (files, "only-current", _("Only the puzzle on the board"), NULL,
                                 NULL);
  if (summary)
    /* Translators: a choice of Export PDF…, as Print…'s, without the mnemonic */
    gtk_file_chooser_add_choice (files, "summary", _("The classroom’s search summary"), NULL,
                                 NULL);
  set_choices (files, choices, collection, summary);

  task = g_task_new (parent, NULL, callback, user_data);
  g_task_set_source_tag (task, sudoku_pdf_chooser_run_async);
  pdf = g_new0 (PdfChoices, 1);
  pdf->choices = *choices;
  pdf->collection = collection;
  pdf->summary = summary;
  g_task_set_task_data (task, pdf, g_free);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (pdf_chooser_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  /* GTK's own chooser (no portal) takes the choices shown, not the
   * options chosen: those go to it once it is there. */
  set_choices (files, choices, collection, summary);
}

/**
 * sudoku_pdf_chooser_run_finish:
 * @parent: the window given to sudoku_pdf_chooser_run_async ()
 * @result: the result
 * @choices: (out): what the person chose
 *
 * Returns: (transfer full) (nullable): the file chosen, or %NULL
 */
GFile *
sudoku_pdf_chooser_run_finish (GtkWindow          *parent,
                               GAsyncResult       *result,
                               SudokuSheetChoices *choices)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), NULL);

  *choices = ((PdfChoices *)g_task_get_task_data (G_TASK (result)))->choices;
  return g_task_propagate_pointer (G_TASK (result), NULL);
}

/**
 * sudoku_save_chooser_run_finish:
 * @parent: the window given to sudoku_save_chooser_run_async ()
 * @result: the result
 *
 * Returns: (transfer full) (nullable): the file chosen, or %NULL
 */
GFile *
sudoku_save_chooser_run_finish (GtkWindow    *parent,
                                GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), NULL);
  return g_task_propagate_pointer (G_TASK (result), NULL);
}
