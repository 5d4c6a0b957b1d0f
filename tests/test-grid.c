/* test-grid.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-grid"

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "sudoku-grid.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-test-util.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

typedef SudokuTestGridFixture Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  sudoku_test_grid_fixture_set_up (f, EASY, 500);
}

static SudokuCell *
cell_at (Fixture *f,
         guint    cell)
{
  return sudoku_grid_get_cell (f->grid, cell / 9, cell % 9);
}

static gboolean
has_class (Fixture    *f,
           guint       cell,
           const char *name)
{
  return gtk_widget_has_css_class (GTK_WIDGET (cell_at (f, cell)), name);
}

/* The board's digits and changes show; typing becomes "input". */
static void
input_cb (SudokuGrid *grid,
          guint       row,
          guint       col,
          const char *text,
          GString    *seen)
{
  g_string_append_printf (seen, "%u,%u=%s;", row, col, text);
}

static void
test_board_link (Fixture      *f,
                 gconstpointer data)
{
  g_autoptr(GString) seen = g_string_new (NULL);

  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 0)), ==, "5");
  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 2)), ==, "");
  g_assert_true (sudoku_board_set_value (f->board, 0, 2, 4, NULL));
  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 2)), ==, "4");

  /* A clash shows on both cells. */
  g_assert_true (sudoku_board_set_value (f->board, 0, 3, 5, NULL));
  g_assert_true (has_class (f, 3, "conflict"));
  g_assert_true (has_class (f, 0, "conflict"));
  sudoku_board_undo (f->board);
  g_assert_false (has_class (f, 3, "conflict"));

  /* A trial's digits are marked as such (#25 item 6), until it ends. */
  sudoku_board_start_solving (f->board);
  g_assert_true (sudoku_board_try_from_here (f->board, NULL));
  g_assert_true (sudoku_board_set_value (f->board, 0, 3, 6, NULL));
  g_assert_true (has_class (f, 3, "trial"));
  g_assert_false (has_class (f, 2, "trial"));
  sudoku_board_keep_trial (f->board);
  g_assert_false (has_class (f, 3, "trial"));
  sudoku_board_undo (f->board);
  g_assert_true (has_class (f, 3, "trial"));
  sudoku_board_take_back_trial (f->board);
  g_assert_false (has_class (f, 3, "trial"));
  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 3)), ==, "");

  g_signal_connect (f->grid, "input", G_CALLBACK (input_cb), seen);
  sudoku_test_press_key (cell_at (f, 10), GDK_KEY_7, 0);
  g_assert_cmpstr (seen->str, ==, "1,1=7;");
  /* The grid does not edit the board itself: the window decides. */
  g_assert_cmpuint (sudoku_board_get_value (f->board, 1, 1), ==, 0);
}

/* Arrows move the focus; Up and Down stop at the edges, Right, Left and Tab
 * go on into the next row or back to the last (#25 item 3). */
static void
test_focus (Fixture      *f,
            gconstpointer data)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (f->grid));

  sudoku_grid_focus_cell (f->grid, 4, 4);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 40)));
  sudoku_test_press_key (cell_at (f, 40), GDK_KEY_Right, 0);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 41)));
  sudoku_grid_focus_cell (f->grid, 0, 8);
  sudoku_test_press_key (cell_at (f, 8), GDK_KEY_Right, 0);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 9)));
  sudoku_test_press_key (cell_at (f, 9), GDK_KEY_Left, 0);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 8)));
  sudoku_test_press_key (cell_at (f, 8), GDK_KEY_Tab, 0);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 9)));
  sudoku_grid_focus_cell (f->grid, 0, 0);
  sudoku_test_press_key (cell_at (f, 0), GDK_KEY_Up, 0);
  sudoku_test_press_key (cell_at (f, 0), GDK_KEY_Left, 0);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (cell_at (f, 0)));
}

static gboolean
not_animating (gpointer grid)
{
  return !sudoku_grid_get_animating (grid);
}

static void
solve_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  *(GAsyncResult **)user_data = g_object_ref (result);
}

/* Solves the board: the grid holds back the digits of a search's solution
 * until sudoku_grid_reveal (). */
