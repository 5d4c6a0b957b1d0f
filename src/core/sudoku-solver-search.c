/* sudoku-solver-search.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-solver-private.h"

/* The search context, shared by the strategies: stopping (cancelled, out
 * of time, or told so by the step function) and the first solution's
 * figures. */

gboolean
_sudoku_search_poll_stop (SearchContext *ctx)
{
  const SudokuSolveOptions *options = ctx->options;

  if (ctx->stopped)
    return TRUE;
  if (options->cancel_func != NULL && options->cancel_func (options->cancel_data))
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED,
                           /* Translators: a message when the player or the demo stops the solver's
                            * search */
                           _("The search was stopped"));
      ctx->stopped = TRUE;
    }
  else if (options->deadline_us != 0 && g_get_monotonic_time () > options->deadline_us)
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                           _("The search took longer than allowed"));
      ctx->stopped = TRUE;
    }
  return ctx->stopped;
}

gboolean
_sudoku_search_report_step (SearchContext *ctx,
                            SudokuStepKind kind,
                            guint          cell,
                            guint          digit)
{
  if (ctx->options->step_func == NULL || ctx->stopped)
    return !ctx->stopped;
  if (!ctx->options->step_func (kind, cell, digit, ctx->options->step_data))
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED,
                           /* Translators: a message when the player or the demo stops the solver's
                            * search */
                           _("The search was stopped"));
      ctx->stopped = TRUE;
    }
  return !ctx->stopped;
}

void
_sudoku_search_note_first_solution (SearchContext *ctx)
{
  SudokuSolveStats *stats = ctx->stats;

  stats->first_placements = stats->placements;
  stats->first_backtracks = stats->backtracks;
  if (ctx->timed)
    stats->first_time_us = g_get_monotonic_time () - ctx->start;
}
