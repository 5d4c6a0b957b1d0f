/* test-lessons.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-lessons"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-logic.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-solver.h"
#include "sudoku-solver.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Ready-Made Lessons: each item of the main menu's submenu loads its puzzle
 * with its note for the teacher, and each puzzle still teaches what its
 * note says, by the logic engine and the textbook search themselves. */

#define LESSONS_PATH "/io/github/sudoku_solver/SudokuSolver/lessons/"

/* The lessons the menu offers, by their action's target, under @menu and
 * its sections and submenus. */
static void
collect_lessons (GMenuModel *menu,
                 GPtrArray  *targets)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      char *action = NULL;
      char *target = NULL;

      if (section != NULL)
        collect_lessons (section, targets);
      if (submenu != NULL)
        collect_lessons (submenu, targets);
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
          g_str_equal (action, "win.load-lesson") &&
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &target))
        g_ptr_array_add (targets, g_steal_pointer (&target));
      g_free (action);
      g_free (target);
    }
}

/* The lesson's file in the resources: its puzzle and its #C note. */
static GArray *
read_resource (const char *name)
{
  g_autofree char *path = g_strconcat (LESSONS_PATH, name, ".sdk", NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  gsize       size;
  const char *data;

  g_assert_nonnull (bytes);
  data = g_bytes_get_data (bytes, &size);
  if (sudoku_shape_text_is_shaped (data, size))
    return sudoku_shape_parse_text (data, size, path, NULL);
  return sudoku_parse_puzzles (data, size, path, NULL);
}

typedef struct
{
  SudokuWindow          *window; /* its board: the game of the puzzle shown */
  const guint8          *cells;
  const SudokuGridShape *grid; /* the lesson's shape: it loads as one */
} Loaded;

static gboolean
loaded (gpointer data)
{
  Loaded      *l = data;
  SudokuBoard *board = sudoku_window_get_board (l->window);
  guint8       givens[SUDOKU_MAX_CELLS];

  if (sudoku_board_get_shape (board) != l->grid)
    return FALSE;
  sudoku_board_get_givens (board, givens);
  return memcmp (givens, l->cells, l->grid->n_cells) == 0;
}

/* The first page of the worksheet Print… would print, as text. */
static char *
worksheet_text (SudokuWindow *window,
                const char   *pdftotext)
{
  g_autofree char *pdf = g_build_filename (g_get_tmp_dir (), "test-lessons.pdf", NULL);
  const char      *argv[] = { pdftotext, "-f", "1", "-l", "1", pdf, "-", NULL };
  char            *text = NULL;

  g_assert_true (sudoku_printer_print_to_file (window->printer, window->document, NULL, pdf));
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &text, NULL, NULL, NULL));
  g_unlink (pdf);
  return text;
}

/* Every lesson of the menu loads, its givens those of its file, its note
 * shown in the status. */
