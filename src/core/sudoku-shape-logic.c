/* sudoku-shape-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include <string.h>

#include "sudoku-shape-logic.h"

/* The logic engine on every shape (sudoku-shape.c): 4×4, 6×6, 9×9 and
 * 16×16, plain or X, over the shape's units.  The techniques are those of
 * the 9×9 engine (sudoku-logic-basic.c) that hold on any grid: full house,
 * hidden singles (boxes, then lines and diagonals), naked singles, pointing
 * and claiming (a digit confined to where two units meet: a box and a line,
 * or on X a box and a diagonal), naked and hidden pairs, triples and quads,
 * in the order a person learns them.  Where they run out, the path ends
 * with a step of %SUDOKU_TECHNIQUE_GUESS, as on 9×9.  Plain 9×9 keeps its
 * own engine, which knows far more. */

/* Sinks a technique's first instance into a step. */
typedef struct
{
  const SudokuShapeGrid *grid;
  SudokuShapeStep       *step;
} Finder;

static void
step_init (SudokuShapeStep *step,
           SudokuTechnique  technique)
{
  memset (step, 0, sizeof *step);
  step->technique = technique;
}

static void
step_add_unit (SudokuShapeStep *step,
               guint            unit)
{
  g_assert (step->n_units < G_N_ELEMENTS (step->units));
  step->units[step->n_units++] = (guint8)unit;
}

static void
step_add_cell (SudokuShapeStep *step,
               guint            cell)
{
  g_assert (step->n_cells < SUDOKU_SHAPE_STEP_MAX_CELLS);
  step->cells[step->n_cells++] = (guint8)cell;
}

static void
step_place (SudokuShapeStep *step,
            guint            cell,
            guint            digit)
{
  step->place_cell = (guint8)cell;
  step->place_digit = (guint8)digit;
}

/* Removes @mask from @cell's candidates in the step, where it has them. */
static void
step_eliminate (SudokuShapeStep       *step,
                const SudokuShapeGrid *grid,
                guint                  cell,
                guint32                mask)
{
  guint32 gone = grid->cands[cell] & mask & ~step->eliminated[cell];

  step->eliminated[cell] |= gone;
  step->n_eliminated += (guint16)__builtin_popcount (gone);
}

/* Boxes first, then columns, rows and the diagonals: the order the 9×9
 * engine scans its units in, diagonals last. */
static guint
unit_in_pass (const SudokuGridShape *shape,
              guint                  k)
{
  guint side = shape->side;

  if (k < side)
    return 2 * side + k;
  if (k < 2 * side)
    return k;
  if (k < 3 * side)
    return k - 2 * side;
  return k;
}

static gboolean
unit_is_box (const SudokuGridShape *shape,
             guint                  unit)
{
  return sudoku_grid_shape_unit_kind (shape, unit, NULL) == SUDOKU_UNIT_KIND_BOX;
}

/* The places of @digit in @unit, as a mask of the unit's indices. */
static guint32
unit_positions (const SudokuShapeGrid *grid,
                guint                  unit,
                guint                  digit)
{
  const SudokuGridShape *shape = grid->shape;
  guint32                positions = 0;

  for (guint k = 0; k < shape->side; k++)
    if (grid->cands[shape->units[unit][k]] & SUDOKU_SHAPE_DIGIT_BIT (digit))
      positions |= 1u << k;
  return positions;
}

static guint32
unit_placed (const SudokuShapeGrid *grid,
             guint                  unit)
{
  guint32 placed = 0;

  for (guint k = 0; k < grid->shape->side; k++)
    placed |= SUDOKU_SHAPE_DIGIT_BIT (grid->values[grid->shape->units[unit][k]]);
  return placed & ~1u;
}

static guint
unit_empty_count (const SudokuShapeGrid *grid,
                  guint                  unit)
{
  return sudoku_unit_cells_empty (grid->values, grid->shape->units[unit], grid->shape->side);
}

static gboolean
unit_holds (const SudokuGridShape *shape,
            guint                  unit,
            guint                  cell)
{
  for (guint u = 0; u < shape->n_cell_units[cell]; u++)
    if (shape->cell_units[cell][u] == unit)
      return TRUE;
  return FALSE;
}

