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
#include "sudoku-logic-step.h"

/* A step in words: the sentence a person reads ("Hidden single: in box 3,
 * 4 fits only in row 3, column 7"), built from the step's data in the
 * user's language, and its effect in the usual notation ("r3c7=4",
 * "r2c4<>5, r2c7<>5"), which is not translated. */

static const struct
{
  const char *id;   /* for --stats and scripts, never translated */
  const char *name; /* translated */
} technique_names[SUDOKU_N_TECHNIQUES] = {
  [SUDOKU_TECHNIQUE_FULL_HOUSE] = { "full-house", N_("Full house") },
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] = { "hidden-single-box", N_("Hidden single") },
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] = { "hidden-single-line", N_("Hidden single") },
  [SUDOKU_TECHNIQUE_DIRECT_POINTING] = { "direct-pointing", N_("Direct pointing") },
  [SUDOKU_TECHNIQUE_DIRECT_CLAIMING] = { "direct-claiming", N_("Direct claiming") },
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR] = { "direct-hidden-pair", N_("Direct hidden pair") },
  [SUDOKU_TECHNIQUE_NAKED_SINGLE] = { "naked-single", N_("Naked single") },
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE] = { "direct-hidden-triple", N_("Direct hidden triple") },
  [SUDOKU_TECHNIQUE_POINTING] = { "pointing", N_("Pointing") },
  [SUDOKU_TECHNIQUE_CLAIMING] = { "claiming", N_("Claiming") },
  [SUDOKU_TECHNIQUE_NAKED_PAIR] = { "naked-pair", N_("Naked pair") },
  [SUDOKU_TECHNIQUE_X_WING] = { "x-wing", N_("X-Wing") },
  [SUDOKU_TECHNIQUE_HIDDEN_PAIR] = { "hidden-pair", N_("Hidden pair") },
  [SUDOKU_TECHNIQUE_NAKED_TRIPLE] = { "naked-triple", N_("Naked triple") },
  [SUDOKU_TECHNIQUE_SWORDFISH] = { "swordfish", N_("Swordfish") },
  [SUDOKU_TECHNIQUE_HIDDEN_TRIPLE] = { "hidden-triple", N_("Hidden triple") },
  [SUDOKU_TECHNIQUE_XY_WING] = { "xy-wing", N_("XY-Wing") },
  [SUDOKU_TECHNIQUE_XYZ_WING] = { "xyz-wing", N_("XYZ-Wing") },
  [SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE] = { "unique-rectangle", N_("Unique rectangle") },
  [SUDOKU_TECHNIQUE_NAKED_QUAD] = { "naked-quad", N_("Naked quad") },
  [SUDOKU_TECHNIQUE_JELLYFISH] = { "jellyfish", N_("Jellyfish") },
  [SUDOKU_TECHNIQUE_HIDDEN_QUAD] = { "hidden-quad", N_("Hidden quad") },
  [SUDOKU_TECHNIQUE_BUG_PLUS_ONE] = { "bug-plus-one", N_("BUG+1") },
  [SUDOKU_TECHNIQUE_W_WING] = { "w-wing", N_("W-Wing") },
  [SUDOKU_TECHNIQUE_X_CHAIN] = { "x-chain", N_("X-chain") },
  [SUDOKU_TECHNIQUE_XY_CHAIN] = { "xy-chain", N_("XY-chain") },
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_2] = { "unique-rectangle-2", N_("Unique rectangle type 2") },
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3] = { "unique-rectangle-3", N_("Unique rectangle type 3") },
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN] = { "unique-rectangle-3-hidden",
                                              N_("Unique rectangle type 3, hidden subset") },
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_4] = { "unique-rectangle-4", N_("Unique rectangle type 4") },
  [SUDOKU_TECHNIQUE_BUG_2] = { "bug-2", N_("BUG type 2") },
  [SUDOKU_TECHNIQUE_BUG_3] = { "bug-3", N_("BUG type 3") },
  [SUDOKU_TECHNIQUE_BUG_4] = { "bug-4", N_("BUG type 4") },
  [SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION] = { "aligned-pair-exclusion", N_("Aligned pair exclusion") },
  [SUDOKU_TECHNIQUE_X_CYCLE] = { "x-cycle", N_("Bidirectional X-cycle") },
  [SUDOKU_TECHNIQUE_Y_CYCLE] = { "y-cycle", N_("Bidirectional Y-cycle") },
  [SUDOKU_TECHNIQUE_XY_CYCLE] = { "xy-cycle", N_("Bidirectional cycle") },
  [SUDOKU_TECHNIQUE_FORCING_X_CHAIN] = { "forcing-x-chain", N_("Forcing X-chain") },
  [SUDOKU_TECHNIQUE_FORCING_CHAIN] = { "forcing-chain", N_("Forcing chain") },
  [SUDOKU_TECHNIQUE_GUESS] = { "guess", N_("Guess") },
};

