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
#include <unistd.h>

#include <glib/gi18n.h>

#include "sudoku-cli-generate.h"
#include "sudoku-cli-private.h"
#include "sudoku-cli.h"
#include "sudoku-shape-generator.h"

/* The command line: options, --help, --version, usage errors and the
 * standard descriptors; sudoku-cli-solve.c solves. */

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

/* Options */

/* --jobs not given */
#define NO_JOBS G_MININT
/* More threads than this only wastes memory (each has its stack, each
 * solves a batch) and, far beyond, cannot even be made. */
#define MAX_JOBS 256
/* --generate not given */
#define NO_GENERATE G_MININT

/* @text as a whole number from @min to @max, or @otherwise when not given;
 * FALSE when it is not one. */
static gboolean
parse_int (const char *text,
           int         min,
           int         max,
           int         otherwise,
           int        *value)
{
  gint64 number = otherwise;

  if (text != NULL && !g_ascii_string_to_signed (text, 10, min, max, &number, NULL))
    return FALSE;
  *value = (int)number;
  return TRUE;
}

typedef struct
{
  gboolean solve;
  gboolean version;
  char    *strategy;
  int      jobs;
  char   **files;
  int      generate;  /* puzzles to make, or NO_GENERATE */
  char    *jobs_text; /* as given: every int a user can type is checked */
  char    *generate_text;
  char    *size_text;
  char    *symmetry;
  gboolean minimal;
  char    *seed;
  char    *difficulty;
  char    *rating;
  char    *export_pdf;
  int      per_page;
  gboolean solutions;
  char    *title;
  char    *paper;
  gboolean path;
} CliArgs;

