/* test-hint.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-hint"

#include "config.h"

#include <string.h>

#include "sudoku-board.h"
#include "sudoku-core-test-util.h"
#include "sudoku-hint.h"
#include "sudoku-logic-step.h"
#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

/* The board's digits and notes, and its hint. */
static void
board_hint (SudokuBoard *board,
            SudokuHint  *hint,
            guint8       values[SUDOKU_N_CELLS])
{
  SudokuPlay play;
  guint8     solution[SUDOKU_MAX_CELLS];
  gboolean   unique;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    values[cell] = (guint8)sudoku_board_get_value (board, cell / 9, cell % 9);
  sudoku_board_get_play (board, &play);
  unique = sudoku_board_get_solution (board, solution, NULL);
  sudoku_hint_find (hint, values, play.notes, unique ? solution : NULL);
}

/* Hint after hint, applied, solves the puzzle or ends in a guess, and
 * every digit and elimination agrees with the solution. */
static void
play_by_hints (const char *puzzle,
               guint      *n_solved)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (puzzle);
  guint8 solution[SUDOKU_MAX_CELLS], values[SUDOKU_N_CELLS];

  g_assert_true (sudoku_board_get_solution (board, solution, NULL));
  for (guint moves = 0; moves < 1000; moves++)
    {
      SudokuHint hint;

      board_hint (board, &hint, values);
      if (hint.kind == SUDOKU_HINT_SOLVED)
        {
          g_assert_cmpmem (values, SUDOKU_N_CELLS, solution, SUDOKU_N_CELLS);
          (*n_solved)++;
          return;
        }
      if (hint.kind == SUDOKU_HINT_GUESS)
        return;
      g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_STEP);
      g_assert_true (sudoku_logic_step_agrees (&hint.step, solution));
      sudoku_board_apply_step (board, &hint.step, hint.cands);
    }
  g_assert_not_reached ();
}

static void
test_hints_solve (void)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_puzzles = 0, n_solved = 0;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data",
                                                           "norvig_top95-sample.txt", NULL),
                                      &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL && n_puzzles < 30; i++)
    if (strlen (lines[i]) >= SUDOKU_N_CELLS)
      {
        lines[i][SUDOKU_N_CELLS] = '\0';
        play_by_hints (lines[i], &n_solved);
        n_puzzles++;
      }
  g_assert_cmpuint (n_puzzles, ==, 30);
  play_by_hints (EASY, &n_solved);
  /* The easy one at least; top95 has puzzles logic alone solves too. */
  g_assert_cmpuint (n_solved, >=, 2);
}

static void
test_stages (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autofree char *where = NULL, *what = NULL, *whole = NULL, *sentence = NULL;
  guint8           values[SUDOKU_N_CELLS];
  SudokuHint       hint;

  board_hint (board, &hint, values);
  g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_STEP);
  where = sudoku_hint_text (&hint, values, 0);
  what = sudoku_hint_text (&hint, values, 1);
  whole = sudoku_hint_text (&hint, values, 2);
  sentence = sudoku_logic_step_sentence (&hint.step);
  g_assert_true (g_str_has_prefix (where, "Look at "));
  /* The second stage names the technique and the same place. */
  g_assert_true (g_str_has_prefix (what, sudoku_technique_name (hint.step.technique)));
  g_assert_true (g_str_has_suffix (what, where + strlen ("Look at ")));
  g_assert_cmpstr (whole, ==, sentence);
  g_assert_cmpstr (where, !=, what);
}

static void
test_wrong_digit (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autofree char *text = NULL;
  guint8           values[SUDOKU_N_CELLS];
  SudokuHint       hint;

  /* Row 1, column 3 is a 4: a 2 there clashes with nothing. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 2, NULL));
  board_hint (board, &hint, values);
  g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_WRONG);
  g_assert_cmpuint (hint.n_cells, ==, 1);
  g_assert_true (hint.cells[2]);
  text = sudoku_hint_text (&hint, values, 0);
  g_assert_cmpstr (text, ==, "The 2 in row 1, column 3 is not the right digit");
}

static void
test_lost_note (void)
{
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (EASY);
  g_autofree char *text = NULL;
  guint8           values[SUDOKU_N_CELLS];
  SudokuHint       hint;

  /* Row 1, column 3 is a 4: notes of 1 and 2 leave it out. */
  g_assert_true (sudoku_board_set_notes (board, 0, 2, (1u << 1) | (1u << 2), NULL));
  board_hint (board, &hint, values);
  g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_NOTES);
  g_assert_true (hint.cells[2]);
  g_assert_cmpuint (hint.n_cells, ==, 1);
  text = sudoku_hint_text (&hint, values, 0);
  g_assert_cmpstr (text, ==, "Your notes in row 1, column 3 leave out the digit that goes there");
}

static void
test_no_solution (void)
{
  guint8     values[SUDOKU_N_CELLS] = { 0 };
  guint32    notes[SUDOKU_N_CELLS] = { 0 };
  SudokuHint hint;

  sudoku_hint_find (&hint, values, notes, NULL);
  g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_NO_SOLUTION);
}

/* A hint's eliminations on a board without notes fill the notes first, and
 * undo takes the whole step back. */
static void
test_apply_eliminations (void)
{
  /* Needs pointing and subsets early on (top95's first puzzle). */
  const char *puzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  g_autoptr(SudokuBoard) board = sudoku_test_solving_board (puzzle);
  guint8     values[SUDOKU_N_CELLS];
  SudokuHint hint;
  gboolean   found = FALSE;

  for (guint moves = 0; moves < 200 && !found; moves++)
    {
      board_hint (board, &hint, values);
      g_assert_cmpint (hint.kind, ==, SUDOKU_HINT_STEP);
      found = hint.step.n_eliminated > 0;
      if (!found)
        sudoku_board_apply_step (board, &hint.step, hint.cands);
    }
  g_assert_true (found);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_notes (board, cell / 9, cell % 9), ==, 0);

  sudoku_board_apply_step (board, &hint.step, hint.cands);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint notes = sudoku_board_get_notes (board, cell / 9, cell % 9);

      /* The candidates, without the eliminated ones. */
      g_assert_cmpuint (notes, ==, hint.cands[cell] & ~hint.step.eliminated[cell]);
    }
  g_assert_true (sudoku_board_undo (board));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_notes (board, cell / 9, cell % 9), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/sudoku/hint/solve", test_hints_solve);
  g_test_add_func ("/sudoku/hint/stages", test_stages);
  g_test_add_func ("/sudoku/hint/wrong-digit", test_wrong_digit);
  g_test_add_func ("/sudoku/hint/lost-note", test_lost_note);
  g_test_add_func ("/sudoku/hint/no-solution", test_no_solution);
  g_test_add_func ("/sudoku/hint/apply-eliminations", test_apply_eliminations);

  return g_test_run ();
}
