/* test-state-lock.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-state-lock"

#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-document.h"

/* One state file, one instance (issue #22): two instances on different
 * session buses wrote the same `current.ini`, and only the last writer's
 * puzzle came back.  Each case runs in processes of its own (the lock is
 * a process's, for its whole run), on a state folder of its own. */

#define EASY  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define OTHER "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
#define KEPT  "[puzzle]\ngivens=" OTHER "\nsaved=" OTHER "\n"

static char *tmp_dir;

static char *
state_file (void)
{
  return sudoku_document_dup_state_path ();
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    user_data)
{
  (*(guint *)user_data)++;
}

/* A document with EASY on its board, its state written at once. */
static SudokuDocument *
document_with_easy (guint *notified)
{
  SudokuDocument *document = sudoku_document_new ();
  guint8          cells[SUDOKU_N_CELLS];

  g_signal_connect (document, "notify::state-error", G_CALLBACK (count_cb), notified);
  g_assert_true (sudoku_parse_cells (EASY, cells, NULL));
  sudoku_document_set_givens (document, cells);
  sudoku_document_write_state (document, TRUE);
  return document;
}

/* Another instance: a process that takes the lock as the app does (flock
 * on current.ini.lock, its id in it) and holds it until told to go. */
static pid_t
start_other_instance (int *go)
{
  g_autofree char *path = state_file ();
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  int              ready[2], done[2];
  char             byte;
  pid_t            pid;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (pipe (ready), ==, 0);
  g_assert_cmpint (pipe (done), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      int  fd = open (lock_path, O_RDWR | O_CREAT, 0600);
      char text[32];
      int  n = snprintf (text, sizeof text, "%d\n", (int)getpid ());

      close (ready[0]);
      close (done[1]); /* its end of the pipe closed, the parent says go */
      if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0 || ftruncate (fd, 0) != 0 ||
          write (fd, text, (size_t)n) != n || write (ready[1], "r", 1) != 1)
        _exit (1);
      (void)!read (done[0], &byte, 1);
      _exit (0);
    }
  close (ready[1]);
  close (done[0]);
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  close (ready[0]);
  *go = done[1];
  return pid;
}

static void
end_other_instance (pid_t pid,
                    int   go)
{
  int status;

  close (go);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
}

/* The second instance keeps working but leaves the first one's state file
 * alone, and says why, naming the first; for its whole run, even once the
 * first has gone. */
static void
second_instance (void)
{
  g_autofree char *path = state_file ();
  g_autofree char *data = NULL;
  g_autofree char *pid_text = NULL;
  g_autoptr(SudokuDocument) document = NULL;
  guint notified = 0;
  int   go;
  pid_t other;

  other = start_other_instance (&go);
  g_assert_true (g_file_set_contents (path, KEPT, -1, NULL));
  document = document_with_easy (&notified);
  g_assert_cmpuint (notified, ==, 1);
  pid_text = g_strdup_printf ("Another Sudoku Solver (process %d) keeps its puzzle in “",
                              (int)other);
  g_assert_true (g_str_has_prefix (sudoku_document_get_state_error (document), pid_text));
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, KEPT);

  end_other_instance (other, go);
  sudoku_document_write_state (document, TRUE);
  g_object_run_dispose (G_OBJECT (document));
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, KEPT);
  g_assert_cmpuint (notified, ==, 1);
}

/* Documents of one instance share its lock: both write; the lock file
 * names this process. */
static void
first_instance (void)
{
  g_autofree char *path = state_file ();
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  g_autofree char *data = NULL;
  g_autofree char *pid_text = g_strdup_printf ("%d\n", (int)getpid ());
  g_autoptr(SudokuDocument) one = NULL;
  g_autoptr(SudokuDocument) two = NULL;
  guint  notified = 0;
  guint8 cells[SUDOKU_N_CELLS];

  one = document_with_easy (&notified);
  g_assert_null (sudoku_document_get_state_error (one));
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "givens=" EASY "\n"));
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (lock_path, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, pid_text);

  two = sudoku_document_new ();
  g_assert_true (sudoku_parse_cells (OTHER, cells, NULL));
  sudoku_document_set_givens (two, cells);
  sudoku_document_write_state (two, TRUE);
  g_assert_null (sudoku_document_get_state_error (two));
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "givens=" OTHER "\n"));
  g_assert_cmpuint (notified, ==, 0);
}

/* Runs the test @path in a process of its own, on the state folder @home. */
static void
run_alone (const char *home,
           const char *path)
{
  g_setenv ("XDG_STATE_HOME", home, TRUE);
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static void
test_first_instance (void)
{
  g_autofree char *home = NULL;

  if (g_test_subprocess ())
    {
      first_instance ();
      return;
    }
  home = g_build_filename (tmp_dir, "first", NULL);
  run_alone (home, "/sudoku/state-lock/first-instance");
}

static void
test_second_instance (void)
{
  g_autofree char *home = NULL, *path = NULL, *data = NULL;

  if (g_test_subprocess ())
    {
      second_instance ();
      return;
    }
  home = g_build_filename (tmp_dir, "second", NULL);
  path = g_build_filename (home, "sudoku-solver", "current.ini", NULL);
  run_alone (home, "/sudoku/state-lock/second-instance");
  /* The first instance gone, the next one to start keeps its puzzle. */
  run_alone (home, "/sudoku/state-lock/first-instance");
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "givens=" OTHER "\n"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!g_test_subprocess ())
    {
      tmp_dir = g_dir_make_tmp ("test-state-lock-XXXXXX", NULL);
      g_assert_nonnull (tmp_dir);
    }

  g_test_add_func ("/sudoku/state-lock/first-instance", test_first_instance);
  g_test_add_func ("/sudoku/state-lock/second-instance", test_second_instance);
  status = g_test_run ();
  if (tmp_dir != NULL && status == 0)
    sudoku_test_remove_tree (tmp_dir);
  return status;
}
