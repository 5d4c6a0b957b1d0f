/* sudoku-cli.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include <glib.h>

#include "sudoku-solver.h"

G_BEGIN_DECLS

typedef enum
{
  SUDOKU_CLI_OK = 0,          /* every puzzle has a solution */
  SUDOKU_CLI_NO_SOLUTION = 1, /* at least one puzzle has none */
  SUDOKU_CLI_BAD_INPUT = 2,   /* a file could not be read or parsed */
  SUDOKU_CLI_USAGE = 2,       /* the command line is wrong */
} SudokuCliStatus;

typedef struct
{
  SudokuStrategy strategy;
  gboolean       count;   /* print unique/multiple/none instead of solutions */
  gboolean       stats;   /* print placements, backtracks and time to @err */
  gboolean       trace;   /* print every step before each solution */
  guint          jobs;    /* puzzles solved at once; 0 for one per processor */
  gboolean       explain; /* print the logic solution path instead */
  gboolean       rate;    /* print the SE rating ER/EP/ED instead */
  guint          side;    /* every puzzle 4, 6, 9 or 16 cells a side; 0 for any */
  gboolean       x;       /* every puzzle a Sudoku X */
} SudokuCliOptions;

/**
 * SudokuModuleRequest:
 * @files: the files to open, or to export
 * @export_pdf: (nullable): write a worksheet of @files to this PDF instead
 *   of opening a window
 * @per_page: with @export_pdf: 1, 2, 4 or 6 puzzles a page, 12 or 20 of
 *   small grids; 0 for the default of the puzzles' shape
 * @solutions: with @export_pdf: the solutions on the last pages
 * @title: (nullable): with @export_pdf: the worksheet's title
 * @letter: with @export_pdf: US Letter rather than A4
 * @path: with @export_pdf: each puzzle's solution path
 *
 * What the command line leaves to the window's module (the one part of
 * the program that loads GTK, cairo and Pango).
 */
typedef struct
{
  char   **files;
  char    *export_pdf;
  guint    per_page;
  gboolean solutions;
  char    *title;
  gboolean letter;
  gboolean path;
} SudokuModuleRequest;

/* clang-format off */
guint           sudoku_cli_guard_std_fds (void);
void            sudoku_module_request_clear (SudokuModuleRequest *request);
int             sudoku_cli_main          (int                     argc,
                                          char                  **argv,
                                          guint                   closed_fds,
                                          SudokuModuleRequest    *request);
SudokuCliStatus sudoku_cli_solve         (const char *const      *files,
                                          const SudokuCliOptions *options,
                                          FILE                   *out,
                                          FILE                   *err);
char           *sudoku_cli_display_name  (const char             *path) G_GNUC_WARN_UNUSED_RESULT;
GArray         *sudoku_cli_read_stdin    (GError                **error) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SudokuModuleRequest, sudoku_module_request_clear)

G_END_DECLS
