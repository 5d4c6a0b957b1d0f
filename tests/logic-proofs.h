/* logic-proofs.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-logic-private.h"

G_BEGIN_DECLS

/* The whole proofs the engine has for its chains' branches, as it builds
 * them (_sudoku_logic_watch_branches ()), checked apart from it. */
typedef struct _SudokuTestProofs SudokuTestProofs;

/* What the checks went through: the nodes of the proofs (once a branch:
 * a node two branches share, as the two of a contradiction do, counts in
 * each), and of them the false ones a nested technique removed, those the
 * simpler nested rules prove (worked out here; the others are chains
 * nested at levels 2 and up), those refuted on the grid less what they
 * rest on, and those where that grid is refuted without them (where
 * anything follows). */
typedef struct
{
  guint nodes;
  guint nested;
  guint nested_basic;
  guint nested_implied;
  guint nested_vacuous;
} SudokuTestProofCounts;

SudokuTestProofs *sudoku_test_proofs_new (void);
void              sudoku_test_proofs_free (SudokuTestProofs *proofs);
void              sudoku_test_proofs_next_step (SudokuTestProofs      *proofs,
                                                const SudokuLogicGrid *grid,
                                                SudokuLogicOrder       order,
                                                SudokuLogicStep       *step);
guint             sudoku_test_proofs_check (SudokuTestProofs      *proofs,
                                            const SudokuLogicGrid *grid,
                                            const SudokuLogicNode *branch,
                                            guint                  n,
                                            guint                  i,
                                            guint                  nesting,
                                            SudokuTestProofCounts *counts);
gboolean          sudoku_test_strong_link (const SudokuLogicGrid *grid,
                                           const guint16         *gone,
                                           const SudokuLogicNode *from,
                                           const SudokuLogicNode *to);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SudokuTestProofs, sudoku_test_proofs_free)

G_END_DECLS
