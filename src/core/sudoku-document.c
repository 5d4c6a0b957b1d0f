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
 * collection has many), which one is current, that puzzle as saved and as
 * edited, and whether anything differs from the disk.  Each puzzle visited
 * while the file is open has a game of its own (SudokuGame: its board and
 * that board's undo history), so that Undo never crosses from one puzzle or
 * file to another; #SudokuDocument:game is the current one, which the window
 * shows.  The document follows its board: the givens and the player's side
 * of it are kept here as they change.  Reading, parsing, writing and the state file all happen on
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
  PROP_PROGRESS,
  PROP_GAME,
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

void
_sudoku_document_update_modified (SudokuDocument *self)
{
  gboolean modified = self->fresh || g_hash_table_size (self->edited) > 0 ||
                      memcmp (self->givens, self->saved, _sudoku_document_n_cells (self)) != 0;

  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Progress */

/* Tells how far load @serial got, -1 when it ended; serial 0 starts a new
 * load, whose serial it returns.  A load's late word after a newer one
 * started is dropped. */
guint
_sudoku_document_set_progress (SudokuDocument *self,
                               guint           serial,
                               double          fraction)
{
  if (serial == 0)
    serial = ++self->load_serial;
  else if (serial != self->load_serial || self->progress < 0)
    return serial;
  if (fraction != self->progress)
    {
      self->progress = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
    }
  return serial;
}

/**
 * sudoku_document_get_progress:
 * @self: a #SudokuDocument
 *
 * Returns: how far the file being opened was read, from 0 to 1, or -1 when
 *   none is
 */
double
sudoku_document_get_progress (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), -1.0);
  return self->progress;
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
  _sudoku_document_update_modified (self);
  g_object_thaw_notify (object);
}

/* The game */

static void
board_cell_changed_cb (SudokuDocument *self,
                       guint           row,
                       guint           col,
                       SudokuBoard    *board)
{
  guint8 givens[SUDOKU_MAX_CELLS] = { 0 };

  _sudoku_document_sync_play (self);
  if (sudoku_board_get_origin (board, row, col) == SUDOKU_ORIGIN_SOLVED)
    return;
  sudoku_board_get_givens (board, givens);
  sudoku_document_set_givens (self, givens);
}

/* A puzzle of another shape loaded on the board (sudoku_board_load_shaped
 * (), or Undo of it): the current puzzle is of that shape now. */
static void
board_shape_changed_cb (SudokuDocument *self,
                        GParamSpec     *pspec,
                        SudokuBoard    *board)
{
  const SudokuGridShape *shape = sudoku_board_get_shape (board);
  guint8                 givens[SUDOKU_MAX_CELLS] = { 0 };
  SudokuPuzzle          *puzzle = puzzle_at (self, self->index);

  if (sudoku_puzzle_get_grid (puzzle) != shape)
    {
      own_puzzles (self);
      puzzle = puzzle_at (self, self->index);
      sudoku_puzzle_set_grid (puzzle, shape);
      g_hash_table_add (self->edited, GUINT_TO_POINTER (self->index + 1));
      /* The text read had it as another shape: written again, the
       * puzzles are written anew, not into that text. */
      g_clear_pointer (&self->original, sudoku_text_release);
    }
  _sudoku_document_sync_play (self);
  sudoku_board_get_givens (board, givens);
  memcpy (self->givens, givens, SUDOKU_MAX_CELLS);
  _sudoku_document_update_modified (self);
  _sudoku_document_schedule_state (self);
}

/* Makes the game of the current puzzle the current game: the one kept
 * since it was last visited, or a new one of its givens and play. */
