/* bench-wrong-digit.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-wrong-digit"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-wrong-digit.h"

/* "Which digit is wrong?" on whole sets of puzzles without a solution, in
 * one run: the time of the search per puzzle (mean and slowest), the sizes
 * of the sets found, and a check of each (without it the puzzle has a
 * solution; a wrong one fails the benchmark).  Each puzzle is searched as
 * typed in (all givens), then with its last four digits as the player's.
 * Usage: bench-wrong-digit FILE… (each FILE one puzzle a line). */

static gboolean
solvable (const guint8 *cells)
{
  guint8 solution[SUDOKU_N_CELLS];
  guint  n_solutions = 0;

  return sudoku_solve (cells, solution, NULL, &n_solutions, NULL, NULL) && n_solutions > 0;
}

/* Searches one puzzle; returns the size of the set, or -1 if it is wrong. */
static int
search (const guint8 *givens,
        const guint8 *player,
        gint64       *time_us)
{
  guint8 removed[SUDOKU_N_CELLS], cells[SUDOKU_N_CELLS];
  guint  n_removed = 0;
  gint64 start = g_get_monotonic_time ();

  if (!sudoku_find_wrong_digits (givens, player, removed, &n_removed, NULL, NULL))
    return -1;
  *time_us = g_get_monotonic_time () - start;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    cells[cell] = removed[cell] ? 0 : givens[cell] != 0 ? givens[cell] : player[cell];
  return solvable (cells) ? (int)n_removed : -1;
}

static gboolean
run_file (const char *path)
{
  g_autofree char *data = NULL;
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize  length;
  guint  sizes[4] = { 0 }, wrong = 0;
  gint64 total_us = 0, max_us = 0;

  if (!g_file_get_contents (path, &data, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (data, length, path, &error)) == NULL)
    {
      printf ("| %s | skipped: %s |\n", name, error->message);
      return TRUE;
    }
  for (guint i = 0; i < puzzles->len; i++)
    for (guint pass = 0; pass < 2; pass++)
      {
        guint8 givens[SUDOKU_N_CELLS], player[SUDOKU_N_CELLS] = { 0 };
        gint64 time_us = 0;
        int    n;

        memcpy (givens, g_array_index (puzzles, SudokuPuzzle, i).cells, SUDOKU_N_CELLS);
        for (guint cell = SUDOKU_N_CELLS, typed = 0; pass == 1 && cell-- > 0 && typed < 4;)
          if (givens[cell] != 0)
            {
              player[cell] = givens[cell];
              givens[cell] = 0;
              typed++;
            }
        n = search (givens, player, &time_us);
        if (n < 0)
          wrong++;
        else
          sizes[MIN (n, 3)]++;
        total_us += time_us;
        max_us = MAX (max_us, time_us);
      }
  printf ("| %s | %u | %.1f µs | %.2f ms | %u/%u/%u/%u | %u |\n", name, puzzles->len * 2,
          (double)total_us / (puzzles->len * 2), max_us / 1000.0, sizes[0], sizes[1], sizes[2],
          sizes[3], wrong);
  return wrong == 0;
}

int
main (int   argc,
      char *argv[])
{
  gboolean sound = TRUE;

  if (argc < 2)
    {
      g_printerr ("usage: bench-wrong-digit FILE…\n");
      return 2;
    }
  printf ("| set | searches | mean | slowest | sets of 0/1/2/3+ digits | wrong |\n"
          "|---|---:|---:|---:|---|---:|\n");
  for (int i = 1; i < argc; i++)
    sound = run_file (argv[i]) && sound;
  return sound ? 0 : 1;
}
