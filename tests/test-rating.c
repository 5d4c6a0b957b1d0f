/* test-rating.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-rating"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sudoku-cli.h"
#include "sudoku-logic-step.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"

/* The rating against Sudoku Explainer's own, on puzzles whose SE rating is
 * known; the steps' sentences and notation. */

static void
rate_string (const char   *text,
             SudokuRating *rating)
{
  guint8 cells[SUDOKU_N_CELLS];

  g_assert_true (sudoku_parse_cells (text, cells, NULL));
  sudoku_rate (cells, rating);
}

static const char *
top95 (guint number)
{
  static char     *lines[96];
  static gsize     once = 0;
  g_autofree char *text = NULL;

  if (g_once_init_enter (&once))
    {
      g_auto(GStrv) split = NULL;

      g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "norvig_top95-sample.txt", NULL),
                                          &text, NULL, NULL));
      split = g_strsplit (text, "\n", -1);
      for (guint i = 0; i < 95 && split[i] != NULL; i++)
        lines[i + 1] = g_strdup (split[i]);
      g_once_init_leave (&once, 1);
    }
  g_assert_nonnull (lines[number]);
  return lines[number];
}

/* SE's ratings of Norvig's top95 (numbered from 1) and of one easy puzzle,
 * as the issue lists them. */
static void
test_anchors (void)
{
  static const struct
  {
    guint number;
    guint er;
  } anchors[] = {
    { 1, 26 }, { 24, 28 }, { 6, 30 }, { 18, 34 }, { 33, 36 }, { 78, 40 }, { 47, 42 }
  };
  SudokuRating     rating;
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (anchors); i++)
    {
      rate_string (top95 (anchors[i].number), &rating);
      g_test_message ("top95 #%u: ER %u", anchors[i].number, rating.er);
      g_assert_false (rating.er_beyond);
      g_assert_cmpuint (rating.er, ==, anchors[i].er);
    }
  rate_string ("530070000600195000098000060800060003400803001700020006060000280000419005000080079", &rating);
  text = sudoku_rating_format (&rating);
  g_assert_cmpstr (text, ==, "1.2/1.2/1.2");
  g_assert_cmpint (rating.level, ==, SUDOKU_LEVEL_EASY);
  g_assert_cmpuint (rating.counts[SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX], >, 0);
  g_assert_cmpuint (rating.counts[SUDOKU_TECHNIQUE_NAKED_SINGLE], ==, 0);
}

/* Where the engine stops, the rating is a lower bound above 8.4. */
static void
test_beyond (void)
{
  SudokuRating     rating;
  g_autofree char *text = NULL;

  /* Norvig's top95 #7: SE rates it 9.0; the engine stops after a step of
   * 8.5, and says that SE's rating is more */
  rate_string (top95 (7), &rating);
  text = sudoku_rating_format (&rating);
  g_test_message ("top95 #7: %s", text);
  g_assert_cmpstr (text, ==, ">8.5/1.2/1.2");
  g_assert_cmpint (rating.level, ==, SUDOKU_LEVEL_BEYOND_LOGIC);
  g_assert_true (rating.er_beyond);
  g_assert_true (g_str_has_prefix (text, ">"));
  g_assert_cmpuint (rating.er, ==, 85);
  g_assert_cmpint (rating.level, >=, SUDOKU_LEVEL_EXPERT);
}

/* Every step of the rating's path can be told: a sentence without a stray
 * conversion, and for a chain its Eureka notation, which the sentence
 * quotes. */
static void
check_sentences (const char *puzzle)
{
  guint8 cells[SUDOKU_N_CELLS];
  g_autoptr(GArray) path = NULL;

  g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
  path = sudoku_logic_solve_path (cells, SUDOKU_LOGIC_ORDER_RATING, NULL);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (path, SudokuLogicStep, i);
      g_autofree char       *sentence = sudoku_logic_step_sentence (step);
      g_autofree char       *chain = sudoku_logic_step_chain (step);

      g_assert_null (strchr (sentence, '%'));
      if (step->n_nodes == 0)
        {
          g_assert_cmpstr (chain, ==, "");
          continue;
        }
      g_assert_true (g_regex_match_simple ("^\\([1-9]\\)r[1-9]c[1-9]([-=](\\([1-9]\\))?r[1-9]c[1-9])+$", chain, 0, 0));
      g_assert_nonnull (strstr (sentence, chain));
      /* The chain starts where its sentence says. */
      g_assert_cmpuint (step->nodes[0].cell, ==, step->cells[0]);
    }
}

