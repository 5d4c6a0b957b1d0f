/* test-cli.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli"

#include "config.h"

#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sudoku-puzzle-file.h"

/* Runs the real `sudoku-solver` (its path in $SUDOKU_SOLVER) in
 * tests/data/cli, so that file names in messages are short and exact. */

#define N_CELLS 81

#define EASY    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define HARD    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
#define CLUE17  ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
#define EASY36  ".3.8.6..486.37.5.1.2.1.....9.2...1.617....43....2.1.892.....6..4.856....6.3.2481."
#define EASY36B "9426......8....6136.35..9.44.7....6889...4.52.....67492.947.58........9.16...9..."
/* Norvig's impossible puzzle: consistent givens, no solution. */
#define IMPOSSIBLE \
  ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
/* Consistent givens, but r1c9 has no candidate left: no solution, found at
 * once. */
#define DEAD_CELL \
  "12345678.........9..............................................................."
#define CLASH \
  "5.......5........................................................................"

#define NOT_A_CELL "expected a digit, or one of . 0 - * _ x for an empty cell, found "

#define D9    "........."
#define EMPTY D9 D9 D9 D9 D9 D9 D9 D9 D9

/* The puzzles of the files in tests/data/cli, in order. */
static const char *const lines_txt[] = { EASY, HARD, CLUE17 };
static const char *const grids_sdk[] = { EASY36, HARD };
static const char *const judge_txt[] = { EASY, CLUE17 };

static const char       *solver_path;
static char             *data_dir;

typedef struct
{
  int   status;
  char *out;
  char *err;
} CliResult;

static void
cli_result_clear (CliResult *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliResult, cli_result_clear)

static char *
bytes_to_string (GBytes *bytes)
{
  gsize         size = 0;
  gconstpointer data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;

  if (size == 0)
    return g_strdup ("");
  /* Output never holds a nul: it would hide the rest from the asserts. */
  g_assert_null (memchr (data, '\0', size));
  return g_strndup (data, size);
}

/* Runs the solver with @args, feeding it @input (nullable) from a file:
 * the solver may stop reading at the first fault, which a pipe would turn
 * into SIGPIPE here; standard output goes to @stdout_path if not %NULL. */
static void
run_cli_full (CliResult         *result,
              GBytes            *input,
              const char        *stdout_path,
              const char *const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *input_path = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDERR_PIPE;
  int              fd;

  fd = g_file_open_tmp ("test-cli-input-XXXXXX", &input_path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (input_path, input != NULL ? g_bytes_get_data (input, NULL) : "",
                       input != NULL ? (gssize)g_bytes_get_size (input) : 0, &error);
  g_assert_no_error (error);

  if (stdout_path == NULL)
    flags |= G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  launcher = g_subprocess_launcher_new (flags);
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);
  g_subprocess_launcher_set_cwd (launcher, data_dir);
  /* With no display, opening a window would fail: --solve must not try. */
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");

  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (input_path), ==, 0);

  /* Killed by a signal is a crash, whatever the input. */
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
  result->out = bytes_to_string (out);
  result->err = bytes_to_string (err);
}

static void
run_cli_v (CliResult  *result,
           const char *input,
           const char *first_arg,
           va_list     ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GBytes) bytes = NULL;

  for (const char *arg = first_arg; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer)arg);
  g_ptr_array_add (args, NULL);
  if (input != NULL)
    bytes = g_bytes_new (input, strlen (input));
  run_cli_full (result, bytes, NULL, (const char *const *)args->pdata);
}

/* run_cli (&result, "stdin text" or NULL, "--solve", "file", NULL) */
G_GNUC_NULL_TERMINATED
static void
run_cli (CliResult  *result,
         const char *input,
         const char *first_arg,
         ...)
{
  va_list ap;

  va_start (ap, first_arg);
  run_cli_v (result, input, first_arg, ap);
  va_end (ap);
}

/* Checks the whole outcome in one go, so that a failure shows it all. */
G_GNUC_NULL_TERMINATED
static void
assert_cli (const char *input,
            int         status,
            const char *out,
            const char *err,
            const char *first_arg,
            ...)
{
  g_auto(CliResult) result = { 0 };
  va_list ap;

  va_start (ap, first_arg);
  run_cli_v (&result, input, first_arg, ap);
  va_end (ap);
  g_assert_cmpstr (result.err, ==, err);
  g_assert_cmpstr (result.out, ==, out);
  g_assert_cmpint (result.status, ==, status);
}

/* Independent checking of solutions */

static void
cells_from_text (const char *text,
                 guint8     *cells)
{
  g_assert_cmpuint (strlen (text), ==, N_CELLS);
  for (guint i = 0; i < N_CELLS; i++)
    {
      g_assert_true (text[i] == '.' || (text[i] >= '0' && text[i] <= '9'));
      cells[i] = text[i] == '.' ? 0 : (guint8)(text[i] - '0');
    }
}

/* Every row, column and box of @solution holds 1-9 once, and it keeps the
 * givens of @puzzle. */
static void
assert_completes (const char *puzzle,
                  const char *solution)
{
  guint8 givens[N_CELLS], cells[N_CELLS];

  g_assert_cmpuint (strlen (solution), ==, N_CELLS);
  g_assert_cmpuint (strspn (solution, "123456789"), ==, N_CELLS);
  cells_from_text (puzzle, givens);
  cells_from_text (solution, cells);
  for (guint unit = 0; unit < 9; unit++)
    {
      guint rows = 0, cols = 0, boxes = 0;

      for (guint k = 0; k < 9; k++)
        {
          guint box_cell = (unit / 3) * 27 + (unit % 3) * 3 + (k / 3) * 9 + k % 3;

          rows |= 1u << cells[unit * 9 + k];
          cols |= 1u << cells[k * 9 + unit];
          boxes |= 1u << cells[box_cell];
        }
      g_assert_cmphex (rows, ==, 0x3fe);
      g_assert_cmphex (cols, ==, 0x3fe);
      g_assert_cmphex (boxes, ==, 0x3fe);
    }
  for (guint i = 0; i < N_CELLS; i++)
    if (givens[i] != 0)
      g_assert_cmpuint (givens[i], ==, cells[i]);
}

/* Splits output into lines, checking that it ends with a newline. */
static GStrv
split_lines (const char *out)
{
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_str_has_suffix (out, "\n"));
  lines = g_strsplit (out, "\n", -1);
  /* The last "line" is what follows the final newline: nothing. */
  g_free (lines[g_strv_length (lines) - 1]);
  lines[g_strv_length (lines) - 1] = NULL;
  return g_steal_pointer (&lines);
}

/* Joins @n grid lines of 9 digits into 81 cells. */
static char *
join_grid (char **lines)
{
  GString *solution = g_string_new (NULL);

  for (guint r = 0; r < 9; r++)
    {
      g_assert_nonnull (lines[r]);
      g_assert_cmpuint (strlen (lines[r]), ==, 9);
      g_string_append (solution, lines[r]);
    }
  return g_string_free (solution, FALSE);
}

/* Output lines: one 81-digit solution a puzzle. */
static void
assert_line_solutions (const char        *out,
                       const char *const *puzzles,
                       guint              n_puzzles)
{
  g_auto(GStrv) lines = split_lines (out);

  g_assert_cmpuint (g_strv_length (lines), ==, n_puzzles);
  for (guint i = 0; i < n_puzzles; i++)
    assert_completes (puzzles[i], lines[i]);
}

/* Output grids, with a blank line between two grids if @blank. */
static void
assert_grid_solutions (const char        *out,
                       const char *const *puzzles,
                       guint              n_puzzles,
                       gboolean           blank)
{
  g_auto(GStrv) lines = split_lines (out);
  guint stride = blank ? 10 : 9;

  g_assert_cmpuint (g_strv_length (lines), ==, n_puzzles * stride - (blank ? 1 : 0));
  for (guint i = 0; i < n_puzzles; i++)
    {
      g_autofree char *solution = join_grid (lines + i * stride);

      assert_completes (puzzles[i], solution);
      if (blank && i + 1 < n_puzzles)
        g_assert_cmpstr (lines[i * stride + 9], ==, "");
    }
}

/* Parses "placements=N backtracks=M time_us=T" lines. */
static guint
parse_stats (const char *err,
             guint64    *placements,
             guint64    *backtracks)
{
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_auto(GStrv) lines = split_lines (err);
  guint n = g_strv_length (lines);

  regex = g_regex_new ("^placements=([0-9]+) backtracks=([0-9]+) time_us=([0-9]+)$", 0, 0, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *p = NULL;
      g_autofree char *b = NULL;

      g_clear_pointer (&match, g_match_info_unref);
      if (!g_regex_match (regex, lines[i], 0, &match))
        g_error ("not a stats line: “%s”", lines[i]);
      p = g_match_info_fetch (match, 1);
      b = g_match_info_fetch (match, 2);
      placements[i] = g_ascii_strtoull (p, NULL, 10);
      backtracks[i] = g_ascii_strtoull (b, NULL, 10);
    }
  return n;
}

