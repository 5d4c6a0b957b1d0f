/* sudoku-grid-chain.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include <math.h>

#include "sudoku-grid-private.h"

/* A chain drawn over the grid (a hint told whole, the classroom's logic
 * view): each node ringed on its candidate, green when the chain makes it
 * true, orange when false; each link an arrow from one node to the next,
 * solid for a strong link (to a true node), dashed for a weak one (to a
 * false node), as chains are drawn in Sudoku books and programs; dotted
 * and violet where a technique nested in a dynamic chain makes the link.
 * A chain of several branches (Nishio, cell, region and dynamic forcing
 * chains) draws each: no arrow into the start of a branch, and a ring or
 * an arrow that branches share drawn once.  Where a candidate is both
 * true and false (a contradiction's end), its true ring sits inside the
 * false one. */

/* Where @digit's pencil mark sits in @cell, in the grid's coordinates. */
static gboolean
mark_centre (SudokuGrid *self,
             guint       cell,
             guint       digit,
             double     *x,
             double     *y,
             double     *size)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (self->cells[cell]), GTK_WIDGET (self), &bounds))
    return FALSE;
  *size = bounds.size.width / 3;
  *x = bounds.origin.x + ((digit - 1) % 3 + 0.5) * bounds.size.width / 3;
  *y = bounds.origin.y + ((digit - 1) / 3 + 0.5) * bounds.size.height / 3;
  return TRUE;
}

static void
draw_link (cairo_t *cr,
           double   x0,
           double   y0,
           double   x1,
           double   y1,
           double   radius,
           guint    link,
           gboolean strong)
{
  double length = hypot (x1 - x0, y1 - y0), dx, dy, head = radius * 0.9;
  double dashes[] = { radius * 0.5, radius * 0.4 };
  double dots[] = { 0, radius * 0.35 };

  if (length <= 2 * radius)
    return;
  dx = (x1 - x0) / length;
  dy = (y1 - y0) / length;
  /* From ring to ring. */
  x0 += dx * radius;
  y0 += dy * radius;
  x1 -= dx * radius;
  y1 -= dy * radius;
  if (link == SUDOKU_LOGIC_LINK_NESTED)
    cairo_set_dash (cr, dots, 2, 0);
  else
    cairo_set_dash (cr, dashes, strong ? 0 : 2, 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1 - dx * head * 0.6, y1 - dy * head * 0.6);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x1 - dx * head - dy * head * 0.5, y1 - dy * head + dx * head * 0.5);
  cairo_line_to (cr, x1 - dx * head + dy * head * 0.5, y1 - dy * head - dx * head * 0.5);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The chain's colours: blue links (violet where nested), green and orange
 * rings; lighter in the dark style (light text), where the light style's
 * would sink into the dark ground. */
typedef struct
{
  double link[4], nested[4], on[3], off[3];
} Colours;

static const Colours light_colours = {
  { 0.11, 0.44, 0.85, 0.85 }, { 0.57, 0.25, 0.67, 0.9 }, { 0.15, 0.64, 0.41 }, { 0.90, 0.38, 0.0 }
};
static const Colours dark_colours = {
  { 0.38, 0.64, 1.0, 0.9 }, { 0.80, 0.55, 0.95, 0.9 }, { 0.34, 0.84, 0.55 }, { 1.0, 0.56, 0.22 }
};

static const Colours *
chain_colours (SudokuGrid *self)
{
  GdkRGBA text;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &text);
  return 0.30 * text.red + 0.59 * text.green + 0.11 * text.blue > 0.5 ? &dark_colours : &light_colours;
}

/* Whether node @i of @nodes is drawn already: the same candidate, true or
 * false alike (@ring), or the same link into it (else). */
