/* sudoku-cli-explain.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-cli-private.h"
#include "sudoku-logic-step.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-rating.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape-solver.h"

/* `sudoku-solver --explain` and `--rate`: the logic engine on the command
 * line.  --explain prints each puzzle's solution path, a step a line
 * ("Hidden single: in box 3, 4 fits only in row 3, column 7 => r3c7=4"),
 * then the solved grid, or the line saying that a guess is needed; --rate
 * prints ER/EP/ED on Sudoku Explainer's scale, a puzzle a line.  With
 * --stats, the techniques used ("Hidden single ×23, XY-Wing ×1") go to
 * standard error.  The engine relies on a unique solution: a puzzle with
 * none or several is answered as --solve would ("none"), not explained.
 * Puzzles of the other shapes (4×4, 6×6, 16×16, and X of any size) are
 * explained by the shapes' engine (sudoku-shape-logic.c), with the same
 * sentences; plain 9×9 ones by the 9×9 engine. */

/* "Hidden single ×23, XY-Wing ×1": techniques of one name counted
 * together, in the order of the engine. */
static void
print_inventory (FILE        *err,
                 const guint *counts)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < SUDOKU_N_TECHNIQUES; t++)
    {
      const char *name = sudoku_technique_name (t);
      guint       n = 0;
      gboolean    seen = FALSE;

      for (guint before = 0; before < t; before++)
        seen |= counts[before] > 0 && g_str_equal (sudoku_technique_name (before), name);
      if (seen)
        continue;
      for (guint same = t; same < SUDOKU_N_TECHNIQUES; same++)
        if (g_str_equal (sudoku_technique_name (same), name))
          n += counts[same];
      if (n == 0)
        continue;
      if (text->len > 0)
        /* Translators: between the items of a list, as in "4, 7 and 9" */
        g_string_append (text, _(", "));
      /* Translators: a technique and how often it was used, e.g.
       * "XY-Wing ×2" */
      g_string_append_printf (text, _("%s ×%u"), name, n);
    }
  fprintf (err, "%s\n", text->str);
  g_string_free (text, TRUE);
}

static void
explain_puzzle (const SudokuCliOptions *options,
                const SudokuPuzzle     *puzzle,
                FILE                   *out,
                FILE                   *err)
{
  g_autoptr(GArray) path = NULL;
  SudokuLogicGrid end;
  guint           counts[SUDOKU_N_TECHNIQUES] = { 0 };
  char            line[SUDOKU_N_CELLS + 1];

  path = sudoku_logic_solve_path (puzzle->cells, SUDOKU_LOGIC_ORDER_PEOPLE, &end);
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (path, SudokuLogicStep, i);
      g_autofree char       *sentence = sudoku_logic_step_sentence (step);
      g_autofree char       *effect = sudoku_logic_step_effect (step);

      if (step->technique == SUDOKU_TECHNIQUE_GUESS)
        fprintf (out, "%s\n", sentence);
      else
        {
          fprintf (out, "%s => %s\n", sentence, effect);
          counts[step->technique]++;
        }
    }
  if (sudoku_logic_grid_is_solved (&end))
    {
      sudoku_format_line (end.values, line);
      for (guint r = 0; r < 9; r++)
        fprintf (out, "%.9s\n", line + 9 * r);
    }
  if (options->stats)
    print_inventory (err, counts);
}

static void
rate_puzzle (const SudokuCliOptions *options,
             const SudokuPuzzle     *puzzle,
             FILE                   *out,
             FILE                   *err)
{
  SudokuRating     rating;
  g_autofree char *text = NULL;
  g_auto(GStrv) figures = NULL;

  sudoku_rate (puzzle->cells, &rating);
  text = sudoku_rating_format (&rating);
  /* "ER/EP/ED", labelled as Sudoku Explainer labels them. */
  figures = g_strsplit (text, "/", 3);
  g_assert (g_strv_length (figures) == 3);
  fprintf (out, "ER %s EP %s ED %s\n", figures[0], figures[1], figures[2]);
  if (options->stats)
    print_inventory (err, rating.counts);
}

/* Only a puzzle with one solution is explained or rated: @cells of
 * @shape, or of a plain 9×9 for the 9×9 engine when @shape is %NULL, read
 * at line @line of @name. */
