/* sudoku-window-files.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-dialogs.h"
#include "sudoku-shape-file.h"
#include "sudoku-window-private.h"

/* The window's file actions: New, Open, Save, Save As, New Puzzle…, a
 * collection's puzzles, Copy and Paste (and drops), and the Ready-Made
 * Lessons.  What belongs to the file lives in the window's
 * SudokuDocument, and the questions and workers of going in and out of it
 * in its SudokuFiles (sudoku-files.c); this file wires them to the window.
 * It calls nothing of sudoku-window.c. */

/* The collection's navigation (its bar: sudoku-collection-bar.c). */
void
_sudoku_window_update_navigation (SudokuWindow *self)
{
  guint n = sudoku_document_get_n_puzzles (self->document);
  guint index = sudoku_document_get_index (self->document);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-puzzle", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle", index + 1 < n);
}

/* Unsaved changes */

typedef struct
{
  SudokuWindow      *self;
  SudokuAfterConfirm then;
  gpointer           user_data;
} AfterConfirm;

static void
then_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  AfterConfirm *after = user_data;

  if (sudoku_files_confirm_finish (SUDOKU_FILES (object), result))
    after->then (after->self, after->user_data);
  g_object_unref (after->self);
  g_free (after);
}

/**
 * _sudoku_window_confirm_changes:
 * @self: a #SudokuWindow
 * @then: what to do once the puzzle may be replaced
 * @user_data: for @then
 *
 * Runs @then once nothing would be lost: at once, or after the person saved
 * or discarded the changes.  Nothing runs when they cancel.
 */
void
_sudoku_window_confirm_changes (SudokuWindow      *self,
                                SudokuAfterConfirm then,
                                gpointer           user_data)
{
  AfterConfirm *after = g_new (AfterConfirm, 1);

  after->self = g_object_ref (self);
  after->then = then;
  after->user_data = user_data;
  sudoku_files_confirm_async (self->files, then_confirmed_cb, after);
}

/**
 * sudoku_window_open:
 * @self: a #SudokuWindow
 * @file: a puzzle file in any of the known formats
 *
 * Opens @file, after asking about unsaved changes.  A file that cannot be
 * read or parsed leaves the board untouched and says why in a dialog.
 */
void
sudoku_window_open (SudokuWindow *self,
                    GFile        *file)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  sudoku_files_open (self->files, file);
}

/**
 * sudoku_window_restore_state:
 * @self: a #SudokuWindow
 *
 * Brings back the puzzle kept in the state directory by the last run
 * (sudoku_files_restore ()).
 */
void
sudoku_window_restore_state (SudokuWindow *self)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  sudoku_files_restore (self->files);
}

gboolean
sudoku_window_get_restored (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return sudoku_files_get_restored (self->files);
}

gboolean
sudoku_window_get_modified (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);
  return sudoku_document_get_modified (self->document);
}

guint
sudoku_window_get_puzzle_index (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return sudoku_document_get_index (self->document);
}

guint
sudoku_window_get_n_puzzles (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), 0);
  return sudoku_document_get_n_puzzles (self->document);
}

GFile *
sudoku_window_get_file (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return sudoku_document_get_file (self->document);
}

GtkWidget *
sudoku_window_get_dialog (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return sudoku_dialog_find (GTK_WINDOW (self));
}

SudokuDocument *
sudoku_window_get_document (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->document;
}

/* New */

static void
start_new (SudokuWindow *self,
           gpointer      user_data)
{
  sudoku_document_reset (self->document, NULL);
  _sudoku_window_set_status (self, _("Type a puzzle, then press Solve"));
  sudoku_grid_focus_cell (self->grid, 0, 0);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), start_new, NULL);
}

static void
start_new_grid (SudokuWindow *self,
                gpointer      user_data)
{
  sudoku_document_reset_shaped (self->document, user_data, NULL);
  _sudoku_window_set_status (self, _("Type a puzzle, then press Solve"));
  sudoku_grid_focus_cell (self->grid, 0, 0);
}

/* An empty grid of a shape: "6" for 6×6, "9x" for a 9×9 Sudoku X. */
static void
new_grid_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  const char *name = g_variant_get_string (parameter, NULL);
  guint64     side = 0;
  char       *end = NULL;

  side = g_ascii_strtoull (name, &end, 10);
  if (!sudoku_grid_shape_side_valid ((guint)side) || (*end != '\0' && strcmp (end, "x") != 0))
    {
      g_warning ("No grid “%s”", name);
      return;
    }
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), start_new_grid,
                                  (gpointer)sudoku_grid_shape_get ((guint)side, *end == 'x'));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_files_choose_and_open (SUDOKU_WINDOW (widget)->files);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sudoku_files_save_async (SUDOKU_WINDOW (widget)->files, FALSE, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  sudoku_files_save_async (SUDOKU_WINDOW (widget)->files, TRUE, NULL, NULL);
}

