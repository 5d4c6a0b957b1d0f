/* bench-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <stdio.h>

#include <gtk/gtk.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-window.h"

/* Two figures of the window, under a real display (xvfb-run):
 *   - time from main () to the first frame drawn;
 *   - the longest stall of the main loop while the window solves puzzles
 *     one after another, reveal animation included: a frame is 16.7 ms.
 * Usage: bench-window PUZZLES-FILE [MAX-PUZZLES] */

static gint64 first_frame_us;
static gint64 last_beat_us;
static gint64 longest_stall_us;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  if (first_frame_us == 0)
    first_frame_us = g_get_monotonic_time ();
}

static gboolean
heartbeat_cb (gpointer user_data)
{
  gint64 now = g_get_monotonic_time ();

  if (last_beat_us != 0)
    {
      longest_stall_us = MAX (longest_stall_us, now - last_beat_us);
      if (now - last_beat_us > 16700 && g_getenv ("BENCH_VERBOSE") != NULL)
        printf ("  stall of %.1f ms\n", (now - last_beat_us) / 1000.0);
    }
  last_beat_us = now;
  return G_SOURCE_CONTINUE;
}

static gboolean
settled (SudokuWindow *window)
{
  SudokuBoardState state = sudoku_board_get_state (sudoku_window_get_board (window));

  return state != SUDOKU_BOARD_SOLVING && !sudoku_window_is_animating (window);
}

int
main (int   argc,
      char *argv[])
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autofree char *data = NULL;
  SudokuWindow    *window;
  GdkFrameClock   *clock;
  gsize            length;
  guint            n_max, heartbeat, solved = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s PUZZLES-FILE [MAX-PUZZLES]\n", argv[0]);
      return 2;
    }
  n_max = argc > 2 ? (guint)g_ascii_strtoull (argv[2], NULL, 10) : 100;
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (!gtk_init_check ())
    {
      fprintf (stderr, "no display: run under xvfb-run\n");
      return 77;
    }

  window = sudoku_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_frame_clock (GTK_WIDGET (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  while (first_frame_us == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("first frame: %.1f ms after main ()\n", (first_frame_us - start) / 1000.0);

  if (!g_file_get_contents (argv[1], &data, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (data, length, argv[1], &error)) == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  heartbeat = g_timeout_add_full (G_PRIORITY_HIGH, 1, heartbeat_cb, NULL, NULL);
  for (guint i = 0; i < puzzles->len && i < n_max; i++)
    {
      gint64 before = longest_stall_us;

      sudoku_board_load (sudoku_window_get_board (window),
                         g_array_index (puzzles, SudokuPuzzle, i).cells);
      longest_stall_us = 0;
      last_beat_us = 0;
      gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
      while (!settled (window))
        g_main_context_iteration (NULL, TRUE);
      if (g_getenv ("BENCH_VERBOSE"))
        printf ("%u: %.1f ms\n", i, longest_stall_us / 1000.0);
      longest_stall_us = MAX (before, longest_stall_us);
      solved += sudoku_board_get_state (sudoku_window_get_board (window)) == SUDOKU_BOARD_SOLVED;
    }
  g_source_remove (heartbeat);

  printf ("solved %u puzzles in the window; longest main-loop stall: %.1f ms (a frame: 16.7 ms)\n",
          solved, longest_stall_us / 1000.0);

  /* Classroom mode at its highest speed, candidates shown, for 3 s: the
   * textbook search on Norvig's impossible puzzle never runs out of steps. */
  {
    gint64   solving_stall = longest_stall_us, end;
    guint64  placements = 0;
    guint8   cells[SUDOKU_N_CELLS];
    gboolean ok;

    ok = sudoku_parse_cells (".....5.8....6.1.43..........1.5........1.6...3.......553....."
                             "61........4.........",
                             cells, NULL);
    g_assert (ok);
    sudoku_board_load (sudoku_window_get_board (window), cells);
    g_object_set (window, "show-steps", TRUE, NULL);
    sudoku_window_set_demo_strategy (window, SUDOKU_STRATEGY_TEXTBOOK);
    sudoku_window_set_demo_speed (window, 10000);
    gtk_check_button_set_active (
      GTK_CHECK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                       "candidates_check")),
      TRUE);
    heartbeat = g_timeout_add_full (G_PRIORITY_HIGH, 1, heartbeat_cb, NULL, NULL);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
    longest_stall_us = 0;
    last_beat_us = 0;
    /* The first half second: the bar slides in, 81 cells lay out their
     * candidates for the first time. */
    end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    printf ("classroom mode, its first half second: longest main-loop stall: %.1f ms\n",
            longest_stall_us / 1000.0);
    longest_stall_us = 0;
    end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (heartbeat);
    sudoku_window_get_demo_counts (window, &placements, NULL);
    printf ("classroom mode at 10,000 steps/s for the next 3 s: %" G_GUINT64_FORMAT
            " placements shown; longest main-loop stall: %.1f ms\n",
            placements, longest_stall_us / 1000.0);
    longest_stall_us = MAX (longest_stall_us, solving_stall);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  return longest_stall_us < 16700 ? 0 : 1;
}
