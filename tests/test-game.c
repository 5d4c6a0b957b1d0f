/* test-game.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game"

#include "config.h"

#include <string.h>

#include "sudoku-core-test-util.h"
#include "sudoku-game.h"
#include "sudoku-puzzle-file.h"

/* The game of one puzzle, without a display: its history, its clock,
 * finished, and the hint in its three stages.  What a window does with them
 * is tested in test-play.c. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

static SudokuGame *
new_game (const char *puzzle,
          gboolean    to_solve)
{
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  return sudoku_game_new (cells, NULL, to_solve);
}

/* What is due now (the game judges a change once it is whole). */
static void
spin_due (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
message_cb (SudokuGame *game,
            const char *text,
            GString    *messages)
{
  g_string_append_printf (messages, "%s\n", text);
}

/* Fills every empty cell with the solution's digit but @except. */
static void
fill_but (SudokuBoard *board,
          guint        except)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (EASY[cell] == '.' && cell != except)
      g_assert_true (sudoku_board_set_value (board, cell / 9, cell % 9,
                                             (guint)(EASY_SOLUTION[cell] - '0'), NULL));
}

/* A game's history starts with its puzzle: a puzzle from a file is there to
 * be solved, and Undo goes back at most to entering it, never to an empty
 * board. */
static void
test_history (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
  SudokuBoard *board = sudoku_game_get_board (game);
  guint8       givens[SUDOKU_MAX_CELLS], easy[SUDOKU_N_CELLS];

  g_assert_true (sudoku_board_get_solving (board));
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_true (sudoku_board_undo (board));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  g_assert_true (sudoku_board_undo (board)); /* back to entering the puzzle */
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_false (sudoku_board_undo (board));
  sudoku_game_get_givens (game, givens);
  g_assert_true (sudoku_parse_cells (EASY, easy, NULL));
  g_assert_cmpmem (givens, SUDOKU_N_CELLS, easy, sizeof easy);

  /* A puzzle still being entered has no step before it at all. */
  {
    g_autoptr(SudokuGame) entered = new_game (EASY, FALSE);

    g_assert_false (sudoku_board_get_solving (sudoku_game_get_board (entered)));
    g_assert_false (sudoku_board_get_can_undo (sudoku_game_get_board (entered)));
  }
  /* A play kept comes back, one step after the puzzle. */
  {
    SudokuPlay play = { TRUE };
    g_autoptr(SudokuGame) kept = NULL;

    play.player[2] = 4;
    play.seconds = 70;
    play.hints = 2;
    g_assert_true (sudoku_parse_cells (EASY, easy, NULL));
    kept = sudoku_game_new (easy, &play, FALSE);
    g_assert_cmpuint (sudoku_board_get_value (sudoku_game_get_board (kept), 0, 2), ==, 4);
    g_assert_cmpuint (sudoku_game_get_elapsed (kept), ==, 70);
    g_assert_true (sudoku_board_undo (sudoku_game_get_board (kept)));
    g_assert_false (sudoku_board_undo (sudoku_game_get_board (kept)));
  }
}

static gboolean
counted (gpointer game)
{
  return sudoku_game_get_elapsed (game) > 0;
}

/* The clock runs exactly while the player may be at the puzzle: the game
 * in front, not paused, being solved, not finished, no solution shown; a
 * demo on the board keeps the time from counting. */
static void
test_clock (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, FALSE);
  SudokuBoard *board = sudoku_game_get_board (game);
  guint8       solution[SUDOKU_MAX_CELLS];

  sudoku_clock_set_active (sudoku_game_get_clock (game), TRUE);
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game))); /* still being entered */
  sudoku_board_start_solving (board);
  spin_due ();
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  sudoku_clock_set_active (sudoku_game_get_clock (game), FALSE);
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  sudoku_clock_set_active (sudoku_game_get_clock (game), TRUE);
  sudoku_clock_set_paused (sudoku_game_get_clock (game), TRUE);
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  sudoku_clock_set_paused (sudoku_game_get_clock (game), FALSE);
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));

  /* Busy: the clock runs, the time does not count (GLib's 1 s timer may
   * first fire after 2 s). */
  sudoku_clock_set_busy (sudoku_game_get_clock (game), TRUE);
  sudoku_test_spin_for (2.2);
  g_assert_cmpuint (sudoku_game_get_elapsed (game), ==, 0);
  sudoku_clock_set_busy (sudoku_game_get_clock (game), FALSE);
  g_assert_true (sudoku_test_spin_until (counted, game, 3));
  g_assert_cmpuint (sudoku_game_get_elapsed (game), <=, 3);

  /* A solution shown stops it; taken away, it runs again. */
  g_assert_true (sudoku_parse_cells (EASY_SOLUTION, solution, NULL));
  sudoku_board_show_solution (board, solution);
  spin_due ();
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  g_assert_false (sudoku_game_get_finished (game)); /* the solver's, not the player's */
  g_assert_true (sudoku_board_undo (board));
  spin_due ();
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));
}

