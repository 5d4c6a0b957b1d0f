/* sudoku-logic-dynamic-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-logic-private.h"

G_BEGIN_DECLS

/* The working parts of SE's dynamic forcing chains (sudoku-logic-dynamic.c),
 * shared with what gathers the dynamic chains nested in them
 * (sudoku-logic-dynamic-nested.c). */

#define N_KEYS     (SUDOKU_N_CELLS * 20)
#define MAX_NODES  (N_KEYS + 8)
#define MAX_LINKS  65535
#define MAX_CHAINS 4096

enum
{
  SORT_DOUBLE = 1,
  SORT_CELL = 5,
  SORT_REGION = 6,
  SORT_CONTRADICTION = 7,
};

typedef SudokuLogicChainNode Node;

/* One run from an assumption: its nodes, the keys each got first, and
 * where it stopped. */
typedef struct
{
  Node    *nodes;
  guint16 *links;
  guint16 *on_list; /* the true nodes in the order they came */
  guint16 *off_list;
  guint64 *chain_hash; /* the nested chains: told apart, and SE's count */
  guint16 *chain_cost;
  guint    n_nodes, n_links, n_on, n_off, n_chains;
  guint16  index[N_KEYS]; /* node + 1, or 0 */
  gboolean absurd;
  guint16  absurd_on, absurd_off; /* the two nodes of the contradiction */
} Run;

/* The working space of one run, copied into a Run of its size. */
typedef struct
{
  const SudokuLogicGrid *grid;
  const guint8 (*peers)[20];
  guint                    level; /* 1: the simpler rules nested, 2: and chains, 3: and more; 4, 5: dynamic ones */
  SudokuLogicForcingSpace *space;
  GHashTable              *cache; /* of the nested chains */
  SudokuLogicNestedOut     nested;
  SudokuLogicNestedState   state;
  guint16                  grid_places[SUDOKU_N_UNITS][10];
  guint16                  cands[SUDOKU_N_CELLS];
  SudokuLogicChainPool     pool; /* of nodes and links */
  Node                     nodes[MAX_NODES];
  guint16                  links[MAX_LINKS];
  guint16                  on_list[MAX_NODES];
  guint16                  off_list[MAX_NODES];
  guint64                  chain_hash[MAX_CHAINS];
  guint16                  chain_cost[MAX_CHAINS];
  Run                      run;
  /* For counting the nodes behind a node. */
  guint32                  seen[N_KEYS];
  guint32                  stamp;
  guint16                  todo[MAX_NODES];
  const SudokuLogicSink   *cancel; /* polled between the cells the search starts from */
} Work;

typedef struct
{
  SudokuTechnique        technique;
  guint                  base; /* the value before the length surcharge */
  SudokuLogicStep        step;
  guint                  length, sort_key;
  gboolean               found;
  /* Collecting instead (chains nested in a dynamic one): every instance,
   * as a SudokuLogicNestedHint whose parents left @origin. */
  GArray                *hints;
  const SudokuLogicGrid *origin;
} Best;

static inline guint
key_of (guint cell,
        guint digit,
        guint on)
{
  return (cell * 10u + digit) * 2u + on;
}

/* clang-format off */
guint    _sudoku_logic_dynamic_length  (Work *w, Run *const *runs, const guint *nodes, guint n);
void     _sudoku_logic_dynamic_collect (Work *w, Best *best, Run *const *runs, const guint *nodes, guint n, guint length, guint sort_key, guint origin, guint digit, guint target_cell, guint target_digit, gboolean target_on);
/* clang-format on */

G_END_DECLS
