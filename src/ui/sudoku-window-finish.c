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

/* The end of solving by hand, as the game judges it (SudokuGame:finished):
 * a bar says so, with what it took: the time, the hints, the cells
 * revealed, and the way to the next puzzle.  The game's clock counts while
 * the window is in front (SudokuGame:active) and no demo runs on its board
 * (SudokuGame:busy): the window tells it both. */

static void
show_finish (SudokuWindow *self)
{
  SudokuPlay       play;
  guint            revealed = 0, n = sudoku_document_get_n_puzzles (self->document);
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;

  sudoku_game_get_play (_sudoku_window_game (self), &play);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    revealed += play.revealed[cell] != 0;
  time = sudoku_clock_text (play.seconds);
  /* Translators: the puzzle solved by hand; %s is a time such as 12:05,
   * then how many hints were asked for and how many cells revealed */
  text = g_strdup_printf (_("Well done: the puzzle is solved!\nTime %s · Hints %u · Cells "
                             "revealed %u"),
                          time, play.hints, revealed);
  gtk_label_set_text (self->finish_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->finish_next_button),
                          sudoku_document_get_index (self->document) + 1 < n);
  gtk_widget_set_visible (self->finish_bar, TRUE);
}

/**
 * _sudoku_window_finish_update:
 * @self: a #SudokuWindow
 *
 * Shows the bar when the game is finished, and takes it away when it is not
 * any more (Undo, another puzzle).
 */
void
_sudoku_window_finish_update (SudokuWindow *self)
{
  if (sudoku_game_get_finished (_sudoku_window_game (self)))
    show_finish (self);
  else
    gtk_widget_set_visible (self->finish_bar, FALSE);
  _sudoku_window_play_update (self);
}

/* What only the window knows, told to its game: in front, and a demo. */
static void
tell_game (SudokuWindow *self)
{
  SudokuGame *game = _sudoku_window_game (self);

  sudoku_game_set_active (game, gtk_window_is_active (GTK_WINDOW (self)));
  sudoku_game_set_busy (game, sudoku_demo_bar_get_running (self->demo_bar));
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
  g_signal_group_connect_object (self->game_signals, "notify::finished",
                                 G_CALLBACK (_sudoku_window_finish_update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_signals, "bind", G_CALLBACK (tell_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (tell_game), NULL);
  g_signal_connect_object (self->demo_bar, "notify::running", G_CALLBACK (tell_game), self,
                           G_CONNECT_SWAPPED);
}

void
_sudoku_window_finish_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.close-finish", NULL, close_finish_action);
}