static void
new_puzzle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  sudoku_files_make_puzzles (SUDOKU_WINDOW (widget)->files);
}

/* Collections */

void
sudoku_window_go_to_puzzle (SudokuWindow *self,
                            guint         index)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  if (!sudoku_document_go_to (self->document, index))
    return;
  _sudoku_window_set_status (self, "");
}

static void
previous_puzzle_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  guint         index = sudoku_document_get_index (self->document);

  if (index > 0)
    sudoku_window_go_to_puzzle (self, index - 1);
}

static void
next_puzzle_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  sudoku_window_go_to_puzzle (self, sudoku_document_get_index (self->document) + 1);
}

static void
go_to_puzzle_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  sudoku_window_go_to_puzzle (SUDOKU_WINDOW (widget), g_variant_get_uint32 (parameter));
}

/* Copy, Paste and drops */

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
  const SudokuPuzzle *puzzle;
  gsize               length;

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
  puzzles = sudoku_shape_text_is_shaped (text, length)
              /* Translators: how pasted or dropped text is named in messages, e.g.
               * “pasted text:2:5: expected a digit” */
              ? sudoku_shape_parse_text (text, length, _("pasted text"), &error)
              : sudoku_parse_puzzles_full (text, length, _("pasted text"), NULL, &error);
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
  puzzle = &g_array_index (puzzles, SudokuPuzzle, 0);
  /* On the board as an edit; a grid of another shape is another puzzle. */
  if (sudoku_puzzle_get_grid (puzzle) == sudoku_board_get_shape (self->board))
    sudoku_board_load_shaped (self->board, sudoku_puzzle_get_grid (puzzle), puzzle->cells);
  else
    sudoku_document_reset_shaped (self->document, sudoku_puzzle_get_grid (puzzle), puzzle->cells);
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
  SudokuWindow          *self = SUDOKU_WINDOW (widget);
  const SudokuGridShape *shape = sudoku_board_get_shape (self->board);
  guint8                 cells[SUDOKU_MAX_CELLS];
  char                   text[SUDOKU_MAX_CELLS + 1];

  sudoku_board_get_givens (self->board, cells);
  /* A line of its cells, '.' for empty, 10–16 as A–G: as Open reads it. */
  for (guint cell = 0; cell < shape->n_cells; cell++)
    text[cell] = sudoku_grid_shape_digit_char (cells[cell]);
  text[shape->n_cells] = '\0';
  /* A Sudoku X says so in a line before, as files do. */
  if (shape->x)
    {
      g_autofree char *with_x = g_strconcat ("#X\n", text, NULL);

      gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), with_x);
    }
  else
    gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  if (shape->n_cells == SUDOKU_N_CELLS)
    _sudoku_window_set_status (self, _("Puzzle copied as one line of 81 cells"));
  else
    /* Translators: the status after Copy Puzzle on a grid of another shape
     * than 9×9 (4×4, 6×6, 16×16): its cells on one line of text */
    _sudoku_window_set_status (self, _("Puzzle copied as one line"));
}

gboolean
_sudoku_window_drop_cb (GtkDropTarget *target,
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

static void
clipboard_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
}

/* Ready-Made Lessons */

/* Ready-Made Lessons (the main menu): puzzles chosen for the classroom's
 * lessons, each an .sdk file in the resources (src/ui/lessons/) whose #C
 * comment is the note for the teacher, shown in the status when it is
 * loaded, and kept with the puzzle when it is saved. */

#define LESSONS_PATH "/io/github/sudoku_solver/SudokuSolver/lessons/"

/* The lessons, by the name of their file.  The notes are the files' own #C
 * lines, written again here for xgettext to find them: a file whose note
 * differs from its copy here warns (fatal in the tests). */
