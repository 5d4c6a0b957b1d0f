/* sudoku-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* The logic engine: a grid with candidates, the techniques in an order, and
 * the path of steps from a puzzle to its solution (or to the point where a
 * guess is needed).  No state outside the caller's grid: reentrant. */

static guint16
peers_values (const guint8 cells[SUDOKU_N_CELLS],
              guint        cell)
{
  guint16 seen = 0;

  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (cells[other] != 0 && cells_see (cell, other))
      seen |= SUDOKU_DIGIT_BIT (cells[other]);
  return seen;
}

/* The cells each cell sees, in SE's order (its box, row, then column),
 * each once: worked out on first use, then shared (read only). */
const guint8 (*_sudoku_logic_peers (void))[20]
{
  static guint8 peers[SUDOKU_N_CELLS][20];
  static gsize  done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          guint n = 0;

          for (guint type = 0; type < 3; type++)
            {
              guint unit = cell_region (type, cell);

              for (guint i = 0; i < 9; i++)
                {
                  guint    other = unit_cell (unit, i);
                  gboolean listed = other == cell;

                  for (guint k = 0; k < n && !listed; k++)
                    listed = peers[cell][k] == other;
                  if (!listed)
                    peers[cell][n++] = (guint8)other;
                }
            }
        }
      g_once_init_leave (&done, 1);
    }
  return (const guint8 (*)[20])peers;
}

/**
 * sudoku_logic_grid_init:
 * @grid: the grid to fill
 * @cells: the digits of the board, 0 for empty
 *
 * Fills @grid with @cells and, in each empty cell, every digit that no cell
 * it sees holds.
 */
void
sudoku_logic_grid_init (SudokuLogicGrid *grid,
                        const guint8     cells[SUDOKU_N_CELLS])
{
  g_return_if_fail (grid != NULL && cells != NULL);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      grid->values[cell] = cells[cell] <= 9 ? cells[cell] : 0;
      grid->cands[cell] = 0;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (grid->values[cell] == 0)
      grid->cands[cell] = SUDOKU_ALL_DIGITS & ~peers_values (grid->values, cell);
}

/**
 * sudoku_logic_grid_init_marks:
 * @grid: the grid to fill
 * @cells: the digits of the board, 0 for empty
 * @marks: the candidates the player kept in each cell (bit d for digit d)
 *
 * As sudoku_logic_grid_init (), keeping of each empty cell's candidates only
 * those in @marks: the player's pencil marks.  A mark a digit of the board
 * already rules out is dropped.
 *
 * Returns: %FALSE when an empty cell is left without a candidate
 */
gboolean
sudoku_logic_grid_init_marks (SudokuLogicGrid *grid,
                              const guint8     cells[SUDOKU_N_CELLS],
                              const guint16    marks[SUDOKU_N_CELLS])
{
  gboolean ok = TRUE;

  g_return_val_if_fail (marks != NULL, FALSE);

  sudoku_logic_grid_init (grid, cells);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (grid->values[cell] == 0)
      {
        grid->cands[cell] &= marks[cell];
        ok &= grid->cands[cell] != 0;
      }
  return ok;
}

/**
 * sudoku_logic_grid_place:
 * @grid: a grid
 * @cell: 0–80
 * @digit: 1–9
 *
 * Puts @digit into @cell and removes it from the candidates of every cell
 * that sees @cell.
 */
void
sudoku_logic_grid_place (SudokuLogicGrid *grid,
                         guint            cell,
                         guint            digit)
{
  g_return_if_fail (cell < SUDOKU_N_CELLS && digit >= 1 && digit <= 9);

  grid->values[cell] = (guint8)digit;
  grid->cands[cell] = 0;
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (cells_see (cell, other))
      grid->cands[other] &= (guint16)~SUDOKU_DIGIT_BIT (digit);
}

gboolean
sudoku_logic_grid_is_solved (const SudokuLogicGrid *grid)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (grid->values[cell] == 0)
      return FALSE;
  return TRUE;
}

/**
 * sudoku_logic_unit_holds:
 * @unit: 0–8 a row, 9–17 a column, 18–26 a box
 * @cell: 0–80 in reading order
 *
 * Returns: whether @unit holds @cell
 */
