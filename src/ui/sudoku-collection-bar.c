/* sudoku-collection-bar.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-collection-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-collection-bar.h"
#include "sudoku-digits-manager.h"

/* A collection's navigation under the grid: "Puzzle [3] of 95" with the
 * previous and next buttons, shown while the document holds more than one
 * puzzle.  The number follows the document; a number typed goes to that
 * puzzle through the window's win.go-to-puzzle, as the buttons go through
 * win.previous-puzzle and win.next-puzzle. */

struct _SudokuCollectionBar
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkSpinButton *puzzle_spin;
  GtkLabel      *puzzle_count_label;

  /* Owned */
  GSignalGroup  *document_signals;
};

G_DEFINE_FINAL_TYPE (SudokuCollectionBar, sudoku_collection_bar, GTK_TYPE_WIDGET)

static void spin_changed_cb (SudokuCollectionBar *self,
                             GtkSpinButton       *spin);

static void
update (SudokuCollectionBar *self)
{
  g_autoptr(SudokuDocument) document = g_signal_group_dup_target (self->document_signals);
  g_autofree char *of = NULL;
  guint            n, index;

  if (document == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  n = sudoku_document_get_n_puzzles (document);
  index = sudoku_document_get_index (document);
  gtk_widget_set_visible (GTK_WIDGET (self), n > 1);
  /* The field follows the document here, not the other way: a new range
   * clamping the old number must not go to another puzzle (with the board
   * still showing the puzzle before). */
  g_signal_handlers_block_by_func (self->puzzle_spin, spin_changed_cb, self);
  gtk_spin_button_set_range (self->puzzle_spin, 1, MAX (n, 1));
  gtk_spin_button_set_value (self->puzzle_spin, index + 1);
  g_signal_handlers_unblock_by_func (self->puzzle_spin, spin_changed_cb, self);
  /* Translators: after the number of the puzzle shown: "Puzzle [3] of 95" */
  of = g_strdup_printf (ngettext ("of %u", "of %u", n), n);
  sudoku_digits_set_label (self->puzzle_count_label, of);
}

static void
spin_changed_cb (SudokuCollectionBar *self,
                 GtkSpinButton       *spin)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  if (value >= 1)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.go-to-puzzle", "u", (guint32)value - 1);
}

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sudoku_collection_bar_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuCollectionBar *self = SUDOKU_COLLECTION_BAR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_take_object (value, g_signal_group_dup_target (self->document_signals));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_collection_bar_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuCollectionBar *self = SUDOKU_COLLECTION_BAR (object);
  g_autoptr(SudokuDocument) old = NULL;

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      old = g_signal_group_dup_target (self->document_signals);
      if (old == g_value_get_object (value))
        return;
      g_signal_group_set_target (self->document_signals, g_value_get_object (value));
      update (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_collection_bar_dispose (GObject *object)
{
  SudokuCollectionBar *self = SUDOKU_COLLECTION_BAR (object);

  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_COLLECTION_BAR);
  /* The widgets the template does not name too. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sudoku_collection_bar_parent_class)->dispose (object);
}

static void
sudoku_collection_bar_class_init (SudokuCollectionBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_collection_bar_dispose;
  object_class->get_property = sudoku_collection_bar_get_property;
  object_class->set_property = sudoku_collection_bar_set_property;

  /**
   * SudokuCollectionBar:document:
   *
   * The document whose puzzles the bar counts.
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SUDOKU_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-collection-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuCollectionBar, puzzle_spin);
  gtk_widget_class_bind_template_child (widget_class, SudokuCollectionBar, puzzle_count_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "collectionbar");
}

static void
sudoku_collection_bar_init (SudokuCollectionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              6);
  self->document_signals = g_signal_group_new (SUDOKU_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "notify::index", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::n-puzzles", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_spin, "value-changed", G_CALLBACK (spin_changed_cb), self,
                           G_CONNECT_SWAPPED);
}
