/* sudoku-generator.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-generator"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-generator.h"
#include "sudoku-solver.h"

/* New puzzles: a random complete grid, then givens taken away, a symmetry
 * orbit at a time in random order, as long as the solution stays unique
 * (the fast solver's count up to two).  An orbit that cannot go now never
 * can later (fewer givens never make a solution unique again), so one pass
 * leaves no orbit that could go.  A candidate outside the rating range, or
 * not minimal when asked for, is dropped and the next one made; but one
 * that came near a range random candidates seldom meet (Expert and above)
 * starts a walk through the puzzles around it (climb ()), which finds the
 * rare ones several times sooner.
 *
 * Everything random comes from one splitmix64 sequence seeded by the
 * caller, so a seed gives the same puzzle on every machine and with any
 * number of threads (puzzle i of a batch uses sudoku_generate_seed_for ()). */

typedef struct
{
  guint64 state;
} Rng;

static guint64
rng_next (Rng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A number in [0, n), the same on every machine. */
static guint
rng_below (Rng  *rng,
           guint n)
{
  return (guint)(((rng_next (rng) >> 32) * (guint64)n) >> 32);
}

static void
shuffle (Rng    *rng,
         guint8 *items,
         guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint  j = rng_below (rng, i);
      guint8 t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}

/**
 * sudoku_generate_seed_for:
 * @seed: the seed of a batch
 * @index: a puzzle of the batch, from 0
 *
 * Returns: the seed of that puzzle: independent of the others, so that a
 *   batch made by several threads is the same as one made by one
 */
guint64
sudoku_generate_seed_for (guint64 seed,
                          guint64 index)
{
  Rng rng = { seed ^ (index * G_GUINT64_CONSTANT (0xd1342543de82ef95)) };

  return rng_next (&rng);
}

/* The complete grid */

typedef struct
{
  guint8  grid[SUDOKU_N_CELLS];
  guint16 row[9], col[9], box[9]; /* digits used, bit d */
} Fill;

static void
set_digit (Fill    *fill,
           guint    cell,
           guint    digit,
           gboolean on)
{
  guint16 bit = (guint16)(1u << digit);

  fill->grid[cell] = on ? (guint8)digit : 0;
  fill->row[cell / 9] ^= bit;
  fill->col[cell % 9] ^= bit;
  fill->box[sudoku_box_of (cell)] ^= bit;
}

/* Randomised backtracking on the cell with the fewest candidates: an empty
 * grid always fills, nearly always without a dead end. */
static gboolean
fill_from (Fill *fill,
           Rng  *rng)
{
  guint   best = SUDOKU_N_CELLS, best_count = 10;
  guint16 best_free = 0;
  guint8  digits[9];
  guint   n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 used, free_digits;
      guint   count;

      if (fill->grid[cell] != 0)
        continue;
      used = fill->row[cell / 9] | fill->col[cell % 9] | fill->box[sudoku_box_of (cell)];
      free_digits = (guint16)(~used & 0x3fe);
      count = (guint)__builtin_popcount (free_digits);
      if (count < best_count)
        {
          best = cell;
          best_count = count;
          best_free = free_digits;
        }
    }
  if (best == SUDOKU_N_CELLS)
    return TRUE;

  for (guint d = 1; d <= 9; d++)
    if (best_free & (1u << d))
      digits[n++] = (guint8)d;
  shuffle (rng, digits, n);
  for (guint i = 0; i < n; i++)
    {
      set_digit (fill, best, digits[i], TRUE);
      if (fill_from (fill, rng))
        return TRUE;
      set_digit (fill, best, digits[i], FALSE);
    }
  return FALSE;
}

/* Symmetry orbits */

