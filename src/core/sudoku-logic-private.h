/* sudoku-logic-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "sudoku-logic.h"
#include "sudoku-shape.h"

G_BEGIN_DECLS

/* What a technique's finder reports to: each instance goes to @func, which
 * returns TRUE to stop the search.  @se_rules asks for Sudoku Explainer's
 * own limits (a subset only in a unit with enough empty cells, a fish only
 * for a digit with enough cells left), which its rating depends on.
 * @all_kinds asks a search that finds several techniques at once (SE's
 * cycles and forcing chains) for all of them, sorted its way.  @deep
 * takes the dynamic forcing chains to SE's nesting levels 4 and 5 (10.5
 * and more: seconds a step, and minutes on a grid with many solutions,
 * where they find nothing; the rating, with @se_rules, always does).
 * @cancel_func, when not %NULL, is polled by the searches that take seconds
 * (the dynamic forcing chains, between the cells they start from): %TRUE
 * stops them, finding nothing. */
typedef struct
{
  SudokuLogicStepFunc func;
  gpointer            data;
  gboolean            se_rules;
  gboolean            all_kinds;
  gboolean            deep;
  SudokuCancelFunc    cancel_func;
  gpointer            cancel_data;
} SudokuLogicSink;

static inline gboolean
sink_cancelled (const SudokuLogicSink *sink)
{
  return sink->cancel_func != NULL && sink->cancel_func (sink->cancel_data);
}

static inline guint
cell_row (guint cell)
{
  return cell / 9;
}

static inline guint
cell_col (guint cell)
{
  return cell % 9;
}

static inline guint
cell_box (guint cell)
{
  return cell / 27 * 3 + cell % 9 / 3;
}

/* The cells of each unit (rows, columns, boxes), in reading order.  Constant
 * data: no state shared between threads. */
static const guint8 logic_unit_cells[SUDOKU_N_UNITS][9] = {
  { 0, 1, 2, 3, 4, 5, 6, 7, 8 },
  { 9, 10, 11, 12, 13, 14, 15, 16, 17 },
  { 18, 19, 20, 21, 22, 23, 24, 25, 26 },
  { 27, 28, 29, 30, 31, 32, 33, 34, 35 },
  { 36, 37, 38, 39, 40, 41, 42, 43, 44 },
  { 45, 46, 47, 48, 49, 50, 51, 52, 53 },
  { 54, 55, 56, 57, 58, 59, 60, 61, 62 },
  { 63, 64, 65, 66, 67, 68, 69, 70, 71 },
  { 72, 73, 74, 75, 76, 77, 78, 79, 80 },
  { 0, 9, 18, 27, 36, 45, 54, 63, 72 },
  { 1, 10, 19, 28, 37, 46, 55, 64, 73 },
  { 2, 11, 20, 29, 38, 47, 56, 65, 74 },
  { 3, 12, 21, 30, 39, 48, 57, 66, 75 },
  { 4, 13, 22, 31, 40, 49, 58, 67, 76 },
  { 5, 14, 23, 32, 41, 50, 59, 68, 77 },
  { 6, 15, 24, 33, 42, 51, 60, 69, 78 },
  { 7, 16, 25, 34, 43, 52, 61, 70, 79 },
  { 8, 17, 26, 35, 44, 53, 62, 71, 80 },
  { 0, 1, 2, 9, 10, 11, 18, 19, 20 },
  { 3, 4, 5, 12, 13, 14, 21, 22, 23 },
  { 6, 7, 8, 15, 16, 17, 24, 25, 26 },
  { 27, 28, 29, 36, 37, 38, 45, 46, 47 },
  { 30, 31, 32, 39, 40, 41, 48, 49, 50 },
  { 33, 34, 35, 42, 43, 44, 51, 52, 53 },
  { 54, 55, 56, 63, 64, 65, 72, 73, 74 },
  { 57, 58, 59, 66, 67, 68, 75, 76, 77 },
  { 60, 61, 62, 69, 70, 71, 78, 79, 80 },
};

