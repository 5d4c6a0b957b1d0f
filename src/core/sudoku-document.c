/* sudoku-document.c
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

/* What belongs to the file: where it is, its format, its puzzles (a
 * collection has many), which one is on the board, that puzzle as saved and
 * as edited, and whether anything differs from the disk.  The window shows
 * the board; whenever the board's givens change it hands them here
 * (sudoku_document_set_givens ()), and it binds its title and navigation to
 * the properties.  Reading, parsing, writing and the state file all happen on
 * worker threads: a collection of a million puzzles does not stop the window.
 *
 * The state file keeps the puzzle on the board (and every other edited
 * puzzle of the file) half a second after each change, so that nothing typed
 * is lost even by a crash. */

G_DEFINE_FINAL_TYPE (SudokuDocument, sudoku_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_DISPLAY_NAME,
  PROP_MODIFIED,
  PROP_INDEX,
  PROP_N_PUZZLES,
  PROP_STATE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GArray *
new_puzzles (guint n)
{
  GArray *puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), n);

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  g_array_set_size (puzzles, n);
  return puzzles;
}

static SudokuPuzzle *
puzzle_at (SudokuDocument *self,
           guint           index)
{
  return &g_array_index (self->puzzles, SudokuPuzzle, index);
}

/* A save on a worker thread reads the puzzles: give it its own array to keep
 * and change a copy (only a save racing with an edit pays for it). */
static void
own_puzzles (SudokuDocument *self)
{
  GArray *copy;

  if (self->saves_running == 0)
    return;
  copy = new_puzzles (self->puzzles->len);
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      SudokuPuzzle *from = puzzle_at (self, i), *to = &g_array_index (copy, SudokuPuzzle, i);

      *to = *from;
      for (guint k = 0; k < SUDOKU_N_META; k++)
        to->meta[k] = g_strdup (from->meta[k]);
    }
  sudoku_puzzles_release (self->puzzles);
  self->puzzles = copy;
  self->saves_running = 0; /* the workers keep the old one */
}

static void
update_modified (SudokuDocument *self)
{
  gboolean modified = g_hash_table_size (self->edited) > 0 ||
                      memcmp (self->givens, self->saved, SUDOKU_N_CELLS) != 0;

  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Content */

static void
notify_all (SudokuDocument *self)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  g_object_notify_by_pspec (object, properties[PROP_FILE]);
  g_object_notify_by_pspec (object, properties[PROP_DISPLAY_NAME]);
  g_object_notify_by_pspec (object, properties[PROP_INDEX]);
  g_object_notify_by_pspec (object, properties[PROP_N_PUZZLES]);
  update_modified (self);
  g_object_thaw_notify (object);
}

/* Replaces the whole content: @puzzles (owned) from @file. */
static void
set_content (SudokuDocument *self,
             GFile          *file,
             SudokuFormat    format,
             GArray         *puzzles,
             guint           index)
{
  g_assert (puzzles->len > 0);

  g_set_object (&self->file, file);
  self->format = format;
  g_clear_pointer (&self->puzzles, sudoku_puzzles_release);
  self->puzzles = puzzles;
  self->saves_running = 0;
  self->index = MIN (index, puzzles->len - 1);
  g_hash_table_remove_all (self->edited);
  memcpy (self->saved, puzzle_at (self, self->index)->cells, SUDOKU_N_CELLS);
  memcpy (self->givens, self->saved, SUDOKU_N_CELLS);
  notify_all (self);
  _sudoku_document_schedule_state (self);
}

/* Keeps the board's puzzle in the collection before another is shown. */
static void
store_current (SudokuDocument *self)
{
  SudokuPuzzle *puzzle = puzzle_at (self, self->index);

  if (memcmp (self->givens, puzzle->cells, SUDOKU_N_CELLS) != 0)
    {
      own_puzzles (self);
      memcpy (puzzle_at (self, self->index)->cells, self->givens, SUDOKU_N_CELLS);
    }
  if (memcmp (self->givens, self->saved, SUDOKU_N_CELLS) != 0)
    g_hash_table_add (self->edited, GUINT_TO_POINTER (self->index + 1));
}

