/* test-cli-generate.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-generate"
#define _GNU_SOURCE  /* posix_openpt and friends */

#include "config.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sudoku-generator.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* `sudoku-solver --generate`, run as a program (its path in
 * $SUDOKU_SOLVER). */

static const char *solver_path;

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

G_GNUC_NULL_TERMINATED
static void
run (Run        *result,
     const char *first_arg,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  va_list ap;
  int     wait_status;

  g_ptr_array_add (argv, (gpointer)solver_path);
  va_start (ap, first_arg);
  for (const char *arg = first_arg; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer)arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &result->out, &result->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  result->status = WEXITSTATUS (wait_status);
}

/* The lines of @out, each a puzzle with one solution whose givens stand
 * as @symmetry says. */
static guint
check_puzzles (const char    *out,
               SudokuSymmetry symmetry)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++, n++)
    {
      SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
      guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
      guint              found = 0;

      g_assert_cmpuint (strlen (lines[i]), ==, SUDOKU_N_CELLS);
      g_assert_true (sudoku_parse_cells (lines[i], cells, NULL));
      g_assert_true (sudoku_solve (cells, solution, &options, &found, NULL, NULL));
      g_assert_cmpuint (found, ==, 1);
      g_assert_true (sudoku_symmetry_holds (symmetry, cells));
    }
  return n;
}

static void
test_same_seed (void)
{
  g_auto(Run) a = { 0 };
  g_auto(Run) b = { 0 };
  g_auto(Run) c = { 0 };

  run (&a, "--generate", "12", "--seed", "42", "--jobs", "1", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.err, ==, "");
  g_assert_cmpuint (check_puzzles (a.out, SUDOKU_SYMMETRY_ROTATIONAL), ==, 12);
  /* Any number of threads: the same lines, in the same order. */
  run (&b, "--generate", "12", "--seed", "42", "--jobs", "2", NULL);
  g_assert_cmpstr (b.out, ==, a.out);
  run (&c, "--generate", "12", "--seed", "43", NULL);
  g_assert_cmpstr (c.out, !=, a.out);
}

static void
test_options (void)
{
  for (guint s = 0; s < SUDOKU_N_SYMMETRIES; s++)
    {
      g_auto(Run) result = { 0 };

      run (&result, "--generate", "3", "--seed", "5", "--minimal", "--symmetry",
           sudoku_symmetry_to_string (s), NULL);
      g_assert_cmpint (result.status, ==, 0);
      g_assert_cmpuint (check_puzzles (result.out, s), ==, 3);
    }
}

/* Without --seed, the seed drawn is said, and gives the same puzzles. */
static void
test_seed_said (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) again = { 0 };
  const char      *seed;
  g_autofree char *value = NULL;

  run (&first, "--generate", "2", NULL);
  g_assert_cmpint (first.status, ==, 0);
  seed = strstr (first.err, "--seed=");
  g_assert_nonnull (seed);
  value = g_strndup (seed + 7, strcspn (seed + 7, "\n"));
  run (&again, "--generate", "2", "--seed", value, NULL);
  g_assert_cmpstr (again.out, ==, first.out);
}

/* Each level's puzzles rate in its range (rated by the program itself),
 * Master and Extreme by Sudoku Explainer's bands too. */
