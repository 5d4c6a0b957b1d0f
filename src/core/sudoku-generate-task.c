/* sudoku-generate-task.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-generator"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-generate-task.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-relay.h"
#include "sudoku-shape-generator.h"

/* New puzzles for the window: made from a worker thread on every
 * processor, each rated into the level asked for; the GCancellable stops
 * each puzzle being made at its next candidate. */

typedef struct
{
  const SudokuGridShape *shape; /* NULL for plain 9×9, made by sudoku_generate_batch () */
  SudokuShapeLevel       shape_level;
  SudokuLevel            level;
  SudokuSymmetry         symmetry;
  guint                  count;
  guint64                seed;
  gint                   cancel; /* atomic, from the cancellable */
  SudokuProgressCall     progress;
  gpointer               progress_data;
  SudokuRelay            relay; /* the progress, to the caller's thread */
  GMutex                 lock;
} Job;

/* Not after the task's callback: the progress's data may be gone then. */
static void
show_progress (GObject *object,
               guint    done,
               double   fraction)
{
  GTask *task = G_TASK (object);
  Job   *job = g_task_get_task_data (task);

  if (!g_task_get_completed (task))
    job->progress (done, job->progress_data);
}

/* On a generating thread: ten times a second at most, the caller's thread
 * is told how many puzzles are made. */
static void
batch_progress (guint    done,
                gpointer user_data)
{
  GTask *task = user_data;
  Job   *job = g_task_get_task_data (task);

  /* Every processor makes puzzles: one sends at a time. */
  g_mutex_lock (&job->lock);
  sudoku_relay_send (&job->relay, done, 0.0, done >= job->count);
  g_mutex_unlock (&job->lock);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  sudoku_relay_clear (&job->relay);
  g_mutex_clear (&job->lock);
  g_free (job);
}

static void
cancelled_cb (GCancellable *cancellable,
              Job          *job)
{
  g_atomic_int_set (&job->cancel, 1);
}

static void
generate_worker (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GArray) puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), job->count);
  gulong handler = 0;

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb), job, NULL);
  {
    SudokuGenerateOptions options = {
      .symmetry = job->symmetry,
      .seed = job->seed,
      .rate = sudoku_rate_for_generator,
      .cancel = &job->cancel,
      .progress = job->progress != NULL ? batch_progress : NULL,
      .progress_data = task,
    };
    g_autofree guint8 *cells = g_new0 (guint8, (gsize)job->count * SUDOKU_N_CELLS);
    GError            *error = NULL;
    gboolean           made;

    sudoku_level_range (job->level, &options.min_rating, &options.max_rating);
    /* On every processor: a batch of forty master puzzles is ready in a
     * fraction of a second, an extreme one takes a third of a second a
     * processor (bench-generate). */
    made = sudoku_generate_batch (&options, 0, job->count, 0, cells, &error);

    /* The relay holds the task: it lets go before the task is done. */
    sudoku_relay_clear (&job->relay);
    if (!made)
      {
        g_cancellable_disconnect (cancellable, handler);
        if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
          {
            g_clear_error (&error);
            g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                                     /* Translators: a message: the player stopped the making of a new puzzle */
                                     _("Generating stopped"));
          }
        else
          g_task_return_error (task, error);
        return;
      }
    for (guint i = 0; i < job->count; i++)
      {
        SudokuPuzzle puzzle = { { 0 } };

        memcpy (puzzle.cells, cells + (gsize)i * SUDOKU_N_CELLS, SUDOKU_N_CELLS);
        puzzle.meta[SUDOKU_META_LEVEL] = g_strdup (sudoku_level_name (job->level));
        g_array_append_val (puzzles, puzzle);
      }
  }
  g_cancellable_disconnect (cancellable, handler);
  g_task_return_pointer (task, g_steal_pointer (&puzzles), (GDestroyNotify)g_array_unref);
}

/**
 * sudoku_generate_puzzles_async:
 * @level: the level of every puzzle
 * @symmetry: where their givens stand
 * @count: how many, at least one
 * @seed: the batch's seed (the same seed, the same puzzles)
 * @progress: (nullable): told on this thread how many are made, ten times a
 *   second at most; it must outlive the call (take a reference in
 *   @progress_data and drop it in @callback)
 * @progress_data: for @progress
 * @cancellable: (nullable): stops it
 * @callback: called on this thread with the puzzles
 * @user_data: for @callback
 *
 * Makes @count puzzles of @level on a worker thread.
 */
/* The puzzles of another shape than plain 9×9 (sudoku-shape-generator.c):
 * puzzle i from the seed plus i, as `--generate --size` makes them. */
