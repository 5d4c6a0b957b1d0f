/* sudoku-stats.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-stats"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sudoku-stats.h"

/* The player's times: for each level, how many puzzles the player solved
 * by hand, and the best and average time of those solved without help.
 * They are kept in `stats.ini` in the app's state folder, beside the state
 * file (never in a puzzle's file):
 *
 *   [easy]
 *   solved=3
 *   unaided=2
 *   best=245
 *   total=530
 *
 * A solve is added on a worker thread: the puzzle is rated there (its
 * level is the rating's, as the header bar says it), then the file is read
 * again, so that another instance's solves are not lost, the solve added,
 * and the file replaced atomically.  When it cannot be written (a full
 * disk, a read-only folder), the solve is kept in memory, still counted,
 * and written with the next one; the caller hears why.  A file that does
 * not read as one of ours is moved aside (`stats.ini.broken`), not
 * overwritten.
 *
 * The worker reads and writes the object's counts: they are behind a
 * mutex, and all its other state is its task's. */

typedef struct
{
  SudokuLevel level;
  guint       seconds;
  gboolean    helped;
} Solve;

struct _SudokuStats
{
  GObject          parent_instance;

  char            *path;

  /* Behind the lock: a worker adds solves */
  GMutex           lock;
  SudokuLevelStats file[SUDOKU_N_LEVELS]; /* as the file was last read or written */
  GArray          *pending;               /* of Solve: not written yet */
};

G_DEFINE_FINAL_TYPE (SudokuStats, sudoku_stats, G_TYPE_OBJECT)

/* The groups of the file, by level: names, never the enum's numbers, so
 * that a file written before Master and Extreme came between Expert and
 * Beyond logic reads as it was (test-stats /old-file). */
static const char *const level_keys[SUDOKU_N_LEVELS] = {
  "easy",
  "medium",
  "hard",
  "expert",
  "master",
  "extreme",
  "beyond-logic",
};

/**
 * sudoku_level_stats_add:
 * @stats: a level's times
 * @seconds: the time of a solve
 * @helped: whether the player had help
 *
 * Counts a solve; one without help is a time for the best and the average.
 */
void
sudoku_level_stats_add (SudokuLevelStats *stats,
                        guint             seconds,
                        gboolean          helped)
{
  g_return_if_fail (stats != NULL);

  stats->solved++;
  if (helped)
    return;
  if (stats->unaided == 0 || seconds < stats->best)
    stats->best = seconds;
  stats->unaided++;
  stats->total += seconds;
}

/**
 * sudoku_level_stats_average:
 * @stats: a level's times
 *
 * Returns: the average time of the solves without help, in seconds,
 *   rounded (0 when there is none)
 */
guint
sudoku_level_stats_average (const SudokuLevelStats *stats)
{
  g_return_val_if_fail (stats != NULL, 0);

  if (stats->unaided == 0)
    return 0;
  return (guint)MIN ((stats->total + stats->unaided / 2) / stats->unaided, G_MAXUINT);
}

/* The file */

static gboolean
read_count (GKeyFile   *keys,
            const char *path,
            const char *group,
            const char *key,
            guint64     max,
            guint64    *value,
            GError    **error)
{
  g_autofree char *text = g_key_file_get_value (keys, group, key, NULL);
  g_autofree char *name = NULL;
  g_autofree char *shown = NULL;

  *value = 0;
  if (text == NULL)
    return TRUE;
  g_strstrip (text);
  if (g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL))
    return TRUE;
  name = g_filename_display_name (path);
  shown = g_utf8_make_valid (text, -1);
  g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
               /* Translators: a damaged statistics file: “stats.ini: [easy] best: expected a whole
                * number, not “abc””: the file's name, the group, the key, the value found */
               _("%s: [%s] %s: expected a whole number, not “%s”"), name, group, key, shown);
  return FALSE;
}

/* Reads the counts of @data (the text of @path): %FALSE with @error, saying
 * where, when it is not one of our files. */
static gboolean
parse (const char       *path,
       const char       *data,
       gsize             length,
       SudokuLevelStats *levels,
       GError          **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) local = NULL;

  memset (levels, 0, sizeof (SudokuLevelStats) * SUDOKU_N_LEVELS);
  if (!g_key_file_load_from_data (keys, data, length, G_KEY_FILE_NONE, &local))
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_KEY_FILE_ERROR, local->code, "%s: %s", name, local->message);
      return FALSE;
    }
  for (guint level = 0; level < SUDOKU_N_LEVELS; level++)
    {
      const char *group = level_keys[level];
      guint64     solved, unaided, best, total;

      if (!read_count (keys, path, group, "solved", G_MAXUINT, &solved, error) ||
          !read_count (keys, path, group, "unaided", solved, &unaided, error) ||
          !read_count (keys, path, group, "best", G_MAXUINT, &best, error) ||
          !read_count (keys, path, group, "total", G_MAXUINT64, &total, error))
        return FALSE;
      levels[level] = (SudokuLevelStats){ (guint)solved, (guint)unaided, (guint)best, total };
    }
  return TRUE;
}

