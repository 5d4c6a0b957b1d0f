/* sudoku-demo.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-shape.h"
#include "sudoku-solver.h"

G_BEGIN_DECLS

/* A step of a demo's search.  Cells and units are the shape's (see
 * sudoku-shape.h): on 9×9, cells 0-80, units rows 0-8, columns 9-17, boxes
 * 18-26, then on X the two diagonals. */
typedef struct
{
  guint8  kind; /* SudokuStepKind */
  guint8  cell;
  guint8  digit;
  guint8  candidates; /* placing: how many digits fitted the cell, 1 when forced */
  guint16 dead_cell;  /* taking back: a cell where no digit fits, the shape's n_cells (SUDOKU_N_CELLS
                         on 9×9) if none */
  guint8  dead_unit;  /* else a unit where… */
  guint8  dead_digit; /* …this digit has no place left, 0 if none */
} SudokuStep;

typedef struct
{
  guint            n_solutions;                /* 0 or 1: the demo stops at the first */
  guint8           solution[SUDOKU_MAX_CELLS]; /* the shape's n_cells, 81 on 9×9 */
  SudokuSolveStats stats;
} SudokuDemoResult;

#define SUDOKU_TYPE_DEMO (sudoku_demo_get_type ())
G_DECLARE_FINAL_TYPE (SudokuDemo, sudoku_demo, SUDOKU, DEMO, GObject)

/* clang-format off */
SudokuDemo *sudoku_demo_new          (const guint8         cells[SUDOKU_N_CELLS],
                                      SudokuStrategy       strategy) G_GNUC_WARN_UNUSED_RESULT;
SudokuDemo *sudoku_demo_new_for_shape (const SudokuGridShape *shape,
                                      const guint8         *cells,
                                      SudokuStrategy        strategy) G_GNUC_WARN_UNUSED_RESULT;
SudokuStrategy sudoku_demo_get_strategy (SudokuDemo       *self);
const SudokuGridShape *sudoku_demo_get_shape (SudokuDemo *self);
void        sudoku_demo_run_async    (SudokuDemo          *self,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
gboolean    sudoku_demo_run_finish   (SudokuDemo          *self,
                                      GAsyncResult        *result,
                                      SudokuDemoResult    *out_result,
                                      GError             **error);
void        sudoku_demo_allow        (SudokuDemo          *self,
                                      guint                n_steps);
void        sudoku_demo_finish_now   (SudokuDemo          *self);
guint       sudoku_demo_take_steps   (SudokuDemo          *self,
                                      SudokuStep          *steps,
                                      guint                max_steps);
gboolean    sudoku_demo_is_waiting   (SudokuDemo          *self);
void        sudoku_demo_get_progress (SudokuDemo          *self,
                                      guint64             *placements,
                                      guint64             *backtracks,
                                      guint8              *values);
/* clang-format on */

G_END_DECLS