/* The unit of @cell of SE's region type @type: 0 box, 1 row, 2 column. */
static inline guint
cell_region (guint type,
             guint cell)
{
  return type == 0   ? SUDOKU_UNIT_BOX (cell_box (cell))
         : type == 1 ? SUDOKU_UNIT_ROW (cell_row (cell))
                     : SUDOKU_UNIT_COL (cell_col (cell));
}

/* The @i-th cell (0–8) of @unit, in reading order. */
static inline guint
unit_cell (guint unit,
           guint i)
{
  return logic_unit_cells[unit][i];
}

static inline gboolean
cell_in_unit (guint cell,
              guint unit)
{
  if (unit < 9)
    return cell_row (cell) == unit;
  if (unit < 18)
    return cell_col (cell) == unit - 9;
  return cell_box (cell) == unit - 18;
}

static inline gboolean
cells_see (guint a,
           guint b)
{
  return a != b &&
         (cell_row (a) == cell_row (b) || cell_col (a) == cell_col (b) ||
          cell_box (a) == cell_box (b));
}

/* Without -mpopcnt, __builtin_popcount () is a library call: this is as
 * fast as the instruction for the engine's short masks. */
static inline guint
bit_count (guint mask)
{
  mask = mask - ((mask >> 1) & 0x55555555u);
  mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);
  mask = (mask + (mask >> 4)) & 0x0f0f0f0fu;
  return (mask * 0x01010101u) >> 24;
}

/* Whether @mask has exactly two bits: two operations where bit_count ()
 * takes twelve (a generic x86-64 has no popcount instruction), in the
 * chains' innermost loops. */
static inline gboolean
two_bits (guint mask)
{
  guint rest = mask & (mask - 1);

  return rest != 0 && (rest & (rest - 1)) == 0;
}

/* Whether @mask has one bit or none. */
static inline gboolean
one_bit_at_most (guint mask)
{
  return (mask & (mask - 1)) == 0;
}

/* The next mask with as many bits as @mask (Gosper's rule): the subsets of
 * a size in increasing order.  @mask must not be 0. */
static inline guint
next_combination (guint mask)
{
  guint low = mask & -mask;
  guint ripple = mask + low;

  return (((ripple ^ mask) >> 2) / low) | ripple;
}

/* The lowest digit (or index) of a non-empty mask. */
static inline guint
bit_first (guint mask)
{
  return (guint)__builtin_ctz (mask);
}

/* The indices (0–8) of @unit's cells where @digit is among @cands. */
static inline guint
places_of (const guint16 *cands,
           guint          unit,
           guint          digit)
{
  guint mask = 0;

  for (guint i = 0; i < 9; i++)
    if (cands[unit_cell (unit, i)] & SUDOKU_DIGIT_BIT (digit))
      mask |= 1u << i;
  return mask;
}

/* The indices (0–8) of @unit's cells where @digit is a candidate. */
static inline guint
unit_positions (const SudokuLogicGrid *grid,
                guint                  unit,
                guint                  digit)
{
  return places_of (grid->cands, unit, digit);
}

/* unit_positions () of every unit and digit at once: [unit][digit]. */
static inline void
all_positions (const SudokuLogicGrid *grid,
               guint16                positions[SUDOKU_N_UNITS][10])
{
  memset (positions, 0, SUDOKU_N_UNITS * sizeof positions[0]);
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    for (guint i = 0; i < 9; i++)
      for (guint rest = grid->cands[unit_cell (unit, i)]; rest != 0; rest &= rest - 1)
        positions[unit][bit_first (rest)] |= (guint16)(1u << i);
}

static inline guint
unit_empty_count (const SudokuLogicGrid *grid,
                  guint                  unit)
{
  return sudoku_unit_cells_empty (grid->values, logic_unit_cells[unit], 9);
}