/**
 * sudoku_document_set_givens:
 * @self: a #SudokuDocument
 * @cells: the givens on the board
 *
 * Tells the document what the current puzzle is now.  Updates
 * #SudokuDocument:modified and keeps it in the state file soon.
 */
void
sudoku_document_set_givens (SudokuDocument *self,
                            const guint8    cells[SUDOKU_N_CELLS])
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (cells != NULL);

  if (memcmp (cells, self->givens, SUDOKU_N_CELLS) == 0)
    return;
  memcpy (self->givens, cells, SUDOKU_N_CELLS);
  update_modified (self);
  _sudoku_document_schedule_state (self);
}

/**
 * sudoku_document_go_to:
 * @self: a #SudokuDocument
 * @index: a puzzle of the collection, from 0
 *
 * Makes the puzzle at @index the current one, keeping the edits of the one
 * it was.  The caller puts sudoku_document_get_givens () on the board.
 *
 * Returns: %TRUE if the current puzzle changed
 */
gboolean
sudoku_document_go_to (SudokuDocument *self,
                       guint           index)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  if (index >= self->puzzles->len || index == self->index)
    return FALSE;
  store_current (self);
  self->index = index;
  /* A puzzle edited before comes back with its edits, which stay unsaved
   * (its index stays in the edited set). */
  memcpy (self->saved, puzzle_at (self, index)->cells, SUDOKU_N_CELLS);
  memcpy (self->givens, self->saved, SUDOKU_N_CELLS);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
  update_modified (self);
  _sudoku_document_schedule_state (self);
  return TRUE;
}

/**
 * sudoku_document_reset:
 * @self: a #SudokuDocument
 * @cells: (nullable): the givens of the new puzzle, or %NULL for an empty one
 *
 * Makes the document a new puzzle, in no file yet and unmodified.
 */
void
sudoku_document_reset (SudokuDocument *self,
                       const guint8   *cells)
{
  GArray *puzzles = new_puzzles (1);

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  if (cells != NULL)
    memcpy (g_array_index (puzzles, SudokuPuzzle, 0).cells, cells, SUDOKU_N_CELLS);
  set_content (self, NULL, SUDOKU_FORMAT_SDK, puzzles, 0);
}

/**
 * sudoku_document_discard_changes:
 * @self: a #SudokuDocument
 *
 * Forgets the changes not saved, in the state file too: the puzzle on the
 * board is again the one on disk.  The caller puts it on the board.
 */
void
sudoku_document_discard_changes (SudokuDocument *self)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  memcpy (self->givens, self->saved, SUDOKU_N_CELLS);
  g_hash_table_remove_all (self->edited);
  update_modified (self);
  _sudoku_document_schedule_state (self);
}

/* Loading */

typedef struct
{
  GFile       *file;
  GArray      *puzzles;
  SudokuFormat format;
} LoadData;

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_clear_object (&load->file);
  g_clear_pointer (&load->puzzles, sudoku_puzzles_release);
  g_free (load);
}

static void
load_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *load = task_data;
  GError   *error = NULL;

  load->puzzles = sudoku_read_puzzle_file (load->file, &load->format, cancellable, &error);
  if (load->puzzles == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * sudoku_document_load_async:
 * @self: a #SudokuDocument
 * @file: a puzzle file in any known format
 * @cancellable: (nullable): stops the reading
 * @callback: called on this thread when done
 * @user_data: for @callback
 *
 * Reads and parses @file on a worker thread.  Only a regular file of at most
 * %SUDOKU_DOCUMENT_MAX_FILE_SIZE bytes is read.  On success the document
 * holds its puzzles, the first one current; on failure it is unchanged.
 */
void
sudoku_document_load_async (SudokuDocument     *self,
                            GFile              *file,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *load;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  load = g_new0 (LoadData, 1);
  load->file = g_object_ref (file);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_load_async);
  g_task_set_task_data (task, load, load_data_free);
  g_task_run_in_thread (task, load_worker);
}

