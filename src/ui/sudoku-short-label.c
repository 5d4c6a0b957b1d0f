/* sudoku-short-label.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-short-label"

#include "config.h"

#include "sudoku-short-label.h"

/* A button's content that is its label where there is room for it, and its
 * icon where there is not: the header bar gives the title the room it
 * needs first ("• Ungespeichertes Rätsel" in German), and its buttons what
 * is left.  It asks for the icon's width at least and the label's at most,
 * and shows the one that fits; the button's tooltip and accessible name
 * keep the words.  (As GTK 4.8 has no breakpoints, the choice is made as
 * it is laid out: it changes nothing it asked for, so it settles at once.) */

struct _SudokuShortLabel
{
  GtkWidget  parent_instance;

  /* Children */
  GtkWidget *label;
  GtkWidget *image;

  gboolean   shortened;
};

G_DEFINE_FINAL_TYPE (SudokuShortLabel, sudoku_short_label, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_LABEL,
  PROP_ICON_NAME,
  PROP_SHORTENED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sudoku_short_label_measure (GtkWidget     *widget,
                            GtkOrientation orientation,
                            int            for_size,
                            int           *minimum,
                            int           *natural,
                            int           *minimum_baseline,
                            int           *natural_baseline)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (widget);
  int               label_min, label_nat, image_min, image_nat;

  gtk_widget_measure (self->label, orientation, -1, &label_min, &label_nat, NULL, NULL);
  gtk_widget_measure (self->image, orientation, -1, &image_min, &image_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = image_min;
      *natural = MAX (label_nat, image_nat);
    }
  else
    {
      *minimum = MAX (label_min, image_min);
      *natural = MAX (label_nat, image_nat);
    }
}

static void
sudoku_short_label_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (widget);
  int               label_nat;
  gboolean          shortened;

  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  shortened = width < label_nat;
  gtk_widget_set_child_visible (self->label, !shortened);
  gtk_widget_set_child_visible (self->image, shortened);
  gtk_widget_allocate (shortened ? self->image : self->label, width, height, -1, NULL);
  if (shortened != self->shortened)
    {
      self->shortened = shortened;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHORTENED]);
    }
}

static void
sudoku_short_label_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (object);

  switch (prop_id)
    {
    case PROP_LABEL:
      g_value_set_string (value, sudoku_short_label_get_label (self));
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, sudoku_short_label_get_icon_name (self));
      break;
    case PROP_SHORTENED:
      g_value_set_boolean (value, self->shortened);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_short_label_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (object);

  switch (prop_id)
    {
    case PROP_LABEL:
      sudoku_short_label_set_label (self, g_value_get_string (value));
      break;
    case PROP_ICON_NAME:
      sudoku_short_label_set_icon_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_short_label_dispose (GObject *object)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->image, gtk_widget_unparent);
  G_OBJECT_CLASS (sudoku_short_label_parent_class)->dispose (object);
}

static void
sudoku_short_label_class_init (SudokuShortLabelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_short_label_get_property;
  object_class->set_property = sudoku_short_label_set_property;
  object_class->dispose = sudoku_short_label_dispose;
  widget_class->measure = sudoku_short_label_measure;
  widget_class->size_allocate = sudoku_short_label_size_allocate;

  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* Whether the icon shows, for lack of room for the label. */
  properties[PROP_SHORTENED] =
    g_param_spec_boolean ("shortened", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_short_label_init (SudokuShortLabel *self)
{
  self->label = gtk_label_new (NULL);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->image = gtk_image_new ();
  gtk_widget_set_parent (self->image, GTK_WIDGET (self));
  gtk_widget_set_child_visible (self->image, FALSE);
}

GtkWidget *
sudoku_short_label_new (const char *label,
                        const char *icon_name)
{
  return g_object_new (SUDOKU_TYPE_SHORT_LABEL, "label", label, "icon-name", icon_name, NULL);
}

const char *
sudoku_short_label_get_label (SudokuShortLabel *self)
{
  g_return_val_if_fail (SUDOKU_IS_SHORT_LABEL (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->label));
}

void
sudoku_short_label_set_label (SudokuShortLabel *self,
                              const char       *label)
{
  g_return_if_fail (SUDOKU_IS_SHORT_LABEL (self));

  if (g_strcmp0 (label, gtk_label_get_label (GTK_LABEL (self->label))) == 0)
    return;
  gtk_label_set_label (GTK_LABEL (self->label), label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

const char *
sudoku_short_label_get_icon_name (SudokuShortLabel *self)
{
  g_return_val_if_fail (SUDOKU_IS_SHORT_LABEL (self), NULL);
  return gtk_image_get_icon_name (GTK_IMAGE (self->image));
}

void
sudoku_short_label_set_icon_name (SudokuShortLabel *self,
                                  const char       *icon_name)
{
  g_return_if_fail (SUDOKU_IS_SHORT_LABEL (self));

  if (g_strcmp0 (icon_name, gtk_image_get_icon_name (GTK_IMAGE (self->image))) == 0)
    return;
  gtk_image_set_from_icon_name (GTK_IMAGE (self->image), icon_name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

gboolean
sudoku_short_label_get_shortened (SudokuShortLabel *self)
{
  g_return_val_if_fail (SUDOKU_IS_SHORT_LABEL (self), FALSE);
  return self->shortened;
}
