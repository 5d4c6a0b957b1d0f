/* sudoku-window-files.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-file-io.h"
#include "sudoku-window-private.h"

/* The window's files: open, save, collections, clipboard, drops, and the
 * puzzle kept in the state directory so that nothing typed is ever lost. */

#define STATE_DELAY_MS 500

/* What is on the board and on disk */

static void
current_givens (SudokuWindow *self,
                guint8       *cells)
{
  sudoku_board_get_givens (self->board, cells);
}

static SudokuPuzzle *
current_puzzle (SudokuWindow *self)
{
  return &g_array_index (self->puzzles, SudokuPuzzle, self->index);
}

gboolean
sudoku_window_get_modified (SudokuWindow *self)
{
  guint8 cells[SUDOKU_N_CELLS];

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  current_givens (self, cells);
  return self->collection_dirty || memcmp (cells, self->saved, SUDOKU_N_CELLS) != 0;
}

static char *
display_name (SudokuWindow *self)
{
  g_autofree char *base = NULL;

  if (self->file == NULL)
    /* Translators: the name of a puzzle not saved yet */
    return g_strdup (_("Unsaved Puzzle"));
  base = g_file_get_basename (self->file);
  return g_filename_display_name (base);
}

static void
update_title (SudokuWindow *self)
{
  g_autofree char *name = display_name (self);
  g_autofree char *title = NULL;

  if (self->file == NULL && !sudoku_window_get_modified (self))
    title = g_strdup (_("Sudoku Solver"));
  else if (sudoku_window_get_modified (self))
    /* Translators: the window title of a puzzle with unsaved changes */
    title = g_strdup_printf (_("• %s — Sudoku Solver"), name);
  else
    title = g_strdup_printf (_("%s — Sudoku Solver"), name);
  /* Every given of a puzzle put on the board comes here: a title set again
   * is sent to the X server again. */
  if (g_strcmp0 (title, gtk_window_get_title (GTK_WINDOW (self))) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_collection_bar (SudokuWindow *self)
{
  g_autofree char *of = NULL;
  guint            n = self->puzzles->len;

  gtk_widget_set_visible (self->collection_bar, n > 1);
  gtk_spin_button_set_range (self->puzzle_spin, 1, MAX (n, 1));
  gtk_spin_button_set_value (self->puzzle_spin, self->index + 1);
  /* Translators: after the number of the puzzle shown: "Puzzle [3] of 95" */
  of = g_strdup_printf (ngettext ("of %u", "of %u", n), n);
  gtk_label_set_text (self->puzzle_count_label, of);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-puzzle", self->index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", self->index + 1 < n);
}

/* The puzzle kept in the state directory */

static char *
state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), PACKAGE_NAME, "current.ini", NULL);
}

static void
cells_to_text (const guint8 *cells,
               char         *text)
{
  sudoku_format_line (cells, text);
}

/* Writes are numbered: one that comes after a newer one was written (a
 * write on a worker thread overtaken by the one made as the window closes)
 * leaves the file alone. */
static GMutex  state_lock;
static guint64 state_serial;         /* main thread: the last write asked for */
static guint64 state_written_serial; /* under state_lock */

typedef struct
{
  char   *data;
  gsize   length;
  guint64 serial;
} StateWrite;

static void
state_write_free (gpointer data)
{
  StateWrite *write = data;

  g_free (write->data);
  g_free (write);
}

static void
write_state (StateWrite *write)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = state_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_mutex_lock (&state_lock);
  if (write->serial > state_written_serial)
    {
      if (g_mkdir_with_parents (dir, 0700) != 0 ||
          !g_file_set_contents_full (path, write->data, (gssize)write->length,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
        g_warning ("Could not keep the puzzle in %s: %s", path,
                   error != NULL ? error->message : g_strerror (errno));
      else
        state_written_serial = write->serial;
    }
  g_mutex_unlock (&state_lock);
}

static void
write_state_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  write_state (task_data);
}

/* Keeps the puzzle in the state directory: on a worker thread (writing to
 * disk and syncing can take tens of milliseconds, frames of an animation), or
 * before returning when @wait is set (the window is going away). */
