/* sudoku-logic-step.c
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

/* A step in words: the sentence a person reads ("Hidden single: in box 3,
 * 4 fits only in row 3, column 7"), built from the step's data in the
 * user's language, and its effect in the usual notation ("r3c7=4",
 * "r2c4<>5, r2c7<>5"), which is not translated. */

static char *
units_list (const SudokuLogicStep *step,
            guint                  from,
            guint                  to)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  gboolean   rows = step->units[from] < 9;
  guint      count = to - from;

  for (guint i = from; i < to; i++)
    g_ptr_array_add (items, g_strdup_printf ("%u", step->units[i] % 9 + 1));
  {
    g_autofree char *list = _sudoku_logic_join_list (items);

    if (rows)
      /* Translators: e.g. "rows 2 and 7"; %s is the list of rows */
      return g_strdup_printf (ngettext ("row %s", "rows %s", count), list);
    /* Translators: e.g. "columns 1, 4 and 8"; %s is the list of columns */
    return g_strdup_printf (ngettext ("column %s", "columns %s", count), list);
  }
}

/* The sentences of the techniques every shape has, made of their words:
 * the 9×9 engine's and the shapes' (sudoku-shape-logic-words.c). */

/* A single: @cell gets @digit, the last empty cell of @unit (a full house)
 * or its one place there (hidden), or its one candidate (naked). */
char *
_sudoku_logic_singles_words (SudokuTechnique technique,
                             const char     *cell,
                             const char     *unit,
                             guint           digit)
{
  if (technique == SUDOKU_TECHNIQUE_FULL_HOUSE)
    /* Translators: "Full house: row 3, column 7 is the last empty cell of
     * box 3; it takes 4" */
    return g_strdup_printf (_("Full house: %s is the last empty cell of %s; it takes %u"), cell, unit, digit);
  if (technique != SUDOKU_TECHNIQUE_NAKED_SINGLE)
    /* Translators: "Hidden single: in box 3, 4 fits only in row 3, column 7" */
    return g_strdup_printf (_("Hidden single: in %s, %u fits only in %s"), unit, digit, cell);
  /* Translators: "Naked single: row 3, column 7 can only be 4" */
  return g_strdup_printf (_("Naked single: %s can only be %u"), cell, digit);
}

/* Pointing or claiming: @digit of @first lies only in @cover, and leaves
 * @rest, the rest of it. */
char *
_sudoku_logic_locked_words (SudokuTechnique technique,
                            const char     *first,
                            const char     *cover,
                            guint           digit,
                            const char     *rest)
{
  /* Translators: "Pointing: in box 1, 5 lies only in row 2, so it leaves
   * the rest of row 2: row 2, columns 4 and 7"; the first %s is the
   * technique, Pointing or Claiming */
  return g_strdup_printf (_("%s: in %s, %u lies only in %s, so it leaves the rest of %s: %s"),
                          sudoku_technique_name (technique), first, digit, cover, cover, rest);
}

/* A naked or hidden subset: @cells of @unit and @digits, named. */
char *
_sudoku_logic_subset_words (SudokuTechnique technique,
                            const char     *unit,
                            const char     *cells,
                            const char     *digits)
{
  const char *name = sudoku_technique_name (technique);

  if (technique == SUDOKU_TECHNIQUE_NAKED_PAIR || technique == SUDOKU_TECHNIQUE_NAKED_TRIPLE ||
      technique == SUDOKU_TECHNIQUE_NAKED_QUAD)
    /* Translators: "Naked pair: in row 1, columns 1 and 7 hold only 2 and
     * 8, so no other cell of row 1 can" */
    return g_strdup_printf (_("%s: in %s, %s hold only %s, so no other cell of %s can"),
                            name, unit, cells, digits, unit);
  /* Translators: "Hidden pair: in row 5, 2 and 6 fit only in columns 3
   * and 9, so those cells hold no other digit" */
  return g_strdup_printf (_("%s: in %s, %s fit only in %s, so those cells hold no other digit"),
                          name, unit, digits, cells);
}

char *
_sudoku_logic_guess_words (void)
{
  /* Translators: a hint or lesson step: no technique finds anything */
  return g_strdup (_("No technique applies here: a guess is needed"));
}

/* The effect of one cell of a grid of @side cells a row, in the usual
 * notation, added to @text: the candidates @eliminated loses ("r1c2<>5"),
 * then @digit placed, unless 0 ("r1c2=4"). */
void
_sudoku_logic_effect_words (GString *text,
                            guint    side,
                            guint    cell,
                            guint32  eliminated,
                            guint    digit)
{
  for (guint d = 1; d <= side; d++)
    if (eliminated & ((guint32)1u << d))
      g_string_append_printf (text, "%sr%uc%u<>%u", text->len > 0 ? ", " : "", cell / side + 1,
                              cell % side + 1, d);
  if (digit != 0)
    g_string_append_printf (text, "%sr%uc%u=%u", text->len > 0 ? ", " : "", cell / side + 1, cell % side + 1,
                            digit);
}

