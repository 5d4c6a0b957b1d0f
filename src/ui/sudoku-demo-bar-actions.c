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

/* What the demo bar's buttons do: play and pause, stop, finish now; its
 * keys; the cell it marks.
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

/* Outlines the cell of the step the caption speaks of, and tints its row,
 * column and box, so that pupils need not count cells; NULL: none. */
void
_sudoku_demo_bar_mark_step (SudokuDemoBar    *self,
                            const SudokuStep *step)
{
  guint row, col;

  sudoku_grid_clear_highlights (self->grid);
  if (step == NULL)
    return;
  row = step->cell / 9;
  col = step->cell % 9;
  sudoku_grid_set_cell_highlight (self->grid, step->cell, TRUE);
  sudoku_grid_set_unit_highlight (self->grid, SUDOKU_UNIT_ROW, row, TRUE);
  sudoku_grid_set_unit_highlight (self->grid, SUDOKU_UNIT_COLUMN, col, TRUE);
  sudoku_grid_set_unit_highlight (self->grid, SUDOKU_UNIT_BOX, row / 3 * 3 + col / 3, TRUE);
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

/* Keys: a presenter's clicker sends Page Down and Page Up, a keyboard has
 * Space and the arrows.  While the bar is shown they drive the demo
 * wherever the focus is (the grid's arrows and the collection's Page keys
 * wait until it is hidden), but for the text fields, the speed slider and
 * the menus, which keep their own keys. */

typedef enum
{
  KEY_PLAY,
  KEY_FORWARD,
  KEY_BACK,
} DemoKey;

static const struct
{
  guint    keyval;
  DemoKey  key;
  gboolean clicker; /* also in a text field or on the slider */
} demo_keys[] = {
  { GDK_KEY_space, KEY_PLAY, FALSE },
  { GDK_KEY_Right, KEY_FORWARD, FALSE },
  { GDK_KEY_Page_Down, KEY_FORWARD, TRUE },
  { GDK_KEY_Left, KEY_BACK, FALSE },
  { GDK_KEY_Page_Up, KEY_BACK, TRUE },
};

static gboolean
focus_keeps_keys (GtkWidget *widget,
                  gboolean   clicker)
{
  GtkRoot   *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL)
    return FALSE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return TRUE;
  return !clicker && (GTK_IS_EDITABLE (focus) || GTK_IS_RANGE (focus));
}

static gboolean
demo_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  guint i = GPOINTER_TO_UINT (user_data);

  if (!gtk_widget_get_mapped (widget) || focus_keeps_keys (widget, demo_keys[i].clicker))
    return FALSE;
  switch (demo_keys[i].key)
    {
    case KEY_PLAY:
      gtk_widget_activate_action (widget, "demo.play", NULL);
      break;
    case KEY_FORWARD:
      gtk_widget_activate_action (widget, "demo.step", NULL);
      break;
    case KEY_BACK:
      gtk_widget_activate_action (widget, "demo.back", NULL);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

void
_sudoku_demo_bar_keys_init (SudokuDemoBar *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  /* Handled by the window, before the focused widget sees the key. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (demo_keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (demo_keys[i].keyval, 0),
                        gtk_callback_action_new (demo_key_cb, GUINT_TO_POINTER (i), NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "demo.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "demo.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "demo.finish", NULL, finish_action);
}