static void
save_state (SudokuWindow *self,
            gboolean      wait)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  StateWrite *write = g_new0 (StateWrite, 1);
  char        text[SUDOKU_N_CELLS + 1];
  guint8      cells[SUDOKU_N_CELLS];

  current_givens (self, cells);
  cells_to_text (cells, text);
  g_key_file_set_string (keys, "puzzle", "givens", text);
  cells_to_text (self->saved, text);
  g_key_file_set_string (keys, "puzzle", "saved", text);
  g_key_file_set_boolean (keys, "puzzle", "collection-dirty", self->collection_dirty);
  if (self->file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->file);

      g_key_file_set_string (keys, "puzzle", "file", uri);
      g_key_file_set_integer (keys, "puzzle", "index", (int)self->index);
    }
  write->data = g_key_file_to_data (keys, &write->length, NULL);
  write->serial = ++state_serial;

  if (wait)
    {
      write_state (write);
      state_write_free (write);
    }
  else
    {
      g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

      g_task_set_source_tag (task, save_state);
      g_task_set_task_data (task, write, state_write_free);
      g_task_run_in_thread (task, write_state_thread);
    }
}

static gboolean
save_state_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;

  self->state_timeout = 0;
  save_state (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
schedule_state (SudokuWindow *self)
{
  g_clear_handle_id (&self->state_timeout, g_source_remove);
  self->state_timeout = g_timeout_add (STATE_DELAY_MS, save_state_cb, self);
}

/* Called by the window whenever a given changes. */
void
_sudoku_window_files_board_changed (SudokuWindow *self)
{
  update_title (self);
  schedule_state (self);
}

/* Putting puzzles on the board */

static void
set_puzzles (SudokuWindow *self,
             GFile        *file,
             SudokuFormat  format,
             GArray       *puzzles,
             guint         index)
{
  g_set_object (&self->file, file);
  self->format = format;
  g_clear_pointer (&self->puzzles, g_array_unref);
  self->puzzles = g_array_ref (puzzles);
  self->index = MIN (index, puzzles->len - 1);
  self->collection_dirty = FALSE;
  memcpy (self->saved, current_puzzle (self)->cells, SUDOKU_N_CELLS);
  sudoku_grid_stop_reveal (self->grid);
  sudoku_board_load (self->board, current_puzzle (self)->cells);
  update_collection_bar (self);
  update_title (self);
  schedule_state (self);
}

static GArray *
single_empty_puzzle (void)
{
  GArray *puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), 1);

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  g_array_set_size (puzzles, 1);
  return puzzles;
}

/* Keeps the board's puzzle in the collection before showing another. */
static void
store_current (SudokuWindow *self)
{
  guint8 cells[SUDOKU_N_CELLS];

  current_givens (self, cells);
  if (memcmp (cells, current_puzzle (self)->cells, SUDOKU_N_CELLS) != 0)
    {
      memcpy (current_puzzle (self)->cells, cells, SUDOKU_N_CELLS);
      self->collection_dirty = TRUE;
    }
  if (memcmp (cells, self->saved, SUDOKU_N_CELLS) != 0)
    self->collection_dirty = TRUE;
}

void
sudoku_window_go_to_puzzle (SudokuWindow *self,
                            guint         index)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  if (index >= self->puzzles->len || index == self->index)
    return;
  store_current (self);
  self->index = index;
  memcpy (self->saved, current_puzzle (self)->cells, SUDOKU_N_CELLS);
  sudoku_grid_stop_reveal (self->grid);
  sudoku_board_load (self->board, current_puzzle (self)->cells);
  _sudoku_window_set_status (self, "");
  update_collection_bar (self);
  update_title (self);
  schedule_state (self);
}

guint
sudoku_window_get_puzzle_index (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return self->index;
}

guint
sudoku_window_get_n_puzzles (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return self->puzzles->len;
}

GFile *
sudoku_window_get_file (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->file;
}

GtkWidget *
sudoku_window_get_dialog (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->dialog;
}

/* Dialogs */