static inline void
step_init (SudokuLogicStep *step,
           SudokuTechnique  technique)
{
  step->technique = technique;
  step->digit = 0;
  step->digits = 0;
  step->n_units = 0;
  step->n_cells = 0;
  step->place_cell = 0;
  step->place_digit = 0;
  step->n_eliminated = 0;
  step->se_rating = 0;
  step->n_extra = 0;
  step->set_digits = 0;
  step->n_nodes = 0;
  step->form = SUDOKU_DYNAMIC_NONE;
  step->nesting = 0;
  memset (step->eliminated, 0, sizeof step->eliminated);
}

static inline void
step_add_unit (SudokuLogicStep *step,
               guint            unit)
{
  if (step->n_units < SUDOKU_STEP_MAX_UNITS)
    step->units[step->n_units++] = (guint8)unit;
}

static inline void
step_add_cell (SudokuLogicStep *step,
               guint            cell)
{
  if (step->n_cells < SUDOKU_STEP_MAX_CELLS)
    step->cells[step->n_cells++] = (guint8)cell;
}

/* Removes @mask from @cell, as far as the grid has those candidates. */
static inline void
step_eliminate (SudokuLogicStep       *step,
                const SudokuLogicGrid *grid,
                guint                  cell,
                guint                  mask)
{
  guint add = mask & grid->cands[cell] & ~step->eliminated[cell];

  step->eliminated[cell] |= (guint16)add;
  step->n_eliminated += (guint16)bit_count (add);
}

static inline void
step_place (SudokuLogicStep *step,
            guint            cell,
            guint            digit)
{
  step->place_cell = (guint8)cell;
  step->place_digit = (guint8)digit;
}

static inline gboolean
sink_emit (const SudokuLogicSink *sink,
           const SudokuLogicStep *step)
{
  if (step->place_digit == 0 && step->n_eliminated == 0)
    return FALSE;
  return sink->func (step, sink->data);
}

/* A node of a chain that keeps every parent (Nishio, dynamic chains): a
 * candidate true or false, its parents links[first … first + n - 1]. */
typedef struct
{
  guint8  cell;
  guint8  digit;
  guint8  on;
  guint8  n;
  guint16 first;
  guint16 count;  /* dynamic chains: the nodes behind it, itself included; 0: not counted */
  guint16 nested; /* dynamic chains: 0, or 1 + the nested chain it comes from */
  guint8  cause;  /* dynamic chains, a true node: 1 + the unit, or 255 the cell, that made it; 0 none */
} SudokuLogicChainNode;

/* Where such nodes are made: @nodes and @links of @max_nodes and
 * @max_links, @full once either ran out. */
typedef struct
{
  SudokuLogicChainNode *nodes;
  guint16              *links;
  guint                 n_nodes, n_links, max_nodes, max_links;
  gboolean              full;
} SudokuLogicChainPool;

/* A new node of @pool, with @parent (an index) unless G_MAXUINT16; its
 * index, or G_MAXUINT16 when @pool is full. */
static inline guint
chain_pool_add (SudokuLogicChainPool *pool,
                guint                 cell,
                guint                 digit,
                guint                 on,
                guint                 parent)
{
  SudokuLogicChainNode *n;

  if (pool->n_nodes == pool->max_nodes || pool->n_links == pool->max_links)
    {
      pool->full = TRUE;
      return G_MAXUINT16;
    }
  n = &pool->nodes[pool->n_nodes];
  n->cell = (guint8)cell;
  n->digit = (guint8)digit;
  n->on = (guint8)on;
  n->first = (guint16)pool->n_links;
  n->n = 0;
  n->count = 0;
  n->nested = 0;
  n->cause = 0;
  if (parent != G_MAXUINT16)
    {
      pool->links[pool->n_links++] = (guint16)parent;
      n->n = 1;
    }
  return pool->n_nodes++;
}

/* Another parent of @node, the last node made (a node's links are the
 * last ones); at most 255.  FALSE when it cannot be added. */
static inline gboolean
chain_pool_link (SudokuLogicChainPool *pool,
                 guint                 node,
                 guint                 parent)
{
  if (pool->n_links == pool->max_links)
    pool->full = TRUE;
  if (pool->full || pool->nodes[node].n == G_MAXUINT8)
    return FALSE;
  pool->links[pool->n_links++] = (guint16)parent;
  pool->nodes[node].n++;
  return TRUE;
}

