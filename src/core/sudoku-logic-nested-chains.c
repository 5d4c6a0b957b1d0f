/* sudoku-logic-nested-chains.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The cycles and forcing chains that Sudoku Explainer's nested forcing
 * chains ("Dynamic Forcing Chains (+ Forcing Chains)", 9.5 and more) look
 * for inside a dynamic chain, once the simpler rules find nothing: on the
 * grid as the chain has changed it (studied from SE's source, no code
 * taken).  Every one SE would list, in its order, removes what it removes;
 * a candidate removed by several is the first's.  Each rests on the
 * candidates that left the grid since the chain began where its own links
 * stand: a link from a cell's other digit rests on the digits that cell
 * lost, a link within a unit on the places of the digit the unit lost.  A
 * forcing chain's true nodes count; a cycle is read both ways round, so
 * all of its nodes do.  A chain that rests on nothing would have been
 * there without the outer one, and is left out.  The outer chain's count
 * adds each nested chain's own, once. */

static inline guint
key_cell (guint key)
{
  return key / 20;
}

static inline guint
key_digit (guint key)
{
  return key / 2 % 10;
}

/* The unit of the link from @from to @to (a digit of both): the first of
 * @from's box, row and column that holds @to, and where @to is true, the
 * first where the digit has only those two places. */
static guint
link_unit (const SudokuLogicGrid *nested,
           guint                  from,
           guint                  to,
           guint                  digit,
           gboolean               on)
{
  for (guint type = 0; type < 3; type++)
    {
      guint unit = cell_region (type, from);

      if (cell_in_unit (to, unit) && (!on || bit_count (places_of (nested->cands, unit, digit)) == 2))
        return unit;
    }
  return G_MAXUINT;
}

/* What the chain of @f rests on: @parents, a mask of candidates a cell
 * lost, for each cell.  Returns whether it rests on any. */
static gboolean
chain_parents (const SudokuLogicGrid       *grid,
               const SudokuLogicGrid       *nested,
               const SudokuLogicChainFound *f,
               guint16                      parents[SUDOKU_N_CELLS])
{
  gboolean any = FALSE;

  memset (parents, 0, SUDOKU_N_CELLS * sizeof parents[0]);
  /* The start is an assumption; the end of a cycle is the start again,
   * reached by a link. */
  for (guint i = 1; i < f->n_path; i++)
    {
      guint key = f->path[i], cell = key_cell (key), digit = key_digit (key), from = key_cell (f->path[i - 1]);
      guint unit;

      if (!(key & 1) && !f->cycle)
        continue;
      if (cell == from)
        {
          parents[cell] |= grid->cands[cell] & ~nested->cands[cell];
          continue;
        }
      unit = link_unit (nested, from, cell, digit, key & 1);
      if (unit == G_MAXUINT)
        continue;
      for (guint k = 0; k < 9; k++)
        {
          guint other = unit_cell (unit, k);

          parents[other] |= grid->cands[other] & ~nested->cands[other] & SUDOKU_DIGIT_BIT (digit);
        }
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS && !any; cell++)
    any = parents[cell] != 0;
  return any;
}

/* Tells chains apart by their nodes, as SE does. */
static guint64
chain_hash (const SudokuLogicChainFound *f)
{
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ (guint64)f->cycle;

  for (guint i = 0; i < f->n_path; i++)
    hash = (hash ^ f->path[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return hash;
}

/* Adds what @f removes (and @removed lacks) to @out, resting on
 * @parents; FALSE when @out is full. */
static gboolean
add_chain (SudokuLogicNestedOut        *out,
           const SudokuLogicChainFound *f,
           const guint16                parents[SUDOKU_N_CELLS],
           guint16                      removed[SUDOKU_N_CELLS])
{
  guint first = out->n_parents, chain = out->n_chains;

  if (chain == SUDOKU_LOGIC_NESTED_MAX_CHAINS)
    return FALSE;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = parents[cell]; rest != 0; rest &= rest - 1)
      {
        if (out->n_parents == G_N_ELEMENTS (out->parents))
          return FALSE;
        out->parents[out->n_parents++] = (guint16)(cell * 10 + bit_first (rest));
      }
  out->chain_hash[chain] = chain_hash (f);
  out->chain_cost[chain] = (guint16)f->length;
  out->n_chains++;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = f->step.eliminated[cell] & ~removed[cell]; rest != 0; rest &= rest - 1)
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

/**
 * _sudoku_logic_nested_chains:
 * @space: the forcing chains' working space
 * @grid: the grid the outer chain started from
 * @cands: the candidates as the outer chain has changed them
 * @out: (out caller-allocates): what the cycles and forcing chains remove
 *
 * Returns: whether a chain that rests on the outer one removes anything
 */
gboolean
_sudoku_logic_nested_chains (SudokuLogicForcingSpace *space,
                             const SudokuLogicGrid   *grid,
                             const guint16            cands[SUDOKU_N_CELLS],
                             SudokuLogicNestedOut    *out)
{
  SudokuLogicGrid nested;
  GArray         *found = g_array_new (FALSE, FALSE, sizeof (SudokuLogicChainFound));
  guint16         parents[SUDOKU_N_CELLS], removed[SUDOKU_N_CELLS] = { 0 };

  memcpy (nested.values, grid->values, sizeof nested.values);
  memcpy (nested.cands, cands, sizeof nested.cands);
  out->n_removals = out->n_parents = out->n_chains = 0;
  _sudoku_logic_forcing_all (space, &nested, found);
  for (guint i = 0; i < found->len; i++)
    {
      const SudokuLogicChainFound *f = &g_array_index (found, SudokuLogicChainFound, i);
      gboolean new = FALSE;

      for (guint cell = 0; cell < SUDOKU_N_CELLS && !new; cell++)
        new = (f->step.eliminated[cell] & ~removed[cell]) != 0;
      if (new &&chain_parents (grid, &nested, f, parents) && !add_chain (out, f, parents, removed))
        break;
    }
  g_array_unref (found);
  return out->n_removals > 0;
}
