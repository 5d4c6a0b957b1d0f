/* sudoku-logic-nested-chains.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The chains that Sudoku Explainer's nested forcing chains look for
 * inside a dynamic chain once the simpler rules find nothing, on the grid
 * as the chain has changed it (studied from SE's source, no code taken):
 * its cycles and forcing chains ("Dynamic Forcing Chains (+ Forcing
 * Chains)", 9.5 and more), then, where those find nothing, its cell and
 * region forcing chains ("(+ Multiple Forcing Chains)", 10.0 and more).
 * Every one SE would list, in its order, removes what it removes; a
 * candidate removed by several is the first's.  Each rests on the
 * candidates that left the grid since the outer chain began where its own
 * links stand: a link from a cell's other digit rests on the digits that
 * cell lost, a link within a unit on the places of the digit the unit
 * lost, the assumption of a cell or region forcing chain on what its cell
 * (unit) lost.  A forcing chain's true nodes count; a cycle is read both
 * ways round, so all of its nodes do.  A chain that rests on nothing would
 * have been there without the outer one, and is left out.  The outer
 * chain's count adds each nested chain's own, once. */

/* @f as SE's nested rules see it: what it removes and rests on. */
static void
forcing_hint (const SudokuLogicGrid       *grid,
              const SudokuLogicGrid       *nested,
              const SudokuLogicChainFound *f,
              SudokuLogicNestedHint       *h)
{
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ (guint64)f->cycle;

  memset (h->parents, 0, sizeof h->parents);
  memcpy (h->eliminated, f->step.eliminated, sizeof h->eliminated);
  h->value = f->value;
  h->length = f->length;
  h->sort_key = f->sort_key;
  /* The start is an assumption; the end of a cycle is the start again,
   * reached by a link. */
  for (guint i = 1; i < f->n_path; i++)
    if ((f->path[i] & 1) || f->cycle)
      _sudoku_logic_link_parents (grid, nested, f->path[i - 1], f->path[i], G_MAXUINT, h->parents);
  for (guint i = 0; i < f->n_path; i++)
    hash = (hash ^ f->path[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  h->hash = hash;
}

/* Adds what @h removes (and @removed lacks) to @out, resting on its
 * parents, if it rests on any; FALSE when @out is full. */
static gboolean
add_hint (SudokuLogicNestedOut        *out,
          const SudokuLogicNestedHint *h,
          guint16                      removed[SUDOKU_N_CELLS])
{
  guint first = out->n_parents, chain = out->n_chains;
  gboolean new = FALSE, rests = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      new |= (h->eliminated[cell] & ~removed[cell]) != 0;
      rests |= h->parents[cell] != 0;
    }
  if (!new || !rests)
    return TRUE;
  if (chain == SUDOKU_LOGIC_NESTED_MAX_CHAINS)
    return FALSE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = h->parents[cell]; rest != 0; rest &= rest - 1)
      {
        if (out->n_parents == G_N_ELEMENTS (out->parents))
          return FALSE;
        out->parents[out->n_parents++] = (guint16)(cell * 10 + bit_first (rest));
      }
  out->chain_hash[chain] = h->hash;
  out->chain_cost[chain] = (guint16)h->length;
  out->n_chains++;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = h->eliminated[cell] & ~removed[cell]; rest != 0; rest &= rest - 1)
      {
        SudokuLogicNestedRemoval *x;

        if (out->n_removals == G_N_ELEMENTS (out->removals))
          return FALSE;
        x = &out->removals[out->n_removals++];
        x->cell = (guint8)cell;
        x->digit = (guint8)bit_first (rest);
        x->first = (guint16)first;
        x->n = (guint16)(out->n_parents - first);
        x->chain = (guint16)(chain + 1);
        removed[cell] |= (guint16)(rest & -rest);
      }
  return TRUE;
}

/* What the chains removed on a grid already seen: the removals, then the
 * parents, the chains' hashes and costs. */
typedef struct
{
  guint n_removals, n_parents, n_chains;
} Seen;

/* A cache's value: what the cycles and forcing chains removed there, and
 * the cell and region forcing chains (NULL until asked for). */
typedef struct
{
  Seen *forcing;
  Seen *multiple;
  Seen *dynamic[2]; /* levels 0 and 2 */
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->forcing);
  g_free (entry->multiple);
  g_free (entry->dynamic[0]);
  g_free (entry->dynamic[1]);
  g_free (entry);
}

static guint
cands_hash (gconstpointer key)
{
  const guint16 *cands = key;
  guint          hash = 2166136261u;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    hash = (hash ^ cands[cell]) * 16777619u;
  return hash;
}

static gboolean
cands_equal (gconstpointer a,
             gconstpointer b)
{
  return memcmp (a, b, SUDOKU_N_CELLS * sizeof (guint16)) == 0;
}

/**
 * _sudoku_logic_nested_cache_new:
 *
 * Two runs of a dynamic search often bring the grid to the same state
 * (a digit true, the other of its cell false), and levels 2 and 3 go the
 * same way until level 3 asks for more: what the chains found there is
 * kept, for the searches from one grid.
 *
 * Returns: (transfer full): a cache for _sudoku_logic_nested_chains ()
 */
GHashTable *
_sudoku_logic_nested_cache_new (void)
{
  return g_hash_table_new_full (cands_hash, cands_equal, g_free, entry_free);
}

