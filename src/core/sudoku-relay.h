/* sudoku-relay.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * SudokuRelayFunc:
 * @object: the object the relay was made for
 * @count: a count the worker sent (how many are done, or a serial)
 * @fraction: a fraction the worker sent
 *
 * Called on the thread that made the relay.
 */
typedef void (*SudokuRelayFunc) (GObject *object,
                                 guint    count,
                                 double   fraction);

/**
 * SudokuRelay:
 *
 * Tells a worker thread's progress to the thread that started it, at most
 * ten times a second: the worker calls sudoku_relay_send (), and the
 * function runs on the starting thread's main context with the object,
 * which each message keeps alive.  Only one worker sends through a relay.
 */
typedef struct
{
  GMainContext   *context;
  GObject        *object;
  SudokuRelayFunc func;
  gint64          last; /* when the last message went (the worker's) */
} SudokuRelay;

/* clang-format off */
void sudoku_relay_init  (SudokuRelay    *relay,
                         GObject        *object,
                         SudokuRelayFunc func);
void sudoku_relay_clear (SudokuRelay    *relay);
void sudoku_relay_send  (SudokuRelay    *relay,
                         guint           count,
                         double          fraction,
                         gboolean        always);
/* clang-format on */

G_END_DECLS