static guint
count_empty (const char *puzzle)
{
  guint n = 0;

  for (guint i = 0; i < N_CELLS; i++)
    n += puzzle[i] == '.' || puzzle[i] == '0';
  return n;
}

static void
test_stats (void)
{
  g_auto(CliResult) plain = { 0 };
  g_auto(CliResult) result = { 0 };
  guint64 placements[8], backtracks[8];

  run_cli (&plain, NULL, "--solve", "lines.txt", NULL);
  run_cli (&result, NULL, "--solve", "--stats", "lines.txt", NULL);
  g_assert_cmpstr (result.out, ==, plain.out);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpuint (parse_stats (result.err, placements, backtracks), ==, 3);
  /* Every empty cell gets a digit at least once. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (placements[i], >=, count_empty (lines_txt[i]));

  /* Alone, --stats solves too. */
  cli_result_clear (&result);
  run_cli (&result, NULL, "--stats", "grids.sdk", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpuint (parse_stats (result.err, placements, backtracks), ==, 2);

  /* Counting reports a line a puzzle too; a clash searches nothing. */
  cli_result_clear (&result);
  run_cli (&result, EASY "\n" CLASH "\n", "--count", "--stats", NULL);
  g_assert_cmpstr (result.out, ==, "unique\nnone\n");
  g_assert_true (g_str_has_suffix (result.err,
                                   "<stdin>:2: no solution: 5 appears twice in row 1\n"
                                   "placements=0 backtracks=0 time_us=0\n"));
  g_assert_cmpint (result.status, ==, 1);
}

/* Replays the trace in @lines from @puzzle up to the solution line, which it
 * returns the index of. */
static guint
replay_trace (char      **lines,
              guint       first,
              const char *puzzle,
              guint64    *n_place,
              guint64    *n_remove)
{
  g_autoptr(GRegex) regex = NULL;
  guint8 givens[N_CELLS], grid[N_CELLS];
  guint  i;

  regex = g_regex_new ("^(?:place r([1-9])c([1-9])=([1-9])|remove r([1-9])c([1-9]))$", 0, 0, NULL);
  cells_from_text (puzzle, givens);
  memcpy (grid, givens, N_CELLS);
  *n_place = *n_remove = 0;

  for (i = first; lines[i] != NULL && strlen (lines[i]) != N_CELLS; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *digit = NULL;
      guint            cell;

      if (!g_regex_match (regex, lines[i], 0, &match))
        g_error ("line %u is not a step: “%s”", i + 1, lines[i]);
      digit = g_match_info_fetch (match, 3);
      if (digit[0] != '\0')
        {
          g_autofree char *row = g_match_info_fetch (match, 1);
          g_autofree char *col = g_match_info_fetch (match, 2);

          cell = (guint)(row[0] - '1') * 9 + (guint)(col[0] - '1');
          g_assert_cmpuint (grid[cell], ==, 0);
          grid[cell] = (guint8)(digit[0] - '0');
          (*n_place)++;
        }
      else
        {
          g_autofree char *row = g_match_info_fetch (match, 4);
          g_autofree char *col = g_match_info_fetch (match, 5);

          cell = (guint)(row[0] - '1') * 9 + (guint)(col[0] - '1');
          g_assert_cmpuint (givens[cell], ==, 0);
          g_assert_cmpuint (grid[cell], !=, 0);
          grid[cell] = 0;
          (*n_remove)++;
        }
    }

  g_assert_nonnull (lines[i]);
  for (guint c = 0; c < N_CELLS; c++)
    g_assert_cmpint (lines[i][c], ==, '0' + grid[c]);
  assert_completes (puzzle, lines[i]);
  return i;
}

/* Tests */

static void
test_line (void)
{
  static const char *const puzzles[] = { EASY, DEAD_CELL, EMPTY, HARD };
  g_auto(CliResult) from_file = { 0 };
  g_auto(CliResult) from_stdin = { 0 };
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  run_cli (&from_file, NULL, "--solve", "lines.txt", NULL);
  g_assert_cmpstr (from_file.err, ==, "");
  assert_line_solutions (from_file.out, lines_txt, G_N_ELEMENTS (lines_txt));
  g_assert_cmpint (from_file.status, ==, 0);

  /* The same file on standard input, with no FILE. */
  g_assert_true (g_file_get_contents ("lines.txt", &contents, NULL, &error));
  g_assert_no_error (error);
  run_cli (&from_stdin, contents, "--solve", NULL);
  g_assert_cmpstr (from_stdin.err, ==, "");
  g_assert_cmpstr (from_stdin.out, ==, from_file.out);
  g_assert_cmpint (from_stdin.status, ==, 0);

  /* A line for every line read, "none" included, whatever comes between. */
  {
    g_auto(CliResult) result = { 0 };
    g_auto(GStrv) lines = NULL;

    run_cli (&result, EASY "\n\n# no solution\n" DEAD_CELL "\n" EMPTY "\r\n" HARD, "--solve", NULL);
    g_assert_cmpstr (result.err, ==,
                     "<stdin>:4: this puzzle has no solution\n"
                     "<stdin>:5: this puzzle has more than one solution; printing one\n");
    g_assert_cmpint (result.status, ==, 1);
    lines = split_lines (result.out);
    g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (puzzles));
    assert_completes (puzzles[0], lines[0]);
    g_assert_cmpstr (lines[1], ==, "none");
    assert_completes (puzzles[2], lines[2]);
    assert_completes (puzzles[3], lines[3]);
  }
}

static void
test_grid (void)
{
  g_auto(CliResult) result = { 0 };

  run_cli (&result, NULL, "--solve", "grids.sdk", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, grids_sdk, G_N_ELEMENTS (grids_sdk), TRUE);
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_grids_across_files (void)
{
  static const char *const puzzles[] = { EASY36, HARD, EASY36, HARD };
  g_auto(CliResult) result = { 0 };
  g_auto(CliResult) grids = { 0 };
  g_auto(CliResult) lines = { 0 };
  g_autofree char *expected = NULL;

  /* Grids from several files are kept apart as within one. */
  run_cli (&result, NULL, "--solve", "grids.sdk", "grids.sdk", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, puzzles, G_N_ELEMENTS (puzzles), TRUE);
  g_assert_cmpint (result.status, ==, 0);

  /* Lines and grids mixed: a blank line on each side of a grid. */
  run_cli (&grids, NULL, "--solve", "grids.sdk", NULL);
  run_cli (&lines, NULL, "--solve", "lines.txt", NULL);
  cli_result_clear (&result);
  run_cli (&result, NULL, "--solve", "lines.txt", "grids.sdk", "lines.txt", NULL);
  g_assert_cmpstr (result.err, ==, "");
  expected = g_strconcat (lines.out, "\n", grids.out, "\n", lines.out, NULL);
  g_assert_cmpstr (result.out, ==, expected);
  g_assert_cmpint (result.status, ==, 0);

  /* Counting prints words, with nothing between them. */
  assert_cli (NULL, 0, "unique\nunique\nunique\nunique\nunique\n", "", "--count", "grids.sdk",
              "lines.txt", NULL);
}

static void
test_judge (void)
{
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&result, NULL, "--solve", "judge.txt", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);

  /* Exactly 18 lines of 9 digits, nothing else. */
  lines = split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 18);
  for (guint i = 0; i < 18; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), ==, 9);
      g_assert_cmpuint (strspn (lines[i], "123456789"), ==, 9);
    }
  assert_grid_solutions (result.out, judge_txt, G_N_ELEMENTS (judge_txt), FALSE);
}

static void
test_judge_crlf (void)
{
  g_auto(CliResult) file = { 0 };
  g_auto(CliResult) crlf = { 0 };
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) dos = NULL;

  run_cli (&file, NULL, "--solve", "judge.txt", NULL);
  g_assert_true (g_file_get_contents ("judge.txt", &contents, NULL, &error));
  g_assert_no_error (error);
  dos = g_string_new (contents);
  g_string_replace (dos, "\n", "\r\n", 0);
  run_cli (&crlf, dos->str, "--solve", NULL);
  g_assert_cmpstr (crlf.err, ==, "");
  g_assert_cmpstr (crlf.out, ==, file.out);
  g_assert_cmpint (crlf.status, ==, 0);
}

static void
test_judge_none (void)
{
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *solution = NULL;

  /* A puzzle without solution: "none" in its place, still nothing else. */
  run_cli (&result,
           "2\n"
           "123456780\n000000009\n000000000\n000000000\n000000000\n000000000\n"
           "000000000\n000000000\n000000000\n"
           "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n"
           "060000280\n000419005\n000080079\n",
           "--solve", NULL);
  g_assert_cmpstr (result.err, ==, "<stdin>:2: this puzzle has no solution\n");
  g_assert_cmpint (result.status, ==, 1);
  lines = split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  g_assert_cmpstr (lines[0], ==, "none");
  solution = join_grid (lines + 1);
  assert_completes (EASY, solution);
}

