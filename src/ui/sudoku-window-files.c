/* sudoku-window-files.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-window-private.h"

/* The window's file actions: New, Open, Save, Save As, New Puzzle…, and a
 * collection's puzzles.  What belongs to the file lives in the window's
 * SudokuDocument, and the questions and workers of going in and out of it
 * in its SudokuFiles (sudoku-files.c); this file wires them to the window.
 * It calls nothing of sudoku-window.c. */

/* The collection's navigation (its bar: sudoku-collection-bar.c). */
static void
update_navigation (SudokuWindow *self)
{
  guint n = sudoku_document_get_n_puzzles (self->document);
  guint index = sudoku_document_get_index (self->document);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-puzzle", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", index + 1 < n);
}

/* Unsaved changes */

typedef struct
{
  SudokuWindow      *self;
  SudokuAfterConfirm then;
  gpointer           user_data;
} AfterConfirm;

static void
then_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  AfterConfirm *after = user_data;

  if (sudoku_files_confirm_finish (SUDOKU_FILES (object), result))
    after->then (after->self, after->user_data);
  g_object_unref (after->self);
  g_free (after);
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

  after->self = g_object_ref (self);
  after->then = then;
  after->user_data = user_data;
  sudoku_files_confirm_async (self->files, then_confirmed_cb, after);
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

  sudoku_files_open (self->files, file);
}

/**
 * sudoku_window_restore_state:
 * @self: a #SudokuWindow
 *
 * Brings back the puzzle kept in the state directory by the last run
 * (sudoku_files_restore ()).
 */
void
sudoku_window_restore_state (SudokuWindow *self)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  sudoku_files_restore (self->files);
}

gboolean
sudoku_window_get_restored (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return sudoku_files_get_restored (self->files);
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

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_files_choose_and_open (SUDOKU_WINDOW (widget)->files);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_files_save_async (SUDOKU_WINDOW (widget)->files, FALSE, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  sudoku_files_save_async (SUDOKU_WINDOW (widget)->files, TRUE, NULL, NULL);
}

static void
new_puzzle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sudoku_files_make_puzzles (SUDOKU_WINDOW (widget)->files);
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
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", NULL, new_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL,
                                   previous_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.go-to-puzzle", "u", go_to_puzzle_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-puzzle",
                                       NULL);
}

/* The window's document, what goes in and out of it, and the bars that
 * follow it. */
void
_sudoku_window_files_init (SudokuWindow *self)
{
  self->document = sudoku_document_new ();
  self->files = sudoku_files_new (GTK_WINDOW (self), self->document);
  g_signal_connect_object (self->files, "message", G_CALLBACK (_sudoku_window_set_status), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::index", G_CALLBACK (update_navigation), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-puzzles", G_CALLBACK (update_navigation),
                           self, G_CONNECT_SWAPPED);
  sudoku_collection_bar_set_document (self->collection_bar, self->document);
  sudoku_title_set_document (self->title, self->document);
  g_object_bind_property (self->title, "window-title", self, "title", G_BINDING_SYNC_CREATE);
  update_navigation (self);
}
