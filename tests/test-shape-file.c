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
#include "sudoku-shape-solver.h"

/* The reader of puzzles of every shape, which input needs it, and the
 * writers of their answers and of files (a file written again keeps all it
 * had, a new one reads back the same; the 9×9-only formats refuse other
 * shapes); and the 9×9 readers' refusal of other sizes. */

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

/* Held-out puzzles (tests/data/shapes/held-out.txt). */
#define SIXTEEN                                                                                   \
  "A.5.7..13.24G8..12B89...6.CED.3..9E..D..G75..2C.4....2A3D..8E..964...9C.B8G3...1.1..86DA2F.7." \
  "..B2E.3.5B71C.A9.FDCF.B1E345.9.2GA8.A47D8..EG69..23G.F.A39...1.6BD..CD12.7...AF.....6....FG8." \
  ".B....8.26..4D.1....GEF.C4.G2.AD3.B1.77G.E.A.BF4823.6C.31A6...C.BG.4.2"

/* The 16×16 held-out puzzle as rows of numbers, aligned to the right. */
static char *
sixteen_as_numbers (void)
{
  GString *text = g_string_new (NULL);

  for (guint r = 0; r < 16; r++)
    {
      for (guint c = 0; c < 16; c++)
        {
          char  ch = SIXTEEN[r * 16 + c];
          guint v = ch == '.' ? 0 : ch <= '9' ? (guint)(ch - '0')
                                              : (guint)(ch - 'A' + 10);

          if (c > 0)
            g_string_append_c (text, ' ');
          if (v == 0)
            g_string_append (text, " .");
          else
            g_string_append_printf (text, "%2u", v);
        }
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* A file of every form the reader takes: comments, a grid with '-' for
 * empty and CRLF line ends, a bordered X grid, a 6×6 line with '0' for
 * empty, a 16×16 line in lower case and a 16×16 grid of numbers. */
static char *
mixed_file (void)
{
  g_autofree char *numbers = sixteen_as_numbers ();
  g_autofree char *lower = g_ascii_strdown (SIXTEEN, -1);

  return g_strconcat ("# Made for a class\r\n"
                      "1---\r\n----\r\n2-1-\r\n---4\r\n"
                      "\r\n"
                      "#X\n"
                      "|. .|. .|\n"
                      "|3 .|4 .|\n"
                      "+---+---+\n"
                      "|. .|3 .|\n"
                      "|. .|2 .|\n"
                      "+---+---+\n"
                      "# a 6×6\n"
                      "000000060002000003010600001400300500\n",
                      lower, "\n\n", numbers, "# the end\n", NULL);
}

/* A puzzle written again by sudoku_shape_write () keeps its mark for an
 * empty cell and the case of its letters. */
static void
test_write_marks (void)
{
  g_autofree char *text = mixed_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = parse (text, 0, FALSE, 4096, &error);
  g_autofree char          *a = NULL, *b = NULL, *c = NULL, *d = NULL;
  const SudokuShapedPuzzle *p;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 5);
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 0);
  g_assert_cmpint (p->empty, ==, '-');
  a = sudoku_shape_write (p, p->cells);
  g_assert_cmpstr (a, ==, "1---\n----\n2-1-\n---4\n");
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 1);
  g_assert_cmpint (p->empty, ==, '.');
  g_assert_true (p->grid == sudoku_grid_shape_get (4, TRUE));
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 2);
  b = sudoku_shape_write (p, p->cells);
  g_assert_cmpstr (b, ==, "000000060002000003010600001400300500\n");
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 3);
  g_assert_true (p->lower);
  c = sudoku_shape_write (p, p->cells);
  g_assert_true (g_str_has_prefix (c, "a.5.7..13.24g8..12b89"));
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 4);
  g_assert_true (p->numbers && !p->lower);
  g_assert_cmpuint (p->cells[0], ==, 10);
  d = sudoku_shape_write (p, p->cells);
  g_assert_true (g_str_has_prefix (d, "10 . 5 . 7 . . 1 3 . 2 4 16 8 . .\n"));
}

/* Solves every puzzle of @puzzles in place. */
static void
solve_all (GArray *puzzles)
{
  for (guint i = 0; i < puzzles->len; i++)
    {
      SudokuShapedPuzzle *p = &g_array_index (puzzles, SudokuShapedPuzzle, i);
      SudokuSolveOptions  options = { SUDOKU_STRATEGY_FAST, 2 };
      guint8              solution[SUDOKU_MAX_CELLS];
      guint               n;

      g_assert_true (sudoku_shape_solve (p->grid, p->cells, solution, &options, &n, NULL, NULL));
      g_assert_cmpuint (n, ==, 1);
      memcpy (p->cells, solution, p->grid->n_cells);
    }
}