static void
test_difficulty (void)
{
  static const struct
  {
    const char *option;
    guint       min, max; /* tenths */
  } levels[] = {
    { "--difficulty=easy", 10, 25 },
    { "--difficulty=medium", 26, 34 },
    { "--difficulty=hard", 35, 44 },
    { "--difficulty=expert", 45, 64 },
    { "--difficulty=master", 65, 84 },
    { "--difficulty=extreme", 85, 110 },
    { "--rating=2.8-3.2", 28, 32 },
    { "--rating=7.0-8.0", 70, 80 },
  };
  g_autofree char *dir = g_dir_make_tmp ("test-cli-generate-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "made.sdm", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_auto(Run) made = { 0 };
      g_auto(Run) rated = { 0 };
      g_auto(GStrv) lines = NULL;

      run (&made, "--generate", "4", "--seed", "9", levels[i].option, NULL);
      g_assert_cmpint (made.status, ==, 0);
      g_assert_cmpuint (check_puzzles (made.out, SUDOKU_SYMMETRY_ROTATIONAL), ==, 4);
      g_assert_true (g_file_set_contents (path, made.out, -1, NULL));
      run (&rated, "--rate", path, NULL);
      g_assert_cmpint (rated.status, ==, 0);
      lines = g_strsplit (rated.out, "\n", -1);
      for (guint k = 0; k < 4; k++)
        {
          guint er;

          /* "ER 2.6 EP 1.2 ED 1.2" */
          g_assert_true (g_str_has_prefix (lines[k], "ER "));
          g_assert_false (lines[k][3] == '>');
          er = (guint)(g_ascii_strtod (lines[k] + 3, NULL) * 10 + 0.5);
          g_assert_cmpuint (er, >=, levels[i].min);
          g_assert_cmpuint (er, <=, levels[i].max);
        }
    }
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_usage (void)
{
  static const char *const cases[][4] = {
    { "--generate", "2", "--symmetry=spiral", NULL },
    { "--generate", "2", "--seed=-3", NULL },
    { "--generate", "2", "--seed=x", NULL },
    { "--minimal", NULL },
    { "--generate", "-4", NULL },
    /* -1 was taken for "not given": it opened the window. */
    { "--generate", "-1", NULL },
    { "--generate=-1", NULL },
    { "--generate=-2147483648", NULL },
    { "--generate", "2", "--difficulty=insane", NULL },
    { "--generate", "2", "--rating=3-2", NULL },
    { "--generate", "2", "--rating=2.6", NULL },
    /* Numbers on the scale, the least first. */
    { "--generate", "2", "--rating=nan-nan", NULL },
    { "--generate", "2", "--rating=1-inf", NULL },
    { "--generate", "2", "--rating=0.5-2", NULL },
    { "--generate", "2", "--rating=2-11.5", NULL },
    { "--generate", "2", "--rating=2-x", NULL },
    { "--difficulty=easy", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) result = { 0 };

      run (&result, cases[i][0], cases[i][1], cases[i][2], NULL);
      g_assert_cmpint (result.status, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_nonnull (strstr (result.err, "--help"));
    }
  {
    g_auto(Run) result = { 0 };

    /* The message names every level. */
    run (&result, "--generate", "2", "--difficulty=insane", NULL);
    g_assert_nonnull (strstr (result.err, "expected easy, medium, hard, expert, master or extreme"));
  }
}

/* A range inside the scale that no puzzle meets (10.5-11: the engine rates
 * up to SE's dynamic forcing chains, and taking givens away at random
 * about never needs more): given up after a bounded search
 * (SUDOKU_TEST_MAX_RATED makes it small here), with the closest puzzle
 * made and its rating, status 1. */
static void
test_range_not_met (void)
{
  static const char *const args[] = { "--generate=1", "--seed=1", "--rating=10.5-11", NULL };
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (
    G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  const char *line;
  guint8      cells[SUDOKU_N_CELLS];

  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_setenv (launcher, "SUDOKU_TEST_MAX_RATED", "200", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *)argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "No puzzle of that kind in 200 attempts; the closest made was "
                                 "rated "));
  line = strrchr (g_strchomp (err), ' ') + 1;
  g_assert_cmpuint (strlen (line), ==, SUDOKU_N_CELLS);
  g_assert_true (sudoku_parse_cells (line, cells, NULL));
}

/* On a terminal, a long search says how far it is, then clears its line;
 * elsewhere (a file, a pipe) it says nothing. */
static void
test_progress (void)
{
  int  master = posix_openpt (O_RDWR | O_NOCTTY);
  int  slave;
  GPid pid;
  int  wait_status;
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { solver_path, "--generate=1", "--seed=1", "--rating=10.5-11", NULL };
  char        buffer[4096];
  gssize      n;

  g_assert_cmpint (master, >=, 0);
  g_assert_cmpint (grantpt (master), ==, 0);
  g_assert_cmpint (unlockpt (master), ==, 0);
  slave = open (ptsname (master), O_RDWR | O_NOCTTY);
  g_assert_cmpint (slave, >=, 0);
  /* A search of some two seconds; the first report comes at once (else
   * after a second, which a fast machine may not reach). */
  g_setenv ("SUDOKU_TEST_MAX_RATED", "2500", TRUE);
  g_setenv ("SUDOKU_TEST_PROGRESS_AFTER_MS", "0", TRUE);
  g_assert_true (g_spawn_async_with_fds (NULL, (char **)argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                         NULL, NULL, &pid, -1, -1, slave, &error));
  g_unsetenv ("SUDOKU_TEST_MAX_RATED");
  g_unsetenv ("SUDOKU_TEST_PROGRESS_AFTER_MS");
  g_assert_no_error (error);
  close (slave);
  /* Read until the child is gone (EIO on Linux once the last slave closes). */
  while ((n = read (master, buffer, sizeof buffer)) > 0)
    g_string_append_len (seen, buffer, n);
  close (master);
  g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 1);
  g_test_message ("%s", seen->str);
  g_assert_nonnull (strstr (seen->str, "\rMade 0 of 1 puzzles, "));
  g_assert_nonnull (strstr (seen->str, " candidates tried…\r\033[K"));
  g_assert_nonnull (strstr (seen->str, "No puzzle of that kind in 2500 attempts"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  solver_path = g_getenv ("SUDOKU_SOLVER");
  g_assert_nonnull (solver_path);

  g_test_add_func ("/sudoku/cli-generate/same-seed", test_same_seed);
  g_test_add_func ("/sudoku/cli-generate/options", test_options);
  g_test_add_func ("/sudoku/cli-generate/seed-said", test_seed_said);
  g_test_add_func ("/sudoku/cli-generate/difficulty", test_difficulty);
  g_test_add_func ("/sudoku/cli-generate/usage", test_usage);
  g_test_add_func ("/sudoku/cli-generate/range-not-met", test_range_not_met);
  g_test_add_func ("/sudoku/cli-generate/progress", test_progress);
  return g_test_run ();
}
