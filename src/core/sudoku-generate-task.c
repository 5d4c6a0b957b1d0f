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

/* New puzzles for the window: made from a worker thread on every
 * processor, each rated into the level asked for; the GCancellable stops
 * each puzzle being made at its next candidate. */

typedef struct
{
  SudokuLevel        level;
  SudokuSymmetry     symmetry;
  guint              count;
  guint64            seed;
  gint               cancel; /* atomic, from the cancellable */
  SudokuProgressCall progress;
  gpointer           progress_data;
  GMainContext      *context; /* where the progress goes */
  gint64             progress_time;
  GMutex             lock;
} Job;

typedef struct
{
  GTask *task;
  guint  done;
} Progress;

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_object_unref (progress->task);
  g_free (progress);
}

/* Not after the task's callback: the progress's data may be gone then. */
static gboolean
show_progress_cb (gpointer user_data)
{
  Progress *progress = user_data;
  Job      *job = g_task_get_task_data (progress->task);

  if (!g_task_get_completed (progress->task))
    job->progress (progress->done, job->progress_data);
  return G_SOURCE_REMOVE;
}

/* On a generating thread: ten times a second at most, the caller's thread
 * is told how many puzzles are made. */
static void
batch_progress (guint    done,
                gpointer user_data)
{
  GTask    *task = user_data;
  Job      *job = g_task_get_task_data (task);
  gint64    now = g_get_monotonic_time ();
  Progress *progress;

  g_mutex_lock (&job->lock);
  if (now - job->progress_time < G_USEC_PER_SEC / 10 && done < job->count)
    {
      g_mutex_unlock (&job->lock);
      return;
    }
  job->progress_time = now;
  g_mutex_unlock (&job->lock);
  progress = g_new (Progress, 1);
  progress->task = g_object_ref (task);
  progress->done = done;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, show_progress_cb, progress,
                              progress_free);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  g_main_context_unref (job->context);
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

    sudoku_level_range (job->level, &options.min_rating, &options.max_rating);
    /* On every processor: a batch of forty expert puzzles is ready in a
     * fraction of a second. */
    if (!sudoku_generate_batch (&options, 0, job->count, 0, cells, &error))
      {
        g_cancellable_disconnect (cancellable, handler);
        if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
          {
            g_clear_error (&error);
            g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
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
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (level < SUDOKU_LEVEL_BEYOND_LOGIC);
  g_return_if_fail (symmetry < SUDOKU_N_SYMMETRIES);
  g_return_if_fail (count > 0);

  job = g_new0 (Job, 1);
  job->level = level;
  job->symmetry = symmetry;
  job->count = count;
  job->seed = seed;
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();
  g_mutex_init (&job->lock);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_generate_puzzles_async);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, generate_worker);
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
