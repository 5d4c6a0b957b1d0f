/* test-logic.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-logic"

#include "config.h"

#include <string.h>

#include "sudoku-logic-private.h"
#include "sudoku-logic-step.h"
#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solver.h"

/* The logic engine against HoDoKu's regression library (tests/data/logic,
 * see its README): for each case, the technique must find an instance with
 * exactly the listed placements and eliminations, or nothing for a "-x"
 * case.  Then soundness (no step ever contradicts the solution) on samples
 * of the data sets; the whole sets are checked by bench-logic. */

typedef struct
{
  const char     *code;
  SudokuTechnique techniques[2];
  guint           n_techniques;
  /* Sudoku Explainer's unique loops need x and y in every cell: HoDoKu's
   * variant "-2" (a corner that lost one of them) is not theirs. */
  gboolean        se_loops;
  /* SE keeps one subset per loop (type 3) where HoDoKu lists the
   * eliminations of every one: a part of them is a match. */
  gboolean        part;
  /* Cases SE's rules leave out: it looks for a subset of n cells only in a
   * unit with 2n empty cells, and one of HoDoKu's type 3 cases is a naked
   * quad in a row of six. */
  guint           se_misses;
} TechniqueCode;

static const TechniqueCode codes[] = {
  { "0000", { SUDOKU_TECHNIQUE_FULL_HOUSE }, 1 },
  { "0002", { SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX, SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE }, 2 },
  { "0003", { SUDOKU_TECHNIQUE_NAKED_SINGLE }, 1 },
  { "0100", { SUDOKU_TECHNIQUE_POINTING }, 1 },
  { "0101", { SUDOKU_TECHNIQUE_CLAIMING }, 1 },
  { "0200", { SUDOKU_TECHNIQUE_NAKED_PAIR }, 1 },
  { "0201", { SUDOKU_TECHNIQUE_NAKED_TRIPLE }, 1 },
  { "0202", { SUDOKU_TECHNIQUE_NAKED_QUAD }, 1 },
  { "0210", { SUDOKU_TECHNIQUE_HIDDEN_PAIR }, 1 },
  { "0211", { SUDOKU_TECHNIQUE_HIDDEN_TRIPLE }, 1 },
  { "0212", { SUDOKU_TECHNIQUE_HIDDEN_QUAD }, 1 },
  { "0300", { SUDOKU_TECHNIQUE_X_WING }, 1 },
  { "0301", { SUDOKU_TECHNIQUE_SWORDFISH }, 1 },
  { "0302", { SUDOKU_TECHNIQUE_JELLYFISH }, 1 },
  { "0600", { SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE }, 1 },
  { "0601", { SUDOKU_TECHNIQUE_UNIQUE_LOOP_2 }, 1, TRUE },
  { "0602", { SUDOKU_TECHNIQUE_UNIQUE_LOOP_3, SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN }, 2, TRUE, TRUE, 1 },
  { "0603", { SUDOKU_TECHNIQUE_UNIQUE_LOOP_4 }, 1, TRUE },
  { "0610", { SUDOKU_TECHNIQUE_BUG_PLUS_ONE }, 1 },
  { "0701", { SUDOKU_TECHNIQUE_X_CHAIN }, 1 },
  { "0702", { SUDOKU_TECHNIQUE_XY_CHAIN }, 1 },
  { "0800", { SUDOKU_TECHNIQUE_XY_WING }, 1 },
  { "0801", { SUDOKU_TECHNIQUE_XYZ_WING }, 1 },
  { "0803", { SUDOKU_TECHNIQUE_W_WING }, 1 },
};

typedef struct
{
  guint16  eliminated[SUDOKU_N_CELLS];
  guint16  placed[SUDOKU_N_CELLS];
  gboolean matched;
  guint    n_found;
  gboolean part;
} Expected;