/* A file written again is the same text but for the cells changed, through
 * every cut of the stream it was read from. */
static void
test_write_preserving (void)
{
  g_autofree char *text = mixed_file ();

  for (gsize chunk = 1; chunk <= 4096; chunk *= 4)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = parse (text, 0, FALSE, chunk, &error);
      g_autoptr(GArray) again = NULL;
      g_autofree char *same = NULL, *solved = NULL;
      g_auto(GStrv) lines = NULL, old_lines = NULL;
      gsize length;

      g_assert_no_error (error);
      same = sudoku_shape_write_preserving (text, strlen (text), (SudokuShapedPuzzle *)puzzles->data,
                                            puzzles->len, &length);
      g_assert_cmpuint (length, ==, strlen (text));
      g_assert_cmpstr (same, ==, text);

      solve_all (puzzles);
      solved = sudoku_shape_write_preserving (text, strlen (text), (SudokuShapedPuzzle *)puzzles->data,
                                              puzzles->len, &length);
      g_assert_cmpuint (length, ==, strlen (solved));
      lines = g_strsplit (solved, "\n", -1);
      old_lines = g_strsplit (text, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (old_lines));
      g_assert_cmpstr (lines[0], ==, "# Made for a class\r");
      g_assert_cmpstr (lines[1], ==, "1342\r");
      g_assert_cmpstr (lines[4], ==, "3124\r");
      g_assert_cmpstr (lines[5], ==, "\r");
      g_assert_cmpstr (lines[6], ==, "#X");
      g_assert_cmpstr (lines[7], ==, "|2 4|1 3|");
      g_assert_cmpstr (lines[9], ==, "+---+---+");
      g_assert_cmpstr (lines[12], ==, "+---+---+");
      g_assert_cmpstr (lines[13], ==, "# a 6×6");
      g_assert_null (strchr (lines[14], '0'));
      g_assert_true (g_str_has_prefix (lines[15], "ad5c7"));
      g_assert_null (strchr (lines[15], '.'));
      /* The numbers keep their columns: blanks give way to a longer one. */
      g_assert_cmpstr (lines[17], ==, "10 13  5 12  7 15 14  1  3  9  2  4 16  8 11  6");
      for (guint r = 17; r < 33; r++)
        g_assert_cmpuint (strlen (lines[r]), ==, strlen (old_lines[r]));
      g_assert_cmpstr (lines[33], ==, "# the end");

      /* Read again, the solutions, in the same shapes. */
      again = parse (solved, 0, FALSE, 4096, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, puzzles->len);
      for (guint i = 0; i < again->len; i++)
        {
          SudokuShapedPuzzle *a = &g_array_index (again, SudokuShapedPuzzle, i);
          SudokuShapedPuzzle *b = &g_array_index (puzzles, SudokuShapedPuzzle, i);

          g_assert_true (a->grid == b->grid);
          g_assert_cmpint (a->layout, ==, b->layout);
          g_assert_cmpint (a->numbers, ==, b->numbers);
          g_assert_cmpmem (a->cells, a->grid->n_cells, b->cells, b->grid->n_cells);
        }
    }
}

/* A 4×4 on a line, whose reader looks at the line after it (it might be
 * the first row of a 16×16), keeps its own place and marks. */
static void
test_write_preserving_line (void)
{
  const char *text = "1-------2-1----4\n# not a row\n1--------------4\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = parse (text, 0, FALSE, 4096, &error);
  SudokuShapedPuzzle *p;
  g_autofree char    *written = NULL;
  gsize               length;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 2);
  p = &g_array_index (puzzles, SudokuShapedPuzzle, 0);
  g_assert_cmpint (p->empty, ==, '-');
  g_assert_cmpuint (p->start, ==, 0);
  g_assert_cmpuint (p->end, ==, 16);
  memcpy (p->cells, (guint8[]){ 1, 3, 4, 2, 4, 2, 3, 1, 2, 4, 1, 3, 3, 1, 2, 4 }, 16);
  p[1].cells[1] = 2;
  written = sudoku_shape_write_preserving (text, strlen (text), p, 2, &length);
  g_assert_cmpstr (written, ==, "1342423124133124\n# not a row\n12-------------4\n");
}

/* A new file in lines or grids reads back the same puzzles, X ones too;
 * the 9×9-only formats refuse other shapes, saying which, and write plain
 * 9×9 ones as their own writer does. */
