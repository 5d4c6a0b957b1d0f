/* sudoku-window-clipboard.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* The window's clipboard and drops: a puzzle copied as one line, a puzzle
 * in any known format pasted or dropped as text, a file dropped to open. */

#define MAX_PASTE (64 * 1024)

/**
 * sudoku_window_paste_text:
 * @self: a #SudokuWindow
 * @text: a puzzle as text: 81 cells, a grid, or any known format
 *
 * Puts the puzzle in @text on the board, as one edit that can be undone.
 *
 * Returns: %TRUE if @text held a puzzle; otherwise the status says why
 */
gboolean
sudoku_window_paste_text (SudokuWindow *self,
                          const char   *text)
{
  g_autoptr(GArray) puzzles = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  /* A puzzle, even with its headers, is a few hundred bytes: megabytes of
   * text are not one, and parsing them would hold the window. */
  length = strlen (text);
  if (length > MAX_PASTE)
    {
      g_autofree char *size = g_format_size (length);
      g_autofree char *message = NULL;

      /* Translators: %s is a size, e.g. "20.1 MB"; Open reads collections */
      message = g_strdup_printf (_("Cannot paste: %s of text is not a puzzle (to read a "
                                    "collection, save it to a file and open it)"),
                                 size);
      _sudoku_window_set_status (self, message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  /* Translators: how pasted or dropped text is named in messages */
  puzzles = sudoku_parse_puzzles_full (text, length, _("pasted text"), NULL, &error);
  if (puzzles == NULL || puzzles->len == 0)
    {
      g_autofree char *message = NULL;

      /* Translators: %s says what is wrong with the pasted text */
      message = g_strdup_printf (_("Cannot paste: %s"),
                                 /* Translators: what is wrong with pasted text that
                                  * holds no puzzle: "Cannot paste: no puzzle" */
                                 error != NULL ? error->message : _("no puzzle"));
      _sudoku_window_set_status (self, message);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  sudoku_grid_stop_reveal (self->grid);
  sudoku_board_load (self->board, g_array_index (puzzles, SudokuPuzzle, 0).cells);
  /* Translators: the status after Paste Puzzle */
  _sudoku_window_set_status (self, _("Puzzle pasted"));
  return TRUE;
}

static void
paste_done_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);

  if (self->board == NULL)
    return;
  if (text == NULL)
    {
      _sudoku_window_set_status (self, _("Cannot paste: the clipboard holds no text"));
      return;
    }
  sudoku_window_paste_text (self, text);
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_done_cb,
                                 g_object_ref (widget));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint8        cells[SUDOKU_N_CELLS];
  char          text[SUDOKU_N_CELLS + 1];

  sudoku_board_get_givens (self->board, cells);
  sudoku_format_line (cells, text);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  _sudoku_window_set_status (self, _("Puzzle copied as one line of 81 cells"));
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SudokuWindow  *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);

      if (files == NULL)
        return FALSE;
      sudoku_window_open (self, files->data);
      return TRUE;
    }
  if (G_VALUE_HOLDS_STRING (value))
    return sudoku_window_paste_text (self, g_value_get_string (value));
  return FALSE;
}

void
_sudoku_window_clipboard_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
}

void
_sudoku_window_clipboard_init (SudokuWindow *self)
{
  GtkDropTarget *target;
  GType          types[] = { GDK_TYPE_FILE_LIST, G_TYPE_STRING };

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
