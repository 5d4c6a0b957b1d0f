/* sudoku-cli-solve.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "sudoku-cli-private.h"
#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"

/* `sudoku-solver --solve`: reads files (or standard input) in any of the
 * forms of sudoku_parse_stream () as a stream, and solves the puzzles a
 * batch at a time on --jobs threads while this one reads the next batch and
 * prints the one before, in input order, in the shape each puzzle was read:
 * an 81-cell line as a line, any grid (.sdk, .ss, judge) as 9 lines of 9
 * digits, a JSON board as a JSON board on one line, of strings or numbers as
 * read.  Memory holds two batches and one window of the input, whatever its
 * size.  `--rate` and `--explain` go the same way, each puzzle's text kept
 * until its turn comes. */

/* Puzzles per thread in a batch: enough that the threads seldom wait for
 * the slowest puzzle of a batch, few enough to stay small. */
#define BATCH_PER_JOB 256
/* No thread is worth starting for fewer puzzles. */
#define FEW_PUZZLES 16
/* The same for the logic engine, up to a second a puzzle: small batches,
 * so that answers come as they are ready. */
#define LOGIC_PER_JOB 8
#define FEW_LOGIC     2

/* One puzzle, and what solving it says. */
typedef struct
{
  guint8      cells[SUDOKU_N_CELLS];
  SudokuShape shape;
  guint       line;
  guint8      solution[SUDOKU_N_CELLS];
  guint       n_solutions;
  GString    *messages; /* for standard error, or NULL */
  guint       index;    /* with --rate or --explain: answers before it */
  char       *answer;   /* with --rate or --explain: its text, or NULL */
  int         status;   /* with --rate or --explain */
} Job;

/* Threads that solve a batch while the main one reads the next. */
typedef struct
{
  GMutex    lock;
  GCond     cond;
  GArray   *batch;  /* being solved, or NULL */
  gint      next;   /* its next job to take, atomic */
  guint     n_done; /* its jobs solved */
  guint     inside; /* threads at work on it */
  gboolean  quit;
  GThread **threads;
  guint     n_threads;
} Pool;

typedef struct
{
  const SudokuCliOptions *options;
  FILE                   *out;
  FILE                   *err;
  guint                   n_jobs;
  SudokuCliStatus         status;
  guint                   n_printed; /* puzzles answered so far, in all files */
  gboolean                last_grid; /* whether the last answer was a grid */
  int                     out_errno; /* why writing to @out failed */
  const char             *name;      /* the file being read, as messages name it */
  GArray                 *batch;     /* of Job: the one being read */
  GArray                 *spare;     /* the other one, being solved or empty */
  Pool                    pool;
} CliRun;

static void
job_clear (Job *job)
{
  if (job->messages != NULL)
    g_string_free (job->messages, TRUE);
  g_free (job->answer);
}

/* Whether the puzzles go to the logic engine (--rate, --explain). */
static gboolean
run_logic (const CliRun *run)
{
  return run->options->explain || run->options->rate;
}

/* --rate or --explain of @job (sudoku-cli-explain.c), its text and
 * messages kept for their turn. */
static void
logic_job (const CliRun *run,
           Job          *job)
{
  SudokuPuzzle puzzle = { .shape = job->shape, .line = job->line };
  char        *out_text = NULL, *err_text = NULL;
  size_t       out_size = 0, err_size = 0;
  FILE        *out = open_memstream (&out_text, &out_size);
  FILE        *err = open_memstream (&err_text, &err_size);

  g_assert (out != NULL && err != NULL);
  memcpy (puzzle.cells, job->cells, SUDOKU_N_CELLS);
  job->status = _sudoku_cli_explain (run->options, run->name, &puzzle, job->index, out, err);
  fclose (out);
  fclose (err);
  job->answer = out_text;
  if (err_size > 0)
    job->messages = g_string_new_len (err_text, (gssize)err_size);
  free (err_text);
}