static guint
mirror (SudokuSymmetry symmetry,
        guint          cell)
{
  guint r = cell / 9, c = cell % 9;

  switch (symmetry)
    {
    case SUDOKU_SYMMETRY_ROTATIONAL:
      return 80 - cell;
    case SUDOKU_SYMMETRY_ROTATIONAL90:
      return c * 9 + (8 - r);
    case SUDOKU_SYMMETRY_HORIZONTAL:
      return r * 9 + (8 - c);
    case SUDOKU_SYMMETRY_VERTICAL:
      return (8 - r) * 9 + c;
    case SUDOKU_SYMMETRY_DIAGONAL:
      return c * 9 + r;
    case SUDOKU_SYMMETRY_NONE:
    case SUDOKU_N_SYMMETRIES:
    default:
      return cell;
    }
}

/* The cells that go together: the orbit of @cell under the symmetry. */
static guint
orbit_of (SudokuSymmetry symmetry,
          guint          cell,
          guint8         orbit[4])
{
  guint n = 0, c = cell;

  do
    {
      orbit[n++] = (guint8)c;
      c = mirror (symmetry, c);
    }
  while (c != cell && n < 4);
  return n;
}

/**
 * sudoku_symmetry_holds:
 * @symmetry: a symmetry
 * @puzzle: 81 cells
 *
 * Returns: whether the givens of @puzzle stand as @symmetry says
 */
gboolean
sudoku_symmetry_holds (SudokuSymmetry symmetry,
                       const guint8   puzzle[SUDOKU_N_CELLS])
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if ((puzzle[cell] != 0) != (puzzle[mirror (symmetry, cell)] != 0))
      return FALSE;
  return TRUE;
}

/* Removing givens */

static gboolean
is_unique (const guint8 puzzle[SUDOKU_N_CELLS])
{
  SudokuSolveOptions options = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
  guint8             solution[SUDOKU_N_CELLS];
  guint              n = 0;

  return sudoku_solve (puzzle, solution, &options, &n, NULL, NULL) && n == 1;
}

static gboolean
cancelled (const SudokuGenerateOptions *options)
{
  return options->cancel != NULL && g_atomic_int_get (options->cancel) != 0;
}

/* Takes orbits of givens away from @puzzle (a full grid) while its
 * solution stays unique.  FALSE when cancelled. */
static gboolean
remove_givens (const SudokuGenerateOptions *options,
               Rng                         *rng,
               guint8                       puzzle[SUDOKU_N_CELLS])
{
  guint8   firsts[SUDOKU_N_CELLS];
  gboolean seen[SUDOKU_N_CELLS] = { FALSE };
  guint    n_orbits = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint8 orbit[4];
      guint  n;

      if (seen[cell])
        continue;
      n = orbit_of (options->symmetry, cell, orbit);
      for (guint k = 0; k < n; k++)
        seen[orbit[k]] = TRUE;
      firsts[n_orbits++] = (guint8)cell;
    }
  shuffle (rng, firsts, n_orbits);

  for (guint i = 0; i < n_orbits; i++)
    {
      guint8 orbit[4], kept[4];
      guint  n = orbit_of (options->symmetry, firsts[i], orbit);

      if (cancelled (options))
        return FALSE;
      if (puzzle[firsts[i]] == 0)
        continue;
      for (guint k = 0; k < n; k++)
        {
          kept[k] = puzzle[orbit[k]];
          puzzle[orbit[k]] = 0;
        }
      if (!is_unique (puzzle))
        for (guint k = 0; k < n; k++)
          puzzle[orbit[k]] = kept[k];
    }
  return TRUE;
}

static gboolean
is_minimal (const guint8 puzzle[SUDOKU_N_CELLS])
{
  guint8 copy[SUDOKU_N_CELLS];

  memcpy (copy, puzzle, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint8   kept = copy[cell];
      gboolean unique;

      if (kept == 0)
        continue;
      copy[cell] = 0;
      unique = is_unique (copy);
      copy[cell] = kept;
      if (unique)
        return FALSE;
    }
  return TRUE;
}

/* How far @rating lies from the range of @options. */
static double
distance (const SudokuGenerateOptions *options,
          double                       rating)
{
  if (rating < options->min_rating)
    return options->min_rating - rating;
  return rating > options->max_rating ? rating - options->max_rating : 0.0;
}

