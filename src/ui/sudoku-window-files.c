/* sudoku-window-files.c
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

/* The window's file actions: new, open, save, collections, clipboard, drops
 * and the puzzle of the last run.  What belongs to the file lives in the
 * window's SudokuDocument; this file shows it and asks the questions.  It
 * calls nothing of sudoku-window.c: it reaches the window's widgets through
 * the private header. */

static void
set_status (SudokuWindow *self,
            const char   *text)
{
  gtk_label_set_text (self->status_label, text);
}

static char *
display_name_of (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base);
}

/* Title and navigation follow the document */

static void
update_title (SudokuWindow *self)
{
  g_autofree char *name = sudoku_document_dup_display_name (self->document);
  g_autofree char *title = NULL;
  gboolean         modified = sudoku_document_get_modified (self->document);

  if (sudoku_document_get_file (self->document) == NULL && !modified)
    title = g_strdup (_("Sudoku Solver"));
  else if (modified)
    /* Translators: the window title of a puzzle with unsaved changes */
    title = g_strdup_printf (_("• %s — Sudoku Solver"), name);
  else
    title = g_strdup_printf (_("%s — Sudoku Solver"), name);
  /* A title set again is sent to the X server again. */
  if (g_strcmp0 (title, gtk_window_get_title (GTK_WINDOW (self))) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_collection_bar (SudokuWindow *self)
{
  g_autofree char *of = NULL;
  guint            n = sudoku_document_get_n_puzzles (self->document);
  guint            index = sudoku_document_get_index (self->document);

  gtk_widget_set_visible (self->collection_bar, n > 1);
  gtk_spin_button_set_range (self->puzzle_spin, 1, MAX (n, 1));
  gtk_spin_button_set_value (self->puzzle_spin, index + 1);
  /* Translators: after the number of the puzzle shown: "Puzzle [3] of 95" */
  of = g_strdup_printf (ngettext ("of %u", "of %u", n), n);
  gtk_label_set_text (self->puzzle_count_label, of);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-puzzle", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", index + 1 < n);
}

static void
state_error_cb (SudokuWindow   *self,
                GParamSpec     *pspec,
                SudokuDocument *document)
{
  const char      *error = sudoku_document_get_state_error (document);
  g_autofree char *secondary = NULL;

  /* Once a window: the person knows, and saving to a file still works. */
  if (error == NULL || self->state_error_shown)
    return;
  self->state_error_shown = TRUE;
  /* Translators: %s is the reason from the system */
  secondary = g_strdup_printf (_("%s. Save the puzzle to a file to keep it."), error);
  sudoku_error_dialog_show (GTK_WINDOW (self), _("Your work is not being kept"), secondary);
}

/* The board and the document */

/* Puts the document's current puzzle on the board.  A copy: each cell the
 * board changes comes back to the document (board_cell_changed_cb ()). */
static void
load_board (SudokuWindow *self)
{
  guint8 givens[SUDOKU_N_CELLS];

  memcpy (givens, sudoku_document_get_givens (self->document), SUDOKU_N_CELLS);
  sudoku_board_load (self->board, givens);
}

static void
show_puzzle (SudokuWindow *self)
{
  g_cancellable_cancel (self->restore_cancellable);
  load_board (self);
}

static void
board_cell_changed_cb (SudokuWindow *self,
                       guint         row,
                       guint         col,
                       SudokuBoard  *board)
{
  guint8 givens[SUDOKU_N_CELLS];

  if (sudoku_board_get_origin (board, row, col) == SUDOKU_ORIGIN_SOLVED)
    return;
  sudoku_board_get_givens (board, givens);
  sudoku_document_set_givens (self->document, givens);
}

/* Saving */

typedef struct
{
  SudokuWindow *self;
  GTask        *task;
} SaveRequest;

static void
document_saved_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SudokuWindow *self = g_task_get_source_object (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!sudoku_document_save_finish (SUDOKU_DOCUMENT (object), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->board != NULL)
        {
          name = display_name_of (g_task_get_task_data (task));
          /* Translators: a dialog's title; %s is a file name */
          text = g_strdup_printf (_("Could not save “%s”"), name);
          sudoku_error_dialog_show (GTK_WINDOW (self), text, error->message);
        }
      g_task_return_boolean (task, FALSE);
      return;
    }
  if (self->board != NULL)
    {
      name = sudoku_document_dup_display_name (self->document);
      text = g_strdup_printf (_("Saved “%s”"), name);
      set_status (self, text);
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
  return fallback;
}

/* Saves to @file (NULL: the document's own) and completes @task. */
static void
save_to (SudokuWindow *self,
         GFile        *file,
         GTask        *task)
{
  SudokuDocument  *document = self->document;
  GFile           *target = file != NULL ? file : sudoku_document_get_file (document);
  g_autofree char *base = g_file_get_basename (target);
  gboolean         collection = sudoku_document_get_n_puzzles (document) > 1;
  SudokuFormat     format = file == NULL ? sudoku_document_get_format (document)
                                         : format_for_name (base, collection ? SUDOKU_FORMAT_LINES
                                                                             : SUDOKU_FORMAT_SDK);

  g_task_set_task_data (task, g_object_ref (target), g_object_unref);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  sudoku_document_save_async (document, file, format, self->file_cancellable, document_saved_cb,
                              task);
}

/* The file a chooser's answer names, if any; the chooser is done with. */
static GFile *
take_chosen_file (GtkNativeDialog *chooser,
                  int              response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  return file;
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  GTask *task = user_data;
  g_autoptr(GFile) file = take_chosen_file (chooser, response);
  SudokuWindow *self = g_task_get_source_object (task);

  if (file == NULL || self->board == NULL)
    {
      g_task_return_boolean (task, FALSE);
      g_object_unref (task);
      return;
    }
  save_to (self, file, task);
}

static GtkFileFilter *
new_filter (const char        *name,
            const char *const *patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  return filter;
}

static char *
suggested_name (SudokuWindow *self,
                gboolean      collection)
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
choose_and_save (SudokuWindow *self,
                 GTask        *task)
{
  static const char    *sdk[] = { "*.sdk", NULL };
  static const char    *sdm[] = { "*.sdm", "*.txt", NULL };
  GtkFileChooserNative *chooser;
  gboolean              collection = sudoku_document_get_n_puzzles (self->document) > 1;
  g_autofree char      *suggested = suggested_name (self, collection);

  chooser = gtk_file_chooser_native_new (_("Save Puzzle"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (!collection)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                                 new_filter (_("SadMan Sudoku puzzle (.sdk)"), sdk));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                               new_filter (_("Sudoku collection, one puzzle a line (.sdm)"), sdm));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Saves the document, asking where when it has no file it can write (or
 * @choose is set); the task's boolean says whether it was saved. */
static void
save_document_async (SudokuWindow       *self,
                     gboolean            choose,
                     GAsyncReadyCallback callback,
                     gpointer            user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);

  g_task_set_source_tag (task, save_document_async);
  if (choose || !sudoku_document_can_save (self->document))
    choose_and_save (self, task);
  else
    save_to (self, NULL, task);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save_document_async (SUDOKU_WINDOW (widget), FALSE, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  save_document_async (SUDOKU_WINDOW (widget), TRUE, NULL, NULL);
}

/* Unsaved changes */

static void
confirm_saved_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) confirm = user_data;

  g_task_return_boolean (confirm, g_task_propagate_boolean (G_TASK (result), NULL));
}

