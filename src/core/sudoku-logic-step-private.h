/* sudoku-logic-step-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-logic.h"

G_BEGIN_DECLS

/* The words of the steps' sentences (sudoku-logic-words.c) and the
 * sentences of the patterns (sudoku-logic-step-patterns.c: uniqueness,
 * aligned exclusion, cycles and forcing chains), for
 * sudoku-logic-step.c. */

/* clang-format off */
char *_sudoku_logic_join_list        (GPtrArray             *items) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_digit_list        (guint                  mask) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_cells_within      (guint                  unit,
                                       const guint8          *cells,
                                       guint                  n) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_cell_list         (const guint8          *cells,
                                       guint                  n) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_eliminated_cells  (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_unique_sentence   (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_aligned_sentence  (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_forcing_sentence  (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