/* A single: @digit placed in @cell, the one place the proof names, in
 * @unit (G_MAXUINT for a naked single, which names none). */
static gboolean
found_single (Finder         *f,
              SudokuTechnique technique,
              guint           unit,
              guint           cell,
              guint           digit)
{
  step_init (f->step, technique);
  f->step->digit = (guint8)digit;
  if (unit != G_MAXUINT)
    step_add_unit (f->step, unit);
  step_add_cell (f->step, cell);
  step_place (f->step, cell, digit);
  return TRUE;
}

static gboolean
find_full_house (Finder *f)
{
  const SudokuGridShape *shape = f->grid->shape;

  for (guint k = 0; k < shape->n_units; k++)
    {
      guint   unit = unit_in_pass (shape, k), empty = 0;
      guint32 missing;

      if (unit_empty_count (f->grid, unit) != 1)
        continue;
      for (guint i = 0; i < shape->side; i++)
        if (f->grid->values[shape->units[unit][i]] == 0)
          empty = shape->units[unit][i];
      missing = f->grid->cands[empty] & ~unit_placed (f->grid, unit);
      if (__builtin_popcount (missing) != 1)
        continue;
      return found_single (f, SUDOKU_TECHNIQUE_FULL_HOUSE, unit, empty, (guint)__builtin_ctz (missing));
    }
  return FALSE;
}

/* Hidden singles in boxes (@box), or in columns, rows and diagonals. */
static gboolean
find_hidden_single (Finder  *f,
                    gboolean box)
{
  const SudokuGridShape *shape = f->grid->shape;

  for (guint k = box ? 0 : shape->side; k < (box ? shape->side : shape->n_units); k++)
    {
      guint unit = unit_in_pass (shape, k);

      if (unit_empty_count (f->grid, unit) < 2)
        continue;
      for (guint d = 1; d <= shape->side; d++)
        {
          guint32 positions = unit_positions (f->grid, unit, d);
          guint   cell;

          if (__builtin_popcount (positions) != 1)
            continue;
          cell = shape->units[unit][__builtin_ctz (positions)];
          return found_single (f, box ? SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX : SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE,
                               unit, cell, d);
        }
    }
  return FALSE;
}

static gboolean
find_naked_single (Finder *f)
{
  for (guint cell = 0; cell < f->grid->shape->n_cells; cell++)
    {
      if (f->grid->values[cell] != 0 || __builtin_popcount (f->grid->cands[cell]) != 1)
        continue;
      return found_single (f, SUDOKU_TECHNIQUE_NAKED_SINGLE, G_MAXUINT, cell,
                           (guint)__builtin_ctz (f->grid->cands[cell]));
    }
  return FALSE;
}

/* Whether every place of @digit in @unit lies in @other too; the places
 * into the step's cells. */
static gboolean
confined (Finder *f,
          guint   unit,
          guint   other,
          guint   digit)
{
  const SudokuGridShape *shape = f->grid->shape;
  guint32                positions = unit_positions (f->grid, unit, digit);

  if (__builtin_popcount (positions) < 2)
    return FALSE;
  for (guint k = 0; k < shape->side; k++)
    if ((positions & (1u << k)) && !unit_holds (shape, other, shape->units[unit][k]))
      return FALSE;
  return TRUE;
}

/* Pointing (@pointing: a digit of a box confined to a line or a diagonal
 * leaves the rest of it) or claiming (a digit of a line or a diagonal
 * confined to a box leaves the rest of the box). */
