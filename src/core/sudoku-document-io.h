/* sudoku-document-io.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-state-file.h"

G_BEGIN_DECLS

/* The biggest puzzle file opened: a 100 MB collection holds 1.28 million
 * puzzles. */
#define SUDOKU_DOCUMENT_MAX_FILE_SIZE (512 * 1024 * 1024)

/**
 * SudokuProgressFunc:
 * @fraction: how much is done, from 0 to 1
 * @user_data: the data given with the function
 *
 * Told, on the worker thread, how far a long job got.
 */
typedef void (*SudokuProgressFunc) (double   fraction,
                                    gpointer user_data);

/**
 * SudokuRestore:
 * @state: the state file's content
 * @found: whether there was a state file
 * @puzzles: (nullable): the puzzles of the file it names, if it could be read
 * @format: their format
 * @file_error: (nullable): why the file it names could not be read
 * @path: the state file read
 * @text: (nullable): the text of the puzzle file
 *
 * What the last run kept, as read on a worker thread.
 */
typedef struct
{
  SudokuState  state;
  gboolean     found;
  GArray      *puzzles;
  SudokuFormat format;
  GError      *file_error;
  char        *path;
  GBytes      *text;
} SudokuRestore;

/* clang-format off */
char     *sudoku_file_display_name   (GFile              *file) G_GNUC_WARN_UNUSED_RESULT;
gboolean  sudoku_puzzles_are_shaped  (GArray             *puzzles);
GArray   *sudoku_read_puzzle_file    (GFile              *file,
                                      SudokuFormat       *format,
                                      GBytes            **text,
                                      SudokuProgressFunc  progress,
                                      gpointer            progress_data,
                                      GCancellable       *cancellable,
                                      GError            **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean  sudoku_write_puzzle_file   (GFile              *file,
                                      GArray             *puzzles,
                                      SudokuFormat        format,
                                      GBytes             *original,
                                      GBytes            **written,
                                      GCancellable       *cancellable,
                                      GError            **error);
void      sudoku_puzzles_release     (GArray             *puzzles);
void      sudoku_text_release        (GBytes             *text);
void      sudoku_restore_init        (SudokuRestore      *restore);
void      sudoku_restore_clear       (SudokuRestore      *restore);
gboolean  sudoku_restore_read        (SudokuRestore      *restore,
                                      GCancellable       *cancellable,
                                      GError            **error);
/* clang-format on */

G_END_DECLS