static gboolean
drawn_before (const SudokuLogicNode *nodes,
              guint                  i,
              gboolean               ring)
{
  const SudokuLogicNode *a = &nodes[i];

  for (guint k = 0; k < i; k++)
    {
      const SudokuLogicNode *b = &nodes[k];

      if (a->cell != b->cell || a->digit != b->digit || a->on != b->on)
        continue;
      if (ring)
        return TRUE;
      if (k > 0 && b->link != SUDOKU_LOGIC_LINK_BRANCH && nodes[k - 1].cell == nodes[i - 1].cell &&
          nodes[k - 1].digit == nodes[i - 1].digit && nodes[k - 1].on == nodes[i - 1].on)
        return TRUE;
    }
  return FALSE;
}

/* Whether the chain makes @node's candidate true somewhere and false
 * somewhere else. */
static gboolean
both_ways (const SudokuLogicNode *nodes,
           guint                  n,
           const SudokuLogicNode *node)
{
  for (guint k = 0; k < n; k++)
    if (nodes[k].cell == node->cell && nodes[k].digit == node->digit && nodes[k].on != node->on)
      return TRUE;
  return FALSE;
}

void
_sudoku_grid_snapshot_chain (SudokuGrid  *self,
                             GtkSnapshot *snapshot)
{
  const SudokuLogicNode *nodes;
  const Colours         *colours = chain_colours (self);
  cairo_t               *cr;
  double                 px = 0, py = 0, size = 0;

  if (self->chain == NULL || self->chain->len == 0)
    return;
  nodes = (const SudokuLogicNode *)self->chain->data;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                                       gtk_widget_get_height (GTK_WIDGET (self))));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < self->chain->len; i++)
    {
      const double *link = nodes[i].link == SUDOKU_LOGIC_LINK_NESTED ? colours->nested : colours->link;
      double        x, y;

      if (!mark_centre (self, nodes[i].cell, nodes[i].digit, &x, &y, &size))
        break;
      /* The links in blue (a nested one violet), over the marks; the
       * rings after, over them. */
      cairo_set_line_width (cr, MAX (1.5, size / 9));
      cairo_set_source_rgba (cr, link[0], link[1], link[2], link[3]);
      if (i > 0 && nodes[i].link != SUDOKU_LOGIC_LINK_BRANCH && !drawn_before (nodes, i, FALSE))
        draw_link (cr, px, py, x, y, size * 0.42, nodes[i].link, nodes[i].on);
      px = x;
      py = y;
    }
  for (guint i = 0; i < self->chain->len; i++)
    {
      const double *ring = nodes[i].on ? colours->on : colours->off;
      double        x, y, radius;

      if (!mark_centre (self, nodes[i].cell, nodes[i].digit, &x, &y, &size))
        break;
      if (drawn_before (nodes, i, TRUE))
        continue;
      radius = size * 0.42;
      if (both_ways (nodes, self->chain->len, &nodes[i]))
        radius = nodes[i].on ? size * 0.28 : size * 0.47;
      cairo_set_line_width (cr, MAX (1.5, size / 8));
      cairo_set_source_rgb (cr, ring[0], ring[1], ring[2]);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/**
 * sudoku_grid_set_chain:
 * @self: a #SudokuGrid
 * @nodes: (nullable): a chain's nodes, from its start
 * @n_nodes: how many
 *
 * Draws a chain over the grid, or none.
 */
void
sudoku_grid_set_chain (SudokuGrid            *self,
                       const SudokuLogicNode *nodes,
                       guint                  n_nodes)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  if (self->chain == NULL)
    self->chain = g_array_new (FALSE, FALSE, sizeof (SudokuLogicNode));
  if (self->chain->len == 0 && n_nodes == 0)
    return;
  g_array_set_size (self->chain, 0);
  if (nodes != NULL)
    g_array_append_vals (self->chain, nodes, n_nodes);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * sudoku_grid_get_chain_length:
 * @self: a #SudokuGrid
 *
 * Returns: how many nodes the chain drawn has (0: none)
 */
guint
sudoku_grid_get_chain_length (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), 0);
  return self->chain != NULL ? self->chain->len : 0;
}