static Seen *
seen_new (const SudokuLogicNestedOut *out)
{
  gsize removals = out->n_removals * sizeof out->removals[0], parents = out->n_parents * sizeof out->parents[0];
  gsize hashes = out->n_chains * sizeof out->chain_hash[0], costs = out->n_chains * sizeof out->chain_cost[0];
  Seen *seen = g_malloc (sizeof (Seen) + hashes + removals + parents + costs);
  char *at = (char *)(seen + 1);

  seen->n_removals = out->n_removals;
  seen->n_parents = out->n_parents;
  seen->n_chains = out->n_chains;
  memcpy (at, out->chain_hash, hashes);
  memcpy (at + hashes, out->removals, removals);
  memcpy (at + hashes + removals, out->parents, parents);
  memcpy (at + hashes + removals + parents, out->chain_cost, costs);
  return seen;
}

static void
cache_read (const Seen           *seen,
            SudokuLogicNestedOut *out)
{
  gsize       removals = seen->n_removals * sizeof out->removals[0], parents = seen->n_parents * sizeof out->parents[0];
  gsize       hashes = seen->n_chains * sizeof out->chain_hash[0], costs = seen->n_chains * sizeof out->chain_cost[0];
  const char *at = (const char *)(seen + 1);

  out->n_removals = seen->n_removals;
  out->n_parents = seen->n_parents;
  out->n_chains = seen->n_chains;
  memcpy (out->chain_hash, at, hashes);
  memcpy (out->removals, at + hashes, removals);
  memcpy (out->parents, at + hashes + removals, parents);
  memcpy (out->chain_cost, at + hashes + removals + parents, costs);
}

/* The cell and region forcing chains (@kind 0) or the dynamic forcing
 * chains of level 0 (1) or 2 (2) on @nested, into @out, from @seen if
 * they were looked for already. */
static void
nested_hints (const SudokuLogicGrid   *grid,
              const SudokuLogicGrid   *nested,
              guint                    kind,
              SudokuLogicDynamicNested dynamic,
              Seen                   **seen,
              guint16                  removed[SUDOKU_N_CELLS],
              SudokuLogicNestedOut    *out)
{
  GArray *found;

  if (*seen != NULL)
    {
      cache_read (*seen, out);
      return;
    }
  found = g_array_new (FALSE, FALSE, sizeof (SudokuLogicNestedHint));
  if (kind == 0)
    _sudoku_logic_multiple_nested (grid, nested, found);
  else
    dynamic (grid, nested, kind == 1 ? 0 : 2, found);
  for (guint i = 0; i < found->len; i++)
    if (!add_hint (out, &g_array_index (found, SudokuLogicNestedHint, i), removed))
      break;
  g_array_unref (found);
  *seen = seen_new (out);
}

/**
 * _sudoku_logic_nested_chains:
 * @space: the forcing chains' working space
 * @grid: the grid the outer chain started from
 * @cands: the candidates as the outer chain has changed them
 * @level: 2 for the cycles and forcing chains, 3 for the cell and region
 *   forcing chains too, where those find nothing; 4 for the dynamic
 *   forcing chains instead, 5 for those with nested forcing chains nested
 *   too, where those find nothing
 * @cache: from _sudoku_logic_nested_cache_new (), for this @grid only
 * @dynamic: the dynamic chains' search, for @level 4 and 5
 * @out: (out caller-allocates): what the chains remove
 *
 * Returns: whether a chain that rests on the outer one removes anything
 */
gboolean
_sudoku_logic_nested_chains (SudokuLogicForcingSpace *space,
                             const SudokuLogicGrid   *grid,
                             const guint16            cands[SUDOKU_N_CELLS],
                             guint                    level,
                             GHashTable              *cache,
                             SudokuLogicDynamicNested dynamic,
                             SudokuLogicNestedOut    *out)
{
  SudokuLogicGrid       nested;
  SudokuLogicNestedHint hint;
  GArray               *found;
  guint16               removed[SUDOKU_N_CELLS] = { 0 }, lost = 0;
  Entry                *entry = g_hash_table_lookup (cache, cands);

  if (entry == NULL)
    {
      entry = g_new0 (Entry, 1);
      g_hash_table_insert (cache, g_memdup2 (cands, SUDOKU_N_CELLS * sizeof (guint16)), entry);
    }
  memcpy (nested.values, grid->values, sizeof nested.values);
  memcpy (nested.cands, cands, sizeof nested.cands);
  out->n_removals = out->n_parents = out->n_chains = 0;
  if (level >= 4)
    {
      nested_hints (grid, &nested, 1, dynamic, &entry->dynamic[0], removed, out);
      if (out->n_removals == 0 && level >= 5)
        nested_hints (grid, &nested, 2, dynamic, &entry->dynamic[1], removed, out);
      return out->n_removals > 0;
    }
  if (entry->forcing != NULL)
    cache_read (entry->forcing, out);
  else
    {
      /* A chain of one digit's links rests on nothing unless the digit
       * lost a place. */
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        lost |= grid->cands[cell] & ~cands[cell];
      found = g_array_new (FALSE, FALSE, sizeof (SudokuLogicChainFound));
      _sudoku_logic_forcing_all (space, &nested, lost, found);
      for (guint i = 0; i < found->len; i++)
        {
          forcing_hint (grid, &nested, &g_array_index (found, SudokuLogicChainFound, i), &hint);
          if (!add_hint (out, &hint, removed))
            break;
        }
      g_array_unref (found);
      entry->forcing = seen_new (out);
    }
  if (out->n_removals == 0 && level >= 3)
    nested_hints (grid, &nested, 0, NULL, &entry->multiple, removed, out);
  return out->n_removals > 0;
}
