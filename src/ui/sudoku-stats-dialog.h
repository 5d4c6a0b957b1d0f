/* sudoku-stats-dialog.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-stats.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_STATS_DIALOG (sudoku_stats_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SudokuStatsDialog, sudoku_stats_dialog, SUDOKU, STATS_DIALOG, GtkWindow)

/* clang-format off */
SudokuStatsDialog *sudoku_stats_dialog_new      (GtkWindow         *parent,
                                                 SudokuStats       *stats) G_GNUC_WARN_UNUSED_RESULT;
char              *sudoku_stats_dialog_dup_row  (SudokuStatsDialog *self,
                                                 SudokuLevel        level) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
