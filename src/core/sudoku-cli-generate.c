/* sudoku-cli-generate.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "sudoku-cli-generate.h"
#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"

/* `sudoku-solver --generate N`: N new puzzles, one 81-character line each,
 * made on every processor.  Puzzle i of a batch is made from its own seed
 * (sudoku_generate_seed_for ()), so the lines are the same for any number
 * of threads; they are printed in order as soon as each is ready.
 *
 * A search is bounded: a rating range is given up after MAX_RATED
 * candidates rated outside it (10.5-11 is met by about none: the engine's
 * ratings go that high on a few of the forum's hardest only), anything
 * else after MAX_ATTEMPTS candidates; the message
 * then gives the closest rating made, and that puzzle (exit status 1).  A
 * slow search (an expert puzzle that must be minimal with rotational90
 * symmetry takes some 60,000 candidates, 20 s) shows its progress on
 * standard error when that is a terminal. */

#define MAX_RATED    10000
#define MAX_ATTEMPTS 1000000

/**
 * sudoku_cli_generate_set_level:
 * @options: options to complete
 * @name: easy, medium, hard, expert, master or extreme
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
  /* Negated, so that NaN is refused too. */
  if (end == ends[1] || *end != '\0' || !isfinite (min) || !isfinite (max) ||
      !(min >= 1.0 && max <= 11.0 && min <= max))
    return FALSE;
  options->min_rating = min - 0.01;
  options->max_rating = max + 0.01;
  options->rate = sudoku_rate_for_generator;
  return TRUE;
}

/* Puzzles are made a chunk at a time on every processor, and each chunk
 * printed as soon as it is made: memory stays bounded for any N. */
#define CHUNK 256

/* Progress on a terminal */

typedef struct
{
  FILE    *err;
  guint    total;
  gint     made;  /* atomic: of the whole run */
  gint     tried; /* atomic: candidates */
  gint     stop;  /* atomic */
  gboolean shown;
  GMutex   lock;
  GCond    cond;
} Progress;

static void
made_cb (guint    done,
         gpointer user_data)
{
  Progress *progress = user_data;

  g_atomic_int_inc (&progress->made);
}

/* Every half second, once a second has gone by: a line that rewrites
 * itself. */
static gpointer
progress_thread (gpointer data)
{
  Progress   *progress = data;
  gint64      start = g_get_monotonic_time ();
  /* A quick run shows nothing; the tests set when the first report comes
   * (a fixed second made their outcome depend on the machine's speed). */
  const char *after_ms = g_getenv ("SUDOKU_TEST_PROGRESS_AFTER_MS");
  gint64      after = after_ms != NULL ? g_ascii_strtoll (after_ms, NULL, 10) * 1000
                                       : G_TIME_SPAN_SECOND;

  g_mutex_lock (&progress->lock);
  while (!g_atomic_int_get (&progress->stop))
    {
      gint64 now = g_get_monotonic_time ();

      if (now - start >= after)
        {
          guint tried = (guint)g_atomic_int_get (&progress->tried);

          fprintf (progress->err,
                   /* Translators: "Made 3 of 20 puzzles, 41250 candidates tried…"; the
                    * form follows the number of candidates tried (the last %u) */
                   ngettext ("\rMade %u of %u puzzles, %u candidate tried…",
                             "\rMade %u of %u puzzles, %u candidates tried…", tried),
                   (guint)g_atomic_int_get (&progress->made), progress->total, tried);
          fflush (progress->err);
          progress->shown = TRUE;
        }
      g_cond_wait_until (&progress->cond, &progress->lock, now + G_TIME_SPAN_SECOND / 2);
    }
  g_mutex_unlock (&progress->lock);
  return NULL;
}

static void
progress_stop (Progress *progress,
               GThread  *thread)
{
  if (thread == NULL)
    return;
  g_mutex_lock (&progress->lock);
  g_atomic_int_set (&progress->stop, 1);
  g_cond_signal (&progress->cond);
  g_mutex_unlock (&progress->lock);
  g_thread_join (thread);
  if (progress->shown)
    fputs ("\r\033[K", progress->err);
}

/**
 * sudoku_cli_generate:
 * @options: what to make
 * @out: where the puzzles go
 * @err: where messages go
 *
 * Returns: the exit status: 0, 1 when no puzzle of that kind was found in
 *   the bounded search, or 2 when the output failed
 */
int
sudoku_cli_generate (const SudokuCliGenerate *options,
                     FILE                    *out,
                     FILE                    *err)
{
  SudokuGenerateOptions generate = {
    .symmetry = options->symmetry,
    .minimal = options->minimal,
    .seed = options->seed,
    .min_rating = options->min_rating,
    .max_rating = options->max_rating,
    .rate = options->rate,
    .rate_data = options->rate_data,
    .max_attempts = options->max_attempts != 0 ? options->max_attempts : MAX_ATTEMPTS,
    .max_rated = options->max_rated != 0 ? options->max_rated : MAX_RATED,
  };
  const char        *test_bound = g_getenv ("SUDOKU_TEST_MAX_RATED");
  g_autofree guint8 *cells = g_new0 (guint8, (gsize)CHUNK * SUDOKU_N_CELLS);
  Progress           progress = { .err = err, .total = options->n_puzzles };
  GThread           *thread = NULL;
  int                status = SUDOKU_CLI_OK;

  if (!options->have_seed)
    {
      g_autofree char *seed = NULL;

      generate.seed = ((guint64)g_random_int () << 32) | g_random_int ();
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT, generate.seed);
      /* Translators: %s is a number; do not translate --seed */
      fprintf (err, _("Made with --seed=%s\n"), seed);
    }
  /* For the tests: the give-up in a second rather than in ten. */
  if (test_bound != NULL)
    generate.max_rated = (guint)g_ascii_strtoull (test_bound, NULL, 10);
  if (isatty (fileno (err)) && options->n_puzzles > 0)
    {
      generate.progress = made_cb;
      generate.progress_data = &progress;
      generate.tried = &progress.tried;
      g_mutex_init (&progress.lock);
      g_cond_init (&progress.cond);
      thread = g_thread_new ("sudoku-progress", progress_thread, &progress);
    }
  for (guint first = 0; first < options->n_puzzles && status == SUDOKU_CLI_OK; first += CHUNK)
    {
      guint n = MIN (CHUNK, options->n_puzzles - first);
      g_autoptr(GError) error = NULL;

      if (!sudoku_generate_batch (&generate, first, n, options->jobs, cells, &error))
        {
          progress_stop (&progress, g_steal_pointer (&thread));
          fprintf (err, "%s\n", error->message);
          status = SUDOKU_CLI_NO_SOLUTION;
          break;
        }
      for (guint i = 0; i < n; i++)
        {
          char line[SUDOKU_N_CELLS + 1];

          sudoku_format_line (cells + (gsize)i * SUDOKU_N_CELLS, line);
          if (fprintf (out, "%s\n", line) < 0)
            break;
        }
      if (fflush (out) != 0 || ferror (out))
        {
          progress_stop (&progress, g_steal_pointer (&thread));
          /* Translators: a message of the command line on standard error; %s is the system's
           * reason, e.g. “cannot write the puzzles: No space left on device” */
          fprintf (err, _("cannot write the puzzles: %s\n"), g_strerror (errno));
          status = SUDOKU_CLI_BAD_INPUT;
        }
    }
  progress_stop (&progress, g_steal_pointer (&thread));
  if (generate.tried != NULL)
    {
      g_mutex_clear (&progress.lock);
      g_cond_clear (&progress.cond);
    }
  return status;
}
