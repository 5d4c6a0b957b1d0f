/* test-stats.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-stats"

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sudoku-core-test-util.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-stats.h"

/* The player's times by level, kept in a key file of their own, without a
 * display: what counts for the best and the average, the file read back,
 * another instance's solves kept, and a folder that cannot be written. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define HARD "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

static void
cells_of (const char *puzzle,
          guint8      cells[SUDOKU_N_CELLS])
{
  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
}

static SudokuLevel
level_of (const char *puzzle)
{
  guint8       cells[SUDOKU_N_CELLS];
  SudokuRating rating;

  cells_of (puzzle, cells);
  sudoku_rate (cells, &rating);
  return rating.level;
}

static void
result_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

static gboolean
is_set (gpointer data)
{
  return *(GAsyncResult **)data != NULL;
}

/* Adds a solve and waits for it: whether it was written, and @level. */
static gboolean
add (SudokuStats *stats,
     const char  *puzzle,
     guint        seconds,
     gboolean     helped,
     SudokuLevel *level,
     GError     **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  guint8 cells[SUDOKU_N_CELLS];

  cells_of (puzzle, cells);
  sudoku_stats_add_async (stats, cells, seconds, helped, NULL, result_cb, &result);
  g_assert_true (sudoku_test_spin_until (is_set, &result, 30));
  return sudoku_stats_add_finish (stats, result, level, error);
}

static char *
new_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-stats-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  const char *chmod[] = { "chmod", "-R", "u+w", dir, NULL };
  const char *rm[] = { "rm", "-rf", dir, NULL };

  g_assert_true (g_spawn_sync (NULL, (char **)chmod, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, NULL, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **)rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, NULL, NULL));
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

/* Best and average count the solves without help; every solve counts as
 * solved. */
static void
test_level_stats (void)
{
  SudokuLevelStats stats = { 0 };

  g_assert_cmpuint (sudoku_level_stats_average (&stats), ==, 0);
  sudoku_level_stats_add (&stats, 300, FALSE);
  sudoku_level_stats_add (&stats, 100, TRUE); /* helped: no best time */
  sudoku_level_stats_add (&stats, 201, FALSE);
  g_assert_cmpuint (stats.solved, ==, 3);
  g_assert_cmpuint (stats.unaided, ==, 2);
  g_assert_cmpuint (stats.best, ==, 201);
  g_assert_cmpuint (stats.total, ==, 501);
  g_assert_cmpuint (sudoku_level_stats_average (&stats), ==, 251); /* 250.5, rounded */
}

/* A solve goes under its puzzle's level, into the file, read back by
 * another object (another instance); nothing else is in the file. */
static void
test_file (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *path = g_build_filename (dir, "state", "stats.ini", NULL);
  g_autoptr(SudokuStats) stats = sudoku_stats_new (path);
  g_autoptr(SudokuStats) other = sudoku_stats_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SudokuLevelStats easy, hard;
  SudokuLevel      level, hard_level = level_of (HARD);

  g_assert_cmpint (level_of (EASY), ==, SUDOKU_LEVEL_EASY);
  g_assert_cmpint (hard_level, >, SUDOKU_LEVEL_EASY);
  g_assert_true (sudoku_stats_load (stats, &error)); /* no file: nothing solved */
  g_assert_no_error (error);
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  g_assert_cmpuint (easy.solved, ==, 0);

  g_assert_true (add (stats, EASY, 250, FALSE, &level, &error));
  g_assert_no_error (error);
  g_assert_cmpint (level, ==, SUDOKU_LEVEL_EASY);
  g_assert_true (add (stats, EASY, 190, FALSE, NULL, &error));
  g_assert_true (add (stats, EASY, 100, TRUE, NULL, &error));
  g_assert_true (add (stats, HARD, 1500, FALSE, &level, &error));
  g_assert_cmpint (level, ==, hard_level);

  /* Another instance adds one meanwhile: read again before writing, it
   * is not lost. */
  g_assert_true (add (other, HARD, 1200, FALSE, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (sudoku_stats_load (stats, &error));
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  sudoku_stats_get_level (stats, hard_level, &hard);
  g_assert_cmpuint (easy.solved, ==, 3);
  g_assert_cmpuint (easy.unaided, ==, 2);
  g_assert_cmpuint (easy.best, ==, 190);
  g_assert_cmpuint (sudoku_level_stats_average (&easy), ==, 220);
  g_assert_cmpuint (hard.solved, ==, 2);
  g_assert_cmpuint (hard.best, ==, 1200);
  g_assert_cmpuint (sudoku_level_stats_average (&hard), ==, 1350);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "[easy]\nsolved=3\nunaided=2\nbest=190\ntotal=440\n"));
  g_assert_null (strstr (text, EASY)); /* times only, no puzzle */
  /* No group for a level with nothing solved. */
  g_assert_true ((strstr (text, "[expert]") != NULL) == (hard_level == SUDOKU_LEVEL_EXPERT));
  remove_tree (dir);
}