/* Finished: the player solved it, judged once the change is whole; a wrong
 * last digit is no finish; the clock stops; Undo takes it back. */
static void
still_finished_cb (SudokuBoard *board,
                   guint        row,
                   guint        col,
                   SudokuGame  *game)
{
  g_assert_true (sudoku_game_get_finished (game));
}

static void
test_finished (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
  g_autoptr(GString) messages = g_string_new (NULL);
  SudokuBoard *board = sudoku_game_get_board (game);

  g_signal_connect (game, "message", G_CALLBACK (message_cb), messages);
  sudoku_clock_set_active (sudoku_game_get_clock (game), TRUE);
  sudoku_board_add_seconds (board, 125);
  fill_but (board, 80 - 2); /* r9c7, a 1 */
  spin_due ();
  g_assert_false (sudoku_game_get_finished (game));
  /* A 7 is in its row: the grid is full, but not finished. */
  g_assert_true (sudoku_board_set_value (board, 8, 6, 7, NULL));
  spin_due ();
  g_assert_false (sudoku_game_get_finished (game));
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  g_assert_true (sudoku_board_set_value (board, 8, 6, 1, NULL));
  g_assert_true (sudoku_game_get_finished (game)); /* as soon as the change is whole */
  g_assert_false (sudoku_clock_get_running (sudoku_game_get_clock (game)));
  g_assert_cmpstr (messages->str, ==, "Solved by hand in 2:05: well done!\n");
  g_assert_true (sudoku_board_undo (board));
  spin_due ();
  g_assert_false (sudoku_game_get_finished (game));
  g_assert_true (sudoku_clock_get_running (sudoku_game_get_clock (game)));

  /* A change of many cells is judged whole, not cell by cell on the way:
   * clearing the player's digits leaves "finished" as it was until the
   * last cell has gone. */
  g_assert_true (sudoku_board_redo (board));
  g_assert_true (sudoku_game_get_finished (game));
  {
    gulong handler = g_signal_connect (board, "cell-changed", G_CALLBACK (still_finished_cb), game);

    sudoku_board_clear (board);
    g_signal_handler_disconnect (board, handler);
  }
  g_assert_false (sudoku_game_get_finished (game));
  g_assert_true (sudoku_board_undo (board));
  g_assert_true (sudoku_game_get_finished (game));
  g_assert_true (sudoku_board_undo (board));

  /* A finished play kept is finished from the start. */
  {
    SudokuPlay play;
    guint8     givens[SUDOKU_MAX_CELLS];
    g_autoptr(SudokuGame) kept = NULL;

    g_assert_true (sudoku_board_redo (board));
    sudoku_game_get_play (game, &play);
    sudoku_game_get_givens (game, givens);
    kept = sudoku_game_new (givens, &play, FALSE);
    g_assert_true (sudoku_game_get_finished (kept));
  }
}

/* The hint in three stages, found on the board as it was; Apply is one
 * step of the history; any change takes the hint away. */