/**
 * sudoku_technique_name:
 * @technique: a technique
 *
 * Returns: (transfer none): the technique's name in the user's language
 */
const char *
sudoku_technique_name (SudokuTechnique technique)
{
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, NULL);

  return _(technique_names[technique].name);
}

/**
 * sudoku_technique_id:
 * @technique: a technique
 *
 * Returns: (transfer none): a fixed name for scripts, e.g. "x-wing"
 */
const char *
sudoku_technique_id (SudokuTechnique technique)
{
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, NULL);

  return technique_names[technique].id;
}

/**
 * sudoku_unit_name:
 * @unit: 0–8 a row, 9–17 a column, 18–26 a box
 *
 * Returns: (transfer full): "row 3", "column 7" or "box 3"
 */
char *
sudoku_unit_name (guint unit)
{
  if (unit < 9)
    /* Translators: a unit of the grid, e.g. "row 3" */
    return g_strdup_printf (_("row %u"), unit + 1);
  if (unit < 18)
    /* Translators: a unit of the grid, e.g. "column 7" */
    return g_strdup_printf (_("column %u"), unit - 8);
  /* Translators: a unit of the grid, e.g. "box 3" (boxes count from the top
   * left, in reading order) */
  return g_strdup_printf (_("box %u"), unit - 17);
}

/**
 * sudoku_cell_name:
 * @cell: 0–80 in reading order
 *
 * Returns: (transfer full): "row 3, column 7"
 */
char *
sudoku_cell_name (guint cell)
{
  /* Translators: a cell, e.g. "row 3, column 7" */
  return g_strdup_printf (_("row %u, column %u"), cell / 9 + 1, cell % 9 + 1);
}

/* "a", "a and b", "a, b and c": takes the strings of @items. */
static char *
join_list (GPtrArray *items)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i + 1 == items->len && i > 0)
        {
          /* Translators: the last two items of a list, as in "4, 7 and 9";
           * the first %s is everything before */
          char *joined = g_strdup_printf (_("%s and %s"), text->str, (char *)items->pdata[i]);

          g_string_assign (text, joined);
          g_free (joined);
        }
      else
        {
          if (i > 0)
            /* Translators: between the items of a list, as in "4, 7 and 9" */
            g_string_append (text, _(", "));
          g_string_append (text, items->pdata[i]);
        }
    }
  g_ptr_array_unref (items);
  return g_string_free (text, FALSE);
}

static char *
digit_list (guint mask)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 1; d <= 9; d++)
    if (mask & SUDOKU_DIGIT_BIT (d))
      g_ptr_array_add (items, g_strdup_printf ("%u", d));
  return join_list (items);
}

/* "4 and 7": the columns (@by_row) or rows of the cells, each once. */
static char *
line_numbers (const guint8 *cells,
              guint         n,
              gboolean      by_row,
              guint        *count)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  guint      seen = 0;

  for (guint i = 0; i < n; i++)
    {
      guint line = by_row ? cell_col (cells[i]) : cell_row (cells[i]);

      if (!(seen & (1u << line)))
        g_ptr_array_add (items, g_strdup_printf ("%u", line + 1));
      seen |= 1u << line;
    }
  *count = items->len;
  return join_list (items);
}

