/* sudoku-dialogs.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-shape-generator.h"

/* The questions and errors the window shows in a dialog of its own.  A
 * question is asked with …_run_async () and answered through …_run_finish (),
 * as GNOME Console's close dialog does: whoever asks keeps what it will do
 * next in its own callback.  GtkMessageDialog is deprecated only from GTK
 * 4.10, after the 4.8 this app is written for. */

#define DIALOG_KEY "sudoku-dialog"

static void
forget_dialog_cb (GtkWidget *dialog,
                  GtkWindow *parent)
{
  if (g_object_get_data (G_OBJECT (parent), DIALOG_KEY) == dialog)
    g_object_set_data (G_OBJECT (parent), DIALOG_KEY, NULL);
}

/* A modal message dialog over @parent; an earlier one goes. */
static GtkWidget *
new_dialog (GtkWindow     *parent,
            GtkMessageType type,
            const char    *primary,
            const char    *secondary)
{
  GtkWidget *old = sudoku_dialog_find (parent);
  GtkWidget *dialog;

  if (old != NULL)
    gtk_window_destroy (GTK_WINDOW (old));
  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type,
                                   GTK_BUTTONS_NONE, "%s", primary);
  if (secondary != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_object_set_data (G_OBJECT (parent), DIALOG_KEY, dialog);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (forget_dialog_cb), parent, 0);
  return dialog;
}

/**
 * sudoku_dialog_find:
 * @parent: a window
 *
 * Returns: (transfer none) (nullable): the question or error shown over
 *   @parent, if any
 */
GtkWidget *
sudoku_dialog_find (GtkWindow *parent)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  return g_object_get_data (G_OBJECT (parent), DIALOG_KEY);
}

