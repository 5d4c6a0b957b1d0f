/* sudoku-cli-explain.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cli.h"
#include "sudoku-logic-step.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"

/* `sudoku-solver --explain` and `--rate`: the logic engine on the command
 * line.  --explain prints each puzzle's solution path, a step a line
 * ("Hidden single: in box 3, 4 fits only in row 3, column 7 => r3c7=4"),
 * then the solved grid, or the line saying that a guess is needed; --rate
 * prints ER/EP/ED on Sudoku Explainer's scale, a puzzle a line.  With
 * --stats, the techniques used ("Hidden single ×23, XY-Wing ×1") go to
 * standard error.  The engine relies on a unique solution: a puzzle with
 * none or several is answered as --solve would ("none"), not explained. */

typedef struct
{
  const SudokuCliOptions *options;
  FILE                   *out;
  FILE                   *err;
  SudokuCliStatus         status;
  guint                   n_done;
} ExplainRun;

/* "Hidden single ×23, XY-Wing ×1": techniques of one name counted
 * together, in the order of the engine. */
static void
print_inventory (FILE        *err,
                 const guint *counts)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    {
      const char *name = sudoku_technique_name (t);
      guint       n = 0;
      gboolean    seen = FALSE;

      for (guint before = 0; before < t; before++)
        seen |= counts[before] > 0 && g_str_equal (sudoku_technique_name (before), name);
      if (seen)
        continue;
      for (guint same = t; same < SUDOKU_N_TECHNIQUES; same++)
        if (g_str_equal (sudoku_technique_name (same), name))
          n += counts[same];
      if (n > 0)
        /* Translators: a technique and how often it was used, e.g.
         * "XY-Wing ×2" */
        g_string_append_printf (text, _("%s%s ×%u"), text->len > 0 ? ", " : "", name, n);
    }
  fprintf (err, "%s\n", text->str);
  g_string_free (text, TRUE);
}

static void
explain_puzzle (ExplainRun         *run,
                const SudokuPuzzle *puzzle)
{
  g_autoptr(GArray) path = NULL;
  SudokuLogicGrid end;
  guint           counts[SUDOKU_N_TECHNIQUES] = { 0 };
  char            line[SUDOKU_N_CELLS + 1];

  path = sudoku_logic_solve_path (puzzle->cells, SUDOKU_LOGIC_ORDER_PEOPLE, &end);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (path, SudokuLogicStep, i);
      g_autofree char       *sentence = sudoku_logic_step_sentence (step);
      g_autofree char       *effect = sudoku_logic_step_effect (step);

      if (step->technique == SUDOKU_TECHNIQUE_GUESS)
        fprintf (run->out, "%s\n", sentence);
      else
        {
          fprintf (run->out, "%s => %s\n", sentence, effect);
          counts[step->technique]++;
        }
    }
  if (sudoku_logic_grid_is_solved (&end))
    {
      sudoku_format_line (end.values, line);
      for (guint r = 0; r < 9; r++)
        fprintf (run->out, "%.9s\n", line + 9 * r);
    }
  if (run->options->stats)
    print_inventory (run->err, counts);
}

static void
rate_puzzle (ExplainRun         *run,
             const SudokuPuzzle *puzzle)
{
  SudokuRating     rating;
  g_autofree char *text = NULL;

  sudoku_rate (puzzle->cells, &rating);
  text = sudoku_rating_format (&rating);
  fprintf (run->out, "%s\n", text);
  if (run->options->stats)
    print_inventory (run->err, rating.counts);
}

