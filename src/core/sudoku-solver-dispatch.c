/* sudoku-solver-dispatch.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include "sudoku-solver-private.h"

/* The fast strategy's code path, picked once from what the processor has:
 * the build targets a generic processor (SSE2 on x86-64, as a Flatpak must),
 * and the AVX2 path, compiled apart with -mavx2 -mbmi -mbmi2, runs where
 * the processor has them.  BMI2's bit gathering is microcoded, and slow, on
 * AMD's processors before Zen 3, so those keep the baseline. */

static const char *const path_names[] = { "portable", "simd", "avx2" };

G_STATIC_ASSERT (G_N_ELEMENTS (path_names) == SUDOKU_SOLVER_N_PATHS);

const char *
_sudoku_solver_path_name (SudokuSolverPath path)
{
  g_return_val_if_fail (path < SUDOKU_SOLVER_N_PATHS, NULL);
#if defined(__SSE2__)
  if (path == SUDOKU_SOLVER_PATH_SIMD)
    return "sse2";
#elif defined(__ARM_NEON)
  if (path == SUDOKU_SOLVER_PATH_SIMD)
    return "neon";
#endif
  return path_names[path];
}

gboolean
_sudoku_solver_path_supported (SudokuSolverPath path)
{
  switch (path)
    {
    case SUDOKU_SOLVER_PATH_PORTABLE:
      return TRUE;
    case SUDOKU_SOLVER_PATH_SIMD:
#if defined(__SSE2__) || defined(__ARM_NEON)
      return TRUE;
#else
      return FALSE;
#endif
    case SUDOKU_SOLVER_PATH_AVX2:
#ifdef HAVE_SUDOKU_FAST_AVX2
      __builtin_cpu_init ();
      return __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("bmi") &&
             __builtin_cpu_supports ("bmi2");
#else
      return FALSE;
#endif
    case SUDOKU_SOLVER_N_PATHS:
    default:
      return FALSE;
    }
}

static SudokuSolverPath
pick_path (void)
{
#ifdef HAVE_SUDOKU_FAST_AVX2
  __builtin_cpu_init ();
  if (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_AVX2) &&
      !__builtin_cpu_is ("znver1") && !__builtin_cpu_is ("znver2"))
    return SUDOKU_SOLVER_PATH_AVX2;
#endif
  if (_sudoku_solver_path_supported (SUDOKU_SOLVER_PATH_SIMD))
    return SUDOKU_SOLVER_PATH_SIMD;
  return SUDOKU_SOLVER_PATH_PORTABLE;
}

SudokuSolverPath
_sudoku_solver_best_path (void)
{
  static gsize best = 0; /* the path plus one */

  if (g_once_init_enter (&best))
    g_once_init_leave (&best, (gsize)pick_path () + 1);
  return (SudokuSolverPath)(best - 1);
}

guint
_sudoku_fast_search (SearchContext *ctx,
                     const guint8  *cells,
                     guint8        *solution,
                     guint          limit)
{
#ifdef HAVE_SUDOKU_FAST_AVX2
  if (ctx->path == SUDOKU_SOLVER_PATH_AVX2)
    return _sudoku_fast_search_avx2 (ctx, cells, solution, limit);
#endif
#if defined(__SSE2__) || defined(__ARM_NEON)
  if (ctx->path == SUDOKU_SOLVER_PATH_SIMD)
    return _sudoku_fast_search_simd (ctx, cells, solution, limit);
#endif
  return _sudoku_fast_search_portable (ctx, cells, solution, limit);
}