/* "dRC dRC …" into per-cell masks; FALSE on a malformed entry. */
static gboolean
parse_candidates (const char *text,
                  guint16    *masks)
{
  g_auto(GStrv) items = g_strsplit_set (text, " \t\r", -1);

  memset (masks, 0, SUDOKU_N_CELLS * sizeof (guint16));
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = items[i];

      if (*item == '\0')
        continue;
      if (strlen (item) != 3 || item[0] < '1' || item[0] > '9' || item[1] < '1' ||
          item[1] > '9' || item[2] < '1' || item[2] > '9')
        return FALSE;
      masks[(item[1] - '1') * 9 + (item[2] - '1')] |= SUDOKU_DIGIT_BIT (item[0] - '0');
    }
  return TRUE;
}

static gboolean
parse_givens (const char *text,
              guint8     *cells)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '+')
        continue;
      if (n == SUDOKU_N_CELLS)
        return FALSE;
      cells[n++] = *p >= '1' && *p <= '9' ? (guint8)(*p - '0') : 0;
    }
  return n == SUDOKU_N_CELLS;
}

static gboolean
compare_step (const SudokuLogicStep *step,
              gpointer               user_data)
{
  Expected        *e = user_data;
  gboolean         same = TRUE;

  g_autofree char *sentence = sudoku_logic_step_sentence (step);
  g_autofree char *effect = sudoku_logic_step_effect (step);

  /* Every instance can be told: a sentence that names the technique, and
   * its effect in the notation. */
  g_assert_true (g_str_has_prefix (sentence, sudoku_technique_name (step->technique)));
  g_assert_null (strchr (sentence, '%'));
  g_assert_true (g_regex_match_simple ("^r[1-9]c[1-9](<>|=)[1-9](, r[1-9]c[1-9](<>|=)[1-9])*$", effect, 0, 0));
  e->n_found++;
  for (guint cell = 0; cell < SUDOKU_N_CELLS && same; cell++)
    {
      guint16 placed = step->place_digit != 0 && step->place_cell == cell
                         ? SUDOKU_DIGIT_BIT (step->place_digit)
                         : 0;

      if (e->part)
        same = (step->eliminated[cell] & ~e->eliminated[cell]) == 0 && placed == e->placed[cell];
      else
        same = step->eliminated[cell] == e->eliminated[cell] && placed == e->placed[cell];
    }
  e->matched |= same;
  return same;
}

/* Runs every case of @code; returns the number of failures, each one
 * reported as a test message. */
static guint
run_code (const TechniqueCode *code,
          const char          *library,
          guint               *n_cases)
{
  g_auto(GStrv) lines = g_strsplit (library, "\n", -1);
  guint failures = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      SudokuLogicGrid grid;
      Expected        e = { { 0 } };
      guint16         deleted[SUDOKU_N_CELLS];
      guint8          cells[SUDOKU_N_CELLS];
      gboolean        fail_case;

      if (lines[i][0] != ':')
        continue;
      fields = g_strsplit (lines[i] + 1, ":", -1);
      if (g_strv_length (fields) < 6 || !g_str_has_prefix (fields[0], code->code) ||
          (fields[0][4] != '\0' && fields[0][4] != '-') || (code->se_loops && g_str_equal (fields[0] + 4, "-2")))
        continue;
      (*n_cases)++;
      fail_case = g_str_equal (fields[0] + 4, "-x");
      e.part = code->part;
      g_assert_true (parse_givens (fields[2], cells));
      g_assert_true (parse_candidates (fields[3], deleted));
      g_assert_true (parse_candidates (fields[4], e.eliminated));
      g_assert_true (parse_candidates (fields[5], e.placed));
      sudoku_logic_grid_init (&grid, cells);
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        grid.cands[cell] &= (guint16)~deleted[cell];
      for (guint t = 0; t < code->n_techniques && !e.matched; t++)
        sudoku_logic_find (&grid, code->techniques[t], compare_step, &e);
      if (fail_case ? e.n_found == 0 : e.matched)
        continue;
      failures++;
      g_test_message ("%s: line %u: %s (%u found)", code->code, i + 1,
                      fail_case ? "found an instance" : "no instance with those results", e.n_found);
    }
  return failures;
}

