/* sudoku-logic.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sudoku-solver.h"
#include "sudoku-types.h"

G_BEGIN_DECLS

/* A digit d as a bit of a candidate mask: bit d, so masks run 0x002–0x3fe. */
#define SUDOKU_DIGIT_BIT(d) ((guint16)(1u << (d)))
#define SUDOKU_ALL_DIGITS   ((guint16)0x3fe)

/* Units are numbered rows 0–8, columns 9–17, boxes 18–26. */
#define SUDOKU_N_UNITS     27
#define SUDOKU_UNIT_ROW(r) (r)
#define SUDOKU_UNIT_COL(c) (9 + (c))
#define SUDOKU_UNIT_BOX(b) (18 + (b))

/**
 * SudokuTechnique:
 *
 * The techniques of the logic engine, each a way to prove placements or
 * eliminations.  The "direct" ones are Sudoku Explainer's variants, which
 * count only when they end in a hidden single (the rating uses them).
 */
typedef enum
{
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
  SUDOKU_TECHNIQUE_W_WING,
  SUDOKU_TECHNIQUE_X_CHAIN,
  SUDOKU_TECHNIQUE_XY_CHAIN,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_2,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_3,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN,
  SUDOKU_TECHNIQUE_UNIQUE_LOOP_4,
  SUDOKU_TECHNIQUE_BUG_2,
  SUDOKU_TECHNIQUE_BUG_3,
  SUDOKU_TECHNIQUE_BUG_4,
  SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION,
  SUDOKU_TECHNIQUE_X_CYCLE,
  SUDOKU_TECHNIQUE_Y_CYCLE,
  SUDOKU_TECHNIQUE_XY_CYCLE,
  SUDOKU_TECHNIQUE_FORCING_X_CHAIN,
  SUDOKU_TECHNIQUE_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION,
  SUDOKU_TECHNIQUE_NISHIO,
  SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
  SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN,
  SUDOKU_TECHNIQUE_GUESS,
  SUDOKU_N_TECHNIQUES,
} SudokuTechnique;

/**
 * SudokuDynamicForm:
 * @SUDOKU_DYNAMIC_NONE: not a dynamic forcing chain
 * @SUDOKU_DYNAMIC_CONTRADICTION_ON: were the candidate true, another would
 *   be both true and false
 * @SUDOKU_DYNAMIC_CONTRADICTION_OFF: were the candidate false, another
 *   would be both true and false
 * @SUDOKU_DYNAMIC_DOUBLE: the candidate true and the candidate false lead
 *   to the same
 * @SUDOKU_DYNAMIC_CELL: every candidate of a cell leads to the same
 * @SUDOKU_DYNAMIC_REGION: every place of a digit in a unit leads to the same
 *
 * The forms of a dynamic forcing chain (Sudoku Explainer's).
 */
typedef enum
{
  SUDOKU_DYNAMIC_NONE,
  SUDOKU_DYNAMIC_CONTRADICTION_ON,
  SUDOKU_DYNAMIC_CONTRADICTION_OFF,
  SUDOKU_DYNAMIC_DOUBLE,
  SUDOKU_DYNAMIC_CELL,
  SUDOKU_DYNAMIC_REGION,
} SudokuDynamicForm;

#define SUDOKU_STEP_MAX_CELLS 32
#define SUDOKU_STEP_MAX_UNITS 8
#define SUDOKU_STEP_MAX_NODES 160

/**
 * SudokuLogicLink:
 * @SUDOKU_LOGIC_LINK_CHAIN: the node follows the one before it: a weak
 *   link into a false node, a strong one into a true node
 * @SUDOKU_LOGIC_LINK_BRANCH: the node starts a branch (the chain's first
 *   node does, whatever its link): nothing links it to the one before
 * @SUDOKU_LOGIC_LINK_NESTED: the node, false, follows the one before it by
 *   a technique or a chain nested in a dynamic forcing chain, on the grid
 *   as the chain has changed it
 *
 * How a node of a step's chain is reached.
 */
typedef enum
{
  SUDOKU_LOGIC_LINK_CHAIN,
  SUDOKU_LOGIC_LINK_BRANCH,
  SUDOKU_LOGIC_LINK_NESTED,
} SudokuLogicLink;