static void
solve (Fixture           *f,
       SudokuSolveResult *outcome)
{
  g_autoptr(GAsyncResult) result = NULL;

  sudoku_board_solve_async (f->board, SUDOKU_STRATEGY_FAST, NULL, solve_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sudoku_board_solve_finish (f->board, result, outcome, NULL));
}

/* The entrance: held digits come one by one; any other change of the board
 * ends it at once, every cell showing the board. */
static void
test_reveal (Fixture      *f,
             gconstpointer data)
{
  SudokuSolveResult outcome;
  guint             empty = 0;

  g_object_set (gtk_widget_get_settings (GTK_WIDGET (f->grid)), "gtk-enable-animations", TRUE,
                NULL);
  solve (f, &outcome);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    empty += sudoku_cell_get_text (cell_at (f, cell))[0] == '\0';
  g_assert_cmpuint (empty, ==, outcome.n_order);

  sudoku_grid_reveal (f->grid, outcome.order, outcome.n_order);
  g_assert_true (sudoku_grid_get_animating (f->grid));
  g_assert_true (sudoku_test_spin_until (not_animating, f->grid, 5));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      char digit[2] = { (char)('0' + sudoku_board_get_value (f->board, cell / 9, cell % 9)), 0 };

      g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, cell)), ==, digit);
      g_assert_cmpfloat (sudoku_cell_get_reveal (cell_at (f, cell)), ==, 1.0);
    }

  /* Again, and undo in the middle: the entrance ends with the board shown. */
  solve (f, &outcome);
  sudoku_grid_reveal (f->grid, outcome.order, outcome.n_order);
  g_assert_true (sudoku_grid_get_animating (f->grid));
  sudoku_board_clear_solution (f->board);
  g_assert_false (sudoku_grid_get_animating (f->grid));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint value = sudoku_board_get_value (f->board, cell / 9, cell % 9);
      char  digit[2] = { value != 0 ? (char)('0' + value) : 0, 0 };

      g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, cell)), ==, digit);
      g_assert_cmpfloat (sudoku_cell_get_reveal (cell_at (f, cell)), ==, 1.0);
    }
}

/* What the demo draws: tentative digits, candidates, and the board again. */
static void
test_drawing (Fixture      *f,
              gconstpointer data)
{
  guint8 values[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (EASY, values, NULL));
  values[2] = 4;
  sudoku_grid_show_tentative (f->grid, 2, 4);
  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 2)), ==, "4");
  g_assert_true (has_class (f, 2, "tentative"));

  sudoku_grid_show_candidates_of (f->grid, values);
  /* Row 1, column 4: 5 3 4 7 in its row, 1 8 4 in its column, 7 1 9 5 in
   * its box: 2 and 6 are left. */
  g_assert_cmpuint (sudoku_cell_get_candidates (cell_at (f, 3)), ==, (1u << 2) | (1u << 6));
  g_assert_cmpuint (sudoku_cell_get_candidates (cell_at (f, 2)), ==, 0);
  g_assert_cmpuint (sudoku_cell_get_candidates (cell_at (f, 0)), ==, 0);

  sudoku_grid_set_candidates (f->grid, 80, 1u << 9);
  g_assert_cmpuint (sudoku_cell_get_candidates (cell_at (f, 80)), ==, 1u << 9);

  sudoku_grid_show_board (f->grid);
  g_assert_cmpstr (sudoku_cell_get_text (cell_at (f, 2)), ==, "");
  g_assert_false (has_class (f, 2, "tentative"));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpuint (sudoku_cell_get_candidates (cell_at (f, cell)), ==, 0);
}

/* The colour a cell paints @inset pixels inside its corner, as rendered. */
static guint32
paint_of (Fixture *f,
          guint    cell,
          int      inset)
{
  GtkWidget *widget = GTK_WIDGET (cell_at (f, cell));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot   *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  guint32        pixel = 0;

  /* The style follows its classes in the next frames. */
  gtk_test_widget_wait_for_draw (f->window);
  gtk_test_widget_wait_for_draw (f->window);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (inset, inset, 1, 1));
  gsk_render_node_unref (node);
  gdk_texture_download (texture, (guchar *)&pixel, 4);
  return pixel;
}

