/* sudoku-document-state.c
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

/* SudokuDocument and its state file: written on a worker thread half a
 * second after each change (at once when the window goes), read back on a
 * worker thread at the next start.  What is read is applied by
 * sudoku_document_restore_finish () in sudoku-document.c. */

#define STATE_DELAY_MS 500

/* The state file */

static void
set_state_error (SudokuDocument *self,
                 const char     *message)
{
  if (g_strcmp0 (message, self->state_error) == 0)
    return;
  g_free (self->state_error);
  self->state_error = g_strdup (message);
  g_object_notify (G_OBJECT (self), "state-error");
}

typedef struct
{
  char   *path;
  char   *data;
  gsize   length;
  guint64 serial;
} StateWrite;

static void
state_write_free (gpointer data)
{
  StateWrite *write = data;

  g_free (write->path);
  g_free (write->data);
  g_free (write);
}

static void
state_write_worker (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  StateWrite *write = task_data;
  GError     *error = NULL;

  if (sudoku_state_write (write->path, write->data, write->length, write->serial, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
state_written_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);
  g_autoptr(GError) error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    set_state_error (self, NULL);
  else
    {
      g_message ("Could not keep the puzzle in %s: %s", self->state_path, error->message);
      set_state_error (self, error->message);
    }
}

/* Whether this instance keeps the state file: another one that holds it
 * keeps its own there (the first to start), and this one says so. */
static gboolean
state_allowed (SudokuDocument *self)
{
  g_autoptr(GError) error = NULL;

  if (sudoku_state_lock (self->state_path, &error))
    return TRUE;
  if (g_strcmp0 (error->message, self->state_error) != 0)
    g_message ("Not keeping the puzzle in %s: %s", self->state_path, error->message);
  set_state_error (self, error->message);
  return FALSE;
}

static StateWrite *
new_state_write (SudokuDocument *self)
{
  g_auto(SudokuState) state = { 0 };
  StateWrite    *write = g_new0 (StateWrite, 1);
  GHashTableIter iter;
  gpointer       key, value;

  sudoku_state_init (&state);
  state.grid = sudoku_puzzle_get_grid (&g_array_index (self->puzzles, SudokuPuzzle, self->index));
  memcpy (state.givens, self->givens, SUDOKU_MAX_CELLS);
  memcpy (state.saved, self->saved, SUDOKU_MAX_CELLS);
  if (self->file != NULL)
    state.uri = g_file_get_uri (self->file);
  state.index = self->index;
  state.play = self->play;
  self->play_pending = FALSE;
  g_hash_table_iter_init (&iter, self->edited);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      SudokuStateEdit     edit = { GPOINTER_TO_UINT (key) - 1 };
      const SudokuPuzzle *puzzle = &g_array_index (self->puzzles, SudokuPuzzle, edit.index);

      edit.n_cells = sudoku_puzzle_get_grid (puzzle)->n_cells;
      memcpy (edit.cells, puzzle->cells, edit.n_cells);
      g_array_append_val (state.edits, edit);
    }
  /* The plays of the puzzles left, in a file only (a puzzle not in one is
   * kept alone), and only those the player did something on: a puzzle
   * looked at and left adds nothing. */
  g_hash_table_iter_init (&iter, self->plays);
  while (self->file != NULL && g_hash_table_iter_next (&iter, &key, &value))
    {
      SudokuStatePlay other = { GPOINTER_TO_UINT (key) - 1 };

      other.play = *(const SudokuPlay *)value;
      if (other.index == self->index || !sudoku_play_has_work (&other.play))
        continue;
      {
        const SudokuPuzzle *puzzle = &g_array_index (self->puzzles, SudokuPuzzle, other.index);

        other.n_cells = sudoku_puzzle_get_grid (puzzle)->n_cells;
        memcpy (other.givens, puzzle->cells, other.n_cells);
      }
      g_array_append_val (state.plays, other);
    }
  write->path = g_strdup (self->state_path);
  write->data = sudoku_state_to_data (&state, &write->length);
  write->serial = sudoku_state_next_serial ();
  return write;
}

/**
 * sudoku_document_write_state:
 * @self: a #SudokuDocument
 * @wait: write before returning (the window is going away)
 *
 * Keeps the puzzle in the state file now: on a worker thread (writing and
 * syncing can take tens of milliseconds), or at once when @wait is set.
 * A failure sets #SudokuDocument:state-error, and so does another instance
 * that holds the state file (sudoku_state_lock ()): then nothing is
 * written.
 */
