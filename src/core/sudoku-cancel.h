/* sudoku-cancel.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * sudoku_cancellable_cancelled:
 * @cancellable: (nullable): a #GCancellable
 *
 * The solver's cancel_func for a #GCancellable (the solver links GLib
 * alone): pass it with the cancellable as its data.
 *
 * Returns: whether @cancellable is cancelled
 */
static inline gboolean
sudoku_cancellable_cancelled (gpointer cancellable)
{
  return cancellable != NULL && g_cancellable_is_cancelled (cancellable);
}

G_END_DECLS
