/* sudoku-shape-file-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-shape.h"

G_BEGIN_DECLS

/* The reader's view of a line, shared with the writers
 * (sudoku-shape-file-write.c), which find a puzzle's cells again where the
 * reader found them. */

/* One line's cells, and where each one stands on it. */
typedef struct
{
  guint8   cells[SUDOKU_MAX_CELLS];
  gsize    offsets[SUDOKU_MAX_CELLS];
  int      n;
  gboolean numbers;
  gsize    bad; /* where the first character that is no cell stands */
} Cells;

/* clang-format off */
gboolean _sudoku_shape_read_cells (const char *line,
                                   gsize       length,
                                   Cells      *out);
gboolean _sudoku_shape_is_rule    (const char *line,
                                   gsize       length);
void     _sudoku_append_meta      (GString           *out,
                                   const char *const *meta);
/* clang-format on */

G_END_DECLS
