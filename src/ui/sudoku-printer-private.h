/* sudoku-printer-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-printer.h"

G_BEGIN_DECLS

struct _SudokuPrinter
{
  GObject           parent_instance;

  GtkWindow        *window;             /* weak: the dialogs' parent */
  GtkPrintSettings *settings;           /* the last print's */
  GCancellable     *export_cancellable; /* the export running, if any */
};

/* A worksheet being printed or exported: its puzzles and options. */
typedef struct
{
  GArray            *puzzles;
  char              *title;
  SudokuSheetOptions options;
  GtkDropDown       *per_page;
  GtkCheckButton    *solutions;
  GtkCheckButton    *path;
  GtkCheckButton    *only_current;
  GtkCheckButton    *with_summary;
  char              *summary; /* the classroom's searches, if any */
  GtkEntry          *title_entry;
  guint              current; /* the puzzle on the board */
  SudokuPrinter     *printer; /* weak */
  char              *output;  /* Print to File: the file chosen */
  char              *tmp;     /* and where GTK writes it meanwhile */
  const char        *tail;    /* how the output ends when whole */
} Sheet;

/* clang-format off */
void   _sudoku_printer_say  (SudokuPrinter            *self,
                             const char               *text);
Sheet *_sudoku_sheet_new    (SudokuPrinter            *self,
                             SudokuDocument           *document,
                             const char               *summary);
void   _sudoku_sheet_free   (gpointer                  data);
void   _sudoku_sheet_choose (Sheet                    *sheet,
                             const SudokuSheetChoices *choices);
/* clang-format on */

G_END_DECLS