static void
test_reglib (gconstpointer data)
{
  const TechniqueCode *code = data;
  g_autofree char     *library = NULL;
  g_autoptr(GError) error = NULL;
  guint n_cases = 0, failures;

  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "logic", "hodoku-reglib-1.4.txt", NULL),
                       &library, NULL, &error);
  g_assert_no_error (error);
  failures = run_code (code, library, &n_cases);
  g_test_message ("%s: %u cases, %u failed", code->code, n_cases, failures);
  g_assert_cmpuint (n_cases, >, 0);
  g_assert_cmpuint (failures, ==, code->se_misses);
}

/* Every step of the path agrees with the solution: no digit placed wrong,
 * no candidate of the solution removed. */
static guint
check_sound (const guint8    *cells,
             SudokuLogicOrder order,
             gboolean        *solved)
{
  g_autoptr(GArray) path = NULL;
  SudokuLogicGrid    grid;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n_solutions = 0, bad = 0;

  g_assert_true (sudoku_solve (cells, solution, &options, &n_solutions, NULL, NULL));
  g_assert_cmpuint (n_solutions, ==, 1);
  path = sudoku_logic_solve_path (cells, order, NULL);
  sudoku_logic_grid_init (&grid, cells);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (path, SudokuLogicStep, i);

      if (step->technique == SUDOKU_TECHNIQUE_GUESS)
        break;
      bad += !sudoku_logic_step_agrees (step, solution);
      sudoku_logic_apply (&grid, step);
    }
  *solved = sudoku_logic_grid_is_solved (&grid);
  return bad;
}

static void
test_sound_sample (gconstpointer data)
{
  const char      *name = data;
  g_autofree char *text = NULL;
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  guint n_solved = 0;

  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", name, NULL), &text, &length, &error);
  g_assert_no_error (error);
  puzzles = sudoku_parse_puzzles (text, length, name, &error);
  g_assert_no_error (error);
  /* The forum's hardest need SE's nested forcing chains, a second or two
   * a puzzle: one here, bench-logic checks whole sets. */
  if (g_str_has_prefix (name, "puzzles5_forum_hardest"))
    g_array_set_size (puzzles, MIN (puzzles->len, 1));
  for (guint i = 0; i < puzzles->len; i++)
    {
      const guint8 *cells = g_array_index (puzzles, SudokuPuzzle, i).cells;
      gboolean      by_people = FALSE, by_rating = FALSE;

      g_assert_cmpuint (check_sound (cells, SUDOKU_LOGIC_ORDER_PEOPLE, &by_people), ==, 0);
      g_assert_cmpuint (check_sound (cells, SUDOKU_LOGIC_ORDER_RATING, &by_rating), ==, 0);
      /* Every technique of the rating is among the people's: what SE's
       * techniques solve, the hints solve too. */
      g_assert_true (by_people || !by_rating);
      n_solved += by_people;
    }
  g_test_message ("%s: %u of %u solved by logic alone", name, n_solved, puzzles->len);
  /* With SE's dynamic forcing chains, every one of top95. */
  if (g_str_has_prefix (name, "norvig_top95"))
    g_assert_cmpuint (n_solved, ==, 95);
}

/* One of the forum's hardest, whose first step only SE's nested forcing
 * chains with dynamic ones nested find (its level 4, 10.5 and more). */
#define DEEP_FIRST ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9..7....."
/* The same less its last given: several solutions. */
#define SEVERAL ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9........"

typedef struct
{
  guint polls;
  guint stop_at; /* the poll that says stop; 0 for none */
} Polls;

static gboolean
count_polls (gpointer data)
{
  Polls *polls = data;

  polls->polls++;
  return polls->stop_at != 0 && polls->polls >= polls->stop_at;
}

