/* sudoku-game-actions.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-game"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-game-private.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape-solver.h"
#include "sudoku-wrong-digit.h"

/* What a player asks of a game: Check and the digits it marks wrong,
 * Reveal Cell, trial and error, and Solve, each with what the status line
 * says of it (#SudokuGame::message); the hint is sudoku-game-hint.c's.
 * The state is the game's (sudoku-game-private.h); this file holds no
 * state of its own. */

static void
say (SudokuGame *self,
     const char *text)
{
  g_signal_emit_by_name (self, "message", text);
}

/* The player had help from the solver: a solve of this game is not one of
 * the player's own times (sudoku_game_get_helped ()). */
static void
set_helped (SudokuGame *self)
{
  if (self->helped)
    return;
  self->helped = TRUE;
  g_object_notify (G_OBJECT (self), "helped");
}

static void
start_solving (SudokuGame *self)
{
  if (!sudoku_board_get_solving (self->board))
    sudoku_board_start_solving (self->board);
}

/* The digits marked wrong */

static void
set_wrong (SudokuGame   *self,
           const guint8 *wrong)
{
  guint8 marks[SUDOKU_MAX_CELLS] = { 0 };

  for (guint cell = 0; wrong != NULL && cell < sudoku_board_get_shape (self->board)->n_cells; cell++)
    marks[cell] = wrong[cell] != 0;
  if (memcmp (marks, self->wrong, sizeof marks) == 0)
    return;
  memcpy (self->wrong, marks, sizeof marks);
  g_signal_emit_by_name (self, "wrong-changed");
}

/* A digit changed: its mark goes, and a search for the digits that stop
 * the puzzle as it was is moot. */
void
_sudoku_game_forget_wrong (SudokuGame *self,
                           guint       cell)
{
  g_cancellable_cancel (self->wrong_cancellable);
  if (self->wrong[cell] == 0)
    return;
  self->wrong[cell] = 0;
  g_signal_emit_by_name (self, "wrong-changed");
}

/**
 * sudoku_game_get_wrong:
 * @self: a #SudokuGame
 *
 * Returns: (transfer none) (array fixed-size=81): 1 for each digit a check
 *   (or the search for the digits that stop a puzzle) marked wrong, until
 *   it changes
 */
const guint8 *
sudoku_game_get_wrong (SudokuGame *self)
{
  g_return_val_if_fail (SUDOKU_IS_GAME (self), NULL);
  return self->wrong;
}

/* Says how many of the player's digits are marked wrong, or nothing. */
static void
say_wrong_count (SudokuGame *self)
{
  g_autofree char *text = NULL;
  int              n = 0;

  for (guint cell = 0; cell < SUDOKU_MAX_CELLS; cell++)
    n += self->wrong[cell];
  if (n > 0)
    /* Translators: after Check: how many of the player's digits are wrong, e.g. “2 of your digits
     * are not right: they are marked” */
    text = g_strdup_printf (ngettext ("%d of your digits is not right: it is marked",
                                      "%d of your digits are not right: they are marked", n),
                            n);
  say (self, text != NULL ? text : "");
}

static void
wrong_digits_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SudokuGame) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL, *text = NULL;
  guint8           removed[SUDOKU_MAX_CELLS];
  guint            n = 0, first = 0, side = sudoku_board_get_shape (self->board)->side;

  if (!sudoku_board_find_wrong_digits_finish (SUDOKU_BOARD (object), result, removed, &n, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        say (self, error->message);
      return;
    }
  if (n == 0)
    {
      /* The board changed meanwhile and has a solution now. */
      say (self, "");
      return;
    }
  while (!removed[first])
    first++;
  set_wrong (self, removed);
  where = sudoku_shape_cell_name (sudoku_board_get_shape (self->board), first);
  if (n == 1)
    /* Translators: "Without the 5 in row 4, column 2 the puzzle has a solution" */
    text = g_strdup_printf (_("Without the %u in %s the puzzle has a solution"),
                            sudoku_board_get_value (self->board, first / side, first % side), where);
  else
    /* Translators: after Check found no solution: how many of the player's digits are marked as the
     * cause, e.g. “Without the 3 marked digits the puzzle has a solution” */
    text = g_strdup_printf (ngettext ("Without the %u marked digit the puzzle has a solution",
                                      "Without the %u marked digits the puzzle has a solution", n),
                            n);
  say (self, text);
}