/**
 * SudokuLogicNode:
 * @cell: 0–80
 * @digit: 1–9
 * @on: whether the chain makes the candidate true (else false)
 * @link: how it is reached, a #SudokuLogicLink
 *
 * A node of a chain: a candidate, true or false.  From a true node to a
 * false one the link is weak (they see each other, or share a cell), from
 * a false node to a true one strong (the only other place, or the only
 * other digit, as the grid is or as the chain has changed it).
 */
typedef struct
{
  guint8 cell;
  guint8 digit;
  guint8 on;
  guint8 link;
} SudokuLogicNode;

/**
 * SudokuLogicStep:
 * @technique: how the step is proved
 * @digit: the digit the step is about (singles, intersections, fish,
 *   X-chains, the extra digit of a wing), or 0
 * @digits: the digits of a subset, a wing or a rectangle, as a mask; a
 *   cell or region forcing chain's target's digit (its @digit is the
 *   region's, as a dynamic chain's)
 * @units: the units the proof looks at, in the order the sentence names them
 * @cells: the cells that prove it (the subset, the fish, the wing, the
 *   chain in its order)
 * @place_cell: the cell that gets a digit, when @place_digit is not 0
 * @place_digit: the digit placed, or 0
 * @eliminated: per cell, the candidates the step removes
 * @n_eliminated: how many candidates @eliminated holds in all
 * @se_rating: Sudoku Explainer's value of this instance in tenths, where it
 *   depends on more than the technique (a loop's length, a subset's size),
 *   else 0
 * @n_extra: the last @n_extra of @cells are the pattern's extra cells (a
 *   unique loop's or a BUG's cells with more candidates), then the other
 *   cells of the subset they form, if any
 * @set_digits: the digits of the subset a uniqueness pattern forms, or 0
 * @n_nodes: how many nodes @nodes holds
 * @nodes: a chain's nodes, from its start: one branch for a cycle or a
 *   forcing chain; for Nishio, cell, region and dynamic forcing chains one
 *   branch for each case, each from its assumption to the conclusion (a
 *   contradiction: to the candidate made true, then to it made false; a
 *   double chain: from the candidate true, then false; a cell or region
 *   chain: from each candidate or place).  A branch starts where a node's
 *   @link is %SUDOKU_LOGIC_LINK_BRANCH.  A chain that would take more than
 *   %SUDOKU_STEP_MAX_NODES nodes has none (0): never a part of one
 * @form: a dynamic forcing chain's #SudokuDynamicForm, else 0.  Its
 *   @cells are the cell assumed (none for a region chain, whose unit is
 *   @units[0] and digit @digit), for a contradiction the cell that would
 *   both hold and not hold the digit of @set_digits, then the target, last;
 *   @digit is the digit assumed, @digits the target's
 * @nesting: a dynamic forcing chain's nesting level, as SE counts it: 0
 *   plain (8.5), 1 with the basic techniques nested (9.0), 2 and 3 with
 *   SE's forcing chains nested (9.5, 10.0), 4 and 5 with dynamic forcing
 *   chains nested (10.5, 11.0); else 0
 *
 * A step of the logic engine as data: the sentence and the notation are
 * built from it.  Plain old data: copy it with `=`.
 */
typedef struct
{
  SudokuTechnique technique;
  guint8          digit;
  guint16         digits;
  guint8          n_units;
  guint8          units[SUDOKU_STEP_MAX_UNITS];
  guint8          n_cells;
  guint8          cells[SUDOKU_STEP_MAX_CELLS];
  guint8          place_cell;
  guint8          place_digit;
  guint16         n_eliminated;
  guint16         eliminated[SUDOKU_N_CELLS];
  guint8          se_rating;
  guint8          n_extra;
  guint16         set_digits;
  guint8          n_nodes;
  SudokuLogicNode nodes[SUDOKU_STEP_MAX_NODES];
  guint8          form;
  guint8          nesting;
} SudokuLogicStep;

/**
 * SudokuLogicGrid:
 * @values: the digit of each cell, 0 when empty
 * @cands: the candidates of each empty cell (0 for a filled one)
 *
 * A board with pencil marks: what the engine reasons on.  Plain data on the
 * stack; every function on it is reentrant (no globals), so a GTask worker
 * can run the engine on its own copy.
 */
