/* sudoku-cli.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

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
      solve_puzzle (run, name, &g_array_index (puzzles, SudokuPuzzle, i));
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
      g_autofree char *name = NULL;
      gboolean         ok;

      if (g_str_equal (files[i], "-"))
        {
          /* Translators: how standard input is named in messages */
          name = g_strdup (_("<stdin>"));
          ok = read_stdin (&bytes, &error);
        }
      else
        {
          name = sudoku_cli_display_name (files[i]);
          ok = read_file (files[i], &contents, &length, &error);
        }

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

/* Start-up */

/**
 * sudoku_cli_guard_std_fds:
 *
 * Opens /dev/null on whichever of standard input, output and error is
 * closed, before anything else opens a file: otherwise the next file opened
 * (GLib's own wake-up descriptor, for one) would take descriptor 1, and the
 * solutions would be written into it.  Call it first thing in main ().
 *
 * Returns: a mask of the descriptors that were closed, 1 << fd each
 */
guint
sudoku_cli_guard_std_fds (void)
{
  guint closed = 0;

  for (int fd = 0; fd <= 2; fd++)
    if (fcntl (fd, F_GETFD) == -1 && errno == EBADF)
      {
        int null_fd = open ("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);

        closed |= 1u << fd;
        /* open () takes the lowest free descriptor: @fd itself. */
        if (null_fd != fd && null_fd >= 0)
          {
            dup2 (null_fd, fd);
            close (null_fd);
          }
      }
  return closed;
}

/**
 * sudoku_cli_display_name:
 * @path: a file name, in the bytes the system gave
 *
 * The name of a file as messages such as "NAME:LINE:COLUMN: …" show it: as
 * it is when it is printable UTF-8 without a colon-free surprise, otherwise
 * in double quotes, with C escapes for control characters, quotes,
 * backslashes and bytes that are not UTF-8 ("a\\nb", "caf\\xE9"), so that
 * a message stays on one line of text and still names the file exactly.
 *
 * Returns: (transfer full): the name to show
 */
char *
sudoku_cli_display_name (const char *path)
{
  g_autoptr(GString) out = g_string_new ("\"");
  const char *p = path, *end = path + strlen (path);
  gboolean    escaped = FALSE;

  g_return_val_if_fail (path != NULL, NULL);

  while (p < end)
    {
      gunichar u = g_utf8_get_char_validated (p, end - p);
      guchar   c = (guchar)*p;

      if (u == (gunichar)-1 || u == (gunichar)-2)
        {
          g_string_append_printf (out, "\\x%02X", c);
          escaped = TRUE;
          p++;
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char)c);
        }
      else if (c < 0x20 || c == 0x7f || (u >= 0x80 && !g_unichar_isprint (u)))
        {
          g_string_append_printf (out, u < 0x80 ? "\\x%02X" : "\\u%04X", u);
          escaped = TRUE;
        }
      else
        {
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
          p = g_utf8_next_char (p);
          continue;
        }
      if (c == '\n' || c == '\t')
        escaped = TRUE;
      p++;
    }
  if (!escaped)
    return g_strdup (path);
  g_string_append_c (out, '"');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Options */

typedef struct
{
  gboolean solve;
  gboolean version;
  char    *strategy;
  char   **files;
} CliArgs;

