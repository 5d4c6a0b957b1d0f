/* sudoku-test-util.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-util"

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-test-util.h"

/* What the widget tests share: a display or a skip, a bounded main loop,
 * keys delivered to a cell, a widget found by its type. */

/* The style the application installs at start-up. */
void
sudoku_test_load_style (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/sudoku_solver/SudokuSolver/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/**
 * sudoku_test_init_display:
 *
 * Call after g_test_init (): sets the C.UTF-8 locale and GTK's test
 * accessibility, then opens the display.
 *
 * Returns: whether there is one; if not, the whole program is reported as
 *   skipped (or fails, when TEST_REQUIRE_DISPLAY is set)
 */
gboolean
sudoku_test_init_display (void)
{
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (gtk_init_check ())
    {
      sudoku_test_load_style ();
      return TRUE;
    }
  if (g_getenv ("TEST_REQUIRE_DISPLAY") != NULL)
    g_error ("no display, but TEST_REQUIRE_DISPLAY is set");
  printf ("1..0 # SKIP no display\n");
  return FALSE;
}

/* A key bound on @widget (gtk_widget_class_add_binding () and its kin):
 * its shortcut, run as GTK runs it when the key bubbles up to @widget. */
static gboolean
run_binding (GtkWidget      *widget,
             guint           keyval,
             GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  /* GTK keeps Shift+Tab as Tab with Shift, the key its events name
   * ISO_Left_Tab. */
  if (keyval == GDK_KEY_ISO_Left_Tab)
    {
      keyval = GDK_KEY_Tab;
      state |= GDK_SHIFT_MASK;
    }
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == state &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

/* Delivers a key press to a cell the way its key controller receives it,
 * then, if the cell lets it go, to the key bindings of the widgets around
 * it, innermost first. */
gboolean
sudoku_test_press_key (SudokuCell     *cell,
                       guint           keyval,
                       GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (cell));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
          if (handled)
            return TRUE;
          /* Not the cell's: it bubbles up to the grid's key bindings. */
          for (GtkWidget *up = gtk_widget_get_parent (GTK_WIDGET (cell)); up != NULL;
               up = gtk_widget_get_parent (up))
            if (run_binding (up, keyval, state))
              return TRUE;
          return FALSE;
        }
    }
  g_assert_not_reached ();
}

/**
 * sudoku_test_find_widget:
 * @root: where to look
 * @type: the type wanted
 *
 * Returns: (transfer none) (nullable): the first widget of @type under
 *   @root (or @root itself), depth first
 */
