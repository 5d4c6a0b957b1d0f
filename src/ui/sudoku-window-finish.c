/* sudoku-window-finish.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* The end of solving by hand: the time the player spends on the puzzle is
 * counted (while the window is in front), and when the last digit is right
 * a bar says so, with what it took: the time, the hints, the cells
 * revealed, and the way to the next puzzle. */

#define TICK_SECONDS 1

/* Whether the player may be at the puzzle: the window in front, the
 * puzzle being solved, not finished, no search on it and no solution
 * shown. */
static gboolean
may_play (SudokuWindow *self)
{
  SudokuBoardState state;

  if (self->board == NULL || !gtk_window_is_active (GTK_WINDOW (self)))
    return FALSE;
  state = sudoku_board_get_state (self->board);
  return sudoku_board_get_solving (self->board) && !self->finished &&
         state != SUDOKU_BOARD_SOLVING && state != SUDOKU_BOARD_SOLVED;
}

/* Whether the player is at the puzzle now: no demo either. */
static gboolean
is_playing (SudokuWindow *self)
{
  return may_play (self) && !sudoku_demo_bar_get_running (self->demo_bar);
}

static gboolean
tick_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;

  if (is_playing (self))
    sudoku_board_add_seconds (self->board, TICK_SECONDS);
  return G_SOURCE_CONTINUE;
}

/* The clock runs while the player may be at the puzzle, not when the
 * window is behind or the puzzle is not being solved: no wake-up then. */
static void
update_clock (SudokuWindow *self)
{
  if (may_play (self) && self->finish_tick_id == 0)
    self->finish_tick_id = g_timeout_add_seconds (TICK_SECONDS, tick_cb, self);
  else if (!may_play (self))
    g_clear_handle_id (&self->finish_tick_id, g_source_remove);
}

/* @seconds as a clock shows them: "4:05", "1:02:03". */
static char *
clock_text (guint seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, seconds / 60 % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

static void
show_finish (SudokuWindow *self)
{
  SudokuPlay       play;
  guint            revealed = 0, n = sudoku_document_get_n_puzzles (self->document);
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;

  sudoku_board_get_play (self->board, &play);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    revealed += play.revealed[cell] != 0;
  time = clock_text (play.seconds);
  /* Translators: the puzzle solved by hand; %s is a time such as 12:05,
   * then how many hints were asked for and how many cells revealed */
  text = g_strdup_printf (_("Well done: the puzzle is solved!\nTime %s · Hints %u · Cells "
                             "revealed %u"),
                          time, play.hints, revealed);
  gtk_label_set_text (self->finish_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->finish_next_button),
                          sudoku_document_get_index (self->document) + 1 < n);
  gtk_widget_set_visible (self->finish_bar, TRUE);
  g_clear_pointer (&text, g_free);
  /* Translators: %s is a time such as 12:05 */
  text = g_strdup_printf (_("Solved by hand in %s: well done!"), time);
  _sudoku_window_set_status (self, text);
}

/* Shows the bar when the player has just finished the puzzle, and takes it
 * away when the puzzle is not finished any more (Undo, another puzzle).
 * Once the board's change is whole: a change of many cells (Undo, a
 * solution shown) tells them one by one, and a grid full on the way is not
 * finished yet. */
static gboolean
update_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;
  gboolean      finished = sudoku_board_get_finished (self->board);

  self->finish_update_id = 0;
  if (finished != self->finished)
    {
      self->finished = finished;
      if (finished)
        {
          _sudoku_window_close_hint (self);
          show_finish (self);
        }
      else
        gtk_widget_set_visible (self->finish_bar, FALSE);
      _sudoku_window_play_update (self);
    }
  update_clock (self);
  return G_SOURCE_REMOVE;
}

/* Before the next frame: the grid never shows the last digit without the
 * bar. */
void
_sudoku_window_finish_update (SudokuWindow *self)
{
  if (self->finish_update_id == 0)
    self->finish_update_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_cb, self, NULL);
}

static void
close_finish_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  gtk_widget_set_visible (SUDOKU_WINDOW (widget)->finish_bar, FALSE);
}

void
_sudoku_window_finish_init (SudokuWindow *self)
{
  static const char *const signals[] = { "cell-changed", "notify::solving", "notify::state" };

  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    g_signal_group_connect_object (self->board_signals, signals[i],
                                   G_CALLBACK (_sudoku_window_finish_update), self,
                                   G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (update_clock), NULL);
}

void
_sudoku_window_finish_dispose (SudokuWindow *self)
{
  g_clear_handle_id (&self->finish_tick_id, g_source_remove);
  g_clear_handle_id (&self->finish_update_id, g_source_remove);
}

void
_sudoku_window_finish_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.close-finish", NULL, close_finish_action);
}
