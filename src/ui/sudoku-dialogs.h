/* sudoku-dialogs.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-generator.h"
#include "sudoku-rating.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

/**
 * SudokuSaveChoice:
 * @SUDOKU_SAVE_CHOICE_CANCEL: keep things as they are
 * @SUDOKU_SAVE_CHOICE_DISCARD: go on, losing the changes
 * @SUDOKU_SAVE_CHOICE_SAVE: save, then go on
 *
 * The answer to "Save changes?".
 */
typedef enum
{
  SUDOKU_SAVE_CHOICE_CANCEL,
  SUDOKU_SAVE_CHOICE_DISCARD,
  SUDOKU_SAVE_CHOICE_SAVE,
} SudokuSaveChoice;

/**
 * SudokuNewPuzzles:
 * @shape: the shape of their grid
 * @level: their level: on another shape than plain 9×9 easy, medium or
 *   hard, the #SudokuShapeLevel of the same number
 * @symmetry: where their givens stand: on another shape, none or a half
 *   turn
 * @count: how many: one puzzle, or a collection
 *
 * What New Puzzle asked for.
 */
typedef struct
{
  const SudokuGridShape *shape;
  SudokuLevel            level;
  SudokuSymmetry         symmetry;
  guint                  count;
} SudokuNewPuzzles;

/* clang-format off */
void             sudoku_new_puzzle_dialog_run_async  (GtkWindow          *parent,
                                                      GAsyncReadyCallback callback,
                                                      gpointer            user_data);
gboolean         sudoku_new_puzzle_dialog_run_finish (GtkWindow          *parent,
                                                      GAsyncResult       *result,
                                                      SudokuNewPuzzles   *puzzles);
void             sudoku_save_dialog_run_async  (GtkWindow           *parent,
                                                const char          *name,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
SudokuSaveChoice sudoku_save_dialog_run_finish (GtkWindow           *parent,
                                                GAsyncResult        *result);
void             sudoku_confirm_dialog_run_async (GtkWindow         *parent,
                                                const char          *primary,
                                                const char          *secondary,
                                                const char          *accept,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean         sudoku_confirm_dialog_run_finish (GtkWindow        *parent,
                                                GAsyncResult        *result);
void             sudoku_error_dialog_show      (GtkWindow           *parent,
                                                const char          *primary,
                                                const char          *secondary);
GtkWidget       *sudoku_dialog_find            (GtkWindow           *parent);
/* clang-format on */

G_END_DECLS