static void
confirm_answered_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) confirm = user_data;
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (sudoku_save_dialog_run_finish (GTK_WINDOW (self), result))
    {
    case SUDOKU_SAVE_CHOICE_SAVE:
      save_document_async (self, FALSE, confirm_saved_cb, g_steal_pointer (&confirm));
      break;
    case SUDOKU_SAVE_CHOICE_DISCARD:
      /* The changes go only with what replaces them: an Open that fails
       * keeps them. */
      g_task_return_boolean (confirm, TRUE);
      break;
    case SUDOKU_SAVE_CHOICE_CANCEL:
    default:
      g_task_return_boolean (confirm, FALSE);
      break;
    }
}

/* Completes with TRUE once the puzzle may be replaced: at once when nothing
 * would be lost, otherwise after asking and a successful save or a discard. */
static void
confirm_changes_async (SudokuWindow       *self,
                       GAsyncReadyCallback callback,
                       gpointer            user_data)
{
  GTask           *task = g_task_new (self, NULL, callback, user_data);
  g_autofree char *name = NULL;

  g_task_set_source_tag (task, confirm_changes_async);
  if (!sudoku_document_get_modified (self->document))
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  name = sudoku_document_dup_display_name (self->document);
  sudoku_save_dialog_run_async (GTK_WINDOW (self), name, NULL, confirm_answered_cb, task);
}

