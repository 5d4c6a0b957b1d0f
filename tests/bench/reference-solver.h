/* reference-solver.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once
/* Solves @puzzle (81 chars, '1'-'9', '.' or '0' for empty). Counts solutions up to @limit (1 or 2).
 * Writes the first solution as 81 digits + NUL into @solution (82 bytes) when one is found.
 * Returns the number of solutions found (0..limit). Givens that clash give 0. */
int reference_solve (const char *puzzle, char *solution, int limit);
