/* sudoku-generator-batch.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-generator"

#include "config.h"

#include "sudoku-generator.h"

/* A batch of puzzles on several threads: puzzle i from its own seed
 * (sudoku_generate_seed_for ()), each thread taking the next puzzle not
 * yet begun, so the batch is the same however many threads make it. */

typedef struct
{
  const SudokuGenerateOptions *options;
  guint                        first;
  guint                        n;
  guint8                      *puzzles;
  gint                         next;   /* atomic: the next puzzle to make */
  gint                         failed; /* atomic */
  gint                         done;   /* atomic: puzzles made */
  GMutex                       lock;
  GError                      *error; /* the first failure, under lock */
} Batch;

static gpointer
batch_worker (gpointer data)
{
  Batch *batch = data;

  for (;;)
    {
      guint                 i = (guint)g_atomic_int_add (&batch->next, 1);
      SudokuGenerateOptions options = *batch->options;
      guint8                solution[SUDOKU_N_CELLS];
      GError               *error = NULL;

      if (i >= batch->n || g_atomic_int_get (&batch->failed))
        return NULL;
      options.seed = sudoku_generate_seed_for (batch->options->seed, batch->first + i);
      if (sudoku_generate (&options, batch->puzzles + (gsize)i * SUDOKU_N_CELLS, solution, NULL,
                           &error))
        {
          guint done = (guint)g_atomic_int_add (&batch->done, 1) + 1;

          if (options.progress != NULL)
            options.progress (done, options.progress_data);
          continue;
        }
      g_atomic_int_set (&batch->failed, 1);
      g_mutex_lock (&batch->lock);
      if (batch->error == NULL)
        batch->error = g_steal_pointer (&error);
      g_mutex_unlock (&batch->lock);
      g_clear_error (&error);
    }
}

/**
 * sudoku_generate_batch:
 * @options: what kind of puzzles; @options->seed is the batch's seed
 * @first: the index in the batch of the first puzzle made here
 * @n: how many
 * @jobs: threads to use; 0 for one per processor
 * @puzzles: (out caller-allocates) (array): @n × 81 cells
 * @error: the first failure, as sudoku_generate () says it
 *
 * Makes @n puzzles on several threads: puzzle i from the seed
 * sudoku_generate_seed_for (@options->seed, @first + i), so the batch is the
 * same for any number of threads and however it is cut.  Blocks until all
 * are made.
 *
 * Returns: %TRUE when all were made
 */
gboolean
sudoku_generate_batch (const SudokuGenerateOptions *options,
                       guint                        first,
                       guint                        n,
                       guint                        jobs,
                       guint8                      *puzzles,
                       GError                     **error)
{
  Batch     batch = { .options = options, .first = first, .n = n, .puzzles = puzzles };
  guint     n_threads = MIN (jobs != 0 ? jobs : MAX (g_get_num_processors (), 1), MAX (n, 1));
  GThread **threads = g_new0 (GThread *, n_threads);

  g_mutex_init (&batch.lock);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("sudoku-generate", batch_worker, &batch);
  batch_worker (&batch);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_free (threads);
  g_mutex_clear (&batch.lock);
  if (batch.error != NULL)
    {
      g_propagate_error (error, batch.error);
      return FALSE;
    }
  return TRUE;
}
