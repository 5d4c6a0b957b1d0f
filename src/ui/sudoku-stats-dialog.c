/* sudoku-stats-dialog.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-stats-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-game.h"
#include "sudoku-stats-dialog.h"

/* Statistics: for each level, the puzzles the player solved by hand, and
 * the best and average time of those solved without help; the file is read
 * again when the dialog opens (another instance may have added to it). */

struct _SudokuStatsDialog
{
  GtkWindow parent_instance;

  /* Template widgets */
  GtkGrid  *table;
  GtkLabel *note_label;

  /* The table's cells, by level: solved, best, average */
  GtkLabel *cells[SUDOKU_N_LEVELS][3];
};

G_DEFINE_FINAL_TYPE (SudokuStatsDialog, sudoku_stats_dialog, GTK_TYPE_WINDOW)

static GtkLabel *
add_cell (SudokuStatsDialog *self,
          const char        *text,
          int                column,
          int                row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0f : 1.0f);
  if (column > 0)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      /* Figures of one width, so that the times line up. */
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum=1"));
      gtk_label_set_attributes (GTK_LABEL (label), attrs);
      pango_attr_list_unref (attrs);
    }
  gtk_grid_attach (self->table, label, column, row, 1, 1);
  return GTK_LABEL (label);
}

static void
show_stats (SudokuStatsDialog *self,
            SudokuStats       *stats)
{
  for (guint level = 0; level < SUDOKU_N_LEVELS; level++)
    {
      SudokuLevelStats numbers;
      g_autofree char *solved = NULL;
      g_autofree char *best = NULL;
      g_autofree char *average = NULL;

      sudoku_stats_get_level (stats, (SudokuLevel)level, &numbers);
      solved = g_strdup_printf ("%u", numbers.solved);
      /* No time without a solve without help. */
      best = numbers.unaided > 0 ? sudoku_clock_text (numbers.best) : g_strdup ("—");
      average = numbers.unaided > 0 ? sudoku_clock_text (sudoku_level_stats_average (&numbers))
                                    : g_strdup ("—");
      gtk_label_set_text (self->cells[level][0], solved);
      gtk_label_set_text (self->cells[level][1], best);
      gtk_label_set_text (self->cells[level][2], average);
    }
}

/**
 * sudoku_stats_dialog_new:
 * @parent: the window it is for
 * @stats: the player's times
 *
 * Reads the times again and shows them.
 *
 * Returns: (transfer full): a dialog, to present
 */
SudokuStatsDialog *
sudoku_stats_dialog_new (GtkWindow   *parent,
                         SudokuStats *stats)
{
  SudokuStatsDialog *self;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *note = NULL;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SUDOKU_IS_STATS (stats), NULL);

  self = g_object_new (SUDOKU_TYPE_STATS_DIALOG, "transient-for", parent, NULL);
  name = g_filename_display_name (sudoku_stats_get_path (stats));
  if (!sudoku_stats_load (stats, &error))
    /* Translators: %s says why the file of times could not be read */
    note = g_strdup_printf (_("These are the times known before: %s"), error->message);
  else
    /* Translators: under the table of Statistics; %s is a file */
    note = g_strdup_printf (_("Best and average count the puzzles solved without help: no "
                               "hint, check, revealed cell or solution. Kept in %s."),
                            name);
  gtk_label_set_text (self->note_label, note);
  show_stats (self, stats);
  return self;
}

/**
 * sudoku_stats_dialog_dup_row:
 * @self: a #SudokuStatsDialog
 * @level: a level
 *
 * Returns: (transfer full): the row of @level as it shows, its cells
 *   separated by tabs (for the tests)
 */
char *
sudoku_stats_dialog_dup_row (SudokuStatsDialog *self,
                             SudokuLevel        level)
{
  g_return_val_if_fail (SUDOKU_IS_STATS_DIALOG (self), NULL);
  g_return_val_if_fail ((guint)level < SUDOKU_N_LEVELS, NULL);

  return g_strjoin ("\t", sudoku_level_name (level), gtk_label_get_text (self->cells[level][0]),
                    gtk_label_get_text (self->cells[level][1]),
                    gtk_label_get_text (self->cells[level][2]), NULL);
}

static void
sudoku_stats_dialog_class_init (SudokuStatsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-stats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuStatsDialog, table);
  gtk_widget_class_bind_template_child (widget_class, SudokuStatsDialog, note_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sudoku_stats_dialog_init (SudokuStatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint level = 0; level < SUDOKU_N_LEVELS; level++)
    {
      add_cell (self, sudoku_level_name ((SudokuLevel)level), 0, (int)level + 1);
      for (guint column = 0; column < 3; column++)
        self->cells[level][column] = add_cell (self, "", (int)column + 1, (int)level + 1);
    }
}