static void
test_write_puzzles (void)
{
  static const SudokuFormat nine_only[] = { SUDOKU_FORMAT_SS, SUDOKU_FORMAT_JUDGE, SUDOKU_FORMAT_JSON };
  g_autofree char          *text = mixed_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = parse (text, 0, FALSE, 4096, &error);
  const SudokuShapedPuzzle *list = (const SudokuShapedPuzzle *)puzzles->data;
  SudokuShapedPuzzle        nine = { 0 };
  g_autofree char          *ss = NULL;
  g_autoptr(GArray) nine_read = NULL;

  g_assert_no_error (error);
  for (SudokuFormat format = SUDOKU_FORMAT_LINES; format <= SUDOKU_FORMAT_SDK; format++)
    {
      g_autofree char *written = sudoku_shape_write_puzzles (list, puzzles->len, format, &error);
      g_autoptr(GArray) again = NULL;

      g_assert_no_error (error);
      again = parse (written, 0, FALSE, 4096, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, puzzles->len);
      for (guint i = 0; i < again->len; i++)
        {
          SudokuShapedPuzzle *a = &g_array_index (again, SudokuShapedPuzzle, i);

          g_assert_true (a->grid == list[i].grid);
          g_assert_cmpint (a->layout, ==, format == SUDOKU_FORMAT_LINES ? SUDOKU_SHAPE_LINE : SUDOKU_SHAPE_GRID);
          g_assert_cmpint (a->empty, ==, list[i].empty);
          g_assert_cmpmem (a->cells, a->grid->n_cells, list[i].cells, list[i].grid->n_cells);
        }
      if (format == SUDOKU_FORMAT_LINES)
        g_assert_true (g_str_has_prefix (written, "1-------2-1----4\n#X\n....3.4...3...2.\n"));
    }

  for (guint f = 0; f < G_N_ELEMENTS (nine_only); f++)
    {
      g_autofree char *written = NULL;
      g_autofree char *expected = g_strdup_printf ("The %s format holds plain 9×9 puzzles only, not a "
                                                   "4×4 X one: save it as lines or as grids (sdk)",
                                                   sudoku_format_to_string (nine_only[f]));

      g_assert_true (sudoku_shape_format_can_hold (nine_only[f], sudoku_grid_shape_get (9, FALSE), NULL));
      g_assert_false (sudoku_shape_format_can_hold (nine_only[f], sudoku_grid_shape_get (9, TRUE), NULL));
      g_assert_false (sudoku_shape_format_can_hold (nine_only[f], sudoku_grid_shape_get (6, FALSE), NULL));
      written = sudoku_shape_write_puzzles (list + 1, 1, nine_only[f], &error);
      g_assert_null (written);
      g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE);
      g_assert_cmpstr (error->message, ==, expected);
      g_clear_error (&error);
    }
  for (guint side = 4; side <= 16; side++)
    if (sudoku_grid_shape_side_valid (side))
      for (SudokuFormat format = SUDOKU_FORMAT_LINES; format <= SUDOKU_FORMAT_SDK; format++)
        g_assert_true (sudoku_shape_format_can_hold (format, sudoku_grid_shape_get (side, TRUE), NULL));

  /* Plain 9×9 in .ss, as the 9×9 writer has it, read back by the 9×9 reader. */
  nine.grid = sudoku_grid_shape_get (9, FALSE);
  nine.layout = SUDOKU_SHAPE_LINE;
  sudoku_parse_cells ("16.5..........76..84...2..........8.......159.1...523...8.......3..94..2.21.3..94",
                      nine.cells, NULL);
  ss = sudoku_shape_write_puzzles (&nine, 1, SUDOKU_FORMAT_SS, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (ss, "*-----------*\n|16.|5..|...|\n"));
  nine_read = sudoku_parse_puzzles (ss, strlen (ss), "t.ss", &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_array_index (nine_read, SudokuPuzzle, 0).cells, 81, nine.cells, 81);
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
  g_clear_error (&error);

  /* A Sudoku X after a plain 9×9, which these readers would take for a
   * plain one; "#Xmas" is a comment still. */
  text = "#Xmas\n"
         "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
         "  #X \n"
         "....48.93..95.2..81.......5.......34........287...........2........3......1..6...\n";
  g_clear_pointer (&puzzles, g_array_unref);
  puzzles = sudoku_parse_puzzles (text, strlen (text), "t.txt", &error);
  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "t.txt:3:3: expected a plain 9×9 puzzle, found '#X', which makes the next one a "
                   "Sudoku X: sudoku-solver --solve reads Sudoku X from a file whose first puzzle is "
                   "one");
  g_clear_error (&error);
  /* Before the first puzzle too, as the window would open it. */
  text = "#X\n....48.93..95.2..81.......5.......34........287...........2........3......1..6...\n";
  puzzles = sudoku_parse_puzzles (text, strlen (text), "t.txt", &error);
  g_assert_null (puzzles);
  g_assert_true (g_str_has_prefix (error->message, "t.txt:1:1: expected a plain 9×9 puzzle, found '#X'"));
}

