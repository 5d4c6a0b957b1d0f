/* sudoku-window-play.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-logic-step.h"
#include "sudoku-window-private.h"
#include "sudoku-wrong-digit.h"

/* Solving by hand: Start Solving, pencil marks, Check, Reveal Cell, and
 * hints told in three stages (where to look, the technique, the whole step
 * with an Apply button).  A hint is found on the board as it is and closed
 * by any change of it. */

/* Hints */

/* Whether the step looks at @cell: in one of its units or its cells, or
 * a cell it places a digit in or removes candidates from. */
static gboolean
step_concerns (const SudokuLogicStep *step,
               guint                  cell)
{
  if (step->eliminated[cell] != 0 || (step->place_digit != 0 && step->place_cell == cell))
    return TRUE;
  for (guint k = 0; k < step->n_cells; k++)
    if (step->cells[k] == cell)
      return TRUE;
  for (guint k = 0; k < step->n_units; k++)
    if (sudoku_logic_unit_holds (step->units[k], cell))
      return TRUE;
  return FALSE;
}

static void
show_step (SudokuWindow *self,
           SudokuGame   *game)
{
  const SudokuLogicStep *step = &sudoku_game_get_hint (game)->step;
  const guint16         *cands = sudoku_game_get_hint (game)->cands;
  const guint8          *values = sudoku_game_get_hint_values (game);
  guint                  stage = (guint)sudoku_game_get_hint_stage (game);

  sudoku_grid_show_step (self->grid, step, stage);
  if (stage < 2)
    return;
  /* The whole step: the candidates it reasons on in the cells it looks at,
   * what it removes struck through, the digit it places in bold. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (values[cell] == 0 && step_concerns (step, cell))
      sudoku_grid_set_marks (self->grid, cell, cands[cell], step->eliminated[cell],
                             cell == step->place_cell && step->place_digit != 0
                               ? (guint16)(1u << step->place_digit)
                               : 0);
}

/**
 * _sudoku_window_show_hint:
 * @self: a #SudokuWindow
 *
 * Draws the game's hint at its stage on the grid (its bar tells it:
 * sudoku-hint-bar.c), or takes away what it drew when the game has none.
 */
void
_sudoku_window_show_hint (SudokuWindow *self)
{
  SudokuGame       *game = _sudoku_window_game (self);
  const SudokuHint *hint = sudoku_game_get_hint (game);

  sudoku_grid_clear_highlights (self->grid);
  sudoku_grid_show_board (self->grid);
  if (hint != NULL && hint->kind == SUDOKU_HINT_STEP)
    show_step (self, game);
  else if (hint != NULL && hint->kind == SUDOKU_HINT_WRONG)
    sudoku_grid_set_wrong (self->grid, hint->cells);
  else if (hint != NULL && hint->kind == SUDOKU_HINT_NOTES)
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      if (hint->cells[cell])
        sudoku_grid_set_cell_highlight (self->grid, cell, TRUE);
  _sudoku_window_play_update (self);
}

static void
start_solving (SudokuWindow *self)
{
  if (!sudoku_board_get_solving (self->board))
    sudoku_board_start_solving (self->board);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  SudokuGame   *game = _sudoku_window_game (self);

  /* A new hint is found on the board as the player has it. */
  if (sudoku_game_get_hint_stage (game) < 0)
    {
      sudoku_demo_bar_stop (self->demo_bar);
      sudoku_grid_stop_reveal (self->grid);
    }
  sudoku_game_hint (game);
}

static void
apply_hint_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sudoku_game_apply_hint (_sudoku_window_game (SUDOKU_WINDOW (widget)));
}

static void
close_hint_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sudoku_game_close_hint (_sudoku_window_game (SUDOKU_WINDOW (widget)));
}

/* The board changed (the game takes away a hint found on it before). */
static void
board_changed_cb (SudokuWindow *self)
{
  _sudoku_window_play_update (self);
}