/* Only a puzzle with one solution is explained or rated. */
static gboolean
check_unique (ExplainRun         *run,
              const char         *name,
              const SudokuPuzzle *puzzle)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  g_autoptr(GError) error = NULL;
  guint8 solution[SUDOKU_N_CELLS];
  guint  n = 0;

  if (!sudoku_solve (puzzle->cells, solution, &options, &n, NULL, &error))
    /* Translators: "puzzles.txt:3: no solution: 5 appears twice in row 3" */
    fprintf (run->err, _("%s:%u: no solution: %s\n"), name, puzzle->line, error->message);
  else if (n == 0)
    fprintf (run->err, _("%s:%u: this puzzle has no solution\n"), name, puzzle->line);
  else if (n > 1)
    /* Translators: --explain and --rate need a puzzle with one solution */
    fprintf (run->err, _("%s:%u: this puzzle has more than one solution; logic cannot settle it\n"),
             name, puzzle->line);
  else
    return TRUE;
  run->status = MAX (run->status, SUDOKU_CLI_NO_SOLUTION);
  fputs (n > 1 ? "multiple\n" : "none\n", run->out);
  return FALSE;
}

static void
explain_input (ExplainRun *run,
               const char *name,
               const char *data,
               gsize       length)
{
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;

  puzzles = sudoku_parse_puzzles (data, length, name, &error);
  if (puzzles == NULL)
    {
      fprintf (run->err, "%s\n", error->message);
      run->status = SUDOKU_CLI_BAD_INPUT;
      return;
    }
  for (guint i = 0; i < puzzles->len && !ferror (run->out); i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);

      /* A blank line between the paths of two puzzles. */
      if (run->options->explain && run->n_done > 0)
        fputc ('\n', run->out);
      run->n_done++;
      if (!check_unique (run, name, puzzle))
        continue;
      if (run->options->explain)
        explain_puzzle (run, puzzle);
      else
        rate_puzzle (run, puzzle);
    }
}

static gboolean
read_input (const char *path,
            char      **contents,
            gsize      *length,
            GError    **error)
{
  g_autoptr(GIOChannel) channel = NULL;

  if (!g_str_equal (path, "-"))
    {
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, g_strerror (EISDIR));
          return FALSE;
        }
      return g_file_get_contents (path, contents, length, error);
    }
  channel = g_io_channel_unix_new (0);
  return g_io_channel_set_encoding (channel, NULL, error) &&
         g_io_channel_read_to_end (channel, contents, length, error) == G_IO_STATUS_NORMAL;
}

/**
 * sudoku_cli_explain:
 * @files: (nullable) (array zero-terminated=1): the files to read; none, or
 *   "-", for standard input
 * @options: %explain or %rate, and %stats
 * @out: where the paths or ratings go
 * @err: where messages and the techniques used go
 *
 * Explains (`--explain`) or rates (`--rate`) every puzzle of every file, in
 * any input form `--solve` reads.
 *
 * Returns: the exit status, as sudoku_cli_solve ()'s
 */
SudokuCliStatus
sudoku_cli_explain (const char *const      *files,
                    const SudokuCliOptions *options,
                    FILE                   *out,
                    FILE                   *err)
{
  static const char *const stdin_only[] = { "-", NULL };
  ExplainRun               run = { options, out, err, SUDOKU_CLI_OK, 0 };

  g_return_val_if_fail (options != NULL, SUDOKU_CLI_BAD_INPUT);

  if (files == NULL || files[0] == NULL)
    files = stdin_only;
  for (guint i = 0; files[i] != NULL && !ferror (out); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      gsize            length = 0;
      /* Translators: how standard input is named in messages */
      const char      *name = g_str_equal (files[i], "-") ? _("<stdin>") : files[i];

      if (!read_input (files[i], &contents, &length, &error))
        {
          fprintf (err, "%s: %s\n", name, error->message);
          run.status = SUDOKU_CLI_BAD_INPUT;
          continue;
        }
      explain_input (&run, name, contents, length);
    }
  if (fflush (out) != 0 || ferror (out))
    {
      /* Translators: --explain or --rate could not write its output */
      fprintf (err, _("cannot write the output: %s\n"), g_strerror (errno));
      return SUDOKU_CLI_BAD_INPUT;
    }
  return run.status;
}
