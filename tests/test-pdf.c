/* test-pdf.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-pdf"

#include "config.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-solver.h"
#include "sudoku-solver.h"

/* `sudoku-solver --export-pdf`, run as a program ($SUDOKU_SOLVER), read back
 * with poppler's pdfinfo and pdftotext: the pages, their size, and every
 * given and solution digit in order. */

static const char *solver_path;
static char       *tmp_dir;

static char *
spawn (const char *const *argv,
       int               *status)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int   wait_status;

  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                               NULL, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  *status = WEXITSTATUS (wait_status);
  return out;
}

static gboolean
have_poppler (void)
{
  g_autofree char *info = g_find_program_in_path ("pdfinfo");
  g_autofree char *text = g_find_program_in_path ("pdftotext");

  if (info != NULL && text != NULL)
    return TRUE;
  if (g_strcmp0 (g_getenv ("TEST_REQUIRE_POPPLER"), "1") == 0)
    g_error ("pdfinfo and pdftotext are needed (poppler-utils)");
  g_test_skip ("no poppler-utils");
  return FALSE;
}

/* The digits of page @page, in the order they were drawn: lines with a
 * letter (the title, the labels) left out. */
static char *
page_digits (const char *pdf,
             guint       page)
{
  g_autofree char *first = g_strdup_printf ("%u", page);
  const char      *argv[] = { "pdftotext", "-raw", "-f", first, "-l", first, pdf, "-", NULL };
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GString *digits = g_string_new (NULL);
  int      status;

  text = spawn (argv, &status);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean letters = FALSE;

      for (const char *c = lines[i]; *c != '\0'; c++)
        letters |= g_ascii_isalpha (*c) || (guchar)*c >= 0x80;
      for (const char *c = lines[i]; !letters && *c != '\0'; c++)
        if (g_ascii_isdigit (*c))
          g_string_append_c (digits, *c);
    }
  return g_string_free (digits, FALSE);
}

static void
test_worksheet (void)
{
  g_autofree char *input = g_build_filename (tmp_dir, "eight.sdm", NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "sheet.pdf", NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *ppm = NULL;
  GArray          *puzzles;
  int              status;

  if (!have_poppler ())
    return;
  /* Eight puzzles made here with the generator's command line. */
  {
    const char      *argv[] = { solver_path, "--generate", "8", "--seed", "11", NULL };
    g_autofree char *out = spawn (argv, &status);

    g_assert_cmpint (status, ==, 0);
    g_string_append (lines, out);
  }
  g_assert_true (g_file_set_contents (input, lines->str, -1, NULL));
  {
    const char      *argv[] = { solver_path, "--export-pdf", pdf, "--per-page", "4", "--solutions",
                                "--title", "Class 3B", input, NULL };
    g_autofree char *out = spawn (argv, &status);

    g_assert_cmpint (status, ==, 0);
  }
  {
    const char      *argv[] = { "pdfinfo", pdf, NULL };
    g_autofree char *info = spawn (argv, &status);

    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (info, "Pages:           4\n"));
    g_assert_nonnull (strstr (info, "(A4)"));
    g_assert_nonnull (strstr (info, "Class 3B"));
  }

  /* Every page renders. */
  ppm = g_find_program_in_path ("pdftoppm");
  if (ppm != NULL)
    {
      g_autofree char *prefix = g_build_filename (tmp_dir, "page", NULL);
      const char      *argv[] = { "pdftoppm", "-r", "30", "-png", pdf, prefix, NULL };
      g_autofree char *out = spawn (argv, &status);

      g_assert_cmpint (status, ==, 0);
      for (guint page = 1; page <= 4; page++)
        {
          g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, page);

          g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
        }
    }

  puzzles = sudoku_parse_puzzles (lines->str, lines->len, "eight.sdm", NULL);
  g_assert_cmpuint (puzzles->len, ==, 8);
  for (guint page = 0; page < 4; page++)
    {
      g_autofree char *digits = page_digits (pdf, page + 1);
      g_autoptr(GString) expected = g_string_new (NULL);
      gboolean solutions = page >= 2;

      for (guint k = 0; k < 4; k++)
        {
          const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, (page % 2) * 4 + k);
          SudokuSolveOptions  options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 1 };
          guint8              solution[SUDOKU_N_CELLS];
          guint               n = 0;

          g_assert_true (sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL));
          for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
            if (puzzle->cells[cell] != 0 || solutions)
              g_string_append_c (expected, (char)('0' + solution[cell]));
        }
      g_assert_cmpstr (digits, ==, expected->str);
    }
  g_array_unref (puzzles);
}