static void
dialog_destroyed_cb (SudokuWindow *self,
                     GtkWidget    *dialog)
{
  if (self->dialog == dialog)
    self->dialog = NULL;
}

static GtkWidget *
new_dialog (SudokuWindow  *self,
            GtkMessageType type,
            const char    *primary,
            const char    *secondary)
{
  GtkWidget *dialog;

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   type, GTK_BUTTONS_NONE, "%s", primary);
  if (secondary != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self,
                           G_CONNECT_SWAPPED);
  self->dialog = dialog;
  return dialog;
}

static void
error_response_cb (GtkDialog *dialog,
                   int        response,
                   gpointer   user_data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
show_error (SudokuWindow *self,
            const char   *primary,
            const char   *secondary)
{
  GtkWidget *dialog = new_dialog (self, GTK_MESSAGE_ERROR, primary, secondary);

  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Close"), GTK_RESPONSE_CLOSE);
  g_signal_connect (dialog, "response", G_CALLBACK (error_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Saving */

static void save_as_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter);

static gboolean
format_is_writable (SudokuFormat format)
{
  return format == SUDOKU_FORMAT_SDK || format == SUDOKU_FORMAT_LINES;
}

static void
run_after_confirm (SudokuWindow *self)
{
  SudokuAfterConfirm then = self->after_confirm;

  self->after_confirm = NULL;
  if (then != NULL)
    then (self);
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  GFile           *file = G_FILE (object);
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *name = g_filename_display_name (base);
  g_autofree char *text = NULL;

  if (!sudoku_save_bytes_finish (file, result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->board == NULL)
        return;
      self->after_confirm = NULL;
      /* Translators: a dialog's title; %s is a file name */
      text = g_strdup_printf (_("Could not save “%s”"), name);
      show_error (self, text, error->message);
      return;
    }
  if (self->board == NULL)
    return;

  /* The file on disk is now what the board showed when saving started. */
  g_set_object (&self->file, file);
  memcpy (self->saved, current_puzzle (self)->cells, SUDOKU_N_CELLS);
  self->collection_dirty = FALSE;
  update_title (self);
  schedule_state (self);
  text = g_strdup_printf (_("Saved “%s”"), name);
  _sudoku_window_set_status (self, text);
  run_after_confirm (self);
}

static void
save_to (SudokuWindow *self,
         GFile        *file,
         SudokuFormat  format)
{
  g_autoptr(GBytes) bytes = NULL;
  char *text;

  store_current (self);
  self->format = format;
  if (format == SUDOKU_FORMAT_LINES || self->puzzles->len > 1)
    {
      self->format = SUDOKU_FORMAT_LINES;
      text = sudoku_write_lines ((SudokuPuzzle *)(void *)self->puzzles->data, self->puzzles->len);
    }
  else
    text = sudoku_write_sdk (current_puzzle (self));
  bytes = g_bytes_new_take (text, strlen (text));

  /* Atomic: written beside the file, then renamed over it. */
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  sudoku_save_bytes_async (file, bytes, self->file_cancellable, save_done_cb, g_object_ref (self));
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

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->file == NULL || !format_is_writable (self->format))
    save_as_action (widget, "win.save-as", NULL);
  else
    save_to (self, self->file, self->format);
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
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GFile) file = take_chosen_file (chooser, response);

  if (file == NULL)
    {
      self->after_confirm = NULL;
      return;
    }
  {
    g_autofree char *base = g_file_get_basename (file);

    save_to (self, file,
             format_for_name (base, self->puzzles->len > 1 ? SUDOKU_FORMAT_LINES
                                                           : SUDOKU_FORMAT_SDK));
  }
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

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  SudokuWindow         *self = SUDOKU_WINDOW (widget);
  static const char    *sdk[] = { "*.sdk", NULL };
  static const char    *sdm[] = { "*.sdm", "*.txt", NULL };
  GtkFileChooserNative *chooser;
  gboolean              collection = self->puzzles->len > 1;

  chooser = gtk_file_chooser_native_new (_("Save Puzzle"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (!collection)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                                 new_filter (_("SadMan Sudoku puzzle (.sdk)"), sdk));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                               new_filter (_("Sudoku collection, one puzzle a line (.sdm)"), sdm));
  if (self->file != NULL)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      g_autofree char *stem = g_strndup (base, strcspn (base, "."));
      g_autofree char *suggested = g_strconcat (stem, collection ? ".sdm" : ".sdk", NULL);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
    }
  else
    /* Translators: the file name offered for a new puzzle; keep .sdk */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("puzzle.sdk"));
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Unsaved changes */

