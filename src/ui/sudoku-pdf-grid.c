/* sudoku-pdf-grid.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-pdf"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "sudoku-cancel.h"
#include "sudoku-digits-manager.h"
#include "sudoku-logic-step.h"
#include "sudoku-logic.h"
#include "sudoku-pdf-private.h"
#include "sudoku-pdf.h"
#include "sudoku-rating.h"
#include "sudoku-shape-file.h"
#include "sudoku-shape-generator.h"
#include "sudoku-shape-logic.h"
#include "sudoku-shape-solver.h"
#include "sudoku-solver.h"

/* A worksheet's grid of any shape: 4×4, 6×6 (boxes of two rows of three),
 * 9×9 and 16×16, plain or X, whose diagonals' cells are shaded (grey that a
 * photocopy keeps, under the digits rather than a line through them); and
 * what its label, solution and path say.  How many grids a page holds
 * follows the largest: every cell at least 9 mm wide. */

/* Puzzles a page, the counts offered: the larger ones for small grids. */
static const guint per_page_values[] = { 1, 2, 4, 6, 12, 20 };

void
_sudoku_sheet_show_text (cairo_t    *cr,
                         const char *text,
                         const char *font,
                         double      x,
                         double      y,
                         double      width,
                         gboolean    centred)
{
  PangoLayout          *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *description = pango_font_description_from_string (font);
  g_autofree char      *shown = sudoku_digits_show (text); /* the window's digits */
  int                   w, h;

  pango_layout_set_font_description (layout, description);
  pango_layout_set_text (layout, shown, -1);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, centred ? x + (width - (double)w / PANGO_SCALE) / 2 : x,
                 y - (double)h / PANGO_SCALE / 2);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (description);
  g_object_unref (layout);
}

/* The lines of @shape's grid: thick around its boxes, @box_rows rows by
 * @box_cols columns (two rows of three on a 6×6). */
static void
draw_lines (cairo_t               *cr,
            const SudokuGridShape *shape,
            double                 x,
            double                 y,
            double                 cell)
{
  double size = shape->side * cell;

  for (guint i = 0; i <= shape->side; i++)
    {
      cairo_set_line_width (cr, i % shape->box_rows == 0 ? 1.8 : 0.5);
      cairo_move_to (cr, x, y + i * cell);
      cairo_line_to (cr, x + size, y + i * cell);
      cairo_stroke (cr);
      cairo_set_line_width (cr, i % shape->box_cols == 0 ? 1.8 : 0.5);
      cairo_move_to (cr, x + i * cell, y);
      cairo_line_to (cr, x + i * cell, y + size);
      cairo_stroke (cr);
    }
}

/* Sudoku X: the cells of both diagonals, shaded. */
static void
shade_diagonals (cairo_t               *cr,
                 const SudokuGridShape *shape,
                 double                 x,
                 double                 y,
                 double                 cell)
{
  cairo_set_source_rgb (cr, 0.88, 0.88, 0.88);
  for (guint i = 0; i < shape->side; i++)
    {
      cairo_rectangle (cr, x + i * cell, y + i * cell, cell, cell);
      cairo_rectangle (cr, x + (shape->side - 1 - i) * cell, y + i * cell, cell, cell);
    }
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
}

/* A digit as the puzzle writes it: 10 to 16 as letters (in its case) or
 * as numbers. */
static void
digit_text (const SudokuPuzzle *puzzle,
            guint               digit,
            char                text[3])
{
  if (digit >= 10 && puzzle->numbers)
    g_snprintf (text, 3, "%u", digit);
  else
    {
      char c = sudoku_grid_shape_digit_char (digit);

      text[0] = puzzle->lower ? g_ascii_tolower (c) : c;
      text[1] = '\0';
    }
}

/* One grid @size wide: the puzzle's givens in bold, and where @solution is
 * given, its other digits in grey. */
