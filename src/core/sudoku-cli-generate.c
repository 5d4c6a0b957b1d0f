/* sudoku-cli-generate.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>

#include "sudoku-cli-generate.h"
#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"

/* `sudoku-solver --generate N`: N new puzzles, one 81-character line each,
 * made on every processor.  Puzzle i of a batch is made from its own seed
 * (sudoku_generate_seed_for ()), so the lines are the same for any number
 * of threads; they are printed in order as soon as each is ready. */

/**
 * sudoku_cli_generate_set_level:
 * @options: options to complete
 * @name: easy, medium, hard or expert
 *
 * Returns: %FALSE for an unknown name
 */
gboolean
sudoku_cli_generate_set_level (SudokuCliGenerate *options,
                               const char        *name)
{
  SudokuLevel level;

  if (!sudoku_level_from_string (name, &level))
    return FALSE;
  sudoku_level_range (level, &options->min_rating, &options->max_rating);
  options->rate = sudoku_rate_for_generator;
  return TRUE;
}

/**
 * sudoku_cli_generate_set_range:
 * @options: options to complete
 * @range: MIN-MAX, e.g. "2.6-3.4"
 *
 * Returns: %FALSE for a range that is not one
 */
gboolean
sudoku_cli_generate_set_range (SudokuCliGenerate *options,
                               const char        *range)
{
  g_auto(GStrv) ends = g_strsplit (range, "-", 2);
  char  *end = NULL;
  double min, max;

  if (g_strv_length (ends) != 2)
    return FALSE;
  min = g_ascii_strtod (ends[0], &end);
  if (end == ends[0] || *end != '\0')
    return FALSE;
  max = g_ascii_strtod (ends[1], &end);
  if (end == ends[1] || *end != '\0' || min < 1.0 || max > 11.0 || min > max)
    return FALSE;
  options->min_rating = min - 0.01;
  options->max_rating = max + 0.01;
  options->rate = sudoku_rate_for_generator;
  return TRUE;
}

typedef struct
{
  const SudokuCliGenerate *options;
  guint8                  *puzzles; /* n_puzzles × 81 */
  gboolean                *ready;
  GError                  *error;  /* the first failure */
  gint                     next;   /* atomic: the next puzzle to make */
  gint                     cancel; /* atomic: stop everyone */
  GMutex                   lock;
  GCond                    made;
} Batch;

static gpointer
generate_worker (gpointer data)
{
  Batch *batch = data;
  guint  n = batch->options->n_puzzles;

  for (;;)
    {
      guint                 i = (guint)g_atomic_int_add (&batch->next, 1);
      SudokuGenerateOptions options = {
        .symmetry = batch->options->symmetry,
        .minimal = batch->options->minimal,
        .seed = sudoku_generate_seed_for (batch->options->seed, i),
        .min_rating = batch->options->min_rating,
        .max_rating = batch->options->max_rating,
        .rate = batch->options->rate,
        .rate_data = batch->options->rate_data,
        .cancel = &batch->cancel,
      };
      guint8   solution[SUDOKU_N_CELLS];
      GError  *error = NULL;
      gboolean ok;

      if (i >= n || g_atomic_int_get (&batch->cancel))
        return NULL;
      ok = sudoku_generate (&options, batch->puzzles + (gsize)i * SUDOKU_N_CELLS, solution, NULL,
                            &error);
      g_mutex_lock (&batch->lock);
      if (!ok && batch->error == NULL)
        {
          batch->error = error;
          g_atomic_int_set (&batch->cancel, 1);
        }
      else
        g_clear_error (&error);
      batch->ready[i] = ok;
      g_cond_broadcast (&batch->made);
      g_mutex_unlock (&batch->lock);
    }
}

/* Prints the puzzles in order as they are made; FALSE when one failed or
 * the output did. */
static gboolean
print_in_order (Batch *batch,
                FILE  *out)
{
  guint n = batch->options->n_puzzles;

  for (guint i = 0; i < n; i++)
    {
      char line[SUDOKU_N_CELLS + 1];

      g_mutex_lock (&batch->lock);
      while (!batch->ready[i] && batch->error == NULL)
        g_cond_wait (&batch->made, &batch->lock);
      g_mutex_unlock (&batch->lock);
      if (!batch->ready[i])
        return FALSE;
      sudoku_format_line (batch->puzzles + (gsize)i * SUDOKU_N_CELLS, line);
      if (fprintf (out, "%s\n", line) < 0)
        {
          g_atomic_int_set (&batch->cancel, 1);
          return FALSE;
        }
    }
  return fflush (out) == 0;
}

/**
 * sudoku_cli_generate:
 * @options: what to make
 * @out: where the puzzles go
 * @err: where messages go
 *
 * Returns: the exit status: 0, or 2 when no puzzle of that kind could be
 *   made or the output failed
 */
int
sudoku_cli_generate (const SudokuCliGenerate *options,
                     FILE                    *out,
                     FILE                    *err)
{
  SudokuCliGenerate chosen = *options;
  Batch             batch = { .options = &chosen };
  guint             n_threads;
  GThread         **threads;
  gboolean          ok;

  if (!chosen.have_seed)
    {
      g_autofree char *seed = NULL;

      chosen.seed = ((guint64)g_random_int () << 32) | g_random_int ();
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT, chosen.seed);
      /* Translators: %s is a number; do not translate --seed */
      fprintf (err, _("Made with --seed=%s\n"), seed);
    }
  if (chosen.n_puzzles == 0)
    return SUDOKU_CLI_OK;

  batch.puzzles = g_new0 (guint8, (gsize)chosen.n_puzzles * SUDOKU_N_CELLS);
  batch.ready = g_new0 (gboolean, chosen.n_puzzles);
  g_mutex_init (&batch.lock);
  g_cond_init (&batch.made);
  n_threads = chosen.jobs != 0 ? chosen.jobs : MAX (g_get_num_processors (), 1);
  n_threads = MIN (n_threads, chosen.n_puzzles);
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("sudoku-generate", generate_worker, &batch);

  ok = print_in_order (&batch, out);
  g_atomic_int_set (&batch.cancel, ok ? 0 : 1);
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);

  if (batch.error != NULL)
    fprintf (err, "%s\n", batch.error->message);
  else if (!ok)
    fprintf (err, _("cannot write the puzzles: %s\n"), g_strerror (errno));
  g_clear_error (&batch.error);
  g_mutex_clear (&batch.lock);
  g_cond_clear (&batch.made);
  g_free (threads);
  g_free (batch.ready);
  g_free (batch.puzzles);
  return ok ? SUDOKU_CLI_OK : SUDOKU_CLI_BAD_INPUT;
}
