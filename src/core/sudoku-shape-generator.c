/* sudoku-shape-generator.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-generator"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-shape-generator.h"
#include "sudoku-shape-solver.h"

/* Puzzles of every shape: a random full grid, then givens taken away in a
 * random order (a pair at a time, opposite each other, for rotational
 * symmetry) as long as the puzzle stays unique and no harder than asked.
 * Easy and medium puzzles are solved by singles at every step, which
 * proves them unique; a hard one is counted by the search, within a time
 * budget (a given whose removal is not proven in time stays).  A puzzle
 * that ends easier than asked is thrown away and another made, up to
 * MAX_ATTEMPTS: small grids are seldom hard. */

#define MAX_ATTEMPTS 200
/* The budget of one count of a hard candidate, and of one full grid. */
#define COUNT_BUDGET_US (200 * 1000)

static const char *const level_names[] = { "easy", "medium", "hard" };

gboolean
sudoku_shape_level_from_string (const char       *name,
                                SudokuShapeLevel *level)
{
  for (guint i = 0; i < G_N_ELEMENTS (level_names); i++)
    if (g_ascii_strcasecmp (name, level_names[i]) == 0)
      {
        *level = (SudokuShapeLevel)i;
        return TRUE;
      }
  return FALSE;
}

static guint32
candidates (const SudokuGridShape *shape,
            const guint8          *cells,
            guint                  cell)
{
  guint32 used = 0;

  for (guint p = 0; p < shape->n_peers[cell]; p++)
    used |= 1u << cells[shape->peers[cell][p]];
  return ((1u << shape->side) - 1) << 1 & ~used;
}

/* Singles at work on a copy of a puzzle, with the candidates of each
 * empty cell. */
typedef struct
{
  const SudokuGridShape *shape;
  guint8                 cells[SUDOKU_MAX_CELLS];
  guint32                cand[SUDOKU_MAX_CELLS];
  guint                  empty;
} Singles;

static void
singles_place (Singles *s,
               guint    cell,
               guint    digit)
{
  s->cells[cell] = (guint8)digit;
  s->empty--;
  for (guint p = 0; p < s->shape->n_peers[cell]; p++)
    s->cand[s->shape->peers[cell][p]] &= ~(1u << digit);
}

