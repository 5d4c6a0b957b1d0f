/* main-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-main"

#include "config.h"

#include <string.h>

#include <gmodule.h>

#include <glib/gi18n.h>

#include "sudoku-application.h"
#include "sudoku-cli.h"
#include "sudoku-document-io.h"
#include "sudoku-pdf.h"

/* The entry point of the module sudoku-window.so, which main.c loads when
 * the command line asks for a window, so that only the window loads GTK. */

/* clang-format off */
G_MODULE_EXPORT int sudoku_window_main     (const char                *argv0,
                                            char                     **files);
G_MODULE_EXPORT int sudoku_export_pdf_main (const SudokuModuleRequest *request);
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

/* The puzzles of every file, in order, or NULL after saying why. */
static GArray *
read_all (char **files)
{
  g_autoptr(GArray) all = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));

  g_array_set_clear_func (all, (GDestroyNotify)sudoku_puzzle_clear);
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (files[i]);
      g_autoptr(GError) error = NULL;
      /* "-" is standard input, as for --solve. */
      g_autoptr(GArray) puzzles = g_str_equal (files[i], "-")
                                     ? sudoku_cli_read_stdin (&error)
                                     : sudoku_read_puzzle_file (file, NULL, NULL, NULL, NULL, NULL,
                                                                &error);

      if (puzzles == NULL)
        {
          g_printerr ("%s\n", error->message);
          return NULL;
        }
      for (guint k = 0; k < puzzles->len; k++)
        {
          SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, k);

          g_array_append_vals (all, puzzle, 1);
          memset (puzzle->meta, 0, sizeof puzzle->meta); /* now the new array's */
        }
    }
  return g_steal_pointer (&all);
}

/**
 * sudoku_export_pdf_main:
 * @request: the files and the layout, from the command line
 *
 * Writes a worksheet of the puzzles of @request->files to
 * @request->export_pdf, without a window (no display needed).
 *
 * Returns: the exit status: 0, or 2 when a file cannot be read or written
 */
int
sudoku_export_pdf_main (const SudokuModuleRequest *request)
{
  SudokuSheetOptions options = {
    .per_page = request->per_page,
    .solutions = request->solutions,
    .title = request->title,
    .letter = request->letter,
    .path = request->path,
  };
  g_autoptr(GArray) puzzles = read_all (request->files);
  g_autoptr(GError) error = NULL;

  if (puzzles == NULL)
    return SUDOKU_CLI_BAD_INPUT;
  /* Without --per-page: 4 9×9s, 6 6×6s, 12 4×4s or a 16×16 a page. */
  if (options.per_page == 0)
    options.per_page = sudoku_sheet_default_per_page (puzzles);
  if (!sudoku_sheet_write_pdf (request->export_pdf, &options, puzzles, &error))
    {
      g_printerr ("%s\n", error->message);
      return SUDOKU_CLI_BAD_INPUT;
    }
  return SUDOKU_CLI_OK;
}
