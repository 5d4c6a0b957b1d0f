/* sudoku-pdf-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "sudoku-puzzle-file.h"

G_BEGIN_DECLS

/* The worksheet's grids, of every shape (sudoku-pdf-grid.c), for the pages
 * that sudoku-pdf.c lays out. */

/* clang-format off */
void     _sudoku_sheet_show_text   (cairo_t            *cr,
                                    const char         *text,
                                    const char         *font,
                                    double              x,
                                    double              y,
                                    double              width,
                                    gboolean            centred);
void     _sudoku_sheet_draw_grid   (cairo_t            *cr,
                                    double              x,
                                    double              y,
                                    double              size,
                                    const SudokuPuzzle *puzzle,
                                    const guint8       *solution);
gboolean _sudoku_sheet_solve       (const SudokuPuzzle *puzzle,
                                    guint8             *solution);
char    *_sudoku_sheet_puzzle_label (const SudokuPuzzle *puzzle,
                                     guint               number) G_GNUC_WARN_UNUSED_RESULT;
GPtrArray *_sudoku_sheet_path_steps (const SudokuPuzzle *puzzle, GCancellable *cancellable) G_GNUC_WARN_UNUSED_RESULT;
guint    _sudoku_sheet_fit_per_page (GArray            *puzzles,
                                     guint              per_page);
/* clang-format on */

G_END_DECLS