static void
cli_args_clear (CliArgs *args)
{
  g_clear_pointer (&args->strategy, g_free);
  g_clear_pointer (&args->files, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliArgs, cli_args_clear)

static GOptionContext *
option_context_new (CliArgs          *args,
                    SudokuCliOptions *options)
{
  const GOptionEntry entries[] = {
    { "solve", 's', 0, G_OPTION_ARG_NONE, &args->solve,
      N_("Solve the puzzles in FILEs (or standard input) and print the solutions, "
          "without opening a window"),
      NULL },
    { "count", 'c', 0, G_OPTION_ARG_NONE, &options->count,
      N_("Print for each puzzle whether its solution is unique, multiple or none"), NULL },
    { "strategy", 0, 0, G_OPTION_ARG_STRING, &args->strategy,
      N_("How to search: fast (default), fewest (fewest candidates first) or textbook "
          "(row by row, digits 1 to 9)"),
      N_("NAME") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &options->stats,
      N_("Print placements, backtracks and time for each puzzle to standard error"), NULL },
    { "trace", 0, 0, G_OPTION_ARG_NONE, &options->trace,
      N_("Print every step of the search (place r2c7=4, remove r2c7) before each solution"),
      NULL },
    { "version", 'v', 0, G_OPTION_ARG_NONE, &args->version, N_("Print the version and exit"),
      NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args->files, NULL, NULL },
    { NULL }
  };
  /* Translators: the arguments in the usage line, "sudoku-solver [OPTION…] [FILE…]" */
  GOptionContext *context = g_option_context_new (_("[FILE…]"));

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (
    context, _("Solve, check and explain Sudoku puzzles. Without --solve, opens a window."));
  g_option_context_set_description (
    context,
    _("Input, told apart by its content: one puzzle of 81 cells a line (.sdm, .txt);\n"
       "grids of 9 lines of 9 cells (.sdk), after SadMan/SudoCue headers such as\n"
       "#A author or #D description; Simple Sudoku grids with | and ---+---+--- borders\n"
       "(.ss); a judge file (the number of puzzles on the first line, then the grids);\n"
       "or JSON boards, [[\"5\",\"3\",\".\",…],…], 9 arrays of 9 strings or numbers. A cell\n"
       "is 1–9, or 0 or one mark of . - * _ x for empty; other lines starting with #\n"
       "are comments. With no FILE, or FILE -, standard input is read. Solutions are\n"
       "printed in the shape the puzzle was read: a line as a line, any grid as 9 lines\n"
       "of 9 digits, a JSON board as a JSON board on one line; “none” stands for a\n"
       "puzzle without solution.\n"
       "\n"
       "Exit status: 0 when every puzzle has a solution, 1 when one has none,\n"
       "2 when a file cannot be read or is not a puzzle, or on a usage error."));
  return context;
}

/* A usage error: the message, a hint, and status 2. */
static int
usage_error (const char *prgname,
             const char *message)
{
  /* Translators: the first %s is the program's name, the second a message
   * such as "Unknown option --frobnicate" */
  g_printerr (_("%s: %s\n"), prgname, message);
  /* Translators: %s is the program's name */
  g_printerr (_("Try “%s --help” for more information.\n"), prgname);
  return SUDOKU_CLI_USAGE;
}

/**
 * sudoku_cli_main:
 * @argc: the number of arguments
 * @argv: (array length=argc): the arguments
 * @window_files: (out) (transfer full): the files to open in a window, when
 *   the window is wanted
 * @closed_fds: what sudoku_cli_guard_std_fds () returned
 *
 * Reads the command line and does what it asks without opening a window:
 * solving, counting, --help, --version, or a usage error.  Needs GLib
 * alone, so that the command line starts in a few milliseconds.
 *
 * Returns: the exit status, or -1 when a window should open, with
 *   @window_files set (maybe empty)
 */
int
sudoku_cli_main (int     argc,
                 char  **argv,
                 guint   closed_fds,
                 char ***window_files)
{
  SudokuCliOptions options = { SUDOKU_STRATEGY_FAST };
  g_auto(CliArgs) args = { 0 };
  g_autoptr(GOptionContext) context = option_context_new (&args, &options);
  g_autoptr(GError) error = NULL;
  const char *prgname = argc > 0 && argv[0] != NULL ? argv[0] : PACKAGE_NAME;

  g_return_val_if_fail (window_files != NULL, SUDOKU_CLI_USAGE);

  prgname = strrchr (prgname, '/') != NULL ? strrchr (prgname, '/') + 1 : prgname;
  g_set_prgname (prgname);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (prgname, error->message);

  if (args.version)
    {
      if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
        {
          g_printerr (_("%s: cannot write: standard output is closed\n"), prgname);
          return SUDOKU_CLI_USAGE;
        }
      g_print ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
      return SUDOKU_CLI_OK;
    }
  if (args.strategy != NULL && !sudoku_strategy_from_string (args.strategy, &options.strategy))
    {
      /* Translators: do not translate the strategy names after the colon */
      g_autofree char *message = g_strdup_printf (_("unknown strategy “%s”: expected fast, fewest or textbook"),
                                                  args.strategy);

      return usage_error (prgname, message);
    }
  if (!args.solve && !options.count && !options.stats && !options.trace &&
      args.strategy == NULL)
    {
      *window_files = g_steal_pointer (&args.files);
      return -1;
    }
  if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
    {
      g_printerr (_("cannot write the solutions: standard output is closed\n"));
      return SUDOKU_CLI_BAD_INPUT;
    }
  return sudoku_cli_solve ((const char *const *)args.files, &options, stdout, stderr);
}