static void
cli_args_clear (CliArgs *args)
{
  g_clear_pointer (&args->strategy, g_free);
  g_clear_pointer (&args->symmetry, g_free);
  g_clear_pointer (&args->seed, g_free);
  g_clear_pointer (&args->difficulty, g_free);
  g_clear_pointer (&args->export_pdf, g_free);
  g_clear_pointer (&args->title, g_free);
  g_clear_pointer (&args->paper, g_free);
  g_clear_pointer (&args->rating, g_free);
  g_clear_pointer (&args->jobs_text, g_free);
  g_clear_pointer (&args->generate_text, g_free);
  g_clear_pointer (&args->size_text, g_free);
  g_clear_pointer (&args->files, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliArgs, cli_args_clear)

/* The options that make something: new puzzles, a worksheet. */
static void
add_making_entries (GOptionContext *context,
                    CliArgs        *args)
{
  const GOptionEntry entries[] = {
    { "generate", 'g', 0, G_OPTION_ARG_STRING, &args->generate_text,
      N_("Print N new puzzles, each with one solution, one 81-character line each"),
      /* Translators: an option's value in --help, a number (--generate=N); upper case */
      N_("N") },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &args->symmetry,
      N_("With --generate: where the givens stand: none, rotational (default), rotational90, "
          "horizontal, vertical or diagonal"),
      /* Translators: an option's value in --help, a name from a list (--strategy=NAME); upper case */
      N_("NAME") },
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &args->difficulty,
      N_("With --generate: easy, medium, hard, expert, master or extreme (Sudoku Explainer's "
          "1.0–2.5, 2.6–3.4, 3.5–4.4, 4.5–6.4, 6.5–8.4, 8.5 and above)"),
      /* Translators: the value of a --help option: “--difficulty=LEVEL” (easy, medium, hard,
       * expert, master or extreme); upper case, as the option's description names it */
      N_("LEVEL") },
    { "rating", 0, 0, G_OPTION_ARG_STRING, &args->rating,
      N_("With --generate: a range of Sudoku Explainer ratings from 1.0 to 11.0, e.g. 7.0-8.0; "
          "a rare one is searched for near the puzzles that came closest, and one that no "
          "puzzle made meets (10.5 and above, say) is given up after 10000 candidates rated"),
      /* Translators: the value of a --help option, a range of ratings: “--rating=MIN-MAX”; upper
       * case, as the option's description names it */
      N_("MIN-MAX") },
    { "minimal", 0, 0, G_OPTION_ARG_NONE, &args->minimal,
      N_("With --generate: every given needed (without any one, more than one solution); slow "
          "with rotational90 symmetry, a few seconds an expert puzzle, with progress on a "
          "terminal"),
      NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed,
      N_("With --generate: the same seed and options give the same puzzles on every machine"),
      /* Translators: the value of a --help option, the seed of the random numbers: “--seed=S”;
       * upper case, as the option's description names it */
      N_("S") },
    { "export-pdf", 0, 0, G_OPTION_ARG_FILENAME, &args->export_pdf,
      N_("Write the puzzles of FILEs as a worksheet to the PDF file OUT, without a window"),
      /* Translators: the value of a --help option, a PDF file to write: “--export-pdf=OUT”; upper
       * case, as the option's description names it */
      N_("OUT") },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &args->per_page,
      N_("With --export-pdf: puzzles a page: 1, 2, 4 (default) or 6; 12 or 20 of 4×4s (default "
          "12), 12 of 6×6s (default 6); a 16×16 takes a page alone"),
      /* Translators: an option's value in --help, a number (--generate=N); upper case */
      N_("N") },
    { "solutions", 0, 0, G_OPTION_ARG_NONE, &args->solutions,
      N_("With --export-pdf: the solutions on the last pages"), NULL },
    { "path", 0, 0, G_OPTION_ARG_NONE, &args->path,
      N_("With --export-pdf: each puzzle step by step, as a person solves it"), NULL },
    { "title", 0, 0, G_OPTION_ARG_STRING, &args->title,
      N_("With --export-pdf: a title at the top of the first page"),
      /* Translators: the value of a --help option, a title: “--title=TEXT”; upper case */
      N_("TEXT") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &args->paper,
      N_("With --export-pdf: a4 (default) or letter"),
      /* Translators: the value of a --help option, a paper size: “--paper=SIZE” (a4 or letter);
       * upper case */
      N_("SIZE") },
    { "version", 'v', 0, G_OPTION_ARG_NONE, &args->version, N_("Print the version and exit"),
      NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

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
      /* Translators: an option's value in --help, a name from a list (--strategy=NAME); upper case */
      N_("NAME") },
    { "jobs", 'j', 0, G_OPTION_ARG_STRING, &args->jobs_text,
      N_("Solve N puzzles at once, on N threads, 1 to 256 (default: one per processor); the "
          "answers keep the input's order"),
      /* Translators: an option's value in --help, a number (--generate=N); upper case */
      N_("N") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &options->stats,
      N_("Print for each puzzle to standard error its placements (digits the search put in "
          "cells, as --trace shows them), backtracks (dead ends) and time"),
      NULL },
    { "trace", 0, 0, G_OPTION_ARG_NONE, &options->trace,
      N_("Print every step of the search (place r2c7=4, remove r2c7) before each solution; a "
          "dead end of the fast strategy takes back several cells at once"),
      NULL },
    { "size", 0, 0, G_OPTION_ARG_STRING, &args->size_text,
      N_("Puzzles of N cells a side: 4 (boxes of 2×2), 6 (2×3), 9 or 16 (4×4, digits 1–9 and "
          "A–G); without it, the first puzzle of each file tells"),
      /* Translators: an option's value in --help, a number (--generate=N); upper case */
      N_("N") },
    { "x", 0, 0, G_OPTION_ARG_NONE, &options->x,
      N_("Sudoku X: both main diagonals hold every digit once too (in a file, a line #X before "
          "a puzzle says so)"),
      NULL },
    { "explain", 0, 0, G_OPTION_ARG_NONE, &options->explain,
      N_("Solve each puzzle by logic and print the steps, a step a line, each with its reason"),
      NULL },
    { "rate", 0, 0, G_OPTION_ARG_NONE, &options->rate,
      N_("Print each puzzle's difficulty on Sudoku Explainer's scale, labelled: ER 4.2 EP 1.2 "
          "ED 1.2"),
      NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &args->files, NULL, NULL },
    { NULL }
  };
  /* Translators: the arguments in the usage line, "sudoku-solver [OPTION…] [FILE…]" */
  GOptionContext  *context = g_option_context_new (_("[FILE…]"));
  g_autofree char *description = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  add_making_entries (context, args);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (
    context, _("Solve, check and explain Sudoku puzzles. Without --solve, opens a window."));
  description = g_strdup_printf ("%s\n\n%s", _("Input, told apart by its content: one puzzle of 81 cells a line (.sdm, .txt);\n"
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
                                                "2 when a file cannot be read or is not a puzzle, or on a usage error."),
                                 _("Other sizes: a line of 16, 36 or 256 cells is a 4×4, 6×6 or 16×16 puzzle, and\n"
                                    "grids of 4, 6 or 16 lines are read as well (16×16 cells are 1–9 and A–G, or\n"
                                    "numbers 1–16 between blanks); a line #X before a puzzle makes it a Sudoku X,\n"
                                    "whose two diagonals hold every digit once too. With --size=4, 6 or 16, or\n"
                                    "--x, --generate tells its levels by singles: easy, naked singles solve the\n"
                                    "puzzle; medium, hidden singles are needed too; hard, singles are not enough."));
  g_option_context_set_description (context, description);
  return context;
}