static gboolean
confirm_changes_finish (SudokuWindow *self,
                        GAsyncResult *result)
{
  return g_task_propagate_boolean (G_TASK (result), NULL) && self->board != NULL;
}

static void
then_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SudokuWindow      *self = SUDOKU_WINDOW (object);
  SudokuAfterConfirm then = (SudokuAfterConfirm)user_data;

  if (confirm_changes_finish (self, result))
    then (self);
}

/**
 * _sudoku_window_confirm_changes:
 * @self: a #SudokuWindow
 * @then: what to do once the puzzle may be replaced
 *
 * Runs @then once nothing would be lost: at once, or after the person saved
 * or discarded the changes.  Nothing runs when they cancel.
 */
void
_sudoku_window_confirm_changes (SudokuWindow      *self,
                                SudokuAfterConfirm then)
{
  confirm_changes_async (self, then_confirmed_cb, (gpointer)then);
}

static void
close_now (SudokuWindow *self)
{
  /* Saved or discarded: in the state file too, the discarded edit goes. */
  sudoku_document_discard_changes (self->document);
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Whether closing waits for the person's answer about unsaved changes. */
gboolean
_sudoku_window_files_close_request (SudokuWindow *self)
{
  if (self->close_confirmed || !sudoku_document_get_modified (self->document))
    return FALSE;
  _sudoku_window_confirm_changes (self, close_now);
  return TRUE;
}

/* Opening */

typedef struct
{
  SudokuWindow *self;
  GFile        *file;
} Opening;

static void
opening_free (Opening *opening)
{
  g_object_unref (opening->self);
  g_object_unref (opening->file);
  g_free (opening);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Opening, opening_free)

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Opening) opening = user_data;
  SudokuWindow *self = opening->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint            n;

  if (!sudoku_document_load_finish (SUDOKU_DOCUMENT (object), result, &error))
    {
      if (self->board == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* The board stays as it was. */
      name = display_name_of (opening->file);
      text = g_strdup_printf (_("Could not open “%s”"), name);
      sudoku_error_dialog_show (GTK_WINDOW (self), text, error->message);
      return;
    }
  if (self->board == NULL)
    return;

  show_puzzle (self);
  name = sudoku_document_dup_display_name (self->document);
  n = sudoku_document_get_n_puzzles (self->document);
  if (n > 1)
    text = g_strdup_printf (ngettext ("Opened “%s”: %u puzzle", "Opened “%s”: %u puzzles", n), name,
                            n);
  else
    text = g_strdup_printf (_("Opened “%s”"), name);
  set_status (self, text);
}

static void
load_file (SudokuWindow *self,
           GFile        *file)
{
  Opening *opening = g_new0 (Opening, 1);

  g_cancellable_cancel (self->restore_cancellable);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  opening->self = g_object_ref (self);
  opening->file = g_object_ref (file);
  sudoku_document_load_async (self->document, file, self->file_cancellable, load_done_cb, opening);
}

