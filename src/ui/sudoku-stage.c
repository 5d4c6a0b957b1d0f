/* sudoku-stage.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-stage"

#include "config.h"

#include <pango/pangocairo.h>

#include "sudoku-keypad.h"
#include "sudoku-stage.h"

/* The grid, its keypad and the classroom's bar, fitted to the window for a
 * projector as for a laptop: the texts around the grid (every
 * `.sudoku-text` of the window) grow with the window and with the zoom
 * (Ctrl+plus), the caption 1.6 times as big; in a wide window, while the
 * bar is shown, the bar and the status line stand beside the grid, so that
 * bigger texts never take the grid's height.  The keypad stands under the
 * grid or beside it, whichever leaves the grid bigger, its keys as big as
 * the zoom asks and the room allows.  The window hands the stage its status
 * line. */

static const int zoom_percent[] = { 75, 100, 125, 150, 200, 250, 300 };

G_STATIC_ASSERT (G_N_ELEMENTS (zoom_percent) == SUDOKU_N_ZOOM);

#define WIDE_RATIO    1.3  /* width to height from which the bar goes beside the grid */
#define SIDE_FRACTION 0.34 /* of the width, for the bar beside the grid */
#define KEYPAD_SPACE  12   /* the keypad's margins */

struct _SudokuStage
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkBox         *box;
  GtkBox         *side;
  GtkWidget      *grid_frame;
  GtkBox         *play_box;
  SudokuGrid     *grid;
  SudokuKeypad   *keypad;
  SudokuDemoBar  *demo_bar;

  /* Borrowed: the status line, and where it lives in a narrow window */
  GtkWidget      *status;
  GtkWidget      *status_home;

  /* Owned */
  GtkCssProvider *css;
  char            css_class[48]; /* this stage's texts' size, on its window */
  int             zoom;
  int             text_px;
  int             key_px; /* the keypad's digits */
  gboolean        wide;
  gboolean        keypad_beside;
  int             side_width;
  guint           layout_id;
  int             root_width, root_height; /* the window's size, to see it change */
};