static gboolean
run_after_confirm_cb (gpointer user_data)
{
  g_autoptr(SudokuWindow) self = user_data;

  if (self->board != NULL)
    run_after_confirm (self);
  return G_SOURCE_REMOVE;
}

static void
confirm_response_cb (GtkDialog    *dialog,
                     int           response,
                     SudokuWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  switch (response)
    {
    case GTK_RESPONSE_REJECT: /* Discard */
      /* Once the dialog is gone: going on may close this window, its parent. */
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, run_after_confirm_cb, g_object_ref (self), NULL);
      break;
    case GTK_RESPONSE_ACCEPT: /* Save, then go on */
      save_action (GTK_WIDGET (self), "win.save", NULL);
      break;
    default: /* Cancel */
      self->after_confirm = NULL;
      break;
    }
}

/**
 * _sudoku_window_confirm_changes:
 * @self: a #SudokuWindow
 * @then: what to do once the puzzle may be replaced
 *
 * Runs @then at once when nothing would be lost; otherwise asks to save,
 * discard or cancel, and runs @then after a successful save or a discard.
 */
void
_sudoku_window_confirm_changes (SudokuWindow      *self,
                                SudokuAfterConfirm then)
{
  g_autofree char *name = NULL;
  g_autofree char *primary = NULL;
  GtkWidget       *dialog;

  self->after_confirm = then;
  if (!sudoku_window_get_modified (self))
    {
      run_after_confirm (self);
      return;
    }

  name = display_name (self);
  /* Translators: %s is a file name, or "Unsaved Puzzle" */
  primary = g_strdup_printf (_("Save changes to “%s”?"), name);
  dialog = new_dialog (self, GTK_MESSAGE_QUESTION, primary,
                       _("If you don’t save, your changes will be lost."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT);
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                GTK_RESPONSE_REJECT),
                            "destructive-action");
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog),
                                                                GTK_RESPONSE_ACCEPT),
                            "suggested-action");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Opening */

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  GFile           *file = G_FILE (object);
  gsize            length = 0;
  SudokuFormat     format = SUDOKU_FORMAT_SDK;

  {
    g_autofree char *base = g_file_get_basename (file);

    name = g_filename_display_name (base);
  }
  if (g_file_load_contents_finish (file, result, &contents, &length, NULL, &error))
    puzzles = sudoku_parse_puzzles_full (contents, length, name, &format, &error);
  if (self->board == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (puzzles == NULL || puzzles->len == 0)
    {
      /* The board stays as it was. */
      text = g_strdup_printf (_("Could not open “%s”"), name);
      show_error (self, text,
                  error != NULL ? error->message : _("The file announces no puzzle."));
      return;
    }

  set_puzzles (self, file, format, puzzles, 0);
  if (puzzles->len > 1)
    text = g_strdup_printf (ngettext ("Opened “%s”: %u puzzle", "Opened “%s”: %u puzzles",
                                      puzzles->len),
                            name, puzzles->len);
  else
    text = g_strdup_printf (_("Opened “%s”"), name);
  _sudoku_window_set_status (self, text);
}

static void
load_file (SudokuWindow *self,
           GFile        *file)
{
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  g_file_load_contents_async (file, self->file_cancellable, load_done_cb, g_object_ref (self));
}

