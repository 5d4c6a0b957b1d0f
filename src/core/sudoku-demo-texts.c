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
  /* Translators: a search strategy, in the classroom's choice of strategies: the search fills first
   * the cell with the fewest possible digits */
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

/* Why a digit is taken back: where the search met its dead end. */
static char *
dead_end_text (const SudokuGridShape *shape,
               const SudokuStep      *step)
{
  guint index;

  if (step->dead_cell < shape->n_cells)
    /* Translators: why the search met a dead end: "No digit fits in row 2, column 8" */
    return g_strdup_printf (_("No digit fits in row %u, column %u"), step->dead_cell / shape->side + 1,
                            step->dead_cell % shape->side + 1);
  if (step->dead_digit == 0 || step->dead_unit >= shape->n_units)
    return NULL;
  switch (sudoku_grid_shape_unit_kind (shape, step->dead_unit, &index))
    {
    case SUDOKU_UNIT_KIND_ROW:
      /* Translators: why the search met a dead end: "6 has no place left in row 3" */
      return g_strdup_printf (_("%u has no place left in row %u"), step->dead_digit, index + 1);
    case SUDOKU_UNIT_KIND_COLUMN:
      /* Translators: why the search met a dead end: "6 has no place left in column 3" */
      return g_strdup_printf (_("%u has no place left in column %u"), step->dead_digit, index + 1);
    case SUDOKU_UNIT_KIND_BOX:
      /* Translators: the boxes are numbered 1 to 9, left to right, top to bottom */
      return g_strdup_printf (_("%u has no place left in box %u"), step->dead_digit, index + 1);
    case SUDOKU_UNIT_KIND_DIAGONAL:
      /* Translators: why the search met a dead end on a Sudoku X grid: "6 has no place left in
       * the diagonal from the top left corner" */
      return g_strdup_printf (_("%u has no place left in the diagonal from the top left corner"),
                              step->dead_digit);
    case SUDOKU_UNIT_KIND_ANTI_DIAGONAL:
    default:
      /* Translators: as "6 has no place left in the diagonal from the top left corner", for the
       * other diagonal */
      return g_strdup_printf (_("%u has no place left in the diagonal from the top right corner"),
                              step->dead_digit);
    }
}

/**
 * sudoku_demo_step_text_for_shape:
 * @shape: the shape of the demo's grid
 * @step: a step of its search
 *
 * Returns: (transfer full): the caption: the step being shown, and why
 */
char *
sudoku_demo_step_text_for_shape (const SudokuGridShape *shape,
                                 const SudokuStep      *step)
{
  guint            row = step->cell / shape->side + 1, col = step->cell % shape->side + 1;
  g_autofree char *why = NULL;

  if (step->kind == SUDOKU_STEP_PLACE && step->candidates == 1)
    /* Translators: a forced move: "Only 4 fits in row 2, column 7" */
    return g_strdup_printf (_("Only %u fits in row %u, column %u"), step->digit, row, col);
  if (step->kind == SUDOKU_STEP_PLACE && step->candidates > 1)
    /* Translators: a guess: "Guessing 6 (one of 2 candidates) in row 5, column 3" */
    return g_strdup_printf (ngettext ("Guessing %u (%u candidate) in row %u, column %u",
                                      "Guessing %u (one of %u candidates) in row %u, column %u",
                                      step->candidates),
                            step->digit, step->candidates, row, col);
  if (step->kind == SUDOKU_STEP_PLACE)
    /* Translators: the step being shown: "Trying 4 in row 2, column 7" */
    return g_strdup_printf (_("Trying %u in row %u, column %u"), step->digit, row, col);
  why = dead_end_text (shape, step);
  if (why != NULL)
    /* Translators: a dead end and its reason: "No digit fits in row 2, column 8: taking 6 back
     * from row 2, column 5" */
    return g_strdup_printf (_("%s: taking %u back from row %u, column %u"), why, step->digit, row,
                            col);
  /* Translators: a dead end: the digit is taken back */
  return g_strdup_printf (_("Dead end: taking %u back from row %u, column %u"), step->digit, row,
                          col);
}

/* The caption: the step being shown, and why, on 9×9. */
char *
sudoku_demo_step_text (const SudokuStep *step)
{
  return sudoku_demo_step_text_for_shape (sudoku_grid_shape_get (9, FALSE), step);
}

/**
 * sudoku_demo_step_brief_text_for_shape:
 * @shape: the shape of the demo's grid
 * @step: a step of its search
 *
 * Returns: (transfer full): the caption when steps come faster than a
 *   sentence can be read: the step's digit and cell, without the reason
 */
char *
sudoku_demo_step_brief_text_for_shape (const SudokuGridShape *shape,
                                       const SudokuStep      *step)
{
  guint row = step->cell / shape->side + 1, col = step->cell % shape->side + 1;

  if (step->kind == SUDOKU_STEP_PLACE)
    return g_strdup_printf (_("Trying %u in row %u, column %u"), step->digit, row, col);
  return g_strdup_printf (_("Dead end: taking %u back from row %u, column %u"), step->digit, row,
                          col);
}

/* The brief caption on 9×9. */
char *
sudoku_demo_step_brief_text (const SudokuStep *step)
{
  return sudoku_demo_step_brief_text_for_shape (sudoku_grid_shape_get (9, FALSE), step);
}