void
_sudoku_sheet_draw_grid (cairo_t            *cr,
                         double              x,
                         double              y,
                         double              size,
                         const SudokuPuzzle *puzzle,
                         const guint8       *solution)
{
  const SudokuGridShape *shape = sudoku_puzzle_get_grid (puzzle);
  double                 cell = size / shape->side;
  /* Two figures (10–16) a little smaller, to fit their cell. */
  g_autofree char       *bold = g_strdup_printf ("Sans Bold %.1fpx", cell * 0.6);
  g_autofree char       *plain = g_strdup_printf ("Sans %.1fpx", cell * 0.6);
  g_autofree char       *bold2 = g_strdup_printf ("Sans Bold %.1fpx", cell * 0.45);
  g_autofree char       *plain2 = g_strdup_printf ("Sans %.1fpx", cell * 0.45);

  if (shape->x)
    shade_diagonals (cr, shape, x, y, cell);
  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_lines (cr, shape, x, y, cell);
  for (guint i = 0; i < shape->n_cells; i++)
    {
      double   cx = x + (i % shape->side) * cell, cy = y + (i / shape->side) * cell + cell / 2;
      gboolean given = puzzle->cells[i] != 0;
      guint    digit = given ? puzzle->cells[i] : solution != NULL ? solution[i]
                                                                   : 0;
      char     text[3];

      if (digit == 0)
        continue;
      digit_text (puzzle, digit, text);
      if (given)
        cairo_set_source_rgb (cr, 0, 0, 0);
      else
        cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
      _sudoku_sheet_show_text (cr, text,
                               text[1] != '\0' ? (given ? bold2 : plain2) : (given ? bold : plain),
                               cx, cy, cell, TRUE);
    }
}

/* Its first solution, by the fast search of its shape. */
gboolean
_sudoku_sheet_solve (const SudokuPuzzle *puzzle,
                     guint8             *solution)
{
  SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 1 };
  guint              n = 0;

  if (puzzle->grid == NULL)
    return sudoku_solve (puzzle->cells, solution, &options, &n, NULL, NULL) && n > 0;
  return sudoku_shape_solve (puzzle->grid, puzzle->cells, solution, &options, &n, NULL, NULL) &&
         n > 0;
}

/* "Puzzle 3 · Medium, 3.0": its number, its level and rating; on another
 * shape than 9×9, its level by singles and its shape, "Puzzle 3 · Easy,
 * 4×4" (Sudoku Explainer's scale is 9×9's). */
char *
_sudoku_sheet_puzzle_label (const SudokuPuzzle *puzzle,
                            guint               number)
{
  static const SudokuLevel levels[] = { SUDOKU_LEVEL_EASY, SUDOKU_LEVEL_MEDIUM,
                                        SUDOKU_LEVEL_HARD };
  const char              *level;
  g_autofree char         *rated = NULL;

  if (puzzle->grid != NULL)
    {
      level = sudoku_level_name (levels[sudoku_shape_level_of (puzzle->grid, puzzle->cells)]);
      rated = sudoku_grid_shape_name (puzzle->grid);
    }
  else
    {
      SudokuRating rating;

      sudoku_rate (puzzle->cells, &rating);
      level = sudoku_level_name (rating.level);
      rated = sudoku_rating_format (&rating);
      *strchr (rated, '/') = '\0'; /* ER alone */
    }
  /* Translators: under a printed puzzle: its number, level and rating,
   * e.g. "Puzzle 3 · Medium, 3.0"; on a 4×4, 6×6, 16×16 or Sudoku X, its
   * shape in place of the rating, "Puzzle 3 · Easy, 6×6 X" */
  return g_strdup_printf (_("Puzzle %u · %s, %s"), number, level, rated);
}

/* Returns: (transfer full): the sentences of the puzzle's path, as a person
 * solves it (those of --explain), on its shape; none when @cancellable is
 * cancelled (seconds a step on the forum's hardest puzzles). */
