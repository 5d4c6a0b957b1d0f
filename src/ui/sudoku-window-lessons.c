/* sudoku-window-lessons.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

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
  const char *note;
} lessons[] = {
  { "singles",
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Singles only: every step puts a digit where it has one place left in a row, "
        "column or box, or fills the last empty cell of one. A first lesson: show it in "
        "the Logic view step by step, and let the class find the next single before you "
        "press Step.") },
  { "dead-end",
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("The Textbook search meets a dead end at its second step: after 2 in row 1, "
        "column 3, no digit fits in row 1, column 4. A short search, under a hundred "
        "digits tried: watch it slowly and ask why after each dead end.") },
  { "beyond-singles",
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Singles run out after 28 steps. Turn on Candidates in the Logic view: two "
        "pointing steps and a naked pair cross candidates out, and singles finish the "
        "puzzle.") },
  { "easy-for-people",
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("Peter Norvig's top95 #1: a person needs only singles and pointing, and never "
        "guesses, while the Textbook search tries millions of digits. Run both views: the "
        "summary puts their figures side by side.") },
  { "easy-for-search",
    /* Translators: a Ready-Made Lesson's note for the teacher; Logic, Step, Candidates and
     * Textbook name the classroom bar's controls: use their words from there */
    N_("From the forum's list of the hardest puzzles: not one of a person's techniques "
        "applies, not even once, yet the Textbook search is done in under a hundred "
        "digits. What is hard for people need not be hard for a computer, nor the other "
        "way round.") },
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
  return sudoku_parse_puzzles (data, size, path, error);
}

static void
load_lesson_now (SudokuWindow *self,
                 gpointer      user_data)
{
  guint i = GPOINTER_TO_UINT (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = read_lesson (lessons[i].name, &error);

  if (puzzles == NULL)
    {
      g_critical ("Lesson “%s”: %s", lessons[i].name, error->message);
      return;
    }
  g_warn_if_fail (g_strcmp0 (g_array_index (puzzles, SudokuPuzzle, 0).meta[SUDOKU_META_COMMENT],
                             lessons[i].note) == 0);
  _sudoku_window_load_puzzles (self, g_steal_pointer (&puzzles));
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

void
_sudoku_window_lessons_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.load-lesson", "s", load_lesson_action);
}
