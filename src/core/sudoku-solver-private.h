/* sudoku-solver-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-solver.h"

G_BEGIN_DECLS

/* What the solver's files share: one search's context and the fast
 * strategy's tables. */

#define POLL_MASK 0xfffu /* poll for cancellation every 4096 steps */

/* The fast strategy's code paths (sudoku-solver-dispatch.c picks the best
 * the processor has; each takes the very same steps). */
typedef enum
{
  SUDOKU_SOLVER_PATH_PORTABLE, /* plain C, no SIMD */
  SUDOKU_SOLVER_PATH_SIMD,     /* the build's baseline: SSE2 on x86-64, NEON on aarch64 */
  SUDOKU_SOLVER_PATH_AVX2,     /* x86-64 with AVX2, BMI1 and BMI2 */
  SUDOKU_SOLVER_N_PATHS,
} SudokuSolverPath;

typedef struct
{
  const SudokuSolveOptions *options;
  SudokuSolveStats         *stats;
  gint64                    start;
  guint                     poll;
  gboolean                  stopped;
  gboolean                  clash; /* the givens clash: sudoku_check_givens () tells how */
  gboolean                  timed; /* the caller wants the times in its stats */
  SudokuSolverPath          path;
  GError                   *error;
} SearchContext;

/* The fast strategy's tables, filled once by _sudoku_solver_ensure_tables ()
 * (sudoku-solver-tables.c, which says what each holds). */
G_GNUC_INTERNAL extern guint8  _sudoku_row_triads[512];
G_GNUC_INTERNAL extern guint32 _sudoku_triad_shrink[512];
G_GNUC_INTERNAL extern guint32 _sudoku_band_peers[27];
G_GNUC_INTERNAL extern guint8  _sudoku_triad_mappings[512];
G_GNUC_INTERNAL extern guint8  _sudoku_triad_first[512];
G_GNUC_INTERNAL extern guint16 _sudoku_triad_required[512];
G_GNUC_INTERNAL extern guint16 _sudoku_triad_peers[512];
G_GNUC_INTERNAL extern guint32 _sudoku_triad_cells[512];
G_GNUC_INTERNAL extern guint32 _sudoku_triad_info[512];
G_GNUC_INTERNAL extern guint32 _sudoku_triad_usable_cols[512];
G_GNUC_INTERNAL extern guint8  _sudoku_triad_perms[512];
G_GNUC_INTERNAL extern guint32 _sudoku_perm_cells[6];
G_GNUC_INTERNAL extern guint32 _sudoku_perm_cols[6];
G_GNUC_INTERNAL extern guint16 _sudoku_triad_perm_list[512];
G_GNUC_INTERNAL extern guint8  _sudoku_combos[64][8][4];
G_GNUC_INTERNAL extern guint32 _sudoku_cols_by_stack[512];
G_GNUC_INTERNAL extern guint16 _sudoku_units_cost[512];
G_GNUC_INTERNAL extern guint32 _sudoku_triad_required_cols[512];
G_GNUC_INTERNAL extern guint32 _sudoku_band_lanes[27][24] __attribute__ ((aligned (32)));

/* clang-format off */
void     _sudoku_solver_ensure_tables       (void);
gboolean _sudoku_search_poll_stop           (SearchContext  *ctx);
gboolean _sudoku_search_report_step         (SearchContext  *ctx,
                                             SudokuStepKind  kind,
                                             guint           cell,
                                             guint           digit);
void     _sudoku_search_note_first_solution (SearchContext  *ctx);
guint    _sudoku_fast_search_portable       (SearchContext  *ctx,
                                             const guint8   *cells,
                                             guint8         *solution,
                                             guint           limit);
guint    _sudoku_fast_search_simd           (SearchContext  *ctx,
                                             const guint8   *cells,
                                             guint8         *solution,
                                             guint           limit);
guint    _sudoku_fast_search_avx2           (SearchContext  *ctx,
                                             const guint8   *cells,
                                             guint8         *solution,
                                             guint           limit);
guint    _sudoku_fast_search                (SearchContext  *ctx,
                                             const guint8   *cells,
                                             guint8         *solution,
                                             guint           limit);

/* For the tests and the benchmark: the paths this processor can run, the
 * one picked, and a search on a path of one's choice. */
gboolean         _sudoku_solver_path_supported (SudokuSolverPath path);
SudokuSolverPath _sudoku_solver_best_path      (void);
const char      *_sudoku_solver_path_name      (SudokuSolverPath path);
gboolean         _sudoku_solve_on_path         (const guint8              cells[SUDOKU_N_CELLS],
                                                guint8                    solution[SUDOKU_N_CELLS],
                                                const SudokuSolveOptions *options,
                                                SudokuSolverPath          path,
                                                guint                    *n_solutions,
                                                SudokuSolveStats         *stats,
                                                GError                  **error);
guint    _sudoku_plain_search               (SearchContext  *ctx,
                                             const guint8   *cells,
                                             guint8         *solution,
                                             guint           limit,
                                             gboolean        fewest);
/* clang-format on */

/* Polls for a stop every POLL_MASK + 1 steps; cheap in between. */
static inline gboolean
_sudoku_search_should_stop (SearchContext *ctx)
{
  if (ctx->stopped)
    return TRUE;
  if ((++ctx->poll & POLL_MASK) != 0)
    return FALSE;
  return _sudoku_search_poll_stop (ctx);
}

static inline guint
_sudoku_box_of (guint cell)
{
  return (cell / 27) * 3 + (cell % 9) / 3;
}

G_END_DECLS
