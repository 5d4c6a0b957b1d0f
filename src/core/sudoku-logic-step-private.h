/* sudoku-logic-step-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-logic.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

/* The words of the steps' sentences (sudoku-logic-words.c) and the
 * sentences of the patterns (sudoku-logic-step-patterns.c: uniqueness,
 * aligned exclusion, cycles and forcing chains), for
 * sudoku-logic-step.c; the words and sentences every shape shares, for
 * sudoku-shape-logic-words.c too. */

/* clang-format off */
char *_sudoku_logic_join_list        (GPtrArray             *items) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_digit_list        (guint32                mask) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_unit_words        (SudokuUnitKind         kind,
                                       guint                  index) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_cell_words        (guint                  side,
                                       guint                  cell) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_cells_words       (guint                  side,
                                       const guint8          *cells,
                                       guint                  n) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_cells_in_unit_words (guint                side,
                                       SudokuUnitKind         kind,
                                       const guint8          *cells,
                                       guint                  n) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_singles_words     (SudokuTechnique        technique,
                                       const char            *cell,
                                       const char            *unit,
                                       guint                  digit) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_locked_words      (SudokuTechnique        technique,
                                       const char            *first,
                                       const char            *cover,
                                       guint                  digit,
                                       const char            *rest) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_subset_words      (SudokuTechnique        technique,
                                       const char            *unit,
                                       const char            *cells,
                                       const char            *digits) G_GNUC_WARN_UNUSED_RESULT;
char *_sudoku_logic_guess_words       (void) G_GNUC_WARN_UNUSED_RESULT;
void  _sudoku_logic_effect_words      (GString               *text,
                                       guint                  side,
                                       guint                  cell,
                                       guint32                eliminated,
                                       guint                  digit);
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