static const struct
{
  const char *name;
  const char *title;
  const char *note;
} lessons[] = {
  { "singles",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title */
    N_("Only singles"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Singles only: every step puts a digit where it has one place left in a row, "
        "column or box, or fills the last empty cell of one. A first lesson: show it in "
        "the Logic view step by step, and let the class find the next single before you "
        "press Step.") },
  { "dead-end",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title */
    N_("A dead end at once"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("The Textbook search meets a dead end at its second step: after 2 in row 1, "
        "column 3, no digit fits in row 1, column 4. A short search, under a hundred "
        "digits tried: watch it slowly and ask why after each dead end.") },
  { "beyond-singles",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title */
    N_("When singles run out"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Singles run out after 28 steps. Turn on Candidates in the Logic view: two "
        "pointing steps and a naked pair cross candidates out, and singles finish the "
        "puzzle.") },
  { "easy-for-people",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title */
    N_("Easy for people, hard for a search"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Peter Norvig's top95 #1: a person needs only singles and pointing, and never "
        "guesses, while the Textbook search tries millions of digits. Run both views: the "
        "summary puts their figures side by side.") },
  { "easy-for-search",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title */
    N_("Hard for people, easy for a search"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("From the forum's list of the hardest puzzles: from its very first step it takes "
        "nested forcing chains, chains within chains, the hardest of this app's techniques, "
        "yet the Textbook search is done in about a hundred digits. What is hard for people "
        "need not be hard for a computer, nor the other way round.") },
  { "first-search-four",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title;
     * 4×4 is the grid's size, written so in every language (as in New Grid) */
    N_("A first search on a 4×4"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Textbook names the classroom
     * bar's search, use its word from there.  Keep the figures: a test checks that they are
     * the search's own (digits tried, taken back) */
    N_("The Textbook search on a 4×4: it tries 27 digits and takes 15 of them back before "
        "the grid is full, short enough for a class to follow to the end. Run it slowly and "
        "ask, at each dead end, why no digit fits.") },
  { "search-six",
    /* Translators: a Ready-Made Lesson's name, as the menu says it (without
     * its mnemonic): the puzzle's description, and its worksheet's title;
     * 6×6 is the grid's size, written so in every language (as in New Grid) */
    N_("A search on a 6×6"),
    /* Translators: a Ready-Made Lesson's note for the teacher; Textbook names the classroom
     * bar's search, use its word from there.  Keep the figures: a test checks that they are
     * the search's own (digits tried, taken back) */
    N_("A 6×6 with boxes of two rows and three columns: the Textbook search tries 50 "
        "digits and takes 24 of them back. A step up from the 4×4, still short enough to "
        "watch to the end; pause at each dead end and let the class find the clash.") },
};

/* Returns: (transfer full): the lesson called @name, one puzzle with its
 * headers, or %NULL */
static GArray *
read_lesson (const char *name,
             GError    **error)
{
  g_autofree char *path = g_strconcat (LESSONS_PATH, name, ".sdk", NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize       size;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  /* The 4×4 and 6×6 lessons are grids of their shape, with headers. */
  if (sudoku_shape_text_is_shaped (data, size))
    return sudoku_shape_parse_text (data, size, path, error);
  return sudoku_parse_puzzles (data, size, path, error);
}

static void
load_lesson_now (SudokuWindow *self,
                 gpointer      user_data)
{
  guint i = GPOINTER_TO_UINT (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = read_lesson (lessons[i].name, &error);
  SudokuPuzzle *puzzle;

  if (puzzles == NULL)
    {
      g_critical ("Lesson “%s”: %s", lessons[i].name, error->message);
      return;
    }
  puzzle = &g_array_index (puzzles, SudokuPuzzle, 0);
  g_warn_if_fail (g_strcmp0 (puzzle->meta[SUDOKU_META_COMMENT], lessons[i].note) == 0);
  g_warn_if_fail (g_strcmp0 (puzzle->meta[SUDOKU_META_DESCRIPTION], lessons[i].title) == 0);
  /* Its name in the person's language: the header bar says it, and it is
   * the worksheet's title. */
  g_free (puzzle->meta[SUDOKU_META_DESCRIPTION]);
  puzzle->meta[SUDOKU_META_DESCRIPTION] = g_strdup (_(lessons[i].title));
  sudoku_document_take_puzzles (self->document, g_steal_pointer (&puzzles));
  _sudoku_window_set_status (self, _(lessons[i].note));
  /* The keys go to the puzzle, not to the menu just closed (Ctrl+T was lost). */
  sudoku_grid_focus_cell (self->grid, 0, 0);
}

static void
load_lesson_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  const char *name = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (lessons); i++)
    if (g_str_equal (lessons[i].name, name))
      {
        _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), load_lesson_now,
                                        GUINT_TO_POINTER (i));
        return;
      }
  g_warning ("No lesson “%s”", name);
}

static void
lessons_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.load-lesson", "s", load_lesson_action);
}

/* Setup */

void
_sudoku_window_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.new-grid", "s", new_grid_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", NULL, new_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.previous-puzzle", NULL,
                                   previous_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_install_action (widget_class, "win.go-to-puzzle", "u", go_to_puzzle_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-puzzle",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-puzzle",
                                       NULL);
  clipboard_class_init (widget_class);
  lessons_class_init (widget_class);
}
