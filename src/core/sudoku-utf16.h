/* sudoku-utf16.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* clang-format off */
gboolean _sudoku_is_utf16     (const char  *data,
                               gsize        length);
char    *_sudoku_utf16_decode (const char  *data,
                               gsize        length,
                               gsize       *text_length,
                               guint       *line,
                               const char **found);
char    *_sudoku_utf16_encode (const char  *text,
                               gsize        length,
                               const char  *like,
                               gsize       *out_length);
/* clang-format on */

G_END_DECLS
