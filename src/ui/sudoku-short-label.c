/* sudoku-short-label.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-short-label"

#include "config.h"

#include "sudoku-short-label.h"

/* A button's content: its label, or in a compact header bar its icon.  The
 * labels of a header bar turn into icons together, where the header bar is
 * narrower than it needs to be with them: the title, whose own words are
 * never shortened, comes first (a narrow window, a long language).  Each
 * asks for the icon's width at least, so that the window's minimum size is
 * that of the compact header bar, and for the label's unless compact.  The
 * button's tooltip and accessible name keep the words.  (GTK 4.8 has no
 * breakpoints: the header bar's room is looked at after each layout, and a
 * change waits for an idle.) */

#define ICON_RESOURCES "/io/github/sudoku_solver/SudokuSolver/icons"

struct _SudokuShortLabel
{
  GtkWidget  parent_instance;

  /* Children */
  GtkWidget *label;
  GtkWidget *image;

  gboolean   compact;
};

G_DEFINE_FINAL_TYPE (SudokuShortLabel, sudoku_short_label, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_LABEL,
  PROP_ICON_NAME,
  PROP_COMPACT,
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
      *natural = self->compact ? image_nat : MAX (label_nat, image_nat);
    }
  else
    {
      *minimum = MAX (label_min, image_min);
      *natural = MAX (label_nat, image_nat);
    }
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  if (SUDOKU_IS_SHORT_LABEL (widget))
    {
      g_ptr_array_add (labels, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

static GtkWidget *
find_center_box (GtkWidget *widget)
{
  if (GTK_IS_CENTER_BOX (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_center_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  if (widget != NULL && gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* What a header bar's middle needs: the title in the centre, and each side
 * as wide as the wider one. */
static int
centred_width (int start,
               int title,
               int end)
{
  return 2 * MAX (start, end) + title;
}

/* The natural width of @header with its @labels shown: as it is, plus what
 * the compact labels would add to their side. */
static int
width_with_labels (GtkWidget *header,
                   GPtrArray *labels)
{
  GtkWidget *centre = find_center_box (header);
  GtkWidget *start_box, *end_box;
  int        start, title, end, start_extra = 0, end_extra = 0;

  if (centre == NULL)
    return natural_width (header);
  start_box = gtk_center_box_get_start_widget (GTK_CENTER_BOX (centre));
  end_box = gtk_center_box_get_end_widget (GTK_CENTER_BOX (centre));
  start = natural_width (start_box);
  title = natural_width (gtk_center_box_get_center_widget (GTK_CENTER_BOX (centre)));
  end = natural_width (end_box);
  for (guint i = 0; i < labels->len; i++)
    {
      SudokuShortLabel *label = g_ptr_array_index (labels, i);
      int               extra = label->compact ? sudoku_short_label_get_label_extra (label) : 0;

      if (start_box != NULL && gtk_widget_is_ancestor (GTK_WIDGET (label), start_box))
        start_extra += extra;
      else
        end_extra += extra;
    }
  return natural_width (header) + centred_width (start + start_extra, title, end + end_extra) -
         centred_width (start, title, end);
}

/* Whether @header needs its labels compact: with them, it would be wider
 * than it is.  What it needs is the same whether they are compact or not,
 * so they cannot go back and forth at one width. */
static gboolean
fit_header_cb (gpointer data)
{
  GtkWidget *header = data;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean compact;

  g_object_set_data (G_OBJECT (header), "sudoku-fit-idle", NULL);
  collect_labels (header, labels);
  if (labels->len == 0)
    return G_SOURCE_REMOVE;
  compact = gtk_widget_get_width (header) < width_with_labels (header, labels);
  for (guint i = 0; i < labels->len; i++)
    sudoku_short_label_set_compact (g_ptr_array_index (labels, i), compact);
  return G_SOURCE_REMOVE;
}

/* One look for all the labels of @self's header bar, after this layout and
 * before the next frame is drawn (an animation draws frames without end). */
static void
schedule_fit (SudokuShortLabel *self)
{
  GtkWidget *header = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_HEADER_BAR);

  if (header != NULL && g_object_get_data (G_OBJECT (header), "sudoku-fit-idle") == NULL)
    g_object_set_data (G_OBJECT (header), "sudoku-fit-idle",
                       GUINT_TO_POINTER (g_idle_add_full (G_PRIORITY_HIGH_IDLE, fit_header_cb,
                                                          g_object_ref (header),
                                                          g_object_unref)));
}

static void
sudoku_short_label_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (widget);
  int               label_nat;
  gboolean          iconic;

  /* Given less than the label needs, before the header bar's labels turn
   * compact together (after this frame), the icon already: never a label
   * cut, not even for a frame. */
  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  iconic = self->compact || width < label_nat;
  gtk_widget_set_child_visible (self->label, !iconic);
  gtk_widget_set_child_visible (self->image, iconic);
  gtk_widget_allocate (iconic ? self->image : self->label, width, height, -1, NULL);
  schedule_fit (self);
}

/* A compact label keeps its size as the window grows, and GTK does not lay
 * out again what keeps its size: the window's own size is watched. */
static void
sudoku_short_label_realize (GtkWidget *widget)
{
  SudokuShortLabel *self = SUDOKU_SHORT_LABEL (widget);
  GtkIconTheme     *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
  const char       *icon_name = gtk_image_get_icon_name (GTK_IMAGE (self->image));

  GTK_WIDGET_CLASS (sudoku_short_label_parent_class)->realize (widget);
  /* The icons are the app's own: GtkApplication finds them in its
   * resources; a window of the app without it (a test's) looks there too. */
  if (icon_name != NULL && !gtk_icon_theme_has_icon (theme, icon_name))
    gtk_icon_theme_add_resource_path (theme, ICON_RESOURCES);
  g_signal_connect_object (gtk_native_get_surface (gtk_widget_get_native (widget)),
                           "notify::width", G_CALLBACK (schedule_fit), widget,
                           G_CONNECT_SWAPPED);
}

static void
sudoku_short_label_unrealize (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_native_get_surface (gtk_widget_get_native (widget)),
                                        schedule_fit, widget);
  GTK_WIDGET_CLASS (sudoku_short_label_parent_class)->unrealize (widget);
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
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
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
    case PROP_COMPACT:
      sudoku_short_label_set_compact (self, g_value_get_boolean (value));
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
  widget_class->realize = sudoku_short_label_realize;
  widget_class->unrealize = sudoku_short_label_unrealize;

  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] =
    g_param_spec_string ("icon-name", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* Whether the icon shows, not the label. */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
sudoku_short_label_get_compact (SudokuShortLabel *self)
{
  g_return_val_if_fail (SUDOKU_IS_SHORT_LABEL (self), FALSE);
  return self->compact;
}

void
sudoku_short_label_set_compact (SudokuShortLabel *self,
                                gboolean          compact)
{
  g_return_if_fail (SUDOKU_IS_SHORT_LABEL (self));

  compact = !!compact;
  if (compact == self->compact)
    return;
  self->compact = compact;
  /* (Which one shows is chosen as it is laid out: see size_allocate.) */
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

/* Returns: the width the label takes beyond the icon's, in pixels */
int
sudoku_short_label_get_label_extra (SudokuShortLabel *self)
{
  int label_nat, image_nat;

  g_return_val_if_fail (SUDOKU_IS_SHORT_LABEL (self), 0);
  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  gtk_widget_measure (self->image, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &image_nat, NULL, NULL);
  return MAX (label_nat - image_nat, 0);
}