/* SE's own ratings of puzzles past 4.4 (tests/data/logic/se-ratings.txt,
 * measured by build-aux/se-compare.py): the same ER/EP/ED where the engine
 * has SE's techniques, else a lower bound under SE's ER; and the file
 * takes every uniqueness type the engine has. */
static void
test_se_ratings (void)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint counts[SUDOKU_N_TECHNIQUES] = { 0 };
  guint n_exact = 0, n_bound = 0;

  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "data", "logic", "se-ratings.txt", NULL),
                                      &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autofree char *ours = NULL;
      SudokuRating     rating;
      double           se_er;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 2);
      rate_string (fields[0], &rating);
      check_sentences (fields[0]);
      ours = sudoku_rating_format (&rating);
      se_er = g_ascii_strtod (fields[1], NULL);
      /* Up to 8.4 SE's own; past it SE's own or a lower bound. */
      if (se_er <= 8.4 + 0.01 || !rating.er_beyond)
        {
          if (g_strcmp0 (ours, fields[1]) != 0)
            g_test_message ("line %u: %s, SE %s", i + 1, ours, fields[1]);
          g_assert_cmpstr (ours, ==, fields[1]);
          n_exact++;
        }
      else
        {
          g_assert_cmpfloat (rating.er / 10.0, <, se_er);
          n_bound++;
        }
      for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
        counts[t] += rating.counts[t];
    }
  g_test_message ("%u the same as SE's, %u lower bounds", n_exact, n_bound);
  g_assert_cmpuint (n_exact, >=, 20);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_UNIQUE_LOOP_2], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_UNIQUE_LOOP_4], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_BUG_PLUS_ONE], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_BUG_2], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_FORCING_X_CHAIN], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_FORCING_CHAIN], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_X_CYCLE], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_Y_CYCLE], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_XY_CYCLE], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_UNIQUE_LOOP_3], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_NISHIO], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN], >, 0);
  g_assert_cmpuint (counts[SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN], >, 0);
}

static SudokuLogicStep
first_step (const char     *text,
            SudokuTechnique technique)
{
  guint8          cells[SUDOKU_N_CELLS];
  SudokuLogicGrid grid;
  SudokuLogicStep step;

  g_assert_true (sudoku_parse_cells (text, cells, NULL));
  sudoku_logic_grid_init (&grid, cells);
  g_assert_true (sudoku_logic_next_step (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step));
  g_assert_cmpint (step.technique, ==, technique);
  return step;
}

static void
test_sentences (void)
{
  SudokuLogicStep  step;
  g_autofree char *sentence = NULL;
  g_autofree char *effect = NULL;
  g_autofree char *guess = NULL;

  /* The first step of this puzzle is a hidden single in a box. */
  step = first_step ("530070000600195000098000060800060003400803001700020006060000280000419005000080079",
                     SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX);
  sentence = sudoku_logic_step_sentence (&step);
  effect = sudoku_logic_step_effect (&step);
  g_test_message ("%s => %s", sentence, effect);
  g_assert_true (g_str_has_prefix (sentence, "Hidden single: in box "));
  g_assert_true (strstr (sentence, " fits only in row ") != NULL);
  g_assert_true (g_regex_match_simple ("^r[1-9]c[1-9]=[1-9]$", effect, 0, 0));

  /* Eliminations in the notation, in reading order. */
  memset (&step, 0, sizeof step);
  step.technique = SUDOKU_TECHNIQUE_POINTING;
  step.digit = 5;
  step.n_units = 2;
  step.units[0] = SUDOKU_UNIT_BOX (0);
  step.units[1] = SUDOKU_UNIT_ROW (1);
  step.n_cells = 2;
  step.cells[0] = 9;
  step.cells[1] = 10;
  step.eliminated[12] = SUDOKU_DIGIT_BIT (5);
  step.eliminated[15] = SUDOKU_DIGIT_BIT (5);
  step.n_eliminated = 2;
  g_free (sentence);
  g_free (effect);
  sentence = sudoku_logic_step_sentence (&step);
  effect = sudoku_logic_step_effect (&step);
  g_assert_cmpstr (sentence, ==,
                   "Pointing: in box 1, 5 lies only in row 2, so it leaves the rest of row 2: "
                   "row 2, columns 4 and 7");
  g_assert_cmpstr (effect, ==, "r2c4<>5, r2c7<>5");

  step.technique = SUDOKU_TECHNIQUE_GUESS;
  guess = sudoku_logic_step_sentence (&step);
  g_assert_true (strstr (guess, "guess") != NULL);
}