/* The pages' count, from pdfinfo. */
static guint
count_pages (const char *pdf)
{
  const char      *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *info = NULL;
  const char      *pages;
  int              status;

  info = spawn (argv, &status);
  g_assert_cmpint (status, ==, 0);
  pages = strstr (info, "Pages:");
  g_assert_nonnull (pages);
  return (guint)g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);
}

/* Writes @text to @name and makes a worksheet of it with @options; returns
 * the PDF's path. */
static char *
export_shapes (const char        *name,
               const char        *text,
               const char *const *options)
{
  g_autofree char *input = g_build_filename (tmp_dir, name, NULL);
  char            *pdf = g_strconcat (input, ".pdf", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  int              status;

  g_assert_true (g_file_set_contents (input, text, -1, NULL));
  g_ptr_array_add (argv, (gpointer)solver_path);
  g_ptr_array_add (argv, (gpointer) "--export-pdf");
  g_ptr_array_add (argv, pdf);
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)options[i]);
  g_ptr_array_add (argv, input);
  g_ptr_array_add (argv, NULL);
  out = spawn ((const char *const *)argv->pdata, &status);
  g_assert_cmpint (status, ==, 0);
  return pdf;
}

/* Each page of a worksheet of @per puzzles a page: on the puzzles' pages
 * every given in order, on the solutions' every cell of every solution,
 * as many digits as the grids have cells. */
static void
assert_pages (const char *pdf,
              GArray     *puzzles,
              guint       per)
{
  guint pages = (puzzles->len + per - 1) / per;

  g_assert_cmpuint (count_pages (pdf), ==, 2 * pages);
  for (guint page = 0; page < 2 * pages; page++)
    {
      g_autofree char *digits = page_digits (pdf, page + 1);
      g_autoptr(GString) expected = g_string_new (NULL);
      gboolean solutions = page >= pages;
      guint    n_cells = 0;

      for (guint k = (page % pages) * per; k < MIN ((page % pages + 1) * per, puzzles->len); k++)
        {
          const SudokuPuzzle    *puzzle = &g_array_index (puzzles, SudokuPuzzle, k);
          const SudokuGridShape *shape = sudoku_puzzle_get_grid (puzzle);
          SudokuSolveOptions     options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 1 };
          guint8                 solution[SUDOKU_MAX_CELLS];
          guint                  n = 0;

          g_assert_true (sudoku_shape_solve (shape, puzzle->cells, solution, &options, &n, NULL,
                                             NULL));
          for (guint cell = 0; cell < shape->n_cells; cell++)
            if (puzzle->cells[cell] != 0 || solutions)
              g_string_append_c (expected, (char)('0' + solution[cell]));
          n_cells += shape->n_cells;
        }
      g_assert_cmpstr (digits, ==, expected->str);
      if (solutions)
        g_assert_cmpuint (strlen (digits), ==, n_cells);
    }
}

/* Worksheets of small grids: a page of twelve 4×4s by default (twenty
 * asked for), and 6×6 X, twelve at most a page; the labels name the shape
 * (an X's too), and a 16×16 takes a page to itself whatever is asked. */
