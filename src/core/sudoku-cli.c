/* sudoku-cli.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sudoku-cli-private.h"
#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"

/* `sudoku-solver --solve`: reads whole files (or standard input) in any of
 * the forms of sudoku_parse_puzzles_full (), then solves and prints puzzle by
 * puzzle, in the shape each one was read: an 81-cell line as a line, any grid
 * (.sdk, .ss, judge) as 9 lines of 9 digits, a JSON board as a JSON board on
 * one line, of strings or numbers as read. */

typedef struct
{
  const SudokuCliOptions *options;
  FILE                   *out;
  FILE                   *err;
  SudokuCliStatus         status;
  guint                   n_printed; /* puzzles answered so far, in all files */
  gboolean                last_grid; /* whether the last answer was a grid */
  int                     out_errno; /* why writing to @out failed */
} CliRun;

static gboolean
read_stdin (GByteArray **bytes,
            GError     **error)
{
  g_autoptr(GByteArray) buf = g_byte_array_new ();
  guint8 chunk[65536];
  size_t n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    g_byte_array_append (buf, chunk, (guint)n);
  if (ferror (stdin))
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("cannot read: %s"), g_strerror (saved));
      return FALSE;
    }
  *bytes = g_steal_pointer (&buf);
  return TRUE;
}

/* A directory is refused by name, where GLib would name it once more. */
static gboolean
read_file (const char *path,
           char      **contents,
           gsize      *length,
           GError    **error)
{
  GStatBuf st;

  if (g_stat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, g_strerror (EISDIR));
      return FALSE;
    }
  return g_file_get_contents (path, contents, length, error);
}

static gboolean
trace_step (SudokuStepKind kind,
            guint          cell,
            guint          digit,
            gpointer       user_data)
{
  FILE *out = user_data;

  if (kind == SUDOKU_STEP_PLACE)
    fprintf (out, "place r%uc%u=%u\n", cell / 9 + 1, cell % 9 + 1, digit);
  else
    fprintf (out, "remove r%uc%u\n", cell / 9 + 1, cell % 9 + 1);
  return TRUE;
}

/* In the shape @puzzle was read: a line, a grid of 9 lines, or a JSON
 * board on one line. */
static void
print_solution (FILE               *out,
                const SudokuPuzzle *puzzle,
                const guint8       *cells)
{
  char line[SUDOKU_N_CELLS + 1];

  switch (puzzle->shape)
    {
    case SUDOKU_SHAPE_JSON:
    case SUDOKU_SHAPE_JSON_NUMBERS:
      {
        SudokuPuzzle     solved = { .shape = puzzle->shape };
        g_autofree char *json = NULL;

        memcpy (solved.cells, cells, SUDOKU_N_CELLS);
        json = sudoku_write_json (&solved);
        fputs (json, out);
      }
      return;
    case SUDOKU_SHAPE_LINE:
      sudoku_format_line (cells, line);
      line[SUDOKU_N_CELLS] = '\n';
      fwrite (line, 1, SUDOKU_N_CELLS + 1, out);
      return;
    case SUDOKU_SHAPE_GRID:
    case SUDOKU_SHAPE_JUDGE:
    default:
      sudoku_format_line (cells, line);
      for (guint r = 0; r < 9; r++)
        {
          fwrite (line + 9 * r, 1, 9, out);
          fputc ('\n', out);
        }
      return;
    }
}