gboolean
sudoku_logic_unit_holds (guint unit,
                         guint cell)
{
  g_return_val_if_fail (unit < SUDOKU_N_UNITS && cell < SUDOKU_N_CELLS, FALSE);
  return cell_in_unit (cell, unit);
}

/**
 * sudoku_logic_grid_is_broken:
 * @grid: a grid
 *
 * Returns: whether an empty cell has no candidate left, or a digit no place
 *   left in a unit that lacks it: the board has a wrong digit or mark
 */
gboolean
sudoku_logic_grid_is_broken (const SudokuLogicGrid *grid)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (grid->values[cell] == 0 && grid->cands[cell] == 0)
      return TRUE;
  for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
    {
      guint16 covered = 0;

      for (guint i = 0; i < 9; i++)
        {
          guint cell = unit_cell (unit, i);

          covered |= grid->cands[cell];
          if (grid->values[cell] != 0)
            covered |= SUDOKU_DIGIT_BIT (grid->values[cell]);
        }
      if (covered != SUDOKU_ALL_DIGITS)
        return TRUE;
    }
  return FALSE;
}

/**
 * sudoku_logic_apply:
 * @grid: the grid the step was found on
 * @step: the step
 *
 * Removes the step's eliminations from @grid, then places its digit.
 */
void
sudoku_logic_apply (SudokuLogicGrid       *grid,
                    const SudokuLogicStep *step)
{
  g_return_if_fail (grid != NULL && step != NULL);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    grid->cands[cell] &= (guint16)~step->eliminated[cell];
  if (step->place_digit != 0)
    sudoku_logic_grid_place (grid, step->place_cell, step->place_digit);
}

/**
 * sudoku_logic_step_agrees:
 * @step: a step
 * @solution: the puzzle's solution
 *
 * Returns: whether @step places only digits of @solution and removes none
 *   of its candidates: %FALSE for a wrong step
 */