static void
test_hint (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, FALSE);
  g_autoptr(GString) messages = g_string_new (NULL);
  SudokuBoard     *board = sudoku_game_get_board (game);
  g_autofree char *first = NULL, *second = NULL, *third = NULL;
  SudokuPlay       play;
  guint8           before[SUDOKU_N_CELLS];

  g_signal_connect (game, "message", G_CALLBACK (message_cb), messages);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  g_assert_null (sudoku_game_get_hint (game));
  g_assert_null (sudoku_game_dup_hint_text (game));
  sudoku_test_game_hint (game);
  g_assert_true (sudoku_board_get_solving (board)); /* a hint starts solving */
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
  g_assert_cmpint (sudoku_game_get_hint (game)->kind, ==, SUDOKU_HINT_STEP);
  first = sudoku_game_dup_hint_text (game);
  g_assert_true (g_str_has_prefix (first, "Look at "));
  g_assert_false (sudoku_game_get_can_apply (game));
  sudoku_test_game_hint (game);
  second = sudoku_game_dup_hint_text (game);
  g_assert_cmpstr (second, !=, first);
  sudoku_test_game_hint (game);
  third = sudoku_game_dup_hint_text (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 2);
  g_assert_true (sudoku_game_get_can_apply (game));
  sudoku_test_game_hint (game); /* stays told whole */
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 2);
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 1); /* one hint, told in three presses */

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    before[cell] = (guint8)sudoku_board_get_value (board, cell / 9, cell % 9);
  g_assert_true (sudoku_game_apply_hint (game));
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  g_assert_false (sudoku_game_apply_hint (game));
  g_assert_cmpstr (messages->str, ==, "Done: Undo takes the step back\n");
  {
    guint changed = 0;

    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      changed += before[cell] != sudoku_board_get_value (board, cell / 9, cell % 9);
    g_assert_cmpuint (changed, ==, 1); /* the step placed its digit */
  }
  g_assert_true (sudoku_board_undo (board));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_board_get_value (board, cell / 9, cell % 9), ==, before[cell]);

  /* A change of the board takes a hint away: it no longer holds. */
  sudoku_test_game_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
  g_assert_true (sudoku_board_toggle_note (board, 0, 2, 4, NULL));
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  sudoku_test_game_hint (game);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  sudoku_test_game_hint (game);
  sudoku_game_close_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 4);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Check marks the wrong digits in the game, until each changes; Reveal
 * Cell then counts those still marked.  No display. */
static void
test_check (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
  g_autoptr(GString) messages = g_string_new (NULL);
  SudokuBoard *board = sudoku_game_get_board (game);
  guint        changes = 0, n = 0;

  g_signal_connect (game, "message", G_CALLBACK (message_cb), messages);
  g_signal_connect_swapped (game, "wrong-changed", G_CALLBACK (count_cb), &changes);
  sudoku_game_check (game);
  g_assert_cmpstr (messages->str, ==, "All your digits are right so far\n");
  g_assert_cmpuint (changes, ==, 0);

  /* r1c3 is 4: two wrong digits, a right one. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 1, NULL));
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, NULL));
  g_assert_true (sudoku_board_set_value (board, 1, 1, 7, NULL));
  g_string_truncate (messages, 0);
  sudoku_game_check (game);
  g_assert_cmpstr (messages->str, ==, "2 of your digits are not right: they are marked\n");
  g_assert_cmpuint (changes, ==, 1);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += sudoku_game_get_wrong (game)[cell];
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (sudoku_game_get_wrong (game)[2] && sudoku_game_get_wrong (game)[3]);

  /* A digit that changes loses its mark; Reveal Cell counts the rest. */
  g_string_truncate (messages, 0);
  sudoku_game_reveal_cell (game, 2);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_false (sudoku_game_get_wrong (game)[2]);
  g_assert_true (sudoku_game_get_wrong (game)[3]);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpstr (messages->str, ==, "1 of your digits is not right: it is marked\n");
  g_assert_true (sudoku_board_undo (board)); /* the wrong 1 is back, unmarked */
  g_assert_false (sudoku_game_get_wrong (game)[2]);
  g_string_truncate (messages, 0);
  sudoku_game_reveal_cell (game, -1);
  g_assert_cmpstr (messages->str, ==, "Select a cell first\n");
}

/* The trial's commands say what they did: a trial begun, its digits kept
 * or taken back, back to before the first mistake.  No display. */
