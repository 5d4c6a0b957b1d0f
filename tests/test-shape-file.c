/* test-shape-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-shape-file"

#include "config.h"

#include <string.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-shape-file.h"

/* The reader of puzzles of every shape, which input needs it, and the
 * writer of their answers; and the 9×9 readers' refusal of other sizes. */

typedef struct
{
  const char *text;
  gsize       length;
  gsize       served;
  gsize       chunk; /* bytes a read, to try every cut of the text */
} Memory;

static gssize
read_memory (gpointer source,
             char    *buffer,
             gsize    size,
             GError **error)
{
  Memory *m = source;
  gsize   n = MIN (MIN (size, m->chunk), m->length - m->served);

  memcpy (buffer, m->text + m->served, n);
  m->served += n;
  return (gssize)n;
}

static gboolean
keep_puzzle (const SudokuShapedPuzzle *puzzle,
             gpointer                  user_data)
{
  g_array_append_vals (user_data, puzzle, 1);
  return TRUE;
}

static GArray *
parse (const char *text,
       guint       side,
       gboolean    x,
       gsize       chunk,
       GError    **error)
{
  g_autoptr(GArray) puzzles = g_array_new (FALSE, TRUE, sizeof (SudokuShapedPuzzle));
  Memory m = { text, strlen (text), 0, chunk };

  if (!sudoku_shape_parse_stream (read_memory, &m, "t.txt", side, x, keep_puzzle, puzzles, error))
    return NULL;
  return g_steal_pointer (&puzzles);
}

static void
test_which_reader (void)
{
  static const struct
  {
    const char *text;
    gboolean    shaped;
  } cases[] = {
    { "1.......2.1....4\n", TRUE },
    { "# comment\n\n.......6...2.....3.1.6....14..3..5..\n", TRUE },
    { "#X\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
      TRUE },
    { "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
      FALSE },
    { "1 . . .\n. . 2 .\n", TRUE },
    /* A judge file's count, then a 9×9 grid. */
    { "1234\n53..7....\n", FALSE },
    /* One line of 4 cells, and nothing after it: a 9×9 fault. */
    { "53.7\n", FALSE },
    { "[[\"5\",\"3\"]]\n", FALSE },
    { "53.|.7.|...\n", FALSE },
    { "#A author\n", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (sudoku_shape_text_is_shaped (cases[i].text, strlen (cases[i].text)), ==,
                     cases[i].shaped);
}

/* Every shape, in lines and grids, through every cut of the stream. */
static void
test_read_shapes (void)
{
  const char *text = "1.......2.1....4\n"
                     "#X\n"
                     "1 . . .\n. . 2 .\n. 1 . .\n. . . 4\n"
                     "\n"
                     ".......6...2.....3.1.6....14..3..5..\n"
                     "A.5.7..13.24G8..\n12B89...6.CED.3.\n.9E..D..G75..2C.\n4....2A3D..8E..9\n"
                     "64...9C.B8G3...1\n.1..86DA2F.7...B\n2E.3.5B71C.A....\n................\n"
                     "................\n................\n................\n................\n"
                     "................\n................\n................\n................\n";

  for (gsize chunk = 1; chunk <= 64; chunk *= 2)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = parse (text, 0, FALSE, chunk, &error);
      const SudokuShapedPuzzle *p;

      g_assert_no_error (error);
      g_assert_cmpuint (puzzles->len, ==, 4);
      p = &g_array_index (puzzles, SudokuShapedPuzzle, 0);
      g_assert_true (p->grid == sudoku_grid_shape_get (4, FALSE));
      g_assert_cmpint (p->layout, ==, SUDOKU_SHAPE_LINE);
      g_assert_cmpuint (p->cells[0], ==, 1);
      g_assert_cmpuint (p->cells[8], ==, 2);
      p = &g_array_index (puzzles, SudokuShapedPuzzle, 1);
      g_assert_true (p->grid == sudoku_grid_shape_get (4, TRUE));
      g_assert_cmpint (p->layout, ==, SUDOKU_SHAPE_GRID);
      g_assert_cmpuint (p->line, ==, 3);
      g_assert_cmpuint (p->cells[15], ==, 4);
      p = &g_array_index (puzzles, SudokuShapedPuzzle, 2);
      g_assert_true (p->grid == sudoku_grid_shape_get (6, FALSE));
      p = &g_array_index (puzzles, SudokuShapedPuzzle, 3);
      g_assert_true (p->grid == sudoku_grid_shape_get (16, FALSE));
      g_assert_cmpuint (p->line, ==, 9);
      g_assert_cmpuint (p->cells[0], ==, 10);
      g_assert_cmpuint (p->cells[12], ==, 16);
      g_assert_false (p->numbers);
    }
}

/* 16×16 rows of numbers, read and written back as numbers; letters as
 * letters. */
static void
test_write (void)
{
  GString         *text = g_string_new (NULL);
  g_autofree char *written = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  SudokuShapedPuzzle *p;

  for (guint r = 0; r < 16; r++)
    g_string_append (text, r == 0 ? "16 . 3 12 . . . . . . . . . . . 1\n"
                                  : ". . . . . . . . . . . . . . . .\n");
  expected = g_string_free (text, FALSE);
  puzzles = parse (expected, 0, FALSE, 4096, &error);
  g_assert_no_error (error);
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 0);
  g_assert_true (p->numbers);
  g_assert_cmpuint (p->cells[0], ==, 16);
  g_assert_cmpuint (p->cells[3], ==, 12);
  written = sudoku_shape_write (p, p->cells);
  g_assert_cmpstr (written, ==, expected);
  p->numbers = FALSE;
  g_clear_pointer (&written, g_free);
  written = sudoku_shape_write (p, p->cells);
  g_assert_true (g_str_has_prefix (written, "G.3C...........1\n................\n"));
  p->layout = SUDOKU_SHAPE_LINE;
  g_clear_pointer (&written, g_free);
  written = sudoku_shape_write (p, p->cells);
  g_assert_cmpuint (strlen (written), ==, 257);
}

/* --size and --x as the caller gives them. */
static void
test_forced (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) four = parse ("1.......2.1.....\n", 4, TRUE, 4096, &error);
  g_autoptr(GArray) sixteen = NULL;

  g_assert_no_error (error);
  g_assert_true (g_array_index (four, SudokuShapedPuzzle, 0).grid == sudoku_grid_shape_get (4, TRUE));
  /* A line of 16 that --size=16 makes a row, of a grid cut short. */
  sixteen = parse ("1.......2.1.....\n", 16, FALSE, 4096, &error);
  g_assert_null (sixteen);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "t.txt:2: the file ends inside the grid that starts on line 1, after 1 of its "
                   "16 rows");
}

/* The readers of 9×9 files (the window's) refuse other sizes, saying
 * which. */
static void
test_nine_only (void)
{
  const char *text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
                     ".......6...2.....3.1.6....14..3..5..\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = sudoku_parse_puzzles (text, strlen (text), "t.txt", &error);

  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "t.txt:2: expected a 9×9 puzzle of 81 cells, found a 6×6 one of 36 cells: "
                   "sudoku-solver --solve reads other sizes from a file whose first puzzle is one");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/shape-file/which-reader", test_which_reader);
  g_test_add_func ("/sudoku/shape-file/read-shapes", test_read_shapes);
  g_test_add_func ("/sudoku/shape-file/write", test_write);
  g_test_add_func ("/sudoku/shape-file/forced", test_forced);
  g_test_add_func ("/sudoku/shape-file/nine-only", test_nine_only);
  return g_test_run ();
}