gboolean
sudoku_logic_step_agrees (const SudokuLogicStep *step,
                          const guint8           solution[SUDOKU_N_CELLS])
{
  g_return_val_if_fail (step != NULL && solution != NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (step->eliminated[cell] & SUDOKU_DIGIT_BIT (solution[cell]))
      return FALSE;
  return step->place_digit == 0 || solution[step->place_cell] == step->place_digit;
}

/* Passes on only the steps of one technique: SE's uniqueness searches find
 * every type at once. */
typedef struct
{
  const SudokuLogicSink *sink;
  SudokuTechnique        technique;
} Filter;

static gboolean
filter_step (const SudokuLogicStep *step,
             gpointer               user_data)
{
  const Filter *filter = user_data;

  return step->technique == filter->technique && filter->sink->func (step, filter->sink->data);
}

static gboolean
find_filtered (const SudokuLogicGrid *grid,
               SudokuTechnique        technique,
               const SudokuLogicSink *sink,
               gboolean (*finder) (const SudokuLogicGrid *, const SudokuLogicSink *))
{
  Filter          filter = { sink, technique };
  SudokuLogicSink inner = { filter_step, &filter, sink->se_rules, FALSE, sink->deep, sink->cancel_func, sink->cancel_data };

  return finder (grid, &inner);
}

/* The techniques past the subsets and fish: uniqueness, aligned pair
 * exclusion, SE's cycles and forcing chains. */
static gboolean
find_pattern (const SudokuLogicGrid *grid,
              SudokuTechnique        technique,
              const SudokuLogicSink *sink)
{
  /* The rating takes SE's searches of every type at once, in its order. */
  if (technique == SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE)
    return sink->se_rules ? _sudoku_logic_find_unique_loops (grid, sink)
                          : _sudoku_logic_find_unique_rectangle (grid, sink);
  if (technique == SUDOKU_TECHNIQUE_BUG_PLUS_ONE)
    return sink->se_rules ? _sudoku_logic_find_bug (grid, sink) : _sudoku_logic_find_bug_plus_one (grid, sink);
  if (technique == SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION)
    return _sudoku_logic_find_aligned_pair (grid, sink);
  if (technique == SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION)
    return _sudoku_logic_find_aligned_triple (grid, sink);
  if (technique == SUDOKU_TECHNIQUE_NISHIO)
    return _sudoku_logic_find_nishio (grid, sink);
  /* Cell and region forcing chains: one search, the first of SE's order. */
  if (technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN || technique == SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN)
    return sink->all_kinds ? _sudoku_logic_find_multiple_chains (grid, sink)
                           : find_filtered (grid, technique, sink, _sudoku_logic_find_multiple_chains);
  if (technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN)
    return _sudoku_logic_find_dynamic_chains (grid, sink, 0);
  if (technique == SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS)
    return _sudoku_logic_find_dynamic_chains (grid, sink, 1);
  if (technique == SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN)
    return _sudoku_logic_find_dynamic_chains (grid, sink, 2);
  if (technique == SUDOKU_TECHNIQUE_BUG_2 || technique == SUDOKU_TECHNIQUE_BUG_3 ||
      technique == SUDOKU_TECHNIQUE_BUG_4)
    return find_filtered (grid, technique, sink, _sudoku_logic_find_bug);
  if (technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_2 || technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_3 ||
      technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN || technique == SUDOKU_TECHNIQUE_UNIQUE_LOOP_4)
    return find_filtered (grid, technique, sink, _sudoku_logic_find_unique_loops);
  /* The cycles and forcing chains: one search finds them all, SE's way,
   * and a step takes the first. */
  if (sink->all_kinds)
    return _sudoku_logic_find_forcing_chains (grid, sink);
  return find_filtered (grid, technique, sink, _sudoku_logic_find_forcing_chains);
}

static gboolean
find_with (const SudokuLogicGrid *grid,
           SudokuTechnique        technique,
           const SudokuLogicSink *sink)
{
  switch (technique)
    {
    case SUDOKU_TECHNIQUE_FULL_HOUSE:
      return _sudoku_logic_find_full_house (grid, sink);
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX:
    case SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE:
      return _sudoku_logic_find_hidden_single (grid, sink, technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
    case SUDOKU_TECHNIQUE_NAKED_SINGLE:
      return _sudoku_logic_find_naked_single (grid, sink);
    case SUDOKU_TECHNIQUE_DIRECT_POINTING:
    case SUDOKU_TECHNIQUE_POINTING:
      return _sudoku_logic_find_locked (grid, sink, TRUE, technique == SUDOKU_TECHNIQUE_DIRECT_POINTING);
    case SUDOKU_TECHNIQUE_DIRECT_CLAIMING:
    case SUDOKU_TECHNIQUE_CLAIMING:
      return _sudoku_logic_find_locked (grid, sink, FALSE, technique == SUDOKU_TECHNIQUE_DIRECT_CLAIMING);
    case SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR:
      return _sudoku_logic_find_hidden_subset (grid, sink, 2, TRUE);
    case SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE:
      return _sudoku_logic_find_hidden_subset (grid, sink, 3, TRUE);
    case SUDOKU_TECHNIQUE_NAKED_PAIR:
      return _sudoku_logic_find_naked_subset (grid, sink, 2);
    case SUDOKU_TECHNIQUE_NAKED_TRIPLE:
      return _sudoku_logic_find_naked_subset (grid, sink, 3);
    case SUDOKU_TECHNIQUE_NAKED_QUAD:
      return _sudoku_logic_find_naked_subset (grid, sink, 4);
    case SUDOKU_TECHNIQUE_HIDDEN_PAIR:
      return _sudoku_logic_find_hidden_subset (grid, sink, 2, FALSE);
    case SUDOKU_TECHNIQUE_HIDDEN_TRIPLE:
      return _sudoku_logic_find_hidden_subset (grid, sink, 3, FALSE);
    case SUDOKU_TECHNIQUE_HIDDEN_QUAD:
      return _sudoku_logic_find_hidden_subset (grid, sink, 4, FALSE);
    case SUDOKU_TECHNIQUE_X_WING:
      return _sudoku_logic_find_fish (grid, sink, 2);
    case SUDOKU_TECHNIQUE_SWORDFISH:
      return _sudoku_logic_find_fish (grid, sink, 3);
    case SUDOKU_TECHNIQUE_JELLYFISH:
      return _sudoku_logic_find_fish (grid, sink, 4);
    case SUDOKU_TECHNIQUE_XY_WING:
      return _sudoku_logic_find_xy_wing (grid, sink);
    case SUDOKU_TECHNIQUE_XYZ_WING:
      return _sudoku_logic_find_xyz_wing (grid, sink);
    case SUDOKU_TECHNIQUE_W_WING:
      return _sudoku_logic_find_w_wing (grid, sink);
    case SUDOKU_TECHNIQUE_X_CHAIN:
      return _sudoku_logic_find_x_chain (grid, sink);
    case SUDOKU_TECHNIQUE_XY_CHAIN:
      return _sudoku_logic_find_xy_chain (grid, sink);
    case SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_2:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_3:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN:
    case SUDOKU_TECHNIQUE_UNIQUE_LOOP_4:
    case SUDOKU_TECHNIQUE_BUG_PLUS_ONE:
    case SUDOKU_TECHNIQUE_BUG_2:
    case SUDOKU_TECHNIQUE_BUG_3:
    case SUDOKU_TECHNIQUE_BUG_4:
    case SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION:
    case SUDOKU_TECHNIQUE_X_CYCLE:
    case SUDOKU_TECHNIQUE_Y_CYCLE:
    case SUDOKU_TECHNIQUE_XY_CYCLE:
    case SUDOKU_TECHNIQUE_FORCING_X_CHAIN:
    case SUDOKU_TECHNIQUE_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION:
    case SUDOKU_TECHNIQUE_NISHIO:
    case SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN:
    case SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS:
    case SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN:
      return find_pattern (grid, technique, sink);
    case SUDOKU_TECHNIQUE_GUESS:
    case SUDOKU_N_TECHNIQUES:
    default:
      return FALSE;
    }
}

/**
 * sudoku_logic_find:
 * @grid: a grid
 * @technique: the technique to look for
 * @func: called for every instance found, until it returns %TRUE
 * @user_data: for @func
 *
 * Looks for every instance of @technique on @grid, in a fixed order, and
 * reports those that place a digit or remove a candidate.
 *
 * Returns: whether @func stopped the search
 */
gboolean
sudoku_logic_find (const SudokuLogicGrid *grid,
                   SudokuTechnique        technique,
                   SudokuLogicStepFunc    func,
                   gpointer               user_data)
{
  SudokuLogicSink sink = { func, user_data, FALSE, FALSE, FALSE, NULL, NULL };

  g_return_val_if_fail (grid != NULL && func != NULL, FALSE);

  return find_with (grid, technique, &sink);
}

/* The order a person learns them in; uniqueness last, as many solvers
 * prefer a proof that does not assume a unique solution. */
static const SudokuTechnique people_order[] = {
  SUDOKU_LOGIC_PEOPLE_BASIC_ORDER,
  SUDOKU_TECHNIQUE_X_WING,
  SUDOKU_TECHNIQUE_SWORDFISH,
  SUDOKU_TECHNIQUE_JELLYFISH,
  SUDOKU_TECHNIQUE_XY_WING,
  SUDOKU_TECHNIQUE_XYZ_WING,
  SUDOKU_TECHNIQUE_W_WING,
  SUDOKU_TECHNIQUE_X_CHAIN,
  SUDOKU_TECHNIQUE_XY_CHAIN,
  SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_2,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_4,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_3,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN,
  SUDOKU_TECHNIQUE_BUG_PLUS_ONE,
  SUDOKU_TECHNIQUE_BUG_2,
  SUDOKU_TECHNIQUE_BUG_4,
  SUDOKU_TECHNIQUE_BUG_3,
  SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION,
  SUDOKU_TECHNIQUE_FORCING_X_CHAIN, /* with the cycles and forcing chains */
  SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION,
  SUDOKU_TECHNIQUE_NISHIO,
  SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN, /* with the region forcing chains */
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
  SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN,
};

/* Sudoku Explainer's hint producers, in its order (Solver.java): the
 * first hint of the first producer that has one is the step. */
static const SudokuTechnique rating_order[] = {
  SUDOKU_TECHNIQUE_FULL_HOUSE,
  SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX,
  SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE,
  SUDOKU_TECHNIQUE_DIRECT_POINTING,
  SUDOKU_TECHNIQUE_DIRECT_CLAIMING,
  SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR,
  SUDOKU_TECHNIQUE_NAKED_SINGLE,
  SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE,
  SUDOKU_TECHNIQUE_POINTING,
  SUDOKU_TECHNIQUE_CLAIMING,
  SUDOKU_TECHNIQUE_NAKED_PAIR,
  SUDOKU_TECHNIQUE_X_WING,
  SUDOKU_TECHNIQUE_HIDDEN_PAIR,
  SUDOKU_TECHNIQUE_NAKED_TRIPLE,
  SUDOKU_TECHNIQUE_SWORDFISH,
  SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
  SUDOKU_TECHNIQUE_XY_WING,
  SUDOKU_TECHNIQUE_XYZ_WING,
  SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE,
  SUDOKU_TECHNIQUE_NAKED_QUAD,
  SUDOKU_TECHNIQUE_JELLYFISH,
  SUDOKU_TECHNIQUE_HIDDEN_QUAD,
  SUDOKU_TECHNIQUE_BUG_PLUS_ONE,
  SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION,
  SUDOKU_TECHNIQUE_FORCING_X_CHAIN, /* with the cycles and forcing chains */
  SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION,
  SUDOKU_TECHNIQUE_NISHIO,
  SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN, /* with the region forcing chains */
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
  SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN,
};

static gboolean
keep_first (const SudokuLogicStep *step,
            gpointer               user_data)
{
  *(SudokuLogicStep *)user_data = *step;
  return TRUE;
}

/* The first step of the easiest technique, @deep taking the dynamic
 * chains to SE's levels 4 and 5 (SudokuLogicSink). */
static gboolean
next_step (const SudokuLogicGrid *grid,
           SudokuLogicOrder       order,
           SudokuLogicStep       *step,
           gboolean               deep,
           SudokuCancelFunc       cancel_func,
           gpointer               cancel_data)
{
  SudokuLogicSink        sink = { keep_first, step, order == SUDOKU_LOGIC_ORDER_RATING, TRUE,
                                  deep, cancel_func, cancel_data };
  const SudokuTechnique *list = order == SUDOKU_LOGIC_ORDER_RATING ? rating_order : people_order;
  guint                  n = order == SUDOKU_LOGIC_ORDER_RATING ? G_N_ELEMENTS (rating_order)
                                                                : G_N_ELEMENTS (people_order);

  for (guint i = 0; i < n && !sink_cancelled (&sink); i++)
    if (_sudoku_logic_memo_applies (list[i], &sink) ? _sudoku_logic_memo_find (grid, list[i], &sink, find_with, step)
                                                    : find_with (grid, list[i], &sink))
      return TRUE;
  step_init (step, SUDOKU_TECHNIQUE_GUESS);
  return FALSE;
}

/**
 * sudoku_logic_next_step:
 * @grid: a grid, e.g. the player's board with their pencil marks
 * @order: which techniques, in which order
 * @step: (out caller-allocates): the step
 *
 * Finds the first step of the easiest technique that applies.  When none
 * does, @step says that a guess is needed (%SUDOKU_TECHNIQUE_GUESS).
 *
 * The steps are sound on a board whose digits and marks agree with the
 * puzzle's one solution: check the player's digits (and that no mark of
 * the solution is gone) before asking for a hint, or a wrong digit may
 * "prove" more wrong ones.  On a grid with several solutions the last
 * searches may take minutes to find nothing: ask only where the puzzle has
 * one solution.  Reentrant: a worker thread can call it on its own copy
 * of the grid.  A few milliseconds, but up to some hundreds where only the
 * dynamic forcing chains apply, and seconds where only SE's nested forcing
 * chains with dynamic ones nested do (10.5 and more, the forum's hardest
 * puzzles): call it from a worker, with
 * sudoku_logic_next_step_cancellable ().
 *
 * Returns: %FALSE when a guess is needed (or the grid is solved)
 */
gboolean
sudoku_logic_next_step (const SudokuLogicGrid *grid,
                        SudokuLogicOrder       order,
                        SudokuLogicStep       *step)
{
  return sudoku_logic_next_step_cancellable (grid, order, step, NULL, NULL);
}

/**
 * sudoku_logic_next_step_cancellable:
 * @grid: a grid
 * @order: which techniques, in which order
 * @step: (out caller-allocates): the step
 * @cancel_func: (nullable): polled while the slow searches run (between
 *   the cells a dynamic forcing chain starts from): %TRUE stops them,
 *   e.g. sudoku_cancellable_cancelled ()
 * @cancel_data: its data
 *
 * As sudoku_logic_next_step (), stopped when @cancel_func says so: then it
 * returns %FALSE with a guess in @step, which means nothing (the caller
 * knows it cancelled).
 *
 * Returns: %FALSE when a guess is needed, the grid is solved, or the
 *   search was stopped
 */
gboolean
sudoku_logic_next_step_cancellable (const SudokuLogicGrid *grid,
                                    SudokuLogicOrder       order,
                                    SudokuLogicStep       *step,
                                    SudokuCancelFunc       cancel_func,
                                    gpointer               cancel_data)
{
  g_return_val_if_fail (grid != NULL && step != NULL, FALSE);

  return next_step (grid, order, step, TRUE, cancel_func, cancel_data);
}

/**
 * sudoku_logic_solve_path:
 * @cells: the puzzle, 0 for empty
 * @order: which techniques, in which order
 * @end: (out caller-allocates) (optional): the grid where the path ends
 *
 * Solves @cells step by step.  The path ends with the solution, or with a
 * step of %SUDOKU_TECHNIQUE_GUESS where logic alone is stuck.  Seconds a
 * step on the forum's hardest puzzles (see sudoku_logic_next_step ()); on
 * a puzzle with several solutions (or none) without SE's nesting levels 4
 * and 5, which would take minutes to find nothing there.
 *
 * Returns: (transfer full): the steps, an array of #SudokuLogicStep
 */
GArray *
sudoku_logic_solve_path (const guint8     cells[SUDOKU_N_CELLS],
                         SudokuLogicOrder order,
                         SudokuLogicGrid *end)
{
  return sudoku_logic_solve_path_cancellable (cells, order, end, NULL, NULL);
}

/**
 * sudoku_logic_solve_path_cancellable:
 * @cells: the puzzle, 0 for empty
 * @order: which techniques, in which order
 * @end: (out caller-allocates) (optional): the grid where the path ends
 * @cancel_func: (nullable): polled while the slow searches run: %TRUE
 *   stops the path, e.g. sudoku_cancellable_cancelled ()
 * @cancel_data: its data
 *
 * As sudoku_logic_solve_path (), stopped when @cancel_func says so.
 *
 * Returns: (transfer full) (nullable): the steps, an array of
 *   #SudokuLogicStep; %NULL when stopped
 */
GArray *
sudoku_logic_solve_path_cancellable (const guint8     cells[SUDOKU_N_CELLS],
                                     SudokuLogicOrder order,
                                     SudokuLogicGrid *end,
                                     SudokuCancelFunc cancel_func,
                                     gpointer         cancel_data)
{
  SudokuLogicGrid grid;
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (SudokuLogicStep));
  SudokuLogicStep    step;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n_solutions = 0;
  gboolean           deep;

  deep = sudoku_solve (cells, solution, &options, &n_solutions, NULL, NULL) && n_solutions == 1;
  sudoku_logic_grid_init (&grid, cells);
  while (!sudoku_logic_grid_is_solved (&grid))
    {
      if (sudoku_logic_grid_is_broken (&grid) ||
          !next_step (&grid, order, &step, deep, cancel_func, cancel_data))
        {
          if (cancel_func != NULL && cancel_func (cancel_data))
            return NULL;
          step_init (&step, SUDOKU_TECHNIQUE_GUESS);
          g_array_append_val (path, step);
          break;
        }
      g_array_append_val (path, step);
      sudoku_logic_apply (&grid, &step);
    }
  if (end != NULL)
    *end = grid;
  return g_steal_pointer (&path);
}