/* A digit changed: a search for the wrong digit of the old board is moot. */
static void
cell_changed_cb (SudokuWindow *self)
{
  g_cancellable_cancel (self->wrong_cancellable);
  board_changed_cb (self);
}

/* Playing */

static void
start_solving_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  start_solving (self);
  _sudoku_window_set_status (self, _("Your turn: type your digits; Hint helps when you are stuck"));
}

static void
edit_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_game_close_hint (_sudoku_window_game (self));
  sudoku_board_edit_puzzle (self->board);
  _sudoku_window_set_status (self, _("Editing the puzzle: typed digits are part of it"));
}

static void
fill_notes_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  start_solving (self);
  sudoku_board_fill_notes (self->board);
}

static void
wrong_digits_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL, *text = NULL;
  guint8           removed[SUDOKU_N_CELLS];
  guint            n = 0, first = 0;

  if (!sudoku_board_find_wrong_digits_finish (SUDOKU_BOARD (object), result, removed, &n, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->grid != NULL)
        _sudoku_window_set_status (self, error->message);
      return;
    }
  if (self->grid == NULL)
    return;
  if (n == 0)
    {
      /* The board changed meanwhile and has a solution now. */
      _sudoku_window_set_status (self, "");
      return;
    }
  while (!removed[first])
    first++;
  sudoku_grid_set_wrong (self->grid, removed);
  where = sudoku_cell_name (first);
  if (n == 1)
    /* Translators: "Without the 5 in row 4, column 2 the puzzle has a solution" */
    text = g_strdup_printf (_("Without the %u in %s the puzzle has a solution"),
                            sudoku_board_get_value (self->board, first / 9, first % 9), where);
  else
    text = g_strdup_printf (ngettext ("Without the %u marked digit the puzzle has a solution",
                                      "Without the %u marked digits the puzzle has a solution", n),
                            n);
  _sudoku_window_set_status (self, text);
}

/**
 * _sudoku_window_find_wrong_digits:
 * @self: a #SudokuWindow
 *
 * The puzzle has no solution and no clash shows: looks for the fewest
 * digits to take away, on a worker thread, and marks them.
 */
void
_sudoku_window_find_wrong_digits (SudokuWindow *self)
{
  g_cancellable_cancel (self->wrong_cancellable);
  g_clear_object (&self->wrong_cancellable);
  self->wrong_cancellable = g_cancellable_new ();
  _sudoku_window_set_status (self, _("This puzzle has no solution: looking for the digit that "
                                      "stops it…"));
  sudoku_board_find_wrong_digits_async (self->board, self->wrong_cancellable, wrong_digits_cb,
                                        g_object_ref (self));
}

static gboolean
givens_unsolvable (SudokuWindow *self)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 1 };
  guint8             givens[SUDOKU_N_CELLS], solution[SUDOKU_N_CELLS];
  guint              n = 0;

  sudoku_board_get_givens (self->board, givens);
  return sudoku_solve (givens, solution, &options, &n, NULL, NULL) && n == 0;
}

/* Says how many of the player's digits are marked wrong, or nothing. */
static void
show_wrong_count (SudokuWindow *self)
{
  g_autofree char *text = NULL;
  int              n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += sudoku_grid_get_wrong (self->grid, cell) ? 1 : 0;
  if (n > 0)
    text = g_strdup_printf (ngettext ("%d of your digits is not right: it is marked",
                                      "%d of your digits are not right: they are marked", n),
                            n);
  _sudoku_window_set_status (self, text != NULL ? text : "");
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  guint8 wrong[SUDOKU_N_CELLS];
  int    n;

  sudoku_game_close_hint (_sudoku_window_game (self));
  start_solving (self);
  n = sudoku_board_check (self->board, wrong, &error);
  if (n < 0 && !sudoku_board_has_conflicts (self->board) && givens_unsolvable (self))
    _sudoku_window_find_wrong_digits (self);
  else if (n < 0)
    _sudoku_window_set_status (self, error->message);
  else if (n == 0)
    {
      sudoku_grid_set_wrong (self->grid, NULL);
      _sudoku_window_set_status (self, _("All your digits are right so far"));
    }
  else
    {
      sudoku_grid_set_wrong (self->grid, wrong);
      show_wrong_count (self);
    }
}

