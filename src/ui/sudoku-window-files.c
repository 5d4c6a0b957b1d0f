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

/* The window's file actions: new, open and collections, and the question
 * about unsaved changes (saving is in sudoku-window-save.c).  What belongs
 * to the file lives in the window's SudokuDocument; this file shows it and
 * asks the questions.  It calls nothing of sudoku-window.c: it reaches the
 * window's widgets through the private header. */

/* Navigation follows the document */

/* The collection's navigation (its bar: sudoku-collection-bar.c). */
static void
update_navigation (SudokuWindow *self)
{
  guint n = sudoku_document_get_n_puzzles (self->document);
  guint index = sudoku_document_get_index (self->document);

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
      _sudoku_window_save_async (self, FALSE, confirm_saved_cb, g_steal_pointer (&confirm));
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

typedef struct
{
  SudokuAfterConfirm then;
  gpointer           user_data;
} AfterConfirm;

static void
then_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autofree AfterConfirm *after = user_data;
  SudokuWindow            *self = SUDOKU_WINDOW (object);

  if (confirm_changes_finish (self, result))
    after->then (self, after->user_data);
}

/**
 * _sudoku_window_confirm_changes:
 * @self: a #SudokuWindow
 * @then: what to do once the puzzle may be replaced
 * @user_data: for @then
 *
 * Runs @then once nothing would be lost: at once, or after the person saved
 * or discarded the changes.  Nothing runs when they cancel.
 */
void
_sudoku_window_confirm_changes (SudokuWindow      *self,
                                SudokuAfterConfirm then,
                                gpointer           user_data)
{
  AfterConfirm *after = g_new (AfterConfirm, 1);

  after->then = then;
  after->user_data = user_data;
  confirm_changes_async (self, then_confirmed_cb, after);
}

static void
close_now (SudokuWindow *self,
           gpointer      user_data)
{
  /* Saved or discarded: in the state file too, the discarded edit goes. */
  sudoku_document_discard_changes (self->document);
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static void
progress_cb (SudokuWindow   *self,
             GParamSpec     *pspec,
             SudokuDocument *document)
{
  double           progress = sudoku_document_get_progress (document);
  g_autofree char *text = NULL;

  if (progress < 0 || self->opening == NULL)
    return;
  /* Translators: while a file is read; %s is its name, %.0f how much of it
   * was read, in per cent */
  text = g_strdup_printf (_("Opening “%s”… %.0f %%"), self->opening, 100 * progress);
  _sudoku_window_set_status (self, text);
}

/* Escape while a file is opened: the opening stops, the board stays. */
void
_sudoku_window_files_stop (SudokuWindow *self)
{
  if (sudoku_document_get_progress (self->document) < 0)
    return;
  g_cancellable_cancel (self->file_cancellable);
  _sudoku_window_set_status (self, _("Opening stopped"));
}

/* Whether closing waits for the person's answer about unsaved changes. */
gboolean
_sudoku_window_files_close_request (SudokuWindow *self)
{
  if (self->close_confirmed || !sudoku_document_get_modified (self->document))
    return FALSE;
  _sudoku_window_confirm_changes (self, close_now, NULL);
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
      name = sudoku_file_display_name (opening->file);
      text = g_strdup_printf (_("Could not open “%s”"), name);
      sudoku_error_dialog_show (GTK_WINDOW (self), text, error->message);
      return;
    }
  if (self->board == NULL)
    return;

  name = sudoku_document_dup_display_name (self->document);
  n = sudoku_document_get_n_puzzles (self->document);
  if (n > 1)
    text = g_strdup_printf (ngettext ("Opened “%s”: %u puzzle", "Opened “%s”: %u puzzles", n), name,
                            n);
  else
    text = g_strdup_printf (_("Opened “%s”"), name);
  _sudoku_window_set_status (self, text);
}

static void
load_file (SudokuWindow *self,
           GFile        *file)
{
  Opening *opening = g_new0 (Opening, 1);

  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  opening->self = g_object_ref (self);
  opening->file = g_object_ref (file);
  g_free (self->opening);
  self->opening = sudoku_file_display_name (file);
  {
    /* Translators: while a file is read; %s is its name */
    g_autofree char *text = g_strdup_printf (_("Opening “%s”…"), self->opening);

    _sudoku_window_set_status (self, text);
  }
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
open_chosen_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);
  g_autoptr(GFile) file = sudoku_open_chooser_run_finish (GTK_WINDOW (self), result);

  if (file != NULL && self->board != NULL)
    load_file (self, file);
}

static void
choose_file_to_open (SudokuWindow *self,
                     gpointer      user_data)
{
  sudoku_open_chooser_run_async (GTK_WINDOW (self), open_chosen_cb, NULL);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), choose_file_to_open, NULL);
}

/* New */

static void
start_new (SudokuWindow *self,
           gpointer      user_data)
{
  sudoku_document_reset (self->document, NULL);
  _sudoku_window_set_status (self, _("Type a puzzle, then press Solve"));
  sudoku_grid_focus_cell (self->grid, 0, 0);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), start_new, NULL);
}

/* Puts @cells on the board as a new, unsaved but unmodified puzzle. */
void
_sudoku_window_load_new (SudokuWindow *self,
                         const guint8 *cells)
{
  sudoku_document_reset (self->document, cells);
}

/* Puts new puzzles (transfer full) on the board: one, or a collection. */
void
_sudoku_window_load_puzzles (SudokuWindow *self,
                             GArray       *puzzles)
{
  sudoku_document_take_puzzles (self->document, puzzles);
}

/* Collections */

void
sudoku_window_go_to_puzzle (SudokuWindow *self,
                            guint         index)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  if (!sudoku_document_go_to (self->document, index))
    return;
  _sudoku_window_set_status (self, "");
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
go_to_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sudoku_window_go_to_puzzle (SUDOKU_WINDOW (widget), g_variant_get_uint32 (parameter));
}

/* Setup */

void
_sudoku_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL,
                                   previous_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.go-to-puzzle", "u", go_to_puzzle_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-puzzle",
                                       NULL);
}

void
_sudoku_window_files_init (SudokuWindow *self)
{
  self->document = sudoku_document_new ();
  g_signal_connect_object (self->document, "notify::index", G_CALLBACK (update_navigation), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-puzzles", G_CALLBACK (update_navigation),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::state-error", G_CALLBACK (state_error_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::progress", G_CALLBACK (progress_cb), self,
                           G_CONNECT_SWAPPED);
  sudoku_collection_bar_set_document (self->collection_bar, self->document);
  sudoku_title_set_document (self->title, self->document);
  g_object_bind_property (self->title, "window-title", self, "title", G_BINDING_SYNC_CREATE);
  update_navigation (self);
}

void
_sudoku_window_files_dispose (SudokuWindow *self)
{
  /* Whatever was typed last is kept, even if the timer had not fired, and
   * the time spent on the puzzle since. */
  if (self->document != NULL)
    sudoku_document_flush_state (self->document);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_cancellable_cancel (self->generate_cancellable);
  g_clear_object (&self->generate_cancellable);
  g_clear_object (&self->document);
  g_clear_pointer (&self->opening, g_free);
  if (sudoku_dialog_find (GTK_WINDOW (self)) != NULL)
    gtk_window_destroy (GTK_WINDOW (sudoku_dialog_find (GTK_WINDOW (self))));
}