G_DEFINE_FINAL_TYPE (SudokuStage, sudoku_stage, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The default font's size in pixels. */
static double
base_font_px (SudokuStage *self)
{
  PangoContext               *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double                      dpi = pango_cairo_context_get_resolution (context);
  double                      size;

  if (font == NULL || pango_font_description_get_size (font) <= 0)
    return 14.0;
  size = (double)pango_font_description_get_size (font) / PANGO_SCALE;
  if (pango_font_description_get_size_is_absolute (font))
    return size;
  return size * (dpi > 0 ? dpi : 96.0) / 72.0;
}

static GtkWidget *
root_widget (SudokuStage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL ? GTK_WIDGET (root) : GTK_WIDGET (self);
}

/**
 * sudoku_stage_get_text_px:
 * @self: a #SudokuStage
 *
 * Returns: the size of the texts around the grid, in pixels: the default
 *   font's, times the zoom, times how much bigger than its default size
 *   the window is
 */
int
sudoku_stage_get_text_px (SudokuStage *self)
{
  int    width = gtk_widget_get_width (root_widget (self));
  int    height = gtk_widget_get_height (root_widget (self));
  double grow = MAX (1.0, MIN (width / 640.0, height / 740.0));

  g_return_val_if_fail (SUDOKU_IS_STAGE (self), 0);
  return (int)(base_font_px (self) * zoom_percent[self->zoom] / 100.0 * grow + 0.5);
}

static void
update_text_size (SudokuStage *self,
                  int          key_px)
{
  g_autofree char *css = NULL;
  int              px = sudoku_stage_get_text_px (self);

  if (px == self->text_px && key_px == self->key_px)
    return;
  self->text_px = px;
  self->key_px = key_px;
  if (self->css == NULL)
    {
      self->css = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                  GTK_STYLE_PROVIDER (self->css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
    }
  css = g_strdup_printf (".%s .sudoku-text { font-size: %dpx; }\n"
                         ".%s .demo-caption { font-size: %dpx; }\n"
                         ".%s .keypad-key, .%s .picker-digit { font-size: %dpx; }\n"
                         ".%s .keypad-word { font-size: %dpx; }\n"
                         ".%s .keypad-count { font-size: %dpx; }\n",
                         self->css_class, px, self->css_class, px * 8 / 5, self->css_class,
                         self->css_class, key_px, self->css_class, MIN (px, key_px), self->css_class,
                         MAX (key_px * 11 / 20, 10));
  gtk_css_provider_load_from_data (self->css, css, -1);
}

/* The status line goes under the bar beside the grid, and back to its home
 * under the grid: bigger texts then never take the grid's height. */
static void
move_status (SudokuStage *self,
             gboolean     wide)
{
  GtkWidget *parent;

  if (self->status == NULL)
    return;
  parent = gtk_widget_get_parent (self->status);
  if ((parent == GTK_WIDGET (self->side)) == wide)
    return;
  g_object_ref (self->status);
  gtk_box_remove (GTK_BOX (parent), self->status);
  gtk_box_append (wide ? self->side : GTK_BOX (self->status_home), self->status);
  gtk_widget_set_halign (self->status, wide ? GTK_ALIGN_START : GTK_ALIGN_FILL);
  if (GTK_IS_LABEL (self->status))
    {
      gtk_label_set_justify (GTK_LABEL (self->status), wide ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER);
      gtk_label_set_xalign (GTK_LABEL (self->status), wide ? 0.0f : 0.5f);
    }
  g_object_unref (self->status);
}

static gboolean
apply_layout_cb (gpointer user_data)
{
  SudokuStage *self = user_data;

  self->layout_id = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box),
                                  self->wide ? GTK_ORIENTATION_HORIZONTAL
                                             : GTK_ORIENTATION_VERTICAL);
  /* Beside the grid the bar comes second, a third of the width; above it,
   * first and as wide as the window. */
  if (self->wide)
    gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->side), GTK_WIDGET (self->play_box));
  else
    gtk_box_reorder_child_after (self->box, GTK_WIDGET (self->side), NULL);
  gtk_widget_set_size_request (GTK_WIDGET (self->side), self->side_width, -1);
  gtk_widget_set_valign (GTK_WIDGET (self->side), self->wide ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  move_status (self, self->wide);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->play_box),
                                  self->keypad_beside ? GTK_ORIENTATION_HORIZONTAL
                                                      : GTK_ORIENTATION_VERTICAL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->keypad),
                                  self->keypad_beside ? GTK_ORIENTATION_VERTICAL
                                                      : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_valign (GTK_WIDGET (self->keypad),
                         self->keypad_beside ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  return G_SOURCE_REMOVE;
}

/* Whether the keypad, beside the grid or under it, fits the room of the
 * grid and the keypad (its margins: sudoku-stage.ui). */
static gboolean
keypad_fits (SudokuStage *self,
             gboolean     beside,
             int          play_width,
             int          play_height)
{
  if (beside)
    return sudoku_keypad_get_needs (self->keypad, GTK_ORIENTATION_VERTICAL) + 12 <= play_height;
  return sudoku_keypad_get_needs (self->keypad, GTK_ORIENTATION_HORIZONTAL) + 24 <= play_width;
}

/**
 * sudoku_stage_update:
 * @self: a #SudokuStage
 *
 * Fits the stage to the window's size, the zoom and the classroom's bar:
 * it does so by itself when one of them changes.  A new layout waits for
 * the main loop: it cannot change while the window is being laid out.
 */
