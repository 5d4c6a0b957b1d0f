/* sudoku-pause-bin.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-pause-bin"

#include "config.h"

#include "sudoku-pause-bin.h"

/* Holds the grid (its child), and while the game is paused
 * (#SudokuGame:paused) shows a page that hides it, with a Resume button
 * (`win.pause`).  The hidden grid and keypad are not mapped: no key or
 * click reaches them.  The focus goes to Resume, and comes back to where
 * it was when the game is taken up again. */

struct _SudokuPauseBin
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkStack     *stack;
  GtkWidget    *resume_button;

  /* Borrowed: the page's */
  GtkWidget    *child;

  /* Owned */
  SudokuGame   *game;
  GSignalGroup *game_signals;
  GWeakRef      focus; /* where the focus was before the pause */
};

G_DEFINE_FINAL_TYPE (SudokuPauseBin, sudoku_pause_bin, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_CHILD,
  PROP_GAME,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (SudokuPauseBin *self)
{
  gboolean   paused = sudoku_pause_bin_get_paused (self);
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean   was_paused = g_str_equal (gtk_stack_get_visible_child_name (self->stack), "paused");

  if (paused == was_paused || (!paused && self->child == NULL))
    return;
  if (paused)
    {
      /* The focus was in the grid: it stays in the window. */
      g_weak_ref_set (&self->focus, focus);
      gtk_stack_set_visible_child_name (self->stack, "paused");
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
        gtk_widget_grab_focus (self->resume_button);
    }
  else
    {
      g_autoptr(GtkWidget) before = g_weak_ref_get (&self->focus);

      gtk_stack_set_visible_child (self->stack, self->child);
      if (focus == NULL || focus == self->resume_button)
        {
          if (before != NULL && gtk_widget_is_ancestor (before, self->child))
            gtk_widget_grab_focus (before);
          else
            gtk_widget_child_focus (self->child, GTK_DIR_TAB_FORWARD);
        }
      g_weak_ref_set (&self->focus, NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

GtkWidget *
sudoku_pause_bin_get_child (SudokuPauseBin *self)
{
  g_return_val_if_fail (SUDOKU_IS_PAUSE_BIN (self), NULL);
  return self->child;
}

/**
 * sudoku_pause_bin_set_child:
 * @self: a #SudokuPauseBin
 * @child: what the pause hides (once)
 */
void
sudoku_pause_bin_set_child (SudokuPauseBin *self,
                            GtkWidget      *child)
{
  g_return_if_fail (SUDOKU_IS_PAUSE_BIN (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (self->child == NULL);

  self->child = child;
  gtk_stack_add_named (self->stack, child, "play");
  if (!sudoku_pause_bin_get_paused (self))
    gtk_stack_set_visible_child (self->stack, child);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

SudokuGame *
sudoku_pause_bin_get_game (SudokuPauseBin *self)
{
  g_return_val_if_fail (SUDOKU_IS_PAUSE_BIN (self), NULL);
  return self->game;
}

/**
 * sudoku_pause_bin_set_game:
 * @self: a #SudokuPauseBin
 * @game: (nullable): the game shown: its pause hides the child
 */
void
sudoku_pause_bin_set_game (SudokuPauseBin *self,
                           SudokuGame     *game)
{
  g_return_if_fail (SUDOKU_IS_PAUSE_BIN (self));
  g_return_if_fail (game == NULL || SUDOKU_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * sudoku_pause_bin_get_paused:
 * @self: a #SudokuPauseBin
 *
 * Returns: whether the child is hidden: the game is paused
 */
gboolean
sudoku_pause_bin_get_paused (SudokuPauseBin *self)
{
  g_return_val_if_fail (SUDOKU_IS_PAUSE_BIN (self), FALSE);
  return self->game != NULL && sudoku_game_get_paused (self->game);
}

static void
sudoku_pause_bin_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SudokuPauseBin *self = SUDOKU_PAUSE_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, sudoku_pause_bin_get_paused (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_pause_bin_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SudokuPauseBin *self = SUDOKU_PAUSE_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      sudoku_pause_bin_set_child (self, g_value_get_object (value));
      break;
    case PROP_GAME:
      sudoku_pause_bin_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_pause_bin_dispose (GObject *object)
{
  SudokuPauseBin *self = SUDOKU_PAUSE_BIN (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_weak_ref_set (&self->focus, NULL);
  self->child = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PAUSE_BIN);

  G_OBJECT_CLASS (sudoku_pause_bin_parent_class)->dispose (object);
}

static void
sudoku_pause_bin_finalize (GObject *object)
{
  SudokuPauseBin *self = SUDOKU_PAUSE_BIN (object);

  g_weak_ref_clear (&self->focus);

  G_OBJECT_CLASS (sudoku_pause_bin_parent_class)->finalize (object);
}

static void
sudoku_pause_bin_class_init (SudokuPauseBinClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags     flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sudoku_pause_bin_get_property;
  object_class->set_property = sudoku_pause_bin_set_property;
  object_class->dispose = sudoku_pause_bin_dispose;
  object_class->finalize = sudoku_pause_bin_finalize;

  properties[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, SUDOKU_TYPE_GAME, flags);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-pause-bin.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPauseBin, stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuPauseBin, resume_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pausebin");
}

static void
sudoku_pause_bin_init (SudokuPauseBin *self)
{
  g_weak_ref_init (&self->focus, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_signals = g_signal_group_new (SUDOKU_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::paused", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
}
