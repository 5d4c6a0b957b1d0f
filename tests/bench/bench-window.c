/* bench-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-window"

#include "config.h"

#include <stdio.h>
#include <time.h>

#include <gtk/gtk.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-window.h"

/* Figures of the window, under a real display (xvfb-run):
 *   - time from main () to the first frame drawn;
 *   - the longest stall of the main loop (a frame is 16.7 ms) while the
 *     window idles after its start, solves puzzles one after another with
 *     the reveal animation, shows the demo bar, and runs the classroom mode
 *     at its highest speed; each with how much of it the main thread spent
 *     working rather than waiting.
 * Usage: bench-window PUZZLES-FILE [MAX-PUZZLES]
 * With BENCH_VERBOSE set, the long frames and stalls are listed. */

static gint64   first_frame_us;
static gint64   last_beat_us;
static gint64   last_beat_cpu_us;
static gint64   longest_stall_us;
static gint64   longest_busy_us; /* of it, the main thread on a CPU */
static gboolean verbose;

/* With BENCH_VERBOSE set, each stall and each long frame is printed with
 * its monotonic start and end (µs) and where the frame's time went, to
 * line them up with `perf record -k CLOCK_MONOTONIC`. */
static gint64 phase_us[4];

static void
phase_cb (GdkFrameClock *clock,
          gpointer       user_data)
{
  int phase = GPOINTER_TO_INT (user_data);

  /* A frame may skip a phase: it then ends where the one before did. */
  for (int k = phase; k < (int)G_N_ELEMENTS (phase_us); k++)
    phase_us[k] = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  gint64 now = g_get_monotonic_time ();

  if (first_frame_us == 0)
    first_frame_us = now;
  /* Our handlers run after GTK's: each phase ends at its time stamp. */
  if (verbose && now - phase_us[0] > 8000)
    printf ("  [%" G_GINT64_FORMAT " %" G_GINT64_FORMAT "] frame of %.1f ms: "
            "ticks and layout %.1f, paint %.1f, after paint %.1f\n",
            phase_us[0], now, (now - phase_us[0]) / 1000.0,
            (phase_us[2] - phase_us[0]) / 1000.0, (phase_us[3] - phase_us[2]) / 1000.0,
            (now - phase_us[3]) / 1000.0);
}

/* CPU time of the calling thread */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64)ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* A 1 ms timer at high priority: the time between two beats is how long the
 * main loop could not run it.  The main thread's CPU time over the same gap
 * tells the work done in it from time spent waiting (for the disk, the X
 * server, or a CPU: the machine is shared). */
static gboolean
heartbeat_cb (gpointer user_data)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_us ();

  if (last_beat_us != 0)
    {
      longest_stall_us = MAX (longest_stall_us, now - last_beat_us);
      longest_busy_us = MAX (longest_busy_us, cpu - last_beat_cpu_us);
      if (verbose && now - last_beat_us > 16700)
        printf ("  [%" G_GINT64_FORMAT " %" G_GINT64_FORMAT "] stall of %.1f ms, %.1f ms on a CPU\n",
                last_beat_us, now, (now - last_beat_us) / 1000.0,
                (cpu - last_beat_cpu_us) / 1000.0);
    }
  last_beat_us = now;
  last_beat_cpu_us = cpu;
  return G_SOURCE_CONTINUE;
}

/* Starts a new measure: the longest stall from now on. */
static void
measure_start (void)
{
  longest_stall_us = 0;
  longest_busy_us = 0;
  last_beat_us = 0;
}

static void
report (const char *what)
{
  printf ("%s: longest main-loop stall: %.1f ms, of it working: %.1f ms\n", what,
          longest_stall_us / 1000.0, longest_busy_us / 1000.0);
}