static void
reveal_cell_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  int cell = sudoku_grid_get_selected (self->grid);

  if (cell < 0)
    {
      _sudoku_window_set_status (self, _("Select a cell first"));
      return;
    }
  sudoku_game_close_hint (_sudoku_window_game (self));
  start_solving (self);
  if (!sudoku_board_reveal (self->board, (guint)cell / 9, (guint)cell % 9, &error))
    {
      _sudoku_window_set_status (self, error->message);
      return;
    }
  /* What a check said before follows: the digits still marked wrong. */
  show_wrong_count (self);
}

/**
 * _sudoku_window_play_update:
 * @self: a #SudokuWindow
 *
 * Shows Start Solving or the solving buttons, and enables what can be done.
 */
void
_sudoku_window_play_update (SudokuWindow *self)
{
  gboolean    solving = sudoku_board_get_solving (self->board);
  gboolean    demo = sudoku_demo_bar_get_running (self->demo_bar);
  gboolean    idle = sudoku_board_get_state (self->board) != SUDOKU_BOARD_SOLVING && !demo;
  SudokuGame *game = _sudoku_window_game (self);
  gboolean    finished = sudoku_game_get_finished (game);
  gboolean    puzzle = sudoku_board_get_n_givens (self->board) > 0 && !finished;

  /* A demo or a hint highlights cells of its own. */
  sudoku_grid_set_selection_shown (self->grid, !demo && sudoku_game_get_hint_stage (game) < 0);
  gtk_stack_set_visible_child_name (self->play_stack, solving ? "solving" : "entering");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-solving", !solving && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-puzzle", solving);
  /* Finished by hand: nothing is left to solve, hint or check. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.solve", !finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.check", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal-cell", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fill-notes", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.apply-hint",
                                 sudoku_game_get_can_apply (game));
}

void
_sudoku_window_play_init (SudokuWindow *self)
{
  g_signal_group_connect_object (self->game_signals, "notify::hint-stage",
                                 G_CALLBACK (_sudoku_window_show_hint), self, G_CONNECT_SWAPPED);
  /* Finished by hand: nothing is left to solve, hint or check. */
  g_signal_group_connect_object (self->game_signals, "notify::finished",
                                 G_CALLBACK (_sudoku_window_play_update), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "cell-changed",
                                 G_CALLBACK (cell_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notes-changed",
                                 G_CALLBACK (board_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::solving",
                                 G_CALLBACK (_sudoku_window_update_subtitle), self,
                                 G_CONNECT_SWAPPED);
}

/* Another game on the grid: what was said of the last one's board goes. */
void
_sudoku_window_play_new_board (SudokuWindow *self)
{
  cell_changed_cb (self);
  _sudoku_window_update_subtitle (self);
}

void
_sudoku_window_play_dispose (SudokuWindow *self)
{
  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  g_cancellable_cancel (self->wrong_cancellable);
  g_clear_object (&self->wrong_cancellable);
}

void
_sudoku_window_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.apply-hint", NULL, apply_hint_action);
  gtk_widget_class_install_action (widget_class, "win.close-hint", NULL, close_hint_action);
  gtk_widget_class_install_action (widget_class, "win.start-solving", NULL, start_solving_action);
  gtk_widget_class_install_action (widget_class, "win.edit-puzzle", NULL, edit_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.fill-notes", NULL, fill_notes_action);
  gtk_widget_class_install_action (widget_class, "win.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "win.reveal-cell", NULL, reveal_cell_action);
  gtk_widget_class_install_property_action (widget_class, "win.advance", "advance");
}