/* Solving */

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

G_GNUC_PRINTF (2, 3)
static void
job_say (Job        *job,
         const char *format,
         ...)
{
  va_list args;

  if (job->messages == NULL)
    job->messages = g_string_new (NULL);
  va_start (args, format);
  g_string_append_vprintf (job->messages, format, args);
  va_end (args);
}

/* After a search that stopped at the first solution (a trace), whether
 * there is a second one. */
static void
look_for_another (const CliRun *run,
                  Job          *job)
{
  SudokuSolveOptions again = { run->options->strategy, 2 };
  guint8             other[SUDOKU_N_CELLS];
  guint              n_again = 0;

  if (sudoku_solve (job->cells, other, &again, &n_again, NULL, NULL) && n_again > 1)
    {
      job->n_solutions = n_again;
      /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
      job_say (job, _("%s:%u: this puzzle has more than one solution; printing one\n"), run->name,
               job->line);
    }
}

/* Solves @job, with a trace of the search to @run's output if asked; may
 * run on any thread when there is no trace. */
static void
solve_job (const CliRun *run,
           Job          *job)
{
  const SudokuCliOptions *options = run->options;
  SudokuSolveOptions      solve_options = { options->strategy, 2 };
  SudokuSolveStats        stats;
  g_autoptr(GError) error = NULL;
  gboolean first;

  if (run_logic (run))
    {
      logic_job (run, job);
      return;
    }
  if (options->trace)
    {
      solve_options.step_func = trace_step;
      solve_options.step_data = run->out;
      /* The trace follows the search up to the first solution. */
      solve_options.limit = options->count ? 2 : 1;
    }

  job->n_solutions = 0;
  /* The stats only when asked for: the solver reads the clock for them. */
  if (!sudoku_solve (job->cells, job->solution, &solve_options, &job->n_solutions,
                     options->stats ? &stats : NULL, &error))
    {
      job->n_solutions = 0;
      if (!g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH))
        {
          job_say (job, "%s:%u: %s\n", run->name, job->line, error->message);
          return;
        }
      /* Translators: "puzzles.txt:3: no solution: 5 appears twice in row 3" */
      job_say (job, _("%s:%u: no solution: %s\n"), run->name, job->line, error->message);
    }
  else if (job->n_solutions == 1 && solve_options.limit == 1)
    look_for_another (run, job);
  else if (job->n_solutions == 0)
    /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
    job_say (job, _("%s:%u: this puzzle has no solution\n"), run->name, job->line);
  else if (job->n_solutions > 1 && !options->count)
    /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
    job_say (job, _("%s:%u: this puzzle has more than one solution; printing one\n"), run->name,
             job->line);

  /* Solving reports the search up to the first solution, as a search that
   * stops there would; counting reports the whole search. */
  if (!options->stats)
    return;
  first = !options->count && job->n_solutions > 0;
  job_say (job,
           "placements=%" G_GUINT64_FORMAT " backtracks=%" G_GUINT64_FORMAT
           " time_us=%" G_GINT64_FORMAT "\n",
           first ? stats.first_placements : stats.placements,
           first ? stats.first_backtracks : stats.backtracks,
           first ? stats.first_time_us : stats.time_us);
}

/* Printing */

/* A blank line keeps a grid apart from the answers around it, as in the
 * input, across files too. */
static void
print_separator (CliRun    *run,
                 const Job *job)
{
  if (!run->options->count && run->n_printed > 0 &&
      (job->shape == SUDOKU_SHAPE_GRID || run->last_grid))
    fputc ('\n', run->out);
  run->n_printed++;
  run->last_grid = job->shape == SUDOKU_SHAPE_GRID;
}

/* In the shape @job was read: a line, a grid of 9 lines, or a JSON board on
 * one line. */