/* The vicinity of a puzzle */

/* Whether @digit may stand in @cell of @puzzle: no other cell it sees
 * holds it. */
static gboolean
digit_fits (const guint8 puzzle[SUDOKU_N_CELLS],
            guint        cell,
            guint        digit)
{
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    if (other != cell && puzzle[other] == digit &&
        (other / 9 == cell / 9 || other % 9 == cell % 9 ||
         sudoku_box_of (other) == sudoku_box_of (cell)))
      return FALSE;
  return TRUE;
}

/* Tries of a move before giving up on a puzzle's vicinity: most moves
 * leave several solutions (or none), and are tried again. */
#define MOVE_TRIES 400

/* A puzzle near @puzzle: one orbit of givens taken away and an empty one
 * given digits drawn at random, as long as the solution stays unique (it
 * may be another one), then every orbit that can go taken away, in random
 * order.  Sets @solution; FALSE, @puzzle unchanged, when no move kept a
 * unique solution, or when cancelled. */
static gboolean
step_aside (const SudokuGenerateOptions *options,
            Rng                         *rng,
            guint8                       puzzle[SUDOKU_N_CELLS],
            guint8                       solution[SUDOKU_N_CELLS])
{
  SudokuSolveOptions solve = { .strategy = SUDOKU_STRATEGY_FAST, .limit = 2 };
  guint8             next[SUDOKU_N_CELLS], empty[SUDOKU_N_CELLS], given[SUDOKU_N_CELLS];
  gboolean           seen[SUDOKU_N_CELLS] = { FALSE };
  guint              n_empty = 0, n_given = 0, n_solutions = 0;
  gboolean           moved = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint8 orbit[4];
      guint  n;

      if (seen[cell])
        continue;
      n = orbit_of (options->symmetry, cell, orbit);
      for (guint k = 0; k < n; k++)
        seen[orbit[k]] = TRUE;
      if (puzzle[cell] != 0)
        given[n_given++] = (guint8)cell;
      else
        empty[n_empty++] = (guint8)cell;
    }
  if (n_empty == 0 || n_given == 0)
    return FALSE;

  for (guint t = 0; t < MOVE_TRIES && !moved; t++)
    {
      guint8   orbit[4];
      guint    n = orbit_of (options->symmetry, given[rng_below (rng, n_given)], orbit);
      gboolean fits = TRUE;

      if (cancelled (options))
        return FALSE;
      memcpy (next, puzzle, SUDOKU_N_CELLS);
      for (guint k = 0; k < n; k++)
        next[orbit[k]] = 0;
      n = orbit_of (options->symmetry, empty[rng_below (rng, n_empty)], orbit);
      for (guint k = 0; k < n && fits; k++)
        {
          guint digit = 1 + rng_below (rng, 9);

          fits = digit_fits (next, orbit[k], digit);
          next[orbit[k]] = (guint8)digit;
        }
      moved = fits && is_unique (next);
    }
  if (!moved)
    return FALSE;
  if (!remove_givens (options, rng, next))
    return FALSE;
  memcpy (puzzle, next, SUDOKU_N_CELLS);
  if (!sudoku_solve (puzzle, solution, &solve, &n_solutions, NULL, NULL))
    g_assert_not_reached ();
  return TRUE;
}

/* A search: the candidates made and rated, and the one rated closest to
 * the range asked for. */
typedef struct
{
  const SudokuGenerateOptions *options;
  Rng                          rng;
  guint                        made;
  guint                        rated; /* outside the range */
  double                       closest_rating;
  guint8                       closest[SUDOKU_N_CELLS];
} Search;

static gboolean
search_goes_on (const Search *search)
{
  const SudokuGenerateOptions *options = search->options;

  return !cancelled (options) && (options->max_attempts == 0 || search->made < options->max_attempts) &&
         (options->max_rated == 0 || search->rated < options->max_rated);
}

