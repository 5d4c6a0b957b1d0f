/* test-logic-branches.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-logic-branches"

#include "config.h"

#include <string.h>

#include "logic-proofs.h"
#include "sudoku-logic-private.h"
#include "sudoku-logic-step.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* The branches of the chains that have several (Nishio, cell, region and
 * dynamic forcing chains, every form and nesting level), on puzzles whose
 * paths take them: each branch a real implication on the grid of its step,
 * from the step's assumption to its conclusion, and its notation the same
 * nodes.
 *
 * A weak link (into a false node) must join two candidates of one cell or
 * of one digit in cells that see each other, from a true node.  A strong
 * link (into a true node), from a false node, must leave its target the
 * only candidate of its cell or the only place of its digit in a unit the
 * two share: on the grid itself for the static chains (cell and region
 * forcing chains); for the dynamic ones (and Nishio) on the grid less the
 * branch's earlier false nodes and what the assumption takes by the plain
 * rules of a dynamic chain (a true candidate takes its cell's other digits
 * and its digit from the cells it sees; a cell or a unit left with one
 * place for a digit holds it), worked out here apart from the engine, a
 * branch's nested removals (a link "~") taken as given.  Where the
 * assumption leads to a contradiction, that closure takes everything, and
 * so it proves nothing; nor where a technique nested elsewhere in the chain
 * (off the branch) left the target alone, which the closure does not work
 * out.  So each strong link of a dynamic chain (and of Nishio) is also
 * checked with the whole proof the engine has for its target
 * (_sudoku_logic_watch_branches (): the run it comes from, every node with
 * every parent, on or off the branch): every true node alone in its cell
 * or a unit without its parents, all false; every false node taken by a
 * true parent that sees it, or else removed by a nested technique (only
 * where techniques are nested): at level 1 one of the simpler rules, at
 * every level refuted, on the grid less what the removal rests on, by the
 * plain rules alone or on every case of one choice (a search of ours;
 * where that grid is refuted without the candidate, nothing is proved, and
 * the removal is counted).  Strong links the closure could not prove are
 * counted and reported. */

typedef struct
{
  guint                 counts[SUDOKU_N_TECHNIQUES];
  guint                 forms;
  guint                 nestings;
  guint                 nested_links;
  guint                 shape_only;
  guint                 exact;
  SudokuTestProofCounts proofs;
  guint                 branches;
  guint                 most_nodes;
} Tally;

/* What the assumption @start takes by the plain dynamic rules, @seeds (the
 * branch's nested removals) taken as given: @gone the false candidates,
 * @on the true ones. */
static void
closure (const SudokuLogicGrid *grid,
         const SudokuLogicNode *start,
         const SudokuLogicNode *seeds,
         guint                  n_seeds,
         guint16                gone[SUDOKU_N_CELLS],
         guint16                on[SUDOKU_N_CELLS])
{
  gboolean changed = TRUE;

  memset (gone, 0, SUDOKU_N_CELLS * sizeof gone[0]);
  memset (on, 0, SUDOKU_N_CELLS * sizeof on[0]);
  if (start->on)
    on[start->cell] |= 1u << start->digit;
  else
    gone[start->cell] |= 1u << start->digit;
  for (guint i = 0; i < n_seeds; i++)
    gone[seeds[i].cell] |= 1u << seeds[i].digit;
  while (changed)
    {
      changed = FALSE;
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        for (guint d = 1; d <= 9; d++)
          {
            guint16 take = 0;

            if (!(on[cell] & (1u << d)))
              continue;
            take = grid->cands[cell] & ~(1u << d) & ~gone[cell];
            gone[cell] |= take;
            changed |= take != 0;
            for (guint k = 0; k < 20; k++)
              {
                guint other = _sudoku_logic_peers ()[cell][k];

                if (grid->cands[other] & ~gone[other] & (1u << d))
                  {
                    gone[other] |= 1u << d;
                    changed = TRUE;
                  }
              }
          }
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        {
          guint16 left = grid->cands[cell] & ~gone[cell];

          if (grid->values[cell] == 0 && bit_count (left) == 1 && !(on[cell] & left))
            {
              on[cell] |= left;
              changed = TRUE;
            }
        }
      for (guint unit = 0; unit < SUDOKU_N_UNITS; unit++)
        for (guint d = 1; d <= 9; d++)
          {
            guint n = 0, last = 0;

            for (guint i = 0; i < 9; i++)
              if (grid->cands[unit_cell (unit, i)] & ~gone[unit_cell (unit, i)] & (1u << d))
                {
                  n++;
                  last = unit_cell (unit, i);
                }
            if (n == 1 && !(on[last] & (1u << d)))
              {
                on[last] |= 1u << d;
                changed = TRUE;
              }
          }
    }
}