/* Places one hidden single: a digit with one place left in a unit. */
static gboolean
place_hidden_single (Singles *s)
{
  const SudokuGridShape *shape = s->shape;

  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 once = 0, twice = 0, placed = 0, single;

      for (guint k = 0; k < shape->side; k++)
        {
          guint cell = shape->units[unit][k];

          if (s->cells[cell] != 0)
            placed |= 1u << s->cells[cell];
          else
            {
              twice |= once & s->cand[cell];
              once |= s->cand[cell];
            }
        }
      single = once & ~twice & ~placed;
      if (single == 0)
        continue;
      for (guint k = 0; k < shape->side; k++)
        {
          guint cell = shape->units[unit][k], digit = (guint)__builtin_ctz (single);

          if (s->cells[cell] == 0 && (s->cand[cell] & (1u << digit)))
            {
              singles_place (s, cell, digit);
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Fills what singles fill (naked ones, and hidden ones if @hidden), into
 * @reduced if not %NULL; returns whether that solves the puzzle. */
static gboolean
singles_fill (const SudokuGridShape *shape,
              const guint8          *givens,
              gboolean               hidden,
              guint8                *reduced)
{
  Singles  s = { shape };
  gboolean solved = FALSE;

  memcpy (s.cells, givens, shape->n_cells);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (s.cells[cell] == 0)
      {
        s.cand[cell] = candidates (shape, s.cells, cell);
        s.empty++;
      }
  while (s.empty > 0)
    {
      gboolean progress = FALSE;

      for (guint cell = 0; cell < shape->n_cells; cell++)
        {
          guint32 c = s.cand[cell];

          if (s.cells[cell] != 0)
            continue;
          if (c == 0)
            goto out;
          if ((c & (c - 1)) == 0)
            {
              singles_place (&s, cell, (guint)__builtin_ctz (c));
              progress = TRUE;
            }
        }
      if (!progress && hidden)
        progress = place_hidden_single (&s);
      if (!progress)
        break;
    }
  solved = s.empty == 0;
out:
  if (reduced != NULL)
    memcpy (reduced, s.cells, shape->n_cells);
  return solved;
}

static gboolean
solved_by_singles (const SudokuGridShape *shape,
                   const guint8          *givens,
                   gboolean               hidden)
{
  return singles_fill (shape, givens, hidden, NULL);
}

/**
 * sudoku_shape_level_of:
 * @shape: a shape
 * @cells: a puzzle with one solution
 *
 * Returns: its level, by the singles that solve it
 */
SudokuShapeLevel
sudoku_shape_level_of (const SudokuGridShape *shape,
                       const guint8          *cells)
{
  g_return_val_if_fail (shape != NULL && cells != NULL, SUDOKU_SHAPE_LEVEL_HARD);

  if (solved_by_singles (shape, cells, FALSE))
    return SUDOKU_SHAPE_LEVEL_EASY;
  if (solved_by_singles (shape, cells, TRUE))
    return SUDOKU_SHAPE_LEVEL_MEDIUM;
  return SUDOKU_SHAPE_LEVEL_HARD;
}

/* A random full grid: the cell with the fewest candidates first, its
 * digits in a random order; FALSE when the budget runs out. */
static gboolean
fill (const SudokuGridShape *shape,
      guint8                *cells,
      GRand                 *rand,
      gint64                 deadline)
{
  guint   best = G_MAXUINT, best_n = G_MAXUINT, n = 0;
  guint32 c = 0;
  guint8  digits[SUDOKU_MAX_SIDE];

  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (cells[cell] == 0)
      {
        guint32 cand = candidates (shape, cells, cell);
        guint   count = (guint)__builtin_popcount (cand);

        if (count < best_n)
          {
            best_n = count;
            best = cell;
            c = cand;
          }
      }
  if (best == G_MAXUINT)
    return TRUE;
  if (g_get_monotonic_time () > deadline)
    return FALSE;
  for (guint digit = 1; digit <= shape->side; digit++)
    if (c & (1u << digit))
      digits[n++] = (guint8)digit;
  for (guint i = n; i > 1; i--)
    {
      guint  j = (guint)g_rand_int_range (rand, 0, (gint32)i);
      guint8 t = digits[i - 1];

      digits[i - 1] = digits[j];
      digits[j] = t;
    }
  for (guint i = 0; i < n; i++)
    {
      cells[best] = digits[i];
      if (fill (shape, cells, rand, deadline))
        return TRUE;
    }
  cells[best] = 0;
  return FALSE;
}

/* Whether @cells, a grid with one solution less some givens, still has one
 * solution and is no harder than @level. */
static gboolean
acceptable (const SudokuGridShape *shape,
            const guint8          *cells,
            SudokuShapeLevel       level)
{
  SudokuSolveOptions options = { SUDOKU_STRATEGY_FAST, 2 };
  guint8             solution[SUDOKU_MAX_CELLS];
  guint              n = 0;

  guint8             reduced[SUDOKU_MAX_CELLS];

  if (level != SUDOKU_SHAPE_LEVEL_HARD)
    return solved_by_singles (shape, cells, level == SUDOKU_SHAPE_LEVEL_MEDIUM);
  /* What singles place is forced: the search counts the rest. */
  if (singles_fill (shape, cells, TRUE, reduced))
    return TRUE;
  options.deadline_us = g_get_monotonic_time () + COUNT_BUDGET_US;
  return sudoku_shape_solve (shape, reduced, solution, &options, &n, NULL, NULL) && n == 1;
}

/* Takes givens away from the full grid @cells while it stays acceptable. */
static void
thin_out (const SudokuGridShape *shape,
          guint8                *cells,
          SudokuShapeLevel       level,
          gboolean               symmetric,
          GRand                 *rand)
{
  guint order[SUDOKU_MAX_CELLS];

  for (guint i = 0; i < shape->n_cells; i++)
    order[i] = i;
  for (guint i = shape->n_cells; i > 1; i--)
    {
      guint j = (guint)g_rand_int_range (rand, 0, (gint32)i), t = order[i - 1];

      order[i - 1] = order[j];
      order[j] = t;
    }
  for (guint i = 0; i < shape->n_cells; i++)
    {
      guint  cell = order[i], mate = symmetric ? shape->n_cells - 1 - cell : cell;
      guint8 saved = cells[cell], saved_mate = cells[mate];

      if (saved == 0)
        continue;
      cells[cell] = 0;
      cells[mate] = 0;
      if (!acceptable (shape, cells, level))
        {
          cells[cell] = saved;
          cells[mate] = saved_mate;
        }
    }
}

/**
 * sudoku_shape_generate:
 * @shape: the shape of the puzzle
 * @level: how hard, as sudoku_shape_level_of () tells
 * @symmetric: whether the givens stand in rotational symmetry (180°)
 * @seed: the same seed makes the same puzzle
 * @puzzle: (out caller-allocates): @shape->n_cells cells
 * @error: return location for a %SUDOKU_ERROR_UNSOLVABLE error when no
 *   puzzle of @level was made in MAX_ATTEMPTS tries
 *
 * Makes a puzzle with one solution, at @level, that no given can leave
 * without making it harder than @level or not unique.
 *
 * Returns: whether a puzzle was made
 */
gboolean
sudoku_shape_generate (const SudokuGridShape *shape,
                       SudokuShapeLevel       level,
                       gboolean               symmetric,
                       guint64                seed,
                       guint8                *puzzle,
                       GError               **error)
{
  g_autoptr(GRand) rand = NULL;
  guint32 seed_words[2] = { (guint32)seed, (guint32)(seed >> 32) };

  g_return_val_if_fail (shape != NULL && puzzle != NULL, FALSE);

  rand = g_rand_new_with_seed_array (seed_words, 2);
  for (guint attempt = 0; attempt < MAX_ATTEMPTS; attempt++)
    {
      memset (puzzle, 0, shape->n_cells);
      if (!fill (shape, puzzle, rand, g_get_monotonic_time () + COUNT_BUDGET_US))
        continue;
      thin_out (shape, puzzle, level, symmetric, rand);
      if (sudoku_shape_level_of (shape, puzzle) == level)
        return TRUE;
    }
  {
    g_autofree char *name = sudoku_grid_shape_name (shape);

    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_UNSOLVABLE,
                 /* Translators: a message of the command line on standard error: “no 6×6 puzzle of
                  * level “expert” was found in 200 tries”; the first %s is the grid's size, the
                  * second the level's name as typed after --difficulty */
                 ngettext ("no %s puzzle of level “%s” was found in %u try",
                           "no %s puzzle of level “%s” was found in %u tries", MAX_ATTEMPTS),
                 name, level_names[level], MAX_ATTEMPTS);
  }
  return FALSE;
}
