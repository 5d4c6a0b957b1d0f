/* sudoku-window-generate.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-generate-task.h"
#include "sudoku-window-private.h"

/* New Puzzle (Ctrl+Shift+N): after the question about unsaved changes, a
 * level, a symmetry and a number; the generator makes them on a worker
 * thread (Escape stops it) and they take the board's place: one puzzle, or
 * a collection to save as .sdm. */

/* A batch being made, for its progress and its end. */
typedef struct
{
  SudokuWindow *self;
  guint         count;
  SudokuLevel   level;
} Making;

static void
making_free (Making *making)
{
  g_object_unref (making->self);
  g_free (making);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Making, making_free)

static void
generated_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Making) making = user_data;
  SudokuWindow *self = making->self;
  g_autoptr(GError) error = NULL;
  GArray          *puzzles = sudoku_generate_puzzles_finish (result, &error);
  g_autofree char *text = NULL;
  const char      *level;
  guint            n;

  if (self->board == NULL)
    {
      g_clear_pointer (&puzzles, g_array_unref);
      return;
    }
  g_clear_object (&self->generate_cancellable);
  if (puzzles == NULL)
    {
      _sudoku_window_set_status (self, error->message);
      return;
    }
  n = puzzles->len;
  level = g_array_index (puzzles, SudokuPuzzle, 0).meta[SUDOKU_META_LEVEL];
  /* Translators: the status after New Puzzle…; %s is the puzzle's level, e.g. "Hard" */
  text = n == 1 ? g_strdup_printf (_("A new puzzle: %s"), level)
                /* Translators: the status after New Puzzle…; %u is how many puzzles were
                 * made, %s their level, e.g. "Hard"; Save As is the menu item that keeps
                 * them in a file */
                : g_strdup_printf (ngettext ("%u new puzzle: %s. Save As keeps them",
                                             "%u new puzzles: %s. Save As keeps them", n),
                                   n, level);
  _sudoku_window_load_puzzles (self, puzzles);
  _sudoku_window_set_status (self, text);
}

static void
made_some_cb (guint    done,
              gpointer user_data)
{
  Making          *making = user_data;
  g_autofree char *text = NULL;

  if (making->self->board == NULL || making->count < 2)
    return;
  /* Translators: "Making new puzzles: Hard… 5 of 20" */
  text = g_strdup_printf (_("Making new puzzles: %s… %u of %u"), sudoku_level_name (making->level),
                          done, making->count);
  _sudoku_window_set_status (making->self, text);
}

static void
chosen_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  SudokuWindow    *self = SUDOKU_WINDOW (object);
  SudokuNewPuzzles chosen;
  g_autofree char *text = NULL;
  guint64          seed;
  Making          *making;

  if (!sudoku_new_puzzle_dialog_run_finish (GTK_WINDOW (self), result, &chosen) ||
      self->board == NULL)
    return;
  seed = ((guint64)g_random_int () << 32) | g_random_int ();
  g_cancellable_cancel (self->generate_cancellable);
  g_clear_object (&self->generate_cancellable);
  self->generate_cancellable = g_cancellable_new ();
  /* Translators: %u is a number of puzzles, %s their level, e.g. "Hard" */
  text = g_strdup_printf (ngettext ("Making %u new puzzle: %s…", "Making %u new puzzles: %s…",
                                    chosen.count),
                          chosen.count, sudoku_level_name (chosen.level));
  _sudoku_window_set_status (self, text);
  making = g_new0 (Making, 1);
  making->self = g_object_ref (self);
  making->count = chosen.count;
  making->level = chosen.level;
  sudoku_generate_puzzles_async (chosen.level, chosen.symmetry, chosen.count, seed, made_some_cb,
                                 making, self->generate_cancellable, generated_cb, making);
}

static void
ask (SudokuWindow *self,
     gpointer      user_data)
{
  sudoku_new_puzzle_dialog_run_async (GTK_WINDOW (self), chosen_cb, NULL);
}

static void
new_puzzle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), ask, NULL);
}

/* Escape while puzzles are being made: they are not. */
void
_sudoku_window_generate_stop (SudokuWindow *self)
{
  g_cancellable_cancel (self->generate_cancellable);
}

void
_sudoku_window_generate_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", NULL, new_puzzle_action);
}
