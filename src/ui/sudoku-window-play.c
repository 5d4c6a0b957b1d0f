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

#include "sudoku-dialogs.h"
#include "sudoku-digits-manager.h"
#include "sudoku-logic-step.h"
#include "sudoku-race-window.h"
#include "sudoku-solutions-dialog.h"
#include "sudoku-stats-dialog.h"
#include "sudoku-uniqueness.h"
#include "sudoku-window-private.h"

/* Solving by hand: Start Solving, pencil marks, Check, Reveal Cell, and
 * hints told in three stages (where to look, the technique, the whole step
 * with an Apply button).  A hint is found on the board as it is and closed
 * by any change of it. */

/* The status line under the grid, which every part of the window writes
 * to: here, at the bottom, so that they all call down to it (this file
 * calls no other of the window's). */

void
_sudoku_window_set_status (SudokuWindow *self,
                           const char   *text)
{
  g_autofree char *shown = sudoku_digits_show (text);

  if (g_strcmp0 (gtk_label_get_text (self->status_label), shown) == 0)
    return;
  sudoku_digits_set_label (self->status_label, text);
  g_object_notify (G_OBJECT (self), "status");
}

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

/* The same, for a step of the shape logic engine on @shape. */
static gboolean
shape_step_concerns (const SudokuGridShape *shape,
                     const SudokuShapeStep *step,
                     guint                  cell)
{
  if (step->eliminated[cell] != 0 || (step->place_digit != 0 && step->place_cell == cell))
    return TRUE;
  for (guint k = 0; k < step->n_cells; k++)
    if (step->cells[k] == cell)
      return TRUE;
  for (guint k = 0; k < step->n_units; k++)
    for (guint i = 0; i < shape->side; i++)
      if (shape->units[step->units[k]][i] == cell)
        return TRUE;
  return FALSE;
}

/* A hint on any shape but a plain 9×9 (sudoku_hint_is_shaped ()), drawn as
 * show_step () draws one of the 9×9 engine. */
static void
show_shape_step (SudokuWindow *self,
                 SudokuGame   *game)
{
  const SudokuHint      *hint = sudoku_game_get_hint (game);
  const SudokuShapeStep *step = &hint->shape_step;
  const guint8          *values = sudoku_game_get_hint_values (game);
  guint                  stage = (guint)sudoku_game_get_hint_stage (game);

  sudoku_grid_show_shape_step (self->grid, step, stage);
  if (stage < SUDOKU_STEP_WHOLE)
    return;
  for (guint cell = 0; cell < hint->shape->n_cells; cell++)
    if (values[cell] == 0 && shape_step_concerns (hint->shape, step, cell))
      sudoku_grid_set_marks (self->grid, cell, hint->shape_cands[cell], step->eliminated[cell],
                             cell == step->place_cell && step->place_digit != 0
                               ? SUDOKU_SHAPE_DIGIT_BIT (step->place_digit)
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
  if (hint != NULL && hint->kind == SUDOKU_HINT_STEP && sudoku_hint_is_shaped (hint))
    show_shape_step (self, game);
  else if (hint != NULL && hint->kind == SUDOKU_HINT_STEP)
    show_step (self, game);
  else if (hint != NULL && hint->kind == SUDOKU_HINT_WRONG)
    sudoku_grid_set_wrong (self->grid, hint->cells);
  else if (hint != NULL && hint->kind == SUDOKU_HINT_NOTES)
    for (guint cell = 0; cell < hint->shape->n_cells; cell++)
      if (hint->cells[cell])
        sudoku_grid_set_cell_highlight (self->grid, cell, TRUE);
  _sudoku_window_play_update (self);
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

/* The game's marks of wrong digits. */
void
_sudoku_window_show_wrong (SudokuWindow *self)
{
  sudoku_grid_set_wrong (self->grid, sudoku_game_get_wrong (_sudoku_window_game (self)));
}

/* Playing */

static void
start_solving_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (!sudoku_board_get_solving (self->board))
    sudoku_board_start_solving (self->board);
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

  if (!sudoku_board_get_solving (self->board))
    sudoku_board_start_solving (self->board);
  sudoku_board_fill_notes (self->board);
}

static void
clear_colours_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sudoku_board_clear_colours (SUDOKU_WINDOW (widget)->board);
}

