/* sudoku-cli-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "sudoku-cli-private.h"
#include "sudoku-cli.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-generator.h"
#include "sudoku-shape-solver.h"

/* `--solve`, `--count` and `--trace` on puzzles of every shape: 4×4, 6×6,
 * 9×9 and 16×16, plain or X.  The start of each input is read first, to
 * tell whether its first puzzle is of another shape than plain 9×9 (or
 * --size or --x say so): then this file reads and answers it, a puzzle at a
 * time, plain 9×9 puzzles on the fast engine and the others on the shapes'
 * search; otherwise sudoku-cli-solve.c does, as ever, with the same
 * bytes. */

/* Enough of the start of an input to see its first two lines of cells. */
#define PEEK_MAX (64 * 1024)

static guint
count_lines_with_cells (const char *data,
                        gsize       length)
{
  guint n = 0;
  gsize i = 0;

  while (i < length)
    {
      const char *end = memchr (data + i, '\n', length - i);
      gsize       k = i;

      if (end == NULL)
        break;
      while (k < (gsize)(end - data) && (data[k] == ' ' || data[k] == '\t' || data[k] == '\r'))
        k++;
      if (k < (gsize)(end - data) && data[k] != '#')
        n++;
      i = (gsize)(end - data) + 1;
    }
  return n;
}

/* Reads the start of @source: until two lines with cells, the end, or
 * PEEK_MAX bytes. */
void
_sudoku_cli_peek_init (SudokuCliPeek *peek,
                       SudokuReadFunc read,
                       gpointer       source)
{
  *peek = (SudokuCliPeek){ .read = read, .source = source, .head = g_malloc (PEEK_MAX) };
  while (peek->length < PEEK_MAX && count_lines_with_cells (peek->head, peek->length) < 2)
    {
      gssize n = read (source, peek->head + peek->length, PEEK_MAX - peek->length, &peek->error);

      if (n <= 0)
        break;
      peek->length += (gsize)n;
    }
}

void
_sudoku_cli_peek_clear (SudokuCliPeek *peek)
{
  g_clear_pointer (&peek->head, g_free);
  g_clear_error (&peek->error);
}

/* A #SudokuReadFunc: the start read, then the rest of the source. */
gssize
_sudoku_cli_peek_read (gpointer source,
                       char    *buffer,
                       gsize    size,
                       GError **error)
{
  SudokuCliPeek *peek = source;

  if (peek->served < peek->length)
    {
      gsize n = MIN (size, peek->length - peek->served);

      memcpy (buffer, peek->head + peek->served, n);
      peek->served += n;
      return (gssize)n;
    }
  if (peek->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&peek->error));
      return -1;
    }
  return peek->read (peek->source, buffer, size, error);
}

/* Whether the input is read here: --x, --size other than 9, or a first
 * puzzle that is not plain 9×9. */
gboolean
_sudoku_cli_wants_shapes (const SudokuCliOptions *options,
                          const SudokuCliPeek    *peek)
{
  if (options->x || (options->side != 0 && options->side != 9))
    return TRUE;
  /* With --size=9, a file of another size is refused by the reader that
   * names the size asked for. */
  return sudoku_shape_text_is_shaped (peek->head, peek->length);
}

typedef struct
{
  FILE *out;
  guint side;
} TraceData;

static gboolean
trace_step (SudokuStepKind kind,
            guint          cell,
            guint          digit,
            gpointer       user_data)
{
  TraceData *trace = user_data;

  if (kind == SUDOKU_STEP_PLACE)
    fprintf (trace->out, "place r%uc%u=%u\n", cell / trace->side + 1, cell % trace->side + 1, digit);
  else
    fprintf (trace->out, "remove r%uc%u\n", cell / trace->side + 1, cell % trace->side + 1);
  return TRUE;
}

/* Solves @puzzle as sudoku-cli-solve.c solves a 9×9 one, with the same
 * messages; returns the number of solutions, 0 to 2. */