/* Highlights: a cell, and whole units, each by a style class that changes
 * how the cell looks; a cell in two units stays tinted until both are off. */
static void
test_highlights (Fixture      *f,
                 gconstpointer data)
{
  guint32 plain = paint_of (f, 40, 1), plain_inside = paint_of (f, 40, 8);

  sudoku_grid_set_cell_highlight (f->grid, 40, TRUE);
  g_assert_true (has_class (f, 40, "highlight"));
  g_assert_cmphex (paint_of (f, 40, 1), !=, plain); /* outlined */
  sudoku_grid_set_cell_highlight (f->grid, 40, FALSE);
  g_assert_false (has_class (f, 40, "highlight"));

  sudoku_grid_set_unit_highlight (f->grid, SUDOKU_UNIT_ROW, 4, TRUE);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_assert_cmpint (has_class (f, cell, "in-unit"), ==, cell / 9 == 4);
  g_assert_cmphex (paint_of (f, 40, 8), !=, plain_inside); /* tinted */
  g_assert_cmphex (paint_of (f, 50, 8), ==, plain_inside);

  sudoku_grid_set_unit_highlight (f->grid, SUDOKU_UNIT_COLUMN, 2, TRUE);
  sudoku_grid_set_unit_highlight (f->grid, SUDOKU_UNIT_BOX, 8, TRUE);
  g_assert_true (has_class (f, 2, "in-unit"));  /* column 3 */
  g_assert_true (has_class (f, 80, "in-unit")); /* box 9 */
  g_assert_false (has_class (f, 0, "in-unit"));
  sudoku_grid_set_unit_highlight (f->grid, SUDOKU_UNIT_ROW, 4, FALSE);
  g_assert_false (has_class (f, 40, "in-unit"));
  g_assert_true (has_class (f, 38, "in-unit")); /* row 5, column 3: still in the column */

  sudoku_grid_set_cell_highlight (f->grid, 7, TRUE);
  sudoku_grid_clear_highlights (f->grid);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_assert_false (has_class (f, cell, "in-unit"));
      g_assert_false (has_class (f, cell, "highlight"));
    }
}

/* The grid as drawn, in @rect (the grid's coordinates): @rect's pixels,
 * 0xAARRGGBB, row by row. */
static guint32 *
render_grid (Fixture               *f,
             const graphene_rect_t *rect)
{
  GtkWidget *widget = GTK_WIDGET (f->grid);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GdkTexture) texture = NULL;
  guint32       *pixels = g_new0 (guint32, (gsize)rect->size.width * (gsize)rect->size.height);
  GskRenderNode *node = NULL;

  gtk_test_widget_wait_for_draw (f->window);
  /* Nothing yet while a change is still to be drawn: after the next
   * frame, there is. */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (tries > 0)
        gtk_test_widget_wait_for_draw (f->window);
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                              gtk_widget_get_height (widget));
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, rect);
  gsk_render_node_unref (node);
  gdk_texture_download (texture, (guchar *)pixels, (gsize)rect->size.width * 4);
  return pixels;
}

/* The pixels of the grid in @rect that @is_kind takes. */
static guint
count_pixels (Fixture               *f,
              const graphene_rect_t *rect,
              gboolean (*is_kind) (int r, int g, int b, int a))
{
  g_autofree guint32 *pixels = render_grid (f, rect);
  int                 n = (int)rect->size.width * (int)rect->size.height;
  guint               count = 0;

  for (int k = 0; k < n; k++)
    count += is_kind ((pixels[k] >> 16) & 0xff, (pixels[k] >> 8) & 0xff, pixels[k] & 0xff,
                      (pixels[k] >> 24) & 0xff);
  return count;
}

static gboolean
is_dark (int r, int g, int b, int a)
{
  return a > 0x80 && g < 0x60;
}

/* Blue: a chain's link. */
static gboolean
is_blue (int r, int g, int b, int a)
{
  return b > r + 80 && b > g + 40;
}

/* Green: a true node's ring. */
static gboolean
is_green (int r, int g, int b, int a)
{
  return g > r + 80 && g > b + 30;
}