static void
error_response_cb (GtkDialog *dialog,
                   int        response,
                   gpointer   user_data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/**
 * sudoku_error_dialog_show:
 * @parent: the window it is about
 * @primary: what went wrong, as a title
 * @secondary: (nullable): why, or what to do
 */
void
sudoku_error_dialog_show (GtkWindow  *parent,
                          const char *primary,
                          const char *secondary)
{
  GtkWidget *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  dialog = new_dialog (parent, GTK_MESSAGE_ERROR, primary, secondary);
  /* Translators: the button of an error message */
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Close"), GTK_RESPONSE_CLOSE);
  g_signal_connect (dialog, "response", G_CALLBACK (error_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Returns the answer once the dialog is gone for good: going on may close
 * its parent, which the dialog must not outlive. */
static gboolean
return_answer_cb (gpointer user_data)
{
  GTask *task = user_data;

  g_task_return_int (task, GPOINTER_TO_INT (g_task_get_task_data (task)));
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static void
answer (GTask           *task,
        SudokuSaveChoice choice)
{
  g_task_set_task_data (task, GINT_TO_POINTER (choice), NULL);
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, return_answer_cb, task, NULL);
}

static void
save_response_cb (GtkDialog *dialog,
                  int        response,
                  GTask     *task)
{
  SudokuSaveChoice choice;

  switch (response)
    {
    case GTK_RESPONSE_ACCEPT:
      choice = SUDOKU_SAVE_CHOICE_SAVE;
      break;
    case GTK_RESPONSE_REJECT:
      choice = SUDOKU_SAVE_CHOICE_DISCARD;
      break;
    default:
      choice = SUDOKU_SAVE_CHOICE_CANCEL;
      break;
    }
  g_signal_handlers_disconnect_by_data (dialog, task);
  gtk_window_destroy (GTK_WINDOW (dialog));
  answer (task, choice);
}

static void
save_destroyed_cb (GtkWidget *dialog,
                   GTask     *task)
{
  answer (task, SUDOKU_SAVE_CHOICE_CANCEL);
}

static GtkWidget *
add_styled_button (GtkDialog  *dialog,
                   const char *label,
                   int         response,
                   const char *css_class)
{
  GtkWidget *button = gtk_dialog_add_button (dialog, label, response);

  if (css_class != NULL)
    gtk_widget_add_css_class (button, css_class);
  return button;
}

/**
 * sudoku_save_dialog_run_async:
 * @parent: the window whose puzzle would be lost
 * @name: the file's name, or "Unsaved Puzzle"
 * @cancellable: (nullable): takes the question back (as Cancel)
 * @callback: called with the answer
 * @user_data: for @callback
 *
 * Asks whether to save the changes to @name, discard them or cancel.
 */
void
sudoku_save_dialog_run_async (GtkWindow          *parent,
                              const char         *name,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_autofree char *primary = NULL;
  GtkWidget       *dialog;
  GTask           *task;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (name != NULL);

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_save_dialog_run_async);
  /* Translators: %s is a file name, or "Unsaved Puzzle" */
  primary = g_strdup_printf (_("Save changes to “%s”?"), name);
  dialog = new_dialog (parent, GTK_MESSAGE_QUESTION, primary,
                       _("If you don’t save, your changes will be lost."));
  /* Translators: the buttons of the Save Changes question: keep the puzzle open */
  add_styled_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, NULL);
  /* Translators: close without saving, the changes are lost */
  add_styled_button (GTK_DIALOG (dialog), _("_Discard"), GTK_RESPONSE_REJECT, "destructive-action");
  /* Translators: save the changes, then close */
  add_styled_button (GTK_DIALOG (dialog), _("_Save"), GTK_RESPONSE_ACCEPT, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  /* Closed any other way (Escape, its window destroyed), it is Cancel. */
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), task);
  g_signal_connect (dialog, "destroy", G_CALLBACK (save_destroyed_cb), task);
  if (cancellable != NULL)
    g_signal_connect_object (cancellable, "cancelled", G_CALLBACK (gtk_window_destroy), dialog,
                             G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * sudoku_save_dialog_run_finish:
 * @parent: the window given to sudoku_save_dialog_run_async ()
 * @result: the result
 *
 * Returns: the answer
 */
SudokuSaveChoice
sudoku_save_dialog_run_finish (GtkWindow    *parent,
                               GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), SUDOKU_SAVE_CHOICE_CANCEL);

  return (SudokuSaveChoice)g_task_propagate_int (G_TASK (result), NULL);
}

static void
confirm_response_cb (GtkDialog *dialog,
                     int        response,
                     GTask     *task)
{
  g_signal_handlers_disconnect_by_data (dialog, task);
  gtk_window_destroy (GTK_WINDOW (dialog));
  answer (task, response == GTK_RESPONSE_ACCEPT ? SUDOKU_SAVE_CHOICE_SAVE
                                                : SUDOKU_SAVE_CHOICE_CANCEL);
}

/**
 * sudoku_confirm_dialog_run_async:
 * @parent: the window it is about
 * @primary: the question
 * @secondary: (nullable): what going on means
 * @accept: the label of the button that goes on, e.g. "Save _Anyway"
 * @callback: called with the answer
 * @user_data: for @callback
 *
 * Asks whether to go on; Cancel is the default.
 */
void
sudoku_confirm_dialog_run_async (GtkWindow          *parent,
                                 const char         *primary,
                                 const char         *secondary,
                                 const char         *accept,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  GtkWidget *dialog;
  GTask     *task;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  task = g_task_new (parent, NULL, callback, user_data);
  g_task_set_source_tag (task, sudoku_confirm_dialog_run_async);
  dialog = new_dialog (parent, GTK_MESSAGE_QUESTION, primary, secondary);
  add_styled_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, NULL);
  add_styled_button (GTK_DIALOG (dialog), accept, GTK_RESPONSE_ACCEPT, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), task);
  g_signal_connect (dialog, "destroy", G_CALLBACK (save_destroyed_cb), task);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * sudoku_confirm_dialog_run_finish:
 * @parent: the window given to sudoku_confirm_dialog_run_async ()
 * @result: the result
 *
 * Returns: whether the person chose to go on
 */
