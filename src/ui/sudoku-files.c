/* sudoku-files.c
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
#include "sudoku-generate-task.h"

/* What goes in and out of a window's document, with the questions it asks:
 * Open (a chooser, unsaved changes first), Save and Save As (where to, in
 * which format, whether a format would lose something), New Puzzle…'s
 * puzzles made on a worker, the last run's puzzle brought back, and the
 * question about unsaved changes before anything replaces the puzzle or the
 * window closes.  What belongs to the file lives in the SudokuDocument;
 * this object asks and tells: what the status line should say comes as
 * #SudokuFiles::message.  The window owns one, and disposes of it when it
 * goes: an answer or a worker that ends later then does nothing. */

G_DEFINE_FINAL_TYPE (SudokuFiles, sudoku_files, G_TYPE_OBJECT)

enum
{
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
say (SudokuFiles *self,
     const char  *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

static void
state_error_cb (SudokuFiles    *self,
                GParamSpec     *pspec,
                SudokuDocument *document)
{
  const char      *error = sudoku_document_get_state_error (document);
  g_autofree char *secondary = NULL;

  /* Once a window: the person knows, and saving to a file still works. */
  if (error == NULL || self->state_error_shown || _sudoku_files_gone (self))
    return;
  self->state_error_shown = TRUE;
  /* Translators: %s is the reason from the system */
  secondary = g_strdup_printf (_("%s. Save the puzzle to a file to keep it."), error);
  sudoku_error_dialog_show (self->window, _("Your work is not being kept"), secondary);
}

static void
progress_cb (SudokuFiles    *self,
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
  say (self, text);
}

/* Unsaved changes */

static void
confirm_saved_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) confirm = user_data;

  g_task_return_boolean (confirm, sudoku_files_save_finish (SUDOKU_FILES (object), result));
}

static void
confirm_answered_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) confirm = user_data;
  SudokuFiles *self = g_task_get_source_object (confirm);

  switch (sudoku_save_dialog_run_finish (GTK_WINDOW (object), result))
    {
    case SUDOKU_SAVE_CHOICE_SAVE:
      if (!_sudoku_files_gone (self))
        {
          sudoku_files_save_async (self, FALSE, confirm_saved_cb, g_steal_pointer (&confirm));
          break;
        }
      g_task_return_boolean (confirm, FALSE);
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

/**
 * sudoku_files_confirm_async:
 * @self: a #SudokuFiles
 * @callback: called once the person answered, or at once
 * @user_data: for @callback
 *
 * Asks whether the puzzle may be replaced: at once yes when nothing would
 * be lost, otherwise after asking and a successful save or a discard.
 */
void
sudoku_files_confirm_async (SudokuFiles        *self,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  GTask           *task;
  g_autofree char *name = NULL;

  g_return_if_fail (SUDOKU_IS_FILES (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, sudoku_files_confirm_async);
  if (_sudoku_files_gone (self) || !sudoku_document_get_modified (self->document))
    {
      g_task_return_boolean (task, !_sudoku_files_gone (self));
      g_object_unref (task);
      return;
    }
  name = sudoku_document_dup_display_name (self->document);
  sudoku_save_dialog_run_async (self->window, name, NULL, confirm_answered_cb, task);
}

/**
 * sudoku_files_confirm_finish:
 * @self: a #SudokuFiles
 * @result: the result
 *
 * Returns: whether the puzzle may be replaced now (never once the window
 *   is gone)
 */
gboolean
sudoku_files_confirm_finish (SudokuFiles  *self,
                             GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), NULL) && !_sudoku_files_gone (self);
}

static void
close_confirmed_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  SudokuFiles *self = SUDOKU_FILES (object);

  if (!sudoku_files_confirm_finish (self, result))
    return;
  /* Saved or discarded: in the state file too, the discarded edit goes. */
  sudoku_document_discard_changes (self->document);
  self->close_confirmed = TRUE;
  gtk_window_close (self->window);
}

/**
 * sudoku_files_close_request:
 * @self: a #SudokuFiles
 *
 * Unsaved changes are never lost silently: asks about them first, and
 * closes the window once they are saved or discarded.
 *
 * Returns: whether closing waits for the person's answer
 */