/* Two Solutions (#26): looked for on a worker thread. */

typedef struct
{
  SudokuWindow *window;
  SudokuBoard  *board;
  guint8        givens[SUDOKU_MAX_CELLS];
} CompareJob;

static void
compare_job_free (CompareJob *job)
{
  g_object_unref (job->window);
  g_object_unref (job->board);
  g_free (job);
}

static void
solutions_added_cb (SudokuWindow *self,
                    guint         n_added)
{
  g_autofree char *text =
    /* Translators: a message after the app added givens (digits of the puzzle) so that it has one
     * solution: “2 givens added: …” */
    g_strdup_printf (ngettext ("%u given added: the puzzle has one solution now",
                               "%u givens added: the puzzle has one solution now", n_added),
                     n_added);

  _sudoku_window_set_status (self, text);
}

static void
solutions_found_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  CompareJob   *job = user_data;
  SudokuWindow *self = job->window;
  g_autoptr(GError) error = NULL;
  SudokuUniqueness       found;
  SudokuSolutionsDialog *dialog;
  guint8                 givens[SUDOKU_MAX_CELLS];

  sudoku_board_get_givens (job->board, givens);
  /* The puzzle changed meanwhile, or the window went: too late. */
  if (job->board != self->board || memcmp (givens, job->givens, sudoku_board_get_shape (job->board)->n_cells) != 0 ||
      !gtk_widget_get_realized (GTK_WIDGET (self)))
    ;
  else if (!sudoku_uniqueness_find_finish (result, &found, &error))
    _sudoku_window_set_status (self, error->message);
  else if (found.n_solutions == 0)
    _sudoku_window_set_status (self, _("This puzzle has no solution"));
  else if (found.n_solutions == 1)
    _sudoku_window_set_status (self, _("This puzzle has one solution only: nothing to compare"));
  else
    {
      dialog = sudoku_solutions_dialog_new (GTK_WINDOW (self), self->board, job->givens, &found);
      g_signal_connect_object (dialog, "added", G_CALLBACK (solutions_added_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  compare_job_free (job);
}

static void
compare_solutions_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  CompareJob   *job;

  if (sudoku_board_has_conflicts (self->board))
    {
      gtk_widget_error_bell (widget);
      _sudoku_window_set_status (self, _("Some digits clash: fix them to solve the puzzle"));
      return;
    }
  job = g_new0 (CompareJob, 1);
  job->window = g_object_ref (self);
  job->board = g_object_ref (self->board);
  sudoku_board_get_givens (self->board, job->givens);
  sudoku_uniqueness_find_async (job->givens, NULL, solutions_found_cb, job);
}

/* A race of two searches on the puzzle (#26), in a window of its own. */
static void
race_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow     *self = SUDOKU_WINDOW (widget);
  SudokuRaceWindow *race;
  guint8            givens[SUDOKU_MAX_CELLS];

  if (sudoku_board_has_conflicts (self->board))
    {
      gtk_widget_error_bell (widget);
      _sudoku_window_set_status (self, _("Some digits clash: fix them to solve the puzzle"));
      return;
    }
  sudoku_board_get_givens (self->board, givens);
  race = sudoku_race_window_new (GTK_WINDOW (self), givens);
  gtk_window_present (GTK_WINDOW (race));
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sudoku_game_check (_sudoku_window_game (SUDOKU_WINDOW (widget)));
}

static void
reveal_cell_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_game_reveal_cell (_sudoku_window_game (self), sudoku_grid_get_selected (self->grid));
}

static void
try_from_here_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sudoku_game_try_from_here (_sudoku_window_game (SUDOKU_WINDOW (widget)));
}

static void
end_trial_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  sudoku_game_end_trial (_sudoku_window_game (SUDOKU_WINDOW (widget)),
                         g_str_equal (action_name, "win.keep-trial"));
}

