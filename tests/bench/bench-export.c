/* bench-export.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bench-export"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-pdf.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Export PDF… of a big collection (by default the 10,000 puzzles of
 * gen_minimal_10k.txt) in the real window: the time the worksheet takes
 * when written on the main thread, as Export PDF… did (the window frozen
 * all along), against the longest stall of the main loop while the window
 * has it written on a worker thread, measured by a 1 ms high-priority
 * heartbeat, with the processor time the main thread itself used between
 * two beats.  Fails when that own time reaches a frame (16.7 ms).
 *
 *   bench-export [FILE]
 */

#define FRAME_US 16700

static gint64 last_beat, last_cpu;
static gint64 longest, busiest;

static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64)now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gboolean
beat_cb (gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_us ();

  if (last_beat != 0)
    {
      longest = MAX (longest, now - last_beat);
      busiest = MAX (busiest, cpu - last_cpu);
    }
  last_beat = now;
  last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

static gboolean
loaded (gpointer window)
{
  return sudoku_document_get_n_puzzles (SUDOKU_WINDOW (window)->document) > 1;
}

static gboolean
exported (gpointer window)
{
  return !sudoku_printer_get_exporting (SUDOKU_WINDOW (window)->printer);
}

int
main (int   argc,
      char *argv[])
{
  const char *input = argc > 1 ? argv[1] : "../shared/data/gen_minimal_10k.txt";
  g_autofree char *state = NULL, *before = NULL, *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (input);
  g_autoptr(GFile) output = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  SudokuSheetOptions options = { .per_page = 4, .solutions = TRUE, .title = "bench" };
  SudokuWindow      *window;
  gint64             start, main_thread, worker;
  guint              n;

  state = sudoku_test_private_state_dir ("bench-export");
  before = g_build_filename (state, "main-thread.pdf", NULL);
  after = g_build_filename (state, "worker.pdf", NULL);
  output = g_file_new_for_path (after);
  if (!g_file_query_exists (file, NULL))
    {
      printf ("SKIP: %s is missing\n", input);
      return 77;
    }
  if (!sudoku_test_init_display ())
    return 77;

  window = sudoku_test_new_window (NULL);
  sudoku_window_open (window, file);
  if (!sudoku_test_spin_until (loaded, window, 120))
    g_error ("%s was not opened", input);
  puzzles = sudoku_document_dup_puzzles (window->document);
  n = puzzles->len;

  /* As Export PDF… did: on the main thread. */
  start = g_get_monotonic_time ();
  if (!sudoku_sheet_write_pdf (before, &options, puzzles, &error))
    g_error ("%s", error->message);
  main_thread = g_get_monotonic_time () - start;

  /* As it does now. */
  g_timeout_add_full (G_PRIORITY_HIGH, 1, beat_cb, NULL, NULL);
  sudoku_test_spin_for (0.2);
  longest = busiest = 0;
  start = g_get_monotonic_time ();
  sudoku_printer_export_pdf (window->printer, window->document, NULL, NULL, output);
  if (!sudoku_test_spin_until (exported, window, 600))
    g_error ("the export did not end");
  worker = g_get_monotonic_time () - start;
  if (!g_str_has_prefix (sudoku_test_status (window), "Saved"))
    g_error ("the export failed: %s", sudoku_test_status (window));

  printf ("Export PDF… of %u puzzles (%s):\n", n, input);
  printf ("  on the main thread, as before: %.2f s, all of it a stall of the window\n",
          main_thread / 1e6);
  printf ("  on a worker thread: %.2f s; the main loop's longest stall %.1f ms, "
          "its own processor time between two beats at most %.1f ms (a frame is %.1f ms)\n",
          worker / 1e6, longest / 1e3, busiest / 1e3, FRAME_US / 1e3);
  printf ("  the longest stall is %.0f times shorter\n", (double)main_thread / MAX (longest, 1));
  sudoku_test_close (GTK_WIDGET (window));
  if (busiest >= FRAME_US)
    {
      printf ("FAIL: the main thread was busy for a frame or more\n");
      return 1;
    }
  return 0;
}
