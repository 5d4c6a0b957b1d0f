/* sudoku-window-view.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "sudoku-window-private.h"

/* How the view fits the window, for a projector as for a laptop: the texts
 * around the grid grow with the window and with the zoom (Ctrl+plus), the
 * caption 1.6 times as big; in a wide window the classroom's bar and the
 * status line stand beside the grid, so that bigger texts never take the
 * grid's height. */

static const int zoom_percent[] = { 75, 100, 125, 150, 200, 250, 300 };

#define WIDE_RATIO    1.3  /* width to height from which the bar goes beside the grid */
#define SIDE_FRACTION 0.34 /* of the width, for the bar beside the grid */

/* The default font's size in pixels. */
static double
base_font_px (SudokuWindow *self)
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

/**
 * _sudoku_window_text_px:
 * @self: a #SudokuWindow
 *
 * Returns: the size of the texts around the grid, in pixels: the default
 *   font's, times the zoom, times how much bigger than its default size
 *   the window is
 */
int
_sudoku_window_text_px (SudokuWindow *self)
{
  int    width = gtk_widget_get_width (GTK_WIDGET (self));
  int    height = gtk_widget_get_height (GTK_WIDGET (self));
  double grow = MAX (1.0, MIN (width / 640.0, height / 740.0));

  return (int)(base_font_px (self) * zoom_percent[CLAMP (self->zoom, 0, N_ZOOM - 1)] / 100.0 *
                 grow +
               0.5);
}

static void
update_text_size (SudokuWindow *self)
{
  g_autofree char *css = NULL;
  int              px = _sudoku_window_text_px (self);

  if (px == self->text_px)
    return;
  self->text_px = px;
  if (self->view_css == NULL)
    {
      self->view_css = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                  GTK_STYLE_PROVIDER (self->view_css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
    }
  css = g_strdup_printf (".%s .sudoku-text { font-size: %dpx; }\n"
                         ".%s .demo-caption { font-size: %dpx; }\n",
                         self->view_class, px, self->view_class, px * 8 / 5);
  gtk_css_provider_load_from_data (self->view_css, css, -1);
}

/* The status line goes under the bar beside the grid, and back under the
 * grid: bigger texts then never take the grid's height. */
static void
move_status (SudokuWindow *self,
             gboolean      wide)
{
  GtkWidget *status = GTK_WIDGET (self->status_label);
  GtkWidget *parent = gtk_widget_get_parent (status);

  if ((parent == GTK_WIDGET (self->side)) == wide)
    return;
  if (self->status_home == NULL)
    self->status_home = parent;
  g_object_ref (status);
  gtk_box_remove (GTK_BOX (parent), status);
  gtk_box_append (wide ? self->side : GTK_BOX (self->status_home), status);
  gtk_widget_set_halign (status, wide ? GTK_ALIGN_START : GTK_ALIGN_FILL);
  gtk_label_set_justify (self->status_label, wide ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER);
  gtk_label_set_xalign (self->status_label, wide ? 0.0f : 0.5f);
  g_object_unref (status);
}

static gboolean
apply_layout_cb (gpointer user_data)
{
  SudokuWindow *self = user_data;

  self->layout_id = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->stage),
                                  self->wide ? GTK_ORIENTATION_HORIZONTAL
                                             : GTK_ORIENTATION_VERTICAL);
  /* Beside the grid the bar comes second, a third of the width; above it,
   * first and as wide as the window. */
  if (self->wide)
    gtk_box_reorder_child_after (self->stage, GTK_WIDGET (self->side), self->grid_frame);
  else
    gtk_box_reorder_child_after (self->stage, GTK_WIDGET (self->side), NULL);
  gtk_widget_set_size_request (GTK_WIDGET (self->side), self->side_width, -1);
  gtk_widget_set_valign (GTK_WIDGET (self->side), self->wide ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  move_status (self, self->wide);
  return G_SOURCE_REMOVE;
}

/**
 * _sudoku_window_view_update:
 * @self: a #SudokuWindow
 *
 * Fits the view to the window's size, the zoom and the classroom's bar:
 * called when one of them changes.  A new layout waits for the main loop:
 * it cannot change while the window is being laid out.
 */
void
_sudoku_window_view_update (SudokuWindow *self)
{
  int      width = gtk_widget_get_width (GTK_WIDGET (self));
  int      height = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean wide = self->show_steps && height > 0 && width >= height * WIDE_RATIO;
  int      side = wide ? (int)(width * SIDE_FRACTION) : -1;

  update_text_size (self);
  _sudoku_window_view_show_zoom (self);
  if (wide == self->wide && side == self->side_width)
    return;
  self->wide = wide;
  self->side_width = side;
  if (self->layout_id == 0)
    self->layout_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
}

/**
 * sudoku_window_get_wide:
 * @self: a #SudokuWindow
 *
 * Returns: whether the classroom's bar stands beside the grid
 */
gboolean
sudoku_window_get_wide (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return self->wide && self->layout_id == 0;
}

void
_sudoku_window_view_dispose (SudokuWindow *self)
{
  g_clear_handle_id (&self->layout_id, g_source_remove);
  if (self->view_css != NULL)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->view_css));
  g_clear_object (&self->view_css);
}

static GtkWidget *
zoom_button (const char *icon,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/**
 * _sudoku_window_view_init:
 * @self: a #SudokuWindow
 *
 * Puts the zoom's buttons in the main menu: out, the zoom (which resets
 * it), in.
 */
void
_sudoku_window_view_init (SudokuWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *reset = gtk_button_new_with_label ("100 %");

  /* The texts' size is this window's alone (update_text_size ()). */
  g_snprintf (self->view_class, sizeof self->view_class, "sudoku-view-%p", (void *)self);
  gtk_widget_add_css_class (GTK_WIDGET (self), self->view_class);

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (box, "linked");
  gtk_box_append (GTK_BOX (box),
                  zoom_button ("zoom-out-symbolic", "win.zoom-out", _("Zoom Out (Ctrl+minus)")));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (reset), "win.zoom-reset");
  gtk_widget_set_tooltip_text (reset, _("Reset the zoom (Ctrl+0)"));
  gtk_widget_add_css_class (reset, "flat");
  gtk_box_append (GTK_BOX (box), reset);
  gtk_box_append (GTK_BOX (box),
                  zoom_button ("zoom-in-symbolic", "win.zoom-in", _("Zoom In (Ctrl+plus)")));
  self->zoom_label = reset;
  gtk_popover_menu_add_child (GTK_POPOVER_MENU (gtk_menu_button_get_popover (self->menu_button)),
                              box, "zoom");
}

/* The zoom's button in the menu says it: "150 %". */
void
_sudoku_window_view_show_zoom (SudokuWindow *self)
{
  g_autofree char *text = NULL;

  if (self->zoom_label == NULL)
    return;
  /* Translators: the zoom in the main menu, e.g. "150 %" */
  text = g_strdup_printf (_("%d %%"), zoom_percent[CLAMP (self->zoom, 0, N_ZOOM - 1)]);
  gtk_button_set_label (GTK_BUTTON (self->zoom_label), text);
}
