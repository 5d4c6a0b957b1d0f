/* sudoku-choosers.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-pdf.h"

G_BEGIN_DECLS

/* clang-format off */
void             sudoku_open_chooser_run_async (GtkWindow           *parent,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
GFile           *sudoku_open_chooser_run_finish (GtkWindow          *parent,
                                                GAsyncResult        *result) G_GNUC_WARN_UNUSED_RESULT;
void             sudoku_save_chooser_run_async (GtkWindow           *parent,
                                                gboolean             collection,
                                                GFile               *folder,
                                                const char          *suggested,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
void             sudoku_pdf_chooser_run_async  (GtkWindow           *parent,
                                                GFile               *folder,
                                                const char          *suggested,
                                                const SudokuSheetChoices *choices,
                                                gboolean             collection,
                                                gboolean             summary,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
GFile           *sudoku_pdf_chooser_run_finish (GtkWindow           *parent,
                                                GAsyncResult        *result,
                                                SudokuSheetChoices  *choices) G_GNUC_WARN_UNUSED_RESULT;
GFile           *sudoku_save_chooser_run_finish (GtkWindow          *parent,
                                                GAsyncResult        *result) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