/* The puzzle has no solution and no clash shows: looks for the fewest
 * digits to take away, on a worker thread, and marks them. */
static void
find_wrong_digits (SudokuGame *self)
{
  g_cancellable_cancel (self->wrong_cancellable);
  g_clear_object (&self->wrong_cancellable);
  self->wrong_cancellable = g_cancellable_new ();
  say (self, _("This puzzle has no solution: looking for the digit that stops it…"));
  sudoku_board_find_wrong_digits_async (self->board, self->wrong_cancellable, wrong_digits_cb,
                                        g_object_ref (self));
}

static gboolean
givens_unsolvable (SudokuGame *self)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 1 };
  guint8             givens[SUDOKU_MAX_CELLS], solution[SUDOKU_MAX_CELLS];
  guint              n = 0;

  sudoku_board_get_givens (self->board, givens);
  return sudoku_shape_solve_any (sudoku_board_get_shape (self->board), givens, solution, &options, &n,
                                 NULL, NULL) &&
         n == 0;
}

/**
 * sudoku_game_check:
 * @self: a #SudokuGame
 *
 * Checks the player's digits against the solution and marks the wrong
 * ones (sudoku_game_get_wrong ()); for a puzzle with no solution, looks
 * for the digits that stop it.  Starts solving.
 */
void
sudoku_game_check (SudokuGame *self)
{
  g_autoptr(GError) error = NULL;
  guint8 wrong[SUDOKU_MAX_CELLS];
  int    n;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  sudoku_game_close_hint (self);
  start_solving (self);
  set_helped (self);
  n = sudoku_board_check (self->board, wrong, &error);
  if (n < 0 && !sudoku_board_has_conflicts (self->board) && givens_unsolvable (self))
    find_wrong_digits (self);
  else if (n < 0)
    say (self, error->message);
  else if (n == 0)
    {
      set_wrong (self, NULL);
      say (self, _("All your digits are right so far"));
    }
  else
    {
      set_wrong (self, wrong);
      say_wrong_count (self);
    }
}

/**
 * sudoku_game_reveal_cell:
 * @self: a #SudokuGame
 * @cell: the cell selected, or -1 for none
 *
 * Shows the solution's digit in @cell.  Starts solving.
 */
void
sudoku_game_reveal_cell (SudokuGame *self,
                         int         cell)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SUDOKU_IS_GAME (self));
  g_return_if_fail (cell < (int)sudoku_board_get_shape (self->board)->n_cells);

  if (cell < 0)
    {
      /* Translators: a message in the status bar: an action on a cell was asked for while no cell
       * is selected */
      say (self, _("Select a cell first"));
      return;
    }
  sudoku_game_close_hint (self);
  start_solving (self);
  if (!sudoku_board_reveal (self->board, (guint)cell / sudoku_board_get_shape (self->board)->side,
                            (guint)cell % sudoku_board_get_shape (self->board)->side, &error))
    {
      say (self, error->message);
      return;
    }
  set_helped (self);
  /* What a check said before follows: the digits still marked wrong. */
  say_wrong_count (self);
}

/* Trial and error */

/**
 * sudoku_game_try_from_here:
 * @self: a #SudokuGame
 *
 * Begins a trial (sudoku_board_try_from_here ()) and says how it goes on.
 */
void
sudoku_game_try_from_here (SudokuGame *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  sudoku_game_close_hint (self);
  if (!sudoku_board_try_from_here (self->board, &error))
    say (self, error->message);
  else
    /* Translators: the status after Try From Here */
    say (self, _("Trying from here: the digits you place now are blue until you keep them or take them back"));
}

/**
 * sudoku_game_end_trial:
 * @self: a #SudokuGame
 * @keep: whether the trial's digits stay
 *
 * Keeps the trial's digits as ordinary ones, or takes them all out.
 */