static void
show_game (SudokuDocument *self)
{
  gpointer    key = GUINT_TO_POINTER (self->index + 1);
  SudokuGame *game = g_hash_table_lookup (self->games, key);
  gboolean    started = FALSE;

  if (game == NULL)
    {
      game = sudoku_game_new_shaped (sudoku_puzzle_get_grid (puzzle_at (self, self->index)),
                                     self->givens, &self->play, self->file != NULL || self->made);
      g_hash_table_insert (self->games, key, game);
      started = sudoku_play_is_empty (&self->play);
    }
  if (game == self->game)
    return;
  self->game = game;
  g_signal_group_set_target (self->board_signals, sudoku_game_get_board (game));
  /* A puzzle from a file starts in solving: that is the play now. */
  if (started)
    _sudoku_document_sync_play (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* Forgets the games: the current puzzle gets a new one. */
static void
renew_games (SudokuDocument *self)
{
  self->game = NULL;
  g_hash_table_remove_all (self->games);
  show_game (self);
}

/**
 * sudoku_document_get_game:
 * @self: a #SudokuDocument
 *
 * Returns: (transfer none): the game of the current puzzle
 */
SudokuGame *
sudoku_document_get_game (SudokuDocument *self)
{
  g_return_val_if_fail (SUDOKU_IS_DOCUMENT (self), NULL);
  return self->game;
}

/* Replaces the whole content: @puzzles (owned) from @file, read from the
 * text @original (owned, nullable). */
void
_sudoku_document_set_content (SudokuDocument *self,
                              GFile          *file,
                              SudokuFormat    format,
                              GArray         *puzzles,
                              GBytes         *original,
                              guint           index)
{
  g_assert (puzzles->len > 0);

  g_clear_pointer (&self->original, sudoku_text_release);
  self->original = original;
  g_set_object (&self->file, file);
  self->format = format;
  g_clear_pointer (&self->puzzles, sudoku_puzzles_release);
  self->puzzles = puzzles;
  self->saves_running = 0;
  self->index = MIN (index, puzzles->len - 1);
  self->fresh = FALSE;
  g_hash_table_remove_all (self->edited);
  g_hash_table_remove_all (self->plays);
  memcpy (self->saved, puzzle_at (self, self->index)->cells, SUDOKU_MAX_CELLS);
  memcpy (self->givens, self->saved, SUDOKU_MAX_CELLS);
  memset (&self->play, 0, sizeof self->play);
  renew_games (self);
  notify_all (self);
  _sudoku_document_schedule_state (self);
}

/* Keeps the board's puzzle in the collection before another is shown. */
void
_sudoku_document_store_current (SudokuDocument *self)
{
  SudokuPuzzle *puzzle = puzzle_at (self, self->index);

  if (memcmp (self->givens, puzzle->cells, _sudoku_document_n_cells (self)) != 0)
    {
      own_puzzles (self);
      memcpy (puzzle_at (self, self->index)->cells, self->givens, _sudoku_document_n_cells (self));
    }
  if (memcmp (self->givens, self->saved, _sudoku_document_n_cells (self)) != 0)
    g_hash_table_add (self->edited, GUINT_TO_POINTER (self->index + 1));
}

/**
 * sudoku_document_set_givens:
 * @self: a #SudokuDocument
 * @cells: the givens on the board, of the current puzzle's grid
 *
 * Tells the document what the current puzzle is now.  Updates
 * #SudokuDocument:modified and keeps it in the state file soon.
 */
void
sudoku_document_set_givens (SudokuDocument *self,
                            const guint8   *cells)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (cells != NULL);

  if (memcmp (cells, self->givens, _sudoku_document_n_cells (self)) == 0)
    return;
  memcpy (self->givens, cells, _sudoku_document_n_cells (self));
  _sudoku_document_update_modified (self);
  _sudoku_document_schedule_state (self);
}

/**
 * sudoku_document_go_to:
 * @self: a #SudokuDocument
 * @index: a puzzle of the collection, from 0
 *
 * Makes the puzzle at @index the current one, keeping the edits of the one
 * it was, and its game: #SudokuDocument:game changes to the new puzzle's.
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
  /* The time and hints of the puzzle left go with it. */
  _sudoku_document_sync_play (self);
  _sudoku_document_store_current (self);
  /* The player's digits and notes stay with their puzzle (and in the state
   * file). */
  g_hash_table_insert (self->plays, GUINT_TO_POINTER (self->index + 1),
                       g_memdup2 (&self->play, sizeof self->play));
  self->index = index;
  /* A puzzle edited before comes back with its edits, which stay unsaved
   * (its index stays in the edited set). */
  memcpy (self->saved, puzzle_at (self, index)->cells, SUDOKU_MAX_CELLS);
  memcpy (self->givens, self->saved, SUDOKU_MAX_CELLS);
  {
    const SudokuPlay *kept = g_hash_table_lookup (self->plays, GUINT_TO_POINTER (index + 1));

    if (kept != NULL)
      self->play = *kept;
    else
      memset (&self->play, 0, sizeof self->play);
  }
  show_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
  _sudoku_document_update_modified (self);
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
  sudoku_document_reset_shaped (self, sudoku_grid_shape_get (9, FALSE), cells);
}