static void
test_menu (void)
{
  SudokuWindow *window = sudoku_window_new (NULL);
  GtkWidget    *menu_button = GTK_WIDGET (
       gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "menu_button"));
  g_autoptr(GPtrArray) targets = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  gtk_window_present (GTK_WINDOW (window));
  collect_lessons (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)), targets);
  g_assert_cmpuint (targets->len, >=, 4);
  g_assert_cmpuint (targets->len, <=, 8);
  for (guint i = 0; i < targets->len; i++)
    {
      const char *name = g_ptr_array_index (targets, i);
      g_autoptr(GArray) puzzles = read_resource (name);
      SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, 0);
      Loaded        l = { window, puzzle->cells, sudoku_puzzle_get_grid (puzzle) };

      g_test_message ("lesson %s", name);
      g_assert_cmpuint (puzzles->len, ==, 1);
      g_assert_nonnull (puzzle->meta[SUDOKU_META_COMMENT]);
      g_assert_cmpuint (strlen (puzzle->meta[SUDOKU_META_COMMENT]), >, 40);
      g_assert_false (loaded (&l)); /* the lesson before was another puzzle */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.load-lesson", "s", name);
      g_assert_true (sudoku_test_spin_until (loaded, &l, 5));
      g_assert_cmpstr (sudoku_test_status (window), ==, puzzle->meta[SUDOKU_META_COMMENT]);
      g_assert_false (sudoku_window_get_modified (window));
      /* The worksheet takes the lesson's name, not "Unsaved Puzzle": the
       * description of a puzzle in no file.  Printed for the first lesson
       * alone: the label of the one rated 11.8 takes seconds, a minute
       * under the sanitizers. */
      g_assert_null (sudoku_document_get_file (window->document));
      g_assert_cmpstr (sudoku_document_get_puzzle (window->document)->meta[SUDOKU_META_DESCRIPTION], ==,
                       puzzle->meta[SUDOKU_META_DESCRIPTION]);
      if (pdftotext != NULL && i == 0)
        {
          g_autofree char *text = worksheet_text (window, pdftotext);

          g_assert_nonnull (strstr (text, puzzle->meta[SUDOKU_META_DESCRIPTION]));
          g_assert_null (strstr (text, "Unsaved Puzzle"));
        }
    }
  sudoku_test_close (GTK_WIDGET (window));
}

/* What each lesson's note claims */

static gboolean
is_single (SudokuTechnique technique)
{
  return technique == SUDOKU_TECHNIQUE_FULL_HOUSE ||
         technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX ||
         technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE ||
         technique == SUDOKU_TECHNIQUE_NAKED_SINGLE;
}

static GArray *
lesson_path (const char *name,
             guint8      cells[SUDOKU_N_CELLS])
{
  g_autoptr(GArray) puzzles = read_resource (name);

  memcpy (cells, g_array_index (puzzles, SudokuPuzzle, 0).cells, SUDOKU_N_CELLS);
  return sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL);
}

static SudokuTechnique
technique_at (GArray *path,
              guint   i)
{
  return g_array_index (path, SudokuLogicStep, i).technique;
}

typedef struct
{
  guint          n;
  SudokuStepKind kinds[2];
  guint          cells[2];
  guint          digits[2];
} FirstSteps;

static gboolean
first_steps_cb (SudokuStepKind kind,
                guint          cell,
                guint          digit,
                gpointer       user_data)
{
  FirstSteps *first = user_data;

  if (first->n < 2)
    {
      first->kinds[first->n] = kind;
      first->cells[first->n] = cell;
      first->digits[first->n] = digit;
      first->n++;
    }
  return TRUE;
}

static guint64
textbook_placements (const guint8 cells[SUDOKU_N_CELLS],
                     FirstSteps  *first)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  SudokuSolveStats   stats;
  guint8             solution[SUDOKU_N_CELLS];
  guint              n;

  options.step_func = first != NULL ? first_steps_cb : NULL;
  options.step_data = first;
  g_assert_true (sudoku_solve (cells, solution, &options, &n, &stats, NULL));
  g_assert_cmpuint (n, ==, 1);
  return stats.placements;
}

/* "Singles only" */
static void
test_singles (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) path = lesson_path ("singles", cells);

  for (guint i = 0; i < path->len; i++)
    g_assert_true (is_single (technique_at (path, i)));
}

/* "A dead end at its second step: after 2 in row 1, column 3, no digit fits
 * in row 1, column 4; under a hundred digits tried" */
static void
test_dead_end (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) path = lesson_path ("dead-end", cells);
  FirstSteps      first = { 0 };
  SudokuLogicGrid grid;

  g_assert_cmpuint (textbook_placements (cells, &first), <, 100);
  g_assert_cmpuint (first.n, ==, 2);
  g_assert_cmpint (first.kinds[0], ==, SUDOKU_STEP_PLACE);
  g_assert_cmpuint (first.cells[0], ==, 2);
  g_assert_cmpuint (first.digits[0], ==, 2);
  g_assert_cmpint (first.kinds[1], ==, SUDOKU_STEP_REMOVE);
  g_assert_cmpuint (first.cells[1], ==, 2);
  cells[2] = 2;
  g_assert_cmpuint (cells[3], ==, 0);
  sudoku_logic_grid_init (&grid, cells);
  g_assert_cmpuint (grid.cands[3], ==, 0);
}