void
sudoku_game_end_trial (SudokuGame *self,
                       gboolean    keep)
{
  g_autofree char *text = NULL;
  guint            n;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  sudoku_game_close_hint (self);
  if (keep)
    {
      n = sudoku_board_keep_trial (self->board);
      /* Translators: the status after Keep Trial */
      text = g_strdup_printf (ngettext ("The trial’s %u digit is kept", "The trial’s %u digits are kept", n), n);
    }
  else
    {
      n = sudoku_board_take_back_trial (self->board);
      /* Translators: the status after Take Back Trial */
      text = g_strdup_printf (ngettext ("The trial’s %u digit is taken back", "The trial’s %u digits are taken back", n), n);
    }
  say (self, text);
}

/**
 * sudoku_game_back_to_first_mistake:
 * @self: a #SudokuGame
 *
 * Undoes the play back to before the first wrong digit
 * (sudoku_board_back_to_first_mistake ()) and says how far that was.
 */
void
sudoku_game_back_to_first_mistake (SudokuGame *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int              n;

  g_return_if_fail (SUDOKU_IS_GAME (self));

  sudoku_game_close_hint (self);
  n = sudoku_board_back_to_first_mistake (self->board, &error);
  if (n < 0)
    {
      say (self, error->message);
      return;
    }
  if (n == 0)
    {
      say (self, _("All your digits are right so far"));
      return;
    }
  /* Translators: the status after Back to Before the First Mistake; Redo
   * brings the steps back */
  text = g_strdup_printf (ngettext ("Back to before your first mistake: %d step undone",
                                    "Back to before your first mistake: %d steps undone", n),
                          n);
  say (self, text);
}

/* Solve */

static void
solved_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(SudokuGame) self = user_data;
  g_autoptr(GError) error = NULL;
  SudokuSolveResult outcome;

  if (!sudoku_board_solve_finish (SUDOKU_BOARD (object), result, &outcome, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        say (self, error->message);
      else if (sudoku_board_get_state (self->board) == SUDOKU_BOARD_CANCELLED)
        /* Translators: a message in the status bar: the player stopped the search for a solution */
        say (self, _("Solving stopped"));
      return;
    }
  /* The solution was on the board, even if Undo takes it away. */
  if (outcome.solutions != SUDOKU_SOLUTIONS_NONE)
    set_helped (self);
  switch (outcome.solutions)
    {
    case SUDOKU_SOLUTIONS_NONE:
      /* Which digit stops it?  Looked for on a worker thread. */
      find_wrong_digits (self);
      return;
    case SUDOKU_SOLUTIONS_UNIQUE:
      say (self, _("Solved: the solver’s digits are in red"));
      break;
    case SUDOKU_SOLUTIONS_MULTIPLE:
      say (self, _("This puzzle has more than one solution: here is one"));
      break;
    default:
      g_assert_not_reached ();
    }
  g_signal_emit_by_name (self, "solved", outcome.order, outcome.n_order);
}

/**
 * sudoku_game_solve:
 * @self: a #SudokuGame
 * @strategy: the search to run
 *
 * Solves the puzzle on a worker thread; the board shows the solution, and
 * #SudokuGame::solved tells the order its digits were found in.  A clash
 * on the board stops it before it starts.
 *
 * Returns: %FALSE if a clash stops it (the status line says which)
 */
gboolean
sudoku_game_solve (SudokuGame    *self,
                   SudokuStrategy strategy)
{
  const SudokuGridShape *shape;

  g_return_val_if_fail (SUDOKU_IS_GAME (self), FALSE);

  shape = sudoku_board_get_shape (self->board);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      const char *reason =
        sudoku_board_get_conflict (self->board, cell / shape->side, cell % shape->side);

      if (reason != NULL)
        {
          g_autofree char *text = NULL;

          /* Translators: "Cannot solve: 7 is already in row 3" */
          text = g_strdup_printf (_("Cannot solve: %s"), reason);
          say (self, text);
          return FALSE;
        }
    }
  g_cancellable_cancel (self->solve_cancellable);
  g_clear_object (&self->solve_cancellable);
  self->solve_cancellable = g_cancellable_new ();
  /* Translators: a message in the status bar while the solver searches */
  say (self, _("Solving…"));
  sudoku_board_solve_async (self->board, strategy, self->solve_cancellable, solved_cb,
                            g_object_ref (self));
  return TRUE;
}
