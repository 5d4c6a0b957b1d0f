/* sudoku-window-actions.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-choosers.h"
#include "sudoku-dialogs.h"
#include "sudoku-window-private.h"

/* What the window's own actions do: solve and stop, undo and redo, the
 * texts' zoom, full screen; and the state of the header bar's buttons.
 * The window's state stays in SudokuWindow (sudoku-window-private.h). */

void
_sudoku_window_update_actions (SudokuWindow *self)
{
  SudokuBoardState state = sudoku_board_get_state (self->board);
  /* Paused, the grid is hidden: nothing changes it. */
  gboolean         paused = sudoku_game_get_paused (_sudoku_window_game (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 !paused && sudoku_board_get_can_undo (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 !paused && sudoku_board_get_can_redo (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.clear-solution",
                                 !paused && (state == SUDOKU_BOARD_SOLVED ||
                                             sudoku_board_get_solving (self->board)));
  _sudoku_window_play_update (self);
}

/* The game shown was paused or taken up again. */
void
_sudoku_window_paused_cb (SudokuWindow *self)
{
  g_object_notify (G_OBJECT (self), "paused");
  _sudoku_window_update_actions (self);
}

/* Solving */

/* The game found a solution: its digits make their entrance. */
void
_sudoku_window_reveal_solution (SudokuWindow *self,
                                const guint8 *order,
                                guint         n_order)
{
  sudoku_grid_reveal (self->grid, order, n_order);
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (sudoku_board_get_state (self->board) == SUDOKU_BOARD_SOLVING)
    {
      /* Solve pressed again before it turned into Stop: already on it. */
      if (sudoku_solve_button_get_stop (self->solve_button))
        sudoku_board_cancel_solve (self->board);
      return;
    }
  if (sudoku_demo_bar_get_running (self->demo_bar))
    {
      sudoku_demo_bar_stop (self->demo_bar);
      return;
    }
  if (self->show_steps && !sudoku_board_has_conflicts (self->board))
    {
      sudoku_demo_bar_start (self->demo_bar);
      return;
    }
  if (!sudoku_game_solve (_sudoku_window_game (self), self->strategy))
    gtk_widget_error_bell (widget);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  /* In full screen, Escape first leaves it: nothing that runs is lost. */
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    {
      gtk_window_unfullscreen (GTK_WINDOW (widget));
      return;
    }
  sudoku_grid_stop_reveal (self->grid);
  sudoku_demo_bar_stop (self->demo_bar);
  sudoku_board_cancel_solve (self->board);
  sudoku_files_stop (self->files);
  sudoku_printer_stop (self->printer);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_board_undo (self->board);
  _sudoku_window_set_status (self, "");
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_board_redo (self->board);
  _sudoku_window_set_status (self, "");
}

static void
clear_solution_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  /* Solving by hand, the player's digits and notes go too; the puzzle stays. */
  if (sudoku_board_get_solving (self->board))
    sudoku_board_clear (self->board);
  else
    sudoku_board_clear_solution (self->board);
  _sudoku_window_set_status (self, "");
}

/* Zoom levels for the texts around the grid (the stage's). */
void
_sudoku_window_set_zoom (SudokuWindow *self,
                         int           zoom)
{
  sudoku_stage_set_zoom (self->stage, zoom);
  zoom = sudoku_stage_get_zoom (self->stage);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", zoom < SUDOKU_N_ZOOM - 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", zoom > 0);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    _sudoku_window_set_zoom (self, sudoku_stage_get_zoom (self->stage) + 1);
  else if (g_str_equal (action_name, "win.zoom-out"))
    _sudoku_window_set_zoom (self, sudoku_stage_get_zoom (self->stage) - 1);
  else
    _sudoku_window_set_zoom (self, SUDOKU_ZOOM_DEFAULT);
}

static void
fullscreen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

/* Print… and Export PDF… (sudoku-printer.c): the document's puzzles, with
 * the classroom's searches when a demo has run. */

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_printer_print (self->printer, self->document,
                        sudoku_demo_bar_get_summary (self->demo_bar));
}

static void
export_chosen_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SudokuWindow      *self = SUDOKU_WINDOW (object);
  SudokuSheetChoices choices;
  g_autoptr(GFile) file = sudoku_pdf_chooser_run_finish (GTK_WINDOW (self), result, &choices);

  if (file != NULL && self->board != NULL)
    sudoku_printer_export_pdf (self->printer, self->document,
                               sudoku_demo_bar_get_summary (self->demo_bar), &choices, file);
}

/* The file, and the choices Print… has in its tab. */
static void
export_pdf_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SudokuWindow    *self = SUDOKU_WINDOW (widget);
  g_autofree char *name = sudoku_document_dup_display_name (self->document);
  g_autofree char *stem = g_strndup (name, strcspn (name, "."));
  g_autofree char *suggested = g_strconcat (stem, ".pdf", NULL);
  GFile           *file = sudoku_document_get_file (self->document);
  g_autoptr(GFile) folder = file != NULL ? g_file_get_parent (file) : NULL;
  const char        *summary = sudoku_demo_bar_get_summary (self->demo_bar);
  SudokuSheetChoices choices;

  sudoku_printer_get_choices (self->document, summary, &choices);
  /* Beside the puzzle's file. */
  sudoku_pdf_chooser_run_async (GTK_WINDOW (self), folder, suggested, &choices,
                                sudoku_document_get_n_puzzles (self->document) > 1,
                                choices.summary, export_chosen_cb, NULL);
}

void
_sudoku_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.clear-solution", NULL,
                                   clear_solution_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, fullscreen_action);

  /* The other shortcuts are the application's accelerators, shown in menus;
   * Escape, which stops whatever runs, stays a key binding of the window. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.stop", NULL);
}

/* The menu's toggles that are a widget's property: the rows' and
 * columns' numbers, notes mode, the colour, the search's ladder, the
 * clock. */
void
_sudoku_window_add_property_actions (SudokuWindow *self)
{
  GObject *ladder = gtk_widget_get_template_child (GTK_WIDGET (self->demo_bar), SUDOKU_TYPE_DEMO_BAR,
                                                   "ladder");
  GAction *actions[] = {
    G_ACTION (g_property_action_new ("show-labels", self->grid, "labels")),
    G_ACTION (g_property_action_new ("notes-mode", self->grid, "notes-mode")),
    G_ACTION (g_property_action_new ("colour", self->grid, "colour")),
    G_ACTION (g_property_action_new ("show-ladder", ladder, "wanted")),
    G_ACTION (g_property_action_new ("show-clock", gtk_widget_get_template_child (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW, "clock_button"), "show-time")),
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_action_map_add_action (G_ACTION_MAP (self), actions[i]);
      g_object_unref (actions[i]);
    }
}