static void
print_solution (FILE      *out,
                const Job *job)
{
  char line[SUDOKU_N_CELLS + 1];

  switch (job->shape)
    {
    case SUDOKU_SHAPE_JSON:
    case SUDOKU_SHAPE_JSON_NUMBERS:
      {
        SudokuPuzzle     solved = { .shape = job->shape };
        g_autofree char *json = NULL;

        memcpy (solved.cells, job->solution, SUDOKU_N_CELLS);
        json = sudoku_write_json (&solved);
        fputs (json, out);
      }
      return;
    case SUDOKU_SHAPE_LINE:
      sudoku_format_line (job->solution, line);
      line[SUDOKU_N_CELLS] = '\n';
      fwrite (line, 1, SUDOKU_N_CELLS + 1, out);
      return;
    case SUDOKU_SHAPE_GRID:
    case SUDOKU_SHAPE_JUDGE:
    default:
      sudoku_format_line (job->solution, line);
      for (guint r = 0; r < 9; r++)
        {
          fwrite (line + 9 * r, 1, 9, out);
          fputc ('\n', out);
        }
      return;
    }
}

/* What solving @job said, then its answer. */
static void
print_answer (CliRun    *run,
              const Job *job)
{
  if (job->messages != NULL)
    fputs (job->messages->str, run->err);
  if (job->answer != NULL)
    {
      fputs (job->answer, run->out);
      run->status = MAX (run->status, (SudokuCliStatus)job->status);
      return;
    }
  if (job->n_solutions == 0)
    run->status = MAX (run->status, SUDOKU_CLI_NO_SOLUTION);

  if (run->options->count)
    fputs (job->n_solutions == 0 ? "none\n" : job->n_solutions == 1 ? "unique\n"
                                                                    : "multiple\n",
           run->out);
  else if (job->n_solutions == 0)
    fputs ("none\n", run->out);
  else
    print_solution (run->out, job);
}

/* Batches */

static void
print_batch (CliRun *run,
             GArray *batch)
{
  for (guint i = 0; i < batch->len && !ferror (run->out); i++)
    {
      const Job *job = &g_array_index (batch, Job, i);

      /* --explain parts its paths itself. */
      if (job->answer == NULL)
        print_separator (run, job);
      print_answer (run, job);
      if (ferror (run->out))
        run->out_errno = errno;
    }
  g_array_set_size (batch, 0);
}

static gpointer
pool_worker (gpointer user_data)
{
  CliRun *run = user_data;
  Pool   *pool = &run->pool;

  g_mutex_lock (&pool->lock);
  for (;;)
    {
      GArray *batch = pool->batch;
      gint    i;

      if (pool->quit)
        break;
      if (batch == NULL || g_atomic_int_get (&pool->next) >= (gint)batch->len)
        {
          g_cond_wait (&pool->cond, &pool->lock);
          continue;
        }
      pool->inside++;
      g_mutex_unlock (&pool->lock);
      while ((i = g_atomic_int_add (&pool->next, 1)) < (gint)batch->len)
        {
          solve_job (run, &g_array_index (batch, Job, i));
          g_mutex_lock (&pool->lock);
          pool->n_done++;
          g_mutex_unlock (&pool->lock);
        }
      g_mutex_lock (&pool->lock);
      pool->inside--;
      g_cond_broadcast (&pool->cond);
    }
  g_mutex_unlock (&pool->lock);
  return NULL;
}

/* Waits for the batch being solved, if any, and prints it. */
static void
pool_finish (CliRun *run)
{
  Pool   *pool = &run->pool;
  GArray *batch;

  g_mutex_lock (&pool->lock);
  batch = pool->batch;
  while (batch != NULL && (pool->n_done < batch->len || pool->inside > 0))
    g_cond_wait (&pool->cond, &pool->lock);
  pool->batch = NULL;
  g_mutex_unlock (&pool->lock);
  if (batch != NULL)
    print_batch (run, batch);
}

/* Hands the batch read to the threads, which start on first use, and takes
 * the other one to read into. */
