/* sudoku-logic-step-patterns.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-logic-private.h"
#include "sudoku-logic-step-private.h"
#include "sudoku-logic-step.h"

/* The sentences of the steps that rest on a pattern of many cells:
 * unique rectangles and loops, BUGs, aligned pair exclusion, and SE's
 * cycles and forcing chains, whose chain is written in Eureka's notation.
 * Built from the step's data in the user's language, as in
 * sudoku-logic-step.c. */

/* A unique loop's name: "Unique rectangle type 2" for four cells, "Unique
 * loop type 2" for more. */
static char *
loop_name (const SudokuLogicStep *step,
           guint                  type)
{
  if (step->n_cells - step->n_extra <= 4)
    return g_strdup (sudoku_technique_name (step->technique));
  /* Translators: a uniqueness technique, as "Unique rectangle type 2" but
   * on a loop of six or more cells; %u is the type, 1 to 4 */
  return g_strdup_printf (_("Unique loop type %u"), type);
}

/* What the end of a uniqueness step says, after its first part (%s). */
static char *
unique_ending (const SudokuLogicStep *step,
               const char            *first,
               guint                  type)
{
  g_autofree char *rest = _sudoku_logic_eliminated_cells (step);
  g_autofree char *unit = step->n_units > 0 ? sudoku_unit_name (step->units[0]) : NULL;

  if (type == 2)
    /* Translators: the end of a uniqueness step (type 2); the first %s is
     * its beginning: "…, so one of them is 9, and 9 leaves the cells that
     * see them all: row 1, column 3" */
    return g_strdup_printf (_("%s, so one of them is %u, and %u leaves the cells that see them all: %s"),
                            first, step->digit, step->digit, rest);
  if (type == 3)
    {
      guint            n_others = step->technique == SUDOKU_TECHNIQUE_BUG_3 ? step->n_extra : step->n_extra - 2;
      g_autofree char *others = _sudoku_logic_cell_list (step->cells + step->n_cells - n_others, n_others);
      g_autofree char *set = _sudoku_logic_digit_list (step->set_digits);

      if (step->technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN)
        /* Translators: the end of a uniqueness step (type 3, hidden
         * subset); the first %s is its beginning: "…, so in row 2, 1, 5
         * and 7 fit only in row 2, column 4 and one of those two, and
         * nothing else fits there" */
        return g_strdup_printf (_("%s, so in %s, %s fit only in %s and one of those two, and nothing else fits "
                                   "there"),
                                first, unit, set, others);
      /* Translators: the end of a uniqueness step (type 3); the first %s is
       * its beginning: "…, so one of them holds a digit outside the
       * pattern: as one cell with row 2, column 4, they form a naked subset
       * of 3 and 8 in row 2, which leaves row 2, column 9" */
      return g_strdup_printf (_("%s, so one of them holds a digit outside the pattern: as one cell with %s, "
                                 "they form a naked subset of %s in %s, which leaves %s"),
                              first, others, set, unit, rest);
    }
  if (step->technique == SUDOKU_TECHNIQUE_BUG_4)
    /* Translators: the end of a BUG type 4; the first %s is its beginning:
     * "…, so one of them holds a digit outside the pattern; the two share 6
     * in box 5, so each keeps only that digit and 6" */
    return g_strdup_printf (_("%s, so one of them holds a digit outside the pattern; the two share %u in %s, "
                               "so each keeps only that digit and %u"),
                            first, step->digit, unit, step->digit);
  /* Translators: the end of a unique rectangle type 4; the first %s is its
   * beginning: "…; in row 3, 4 fits only in those two, so one of them is 4
   * and neither can be 9" */
  return g_strdup_printf (_("%s; in %s, %u fits only in those two, so one of them is %u and neither can be %u"),
                          first, unit, step->digit, step->digit,
                          bit_first (step->digits & ~SUDOKU_DIGIT_BIT (step->digit)));
}

