/* main-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-main"

#include "config.h"

#include <gmodule.h>

#include "sudoku-application.h"

/* The entry point of the module sudoku-window.so, which main.c loads when
 * the command line asks for a window, so that only the window loads GTK. */

/* clang-format off */
G_MODULE_EXPORT int sudoku_window_main (const char  *argv0,
                                        char       **files);
/* clang-format on */

/**
 * sudoku_window_main:
 * @argv0: the program's name, as it was run
 * @files: (nullable) (array zero-terminated=1): files to open, already told
 *   apart from options
 *
 * Runs the application: opens @files, or the last puzzle.
 *
 * Returns: the exit status
 */
int
sudoku_window_main (const char *argv0,
                    char      **files)
{
  g_autoptr(SudokuApplication) app = sudoku_application_new ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  /* After "--", a file named like an option stays a file. */
  g_ptr_array_add (argv, (char *)argv0);
  g_ptr_array_add (argv, (char *)"--");
  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    g_ptr_array_add (argv, files[i]);
  g_ptr_array_add (argv, NULL);
  return g_application_run (G_APPLICATION (app), (int)argv->len - 1, (char **)argv->pdata);
}
