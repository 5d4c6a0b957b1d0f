/* test-puzzle-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-puzzle-file.h"

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_ZEROS \
  "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
#define HARD "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

/* EASY as a grid, row by row. */
#define G1      "53..7....\n"
#define G2      "6..195...\n"
#define G3      ".98....6.\n"
#define G4      "8...6...3\n"
#define G5      "4..8.3..1\n"
#define G6      "7...2...6\n"
#define G7      ".6....28.\n"
#define G8      "...419..5\n"
#define G9      "....8..79\n"
#define G4_TO_9 G4 G5 G6 G7 G8 G9
#define G3_TO_9 G3 G4_TO_9
#define GRID    G1 G2 G3_TO_9

/* EASY in the judge form, 0 for empty. */
#define J1    "530070000\n"
#define J2    "600195000\n"
#define J3    "098000060\n"
#define J4    "800060003\n"
#define J5    "400803001\n"
#define J6    "700020006\n"
#define J7    "060000280\n"
#define J8    "000419005\n"
#define J9    "000080079\n"
#define JUDGE J1 J2 J3 J4 J5 J6 J7 J8 J9

#define BOM   "\xef\xbb\xbf"
#define D9    "........."
#define EMPTY D9 D9 D9 D9 D9 D9 D9 D9 D9

/* Written out here rather than with sudoku_format_line (), which is under
 * test too. */
static char *
cells_to_string (const guint8 *cells)
{
  char *text = g_malloc (SUDOKU_N_CELLS + 1);

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      g_assert_cmpuint (cells[i], <=, 9);
      text[i] = cells[i] == 0 ? '.' : (char)('0' + cells[i]);
    }
  text[SUDOKU_N_CELLS] = '\0';
  return text;
}

static GArray *
parse_ok (const char *data,
          gsize       length)
{
  g_autoptr(GError) error = NULL;
  GArray *puzzles;

  puzzles = sudoku_parse_puzzles (data, length, "t.txt", &error);
  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  return puzzles;
}

static void
assert_puzzle (GArray     *puzzles,
               guint       index,
               const char *cells,
               SudokuShape shape,
               guint       line)
{
  const SudokuPuzzle *puzzle;
  g_autofree char    *text = NULL;

  g_assert_cmpuint (index, <, puzzles->len);
  puzzle = &g_array_index (puzzles, SudokuPuzzle, index);
  text = cells_to_string (puzzle->cells);
  g_assert_cmpstr (text, ==, cells);
  g_assert_cmpint (puzzle->shape, ==, shape);
  g_assert_cmpuint (puzzle->line, ==, line);
}

static void
test_line (void)
{
  static const char data[] = EASY "\n" HARD "\n" EMPTY "\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 3);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_LINE, 1);
  assert_puzzle (puzzles, 1, HARD, SUDOKU_SHAPE_LINE, 2);
  assert_puzzle (puzzles, 2, EMPTY, SUDOKU_SHAPE_LINE, 3);
}

static void
test_line_zeros (void)
{
  /* '0' and '.' both mean empty; no final newline is needed. */
  static const char data[] = EASY_ZEROS;
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_LINE, 1);
}

static void
test_line_spaces (void)
{
  static const char data[] =
    "  5 3 . . 7 . . . . 6 . . 1 9 5 . . . . 9 8 . . . . 6 . 8 . . . 6 . . . 3 4 . . 8 . 3 . . 1 "
    "7 . . . 2 . . . 6 . 6 . . . . 2 8 . . . . 4 1 9 . . 5 . . . . 8 . . 7 9\t\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_LINE, 1);
}

static void
test_grid (void)
{
  static const char data[] = "# EASY\n\n" GRID;
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_GRID, 3);
}

static void
test_grid_spaces (void)
{
  static const char data[] =
    "5 3 .  . 7 .  . . .\n"
    "6 . .  1 9 5  . . .\n"
    ". 9 8  . . .  . 6 .\n"
    "\t8 . . . 6 . . . 3\n"
    "4..8.3..1   \n"
    "  7...2...6\n"
    "0 6 0  0 0 0  2 8 0\n"
    "...4 19..5\n"
    ". . . . 8 . . 7 9";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_GRID, 1);
}