static void
test_trial (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
  g_autoptr(SudokuGame) entering = new_game (EASY, FALSE);
  g_autoptr(GString) messages = g_string_new (NULL);
  SudokuBoard *board = sudoku_game_get_board (game);

  g_signal_connect (game, "message", G_CALLBACK (message_cb), messages);
  g_signal_connect (entering, "message", G_CALLBACK (message_cb), messages);
  sudoku_game_try_from_here (entering);
  g_assert_cmpstr (messages->str, ==,
                   "A trial starts from a puzzle being solved: press Start Solving first\n");
  g_assert_false (sudoku_board_get_trying (sudoku_game_get_board (entering)));

  g_string_truncate (messages, 0);
  sudoku_game_try_from_here (game);
  g_assert_true (sudoku_board_get_trying (board));
  g_assert_true (g_str_has_prefix (messages->str, "Trying from here"));
  /* r1c3 is 4, r1c4 6: one right digit, one wrong. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, NULL));
  g_string_truncate (messages, 0);
  sudoku_game_end_trial (game, FALSE);
  g_assert_cmpstr (messages->str, ==, "The trial’s 2 digits are taken back\n");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  sudoku_game_try_from_here (game);
  g_assert_true (sudoku_board_set_value (board, 0, 3, 2, NULL));
  g_string_truncate (messages, 0);
  sudoku_game_end_trial (game, TRUE);
  g_assert_cmpstr (messages->str, ==, "The trial’s 1 digit is kept\n");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 2);

  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_string_truncate (messages, 0);
  sudoku_game_back_to_first_mistake (game);
  /* The 4, the trial's end, the wrong 2: the first trial's wrong 2, taken
   * back, does not count. */
  g_assert_cmpstr (messages->str, ==, "Back to before your first mistake: 3 steps undone\n");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 0);
  g_string_truncate (messages, 0);
  sudoku_game_back_to_first_mistake (game);
  g_assert_cmpstr (messages->str, ==, "All your digits are right so far\n");
}

static void
solved_cb (SudokuGame   *game,
           const guint8 *order,
           guint         n_order,
           guint        *n)
{
  *n = n_order;
}

static gboolean
board_settled (gpointer data)
{
  SudokuBoardState state = sudoku_board_get_state (data);

  return state != SUDOKU_BOARD_SOLVING;
}

static gboolean
has_wrong (gpointer data)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (sudoku_game_get_wrong (data)[cell])
      return TRUE;
  return FALSE;
}

/* Solve runs on a worker and says what it found: the solution, a clash
 * before it starts, or no solution and then the digit that stops it. */
static void
test_solve (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, FALSE);
  g_autoptr(GString) messages = g_string_new (NULL);
  SudokuBoard *board = sudoku_game_get_board (game);
  guint        n_order = 0;

  g_signal_connect (game, "message", G_CALLBACK (message_cb), messages);
  g_signal_connect (game, "solved", G_CALLBACK (solved_cb), &n_order);
  g_assert_true (sudoku_game_solve (game, SUDOKU_STRATEGY_FAST));
  g_assert_true (sudoku_test_spin_until (board_settled, board, 10));
  g_assert_cmpstr (messages->str, ==, "Solving…\nSolved: the solver’s digits are in red\n");
  g_assert_cmpuint (n_order, ==, 51);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);

  /* A clash stops it before it starts. */
  sudoku_board_clear_solution (board);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 5, NULL));
  g_string_truncate (messages, 0);
  g_assert_false (sudoku_game_solve (game, SUDOKU_STRATEGY_FAST));
  g_assert_true (g_str_has_prefix (messages->str, "Cannot solve: "));

  /* No solution: the digit that stops it is marked. */
  g_assert_true (sudoku_board_set_value (board, 0, 2, 0, NULL));
  g_assert_true (sudoku_board_set_value (board, 0, 2, 1, NULL)); /* r1c3 must be 4 */
  g_assert_true (sudoku_board_set_value (board, 1, 1, 4, NULL));
  g_string_truncate (messages, 0);
  n_order = 0;
  g_assert_true (sudoku_game_solve (game, SUDOKU_STRATEGY_FAST));
  g_assert_true (sudoku_test_spin_until (has_wrong, game, 10));
  g_assert_cmpuint (n_order, ==, 0);
  g_assert_true (g_str_has_prefix (messages->str, "Solving…\nThis puzzle has no solution: "));
  g_assert_nonnull (strstr (messages->str, "the puzzle has a solution\n"));
}

/* Pause: only a game being played; the clock stops and the time with it;
 * the game tells it as its own property. */
