/* sudoku-relay.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-relay"

#include "config.h"

#include "sudoku-relay.h"

/* A worker's progress, told on the thread that started it (see
 * sudoku-relay.h): the loading of a file, the making of puzzles. */

#define RELAY_INTERVAL_US (G_USEC_PER_SEC / 10)

typedef struct
{
  GObject        *object;
  SudokuRelayFunc func;
  guint           count;
  double          fraction;
} Message;

static void
message_free (gpointer data)
{
  Message *message = data;

  g_object_unref (message->object);
  g_free (message);
}

static gboolean
deliver_cb (gpointer data)
{
  Message *message = data;

  message->func (message->object, message->count, message->fraction);
  return G_SOURCE_REMOVE;
}

/**
 * sudoku_relay_init:
 * @relay: a relay to set up
 * @object: what the messages are for, kept alive by each
 * @func: called with each message on this thread's main context
 *
 * Sets up @relay on the calling thread, before the worker starts.
 */
void
sudoku_relay_init (SudokuRelay    *relay,
                   GObject        *object,
                   SudokuRelayFunc func)
{
  g_return_if_fail (G_IS_OBJECT (object));
  g_return_if_fail (func != NULL);

  relay->context = g_main_context_ref_thread_default ();
  relay->object = g_object_ref (object);
  relay->func = func;
  relay->last = g_get_monotonic_time ();
}

/**
 * sudoku_relay_clear:
 * @relay: a relay
 *
 * Drops what sudoku_relay_init () took, once the worker is done.
 */
void
sudoku_relay_clear (SudokuRelay *relay)
{
  g_clear_pointer (&relay->context, g_main_context_unref);
  g_clear_object (&relay->object);
}

/**
 * sudoku_relay_send:
 * @relay: a relay
 * @count: for the function
 * @fraction: for the function
 * @always: send even if the last went less than a tenth of a second ago
 *   (the last message of a batch)
 *
 * On the worker thread: sends the progress, unless one went a moment ago.
 */
void
sudoku_relay_send (SudokuRelay *relay,
                   guint        count,
                   double       fraction,
                   gboolean     always)
{
  gint64   now = g_get_monotonic_time ();
  Message *message;

  if (!always && now - relay->last < RELAY_INTERVAL_US)
    return;
  relay->last = now;
  message = g_new (Message, 1);
  message->object = g_object_ref (relay->object);
  message->func = relay->func;
  message->count = count;
  message->fraction = fraction;
  g_main_context_invoke_full (relay->context, G_PRIORITY_DEFAULT, deliver_cb, message,
                              message_free);
}
