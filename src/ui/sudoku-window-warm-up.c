/* sudoku-window-warm-up.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include "sudoku-window-private.h"

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
 * each well under a frame; each piece is done once. */

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
preload_icons (SudokuWindow *self)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (self)));
  int           scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (warm_icons); i++)
    g_object_unref (gtk_icon_theme_lookup_icon (theme, warm_icons[i], NULL, 16, scale,
                                                gtk_widget_get_direction (GTK_WIDGET (self)),
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
warm_memory (SudokuWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  int         scale, width, height;

  /* With GL, frames do not go through cairo's shared memory. */
  if (surface == NULL || !GDK_IS_X11_SURFACE (surface) ||
      !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (self))))
    return FALSE;
  scale = gdk_surface_get_scale_factor (surface);
  width = MAX (gdk_surface_get_width (surface) * scale, self->warmed_width);
  height = MAX (gdk_surface_get_height (surface) * scale, self->warmed_height);
  if (width == self->warmed_width && height == self->warmed_height)
    return FALSE;
  if (self->warm_keeper == NULL || cairo_image_surface_get_width (self->warm_keeper) != width ||
      cairo_image_surface_get_height (self->warm_keeper) != height)
    {
      g_clear_pointer (&self->warm_keeper, cairo_surface_destroy);
      self->warm_keeper = create_shared_image (surface, width, height, FALSE);
      return TRUE;
    }
  cairo_surface_destroy (create_shared_image (surface, width, height, TRUE));
  self->warmed_width = width;
  self->warmed_height = height;
  return TRUE;
}
#endif

static gboolean
warm_up_cb (gpointer user_data)
{
  SudokuWindow  *self = user_data;
  GskRenderer   *renderer = gtk_native_get_renderer (GTK_NATIVE (self));
  GtkSnapshot   *snapshot;
  GskRenderNode *node;
  GdkTexture    *texture;
  int            size;

  if (!self->warmed_icons)
    {
      preload_icons (self);
      self->warmed_icons = TRUE;
      return G_SOURCE_CONTINUE;
    }
  if (renderer == NULL || !gsk_renderer_is_realized (renderer))
    {
      self->warm_up_id = 0;
      return G_SOURCE_REMOVE;
    }
#ifdef WARM_X11_MEMORY
  if (warm_memory (self))
    return G_SOURCE_CONTINUE;
#endif
  if (self->warm_step >= G_N_ELEMENTS (warm_size_steps))
    {
      self->warm_up_id = 0;
      return G_SOURCE_REMOVE;
    }

  size = sudoku_cell_font_size_step (sudoku_cell_get_font_size (sudoku_grid_get_cell (self->grid, 0, 0)),
                                     warm_size_steps[self->warm_step++]);
  if (g_hash_table_contains (self->warmed_sizes, GINT_TO_POINTER (size)))
    return G_SOURCE_CONTINUE;
  g_hash_table_add (self->warmed_sizes, GINT_TO_POINTER (size));
  snapshot = gtk_snapshot_new ();
  sudoku_cell_snapshot_glyphs (sudoku_grid_get_cell (self->grid, 0, 0), snapshot, size);
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
  SudokuWindow *self = user_data;

  self->warm_step = 0;
  self->warm_up_id = g_idle_add_full (G_PRIORITY_LOW, warm_up_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

/* Starts the warm-up once the window's size has settled: call it when the
 * window or the digits change size. */
void
_sudoku_window_warm_up (SudokuWindow *self)
{
  g_clear_handle_id (&self->warm_up_id, g_source_remove);
  self->warm_up_id = g_timeout_add (100, warm_up_start_cb, self);
}

void
_sudoku_window_warm_up_init (SudokuWindow *self)
{
  self->warmed_sizes = g_hash_table_new (NULL, NULL);
  g_signal_connect_object (sudoku_grid_get_cell (self->grid, 0, 0), "font-changed", G_CALLBACK (_sudoku_window_warm_up),
                           self, G_CONNECT_SWAPPED);
}

void
_sudoku_window_warm_up_dispose (SudokuWindow *self)
{
  g_clear_handle_id (&self->warm_up_id, g_source_remove);
  g_clear_pointer (&self->warmed_sizes, g_hash_table_unref);
  g_clear_pointer (&self->warm_keeper, cairo_surface_destroy);
}