static void
open_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  SudokuWindow *self = SUDOKU_WINDOW (object);

  if (confirm_changes_finish (self, result))
    load_file (self, file);
}

/**
 * sudoku_window_open:
 * @self: a #SudokuWindow
 * @file: a puzzle file in any of the known formats
 *
 * Opens @file, after asking about unsaved changes.  A file that cannot be
 * read or parsed leaves the board untouched and says why in a dialog.
 */
void
sudoku_window_open (SudokuWindow *self,
                    GFile        *file)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  confirm_changes_async (self, open_confirmed_cb, g_object_ref (file));
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  gpointer         user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GFile) file = take_chosen_file (chooser, response);

  if (file != NULL && self->board != NULL)
    load_file (self, file);
}

static void
choose_file_to_open (SudokuWindow *self)
{
  static const char    *all[] = { "*.sdk", "*.sdm", "*.ss", "*.txt", "*.json", NULL };
  static const char    *sdk[] = { "*.sdk", NULL };
  static const char    *sdm[] = { "*.sdm", "*.txt", NULL };
  static const char    *ss[] = { "*.ss", NULL };
  static const char    *json[] = { "*.json", NULL };
  static const char    *any[] = { "*", NULL };
  GtkFileChooserNative *chooser;
  GtkFileChooser       *files;

  chooser = gtk_file_chooser_native_new (_("Open Puzzle"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  files = GTK_FILE_CHOOSER (chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (files, new_filter (_("All Sudoku files"), all));
  gtk_file_chooser_add_filter (files, new_filter (_("SadMan Sudoku puzzle (.sdk)"), sdk));
  gtk_file_chooser_add_filter (files,
                               new_filter (_("Sudoku collection, one puzzle a line (.sdm)"), sdm));
  gtk_file_chooser_add_filter (files, new_filter (_("Simple Sudoku puzzle (.ss)"), ss));
  gtk_file_chooser_add_filter (files, new_filter (_("JSON board"), json));
  gtk_file_chooser_add_filter (files, new_filter (_("All files"), any));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), choose_file_to_open);
}

/* New */

static void
start_new (SudokuWindow *self)
{
  sudoku_document_reset (self->document, NULL);
  show_puzzle (self);
  set_status (self, _("Type a puzzle, then press Solve"));
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[0]));
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), start_new);
}

/* Puts @cells on the board as a new, unsaved but unmodified puzzle. */
void
_sudoku_window_load_new (SudokuWindow *self,
                         const guint8 *cells)
{
  sudoku_document_reset (self->document, cells);
  show_puzzle (self);
}

/* Collections */

void
sudoku_window_go_to_puzzle (SudokuWindow *self,
                            guint         index)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  if (!sudoku_document_go_to (self->document, index))
    return;
  show_puzzle (self);
  set_status (self, "");
}

static void
previous_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint         index = sudoku_document_get_index (self->document);

  if (index > 0)
    sudoku_window_go_to_puzzle (self, index - 1);
}

static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_window_go_to_puzzle (self, sudoku_document_get_index (self->document) + 1);
}

static void
puzzle_spin_changed_cb (SudokuWindow  *self,
                        GtkSpinButton *spin)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value >= 1)
    sudoku_window_go_to_puzzle (self, (guint)value - 1);
}

/* Clipboard and drops */

/**
 * sudoku_window_paste_text:
 * @self: a #SudokuWindow
 * @text: a puzzle as text: 81 cells, a grid, or any known format
 *
 * Puts the puzzle in @text on the board, as one edit that can be undone.
 *
 * Returns: %TRUE if @text held a puzzle; otherwise the status says why
 */