#define MASTER  ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3"
#define EXTREME "...2..9.5....8.6.4..16......179.......5.42..8....7.....92...57....5.9..3.3......."

/* A file written before Master and Extreme came between Expert and Beyond
 * logic: its groups are named, so each count stays with its level, and
 * the new levels' solves are added beside them. */
static void
test_old_file (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *path = g_build_filename (dir, "stats.ini", NULL);
  g_autoptr(SudokuStats) stats = sudoku_stats_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char  *text = NULL;
  SudokuLevelStats  numbers;
  SudokuLevel       level;
  static const char old[] = "# Sudoku Solver: the player's times by level, in seconds.\n"
                            "# Best and total count the puzzles solved without help.\n"
                            "\n[expert]\nsolved=4\nunaided=3\nbest=600\ntotal=2400\n"
                            "\n[beyond-logic]\nsolved=2\nunaided=1\nbest=3000\ntotal=3000\n";

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  g_assert_true (sudoku_stats_load (stats, &error));
  g_assert_no_error (error);
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EXPERT, &numbers);
  g_assert_cmpuint (numbers.solved, ==, 4);
  g_assert_cmpuint (numbers.best, ==, 600);
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_BEYOND_LOGIC, &numbers);
  g_assert_cmpuint (numbers.solved, ==, 2);
  g_assert_cmpuint (numbers.best, ==, 3000);
  for (SudokuLevel l = SUDOKU_LEVEL_MASTER; l <= SUDOKU_LEVEL_EXTREME; l++)
    {
      sudoku_stats_get_level (stats, l, &numbers);
      g_assert_cmpuint (numbers.solved, ==, 0);
    }

  g_assert_true (add (stats, MASTER, 900, FALSE, &level, &error));
  g_assert_no_error (error);
  g_assert_cmpint (level, ==, SUDOKU_LEVEL_MASTER);
  g_assert_true (add (stats, EXTREME, 1800, FALSE, &level, &error));
  g_assert_cmpint (level, ==, SUDOKU_LEVEL_EXTREME);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "[expert]\nsolved=4\nunaided=3\nbest=600\ntotal=2400\n"));
  g_assert_nonnull (strstr (text, "[master]\nsolved=1\nunaided=1\nbest=900\ntotal=900\n"));
  g_assert_nonnull (strstr (text, "[extreme]\nsolved=1\nunaided=1\nbest=1800\ntotal=1800\n"));
  g_assert_nonnull (strstr (text, "[beyond-logic]\nsolved=2\nunaided=1\nbest=3000\ntotal=3000\n"));
  remove_tree (dir);
}

/* A file that is not ours says where it is wrong, and is moved aside, not
 * overwritten. */