/* "Singles run out after 28 steps: two pointing steps and a naked pair,
 * and singles finish the puzzle" */
static void
test_beyond_singles (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) path = lesson_path ("beyond-singles", cells);

  for (guint i = 0; i < path->len; i++)
    {
      if (i == 28 || i == 29)
        g_assert_cmpint (technique_at (path, i), ==, SUDOKU_TECHNIQUE_POINTING);
      else if (i == 30)
        g_assert_cmpint (technique_at (path, i), ==, SUDOKU_TECHNIQUE_NAKED_PAIR);
      else
        g_assert_true (is_single (technique_at (path, i)));
    }
}

/* "Only singles and pointing, never a guess; the textbook search tries
 * millions of digits" */
static void
test_easy_for_people (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) path = lesson_path ("easy-for-people", cells);

  for (guint i = 0; i < path->len; i++)
    g_assert_true (is_single (technique_at (path, i)) ||
                   technique_at (path, i) == SUDOKU_TECHNIQUE_POINTING);
  g_assert_cmpuint (textbook_placements (cells, NULL), >, 1000000);
}

/* "From its very first step it takes nested forcing chains, chains within
 * chains, the hardest of this app's techniques; the textbook search is
 * done in about a hundred digits" (111): its first step is SE's nested
 * forcing chain with dynamic ones nested (level 4, 10.5 and more), sound.
 * (Its whole path takes seconds, bench-logic checks it.) */
static void
test_easy_for_search (void)
{
  g_autoptr(GArray) puzzles = read_resource ("easy-for-search");
  const guint8      *cells = g_array_index (puzzles, SudokuPuzzle, 0).cells;
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n_solutions = 0;
  SudokuLogicGrid    grid;
  SudokuLogicStep    step;

  g_assert_true (sudoku_solve (cells, solution, &options, &n_solutions, NULL, NULL));
  g_assert_cmpuint (n_solutions, ==, 1);
  sudoku_logic_grid_init (&grid, cells);
  g_assert_true (sudoku_logic_next_step (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step));
  g_assert_cmpint (step.technique, ==, SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN);
  g_assert_cmpuint (step.nesting, >=, 4);
  g_assert_true (sudoku_logic_step_agrees (&step, solution));
  g_assert_cmpuint (textbook_placements (cells, NULL), <, 125);
}

/* The lessons of small grids: their notes' figures */

/* The numbers @note writes, but for a grid's size ("4×4"): its figures. */
static GArray *
note_figures (const char *note)
{
  GArray     *figures = g_array_new (FALSE, FALSE, sizeof (guint64));
  const char *p = note;

  while (*p != '\0')
    {
      const char *start = p;
      guint64     value = 0;

      if (!g_ascii_isdigit (*p))
        {
          p++;
          continue;
        }
      while (g_ascii_isdigit (*p))
        value = value * 10 + (guint64)(*p++ - '0');
      if (g_str_has_prefix (p, "×") ||
          (start - note >= 2 && g_str_has_prefix (start - 2, "×")))
        continue;
      g_array_append_val (figures, value);
    }
  return figures;
}

/* @note gives @tried, then @taken_back, and no other figure (in any
 * order when @any_order: a translation may turn the sentence round). */
static void
assert_figures (const char *note,
                guint64     tried,
                guint64     taken_back,
                gboolean    any_order)
{
  g_autoptr(GArray) figures = note_figures (note);
  guint64 first, second;

  g_test_message ("%s", note);
  g_assert_cmpuint (figures->len, ==, 2);
  first = g_array_index (figures, guint64, 0);
  second = g_array_index (figures, guint64, 1);
  if (any_order && first == taken_back && second == tried)
    return;
  g_assert_cmpuint (first, ==, tried);
  g_assert_cmpuint (second, ==, taken_back);
}

