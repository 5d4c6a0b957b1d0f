/* sudoku-fullscreen-box.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-fullscreen-box"

#include "config.h"

#include "sudoku-fullscreen-box.h"
#include "sudoku-solve-button.h"

/* Full screen: the header bar is gone; its controls come down over the top
 * of the content when the mouse moves (the grid keeps its place and size,
 * as in GNOME's video and image viewers) and go after a while without
 * movement, not while the pointer is on them.  The box is shown only while
 * its window is in full screen, and watches the pointer over the whole
 * window. */

#define CONTROLS_MS 3000

struct _SudokuFullscreenBox
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkRevealer        *revealer;
  GtkMenuButton      *menu_button;
  SudokuSolveButton  *solve_button;

  /* Borrowed: the window it is in, and the controllers added to it */
  GtkWindow          *window;
  GtkEventController *motion;
  GtkEventController *keys;

  guint               hide_id;
  gboolean            menu_wanted; /* F10 pressed while the controls came down */
  double              pointer_x, pointer_y;
};

G_DEFINE_FINAL_TYPE (SudokuFullscreenBox, sudoku_fullscreen_box, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SEARCHING,
  PROP_DEMO,
  N_PROPS
};

static gboolean
hide_cb (gpointer user_data)
{
  SudokuFullscreenBox *self = user_data;

  /* Not while the menu is open. */
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->menu_button))))
    return G_SOURCE_CONTINUE;
  self->hide_id = 0;
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  return G_SOURCE_REMOVE;
}

static void
show_controls (SudokuFullscreenBox *self)
{
  g_clear_handle_id (&self->hide_id, g_source_remove);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  self->hide_id = g_timeout_add (CONTROLS_MS, hide_cb, self);
}

static void
fullscreened_cb (SudokuFullscreenBox *self)
{
  gboolean fullscreen = self->window != NULL && gtk_window_is_fullscreen (self->window);

  gtk_widget_set_visible (GTK_WIDGET (self), fullscreen);
  if (fullscreen)
    show_controls (self);
  else
    {
      g_clear_handle_id (&self->hide_id, g_source_remove);
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
    }
}

static void
pointer_moved_cb (SudokuFullscreenBox      *self,
                  double                    x,
                  double                    y,
                  GtkEventControllerMotion *motion)
{
  /* X11 sends a motion event when a window under a still pointer changes:
   * only a real move counts. */
  if (x == self->pointer_x && y == self->pointer_y)
    return;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->window != NULL && gtk_window_is_fullscreen (self->window))
    show_controls (self);
}

static void
controls_entered_cb (SudokuFullscreenBox *self)
{
  /* The pointer on the controls keeps them. */
  g_clear_handle_id (&self->hide_id, g_source_remove);
}

/**
 * sudoku_fullscreen_box_get_revealed:
 * @self: a #SudokuFullscreenBox
 *
 * Returns: whether the controls are down, all the way
 */
gboolean
sudoku_fullscreen_box_get_revealed (SudokuFullscreenBox *self)
{
  g_return_val_if_fail (SUDOKU_IS_FULLSCREEN_BOX (self), FALSE);
  return gtk_revealer_get_child_revealed (self->revealer);
}

/**
 * sudoku_fullscreen_box_set_menu:
 * @self: a #SudokuFullscreenBox
 * @menu: the window's main menu
 *
 * Returns: (transfer none): the menu's popover, for custom children
 */
GtkPopover *
sudoku_fullscreen_box_set_menu (SudokuFullscreenBox *self,
                                GMenuModel          *menu)
{
  g_return_val_if_fail (SUDOKU_IS_FULLSCREEN_BOX (self), NULL);
  g_return_val_if_fail (G_IS_MENU_MODEL (menu), NULL);

  gtk_menu_button_set_menu_model (self->menu_button, menu);
  return gtk_menu_button_get_popover (self->menu_button);
}

/* F10 in full screen: the controls come down with the menu open (the
 * header bar's menu button, which F10 opens otherwise, is gone). */
static gboolean
menu_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (user_data);

  if (self->window == NULL || !gtk_window_is_fullscreen (self->window))
    return FALSE;
  show_controls (self);
  /* The menu opens once its button is there: a popover needs a parent on
   * the screen. */
  if (gtk_revealer_get_child_revealed (self->revealer))
    gtk_menu_button_popup (self->menu_button);
  else
    self->menu_wanted = TRUE;
  return TRUE;
}

