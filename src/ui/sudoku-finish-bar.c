/* sudoku-finish-bar.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-finish-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-finish-bar.h"

/* The bar that says well done when the player has finished a game by hand
 * (#SudokuGame:finished), with what it took: the time, the hints, the
 * cells revealed; and the way on: the next puzzle of a collection, or a new
 * one.  Shown when the game becomes finished, gone when it is not any more
 * (Undo, another puzzle) or when closed. */

struct _SudokuFinishBar
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkLabel     *finish_label;
  GtkButton    *finish_next_button;

  /* Owned */
  GSignalGroup *game_signals;
};

G_DEFINE_FINAL_TYPE (SudokuFinishBar, sudoku_finish_bar, GTK_TYPE_WIDGET)

static void
update (SudokuFinishBar *self)
{
  g_autoptr(SudokuGame) game = g_signal_group_dup_target (self->game_signals);
  SudokuPlay       play;
  guint            revealed = 0;
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;

  if (game == NULL || !sudoku_game_get_finished (game))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  sudoku_game_get_play (game, &play);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    revealed += play.revealed[cell] != 0;
  time = sudoku_clock_text (play.seconds);
  /* Translators: the puzzle solved by hand; %s is a time such as 12:05,
   * then how many hints were asked for and how many cells revealed */
  text = g_strdup_printf (_("Well done: the puzzle is solved!\nTime %s · Hints %u · Cells "
                             "revealed %u"),
                          time, play.hints, revealed);
  sudoku_digits_set_label (self->finish_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/**
 * sudoku_finish_bar_set_game:
 * @self: a #SudokuFinishBar
 * @game: (nullable): the game the bar speaks of
 */
void
sudoku_finish_bar_set_game (SudokuFinishBar *self,
                            SudokuGame      *game)
{
  g_return_if_fail (SUDOKU_IS_FINISH_BAR (self));
  g_return_if_fail (game == NULL || SUDOKU_IS_GAME (game));

  g_signal_group_set_target (self->game_signals, game);
  update (self);
}

/**
 * sudoku_finish_bar_set_has_next:
 * @self: a #SudokuFinishBar
 * @has_next: whether a collection has a puzzle after this one
 */
void
sudoku_finish_bar_set_has_next (SudokuFinishBar *self,
                                gboolean         has_next)
{
  g_return_if_fail (SUDOKU_IS_FINISH_BAR (self));
  gtk_widget_set_visible (GTK_WIDGET (self->finish_next_button), has_next);
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_widget_set_visible (widget, FALSE);
}

static void
sudoku_finish_bar_dispose (GObject *object)
{
  SudokuFinishBar *self = SUDOKU_FINISH_BAR (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_FINISH_BAR);
  /* The widgets the template does not name too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_finish_bar_parent_class)->dispose (object);
}

static void
sudoku_finish_bar_class_init (SudokuFinishBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_finish_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-finish-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuFinishBar, finish_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuFinishBar, finish_next_button);
  gtk_widget_class_bind_template_child_full (widget_class, "finish_new_button", FALSE, 0);
  gtk_widget_class_install_action (widget_class, "finish.close", NULL, close_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "finishbar");
}

static void
sudoku_finish_bar_init (SudokuFinishBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);
  self->game_signals = g_signal_group_new (SUDOKU_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::finished", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
}