/* Violet: a link a nested technique makes. */
static gboolean
is_violet (int r, int g, int b, int a)
{
  return r > g + 50 && b > g + 50;
}

/* Dark pixels of the grid in @rect. */
static guint
dark_pixels (Fixture               *f,
             const graphene_rect_t *rect)
{
  return count_pixels (f, rect, is_dark);
}

/* Pixels of the grid in @rect that are blue (a chain's link), or green (a
 * true node's ring). */
static guint
chain_pixels (Fixture               *f,
              const graphene_rect_t *rect,
              gboolean               green)
{
  return count_pixels (f, rect, green ? is_green : is_blue);
}

/* A chain told whole: its nodes ringed, its links drawn between them; not
 * at the first stages, gone with the highlights. */
static void
test_chain (Fixture      *f,
            gconstpointer data)
{
  SudokuLogicStep step = { .technique = SUDOKU_TECHNIQUE_FORCING_CHAIN, .digit = 4, .n_nodes = 3, .nodes = { { 0, 4, TRUE }, { 4, 4, FALSE }, { 22, 4, TRUE } } };
  graphene_rect_t first, fifth, between, ring;

  gtk_test_widget_wait_for_draw (f->window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, 0)), GTK_WIDGET (f->grid),
                                            &first));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, 4)), GTK_WIDGET (f->grid),
                                            &fifth));
  /* Row 1 between the two first nodes, at the height of the 4's mark. */
  between = GRAPHENE_RECT_INIT (first.origin.x + first.size.width, first.origin.y,
                                fifth.origin.x - first.origin.x - first.size.width,
                                first.size.height * 2 / 3);
  ring = GRAPHENE_RECT_INIT (first.origin.x, first.origin.y + first.size.height / 6,
                             first.size.width / 2, first.size.height * 2 / 3);
  g_assert_cmpuint (chain_pixels (f, &between, FALSE), ==, 0);
  g_assert_cmpuint (chain_pixels (f, &ring, TRUE), ==, 0);

  sudoku_grid_show_step (f->grid, &step, 1);
  g_assert_cmpuint (sudoku_grid_get_chain_length (f->grid), ==, 0);
  sudoku_grid_show_step (f->grid, &step, SUDOKU_STEP_WHOLE);
  g_assert_cmpuint (sudoku_grid_get_chain_length (f->grid), ==, 3);
  g_assert_cmpuint (chain_pixels (f, &between, FALSE), >, 20);
  g_assert_cmpuint (chain_pixels (f, &ring, TRUE), >, 10);

  sudoku_grid_clear_highlights (f->grid);
  g_assert_cmpuint (sudoku_grid_get_chain_length (f->grid), ==, 0);
  g_assert_cmpuint (chain_pixels (f, &between, FALSE), ==, 0);
}

/* Pixels of the grid in @rect that are violet (a link a nested technique
 * makes). */
static guint
violet_pixels (Fixture               *f,
               const graphene_rect_t *rect)
{
  return count_pixels (f, rect, is_violet);
}

/* The rectangle from the middle third of @a's row to @b's, at the height
 * of the 4's mark (the middle third of a cell). */
static graphene_rect_t
span (Fixture *f,
      guint    a,
      guint    b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, a)), GTK_WIDGET (f->grid), &ra));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, b)), GTK_WIDGET (f->grid), &rb));
  /* Whole pixels: the renderer takes no fraction of one. */
  return GRAPHENE_RECT_INIT ((int)ra.origin.x, (int)(ra.origin.y + ra.size.height / 3),
                             (int)(rb.origin.x + rb.size.width - ra.origin.x),
                             (int)(rb.origin.y + rb.size.height * 2 / 3 - ra.origin.y - ra.size.height / 3));
}

/* A chain of two branches (a region forcing chain's, say): each drawn,
 * its start ringed; no arrow from the end of one to the start of the
 * next; a nested technique's link violet. */
