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
 * Explainer's scale, worked out on a worker thread.
 *
 * A header may be as long as the file (16 MiB): GTK laid a 1 MB one out on
 * the main loop for 6.4 s, with 290 MB.  So each header is cut, to a line's
 * worth in the label and to a paragraph in its tooltip. */

#define SHOWN_CHARS   120 /* of each header, in the header bar */
#define TOOLTIP_CHARS 600 /* of each header, in the tooltip */

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

/* @text's first @max_chars characters on one line, with "…" if cut: only
 * the start of @text is read. */
static char *
cut_text (const char *text,
          gsize       max_chars)
{
  gsize            bytes = strnlen (text, 4 * max_chars + 1);
  g_autofree char *head = g_utf8_make_valid (text, (gssize)MIN (bytes, 4 * max_chars));
  char            *line;

  if (bytes <= 4 * max_chars && (gsize)g_utf8_strlen (head, -1) <= max_chars)
    line = g_steal_pointer (&head);
  else
    {
      g_autofree char *start = g_utf8_substring (head, 0, (glong)max_chars);

      line = g_strconcat (start, "…", NULL);
    }
  return g_strdelimit (line, "\n\r\t", ' ');
}

static void
set_subtitle (SudokuWindow *self,
              const char   *rating)
{
  const SudokuPuzzle *puzzle = sudoku_document_get_puzzle (self->document);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) tips = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL, *tooltip = NULL;

  if (puzzle != NULL)
    {
      const SudokuMetaKey keys[] = { SUDOKU_META_DESCRIPTION, SUDOKU_META_AUTHOR,
                                     SUDOKU_META_LEVEL };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (puzzle->meta[keys[k]] != NULL && puzzle->meta[keys[k]][0] != '\0')
          {
            g_ptr_array_add (parts, cut_text (puzzle->meta[keys[k]], SHOWN_CHARS));
            g_ptr_array_add (tips, cut_text (puzzle->meta[keys[k]], TOOLTIP_CHARS));
          }
    }
  if (rating != NULL)
    {
      g_ptr_array_add (parts, g_strdup (rating));
      g_ptr_array_add (tips, g_strdup (rating));
    }
  g_ptr_array_add (parts, NULL);
  g_ptr_array_add (tips, NULL);
  text = g_strjoinv (" · ", (char **)parts->pdata);
  tooltip = g_strjoinv ("\n", (char **)tips->pdata);
  gtk_label_set_text (self->subtitle_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->subtitle_label),
                               tooltip[0] != '\0' ? tooltip : NULL);
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