/* Whether @puzzle, a new candidate, meets every wish of the search; sets
 * @rating when it was rated, and keeps it if it came closest. */
static gboolean
judge (Search      *search,
       const guint8 puzzle[SUDOKU_N_CELLS],
       double      *rating)
{
  const SudokuGenerateOptions *options = search->options;

  search->made++;
  if (options->tried != NULL)
    g_atomic_int_inc (options->tried);
  *rating = -1.0;
  if (options->minimal && options->symmetry != SUDOKU_SYMMETRY_NONE && !is_minimal (puzzle))
    return FALSE;
  if (options->rate == NULL)
    return TRUE;
  *rating = options->rate (puzzle, options->rate_data);
  if (*rating >= options->min_rating && *rating <= options->max_rating)
    return TRUE;
  search->rated++;
  if (search->closest_rating < 0.0 ||
      distance (options, *rating) < distance (options, search->closest_rating))
    {
      search->closest_rating = *rating;
      memcpy (search->closest, puzzle, SUDOKU_N_CELLS);
    }
  return FALSE;
}

/* One candidate from the search's random sequence: TRUE if it meets every
 * wish of the search; sets @rating when it was rated. */
static gboolean
try_candidate (Search *search,
               guint8  puzzle[SUDOKU_N_CELLS],
               guint8  solution[SUDOKU_N_CELLS],
               double *rating)
{
  Fill fill = { { 0 } };

  *rating = -1.0;
  if (!fill_from (&fill, &search->rng))
    g_assert_not_reached ();
  memcpy (solution, fill.grid, SUDOKU_N_CELLS);
  memcpy (puzzle, fill.grid, SUDOKU_N_CELLS);
  if (!remove_givens (search->options, &search->rng, puzzle))
    return FALSE;
  return judge (search, puzzle, rating) && !cancelled (search->options);
}

/* Moves that came no closer to the range before a climb is given up. */
#define CLIMB_PATIENCE 30

/* Random candidates land in the easier bands often enough (Medium and
 * Hard one in twenty, Master one in six), but seldom in the others: Expert
 * one in forty, Extreme one in 2,500 with rotational symmetry (one in 130
 * without), 9.1 and above fewer than one in 10,000.  A walk starts from a
 * candidate that came near such a range, at most CLIMB_FROM below. */
#define CLIMB_FROM  1.2
#define CLIMB_ABOVE 4.4

static gboolean
worth_a_climb (const SudokuGenerateOptions *options,
               double                       rating)
{
  return !options->random_only && rating >= 0.0 && options->min_rating > CLIMB_ABOVE &&
         rating < options->min_rating && rating >= options->min_rating - CLIMB_FROM;
}

/* From @puzzle, rated @rating below the range asked for, a walk through its
 * vicinity (step_aside ()): each step to a puzzle that comes no farther
 * from the range, until one is in it.  TRUE with @puzzle and @solution in
 * the range. */
static gboolean
climb (Search *search,
       guint8  puzzle[SUDOKU_N_CELLS],
       guint8  solution[SUDOKU_N_CELLS],
       double  rating)
{
  const SudokuGenerateOptions *options = search->options;
  guint8                       next[SUDOKU_N_CELLS], next_solution[SUDOKU_N_CELLS];
  guint                        idle = 0;

  while (idle < CLIMB_PATIENCE && search_goes_on (search))
    {
      double next_rating;

      memcpy (next, puzzle, SUDOKU_N_CELLS);
      idle++;
      if (!step_aside (options, &search->rng, next, next_solution))
        continue;
      if (judge (search, next, &next_rating))
        {
          memcpy (puzzle, next, SUDOKU_N_CELLS);
          memcpy (solution, next_solution, SUDOKU_N_CELLS);
          return !cancelled (options);
        }
      if (next_rating < 0.0 || distance (options, next_rating) > distance (options, rating))
        continue;
      if (distance (options, next_rating) < distance (options, rating))
        idle = 0;
      memcpy (puzzle, next, SUDOKU_N_CELLS);
      memcpy (solution, next_solution, SUDOKU_N_CELLS);
      rating = next_rating;
    }
  return FALSE;
}

