/* sudoku-warm-up.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-warm-up"

#include "config.h"

#include "sudoku-cell-private.h"
#include "sudoku-warm-up.h"

#if defined(HAVE_CAIRO_XLIB) && defined(GDK_WINDOWING_X11)
#include <cairo-xlib.h>
#include <gdk/x11/gdkx.h>
#define WARM_X11_MEMORY 1
#endif

/* Doing a thing for the first time costs more than a frame in software:
 * rendering a digit size (a font match, new glyphs), loading an icon (the
 * first SVG loads an image loader), copying a big frame to the X server
 * (new memory, touched page by page).  Better spent while the window idles
 * than when the first solution appears, the demo bar shows its buttons or
 * the grid shrinks to make room for it.  One piece of work an idle turn,
 * each well under a frame; each piece is done once.  The grid owns one
 * (sudoku_grid_warm_up ()), for the window it is in and its cells' digits. */

struct _SudokuWarmUp
{
  GObject          parent_instance;

  /* Borrowed: the widget whose window is warmed (it owns this), and a cell
   * whose digits are rendered */
  GtkWidget       *widget;
  SudokuCell      *cell;

  /* Owned */
  guint            id;    /* the idle or timeout of the next piece */
  guint            step;  /* of warm_size_steps */
  GHashTable      *sizes; /* digit sizes already rendered once */
  gboolean         icons; /* loaded */
  int              width; /* the biggest frame's memory touched */
  int              height;
  cairo_surface_t *keeper; /* keeps cairo's X11 shared memory */
};

G_DEFINE_FINAL_TYPE (SudokuWarmUp, sudoku_warm_up, G_TYPE_OBJECT)

static const int         warm_size_steps[] = { 0, -1, -2, 1 };

/* Icons the window does not show at first: the spinner of a long solve or
 * of a demo, the demo bar's buttons, a collection's arrows. */
static const char *const warm_icons[] = {
  "process-working-symbolic",
  "media-playback-start-symbolic",
  "media-playback-pause-symbolic",
  "media-skip-forward-symbolic",
  "media-playback-stop-symbolic",
  "go-previous-symbolic",
  "go-next-symbolic",
};

/* Starts loading the icons on worker threads: loading the first SVG loads an
 * image loader, tens of milliseconds better spent off the main thread. */
static void
preload_icons (SudokuWarmUp *self)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (self->widget));
  int           scale = gtk_widget_get_scale_factor (self->widget);

  for (guint i = 0; i < G_N_ELEMENTS (warm_icons); i++)
    g_object_unref (gtk_icon_theme_lookup_icon (theme, warm_icons[i], NULL, 16, scale,
                                                gtk_widget_get_direction (self->widget),
                                                GTK_ICON_LOOKUP_PRELOAD));
}

#ifdef WARM_X11_MEMORY
/* An image in cairo's shared memory, painted; @send copies it to the
 * server too, so that the server has touched that memory as well. */
static cairo_surface_t *
create_shared_image (GdkSurface *surface,
                     int         width,
                     int         height,
                     gboolean    send)
{
  Display         *xdisplay = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  cairo_surface_t *window, *image;
  cairo_t         *cr;

  window = cairo_xlib_surface_create (xdisplay, gdk_x11_surface_get_xid (surface),
                                      DefaultVisual (xdisplay, DefaultScreen (xdisplay)), width,
                                      height);
  image = cairo_surface_create_similar_image (window, CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (image);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
  cairo_paint (cr);
  cairo_destroy (cr);
  if (send)
    {
      cairo_surface_t *pixmap = cairo_surface_create_similar (window, CAIRO_CONTENT_COLOR, width,
                                                              height);

      cr = cairo_create (pixmap);
      cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
      cairo_set_source_surface (cr, image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (pixmap);
    }
  cairo_surface_destroy (window);
  return image;
}

/* Each frame, GTK paints what changed into an image as big as the box
 * around it (the solution's digits appear all over the board, so that box
 * is the board) and, on X11, cairo copies it into memory shared with the X
 * server.  cairo takes that memory from a pool it makes eight times as big
 * as the biggest copy so far and frees once nothing in it is in use, which
 * between two solutions it is: the first frame after a pause made a new
 * pool and touched its pages one by one, about 450 page faults, several
 * milliseconds of the first solution's frame, and as many in the X server
 * reading it for the first time.  A window-sized image kept in the pool
 * keeps the pool, and one as big painted, sent to the server and freed
 * touches the block that the frames then use, on both sides (the pool hands
 * out the block freed last).  Two idle turns, each a few milliseconds: the
 * image kept, then the one sent and freed.
 * Returns: whether there was work to do */
static gboolean
warm_memory (SudokuWarmUp *self,
             GtkNative    *native)
{
  GdkSurface *surface = gtk_native_get_surface (native);
  int         scale, width, height;

  /* With GL, frames do not go through cairo's shared memory. */
  if (surface == NULL || !GDK_IS_X11_SURFACE (surface) ||
      !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native)))
    return FALSE;
  scale = gdk_surface_get_scale_factor (surface);
  width = MAX (gdk_surface_get_width (surface) * scale, self->width);
  height = MAX (gdk_surface_get_height (surface) * scale, self->height);
  if (width == self->width && height == self->height)
    return FALSE;
  if (self->keeper == NULL || cairo_image_surface_get_width (self->keeper) != width ||
      cairo_image_surface_get_height (self->keeper) != height)
    {
      g_clear_pointer (&self->keeper, cairo_surface_destroy);
      self->keeper = create_shared_image (surface, width, height, FALSE);
      return TRUE;
    }
  cairo_surface_destroy (create_shared_image (surface, width, height, TRUE));
  self->width = width;
  self->height = height;
  return TRUE;
}
#endif