static void
run_for (gint64 us)
{
  gint64 end = g_get_monotonic_time () + us;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

static gint64 worst_stall_us;
static gint64 worst_busy_us;

static void
take_worst (void)
{
  worst_stall_us = MAX (worst_stall_us, longest_stall_us);
  worst_busy_us = MAX (worst_busy_us, longest_busy_us);
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
  guint            n_max, solved = 0;
  gint64           stall, busy;
  guint64          placements = 0;
  guint8           cells[SUDOKU_N_CELLS];
  gboolean         ok;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s PUZZLES-FILE [MAX-PUZZLES]\n", argv[0]);
      return 2;
    }
  n_max = argc > 2 ? (guint)g_ascii_strtoull (argv[2], NULL, 10) : 100;
  verbose = g_getenv ("BENCH_VERBOSE") != NULL;
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (!gtk_init_check ())
    {
      fprintf (stderr, "no display: run under xvfb-run\n");
      return 77;
    }
  if (!g_file_get_contents (argv[1], &data, &length, &error) ||
      (puzzles = sudoku_parse_puzzles (data, length, argv[1], &error)) == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  window = sudoku_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_frame_clock (GTK_WIDGET (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  g_signal_connect (clock, "before-paint", G_CALLBACK (phase_cb), GINT_TO_POINTER (0));
  g_signal_connect (clock, "layout", G_CALLBACK (phase_cb), GINT_TO_POINTER (2));
  g_signal_connect (clock, "paint", G_CALLBACK (phase_cb), GINT_TO_POINTER (3));
  while (first_frame_us == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("first frame: %.1f ms after main ()\n", (first_frame_us - start) / 1000.0);

  /* The first second, before anyone could have pressed a key: the window
   * prepares fonts and icons while idle. */
  g_timeout_add_full (G_PRIORITY_HIGH, 1, heartbeat_cb, NULL, NULL);
  measure_start ();
  run_for (G_USEC_PER_SEC);
  report ("the first second, idle");
  take_worst ();

  stall = busy = 0;
  for (guint i = 0; i < puzzles->len && i < n_max; i++)
    {
      sudoku_board_load (sudoku_window_get_board (window),
                         g_array_index (puzzles, SudokuPuzzle, i).cells);
      measure_start ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
      while (!settled (window))
        g_main_context_iteration (NULL, TRUE);
      if (verbose)
        printf ("%u: %.1f ms, %.1f ms working\n", i, longest_stall_us / 1000.0,
                longest_busy_us / 1000.0);
      stall = MAX (stall, longest_stall_us);
      busy = MAX (busy, longest_busy_us);
      solved += sudoku_board_get_state (sudoku_window_get_board (window)) == SUDOKU_BOARD_SOLVED;
    }
  longest_stall_us = stall;
  longest_busy_us = busy;
  {
    g_autofree char *what = g_strdup_printf (
      "solved %u puzzles in the window, red digits appearing one after another", solved);

    report (what);
  }
  take_worst ();

  /* Classroom mode: the teacher shows the demo bar, then starts the
   * textbook search on Norvig's impossible puzzle (it never runs out of
   * steps) at the highest speed, candidates shown. */
  ok = sudoku_parse_cells (".....5.8....6.1.43..........1.5........1.6...3.......553....."
                           "61........4.........",
                           cells, NULL);
  g_assert (ok);
  sudoku_board_load (sudoku_window_get_board (window), cells);
  measure_start ();
  g_object_set (window, "show-steps", TRUE, NULL);
  run_for (G_USEC_PER_SEC / 2);
  report ("Show Steps: the demo bar appears, the grid makes room for it");
  take_worst ();

  sudoku_window_set_demo_strategy (window, SUDOKU_STRATEGY_TEXTBOOK);
  sudoku_window_set_demo_speed (window, 10000);
  gtk_check_button_set_active (
    GTK_CHECK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                     "candidates_check")),
    TRUE);
  measure_start ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  run_for (G_USEC_PER_SEC / 2);
  report ("classroom mode at 10,000 steps/s with candidates, its first half second");
  take_worst ();
  measure_start ();
  run_for (3 * G_USEC_PER_SEC);
  sudoku_window_get_demo_counts (window, &placements, NULL);
  {
    g_autofree char *what = g_strdup_printf ("classroom mode, the next 3 s (%" G_GUINT64_FORMAT
                                             " placements shown)",
                                             placements);

    report (what);
  }
  take_worst ();

  gtk_window_destroy (GTK_WINDOW (window));
  printf ("longest of all: stall %.1f ms, working %.1f ms (a frame: 16.7 ms)\n",
          worst_stall_us / 1000.0, worst_busy_us / 1000.0);
  /* The verdict is on the work: the wait for a CPU on a shared machine, or
   * for a timer that fires late, is not the window's. */
  return worst_busy_us < 16700 ? 0 : 1;
}
