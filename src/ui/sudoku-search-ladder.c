/* sudoku-search-ladder.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-search-ladder"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-logic-step.h"
#include "sudoku-search-ladder.h"

/* The search tree, live (the classroom): the search's stack of filled
 * cells as a ladder, the newest rung on top, each the cell, its digit and
 * the digits still to try there (textbook and fewest try them in rising
 * order), pushed on a placement, popped on a backtrack, walked back with a
 * step back.  The last rungs only, with how many are below; in the texts'
 * size (sudoku-text), so that it grows with the zoom for a projector. */

#define N_ROWS 8 /* rungs shown */

struct _SudokuSearchLadder
{
  GtkWidget  parent_instance;

  GtkWidget *heading;
  GtkWidget *rows[N_ROWS];
  GtkWidget *below;
  guint      n;      /* rungs */
  gboolean   wanted; /* Search Tree: the demo bar shows it in the search's view */
};

G_DEFINE_FINAL_TYPE (SudokuSearchLadder, sudoku_search_ladder, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_WANTED,
  N_PROPS
};

static char *
rung_text (const SudokuRung *rung)
{
  g_autofree char *cell = sudoku_cell_name (rung->cell);
  g_autoptr(GString) next = g_string_new (NULL);

  for (guint d = rung->digit + 1; d < 32; d++)
    if (rung->fitting & (1u << d))
      g_string_append_printf (next, next->len > 0 ? " %u" : "%u", d);
  if (next->len == 0)
    /* Translators: a rung of the search's ladder: the cell, its digit, and no
     * other digit left to try there ("row 3, column 7: 4, the last to try") */
    return g_strdup_printf (_("%s: %u, the last to try"), cell, rung->digit);
  /* Translators: a rung of the search's ladder: the cell, its digit, and the
   * digits still to try there ("row 3, column 7: 4, then 6 8") */
  return g_strdup_printf (_("%s: %u, then %s"), cell, rung->digit, next->str);
}

/**
 * sudoku_search_ladder_show:
 * @self: a #SudokuSearchLadder
 * @trail: (nullable): the search's trail, as the grid shows it
 *
 * Shows the trail's ladder (sudoku_demo_trail_get_ladder ()).
 */
void
sudoku_search_ladder_show (SudokuSearchLadder *self,
                           SudokuDemoTrail    *trail)
{
  SudokuRung       rungs[SUDOKU_MAX_CELLS];
  guint            n = trail != NULL ? sudoku_demo_trail_get_ladder (trail, rungs) : 0;
  g_autofree char *heading = NULL, *below = NULL;

  g_return_if_fail (SUDOKU_IS_SEARCH_LADDER (self));

  /* Translators: the heading of the search's ladder: how many cells the
   * search has filled, one level of its tree each */
  heading = g_strdup_printf (ngettext ("Search tree: %u cell deep", "Search tree: %u cells deep", n),
                             n);
  sudoku_digits_set_label (GTK_LABEL (self->heading), heading);
  for (guint row = 0; row < N_ROWS; row++)
    {
      g_autofree char *text = row < n ? rung_text (&rungs[n - 1 - row]) : NULL;

      /* Every row keeps its line, empty too: the ladder keeps its height
       * as it grows, and the grid does not move. */
      sudoku_digits_set_label (GTK_LABEL (self->rows[row]), text != NULL ? text : " ");
    }
  self->n = n;
  if (n > N_ROWS)
    /* Translators: under the search's ladder: the rungs not shown */
    below = g_strdup_printf (ngettext ("and %u more below", "and %u more below", n - N_ROWS),
                             n - N_ROWS);
  sudoku_digits_set_label (GTK_LABEL (self->below), below != NULL ? below : " ");
}

/**
 * sudoku_search_ladder_get_levels:
 * @self: a #SudokuSearchLadder
 *
 * Returns: how many rungs the ladder has (the search's depth)
 */
guint
sudoku_search_ladder_get_levels (SudokuSearchLadder *self)
{
  g_return_val_if_fail (SUDOKU_IS_SEARCH_LADDER (self), 0);
  return self->n;
}

/**
 * sudoku_search_ladder_get_rung:
 * @self: a #SudokuSearchLadder
 * @row: 0 for the newest rung
 *
 * Returns: (nullable): the text of a rung shown
 */
const char *
sudoku_search_ladder_get_rung (SudokuSearchLadder *self,
                               guint               row)
{
  g_return_val_if_fail (SUDOKU_IS_SEARCH_LADDER (self), NULL);
  if (row >= MIN (self->n, N_ROWS))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->rows[row]));
}

static GtkWidget *
add_label (SudokuSearchLadder *self,
           const char         *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_add_css_class (label, "sudoku-text");
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static void
sudoku_search_ladder_dispose (GObject *object)
{
  SudokuSearchLadder *self = SUDOKU_SEARCH_LADDER (object);
  GtkWidget          *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_search_ladder_parent_class)->dispose (object);
}

static void
sudoku_search_ladder_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  g_value_set_boolean (value, SUDOKU_SEARCH_LADDER (object)->wanted);
}

static void
sudoku_search_ladder_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  SudokuSearchLadder *self = SUDOKU_SEARCH_LADDER (object);

  if (self->wanted == g_value_get_boolean (value))
    return;
  self->wanted = g_value_get_boolean (value);
  g_object_notify_by_pspec (object, pspec);
}

static void
sudoku_search_ladder_class_init (SudokuSearchLadderClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_search_ladder_dispose;
  object_class->get_property = sudoku_search_ladder_get_property;
  object_class->set_property = sudoku_search_ladder_set_property;
  /**
   * SudokuSearchLadder:wanted:
   *
   * Whether the classroom asked for it (win.show-ladder, Search Tree in
   * the main menu): the demo bar shows it in the search's view.
   */
  g_object_class_install_property (object_class, PROP_WANTED,
                                   g_param_spec_boolean ("wanted", NULL, NULL, FALSE,
                                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                           G_PARAM_STATIC_STRINGS));
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "searchladder");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
sudoku_search_ladder_init (SudokuSearchLadder *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);
  self->heading = add_label (self, "heading");
  for (guint row = 0; row < N_ROWS; row++)
    self->rows[row] = add_label (self, row == 0 ? "ladder-top" : "ladder-rung");
  self->below = add_label (self, "dim-label");
  sudoku_search_ladder_show (self, NULL);
}

GtkWidget *
sudoku_search_ladder_new (void)
{
  return g_object_new (SUDOKU_TYPE_SEARCH_LADDER, NULL);
}