static char *
singles_sentence (const SudokuLogicStep *step)
{
  g_autofree char *cell = sudoku_cell_name (step->place_cell);
  g_autofree char *unit = step->n_units > 0 ? sudoku_unit_name (step->units[0]) : NULL;

  return _sudoku_logic_singles_words (step->technique, cell, unit, step->place_digit);
}

static char *
locked_sentence (const SudokuLogicStep *step)
{
  g_autofree char *first = sudoku_unit_name (step->units[0]);
  g_autofree char *cover = sudoku_unit_name (step->units[1]);
  g_autofree char *rest = _sudoku_logic_eliminated_cells (step);
  char            *sentence = _sudoku_logic_locked_words (step->technique, first, cover, step->digit, rest);

  if (step->place_digit != 0)
    {
      g_autofree char *third = sudoku_unit_name (step->units[2]);
      g_autofree char *cell = sudoku_cell_name (step->place_cell);
      char            *longer;

      /* Translators: added to a sentence about an intersection: "…; then in
       * box 3, 5 fits only in row 1, column 8" */
      longer = g_strdup_printf (_("%s; then in %s, %u fits only in %s"), sentence, third, step->digit, cell);
      g_free (sentence);
      sentence = longer;
    }
  return sentence;
}

static char *
subset_sentence (const SudokuLogicStep *step)
{
  g_autofree char *unit = sudoku_unit_name (step->units[0]);
  g_autofree char *cells = _sudoku_logic_cells_within (step->units[0], step->cells, step->n_cells);
  g_autofree char *digits = _sudoku_logic_digit_list (step->digits);
  char            *sentence = _sudoku_logic_subset_words (step->technique, unit, cells, digits);

  if (step->place_digit != 0)
    {
      g_autofree char *cell = sudoku_cell_name (step->place_cell);
      char            *longer;

      /* Translators: added to a sentence about a hidden subset: "…; then
       * 7 fits only in row 5, column 1" */
      longer = g_strdup_printf (_("%s; then %u fits only in %s"), sentence, step->place_digit, cell);
      g_free (sentence);
      sentence = longer;
    }
  return sentence;
}

static char *
fish_sentence (const SudokuLogicStep *step)
{
  guint            half = step->n_units / 2;
  g_autofree char *base = units_list (step, 0, half);
  g_autofree char *cover = units_list (step, half, step->n_units);
  g_autofree char *rest = _sudoku_logic_eliminated_cells (step);

  /* Translators: "X-Wing: in rows 2 and 7, 4 fits only in columns 3 and 8,
   * so it leaves the rest of those columns: row 5, column 3" */
  return g_strdup_printf (_("%s: in %s, %u fits only in %s, so it leaves the rest of them: %s"),
                          sudoku_technique_name (step->technique), base, step->digit, cover, rest);
}

static char *
wing_sentence (const SudokuLogicStep *step)
{
  g_autofree char *pivot = sudoku_cell_name (step->cells[0]);
  g_autofree char *pincers = _sudoku_logic_cell_list (step->cells + 1, 2);
  g_autofree char *digits = _sudoku_logic_digit_list (step->digits);
  g_autofree char *rest = _sudoku_logic_eliminated_cells (step);

  if (step->technique == SUDOKU_TECHNIQUE_W_WING)
    {
      g_autofree char *ends = _sudoku_logic_cell_list ((const guint8[]){ step->cells[0], step->cells[3] }, 2);
      g_autofree char *unit = sudoku_unit_name (step->units[0]);
      guint            x = bit_first (step->digits & ~SUDOKU_DIGIT_BIT (step->digit));

      /* Translators: "W-Wing: row 1, column 2 and row 5, column 8 hold only
       * 3 and 6; in column 4, 3 fits only in two cells that see them, so
       * one of them is 6, and 6 leaves row 1, column 8" */
      return g_strdup_printf (_("%s: %s hold only %s; in %s, %u fits only in two cells that see them, "
                                 "so one of them is %u, and %u leaves %s"),
                              sudoku_technique_name (step->technique), ends, digits, unit, x,
                              step->digit, step->digit, rest);
    }
  if (step->technique == SUDOKU_TECHNIQUE_XYZ_WING)
    /* Translators: "XYZ-Wing: row 1, column 1 and the cells it sees, row 1,
     * column 5 and row 3, column 2, hold only 2, 5 and 7: one of the three
     * is 7, and 7 leaves row 1, column 3" */
    return g_strdup_printf (_("%s: %s and the cells it sees, %s, hold only %s: one of the three is %u, "
                               "and %u leaves %s"),
                            sudoku_technique_name (step->technique), pivot, pincers, digits,
                            step->digit, step->digit, rest);
  /* Translators: "XY-Wing: row 1, column 1 and the cells it sees, row 1,
   * column 5 and row 3, column 2, hold only 2, 5 and 7: one of the two is
   * 7, and 7 leaves row 3, column 5" */
  return g_strdup_printf (_("%s: %s and the cells it sees, %s, hold only %s: one of the two is %u, "
                             "and %u leaves %s"),
                          sudoku_technique_name (step->technique), pivot, pincers, digits,
                          step->digit, step->digit, rest);
}