gboolean
sudoku_confirm_dialog_run_finish (GtkWindow    *parent,
                                  GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, parent), FALSE);

  return g_task_propagate_int (G_TASK (result), NULL) == SUDOKU_SAVE_CHOICE_SAVE;
}

/* New puzzles: the grid, the level, the symmetry and how many */

/* The grids New Puzzle makes, in the order of the New submenu. */
static const struct
{
  guint    side;
  gboolean x;
} new_grids[] = {
  { 9, FALSE },
  { 4, FALSE },
  { 6, FALSE },
  { 16, FALSE },
  { 9, TRUE },
  { 4, TRUE },
  { 6, TRUE },
  { 16, TRUE },
};

typedef struct
{
  GtkDropDown   *grid;
  GtkDropDown   *level;
  GtkDropDown   *symmetry;
  GtkSpinButton *count;
  GtkStringList *levels;     /* the level drop-down's: those the grid has */
  GtkStringList *symmetries; /* the symmetry drop-down's, as well */
  const char    *level_names[SUDOKU_LEVEL_BEYOND_LOGIC + 1];
  const char    *symmetry_names[SUDOKU_N_SYMMETRIES + 1];
} NewPuzzleControls;

static const SudokuGridShape *
chosen_grid (NewPuzzleControls *controls)
{
  guint i = gtk_drop_down_get_selected (controls->grid);

  i = i < G_N_ELEMENTS (new_grids) ? i : 0;
  return sudoku_grid_shape_get (new_grids[i].side, new_grids[i].x);
}

/* Puts the first @n of @names in @list, and keeps the choice if it is
 * still there (the last one otherwise). */
static void
offer (GtkDropDown   *drop_down,
       GtkStringList *list,
       const char   **names,
       guint          n)
{
  guint chosen = gtk_drop_down_get_selected (drop_down);

  if (g_list_model_get_n_items (G_LIST_MODEL (list)) == n)
    return;
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)), NULL);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, names[i]);
  gtk_drop_down_set_selected (drop_down, MIN (chosen, n - 1));
}

/* The levels and symmetries the grid has: on plain 9×9 all of them (the
 * 9×9 generator, by Sudoku Explainer's ratings); on the other shapes easy,
 * medium and hard, told by the singles that solve them, and givens in
 * opposite pairs or anywhere (sudoku-shape-generator.c); on a 4×4 easy
 * alone: naked singles solve about every one of them. */
static void
grid_chosen_cb (GtkDropDown       *grid,
                GParamSpec        *pspec,
                NewPuzzleControls *controls)
{
  const SudokuGridShape *shape = chosen_grid (controls);
  gboolean               nine = sudoku_grid_shape_is_plain_nine (shape);
  guint                  n_levels = nine               ? SUDOKU_LEVEL_BEYOND_LOGIC
                                    : shape->side == 4 ? SUDOKU_SHAPE_LEVEL_EASY + 1
                                                       : SUDOKU_SHAPE_LEVEL_HARD + 1;

  offer (controls->level, controls->levels, controls->level_names, n_levels);
  offer (controls->symmetry, controls->symmetries, controls->symmetry_names,
         nine ? SUDOKU_N_SYMMETRIES : SUDOKU_SYMMETRY_ROTATIONAL + 1);
}

/* As return_answer_cb (): once the dialog is gone. */
static gboolean
return_puzzles_cb (gpointer user_data)
{
  GTask *task = user_data;

  g_task_return_boolean (task, g_task_get_task_data (task) != NULL);
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static void
new_puzzles_destroyed_cb (GtkWidget *dialog,
                          GTask     *task)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, return_puzzles_cb, task, NULL);
}

