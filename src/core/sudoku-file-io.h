/* sudoku-file-io.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* clang-format off */
gboolean sudoku_save_bytes        (GFile               *file,
                                   GBytes              *bytes,
                                   GCancellable        *cancellable,
                                   GError             **error);
void     sudoku_save_bytes_async  (GFile               *file,
                                   GBytes              *bytes,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data);
gboolean sudoku_save_bytes_finish (GFile               *file,
                                   GAsyncResult        *result,
                                   GError             **error);
GBytes  *sudoku_load_bytes        (GFile               *file,
                                   gsize                max_size,
                                   GCancellable        *cancellable,
                                   GError             **error) G_GNUC_WARN_UNUSED_RESULT;
char    *sudoku_save_begin        (const char          *path,
                                   GError             **error) G_GNUC_WARN_UNUSED_RESULT;
gboolean sudoku_save_commit       (const char          *tmp,
                                   const char          *path,
                                   const char          *tail,
                                   GError             **error);
/* clang-format on */

G_END_DECLS
