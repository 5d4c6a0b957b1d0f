/* sudoku-cli-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>

#include "sudoku-cli.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-generator.h"

G_BEGIN_DECLS

/* The start of an input, read to tell its shape, then handed over again
 * (sudoku-cli-shape.c). */
typedef struct
{
  SudokuReadFunc read;
  gpointer       source;
  char          *head;
  gsize          length;
  gsize          served;
  GError        *error; /* met while reading the head, told after it */
} SudokuCliPeek;

/* Where the answers stand, across the files and the readers. */
typedef struct
{
  const SudokuCliOptions *options;
  FILE                   *out;
  FILE                   *err;
  const char             *name;
  SudokuCliStatus        *status;
  guint                  *n_printed;
  gboolean               *last_grid;
} SudokuCliShapeRun;

/* --generate N for a shape other than plain 9×9. */
typedef struct
{
  guint            n_puzzles;
  guint            side;
  gboolean         x;
  SudokuShapeLevel level;
  gboolean         symmetric;
  guint64          seed;
  gboolean         have_seed;
} SudokuCliShapeGenerate;

/* clang-format off */
int             _sudoku_cli_generate_shaped (const SudokuCliShapeGenerate *options,
                                             FILE                         *out,
                                             FILE                         *err);
gssize          _sudoku_cli_read_fd      (gpointer                source,
                                          char                   *buffer,
                                          gsize                   size,
                                          GError                **error);
void            _sudoku_cli_peek_init    (SudokuCliPeek          *peek,
                                          SudokuReadFunc          read,
                                          gpointer                source);
void            _sudoku_cli_peek_clear   (SudokuCliPeek          *peek);
gssize          _sudoku_cli_peek_read    (gpointer                source,
                                          char                   *buffer,
                                          gsize                   size,
                                          GError                **error);
gboolean        _sudoku_cli_wants_shapes (const SudokuCliOptions *options,
                                          const SudokuCliPeek    *peek);
gboolean        _sudoku_cli_solve_shaped (SudokuCliShapeRun      *run,
                                          SudokuCliPeek          *peek,
                                          GError                **error);
SudokuCliStatus _sudoku_cli_explain (const SudokuCliOptions *options,
                                     const char             *name,
                                     const SudokuPuzzle     *puzzle,
                                     guint                   index,
                                     FILE                   *out,
                                     FILE                   *err);
SudokuCliStatus _sudoku_cli_explain_shaped (const SudokuCliOptions   *options,
                                            const char               *name,
                                            const SudokuShapedPuzzle *puzzle,
                                            guint                     index,
                                            FILE                     *out,
                                            FILE                     *err);
/* clang-format on */

G_END_DECLS
