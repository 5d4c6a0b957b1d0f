/* test-projector.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-projector"

#include "config.h"

#include <gtk/gtk.h>

#include "sudoku-demo-bar.h"
#include "sudoku-grid.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-test-util.h"
#include "sudoku-window.h"

/* The classroom at a projector: at 1920×1080 the bar stands beside the
 * grid, the grid takes at least 80 % of the height, the caption is 28 px
 * at least and reads at 7:1; zoom makes the texts bigger, never the grid
 * smaller. */

#define DEMO_PUZZLE "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."

typedef struct
{
  SudokuWindow *window;
  int           width;
  int           height;
} Sized;

static gboolean
has_size (gpointer data)
{
  Sized *sized = data;

  return gtk_widget_get_width (GTK_WIDGET (sized->window)) == sized->width &&
         gtk_widget_get_height (GTK_WIDGET (sized->window)) == sized->height;
}

static gboolean
is_wide (gpointer window)
{
  return sudoku_window_get_wide (window);
}

static GtkWidget *
demo_child (SudokuWindow *window,
            const char   *name)
{
  GtkWidget *bar = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_DEMO_BAR);

  return GTK_WIDGET (gtk_widget_get_template_child (bar, SUDOKU_TYPE_DEMO_BAR, name));
}

/* The font size a label draws with, in pixels. */
static double
font_px (GtkWidget *label)
{
  PangoContext               *context = gtk_widget_get_pango_context (label);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double                      size = (double)pango_font_description_get_size (font) / PANGO_SCALE;

  if (pango_font_description_get_size_is_absolute (font))
    return size;
  return size * 96.0 / 72.0;
}

/* A window in the classroom mode, running a demo: full screen when
 * @width is 0, else of that size. */
static SudokuWindow *
classroom_window (int width,
                  int height)
{
  SudokuWindow *window = sudoku_window_new (NULL);
  guint8        cells[SUDOKU_N_CELLS];
  Sized         sized = { window, width, height };

  g_assert_true (sudoku_parse_cells (DEMO_PUZZLE, cells, NULL));
  sudoku_board_load (sudoku_window_get_board (window), cells);
  g_object_set (window, "show-steps", TRUE, NULL);
  if (width == 0)
    {
      GdkRectangle screen;

      gtk_window_present (GTK_WINDOW (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      gdk_monitor_get_geometry (
        gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (window)),
                                            gtk_native_get_surface (GTK_NATIVE (window))),
        &screen);
      sized.width = screen.width;
      sized.height = screen.height;
      gtk_window_fullscreen (GTK_WINDOW (window));
    }
  else
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width, height);
      gtk_window_present (GTK_WINDOW (window));
    }
  if (!sudoku_test_spin_until (has_size, &sized, 5))
    g_error ("The window is %d×%d, not %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)), sized.width, sized.height);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_spin_for (0.3);
  return window;
}

static void
test_wide (void)
{
  SudokuWindow   *window = classroom_window (0, 0);
  GtkWidget      *grid = GTK_WIDGET (sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_GRID));
  GtkWidget      *caption = demo_child (window, "caption");
  graphene_rect_t grid_box, caption_box;
  double          before;
  int             grid_height;

  g_assert_true (sudoku_test_spin_until (is_wide, window, 5));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_bounds (grid, GTK_WIDGET (window), &grid_box));
  g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (window), &caption_box));
  /* Full screen on 1920×1080: beside the grid, and the grid 80 % of the
   * height at least. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 1920);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, 1080);
  g_assert_cmpfloat (caption_box.origin.x, >=, grid_box.origin.x + grid_box.size.width);
  g_assert_cmpfloat (grid_box.size.height, >=, 0.8 * 1080);
  g_test_message ("grid %.0f px high, caption %.1f px", grid_box.size.height, font_px (caption));
  g_assert_cmpfloat (font_px (caption), >=, 28.0);

  /* Zoom: bigger texts, the same grid. */
  before = font_px (caption);
  grid_height = gtk_widget_get_height (grid);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  sudoku_test_spin_for (0.1);
  g_assert_cmpfloat (font_px (caption), >, before * 1.2);
  g_assert_cmpint (gtk_widget_get_height (grid), ==, grid_height);
  sudoku_test_close (GTK_WIDGET (window));
}

/* The window's ground, as rendered, beside the caption. */
static GdkRGBA
window_ground (SudokuWindow *window)
{
  return sudoku_test_rendered_pixel (GTK_WIDGET (window),
                                     gtk_widget_get_width (GTK_WIDGET (window)) - 4,
                                     gtk_widget_get_height (GTK_WIDGET (window)) / 2);
}

static gboolean
summary_shown (gpointer window)
{
  return gtk_widget_get_mapped (demo_child (window, "summary"));
}

static void
test_text_contrast (void)
{
  SudokuWindow *window = classroom_window (0, 0);
  GtkSettings  *settings = gtk_widget_get_settings (GTK_WIDGET (window));

  /* Finish Now: the summary shows, beside the caption and the counters. */
  g_assert_true (gtk_widget_activate_action (demo_child (window, "caption"), "demo.finish", NULL));
  g_assert_true (sudoku_test_spin_until (summary_shown, window, 10));
  for (guint dark = 0; dark < 2; dark++)
    {
      GdkRGBA ground;
      double  caption, counters, summary;

      g_object_set (settings, "gtk-application-prefer-dark-theme", dark, NULL);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ground = window_ground (window);
      caption = sudoku_test_text_contrast (GTK_WIDGET (window), demo_child (window, "caption"), &ground);
      counters = sudoku_test_text_contrast (GTK_WIDGET (window), demo_child (window, "counters"), &ground);
      summary = sudoku_test_text_contrast (GTK_WIDGET (window), demo_child (window, "summary"), &ground);
      g_test_message ("%s: caption %.1f:1, counters %.1f:1, summary %.1f:1",
                      dark ? "dark" : "light", caption, counters, summary);
      g_assert_cmpfloat (caption, >=, 7.0);
      g_assert_cmpfloat (counters, >=, 4.5);
      g_assert_cmpfloat (summary, >=, 4.5);
    }
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-projector");
  if (g_getenv ("SUDOKU_TEST_WM") == NULL)
    {
      /* Full screen needs a window manager: tests/run-with-wm.sh. */
      g_test_skip ("no window manager: run under tests/run-with-wm.sh");
      return g_test_run ();
    }
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/projector/wide", test_wide);
  g_test_add_func ("/sudoku/projector/text-contrast", test_text_contrast);

  return g_test_run ();
}