static guint
solve_shaped (SudokuCliShapeRun        *run,
              const SudokuShapedPuzzle *puzzle,
              guint8                   *solution)
{
  const SudokuCliOptions *options = run->options;
  TraceData               trace = { run->out, puzzle->grid->side };
  SudokuSolveOptions      solve_options = { options->strategy, 2 };
  SudokuSolveStats        stats;
  g_autoptr(GError) error = NULL;
  guint    n = 0;
  gboolean first;

  if (options->trace)
    {
      solve_options.step_func = trace_step;
      solve_options.step_data = &trace;
      solve_options.limit = options->count ? 2 : 1;
    }
  if (!sudoku_shape_solve_any (puzzle->grid, puzzle->cells, solution, &solve_options, &n, &stats, &error))
    {
      n = 0;
      if (!g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH))
        {
          fprintf (run->err, "%s:%u: %s\n", run->name, puzzle->line, error->message);
          return 0;
        }
      fprintf (run->err, _("%s:%u: no solution: %s\n"), run->name, puzzle->line, error->message);
    }
  else if (n == 1 && solve_options.limit == 1)
    {
      SudokuSolveOptions again = { options->strategy, 2 };
      guint8             other[SUDOKU_MAX_CELLS];

      if (sudoku_shape_solve_any (puzzle->grid, puzzle->cells, other, &again, &n, NULL, NULL) && n > 1)
        /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
        fprintf (run->err, _("%s:%u: this puzzle has more than one solution; printing one\n"),
                 run->name, puzzle->line);
      n = MAX (n, 1);
    }
  else if (n == 0)
    /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
    fprintf (run->err, _("%s:%u: this puzzle has no solution\n"), run->name, puzzle->line);
  else if (n > 1 && !options->count)
    /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
    fprintf (run->err, _("%s:%u: this puzzle has more than one solution; printing one\n"), run->name,
             puzzle->line);

  if (options->stats)
    {
      first = !options->count && n > 0;
      fprintf (run->err,
               "placements=%" G_GUINT64_FORMAT " backtracks=%" G_GUINT64_FORMAT
               " time_us=%" G_GINT64_FORMAT "\n",
               first ? stats.first_placements : stats.placements,
               first ? stats.first_backtracks : stats.backtracks,
               first ? stats.first_time_us : stats.time_us);
    }
  return n;
}

/* --explain: plain 9×9 on the 9×9 engine, the others on the shapes' one;
 * --rate: Sudoku Explainer's scale is for plain 9×9 alone. */
static void
explain_shaped (SudokuCliShapeRun        *run,
                const SudokuShapedPuzzle *puzzle)
{
  SudokuPuzzle     nine = { .shape = puzzle->layout, .line = puzzle->line };
  g_autofree char *shape_name = NULL;
  SudokuCliStatus  status;

  if (sudoku_grid_shape_is_plain_nine (puzzle->grid))
    {
      memcpy (nine.cells, puzzle->cells, SUDOKU_N_CELLS);
      status = _sudoku_cli_explain (run->options, run->name, &nine, (*run->n_printed)++, run->out,
                                    run->err);
      *run->status = MAX (*run->status, status);
      return;
    }
  if (run->options->explain)
    {
      status = _sudoku_cli_explain_shaped (run->options, run->name, puzzle, (*run->n_printed)++,
                                           run->out, run->err);
      *run->status = MAX (*run->status, status);
      return;
    }
  shape_name = sudoku_grid_shape_name (puzzle->grid);
  /* Translators: %s:%u is the file and line; the last %s a shape, such as
   * "6×6" or "9×9 X"; do not translate --rate (Sudoku Explainer's ratings
   * are made for plain 9×9 puzzles) */
  fprintf (run->err, _("%s:%u: --rate takes plain 9×9 puzzles, not %s\n"), run->name,
           puzzle->line, shape_name);
  *run->status = MAX (*run->status, SUDOKU_CLI_BAD_INPUT);
}

static gboolean
take_shaped (const SudokuShapedPuzzle *puzzle,
             gpointer                  user_data)
{
  SudokuCliShapeRun *run = user_data;
  guint8             solution[SUDOKU_MAX_CELLS];
  guint              n;

  if (run->options->explain || run->options->rate)
    {
      explain_shaped (run, puzzle);
      return !ferror (run->out);
    }
  /* A blank line keeps a grid apart from the answers around it. */
  if (!run->options->count && *run->n_printed > 0 &&
      (puzzle->layout == SUDOKU_SHAPE_GRID || *run->last_grid))
    fputc ('\n', run->out);
  (*run->n_printed)++;
  *run->last_grid = puzzle->layout == SUDOKU_SHAPE_GRID;

  n = solve_shaped (run, puzzle, solution);
  if (n == 0)
    *run->status = MAX (*run->status, SUDOKU_CLI_NO_SOLUTION);
  if (run->options->count)
    fputs (n == 0 ? "none\n" : n == 1 ? "unique\n"
                                      : "multiple\n",
           run->out);
  else if (n == 0)
    fputs ("none\n", run->out);
  else
    {
      g_autofree char *text = sudoku_shape_write (puzzle, solution);

      fputs (text, run->out);
    }
  return !ferror (run->out);
}