void
sudoku_document_write_state (SudokuDocument *self,
                             gboolean        wait)
{
  g_autoptr(GTask) task = NULL;
  StateWrite *write;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  g_clear_handle_id (&self->state_timeout, g_source_remove);
  if (!state_allowed (self))
    return;
  write = new_state_write (self);
  if (wait)
    {
      g_autoptr(GError) error = NULL;

      if (sudoku_state_write (write->path, write->data, write->length, write->serial, &error))
        set_state_error (self, NULL);
      else
        set_state_error (self, error->message);
      state_write_free (write);
      return;
    }
  task = g_task_new (self, NULL, state_written_cb, NULL);
  g_task_set_source_tag (task, sudoku_document_write_state);
  g_task_set_task_data (task, write, state_write_free);
  g_task_run_in_thread (task, state_write_worker);
}

/**
 * sudoku_document_flush_state:
 * @self: a #SudokuDocument
 *
 * Writes the state file before returning if a change is not kept yet (the
 * window is closing).
 */
void
sudoku_document_flush_state (SudokuDocument *self)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  /* The time spent since the last change counts too. */
  _sudoku_document_sync_play (self);
  if (self->state_timeout != 0 || self->play_pending)
    sudoku_document_write_state (self, TRUE);
}

static gboolean
state_timeout_cb (gpointer user_data)
{
  SudokuDocument *self = user_data;

  self->state_timeout = 0;
  sudoku_document_write_state (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
schedule_write (SudokuDocument *self)
{
  g_clear_handle_id (&self->state_timeout, g_source_remove);
  self->state_timeout = g_timeout_add (STATE_DELAY_MS, state_timeout_cb, self);
}

/* Keeps the document in the state file half a second after the last change. */
void
_sudoku_document_schedule_state (SudokuDocument *self)
{
  self->edits++;
  schedule_write (self);
}

/* The player's side */

/**
 * sudoku_document_get_play:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the player's digits and notes on the current
 *   puzzle, kept in the state file (not in the puzzle's file)
 */
const SudokuPlay *
sudoku_document_get_play (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);

  return &self->play;
}

/* Keeps the player's side of the current game in the state file soon.  It
 * does not make the document modified: the puzzle's file holds only the
 * givens.  Opening a file forgets it.  The time and the hints alone are
 * written with the next change, or when the document goes: not every
 * second. */
void
_sudoku_document_store_play (SudokuDocument   *self,
                             const SudokuPlay *play)
{
  gboolean cells_same;

  cells_same = play->solving == self->play.solving &&
               memcmp (play->player, self->play.player, sizeof play->player) == 0 &&
               memcmp (play->notes, self->play.notes, sizeof play->notes) == 0 &&
               memcmp (play->revealed, self->play.revealed, sizeof play->revealed) == 0 &&
               memcmp (play->colours, self->play.colours, sizeof play->colours) == 0 &&
               memcmp (play->note_colours, self->play.note_colours, sizeof play->note_colours) == 0;
  if (cells_same && (play->hints != self->play.hints || play->seconds != self->play.seconds))
    self->play_pending = TRUE;
  self->play = *play;
  /* Not an edit of the puzzles: a save running keeps what it saw. */
  if (!cells_same)
    schedule_write (self);
}

/* The player's side of the current game, kept for the state file. */
void
_sudoku_document_sync_play (SudokuDocument *self)
{
  SudokuPlay play;

  if (self->game == NULL)
    return;
  sudoku_game_get_play (self->game, &play);
  _sudoku_document_store_play (self, &play);
}

/**
 * sudoku_document_set_play:
 * @self: a #SudokuDocument
 * @play: the player's digits, notes, revealed cells, hints and time
 *
 * Makes @play the player's side of the current game (one step of its
 * history), and keeps it in the state file soon.
 */
void
sudoku_document_set_play (SudokuDocument   *self,
                          const SudokuPlay *play)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (play != NULL);

  _sudoku_document_store_play (self, play);
  if (self->game != NULL)
    {
      SudokuPlay now;

      sudoku_game_get_play (self->game, &now);
      if (memcmp (&now, play, sizeof now) != 0)
        sudoku_board_set_play (sudoku_game_get_board (self->game), play);
    }
}

/* Restoring the last run's puzzle */

/* What is read, and the document as it was when the reading began:
 * anything the person does meanwhile (a digit typed, a puzzle pasted, a
 * file opened, another puzzle of the collection) wins over the last run's
 * puzzle. */
typedef struct
{
  SudokuRestore restore; /* first: the task's data is read as a SudokuRestore */
  guint8        givens[SUDOKU_MAX_CELLS];
  SudokuPlay    play;
  guint         serial;
  guint         index;
  guint         n_puzzles;
  GFile        *file;
} RestoreJob;

static void
restore_free (gpointer data)
{
  RestoreJob *job = data;

  sudoku_restore_clear (&job->restore);
  g_clear_object (&job->file);
  g_free (job);
}

