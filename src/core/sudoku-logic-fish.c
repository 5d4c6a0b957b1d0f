/* sudoku-logic-fish.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Basic fish: X-Wing, Swordfish and Jellyfish.  @size base lines (columns
 * first, then rows, as in Sudoku Explainer) hold a digit only in @size cover
 * lines, so the digit leaves the rest of the cover lines. */

typedef struct
{
  const SudokuLogicGrid *grid;
  const SudokuLogicSink *sink;
  guint                  size;
  guint                  digit;
  gboolean               by_columns;
  guint                  n_lines;
  guint                  lines[9];     /* base lines that may take part */
  guint                  positions[9]; /* their cells with the digit, as indices */
} FishSearch;

static guint
line_unit (gboolean by_columns,
           guint    index)
{
  return by_columns ? SUDOKU_UNIT_COL (index) : SUDOKU_UNIT_ROW (index);
}

static gboolean
emit_fish (FishSearch  *f,
           const guint *chosen,
           guint        cover)
{
  SudokuLogicStep              step;
  guint                        base = 0;
  static const SudokuTechnique techniques[] = {
    SUDOKU_TECHNIQUE_X_WING, SUDOKU_TECHNIQUE_SWORDFISH, SUDOKU_TECHNIQUE_JELLYFISH
  };

  step_init (&step, techniques[f->size - 2]);
  step.digit = (guint8)f->digit;
  for (guint k = 0; k < f->size; k++)
    {
      base |= 1u << f->lines[chosen[k]];
      step_add_unit (&step, line_unit (f->by_columns, f->lines[chosen[k]]));
    }
  for (guint i = 0; i < 9; i++)
    if (cover & (1u << i))
      step_add_unit (&step, line_unit (!f->by_columns, i));
  for (guint i = 0; i < 9; i++)
    {
      if (!(cover & (1u << i)))
        continue;
      for (guint j = 0; j < 9; j++)
        {
          guint cell = f->by_columns ? i * 9 + j : j * 9 + i;

          if (base & (1u << j))
            {
              if (f->grid->cands[cell] & SUDOKU_DIGIT_BIT (f->digit))
                step_add_cell (&step, cell);
            }
          else
            step_eliminate (&step, f->grid, cell, SUDOKU_DIGIT_BIT (f->digit));
        }
    }
  return sink_emit (f->sink, &step);
}

static gboolean
search_fish (FishSearch *f,
             guint      *chosen,
             guint       depth,
             guint       start,
             guint       cover)
{
  if (depth == f->size)
    return bit_count (cover) == f->size && emit_fish (f, chosen, cover);
  for (guint k = start; k + (f->size - depth) <= f->n_lines; k++)
    {
      guint next = cover | f->positions[k];

      if (bit_count (next) > f->size)
        continue;
      chosen[depth] = k;
      if (search_fish (f, chosen, depth + 1, k + 1, next))
        return TRUE;
    }
  return FALSE;
}

gboolean
_sudoku_logic_find_fish (const SudokuLogicGrid *grid,
                         const SudokuLogicSink *sink,
                         guint                  size)
{
  FishSearch f = { grid, sink, size };
  guint      chosen[9];

  for (guint pass = 0; pass < 2; pass++)
    for (guint d = 1; d <= 9; d++)
      {
        if (sink->se_rules)
          {
            guint placed = 0;

            for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
              placed += grid->values[cell] == d;
            if (placed + 2 * size > 9)
              continue;
          }
        f.digit = d;
        f.by_columns = pass == 0;
        f.n_lines = 0;
        for (guint i = 0; i < 9; i++)
          {
            guint positions = unit_positions (grid, line_unit (f.by_columns, i), d);

            if (positions != 0 && bit_count (positions) <= size)
              {
                f.lines[f.n_lines] = i;
                f.positions[f.n_lines++] = positions;
              }
          }
        if (f.n_lines >= size && search_fish (&f, chosen, 0, 0, 0))
          return TRUE;
      }
  return FALSE;
}