static char *
serialize (const SudokuLevelStats *levels,
           gsize                  *length)
{
  GString *text = g_string_new ("# Sudoku Solver: the player's times by level, in seconds.\n"
                                "# Best and total count the puzzles solved without help.\n");

  for (guint level = 0; level < SUDOKU_N_LEVELS; level++)
    {
      if (levels[level].solved == 0)
        continue;
      g_string_append_printf (text, "\n[%s]\nsolved=%u\nunaided=%u\nbest=%u\ntotal=%" G_GUINT64_FORMAT "\n",
                              level_keys[level], levels[level].solved, levels[level].unaided,
                              levels[level].best, levels[level].total);
    }
  *length = text->len;
  return g_string_free (text, FALSE);
}

/* Reads @path: no file is no solve yet. */
static gboolean
read_file (const char       *path,
           SudokuLevelStats *levels,
           GError          **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  gsize length;

  memset (levels, 0, sizeof (SudokuLevelStats) * SUDOKU_N_LEVELS);
  if (!g_file_get_contents (path, &data, &length, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return parse (path, data, length, levels, error);
}

/* Writes @levels to @path atomically, making its folder. */
static gboolean
write_file (const char             *path,
            const SudokuLevelStats *levels,
            GError                **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize            length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int              saved_errno = errno;
      g_autofree char *name = g_filename_display_name (dir);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", name,
                   g_strerror (saved_errno));
      return FALSE;
    }
  data = serialize (levels, &length);
  return g_file_set_contents_full (path, data, (gssize)length, G_FILE_SET_CONTENTS_CONSISTENT,
                                   0600, error);
}

/* Reads the file again (another instance may have added to it), moving a
 * broken one aside, adds the solves not written yet, and writes it; holds
 * the lock. */
static gboolean
flush_locked (SudokuStats *self,
              GError     **error)
{
  SudokuLevelStats levels[SUDOKU_N_LEVELS];
  g_autoptr(GError) local = NULL;

  if (!read_file (self->path, levels, &local))
    {
      g_autofree char *aside = g_strconcat (self->path, ".broken", NULL);

      /* Not read (a folder that cannot be read): nothing to move. */
      if (local->domain != G_KEY_FILE_ERROR)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      /* Kept for the player to look at, not lost. */
      if (g_rename (self->path, aside) != 0)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_message ("%s; moved to %s", local->message, aside);
    }
  memcpy (self->file, levels, sizeof levels);
  for (guint i = 0; i < self->pending->len; i++)
    {
      const Solve *solve = &g_array_index (self->pending, Solve, i);

      sudoku_level_stats_add (&levels[solve->level], solve->seconds, solve->helped);
    }
  if (!write_file (self->path, levels, error))
    return FALSE;
  memcpy (self->file, levels, sizeof levels);
  g_array_set_size (self->pending, 0);
  return TRUE;
}

/* Adding a solve */

typedef struct
{
  guint8   givens[SUDOKU_N_CELLS];
  guint    seconds;
  gboolean helped;
} AddData;

static void
add_worker (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  SudokuStats *self = source_object;
  AddData     *data = task_data;
  SudokuRating rating;
  Solve        solve;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  sudoku_rate (data->givens, &rating);
  solve = (Solve){ rating.level, data->seconds, data->helped };
  g_mutex_lock (&self->lock);
  g_array_append_val (self->pending, solve);
  ok = flush_locked (self, &error);
  g_mutex_unlock (&self->lock);
  if (!ok)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_int (task, rating.level);
}

/**
 * sudoku_stats_add_async:
 * @self: a #SudokuStats
 * @givens: the puzzle solved
 * @seconds: the player's time
 * @helped: whether the player had help (then it counts as solved, but is no
 *   time for the best and the average)
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when it is written or could not be
 * @user_data: for @callback
 *
 * Adds a solve by hand under the puzzle's level (rated on a worker thread)
 * and writes the file.  The solve counts even if the file cannot be
 * written: it is kept, and written with the next one.  Cancelling only
 * stops the callback from hearing of it: the solve is added all the same.
 */
void
sudoku_stats_add_async (SudokuStats        *self,
                        const guint8        givens[SUDOKU_N_CELLS],
                        guint               seconds,
                        gboolean            helped,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  AddData *data;

  g_return_if_fail (SUDOKU_IS_STATS (self));
  g_return_if_fail (givens != NULL);
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  data = g_new0 (AddData, 1);
  memcpy (data->givens, givens, SUDOKU_N_CELLS);
  data->seconds = seconds;
  data->helped = !!helped;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_stats_add_async);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, add_worker);
}

