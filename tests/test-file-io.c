/* test-file-io.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-file-io"

#include "config.h"

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "sudoku-file-io.h"
#include "sudoku-state-file.h"

#define OLD "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"

static char *tmp_dir;

static char *
new_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *contents = NULL;
  gsize            length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, expected, strlen (expected));
}

static gboolean
save_text (const char *path,
           const char *text,
           GError    **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return sudoku_save_bytes (file, bytes, NULL, error);
}

/* Nothing but @name is left in @dir: no temporary file stays behind. */
static void
assert_alone (const char *dir,
              const char *name)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;

  g_assert_nonnull (listing);
  while ((entry = g_dir_read_name (listing)) != NULL)
    g_assert_cmpstr (entry, ==, name);
}

static void
test_new_and_replace (void)
{
  g_autofree char *dir = new_path ("plain");
  g_autofree char *path = g_build_filename (dir, "p.sdk", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;
  mode_t   mask = umask (022);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (save_text (path, "first\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "first\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);

  g_assert_true (save_text (path, "second\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "second\n");
  assert_alone (dir, "p.sdk");
  umask (mask);
}

static void
test_mode_kept (void)
{
  g_autofree char *path = new_path ("private.sdk");
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (save_text (path, "new\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "new\n");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (save_text (path, "newer\n", &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
}

static void
test_symlink_kept (void)
{
  g_autofree char *dir = new_path ("links");
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (sub, "target.sdk", NULL);
  g_autofree char *link = g_build_filename (dir, "link.sdk", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2.sdk", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, OLD, -1, NULL));
  g_assert_cmpint (symlink ("real/target.sdk", link), ==, 0);
  g_assert_cmpint (symlink (link, link2), ==, 0); /* a chain, absolute */

  g_assert_true (save_text (link2, "through\n", &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (link2, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_contents (target, "through\n");
  assert_alone (sub, "target.sdk");

  /* A link whose target does not exist yet: the target is created. */
  g_assert_cmpint (g_unlink (target), ==, 0);
  g_assert_true (save_text (link, "created\n", &error));
  g_assert_no_error (error);
  assert_contents (target, "created\n");
}

static void
test_not_regular (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (save_text (tmp_dir, "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static void
test_cancelled (void)
{
  g_autofree char *path = new_path ("cancelled.sdk");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("new\n", 4);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_cancellable_cancel (cancellable);
  g_assert_false (sudoku_save_bytes (file, bytes, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  assert_contents (path, OLD);
}

/* A write that fails half way (the file size limit makes write () fail with
 * EFBIG, as a full disk makes it fail with ENOSPC): the original stays byte
 * for byte and no temporary file is left. */
static void
test_write_error (void)
{
  g_autofree char *dir = new_path ("limited");
  g_autofree char *path = g_build_filename (dir, "p.sdm", NULL);

  if (g_test_subprocess ())
    {
      struct rlimit limit = { 4096, 4096 };
      g_autoptr(GError) error = NULL;
      g_autofree char *big = g_strnfill (100000, '.');

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_assert_false (save_text (path, big, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
      g_assert_nonnull (strstr (error->message, "“")); /* names the file */
      g_assert_nonnull (strstr (error->message, "p.sdm"));
      assert_contents (path, OLD);
      assert_alone (dir, "p.sdm");
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  assert_contents (path, OLD);
}

/* A real full disk: a 64 KiB tmpfs, mounted in a mount namespace of the
 * test's own (a user namespace gives the right to mount without root). */
static void
test_full_disk (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *mnt = new_path ("full");
      g_autofree char *path = g_build_filename (mnt, "p.sdm", NULL);
      g_autofree char *filler = g_build_filename (mnt, "filler", NULL);
      g_autofree char *block = g_strnfill (4096, '-');
      g_autofree char *big = NULL;
      g_autoptr(GError) error = NULL;
      FILE *out;

      g_assert_cmpint (g_mkdir (mnt, 0700), ==, 0);
      /* Private, so that the tmpfs is not seen outside.  In a chroot "/"
       * is no mount point and this fails: the tmpfs is then unmounted at
       * the end, where the outside would see it go too. */
      if ((getuid () != 0 && unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0) ||
          (getuid () == 0 && unshare (CLONE_NEWNS) != 0) ||
          (mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 && errno != EINVAL) ||
          mount ("tmpfs", mnt, "tmpfs", 0, "size=64k") != 0)
        {
          g_autofree char *marker = new_path ("no-namespace");

          g_printerr ("cannot mount a tmpfs here: %s\n", g_strerror (errno));
          g_assert_true (g_file_set_contents (marker, "", 0, NULL));
          return;
        }
      g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
      out = fopen (filler, "w");
      g_assert_nonnull (out);
      while (fwrite (block, 1, 4096, out) == 4096 && fflush (out) == 0)
        ;
      fclose (out);

      big = g_strnfill (8192, '.');
      g_assert_false (save_text (path, big, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      assert_contents (path, OLD);

      /* Room again: the same save goes through. */
      g_assert_cmpint (g_unlink (filler), ==, 0);
      g_clear_error (&error);
      g_assert_true (save_text (path, big, &error));
      g_assert_no_error (error);
      assert_contents (path, big);
      g_assert_cmpint (umount (mnt), ==, 0);
      return;
    }
  {
    g_autofree char *marker = new_path ("no-namespace");

    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_passed ();
    if (g_file_test (marker, G_FILE_TEST_EXISTS))
      g_test_skip ("no mount namespace here; /sudoku/file-io/write-error covers the failure");
  }
}

/* A temporary file as a save cut short by kill -9 leaves it, last written
 * @age seconds ago. */
static char *
make_temporary (const char *dir,
                const char *name,
                int         age)
{
  char          *path = g_build_filename (dir, name, NULL);
  struct utimbuf times = { time (NULL) - age, time (NULL) - age };

  g_assert_true (g_file_set_contents (path, "half a save", -1, NULL));
  g_assert_cmpint (utime (path, &times), ==, 0);
  return path;
}

/* The temporaries of saves of p.sdm cut short are removed at the next save
 * (or load) of p.sdm: those untouched for a minute that no process holds;
 * not one being written (locked), nor a fresh one, nor another file's. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = new_path ("stale");
  g_autofree char *path = g_build_filename (dir, "p.sdm", NULL);
  g_autofree char *old1 = NULL, *old2 = NULL, *fresh = NULL, *locked = NULL, *other = NULL;
  g_autofree char *unlike = NULL, *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) loaded = NULL;
  int fd;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  old1 = make_temporary (dir, ".p.sdm.Ab12Cd", 3600);
  old2 = make_temporary (dir, ".p.sdm.XXXXXX", 120);
  fresh = make_temporary (dir, ".p.sdm.fresh1", 0);
  locked = make_temporary (dir, ".p.sdm.lock12", 3600);
  other = make_temporary (dir, ".q.sdm.Ab12Cd", 3600);
  unlike = make_temporary (dir, ".p.sdm.Ab12Cd.bak", 3600);
  fd = open (locked, O_RDONLY);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);

  g_assert_true (save_text (path, "new\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "new\n");
  g_assert_false (g_file_test (old1, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old2, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (locked, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unlike, G_FILE_TEST_EXISTS));
  close (fd);

  /* At start: the state file and the puzzle file are loaded. */
  again = make_temporary (dir, ".p.sdm.Zz99Yy", 3600);
  file = g_file_new_for_path (path);
  loaded = sudoku_load_bytes (file, 1024, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (locked, G_FILE_TEST_EXISTS)); /* no longer held */
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
}

/* A state file of a million empty groups (11 MB) took 435 MB and 2.3 s to
 * start: the groups are counted before GKeyFile reads them. */
static void
test_state_groups (void)
{
  g_autoptr(GString) text = g_string_new ("[puzzle]\ngivens=" OLD "saved=" OLD);
  g_autoptr(GError) error = NULL;
  SudokuState state;
  gint64      start;

  for (guint i = 0; i < 1000000; i++)
    g_string_append (text, "[g]\n");
  sudoku_state_init (&state);
  start = g_get_monotonic_time ();
  g_assert_false (sudoku_state_parse (&state, text->str, text->len, &error));
  g_test_message ("refused in %.3f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "the kept puzzle is damaged: it has too many groups");
  sudoku_state_clear (&state);

  /* A state with a few groups is read. */
  g_clear_error (&error);
  g_string_assign (text, "[puzzle]\ngivens=" OLD "saved=" OLD "\n[edits]\n");
  sudoku_state_init (&state);
  g_assert_true (sudoku_state_parse (&state, text->str, text->len, &error));
  g_assert_no_error (error);
  sudoku_state_clear (&state);
}

/* A file just over the limit: both figures, and told apart (they were
 * "too big (16.8 MB): at most 16.8 MB is read"). */
static void
test_too_big (void)
{
  g_autofree char *path = new_path ("big.ini");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  g_assert_cmpint (ftruncate (fileno (out), SUDOKU_STATE_MAX_SIZE + 1), ==, 0);
  fclose (out);
  bytes = sudoku_load_bytes (file, SUDOKU_STATE_MAX_SIZE, NULL, &error);
  g_assert_null (bytes);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "is too big (16777217 bytes): at most 16777216 bytes "
                                            "is read"));
  g_clear_error (&error);

  /* Far over: the short figures differ already. */
  out = fopen (path, "w");
  g_assert_cmpint (ftruncate (fileno (out), 100 * 1000 * 1000), ==, 0);
  fclose (out);
  bytes = sudoku_load_bytes (file, SUDOKU_STATE_MAX_SIZE, NULL, &error);
  g_assert_nonnull (strstr (error->message, "too big (100.0"));
  g_assert_nonnull (strstr (error->message, "at most 16.8"));
  g_assert_null (strstr (error->message, "bytes"));
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
async_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

static void
test_async (void)
{
  g_autofree char *path = new_path ("async.sdk");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("async\n", 6);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  sudoku_save_bytes_async (file, bytes, NULL, async_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_save_bytes_finish (file, result, &error));
  g_assert_no_error (error);
  assert_contents (path, "async\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* A subprocess works in its parent's folder. */
  if (g_test_subprocess ())
    tmp_dir = g_strdup (g_getenv ("TEST_FILE_IO_DIR"));
  else
    {
      tmp_dir = g_dir_make_tmp ("test-file-io-XXXXXX", &error);
      g_assert_no_error (error);
      g_setenv ("TEST_FILE_IO_DIR", tmp_dir, TRUE);
    }

  g_test_add_func ("/sudoku/file-io/new-and-replace", test_new_and_replace);
  g_test_add_func ("/sudoku/file-io/mode-kept", test_mode_kept);
  g_test_add_func ("/sudoku/file-io/symlink-kept", test_symlink_kept);
  g_test_add_func ("/sudoku/file-io/not-regular", test_not_regular);
  g_test_add_func ("/sudoku/file-io/cancelled", test_cancelled);
  g_test_add_func ("/sudoku/file-io/write-error", test_write_error);
  g_test_add_func ("/sudoku/file-io/full-disk", test_full_disk);
  g_test_add_func ("/sudoku/file-io/async", test_async);
  g_test_add_func ("/sudoku/file-io/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/sudoku/file-io/state-groups", test_state_groups);
  g_test_add_func ("/sudoku/file-io/too-big", test_too_big);
  status = g_test_run ();

  if (!g_test_subprocess ())
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", tmp_dir);

      if (system (command) != 0)
        g_printerr ("could not remove %s\n", tmp_dir);
    }
  return status;
}