/* Every technique has a name and a value where SE has one. */
static void
test_names (void)
{
  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    {
      g_assert_nonnull (sudoku_technique_name (t));
      g_assert_nonnull (sudoku_technique_id (t));
    }
  g_assert_cmpuint (sudoku_technique_se_rating (SUDOKU_TECHNIQUE_XYZ_WING), ==, 44);
  g_assert_cmpuint (sudoku_technique_se_rating (SUDOKU_TECHNIQUE_X_CHAIN), ==, 0);
}

static gpointer
rate_all (gpointer data)
{
  guint *ers = data;

  for (guint n = 1; n <= 95; n++)
    {
      SudokuRating rating;

      rate_string (top95 (n), &rating);
      ers[n] = rating.er * 2 + (guint)rating.er_beyond;
    }
  return NULL;
}

/* Thread-safe: two threads rating the same puzzles at once agree with one
 * thread alone, as workers of the window will run it. */
static void
test_threads (void)
{
  guint    alone[96] = { 0 }, both[2][96] = { { 0 } };
  GThread *threads[2];

  rate_all (alone);
  for (guint t = 0; t < 2; t++)
    threads[t] = g_thread_new ("rate", rate_all, both[t]);
  for (guint t = 0; t < 2; t++)
    g_thread_join (threads[t]);
  for (guint n = 1; n <= 95; n++)
    {
      g_assert_cmpuint (both[0][n], ==, alone[n]);
      g_assert_cmpuint (both[1][n], ==, alone[n]);
    }
}

static char *
read_back (FILE *file)
{
  GString *text = g_string_new (NULL);
  char     buf[4096];
  size_t   n;

  rewind (file);
  while ((n = fread (buf, 1, sizeof buf, file)) > 0)
    g_string_append_len (text, buf, (gssize)n);
  fclose (file);
  return g_string_free (text, FALSE);
}

/* `--rate` and `--explain` on a file of three puzzles: an easy one, one with
 * two solutions, one beyond the engine. */
static void
test_cli (void)
{
  g_autofree char *path = NULL;
  g_autofree char *out_text = NULL;
  g_autofree char *err_text = NULL;
  g_autofree char *contents = NULL;
  SudokuCliOptions options = { SUDOKU_STRATEGY_FAST };
  const char      *files[2] = { NULL, NULL };
  FILE            *out, *err;
  int              fd;

  contents = g_strdup_printf ("%s\n%s\n%s\n",
                              "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
                              "................................................................................1",
                              top95 (7));
  fd = g_file_open_tmp ("test-rating-XXXXXX.txt", &path, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  files[0] = path;

  options.rate = TRUE;
  options.stats = TRUE;
  out = tmpfile ();
  err = tmpfile ();
  g_assert_cmpint (sudoku_cli_solve (files, &options, out, err), ==, SUDOKU_CLI_NO_SOLUTION);
  out_text = read_back (out);
  err_text = read_back (err);
  g_assert_cmpstr (out_text, ==, "ER 1.2 EP 1.2 ED 1.2\nmultiple\nER >8.5 EP 1.2 ED 1.2\n");
  g_assert_true (g_str_has_prefix (err_text, "Full house ×21, Hidden single ×30\n"));
  g_assert_true (strstr (err_text, ":2: this puzzle has more than one solution") != NULL);

  options.rate = FALSE;
  options.stats = FALSE;
  options.explain = TRUE;
  g_free (out_text);
  g_free (err_text);
  out = tmpfile ();
  err = tmpfile ();
  g_assert_cmpint (sudoku_cli_solve (files, &options, out, err), ==, SUDOKU_CLI_NO_SOLUTION);
  out_text = read_back (out);
  err_text = read_back (err);
  g_assert_true (g_str_has_prefix (out_text, "Hidden single: in box "));
  g_assert_true (g_regex_match_simple ("^Hidden single: [^\n]* => r[1-9]c[1-9]=[1-9]$", out_text,
                                       G_REGEX_MULTILINE, 0));
  /* The solved grid ends the first path; the third ends with a guess. */
  g_assert_true (strstr (out_text, "534678912\n672195348\n") != NULL);
  g_assert_true (g_str_has_suffix (out_text, "No technique applies here: a guess is needed\n"));
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sudoku/rating/anchors", test_anchors);
  g_test_add_func ("/sudoku/rating/beyond", test_beyond);
  g_test_add_func ("/sudoku/rating/se-ratings", test_se_ratings);
  g_test_add_func ("/sudoku/rating/sentences", test_sentences);
  g_test_add_func ("/sudoku/rating/names", test_names);
  g_test_add_func ("/sudoku/rating/cli", test_cli);
  g_test_add_func ("/sudoku/rating/threads", test_threads);
  return g_test_run ();
}