char *
_sudoku_logic_unique_sentence (const SudokuLogicStep *step)
{
  g_autofree char *digits = _sudoku_logic_digit_list (step->digits);
  g_autofree char *cell = sudoku_cell_name (step->cells[step->n_cells - 1]);
  guint            type;

  if (step->technique == SUDOKU_TECHNIQUE_BUG_PLUS_ONE)
    /* Translators: "BUG+1: every empty cell but row 4, column 4 has two
     * candidates; unless it is 6 the puzzle would have two solutions" */
    return g_strdup_printf (_("%s: every empty cell but %s has two candidates; unless it is %u "
                               "the puzzle would have two solutions"),
                            sudoku_technique_name (step->technique), cell, step->digit);
  if (step->technique == SUDOKU_TECHNIQUE_BUG_2 || step->technique == SUDOKU_TECHNIQUE_BUG_3 ||
      step->technique == SUDOKU_TECHNIQUE_BUG_4)
    {
      guint            n_bug = step->n_cells - step->n_extra;
      g_autofree char *cells = _sudoku_logic_cell_list (step->cells, n_bug);
      g_autofree char *first = NULL;

      /* Translators: the beginning of a BUG step: "BUG type 2: were 5 gone
       * from row 1, column 2 and row 4, column 6, every empty cell would
       * hold two candidates and the puzzle would have two solutions" */
      first = g_strdup_printf (_("%s: were %s gone from %s, every empty cell would hold two candidates and "
                                  "the puzzle would have two solutions"),
                               sudoku_technique_name (step->technique), digits, cells);
      type = step->technique == SUDOKU_TECHNIQUE_BUG_2 ? 2 : step->technique == SUDOKU_TECHNIQUE_BUG_3 ? 3
                                                                                                       : 4;
      return unique_ending (step, first, type);
    }
  if (step->technique == SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE)
    {
      g_autofree char *corners = _sudoku_logic_cell_list (step->cells, step->n_cells - 1);
      g_autofree char *name = loop_name (step, 1);

      /* Translators: "Unique rectangle: row 1, column 1, … hold only 2 and 7;
       * were row 4, column 3 one of them too, the two digits could be swapped
       * and the puzzle would have two solutions" */
      return g_strdup_printf (_("%s: %s hold only %s; were %s one of them too, the two digits could be "
                                 "swapped and the puzzle would have two solutions"),
                              name, corners, digits, cell);
    }
  {
    guint            n_loop = step->n_cells - step->n_extra;
    guint            n_pattern = step->technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_2 ? step->n_extra : 2;
    g_autofree char *loop = _sudoku_logic_cell_list (step->cells, n_loop);
    g_autofree char *extra = _sudoku_logic_cell_list (step->cells + n_loop, n_pattern);
    g_autofree char *name = NULL;
    g_autofree char *first = NULL;

    type = step->technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_2   ? 2
           : step->technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_4 ? 4
                                                               : 3;
    name = loop_name (step, type);
    /* Translators: the beginning of a unique rectangle or loop of type 2 to
     * 4: "Unique rectangle type 2: row 1, columns 1 and 5; row 3, columns
     * 1 and 5 hold 2 and 7; were row 1, column 5 and row 3, column 5 only
     * those two digits too, the puzzle would have two solutions" */
    first = g_strdup_printf (_("%s: %s hold %s; were %s only those two digits too, the puzzle would have two "
                                "solutions"),
                             name, loop, digits, extra);
    return unique_ending (step, first, type);
  }
}

