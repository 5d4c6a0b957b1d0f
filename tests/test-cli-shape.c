/* test-cli-shape.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli-shape"

#include "config.h"

#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

/* `sudoku-solver --solve/--count/--trace/--generate` on every shape, run as
 * a program (its path in $SUDOKU_SOLVER): the held-out puzzles of
 * tests/data/shapes/held-out.txt (made by another program, by another
 * method), each answer checked here against the rules; reader errors with
 * their line and column; the generator's puzzles counted and their level
 * checked by singles written here. */

static const char *solver_path;

typedef struct
{
  int   status;
  char *out;
  char *err;
} Result;

static void
result_clear (Result *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Result, result_clear)

/* Runs the solver with @input on standard input and the arguments after. */
G_GNUC_NULL_TERMINATED
static void
run (Result     *result,
     const char *input,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list ap;

  g_ptr_array_add (argv, (gpointer)solver_path);
  va_start (ap, input);
  for (const char *arg = va_arg (ap, const char *); arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer)arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *)argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                 G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &result->out, &result->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
}

/* The held-out puzzles */

typedef struct
{
  char    *expected;
  guint    side;
  gboolean x;
  char    *text;
} HeldOut;

static void
held_out_free (gpointer data)
{
  HeldOut *h = data;

  g_free (h->expected);
  g_free (h->text);
  g_free (h);
}

static GPtrArray *
load_held_out (void)
{
  GPtrArray       *all = g_ptr_array_new_with_free_func (held_out_free);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "shapes", "held-out.txt", NULL),
                       &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      HeldOut *h;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 4);
      h = g_new0 (HeldOut, 1);
      h->expected = g_strdup (fields[0]);
      h->side = (guint)atoi (fields[1]);
      h->x = fields[2][0] == 'x';
      h->text = g_strdup (fields[3]);
      g_ptr_array_add (all, h);
    }
  return all;
}

static guint
digit_of (char c)
{
  if (c == '.')
    return 0;
  if (c >= '1' && c <= '9')
    return (guint)(c - '0');
  g_assert_true (c >= 'A' && c <= 'G');
  return (guint)(c - 'A' + 10);
}