/* The line under that caption: what the search did in the last second. */
char *
sudoku_demo_rate_text (guint64 tried,
                       guint64 taken_back)
{
  g_autofree char *tried_text = g_strdup_printf ("%" G_GUINT64_FORMAT, tried);
  g_autofree char *taken_back_text = g_strdup_printf ("%" G_GUINT64_FORMAT, taken_back);

  /* Translators: under the caption when the demo plays too fast to explain each step: "Last
   * second: 60 digits tried, 41 taken back (pause to read why)" */
  return g_strdup_printf (ngettext ("Last second: %s digit tried, %s taken back (pause to read why)",
                                    "Last second: %s digits tried, %s taken back (pause to read why)",
                                    (gulong)tried),
                          tried_text, taken_back_text);
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

  /* Translators: live counters of the demo, in plain words (see their tooltip); the last is
   * minutes:seconds */
  return g_strdup_printf (_("Digits tried: %s   Taken back: %s   Digits placed: %u   Time: %d:%02d"),
                          placed, taken_back, depth, seconds / 60, seconds % 60);
}

/* A line of the summary, for a run that ended. */
char *
sudoku_demo_summary_line (SudokuStrategy          strategy,
                          const SudokuSolveStats *stats)
{
  g_autofree char *placements = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->placements);
  g_autofree char *backtracks = g_strdup_printf ("%" G_GUINT64_FORMAT, stats->backtracks);
  g_autofree char *placed = NULL;
  g_autofree char *taken_back = NULL;

  /* Translators: a count in the summary: "4821 placements", digits the search put in */
  placed = g_strdup_printf (ngettext ("%s placement", "%s placements", (gulong)stats->placements),
                            placements);
  taken_back = g_strdup_printf (
    /* Translators: a count in the summary: "4770 backtracks", digits the search took back */
    ngettext ("%s backtrack", "%s backtracks", (gulong)stats->backtracks), backtracks);
  /* Translators: a line of the summary: "Textbook: 4821 placements, 4770 backtracks": the
   * strategy, then the two counts above */
  return g_strdup_printf (C_("demo summary", "%s: %s, %s"), sudoku_demo_strategy_title (strategy),
                          placed, taken_back);
}

/* The logic view's counters: how far the replay is. */
char *
sudoku_demo_logic_counters_text (guint shown,
                                 guint total)
{
  /* Translators: the logic view's counter: "Step 12 of 41" */
  return g_strdup_printf (_("Step %u of %u"), shown, total);
}

/* The summary's logic half: how many steps a person takes, and whether
 * logic alone got to the end; @n_steps counts the guess's step too. */
char *
sudoku_demo_logic_line (guint    n_steps,
                        gboolean stuck)
{
  if (!stuck)
    /* Translators: a line of the summary: "Logic: 41 steps, no guess" */
    return g_strdup_printf (ngettext ("Logic: %u step, no guess", "Logic: %u steps, no guess",
                                      n_steps),
                            n_steps);
  if (n_steps <= 1)
    /* Translators: a line of the summary: no technique applies to the puzzle as given */
    return g_strdup (_("Logic: a guess is needed at once"));
  /* Translators: a line of the summary: "Logic: a guess is needed after 28 steps" */
  return g_strdup_printf (ngettext ("Logic: a guess is needed after %u step",
                                    "Logic: a guess is needed after %u steps", n_steps - 1),
                          n_steps - 1);
}

/* The summary's search half when the search gave up. */
char *
sudoku_demo_search_gave_up_line (SudokuStrategy strategy,
                                 guint          seconds)
{
  /* Translators: a line of the summary: "Textbook: no answer after 10 s" */
  return g_strdup_printf (_("%s: no answer after %u s"), sudoku_demo_strategy_title (strategy),
                          seconds);
}

/* A line of the summary that compares the logic with the search. */
char *
sudoku_demo_compare_line (const char *logic,
                          const char *search)
{
  /* Translators: a line of the summary, the logic's figures beside the search's:
   * "Logic: 41 steps, no guess · Textbook: 13528 placements, 13474 backtracks" */
  return g_strdup_printf (_("%s · %s"), logic, search);
}

/**
 * sudoku_demo_race_text:
 * @a: the first search's strategy
 * @a_placements: the digits it tried to its solution
 * @b: the second search's
 * @b_placements: the digits it tried
 *
 * The race's end (the classroom): which search reached the solution with
 * fewer digits tried, and how many times fewer.
 *
 * Returns: (transfer full): "Fewest candidates tried 113 digits, textbook
 *   13528: 119.7 times fewer"
 */
char *
sudoku_demo_race_text (SudokuStrategy a,
                       guint64        a_placements,
                       SudokuStrategy b,
                       guint64        b_placements)
{
  gboolean         a_wins = a_placements <= b_placements;
  guint64          fewer = a_wins ? a_placements : b_placements;
  guint64          more = a_wins ? b_placements : a_placements;
  g_autofree char *fewer_text = g_strdup_printf ("%" G_GUINT64_FORMAT, fewer);
  g_autofree char *more_text = g_strdup_printf ("%" G_GUINT64_FORMAT, more);

  if (fewer == more)
    /* Translators: the end of a race of two searches that tried as many
     * digits: "Textbook and Fewest candidates both tried 51 digits" */
    return g_strdup_printf (ngettext ("%s and %s both tried %s digit", "%s and %s both tried %s digits",
                                      (gulong)fewer),
                            sudoku_demo_strategy_title (a), sudoku_demo_strategy_title (b), fewer_text);
  /* Translators: the end of a race of two searches: "Fewest candidates
   * tried 113 digits, Textbook 13528: 119.7 times fewer"; the form follows the
   * first number (the winner's digits) */
  return g_strdup_printf (ngettext ("%s tried %s digit, %s %s: %.1f times fewer",
                                    "%s tried %s digits, %s %s: %.1f times fewer", (gulong)fewer),
                          sudoku_demo_strategy_title (a_wins ? a : b), fewer_text,
                          sudoku_demo_strategy_title (a_wins ? b : a), more_text,
                          (double)more / (double)MAX (fewer, 1));
}
