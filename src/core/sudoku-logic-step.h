/* sudoku-logic-step.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-logic.h"

G_BEGIN_DECLS

/* clang-format off */
const char *sudoku_technique_name      (SudokuTechnique        technique);
const char *sudoku_technique_id        (SudokuTechnique        technique);
char       *sudoku_unit_name           (guint                  unit) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_cell_name           (guint                  cell) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_logic_step_sentence (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_logic_step_effect   (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
char       *sudoku_logic_step_chain    (const SudokuLogicStep *step) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