static void
test_grids (void)
{
  /* Blank lines between grids, none, or several; comments inside. */
  static const char data[] = GRID "\n" GRID GRID "\n  \n\t\n" G1 G2 G3 "# middle\n" G4_TO_9 "\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 4);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_GRID, 1);
  assert_puzzle (puzzles, 1, EASY, SUDOKU_SHAPE_GRID, 11);
  assert_puzzle (puzzles, 2, EASY, SUDOKU_SHAPE_GRID, 20);
  assert_puzzle (puzzles, 3, EASY, SUDOKU_SHAPE_GRID, 32);
}

static void
test_mixed (void)
{
  static const char data[] = HARD "\n" GRID EMPTY "\n\n" JUDGE EASY "\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 5);
  assert_puzzle (puzzles, 0, HARD, SUDOKU_SHAPE_LINE, 1);
  assert_puzzle (puzzles, 1, EASY, SUDOKU_SHAPE_GRID, 2);
  assert_puzzle (puzzles, 2, EMPTY, SUDOKU_SHAPE_LINE, 11);
  assert_puzzle (puzzles, 3, EASY, SUDOKU_SHAPE_GRID, 13);
  assert_puzzle (puzzles, 4, EASY, SUDOKU_SHAPE_LINE, 22);
}

static void
test_judge (void)
{
  static const char data[] = "2\n" JUDGE JUDGE;
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 2);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_JUDGE, 2);
  assert_puzzle (puzzles, 1, EASY, SUDOKU_SHAPE_JUDGE, 11);
}

static void
test_judge_loose (void)
{
  /* Comments before the count, blank lines and comments between grids,
   * spaces around the count and inside rows, comments at the end. */
  static const char data[] = "# judge\n  3 \n\n" JUDGE "\n# two\n" J1 J2 J3 J4 "# inside\n" J5
    J6 J7 J8 J9 "0 0 0 0 0 0 0 0 0\n" D9 "\n" J3 J4 J5 J6 J7 J8 J9 "\n# end\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);
  g_autofree char *third = NULL;

  g_assert_cmpuint (puzzles->len, ==, 3);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_JUDGE, 4);
  assert_puzzle (puzzles, 1, EASY, SUDOKU_SHAPE_JUDGE, 15);
  third = g_strconcat (D9 D9, EASY + 18, NULL);
  assert_puzzle (puzzles, 2, third, SUDOKU_SHAPE_JUDGE, 25);
}

static void
test_judge_zero (void)
{
  static const char *const inputs[] = { "0", "0\n", "# none\n0\r\n\n# end\n" };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(GArray) puzzles = parse_ok (inputs[i], strlen (inputs[i]));

      g_assert_cmpuint (puzzles->len, ==, 0);
    }
}

static void
test_comments (void)
{
  static const char data[] = "# a comment\n#\n   # indented\n" EASY "\n# between\n" G1 G2
                             "#\n" G3_TO_9 "# after\n";
  g_autoptr(GArray) puzzles = parse_ok (data, sizeof data - 1);

  g_assert_cmpuint (puzzles->len, ==, 2);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_LINE, 4);
  assert_puzzle (puzzles, 1, EASY, SUDOKU_SHAPE_GRID, 6);
}

static void
test_crlf (void)
{
  static const char lines[] = "# dos\r\n" EASY "\r\n\r\n" HARD "\r\n";
  static const char grid[] = "53..7....\r\n6..195...\r\n.98....6.\r\n8...6...3\r\n4..8.3..1\r\n"
                             "7...2...6\r\n.6....28.\r\n...419..5\r\n....8..79\r\n";
  static const char judge[] = "1\r\n530070000\r\n600195000\r\n098000060\r\n800060003\r\n"
                              "400803001\r\n700020006\r\n060000280\r\n000419005\r\n000080079";
  g_autoptr(GArray) from_lines = parse_ok (lines, sizeof lines - 1);
  g_autoptr(GArray) from_grid = parse_ok (grid, sizeof grid - 1);
  g_autoptr(GArray) from_judge = parse_ok (judge, sizeof judge - 1);

  g_assert_cmpuint (from_lines->len, ==, 2);
  assert_puzzle (from_lines, 0, EASY, SUDOKU_SHAPE_LINE, 2);
  assert_puzzle (from_lines, 1, HARD, SUDOKU_SHAPE_LINE, 4);
  g_assert_cmpuint (from_grid->len, ==, 1);
  assert_puzzle (from_grid, 0, EASY, SUDOKU_SHAPE_GRID, 1);
  g_assert_cmpuint (from_judge->len, ==, 1);
  assert_puzzle (from_judge, 0, EASY, SUDOKU_SHAPE_JUDGE, 2);
}

