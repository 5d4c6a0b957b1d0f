/* sudoku-demo-texts.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-texts"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-demo-texts.h"

/* What the classroom mode says: the strategies it offers, its caption,
 * counters and summary.  Sentences only, no widgets: the demo bar shows
 * them, and the texts can grow ("say why") without growing the bar. */

/* The strategies offered, in the order shown. */
static const struct
{
  SudokuStrategy strategy;
  const char    *title;
} strategies[] = {
  /* Translators: a strategy: row by row, digits 1 to 9 */
  { SUDOKU_STRATEGY_TEXTBOOK, N_("Textbook") },
  { SUDOKU_STRATEGY_FEWEST, N_("Fewest candidates first") },
  /* Translators: a strategy: with propagation of singles */
  { SUDOKU_STRATEGY_FAST, N_("Fast") },
};

guint
sudoku_demo_n_strategies (void)
{
  return G_N_ELEMENTS (strategies);
}

SudokuStrategy
sudoku_demo_strategy_at (guint index)
{
  return strategies[MIN (index, G_N_ELEMENTS (strategies) - 1)].strategy;
}

/* Returns: the place of @strategy in the list, 0 if it is not offered */
guint
sudoku_demo_strategy_index (SudokuStrategy strategy)
{
  for (guint i = 0; i < G_N_ELEMENTS (strategies); i++)
    if (strategies[i].strategy == strategy)
      return i;
  g_return_val_if_reached (0);
}

const char *
sudoku_demo_strategy_title (SudokuStrategy strategy)
{
  return _(strategies[sudoku_demo_strategy_index (strategy)].title);
}

char *
sudoku_demo_speed_text (double steps_per_second)
{
  /* Translators: the speed of the demo */
  return g_strdup_printf (ngettext ("%.0f step/s", "%.0f steps/s",
                                    (gulong)(steps_per_second + 0.5)),
                          steps_per_second);
}

/* The caption: the step being shown. */
char *
sudoku_demo_step_text (const SudokuStep *step)
{
  guint row = step->cell / 9 + 1, col = step->cell % 9 + 1;

  if (step->kind == SUDOKU_STEP_PLACE)
    /* Translators: the step being shown: "Trying 4 in row 2, column 7" */
    return g_strdup_printf (_("Trying %u in row %u, column %u"), step->digit, row, col);
  /* Translators: a dead end: the digit is taken back */
  return g_strdup_printf (_("Dead end: taking %u back from row %u, column %u"), step->digit, row,
                          col);
}

char *
sudoku_demo_counters_text (guint64 placements,
                           guint64 backtracks,
                           guint   depth,
                           gint64  elapsed_us)
{
  g_autofree char *placed = g_strdup_printf ("%" G_GUINT64_FORMAT, placements);
  g_autofree char *taken_back = g_strdup_printf ("%" G_GUINT64_FORMAT, backtracks);
  int              seconds = (int)(elapsed_us / G_USEC_PER_SEC);

  /* Translators: live counters of the demo; the last is minutes:seconds */
  return g_strdup_printf (_("Placements: %s   Backtracks: %s   Depth: %u   Time: %d:%02d"), placed,
                          taken_back, depth, seconds / 60, seconds % 60);
}

/* A line of the summary, for a run that ended. */
char *
sudoku_demo_summary_line (SudokuStrategy          strategy,
                          const SudokuSolveStats *stats)
{
  g_autofree char *placements = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->placements);
  g_autofree char *backtracks = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->backtracks);

  /* Translators: a line of the summary: "Textbook: 4821 placements, 4770 backtracks" */
  return g_strdup_printf (_("%s: %s placements, %s backtracks"),
                          sudoku_demo_strategy_title (strategy), placements, backtracks);
}
