/* sudoku-demo-texts.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-demo.h"

G_BEGIN_DECLS

/* clang-format off */
guint           sudoku_demo_n_strategies      (void);
SudokuStrategy  sudoku_demo_strategy_at       (guint                   index);
guint           sudoku_demo_strategy_index    (SudokuStrategy          strategy);
const char     *sudoku_demo_strategy_title    (SudokuStrategy          strategy);
char           *sudoku_demo_speed_text        (double                  steps_per_second) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_step_text         (const SudokuStep       *step) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_step_brief_text   (const SudokuStep       *step) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_step_text_for_shape (const SudokuGridShape *shape,
                                                 const SudokuStep      *step) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_step_brief_text_for_shape (const SudokuGridShape *shape,
                                                       const SudokuStep      *step) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_rate_text         (guint64                 tried,
                                               guint64                 taken_back) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_counters_text     (guint64                 placements,
                                               guint64                 backtracks,
                                               guint                   depth,
                                               gint64                  elapsed_us) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_summary_line      (SudokuStrategy          strategy,
                                               const SudokuSolveStats *stats) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_logic_counters_text (guint                 shown,
                                                 guint                 total) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_logic_line        (guint                   n_steps,
                                               gboolean                stuck) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_search_gave_up_line (SudokuStrategy        strategy,
                                                 guint                 seconds) G_GNUC_WARN_UNUSED_RESULT;
char           *sudoku_demo_compare_line      (const char             *logic,
                                               const char             *search) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