/* The notation read back: each node, its link told by the sign before it
 * (a branch's start by the sign after it). */
static void
check_notation (const SudokuLogicStep *step)
{
  g_autofree char *chain = sudoku_logic_step_chain (step);
  g_autofree char *sentence = sudoku_logic_step_sentence (step);
  const char      *p = chain;
  guint            n = 0, digit = 0;

  g_assert_nonnull (strstr (sentence, chain));
  while (*p != '\0')
    {
      SudokuLogicNode node = { 0, 0, 0, SUDOKU_LOGIC_LINK_BRANCH };

      if (n > 0 && g_str_has_prefix (p, "; "))
        p += 2;
      else if (n > 0)
        {
          g_assert_nonnull (strchr ("-=~", *p));
          node.link = *p == '~' ? SUDOKU_LOGIC_LINK_NESTED : SUDOKU_LOGIC_LINK_CHAIN;
          node.on = *p == '=';
          p++;
        }
      if (*p == '(')
        {
          g_assert_true (p[1] >= '1' && p[1] <= '9' && p[2] == ')');
          digit = (guint)(p[1] - '0');
          p += 3;
        }
      else
        g_assert_cmpuint (node.link, !=, SUDOKU_LOGIC_LINK_BRANCH);
      g_assert_true (p[0] == 'r' && p[1] >= '1' && p[1] <= '9' && p[2] == 'c' && p[3] >= '1' && p[3] <= '9');
      node.cell = (guint8)((p[1] - '1') * 9 + (p[3] - '1'));
      node.digit = (guint8)digit;
      p += 4;
      g_assert_cmpuint (n, <, step->n_nodes);
      g_assert_cmpuint (node.cell, ==, step->nodes[n].cell);
      g_assert_cmpuint (node.digit, ==, step->nodes[n].digit);
      g_assert_cmpuint (node.link == SUDOKU_LOGIC_LINK_BRANCH || n == 0, ==,
                        step->nodes[n].link == SUDOKU_LOGIC_LINK_BRANCH || n == 0);
      if (node.link != SUDOKU_LOGIC_LINK_BRANCH && n > 0)
        {
          g_assert_cmpuint (node.link, ==, step->nodes[n].link);
          g_assert_cmpuint (node.on, ==, step->nodes[n].on);
          /* A start is true where a weak link leaves it, false where a
           * strong one does. */
          if (n == 1 || step->nodes[n - 1].link == SUDOKU_LOGIC_LINK_BRANCH)
            if (node.link == SUDOKU_LOGIC_LINK_CHAIN)
              g_assert_cmpuint (step->nodes[n - 1].on, ==, !node.on);
        }
      n++;
    }
  g_assert_cmpuint (n, ==, step->n_nodes);
}

static gboolean
same_node (const SudokuLogicNode *node,
           guint                  cell,
           guint                  digit,
           guint                  on)
{
  return node->cell == cell && node->digit == digit && !!node->on == !!on;
}