static void
open_pending (SudokuWindow *self)
{
  g_autoptr(GFile) file = g_object_steal_data (G_OBJECT (self), "sudoku-pending-file");

  if (file != NULL)
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

  g_object_set_data_full (G_OBJECT (self), "sudoku-pending-file", g_object_ref (file),
                          g_object_unref);
  _sudoku_window_confirm_changes (self, open_pending);
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  gpointer         user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GFile) file = take_chosen_file (chooser, response);

  if (file != NULL)
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

  chooser = gtk_file_chooser_native_new (_("Open Puzzle"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_filter (_("All Sudoku files"), all));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                               new_filter (_("SadMan Sudoku puzzle (.sdk)"), sdk));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                               new_filter (_("Sudoku collection, one puzzle a line (.sdm)"), sdm));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser),
                               new_filter (_("Simple Sudoku puzzle (.ss)"), ss));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_filter (_("JSON board"), json));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_filter (_("All files"), any));
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
  g_autoptr(GArray) puzzles = single_empty_puzzle ();

  set_puzzles (self, NULL, SUDOKU_FORMAT_SDK, puzzles, 0);
  _sudoku_window_set_status (self, _("Type a puzzle, then press Solve"));
  sudoku_grid_focus_cell (self->grid, 0, 0);
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
  g_autoptr(GArray) puzzles = single_empty_puzzle ();

  memcpy (g_array_index (puzzles, SudokuPuzzle, 0).cells, cells, SUDOKU_N_CELLS);
  set_puzzles (self, NULL, SUDOKU_FORMAT_SDK, puzzles, 0);
}

/* Collections */

static void
previous_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->index > 0)
    sudoku_window_go_to_puzzle (self, self->index - 1);
}

static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_window_go_to_puzzle (self, self->index + 1);
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
      _sudoku_window_set_status (self, message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  sudoku_grid_stop_reveal (self->grid);
  sudoku_board_load (self->board, g_array_index (puzzles, SudokuPuzzle, 0).cells);
  _sudoku_window_set_status (self, _("Puzzle pasted"));
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
      _sudoku_window_set_status (self, _("Cannot paste: the clipboard holds no text"));
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

  current_givens (self, cells);
  sudoku_format_line (cells, text);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  _sudoku_window_set_status (self, _("Puzzle copied as one line of 81 cells"));
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

/* State */

/**
 * sudoku_window_restore_state:
 * @self: a #SudokuWindow
 *
 * Puts back the puzzle kept in the state directory by the last run, with
 * its file and whether it had unsaved changes.
 */
void
sudoku_window_restore_state (SudokuWindow *self)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *path = state_path ();
  g_autofree char *givens = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *uri = NULL;
  guint8           cells[SUDOKU_N_CELLS], saved_cells[SUDOKU_N_CELLS];

  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL))
    return;
  givens = g_key_file_get_string (keys, "puzzle", "givens", NULL);
  saved = g_key_file_get_string (keys, "puzzle", "saved", NULL);
  uri = g_key_file_get_string (keys, "puzzle", "file", NULL);
  if (givens == NULL || !sudoku_parse_cells (givens, cells, NULL))
    return;
  if (saved == NULL || !sudoku_parse_cells (saved, saved_cells, NULL))
    memset (saved_cells, 0, sizeof saved_cells);

  if (uri != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GArray) puzzles = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *base = g_file_get_basename (file);
      gsize            length;
      SudokuFormat     format;

      if (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL) &&
          (puzzles = sudoku_parse_puzzles_full (contents, length, base, &format, NULL)) != NULL &&
          puzzles->len > 0)
        set_puzzles (self, file, format, puzzles,
                     (guint)MAX (0, g_key_file_get_integer (keys, "puzzle", "index", NULL)));
    }

  memcpy (self->saved, saved_cells, SUDOKU_N_CELLS);
  self->collection_dirty = g_key_file_get_boolean (keys, "puzzle", "collection-dirty", NULL);
  sudoku_board_load (self->board, cells);
  update_title (self);
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

  self->puzzles = single_empty_puzzle ();
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
  if (self->state_timeout != 0 && self->board != NULL)
    save_state (self, TRUE);
  g_clear_handle_id (&self->state_timeout, g_source_remove);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_clear_object (&self->file);
  g_clear_pointer (&self->puzzles, g_array_unref);
  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
}
