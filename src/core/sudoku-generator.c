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
 * not minimal when asked for, is dropped and the next one made.
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

/* One candidate from @rng: TRUE if it meets every wish of @options; sets
 * @rating when it was rated. */
static gboolean
try_candidate (const SudokuGenerateOptions *options,
               Rng                         *rng,
               guint8                       puzzle[SUDOKU_N_CELLS],
               guint8                       solution[SUDOKU_N_CELLS],
               double                      *rating)
{
  Fill fill = { { 0 } };

  if (!fill_from (&fill, rng))
    g_assert_not_reached ();
  memcpy (solution, fill.grid, SUDOKU_N_CELLS);
  memcpy (puzzle, fill.grid, SUDOKU_N_CELLS);
  if (!remove_givens (options, rng, puzzle))
    return FALSE;
  if (options->minimal && options->symmetry != SUDOKU_SYMMETRY_NONE && !is_minimal (puzzle))
    return FALSE;
  if (options->rate == NULL)
    return TRUE;
  *rating = options->rate (puzzle, options->rate_data);
  return *rating >= options->min_rating && *rating <= options->max_rating;
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
 * Makes a puzzle with exactly one solution, as @options ask.  Safe on any
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
  Rng    rng;
  guint  n = 0, rated = 0;
  guint8 closest[SUDOKU_N_CELLS];
  double closest_rating = -1.0;

  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (options->symmetry < SUDOKU_N_SYMMETRIES, FALSE);
  g_return_val_if_fail (puzzle != NULL && solution != NULL, FALSE);

  rng.state = options->seed;
  while ((options->max_attempts == 0 || n < options->max_attempts) &&
         (options->max_rated == 0 || rated < options->max_rated))
    {
      double   rating = -1.0;
      gboolean ok;

      if (cancelled (options))
        break;
      n++;
      if (options->tried != NULL)
        g_atomic_int_inc (options->tried);
      ok = try_candidate (options, &rng, puzzle, solution, &rating);
      if (ok && !cancelled (options))
        {
          if (attempts != NULL)
            *attempts = n;
          return TRUE;
        }
      if (rating >= 0.0)
        rated++;
      if (rating >= 0.0 &&
          (closest_rating < 0.0 || distance (options, rating) < distance (options, closest_rating)))
        {
          closest_rating = rating;
          memcpy (closest, puzzle, SUDOKU_N_CELLS);
        }
    }
  if (attempts != NULL)
    *attempts = n;
  if (cancelled (options))
    /* Translators: a message: the player stopped the making of a new puzzle */
    g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED, _("Generating stopped"));
  else if (closest_rating >= 0.0 && closest_rating < 90.0)
    {
      char line[SUDOKU_N_CELLS + 1];

      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        line[i] = closest[i] != 0 ? (char)('0' + closest[i]) : '.';
      line[SUDOKU_N_CELLS] = '\0';
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                   /* Translators: %u attempts; %.1f a rating such as 8.3; %s a puzzle of 81
                    * characters */
                   ngettext ("No puzzle of that kind in %u attempt; the closest made was rated "
                             "%.1f: %s",
                             "No puzzle of that kind in %u attempts; the closest made was rated "
                             "%.1f: %s",
                             n),
                   n, closest_rating, line);
    }
  else
    g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                 /* Translators: making a new puzzle gave up: “No puzzle of that kind in 500
                  * attempts” */
                 ngettext ("No puzzle of that kind in %u attempt",
                           "No puzzle of that kind in %u attempts", n),
                 n);
  return FALSE;
}

/* A batch on several threads */

typedef struct
{
  const SudokuGenerateOptions *options;
  guint                        first;
  guint                        n;
  guint8                      *puzzles;
  gint                         next;   /* atomic: the next puzzle to make */
  gint                         failed; /* atomic */
  gint                         done;   /* atomic: puzzles made */
  GMutex                       lock;
  GError                      *error; /* the first failure, under lock */
} Batch;

static gpointer
batch_worker (gpointer data)
{
  Batch *batch = data;

  for (;;)
    {
      guint                 i = (guint)g_atomic_int_add (&batch->next, 1);
      SudokuGenerateOptions options = *batch->options;
      guint8                solution[SUDOKU_N_CELLS];
      GError               *error = NULL;

      if (i >= batch->n || g_atomic_int_get (&batch->failed))
        return NULL;
      options.seed = sudoku_generate_seed_for (batch->options->seed, batch->first + i);
      if (sudoku_generate (&options, batch->puzzles + (gsize)i * SUDOKU_N_CELLS, solution, NULL,
                           &error))
        {
          guint done = (guint)g_atomic_int_add (&batch->done, 1) + 1;

          if (options.progress != NULL)
            options.progress (done, options.progress_data);
          continue;
        }
      g_atomic_int_set (&batch->failed, 1);
      g_mutex_lock (&batch->lock);
      if (batch->error == NULL)
        batch->error = g_steal_pointer (&error);
      g_mutex_unlock (&batch->lock);
      g_clear_error (&error);
    }
}

/**
 * sudoku_generate_batch:
 * @options: what kind of puzzles; @options->seed is the batch's seed
 * @first: the index in the batch of the first puzzle made here
 * @n: how many
 * @jobs: threads to use; 0 for one per processor
 * @puzzles: (out caller-allocates) (array): @n × 81 cells
 * @error: the first failure, as sudoku_generate () says it
 *
 * Makes @n puzzles on several threads: puzzle i from the seed
 * sudoku_generate_seed_for (@options->seed, @first + i), so the batch is the
 * same for any number of threads and however it is cut.  Blocks until all
 * are made.
 *
 * Returns: %TRUE when all were made
 */
gboolean
sudoku_generate_batch (const SudokuGenerateOptions *options,
                       guint                        first,
                       guint                        n,
                       guint                        jobs,
                       guint8                      *puzzles,
                       GError                     **error)
{
  Batch     batch = { .options = options, .first = first, .n = n, .puzzles = puzzles };
  guint     n_threads = MIN (jobs != 0 ? jobs : MAX (g_get_num_processors (), 1), MAX (n, 1));
  GThread **threads = g_new0 (GThread *, n_threads);

  g_mutex_init (&batch.lock);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("sudoku-generate", batch_worker, &batch);
  batch_worker (&batch);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_free (threads);
  g_mutex_clear (&batch.lock);
  if (batch.error != NULL)
    {
      g_propagate_error (error, batch.error);
      return FALSE;
    }
  return TRUE;
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