gboolean
sudoku_document_load_finish (SudokuDocument *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  LoadData *load;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  load = g_task_get_task_data (G_TASK (result));
  set_content (self, load->file, load->format, g_steal_pointer (&load->puzzles), 0);
  return TRUE;
}

/* Saving */

/**
 * sudoku_document_can_save:
 * @self: a #SudokuDocument
 *
 * Returns: whether Save can write the document's own file (a new puzzle
 *   needs Save As)
 */
gboolean
sudoku_document_can_save (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);

  return self->file != NULL;
}

typedef struct
{
  GFile       *file;
  GArray      *puzzles; /* shared with the document, read only */
  guint        index;
  SudokuFormat format;
  guint8       givens[SUDOKU_N_CELLS];
  guint64      edits;
} SaveData;

static void
save_data_free (gpointer data)
{
  SaveData *save = data;

  g_clear_object (&save->file);
  g_clear_pointer (&save->puzzles, sudoku_puzzles_release);
  g_free (save);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *save = task_data;
  GError   *error = NULL;

  if (sudoku_write_puzzle_file (save->file, save->puzzles, save->format, cancellable,
                                &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_document_save_async:
 * @self: a #SudokuDocument
 * @file: (nullable): where to save, or %NULL for the document's own file
 * @format: the format to write every puzzle in (Save keeps the file's own)
 * @cancellable: (nullable): stops the save before the file is replaced
 * @callback: called on this thread when done
 * @user_data: for @callback
 *
 * Writes the document on a worker thread, atomically: a save that fails
 * leaves the file as it was (sudoku_save_bytes ()).
 */
void
sudoku_document_save_async (SudokuDocument     *self,
                            GFile              *file,
                            SudokuFormat        format,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *save;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  store_current (self);
  save = g_new0 (SaveData, 1);
  save->file = g_object_ref (file != NULL ? file : self->file);
  save->puzzles = g_array_ref (self->puzzles);
  save->index = self->index;
  save->format = format;
  save->edits = self->edits;
  memcpy (save->givens, self->givens, SUDOKU_N_CELLS);
  self->saves_running++;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_document_save_async);
  g_task_set_task_data (task, save, save_data_free);
  g_task_run_in_thread (task, save_worker);
}

gboolean
sudoku_document_save_finish (SudokuDocument *self,
                             GAsyncResult   *result,
                             GError        **error)
{
  SaveData *save;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  save = g_task_get_task_data (G_TASK (result));
  if (self->puzzles == save->puzzles && self->saves_running > 0)
    self->saves_running--;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  /* The file on disk is now what the document held when saving started. */
  if (self->file == NULL || !g_file_equal (save->file, self->file))
    {
      g_set_object (&self->file, save->file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISPLAY_NAME]);
    }
  self->format = save->format;
  memcpy (self->saved, save->givens, SUDOKU_N_CELLS);
  if (save->edits == self->edits)
    g_hash_table_remove_all (self->edited);
  update_modified (self);
  _sudoku_document_schedule_state (self);
  return TRUE;
}

/* Restoring the last run's puzzle */

/**
 * sudoku_document_restore_finish:
 * @self: a #SudokuDocument
 * @result: the result
 * @error: what could not be restored
 *
 * Puts the restored puzzle in the document; the caller puts it on the board.
 * When the state file is damaged the document starts clean; when its file
 * cannot be read any more the typed puzzle is kept as a new one.  Both
 * return %FALSE with a message for the person.
 *
 * Returns: %TRUE if everything kept was restored (or nothing was kept)
 */
gboolean
sudoku_document_restore_finish (SudokuDocument *self,
                                GAsyncResult   *result,
                                GError        **error)
{
  SudokuRestore *restore;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  restore = g_task_get_task_data (G_TASK (result));
  if (!restore->found)
    return TRUE;
  if (restore->puzzles != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (restore->state.uri);

      set_content (self, file, restore->format, g_steal_pointer (&restore->puzzles),
                   restore->state.index);
      _sudoku_document_apply_edits (self, restore->state.edits);
    }
  else
    sudoku_document_reset (self, NULL);
  memcpy (self->saved, restore->state.saved, SUDOKU_N_CELLS);
  memcpy (self->givens, restore->state.givens, SUDOKU_N_CELLS);
  update_modified (self);
  if (restore->file_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&restore->file_error));
      return FALSE;
    }
  return TRUE;
}

