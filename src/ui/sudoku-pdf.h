/* sudoku-pdf.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * SudokuSheetOptions:
 * @per_page: puzzles on a page: 1, 2, 4 or 6, or 12 or 20 of small grids
 *   (fewer when the puzzles' shape needs it: sudoku_sheet_max_per_page ())
 * @solutions: add the solutions on the last pages
 * @title: (nullable): printed at the top of the first page
 * @letter: US Letter rather than A4
 * @summary: (nullable): a classroom demo's summary of its searches, printed
 *   under the title
 * @path: add each puzzle's solution path, step by step as a person solves
 *   it (the sentences of `--explain`), after the solutions
 *
 * How a worksheet is laid out.
 */
typedef struct _SudokuSheetCache SudokuSheetCache;

typedef struct
{
  guint             per_page;
  gboolean          solutions;
  const char       *title;
  gboolean          letter;
  gboolean          path;
  const char       *summary;
  /* (nullable): what is worked out once per puzzle (its rating, its path)
   * for every page; without it each page works it out again */
  SudokuSheetCache *cache;
} SudokuSheetOptions;

/* What the person chose for a worksheet, in Print…'s tab or Export PDF…'s
 * file chooser. */
typedef struct
{
  guint    per_page;     /* 1, 2, 4 or 6; 12 or 20 of small grids */
  guint    max_per_page; /* what the puzzles' shape allows: the most offered */
  gboolean solutions;    /* on the last pages */
  gboolean path;         /* each puzzle step by step */
  gboolean summary;      /* the classroom's searches, when there were some */
  gboolean only_current; /* of a collection, only the puzzle on the board */
} SudokuSheetChoices;

SudokuSheetCache *sudoku_sheet_cache_new (void);
void              sudoku_sheet_cache_free (SudokuSheetCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuSheetCache, sudoku_sheet_cache_free)

/* clang-format off */
guint    sudoku_sheet_max_per_page   (GArray                   *puzzles);
guint    sudoku_sheet_default_per_page (GArray                 *puzzles);
guint    sudoku_sheet_per_page_values (guint                    max,
                                       guint                    values[7]);
guint    sudoku_sheet_count_pages    (const SudokuSheetOptions *options,
                                      GArray                   *puzzles,
                                      double                    width,
                                      double                    height);
void     sudoku_sheet_draw_page      (cairo_t                  *cr,
                                      double                    width,
                                      double                    height,
                                      const SudokuSheetOptions *options,
                                      GArray                   *puzzles,
                                      guint                     page);
gboolean sudoku_sheet_write_pdf      (const char               *path,
                                      const SudokuSheetOptions *options,
                                      GArray                   *puzzles,
                                      GError                  **error);
gboolean sudoku_sheet_write_pdf_full (const char               *path,
                                      const SudokuSheetOptions *options,
                                      GArray                   *puzzles,
                                      GCancellable             *cancellable,
                                      gint                     *progress,
                                      GError                  **error);
/* clang-format on */

G_END_DECLS