/* A usage error: the message, a hint, and status 2. */
static int
usage_error (const char *prgname,
             const char *message)
{
  g_printerr ("%s: %s\n", prgname, message);
  /* Translators: %s is the program's name */
  g_printerr (_("Try “%s --help” for more information.\n"), prgname);
  return SUDOKU_CLI_USAGE;
}

/* --generate N and its options. */
static int
generate (const char *prgname,
          CliArgs    *args,
          guint       jobs,
          guint       closed_fds)
{
  SudokuCliGenerate options = { .n_puzzles = (guint)args->generate,
                                .symmetry = SUDOKU_SYMMETRY_ROTATIONAL,
                                .minimal = args->minimal,
                                .jobs = jobs };

  if (args->symmetry != NULL && !sudoku_symmetry_from_string (args->symmetry, &options.symmetry))
    {
      g_autofree char *message = NULL;

      /* Translators: do not translate the names after the colon */
      message = g_strdup_printf (_("unknown symmetry “%s”: expected none, rotational, "
                                    "rotational90, horizontal, vertical or diagonal"),
                                 args->symmetry);
      return usage_error (prgname, message);
    }
  if (args->difficulty != NULL &&
      !sudoku_cli_generate_set_level (&options, args->difficulty))
    {
      g_autofree char *message = NULL;

      /* Translators: do not translate the names after the colon */
      message = g_strdup_printf (_("unknown difficulty “%s”: expected easy, medium, hard, "
                                    "expert, master or extreme"),
                                 args->difficulty);
      return usage_error (prgname, message);
    }
  if (args->rating != NULL && !sudoku_cli_generate_set_range (&options, args->rating))
    return usage_error (prgname, _("--rating expects a range such as 2.6-3.4, from 1.0 to 11.0"));
  if (args->seed != NULL)
    {
      if (!g_ascii_string_to_unsigned (args->seed, 10, 0, G_MAXUINT64, &options.seed, NULL))
        return usage_error (prgname, _("--seed expects a whole number from 0"));
      options.have_seed = TRUE;
    }
  if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
    {
      /* Translators: a message of the command line on standard error; %s is the program's name:
       * “sudoku-solver: cannot write: standard output is closed” */
      g_printerr (_("%s: cannot write: standard output is closed\n"), prgname);
      return SUDOKU_CLI_BAD_INPUT;
    }
  return sudoku_cli_generate (&options, stdout, stderr);
}

static int
print_version (const char *prgname,
               guint       closed_fds)
{
  if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
    {
      /* Translators: a message of the command line on standard error; %s is the program's name:
       * “sudoku-solver: cannot write: standard output is closed” */
      g_printerr (_("%s: cannot write: standard output is closed\n"), prgname);
      return SUDOKU_CLI_USAGE;
    }
  g_print ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
  return SUDOKU_CLI_OK;
}