static void
test_shapes (void)
{
  g_autofree char *four = NULL, *sixes = NULL, *text = NULL;
  g_autoptr(GString) x = g_string_new (NULL);
  g_autoptr(GArray) puzzles = NULL;
  int status;

  if (!have_poppler ())
    return;
  {
    const char *argv[] = { solver_path, "--generate", "30", "--size", "4", "--seed", "3", NULL };

    four = spawn (argv, &status);
    g_assert_cmpint (status, ==, 0);
  }
  puzzles = sudoku_shape_parse_text (four, strlen (four), "four", NULL);
  g_assert_cmpuint (puzzles->len, ==, 30);
  {
    const char      *none[] = { "--solutions", NULL };
    const char      *twenty[] = { "--solutions", "--per-page", "20", "--paper", "letter", NULL };
    g_autofree char *pdf = export_shapes ("four.txt", four, none);
    g_autofree char *pdf20 = export_shapes ("four20.txt", four, twenty);

    assert_pages (pdf, puzzles, 12);
    assert_pages (pdf20, puzzles, 20);
  }
  g_clear_pointer (&puzzles, g_array_unref);

  {
    const char *argv[] = { solver_path, "--generate", "13", "--size", "6", "--x", "--seed", "4",
                           NULL };
    g_auto(GStrv) lines = NULL;

    sixes = spawn (argv, &status);
    g_assert_cmpint (status, ==, 0);
    lines = g_strsplit (sixes, "\n", -1);
    for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
      g_string_append_printf (x, "#X\n%s\n", lines[i]);
  }
  puzzles = sudoku_shape_parse_text (x->str, x->len, "x", NULL);
  g_assert_cmpuint (puzzles->len, ==, 13);
  g_assert_true (sudoku_puzzle_get_grid (&g_array_index (puzzles, SudokuPuzzle, 0)) ==
                 sudoku_grid_shape_get (6, TRUE));
  {
    const char      *twenty[] = { "--solutions", "--per-page", "20", NULL };
    g_autofree char *pdf = export_shapes ("six-x.txt", x->str, twenty);
    const char      *argv[] = { "pdftotext", "-f", "1", "-l", "1", pdf, "-", NULL };

    assert_pages (pdf, puzzles, 12);
    text = spawn (argv, &status);
    g_assert_nonnull (strstr (text, "Puzzle 12 · "));
    g_assert_nonnull (strstr (text, ", 6×6 X"));
  }

  {
    const char      *argv[] = { solver_path, "--generate", "2", "--size", "16", "--seed", "5",
                                NULL };
    const char      *six[] = { "--per-page", "6", NULL };
    g_autofree char *sixteen = spawn (argv, &status);
    g_autofree char *pdf = NULL;

    g_assert_cmpint (status, ==, 0);
    pdf = export_shapes ("sixteen.txt", sixteen, six);
    g_assert_cmpuint (count_pages (pdf), ==, 2);
  }
}