static void
new_puzzle_response_cb (GtkDialog *dialog,
                        int        response,
                        GTask     *task)
{
  NewPuzzleControls *controls = g_object_get_data (G_OBJECT (dialog), "controls");
  SudokuNewPuzzles  *answer_data = g_new0 (SudokuNewPuzzles, 1);

  answer_data->shape = chosen_grid (controls);
  answer_data->level = (SudokuLevel)gtk_drop_down_get_selected (controls->level);
  answer_data->symmetry = (SudokuSymmetry)gtk_drop_down_get_selected (controls->symmetry);
  answer_data->count = (guint)gtk_spin_button_get_value_as_int (controls->count);
  g_signal_handlers_disconnect_by_data (dialog, task);
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response != GTK_RESPONSE_ACCEPT)
    g_clear_pointer (&answer_data, g_free);
  g_task_set_task_data (task, answer_data, g_free);
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, return_puzzles_cb, task, NULL);
}

static void
new_puzzle_controls_free (gpointer data)
{
  NewPuzzleControls *controls = data;

  g_object_unref (controls->levels);
  g_object_unref (controls->symmetries);
  g_free (controls);
}

static GtkWidget *
labelled (GtkGrid    *grid,
          int         row,
          const char *label,
          GtkWidget  *control)
{
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  gtk_label_set_mnemonic_widget (GTK_LABEL (text), control);
  gtk_widget_set_halign (text, GTK_ALIGN_END);
  gtk_grid_attach (grid, text, 0, row, 1, 1);
  gtk_grid_attach (grid, control, 1, row, 1, 1);
  return control;
}

/* The symmetries of the 9×9 generator, in the order of #SudokuSymmetry. */
static const char *const symmetries[] = {
  /* Translators: the symmetries of a new puzzle, how its givens stand: none at all */
  N_("None"),
  /* Translators: a symmetry: the givens look the same after a half turn (180°) */
  N_("Half turn"),
  /* Translators: a symmetry: the givens look the same after a quarter turn (90°) */
  N_("Quarter turn"),
  /* Translators: a symmetry: the left half of the givens mirrors the right half */
  N_("Mirrored left to right"),
  /* Translators: a symmetry: the top half of the givens mirrors the bottom half */
  N_("Mirrored top to bottom"),
  /* Translators: a symmetry: the givens mirror across the top-left to bottom-right diagonal */
  N_("Mirrored across the diagonal"),
  NULL,
};

/* The dialog's controls, each with its label, in @grid. */
static NewPuzzleControls *
new_puzzle_controls_new (GtkGrid *grid)
{
  /* (A GStrv: g_autofree on an array would free its first string alone.) */
  g_auto(GStrv) grid_names = g_new0 (char *, G_N_ELEMENTS (new_grids) + 1);
  NewPuzzleControls *controls = g_new0 (NewPuzzleControls, 1);

  G_STATIC_ASSERT (G_N_ELEMENTS (symmetries) == SUDOKU_N_SYMMETRIES + 1);
  for (guint i = 0; i < SUDOKU_LEVEL_BEYOND_LOGIC; i++)
    controls->level_names[i] = sudoku_level_name ((SudokuLevel)i);
  for (guint i = 0; symmetries[i] != NULL; i++)
    controls->symmetry_names[i] = _(symmetries[i]);
  /* The shapes' names are the same in every language (the New submenu's). */
  for (guint i = 0; i < G_N_ELEMENTS (new_grids); i++)
    grid_names[i] =
      sudoku_grid_shape_name (sudoku_grid_shape_get (new_grids[i].side, new_grids[i].x));
  controls->levels = gtk_string_list_new (controls->level_names);
  controls->symmetries = gtk_string_list_new (controls->symmetry_names);

  controls->grid = GTK_DROP_DOWN (
    /* Translators: the new puzzles' grid: 9×9, 4×4, 6×6, 16×16, or the same as
     * Sudoku X ("9×9 X"), whose diagonals hold every digit once too */
    labelled (grid, 0, _("_Grid"),
              gtk_drop_down_new_from_strings ((const char *const *)grid_names)));
  controls->level = GTK_DROP_DOWN (
    /* Translators: the new puzzles' level: Easy, Medium, Hard, Expert, Master, Extreme */
    labelled (grid, 1, _("_Level"),
              gtk_drop_down_new (G_LIST_MODEL (g_object_ref (controls->levels)), NULL)));
  gtk_drop_down_set_selected (controls->level, SUDOKU_LEVEL_MEDIUM);
  controls->symmetry = GTK_DROP_DOWN (
    /* Translators: how the givens of the new puzzles stand */
    labelled (grid, 2, _("_Symmetry"),
              gtk_drop_down_new (G_LIST_MODEL (g_object_ref (controls->symmetries)), NULL)));
  gtk_drop_down_set_selected (controls->symmetry, SUDOKU_SYMMETRY_ROTATIONAL);
  g_signal_connect (controls->grid, "notify::selected", G_CALLBACK (grid_chosen_cb), controls);
  /* Translators: how many puzzles to make, a count */
  controls->count = GTK_SPIN_BUTTON (labelled (grid, 3, _("_Puzzles"),
                                               gtk_spin_button_new_with_range (1, 1000, 1)));
  gtk_widget_set_tooltip_text (GTK_WIDGET (controls->count),
                               _("More than one makes a collection, to save as .sdm"));
  return controls;
}