/**
 * sudoku_stats_add_finish:
 * @self: a #SudokuStats
 * @result: the result given to the callback
 * @level: (out) (optional): the puzzle's level
 * @error: why the file could not be written (the solve is kept, and
 *   counted), or %G_IO_ERROR_CANCELLED
 *
 * Returns: %TRUE if the solve is in the file
 */
gboolean
sudoku_stats_add_finish (SudokuStats  *self,
                         GAsyncResult *result,
                         SudokuLevel  *level,
                         GError      **error)
{
  g_autoptr(GError) local = NULL;
  gssize value;

  g_return_val_if_fail (SUDOKU_IS_STATS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  value = g_task_propagate_int (G_TASK (result), &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (level != NULL)
    *level = (SudokuLevel)value;
  return TRUE;
}

/* The object */

/**
 * sudoku_stats_new:
 * @path: the file the times are kept in
 *
 * Returns: (transfer full): the times of @path, not read yet
 *   (sudoku_stats_load ())
 */
SudokuStats *
sudoku_stats_new (const char *path)
{
  SudokuStats *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_STATS, NULL);
  self->path = g_strdup (path);
  return self;
}

/**
 * sudoku_stats_dup_default_path:
 *
 * Returns: (transfer full): `stats.ini` in the app's state folder
 */
char *
sudoku_stats_dup_default_path (void)
{
  return g_build_filename (g_get_user_state_dir (), PACKAGE_NAME, "stats.ini", NULL);
}

/**
 * sudoku_stats_get_default:
 *
 * The player's times, for the whole process (its windows share them),
 * read once from the state folder.  Main thread only.
 *
 * Returns: (transfer none): the process's #SudokuStats
 */
SudokuStats *
sudoku_stats_get_default (void)
{
  static SudokuStats *stats;

  if (stats == NULL)
    {
      g_autofree char *path = sudoku_stats_dup_default_path ();
      g_autoptr(GError) error = NULL;

      stats = sudoku_stats_new (path);
      if (!sudoku_stats_load (stats, &error))
        g_message ("Could not read the player's times: %s", error->message);
    }
  return stats;
}

const char *
sudoku_stats_get_path (SudokuStats *self)
{
  g_return_val_if_fail (SUDOKU_IS_STATS (self), NULL);
  return self->path;
}

/**
 * sudoku_stats_load:
 * @self: a #SudokuStats
 * @error: why the file could not be read
 *
 * Reads the file again (another instance may have added to it); no file is
 * no solve yet.  Blocks: the file is small.
 *
 * Returns: %FALSE with @error (the file, and what is wrong in it) when it
 *   could not be read: the counts are then those known before
 */
gboolean
sudoku_stats_load (SudokuStats *self,
                   GError     **error)
{
  SudokuLevelStats levels[SUDOKU_N_LEVELS];
  gboolean         ok;

  g_return_val_if_fail (SUDOKU_IS_STATS (self), FALSE);

  /* Under the lock: a write under way would make what is read stale. */
  g_mutex_lock (&self->lock);
  ok = read_file (self->path, levels, error);
  if (ok)
    memcpy (self->file, levels, sizeof levels);
  g_mutex_unlock (&self->lock);
  return ok;
}

/**
 * sudoku_stats_get_level:
 * @self: a #SudokuStats
 * @level: a level
 * @stats: (out): the player's times at @level, with the solves not
 *   written yet
 */
void
sudoku_stats_get_level (SudokuStats      *self,
                        SudokuLevel       level,
                        SudokuLevelStats *stats)
{
  g_return_if_fail (SUDOKU_IS_STATS (self));
  g_return_if_fail ((guint)level < SUDOKU_N_LEVELS);
  g_return_if_fail (stats != NULL);

  g_mutex_lock (&self->lock);
  *stats = self->file[level];
  for (guint i = 0; i < self->pending->len; i++)
    {
      const Solve *solve = &g_array_index (self->pending, Solve, i);

      if (solve->level == level)
        sudoku_level_stats_add (stats, solve->seconds, solve->helped);
    }
  g_mutex_unlock (&self->lock);
}

/**
 * sudoku_stats_get_n_pending:
 * @self: a #SudokuStats
 *
 * Returns: how many solves are counted but not written yet (the file
 *   could not be written)
 */
guint
sudoku_stats_get_n_pending (SudokuStats *self)
{
  guint n;

  g_return_val_if_fail (SUDOKU_IS_STATS (self), 0);

  g_mutex_lock (&self->lock);
  n = self->pending->len;
  g_mutex_unlock (&self->lock);
  return n;
}

static void
sudoku_stats_finalize (GObject *object)
{
  SudokuStats *self = SUDOKU_STATS (object);

  g_free (self->path);
  g_array_unref (self->pending);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (sudoku_stats_parent_class)->finalize (object);
}

static void
sudoku_stats_class_init (SudokuStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sudoku_stats_finalize;
}

static void
sudoku_stats_init (SudokuStats *self)
{
  g_mutex_init (&self->lock);
  self->pending = g_array_new (FALSE, FALSE, sizeof (Solve));
}