gboolean
sudoku_window_paste_text (SudokuWindow *self,
                          const char   *text)
{
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* Translators: how pasted or dropped text is named in messages */
  puzzles = sudoku_parse_puzzles_full (text, strlen (text), _("pasted text"), NULL, &error);
  if (puzzles == NULL || puzzles->len == 0)
    {
      g_autofree char *message = NULL;

      /* Translators: %s says what is wrong with the pasted text */
      message = g_strdup_printf (_("Cannot paste: %s"),
                                 error != NULL ? error->message : _("no puzzle"));
      set_status (self, message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  g_cancellable_cancel (self->restore_cancellable);
  sudoku_board_load (self->board, g_array_index (puzzles, SudokuPuzzle, 0).cells);
  set_status (self, _("Puzzle pasted"));
  return TRUE;
}

static void
paste_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);

  if (self->board == NULL)
    return;
  if (text == NULL)
    {
      set_status (self, _("Cannot paste: the clipboard holds no text"));
      return;
    }
  sudoku_window_paste_text (self, text);
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_done_cb,
                                 g_object_ref (widget));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint8        cells[SUDOKU_N_CELLS];
  char          text[SUDOKU_N_CELLS + 1];

  sudoku_board_get_givens (self->board, cells);
  sudoku_format_line (cells, text);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  set_status (self, _("Puzzle copied as one line of 81 cells"));
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SudokuWindow  *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);

      if (files == NULL)
        return FALSE;
      sudoku_window_open (self, files->data);
      return TRUE;
    }
  if (G_VALUE_HOLDS_STRING (value))
    return sudoku_window_paste_text (self, g_value_get_string (value));
  return FALSE;
}

/* The puzzle of the last run */

static void
restored_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean ok = sudoku_document_restore_finish (SUDOKU_DOCUMENT (object), result, &error);

  if (self->board == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  load_board (self);
  if (!ok)
    {
      g_autofree char *text = NULL;

      /* Translators: %s says why, e.g. "“p.sdk” is not a regular file" */
      text = g_strdup_printf (_("The last puzzle could not be brought back: %s"), error->message);
      set_status (self, text);
    }
  self->restored = TRUE;
}

/**
 * sudoku_window_restore_state:
 * @self: a #SudokuWindow
 *
 * Brings back the puzzle kept in the state directory by the last run, with
 * its file and whether it had unsaved changes.  It is read on a worker
 * thread; the window works meanwhile, and anything the person does first
 * (typing, opening a file) wins.  sudoku_window_get_restored () tells when
 * it is done.
 */
void
sudoku_window_restore_state (SudokuWindow *self)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  g_cancellable_cancel (self->restore_cancellable);
  g_clear_object (&self->restore_cancellable);
  self->restore_cancellable = g_cancellable_new ();
  sudoku_document_restore_async (self->document, self->restore_cancellable, restored_cb,
                                 g_object_ref (self));
}

/* What tests and the application read */

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

/* Setup */

void
_sudoku_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL,
                                   previous_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-puzzle",
                                       NULL);
}

void
_sudoku_window_files_init (SudokuWindow *self)
{
  GtkDropTarget *target;
  GType          types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  self->document = sudoku_document_new ();
  g_signal_connect_object (self->document, "notify::modified", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::display-name", G_CALLBACK (update_title),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::index", G_CALLBACK (update_collection_bar),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-puzzles",
                           G_CALLBACK (update_collection_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::state-error", G_CALLBACK (state_error_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "cell-changed", G_CALLBACK (board_cell_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_spin, "value-changed",
                           G_CALLBACK (puzzle_spin_changed_cb), self, G_CONNECT_SWAPPED);
  update_collection_bar (self);

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
_sudoku_window_files_dispose (SudokuWindow *self)
{
  /* Whatever was typed last is kept, even if the timer had not fired. */
  if (self->document != NULL)
    sudoku_document_flush_state (self->document);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_cancellable_cancel (self->restore_cancellable);
  g_clear_object (&self->restore_cancellable);
  g_clear_object (&self->document);
  if (sudoku_dialog_find (GTK_WINDOW (self)) != NULL)
    gtk_window_destroy (GTK_WINDOW (sudoku_dialog_find (GTK_WINDOW (self))));
}
