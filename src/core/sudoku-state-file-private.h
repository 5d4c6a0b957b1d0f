/* sudoku-state-file-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-state-file.h"

G_BEGIN_DECLS

/* The groups of the state file (sudoku-state-file.c says what they hold). */
#define GROUP_PUZZLE "puzzle"
#define GROUP_EDITS  "edits"
#define GROUP_PLAY   "play"
#define PLAY_PREFIX  "play " /* and a puzzle's index: another puzzle's play */

G_END_DECLS