/* What SE's simpler rules remove inside a chain (sudoku-logic-nested.c):
 * each removal rests on parents[first … first + n - 1], candidates (cell
 * × 10 + digit) that left the grid since the chain began. */
typedef struct
{
  guint8  cell;
  guint8  digit;
  guint16 first;
  guint16 n;
  guint16 chain; /* 0, or 1 + the nested chain's index in the output */
} SudokuLogicNestedRemoval;

/* A chain's grid as the nested rules read it, kept up to date as the
 * chain removes candidates: each digit's places in each unit now, those
 * gone since the chain began, and the digits a unit lost places of. */
typedef struct
{
  guint16 places[SUDOKU_N_UNITS][10];
  guint16 lost[SUDOKU_N_UNITS][10];
  guint16 lost_digits[SUDOKU_N_UNITS];
} SudokuLogicNestedState;

/* The nested chains a removal may come from (SE's 9.5 and more): each
 * told apart by its nodes (@hash), with SE's count of them (@cost). */
#define SUDOKU_LOGIC_NESTED_MAX_CHAINS 512

typedef struct
{
  SudokuLogicNestedRemoval removals[1024];
  guint                    n_removals;
  guint16                  parents[8192];
  guint                    n_parents;
  guint64                  chain_hash[SUDOKU_LOGIC_NESTED_MAX_CHAINS];
  guint16                  chain_cost[SUDOKU_LOGIC_NESTED_MAX_CHAINS];
  guint                    n_chains;
} SudokuLogicNestedOut;

/* A cycle or forcing chain as sudoku-logic-forcing.c finds it: the step,
 * SE's value, count and kind (its sort key), and the chain's nodes from
 * its start (keys: (cell × 10 + digit) × 2 + on). */
#define SUDOKU_LOGIC_MAX_PATH 256

typedef struct
{
  guint           value, length, sort_key; /* as SudokuLogicChainKey */
  SudokuLogicStep step;
  gboolean        cycle;
  guint           n_path;
  guint16         path[SUDOKU_LOGIC_MAX_PATH];
} SudokuLogicChainFound;

typedef struct _SudokuLogicForcingSpace SudokuLogicForcingSpace;

/* A chain nested in a dynamic one, as SE lists them (sorted by @value,
 * @length, @sort_key): what it removes, what it rests on (candidates the
 * outer chain removed) and its nodes, hashed. */
typedef struct
{
  guint   value, length, sort_key; /* as SudokuLogicChainKey */
  guint64 hash;
  guint16 eliminated[SUDOKU_N_CELLS];
  guint16 parents[SUDOKU_N_CELLS];
} SudokuLogicNestedHint;

/* Every dynamic chain on @grid (SudokuLogicNestedHint, resting on what
 * left @origin), at @level 0 or 2, sorted as SE sorts them: handed down by
 * sudoku-logic-dynamic.c to the chains it nests. */
typedef void (*SudokuLogicDynamicNested) (const SudokuLogicGrid *origin,
                                          const SudokuLogicGrid *grid,
                                          guint                  level,
                                          GArray                *hints);

/* SE's surcharge for a chain of @length nodes (its ends counted), in
 * tenths. */
static inline guint
_sudoku_logic_length_surcharge (guint length)
{
  guint    added = 0, ceil = 4;
  int      n = (int)length - 2;
  gboolean odd = FALSE;

  while (n > (int)ceil)
    {
      added++;
      ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
      odd = !odd;
    }
  return added;
}

/* The start of a chain hint's record (SudokuLogicChainFound,
 * SudokuLogicNestedHint): SE sorts chain hints by value, then by count
 * (length), then by kind (sort key). */
typedef struct
{
  guint value, length, sort_key;
} SudokuLogicChainKey;

/* SE's order of two records that start with a SudokuLogicChainKey. */
static inline gint
se_chain_compare (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const SudokuLogicChainKey *ka = a, *kb = b;

  if (ka->value != kb->value)
    return ka->value < kb->value ? -1 : 1;
  if (ka->length != kb->length)
    return ka->length < kb->length ? -1 : 1;
  return (int)ka->sort_key - (int)kb->sort_key;
}