static void
first_mistake_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  sudoku_game_back_to_first_mistake (_sudoku_window_game (SUDOKU_WINDOW (widget)));
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
  gboolean    paused = sudoku_game_get_paused (game);
  gboolean    puzzle = sudoku_board_get_n_givens (self->board) > 0 && !finished && !paused;
  /* What the 9×9 engines do: the race, two solutions.  (The worksheets
   * take every shape.) */
  gboolean    nine = sudoku_grid_shape_is_plain_nine (sudoku_board_get_shape (self->board));

  /* A demo or a hint highlights cells of its own. */
  sudoku_grid_set_selection_shown (self->grid, !demo && sudoku_game_get_hint_stage (game) < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.start-solving", !solving && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-puzzle", solving && !paused);
  /* Finished by hand: nothing is left to solve, hint or check. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.solve", !finished && !paused);
  /* Not during a demo: the class watches it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause",
                                 (!demo || paused) && sudoku_game_get_can_pause (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 idle && puzzle && sudoku_game_get_can_hint (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.check", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal-cell", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fill-notes", idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.compare-solutions",
                                 sudoku_board_get_n_givens (self->board) > 0 && !paused && nine);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.race", nine);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.clear-colours",
                                 !paused && sudoku_board_has_colours (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.try-from-here",
                                 solving && idle && puzzle && !sudoku_board_get_trying (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.keep-trial",
                                 !paused && sudoku_board_get_trying (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.take-back-trial",
                                 !paused && sudoku_board_get_trying (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.first-mistake",
                                 solving && idle && puzzle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.apply-hint",
                                 !paused && sudoku_game_get_can_apply (game));
}

/* Another game on the grid: its marks of wrong digits. */
void
_sudoku_window_play_new_board (SudokuWindow *self)
{
  _sudoku_window_show_wrong (self);
  _sudoku_window_play_update (self);
}

/* The player's times (sudoku-stats.c) */

static void
stats_added_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *secondary = NULL;

  if (sudoku_stats_add_finish (SUDOKU_STATS (object), result, NULL, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->document == NULL)
    return;
  /* Translators: %s is the reason from the system */
  secondary = g_strdup_printf (_("%s. This solve still counts while the app runs, and is kept "
                                  "with the next one if the folder can be written then."),
                               error->message);
  sudoku_error_dialog_show (GTK_WINDOW (self), _("Your times are not being kept"), secondary);
}

/**
 * _sudoku_window_completed_cb:
 * @self: a #SudokuWindow
 * @seconds: the player's time
 * @helped: whether the player had help
 *
 * The game shown was solved by hand (#SudokuGame::completed): a time for
 * the player's statistics, under the puzzle's level.
 */
void
_sudoku_window_completed_cb (SudokuWindow *self,
                             guint         seconds,
                             gboolean      helped)
{
  guint8 givens[SUDOKU_MAX_CELLS];

  sudoku_game_get_givens (_sudoku_window_game (self), givens);
  sudoku_stats_add_async (sudoku_stats_get_default (), givens, seconds, helped, NULL,
                          stats_added_cb, g_object_ref (self));
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuStatsDialog *dialog = sudoku_stats_dialog_new (GTK_WINDOW (widget),
                                                       sudoku_stats_get_default ());

  gtk_window_present (GTK_WINDOW (dialog));
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
  gtk_widget_class_install_action (widget_class, "win.clear-colours", NULL, clear_colours_action);
  gtk_widget_class_install_action (widget_class, "win.compare-solutions", NULL,
                                   compare_solutions_action);
  gtk_widget_class_install_action (widget_class, "win.race", NULL, race_action);
  gtk_widget_class_install_action (widget_class, "win.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "win.reveal-cell", NULL, reveal_cell_action);
  gtk_widget_class_install_action (widget_class, "win.try-from-here", NULL, try_from_here_action);
  gtk_widget_class_install_action (widget_class, "win.keep-trial", NULL, end_trial_action);
  gtk_widget_class_install_action (widget_class, "win.take-back-trial", NULL, end_trial_action);
  gtk_widget_class_install_action (widget_class, "win.first-mistake", NULL, first_mistake_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
}