gboolean
sudoku_files_close_request (SudokuFiles *self)
{
  g_return_val_if_fail (SUDOKU_IS_FILES (self), FALSE);

  if (self->close_confirmed || !sudoku_document_get_modified (self->document))
    return FALSE;
  sudoku_files_confirm_async (self, close_confirmed_cb, NULL);
  return TRUE;
}

/* Opening */

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuFiles) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint            n;

  if (!sudoku_document_load_finish (SUDOKU_DOCUMENT (object), result, &error))
    {
      if (_sudoku_files_gone (self) || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* The board stays as it was. */
      text = g_strdup_printf (_("Could not open “%s”"), self->opening);
      sudoku_error_dialog_show (self->window, text, error->message);
      return;
    }
  if (_sudoku_files_gone (self))
    return;
  name = sudoku_document_dup_display_name (self->document);
  n = sudoku_document_get_n_puzzles (self->document);
  if (n > 1)
    /* Translators: a message after opening a collection: “Opened “week.sdm”: 12 puzzles” */
    text = g_strdup_printf (ngettext ("Opened “%s”: %u puzzle", "Opened “%s”: %u puzzles", n), name,
                            n);
  else
    /* Translators: a message after opening a file: %s is its name, e.g. “Opened “puzzle.sdk”” */
    text = g_strdup_printf (_("Opened “%s”"), name);
  say (self, text);
}
static void
load_file (SudokuFiles *self,
           GFile       *file)
{
  g_autofree char *text = NULL;

  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  self->file_cancellable = g_cancellable_new ();
  g_free (self->opening);
  self->opening = sudoku_file_display_name (file);
  /* Translators: while a file is read; %s is its name */
  text = g_strdup_printf (_("Opening “%s”…"), self->opening);
  say (self, text);
  sudoku_document_load_async (self->document, file, self->file_cancellable, load_done_cb,
                              g_object_ref (self));
}

static void
open_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  SudokuFiles *self = SUDOKU_FILES (object);

  if (sudoku_files_confirm_finish (self, result))
    load_file (self, file);
}

/**
 * sudoku_files_open:
 * @self: a #SudokuFiles
 * @file: a puzzle file in any of the known formats
 *
 * Opens @file, after asking about unsaved changes.  A file that cannot be
 * read or parsed leaves the document untouched and says why in a dialog.
 */
void
sudoku_files_open (SudokuFiles *self,
                   GFile       *file)
{
  g_return_if_fail (SUDOKU_IS_FILES (self));
  g_return_if_fail (G_IS_FILE (file));

  sudoku_files_confirm_async (self, open_confirmed_cb, g_object_ref (file));
}

static void
open_chosen_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuFiles) self = user_data;
  g_autoptr(GFile) file = sudoku_open_chooser_run_finish (GTK_WINDOW (object), result);

  if (file != NULL && !_sudoku_files_gone (self))
    load_file (self, file);
}

static void
choose_confirmed_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  SudokuFiles *self = SUDOKU_FILES (object);

  if (sudoku_files_confirm_finish (self, result))
    sudoku_open_chooser_run_async (self->window, open_chosen_cb, g_object_ref (self));
}

/**
 * sudoku_files_choose_and_open:
 * @self: a #SudokuFiles
 *
 * Open…: asks about unsaved changes, then which file to open.
 */
void
sudoku_files_choose_and_open (SudokuFiles *self)
{
  g_return_if_fail (SUDOKU_IS_FILES (self));
  sudoku_files_confirm_async (self, choose_confirmed_cb, NULL);
}

/* New Puzzle…: puzzles of a level and symmetry made on a worker thread
 * (Escape stops it); they take the document's place: one puzzle, or a
 * collection to save as .sdm. */

typedef struct
{
  SudokuFiles *self;
  guint        count;
  SudokuLevel  level;
} Making;

static void
making_free (Making *making)
{
  g_object_unref (making->self);
  g_free (making);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Making, making_free)