/**
 * sudoku_generate:
 * @options: what kind of puzzle
 * @puzzle: (out): the puzzle, 0 for an empty cell
 * @solution: (out): its one solution
 * @attempts: (out) (optional): the candidates made
 * @error: %SUDOKU_ERROR_CANCELLED, or %SUDOKU_ERROR_TIMEOUT when
 *   @options->max_attempts candidates were all outside the range; its
 *   message then gives the rating of the candidate that came closest, and
 *   that candidate
 *
 * Makes a puzzle with exactly one solution, as @options ask: random
 * candidates, and where one is rated below the range, a walk from it
 * through puzzles near it that climbs towards the range.  Safe on any
 * thread; it takes from a few milliseconds (any rating) to seconds (a rare
 * rating range, a minimal puzzle of a rare symmetry).
 *
 * Returns: %TRUE with the puzzle
 */
gboolean
sudoku_generate (const SudokuGenerateOptions *options,
                 guint8                       puzzle[SUDOKU_N_CELLS],
                 guint8                       solution[SUDOKU_N_CELLS],
                 guint                       *attempts,
                 GError                     **error)
{
  Search search = { .options = options, .closest_rating = -1.0 };

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (options->symmetry < SUDOKU_N_SYMMETRIES, FALSE);
  g_return_val_if_fail (puzzle != NULL && solution != NULL, FALSE);

  search.rng.state = options->seed;
  while (search_goes_on (&search))
    {
      double rating;

      if (try_candidate (&search, puzzle, solution, &rating) ||
          (worth_a_climb (options, rating) && climb (&search, puzzle, solution, rating)))
        {
          if (attempts != NULL)
            *attempts = search.made;
          return TRUE;
        }
    }
  if (attempts != NULL)
    *attempts = search.made;
  if (cancelled (options))
    /* Translators: a message: the player stopped the making of a new puzzle */
    g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED, _("Generating stopped"));
  else if (search.closest_rating >= 0.0 && search.closest_rating < 90.0)
    {
      char line[SUDOKU_N_CELLS + 1];

      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        line[i] = search.closest[i] != 0 ? (char)('0' + search.closest[i]) : '.';
      line[SUDOKU_N_CELLS] = '\0';
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                   /* Translators: %u attempts; %.1f a rating such as 8.3; %s a puzzle of 81
                    * characters */
                   ngettext ("No puzzle of that kind in %u attempt; the closest made was rated "
                             "%.1f: %s",
                             "No puzzle of that kind in %u attempts; the closest made was rated "
                             "%.1f: %s",
                             search.made),
                   search.made, search.closest_rating, line);
    }
  else
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                 /* Translators: making a new puzzle gave up: “No puzzle of that kind in 500
                  * attempts” */
                 ngettext ("No puzzle of that kind in %u attempt",
                           "No puzzle of that kind in %u attempts", search.made),
                 search.made);
  return FALSE;
}

static const char *const symmetry_names[SUDOKU_N_SYMMETRIES] = {
  "none",
  "rotational",
  "rotational90",
  "horizontal",
  "vertical",
  "diagonal",
};

/**
 * sudoku_symmetry_to_string:
 * @symmetry: a symmetry
 *
 * Returns: its name on the command line, e.g. "rotational"
 */
const char *
sudoku_symmetry_to_string (SudokuSymmetry symmetry)
{
  g_return_val_if_fail (symmetry < SUDOKU_N_SYMMETRIES, NULL);
  return symmetry_names[symmetry];
}

gboolean
sudoku_symmetry_from_string (const char     *name,
                             SudokuSymmetry *symmetry)
{
  for (guint i = 0; i < SUDOKU_N_SYMMETRIES; i++)
    if (g_strcmp0 (name, symmetry_names[i]) == 0)
      {
        *symmetry = (SudokuSymmetry)i;
        return TRUE;
      }
  return FALSE;
}