static gboolean
parse_size (const char *text,
            guint      *side)
{
  guint64 value;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 1, 16, &value, NULL) ||
      !sudoku_grid_shape_side_valid ((guint)value))
    return FALSE;
  *side = (guint)value;
  return TRUE;
}

/* --generate N with --size other than 9, or --x: sudoku-cli-shape.c. */
static int
generate_shaped (const char             *prgname,
                 CliArgs                *args,
                 const SudokuCliOptions *options,
                 guint                   closed_fds)
{
  SudokuCliShapeGenerate generate = { .n_puzzles = (guint)args->generate,
                                      .side = options->side != 0 ? options->side : 9,
                                      .x = options->x,
                                      .symmetric = TRUE };

  if (args->rating != NULL || args->minimal ||
      (args->symmetry != NULL && g_strcmp0 (args->symmetry, "none") != 0 &&
       g_strcmp0 (args->symmetry, "rotational") != 0))
    return usage_error (prgname, _("with --size other than 9, or --x: --difficulty is easy, medium "
                                    "or hard, --symmetry none or rotational, and there is no "
                                    "--rating or --minimal"));
  generate.symmetric = g_strcmp0 (args->symmetry, "none") != 0;
  if (args->difficulty != NULL &&
      !sudoku_shape_level_from_string (args->difficulty, &generate.level))
    {
      g_autofree char *message = NULL;

      /* Translators: do not translate the names after the colon */
      message = g_strdup_printf (_("unknown difficulty “%s”: expected easy, medium or hard"),
                                 args->difficulty);
      return usage_error (prgname, message);
    }
  if (args->seed != NULL)
    {
      if (!g_ascii_string_to_unsigned (args->seed, 10, 0, G_MAXUINT64, &generate.seed, NULL))
        return usage_error (prgname, _("--seed expects a whole number from 0"));
      generate.have_seed = TRUE;
    }
  if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
    {
      /* Translators: a message of the command line on standard error; %s is the program's name:
       * “sudoku-solver: cannot write: standard output is closed” */
      g_printerr (_("%s: cannot write: standard output is closed\n"), prgname);
      return SUDOKU_CLI_BAD_INPUT;
    }
  return _sudoku_cli_generate_shaped (&generate, stdout, stderr);
}

void
sudoku_module_request_clear (SudokuModuleRequest *request)
{
  g_clear_pointer (&request->files, g_strfreev);
  g_clear_pointer (&request->export_pdf, g_free);
  g_clear_pointer (&request->title, g_free);
}

/* --export-pdf OUT and its options, checked here and done by the module. */
static int
export_pdf (const char          *prgname,
            CliArgs             *args,
            SudokuModuleRequest *request)
{
  if (args->per_page != 0 && args->per_page != 1 && args->per_page != 2 && args->per_page != 4 &&
      args->per_page != 6 && args->per_page != 12 && args->per_page != 20)
    return usage_error (prgname, _("--per-page expects 1, 2, 4, 6, 12 or 20"));
  if (args->paper != NULL && g_strcmp0 (args->paper, "a4") != 0 &&
      g_strcmp0 (args->paper, "letter") != 0)
    return usage_error (prgname, _("--paper expects a4 or letter"));
  /* No FILE is standard input, as for --solve. */
  if (args->files == NULL || args->files[0] == NULL)
    {
      g_strfreev (args->files);
      args->files = g_strdupv ((char *[]){ (char *)"-", NULL });
    }
  request->files = g_steal_pointer (&args->files);
  request->export_pdf = g_steal_pointer (&args->export_pdf);
  /* 0: the module chooses by the puzzles' shape (4 a page of 9×9s). */
  request->per_page = (guint)args->per_page;
  request->solutions = args->solutions;
  request->path = args->path;
  request->title = g_steal_pointer (&args->title);
  request->letter = g_strcmp0 (args->paper, "letter") == 0;
  return -1;
}