/* The cells of one row: "row 2, columns 4 and 7". */
static char *
row_cells (const guint8 *cells,
           guint         n)
{
  guint            count;
  g_autofree char *list = line_numbers (cells, n, TRUE, &count);

  /* Translators: cells of one row, e.g. "row 2, columns 4 and 7"; %s is
   * the list of columns */
  return g_strdup_printf (ngettext ("row %u, column %s", "row %u, columns %s", count),
                          cell_row (cells[0]) + 1, list);
}

/* The cells, grouped where they share a row or a column: "row 2, columns 4
 * and 7", "column 5, rows 1 and 3", else row by row: "row 1, columns 4
 * and 5; row 2, column 4". */
static char *
cell_list (const guint8 *cells,
           guint         n)
{
  gboolean one_col = n > 0, one_per_row = TRUE;
  GString *text;

  for (guint i = 1; i < n; i++)
    one_col &= cell_col (cells[i]) == cell_col (cells[0]);
  if (one_col && n > 1)
    {
      guint            count;
      g_autofree char *list = line_numbers (cells, n, FALSE, &count);

      /* Translators: cells of one column, e.g. "column 5, rows 1 and 3"; %s
       * is the list of rows */
      return g_strdup_printf (ngettext ("column %u, row %s", "column %u, rows %s", count),
                              cell_col (cells[0]) + 1, list);
    }
  for (guint i = 1; i < n; i++)
    one_per_row &= cell_row (cells[i]) != cell_row (cells[i - 1]);
  if (one_per_row)
    {
      /* No two in a row: "row 1, column 8 and row 2, column 9". */
      GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, sudoku_cell_name (cells[i]));
      return join_list (items);
    }
  text = g_string_new (NULL);
  for (guint i = 0; i < n;)
    {
      guint            j = i;
      g_autofree char *group = NULL;

      while (j < n && cell_row (cells[j]) == cell_row (cells[i]))
        j++;
      group = row_cells (cells + i, j - i);
      if (text->len > 0)
        /* Translators: between the groups of cells of different rows, as
         * in "row 1, columns 4 and 5; row 2, column 4" */
        g_string_append (text, _("; "));
      g_string_append (text, group);
      i = j;
    }
  return g_string_free (text, FALSE);
}

/* The cells of @unit, without naming the unit again: "columns 1 and 7"
 * in a row, "rows 2 and 3" in a column, the cells in a box. */
static char *
cells_within (guint         unit,
              const guint8 *cells,
              guint         n)
{
  guint            count;
  g_autofree char *list = NULL;

  if (unit >= 18)
    return cell_list (cells, n);
  list = line_numbers (cells, n, unit < 9, &count);
  if (unit < 9)
    /* Translators: cells of a row already named, e.g. "columns 1 and 7" */
    return g_strdup_printf (ngettext ("column %s", "columns %s", count), list);
  /* Translators: cells of a column already named, e.g. "rows 2 and 3" */
  return g_strdup_printf (ngettext ("row %s", "rows %s", count), list);
}

/* The cells that lose a candidate, in reading order. */
static char *
eliminated_cells (const SudokuLogicStep *step)
{
  guint8 cells[SUDOKU_N_CELLS];
  guint  n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (step->eliminated[cell] != 0)
      cells[n++] = (guint8)cell;
  return cell_list (cells, n);
}

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
    g_autofree char *list = join_list (items);

    if (rows)
      /* Translators: e.g. "rows 2 and 7"; %s is the list of rows */
      return g_strdup_printf (ngettext ("row %s", "rows %s", count), list);
    /* Translators: e.g. "columns 1, 4 and 8"; %s is the list of columns */
    return g_strdup_printf (ngettext ("column %s", "columns %s", count), list);
  }
}