static void
solve_puzzle (CliRun             *run,
              const char         *name,
              const SudokuPuzzle *puzzle)
{
  const SudokuCliOptions *options = run->options;
  SudokuSolveOptions      solve_options = { options->strategy, 2 };
  SudokuSolveStats        stats;
  g_autoptr(GError) error = NULL;
  guint8 solution[SUDOKU_N_CELLS];
  guint  n_solutions = 0;

  if (options->trace)
    {
      solve_options.step_func = trace_step;
      solve_options.step_data = run->out;
      /* The trace follows the search up to the first solution. */
      solve_options.limit = options->count ? 2 : 1;
    }

  /* A blank line keeps a grid apart from the answers around it, as in the
   * input, across files too. */
  if (!options->count && run->n_printed > 0 &&
      (puzzle->shape == SUDOKU_SHAPE_GRID || run->last_grid))
    fputc ('\n', run->out);
  run->n_printed++;
  run->last_grid = puzzle->shape == SUDOKU_SHAPE_GRID;

  if (!sudoku_solve (puzzle->cells, solution, &solve_options, &n_solutions, &stats, &error))
    {
      if (!g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH))
        {
          fprintf (run->err, "%s:%u: %s\n", name, puzzle->line, error->message);
          run->status = MAX (run->status, SUDOKU_CLI_NO_SOLUTION);
          fputs ("none\n", run->out);
          return;
        }
      /* Translators: "puzzles.txt:3: no solution: 5 appears twice in row 3" */
      fprintf (run->err, _("%s:%u: no solution: %s\n"), name, puzzle->line, error->message);
      n_solutions = 0;
    }
  else if (n_solutions == 1 && solve_options.limit == 1)
    {
      /* The trace stopped at the first solution: look for a second one,
       * quietly, so as to tell whether the solution printed is the only one. */
      SudokuSolveOptions again = { options->strategy, 2 };
      guint8             other[SUDOKU_N_CELLS];
      guint              n_again = 0;

      if (sudoku_solve (puzzle->cells, other, &again, &n_again, NULL, NULL) && n_again > 1)
        {
          n_solutions = n_again;
          fprintf (run->err, _("%s:%u: this puzzle has more than one solution; printing one\n"),
                   name, puzzle->line);
        }
    }
  else if (n_solutions == 0)
    fprintf (run->err, _("%s:%u: this puzzle has no solution\n"), name, puzzle->line);
  else if (n_solutions > 1 && !options->count)
    fprintf (run->err, _("%s:%u: this puzzle has more than one solution; printing one\n"),
             name, puzzle->line);

  /* Solving reports the search up to the first solution, as a search that
   * stops there would; counting reports the whole search. */
  if (options->stats)
    {
      gboolean first = !options->count && n_solutions > 0;

      fprintf (run->err,
               "placements=%" G_GUINT64_FORMAT " backtracks=%" G_GUINT64_FORMAT
               " time_us=%" G_GINT64_FORMAT "\n",
               first ? stats.first_placements : stats.placements,
               first ? stats.first_backtracks : stats.backtracks,
               first ? stats.first_time_us : stats.time_us);
    }

  if (n_solutions == 0)
    run->status = MAX (run->status, SUDOKU_CLI_NO_SOLUTION);

  if (options->count)
    fputs (n_solutions == 0 ? "none\n" : n_solutions == 1 ? "unique\n"
                                                          : "multiple\n",
           run->out);
  else if (n_solutions == 0)
    fputs ("none\n", run->out);
  else
    print_solution (run->out, puzzle, solution);
}

static void
solve_input (CliRun     *run,
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

  /* Stop solving once the output is lost: sudoku_cli_solve () reports it. */
  for (guint i = 0; i < puzzles->len; i++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, i);
      SudokuCliStatus     status = SUDOKU_CLI_OK;

      if (run->options->explain || run->options->rate)
        status = _sudoku_cli_explain (run->options, name, puzzle, run->n_printed++, run->out, run->err);
      else
        solve_puzzle (run, name, puzzle);
      run->status = MAX (run->status, status);
      if (ferror (run->out))
        {
          run->out_errno = errno;
          break;
        }
    }
}

/**
 * sudoku_cli_solve:
 * @files: (nullable) (array zero-terminated=1): the files to read; none, or
 *   "-", for standard input
 * @options: what to print
 * @out: where solutions go
 * @err: where messages and statistics go
 *
 * Solves every puzzle of every file.  A file that cannot be read or parsed
 * is reported and skipped; the others are still solved.  Output that cannot
 * be written (a full disk) is reported as well, with %SUDOKU_CLI_BAD_INPUT,
 * rather than lost silently.
 *
 * Returns: the exit status
 */
SudokuCliStatus
sudoku_cli_solve (const char *const      *files,
                  const SudokuCliOptions *options,
                  FILE                   *out,
                  FILE                   *err)
{
  static const char *const stdin_only[] = { "-", NULL };
  CliRun                   run = { options, out, err, SUDOKU_CLI_OK, 0, FALSE, 0 };

  g_return_val_if_fail (options != NULL, SUDOKU_CLI_BAD_INPUT);

  if (files == NULL || files[0] == NULL)
    files = stdin_only;

  for (guint i = 0; files[i] != NULL && !ferror (out); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GByteArray) bytes = NULL;
      g_autofree char *contents = NULL;
      gsize            length = 0;
      const char      *name = files[i];
      gboolean         ok;

      if (g_str_equal (name, "-"))
        {
          /* Translators: how standard input is named in messages */
          name = _("<stdin>");
          ok = read_stdin (&bytes, &error);
        }
      else
        ok = read_file (files[i], &contents, &length, &error);

      if (!ok)
        {
          fprintf (err, "%s: %s\n", name, error->message);
          run.status = SUDOKU_CLI_BAD_INPUT;
          continue;
        }
      if (bytes != NULL)
        solve_input (&run, name, (const char *)bytes->data, bytes->len);
      else
        solve_input (&run, name, contents, length);
    }

  errno = 0;
  if (fflush (out) != 0 || ferror (out))
    {
      int saved = errno != 0 ? errno : run.out_errno;

      /* Translators: e.g. "cannot write the solutions: No space left on device" */
      fprintf (err, _("cannot write the solutions: %s\n"),
               saved != 0 ? g_strerror (saved) : _("write error"));
      return SUDOKU_CLI_BAD_INPUT;
    }
  return run.status;
}