/* --path: after the solutions, each puzzle step by step in sentences. */
static void
test_path (void)
{
  g_autofree char *input = g_build_filename (tmp_dir, "one.sdk", NULL);
  g_autofree char *pdf = g_build_filename (tmp_dir, "path.pdf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  int              status;

  if (!have_poppler ())
    return;
  g_assert_true (g_file_set_contents (
    input, "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
           "...419..5\n....8..79\n",
    -1, NULL));
  {
    const char *argv[] = { solver_path, "--export-pdf", pdf, "--per-page", "1", "--solutions",
                           "--path", input, NULL };

    out = spawn (argv, &status);
    g_assert_cmpint (status, ==, 0);
  }
  {
    const char *argv[] = { "pdftotext", "-f", "3", "-l", "3", pdf, "-", NULL };

    text = spawn (argv, &status);
    g_assert_cmpint (status, ==, 0);
  }
  g_assert_nonnull (strstr (text, "Puzzle 1, step by step"));
  /* The first step of the easy puzzle, as --explain says it. */
  g_assert_nonnull (strstr (text, "1. Hidden single: in box 2, 8 fits only in row 1, column 6"));
}

static const char *stdin_path;

/* In the child: @stdin_path as standard input. */
static void
open_stdin (gpointer user_data)
{
  int fd = open (stdin_path, O_RDONLY);

  if (fd < 0 || dup2 (fd, STDIN_FILENO) < 0)
    _exit (99);
  close (fd);
}

/* Runs the solver with @args and @input on its standard input; returns
 * its exit status. */
static int
run_with_input (const char        *input,
                const char *const *args,
                char             **err)
{
  g_autofree char *path = g_build_filename (tmp_dir, "input.txt", NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status;

  g_assert_true (g_file_set_contents (path, input, -1, NULL));
  stdin_path = path;
  g_ptr_array_add (argv, (gpointer)solver_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer)args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **)argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               open_stdin, NULL, NULL, err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

/* With no FILE, or FILE "-", the puzzles come from standard input, as for
 * --solve; nothing there is said, and no PDF is written. */
static void
test_stdin (void)
{
  static const char input[] =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079\n"
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  g_autofree char *pdf = g_build_filename (tmp_dir, "stdin.pdf", NULL);
  g_autofree char *option = g_strconcat ("--export-pdf=", pdf, NULL);
  const char      *dash[] = { option, "--per-page=1", "-", NULL };
  const char      *none[] = { "--export-pdf", pdf, "--per-page", "1", NULL };
  const char      *info[] = { "pdfinfo", pdf, NULL };

  if (!have_poppler ())
    return;
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *err = NULL;
      g_autofree char *text = NULL;
      int              status;

      g_assert_cmpint (run_with_input (input, i == 0 ? dash : none, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      text = spawn (info, &status);
      g_assert_cmpint (status, ==, 0);
      g_assert_nonnull (strstr (text, "Pages:           2\n"));
      g_assert_cmpint (g_unlink (pdf), ==, 0);
    }
  /* A 4×4 and a 4×4 X too, as --solve reads them: a page each. */
  {
    g_autofree char *err = NULL;
    g_autofree char *text = NULL;
    g_autofree char *digits = NULL;
    int              status;

    g_assert_cmpint (run_with_input ("..12\n....\n4...\n..2.\n\n#X\n1...\n..3.\n.4..\n...2\n",
                                     none, &err),
                     ==, 0);
    g_assert_cmpstr (err, ==, "");
    text = spawn (info, &status);
    g_assert_nonnull (strstr (text, "Pages:           2\n"));
    digits = page_digits (pdf, 1);
    g_assert_cmpstr (digits, ==, "1242");
    g_assert_cmpint (g_unlink (pdf), ==, 0);
  }
  {
    g_autofree char *err = NULL;

    g_assert_cmpint (run_with_input ("", none, &err), ==, 2);
    g_assert_cmpstr (err, ==, "<stdin>:1: no puzzle found: expected 81 cells on a line, or 9 "
                              "lines of 9 cells\n");
    g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  }
}

static void
test_usage (void)
{
  static const char *const cases[][6] = {
    { "--export-pdf", "x.pdf", "--per-page", "3", "in.sdm", NULL },
    { "--export-pdf", "x.pdf", "--paper", "a3", "in.sdm", NULL },
    { "--solutions", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char      *argv[8] = { solver_path };
      g_autofree char *out = NULL;
      int              status;

      for (guint k = 0; cases[i][k] != NULL; k++)
        argv[k + 1] = cases[i][k];
      out = spawn (argv, &status);
      g_assert_cmpint (status, ==, 2);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  solver_path = g_getenv ("SUDOKU_SOLVER");
  g_assert_nonnull (solver_path);
  tmp_dir = g_dir_make_tmp ("test-pdf-XXXXXX", NULL);

  g_test_add_func ("/sudoku/pdf/worksheet", test_worksheet);
  g_test_add_func ("/sudoku/pdf/path", test_path);
  g_test_add_func ("/sudoku/pdf/shapes", test_shapes);
  g_test_add_func ("/sudoku/pdf/stdin", test_stdin);
  g_test_add_func ("/sudoku/pdf/usage", test_usage);
  status = g_test_run ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", tmp_dir);

    if (system (command) != 0)
      g_printerr ("could not remove %s\n", tmp_dir);
  }
  return status;
}