/**
 * sudoku_document_reset_shaped:
 * @self: a #SudokuDocument
 * @shape: the shape of the new puzzle's grid
 * @cells: (nullable): its givens, @shape's n_cells of them, or %NULL for
 *   an empty grid
 *
 * Makes the document a new puzzle of @shape, in no file yet and
 * unmodified.
 */
void
sudoku_document_reset_shaped (SudokuDocument        *self,
                              const SudokuGridShape *shape,
                              const guint8          *cells)
{
  GArray       *puzzles;
  SudokuPuzzle *puzzle;

  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (shape != NULL);

  puzzles = new_puzzles (1);
  puzzle = &g_array_index (puzzles, SudokuPuzzle, 0);
  sudoku_puzzle_set_grid (puzzle, shape);
  if (cells != NULL)
    memcpy (puzzle->cells, cells, shape->n_cells);
  self->made = FALSE;
  _sudoku_document_set_content (self, NULL, SUDOKU_FORMAT_SDK, puzzles, NULL, 0);
}

/**
 * sudoku_document_take_puzzles:
 * @self: a #SudokuDocument
 * @puzzles: (transfer full): of #SudokuPuzzle, at least one, new (made by
 *   the generator)
 *
 * Makes the document these puzzles, in no file yet, the first current.  A
 * collection counts as unsaved, so that closing asks before it is lost; one
 * puzzle does not, as a puzzle put on the board never does.  They are
 * there to be solved, as a file's are: each game starts in solving.
 */
void
sudoku_document_take_puzzles (SudokuDocument *self,
                              GArray         *puzzles)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));
  g_return_if_fail (puzzles != NULL && puzzles->len > 0);

  self->made = TRUE;
  _sudoku_document_set_content (self, NULL,
                                puzzles->len > 1 ? SUDOKU_FORMAT_LINES : SUDOKU_FORMAT_SDK,
                                puzzles, NULL, 0);
  self->fresh = puzzles->len > 1;
  _sudoku_document_update_modified (self);
}

/**
 * sudoku_document_discard_changes:
 * @self: a #SudokuDocument
 *
 * Forgets the changes not saved, in the state file too: the puzzle is
 * again the one on disk, in a new game.
 */
void
sudoku_document_discard_changes (SudokuDocument *self)
{
  g_return_if_fail (SUDOKU_IS_DOCUMENT (self));

  memcpy (self->givens, self->saved, SUDOKU_MAX_CELLS);
  self->fresh = FALSE;
  g_hash_table_remove_all (self->edited);
  renew_games (self);
  _sudoku_document_update_modified (self);
  _sudoku_document_schedule_state (self);
}

/* Restoring the last run's puzzle */

/* The puzzle on the board was of @grid: so it stays, though its file has
 * another shape there now (changed elsewhere), rather than lose it. */