static void
test_judge_zero (void)
{
  /* Nothing to solve is said, not taken quietly. */
  assert_cli ("0\n", 2, "", "<stdin>:1: no puzzle found: the file announces 0 puzzles\n", "--solve",
              NULL);
}

static void
test_none (void)
{
  static const char *const strategies[] = { "--strategy=fast", "--strategy=fewest",
                                            "--strategy=textbook" };

  /* A real search, over a million placements. */
  assert_cli (IMPOSSIBLE "\n", 1, "none\n", "<stdin>:1: this puzzle has no solution\n", "--solve",
              NULL);
  /* Every strategy agrees. */
  for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
    {
      g_auto(CliResult) result = { 0 };
      g_auto(GStrv) lines = NULL;

      run_cli (&result, EASY "\n" DEAD_CELL "\n", "--solve", strategies[i], NULL);
      g_assert_cmpstr (result.err, ==, "<stdin>:2: this puzzle has no solution\n");
      g_assert_cmpint (result.status, ==, 1);
      lines = split_lines (result.out);
      g_assert_cmpuint (g_strv_length (lines), ==, 2);
      assert_completes (EASY, lines[0]);
      g_assert_cmpstr (lines[1], ==, "none");
    }
}

static void
test_clash (void)
{
  assert_cli (CLASH "\n", 1, "none\n", "<stdin>:1: no solution: 5 appears twice in row 1\n",
              "--solve", NULL);
  /* In a grid: "none" stands for the whole grid, the line is where it starts. */
  assert_cli ("# clash\n\n"
              ".7.......\n.........\n.........\n.........\n.7.......\n"
              ".........\n.........\n.........\n.........\n",
              1, "none\n", "<stdin>:3: no solution: 7 appears twice in column 2\n", "--solve",
              NULL);
  assert_cli ("......9.." D9 "........9" D9 D9 D9 D9 D9 D9 "\n", 1, "none\n",
              "<stdin>:1: no solution: 9 appears twice in box 3\n", "--solve",
              "--strategy=textbook", NULL);
}

static void
test_multiple (void)
{
  static const char *const strategies[] = { "--strategy=fast", "--strategy=fewest",
                                            "--strategy=textbook" };

  for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
    for (guint trace = 0; trace < 2; trace++)
      {
        g_auto(CliResult) result = { 0 };
        g_auto(GStrv) lines = NULL;
        guint64 n_place, n_remove;

        /* --trace must not hide that there are other solutions. */
        run_cli (&result, EMPTY "\n", "--solve", strategies[i], trace ? "--trace" : NULL, NULL);
        g_assert_cmpstr (result.err, ==,
                         "<stdin>:1: this puzzle has more than one solution; printing one\n");
        g_assert_cmpint (result.status, ==, 0);
        lines = split_lines (result.out);
        if (trace)
          g_assert_null (lines[replay_trace (lines, 0, EMPTY, &n_place, &n_remove) + 1]);
        else
          assert_line_solutions (result.out, (const char *const[]){ EMPTY }, 1);
      }
}

static void
test_count (void)
{
  static const char input[] = EASY "\n" EMPTY "\n" DEAD_CELL "\n" CLASH "\n";
  static const char out[] = "unique\nmultiple\nnone\nnone\n";
  static const char err[] = "<stdin>:3: this puzzle has no solution\n"
                            "<stdin>:4: no solution: 5 appears twice in row 1\n";

  assert_cli (input, 1, out, err, "--count", NULL);
  assert_cli (input, 1, out, err, "--solve", "--count", NULL);
  assert_cli (input, 1, out, err, "-c", NULL);
  assert_cli (input, 1, out, err, "--count", "--strategy=fewest", NULL);
  assert_cli (input, 1, out, err, "--count", "--strategy=textbook", NULL);
  /* One word a puzzle, whatever its shape. */
  assert_cli (NULL, 0, "unique\nunique\n", "", "--count", "grids.sdk", NULL);
  assert_cli (NULL, 0, "unique\nunique\nunique\n", "", "--count", "lines.txt", NULL);
  assert_cli (NULL, 0, "unique\nunique\n", "", "--count", "judge.txt", NULL);
}

static void
test_strategy (void)
{
  static const char        input[] = EASY "\n" EASY36 "\n" EASY36B "\n";
  static const char *const puzzles[] = { EASY, EASY36, EASY36B };
  g_auto(CliResult) fast = { 0 };

  run_cli (&fast, input, "--solve", NULL);
  g_assert_cmpstr (fast.err, ==, "");
  assert_line_solutions (fast.out, puzzles, G_N_ELEMENTS (puzzles));
  g_assert_cmpint (fast.status, ==, 0);

  /* These puzzles have one solution: every strategy must find it. */
  assert_cli (input, 0, fast.out, "", "--solve", "--strategy=fast", NULL);
  assert_cli (input, 0, fast.out, "", "--solve", "--strategy=textbook", NULL);
  assert_cli (input, 0, fast.out, "", "--solve", "--strategy", "fewest", NULL);
  /* A strategy alone implies --solve. */
  assert_cli (input, 0, fast.out, "", "--strategy=textbook", NULL);
}

static void
test_strategy_bogus (void)
{
  g_auto(CliResult) result = { 0 };

  run_cli (&result, NULL, "--solve", "--strategy=bogus", NULL);
  g_assert_cmpstr (result.out, ==, "");
  g_assert_nonnull (strstr (result.err, "bogus"));
  g_assert_true (g_str_has_suffix (result.err, "\n"));
  g_assert_cmpint (result.status, ==, 2);
}

static void
test_trace (void)
{
  static const char        input[] = EASY "\n" HARD "\n" CLUE17 "\n";
  static const char *const puzzles[] = { EASY, HARD, CLUE17 };
  g_auto(CliResult) plain = { 0 };
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  guint64 n_place, n_remove;
  guint   next = 0;

  run_cli (&plain, input, "--solve", NULL);
  run_cli (&result, input, "--solve", "--trace", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);

  /* Each puzzle's steps, then its solution, the same as without --trace. */
  lines = split_lines (result.out);
  for (guint p = 0; p < G_N_ELEMENTS (puzzles); p++)
    {
      guint at = replay_trace (lines, next, puzzles[p], &n_place, &n_remove);

      g_assert_cmpuint (n_place, >=, count_empty (puzzles[p]));
      g_assert_nonnull (strstr (plain.out, lines[at]));
      next = at + 1;
    }
  g_assert_null (lines[next]);
}

static void
test_trace_textbook (void)
{
  static const char        input[] = EASY "\n" EASY36 "\n";
  static const char *const puzzles[] = { EASY, EASY36 };
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  guint64 placements[2], backtracks[2], total = 0;
  guint   next = 0;

  /* The textbook search counts exactly the steps it shows. */
  run_cli (&result, input, "--strategy=textbook", "--trace", "--stats", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpuint (parse_stats (result.err, placements, backtracks), ==, 2);
  lines = split_lines (result.out);
  for (guint p = 0; p < G_N_ELEMENTS (puzzles); p++)
    {
      guint64 n_place, n_remove;

      next = replay_trace (lines, next, puzzles[p], &n_place, &n_remove) + 1;
      g_assert_cmpuint (n_place, ==, placements[p]);
      g_assert_cmpuint (n_remove, ==, backtracks[p]);
      g_assert_cmpuint (n_place - n_remove, ==, count_empty (puzzles[p]));
      total += n_remove;
    }
  g_assert_null (lines[next]);
  g_assert_cmpuint (total, >, 0); /* the replay saw digits taken back */
}

/* What --stats and --trace count, as --help says it: a placement for each
 * "place" line, and for the textbook and fewest searches a backtrack for
 * each "remove" line; a dead end of the fast one may take many cells back.
 * (The fast one once counted the givens too: 81 placements beside 51
 * "place" lines.) */
static void
test_stats_and_trace_agree (void)
{
  static const char *const puzzles[] = { EASY, HARD, CLUE17 };
  static const char *const strategies[] = { "--strategy=fast", "--strategy=fewest",
                                            "--strategy=textbook" };
  g_auto(CliResult) help = { 0 };
  g_autofree char *input = g_strjoin ("\n", EASY, HARD, CLUE17, "", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
    {
      g_auto(CliResult) result = { 0 };
      g_auto(GStrv) lines = NULL;
      guint64 placements[3], backtracks[3];
      /* The textbook search takes millions of steps on the hard ones. */
      guint   next = 0, n = i == 2 ? 1 : 3;

      run_cli (&result, i == 2 ? EASY "\n" : input, "--solve", "--trace", "--stats",
               strategies[i], NULL);
      g_assert_cmpint (result.status, ==, 0);
      g_assert_cmpuint (parse_stats (result.err, placements, backtracks), ==, n);
      lines = split_lines (result.out);
      for (guint p = 0; p < n; p++)
        {
          guint64 n_place, n_remove;

          next = replay_trace (lines, next, puzzles[p], &n_place, &n_remove) + 1;
          g_assert_cmpuint (placements[p], ==, n_place);
          if (i == 0)
            g_assert_cmpuint (backtracks[p], <=, n_remove);
          else
            g_assert_cmpuint (backtracks[p], ==, n_remove);
        }
    }

  run_cli (&help, NULL, "--help", NULL);
  g_assert_nonnull (strstr (help.out, "dead ends"));
}

/* --rate labels its figures, as Sudoku Explainer does. */
static void
test_rate_labels (void)
{
  assert_cli (EASY "\n" EMPTY "\n", 1, "ER 1.2 EP 1.2 ED 1.2\nmultiple\n",
              "<stdin>:2: this puzzle has more than one solution; logic cannot settle it\n",
              "--rate", NULL);
}

static void
test_trace_grid (void)
{
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GRegex) regex = NULL;
  guint n, steps = 0;

  /* Steps before each grid; the grids themselves as without --trace. */
  run_cli (&result, NULL, "--solve", "--trace", "judge.txt", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  regex = g_regex_new ("^(place r[1-9]c[1-9]=[1-9]|remove r[1-9]c[1-9]|[1-9]{9})$", 0, 0, NULL);
  lines = split_lines (result.out);
  n = g_strv_length (lines);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_regex_match (regex, lines[i], 0, NULL));
      steps += lines[i][0] == 'p' || lines[i][0] == 'r';
    }
  g_assert_cmpuint (steps, >=, count_empty (EASY) + count_empty (CLUE17));
  g_assert_cmpuint (n, ==, steps + 18);
}