static void
generated_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Making) making = user_data;
  SudokuFiles *self = making->self;
  g_autoptr(GError) error = NULL;
  GArray          *puzzles = sudoku_generate_puzzles_finish (result, &error);
  g_autofree char *text = NULL;
  const char      *level;
  guint            n;

  if (_sudoku_files_gone (self))
    {
      g_clear_pointer (&puzzles, g_array_unref);
      return;
    }
  g_clear_object (&self->generate_cancellable);
  if (puzzles == NULL)
    {
      say (self, error->message);
      return;
    }
  n = puzzles->len;
  level = g_array_index (puzzles, SudokuPuzzle, 0).meta[SUDOKU_META_LEVEL];
  /* Translators: the status after New Puzzle…; %s is the puzzle's level, e.g. "Hard" */
  text = n == 1 ? g_strdup_printf (_("A new puzzle: %s"), level)
                /* Translators: the status after New Puzzle…; %u is how many puzzles were
                 * made, %s their level, e.g. "Hard"; Save As is the menu item that keeps
                 * them in a file */
                : g_strdup_printf (ngettext ("%u new puzzle: %s. Save As keeps them",
                                             "%u new puzzles: %s. Save As keeps them", n),
                                   n, level);
  sudoku_document_take_puzzles (self->document, puzzles);
  say (self, text);
}

static void
made_some_cb (guint    done,
              gpointer user_data)
{
  Making          *making = user_data;
  g_autofree char *text = NULL;

  if (_sudoku_files_gone (making->self) || making->count < 2)
    return;
  /* Translators: "Making new puzzles: Hard… 5 of 20" */
  text = g_strdup_printf (_("Making new puzzles: %s… %u of %u"), sudoku_level_name (making->level),
                          done, making->count);
  say (making->self, text);
}

static void
chosen_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(SudokuFiles) self = user_data;
  SudokuNewPuzzles chosen;
  g_autofree char *text = NULL;
  guint64          seed;
  Making          *making;

  if (!sudoku_new_puzzle_dialog_run_finish (GTK_WINDOW (object), result, &chosen) || _sudoku_files_gone (self))
    return;
  seed = ((guint64)g_random_int () << 32) | g_random_int ();
  g_cancellable_cancel (self->generate_cancellable);
  g_clear_object (&self->generate_cancellable);
  self->generate_cancellable = g_cancellable_new ();
  /* Translators: %u is a number of puzzles, %s their level, e.g. "Hard" */
  text = g_strdup_printf (ngettext ("Making %u new puzzle: %s…", "Making %u new puzzles: %s…",
                                    chosen.count),
                          chosen.count, sudoku_level_name (chosen.level));
  say (self, text);
  making = g_new0 (Making, 1);
  making->self = g_object_ref (self);
  making->count = chosen.count;
  making->level = chosen.level;
  if (sudoku_grid_shape_is_plain_nine (chosen.shape))
    sudoku_generate_puzzles_async (chosen.level, chosen.symmetry, chosen.count, seed, made_some_cb,
                                   making, self->generate_cancellable, generated_cb, making);
  else
    sudoku_generate_shaped_puzzles_async (chosen.shape, (SudokuShapeLevel)chosen.level,
                                          chosen.symmetry, chosen.count, seed, made_some_cb, making,
                                          self->generate_cancellable, generated_cb, making);
}

static void
make_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SudokuFiles *self = SUDOKU_FILES (object);

  if (sudoku_files_confirm_finish (self, result))
    sudoku_new_puzzle_dialog_run_async (self->window, chosen_cb, g_object_ref (self));
}

/**
 * sudoku_files_make_puzzles:
 * @self: a #SudokuFiles
 *
 * New Puzzle…: asks about unsaved changes, then the grid, level, symmetry
 * and count, and makes the puzzles on a worker thread.
 */
void
sudoku_files_make_puzzles (SudokuFiles *self)
{
  g_return_if_fail (SUDOKU_IS_FILES (self));
  sudoku_files_confirm_async (self, make_confirmed_cb, NULL);
}

/* The last run's puzzle */