/**
 * sudoku_cli_main:
 * @argc: the number of arguments
 * @argv: (array length=argc): the arguments
 * @request: (out caller-allocates): what the window's module is to do, when
 *   it is wanted (clear it with sudoku_module_request_clear ())
 * @closed_fds: what sudoku_cli_guard_std_fds () returned
 *
 * Reads the command line and does what it asks without opening a window:
 * solving, counting, --help, --version, or a usage error.  Needs GLib
 * alone, so that the command line starts in a few milliseconds.
 *
 * Returns: the exit status, or -1 when the window's module is wanted, with
 *   @request set: a window for its files (maybe none), or a PDF
 */
int
sudoku_cli_main (int                  argc,
                 char               **argv,
                 guint                closed_fds,
                 SudokuModuleRequest *request)
{
  SudokuCliOptions options = { SUDOKU_STRATEGY_FAST };
  g_auto(CliArgs) args = { .jobs = NO_JOBS, .generate = NO_GENERATE };
  g_autoptr(GOptionContext) context = option_context_new (&args, &options);
  g_autoptr(GError) error = NULL;
  const char *prgname = argc > 0 && argv[0] != NULL ? argv[0] : PACKAGE_NAME;

  g_return_val_if_fail (request != NULL, SUDOKU_CLI_USAGE);

  prgname = strrchr (prgname, '/') != NULL ? strrchr (prgname, '/') + 1 : prgname;
  g_set_prgname (prgname);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (prgname, error->message);

  if (args.version)
    return print_version (prgname, closed_fds);
  if (args.strategy != NULL && !sudoku_strategy_from_string (args.strategy, &options.strategy))
    {
      /* Translators: do not translate the strategy names after the colon */
      g_autofree char *message = g_strdup_printf (_("unknown strategy “%s”: expected fast, fewest or textbook"),
                                                  args.strategy);

      return usage_error (prgname, message);
    }
  if (!parse_int (args.jobs_text, 1, MAX_JOBS, NO_JOBS, &args.jobs))
    {
      /* Translators: %d is the most, 256 */
      g_autofree char *message = g_strdup_printf (_("--jobs expects a number of threads from 1 "
                                                     "to %d"),
                                                  MAX_JOBS);

      return usage_error (prgname, message);
    }
  options.jobs = args.jobs != NO_JOBS ? (guint)args.jobs : 0;
  if (args.export_pdf != NULL)
    return export_pdf (prgname, &args, request);
  if (args.per_page != 0 || args.solutions || args.path || args.title != NULL ||
      args.paper != NULL)
    return usage_error (prgname, _("--per-page, --solutions, --path, --title and --paper go with "
                                    "--export-pdf"));
  if (!parse_int (args.generate_text, 0, G_MAXINT, NO_GENERATE, &args.generate))
    return usage_error (prgname, _("--generate expects a number of puzzles, 0 or more"));
  if (!parse_size (args.size_text, &options.side))
    return usage_error (prgname, _("--size expects 4, 6, 9 or 16"));
  if (args.generate != NO_GENERATE || args.symmetry != NULL || args.minimal ||
      args.seed != NULL || args.difficulty != NULL || args.rating != NULL)
    {
      if (args.generate == NO_GENERATE)
        return usage_error (prgname, _("--difficulty, --rating, --symmetry, --minimal and --seed "
                                        "go with --generate N"));
      if (options.x || (options.side != 0 && options.side != 9))
        return generate_shaped (prgname, &args, &options, closed_fds);
      return generate (prgname, &args, options.jobs, closed_fds);
    }
  if (!args.solve && !options.count && !options.stats && !options.trace && !options.explain &&
      !options.rate && args.strategy == NULL && args.jobs == NO_JOBS)
    {
      if (options.x || options.side != 0)
        return usage_error (prgname, _("--size and --x go with --solve, --count, --trace or --generate N"));
      request->files = g_steal_pointer (&args.files);
      return -1;
    }
  if ((closed_fds & (1u << STDOUT_FILENO)) != 0)
    {
      g_printerr (_("cannot write the solutions: standard output is closed\n"));
      return SUDOKU_CLI_BAD_INPUT;
    }
  return sudoku_cli_solve ((const char *const *)args.files, &options, stdout, stderr);
}
