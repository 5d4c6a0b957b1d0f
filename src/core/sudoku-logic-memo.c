/* sudoku-logic-memo.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* What the slow searches found on a grid, kept for a bench that walks
 * both paths of a puzzle (bench-logic --sound): the people's path meets
 * the rating's grids where it needs the chains, and from aligned pair
 * exclusion on both orders ask the same searches the same way (each
 * depends on the grid, the technique, whether all kinds are wanted and
 * how deep the dynamic chains go, not on the order). */

typedef struct
{
  guint8  values[SUDOKU_N_CELLS];
  guint16 cands[SUDOKU_N_CELLS];
  guint8  technique;
  guint8  all_kinds;
  guint8  deep; /* SE's rules or deep: the dynamic chains to level 5 */
} Key;

typedef struct
{
  gboolean        found;
  SudokuLogicStep step;
} Value;

/* Per thread: another thread's searches never see it. */
static _Thread_local GHashTable *memo;

static guint
key_hash (gconstpointer data)
{
  const guint8 *bytes = data;
  guint         hash = 2166136261u;

  for (gsize i = 0; i < sizeof (Key); i++)
    hash = (hash ^ bytes[i]) * 16777619u;
  return hash;
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  return memcmp (a, b, sizeof (Key)) == 0;
}

/**
 * _sudoku_logic_memo_new:
 *
 * Returns: (transfer full): a table for _sudoku_logic_memo_use ()
 */
GHashTable *
_sudoku_logic_memo_new (void)
{
  return g_hash_table_new_full (key_hash, key_equal, g_free, g_free);
}

/**
 * _sudoku_logic_memo_use:
 * @table: (nullable): from _sudoku_logic_memo_new (), or %NULL to stop
 *
 * For benches: the next steps asked for keep in @table what the searches
 * from aligned pair exclusion on found on each grid, and take it from
 * there when asked again (never where the search may be cancelled).  For
 * the calling thread's searches alone.
 */
void
_sudoku_logic_memo_use (GHashTable *table)
{
  memo = table;
}

/* Whether a step takes @technique's search from the table. */
gboolean
_sudoku_logic_memo_applies (SudokuTechnique        technique,
                            const SudokuLogicSink *sink)
{
  return memo != NULL && sink->cancel_func == NULL && sink->all_kinds &&
         (technique == SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION || technique == SUDOKU_TECHNIQUE_FORCING_X_CHAIN ||
          technique == SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION || technique == SUDOKU_TECHNIQUE_NISHIO ||
          technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN || technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN ||
          technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS ||
          technique == SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
}

/* @find's first step of @technique on @grid (into @step, where @sink
 * keeps the first), from the table if it was looked for already. */
gboolean
_sudoku_logic_memo_find (const SudokuLogicGrid *grid,
                         SudokuTechnique        technique,
                         const SudokuLogicSink *sink,
                         SudokuLogicFinder      find,
                         SudokuLogicStep       *step)
{
  Key    key;
  Value *value;

  memset (&key, 0, sizeof key);
  memcpy (key.values, grid->values, sizeof key.values);
  memcpy (key.cands, grid->cands, sizeof key.cands);
  key.technique = (guint8)technique;
  key.all_kinds = (guint8)sink->all_kinds;
  key.deep = (guint8)(sink->se_rules || sink->deep);
  value = g_hash_table_lookup (memo, &key);
  if (value == NULL)
    {
      value = g_new (Value, 1);
      value->found = find (grid, technique, sink);
      if (value->found)
        value->step = *step;
      g_hash_table_insert (memo, g_memdup2 (&key, sizeof key), value);
    }
  else if (value->found)
    *step = value->step;
  return value->found;
}
