/* sudoku-core-test-util.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-board.h"
#include "sudoku-demo.h"
#include "sudoku-document.h"
#include "sudoku-game.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

typedef gboolean (*SudokuTestDoneFunc) (gpointer data);

/* A puzzle of tests/data/shapes/held-out.txt: whether it has one solution
 * ("unique"), several ("multiple") or none, and its shape and digits. */
typedef struct
{
  char    *expected;
  guint    side;
  gboolean x;
  guint8   cells[SUDOKU_MAX_CELLS];
} SudokuTestHeldOut;

/* clang-format off */
gboolean sudoku_test_spin_until (SudokuTestDoneFunc done,
                                 gpointer           data,
                                 double             seconds);
void     sudoku_test_spin_for   (double             seconds);
SudokuBoard *sudoku_test_solving_board (const char *puzzle) G_GNUC_WARN_UNUSED_RESULT;
void     sudoku_test_game_hint  (SudokuGame        *game);
void     sudoku_test_result_cb        (GObject        *object,
                                       GAsyncResult   *result,
                                       gpointer        user_data);
GAsyncResult *sudoku_test_wait_for    (GAsyncResult  **result);
gboolean sudoku_test_document_load    (SudokuDocument *document,
                                       const char     *path,
                                       GError        **error);
gboolean sudoku_test_document_save    (SudokuDocument *document,
                                       const char     *path,
                                       SudokuFormat    format,
                                       GError        **error);
gboolean sudoku_test_document_restore (SudokuDocument *document,
                                       GError        **error);
guint      sudoku_test_digit_of      (char c);
GPtrArray *sudoku_test_load_held_out (void);
gboolean   sudoku_test_record_step   (SudokuStepKind kind,
                                      guint          cell,
                                      guint          digit,
                                      gpointer       user_data);
void       sudoku_test_remove_tree   (const char    *path);
/* clang-format on */

G_END_DECLS