void
sudoku_stage_update (SudokuStage *self)
{
  int      width = gtk_widget_get_width (root_widget (self));
  int      height = gtk_widget_get_height (root_widget (self));
  gboolean wide = gtk_widget_get_visible (GTK_WIDGET (self->demo_bar)) && height > 0 &&
                  width >= height * WIDE_RATIO;
  int      side = wide ? (int)(width * SIDE_FRACTION) : -1;
  /* The room of the grid and its keypad: the stage's, less the bar's. */
  int      play_width = gtk_widget_get_width (GTK_WIDGET (self)) - (wide ? side : 0);
  int      play_height = gtk_widget_get_height (GTK_WIDGET (self));
  int      key_px, text_px, beside_width, below_height;
  gboolean beside;

  g_return_if_fail (SUDOKU_IS_STAGE (self));

  if (!wide && gtk_widget_get_visible (GTK_WIDGET (self->demo_bar)))
    play_height -= gtk_widget_get_height (GTK_WIDGET (self->side));
  /* The keys grow with the texts, as far as a row of eleven fits the width
   * and a block of five rows the height. */
  text_px = sudoku_stage_get_text_px (self);
  key_px = MAX (MIN (text_px * 3 / 2, MIN (play_width / 26, play_height / 16)), 12);
  /* Beside the grid or under it: where the grid is bigger (the keypad's
   * size is estimated, in its digits' size). */
  beside_width = key_px * 3 + 100 + KEYPAD_SPACE;
  below_height = key_px * 13 / 5 + 30 + KEYPAD_SPACE;
  beside = play_width > 0 && play_height > 0 &&
           MIN (play_width - beside_width, play_height) > MIN (play_width, play_height - below_height);
  /* ...but only where it fits: at the window's minimum size, a keypad
   * moved where it does not fit would change that minimum, and the window's
   * size with it, back and forth. */
  if (beside != self->keypad_beside && !keypad_fits (self, beside, play_width, play_height))
    beside = self->keypad_beside;
  /* Beside a grid as high as the window, the keys may take more of the
   * room left beside it, up to twice the texts' size. */
  if (beside)
    key_px = MAX (key_px, MIN (text_px * 2, MIN ((play_width - play_height) / 8, play_height / 16)));
  update_text_size (self, key_px);
  if (wide == self->wide && side == self->side_width && beside == self->keypad_beside)
    return;
  self->wide = wide;
  self->side_width = side;
  self->keypad_beside = beside;
  if (self->layout_id == 0)
    self->layout_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
}

/**
 * sudoku_stage_get_wide:
 * @self: a #SudokuStage
 *
 * Returns: whether the classroom's bar stands beside the grid
 */
gboolean
sudoku_stage_get_wide (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), FALSE);
  return self->wide && self->layout_id == 0;
}

/**
 * sudoku_stage_set_status:
 * @self: a #SudokuStage
 * @status: the window's status line, a child of a #GtkBox: it stands under
 *   the bar in a wide window, and goes back there in a narrow one
 */
void
sudoku_stage_set_status (SudokuStage *self,
                         GtkWidget   *status)
{
  g_return_if_fail (SUDOKU_IS_STAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (status) && GTK_IS_BOX (gtk_widget_get_parent (status)));

  self->status = status;
  self->status_home = gtk_widget_get_parent (status);
}

static void
set_zoom_class (SudokuStage *self,
                gboolean     add)
{
  char name[16];

  g_snprintf (name, sizeof name, "zoom-%d", self->zoom);
  if (add)
    gtk_widget_add_css_class (root_widget (self), name);
  else
    gtk_widget_remove_css_class (root_widget (self), name);
}

int
sudoku_stage_get_zoom (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), SUDOKU_ZOOM_DEFAULT);
  return self->zoom;
}

/**
 * sudoku_stage_get_zoom_percent:
 * @self: a #SudokuStage
 *
 * Returns: the zoom of the texts, in per cent: 100 is the default font's
 */
int
sudoku_stage_get_zoom_percent (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), 100);
  return zoom_percent[self->zoom];
}

/**
 * sudoku_stage_set_zoom:
 * @self: a #SudokuStage
 * @zoom: a zoom level, from 0 to %SUDOKU_N_ZOOM - 1 (style classes zoom-0
 *   to zoom-6 on the window)
 */
void
sudoku_stage_set_zoom (SudokuStage *self,
                       int          zoom)
{
  g_return_if_fail (SUDOKU_IS_STAGE (self));

  zoom = CLAMP (zoom, 0, SUDOKU_N_ZOOM - 1);
  if (zoom == self->zoom)
    return;
  set_zoom_class (self, FALSE);
  self->zoom = zoom;
  set_zoom_class (self, TRUE);
  sudoku_stage_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

SudokuGrid *
sudoku_stage_get_grid (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), NULL);
  return self->grid;
}

SudokuKeypad *
sudoku_stage_get_keypad (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), NULL);
  return self->keypad;
}

/**
 * sudoku_stage_get_keypad_beside:
 * @self: a #SudokuStage
 *
 * Returns: whether the keypad stands beside the grid (else under it)
 */