/* The status says what the grid is now, not "Type a puzzle". */
static void
say_restored (SudokuFiles *self)
{
  SudokuBoard     *board = sudoku_game_get_board (sudoku_document_get_game (self->document));
  g_autofree char *name = NULL, *text = NULL;

  if (sudoku_document_get_file (self->document) != NULL)
    {
      name = sudoku_document_dup_display_name (self->document);
      /* Translators: the status when the window opens on the puzzle of the
       * last run; %s is its file's name */
      text = g_strdup_printf (_("Back to “%s”, as you left it"), name);
      say (self, text);
    }
  else if (sudoku_board_get_n_givens (board) > 0)
    /* Translators: the status when the window opens on the puzzle of the
     * last run, which was in no file */
    say (self, _("Back to your puzzle, as you left it"));
}

static void
restored_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(SudokuFiles) self = user_data;
  g_autoptr(GError) error = NULL;

  /* A window closed meanwhile wants nothing back. */
  if (_sudoku_files_gone (self))
    return;
  self->restored = TRUE;
  /* The person was quicker: what they did stays (the document decides). */
  if (!sudoku_document_restore_finish (SUDOKU_DOCUMENT (object), result, &error))
    {
      g_autofree char *text = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: %s says why, e.g. "“p.sdk” is not a regular file" */
      text = g_strdup_printf (_("The last puzzle could not be brought back: %s"), error->message);
      say (self, text);
      return;
    }
  say_restored (self);
}

/**
 * sudoku_files_restore:
 * @self: a #SudokuFiles
 *
 * Brings back the puzzle kept in the state directory by the last run, with
 * its file and whether it had unsaved changes.  It is read on a worker
 * thread; the window works meanwhile, and anything the person does first
 * (typing, pasting, opening a file) wins: the document keeps it.
 * sudoku_files_get_restored () tells when it is done.
 */
void
sudoku_files_restore (SudokuFiles *self)
{
  g_return_if_fail (SUDOKU_IS_FILES (self));
  sudoku_document_restore_async (self->document, NULL, restored_cb, g_object_ref (self));
}

gboolean
sudoku_files_get_restored (SudokuFiles *self)
{
  g_return_val_if_fail (SUDOKU_IS_FILES (self), FALSE);
  return self->restored;
}

/**
 * sudoku_files_stop:
 * @self: a #SudokuFiles
 *
 * Escape: a file being opened is not (the document stays as it was), and
 * puzzles being made are not.
 *
 * Returns: whether something stopped
 */
gboolean
sudoku_files_stop (SudokuFiles *self)
{
  gboolean stopped = FALSE;

  g_return_val_if_fail (SUDOKU_IS_FILES (self), FALSE);

  if (self->generate_cancellable != NULL &&
      !g_cancellable_is_cancelled (self->generate_cancellable))
    {
      g_cancellable_cancel (self->generate_cancellable);
      stopped = TRUE;
    }
  if (sudoku_document_get_progress (self->document) >= 0)
    {
      g_cancellable_cancel (self->file_cancellable);
      /* Translators: a message: the player stopped the opening of a large file */
      say (self, _("Opening stopped"));
      stopped = TRUE;
    }
  return stopped;
}

/**
 * sudoku_files_new:
 * @window: the window: the dialogs' parent
 * @document: its document
 *
 * Returns: (transfer full): a new #SudokuFiles
 */
SudokuFiles *
sudoku_files_new (GtkWindow      *window,
                  SudokuDocument *document)
{
  SudokuFiles *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (document), NULL);

  self = g_object_new (SUDOKU_TYPE_FILES, NULL);
  self->window = window;
  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::state-error", G_CALLBACK (state_error_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::progress", G_CALLBACK (progress_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

static void
sudoku_files_dispose (GObject *object)
{
  SudokuFiles *self = SUDOKU_FILES (object);

  /* The window goes: what runs stops, and what ends later does nothing. */
  self->window = NULL;
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_cancellable_cancel (self->generate_cancellable);
  g_clear_object (&self->generate_cancellable);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->opening, g_free);

  G_OBJECT_CLASS (sudoku_files_parent_class)->dispose (object);
}

static void
sudoku_files_class_init (SudokuFilesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_files_dispose;

  /**
   * SudokuFiles::message:
   * @text: what the status line says now
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sudoku_files_init (SudokuFiles *self)
{
}
