/* sudoku-window-info.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-rating.h"
#include "sudoku-window-private.h"

/* The header bar's second line: what the file says of the puzzle (its
 * `.sdk` headers: description, author, level) and its rating on Sudoku
 * Explainer's scale, worked out on a worker thread. */

typedef struct
{
  guint8       cells[SUDOKU_N_CELLS];
  SudokuRating rating;
} RateJob;

static void
rate_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  RateJob *job = task_data;

  sudoku_rate (job->cells, &job->rating);
  g_task_return_boolean (task, TRUE);
}

static void
set_subtitle (SudokuWindow *self,
              const char   *rating)
{
  const SudokuPuzzle *puzzle = sudoku_document_get_puzzle (self->document);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;

  if (puzzle != NULL)
    {
      const SudokuMetaKey keys[] = { SUDOKU_META_DESCRIPTION, SUDOKU_META_AUTHOR,
                                     SUDOKU_META_LEVEL };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (puzzle->meta[keys[k]] != NULL && puzzle->meta[keys[k]][0] != '\0')
          g_ptr_array_add (parts, g_strdelimit (g_strdup (puzzle->meta[keys[k]]), "\n", ' '));
    }
  if (rating != NULL)
    g_ptr_array_add (parts, g_strdup (rating));
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv (" · ", (char **)parts->pdata);
  gtk_label_set_text (self->subtitle_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->subtitle_label), text[0] != '\0' ? text : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), text[0] != '\0');
}

static void
rated_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  SudokuWindow    *self = SUDOKU_WINDOW (object);
  RateJob         *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *er = NULL, *text = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  er = g_strdup_printf ("%s%u.%u", job->rating.er_beyond ? ">" : "", job->rating.er / 10,
                        job->rating.er % 10);
  /* Translators: the puzzle's rating in the header bar: "Rated 3.6, hard";
   * the scale is Sudoku Explainer's */
  text = g_strdup_printf (_("Rated %s, %s"), er, sudoku_level_name (job->rating.level));
  set_subtitle (self, text);
}

/**
 * _sudoku_window_update_subtitle:
 * @self: a #SudokuWindow
 *
 * Shows the puzzle's headers at once, and its rating when it is worked
 * out: for a puzzle opened or being solved, not while one is typed in.
 */
void
_sudoku_window_update_subtitle (SudokuWindow *self)
{
  g_autoptr(GTask) task = NULL;
  RateJob *job;

  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  set_subtitle (self, NULL);
  if (!sudoku_board_get_solving (self->board) || sudoku_board_get_n_givens (self->board) < 17)
    return;
  self->rating_cancellable = g_cancellable_new ();
  job = g_new0 (RateJob, 1);
  sudoku_board_get_givens (self->board, job->cells);
  task = g_task_new (self, self->rating_cancellable, rated_cb, NULL);
  g_task_set_source_tag (task, _sudoku_window_update_subtitle);
  g_task_set_check_cancellable (task, TRUE);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, rate_worker);
}
