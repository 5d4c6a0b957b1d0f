/* sudoku-printer.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-document.h"
#include "sudoku-pdf.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_PRINTER (sudoku_printer_get_type ())
G_DECLARE_FINAL_TYPE (SudokuPrinter, sudoku_printer, SUDOKU, PRINTER, GObject)

/* clang-format off */
SudokuPrinter *sudoku_printer_new           (GtkWindow        *window) G_GNUC_WARN_UNUSED_RESULT;
void           sudoku_printer_print         (SudokuPrinter    *self,
                                             SudokuDocument   *document,
                                             const char       *summary);
gboolean       sudoku_printer_print_to_file (SudokuPrinter    *self,
                                             SudokuDocument   *document,
                                             const char       *summary,
                                             const char       *path);
void           sudoku_printer_set_settings  (SudokuPrinter    *self,
                                             GtkPrintSettings *settings);
void           sudoku_printer_export_pdf    (SudokuPrinter    *self,
                                             SudokuDocument   *document,
                                             const char       *summary,
                                             const SudokuSheetChoices *choices,
                                             GFile            *file);
void           sudoku_printer_get_choices   (SudokuDocument   *document,
                                             const char       *summary,
                                             SudokuSheetChoices *choices);
gboolean       sudoku_printer_get_exporting (SudokuPrinter    *self);
gboolean       sudoku_printer_stop          (SudokuPrinter    *self);
/* clang-format on */

G_END_DECLS
