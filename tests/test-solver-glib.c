/* test-solver-glib.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-solver-glib"

#include "config.h"

#include <string.h>

#include "sudoku-solver.h"

/* Linked with the solver and GLib alone (tests/meson.build gives it nothing
 * else): it builds only if the solver uses no GObject or GIO symbol, and it
 * checks that neither library was loaded all the same. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static void
cells_from_string (const char *text,
                   guint8     *cells)
{
  g_assert_cmpuint (strlen (text), ==, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    cells[cell] = text[cell] == '.' ? 0 : (guint8)(text[cell] - '0');
}

static gboolean
flag_is_set (gpointer data)
{
  return g_atomic_int_get ((gint *)data) != 0;
}

static void
test_no_gobject (void)
{
  g_autofree char *maps = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL))
    {
      g_test_skip ("no /proc/self/maps");
      return;
    }
  g_assert_nonnull (strstr (maps, "libglib-2.0"));
  g_assert_null (strstr (maps, "libgobject-2.0"));
  g_assert_null (strstr (maps, "libgio-2.0"));
}

static void
test_flag (void)
{
  g_autoptr(GError) error = NULL;
  gint               cancel = 0;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2, flag_is_set, &cancel };
  guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n = 0;

  cells_from_string (EASY, cells);
  g_assert_true (sudoku_solve (cells, solution, &options, &n, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);

  /* A flag set before the search starts stops it at once. */
  g_atomic_int_set (&cancel, 1);
  g_assert_false (sudoku_solve (cells, solution, &options, &n, NULL, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED);
  g_assert_cmpuint (n, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/solver-glib/no-gobject", test_no_gobject);
  g_test_add_func ("/sudoku/solver-glib/flag", test_flag);

  return g_test_run ();
}