static void
pool_submit (CliRun *run)
{
  Pool   *pool = &run->pool;
  GArray *batch = run->batch;

  if (pool->threads == NULL)
    {
      pool->n_threads = run->n_jobs;
      pool->threads = g_new0 (GThread *, pool->n_threads);
      for (guint t = 0; t < pool->n_threads; t++)
        pool->threads[t] = g_thread_new ("sudoku-solve", pool_worker, run);
    }
  pool_finish (run);
  run->batch = run->spare;
  run->spare = batch;
  g_mutex_lock (&pool->lock);
  pool->batch = batch;
  g_atomic_int_set (&pool->next, 0);
  pool->n_done = 0;
  g_cond_broadcast (&pool->cond);
  g_mutex_unlock (&pool->lock);
}

static void
pool_stop (CliRun *run)
{
  Pool *pool = &run->pool;

  g_mutex_lock (&pool->lock);
  pool->quit = TRUE;
  g_cond_broadcast (&pool->cond);
  g_mutex_unlock (&pool->lock);
  for (guint t = 0; pool->threads != NULL && t < pool->n_threads; t++)
    g_thread_join (pool->threads[t]);
  g_clear_pointer (&pool->threads, g_free);
}

/* Solves the batch read: on the threads, while the next one is read, or
 * here with one job. */
static void
run_batch (CliRun *run)
{
  /* A few puzzles are solved before threads would have started. */
  if (run->n_jobs > 1 &&
      (run->pool.threads != NULL || run->batch->len >= (run_logic (run) ? FEW_LOGIC : FEW_PUZZLES)))
    {
      pool_submit (run);
      return;
    }
  for (guint i = 0; i < run->batch->len; i++)
    solve_job (run, &g_array_index (run->batch, Job, i));
  print_batch (run, run->batch);
}

/* Answers every puzzle read so far. */
static void
flush_batches (CliRun *run)
{
  if (run->batch->len > 0)
    run_batch (run);
  pool_finish (run);
}

static gboolean
take_puzzle (SudokuPuzzle *puzzle,
             gpointer      user_data)
{
  CliRun *run = user_data;
  Job     job = { .shape = puzzle->shape, .line = puzzle->line };

  memcpy (job.cells, puzzle->cells, SUDOKU_N_CELLS);
  if (run_logic (run) && run->n_jobs > 1)
    {
      /* On the threads, a few at a time. */
      job.index = run->n_printed++;
      g_array_append_val (run->batch, job);
      if (run->batch->len >= run->n_jobs * LOGIC_PER_JOB)
        run_batch (run);
    }
  else if (run_logic (run))
    {
      SudokuCliStatus status = _sudoku_cli_explain (run->options, run->name, puzzle, run->n_printed++,
                                                    run->out, run->err);

      run->status = MAX (run->status, status);
    }
  else if (run->options->trace)
    {
      /* A trace is as long as the search: written as it goes, one puzzle
       * at a time, never held. */
      print_separator (run, &job);
      solve_job (run, &job);
      print_answer (run, &job);
      job_clear (&job);
      if (ferror (run->out))
        run->out_errno = errno;
    }
  else
    {
      g_array_append_val (run->batch, job);
      if (run->batch->len >= run->n_jobs * BATCH_PER_JOB)
        run_batch (run);
    }
  /* Stop reading once the output is lost: sudoku_cli_solve () reports it. */
  return !ferror (run->out);
}

/* Reading */

/* Opens @path for reading; a directory is refused by name. */
static int
open_input (const char *path,
            GError    **error)
{
  struct stat st;
  int         fd = open (path, O_RDONLY | O_CLOEXEC);
  int         saved = errno;

  if (fd >= 0 && fstat (fd, &st) == 0 && S_ISDIR (st.st_mode))
    {
      close (fd);
      fd = -1;
      saved = EISDIR;
    }
  if (fd < 0)
    g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
  return fd;
}