typedef struct
{
  guint8  values[SUDOKU_N_CELLS];
  guint16 cands[SUDOKU_N_CELLS];
} SudokuLogicGrid;

/**
 * SudokuLogicOrder:
 * @SUDOKU_LOGIC_ORDER_PEOPLE: the order a person learns the techniques in,
 *   with every technique of the engine (the hints and `--explain`)
 * @SUDOKU_LOGIC_ORDER_RATING: Sudoku Explainer's order and techniques, its
 *   "direct" variants included, as its rating takes them
 */
typedef enum
{
  SUDOKU_LOGIC_ORDER_PEOPLE,
  SUDOKU_LOGIC_ORDER_RATING,
} SudokuLogicOrder;

/* The techniques that hold on every grid, singles to quads, in the order a
 * person learns them: the start of %SUDOKU_LOGIC_ORDER_PEOPLE, and the
 * whole order of the shapes' engine (sudoku-shape-logic.c). */
#define SUDOKU_LOGIC_PEOPLE_BASIC_ORDER                                                                 \
  SUDOKU_TECHNIQUE_FULL_HOUSE, SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX, SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE, \
    SUDOKU_TECHNIQUE_NAKED_SINGLE, SUDOKU_TECHNIQUE_POINTING, SUDOKU_TECHNIQUE_CLAIMING,                \
    SUDOKU_TECHNIQUE_NAKED_PAIR, SUDOKU_TECHNIQUE_HIDDEN_PAIR, SUDOKU_TECHNIQUE_NAKED_TRIPLE,           \
    SUDOKU_TECHNIQUE_HIDDEN_TRIPLE, SUDOKU_TECHNIQUE_NAKED_QUAD, SUDOKU_TECHNIQUE_HIDDEN_QUAD

/* Called for each instance a technique finds; returns TRUE to stop. */
typedef gboolean (*SudokuLogicStepFunc) (const SudokuLogicStep *step,
                                         gpointer               user_data);

/* clang-format off */
void     sudoku_logic_grid_init        (SudokuLogicGrid       *grid,
                                        const guint8           cells[SUDOKU_N_CELLS]);
gboolean sudoku_logic_grid_init_marks  (SudokuLogicGrid       *grid,
                                        const guint8           cells[SUDOKU_N_CELLS],
                                        const guint16          marks[SUDOKU_N_CELLS]);
void     sudoku_logic_grid_place       (SudokuLogicGrid       *grid,
                                        guint                  cell,
                                        guint                  digit);
gboolean sudoku_logic_grid_is_solved   (const SudokuLogicGrid *grid);
gboolean sudoku_logic_grid_is_broken   (const SudokuLogicGrid *grid);
gboolean sudoku_logic_unit_holds       (guint                  unit,
                                        guint                  cell);
void     sudoku_logic_apply            (SudokuLogicGrid       *grid,
                                        const SudokuLogicStep *step);
gboolean sudoku_logic_step_agrees      (const SudokuLogicStep *step,
                                        const guint8           solution[SUDOKU_N_CELLS]);
gboolean sudoku_logic_find             (const SudokuLogicGrid *grid,
                                        SudokuTechnique        technique,
                                        SudokuLogicStepFunc    func,
                                        gpointer               user_data);
gboolean sudoku_logic_next_step        (const SudokuLogicGrid *grid,
                                        SudokuLogicOrder       order,
                                        SudokuLogicStep       *step);
gboolean sudoku_logic_next_step_cancellable (const SudokuLogicGrid *grid,
                                        SudokuLogicOrder       order,
                                        SudokuLogicStep       *step,
                                        SudokuCancelFunc       cancel_func,
                                        gpointer               cancel_data);
GArray  *sudoku_logic_solve_path       (const guint8           cells[SUDOKU_N_CELLS],
                                        SudokuLogicOrder       order,
                                        SudokuLogicGrid       *end) G_GNUC_WARN_UNUSED_RESULT;
GArray  *sudoku_logic_solve_path_cancellable (const guint8     cells[SUDOKU_N_CELLS],
                                        SudokuLogicOrder       order,
                                        SudokuLogicGrid       *end,
                                        SudokuCancelFunc       cancel_func,
                                        gpointer               cancel_data) G_GNUC_WARN_UNUSED_RESULT;
/* clang-format on */

G_END_DECLS