static void
test_pause (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, FALSE);
  SudokuClock *clock = sudoku_game_get_clock (game);
  guint        notified = 0, elapsed;

  g_signal_connect_swapped (game, "notify::paused", G_CALLBACK (count_cb), &notified);
  sudoku_clock_set_active (clock, TRUE);
  g_assert_false (sudoku_game_get_can_pause (game)); /* still being entered */
  sudoku_game_set_paused (game, TRUE);
  g_assert_false (sudoku_game_get_paused (game));
  g_assert_cmpuint (notified, ==, 0);

  sudoku_board_start_solving (sudoku_game_get_board (game));
  spin_due ();
  g_assert_true (sudoku_game_get_can_pause (game));
  g_assert_true (sudoku_test_spin_until (counted, game, 3));
  g_object_set (game, "paused", TRUE, NULL);
  g_assert_true (sudoku_game_get_paused (game));
  g_assert_true (sudoku_clock_get_paused (clock));
  g_assert_false (sudoku_clock_get_running (clock));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (sudoku_game_get_can_pause (game)); /* to be taken up again */
  elapsed = sudoku_game_get_elapsed (game);
  sudoku_test_spin_for (2.2);
  g_assert_cmpuint (sudoku_game_get_elapsed (game), ==, elapsed);

  sudoku_game_set_paused (game, FALSE);
  g_assert_false (sudoku_game_get_paused (game));
  g_assert_true (sudoku_clock_get_running (clock));
  g_assert_cmpuint (notified, ==, 2);
  /* The clock's own switch is the game's too. */
  sudoku_clock_set_paused (clock, TRUE);
  g_assert_true (sudoku_game_get_paused (game));
  g_assert_cmpuint (notified, ==, 3);
}

static void
completed_cb (SudokuGame *game,
              guint       seconds,
              gboolean    helped,
              GString    *told)
{
  g_string_append_printf (told, "%u%s\n", seconds, helped ? " helped" : "");
}

/* Fills the grid right by hand; whether the game told a solve. */
static void
finish (SudokuGame *game)
{
  SudokuBoard *board = sudoku_game_get_board (game);

  fill_but (board, 80 - 2);
  g_assert_true (sudoku_board_set_value (board, 8, 6, 1, NULL));
  g_assert_true (sudoku_game_get_finished (game));
}

/* What counts as a solve for the player's times: each game once, when the
 * player fills it right; Undo and the last digit again is the same solve; a
 * game finished when it was made is not told; help is said. */
static void
test_completed (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
  g_autoptr(GString) told = g_string_new (NULL);
  SudokuBoard *board = sudoku_game_get_board (game);

  g_signal_connect (game, "completed", G_CALLBACK (completed_cb), told);
  sudoku_board_add_seconds (board, 125);
  g_assert_false (sudoku_game_get_helped (game));
  finish (game);
  g_assert_cmpstr (told->str, ==, "125\n");
  g_assert_true (sudoku_board_undo (board));
  g_assert_false (sudoku_game_get_finished (game));
  sudoku_board_add_seconds (board, 5);
  g_assert_true (sudoku_board_redo (board));
  g_assert_true (sudoku_game_get_finished (game));
  g_assert_cmpstr (told->str, ==, "125\n"); /* once */

  /* Kept from the last run, finished: Undo and Redo are no new solve. */
  {
    SudokuPlay play;
    guint8     givens[SUDOKU_MAX_CELLS];
    g_autoptr(SudokuGame) kept = NULL;

    sudoku_game_get_play (game, &play);
    sudoku_game_get_givens (game, givens);
    kept = sudoku_game_new (givens, &play, FALSE);
    g_signal_connect (kept, "completed", G_CALLBACK (completed_cb), told);
    g_assert_true (sudoku_game_get_finished (kept));
    g_assert_true (sudoku_board_undo (sudoku_game_get_board (kept)));
    g_assert_true (sudoku_board_redo (sudoku_game_get_board (kept)));
    g_assert_cmpstr (told->str, ==, "125\n");
  }
}

/* Help: a hint, a check, a cell revealed, a demo or Solve's solution make
 * a solve one with help, even once what they did is undone. */
static void
test_helped (void)
{
  for (guint how = 0; how < 5; how++)
    {
      g_autoptr(SudokuGame) game = new_game (EASY, TRUE);
      g_autoptr(GString) told = g_string_new (NULL);
      SudokuBoard *board = sudoku_game_get_board (game);
      guint        notified = 0;

      g_signal_connect (game, "completed", G_CALLBACK (completed_cb), told);
      g_signal_connect_swapped (game, "notify::helped", G_CALLBACK (count_cb), &notified);
      if (how == 0)
        sudoku_test_game_hint (game);
      else if (how == 1)
        sudoku_game_check (game);
      else if (how == 2)
        sudoku_game_reveal_cell (game, 2);
      else if (how == 3)
        {
          /* A demo at the board. */
          sudoku_clock_set_busy (sudoku_game_get_clock (game), TRUE);
          sudoku_clock_set_busy (sudoku_game_get_clock (game), FALSE);
        }
      else
        {
          g_assert_true (sudoku_game_solve (game, SUDOKU_STRATEGY_FAST));
          g_assert_true (sudoku_test_spin_until ((SudokuTestDoneFunc)sudoku_game_get_helped, game, 10));
          g_assert_true (sudoku_board_undo (board));
        }
      g_assert_true (sudoku_game_get_helped (game));
      g_assert_cmpuint (notified, ==, 1);
      if (how == 2)
        g_assert_true (sudoku_board_undo (board));
      finish (game);
      g_assert_cmpstr (told->str, ==, "0 helped\n");
    }
}