static gboolean
take_step (const SudokuLogicStep *step,
           gpointer               user_data)
{
  *(SudokuLogicStep *)user_data = *step;
  return TRUE;
}

/* Levels 4 and 5 in the hints and paths (not the rating's alone): the step
 * is found, sound, and the search stops at once when told to; a puzzle
 * with several solutions does without them (there they would take minutes
 * to find nothing), and is stuck at once. */
static void
test_deep (void)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             cells[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n_solutions = 0;
  SudokuLogicGrid    grid;
  SudokuLogicStep    step;
  Polls              all = { 0, 0 }, stopped = { 0, 10 };
  g_autoptr(GArray) path = NULL;

  g_assert_true (sudoku_parse_cells (DEEP_FIRST, cells, NULL));
  g_assert_true (sudoku_solve (cells, solution, &options, &n_solutions, NULL, NULL));
  g_assert_cmpuint (n_solutions, ==, 1);
  sudoku_logic_grid_init (&grid, cells);
  g_assert_true (sudoku_logic_next_step_cancellable (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step, count_polls, &all));
  g_assert_cmpint (step.technique, ==, SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
  g_assert_cmpuint (step.nesting, ==, 4);
  g_assert_cmpuint (step.se_rating, >=, 105);
  g_assert_true (sudoku_logic_step_agrees (&step, solution));
  /* Polled between the cells the searches start from: many times. */
  g_assert_cmpuint (all.polls, >, 100);

  /* One level alone, as SE's producer of that level runs on its own
   * (bench-logic --level): level 2 finds nothing here and does not go on to
   * the levels above, as the rating's search does; level 4 finds the same
   * step. */
  {
    SudokuLogicStep alone = { 0 };
    SudokuLogicSink sink = { take_step, &alone, TRUE, FALSE, TRUE, NULL, NULL };

    g_assert_false (_sudoku_logic_find_dynamic_level (&grid, &sink, 2));
    g_assert_true (_sudoku_logic_find_dynamic_level (&grid, &sink, 4));
    g_assert_cmpuint (alone.nesting, ==, 4);
    g_assert_cmpuint (alone.se_rating, ==, step.se_rating);
    g_assert_cmpmem (alone.eliminated, sizeof alone.eliminated, step.eliminated, sizeof step.eliminated);
  }

  g_assert_false (
    sudoku_logic_next_step_cancellable (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step, count_polls, &stopped));
  g_assert_cmpint (step.technique, ==, SUDOKU_TECHNIQUE_GUESS);
  /* It stops at once: no cell's search after the one that said stop. */
  g_assert_cmpuint (stopped.polls, <=, stopped.stop_at + 3);

  stopped = (Polls){ 0, 1 };
  g_assert_null (sudoku_logic_solve_path_cancellable (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL, count_polls,
                                                      &stopped));

  g_assert_true (sudoku_parse_cells (SEVERAL, cells, NULL));
  path = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  g_assert_cmpuint (path->len, ==, 1);
  g_assert_cmpint (g_array_index (path, SudokuLogicStep, 0).technique, ==, SUDOKU_TECHNIQUE_GUESS);
}

/* Dynamic forcing chains with the basic techniques nested (SE 9.8, from
 * top1465). */
#define PLUS "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"

static void
assert_same_path (GArray *a,
                  GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      const SudokuLogicStep *x = &g_array_index (a, SudokuLogicStep, i), *y = &g_array_index (b, SudokuLogicStep, i);

      g_assert_cmpint (x->technique, ==, y->technique);
      g_assert_cmpuint (x->se_rating, ==, y->se_rating);
      g_assert_cmpuint (x->place_cell, ==, y->place_cell);
      g_assert_cmpuint (x->place_digit, ==, y->place_digit);
      g_assert_cmpmem (x->eliminated, sizeof x->eliminated, y->eliminated, sizeof y->eliminated);
      g_assert_cmpmem (x->cells, x->n_cells, y->cells, y->n_cells);
      g_assert_cmpmem (x->units, x->n_units, y->units, y->n_units);
      g_assert_cmpmem (x->nodes, x->n_nodes * sizeof x->nodes[0], y->nodes, y->n_nodes * sizeof y->nodes[0]);
      g_assert_cmpuint (x->form, ==, y->form);
      g_assert_cmpuint (x->nesting, ==, y->nesting);
    }
}

