/* sudoku-rating.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-logic.h"

G_BEGIN_DECLS

/**
 * SudokuLevel:
 * @SUDOKU_LEVEL_EASY: singles only (SE 1.0–2.5)
 * @SUDOKU_LEVEL_MEDIUM: intersections, naked pair, X-Wing, hidden pair
 *   (SE 2.6–3.4)
 * @SUDOKU_LEVEL_HARD: triples, Swordfish, XY-Wing, XYZ-Wing (SE 3.5–4.4)
 * @SUDOKU_LEVEL_EXPERT: uniqueness, quads, Jellyfish, BUG, aligned pair
 *   exclusion (SE 4.5–6.4)
 * @SUDOKU_LEVEL_MASTER: cycles, forcing chains, Nishio, cell and region
 *   forcing chains (SE 6.5–8.4)
 * @SUDOKU_LEVEL_EXTREME: dynamic and nested forcing chains (SE 8.5 and
 *   above), and the engine's logic solves it
 * @SUDOKU_LEVEL_BEYOND_LOGIC: the engine's logic needs a guess
 *
 * The levels by Sudoku Explainer's bands.  Their numbers are not kept in
 * any file (the statistics name them: sudoku-stats.c), so a level added
 * between two others changes nothing saved.
 */
typedef enum
{
  SUDOKU_LEVEL_EASY,
  SUDOKU_LEVEL_MEDIUM,
  SUDOKU_LEVEL_HARD,
  SUDOKU_LEVEL_EXPERT,
  SUDOKU_LEVEL_MASTER,
  SUDOKU_LEVEL_EXTREME,
  SUDOKU_LEVEL_BEYOND_LOGIC,
} SudokuLevel;

/**
 * SudokuRating:
 * @er: Sudoku Explainer's rating, in tenths (26 for 2.6): the hardest step
 * @ep: the hardest step up to the first digit placed
 * @ed: the first step's
 * @er_beyond: @er (and @ep, @ed when the path stopped before them) is a
 *   lower bound: SE's own rating is more than it
 * @ep_beyond: @ep is a lower bound
 * @ed_beyond: @ed is a lower bound
 * @level: the plain level
 * @n_steps: steps of the rating's path
 * @counts: how many steps of each technique the rating's path took
 */
typedef struct
{
  guint       er;
  guint       ep;
  guint       ed;
  gboolean    er_beyond;
  gboolean    ep_beyond;
  gboolean    ed_beyond;
  SudokuLevel level;
  guint       n_steps;
  guint       counts[SUDOKU_N_TECHNIQUES];
} SudokuRating;

/* clang-format off */
guint        sudoku_technique_se_rating (SudokuTechnique      technique);
void         sudoku_rate                (const guint8         cells[SUDOKU_N_CELLS],
                                         SudokuRating        *rating);
char        *sudoku_rating_format       (const SudokuRating  *rating) G_GNUC_WARN_UNUSED_RESULT;
const char  *sudoku_level_name          (SudokuLevel          level);
gboolean     sudoku_level_from_string   (const char          *name,
                                         SudokuLevel         *level);
void         sudoku_level_range         (SudokuLevel          level,
                                         double              *min,
                                         double              *max);
double       sudoku_rate_for_generator  (const guint8         cells[SUDOKU_N_CELLS],
                                         gpointer             user_data);
/* clang-format on */

G_END_DECLS