/* Nishio: the assumption and its contradiction. */
static char *
nishio_sentence (const SudokuLogicStep *step)
{
  g_autofree char *cell = sudoku_cell_name (step->cells[0]);

  if (step->place_digit == 0 && (step->eliminated[step->cells[0]] & SUDOKU_DIGIT_BIT (step->digit)))
    /* Translators: "Nishio forcing chain: were row 1, column 2 to hold 4,
     * following 4 alone would make a cell both hold it and not: it does
     * not" */
    return g_strdup_printf (_("%s: were %s to hold %u, following %u alone would make a cell both hold it and "
                               "not: it does not"),
                            sudoku_technique_name (step->technique), cell, step->digit, step->digit);
  /* Translators: "Nishio forcing chain: were row 1, column 2 not to hold
   * 4, following 4 alone would make a cell both hold it and not: it
   * does" */
  return g_strdup_printf (_("%s: were %s not to hold %u, following %u alone would make a cell both hold it "
                             "and not: it does"),
                          sudoku_technique_name (step->technique), cell, step->digit, step->digit);
}

static char *
triple_sentence (const SudokuLogicStep *step)
{
  g_autofree char *a = sudoku_cell_name (step->cells[0]);
  g_autofree char *b = sudoku_cell_name (step->cells[1]);
  g_autofree char *c = sudoku_cell_name (step->cells[2]);
  g_autofree char *by = _sudoku_logic_cell_list (step->cells + 3, step->n_extra);

  /* Translators: "Aligned triple exclusion: row 1, column 2, row 5,
   * column 2 and row 5, column 3 cannot take between them every digit of
   * one of row 1, column 3 and row 4, column 3 (cells that see all
   * three), nor one digit twice where two of them see each other; a
   * candidate that no choice left allows goes" */
  return g_strdup_printf (_("%s: %s, %s and %s cannot take between them every digit of one of %s (cells that see "
                             "all three), nor one digit twice where two of them see each other; a candidate "
                             "that no choice left allows goes"),
                          sudoku_technique_name (step->technique), a, b, c, by);
}

static char *
pair_sentence (const SudokuLogicStep *step)
{
  g_autofree char *first = sudoku_cell_name (step->cells[0]);
  g_autofree char *second = sudoku_cell_name (step->cells[1]);
  g_autofree char *excluders = _sudoku_logic_cell_list (step->cells + 2, step->n_extra);

  /* Translators: "Aligned pair exclusion: row 1, column 2 and row 5,
   * column 2 cannot hold together the two digits of row 1, column 3 and
   * row 5, column 3 (cells that see both), nor one digit twice if they see
   * each other; a candidate that no pair of digits left allows goes" */
  return g_strdup_printf (_("%s: %s and %s cannot hold together the two digits of %s (cells that see both), "
                             "nor one digit twice if they see each other; a candidate that no pair of digits "
                             "left allows goes"),
                          sudoku_technique_name (step->technique), first, second, excluders);
}

/* Cell and region forcing chains: every case leads to the same. */
static char *
multiple_sentence (const SudokuLogicStep *step)
{
  guint            last = step->cells[step->n_cells - 1];
  g_autofree char *target = sudoku_cell_name (last);
  const char      *name = sudoku_technique_name (step->technique);
  /* The target's digit, named apart: a region chain's digit is the
   * unit's. */
  guint            digit = step->digits != 0 ? bit_first (step->digits) : step->digit;
  gboolean         holds = step->form != SUDOKU_DYNAMIC_NONE ? step->place_digit != 0
                                                             : (step->eliminated[last] & SUDOKU_DIGIT_BIT (digit)) == 0;

  if (step->technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN || step->form == SUDOKU_DYNAMIC_CELL)
    {
      g_autofree char *cell = sudoku_cell_name (step->cells[0]);

      if (holds)
        /* Translators: "Cell forcing chain: whichever of its candidates row
         * 1, column 2 holds, row 5, column 3 would hold 4: it does" */
        return g_strdup_printf (_("%s: whichever of its candidates %s holds, %s would hold %u: it does"), name,
                                cell, target, digit);
      /* Translators: "Cell forcing chain: whichever of its candidates row 1,
       * column 2 holds, row 5, column 3 would not hold 4: it does not" */
      return g_strdup_printf (_("%s: whichever of its candidates %s holds, %s would not hold %u: it does not"),
                              name, cell, target, digit);
    }
  {
    g_autofree char *unit = sudoku_unit_name (step->units[0]);

    if (holds)
      /* Translators: "Region forcing chain: wherever 4 goes in box 1, row 5,
       * column 3 would hold 4: it does" */
      return g_strdup_printf (_("%s: wherever %u goes in %s, %s would hold %u: it does"), name, step->digit,
                              unit, target, digit);
    /* Translators: "Region forcing chain: wherever 4 goes in box 1, row 5,
     * column 3 would not hold 4: it does not" */
    return g_strdup_printf (_("%s: wherever %u goes in %s, %s would not hold %u: it does not"), name,
                            step->digit, unit, target, digit);
  }
}