static void
generate_shaped_worker (GTask        *task,
                        gpointer      source_object,
                        gpointer      task_data,
                        GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GArray) puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle), job->count);

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  for (guint i = 0; i < job->count; i++)
    {
      SudokuPuzzle puzzle = { { 0 } };
      GError      *error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        {
          sudoku_relay_clear (&job->relay);
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                                   /* Translators: a message: the player stopped the making of a new puzzle */
                                   _("Generating stopped"));
          return;
        }
      if (!sudoku_shape_generate (job->shape, job->shape_level, job->symmetry != SUDOKU_SYMMETRY_NONE,
                                  job->seed + i, puzzle.cells, &error))
        {
          sudoku_relay_clear (&job->relay);
          g_task_return_error (task, error);
          return;
        }
      puzzle.grid = job->shape;
      puzzle.meta[SUDOKU_META_LEVEL] = g_strdup (sudoku_level_name ((SudokuLevel)job->shape_level));
      g_array_append_val (puzzles, puzzle);
      if (job->progress != NULL)
        sudoku_relay_send (&job->relay, i + 1, 0.0, i + 1 >= job->count);
    }
  /* The relay holds the task: it lets go before the task is done. */
  sudoku_relay_clear (&job->relay);
  g_task_return_pointer (task, g_steal_pointer (&puzzles), (GDestroyNotify)g_array_unref);
}

static Job *
job_new (SudokuSymmetry     symmetry,
         guint              count,
         guint64            seed,
         SudokuProgressCall progress,
         gpointer           progress_data)
{
  Job *job = g_new0 (Job, 1);

  job->symmetry = symmetry;
  job->count = count;
  job->seed = seed;
  job->progress = progress;
  job->progress_data = progress_data;
  g_mutex_init (&job->lock);
  return job;
}

/* Runs @worker on @job in a thread, for either of the _async () below. */
static void
job_run (Job                *job,
         GTaskThreadFunc     worker,
         GCancellable       *cancellable,
         GAsyncReadyCallback callback,
         gpointer            user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  sudoku_relay_init (&job->relay, G_OBJECT (task), show_progress);
  g_task_set_source_tag (task, sudoku_generate_puzzles_async);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, worker);
}

/**
 * sudoku_generate_shaped_puzzles_async:
 * @shape: the shape of their grid, not plain 9×9
 * @level: their level, told by the singles that solve them
 * @symmetry: %SUDOKU_SYMMETRY_NONE, or any other for givens in opposite
 *   pairs (a half turn), the one symmetry the shapes' generator keeps
 * @count: how many
 * @seed: the first one's seed, the others' the next ones
 * @progress: (nullable): told how many are made, on the caller's thread
 * @progress_data: for @progress
 * @cancellable: (nullable): stops them, between two puzzles
 * @callback: called with the puzzles (sudoku_generate_puzzles_finish ())
 * @user_data: for @callback
 *
 * As sudoku_generate_puzzles_async () on a grid of another shape: 4×4,
 * 6×6, 16×16 or an X, each puzzle with one solution, on a worker thread.
 */
void
sudoku_generate_shaped_puzzles_async (const SudokuGridShape *shape,
                                      SudokuShapeLevel       level,
                                      SudokuSymmetry         symmetry,
                                      guint                  count,
                                      guint64                seed,
                                      SudokuProgressCall     progress,
                                      gpointer               progress_data,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               user_data)
{
  Job *job;

  g_return_if_fail (shape != NULL && !sudoku_grid_shape_is_plain_nine (shape));
  g_return_if_fail (level <= SUDOKU_SHAPE_LEVEL_HARD);
  g_return_if_fail (count > 0);

  job = job_new (symmetry, count, seed, progress, progress_data);
  job->shape = shape;
  job->shape_level = level;
  job_run (job, generate_shaped_worker, cancellable, callback, user_data);
}

void
sudoku_generate_puzzles_async (SudokuLevel         level,
                               SudokuSymmetry      symmetry,
                               guint               count,
                               guint64             seed,
                               SudokuProgressCall  progress,
                               gpointer            progress_data,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  Job *job;

  g_return_if_fail (level < SUDOKU_LEVEL_BEYOND_LOGIC);
  g_return_if_fail (symmetry < SUDOKU_N_SYMMETRIES);
  g_return_if_fail (count > 0);

  job = job_new (symmetry, count, seed, progress, progress_data);
  job->level = level;
  job_run (job, generate_worker, cancellable, callback, user_data);
}

/**
 * sudoku_generate_puzzles_finish:
 * @result: the result
 * @error: %G_IO_ERROR_CANCELLED, or why no puzzle of that kind was made
 *
 * Returns: (transfer full): the puzzles, as #SudokuPuzzle with their level
 *   in %SUDOKU_META_LEVEL
 */
GArray *
sudoku_generate_puzzles_finish (GAsyncResult *result,
                                GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