/* The hint is looked for on a worker thread: nothing is told until it is
 * found (meanwhile it is pending), a change of the board or Close
 * meanwhile drops it, and a press while it is looked for asks nothing
 * more. */
static void
test_hint_worker (void)
{
  g_autoptr(SudokuGame) game = new_game (EASY, FALSE);
  SudokuBoard *board = sudoku_game_get_board (game);
  SudokuPlay   play;
  guint        pending_changes = 0;

  g_signal_connect_swapped (game, "notify::hint-pending", G_CALLBACK (count_cb), &pending_changes);
  g_assert_false (sudoku_game_get_hint_pending (game));
  sudoku_game_hint (game);
  g_assert_true (sudoku_game_get_hint_pending (game));
  sudoku_game_hint (game);
  g_assert_cmpuint (pending_changes, ==, 1);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  g_assert_true (sudoku_board_set_value (board, 0, 2, 4, NULL));
  g_assert_false (sudoku_game_get_hint_pending (game));
  sudoku_test_spin_for (0.5);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 0);

  sudoku_game_hint (game);
  sudoku_game_close_hint (game);
  g_assert_false (sudoku_game_get_hint_pending (game));
  sudoku_test_spin_for (0.5);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, -1);
  g_assert_cmpuint (pending_changes, ==, 4);

  sudoku_test_game_hint (game);
  g_assert_cmpint (sudoku_game_get_hint_stage (game), ==, 0);
  g_assert_false (sudoku_game_get_hint_pending (game));
  g_assert_cmpuint (pending_changes, ==, 6);
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 1);
}

/* One of the forum's hardest: its first hint is SE's nested forcing chain
 * with dynamic ones nested (its level 4), pending for a while, sound; a
 * close while it is looked for drops it and counts nothing. */
#define DEEP_FIRST ".......12......345..3..46....2..1.3..7..6....8..9.......5..2..4.6..8....9..7....."

static gboolean
hint_not_pending (gpointer data)
{
  return !sudoku_game_get_hint_pending (data);
}

static void
test_hint_deep (void)
{
  g_autoptr(SudokuGame) game = new_game (DEEP_FIRST, FALSE);
  const SudokuHint *hint;
  guint8            solution[SUDOKU_MAX_CELLS];
  SudokuPlay        play;

  sudoku_game_hint (game);
  g_assert_true (sudoku_game_get_hint_pending (game));
  sudoku_game_close_hint (game);
  g_assert_false (sudoku_game_get_hint_pending (game));
  sudoku_test_spin_for (0.2);
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 0);

  sudoku_game_hint (game);
  g_assert_true (sudoku_test_spin_until (hint_not_pending, game, 60));
  hint = sudoku_game_get_hint (game);
  g_assert_nonnull (hint);
  g_assert_cmpint (hint->kind, ==, SUDOKU_HINT_STEP);
  g_assert_cmpint (hint->step.technique, ==, SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
  g_assert_cmpuint (hint->step.nesting, ==, 4);
  g_assert_true (sudoku_board_get_solution (sudoku_game_get_board (game), solution, NULL));
  g_assert_true (sudoku_logic_step_agrees (&hint->step, solution));
  sudoku_game_get_play (game, &play);
  g_assert_cmpuint (play.hints, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sudoku/game/history", test_history);
  g_test_add_func ("/sudoku/game/clock", test_clock);
  g_test_add_func ("/sudoku/game/finished", test_finished);
  g_test_add_func ("/sudoku/game/hint", test_hint);
  g_test_add_func ("/sudoku/game/hint-worker", test_hint_worker);
  g_test_add_func ("/sudoku/game/hint-deep", test_hint_deep);
  g_test_add_func ("/sudoku/game/check", test_check);
  g_test_add_func ("/sudoku/game/trial", test_trial);
  g_test_add_func ("/sudoku/game/solve", test_solve);
  g_test_add_func ("/sudoku/game/pause", test_pause);
  g_test_add_func ("/sudoku/game/completed", test_completed);
  g_test_add_func ("/sudoku/game/helped", test_helped);
  return g_test_run ();
}