/* Dynamic forcing chains: a contradiction, or both ways to the same. */
static char *
dynamic_sentence (const SudokuLogicStep *step)
{
  g_autofree char *source = sudoku_cell_name (step->cells[0]);
  g_autofree char *target = sudoku_cell_name (step->cells[step->n_cells - 1]);
  const char      *name = sudoku_technique_name (step->technique);
  guint            digit = bit_first (step->digits);

  if (step->form == SUDOKU_DYNAMIC_CONTRADICTION_ON || step->form == SUDOKU_DYNAMIC_CONTRADICTION_OFF)
    {
      g_autofree char *both = sudoku_cell_name (step->cells[1]);

      if (step->form == SUDOKU_DYNAMIC_CONTRADICTION_ON)
        /* Translators: "Dynamic forcing chain: were row 1, column 2 to hold
         * 4, what follows would make row 5, column 3 both hold 7 and not:
         * it does not hold 4" */
        return g_strdup_printf (_("%s: were %s to hold %u, what follows would make %s both hold %u and not: it "
                                   "does not hold %u"),
                                name, source, step->digit, both, bit_first (step->set_digits), step->digit);
      /* Translators: "Dynamic forcing chain: were row 1, column 2 not to
       * hold 4, what follows would make row 5, column 3 both hold 7 and
       * not: it holds 4" */
      return g_strdup_printf (_("%s: were %s not to hold %u, what follows would make %s both hold %u and not: it "
                                 "holds %u"),
                              name, source, step->digit, both, bit_first (step->set_digits), step->digit);
    }
  if (step->form == SUDOKU_DYNAMIC_DOUBLE)
    {
      if (step->place_digit != 0)
        /* Translators: "Dynamic forcing chain: whether row 1, column 2
         * holds 4 or not, row 5, column 3 would hold 7: it does" */
        return g_strdup_printf (_("%s: whether %s holds %u or not, %s would hold %u: it does"), name, source,
                                step->digit, target, digit);
      /* Translators: "Dynamic forcing chain: whether row 1, column 2 holds 4
       * or not, row 5, column 3 would not hold 7: it does not" */
      return g_strdup_printf (_("%s: whether %s holds %u or not, %s would not hold %u: it does not"), name,
                              source, step->digit, target, digit);
    }
  return multiple_sentence (step);
}

/* @sentence (taken) quoting @step's branches, where it has them. */
static char *
with_branches (const SudokuLogicStep *step,
               char                  *sentence)
{
  g_autofree char *owned = sentence;
  g_autofree char *chains = NULL;

  if (step->n_nodes == 0)
    return g_steal_pointer (&owned);
  chains = sudoku_logic_step_chain (step);
  /* Translators: a Nishio, cell, region or dynamic forcing chain's
   * sentence, then its chains (one for each case) in Eureka's notation,
   * separated by semicolons: "Cell forcing chain: whichever of its
   * candidates row 1, column 2 holds, row 5, column 3 would hold 4: it
   * does, by these chains: (4)r1c2-r1c3=r5c3;
   * (7)r1c2-r5c2=(4)r5c2-r5c1=r5c3"; keep the chains as they are */
  return g_strdup_printf (_("%s, by these chains: %s"), owned, chains);
}

