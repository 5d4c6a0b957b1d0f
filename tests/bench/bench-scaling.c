/* bench-scaling.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-scaling"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "sudoku-puzzle-file.h"

/* Work that must grow linearly with its input, timed at sizes that double:
 * a ratio of 2 a doubling is linear, 4 quadratic.  Fails (exit 1) when the
 * largest size takes more than twice linear, which a quadratic cost
 * exceeds several times over.
 *
 *   bench-scaling [SUDOKU-SOLVER]
 *
 * - A puzzle after many header lines ("#C x" repeated), read as a stream as
 *   --solve reads it: each line copied the whole text before (80,000 lines
 *   3.2 s, 160,000 18.5 s).
 * - With the path to the solver: `--export-pdf --path` of 10 to 80 puzzles,
 *   which recomputed every puzzle's path for every page. */

typedef struct
{
  const char *data;
  gsize       length;
  gsize       pos;
} Source;

static gssize
read_source (gpointer source,
             char    *buffer,
             gsize    size,
             GError **error)
{
  Source *s = source;
  gsize   n = MIN (size, s->length - s->pos);

  memcpy (buffer, s->data + s->pos, n);
  s->pos += n;
  return (gssize)n;
}

static gboolean
count_cb (SudokuPuzzle *puzzle,
          gpointer      user_data)
{
  (*(guint *)user_data)++;
  sudoku_puzzle_clear (puzzle);
  return TRUE;
}

#define GRID "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"

static double
time_headers (guint lines)
{
  g_autoptr(GString) text = g_string_sized_new ((gsize)lines * 5 + sizeof GRID);
  g_autoptr(GError) error = NULL;
  Source source;
  guint  n = 0;
  gint64 start;

  for (guint i = 0; i < lines; i++)
    g_string_append (text, "#C x\n");
  g_string_append (text, GRID);
  source = (Source){ text->str, text->len, 0 };
  start = g_get_monotonic_time ();
  g_assert_true (
    sudoku_parse_stream (read_source, &source, "headers.sdk", NULL, count_cb, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  return (g_get_monotonic_time () - start) / (double)G_USEC_PER_SEC;
}

/* `SOLVER --export-pdf OUT --path IN` of @n puzzles, in seconds. */
static double
time_export (const char *solver,
             const char *dir,
             guint       n)
{
  static const char *const puzzles[] = {
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  };
  g_autofree char *in = g_build_filename (dir, "in.txt", NULL);
  g_autofree char *out = g_build_filename (dir, "out.pdf", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { solver, "--export-pdf", out, "--path", in, NULL };
  int         status;
  gint64      start;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s\n", puzzles[i % G_N_ELEMENTS (puzzles)]);
  g_assert_true (g_file_set_contents (in, text->str, -1, NULL));
  start = g_get_monotonic_time ();
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return (g_get_monotonic_time () - start) / (double)G_USEC_PER_SEC;
}

/* Prints the times of @sizes and whether the last is within twice linear
 * of the first. */
static gboolean
report (const char  *what,
        const guint *sizes,
        const double *times,
        guint        n)
{
  double linear = times[0] * sizes[n - 1] / sizes[0];
  gboolean ok = times[n - 1] <= 2 * linear;

  printf ("%s:\n", what);
  for (guint i = 0; i < n; i++)
    printf ("  %8u: %8.3f s  (×%.1f for ×%u)\n", sizes[i], times[i], times[i] / times[0],
            sizes[i] / sizes[0]);
  printf ("  %s: ×%.1f where linear is ×%u\n", ok ? "linear" : "NOT LINEAR",
          times[n - 1] / times[0], sizes[n - 1] / sizes[0]);
  return ok;
}

int
main (int   argc,
      char *argv[])
{
  static const guint header_sizes[] = { 250000, 500000, 1000000, 2000000 };
  static const guint export_sizes[] = { 10, 20, 40, 80 };
  double             times[4];
  gboolean           ok = TRUE;

  /* The best of three: the machine is shared. */
  for (guint i = 0; i < G_N_ELEMENTS (header_sizes); i++)
    times[i] = MIN (time_headers (header_sizes[i]),
                    MIN (time_headers (header_sizes[i]), time_headers (header_sizes[i])));
  ok &= report ("header lines before a puzzle, read as a stream", header_sizes, times, 4);

  if (argc > 1)
    {
      g_autofree char *dir = g_dir_make_tmp ("bench-scaling-XXXXXX", NULL);
      g_autofree char *in = g_build_filename (dir, "in.txt", NULL);
      g_autofree char *out = g_build_filename (dir, "out.pdf", NULL);

      /* Once first: the fonts and the module are then in the cache. */
      time_export (argv[1], dir, 1);
      for (guint i = 0; i < G_N_ELEMENTS (export_sizes); i++)
        times[i] = time_export (argv[1], dir, export_sizes[i]);
      ok &= report ("puzzles of --export-pdf --path", export_sizes, times, 4);
      g_unlink (in);
      g_unlink (out);
      g_rmdir (dir);
    }
  return ok ? 0 : 1;
}
