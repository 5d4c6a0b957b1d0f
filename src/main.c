/* main.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-main"

#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "sudoku-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SudokuApplication) app = NULL;

  const char *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR"); /* run from the build tree */

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = sudoku_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