static gboolean
find_intersection (Finder  *f,
                   gboolean pointing)
{
  const SudokuGridShape *shape = f->grid->shape;

  for (guint k = 0; k < shape->n_units; k++)
    {
      guint unit = unit_in_pass (shape, k);

      if (unit_is_box (shape, unit) != pointing)
        continue;
      for (guint other = 0; other < shape->n_units; other++)
        {
          if (unit_is_box (shape, other) == pointing)
            continue;
          for (guint d = 1; d <= shape->side; d++)
            {
              SudokuShapeStep *step = f->step;

              if (!confined (f, unit, other, d))
                continue;
              step_init (step, pointing ? SUDOKU_TECHNIQUE_POINTING : SUDOKU_TECHNIQUE_CLAIMING);
              step->digit = (guint8)d;
              step_add_unit (step, unit);
              step_add_unit (step, other);
              for (guint i = 0; i < shape->side; i++)
                {
                  guint cell = shape->units[other][i];

                  if (unit_holds (shape, unit, cell))
                    {
                      if (f->grid->cands[cell] & SUDOKU_SHAPE_DIGIT_BIT (d))
                        step_add_cell (step, cell);
                    }
                  else
                    step_eliminate (step, f->grid, cell, SUDOKU_SHAPE_DIGIT_BIT (d));
                }
              if (step->n_eliminated > 0)
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* A naked subset: @size empty cells of @unit (a mask of its indices, @set)
 * that hold only @size digits between them. */
static gboolean
naked_subset_at (Finder *f,
                 guint   unit,
                 guint32 set)
{
  const SudokuGridShape *shape = f->grid->shape;
  SudokuShapeStep       *step = f->step;
  guint32                digits = 0;
  guint                  size = (guint)__builtin_popcount (set);

  for (guint k = 0; k < shape->side; k++)
    if (set & (1u << k))
      digits |= f->grid->cands[shape->units[unit][k]];
  if ((guint)__builtin_popcount (digits) != size)
    return FALSE;
  step_init (step, size == 2   ? SUDOKU_TECHNIQUE_NAKED_PAIR
                   : size == 3 ? SUDOKU_TECHNIQUE_NAKED_TRIPLE
                               : SUDOKU_TECHNIQUE_NAKED_QUAD);
  step->digits = digits;
  step_add_unit (step, unit);
  for (guint k = 0; k < shape->side; k++)
    {
      guint cell = shape->units[unit][k];

      if (set & (1u << k))
        step_add_cell (step, cell);
      else
        step_eliminate (step, f->grid, cell, digits);
    }
  return step->n_eliminated > 0;
}

/* A hidden subset: @size digits of @unit (@set, a digit mask) whose places
 * are @size cells between them. */
static gboolean
hidden_subset_at (Finder *f,
                  guint   unit,
                  guint32 set)
{
  const SudokuGridShape *shape = f->grid->shape;
  SudokuShapeStep       *step = f->step;
  guint32                places = 0;
  guint                  size = (guint)__builtin_popcount (set);

  for (guint d = 1; d <= shape->side; d++)
    if (set & SUDOKU_SHAPE_DIGIT_BIT (d))
      places |= unit_positions (f->grid, unit, d);
  if ((guint)__builtin_popcount (places) != size)
    return FALSE;
  step_init (step, size == 2   ? SUDOKU_TECHNIQUE_HIDDEN_PAIR
                   : size == 3 ? SUDOKU_TECHNIQUE_HIDDEN_TRIPLE
                               : SUDOKU_TECHNIQUE_HIDDEN_QUAD);
  step->digits = set;
  step_add_unit (step, unit);
  for (guint k = 0; k < shape->side; k++)
    if (places & (1u << k))
      {
        step_add_cell (step, shape->units[unit][k]);
        step_eliminate (step, f->grid, shape->units[unit][k], ~set);
      }
  return step->n_eliminated > 0;
}

/* Tries every subset of @size of the bits of @pool, from @from on, added
 * to @set. */
static gboolean
subsets_of (Finder  *f,
            guint    unit,
            gboolean naked,
            guint32  pool,
            guint    from,
            guint32  set,
            guint    size)
{
  if (size == 0)
    return naked ? naked_subset_at (f, unit, set) : hidden_subset_at (f, unit, set);
  for (guint bit = from; bit < 32; bit++)
    if ((pool & (1u << bit)) && subsets_of (f, unit, naked, pool, bit + 1, set | (1u << bit), size - 1))
      return TRUE;
  return FALSE;
}

static gboolean
find_subset (Finder  *f,
             gboolean naked,
             guint    size)
{
  const SudokuGridShape *shape = f->grid->shape;

  for (guint k = 0; k < shape->n_units; k++)
    {
      guint   unit = unit_in_pass (shape, k);
      guint32 pool = 0;

      /* Naked: the empty cells of fewer than size + 1 candidates; hidden:
       * the digits of fewer than size + 1 places. */
      for (guint i = 0; i < shape->side; i++)
        {
          guint32 cands = f->grid->cands[shape->units[unit][i]];

          if (naked && cands != 0 && (guint)__builtin_popcount (cands) <= size)
            pool |= 1u << i;
        }
      for (guint d = 1; !naked && d <= shape->side; d++)
        {
          guint n = (guint)__builtin_popcount (unit_positions (f->grid, unit, d));

          if (n >= 2 && n <= size)
            pool |= SUDOKU_SHAPE_DIGIT_BIT (d);
        }
      if (unit_empty_count (f->grid, unit) > size && subsets_of (f, unit, naked, pool, 0, 0, size))
        return TRUE;
    }
  return FALSE;
}

/* The techniques, in the order a person learns them (the 9×9 engine's
 * "people" order, without what a small grid does not need). */
static gboolean
find_technique (Finder         *f,
                SudokuTechnique technique)
{
  if (technique == SUDOKU_TECHNIQUE_FULL_HOUSE)
    return find_full_house (f);
  if (technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX || technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE)
    return find_hidden_single (f, technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
  if (technique == SUDOKU_TECHNIQUE_NAKED_SINGLE)
    return find_naked_single (f);
  if (technique == SUDOKU_TECHNIQUE_POINTING || technique == SUDOKU_TECHNIQUE_CLAIMING)
    return find_intersection (f, technique == SUDOKU_TECHNIQUE_POINTING);
  if (technique == SUDOKU_TECHNIQUE_NAKED_PAIR || technique == SUDOKU_TECHNIQUE_HIDDEN_PAIR)
    return find_subset (f, technique == SUDOKU_TECHNIQUE_NAKED_PAIR, 2);
  if (technique == SUDOKU_TECHNIQUE_NAKED_TRIPLE || technique == SUDOKU_TECHNIQUE_HIDDEN_TRIPLE)
    return find_subset (f, technique == SUDOKU_TECHNIQUE_NAKED_TRIPLE, 3);
  return find_subset (f, technique == SUDOKU_TECHNIQUE_NAKED_QUAD, 4);
}

static const SudokuTechnique technique_order[] = { SUDOKU_LOGIC_PEOPLE_BASIC_ORDER };

/**
 * sudoku_shape_grid_init:
 * @grid: (out caller-allocates): the grid
 * @shape: its shape
 * @cells: the puzzle, @shape->n_cells values, 0 for empty
 *
 * Fills @grid with the puzzle's digits and every empty cell's candidates.
 */
void
sudoku_shape_grid_init (SudokuShapeGrid       *grid,
                        const SudokuGridShape *shape,
                        const guint8          *cells)
{
  guint32 all;

  g_return_if_fail (grid != NULL && shape != NULL && cells != NULL);

  all = ((1u << shape->side) - 1) << 1;
  memset (grid, 0, sizeof *grid);
  grid->shape = shape;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    grid->cands[cell] = all;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (cells[cell] != 0)
      sudoku_shape_grid_place (grid, cell, cells[cell]);
}

/**
 * sudoku_shape_grid_place:
 * @grid: a grid
 * @cell: an empty cell
 * @digit: its digit
 *
 * Places @digit and takes it from the candidates of @cell's peers.
 */
void
sudoku_shape_grid_place (SudokuShapeGrid *grid,
                         guint            cell,
                         guint            digit)
{
  const SudokuGridShape *shape;

  g_return_if_fail (grid != NULL && grid->shape != NULL);
  shape = grid->shape;
  g_return_if_fail (cell < shape->n_cells && digit >= 1 && digit <= shape->side);

  grid->values[cell] = (guint8)digit;
  grid->cands[cell] = 0;
  for (guint p = 0; p < shape->n_peers[cell]; p++)
    grid->cands[shape->peers[cell][p]] &= ~SUDOKU_SHAPE_DIGIT_BIT (digit);
}

gboolean
sudoku_shape_grid_is_solved (const SudokuShapeGrid *grid)
{
  g_return_val_if_fail (grid != NULL && grid->shape != NULL, FALSE);

  for (guint cell = 0; cell < grid->shape->n_cells; cell++)
    if (grid->values[cell] == 0)
      return FALSE;
  return TRUE;
}

/**
 * sudoku_shape_grid_is_broken:
 * @grid: a grid
 *
 * Returns: whether an empty cell has no candidate left, or a unit has no
 *   place left for a digit it lacks
 */
gboolean
sudoku_shape_grid_is_broken (const SudokuShapeGrid *grid)
{
  const SudokuGridShape *shape;

  g_return_val_if_fail (grid != NULL && grid->shape != NULL, TRUE);
  shape = grid->shape;

  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (grid->values[cell] == 0 && grid->cands[cell] == 0)
      return TRUE;
  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 placed = unit_placed (grid, unit);

      for (guint d = 1; d <= shape->side; d++)
        if (!(placed & SUDOKU_SHAPE_DIGIT_BIT (d)) && unit_positions (grid, unit, d) == 0)
          return TRUE;
    }
  return FALSE;
}

/**
 * sudoku_shape_logic_apply:
 * @grid: a grid
 * @step: a step found on it
 *
 * Takes the step's eliminations away, then places its digit.
 */
void
sudoku_shape_logic_apply (SudokuShapeGrid       *grid,
                          const SudokuShapeStep *step)
{
  g_return_if_fail (grid != NULL && grid->shape != NULL && step != NULL);

  for (guint cell = 0; cell < grid->shape->n_cells; cell++)
    grid->cands[cell] &= ~step->eliminated[cell];
  if (step->place_digit != 0)
    sudoku_shape_grid_place (grid, step->place_cell, step->place_digit);
}

/**
 * sudoku_shape_step_agrees:
 * @shape: the shape
 * @step: a step
 * @solution: the puzzle's solution
 *
 * Returns: whether the step places the solution's digit and removes none
 *   of the solution's candidates
 */
gboolean
sudoku_shape_step_agrees (const SudokuGridShape *shape,
                          const SudokuShapeStep *step,
                          const guint8          *solution)
{
  g_return_val_if_fail (shape != NULL && step != NULL && solution != NULL, FALSE);

  if (step->place_digit != 0 && solution[step->place_cell] != step->place_digit)
    return FALSE;
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (step->eliminated[cell] & SUDOKU_SHAPE_DIGIT_BIT (solution[cell]))
      return FALSE;
  return TRUE;
}

/**
 * sudoku_shape_logic_next_step:
 * @grid: a grid
 * @step: (out caller-allocates): the step found, or a guess
 *
 * Finds the first step of the easiest technique that applies.
 *
 * Returns: %FALSE when none does (@step is then a guess)
 */
gboolean
sudoku_shape_logic_next_step (const SudokuShapeGrid *grid,
                              SudokuShapeStep       *step)
{
  Finder f = { grid, step };

  g_return_val_if_fail (grid != NULL && grid->shape != NULL && step != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (technique_order); i++)
    if (find_technique (&f, technique_order[i]))
      return TRUE;
  step_init (step, SUDOKU_TECHNIQUE_GUESS);
  return FALSE;
}

/**
 * sudoku_shape_logic_solve_path:
 * @shape: the shape
 * @cells: the puzzle, 0 for empty
 * @end: (out caller-allocates) (optional): the grid where the path ends
 *
 * Solves @cells step by step, as sudoku_logic_solve_path () on 9×9.  The
 * path ends with the solution, or with a step of %SUDOKU_TECHNIQUE_GUESS
 * where these techniques are stuck.
 *
 * Returns: (transfer full): the steps, an array of #SudokuShapeStep
 */
GArray *
sudoku_shape_logic_solve_path (const SudokuGridShape *shape,
                               const guint8          *cells,
                               SudokuShapeGrid       *end)
{
  g_autofree SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);
  g_autofree SudokuShapeStep *step = g_new (SudokuShapeStep, 1);
  GArray                     *path;

  g_return_val_if_fail (shape != NULL && cells != NULL, NULL);

  path = g_array_new (FALSE, FALSE, sizeof (SudokuShapeStep));
  sudoku_shape_grid_init (grid, shape, cells);
  while (!sudoku_shape_grid_is_solved (grid))
    {
      if (sudoku_shape_grid_is_broken (grid) || !sudoku_shape_logic_next_step (grid, step))
        {
          step_init (step, SUDOKU_TECHNIQUE_GUESS);
          g_array_append_vals (path, step, 1);
          break;
        }
      g_array_append_vals (path, step, 1);
      sudoku_shape_logic_apply (grid, step);
    }
  if (end != NULL)
    *end = *grid;
  return path;
}