GPtrArray *
_sudoku_sheet_path_steps (const SudokuPuzzle *puzzle,
                          GCancellable       *cancellable)
{
  GPtrArray *steps;

  if (puzzle->grid != NULL)
    {
      g_autoptr(GArray) path = sudoku_shape_logic_solve_path (puzzle->grid, puzzle->cells, NULL);

      steps = g_ptr_array_new_full (path->len, g_free);
      for (guint k = 0; k < path->len; k++)
        g_ptr_array_add (steps, sudoku_shape_step_sentence (
                                  puzzle->grid, &g_array_index (path, SudokuShapeStep, k)));
    }
  else
    {
      SudokuLogicGrid end;
      g_autoptr(GArray) path = sudoku_logic_solve_path_cancellable (
        puzzle->cells, SUDOKU_LOGIC_ORDER_PEOPLE, &end, sudoku_cancellable_cancelled, cancellable);

      if (path == NULL)
        return g_ptr_array_new_with_free_func (g_free);
      steps = g_ptr_array_new_full (path->len, g_free);
      for (guint k = 0; k < path->len; k++)
        g_ptr_array_add (steps, sudoku_logic_step_sentence (
                                  &g_array_index (path, SudokuLogicStep, k)));
    }
  return steps;
}

/**
 * sudoku_sheet_max_per_page:
 * @puzzles: of #SudokuPuzzle
 *
 * How many of @puzzles a page holds at most, their cells at least 9 mm
 * wide on A4 and on Letter: 20 4×4s, 12 6×6s, 6 9×9s, or one 16×16 (the
 * largest shape among them tells).
 *
 * Returns: 1, 6, 12 or 20
 */
guint
sudoku_sheet_max_per_page (GArray *puzzles)
{
  guint side = 4;

  g_return_val_if_fail (puzzles != NULL, 1);

  for (guint i = 0; i < puzzles->len; i++)
    side = MAX (side, sudoku_puzzle_get_grid (&g_array_index (puzzles, SudokuPuzzle, i))->side);
  return side <= 4 ? 20 : side <= 6 ? 12
                        : side <= 9 ? 6
                                    : 1;
}

/**
 * sudoku_sheet_default_per_page:
 * @puzzles: of #SudokuPuzzle
 *
 * What a teacher most likely wants for a collection of @puzzles: four 9×9s,
 * six 6×6s or twelve 4×4s a page (cells of about 15 mm, room for a child's
 * digits), a 16×16 a page.  (The window prints one puzzle alone a page.)
 *
 * Returns: the count of puzzles a page
 */
guint
sudoku_sheet_default_per_page (GArray *puzzles)
{
  guint max;

  g_return_val_if_fail (puzzles != NULL, 1);

  max = sudoku_sheet_max_per_page (puzzles);
  return max == 20 ? 12 : max == 12 ? 6
                        : max == 6  ? 4
                                    : 1;
}

/**
 * sudoku_sheet_per_page_values:
 * @max: the most a page holds (sudoku_sheet_max_per_page ())
 * @values: (out caller-allocates) (array fixed-size=7): the counts offered,
 *   1, 2, 4, 6, 12, 20 up to @max, then 0
 *
 * Returns: how many are offered
 */
guint
sudoku_sheet_per_page_values (guint max,
                              guint values[7])
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (per_page_values); i++)
    if (per_page_values[i] <= MAX (max, 1))
      values[n++] = per_page_values[i];
  values[n] = 0;
  return n;
}

/* The count of @per_page a page of @puzzles holds: the largest offered
 * that is no more than it, nor than its shape allows. */
guint
_sudoku_sheet_fit_per_page (GArray *puzzles,
                            guint   per_page)
{
  guint max = MIN (per_page, sudoku_sheet_max_per_page (puzzles));
  guint fit = 1;

  for (guint i = 0; i < G_N_ELEMENTS (per_page_values); i++)
    if (per_page_values[i] <= max)
      fit = per_page_values[i];
  return fit;
}