static void
test_bad_file (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *path = g_build_filename (dir, "stats.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".broken", NULL);
  g_autoptr(SudokuStats) stats = sudoku_stats_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char  *kept = NULL;
  SudokuLevelStats  easy;
  static const char bad[] = "[easy]\nsolved=3\nbest=-4\n";

  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  g_assert_false (sudoku_stats_load (stats, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "stats.ini: [easy] best: expected a whole number, "
                                            "not “-4”"));
  g_clear_error (&error);

  g_assert_true (add (stats, EASY, 90, FALSE, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, bad);
  g_assert_true (sudoku_stats_load (stats, &error));
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  g_assert_cmpuint (easy.solved, ==, 1);

  /* Nor is text that is not UTF-8: moved aside too. */
  g_assert_true (g_file_set_contents (path, "[easy]\nsolved=\xff\xfe\n", -1, NULL));
  g_assert_true (add (stats, EASY, 95, FALSE, NULL, &error));
  g_assert_no_error (error);
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  g_assert_cmpuint (easy.solved, ==, 1);

  /* More unaided solves than solves is no file of ours. */
  g_assert_true (g_file_set_contents (path, "[hard]\nsolved=1\nunaided=2\n", -1, NULL));
  g_assert_false (sudoku_stats_load (stats, &error));
  g_assert_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE);
  g_assert_nonnull (strstr (error->message, "[hard] unaided"));
  remove_tree (dir);
}

/* Where nothing can be written, a solve still counts, the file already
 * there is left as it was, and the solve is written with the next one
 * once the folder can be written again. */
static void
check_unwritable (const char *path,
                  const char *make_writable,
                  guint       n_before)
{
  g_autoptr(SudokuStats) stats = sudoku_stats_new (path);
  g_autoptr(GError) error = NULL;
  SudokuLevelStats easy;

  g_assert_false (add (stats, EASY, 300, FALSE, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("unwritable: %s", error->message);
  g_assert_false (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED));
  g_clear_error (&error);
  g_assert_cmpuint (sudoku_stats_get_n_pending (stats), ==, 1);
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  g_assert_cmpuint (easy.solved, ==, n_before + 1);
  g_assert_cmpuint (easy.best, ==, 300);

  g_assert_true (g_spawn_command_line_sync (make_writable, NULL, NULL, NULL, NULL));
  g_assert_true (add (stats, EASY, 200, FALSE, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sudoku_stats_get_n_pending (stats), ==, 0);
  {
    g_autoptr(SudokuStats) again = sudoku_stats_new (path);

    g_assert_true (sudoku_stats_load (again, &error));
    sudoku_stats_get_level (again, SUDOKU_LEVEL_EASY, &easy);
    g_assert_cmpuint (easy.solved, ==, n_before + 2);
    g_assert_cmpuint (easy.best, ==, 200);
  }
}

static void
test_unwritable (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *blocker = g_build_filename (dir, "state", NULL);
  g_autofree char *path = g_build_filename (blocker, "stats.ini", NULL);
  g_autofree char *unblock = g_strdup_printf ("rm -f '%s'", blocker);

  /* The state folder's place is taken by a file (even root cannot write
   * there). */
  g_assert_true (g_file_set_contents (blocker, "", -1, NULL));
  check_unwritable (path, unblock, 0);
  remove_tree (dir);
}

static void
test_read_only (void)
{
  g_autofree char *dir = new_dir ();
  g_autofree char *path = g_build_filename (dir, "stats.ini", NULL);
  g_autofree char *writable = g_strdup_printf ("chmod u+w '%s'", dir);
  g_autoptr(SudokuStats) stats = sudoku_stats_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  SudokuLevelStats easy;

  if (geteuid () == 0)
    {
      /* Root writes in a read-only folder: the mount test is manual
       * (README, "Using the window"). */
      g_test_skip ("root writes in a read-only folder");
      remove_tree (dir);
      return;
    }
  g_assert_true (add (stats, EASY, 400, FALSE, NULL, &error));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  check_unwritable (path, writable, 1);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, !=, after);
  g_assert_true (sudoku_stats_load (stats, &error));
  sudoku_stats_get_level (stats, SUDOKU_LEVEL_EASY, &easy);
  g_assert_cmpuint (easy.solved, ==, 3); /* 400, then 300 and 200 from another object */
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/stats/level-stats", test_level_stats);
  g_test_add_func ("/sudoku/stats/file", test_file);
  g_test_add_func ("/sudoku/stats/old-file", test_old_file);
  g_test_add_func ("/sudoku/stats/bad-file", test_bad_file);
  g_test_add_func ("/sudoku/stats/unwritable", test_unwritable);
  g_test_add_func ("/sudoku/stats/read-only", test_read_only);

  return g_test_run ();
}