typedef struct
{
  const char *path;
  const char *input;
  const char *message;
  const char *out; /* the answers to the puzzles before the fault, or NULL */
} BadInput;

#define EASY_SOLVED "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
#define EASY_SOLVED_GRID                                                                     \
  "534678912\n672195348\n198342567\n859761423\n426853791\n713924856\n961537284\n287419635\n" \
  "345286179\n"

static const BadInput bad_inputs[] = {
  { "bad-char", EASY "\n" D9 "...x", "<stdin>:2:13: expected a digit, '.' or '0', found 'x'",
    EASY_SOLVED "\n" },
  { "utf8", "1 2 3 \xc3\xa9",
    "<stdin>:1:7: expected a digit, or one of . 0 - * _ x for an empty cell, found '\xc3\xa9'" },
  { "mixed-marks", "53..7-", "<stdin>:1:6: expected a digit, '.' or '0', found '-'" },
  { "json", "[[\"5\",\"3\",\".\"}", "<stdin>:1:14: expected ',' or ']' after a cell, found '}'" },
  { "ss", "|53.|.7.|...|\n|6..|19.5|...|\n",
    "<stdin>:2:9: expected '|' between the boxes, found '5'" },
  { "line-80", D9 D9 D9 D9 D9 D9 D9 D9 "........\n",
    "<stdin>:1: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 80 cells" },
  { "line-82", EMPTY ".\n",
    "<stdin>:1:82: expected the end of the line after 81 cells, found more" },
  { "grid-8", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
              "...419..5\n",
    "<stdin>:9: the file ends inside the grid that starts on line 1, after 8 of its 9 rows" },
  { "judge-more", "2\n530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n"
                  "060000280\n000419005\n000080079\n",
    "<stdin>:11: expected puzzle 2 of 2, found the end of the file", EASY_SOLVED_GRID },
  { "judge-row-8", "1\n53007000\n",
    "<stdin>:2: expected row 1 of 9 of puzzle 1 with 9 cells, found 8 cells" },
  /* A short line with nothing after it is the start of a puzzle cut short,
   * not the count of a judge file. */
  { "short-line", "53007\n",
    "<stdin>:1: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 5 cells" },
  { "short-line-comment", "# mine\n  5300700 \n\n# more\n",
    "<stdin>:2: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 7 cells" },
  { "short-line-no-newline", "53007",
    "<stdin>:1: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 5 cells" },
  { "empty", "", "<stdin>:1: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "comments", "# nothing\n\n",
    "<stdin>:3: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
};

static void
test_bad_stdin (gconstpointer data)
{
  const BadInput  *bad = data;
  g_autofree char *err = g_strconcat (bad->message, "\n", NULL);

  /* Read as a stream: the puzzles before the fault are answered, then the
   * fault is named. */
  assert_cli (bad->input, 2, bad->out != NULL ? bad->out : "", err, "--solve", NULL);
}

static void
test_bad_file (void)
{
  static const char err[] = "bad-char.txt:3:17: expected a digit, '.' or '0', found 'x'\n";

  assert_cli (NULL, 2, EASY_SOLVED "\n", err, "--solve", "bad-char.txt", NULL);
  assert_cli (NULL, 2, "unique\n", err, "--count", "bad-char.txt", NULL);
  /* Bad input wins over a puzzle without solution. */
  assert_cli (DEAD_CELL, 2, "none\n" EASY_SOLVED "\n",
              "<stdin>:1: this puzzle has no solution\n"
              "bad-char.txt:3:17: expected a digit, '.' or '0', found 'x'\n",
              "--solve", "-", "bad-char.txt", NULL);
}

static void
test_empty_file (void)
{
  assert_cli (NULL, 2, "",
              "empty.txt:1: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells\n",
              "--solve", "empty.txt", NULL);
}

static void
test_missing_file (void)
{
  g_auto(CliResult) lines = { 0 };
  g_auto(CliResult) judge = { 0 };
  g_auto(CliResult) result = { 0 };
  g_autofree char *expected = NULL;

  run_cli (&lines, NULL, "--solve", "lines.txt", NULL);
  run_cli (&judge, NULL, "--solve", "judge.txt", NULL);
  run_cli (&result, NULL, "--solve", "lines.txt", "missing.txt", "judge.txt", NULL);

  /* The others are still solved. */
  expected = g_strconcat (lines.out, judge.out, NULL);
  g_assert_cmpstr (result.out, ==, expected);
  g_assert_true (g_str_has_prefix (result.err, "missing.txt: "));
  g_assert_nonnull (strstr (result.err, "No such file or directory"));
  g_assert_nonnull (strchr (result.err, '\n'));
  g_assert_cmpstr (strchr (result.err, '\n'), ==, "\n");
  g_assert_cmpint (result.status, ==, 2);
}

static void
test_directory (void)
{
  /* Named once, with the reason. */
  assert_cli (NULL, 2, "", ".: Is a directory\n", "--solve", ".", NULL);
  assert_cli (NULL, 2, "", ".: Is a directory\n", "--count", ".", NULL);
}

static void
test_unreadable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_auto(CliResult) result = { 0 };

  g_assert_no_error (error);
  path = g_build_filename (dir, "secret.txt", NULL);
  g_assert_true (g_file_set_contents (path, EASY "\n", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0), ==, 0);

  if (g_access (path, R_OK) == 0)
    g_test_skip ("running with privileges that read any file");
  else
    {
      run_cli (&result, NULL, "--solve", path, NULL);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_true (g_str_has_prefix (result.err, path));
      g_assert_nonnull (strstr (result.err, "Permission denied"));
      g_assert_cmpint (result.status, ==, 2);
    }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_stdin_dash (void)
{
  g_auto(CliResult) lines = { 0 };
  g_auto(CliResult) judge = { 0 };
  g_auto(CliResult) result = { 0 };
  g_autofree char *expected = NULL;

  run_cli (&lines, NULL, "--solve", "lines.txt", NULL);
  run_cli (&judge, NULL, "--solve", "judge.txt", NULL);

  run_cli (&result, HARD "\n", "--solve", "-", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_line_solutions (result.out, (const char *const[]){ HARD }, 1);
  g_assert_cmpint (result.status, ==, 0);

  /* "-" among files, in its place. */
  expected = g_strconcat (lines.out, result.out, judge.out, NULL);
  cli_result_clear (&result);
  run_cli (&result, HARD "\n", "--solve", "lines.txt", "-", "judge.txt", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpstr (result.out, ==, expected);
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_help (void)
{
  static const char *const words[] = {
    "--solve",
    "--count",
    "--strategy",
    "fast",
    "fewest",
    "textbook",
    "--stats",
    "--trace",
    "--jobs",
    "--version",
    "FILE",
    "standard input",
    "#",
    "Exit status",
    "0",
    "1",
    "2",
  };
  g_auto(CliResult) result = { 0 };

  run_cli (&result, NULL, "--help", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strstr (result.out, words[i]) == NULL)
      g_error ("--help does not mention “%s”:\n%s", words[i], result.out);
}

static void
test_version (void)
{
  assert_cli (NULL, 0, PACKAGE_NAME " " PACKAGE_VERSION "\n", "", "--version", NULL);
}

static void
test_write_error (void)
{
  g_autoptr(GBytes) input = NULL;
  g_autoptr(GString) many = g_string_new (NULL);
  g_auto(CliResult) result = { 0 };
  const char *const args[] = { "--solve", NULL };

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full");
      return;
    }
  /* More than a stdio buffer of output, and a bit. */
  for (guint i = 0; i < 200; i++)
    g_string_append (many, EASY "\n");
  input = g_bytes_new (many->str, many->len);
  run_cli_full (&result, input, "/dev/full", args);
  g_assert_true (g_str_has_prefix (result.err, "cannot write the solutions: "));
  g_assert_nonnull (strstr (result.err, "No space left on device"));
  g_assert_cmpint (result.status, ==, 2);
}

/* A line of 10 MB is refused once it is longer than a line is held (1 MB),
 * not read whole; a line a little too long for a puzzle is refused for
 * that. */
static void
test_huge_line (void)
{
  const gsize      size = 10 * 1024 * 1024;
  g_autofree char *data = g_malloc (size + 1);
  g_auto(CliResult) result = { 0 };

  memset (data, '7', size);
  data[size] = '\0';
  run_cli (&result, data, "--solve", NULL);
  g_assert_true (g_str_has_prefix (result.err, "<stdin>:1: expected a line of at most 1.0"));
  g_assert_cmpint (result.status, ==, 2);
  data[100000] = '\0';
  assert_cli (data, 2, "",
              "<stdin>:1:82: expected the end of the line after 81 cells, found more\n",
              "--solve", NULL);
}

/* The forms of tests/data/formats */

#define CLASSIC \
  "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1"
#define SIMPLE \
  ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4.89.25.6.....8.3."
#define NORVIG1 "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."

/* @solution, 81 digits, as a JSON board of strings or numbers on one line. */
static char *
json_board (const char *solution,
            gboolean    numbers)
{
  GString *json = g_string_new ("[");

  g_assert_cmpuint (strlen (solution), ==, N_CELLS);
  for (guint r = 0; r < 9; r++)
    {
      g_string_append (json, r == 0 ? "[" : ",[");
      for (guint c = 0; c < 9; c++)
        g_string_append_printf (json, numbers ? "%s%c" : "%s\"%c\"", c == 0 ? "" : ",",
                                solution[r * 9 + c]);
      g_string_append_c (json, ']');
    }
  g_string_append (json, "]\n");
  return g_string_free (json, FALSE);
}

/* Solves @puzzle alone, as a line, for an answer to compare with. */
static char *
solve_line (const char *puzzle)
{
  g_auto(CliResult) result = { 0 };
  g_autofree char *input = g_strconcat (puzzle, "\n", NULL);

  run_cli (&result, input, "--solve", NULL);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  assert_line_solutions (result.out, &puzzle, 1);
  return g_strndup (result.out, N_CELLS);
}

static void
test_format_sdk (void)
{
  static const char *const classic[] = { CLASSIC };
  static const char *const sadman[] = { EASY };
  g_auto(CliResult) result = { 0 };

  /* Headers and sections are read, and the grid is printed as 9 lines. */
  run_cli (&result, NULL, "--solve", "../formats/classic.sdk", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, classic, 1, FALSE);
  g_assert_cmpint (result.status, ==, 0);

  cli_result_clear (&result);
  run_cli (&result, NULL, "--solve", "../formats/sadman.sdk", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, sadman, 1, FALSE);
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_format_ss (void)
{
  static const char *const puzzles[] = { SIMPLE, EASY };
  g_auto(CliResult) result = { 0 };
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  /* Simple Sudoku grids come out as plain grids, a blank line between. */
  run_cli (&result, NULL, "--solve", "../formats/puzzle.ss", "../formats/plain.ss", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, puzzles, G_N_ELEMENTS (puzzles), TRUE);
  g_assert_cmpint (result.status, ==, 0);

  /* From standard input too: the form is in the content, not the name. */
  g_assert_true (g_file_get_contents ("../formats/puzzle.ss", &contents, NULL, &error));
  g_assert_no_error (error);
  cli_result_clear (&result);
  run_cli (&result, contents, "--solve", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, puzzles, 1, FALSE);
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_format_sdm (void)
{
  static const char *const puzzles[] = { EASY, HARD, EASY36, EASY36B, CLUE17, NORVIG1, NORVIG1 };
  g_auto(CliResult) result = { 0 };

  /* Every mark for empty cells; a line for every line. */
  run_cli (&result, NULL, "--solve", "../formats/collection.sdm", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_line_solutions (result.out, puzzles, G_N_ELEMENTS (puzzles));
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_format_json (void)
{
  g_autofree char *easy = solve_line (EASY);
  g_autofree char *hard = solve_line (HARD);
  g_autofree char *easy36 = solve_line (EASY36);
  g_autofree char *clue17 = solve_line (CLUE17);
  g_autofree char *strings = json_board (easy, FALSE);
  g_autofree char *numbers = json_board (hard, TRUE);
  g_autofree char *both = NULL;
  g_autofree char *mixed = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  /* A board of strings gives one of strings, one of numbers one of
   * numbers, each on one line. */
  assert_cli (NULL, 0, strings, "", "--solve", "../formats/board.json", NULL);
  assert_cli (NULL, 0, numbers, "", "--solve", "../formats/numbers.json", NULL);
  {
    g_autofree char *first = json_board (easy36, FALSE);
    g_autofree char *second = json_board (clue17, FALSE);

    both = g_strconcat (first, second, NULL);
  }
  assert_cli (NULL, 0, both, "", "--solve", "../formats/boards.json", NULL);

  /* On standard input, and between grids: a blank line on each side of a
   * grid, as between lines and grids. */
  g_assert_true (g_file_get_contents ("../formats/board.json", &contents, NULL, &error));
  g_assert_no_error (error);
  assert_cli (contents, 0, strings, "", "--solve", NULL);
  {
    g_auto(CliResult) grid = { 0 };

    run_cli (&grid, NULL, "--solve", "../formats/sadman.sdk", NULL);
    mixed = g_strconcat (grid.out, "\n", strings, numbers, "\n", grid.out, NULL);
  }
  assert_cli (contents, 0, mixed, "", "--solve", "../formats/sadman.sdk", "-",
              "../formats/numbers.json", "../formats/sadman.sdk", NULL);

  /* No solution: "none", as for the other forms. */
  assert_cli ("[[\"5\",\"5\",0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],"
              "[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],"
              "[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]]",
              1, "none\n", "<stdin>:1: no solution: 5 appears twice in row 1\n", "--solve", NULL);
}

static void
test_format_judge (void)
{
  static const char *const puzzles[] = { EASY, CLUE17 };
  g_auto(CliResult) result = { 0 };

  run_cli (&result, NULL, "--solve", "../formats/judge.txt", NULL);
  g_assert_cmpstr (result.err, ==, "");
  assert_grid_solutions (result.out, puzzles, G_N_ELEMENTS (puzzles), FALSE);
  g_assert_cmpint (result.status, ==, 0);
}

static void
test_format_count (void)
{
  /* One word a puzzle, whatever the form. */
  assert_cli (NULL, 0,
              "unique\nunique\nunique\nunique\nunique\nunique\nunique\nunique\nunique\nunique\n",
              "", "--count", "../formats/classic.sdk", "../formats/puzzle.ss",
              "../formats/plain.ss", "../formats/board.json", "../formats/numbers.json",
              "../formats/boards.json", "../formats/judge.txt", "../formats/sadman.sdk", NULL);
}

typedef struct
{
  const char *file;
  const char *message;
  guint       n_before; /* puzzles answered before the fault */
} BadFormat;

static const BadFormat bad_formats[] = {
  { "bad.json", "1:42: expected ',' or ']' after a cell, found '}'" },
  { "ten-columns.json", "1:38: expected ']' after the 9 cells of row 1, found ','" },
  { "non-utf8.json",
    "3:20: expected text inside the string, found the byte 0xC3, which is not UTF-8 text" },
  { "bad-border.ss", "4:13: expected '|' at the end of the row, found '5'" },
  { "no-rule.ss", "4:1: expected a line such as '|---+---+---|' between the boxes, found '8'" },
  { "ten-rows.sdk", "10: expected 9 rows, found 10" },
  { "truncated.sdk",
    "9: the file ends inside the grid that starts on line 1, after 8 of its 9 rows" },
  { "latin1.sdk", "1:6: expected text after '#A', found the byte 0xE9, which is not UTF-8 text" },
  { "nul.sdk", "3:6: expected a digit, '.' or '0', found the byte 0x00" },
  { "empty.sdk", "1: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "judge-too-few.txt", "20: expected puzzle 3 of 3, found the end of the file", 2 },
  { "judge-too-many.txt",
    "11: expected the end of the file after the 1 puzzle announced on line 1", 1 },
};

static void
test_bad_format (gconstpointer data)
{
  const BadFormat *bad = data;
  g_autofree char *path = g_strconcat ("../formats/", bad->file, NULL);
  g_autofree char *err = g_strconcat (path, ":", bad->message, "\n", NULL);

  g_auto(CliResult) solved = { 0 };
  g_auto(CliResult) counted = { 0 };
  g_auto(GStrv) lines = NULL;

  /* Read as a stream: the puzzles before the fault are answered, then the
   * fault is named. */
  run_cli (&solved, NULL, "--solve", path, NULL);
  run_cli (&counted, NULL, "--count", path, NULL);
  g_assert_cmpstr (solved.err, ==, err);
  g_assert_cmpstr (counted.err, ==, err);
  g_assert_cmpint (solved.status, ==, 2);
  g_assert_cmpint (counted.status, ==, 2);
  if (bad->n_before == 0)
    g_assert_cmpstr (solved.out, ==, "");
  lines = g_strsplit (counted.out, "\n", -1);
  g_assert_cmpuint (MAX (g_strv_length (lines), 1), ==, bad->n_before + 1);
}

static void
test_directory_as_puzzle (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char *grid = NULL;
  g_autofree char *expected = NULL;
  g_auto(CliResult) result = { 0 };

  /* A directory named like a puzzle file, and the one of the fixtures:
   * each a clean message; the file after them is still solved. */
  g_assert_no_error (error);
  grid = g_build_filename (dir, "grid.sdk", NULL);
  g_assert_cmpint (g_mkdir (grid, 0700), ==, 0);
  run_cli (&result, NULL, "--solve", grid, "../formats", "../formats/numbers.json", NULL);
  expected = g_strdup_printf ("%s: Is a directory\n../formats: Is a directory\n", grid);
  g_assert_cmpstr (result.err, ==, expected);
  g_assert_true (g_str_has_prefix (result.out, "[[4,"));
  g_assert_cmpint (result.status, ==, 2);
  g_assert_cmpint (g_rmdir (grid), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* 100 MB on one line, in the JSON form: refused promptly, with where. */
static void
test_huge_json (void)
{
  const gsize      size = 100 * 1024 * 1024;
  g_autofree char *data = g_malloc (size + 1);
  g_autofree char *err = NULL;

  memset (data, ' ', size);
  memcpy (data, "[[", 2);
  data[size - 1] = '}';
  data[size] = '\0';
  err = g_strdup_printf ("<stdin>:1:%" G_GSIZE_FORMAT ": expected a cell, a string such as \"5\" "
                         "or \".\" or a number from 0 to 9, found '}'\n",
                         size);
  assert_cli (data, 2, "", err, "--solve", NULL);
}

static void
limit_child (gpointer data)
{
  struct rlimit cpu = { 20, 20 };

  /* Today's input grows as long as it is read: a line is bounded, and
   * memory and time with it. */
  setrlimit (RLIMIT_CPU, &cpu);
#if !defined(__SANITIZE_ADDRESS__)
  {
    struct rlimit memory = { 512 << 20, 512 << 20 };

    setrlimit (RLIMIT_AS, &memory);
  }
#endif
}

/* Input with no line end (/dev/zero), or a line far too long for a puzzle:
 * refused with the file and line, in bounded memory, by every reader. */
static void
test_endless_line (void)
{
  static const char *const options[] = { "--solve", "--count", "--explain", "--rate" };

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (
        G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_subprocess_launcher_set_child_setup (launcher, limit_child, NULL, NULL);
      process = g_subprocess_launcher_spawn (launcher, &error, solver_path, options[i],
                                             "/dev/zero", NULL);
      g_assert_no_error (error);
      g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
      /* g_format_size () puts a no-break space before the unit. */
      g_assert_true (g_str_has_prefix (err, "/dev/zero:1: expected a line of at most 1.0"));
      g_assert_nonnull (strstr (err, "MB, found a longer one: is this a file of puzzles?\n"));
    }
  {
    /* Puzzles, then a line of 2 MB of cells: the puzzles are answered. */
    g_autoptr(GString) input = g_string_new (EASY "\n" EASY "\n");
    g_auto(CliResult) result = { 0 };

    for (guint i = 0; i < 2 * 1024 * 1024; i++)
      g_string_append_c (input, '.');
    g_string_append_c (input, '\n');

    run_cli (&result, input->str, "--solve", NULL);
    g_assert_cmpstr (result.out, ==, EASY_SOLVED "\n" EASY_SOLVED "\n");
    g_assert_true (g_str_has_prefix (result.err, "<stdin>:3: expected a line of at most 1.0"));
    g_assert_cmpint (result.status, ==, 2);
  }
  {
    /* UTF-16 alone is read whole, to be converted: 2 MB of it is no line
     * of 2 MB. */
    g_autoptr(GString) text = g_string_new (NULL);
    g_autoptr(GBytes) input = NULL;
    g_autofree gunichar2 *utf16 = NULL;
    g_autofree char      *expected = NULL;
    g_auto(CliResult) result = { 0 };
    glong             written = 0;
    const char *const args[] = { "--count", NULL };

    for (guint i = 0; i < 14000; i++)
      g_string_append (text, EASY "\n");
    utf16 = g_utf8_to_utf16 (text->str, -1, NULL, &written, NULL);
    g_string_assign (text, "\xff\xfe"); /* the byte order mark, little-endian */
    g_string_append_len (text, (const char *)utf16, written * 2);
    g_assert_cmpuint (text->len, >, 2 * 1024 * 1024);
    input = g_bytes_new (text->str, text->len);
    run_cli_full (&result, input, NULL, args);
    g_assert_cmpstr (result.err, ==, "");
    g_assert_cmpint (result.status, ==, 0);
    g_assert_cmpuint (strlen (result.out), ==, 14000 * strlen ("unique\n"));
  }
}

/* Many header lines before a puzzle are read (in linear time: the benchmark
 * `scaling` times it); headers without end are refused, in bounded memory,
 * once they pass 16 MiB. */
static void
test_many_headers (void)
{
  g_autoptr(GString) input = g_string_new (NULL);
  g_auto(CliResult) result = { 0 };
  g_auto(CliResult) endless = { 0 };

  for (guint i = 0; i < 200000; i++)
    g_string_append (input, "#C x\n");
  g_string_append (input, EASY "\n");
  run_cli (&result, input->str, "--solve", NULL);
  g_assert_cmpstr (result.out, ==, EASY_SOLVED "\n");
  g_assert_cmpint (result.status, ==, 0);

  g_string_truncate (input, 0);
  for (guint i = 0; i < 800000; i++)
    g_string_append (input, "#C a header of thirty bytes\n");
  run_cli (&endless, input->str, "--solve", NULL);
  g_assert_cmpstr (endless.out, ==, "");
  g_assert_true (g_str_has_prefix (endless.err, "<stdin>:"));
  g_assert_nonnull (strstr (endless.err, ": expected a puzzle after at most 16.8"));
  g_assert_cmpint (endless.status, ==, 2);
}

/* Random bytes, mostly ones the parser cares about, and now and then a real
 * puzzle: never a crash, and a message for every refusal. */
static void
test_garbage (void)
{
  static const char        alphabet[] = "0123456789......\n\n\n  #\r";
  static const char *const options[] = { "--solve", "--count", "--trace", "--stats" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);

  for (guint i = 0; i < 24; i++)
    {
      gsize              size = (gsize)g_rand_int_range (rand, 1, 3000);
      g_autofree guint8 *data = g_malloc (size);
      g_autoptr(GBytes) input = NULL;
      g_auto(CliResult) result = { 0 };
      const char *const args[] = { options[i % G_N_ELEMENTS (options)], NULL };

      for (gsize k = 0; k < size; k++)
        {
          if (i % 2 == 0 && g_rand_int_range (rand, 0, 4) == 0)
            data[k] = (guint8)g_rand_int_range (rand, 0, 256);
          else
            data[k] = (guint8)alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
        }
      if (i % 3 == 0 && size > N_CELLS)
        memcpy (data, EASY "\n", N_CELLS + 1);
      input = g_bytes_new (data, size);
      run_cli_full (&result, input, NULL, args);
      g_assert_cmpint (result.status, >=, 0);
      g_assert_cmpint (result.status, <=, 2);
      if (result.status == 2)
        {
          /* The last word is the fault, after what the puzzles before it said. */
          g_auto(GStrv) lines = g_strsplit (result.err, "\n", -1);
          guint n = g_strv_length (lines);

          g_assert_cmpuint (n, >=, 2);
          g_assert_true (g_str_has_prefix (lines[n - 2], "<stdin>:"));
        }
      else
        g_assert_cmpstr (result.out, !=, "");
    }
}

static void
test_usage_error (void)
{
  static const char *const cases[][2] = {
    { "--frobnicate", "--frobnicate" },
    { "--strategy", "--strategy" },
    { "--strategy=bogus", "bogus" },
  };

  /* Usage errors exit 2, as the README says, not 1 ("no solution"). */
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliResult) result = { 0 };

      run_cli (&result, NULL, "--solve", cases[i][0], NULL);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_nonnull (strstr (result.err, cases[i][1]));
      g_assert_nonnull (strstr (result.err, "--help"));
      g_assert_cmpint (result.status, ==, 2);
    }
}

static void
close_stdout (gpointer user_data)
{
  close (STDOUT_FILENO);
}

/* Runs `sudoku-solver ARGS >&-` and returns its standard error. */
static char *
run_stdout_closed (const char *const *args,
                   int               *status)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, data_dir);
  g_subprocess_launcher_set_child_setup (launcher, close_stdout, NULL, NULL);
  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *status = g_subprocess_get_exit_status (process);
  return bytes_to_string (err);
}

static void
test_stdout_closed (void)
{
  const char *const solve[] = { "--solve", "lines.txt", NULL };
  const char *const version[] = { "--version", NULL };
  g_autofree char  *solve_err = NULL;
  g_autofree char  *version_err = NULL;
  int               status;

  /* `sudoku-solver --solve >&-`: the solutions must not go to whatever
   * the program opens first as descriptor 1. */
  solve_err = run_stdout_closed (solve, &status);
  g_assert_cmpstr (solve_err, ==, "cannot write the solutions: standard output is closed\n");
  g_assert_cmpint (status, ==, 2);
  version_err = run_stdout_closed (version, &status);
  g_assert_cmpstr (version_err, ==, "sudoku-solver: cannot write: standard output is closed\n");
  g_assert_cmpint (status, ==, 2);
}

/* A file name that a message must not print as it is. */
static void
assert_name_escaped (const char *basename,
                     const char *shown)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sudoku-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_auto(CliResult) result = { 0 };

  g_assert_no_error (error);
  path = g_build_filename (dir, basename, NULL);
  g_file_set_contents (path, EASY "\n12y\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&result, NULL, "--solve", path, NULL);
  expected = g_strdup_printf ("\"%s/%s\":2:3: " NOT_A_CELL "'y'\n", dir, shown);
  g_assert_cmpstr (result.err, ==, expected);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_file_name_escaped (void)
{
  /* One message, one line, naming the file exactly. */
  assert_name_escaped ("two\nlines.txt", "two\\nlines.txt");
  assert_name_escaped ("caf\xe9.txt", "caf\\xE9.txt");
  assert_name_escaped ("tab\tand \"quote\".txt", "tab\\tand \\\"quote\\\".txt");
}

static void
test_file_name_plain (void)
{
  g_auto(CliResult) result = { 0 };

  /* Printable UTF-8 is shown as it is. */
  run_cli (&result, NULL, "--solve", "bad-char.txt", NULL);
  g_assert_true (g_str_has_prefix (result.err, "bad-char.txt:"));
}

static void
test_utf16 (void)
{
  static const char text[] = EASY "\r\n";
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GBytes) input = NULL;
  g_auto(CliResult) result = { 0 };
  const char *const args[] = { "--solve", NULL };

  /* What some editors save as "Unicode": UTF-16 after a byte order mark. */
  g_byte_array_append (bytes, (const guint8 *)"\xff\xfe", 2);
  for (const char *p = text; *p != '\0'; p++)
    g_byte_array_append (bytes, (const guint8 *)(const char[]){ *p, 0 }, 2);
  input = g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
  run_cli_full (&result, input, NULL, args);
  g_assert_cmpstr (result.err, ==, "");
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpuint (strlen (result.out), ==, N_CELLS + 1);
  result.out[N_CELLS] = '\0';
  assert_completes (EASY, result.out);
}

/* The shared libraries the dynamic loader loads for `sudoku-solver ARGS`,
 * from its own report (LD_DEBUG=files). */
static char *
libraries_loaded (const char *const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, data_dir);
  g_subprocess_launcher_setenv (launcher, "LD_DEBUG", "files", TRUE);
  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  return bytes_to_string (err);
}

static void
test_no_gtk (void)
{
  static const char *const runs[][3] = {
    { "--solve", "lines.txt", NULL },
    { "--count", "lines.txt", NULL },
    { "--help", NULL },
    { "--version", NULL },
    { "--frobnicate", NULL },
  };

  /* The command line starts at once: nothing the window needs is loaded. */
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *report = libraries_loaded (runs[i]);

      /* The report is there: GLib itself is named in it. */
      g_assert_nonnull (strstr (report, "libglib-2.0.so"));
      /* Nor GIO, nor GObject: GIO alone takes some 3 ms to start. */
      if (strstr (report, "libgtk-4.so") != NULL || strstr (report, "sudoku-window.so") != NULL ||
          strstr (report, "libgio-2.0.so") != NULL || strstr (report, "libgobject-2.0.so") != NULL)
        g_error ("sudoku-solver %s loads what the window needs:\n%s", runs[i][0], report);
    }
}

/* Every core */

/* A collection of more puzzles than one batch holds, in @format, with
 * puzzles of several solutions and of none among them. */
static char *
write_collection (const char  *dir,
                  SudokuFormat format,
                  guint        n_puzzles)
{
  static const char *const samples[] = { "../gen_minimal_10k-sample.txt",
                                         "../puzzles7_serg_benchmark-sample.txt",
                                         "../puzzles2_17_clue-sample.txt" };
  g_autoptr(GArray) all = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  char            *path = g_strdup_printf ("%s/collection-%d", dir, format);

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *data = NULL;
      gsize            length;
      g_autoptr(GArray) puzzles = NULL;

      g_assert_true (g_file_get_contents (samples[i], &data, &length, &error));
      puzzles = sudoku_parse_puzzles (data, length, samples[i], &error);
      g_assert_no_error (error);
      g_array_append_vals (all, puzzles->data, puzzles->len);
      /* The metadata stays with @puzzles: there is none in these. */
    }
  for (guint n = all->len; all->len < n_puzzles;)
    {
      /* Appending from the array itself would read what it has moved. */
      SudokuPuzzle copy = g_array_index (all, SudokuPuzzle, all->len % n);

      g_array_append_val (all, copy);
    }
  g_array_index (all, SudokuPuzzle, 7).cells[0] = 0;
  memcpy (g_array_index (all, SudokuPuzzle, 11).cells, (const guint8[]){ 1, 2, 3, 4, 5, 6, 7, 8 }, 8);
  g_array_set_size (all, n_puzzles);
  text = sudoku_write_puzzles ((const SudokuPuzzle *)(const void *)all->data, all->len, format);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_jobs (void)
{
  static const char *const  modes[] = { "--solve", "--count" };
  static const SudokuFormat formats[] = { SUDOKU_FORMAT_LINES, SUDOKU_FORMAT_SDK, SUDOKU_FORMAT_SS,
                                          SUDOKU_FORMAT_JUDGE, SUDOKU_FORMAT_JSON };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);

  /* Solved on several threads, printed in input order: exactly what one
   * thread prints, in every form, across files too. */
  g_assert_no_error (error);
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *path = write_collection (dir, formats[f], 1400);

      for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
        {
          g_auto(CliResult) one = { 0 };
          g_auto(CliResult) three = { 0 };
          g_auto(CliResult) every = { 0 };

          run_cli (&one, NULL, modes[m], "--jobs=1", path, "lines.txt", NULL);
          run_cli (&three, NULL, modes[m], "--jobs=3", path, "lines.txt", NULL);
          run_cli (&every, NULL, modes[m], path, "lines.txt", NULL);
          g_assert_cmpint (one.status, ==, 1);
          g_assert_nonnull (strstr (one.err, "no solution"));
          g_assert_cmpstr (three.out, ==, one.out);
          g_assert_cmpstr (three.err, ==, one.err);
          g_assert_cmpint (three.status, ==, one.status);
          g_assert_cmpstr (every.out, ==, one.out);
          g_assert_cmpstr (every.err, ==, one.err);
        }
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* @text without the times of --stats, which no two runs share. */
static char *
without_times (const char *text)
{
  g_autoptr(GRegex) times = g_regex_new (" time_us=[0-9]+", 0, 0, NULL);

  return g_regex_replace_literal (times, text, -1, 0, "", 0, NULL);
}

static void
test_jobs_stats (void)
{
  g_auto(CliResult) one = { 0 };
  g_auto(CliResult) two = { 0 };
  g_autofree char *one_err = NULL;
  g_autofree char *two_err = NULL;

  /* --stats keeps its output, puzzle by puzzle, in order. */
  run_cli (&one, NULL, "--solve", "--stats", "--jobs=1", "lines.txt", "grids.sdk", NULL);
  run_cli (&two, NULL, "--solve", "--stats", "--jobs=2", "lines.txt", "grids.sdk", NULL);
  g_assert_cmpstr (two.out, ==, one.out);
  one_err = without_times (one.err);
  two_err = without_times (two.err);
  g_assert_cmpstr (two_err, ==, one_err);
  g_assert_nonnull (strstr (one_err, "placements="));
}

/* --rate and --explain on several threads: the same answers, messages and
 * status as on one, in input order (ratings that take from milliseconds
 * to a tenth of a second, one with two solutions and one with none among
 * them). */
static void
test_jobs_logic (void)
{
  static const char *const modes[] = { "--rate", "--explain" };
  static const char *const input =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...\n"
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....\n"
    "................................................................................1\n"
    "11...............................................................................\n"
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....\n"
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...\n";

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_auto(CliResult) one = { 0 };
      g_auto(CliResult) three = { 0 };
      g_auto(CliResult) every = { 0 };

      run_cli (&one, input, modes[m], "--stats", "--jobs=1", NULL);
      run_cli (&three, input, modes[m], "--stats", "--jobs=3", NULL);
      run_cli (&every, input, modes[m], "--stats", NULL);
      g_assert_cmpint (one.status, ==, 1);
      g_assert_nonnull (strstr (one.err, "<stdin>:5: this puzzle has more than one solution"));
      g_assert_nonnull (strstr (one.err, "<stdin>:6: no solution"));
      g_assert_cmpstr (three.out, ==, one.out);
      g_assert_cmpstr (three.err, ==, one.err);
      g_assert_cmpint (three.status, ==, one.status);
      g_assert_cmpstr (every.out, ==, one.out);
      g_assert_cmpstr (every.err, ==, one.err);
    }
}

/* Too many threads aborted (SIGTRAP, "creating thread … Resource
 * temporarily unavailable"): more than 256 is a usage error, for solving
 * and for making puzzles alike. */
static void
test_jobs_bad (void)
{
  static const char *const bad[] = { "--jobs=0", "--jobs=-2", "--jobs=many",
                                     "--jobs", "--jobs=257", "--jobs=100000",
                                     "--jobs=2147483647", "--jobs=-2147483648", "--jobs= 2" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(CliResult) result = { 0 };
      g_auto(CliResult) generating = { 0 };

      run_cli (&result, NULL, "--solve", bad[i], "lines.txt", NULL);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_nonnull (strstr (result.err, "--jobs"));
      g_assert_cmpint (result.status, ==, 2);
      run_cli (&generating, NULL, "--generate=2", "--seed=1", bad[i], NULL);
      g_assert_cmpstr (generating.out, ==, "");
      g_assert_nonnull (strstr (generating.err, "--jobs"));
      g_assert_cmpint (generating.status, ==, 2);
    }
  {
    /* The most is fine, even with few puzzles. */
    g_auto(CliResult) result = { 0 };

    run_cli (&result, NULL, "--solve", "--jobs=256", "lines.txt", NULL);
    g_assert_cmpint (result.status, ==, 0);
    g_assert_cmpstr (result.err, ==, "");
  }
}

extern char **environ;

/* The peak memory of `sudoku-solver ARGS`, in kilobytes, from the kernel's
 * account of that one process. */
static long
peak_kb (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  posix_spawn_file_actions_t actions;
  struct rusage              usage;
  int                        spawned;
  int                        status;
  pid_t                      pid;

  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  /* posix_spawn () shares this process's memory until the exec: a fork ()
   * would count a copy of it in the child's peak. */
  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_addopen (&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  spawned = posix_spawn (&pid, solver_path, &actions, NULL, (char **)argv->pdata, environ);
  g_assert_cmpint (spawned, ==, 0);
  posix_spawn_file_actions_destroy (&actions);
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  return usage.ru_maxrss;
}

static void
test_memory_bounded (void)
{
  static const char solved[] = EASY_SOLVED "\n";
  const guint       n_lines = 24 * 1024 * 1024 / (sizeof solved - 1);
  g_autoptr(GError) error = NULL;
  g_autofree char  *dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_autofree char  *path = g_build_filename (dir, "big.txt", NULL);
  const char *const args[] = { "--count", path, NULL };
  FILE             *file;
  long              kb;

#if defined(__SANITIZE_ADDRESS__)
  /* The sanitizer's own bookkeeping is what would be measured. */
  g_test_skip ("built with AddressSanitizer");
  return;
#endif

  /* --count reads a stream: memory stays small, whatever the input (it
   * was three times the input). Solved puzzles keep it quick.  Written a
   * line at a time: the peak of the child counts this process's memory up
   * to its exec. */
  g_assert_no_error (error);
  file = fopen (path, "w");
  g_assert_nonnull (file);
  for (guint i = 0; i < n_lines; i++)
    fputs (solved, file);
  g_assert_cmpint (fclose (file), ==, 0);
  kb = peak_kb (args);
  g_test_message ("--count of %u puzzles, 24 MB: %ld kB at the peak", n_lines, kb);
  g_assert_cmpint (kb, <, 16 * 1024);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  solver_path = g_getenv ("SUDOKU_SOLVER");
  if (solver_path == NULL)
    {
      g_printerr ("SUDOKU_SOLVER must be the path of sudoku-solver\n");
      return 1;
    }
  data_dir = g_test_build_filename (G_TEST_DIST, "data", "cli", NULL);
  /* For the fixture files read by the tests themselves. */
  g_assert_cmpint (g_chdir (data_dir), ==, 0);

  g_test_add_func ("/sudoku/cli/line", test_line);
  g_test_add_func ("/sudoku/cli/grid", test_grid);
  g_test_add_func ("/sudoku/cli/grids-across-files", test_grids_across_files);
  g_test_add_func ("/sudoku/cli/judge", test_judge);
  g_test_add_func ("/sudoku/cli/judge-crlf", test_judge_crlf);
  g_test_add_func ("/sudoku/cli/judge-none", test_judge_none);
  g_test_add_func ("/sudoku/cli/judge-zero", test_judge_zero);
  g_test_add_func ("/sudoku/cli/none", test_none);
  g_test_add_func ("/sudoku/cli/clash", test_clash);
  g_test_add_func ("/sudoku/cli/multiple", test_multiple);
  g_test_add_func ("/sudoku/cli/count", test_count);
  g_test_add_func ("/sudoku/cli/strategy", test_strategy);
  g_test_add_func ("/sudoku/cli/strategy-bogus", test_strategy_bogus);
  g_test_add_func ("/sudoku/cli/stats", test_stats);
  g_test_add_func ("/sudoku/cli/trace", test_trace);
  g_test_add_func ("/sudoku/cli/trace-textbook", test_trace_textbook);
  g_test_add_func ("/sudoku/cli/trace-grid", test_trace_grid);
  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/cli/bad-input/%s", bad_inputs[i].path);

      g_test_add_data_func (path, &bad_inputs[i], test_bad_stdin);
    }
  g_test_add_func ("/sudoku/cli/bad-file", test_bad_file);
  g_test_add_func ("/sudoku/cli/empty-file", test_empty_file);
  g_test_add_func ("/sudoku/cli/missing-file", test_missing_file);
  g_test_add_func ("/sudoku/cli/directory", test_directory);
  g_test_add_func ("/sudoku/cli/unreadable", test_unreadable);
  g_test_add_func ("/sudoku/cli/stdin-dash", test_stdin_dash);
  g_test_add_func ("/sudoku/cli/help", test_help);
  g_test_add_func ("/sudoku/cli/stats-and-trace-agree", test_stats_and_trace_agree);
  g_test_add_func ("/sudoku/cli/rate-labels", test_rate_labels);
  g_test_add_func ("/sudoku/cli/usage-error", test_usage_error);
  g_test_add_func ("/sudoku/cli/stdout-closed", test_stdout_closed);
  g_test_add_func ("/sudoku/cli/file-name-escaped", test_file_name_escaped);
  g_test_add_func ("/sudoku/cli/file-name-plain", test_file_name_plain);
  g_test_add_func ("/sudoku/cli/utf16", test_utf16);
  g_test_add_func ("/sudoku/cli/no-gtk", test_no_gtk);
  g_test_add_func ("/sudoku/cli/jobs", test_jobs);
  g_test_add_func ("/sudoku/cli/jobs-stats", test_jobs_stats);
  g_test_add_func ("/sudoku/cli/jobs-logic", test_jobs_logic);
  g_test_add_func ("/sudoku/cli/jobs-bad", test_jobs_bad);
  g_test_add_func ("/sudoku/cli/memory-bounded", test_memory_bounded);
  g_test_add_func ("/sudoku/cli/version", test_version);
  g_test_add_func ("/sudoku/cli/write-error", test_write_error);
  g_test_add_func ("/sudoku/cli/huge-line", test_huge_line);
  g_test_add_func ("/sudoku/cli/garbage", test_garbage);
  g_test_add_func ("/sudoku/cli/format/sdk", test_format_sdk);
  g_test_add_func ("/sudoku/cli/format/ss", test_format_ss);
  g_test_add_func ("/sudoku/cli/format/sdm", test_format_sdm);
  g_test_add_func ("/sudoku/cli/format/json", test_format_json);
  g_test_add_func ("/sudoku/cli/format/judge", test_format_judge);
  g_test_add_func ("/sudoku/cli/format/count", test_format_count);
  for (guint i = 0; i < G_N_ELEMENTS (bad_formats); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/cli/bad-format/%s", bad_formats[i].file);

      g_test_add_data_func (path, &bad_formats[i], test_bad_format);
    }
  g_test_add_func ("/sudoku/cli/directory-as-puzzle", test_directory_as_puzzle);
  g_test_add_func ("/sudoku/cli/huge-json", test_huge_json);
  g_test_add_func ("/sudoku/cli/endless-line", test_endless_line);
  g_test_add_func ("/sudoku/cli/many-headers", test_many_headers);

  return g_test_run ();
}