static gboolean
check_unique (const char            *name,
              guint                  line,
              const SudokuGridShape *shape,
              const guint8          *cells,
              FILE                  *out,
              FILE                  *err)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  g_autoptr(GError) error = NULL;
  guint8   solution[SUDOKU_MAX_CELLS];
  guint    n = 0;
  gboolean solved = shape == NULL ? sudoku_solve (cells, solution, &options, &n, NULL, &error)
                                  : sudoku_shape_solve (shape, cells, solution, &options, &n, NULL, &error);

  if (!solved)
    /* Translators: "puzzles.txt:3: no solution: 5 appears twice in row 3" */
    fprintf (err, _("%s:%u: no solution: %s\n"), name, line, error->message);
  else if (n == 0)
    /* Translators: “puzzles.txt:3: …”: the file (or standard input), the puzzle's line */
    fprintf (err, _("%s:%u: this puzzle has no solution\n"), name, line);
  else if (n > 1)
    /* Translators: --explain and --rate need a puzzle with one solution */
    fprintf (err, _("%s:%u: this puzzle has more than one solution; logic cannot settle it\n"), name, line);
  else
    return TRUE;
  fputs (n > 1 ? "multiple\n" : "none\n", out);
  return FALSE;
}

/**
 * _sudoku_cli_explain:
 * @options: %explain or %rate, and %stats
 * @name: the file's name, for messages
 * @puzzle: the puzzle
 * @index: how many puzzles were answered before this one
 * @out: where the path or the rating goes
 * @err: where messages and the techniques used go
 *
 * Explains (`--explain`) or rates (`--rate`) one puzzle read by
 * `sudoku-solver`'s input loop, in any form `--solve` reads.
 *
 * Returns: %SUDOKU_CLI_NO_SOLUTION for a puzzle without exactly one
 *   solution, else %SUDOKU_CLI_OK
 */
SudokuCliStatus
_sudoku_cli_explain (const SudokuCliOptions *options,
                     const char             *name,
                     const SudokuPuzzle     *puzzle,
                     guint                   index,
                     FILE                   *out,
                     FILE                   *err)
{
  /* A blank line between the paths of two puzzles. */
  if (options->explain && index > 0)
    fputc ('\n', out);
  if (!check_unique (name, puzzle->line, NULL, puzzle->cells, out, err))
    return SUDOKU_CLI_NO_SOLUTION;
  if (options->explain)
    explain_puzzle (options, puzzle, out, err);
  else
    rate_puzzle (options, puzzle, out, err);
  return SUDOKU_CLI_OK;
}

/* The path of a puzzle of another shape than plain 9×9, printed as
 * explain_puzzle () prints one. */
static void
explain_shaped_puzzle (const SudokuCliOptions   *options,
                       const SudokuShapedPuzzle *puzzle,
                       FILE                     *out,
                       FILE                     *err)
{
  const SudokuGridShape      *shape = puzzle->grid;
  g_autofree SudokuShapeGrid *end = g_new (SudokuShapeGrid, 1);
  g_autoptr(GArray) path = sudoku_shape_logic_solve_path (shape, puzzle->cells, end);
  guint counts[SUDOKU_N_TECHNIQUES] = { 0 };

  for (guint i = 0; i < path->len; i++)
    {
      const SudokuShapeStep *step = &g_array_index (path, SudokuShapeStep, i);
      g_autofree char       *sentence = sudoku_shape_step_sentence (shape, step);
      g_autofree char       *effect = sudoku_shape_step_effect (shape, step);

      if (step->technique == SUDOKU_TECHNIQUE_GUESS)
        fprintf (out, "%s\n", sentence);
      else
        {
          fprintf (out, "%s => %s\n", sentence, effect);
          counts[step->technique]++;
        }
    }
  if (sudoku_shape_grid_is_solved (end))
    {
      SudokuShapedPuzzle grid = *puzzle;
      g_autofree char   *text = NULL;

      grid.layout = SUDOKU_SHAPE_GRID;
      text = sudoku_shape_write (&grid, end->values);
      fputs (text, out);
    }
  if (options->stats)
    print_inventory (err, counts);
}

/**
 * _sudoku_cli_explain_shaped:
 * @options: %explain, and %stats
 * @name: the file's name, for messages
 * @puzzle: a puzzle of any shape but plain 9×9
 * @index: how many puzzles were answered before this one
 * @out: where the path goes
 * @err: where messages and the techniques used go
 *
 * `--explain` on a puzzle of another shape, as _sudoku_cli_explain () on
 * a plain 9×9 one: its path, a step a line, then the solved grid, or the
 * line saying that a guess is needed where the shapes' techniques run out.
 *
 * Returns: %SUDOKU_CLI_NO_SOLUTION for a puzzle without exactly one
 *   solution, else %SUDOKU_CLI_OK
 */
SudokuCliStatus
_sudoku_cli_explain_shaped (const SudokuCliOptions   *options,
                            const char               *name,
                            const SudokuShapedPuzzle *puzzle,
                            guint                     index,
                            FILE                     *out,
                            FILE                     *err)
{
  if (index > 0)
    fputc ('\n', out);
  if (!check_unique (name, puzzle->line, puzzle->grid, puzzle->cells, out, err))
    return SUDOKU_CLI_NO_SOLUTION;
  explain_shaped_puzzle (options, puzzle, out, err);
  return SUDOKU_CLI_OK;
}