static gboolean
warm_up_cb (gpointer user_data)
{
  SudokuWarmUp  *self = user_data;
  GtkNative     *native = gtk_widget_get_native (self->widget);
  GskRenderer   *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  GtkSnapshot   *snapshot;
  GskRenderNode *node;
  GdkTexture    *texture;
  int            size;

  if (!self->icons)
    {
      preload_icons (self);
      self->icons = TRUE;
      return G_SOURCE_CONTINUE;
    }
  if (renderer == NULL || !gsk_renderer_is_realized (renderer))
    {
      self->id = 0;
      return G_SOURCE_REMOVE;
    }
#ifdef WARM_X11_MEMORY
  if (warm_memory (self, native))
    return G_SOURCE_CONTINUE;
#endif
  if (self->step >= G_N_ELEMENTS (warm_size_steps))
    {
      self->id = 0;
      return G_SOURCE_REMOVE;
    }

  size = sudoku_cell_font_size_step (sudoku_cell_get_font_size (self->cell),
                                     warm_size_steps[self->step++]);
  if (g_hash_table_contains (self->sizes, GINT_TO_POINTER (size)))
    return G_SOURCE_CONTINUE;
  g_hash_table_add (self->sizes, GINT_TO_POINTER (size));
  snapshot = gtk_snapshot_new ();
  sudoku_cell_snapshot_glyphs (self->cell, snapshot, size);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    {
      texture = gsk_renderer_render_texture (renderer, node, NULL);
      g_clear_object (&texture);
      gsk_render_node_unref (node);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
warm_up_start_cb (gpointer user_data)
{
  SudokuWarmUp *self = user_data;

  self->step = 0;
  self->id = g_idle_add_full (G_PRIORITY_LOW, warm_up_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

/**
 * sudoku_warm_up_schedule:
 * @self: a #SudokuWarmUp
 *
 * Starts the warm-up once the window's size has settled: call it when the
 * window or the digits change size.
 */
void
sudoku_warm_up_schedule (SudokuWarmUp *self)
{
  g_return_if_fail (SUDOKU_IS_WARM_UP (self));

  g_clear_handle_id (&self->id, g_source_remove);
  self->id = g_timeout_add (100, warm_up_start_cb, self);
}

static void
sudoku_warm_up_dispose (GObject *object)
{
  SudokuWarmUp *self = SUDOKU_WARM_UP (object);

  g_clear_handle_id (&self->id, g_source_remove);
  g_clear_pointer (&self->keeper, cairo_surface_destroy);

  G_OBJECT_CLASS (sudoku_warm_up_parent_class)->dispose (object);
}

static void
sudoku_warm_up_finalize (GObject *object)
{
  SudokuWarmUp *self = SUDOKU_WARM_UP (object);

  g_hash_table_unref (self->sizes);

  G_OBJECT_CLASS (sudoku_warm_up_parent_class)->finalize (object);
}

static void
sudoku_warm_up_class_init (SudokuWarmUpClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_warm_up_dispose;
  object_class->finalize = sudoku_warm_up_finalize;
}

static void
sudoku_warm_up_init (SudokuWarmUp *self)
{
  self->sizes = g_hash_table_new (NULL, NULL);
}

/**
 * sudoku_warm_up_new:
 * @widget: the widget whose window is warmed; it owns the result
 * @cell: a cell whose digits are rendered at the sizes near its own; a
 *   change of its font size starts the warm-up again
 *
 * Returns: (transfer full): a new #SudokuWarmUp
 */
SudokuWarmUp *
sudoku_warm_up_new (GtkWidget  *widget,
                    SudokuCell *cell)
{
  SudokuWarmUp *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (SUDOKU_IS_CELL (cell), NULL);

  self = g_object_new (SUDOKU_TYPE_WARM_UP, NULL);
  self->widget = widget;
  self->cell = cell;
  g_signal_connect_object (cell, "font-changed", G_CALLBACK (sudoku_warm_up_schedule), self,
                           G_CONNECT_SWAPPED);
  return self;
}

/**
 * sudoku_warm_up_set_cell:
 * @self: a #SudokuWarmUp
 * @cell: the cell to follow now, in place of one that went (a grid of
 *   another shape)
 */
void
sudoku_warm_up_set_cell (SudokuWarmUp *self,
                         SudokuCell   *cell)
{
  g_return_if_fail (SUDOKU_IS_WARM_UP (self));
  g_return_if_fail (SUDOKU_IS_CELL (cell));

  self->cell = cell;
  g_signal_connect_object (cell, "font-changed", G_CALLBACK (sudoku_warm_up_schedule), self,
                           G_CONNECT_SWAPPED);
}