static void
keep_grid (SudokuDocument        *self,
           const SudokuGridShape *grid)
{
  SudokuPuzzle *puzzle = puzzle_at (self, self->index);

  if (sudoku_puzzle_get_grid (puzzle) == grid)
    return;
  own_puzzles (self);
  puzzle = puzzle_at (self, self->index);
  sudoku_puzzle_set_grid (puzzle, grid);
  g_hash_table_add (self->edited, GUINT_TO_POINTER (self->index + 1));
}

/**
 * sudoku_document_restore_finish:
 * @self: a #SudokuDocument
 * @result: the result
 * @error: what could not be restored
 *
 * Puts the restored puzzle in the document, in a new game.
 * When the state file is damaged the document starts clean; when its file
 * cannot be read any more the typed puzzle is kept as a new one.  Both
 * return %FALSE with a message for the person.  If the document changed
 * since sudoku_document_restore_async () (the person was quicker), it is
 * left as it is, with %G_IO_ERROR_CANCELLED.
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
  if (_sudoku_document_restore_superseded (self, restore))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "The puzzle changed while the last one was being brought back");
      return FALSE;
    }
  if (!restore->found)
    return TRUE;
  if (restore->puzzles != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (restore->state.uri);

      _sudoku_document_set_content (self, file, restore->format, g_steal_pointer (&restore->puzzles),
                                    g_steal_pointer (&restore->text),
                                    restore->state.index);
      _sudoku_document_apply_edits (self, restore->state.edits);
      _sudoku_document_apply_plays (self, restore->state.plays);
      keep_grid (self, restore->state.grid);
    }
  else
    sudoku_document_reset_shaped (self, restore->state.grid, NULL);
  memcpy (self->saved, restore->state.saved, SUDOKU_MAX_CELLS);
  memcpy (self->givens, restore->state.givens, SUDOKU_MAX_CELLS);
  self->play = restore->state.play;
  renew_games (self);
  _sudoku_document_update_modified (self);
  if (restore->file_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&restore->file_error));
      return FALSE;
    }
  return TRUE;
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
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
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
  if (self->board_signals != NULL)
    g_signal_group_set_target (self->board_signals, NULL);
  g_clear_object (&self->board_signals);
  self->game = NULL;
  g_clear_pointer (&self->games, g_hash_table_unref);

  G_OBJECT_CLASS (sudoku_document_parent_class)->dispose (object);
}

static void
sudoku_document_finalize (GObject *object)
{
  SudokuDocument *self = SUDOKU_DOCUMENT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->puzzles, sudoku_puzzles_release);
  g_clear_pointer (&self->original, sudoku_text_release);
  g_clear_pointer (&self->edited, g_hash_table_unref);
  g_clear_pointer (&self->plays, g_hash_table_unref);
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
  properties[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, -1.0, 1.0, -1.0, flags);
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_document_init (SudokuDocument *self)
{
  self->puzzles = new_puzzles (1);
  self->format = SUDOKU_FORMAT_SDK;
  self->edited = g_hash_table_new (NULL, NULL);
  self->plays = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->games = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->state_path = sudoku_document_dup_state_path ();
  self->progress = -1.0;
  self->board_signals = g_signal_group_new (SUDOKU_TYPE_BOARD);
  g_signal_group_connect_object (self->board_signals, "notify::shape",
                                 G_CALLBACK (board_shape_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "cell-changed",
                                 G_CALLBACK (board_cell_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notes-changed",
                                 G_CALLBACK (_sudoku_document_sync_play), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::solving",
                                 G_CALLBACK (_sudoku_document_sync_play), self, G_CONNECT_SWAPPED);
  /* The solver's digits are the player's revealed ones until it says they
   * are its solution: told again then. */
  g_signal_group_connect_object (self->board_signals, "notify::state",
                                 G_CALLBACK (_sudoku_document_sync_play), self, G_CONNECT_SWAPPED);
  show_game (self);
}

SudokuDocument *
sudoku_document_new (void)
{
  return g_object_new (SUDOKU_TYPE_DOCUMENT, NULL);
}