static void
test_chain_branches (Fixture      *f,
                     gconstpointer data)
{
  SudokuLogicStep step = {
    .technique = SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
    .form = SUDOKU_DYNAMIC_REGION,
    .n_nodes = 7,
    .nodes = {
      /* r1c1 on, r1c5 off, r3c5 on */
      { 0, 4, TRUE, SUDOKU_LOGIC_LINK_BRANCH },
      { 4, 4, FALSE, SUDOKU_LOGIC_LINK_CHAIN },
      { 22, 4, TRUE, SUDOKU_LOGIC_LINK_CHAIN },
      /* r3c9 on, r7c9 off, r7c5 on, then by a nested technique r9c5 off */
      { 26, 4, TRUE, SUDOKU_LOGIC_LINK_BRANCH },
      { 62, 4, FALSE, SUDOKU_LOGIC_LINK_CHAIN },
      { 58, 4, TRUE, SUDOKU_LOGIC_LINK_CHAIN },
      { 76, 4, FALSE, SUDOKU_LOGIC_LINK_NESTED },
    },
  };
  graphene_rect_t gap, second, start, nested;

  gtk_test_widget_wait_for_draw (f->window);
  /* Row 3 between r3c5 and r3c9; column 9 from row 4 to row 6; the ring
   * of r3c9's 4; row 8 of column 5. */
  gap = span (f, 23, 25);
  second = span (f, 35, 53);
  start = span (f, 26, 26);
  start.size.width = (int)(start.size.width / 2);
  nested = span (f, 67, 67);
  sudoku_grid_show_step (f->grid, &step, SUDOKU_STEP_WHOLE);
  g_assert_cmpuint (sudoku_grid_get_chain_length (f->grid), ==, 7);
  g_assert_cmpuint (chain_pixels (f, &gap, FALSE), ==, 0);
  g_assert_cmpuint (chain_pixels (f, &second, FALSE), >, 20);
  g_assert_cmpuint (chain_pixels (f, &start, TRUE), >, 10);
  g_assert_cmpuint (violet_pixels (f, &nested), >, 5);
  g_assert_cmpuint (violet_pixels (f, &second), ==, 0);
  sudoku_grid_clear_highlights (f->grid);
  g_assert_cmpuint (chain_pixels (f, &second, FALSE), ==, 0);
}

/* The numbers of the rows and columns, in a margin of half a cell. */
static void
test_labels (Fixture      *f,
             gconstpointer data)
{
  graphene_rect_t cell, band;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, 0)), GTK_WIDGET (f->grid),
                                            &cell));
  g_assert_cmpfloat (cell.origin.x, <, 10);
  sudoku_grid_set_labels (f->grid, TRUE);
  g_assert_true (sudoku_grid_get_labels (f->grid));
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, 0)), GTK_WIDGET (f->grid),
                                            &cell));
  g_assert_cmpfloat (cell.origin.x, >=, 500 / 19);
  g_assert_cmpfloat (cell.origin.y, >=, 500 / 19);
  /* A number above column 1 and beside row 1; none above the gap of the
   * top left corner. */
  band = GRAPHENE_RECT_INIT (cell.origin.x, 0, cell.size.width, 500 / 19);
  g_assert_cmpuint (dark_pixels (f, &band), >, 10);
  band = GRAPHENE_RECT_INIT (0, cell.origin.y, 500 / 19, cell.size.height);
  g_assert_cmpuint (dark_pixels (f, &band), >, 10);
  band = GRAPHENE_RECT_INIT (0, 0, 500 / 19, 500 / 19);
  g_assert_cmpuint (dark_pixels (f, &band), ==, 0);
  sudoku_grid_set_labels (f->grid, FALSE);
  gtk_test_widget_wait_for_draw (f->window);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (cell_at (f, 0)), GTK_WIDGET (f->grid),
                                            &cell));
  g_assert_cmpfloat (cell.origin.x, <, 10);
}

/* The contrast of @fg (its alpha laid over the ground) on @ground, a
 * rendered pixel (ARGB, opaque). */
static double
contrast (const GdkRGBA *fg,
          guint32        ground)
{
  GdkRGBA under = { ((ground >> 16) & 0xff) / 255.0f, ((ground >> 8) & 0xff) / 255.0f,
                    (ground & 0xff) / 255.0f, 1.0f };
  float   a = fg->alpha;
  GdkRGBA seen = { fg->red * a + under.red * (1 - a), fg->green * a + under.green * (1 - a),
                   fg->blue * a + under.blue * (1 - a), 1.0f };

  return sudoku_test_contrast (&seen, &under);
}

