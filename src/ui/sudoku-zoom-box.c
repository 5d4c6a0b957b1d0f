/* sudoku-zoom-box.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-zoom-box"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-zoom-box.h"

/* The zoom of the texts around the grid, in the main menu (of the header
 * bar and of full screen's controls): zoom out, the zoom as it is ("150 %",
 * which resets it), zoom in.  The buttons go through the window's actions;
 * the zoom shown follows the stage's. */

struct _SudokuZoomBox
{
  GtkWidget    parent_instance;

  /* Template widgets */
  GtkButton   *reset_button;

  SudokuStage *stage; /* weak */
};

G_DEFINE_FINAL_TYPE (SudokuZoomBox, sudoku_zoom_box, GTK_TYPE_WIDGET)

static void
show_zoom (SudokuZoomBox *self)
{
  g_autofree char *text = NULL, *shown = NULL;

  if (self->stage == NULL)
    return;
  /* Translators: the zoom in the main menu, e.g. "150 %" */
  text = g_strdup_printf (_("%d %%"), sudoku_stage_get_zoom_percent (self->stage));
  shown = sudoku_digits_show (text);
  gtk_button_set_label (self->reset_button, shown);
}

/**
 * sudoku_zoom_box_new:
 * @stage: the stage whose zoom it shows
 *
 * Returns: (transfer floating): a new #SudokuZoomBox
 */
GtkWidget *
sudoku_zoom_box_new (SudokuStage *stage)
{
  SudokuZoomBox *self;

  g_return_val_if_fail (SUDOKU_IS_STAGE (stage), NULL);

  self = g_object_new (SUDOKU_TYPE_ZOOM_BOX, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_signal_connect_object (sudoku_digits_manager_get_default (), "notify::digits",
                           G_CALLBACK (show_zoom), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (stage, "notify::zoom", G_CALLBACK (show_zoom), self,
                           G_CONNECT_SWAPPED);
  show_zoom (self);
  return GTK_WIDGET (self);
}

/**
 * sudoku_zoom_box_get_shown:
 * @self: a #SudokuZoomBox
 *
 * Returns: the zoom as the box shows it: "150 %"
 */
const char *
sudoku_zoom_box_get_shown (SudokuZoomBox *self)
{
  g_return_val_if_fail (SUDOKU_IS_ZOOM_BOX (self), NULL);
  return gtk_button_get_label (self->reset_button);
}

static void
sudoku_zoom_box_dispose (GObject *object)
{
  SudokuZoomBox *self = SUDOKU_ZOOM_BOX (object);

  g_clear_weak_pointer (&self->stage);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_ZOOM_BOX);
  /* The widgets the template does not name too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_zoom_box_parent_class)->dispose (object);
}

static void
sudoku_zoom_box_class_init (SudokuZoomBoxClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_zoom_box_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-zoom-box.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuZoomBox, reset_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
sudoku_zoom_box_init (SudokuZoomBox *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