/* Reads and answers every puzzle of @peek's source. */
gboolean
_sudoku_cli_solve_shaped (SudokuCliShapeRun *run,
                          SudokuCliPeek     *peek,
                          GError           **error)
{
  const SudokuCliOptions *options = run->options;

  return sudoku_shape_parse_stream (_sudoku_cli_peek_read, peek, run->name,
                                    options->side, options->x, take_shaped, run, error);
}

/**
 * _sudoku_cli_generate_shaped:
 * @options: what to make
 * @out: where the puzzles go, a line each
 * @err: where the seed and messages go
 *
 * `--generate N --size=4|6|16 [--x]`: N puzzles with one solution each,
 * at the level asked (easy when none is), puzzle i made from the seed plus
 * i, so that the same seed gives the same puzzles; a line "#X" before each
 * Sudoku X.
 *
 * Returns: the exit status
 */
int
_sudoku_cli_generate_shaped (const SudokuCliShapeGenerate *options,
                             FILE                         *out,
                             FILE                         *err)
{
  const SudokuGridShape *shape = sudoku_grid_shape_get (options->side, options->x);
  SudokuShapedPuzzle     puzzle = { .grid = shape, .layout = SUDOKU_SHAPE_LINE };
  guint64                seed = options->seed;

  if (!options->have_seed)
    {
      g_autofree char *text = NULL;

      seed = ((guint64)g_random_int () << 32) | g_random_int ();
      text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
      /* Translators: %s is a number; do not translate --seed */
      fprintf (err, _("Made with --seed=%s\n"), text);
    }
  for (guint i = 0; i < options->n_puzzles && !ferror (out); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = NULL;

      if (!sudoku_shape_generate (shape, options->level, options->symmetric, seed + i,
                                  puzzle.cells, &error))
        {
          fprintf (err, "%s\n", error->message);
          return SUDOKU_CLI_NO_SOLUTION;
        }
      line = sudoku_shape_write (&puzzle, puzzle.cells);
      /* As sudoku_shape_write_puzzles () writes a file: reading the lines
       * back (--solve, the window) finds an X without --x. */
      if (shape->x)
        fputs ("#X\n", out);
      fputs (line, out);
      fflush (out);
    }
  if (fflush (out) != 0 || ferror (out))
    {
      fprintf (err, _("cannot write the solutions: %s\n"), g_strerror (errno));
      return SUDOKU_CLI_BAD_INPUT;
    }
  return SUDOKU_CLI_OK;
}

/* Standard input for --export-pdf */

/* A file descriptor's bytes, as read (2) gives them (--solve reads with it
 * too). */
gssize
_sudoku_cli_read_fd (gpointer source,
                     char    *buffer,
                     gsize    size,
                     GError **error)
{
  int    fd = GPOINTER_TO_INT (source);
  gssize n;

  do
    n = read (fd, buffer, size);
  while (n < 0 && errno == EINTR);
  if (n < 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
    }
  return n;
}

/**
 * sudoku_cli_read_stdin:
 * @error: return location for an error naming standard input
 *
 * Reads every puzzle of standard input, in any form and shape `--solve`
 * reads, for the FILE "-" of `--export-pdf`.
 *
 * Returns: (transfer full) (nullable): the puzzles, at least one, or %NULL
 *   with @error set
 */
GArray *
sudoku_cli_read_stdin (GError **error)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));
  const char   *name = _("<stdin>");
  SudokuCliPeek peek;
  gboolean      ok;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  /* Its start tells its shape, as for --solve: a 4×4 worksheet too. */
  _sudoku_cli_peek_init (&peek, _sudoku_cli_read_fd, GINT_TO_POINTER (STDIN_FILENO));
  if (sudoku_shape_text_is_shaped (peek.head, peek.length))
    ok = sudoku_shape_parse_stream (_sudoku_cli_peek_read, &peek, name, 0, FALSE, sudoku_puzzles_append_shaped_cb,
                                    puzzles, error);
  else
    ok = sudoku_parse_stream (_sudoku_cli_peek_read, &peek, name, NULL, sudoku_puzzles_append_cb, puzzles,
                              error);
  _sudoku_cli_peek_clear (&peek);
  if (!ok)
    {
      /* The parser's messages name it; a read error does not. */
      if (error != NULL && (*error)->domain != SUDOKU_ERROR)
        g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}
