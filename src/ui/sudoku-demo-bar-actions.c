/* sudoku-demo-bar-actions.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-demo-bar-private.h"

/* What the demo bar's buttons do: play and pause, stop, finish now.
 * The bar's state stays in SudokuDemoBar (sudoku-demo-bar-private.h). */

void
_sudoku_demo_bar_update_play_button (SudokuDemoBar *self)
{
  const char *name = self->playing ? _("Pause") : _("Play");

  gtk_button_set_icon_name (self->play_button, self->playing ? "media-playback-pause-symbolic"
                                                             : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The time counter counts only while the demo plays. */
void
_sudoku_demo_bar_set_playing (SudokuDemoBar *self,
                              gboolean       playing)
{
  gint64 now = g_get_monotonic_time ();

  if (self->play_since != 0)
    self->run_time += now - self->play_since;
  self->play_since = playing ? now : 0;
  self->playing = playing;
}

void
sudoku_demo_bar_stop (SudokuDemoBar *self)
{
  g_return_if_fail (SUDOKU_IS_DEMO_BAR (self));

  /* The worker wakes and ends; demo_done_cb shows the board again. */
  if (self->demo != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  /* Play without a demo is Solve, with the window's checks. */
  if (self->demo == NULL)
    {
      gtk_widget_activate_action (widget, "win.solve", NULL);
      return;
    }
  _sudoku_demo_bar_set_playing (self, !self->playing);
  self->credit = 0;
  _sudoku_demo_bar_update_play_button (self);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_demo_bar_stop (SUDOKU_DEMO_BAR (widget));
}

static void
finish_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuDemoBar *self = SUDOKU_DEMO_BAR (widget);

  if (self->demo != NULL)
    {
      gtk_label_set_text (self->caption, _("Finishing…"));
      sudoku_demo_finish_now (self->demo);
    }
}

void
_sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "demo.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "demo.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "demo.finish", NULL, finish_action);
}
