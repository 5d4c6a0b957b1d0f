/* sudoku-logic-words.c
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

/* The words the steps' sentences are made of: the techniques' names, the
 * units and cells, lists of digits and of cells, in the user's language.
 * Used by sudoku-logic-step.c and sudoku-logic-step-patterns.c, and on
 * every shape (grids of @side cells a row, the diagonals of an X grid) by
 * sudoku-shape-logic-words.c. */

static const struct
{
  const char *id;   /* for --stats and scripts, never translated */
  const char *name; /* translated */
} technique_names[SUDOKU_N_TECHNIQUES] = {
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_FULL_HOUSE] = { "full-house", N_("Full house") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] = { "hidden-single-box", N_("Hidden single") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] = { "hidden-single-line", N_("Hidden single") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_DIRECT_POINTING] = { "direct-pointing", N_("Direct pointing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_DIRECT_CLAIMING] = { "direct-claiming", N_("Direct claiming") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR] = { "direct-hidden-pair", N_("Direct hidden pair") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_NAKED_SINGLE] = { "naked-single", N_("Naked single") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE] = { "direct-hidden-triple", N_("Direct hidden triple") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary); a candidate
   * confined to where a box meets a row or column (box-line reduction) */
  [SUDOKU_TECHNIQUE_POINTING] = { "pointing", N_("Pointing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary); a candidate
   * confined to where a box meets a row or column (box-line reduction) */
  [SUDOKU_TECHNIQUE_CLAIMING] = { "claiming", N_("Claiming") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_NAKED_PAIR] = { "naked-pair", N_("Naked pair") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_X_WING] = { "x-wing", N_("X-Wing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_HIDDEN_PAIR] = { "hidden-pair", N_("Hidden pair") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_NAKED_TRIPLE] = { "naked-triple", N_("Naked triple") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_SWORDFISH] = { "swordfish", N_("Swordfish") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_HIDDEN_TRIPLE] = { "hidden-triple", N_("Hidden triple") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_XY_WING] = { "xy-wing", N_("XY-Wing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_XYZ_WING] = { "xyz-wing", N_("XYZ-Wing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE] = { "unique-rectangle", N_("Unique rectangle") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_NAKED_QUAD] = { "naked-quad", N_("Naked quad") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_JELLYFISH] = { "jellyfish", N_("Jellyfish") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_HIDDEN_QUAD] = { "hidden-quad", N_("Hidden quad") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary); BUG is “bivalue
   * universal grave”, usually kept as BUG */
  [SUDOKU_TECHNIQUE_BUG_PLUS_ONE] = { "bug-plus-one", N_("BUG+1") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_W_WING] = { "w-wing", N_("W-Wing") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_X_CHAIN] = { "x-chain", N_("X-chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_XY_CHAIN] = { "xy-chain", N_("XY-chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_2] = { "unique-rectangle-2", N_("Unique rectangle type 2") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3] = { "unique-rectangle-3", N_("Unique rectangle type 3") },
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN] = { "unique-rectangle-3-hidden",
                                              /* Translators: the name of a Sudoku solving
                                               * technique, shown in hints, the lesson captions and
                                               * --explain; use the name the language's Sudoku sites
                                               * use (see the glossary) */
                                              N_("Unique rectangle type 3, hidden subset") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_4] = { "unique-rectangle-4", N_("Unique rectangle type 4") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_BUG_2] = { "bug-2", N_("BUG type 2") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_BUG_3] = { "bug-3", N_("BUG type 3") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_BUG_4] = { "bug-4", N_("BUG type 4") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION] = { "aligned-pair-exclusion", N_("Aligned pair exclusion") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_X_CYCLE] = { "x-cycle", N_("Bidirectional X-cycle") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_Y_CYCLE] = { "y-cycle", N_("Bidirectional Y-cycle") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_XY_CYCLE] = { "xy-cycle", N_("Bidirectional cycle") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_FORCING_X_CHAIN] = { "forcing-x-chain", N_("Forcing X-chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_FORCING_CHAIN] = { "forcing-chain", N_("Forcing chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION] = { "aligned-triple-exclusion", N_("Aligned triple exclusion") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_NISHIO] = { "nishio", N_("Nishio forcing chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN] = { "cell-forcing-chain", N_("Cell forcing chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN] = { "region-forcing-chain", N_("Region forcing chain") },
  /* Translators: the name of a Sudoku solving technique, shown in hints, the lesson captions and
   * --explain; use the name the language's Sudoku sites use (see the glossary) */
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN] = { "dynamic-forcing-chain", N_("Dynamic forcing chain") },
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS] = { "dynamic-forcing-chain-plus",
                                                    /* Translators: a technique's name: a dynamic
                                                     * forcing chain that also uses pointing,
                                                     * claiming, hidden and naked pairs and X-Wings
                                                     * along the way (Sudoku Explainer's "Dynamic
                                                     * Forcing Chains (+)") */
                                                    N_("Dynamic forcing chain with basic techniques") },
  /* Translators: a dynamic forcing chain that also uses, along the way,
   * the basic techniques and forcing chains found inside it (Sudoku
   * Explainer's "Dynamic Forcing Chains (+ Forcing Chains)") */
  [SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN] = { "nested-forcing-chain", N_("Nested forcing chain") },
  /* Translators: the name of a step of the lesson and of --explain that is a guess (a digit tried,
   * not deduced): a noun, like the technique names */
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

/* "row 3", "column 7", "box 3" or a diagonal: the unit of @kind whose
 * index (from 0) is @index.  For the 9×9 words and every shape's. */
char *
_sudoku_logic_unit_words (SudokuUnitKind kind,
                          guint          index)
{
  switch (kind)
    {
    case SUDOKU_UNIT_KIND_ROW:
      /* Translators: a unit of the grid, e.g. "row 3" */
      return g_strdup_printf (_("row %u"), index + 1);
    case SUDOKU_UNIT_KIND_COLUMN:
      /* Translators: a unit of the grid, e.g. "column 7" */
      return g_strdup_printf (_("column %u"), index + 1);
    case SUDOKU_UNIT_KIND_BOX:
      /* Translators: a unit of the grid, e.g. "box 3" (boxes count from the top
       * left, in reading order) */
      return g_strdup_printf (_("box %u"), index + 1);
    case SUDOKU_UNIT_KIND_DIAGONAL:
      /* Translators: a unit of a Sudoku X grid, named in a sentence such as
       * "Hidden single: in the diagonal from the top left corner, 4 fits
       * only in row 2, column 2" */
      return g_strdup (_("the diagonal from the top left corner"));
    case SUDOKU_UNIT_KIND_ANTI_DIAGONAL:
    default:
      /* Translators: the other diagonal of a Sudoku X grid, as "the diagonal
       * from the top left corner" */
      return g_strdup (_("the diagonal from the top right corner"));
    }
}

/* "row 3, column 7": @cell of a grid of @side cells a row. */
char *
_sudoku_logic_cell_words (guint side,
                          guint cell)
{
  /* Translators: a cell, e.g. "row 3, column 7" */
  return g_strdup_printf (_("row %u, column %u"), cell / side + 1, cell % side + 1);
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
  return _sudoku_logic_unit_words ((SudokuUnitKind)(unit / 9), unit % 9);
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
  return _sudoku_logic_cell_words (9, cell);
}

/* "a", "a and b", "a, b and c": takes the strings of @items. */
char *
_sudoku_logic_join_list (GPtrArray *items)
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

/* "2, 5 and 16": the digits of @mask (bit d for digit d), of any shape. */
char *
_sudoku_logic_digit_list (guint32 mask)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 1; d <= SUDOKU_MAX_SIDE; d++)
    if (mask & ((guint32)1u << d))
      g_ptr_array_add (items, g_strdup_printf ("%u", d));
  return _sudoku_logic_join_list (items);
}

/* "4 and 7": the columns (@by_row) or rows of the cells, each once. */
static char *
line_numbers (guint         side,
              const guint8 *cells,
              guint         n,
              gboolean      by_row,
              guint        *count)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);
  guint32    seen = 0;

  for (guint i = 0; i < n; i++)
    {
      guint line = by_row ? cells[i] % side : cells[i] / side;

      if (!(seen & (1u << line)))
        g_ptr_array_add (items, g_strdup_printf ("%u", line + 1));
      seen |= 1u << line;
    }
  *count = items->len;
  return _sudoku_logic_join_list (items);
}

/* The cells of one row: "row 2, columns 4 and 7". */
static char *
row_cells (guint         side,
           const guint8 *cells,
           guint         n)
{
  guint            count;
  g_autofree char *list = line_numbers (side, cells, n, TRUE, &count);

  /* Translators: cells of one row, e.g. "row 2, columns 4 and 7"; %s is
   * the list of columns */
  return g_strdup_printf (ngettext ("row %u, column %s", "row %u, columns %s", count),
                          cells[0] / side + 1, list);
}

/* The cells of a grid of @side cells a row, grouped where they share a row
 * or a column: "row 2, columns 4 and 7", "column 5, rows 1 and 3", else
 * row by row: "row 1, columns 4 and 5; row 2, column 4". */
char *
_sudoku_logic_cells_words (guint         side,
                           const guint8 *cells,
                           guint         n)
{
  gboolean one_col = n > 0, one_per_row = TRUE;
  GString *text;

  for (guint i = 1; i < n; i++)
    one_col &= cells[i] % side == cells[0] % side;
  if (one_col && n > 1)
    {
      guint            count;
      g_autofree char *list = line_numbers (side, cells, n, FALSE, &count);

      /* Translators: cells of one column, e.g. "column 5, rows 1 and 3"; %s
       * is the list of rows */
      return g_strdup_printf (ngettext ("column %u, row %s", "column %u, rows %s", count),
                              cells[0] % side + 1, list);
    }
  for (guint i = 1; i < n; i++)
    one_per_row &= cells[i] / side != cells[i - 1] / side;
  if (one_per_row)
    {
      /* No two in a row: "row 1, column 8 and row 2, column 9". */
      GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, _sudoku_logic_cell_words (side, cells[i]));
      return _sudoku_logic_join_list (items);
    }
  text = g_string_new (NULL);
  for (guint i = 0; i < n;)
    {
      guint            j = i;
      g_autofree char *group = NULL;

      while (j < n && cells[j] / side == cells[i] / side)
        j++;
      group = row_cells (side, cells + i, j - i);
      if (text->len > 0)
        /* Translators: between the groups of cells of different rows, as
         * in "row 1, columns 4 and 5; row 2, column 4" */
        g_string_append (text, _("; "));
      g_string_append (text, group);
      i = j;
    }
  return g_string_free (text, FALSE);
}

char *
_sudoku_logic_cell_list (const guint8 *cells,
                         guint         n)
{
  return _sudoku_logic_cells_words (9, cells, n);
}

/* The cells of a unit of @kind, without naming the unit again: "columns 1
 * and 7" in a row, "rows 2 and 3" in a column, the cells in a box or a
 * diagonal. */
char *
_sudoku_logic_cells_in_unit_words (guint          side,
                                   SudokuUnitKind kind,
                                   const guint8  *cells,
                                   guint          n)
{
  guint            count;
  g_autofree char *list = NULL;

  if (kind != SUDOKU_UNIT_KIND_ROW && kind != SUDOKU_UNIT_KIND_COLUMN)
    return _sudoku_logic_cells_words (side, cells, n);
  list = line_numbers (side, cells, n, kind == SUDOKU_UNIT_KIND_ROW, &count);
  if (kind == SUDOKU_UNIT_KIND_ROW)
    /* Translators: cells of a row already named, e.g. "columns 1 and 7" */
    return g_strdup_printf (ngettext ("column %s", "columns %s", count), list);
  /* Translators: cells of a column already named, e.g. "rows 2 and 3" */
  return g_strdup_printf (ngettext ("row %s", "rows %s", count), list);
}

char *
_sudoku_logic_cells_within (guint         unit,
                            const guint8 *cells,
                            guint         n)
{
  return _sudoku_logic_cells_in_unit_words (9, (SudokuUnitKind)(unit / 9), cells, n);
}

/* The cells that lose a candidate, in reading order. */
char *
_sudoku_logic_eliminated_cells (const SudokuLogicStep *step)
{
  guint8 cells[SUDOKU_N_CELLS];
  guint  n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (step->eliminated[cell] != 0)
      cells[n++] = (guint8)cell;
  return _sudoku_logic_cell_list (cells, n);
}