static void
test_bom (void)
{
  /* Some editors start UTF-8 files with a byte order mark. */
  static const char line[] = BOM EASY "\n";
  static const char              judge[] = BOM "1\n" JUDGE;
  g_autoptr(GArray) from_line = parse_ok (line, sizeof line - 1);
  g_autoptr(GArray) from_judge = parse_ok (judge, sizeof judge - 1);

  g_assert_cmpuint (from_line->len, ==, 1);
  assert_puzzle (from_line, 0, EASY, SUDOKU_SHAPE_LINE, 1);
  g_assert_cmpuint (from_judge->len, ==, 1);
  assert_puzzle (from_judge, 0, EASY, SUDOKU_SHAPE_JUDGE, 2);
}

static void
test_not_nul_terminated (void)
{
  /* The parser must stop at @length: the bytes after it are garbage. */
  char data[SUDOKU_N_CELLS + 8];
  g_autoptr(GArray) puzzles = NULL;

  memcpy (data, EASY, SUDOKU_N_CELLS);
  memset (data + SUDOKU_N_CELLS, 'x', sizeof data - SUDOKU_N_CELLS);
  puzzles = parse_ok (data, SUDOKU_N_CELLS);
  g_assert_cmpuint (puzzles->len, ==, 1);
  assert_puzzle (puzzles, 0, EASY, SUDOKU_SHAPE_LINE, 1);
}

static void
test_parse_cells (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint8           cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (GRID, cells, &error));
  g_assert_no_error (error);
  text = cells_to_string (cells);
  g_assert_cmpstr (text, ==, EASY);

  g_assert_false (sudoku_parse_cells (EASY "\n" EASY "\n", cells, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "expected one puzzle, found 2");
  g_clear_error (&error);

  g_assert_false (sudoku_parse_cells ("0\n", cells, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "expected one puzzle, found 0");
  g_clear_error (&error);

  g_assert_false (sudoku_parse_cells ("12x", cells, &error));
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "text:1:3: expected a digit, '.' or '0', found 'x'");
}

static void
test_format_line (void)
{
  guint8 cells[SUDOKU_N_CELLS];
  char   line[SUDOKU_N_CELLS + 1];

  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    cells[i] = EASY[i] == '.' ? 0 : (guint8)(EASY[i] - '0');
  memset (line, 'x', sizeof line);
  sudoku_format_line (cells, line);
  g_assert_cmpstr (line, ==, EASY);
}

/* Bad inputs, each with the whole message it must give. */
typedef struct
{
  const char *path;
  const char *data;
  gsize       length;
  const char *message;
} BadCase;

#define DATA(s) s, sizeof (s) - 1