static char *
singles_sentence (const SudokuLogicStep *step)
{
  g_autofree char *cell = sudoku_cell_name (step->place_cell);
  g_autofree char *unit = step->n_units > 0 ? sudoku_unit_name (step->units[0]) : NULL;

  if (step->technique == SUDOKU_TECHNIQUE_FULL_HOUSE)
    /* Translators: "Full house: row 3, column 7 is the last empty cell of
     * box 3; it takes 4" */
    return g_strdup_printf (_("Full house: %s is the last empty cell of %s; it takes %u"),
                            cell, unit, step->place_digit);
  if (step->technique != SUDOKU_TECHNIQUE_NAKED_SINGLE)
    /* Translators: "Hidden single: in box 3, 4 fits only in row 3, column 7" */
    return g_strdup_printf (_("Hidden single: in %s, %u fits only in %s"), unit, step->place_digit, cell);
  /* Translators: "Naked single: row 3, column 7 can only be 4" */
  return g_strdup_printf (_("Naked single: %s can only be %u"), cell, step->place_digit);
}

static char *
locked_sentence (const SudokuLogicStep *step)
{
  g_autofree char *first = sudoku_unit_name (step->units[0]);
  g_autofree char *cover = sudoku_unit_name (step->units[1]);
  g_autofree char *rest = eliminated_cells (step);
  char            *sentence;

  /* Translators: "Pointing: in box 1, 5 lies only in row 2, so it leaves
   * the rest of row 2: row 2, columns 4 and 7"; the first %s is the
   * technique, Pointing or Claiming */
  sentence = g_strdup_printf (_("%s: in %s, %u lies only in %s, so it leaves the rest of %s: %s"),
                              sudoku_technique_name (step->technique), first, step->digit, cover,
                              cover, rest);
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
  g_autofree char *cells = cells_within (step->units[0], step->cells, step->n_cells);
  g_autofree char *digits = digit_list (step->digits);
  const char      *name = sudoku_technique_name (step->technique);
  char            *sentence;

  if (step->technique == SUDOKU_TECHNIQUE_NAKED_PAIR || step->technique == SUDOKU_TECHNIQUE_NAKED_TRIPLE ||
      step->technique == SUDOKU_TECHNIQUE_NAKED_QUAD)
    /* Translators: "Naked pair: in row 1, columns 1 and 7 hold only 2 and
     * 8, so no other cell of row 1 can" */
    return g_strdup_printf (_("%s: in %s, %s hold only %s, so no other cell of %s can"),
                            name, unit, cells, digits, unit);
  /* Translators: "Hidden pair: in row 5, 2 and 6 fit only in columns 3
   * and 9, so those cells hold no other digit" */
  sentence = g_strdup_printf (_("%s: in %s, %s fit only in %s, so those cells hold no other digit"),
                              name, unit, digits, cells);
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
  g_autofree char *rest = eliminated_cells (step);

  /* Translators: "X-Wing: in rows 2 and 7, 4 fits only in columns 3 and 8,
   * so it leaves the rest of those columns: row 5, column 3" */
  return g_strdup_printf (_("%s: in %s, %u fits only in %s, so it leaves the rest of them: %s"),
                          sudoku_technique_name (step->technique), base, step->digit, cover, rest);
}