/* Every branch of @step, a step of @grid: its links, its start and end. */
static void
check_step (const SudokuLogicGrid *grid,
            const SudokuLogicStep *step,
            SudokuTestProofs      *proofs,
            Tally                 *tally)
{
  guint    starts[SUDOKU_STEP_MAX_NODES + 1], n_branches = 0;
  gboolean is_static = step->technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN ||
                       step->technique == SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN;
  guint    form = step->form, target = step->cells[step->n_cells - 1];
  guint    target_digit = step->digits != 0 ? (guint)__builtin_ctz (step->digits) : step->digit;
  gboolean target_on = !(step->eliminated[target] & (1u << target_digit));

  if (step->technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN)
    form = SUDOKU_DYNAMIC_CELL;
  else if (step->technique == SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN)
    form = SUDOKU_DYNAMIC_REGION;
  else if (step->technique == SUDOKU_TECHNIQUE_NISHIO)
    form = (step->eliminated[step->cells[0]] & (1u << step->digit)) ? SUDOKU_DYNAMIC_CONTRADICTION_ON
                                                                    : SUDOKU_DYNAMIC_CONTRADICTION_OFF;
  g_assert_cmpuint (step->n_nodes, >, 0);
  for (guint i = 0; i < step->n_nodes; i++)
    if (i == 0 || step->nodes[i].link == SUDOKU_LOGIC_LINK_BRANCH)
      starts[n_branches++] = i;
  starts[n_branches] = step->n_nodes;
  tally->counts[step->technique]++;
  if (step->form != SUDOKU_DYNAMIC_NONE)
    tally->forms |= 1u << form;
  tally->nestings |= 1u << step->nesting;
  tally->branches += n_branches;
  tally->most_nodes = MAX (tally->most_nodes, step->n_nodes);

  /* The starts: the assumption of each case. */
  if (form == SUDOKU_DYNAMIC_CONTRADICTION_ON || form == SUDOKU_DYNAMIC_CONTRADICTION_OFF)
    {
      const SudokuLogicNode *a = &step->nodes[starts[1] - 1], *b = &step->nodes[step->n_nodes - 1];

      g_assert_cmpuint (n_branches, ==, 2);
      for (guint k = 0; k < 2; k++)
        g_assert_true (same_node (&step->nodes[starts[k]], step->cells[0], step->digit,
                                  form == SUDOKU_DYNAMIC_CONTRADICTION_ON));
      /* The ends: one candidate, true then false. */
      g_assert_true (a->cell == b->cell && a->digit == b->digit && a->on && !b->on);
      if (step->technique != SUDOKU_TECHNIQUE_NISHIO)
        g_assert_true (a->cell == step->cells[1] && (1u << a->digit) == step->set_digits);
      else
        g_assert_cmpuint (a->digit, ==, step->digit);
    }
  else
    {
      guint n_cases = 0;

      if (form == SUDOKU_DYNAMIC_DOUBLE)
        {
          g_assert_cmpuint (n_branches, ==, 2);
          g_assert_true (same_node (&step->nodes[starts[0]], step->cells[0], step->digit, TRUE));
          g_assert_true (same_node (&step->nodes[starts[1]], step->cells[0], step->digit, FALSE));
        }
      else if (form == SUDOKU_DYNAMIC_CELL)
        for (guint d = 1; d <= 9; d++)
          {
            if (!(grid->cands[step->cells[0]] & (1u << d)))
              continue;
            g_assert_cmpuint (n_cases, <, n_branches);
            g_assert_true (same_node (&step->nodes[starts[n_cases++]], step->cells[0], d, TRUE));
          }
      else
        for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
          {
            /* A unit's cells in reading order are its order. */
            if (!cell_in_unit (cell, step->units[0]) || !(grid->cands[cell] & (1u << step->digit)))
              continue;
            g_assert_cmpuint (n_cases, <, n_branches);
            g_assert_true (same_node (&step->nodes[starts[n_cases++]], cell, step->digit, TRUE));
          }
      if (form == SUDOKU_DYNAMIC_CELL || form == SUDOKU_DYNAMIC_REGION)
        g_assert_cmpuint (n_cases, ==, n_branches);
      /* The ends: the target, every one. */
      for (guint k = 0; k < n_branches; k++)
        g_assert_true (same_node (&step->nodes[starts[k + 1] - 1], target, target_digit, target_on));
    }

  /* The links. */
  for (guint k = 0; k < n_branches; k++)
    {
      const SudokuLogicNode *branch = &step->nodes[starts[k]];
      guint                  n = starts[k + 1] - starts[k];
      SudokuLogicNode        seeds[SUDOKU_STEP_MAX_NODES];
      guint16                gone[SUDOKU_N_CELLS], on[SUDOKU_N_CELLS];
      guint                  n_seeds = 0;

      for (guint i = 1; i < n; i++)
        if (branch[i].link == SUDOKU_LOGIC_LINK_NESTED)
          {
            g_assert_false (is_static);
            g_assert_cmpuint (step->nesting, >, 0);
            g_assert_false (branch[i].on);
            seeds[n_seeds++] = branch[i];
            tally->nested_links++;
          }
      closure (grid, &branch[0], seeds, n_seeds, gone, on);
      if (is_static)
        memset (gone, 0, sizeof gone);
      for (guint i = 1; i < n; i++)
        {
          const SudokuLogicNode *from = &branch[i - 1], *to = &branch[i];

          g_assert_cmpuint (grid->cands[to->cell] & (1u << to->digit), !=, 0);
          if (to->link == SUDOKU_LOGIC_LINK_NESTED)
            continue;
          g_assert_cmpuint (to->link, ==, SUDOKU_LOGIC_LINK_CHAIN);
          g_assert_cmpuint (from->on, !=, to->on);
          if (!to->on)
            g_assert_true ((from->cell == to->cell && from->digit != to->digit) ||
                           (from->digit == to->digit && cells_see (from->cell, to->cell)));
          if (to->on && !is_static)
            {
              /* Every branch is told as it is built. */
              g_assert_cmpuint (sudoku_test_proofs_check (proofs, grid, branch, n, i, step->nesting, &tally->proofs),
                                >, 0);
              tally->exact++;
            }
          if (to->on && !sudoku_test_strong_link (grid, gone, from, to))
            {
              /* With techniques nested, what leaves a cell or a unit with
               * one place may be a nested removal off the branch, which
               * the closure does not see: the engine's parents prove it
               * (above). */
              g_assert_cmpuint (step->nesting, >, 0);
              g_assert_true ((from->cell == to->cell && from->digit != to->digit) ||
                             (from->digit == to->digit && cells_see (from->cell, to->cell)));
              tally->shape_only++;
            }
          if (!to->on && !is_static)
            gone[to->cell] |= 1u << to->digit;
        }
      /* A branch may end on a false node (a contradiction's, a target's),
       * which no true node of it rests on: its own proof too. */
      if (!is_static && n > 1 && !branch[n - 1].on)
        g_assert_cmpuint (sudoku_test_proofs_check (proofs, grid, branch, n, n - 1, step->nesting, &tally->proofs),
                          >, 0);
    }
  check_notation (step);
}