/* Properties */

GFile *
sudoku_document_get_file (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->file;
}

SudokuFormat
sudoku_document_get_format (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), SUDOKU_FORMAT_SDK);
  return self->format;
}

/**
 * sudoku_document_dup_display_name:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer full): the file's name for people, or "Unsaved Puzzle"
 */
char *
sudoku_document_dup_display_name (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);

  if (self->file == NULL)
    /* Translators: the name of a puzzle not saved yet */
    return g_strdup (_("Unsaved Puzzle"));
  return sudoku_file_display_name (self->file);
}

gboolean
sudoku_document_get_modified (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

guint
sudoku_document_get_index (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 0);
  return self->index;
}

guint
sudoku_document_get_n_puzzles (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), 0);
  return self->puzzles->len;
}

/**
 * sudoku_document_get_givens:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the current puzzle's 81 cells
 */
const guint8 *
sudoku_document_get_givens (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->givens;
}

/**
 * sudoku_document_get_puzzle:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the current puzzle as read, with its headers
 */
const SudokuPuzzle *
sudoku_document_get_puzzle (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return puzzle_at (self, self->index);
}

/**
 * sudoku_document_get_state_error:
 * @self: a #SudokuDocument
 *
 * Returns: (nullable): why the last write of the state file failed, or %NULL
 *   when the work is being kept
 */
const char *
sudoku_document_get_state_error (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->state_error;
}

static void
sudoku_document_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_DISPLAY_NAME:
      g_value_take_string (value, sudoku_document_dup_display_name (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_N_PUZZLES:
      g_value_set_uint (value, self->puzzles->len);
      break;
    case PROP_STATE_ERROR:
      g_value_set_string (value, self->state_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_document_dispose (GObject *object)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  /* Whatever was typed last is kept, even if the timer had not fired. */
  sudoku_document_flush_state (self);

  G_OBJECT_CLASS (sudoku_document_parent_class)->dispose (object);
}

static void
sudoku_document_finalize (GObject *object)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->puzzles, sudoku_puzzles_release);
  g_clear_pointer (&self->edited, g_hash_table_unref);
  g_free (self->state_error);
  g_free (self->state_path);

  G_OBJECT_CLASS (sudoku_document_parent_class)->finalize (object);
}

static void
sudoku_document_class_init (SudokuDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sudoku_document_get_property;
  object_class->dispose = sudoku_document_dispose;
  object_class->finalize = sudoku_document_finalize;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_DISPLAY_NAME] = g_param_spec_string ("display-name", NULL, NULL, NULL, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_N_PUZZLES] = g_param_spec_uint ("n-puzzles", NULL, NULL, 1, G_MAXUINT, 1, flags);
  properties[PROP_STATE_ERROR] = g_param_spec_string ("state-error", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_document_init (SudokuDocument *self)
{
  self->puzzles = new_puzzles (1);
  self->format = SUDOKU_FORMAT_SDK;
  self->edited = g_hash_table_new (NULL, NULL);
  self->state_path = sudoku_document_dup_state_path ();
}

SudokuDocument *
sudoku_document_new (void)
{
  return g_object_new (SUDOKU_TYPE_DOCUMENT, NULL);
}