static void
revealed_cb (SudokuFullscreenBox *self)
{
  if (!gtk_revealer_get_child_revealed (self->revealer))
    return;
  if (self->menu_wanted)
    gtk_menu_button_popup (self->menu_button);
  self->menu_wanted = FALSE;
}

static void
sudoku_fullscreen_box_root (GtkWidget *widget)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (widget);
  GtkRoot             *root;

  GTK_WIDGET_CLASS (sudoku_fullscreen_box_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (!GTK_IS_WINDOW (root))
    return;
  self->window = GTK_WINDOW (root);
  self->motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (self->motion, "motion", G_CALLBACK (pointer_moved_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (root), self->motion);
  self->keys = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (
    GTK_SHORTCUT_CONTROLLER (self->keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F10, 0),
                      gtk_callback_action_new (menu_key_cb, self, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (root), self->keys);
  g_signal_connect_object (root, "notify::fullscreened", G_CALLBACK (fullscreened_cb), self,
                           G_CONNECT_SWAPPED);
  fullscreened_cb (self);
}

static void
sudoku_fullscreen_box_unroot (GtkWidget *widget)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (widget);

  if (self->window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->window, self);
      gtk_widget_remove_controller (GTK_WIDGET (self->window), self->motion);
      gtk_widget_remove_controller (GTK_WIDGET (self->window), self->keys);
      self->motion = NULL;
      self->keys = NULL;
      self->window = NULL;
    }
  g_clear_handle_id (&self->hide_id, g_source_remove);

  GTK_WIDGET_CLASS (sudoku_fullscreen_box_parent_class)->unroot (widget);
}

static void
sudoku_fullscreen_box_dispose (GObject *object)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (object);

  g_clear_handle_id (&self->hide_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_FULLSCREEN_BOX);

  G_OBJECT_CLASS (sudoku_fullscreen_box_parent_class)->dispose (object);
}

/* Its Solve turns into Stop as the header bar's does: the two properties
 * are its button's (see #SudokuSolveButton). */
static void
sudoku_fullscreen_box_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (object);

  g_object_get_property (G_OBJECT (self->solve_button), pspec->name, value);
}

static void
sudoku_fullscreen_box_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuFullscreenBox *self = SUDOKU_FULLSCREEN_BOX (object);

  g_object_set_property (G_OBJECT (self->solve_button), pspec->name, value);
}

static void
sudoku_fullscreen_box_class_init (SudokuFullscreenBoxClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_fullscreen_box_dispose;
  object_class->get_property = sudoku_fullscreen_box_get_property;
  object_class->set_property = sudoku_fullscreen_box_set_property;
  g_object_class_install_property (object_class, PROP_SEARCHING,
                                   g_param_spec_boolean ("searching", NULL, NULL, FALSE,
                                                         G_PARAM_READWRITE |
                                                           G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_DEMO,
                                   g_param_spec_boolean ("demo", NULL, NULL, FALSE,
                                                         G_PARAM_READWRITE |
                                                           G_PARAM_STATIC_STRINGS));
  widget_class->root = sudoku_fullscreen_box_root;
  widget_class->unroot = sudoku_fullscreen_box_unroot;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-fullscreen-box.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuFullscreenBox, revealer);
  gtk_widget_class_bind_template_child (widget_class, SudokuFullscreenBox, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuFullscreenBox, solve_button);
  gtk_widget_class_bind_template_child_full (widget_class, "leave_fullscreen_button", FALSE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "fullscreenbox");
}

static void
sudoku_fullscreen_box_init (SudokuFullscreenBox *self)
{
  GtkEventController *on_controls = gtk_event_controller_motion_new ();

  g_type_ensure (SUDOKU_TYPE_SOLVE_BUTTON);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (on_controls, "enter", G_CALLBACK (controls_entered_cb), self);
  g_signal_connect_swapped (on_controls, "leave", G_CALLBACK (show_controls), self);
  gtk_widget_add_controller (GTK_WIDGET (self->revealer), on_controls);
  g_signal_connect_object (self->revealer, "notify::child-revealed", G_CALLBACK (revealed_cb), self,
                           G_CONNECT_SWAPPED);
}
