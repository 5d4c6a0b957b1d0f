/* sudoku-hint-bar.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-hint-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-hint-bar.h"

/* The bar above the grid that tells a game's hint at its stage: the text,
 * Tell More while there is more to tell, Apply once a step is told whole
 * (or Solve when no technique applies), and a close button.  It follows
 * its game's #SudokuGame:hint-stage and is shown only while there is a
 * hint, or while one is looked for (#SudokuGame:hint-pending: seconds on
 * the forum's hardest puzzles, which the close button stops); what the
 * hint draws on the grid is the window's. */

struct _SudokuHintBar
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkLabel     *hint_label;
  GtkButton    *hint_more_button;
  GtkButton    *hint_apply_button;

  /* Owned */
  GSignalGroup *game_signals;
};

G_DEFINE_FINAL_TYPE (SudokuHintBar, sudoku_hint_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (SudokuHintBar *self)
{
  g_autoptr(SudokuGame) game = g_signal_group_dup_target (self->game_signals);
  const SudokuHint *hint = game != NULL ? sudoku_game_get_hint (game) : NULL;
  g_autofree char  *text = NULL;
  gboolean          step, guess, last;

  gtk_widget_set_visible (GTK_WIDGET (self),
                          hint != NULL || (game != NULL && sudoku_game_get_hint_pending (game)));
  if (hint == NULL)
    {
      /* Translators: the hint bar while a hint is looked for (seconds on
       * the hardest puzzles; the bar's close button stops it) */
      gtk_label_set_text (self->hint_label, _("Looking for a hint…"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_label), NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->hint_more_button), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->hint_apply_button), FALSE);
      return;
    }
  text = sudoku_game_dup_hint_text (game);
  step = hint->kind == SUDOKU_HINT_STEP;
  guess = hint->kind == SUDOKU_HINT_GUESS;
  last = sudoku_game_get_hint_stage (game) == SUDOKU_HINT_N_STAGES - 1;
  sudoku_digits_set_label (self->hint_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_label), gtk_label_get_text (self->hint_label));
  gtk_widget_set_visible (GTK_WIDGET (self->hint_more_button), step && !last);
  /* A step that needs a guess offers Solve in place of Apply. */
  gtk_widget_set_visible (GTK_WIDGET (self->hint_apply_button), (step && last) || guess);
  gtk_button_set_label (self->hint_apply_button, guess ? _("Solve") : _("Apply"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->hint_apply_button),
                                  guess ? "win.solve" : "win.apply-hint");
}

/**
 * sudoku_hint_bar_set_game:
 * @self: a #SudokuHintBar
 * @game: (nullable): the game whose hint the bar tells
 */
void
sudoku_hint_bar_set_game (SudokuHintBar *self,
                          SudokuGame    *game)
{
  g_autoptr(SudokuGame) old = NULL;

  g_return_if_fail (SUDOKU_IS_HINT_BAR (self));
  g_return_if_fail (game == NULL || SUDOKU_IS_GAME (game));

  old = g_signal_group_dup_target (self->game_signals);
  if (old == game)
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
sudoku_hint_bar_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SudokuHintBar *self = SUDOKU_HINT_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_take_object (value, g_signal_group_dup_target (self->game_signals));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_hint_bar_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SudokuHintBar *self = SUDOKU_HINT_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      sudoku_hint_bar_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_hint_bar_dispose (GObject *object)
{
  SudokuHintBar *self = SUDOKU_HINT_BAR (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_HINT_BAR);
  /* The close button too, which the template does not name. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_hint_bar_parent_class)->dispose (object);
}

static void
sudoku_hint_bar_class_init (SudokuHintBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_hint_bar_get_property;
  object_class->set_property = sudoku_hint_bar_set_property;
  object_class->dispose = sudoku_hint_bar_dispose;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-hint-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuHintBar, hint_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuHintBar, hint_more_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuHintBar, hint_apply_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hintbar");
}

static void
sudoku_hint_bar_init (SudokuHintBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);
  self->game_signals = g_signal_group_new (SUDOKU_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::hint-stage", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "notify::hint-pending", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
}
