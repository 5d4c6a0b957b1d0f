/* sudoku-logic-dynamic-length.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-dynamic-private.h"

/* The length of a dynamic forcing chain as Sudoku Explainer counts it for
 * its surcharge (studied from its source, no code taken). */

/* SE's count of a chain's nodes is the distinct nodes behind each end
 * (itself included); nested chains behind any end count once more, each
 * with its own count (@hashes tells them apart, @extra adds them up). */
typedef struct
{
  guint64 hashes[256];
  guint   n_hashes;
  guint   extra;
} Nested;

/* The nodes behind @node of @r, itself included, each candidate once;
 * with @nested, the nested chains among them join it. */
static guint
ancestors (Work   *w,
           Run    *r,
           guint   node,
           Nested *nested)
{
  guint n_todo = 1;

  if (r->nodes[node].count != 0 && (nested == NULL || r->n_chains == 0))
    return r->nodes[node].count;
  if (++w->stamp == 0)
    {
      memset (w->seen, 0, sizeof w->seen);
      w->stamp = 1;
    }
  w->todo[0] = (guint16)node;
  w->seen[key_of (r->nodes[node].cell, r->nodes[node].digit, r->nodes[node].on)] = w->stamp;
  for (guint head = 0; head < n_todo; head++)
    {
      const Node *p = &r->nodes[w->todo[head]];
      gboolean    known = p->nested == 0 || nested == NULL;

      for (guint k = 0; !known && k < nested->n_hashes; k++)
        known = nested->hashes[k] == r->chain_hash[p->nested - 1];
      if (!known && nested->n_hashes < G_N_ELEMENTS (nested->hashes))
        {
          nested->hashes[nested->n_hashes++] = r->chain_hash[p->nested - 1];
          nested->extra += r->chain_cost[p->nested - 1];
        }
      for (guint k = 0; k < p->n; k++)
        {
          guint       parent = r->links[p->first + k];
          const Node *q = &r->nodes[parent];
          guint       key = key_of (q->cell, q->digit, q->on);

          if (w->seen[key] == w->stamp)
            continue;
          w->seen[key] = w->stamp;
          w->todo[n_todo++] = (guint16)parent;
        }
    }
  r->nodes[node].count = (guint16)n_todo;
  return n_todo;
}

/**
 * _sudoku_logic_dynamic_length:
 * @w: the search's working space
 * @runs: the chains' runs
 * @nodes: the node each chain ends on, in its run
 * @n: how many
 *
 * Returns: SE's count of the chains' nodes, for the length surcharge
 */
guint
_sudoku_logic_dynamic_length (Work        *w,
                              Run *const  *runs,
                              const guint *nodes,
                              guint        n)
{
  Nested nested = { .n_hashes = 0, .extra = 0 };
  guint  length = 0;

  for (guint i = 0; i < n; i++)
    length += ancestors (w, runs[i], nodes[i], &nested);
  return length + nested.extra;
}
