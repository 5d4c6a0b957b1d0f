/* main.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-main"

#include "config.h"

#include <dlfcn.h>
#include <locale.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "sudoku-cli.h"

/* The entry points of the module sudoku-window.so (main-window.c): the
 * window, and worksheets (which draw with cairo and Pango, as it does). */
typedef int (*WindowMainFunc) (const char *argv0,
                               char      **files);
typedef int (*ExportPdfFunc) (const SudokuModuleRequest *request);

#define WINDOW_MODULE "sudoku-window.so"

/* The module beside the program when it runs from the build tree, else the
 * one installed. */
static char *
window_module_path (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  if (exe != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (exe);
      g_autofree char *beside = g_build_filename (dir, WINDOW_MODULE, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&beside);
    }
  return g_build_filename (SUDOKU_WINDOW_MODULE_DIR, WINDOW_MODULE, NULL);
}

static int
run_module (const char                *argv0,
            const SudokuModuleRequest *request)
{
  g_autofree char *path = window_module_path ();
  /* Lazy, as a program linked with GTK binds its symbols: the window
   * starts as fast as it did then. */
  void            *module = dlopen (path, RTLD_LAZY | RTLD_LOCAL);
  gpointer         entry;

  if (module == NULL)
    {
      /* Translators: %s is the loader's own message, naming the file */
      g_printerr (_("Cannot open the window: %s\n"), dlerror ());
      return EXIT_FAILURE;
    }
  entry = dlsym (module, request->export_pdf != NULL ? "sudoku_export_pdf_main"
                                                     : "sudoku_window_main");
  if (entry == NULL)
    {
      g_printerr (_("Cannot open the window: %s\n"), dlerror ());
      return EXIT_FAILURE;
    }
  /* The module stays loaded until the process ends: GTK cannot be unloaded. */
  if (request->export_pdf != NULL)
    return ((ExportPdfFunc)entry) (request);
  return ((WindowMainFunc)entry) (argv0, request->files);
}

int
main (int   argc,
      char *argv[])
{
  g_auto(SudokuModuleRequest) request = { NULL };
  const char *localedir;
  guint       closed_fds;
  int         status;

  /* Before anything opens a file, so that none takes descriptor 0, 1 or 2. */
  closed_fds = sudoku_cli_guard_std_fds ();

  localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR"); /* run from the build tree */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  status = sudoku_cli_main (argc, argv, closed_fds, &request);
  if (status >= 0)
    return status;
  return run_module (argv[0], &request);
}