static GdkRGBA
color_of (GtkWidget *widget)
{
  GdkRGBA color;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return color;
}

static GtkWidget *
candidates_of (SudokuCell *cell)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (cell)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "candidates"))
      return child;
  g_assert_not_reached ();
}

static void
assert_contrast (const char    *what,
                 const GdkRGBA *fg,
                 guint32        ground,
                 double         least)
{
  double ratio = contrast (fg, ground);

  g_test_message ("%s: %.2f:1", what, ratio);
  if (ratio < least)
    g_error ("%s: contrast %.2f:1 on #%06x, less than %.1f:1", what, ratio, ground & 0xffffff,
             least);
}

/* Every digit and mark reads at 4.5:1 at least on every ground a cell can
 * have, in the light style and in the dark one; the puzzle's digits at 7:1. */
static void
test_contrast (Fixture      *f,
               gconstpointer data)
{
  GtkSettings       *settings = gtk_widget_get_settings (f->window);
  static const char *grounds[] = { NULL, "peer", "in-unit", "same-digit", "given" };

  for (guint dark = 0; dark < 2; dark++)
    {
      g_object_set (settings, "gtk-application-prefer-dark-theme", dark, NULL);
      for (guint k = 0; k < G_N_ELEMENTS (grounds); k++)
        {
          SudokuCell      *cell = cell_at (f, 2); /* empty in EASY */
          g_autofree char *what = NULL;
          GdkRGBA          color;
          guint32          ground;

          if (grounds[k] != NULL)
            gtk_widget_add_css_class (GTK_WIDGET (cell), grounds[k]);
          ground = paint_of (f, 2, 8);
          color = color_of (GTK_WIDGET (cell));
          what = g_strdup_printf ("%s, %s ground: text", dark ? "dark" : "light",
                                  grounds[k] ? grounds[k] : "plain");
          assert_contrast (what, &color, ground, 7.0);
          /* The grey ground is the puzzle's digits' alone. */
          if (g_strcmp0 (grounds[k], "given") == 0)
            {
              gtk_widget_remove_css_class (GTK_WIDGET (cell), grounds[k]);
              continue;
            }
          gtk_widget_add_css_class (GTK_WIDGET (cell), "solved");
          color = color_of (GTK_WIDGET (cell));
          assert_contrast ("solver's red", &color, ground, 4.5);
          gtk_widget_remove_css_class (GTK_WIDGET (cell), "solved");
          gtk_widget_add_css_class (GTK_WIDGET (cell), "trial");
          color = color_of (GTK_WIDGET (cell));
          assert_contrast ("a trial's blue", &color, ground, 4.5);
          gtk_widget_remove_css_class (GTK_WIDGET (cell), "trial");
          gtk_widget_add_css_class (GTK_WIDGET (cell), "tentative");
          color = color_of (GTK_WIDGET (cell));
          assert_contrast ("tentative blue", &color, ground, 4.5);
          gtk_widget_remove_css_class (GTK_WIDGET (cell), "tentative");
          color = color_of (candidates_of (cell));
          assert_contrast ("candidates", &color, ground, 4.5);
          if (grounds[k] != NULL)
            gtk_widget_remove_css_class (GTK_WIDGET (cell), grounds[k]);
        }
    }
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add ("/sudoku/grid/board-link", Fixture, NULL, fixture_set_up, test_board_link,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/focus", Fixture, NULL, fixture_set_up, test_focus, sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/reveal", Fixture, NULL, fixture_set_up, test_reveal,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/drawing", Fixture, NULL, fixture_set_up, test_drawing,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/highlights", Fixture, NULL, fixture_set_up, test_highlights,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/contrast", Fixture, NULL, fixture_set_up, test_contrast,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/chain", Fixture, NULL, fixture_set_up, test_chain, sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/chain-branches", Fixture, NULL, fixture_set_up, test_chain_branches,
              sudoku_test_grid_fixture_tear_down);
  g_test_add ("/sudoku/grid/labels", Fixture, NULL, fixture_set_up, test_labels,
              sudoku_test_grid_fixture_tear_down);
  return g_test_run ();
}