static void
note_document (SudokuDocument *self,
               RestoreJob     *job)
{
  memcpy (job->givens, self->givens, SUDOKU_MAX_CELLS);
  if (self->game != NULL)
    sudoku_game_get_play (self->game, &job->play);
  job->serial = self->load_serial;
  job->index = self->index;
  job->n_puzzles = self->puzzles->len;
  g_set_object (&job->file, self->file);
}

/**
 * _sudoku_document_restore_superseded:
 * @self: a #SudokuDocument
 * @restore: the task data of sudoku_document_restore_async ()
 *
 * Returns: whether the document changed since the reading began, and so
 *   keeps what the person did rather than the last run's puzzle
 */
gboolean
_sudoku_document_restore_superseded (SudokuDocument *self,
                                     SudokuRestore  *restore)
{
  RestoreJob *now = g_new0 (RestoreJob, 1);
  RestoreJob *job = (RestoreJob *)restore;
  gboolean    same;

  note_document (self, now);
  same = memcmp (now->givens, job->givens, SUDOKU_MAX_CELLS) == 0 &&
         memcmp (&now->play, &job->play, sizeof now->play) == 0 && now->serial == job->serial &&
         now->index == job->index && now->n_puzzles == job->n_puzzles && now->file == job->file;
  restore_free (now);
  return !same;
}

static void
restore_worker (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;

  if (sudoku_restore_read (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_document_restore_async:
 * @self: a #SudokuDocument
 * @cancellable: (nullable): stops the reading
 * @callback: called on this thread when done
 * @user_data: for @callback
 *
 * Reads back the puzzle kept in the state file by the last run, with its
 * file, on a worker thread: only regular files of limited size are read, so
 * a state file naming a FIFO or /dev/zero cannot hang the start.  What the
 * person does meanwhile wins: if the document changed before the reading
 * ends, sudoku_document_restore_finish () leaves it as it is.
 */
void
sudoku_document_restore_async (SudokuDocument     *self,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  RestoreJob *job;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  /* The first instance to start takes the state file; another is told
   * now, not after its first change. */
  state_allowed (self);
  job = g_new0 (RestoreJob, 1);
  sudoku_restore_init (&job->restore);
  job->restore.path = g_strdup (self->state_path);
  note_document (self, job);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_restore_async);
  g_task_set_task_data (task, job, restore_free);
  g_task_run_in_thread (task, restore_worker);
}

/* Puts back the other puzzles of the file that were edited. */
void
_sudoku_document_apply_edits (SudokuDocument *self,
                              GArray         *edits)
{
  for (guint i = 0; i < edits->len; i++)
    {
      const SudokuStateEdit *edit = &g_array_index (edits, SudokuStateEdit, i);
      SudokuPuzzle          *puzzle;

      if (edit->index >= self->puzzles->len || edit->index == self->index)
        continue;
      puzzle = &g_array_index (self->puzzles, SudokuPuzzle, edit->index);
      /* Another shape: the file changed since, the edit is of another puzzle. */
      if (edit->n_cells != sudoku_puzzle_get_grid (puzzle)->n_cells)
        continue;
      memcpy (puzzle->cells, edit->cells, edit->n_cells);
      g_hash_table_add (self->edited, GUINT_TO_POINTER (edit->index + 1));
    }
}

/* Puts back the player's digits and notes on the other puzzles of the file,
 * after their edits: those of a puzzle whose digits changed since (its file
 * was changed elsewhere, a puzzle added or moved) are left out. */
void
_sudoku_document_apply_plays (SudokuDocument *self,
                              GArray         *plays)
{
  for (guint i = 0; i < plays->len; i++)
    {
      const SudokuStatePlay *other = &g_array_index (plays, SudokuStatePlay, i);
      const SudokuPuzzle    *puzzle;

      if (other->index >= self->puzzles->len || other->index == self->index)
        continue;
      puzzle = &g_array_index (self->puzzles, SudokuPuzzle, other->index);
      if (other->n_cells == sudoku_puzzle_get_grid (puzzle)->n_cells &&
          memcmp (puzzle->cells, other->givens, other->n_cells) == 0)
        g_hash_table_insert (self->plays, GUINT_TO_POINTER (other->index + 1),
                             g_memdup2 (&other->play, sizeof other->play));
      else
        g_message ("The player's digits on puzzle %u are left out: it is another puzzle now",
                   other->index + 1);
    }
}

/**
 * sudoku_document_dup_state_path:
 *
 * Returns: (transfer full): `$XDG_STATE_HOME/sudoku-solver/current.ini`
 */
char *
sudoku_document_dup_state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), PACKAGE_NAME, "current.ini", NULL);
}