GtkWidget *
sudoku_test_find_widget (GtkWidget *root,
                         GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sudoku_test_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * sudoku_test_show:
 * @child: a widget to test
 * @width: the window's width, or -1
 * @height: the window's height, or -1
 *
 * Returns: (transfer none): a new window holding @child, on screen and drawn
 */
GtkWidget *
sudoku_test_show (GtkWidget *child,
                  int        width,
                  int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  return window;
}

/**
 * sudoku_test_grid_fixture_set_up:
 * @f: the fixture
 * @puzzle: a 9×9 puzzle in one line of text
 * @size: the window's width and height
 *
 * Loads @puzzle on a new board and shows a grid of it alone, in a window.
 */
void
sudoku_test_grid_fixture_set_up (SudokuTestGridFixture *f,
                                 const char            *puzzle,
                                 int                    size)
{
  guint8 cells[SUDOKU_N_CELLS];

  f->board = sudoku_board_new ();
  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  sudoku_board_load (f->board, cells);
  f->grid = SUDOKU_GRID (sudoku_grid_new ());
  sudoku_grid_set_board (f->grid, f->board);
  f->window = sudoku_test_show (GTK_WIDGET (f->grid), size, size);
}

/* Closes the window and checks that nothing keeps the board. */
void
sudoku_test_grid_fixture_tear_down (SudokuTestGridFixture *f,
                                    gconstpointer          data)
{
  sudoku_test_close (f->window);
  g_assert_finalize_object (f->board);
}

/* Closes @window and lets what it started end. */
void
sudoku_test_close (GtkWidget *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  sudoku_test_spin_for (0.05);
}

/* A cell of the grid in @window. */
SudokuCell *
sudoku_test_cell (gpointer window,
                  guint    row,
                  guint    col)
{
  GtkWidget *grid = sudoku_test_find_widget (window, SUDOKU_TYPE_GRID);

  g_assert_nonnull (grid);
  return sudoku_grid_get_cell (SUDOKU_GRID (grid), row, col);
}

SudokuGrid *
sudoku_test_grid (gpointer window)
{
  GtkWidget *grid = sudoku_test_find_widget (window, SUDOKU_TYPE_GRID);

  g_assert_nonnull (grid);
  return SUDOKU_GRID (grid);
}

/* The window's status text, valid until the next call. */
const char *
sudoku_test_status (gpointer window)
{
  char *status = NULL;

  g_object_get (window, "status", &status, NULL);
  g_object_set_data_full (window, "sudoku-test-status", status, g_free);
  return status;
}

/* Whether the solution is making its entrance in @window's grid. */
gboolean
sudoku_test_animating (gpointer window)
{
  return sudoku_grid_get_animating (SUDOKU_GRID (sudoku_test_find_widget (window,
                                                                          SUDOKU_TYPE_GRID)));
}

/**
 * sudoku_test_new_window:
 * @puzzle: (nullable): 81 cells to load, or %NULL for an empty board
 *
 * Returns: (transfer none): a window shown and drawn, with @puzzle on its
 *   board; sudoku_test_close () it
 */
SudokuWindow *
sudoku_test_new_window (const char *puzzle)
{
  SudokuWindow *window = sudoku_window_new (NULL);

  if (puzzle != NULL)
    {
      guint8 cells[SUDOKU_N_CELLS];

      g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
      sudoku_board_load (sudoku_window_get_board (window), cells);
    }
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static char *state_dir; /* of sudoku_test_private_state_dir (), removed at exit */

static void
remove_state_dir (void)
{
  sudoku_test_remove_tree (state_dir);
  g_clear_pointer (&state_dir, g_free);
}

/**
 * sudoku_test_private_state_dir:
 * @prefix: the start of the folder's name
 *
 * Gives the test a state folder of its own (`XDG_STATE_HOME`): windows keep
 * their puzzle there, and must not find another run's.  It is removed when
 * the test ends (one that fails leaves it, to look into).
 *
 * Returns: (transfer full): the folder
 */
char *
sudoku_test_private_state_dir (const char *prefix)
{
  g_autofree char *template = g_strdup_printf ("%s-XXXXXX", prefix);
  char *dir = g_dir_make_tmp (template, NULL);

  g_assert_nonnull (dir);
  g_assert_null (state_dir);
  g_setenv ("XDG_STATE_HOME", dir, TRUE);
  state_dir = g_strdup (dir);
  atexit (remove_state_dir);
  return dir;
}

static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

/* The relative luminance of an opaque colour, as WCAG 2 counts it. */
double
sudoku_test_luminance (const GdkRGBA *color)
{
  return 0.2126 * channel (color->red) + 0.7152 * channel (color->green) +
         0.0722 * channel (color->blue);
}

/* The contrast ratio of two opaque colours, as WCAG 2 counts it: 1 to 21. */
double
sudoku_test_contrast (const GdkRGBA *a,
                      const GdkRGBA *b)
{
  double la = sudoku_test_luminance (a), lb = sudoku_test_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* @window as it is drawn now, @width × @height from (@x, @y), as 0xAARRGGBB
 * pixels. */
static guint32 *
render_region (GtkWidget *window,
               int        x,
               int        y,
               int        width,
               int        height)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot    *snapshot = gtk_snapshot_new ();
  GskRenderNode  *node;
  guint32        *pixels = g_new0 (guint32, (gsize)width * height);
  graphene_rect_t bounds;

  /* The paintable starts at the window's bounds, which may hold more than
   * its content (the frame of a window without a compositor). */
  g_assert_true (gtk_widget_compute_bounds (window, window, &bounds));
  gdk_paintable_snapshot (paintable, snapshot, bounds.size.width, bounds.size.height);
  node = gtk_snapshot_free_to_node (snapshot);
  /* Nothing yet when a change is still to be drawn (a busy machine's slow
   * frames): after the next frame, there is. */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      gtk_test_widget_wait_for_draw (window);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, bounds.size.width, bounds.size.height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (x - bounds.origin.x,
                                                              y - bounds.origin.y, width,
                                                              height));
  gsk_render_node_unref (node);
  gdk_texture_download (texture, (guchar *)pixels, (gsize)width * 4);
  return pixels;
}

static GdkRGBA
pixel_color (guint32 pixel)
{
  return (GdkRGBA){ ((pixel >> 16) & 0xff) / 255.0f, ((pixel >> 8) & 0xff) / 255.0f,
                    (pixel & 0xff) / 255.0f, 1.0f };
}

/**
 * sudoku_test_rendered_pixel:
 * @window: a window shown
 * @x: a point in it
 * @y: a point in it
 *
 * Returns: the colour @window draws there now
 */
GdkRGBA
sudoku_test_rendered_pixel (GtkWidget *window,
                            int        x,
                            int        y)
{
  g_autofree guint32 *pixel = render_region (window, x, y, 1, 1);

  return pixel_color (*pixel);
}

/**
 * sudoku_test_text_contrast:
 * @window: a window shown
 * @label: a label in it
 * @ground: the colour under the label's text
 *
 * The contrast of a label's text as the window draws it (its colour, its
 * opacity, a dim-label's too): that of the pixel within the label farthest
 * from @ground.
 *
 * Returns: a WCAG contrast ratio, 1 to 21
 */
double
sudoku_test_text_contrast (GtkWidget     *window,
                           GtkWidget     *label,
                           const GdkRGBA *ground)
{
  g_autofree guint32 *pixels = NULL;
  graphene_rect_t     box;
  int                 w, h;
  double              best = 1.0;

  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_true (gtk_widget_compute_bounds (label, window, &box));
  w = (int)box.size.width;
  h = (int)box.size.height;
  g_assert_cmpint (w, >, 0);
  pixels = render_region (window, (int)box.origin.x, (int)box.origin.y, w, h);
  for (int k = 0; k < w * h; k++)
    {
      GdkRGBA c = pixel_color (pixels[k]);

      best = MAX (best, sudoku_test_contrast (&c, ground));
    }
  return best;
}