/* The chain in the usual notation: "r1c2=r1c5-r3c5=r3c9" for an X-chain
 * (= a strong link, - a weak one), "r1c2 r1c5 r3c5" for an XY-chain. */
static char *
chain_notation (const SudokuLogicStep *step)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < step->n_cells; i++)
    {
      if (i > 0)
        g_string_append (text, step->technique == SUDOKU_TECHNIQUE_XY_CHAIN ? " - "
                               : i % 2 == 1                                 ? "="
                                                                            : "-");
      g_string_append_printf (text, "r%uc%u", cell_row (step->cells[i]) + 1, cell_col (step->cells[i]) + 1);
    }
  return g_string_free (text, FALSE);
}

static char *
chain_sentence (const SudokuLogicStep *step)
{
  g_autofree char *chain = chain_notation (step);
  g_autofree char *rest = _sudoku_logic_eliminated_cells (step);

  /* Translators: "X-chain on 4 (r1c2=r1c5-r3c5=r3c9): one end holds 4, so
   * it leaves the cells that see both: row 3, column 2"; keep the chain
   * in parentheses as it is */
  return g_strdup_printf (_("%s on %u (%s): one end holds %u, so it leaves the cells that see both: %s"),
                          sudoku_technique_name (step->technique), step->digit, chain,
                          step->digit, rest);
}

/**
 * sudoku_logic_step_sentence:
 * @step: a step
 *
 * Returns: (transfer full): the step in a sentence, in the user's language
 */
char *
sudoku_logic_step_sentence (const SudokuLogicStep *step)
{
  g_return_val_if_fail (step != NULL, NULL);

  switch (step->technique)
    {
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      return singles_sentence (step);
    case SUDOKU_TECHNIQUE_DIRECT_POINTING:
    case SUDOKU_TECHNIQUE_DIRECT_CLAIMING:
    case SUDOKU_TECHNIQUE_POINTING:
    case SUDOKU_TECHNIQUE_CLAIMING:
      return locked_sentence (step);
    case SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR:
    case SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE:
    case SUDOKU_TECHNIQUE_NAKED_PAIR:
    case SUDOKU_TECHNIQUE_NAKED_TRIPLE:
    case SUDOKU_TECHNIQUE_NAKED_QUAD:
    case SUDOKU_TECHNIQUE_HIDDEN_PAIR:
    case SUDOKU_TECHNIQUE_HIDDEN_TRIPLE:
    case SUDOKU_TECHNIQUE_HIDDEN_QUAD:
      return subset_sentence (step);
    case SUDOKU_TECHNIQUE_X_WING:
    case SUDOKU_TECHNIQUE_SWORDFISH:
    case SUDOKU_TECHNIQUE_JELLYFISH:
      return fish_sentence (step);
    case SUDOKU_TECHNIQUE_XY_WING:
    case SUDOKU_TECHNIQUE_XYZ_WING:
    case SUDOKU_TECHNIQUE_W_WING:
      return wing_sentence (step);
    case SUDOKU_TECHNIQUE_X_CHAIN:
    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return chain_sentence (step);
    case SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_2:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_3:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_4:
    case SUDOKU_TECHNIQUE_BUG_PLUS_ONE:
    case SUDOKU_TECHNIQUE_BUG_2:
    case SUDOKU_TECHNIQUE_BUG_3:
    case SUDOKU_TECHNIQUE_BUG_4:
      return _sudoku_logic_unique_sentence (step);
    case SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION:
    case SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION:
    case SUDOKU_TECHNIQUE_NISHIO:
    case SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS:
    case SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN:
      return _sudoku_logic_aligned_sentence (step);
    case SUDOKU_TECHNIQUE_X_CYCLE:
    case SUDOKU_TECHNIQUE_Y_CYCLE:
    case SUDOKU_TECHNIQUE_XY_CYCLE:
    case SUDOKU_TECHNIQUE_FORCING_X_CHAIN:
    case SUDOKU_TECHNIQUE_FORCING_CHAIN:
      return _sudoku_logic_forcing_sentence (step);
    case SUDOKU_TECHNIQUE_GUESS:
    case SUDOKU_N_TECHNIQUES:
    default:
      return _sudoku_logic_guess_words ();
    }
}

/**
 * sudoku_logic_step_effect:
 * @step: a step
 *
 * Returns: (transfer full): the step's effect in the usual notation:
 *   "r3c7=4" for a placement, "r2c4<>5, r2c7<>5" for eliminations, both
 *   for a step that does both; "" for a guess
 */
char *
sudoku_logic_step_effect (const SudokuLogicStep *step)
{
  GString *text;

  g_return_val_if_fail (step != NULL, NULL);

  text = g_string_new (NULL);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    _sudoku_logic_effect_words (text, 9, cell, step->eliminated[cell], 0);
  if (step->place_digit != 0)
    _sudoku_logic_effect_words (text, 9, step->place_cell, 0, step->place_digit);
  return g_string_free (text, FALSE);
}