/* The path of @puzzle in @order, step by step as the hints take it, every
 * step with branches checked on the grid it was found on. */
static void
check_path (const char      *puzzle,
            SudokuLogicOrder order,
            Tally           *tally)
{
  guint8          cells[SUDOKU_N_CELLS];
  SudokuLogicGrid grid;
  g_autoptr(SudokuTestProofs) proofs = sudoku_test_proofs_new ();

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  sudoku_logic_grid_init (&grid, cells);
  while (!sudoku_logic_grid_is_solved (&grid))
    {
      SudokuLogicStep step;

      sudoku_test_proofs_next_step (proofs, &grid, order, &step);
      if (step.technique == SUDOKU_TECHNIQUE_NISHIO || step.technique == SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN ||
          step.technique == SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN || step.form != SUDOKU_DYNAMIC_NONE)
        check_step (&grid, &step, proofs, tally);
      sudoku_logic_apply (&grid, &step);
    }
}

static void
report (const char  *what,
        const Tally *tally)
{
  g_test_message ("%s: Nishio %u, cell %u, region %u, dynamic %u, plus %u, nested %u; forms %#x, levels %#x; "
                  "%u branches, %u nested links, %u strong links checked against the engine's parents, "
                  "%u of them past the closure; %u nodes of their proofs checked, %u of them removed by a "
                  "nested technique, %u of those by one of the simpler rules, %u refuted on the grid "
                  "less their parents, %u where that grid is refuted without them; at most %u nodes",
                  what, tally->counts[SUDOKU_TECHNIQUE_NISHIO], tally->counts[SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN],
                  tally->counts[SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN],
                  tally->counts[SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN],
                  tally->counts[SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS],
                  tally->counts[SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN], tally->forms, tally->nestings,
                  tally->branches, tally->nested_links, tally->exact, tally->shape_only, tally->proofs.nodes,
                  tally->proofs.nested, tally->proofs.nested_basic, tally->proofs.nested_implied,
                  tally->proofs.nested_vacuous, tally->most_nodes);
}

/* Top95's line 75: Nishio, cell and region forcing chains, and dynamic
 * ones of every form. */
#define STATIC ".52..68.......7.2.......6....48..9..2..41......1.....8..61..38.....9...63..6..1.9"
/* Dynamic forcing chains with the basic techniques nested (SE 9.8, from
 * top1465), and nested forcing chains of levels 2 and 3 (SE 11.1, from the
 * forum's hardest of 2011). */
#define PLUS   "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"
#define NESTED "...4.67....7..........7..15.94.6.5.........98..591.6..3.............2.6...6.4.1.."
/* The forum's hardest of 2011, line 11 (SE 11.8): its path's first steps
 * remove candidates; then (the grid below, each cell's candidates a mask
 * in hexadecimal) a nested forcing chain with a dynamic one nested, SE's
 * level 4. */
#define DEEP "..3..67...5..8.....9.1.........9..1...7..32..8..5...4.37....4.......4..6..4....72"
#define DEEP_MARKS \
  "0161160002140340000003243320d600004629c00028424a24c21a0d40001440000bc0a416816c13807405c0641d40001841680001a826205200015005200000036032000004e2460000c608624800028800000036634406632600032032222610632618c0ac00032a32800026214200030806a32232a000000"