static char *
wing_sentence (const SudokuLogicStep *step)
{
  g_autofree char *pivot = sudoku_cell_name (step->cells[0]);
  g_autofree char *pincers = cell_list (step->cells + 1, 2);
  g_autofree char *digits = digit_list (step->digits);
  g_autofree char *rest = eliminated_cells (step);

  if (step->technique == SUDOKU_TECHNIQUE_W_WING)
    {
      g_autofree char *ends = cell_list ((const guint8[]){ step->cells[0], step->cells[3] }, 2);
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
  g_autofree char *rest = eliminated_cells (step);

  /* Translators: "X-chain on 4 (r1c2=r1c5-r3c5=r3c9): one end holds 4, so
   * it leaves the cells that see both: row 3, column 2"; keep the chain
   * in parentheses as it is */
  return g_strdup_printf (_("%s on %u (%s): one end holds %u, so it leaves the cells that see both: %s"),
                          sudoku_technique_name (step->technique), step->digit, chain,
                          step->digit, rest);
}

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
  g_autofree char *rest = eliminated_cells (step);
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
      g_autofree char *others = cell_list (step->cells + step->n_cells - n_others, n_others);
      g_autofree char *set = digit_list (step->set_digits);

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

static char *
unique_sentence (const SudokuLogicStep *step)
{
  g_autofree char *digits = digit_list (step->digits);
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
      g_autofree char *cells = cell_list (step->cells, n_bug);
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
      g_autofree char *corners = cell_list (step->cells, step->n_cells - 1);
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
    g_autofree char *loop = cell_list (step->cells, n_loop);
    g_autofree char *extra = cell_list (step->cells + n_loop, n_pattern);
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

static char *
aligned_sentence (const SudokuLogicStep *step)
{
  g_autofree char *first = sudoku_cell_name (step->cells[0]);
  g_autofree char *second = sudoku_cell_name (step->cells[1]);
  g_autofree char *excluders = cell_list (step->cells + 2, step->n_extra);

  /* Translators: "Aligned pair exclusion: row 1, column 2 and row 5,
   * column 2 cannot hold together the two digits of row 1, column 3 and
   * row 5, column 3 (cells that see both), nor one digit twice if they see
   * each other; a candidate that no pair of digits left allows goes" */
  return g_strdup_printf (_("%s: %s and %s cannot hold together the two digits of %s (cells that see both), "
                             "nor one digit twice if they see each other; a candidate that no pair of digits "
                             "left allows goes"),
                          sudoku_technique_name (step->technique), first, second, excluders);
}

/**
 * sudoku_logic_step_chain:
 * @step: a step
 *
 * The chain of a cycle or a forcing chain in Eureka's notation, from its
 * start: "(4)r2c7=r9c7-(5)r9c7", where "=" is a strong link (the node
 * after it is true) and "-" a weak one (the node after it is false); the
 * digit is written where it changes.
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

      if (i > 0)
        g_string_append_c (text, node->on ? '=' : '-');
      if (i == 0 || node->digit != step->nodes[i - 1].digit)
        g_string_append_printf (text, "(%u)", node->digit);
      g_string_append_printf (text, "r%uc%u", cell_row (node->cell) + 1, cell_col (node->cell) + 1);
    }
  return g_string_free (text, FALSE);
}

static char *
forcing_sentence (const SudokuLogicStep *step)
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
      return unique_sentence (step);
    case SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION:
      return aligned_sentence (step);
    case SUDOKU_TECHNIQUE_X_CYCLE:
    case SUDOKU_TECHNIQUE_Y_CYCLE:
    case SUDOKU_TECHNIQUE_XY_CYCLE:
    case SUDOKU_TECHNIQUE_FORCING_X_CHAIN:
    case SUDOKU_TECHNIQUE_FORCING_CHAIN:
      return forcing_sentence (step);
    case SUDOKU_TECHNIQUE_GUESS:
    case SUDOKU_N_TECHNIQUES:
    default:
      return g_strdup (_("No technique applies here: a guess is needed"));
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
    for (guint d = 1; d <= 9; d++)
      if (step->eliminated[cell] & SUDOKU_DIGIT_BIT (d))
        g_string_append_printf (text, "%sr%uc%u<>%u", text->len > 0 ? ", " : "",
                                cell_row (cell) + 1, cell_col (cell) + 1, d);
  if (step->place_digit != 0)
    g_string_append_printf (text, "%sr%uc%u=%u", text->len > 0 ? ", " : "",
                            cell_row (step->place_cell) + 1, cell_col (step->place_cell) + 1,
                            step->place_digit);
  return g_string_free (text, FALSE);
}