/* clang-format off */
gboolean _sudoku_logic_nested_rules        (const SudokuLogicGrid *grid, const guint16 cands[SUDOKU_N_CELLS], const SudokuLogicNestedState *state, SudokuLogicNestedOut *out);
gboolean _sudoku_logic_find_full_house     (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_hidden_single  (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, gboolean box);
gboolean _sudoku_logic_find_naked_single   (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_locked         (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, gboolean pointing, gboolean direct);
gboolean _sudoku_logic_find_naked_subset   (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, guint size);
gboolean _sudoku_logic_find_hidden_subset  (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, guint size, gboolean direct);
gboolean _sudoku_logic_find_fish           (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, guint size);
gboolean _sudoku_logic_find_xy_wing        (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_xyz_wing       (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_w_wing         (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_x_chain        (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_xy_chain       (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_unique_rectangle (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_bug_plus_one   (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_unique_loops   (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_bug            (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_aligned_pair   (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_aligned_triple (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_nishio         (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_multiple_chains (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
gboolean _sudoku_logic_find_dynamic_chains (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, guint level);
gboolean _sudoku_logic_find_dynamic_level  (const SudokuLogicGrid *grid, const SudokuLogicSink *sink, guint level);
gboolean _sudoku_logic_find_forcing_chains (const SudokuLogicGrid *grid, const SudokuLogicSink *sink);
SudokuLogicForcingSpace *_sudoku_logic_forcing_space_new (void);
void     _sudoku_logic_forcing_all         (SudokuLogicForcingSpace *space, const SudokuLogicGrid *grid, guint16 x_digits, GArray *found);
GHashTable *_sudoku_logic_nested_cache_new (void);
gboolean _sudoku_logic_nested_chains       (SudokuLogicForcingSpace *space, const SudokuLogicGrid *grid, const guint16 cands[SUDOKU_N_CELLS], guint level, GHashTable *cache, SudokuLogicDynamicNested dynamic, SudokuLogicNestedOut *out);
void     _sudoku_logic_link_parents        (const SudokuLogicGrid *origin, const SudokuLogicGrid *nested, guint from_key, guint to_key, guint unit, guint16 parents[SUDOKU_N_CELLS]);
void     _sudoku_logic_multiple_nested     (const SudokuLogicGrid *origin, const SudokuLogicGrid *grid, GArray *hints);
const guint8 (*_sudoku_logic_peers (void))[20];
gboolean _sudoku_logic_step_add_branch     (SudokuLogicStep *step, const SudokuLogicNode *nodes, guint n);
gboolean _sudoku_logic_pool_branch         (SudokuLogicStep *step, const SudokuLogicChainNode *nodes, const guint16 *links, guint end);
/* For tests: told of each branch as it is built (node i of it the run's
 * node index[i]), with the run's nodes up to its end and their parents
 * (those of run[k]: run[parents[first[k]]] … run[parents[first[k + 1] - 1]]). */
typedef void (*SudokuLogicBranchFunc) (const SudokuLogicNode *branch, const guint *index, guint n,
                                       const SudokuLogicNode *run, const guint *first, const guint *parents,
                                       gpointer data);
void     _sudoku_logic_watch_branches      (SudokuLogicBranchFunc func, gpointer data);
typedef gboolean (*SudokuLogicFinder) (const SudokuLogicGrid *grid, SudokuTechnique technique, const SudokuLogicSink *sink);
GHashTable *_sudoku_logic_memo_new         (void);
void     _sudoku_logic_memo_use            (GHashTable *table);
gboolean _sudoku_logic_memo_applies        (SudokuTechnique technique, const SudokuLogicSink *sink);
gboolean _sudoku_logic_memo_find           (const SudokuLogicGrid *grid, SudokuTechnique technique, const SudokuLogicSink *sink, SudokuLogicFinder find, SudokuLogicStep *step);
/* clang-format on */

G_END_DECLS