/* bench-logic --sound keeps what the slow searches found on each grid
 * (_sudoku_logic_memo_use ()): the people's path takes it where it meets
 * the rating's grids, and both paths are what they are without it. */
static void
test_memo (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  guint  rating_alone, people_alone;
  g_autoptr(GHashTable) memo = _sudoku_logic_memo_new ();
  g_autoptr(GArray) rating = NULL;
  g_autoptr(GArray) people = NULL;
  g_autoptr(GArray) rating_kept = NULL;
  g_autoptr(GArray) people_kept = NULL;

  g_assert_true (sudoku_parse_cells (PLUS, cells, NULL));
  rating = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_RATING, NULL);
  people = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  _sudoku_logic_memo_use (memo);
  g_array_unref (sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL));
  people_alone = g_hash_table_size (memo);
  g_hash_table_remove_all (memo);
  rating_kept = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_RATING, NULL);
  rating_alone = g_hash_table_size (memo);
  people_kept = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
  _sudoku_logic_memo_use (NULL);
  assert_same_path (rating, rating_kept);
  assert_same_path (people, people_kept);
  g_assert_cmpuint (rating_alone, >, 0);
  /* The people's path found some of its searches done. */
  g_assert_cmpuint (g_hash_table_size (memo), <, rating_alone + people_alone);
  g_test_message ("searches kept: rating %u, people %u, both %u", rating_alone, people_alone,
                  g_hash_table_size (memo));
}

/* A step of a grid with the player's marks reasons on those marks. */
static void
test_marks (void)
{
  guint8          cells[SUDOKU_N_CELLS];
  guint16         marks[SUDOKU_N_CELLS];
  SudokuLogicGrid grid;
  SudokuLogicStep step;

  g_assert_true (sudoku_parse_cells (
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", cells, NULL));
  /* Marks that leave r1c3 only 4: a naked single there. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    marks[cell] = SUDOKU_ALL_DIGITS;
  marks[2] = SUDOKU_DIGIT_BIT (4);
  g_assert_true (sudoku_logic_grid_init_marks (&grid, cells, marks));
  g_assert_cmphex (grid.cands[2], ==, SUDOKU_DIGIT_BIT (4));
  g_assert_true (sudoku_logic_next_step (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step));
  g_assert_cmpint (step.technique, !=, SUDOKU_TECHNIQUE_GUESS);

  /* Marks that rule out every digit of a cell: refused. */
  marks[2] = SUDOKU_DIGIT_BIT (5);
  g_assert_false (sudoku_logic_grid_init_marks (&grid, cells, marks));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/logic/reglib/%s", codes[i].code);

      g_test_add_data_func (path, &codes[i], test_reglib);
    }
  g_test_add_func ("/sudoku/logic/marks", test_marks);
  g_test_add_func ("/sudoku/logic/deep", test_deep);
  g_test_add_func ("/sudoku/logic/memo", test_memo);
  g_test_add_data_func ("/sudoku/logic/sound/17-clue", "puzzles2_17_clue-sample.txt", test_sound_sample);
  g_test_add_data_func ("/sudoku/logic/sound/forum-hardest",
                        "puzzles5_forum_hardest_1905_11plus-sample.txt", test_sound_sample);
  g_test_add_data_func ("/sudoku/logic/sound/top95", "norvig_top95-sample.txt", test_sound_sample);
  return g_test_run ();
}