/* The headers of a .sdk before a puzzle of any shape are its own, as a
 * 9×9's (the Ready-Made Lessons of 4×4 and 6×6 carry their note so); a
 * grid written again has them, a line has none. */
static void
test_headers (void)
{
  const char *text = "#DA 4×4\n#CLine one\n#C  Line two  \n# a comment\n..12\n....\n4...\n..2.\n"
                     "\n#X\n#ATeacher\n1...\n..3.\n.4..\n...2\n\n"
                     "4....5.3..16....6.52..............31\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = sudoku_shape_parse_text (text, strlen (text), "text", &error);
  g_autoptr(GArray) again = NULL;
  SudokuShapedPuzzle shaped[3];
  g_autofree char   *sdk = NULL, *lines = NULL;
  SudokuPuzzle      *p;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 3);
  p = &g_array_index (puzzles, SudokuPuzzle, 0);
  g_assert_true (sudoku_puzzle_get_grid (p) == sudoku_grid_shape_get (4, FALSE));
  g_assert_cmpstr (p->meta[SUDOKU_META_DESCRIPTION], ==, "A 4×4");
  g_assert_cmpstr (p->meta[SUDOKU_META_COMMENT], ==, "Line one\nLine two");
  g_assert_null (p->meta[SUDOKU_META_AUTHOR]);
  p = &g_array_index (puzzles, SudokuPuzzle, 1);
  g_assert_true (sudoku_puzzle_get_grid (p) == sudoku_grid_shape_get (4, TRUE));
  g_assert_cmpstr (p->meta[SUDOKU_META_AUTHOR], ==, "Teacher");
  g_assert_null (p->meta[SUDOKU_META_DESCRIPTION]); /* the first one's stay its own */
  p = &g_array_index (puzzles, SudokuPuzzle, 2);
  g_assert_true (sudoku_puzzle_get_grid (p) == sudoku_grid_shape_get (6, FALSE));
  for (guint k = 0; k < SUDOKU_N_META; k++)
    g_assert_null (p->meta[k]);

  for (guint i = 0; i < 3; i++)
    sudoku_puzzle_to_shaped (&g_array_index (puzzles, SudokuPuzzle, i), &shaped[i]);
  sdk = sudoku_shape_write_puzzles (shaped, 3, SUDOKU_FORMAT_SDK, NULL);
  g_assert_nonnull (strstr (sdk, "#DA 4×4\n#CLine one\n#CLine two\n..12\n"));
  again = sudoku_shape_parse_text (sdk, strlen (sdk), "sdk", NULL);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    for (guint k = 0; k < SUDOKU_N_META; k++)
      g_assert_cmpstr (g_array_index (again, SudokuPuzzle, i).meta[k], ==,
                       g_array_index (puzzles, SudokuPuzzle, i).meta[k]);
  lines = sudoku_shape_write_puzzles (shaped, 3, SUDOKU_FORMAT_LINES, NULL);
  g_assert_null (strstr (lines, "#D"));
  g_assert_null (strstr (lines, "#C"));
}

/* A header that is not text is an error where it stands. */
static void
test_header_not_text (void)
{
  const char *text = "#Dgood\n#C\xff\n..12\n....\n4...\n..2.\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = sudoku_shape_parse_text (text, strlen (text), "text", &error);

  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "text:2:"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/shape-file/which-reader", test_which_reader);
  g_test_add_func ("/sudoku/shape-file/read-shapes", test_read_shapes);
  g_test_add_func ("/sudoku/shape-file/write", test_write);
  g_test_add_func ("/sudoku/shape-file/write-marks", test_write_marks);
  g_test_add_func ("/sudoku/shape-file/write-preserving", test_write_preserving);
  g_test_add_func ("/sudoku/shape-file/write-preserving-line", test_write_preserving_line);
  g_test_add_func ("/sudoku/shape-file/write-puzzles", test_write_puzzles);
  g_test_add_func ("/sudoku/shape-file/forced", test_forced);
  g_test_add_func ("/sudoku/shape-file/nine-only", test_nine_only);
  g_test_add_func ("/sudoku/shape-file/headers", test_headers);
  g_test_add_func ("/sudoku/shape-file/header-not-text", test_header_not_text);
  return g_test_run ();
}
