/* sudoku-core-test-util.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-core-test-util.h"

/* What the tests share that needs GLib alone: the core tests (a game's
 * clock, a document's writes) wait on the main loop as the widget tests
 * do (sudoku-test-util.c). */

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/**
 * sudoku_test_spin_until:
 * @done: says when to stop
 * @data: for @done
 * @seconds: the longest it runs
 *
 * Runs the main loop until @done says so, for at most @seconds.
 *
 * Returns: what @done said last
 */
gboolean
sudoku_test_spin_until (SudokuTestDoneFunc done,
                        gpointer           data,
                        double             seconds)
{
  gint64   end = g_get_monotonic_time () + (gint64)(seconds * G_USEC_PER_SEC);
  guint    wake = g_timeout_add (10, wake_cb, NULL);
  gboolean ok;

  while (!(ok = done (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  /* However slow the machine, what is already due runs (boundedly: a
   * running animation or demo is always due). */
  for (guint i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  ok = done (data);
  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
sudoku_test_spin_for (double seconds)
{
  sudoku_test_spin_until (never, NULL, seconds);
}