gboolean
sudoku_stage_get_keypad_beside (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), FALSE);
  return self->keypad_beside && self->layout_id == 0;
}

SudokuDemoBar *
sudoku_stage_get_demo_bar (SudokuStage *self)
{
  g_return_val_if_fail (SUDOKU_IS_STAGE (self), NULL);
  return self->demo_bar;
}

static void
sudoku_stage_measure (GtkWidget     *widget,
                      GtkOrientation orientation,
                      int            for_size,
                      int           *minimum,
                      int           *natural,
                      int           *minimum_baseline,
                      int           *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (SUDOKU_STAGE (widget)->box), orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

/* The box takes the whole stage; when the window changed size, the texts
 * and the layout follow, and the grid prepares its frames again.  (No
 * layout manager: with one, GTK would not call this.) */
static void
sudoku_stage_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  SudokuStage *self = SUDOKU_STAGE (widget);
  int          root_width = gtk_widget_get_width (root_widget (self));
  int          root_height = gtk_widget_get_height (root_widget (self));

  gtk_widget_allocate (GTK_WIDGET (self->box), width, height, baseline, NULL);
  if (root_width == self->root_width && root_height == self->root_height)
    return;
  self->root_width = root_width;
  self->root_height = root_height;
  sudoku_grid_warm_up (self->grid);
  sudoku_stage_update (self);
}

static void
sudoku_stage_root (GtkWidget *widget)
{
  SudokuStage *self = SUDOKU_STAGE (widget);

  GTK_WIDGET_CLASS (sudoku_stage_parent_class)->root (widget);
  /* The texts' size is this stage's window's alone. */
  gtk_widget_add_css_class (root_widget (self), self->css_class);
  set_zoom_class (self, TRUE);
}

static void
sudoku_stage_unroot (GtkWidget *widget)
{
  SudokuStage *self = SUDOKU_STAGE (widget);

  gtk_widget_remove_css_class (root_widget (self), self->css_class);
  set_zoom_class (self, FALSE);

  GTK_WIDGET_CLASS (sudoku_stage_parent_class)->unroot (widget);
}

static void
sudoku_stage_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuStage *self = SUDOKU_STAGE (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_int (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_stage_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SudokuStage *self = SUDOKU_STAGE (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      sudoku_stage_set_zoom (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_stage_dispose (GObject *object)
{
  SudokuStage *self = SUDOKU_STAGE (object);

  g_clear_handle_id (&self->layout_id, g_source_remove);
  if (self->css != NULL)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->css));
  g_clear_object (&self->css);
  self->status = NULL;
  self->status_home = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_STAGE);

  G_OBJECT_CLASS (sudoku_stage_parent_class)->dispose (object);
}

static void
sudoku_stage_class_init (SudokuStageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_stage_get_property;
  object_class->set_property = sudoku_stage_set_property;
  object_class->dispose = sudoku_stage_dispose;
  widget_class->measure = sudoku_stage_measure;
  widget_class->size_allocate = sudoku_stage_size_allocate;
  widget_class->root = sudoku_stage_root;
  widget_class->unroot = sudoku_stage_unroot;

  properties[PROP_ZOOM] =
    g_param_spec_int ("zoom", NULL, NULL, 0, SUDOKU_N_ZOOM - 1, SUDOKU_ZOOM_DEFAULT,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-stage.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, side);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, grid_frame);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, play_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, keypad);
  gtk_widget_class_bind_template_child (widget_class, SudokuStage, demo_bar);
  gtk_widget_class_set_css_name (widget_class, "stage");
}

static void
sudoku_stage_init (SudokuStage *self)
{
  g_type_ensure (SUDOKU_TYPE_GRID);
  g_type_ensure (SUDOKU_TYPE_KEYPAD);
  g_type_ensure (SUDOKU_TYPE_DEMO_BAR);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->zoom = SUDOKU_ZOOM_DEFAULT;
  self->side_width = -1;
  g_snprintf (self->css_class, sizeof self->css_class, "sudoku-view-%p", (void *)self);
  /* Shown or hidden, the bar may go beside the grid or not. */
  g_signal_connect_object (self->demo_bar, "notify::visible", G_CALLBACK (sudoku_stage_update),
                           self, G_CONNECT_SWAPPED);
}