static const BadCase bad_cases[] = {
  /* Characters */
  { "bad-char", DATA ("# x at 17\n" EMPTY "\n" D9 ".......x" D9 D9 D9 D9 D9 D9 D9 ".\n"),
    "t.txt:3:17: expected a digit, '.' or '0', found 'x'" },
  { "bad-char-after-spaces", DATA ("5 3 . x . . . . .\n"),
    "t.txt:1:7: expected a digit, '.' or '0', found 'x'" },
  { "bad-char-after-tab", DATA ("\t53-"),
    "t.txt:1:4: expected a digit, '.' or '0', found '-'" },
  { "bad-char-in-grid", DATA (G1 G2 G3 G4 "4..8.3..l\n" G6 G7 G8 G9),
    "t.txt:5:9: expected a digit, '.' or '0', found 'l'" },
  { "bad-char-in-judge", DATA ("1\n" J1 J2 J3 J4 J5 J6 J7 J8 "00008007O\n"),
    "t.txt:10:9: expected a digit, '.' or '0', found 'O'" },
  { "bad-char-utf8", DATA ("123\xc3\xa9\n"),
    "t.txt:1:4: expected a digit, '.' or '0', found '\xc3\xa9'" },
  { "bad-char-utf8-after-spaces", DATA ("1 2 3 \xe2\x80\xa2 4\n"),
    "t.txt:1:7: expected a digit, '.' or '0', found '\xe2\x80\xa2'" },
  { "bad-char-invalid-byte", DATA ("12\xff"
                                   "456789\n"),
    "t.txt:1:3: expected a digit, '.' or '0', found the byte 0xFF, which is not UTF-8 text" },
  { "bad-char-truncated-utf8", DATA ("12\xc3"),
    "t.txt:1:3: expected a digit, '.' or '0', found the byte 0xC3, which is not UTF-8 text" },
  { "bad-char-nul", DATA (EASY "\n12\0"
                               "456789\n"),
    "t.txt:2:3: expected a digit, '.' or '0', found the byte 0x00" },
  { "bad-char-control", DATA ("\x07"),
    "t.txt:1:1: expected a digit, '.' or '0', found the byte 0x07" },
  { "bad-char-cr-only", DATA (EASY "\r" EASY "\r"),
    "t.txt:1:82: expected a digit, '.' or '0', found the byte 0x0D" },
  { "trailing-comment", DATA (EASY " # easy\n"),
    "t.txt:1:83: expected a digit, '.' or '0', found '#'" },
  { "bom-then-bad-char", DATA (BOM "x"),
    "t.txt:1:1: expected a digit, '.' or '0', found 'x'" },

  /* 81-cell lines */
  { "line-80", DATA (EASY "\n" D9 D9 D9 D9 D9 D9 D9 D9 "........\n"),
    "t.txt:2: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 80 cells" },
  { "line-82", DATA (EMPTY ".\n"),
    "t.txt:1:82: expected the end of the line after 81 cells, found more" },
  { "line-82-spaces", DATA (". . . . . . . . . " EMPTY "\n"),
    "t.txt:1:91: expected the end of the line after 81 cells, found more" },
  { "line-in-grid", DATA (G1 G2 EASY "\n"),
    "t.txt:3:10: expected the end of the line after 9 cells, found more" },

  /* Grids */
  { "grid-row-10", DATA (G1 "6..195....\n" G3 G4 G5 G6 G7 G8 G9),
    "t.txt:2:10: expected the end of the line after 9 cells, found more" },
  { "grid-first-row-10", DATA ("53..7.....\n" G2 G3 G4 G5 G6 G7 G8 G9),
    "t.txt:1: expected a puzzle of 81 cells on one line, or a row of 9 cells, found 10 cells" },
  { "grid-row-8", DATA (G1 G2 "98....6.\n" G4 G5 G6 G7 G8 G9),
    "t.txt:3: expected row 3 of 9 with 9 cells, found 8 cells" },
  { "grid-8-rows", DATA (G1 G2 G3 G4 G5 G6 G7 G8),
    "t.txt:9: the file ends inside the grid that starts on line 1, after 8 of its 9 rows" },
  { "grid-8-rows-no-newline", DATA (G1 G2 G3 G4 G5 G6 G7 "...419..5"),
    "t.txt:8: the file ends inside the grid that starts on line 1, after 8 of its 9 rows" },
  { "grid-8-rows-comment", DATA (G1 G2 G3 G4 G5 G6 G7 G8 "# no more\n"),
    "t.txt:10: the file ends inside the grid that starts on line 1, after 8 of its 9 rows" },
  { "grid-second-8-rows", DATA (GRID "\n" G1 G2 G3 G4 G5 G6 G7 G8),
    "t.txt:19: the file ends inside the grid that starts on line 11, after 8 of its 9 rows" },
  { "grid-blank-line", DATA (G1 G2 G3 G4 "\n" G5 G6 G7 G8 G9),
    "t.txt:5: the grid that starts on line 1 has 4 rows; expected 9" },
  { "grid-blank-line-crlf", DATA ("53..7....\r\n6..195...\r\n \r\n"),
    "t.txt:3: the grid that starts on line 1 has 2 rows; expected 9" },

  /* Judge */
  { "judge-more-announced", DATA ("2\n" JUDGE),
    "t.txt:11: expected puzzle 2 of 2, found the end of the file" },
  { "judge-more-announced-no-newline", DATA ("3\n" JUDGE J1 J2 J3 J4 J5 J6 J7 J8 "000080079"),
    "t.txt:19: expected puzzle 3 of 3, found the end of the file" },
  { "judge-none-given", DATA ("1\n"),
    "t.txt:2: expected puzzle 1 of 1, found the end of the file" },
  { "judge-huge-count", DATA ("99999999\n" JUDGE),
    "t.txt:11: expected puzzle 2 of 99999999, found the end of the file" },
  { "judge-short-grid", DATA ("1\n" J1 J2 J3 J4 J5),
    "t.txt:7: the file ends inside puzzle 1, after 5 of its 9 rows" },
  { "judge-fewer-announced", DATA ("1\n" JUDGE JUDGE),
    "t.txt:11: expected the end of the file after the 1 puzzle announced on line 1" },
  { "judge-fewer-announced-comment", DATA ("# two?\n2\n" JUDGE "\n" JUDGE "# three\n" J1),
    "t.txt:23: expected the end of the file after the 2 puzzles announced on line 2" },
  { "judge-zero-then-grid", DATA ("0\n" JUDGE),
    "t.txt:2: expected the end of the file after the 0 puzzles announced on line 1" },
  { "judge-row-8", DATA ("1\n" J1 J2 "09800006\n" J4 J5 J6 J7 J8 J9),
    "t.txt:4: expected row 3 of 9 of puzzle 1 with 9 cells, found 8 cells" },
  { "judge-row-10", DATA ("1\n" J1 "6001950000\n" J3 J4 J5 J6 J7 J8 J9),
    "t.txt:3:10: expected the end of the line after 9 cells, found more" },
  { "judge-line", DATA ("1\n" EASY_ZEROS "\n"),
    "t.txt:2:10: expected the end of the line after 9 cells, found more" },
  { "judge-blank-line", DATA ("2\n" JUDGE J1 J2 J3 J4 "\n" J5 J6 J7 J8 J9),
    "t.txt:15: expected row 5 of 9 of puzzle 2, found a blank line" },
  /* A grid whose first row is short reads as a judge count. */
  { "judge-grid-first-row-8", DATA ("53007000\n" J2 J3 J4 J5 J6 J7 J8 J9),
    "t.txt:10: the file ends inside puzzle 1, after 8 of its 9 rows" },

  /* Nothing */
  { "empty", DATA (""),
    "t.txt:1: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "only-newline", DATA ("\n"),
    "t.txt:2: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "only-comments", DATA ("# one\n\n   \t\n# two"),
    "t.txt:4: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "only-comments-crlf", DATA ("# one\r\n\r\n"),
    "t.txt:3: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
  { "only-bom", DATA (BOM),
    "t.txt:1: no puzzle found: expected 81 cells on a line, or 9 lines of 9 cells" },
};

static void
assert_parse_error (const char *data,
                    gsize       length,
                    const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;

  puzzles = sudoku_parse_puzzles (data, length, "t.txt", &error);
  g_assert_null (puzzles);
  g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_bad_input (gconstpointer user_data)
{
  const BadCase *c = user_data;

  assert_parse_error (c->data, c->length, c->message);
}

/* Huge lines must be rejected in time linear in the input, and promptly. */
static void
test_huge_line (void)
{
  static const struct
  {
    char        fill;
    const char *message;
  } cases[] = {
    { '7', "t.txt:1:82: expected the end of the line after 81 cells, found more" },
    { '.', "t.txt:1:82: expected the end of the line after 81 cells, found more" },
    { 'x', "t.txt:1:1: expected a digit, '.' or '0', found 'x'" },
    { '\0', "t.txt:1:1: expected a digit, '.' or '0', found the byte 0x00" },
  };
  const gsize      size = 10 * 1024 * 1024;
  g_autofree char *data = g_malloc (size + 1);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gint64 start = g_get_monotonic_time ();

      memset (data, cases[i].fill, size);
      assert_parse_error (data, size, cases[i].message);
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
    }

  /* 10 MB of blanks and then a bad character: the whole line is read. */
  memset (data, ' ', size);
  data[size] = 'x';
  {
    g_autofree char *message =
      g_strdup_printf ("t.txt:1:%" G_GSIZE_FORMAT ": expected a digit, '.' or '0', found 'x'",
                       size + 1);
    gint64 start = g_get_monotonic_time ();

    assert_parse_error (data, size + 1, message);
    g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  }

  /* A 10 MB file of blank lines and nothing else. */
  memset (data, '\n', size);
  assert_parse_error (data, size,
                      "t.txt:10485761: no puzzle found: expected 81 cells on a line, "
                      "or 9 lines of 9 cells");
}

/* Many puzzles: what --solve reads. */
static void
test_many (void)
{
  g_autoptr(GString) data = g_string_new (NULL);
  g_autoptr(GArray) puzzles = NULL;

  for (guint i = 0; i < 50000; i++)
    g_string_append (data, i % 2 ? EASY "\n" : HARD "\r\n");
  puzzles = parse_ok (data->str, data->len);
  g_assert_cmpuint (puzzles->len, ==, 50000);
  assert_puzzle (puzzles, 0, HARD, SUDOKU_SHAPE_LINE, 1);
  assert_puzzle (puzzles, 49999, EASY, SUDOKU_SHAPE_LINE, 50000);
}

/* Random bytes, biased towards the characters the parser cares about so that
 * the buffers reach past the first line: no crash, and either puzzles or a
 * parse error named after the file. */
static void
test_garbage (void)
{
  static const char alphabet[] = "0123456789.........\n\n\n\n  #\r\t";
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);
  guint n_parsed = 0, n_errors = 0;

  for (guint i = 0; i < 2000; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) puzzles = NULL;
      gsize            length = (gsize)g_rand_int_range (rand, 0, i % 10 == 0 ? 4000 : 400);
      g_autofree char *data = g_malloc (length + 1);
      gboolean         binary = g_rand_boolean (rand);

      for (gsize k = 0; k < length; k++)
        {
          if (binary && g_rand_int_range (rand, 0, 8) == 0)
            data[k] = (char)g_rand_int_range (rand, 0, 256);
          else
            data[k] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
        }
      /* Now and then a plausible start: a count, or a whole puzzle. */
      if (length > 100 && i % 7 == 0)
        memcpy (data, "2\n", 2);
      else if (length > 100 && i % 7 == 1)
        memcpy (data, EASY "\n", SUDOKU_N_CELLS + 1);
      data[length] = 'x'; /* beyond @length: must never be read */

      puzzles = sudoku_parse_puzzles (data, length, "garbage", &error);
      if (puzzles != NULL)
        {
          g_assert_no_error (error);
          for (guint p = 0; p < puzzles->len; p++)
            {
              const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, p);

              for (guint c = 0; c < SUDOKU_N_CELLS; c++)
                g_assert_cmpuint (puzzle->cells[c], <=, 9);
              g_assert_cmpuint (puzzle->line, >=, 1);
              g_assert_cmpint (puzzle->shape, <=, SUDOKU_SHAPE_JUDGE);
            }
          n_parsed++;
        }
      else
        {
          g_assert_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE);
          g_assert_true (g_str_has_prefix (error->message, "garbage:"));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          n_errors++;
        }
    }
  /* The mix reaches both outcomes. */
  g_assert_cmpuint (n_errors, >, 0);
  g_test_message ("%u parsed, %u rejected", n_parsed, n_errors);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/puzzle-file/line", test_line);
  g_test_add_func ("/sudoku/puzzle-file/line-zeros", test_line_zeros);
  g_test_add_func ("/sudoku/puzzle-file/line-spaces", test_line_spaces);
  g_test_add_func ("/sudoku/puzzle-file/grid", test_grid);
  g_test_add_func ("/sudoku/puzzle-file/grid-spaces", test_grid_spaces);
  g_test_add_func ("/sudoku/puzzle-file/grids", test_grids);
  g_test_add_func ("/sudoku/puzzle-file/mixed", test_mixed);
  g_test_add_func ("/sudoku/puzzle-file/judge", test_judge);
  g_test_add_func ("/sudoku/puzzle-file/judge-loose", test_judge_loose);
  g_test_add_func ("/sudoku/puzzle-file/judge-zero", test_judge_zero);
  g_test_add_func ("/sudoku/puzzle-file/comments", test_comments);
  g_test_add_func ("/sudoku/puzzle-file/crlf", test_crlf);
  g_test_add_func ("/sudoku/puzzle-file/bom", test_bom);
  g_test_add_func ("/sudoku/puzzle-file/not-nul-terminated", test_not_nul_terminated);
  g_test_add_func ("/sudoku/puzzle-file/parse-cells", test_parse_cells);
  g_test_add_func ("/sudoku/puzzle-file/format-line", test_format_line);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sudoku/puzzle-file/bad/%s", bad_cases[i].path);

      g_test_add_data_func (path, &bad_cases[i], test_bad_input);
    }
  g_test_add_func ("/sudoku/puzzle-file/huge-line", test_huge_line);
  g_test_add_func ("/sudoku/puzzle-file/many", test_many);
  g_test_add_func ("/sudoku/puzzle-file/garbage", test_garbage);

  return g_test_run ();
}