static guint
count_of (const char *text,
          const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The rules, worked out here: every row, column and box (box_rows rows of
 * side / box_rows cells) and, on X, both diagonals hold each digit once;
 * the givens are kept. */
static void
assert_solves (const HeldOut *h,
               const char    *answer)
{
  guint side = h->side, n = side * side;
  guint box_rows = side == 9 ? 3 : side == 16 ? 4
                                              : 2,
        box_cols = side / box_rows;
  guint32 all = ((1u << side) - 1) << 1;

  g_assert_cmpuint (strlen (answer), ==, n);
  for (guint c = 0; c < n; c++)
    if (h->text[c] != '.')
      g_assert_cmpint (answer[c], ==, h->text[c]);
  for (guint i = 0; i < side; i++)
    {
      guint32 row = 0, col = 0, box = 0, diag = 0, anti = 0;

      for (guint k = 0; k < side; k++)
        {
          guint r = (i / (side / box_cols)) * box_rows + k / box_cols;
          guint c = (i % (side / box_cols)) * box_cols + k % box_cols;

          row |= 1u << digit_of (answer[i * side + k]);
          col |= 1u << digit_of (answer[k * side + i]);
          box |= 1u << digit_of (answer[r * side + c]);
          diag |= 1u << digit_of (answer[k * side + k]);
          anti |= 1u << digit_of (answer[k * side + side - 1 - k]);
        }
      g_assert_cmphex (row, ==, all);
      g_assert_cmphex (col, ==, all);
      g_assert_cmphex (box, ==, all);
      if (h->x)
        {
          g_assert_cmphex (diag, ==, all);
          g_assert_cmphex (anti, ==, all);
        }
    }
}

/* All the held-out puzzles in one input, "#X" before the X ones. */
static char *
held_out_input (GPtrArray *all)
{
  GString *input = g_string_new (NULL);

  for (guint i = 0; i < all->len; i++)
    {
      HeldOut *h = all->pdata[i];

      g_string_append_printf (input, "%s%s\n", h->x ? "#X\n" : "", h->text);
    }
  return g_string_free (input, FALSE);
}

static void
test_held_out_count (void)
{
  g_autoptr(GPtrArray) all = load_held_out ();
  g_autofree char *input = held_out_input (all);
  g_auto(Result) result = { 0 };
  g_auto(GStrv) lines = NULL;

  run (&result, input, "--count", NULL);
  g_assert_cmpint (result.status, ==, 1); /* some have no solution */
  lines = g_strsplit (result.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, all->len + 1);
  for (guint i = 0; i < all->len; i++)
    g_assert_cmpstr (lines[i], ==, ((HeldOut *)all->pdata[i])->expected);
  g_assert_cmpuint (count_of (result.err, "this puzzle has no solution"), ==,
                    count_of (result.out, "none"));
}

static void
test_held_out_solve (gconstpointer data)
{
  const char *strategy = data;
  g_autoptr(GPtrArray) all = load_held_out ();
  g_autofree char *input = held_out_input (all);
  g_auto(Result) result = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n_none = 0, n_multiple = 0;

  run (&result, input, "--solve", strategy, NULL);
  g_assert_cmpint (result.status, ==, 1);
  lines = g_strsplit (result.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, all->len + 1);
  for (guint i = 0; i < all->len; i++)
    {
      HeldOut *h = all->pdata[i];

      if (g_str_equal (h->expected, "none"))
        {
          g_assert_cmpstr (lines[i], ==, "none");
          n_none++;
          continue;
        }
      n_multiple += g_str_equal (h->expected, "multiple");
      assert_solves (h, lines[i]);
    }
  /* Each of them said so on standard error, with its line. */
  g_assert_cmpuint (count_of (result.err, "no solution"), ==, n_none);
  g_assert_cmpuint (count_of (result.err, "more than one solution"), ==, n_multiple);
}

/* --x makes every puzzle an X, with no "#X" in the file. */
static void
test_x_option (void)
{
  g_autoptr(GPtrArray) all = load_held_out ();
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_auto(Result) with_x = { 0 };
  g_auto(Result) without = { 0 };

  for (guint i = 0; i < all->len; i++)
    {
      HeldOut *h = all->pdata[i];

      if (!h->x)
        continue;
      g_string_append_printf (input, "%s\n", h->text);
      g_string_append_printf (expected, "%s\n", h->expected);
    }
  run (&with_x, input->str, "--count", "--x", NULL);
  g_assert_cmpstr (with_x.out, ==, expected->str);
  run (&without, input->str, "--count", NULL);
  g_assert_cmpstr (without.out, !=, expected->str);
}

static void
assert_trace_matches_stats (const char *input,
                            const char *strategy,
                            gboolean    count)
{
  g_auto(Result) result = { 0 };
  guint64     placements = G_MAXUINT64, backtracks = G_MAXUINT64;
  const char *stats;

  run (&result, input, "--trace", "--stats", strategy, count ? "--count" : "--solve", NULL);
  stats = strstr (result.err, "placements=");
  g_assert_nonnull (stats);
  g_assert_cmpint (sscanf (stats, "placements=%" G_GUINT64_FORMAT " backtracks=%" G_GUINT64_FORMAT,
                           &placements, &backtracks),
                   ==, 2);
  g_assert_cmpuint (count_of (result.out, "place r"), ==, placements);
  g_assert_cmpuint (count_of (result.out, "remove r"), ==, backtracks);
  g_assert_cmpuint (placements, >, 0);
}

/* The steps --trace prints are what --stats counts, solving (to the first
 * solution) and counting (to the end), on every shape. */
static void
test_trace_matches_stats (void)
{
  g_autoptr(GPtrArray) all = load_held_out ();
  const char *const strategies[] = { "--strategy=textbook", "--strategy=fewest",
                                     "--strategy=fast" };

  for (guint i = 0; i < all->len; i++)
    {
      HeldOut         *h = all->pdata[i];
      g_autofree char *input = g_strdup_printf ("%s%s\n", h->x ? "#X\n" : "", h->text);

      if (g_str_equal (h->expected, "none") || (h->side == 9 && !h->x))
        continue;
      for (guint s = 0; s < G_N_ELEMENTS (strategies); s++)
        {
          /* The textbook search of a 9×9 X or a 16×16 is long. */
          if (h->side > 6 && s == 0)
            continue;
          assert_trace_matches_stats (input, strategies[s], FALSE);
          assert_trace_matches_stats (input, strategies[s], TRUE);
        }
    }
}

/* A trace's cells are named by row and column of the shape. */
static void
test_trace_names_cells (void)
{
  g_auto(Result) result = { 0 };

  run (&result, "12.4\n34.2\n21.3\n4.21\n", "--trace", "--strategy=textbook", NULL);
  g_assert_cmpstr (result.out, ==,
                   "place r1c3=3\nplace r2c3=1\nplace r3c3=4\nplace r4c2=3\n"
                   "1234\n3412\n2143\n4321\n");
  g_assert_cmpint (result.status, ==, 0);
}

/* Grids are answered as grids, in the digits they were written with. */
static void
test_grids (void)
{
  g_autoptr(GPtrArray) all = load_held_out ();
  HeldOut *big = NULL;
  g_auto(Result) line = { 0 };
  g_auto(Result) letters = { 0 };
  g_auto(Result) numbers = { 0 };
  g_auto(Result) six = { 0 };
  g_autoptr(GString) letters_in = g_string_new (NULL);
  g_autoptr(GString) numbers_in = g_string_new (NULL);
  g_autoptr(GString) letters_out = g_string_new (NULL);
  g_autoptr(GString) numbers_out = g_string_new (NULL);

  for (guint i = 0; i < all->len && big == NULL; i++)
    if (((HeldOut *)all->pdata[i])->side == 16)
      big = all->pdata[i];
  g_assert_nonnull (big);
  run (&line, big->text, "--solve", NULL);
  g_assert_cmpuint (strlen (line.out), ==, 257);
  for (guint r = 0; r < 16; r++)
    {
      for (guint c = 0; c < 16; c++)
        {
          guint given = digit_of (big->text[r * 16 + c]), value = digit_of (line.out[r * 16 + c]);

          g_string_append_c (letters_in, big->text[r * 16 + c]);
          g_string_append_printf (numbers_in, given != 0 ? "%s%u" : "%s.", c > 0 ? " " : "", given);
          g_string_append_c (letters_out, line.out[r * 16 + c]);
          g_string_append_printf (numbers_out, "%s%u", c > 0 ? " " : "", value);
        }
      g_string_append_c (letters_in, '\n');
      g_string_append_c (numbers_in, '\n');
      g_string_append_c (letters_out, '\n');
      g_string_append_c (numbers_out, '\n');
    }
  run (&letters, letters_in->str, "--solve", NULL);
  g_assert_cmpstr (letters.out, ==, letters_out->str);
  run (&numbers, numbers_in->str, "--solve", NULL);
  g_assert_cmpstr (numbers.out, ==, numbers_out->str);
  g_assert_cmpstr (numbers.err, ==, "");

  /* 6×6 with the borders of its 2×3 boxes, among lines of other shapes,
   * each answer kept apart by a blank line as 9×9 grids are. */
  run (&six,
       "1.......2.1....4\n"
       "...|...\n.6.|..2\n---+---\n...|..3\n.1.|6..\n---+---\n..1|4..\n3..|5..\n"
       ".......6...2.....3.1.6....14..3..5..\n",
       "--solve", NULL);
  g_assert_cmpstr (six.err, ==, "");
  g_assert_cmpstr (six.out, ==,
                   "1342423124133124\n\n"
                   "432165\n165342\n654213\n213654\n521436\n346521\n\n"
                   "432165165342654213213654521436346521\n");
}

/* Each fault is named with its line, and its column when it has one. */
static void
test_reader_errors (void)
{
  static const struct
  {
    const char *input;
    const char *options;
    const char *err;
  } cases[] = {
    { "1.......2.1....4\n12345\n", NULL,
      "<stdin>:2: expected a puzzle of 16, 36, 81 or 256 cells on a line, or a row of 4, 6, 9 or "
      "16 cells, found 5 cells\n" },
    /* A 5 makes a line of 16 cells the first row of a 16×16... */
    { "1.......2.1...5.\n", NULL,
      "<stdin>:2: the file ends inside the grid that starts on line 1, after 1 of its 16 rows\n" },
    /* ...unless --size says it is a 4×4. */
    { "1.......2.1...5.\n", "--size=4",
      "<stdin>:1:15: expected a digit from 1 to 4, or a mark for an empty cell, found '5'\n" },
    { "1 . . .\n. . 2 .\n\n. 1 . .\n", NULL,
      "<stdin>:3: the grid that starts on line 1 has 2 rows; expected 4\n" },
    { "1 . . .\n. . 2 .\n. 1 . . 3\n", NULL,
      "<stdin>:3: expected row 3 of 4 with 4 cells, found 5 cells\n" },
    { "1 . . .\n. . 2 .\n. Z . .\n", NULL,
      "<stdin>:3:3: expected a digit 1–9, a letter A–G, or one of . 0 - * _ x for an empty cell, "
      "found 'Z'\n" },
    { "# a comment\n1 . . .\n. . 2 .\n. 1 . .\n", NULL,
      "<stdin>:5: the file ends inside the grid that starts on line 2, after 3 of its 4 rows\n" },
    { "1.......2.1....4\n", "--size=6",
      "<stdin>:1: expected a 6×6 puzzle (--size=6), found a 4×4 one\n" },
    { "1.......2.1....4\n", "--size=9",
      "<stdin>:1: expected a 9×9 puzzle (--size=9), found a 4×4 one\n" },
    { "#X\n", NULL,
      "<stdin>:2: no puzzle found: expected a puzzle of 16, 36, 81 or 256 cells on a line, or a "
      "grid of 4, 6, 9 or 16 lines\n" },
    /* After a plain 9×9, the 9×9 readers refuse an X rather than lose it. */
    { "16.5..........76..84...2..........8.......159.1...523...8.......3..94..2.21.3..94\n#X\n"
      "....48.93..95.2..81.......5.......34........287...........2........3......1..6...\n",
      NULL,
      "<stdin>:2:1: expected a plain 9×9 puzzle, found '#X', which makes the next one a Sudoku X: "
      "sudoku-solver --solve reads Sudoku X from a file whose first puzzle is one\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Result) result = { 0 };

      run (&result, cases[i].input, "--solve", cases[i].options, NULL);
      g_assert_cmpstr (result.err, ==, cases[i].err);
      g_assert_cmpint (result.status, ==, 2);
    }
}

/* A file is named in its messages. */
static void
test_reader_error_names_file (void)
{
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Result) result = { 0 };
  int fd = g_file_open_tmp ("test-cli-shape-XXXXXX.txt", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, "#X\n.........\n1.....\n", -1, &error);
  g_assert_no_error (error);
  run (&result, "", "--solve", path, NULL);
  expected = g_strdup_printf ("%s:3: expected row 2 of 9 with 9 cells, found 6 cells\n", path);
  g_assert_cmpstr (result.err, ==, expected);
  g_assert_cmpint (result.status, ==, 2);
  g_unlink (path);
}

static void
test_usage (void)
{
  static const char *const bad[][3] = {
    { "--size=5", "--solve", "--size expects 4, 6, 9 or 16" },
    { "--size=6", NULL, "--size and --x go with --solve, --count, --trace or --generate N" },
    { "--generate=1", "--size=6 --rating=1-2", "with --size other than 9, or --x" },
    { "--generate=1", "--size=16 --difficulty=expert", "expected easy, medium or hard" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(Result) result = { 0 };

      g_auto(GStrv) more = g_strsplit (bad[i][1] != NULL ? bad[i][1] : "", " ", 2);

      run (&result, "", bad[i][0], more[0], more[0] != NULL ? more[1] : NULL, NULL);
      g_assert_nonnull (strstr (result.err, bad[i][2]));
      g_assert_cmpint (result.status, ==, 2);
      g_assert_cmpstr (result.out, ==, "");
    }
}

/* The generator's levels, checked with singles of this test's own: a
 * digit in a cell where it alone is left (naked), or in the one place left
 * for it in a unit (hidden). */
static gboolean
solved_by_singles (const char *puzzle,
                   guint       side,
                   gboolean    x,
                   gboolean    hidden)
{
  guint box_rows = side == 9 ? 3 : side == 16 ? 4
                                              : 2,
        box_cols = side / box_rows;
  guint    n = side * side, units[50][16], n_units = 3 * side + (x ? 2 : 0);
  guint8   cells[256];
  gboolean progress = TRUE;

  for (guint i = 0; i < side; i++)
    for (guint k = 0; k < side; k++)
      {
        units[i][k] = i * side + k;
        units[side + i][k] = k * side + i;
        units[2 * side + i][k] = ((i / (side / box_cols)) * box_rows + k / box_cols) * side +
                                 (i % (side / box_cols)) * box_cols + k % box_cols;
        units[3 * side][k] = k * side + k;
        units[3 * side + 1][k] = k * side + side - 1 - k;
      }
  for (guint c = 0; c < n; c++)
    cells[c] = (guint8)digit_of (puzzle[c]);
  while (progress)
    {
      guint32 cand[256];
      guint   empty = 0;

      progress = FALSE;
      for (guint c = 0; c < n; c++)
        cand[c] = cells[c] != 0 ? 0 : ((1u << side) - 1) << 1;
      for (guint u = 0; u < n_units; u++)
        for (guint k = 0; k < side; k++)
          for (guint j = 0; j < side; j++)
            cand[units[u][k]] &= ~(1u << cells[units[u][j]]);
      for (guint c = 0; c < n && !progress; c++)
        if (cells[c] == 0 && ++empty && (cand[c] & (cand[c] - 1)) == 0 && cand[c] != 0)
          {
            cells[c] = (guint8)__builtin_ctz (cand[c]);
            progress = TRUE;
          }
      for (guint u = 0; u < n_units && hidden && !progress; u++)
        for (guint d = 1; d <= side && !progress; d++)
          {
            guint places = 0, where = 0;

            for (guint k = 0; k < side; k++)
              if (cand[units[u][k]] & (1u << d))
                {
                  places++;
                  where = units[u][k];
                }
            if (places == 1)
              {
                cells[where] = (guint8)d;
                progress = TRUE;
              }
          }
      if (empty == 0)
        return TRUE;
    }
  return FALSE;
}

static void
assert_generates (guint       side,
                  gboolean    x,
                  const char *level,
                  guint       n)
{
  g_autofree char *size = g_strdup_printf ("--size=%u", side);
  g_autofree char *difficulty = g_strdup_printf ("--difficulty=%s", level);
  g_autofree char *count = g_strdup_printf ("%u", n);
  g_auto(Result) made = { 0 };
  g_auto(Result) again = { 0 };
  g_auto(Result) other = { 0 };
  g_auto(Result) counted = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) uniques = g_string_new (NULL);

  run (&made, "", "--generate", count, size, difficulty, "--seed=7", x ? "--x" : NULL, NULL);
  g_assert_cmpstr (made.err, ==, "");
  g_assert_cmpint (made.status, ==, 0);
  lines = g_strsplit (made.out, "\n", -1);
  /* An X's line follows a line "#X", which marks it in the file. */
  g_assert_cmpuint (g_strv_length (lines), ==, (x ? 2 * n : n) + 1);
  for (guint i = 0; i < n; i++)
    {
      const char *line = lines[x ? 2 * i + 1 : i];
      gboolean    naked = solved_by_singles (line, side, x, FALSE);
      gboolean    singles = solved_by_singles (line, side, x, TRUE);

      if (x)
        g_assert_cmpstr (lines[2 * i], ==, "#X");
      g_assert_cmpuint (strlen (line), ==, side * side);
      g_string_append (uniques, "unique\n");
      if (g_str_equal (level, "easy"))
        g_assert_true (naked);
      else if (g_str_equal (level, "medium"))
        g_assert_true (!naked && singles);
      else
        g_assert_false (singles);
    }
  /* Unique, as the search counts them: another method than the
   * generator's singles; an X as such from its "#X" line alone. */
  run (&counted, made.out, "--count", "--strategy=fewest", NULL);
  g_assert_cmpstr (counted.out, ==, uniques->str);
  /* The same seed makes the same puzzles, another seed others. */
  run (&again, "", "--generate", count, size, difficulty, "--seed=7", x ? "--x" : NULL, NULL);
  g_assert_cmpstr (again.out, ==, made.out);
  run (&other, "", "--generate", count, size, difficulty, "--seed=8", x ? "--x" : NULL, NULL);
  g_assert_cmpstr (other.out, !=, made.out);
}

static void
test_generate (void)
{
  g_auto(Result) seedless = { 0 };
  g_auto(Result) four_hard = { 0 };

  assert_generates (6, FALSE, "easy", 10);
  assert_generates (6, FALSE, "medium", 5);
  assert_generates (6, FALSE, "hard", 3);
  assert_generates (6, TRUE, "easy", 5);
  assert_generates (4, FALSE, "easy", 10);
  assert_generates (4, TRUE, "easy", 5);
  assert_generates (9, TRUE, "medium", 2);
  assert_generates (16, FALSE, "easy", 1);

  /* Without --seed, the seed is told, to make them again. */
  run (&seedless, "", "--generate=1", "--size=4", NULL);
  g_assert_true (g_str_has_prefix (seedless.err, "Made with --seed="));
  g_assert_cmpuint (strlen (seedless.out), ==, 17);
  /* What cannot be made is said, not looped on. */
  run (&four_hard, "", "--generate=1", "--size=4", "--difficulty=hard", "--seed=1", NULL);
  g_assert_cmpstr (four_hard.err, ==, "no 4×4 puzzle of level “hard” was found in 200 tries\n");
  g_assert_cmpint (four_hard.status, ==, 1);
}

/* --rate answers the plain 9×9 puzzles of a file of every shape, and names
 * the others: Sudoku Explainer's scale is for plain 9×9. */
static void
test_rate_mixed (void)
{
  g_auto(Result) result = { 0 };

  run (&result,
       "1.......2.1....4\n"
       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
       "--rate", NULL);
  g_assert_cmpstr (result.err, ==, "<stdin>:1: --rate takes plain 9×9 puzzles, not 4×4\n");
  g_assert_true (g_str_has_prefix (result.out, "ER "));
  g_assert_cmpint (result.status, ==, 2);
}

/* --explain on every shape: a 4×4 by singles, a 6×6 X's path to its
 * grid, a plain 9×9 by the 9×9 engine, as before, in one file; a puzzle
 * the shapes' techniques cannot finish ends in the guess, as on 9×9; one
 * with two solutions is not explained. */
static void
test_explain_shapes (void)
{
  g_auto(Result) result = { 0 };
  g_auto(Result) nine = { 0 };
  g_auto(Result) stuck = { 0 };
  g_auto(Result) twice = { 0 };
  g_auto(GStrv) lines = NULL;

  run (&nine, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
       "--explain", NULL);
  g_assert_cmpint (nine.status, ==, 0);
  run (&result,
       "1.......2.1....4\n"
       "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
       "--explain", "--stats", NULL);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_true (g_str_has_prefix (result.out,
                                   "Hidden single: in box 2, 1 fits only in row 2, column 4 => r2c4=1\n"
                                   "Hidden single: in box 3, 1 fits only in row 4, column 2 => r4c2=1\n"));
  g_assert_nonnull (strstr (result.out, "Full house: row 2, column 3 is the last empty cell of box 2; it "
                                        "takes 3 => r2c3=3\n"
                                        "1342\n4231\n2413\n3124\n\n"));
  /* The 9×9 puzzle after it, word for word as alone. */
  g_assert_true (g_str_has_suffix (result.out, nine.out));
  g_assert_true (g_str_has_prefix (result.err, "Full house ×8, Hidden single ×4\n"));

  run (&result, "#X\n..24.........3.1....4.2.........56..\n", "--explain", NULL);
  g_assert_cmpint (result.status, ==, 0);
  lines = g_strsplit (result.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 8);
  for (guint i = 0; lines[i + 7] != NULL; i++)
    g_assert_nonnull (strstr (lines[i], " => r"));

  run (&stuck, "64..........3...........5..61.......\n", "--explain", "--x", NULL);
  g_assert_cmpint (stuck.status, ==, 0);
  g_assert_cmpstr (stuck.out, ==, "No technique applies here: a guess is needed\n");

  run (&twice, "...44.........2.\n", "--explain", NULL);
  g_assert_cmpint (twice.status, ==, 1);
  g_assert_cmpstr (twice.out, ==, "multiple\n");
  g_assert_cmpstr (twice.err, ==,
                   "<stdin>:1: this puzzle has more than one solution; logic cannot settle it\n");
}

/* --help tells the sizes, X and the levels of the generator. */
static void
test_help (void)
{
  static const char *const words[] = { "--size=N", "--x", "4 (boxes of 2×2), 6 (2×3)",
                                       "A–G", "#X", "16×16", "naked singles", "hidden singles" };
  g_auto(Result) result = { 0 };

  run (&result, "", "--help", NULL);
  g_assert_cmpint (result.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strstr (result.out, words[i]) == NULL)
      g_error ("--help does not mention “%s”:\n%s", words[i], result.out);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  solver_path = g_getenv ("SUDOKU_SOLVER");
  if (solver_path == NULL)
    {
      g_printerr ("SUDOKU_SOLVER is not set\n");
      return 1;
    }
  g_test_add_func ("/sudoku/cli-shape/held-out/count", test_held_out_count);
  g_test_add_data_func ("/sudoku/cli-shape/held-out/solve-fast", "--strategy=fast",
                        test_held_out_solve);
  g_test_add_data_func ("/sudoku/cli-shape/held-out/solve-fewest", "--strategy=fewest",
                        test_held_out_solve);
  g_test_add_func ("/sudoku/cli-shape/x-option", test_x_option);
  g_test_add_func ("/sudoku/cli-shape/trace-matches-stats", test_trace_matches_stats);
  g_test_add_func ("/sudoku/cli-shape/trace-names-cells", test_trace_names_cells);
  g_test_add_func ("/sudoku/cli-shape/grids", test_grids);
  g_test_add_func ("/sudoku/cli-shape/reader-errors", test_reader_errors);
  g_test_add_func ("/sudoku/cli-shape/reader-error-names-file", test_reader_error_names_file);
  g_test_add_func ("/sudoku/cli-shape/usage", test_usage);
  g_test_add_func ("/sudoku/cli-shape/generate", test_generate);
  g_test_add_func ("/sudoku/cli-shape/rate-mixed", test_rate_mixed);
  g_test_add_func ("/sudoku/cli-shape/explain-shapes", test_explain_shapes);
  g_test_add_func ("/sudoku/cli-shape/help", test_help);
  return g_test_run ();
}
