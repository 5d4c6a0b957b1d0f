/* sudoku-clock-button.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-clock-button"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-clock-button.h"
#include "sudoku-digits-manager.h"

/* Pause (`win.pause`), with the time the player has spent on the game's
 * puzzle beside its icon (#SudokuGame:elapsed): "⏸ 4:05".  One button for
 * both keeps the header bar narrow.  The time changes when the game's
 * clock ticks, once a second while the clock runs, and keeps still
 * otherwise: the button has no timer of its own.  It shows while the
 * puzzle is being solved (a finished one keeps its time); the time shows
 * when the player wants it (#SudokuClockButton:show-time, the "show-clock"
 * setting).  Paused, the icon says Resume. */

struct _SudokuClockButton
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkWidget    *button;
  GtkImage     *icon;
  GtkLabel     *label;

  /* Owned */
  SudokuGame   *game;
  GSignalGroup *game_signals;
  GSignalGroup *board_signals;

  gboolean      show_time;
  gboolean      paused_shown; /* what the icon and the tooltip say */
};

G_DEFINE_FINAL_TYPE (SudokuClockButton, sudoku_clock_button, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_TIME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (SudokuClockButton *self)
{
  g_autofree char *text = NULL, *shown = NULL;
  gboolean         solving, paused;

  solving = self->game != NULL && sudoku_board_get_solving (sudoku_game_get_board (self->game));
  paused = self->game != NULL && sudoku_game_get_paused (self->game);
  gtk_widget_set_visible (GTK_WIDGET (self), solving);
  gtk_widget_set_visible (GTK_WIDGET (self->label), self->show_time);
  /* Only on a change: a new tooltip asks where the pointer is, each tick,
   * even of a window on its way out. */
  if (paused != self->paused_shown)
    {
      self->paused_shown = paused;
      gtk_image_set_from_icon_name (self->icon, paused ? "media-playback-start-symbolic"
                                                       : "media-playback-pause-symbolic");
      gtk_widget_set_tooltip_text (self->button,
                                   paused ? _("Resume: show the grid and start the clock (P)")
                                          : _("Pause: hide the grid and stop the clock (P)"));
    }
  if (self->game == NULL)
    return;
  text = sudoku_clock_text (sudoku_game_get_elapsed (self->game));
  shown = sudoku_digits_show (text);
  if (g_strcmp0 (gtk_label_get_text (self->label), shown) == 0)
    return;
  sudoku_digits_set_label (self->label, text);
  /* Told to a screen reader with the button's name, "Pause". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, shown, -1);
}

SudokuGame *
sudoku_clock_button_get_game (SudokuClockButton *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK_BUTTON (self), NULL);
  return self->game;
}

/**
 * sudoku_clock_button_set_game:
 * @self: a #SudokuClockButton
 * @game: (nullable): the game whose time it shows
 */
void
sudoku_clock_button_set_game (SudokuClockButton *self,
                              SudokuGame        *game)
{
  g_return_if_fail (SUDOKU_IS_CLOCK_BUTTON (self));
  g_return_if_fail (game == NULL || SUDOKU_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  g_signal_group_set_target (self->board_signals, game != NULL ? sudoku_game_get_board (game) : NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
sudoku_clock_button_get_show_time (SudokuClockButton *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK_BUTTON (self), FALSE);
  return self->show_time;
}

/**
 * sudoku_clock_button_set_show_time:
 * @self: a #SudokuClockButton
 * @show_time: whether the player wants to see the time (while solving)
 */
void
sudoku_clock_button_set_show_time (SudokuClockButton *self,
                                   gboolean           show_time)
{
  g_return_if_fail (SUDOKU_IS_CLOCK_BUTTON (self));

  show_time = !!show_time;
  if (show_time == self->show_time)
    return;
  self->show_time = show_time;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_TIME]);
}

/**
 * sudoku_clock_button_get_time_shown:
 * @self: a #SudokuClockButton
 *
 * Returns: whether the time shows now: the button shows, with the time
 */
gboolean
sudoku_clock_button_get_time_shown (SudokuClockButton *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK_BUTTON (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self)) && self->show_time;
}

/**
 * sudoku_clock_button_get_text:
 * @self: a #SudokuClockButton
 *
 * Returns: (transfer none): the time it shows, "4:05"
 */
const char *
sudoku_clock_button_get_text (SudokuClockButton *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK_BUTTON (self), NULL);
  return gtk_label_get_text (self->label);
}

static void
sudoku_clock_button_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuClockButton *self = SUDOKU_CLOCK_BUTTON (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_TIME:
      g_value_set_boolean (value, self->show_time);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_clock_button_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SudokuClockButton *self = SUDOKU_CLOCK_BUTTON (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sudoku_clock_button_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_TIME:
      sudoku_clock_button_set_show_time (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_clock_button_dispose (GObject *object)
{
  SudokuClockButton *self = SUDOKU_CLOCK_BUTTON (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  if (self->board_signals != NULL)
    g_signal_group_set_target (self->board_signals, NULL);
  g_clear_object (&self->board_signals);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_CLOCK_BUTTON);

  G_OBJECT_CLASS (sudoku_clock_button_parent_class)->dispose (object);
}

static void
sudoku_clock_button_class_init (SudokuClockButtonClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags     flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sudoku_clock_button_get_property;
  object_class->set_property = sudoku_clock_button_set_property;
  object_class->dispose = sudoku_clock_button_dispose;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME, flags);
  properties[PROP_SHOW_TIME] = g_param_spec_boolean ("show-time", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-clock-button.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuClockButton, button);
  gtk_widget_class_bind_template_child (widget_class, SudokuClockButton, icon);
  gtk_widget_class_bind_template_child (widget_class, SudokuClockButton, label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clockbutton");
}

static void
sudoku_clock_button_init (SudokuClockButton *self)
{
  self->show_time = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_tooltip_text (self->button, _("Pause: hide the grid and stop the clock (P)"));
  self->game_signals = g_signal_group_new (SUDOKU_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::elapsed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::paused", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  self->board_signals = g_signal_group_new (SUDOKU_TYPE_BOARD);
  g_signal_group_connect_object (self->board_signals, "notify::solving", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  update (self);
}