/**
 * sudoku_new_puzzle_dialog_run_async:
 * @parent: the window that will show the puzzles
 * @callback: called with the answer
 * @user_data: for @callback
 *
 * Asks for a grid, a level, a symmetry and a number of puzzles (one
 * puzzle, or a collection).
 */
void
sudoku_new_puzzle_dialog_run_async (GtkWindow          *parent,
                                    GAsyncReadyCallback callback,
                                    gpointer            user_data)
{
  NewPuzzleControls *controls;
  GtkWidget         *dialog, *grid, *make;
  GTask             *task;

  task = g_task_new (parent, NULL, callback, user_data);
  g_task_set_source_tag (task, sudoku_new_puzzle_dialog_run_async);
  /* Translators: the title of the dialog that makes new puzzles */
  dialog = gtk_dialog_new_with_buttons (_("New Puzzle"), parent,
                                        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, NULL,
                                        NULL);
  add_styled_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL, NULL);
  /* Translators: the button that makes the new puzzles */
  make = add_styled_button (GTK_DIALOG (dialog), _("_Make"), GTK_RESPONSE_ACCEPT,
                            "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  g_object_set (grid, "margin-start", 18, "margin-end", 18, "margin-top", 18, "margin-bottom", 18,
                NULL);
  controls = new_puzzle_controls_new (GTK_GRID (grid));
  gtk_box_append (GTK_BOX (gtk_dialog_get_content_area (GTK_DIALOG (dialog))), grid);

  g_object_set_data_full (G_OBJECT (dialog), "controls", controls, new_puzzle_controls_free);
  g_object_set_data (G_OBJECT (parent), DIALOG_KEY, dialog);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (forget_dialog_cb), parent, 0);
  g_signal_connect (dialog, "response", G_CALLBACK (new_puzzle_response_cb), task);
  g_signal_connect (dialog, "destroy", G_CALLBACK (new_puzzles_destroyed_cb), task);
  /* Enter makes them: the drop-downs would take it to open. */
  gtk_window_set_focus (GTK_WINDOW (dialog), make);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * sudoku_new_puzzle_dialog_run_finish:
 * @parent: the window given to sudoku_new_puzzle_dialog_run_async ()
 * @result: the result
 * @puzzles: (out caller-allocates): what to make
 *
 * Returns: %FALSE when the person cancelled
 */
gboolean
sudoku_new_puzzle_dialog_run_finish (GtkWindow        *parent,
                                     GAsyncResult     *result,
                                     SudokuNewPuzzles *puzzles)
{
  SudokuNewPuzzles *chosen;

  g_return_val_if_fail (g_task_is_valid (result, parent), FALSE);

  chosen = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || chosen == NULL)
    return FALSE;
  *puzzles = *chosen;
  return TRUE;
}