static void
test_static (void)
{
  Tally tally = { { 0 } };

  check_path (STATIC, SUDOKU_LOGIC_ORDER_PEOPLE, &tally);
  report ("top95 #75", &tally);
  g_assert_cmpuint (tally.counts[SUDOKU_TECHNIQUE_NISHIO], >, 0);
  g_assert_cmpuint (tally.counts[SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN], >, 0);
  g_assert_cmpuint (tally.counts[SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN], >, 0);
  for (guint form = SUDOKU_DYNAMIC_CONTRADICTION_ON; form <= SUDOKU_DYNAMIC_REGION; form++)
    g_assert_true (tally.forms & (1u << form));
  g_assert_cmpuint (tally.proofs.nested_vacuous, ==, 0);
}

static void
test_nested (void)
{
  Tally tally = { { 0 } };

  check_path (PLUS, SUDOKU_LOGIC_ORDER_PEOPLE, &tally);
  check_path (NESTED, SUDOKU_LOGIC_ORDER_PEOPLE, &tally);
  report ("nested", &tally);
  for (guint level = 0; level <= 3; level++)
    g_assert_true (tally.nestings & (1u << level));
  g_assert_cmpuint (tally.nested_links, >, 0);
  /* Every nested removal checked, those of nested chains too, not only
   * the simpler rules'. */
  g_assert_cmpuint (tally.proofs.nested_vacuous, ==, 0);
  g_assert_cmpuint (tally.proofs.nested_implied, >, tally.proofs.nested_basic);
}

/* Level 4: under a second (three under the sanitizers). */
static void
test_deep (void)
{
  guint8          cells[SUDOKU_N_CELLS];
  guint16         marks[SUDOKU_N_CELLS];
  SudokuLogicGrid grid;
  SudokuLogicStep step;
  Tally           tally = { { 0 } };
  g_autoptr(SudokuTestProofs) proofs = sudoku_test_proofs_new ();

  g_assert_true (sudoku_parse_cells (DEEP, cells, NULL));
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      char hex[4] = { DEEP_MARKS[3 * i], DEEP_MARKS[3 * i + 1], DEEP_MARKS[3 * i + 2], '\0' };

      marks[i] = (guint16)g_ascii_strtoull (hex, NULL, 16);
    }
  g_assert_true (sudoku_logic_grid_init_marks (&grid, cells, marks));
  sudoku_test_proofs_next_step (proofs, &grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step);
  g_assert_cmpuint (step.nesting, ==, 4);
  check_step (&grid, &step, proofs, &tally);
  report ("level 4", &tally);
  g_assert_cmpuint (tally.exact, >, 0);
  g_assert_cmpuint (tally.proofs.nested, >, 0);
  g_assert_cmpuint (tally.proofs.nested_vacuous, ==, 0);
}

/* A chain too long for a step gets no nodes, never a part of them. */
static void
test_too_long (void)
{
  SudokuLogicStep step = { .n_nodes = 0 };
  SudokuLogicNode branch[SUDOKU_STEP_MAX_NODES / 2 + 1];

  for (guint i = 0; i < G_N_ELEMENTS (branch); i++)
    branch[i] = (SudokuLogicNode){ (guint8)(i % 81), 1, (guint8)(i % 2), SUDOKU_LOGIC_LINK_CHAIN };
  g_assert_true (_sudoku_logic_step_add_branch (&step, branch, G_N_ELEMENTS (branch)));
  g_assert_cmpuint (step.n_nodes, ==, G_N_ELEMENTS (branch));
  g_assert_cmpuint (step.nodes[0].link, ==, SUDOKU_LOGIC_LINK_BRANCH);
  g_assert_false (_sudoku_logic_step_add_branch (&step, branch, G_N_ELEMENTS (branch)));
  g_assert_cmpuint (step.n_nodes, ==, 0);
}

/* With SUDOKU_TEST_SCAN=FILE: every line of FILE, each reported, to pick
 * the puzzles above. */
static void
scan (const char *file)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      Tally            tally = { { 0 } };
      g_autofree char *what = g_strdup_printf ("line %u", i + 1);

      check_path (lines[i], SUDOKU_LOGIC_ORDER_PEOPLE, &tally);
      report (what, &tally);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("SUDOKU_TEST_SCAN") != NULL)
    {
      scan (g_getenv ("SUDOKU_TEST_SCAN"));
      return 0;
    }
  g_test_add_func ("/sudoku/logic-branches/static", test_static);
  g_test_add_func ("/sudoku/logic-branches/nested", test_nested);
  g_test_add_func ("/sudoku/logic-branches/deep", test_deep);
  g_test_add_func ("/sudoku/logic-branches/too-long", test_too_long);
  return g_test_run ();
}