/* The note in each language of po/LINGUAS (with the translations built
 * here), which must not be the English one. */
static void
assert_translated_figures (const char *note,
                           guint64     tried,
                           guint64     taken_back)
{
  const char      *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");
  g_autofree char *linguas = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  if (localedir == NULL)
    return;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", "po", "LINGUAS",
                                                           NULL),
                                      &linguas, NULL, NULL));
  lines = g_strsplit (linguas, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *translated;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      g_test_message ("%s", lines[i]);
      g_setenv ("LANGUAGE", lines[i], TRUE);
      textdomain (GETTEXT_PACKAGE); /* forgets the translations looked up */
      translated = dgettext (GETTEXT_PACKAGE, note);
      g_assert_cmpstr (translated, !=, note);
      assert_figures (translated, tried, taken_back, TRUE);
      n++;
    }
  g_setenv ("LANGUAGE", "C", TRUE);
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpuint (n, >=, 30);
}

/* "The Textbook search tries 27 digits and takes 15 of them back": the
 * figures of the search itself, as the classroom bar counts them (those of
 * --stats), in the note and in its translations; and the lesson is read as
 * its shape, with one solution and at least one dead end. */
static void
assert_search_lesson (const char *name,
                      guint       side)
{
  g_autoptr(GArray) puzzles = read_resource (name);
  SudokuPuzzle          *puzzle = &g_array_index (puzzles, SudokuPuzzle, 0);
  const SudokuGridShape *grid = sudoku_puzzle_get_grid (puzzle);
  SudokuSolveOptions     options = { SUDOKU_STRATEGY_TEXTBOOK, 1 };
  SudokuSolveStats       stats;
  guint8                 solution[SUDOKU_MAX_CELLS];
  guint                  n;

  g_assert_cmpuint (puzzles->len, ==, 1);
  g_assert_true (grid == sudoku_grid_shape_get (side, FALSE));
  g_assert_cmpstr (puzzle->meta[SUDOKU_META_DESCRIPTION], !=, NULL);
  g_assert_cmpstr (puzzle->meta[SUDOKU_META_COMMENT], !=, NULL);
  /* Unique: the search goes on to look for a second solution. */
  options.limit = 2;
  g_assert_true (sudoku_shape_solve (grid, puzzle->cells, solution, &options, &n, &stats, NULL));
  g_assert_cmpuint (n, ==, 1);
  /* The classroom's search stops at its solution. */
  options.limit = 1;
  g_assert_true (sudoku_shape_solve (grid, puzzle->cells, solution, &options, &n, &stats, NULL));
  g_assert_cmpuint (stats.backtracks, >, 0);
  g_assert_cmpuint (stats.placements, <, 100);
  assert_figures (puzzle->meta[SUDOKU_META_COMMENT], stats.placements, stats.backtracks, FALSE);
  assert_translated_figures (puzzle->meta[SUDOKU_META_COMMENT], stats.placements,
                             stats.backtracks);
}

static void
test_first_search_four (void)
{
  assert_search_lesson ("first-search-four", 4);
}

static void
test_search_six (void)
{
  assert_search_lesson ("search-six", 6);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-lessons");
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/lessons/menu", test_menu);
  g_test_add_func ("/sudoku/lessons/singles", test_singles);
  g_test_add_func ("/sudoku/lessons/dead-end", test_dead_end);
  g_test_add_func ("/sudoku/lessons/beyond-singles", test_beyond_singles);
  g_test_add_func ("/sudoku/lessons/easy-for-people", test_easy_for_people);
  g_test_add_func ("/sudoku/lessons/easy-for-search", test_easy_for_search);
  g_test_add_func ("/sudoku/lessons/first-search-four", test_first_search_four);
  g_test_add_func ("/sudoku/lessons/search-six", test_search_six);
  return g_test_run ();
}
