/* sudoku-solutions-dialog.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solutions-dialog"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-mini-grid.h"
#include "sudoku-solutions-dialog.h"

/* Why one solution matters (the classroom): two solutions of a puzzle that
 * has several, side by side, the cells where they differ tinted in both;
 * the givens that would leave only the first ringed on it, and a button
 * that adds them to the puzzle (one step of Undo).  ::added tells how many
 * went in. */

struct _SudokuSolutionsDialog
{
  GtkWindow       parent_instance;

  /* Template widgets */
  GtkLabel       *differ_label;
  GtkLabel       *added_label;
  SudokuMiniGrid *first_grid;
  SudokuMiniGrid *second_grid;

  /* Owned */
  SudokuBoard    *board;
  guint8          added[SUDOKU_N_CELLS];
  guint           n_added;
};

G_DEFINE_FINAL_TYPE (SudokuSolutionsDialog, sudoku_solutions_dialog, GTK_TYPE_WINDOW)

enum
{
  ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
add_clicked_cb (SudokuSolutionsDialog *self)
{
  sudoku_board_add_givens (self->board, self->added);
  g_signal_emit (self, signals[ADDED], 0, self->n_added);
  gtk_window_close (GTK_WINDOW (self));
}

static void
show_found (SudokuSolutionsDialog  *self,
            const guint8            givens[SUDOKU_N_CELLS],
            const SudokuUniqueness *found)
{
  guint8           first[SUDOKU_N_CELLS], second[SUDOKU_N_CELLS];
  guint            n_differ = 0;
  g_autofree char *differ = NULL, *added = NULL;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint8 differs = found->first[cell] != found->second[cell] ? SUDOKU_MINI_DIFFERS : 0;
      guint8 given = givens[cell] != 0 ? SUDOKU_MINI_GIVEN : 0;

      n_differ += differs != 0;
      first[cell] = differs | given | (found->added[cell] != 0 ? SUDOKU_MINI_ADDED : 0);
      second[cell] = differs | given;
    }
  sudoku_mini_grid_set (self->first_grid, found->first, first);
  sudoku_mini_grid_set (self->second_grid, found->second, second);
  /* Translators: in the Two Solutions dialog: %u is the number of cells where the two solutions
   * differ */
  differ = g_strdup_printf (ngettext ("This puzzle has more than one solution: here are two. They "
                                      "differ in %u cell, tinted in both.",
                                      "This puzzle has more than one solution: here are two. They "
                                      "differ in %u cells, tinted in both.",
                                      n_differ),
                            n_differ);
  /* Translators: in the Two Solutions dialog: %u is the number of givens (digits of the puzzle)
   * that would make the solution unique */
  added = g_strdup_printf (ngettext ("Adding %u given, ringed on the first solution, makes it the "
                                     "puzzle's only one.",
                                     "Adding %u givens, ringed on the first solution, makes it the "
                                     "puzzle's only one; none of them can be left out.",
                                     found->n_added),
                           found->n_added);
  gtk_label_set_text (self->differ_label, differ);
  gtk_label_set_text (self->added_label, added);
  memcpy (self->added, found->added, sizeof self->added);
  self->n_added = found->n_added;
}

static void
sudoku_solutions_dialog_dispose (GObject *object)
{
  SudokuSolutionsDialog *self = SUDOKU_SOLUTIONS_DIALOG (object);

  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_SOLUTIONS_DIALOG);

  G_OBJECT_CLASS (sudoku_solutions_dialog_parent_class)->dispose (object);
}

static void
sudoku_solutions_dialog_class_init (SudokuSolutionsDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_solutions_dialog_dispose;

  /**
   * SudokuSolutionsDialog::added:
   * @self: the dialog
   * @n_added: how many givens went into the puzzle
   *
   * The givens shown were added to the puzzle.
   */
  signals[ADDED] = g_signal_new ("added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-solutions-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuSolutionsDialog, differ_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuSolutionsDialog, added_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuSolutionsDialog, first_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuSolutionsDialog, second_grid);
  /* Named for the tests. */
  gtk_widget_class_bind_template_child_full (widget_class, "add_button", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sudoku_solutions_dialog_init (SudokuSolutionsDialog *self)
{
  g_type_ensure (SUDOKU_TYPE_MINI_GRID);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sudoku_solutions_dialog_new:
 * @parent: the window it belongs to
 * @board: the board whose puzzle it shows, which Add changes
 * @givens: that puzzle
 * @found: its two solutions and the givens that leave only the first
 *
 * Returns: (transfer full): the dialog, to present
 */
SudokuSolutionsDialog *
sudoku_solutions_dialog_new (GtkWindow              *parent,
                             SudokuBoard            *board,
                             const guint8            givens[SUDOKU_N_CELLS],
                             const SudokuUniqueness *found)
{
  SudokuSolutionsDialog *self;

  g_return_val_if_fail (SUDOKU_IS_BOARD (board), NULL);
  g_return_val_if_fail (found != NULL && found->n_solutions == 2, NULL);

  self = g_object_new (SUDOKU_TYPE_SOLUTIONS_DIALOG, "transient-for", parent, NULL);
  self->board = g_object_ref (board);
  show_found (self, givens, found);
  return self;
}
