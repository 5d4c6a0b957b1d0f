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

/* Puzzles are made a chunk at a time on every processor, and each chunk
 * printed as soon as it is made: memory stays bounded for any N. */
#define CHUNK 256

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
  SudokuGenerateOptions generate = {
    .symmetry = options->symmetry,
    .minimal = options->minimal,
    .seed = options->seed,
    .min_rating = options->min_rating,
    .max_rating = options->max_rating,
    .rate = options->rate,
    .rate_data = options->rate_data,
  };
  g_autofree guint8 *cells = g_new0 (guint8, (gsize)CHUNK * SUDOKU_N_CELLS);

  if (!options->have_seed)
    {
      g_autofree char *seed = NULL;

      generate.seed = ((guint64)g_random_int () << 32) | g_random_int ();
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT, generate.seed);
      /* Translators: %s is a number; do not translate --seed */
      fprintf (err, _("Made with --seed=%s\n"), seed);
    }
  for (guint first = 0; first < options->n_puzzles; first += CHUNK)
    {
      guint n = MIN (CHUNK, options->n_puzzles - first);
      g_autoptr(GError) error = NULL;

      if (!sudoku_generate_batch (&generate, first, n, options->jobs, cells, &error))
        {
          fprintf (err, "%s\n", error->message);
          return SUDOKU_CLI_BAD_INPUT;
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
          fprintf (err, _("cannot write the puzzles: %s\n"), g_strerror (errno));
          return SUDOKU_CLI_BAD_INPUT;
        }
    }
  return SUDOKU_CLI_OK;
}