char *
_sudoku_logic_aligned_sentence (const SudokuLogicStep *step)
{
  if (step->form != SUDOKU_DYNAMIC_NONE)
    return with_branches (step, dynamic_sentence (step));
  if (step->technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN ||
      step->technique == SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN)
    return with_branches (step, multiple_sentence (step));
  if (step->technique == SUDOKU_TECHNIQUE_NISHIO)
    return with_branches (step, nishio_sentence (step));
  if (step->technique == SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION)
    return triple_sentence (step);
  return pair_sentence (step);
}

/**
 * sudoku_logic_step_chain:
 * @step: a step
 *
 * The chain of a cycle or a forcing chain in Eureka's notation, from its
 * start: "(4)r2c7=r9c7-(5)r9c7", where "=" is a strong link (the node
 * after it is true) and "-" a weak one (the node after it is false); the
 * digit is written where it changes.  "~" is a link a technique or chain
 * nested in a dynamic one makes (the node after it is false).  A chain of
 * several branches gives each from its start, separated by "; ".
 *
 * Returns: (transfer full): the chain, or "" for a step without one
 */
char *
sudoku_logic_step_chain (const SudokuLogicStep *step)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (step != NULL, NULL);

  for (guint i = 0; i < step->n_nodes; i++)
    {
      const SudokuLogicNode *node = &step->nodes[i];

      gboolean               branch = i == 0 || node->link == SUDOKU_LOGIC_LINK_BRANCH;

      if (i > 0 && branch)
        g_string_append (text, "; ");
      else if (i > 0)
        g_string_append_c (text, node->link == SUDOKU_LOGIC_LINK_NESTED ? '~' : node->on ? '='
                                                                                         : '-');
      if (branch || node->digit != step->nodes[i - 1].digit)
        g_string_append_printf (text, "(%u)", node->digit);
      g_string_append_printf (text, "r%uc%u", cell_row (node->cell) + 1, cell_col (node->cell) + 1);
    }
  return g_string_free (text, FALSE);
}

char *
_sudoku_logic_forcing_sentence (const SudokuLogicStep *step)
{
  g_autofree char *chain = sudoku_logic_step_chain (step);
  const char      *name = sudoku_technique_name (step->technique);
  g_autofree char *cell = NULL;

  if (step->technique == SUDOKU_TECHNIQUE_X_CYCLE || step->technique == SUDOKU_TECHNIQUE_Y_CYCLE ||
      step->technique == SUDOKU_TECHNIQUE_XY_CYCLE)
    /* Translators: "Bidirectional X-cycle: the loop (4)r1c2=r1c5-r3c5=r3c2-
     * r1c2 holds whichever way round it is read, so a candidate that sees
     * a true and a false node of its digit is false"; keep the chain as it
     * is */
    return g_strdup_printf (_("%s: the loop %s holds whichever way round it is read, so a candidate that sees a "
                               "true and a false node of its digit is false"),
                            name, chain);
  cell = sudoku_cell_name (step->nodes[0].cell);
  if (step->n_nodes > 0 && step->nodes[0].on)
    /* Translators: "Forcing X-chain: were row 1, column 2 to hold 4, then
     * (4)r1c2-r1c5=r3c5-r1c2, so it would not hold 4: it does not"; keep
     * the chain as it is */
    return g_strdup_printf (_("%s: were %s to hold %u, then %s, so it would not hold %u: it does not"), name,
                            cell, step->digit, chain, step->digit);
  /* Translators: "Forcing chain: were row 1, column 2 not to hold 4, then
   * (4)r1c2=r1c5-(7)r1c5=r1c2, so it would hold 4 after all: it does"; keep
   * the chain as it is */
  return g_strdup_printf (_("%s: were %s not to hold %u, then %s, so it would hold %u after all: it does"), name,
                          cell, step->digit, chain, step->digit);
}