/* Solves every puzzle of one input, as it is read. */
static void
solve_input (CliRun     *run,
             const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  int              fd;

  if (g_str_equal (path, "-"))
    {
      /* Translators: how standard input is named in messages */
      name = g_strdup (_("<stdin>"));
      fd = STDIN_FILENO;
    }
  else
    {
      name = sudoku_cli_display_name (path);
      fd = open_input (path, &error);
    }
  run->name = name;
  if (fd >= 0)
    {
      SudokuCliShapeRun shaped = { run->options, run->out, run->err, name, &run->status,
                                   &run->n_printed, &run->last_grid };
      SudokuCliPeek     peek;

      /* Its start tells its shape (sudoku-cli-shape.c); either reader then
       * reads the same bytes. */
      _sudoku_cli_peek_init (&peek, _sudoku_cli_read_fd, GINT_TO_POINTER (fd));
      if (_sudoku_cli_wants_shapes (run->options, &peek))
        _sudoku_cli_solve_shaped (&shaped, &peek, &error);
      else
        sudoku_parse_stream (_sudoku_cli_peek_read, &peek, name, NULL, take_puzzle, run, &error);
      _sudoku_cli_peek_clear (&peek);
      /* The puzzles read before a fault are answered, then the fault; the
       * messages of the threads name this file. */
      flush_batches (run);
      if (fd != STDIN_FILENO)
        close (fd);
    }
  if (error == NULL)
    return;
  if (error->domain == SUDOKU_ERROR)
    fprintf (run->err, "%s\n", error->message);
  else
    fprintf (run->err, "%s: %s\n", name, error->message);
  run->status = SUDOKU_CLI_BAD_INPUT;
}

/**
 * sudoku_cli_solve:
 * @files: (nullable) (array zero-terminated=1): the files to read; none, or
 *   "-", for standard input
 * @options: what to print
 * @out: where solutions go
 * @err: where messages and statistics go
 *
 * Solves every puzzle of every file, on @options->jobs threads (0 for one
 * per processor), printing in input order.  A file that cannot be read or
 * parsed is reported, after the answers to the puzzles before the fault;
 * the other files are still solved.  Output that cannot be written (a full
 * disk) is reported as well, with %SUDOKU_CLI_BAD_INPUT, rather than lost
 * silently.
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
  CliRun                   run = { options, out, err };
  int                      saved;

  g_return_val_if_fail (options != NULL, SUDOKU_CLI_BAD_INPUT);

  if (files == NULL || files[0] == NULL)
    files = stdin_only;
  run.n_jobs = options->jobs != 0 ? options->jobs : MAX (g_get_num_processors (), 1);
  run.batch = g_array_new (FALSE, TRUE, sizeof (Job));
  run.spare = g_array_new (FALSE, TRUE, sizeof (Job));
  g_array_set_clear_func (run.batch, (GDestroyNotify)job_clear);
  g_array_set_clear_func (run.spare, (GDestroyNotify)job_clear);
  g_mutex_init (&run.pool.lock);
  g_cond_init (&run.pool.cond);

  for (guint i = 0; files[i] != NULL && !ferror (out); i++)
    solve_input (&run, files[i]);
  pool_stop (&run);
  g_mutex_clear (&run.pool.lock);
  g_cond_clear (&run.pool.cond);
  g_array_unref (run.batch);
  g_array_unref (run.spare);

  errno = 0;
  if (fflush (out) == 0 && !ferror (out))
    return run.status;
  saved = errno != 0 ? errno : run.out_errno;
  /* Translators: e.g. "cannot write the solutions: No space left on device" */
  fprintf (err, _("cannot write the solutions: %s\n"),
           /* Translators: a message of the command line on standard error: the reason when the
            * system gives none, in “cannot write the solutions: write error” */
           saved != 0 ? g_strerror (saved) : _("write error"));
  return SUDOKU_CLI_BAD_INPUT;
}
