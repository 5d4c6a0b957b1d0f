/* sudoku-rating.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-rating"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-rating-private.h"
#include "sudoku-rating.h"

/* Sudoku Explainer's rating, as its Solver.getDifficulty () takes it: at
 * each step the first hint of the first technique (in SE's order, easiest
 * first) that applies; ER is the hardest step, EP the hardest up to the
 * first step that places a digit, ED the first step's.  A unique loop's,
 * a BUG's value depends on its size, a chain's on its length (the step's
 * se_rating).  The engine has SE's techniques up to its nested forcing
 * chains with dynamic ones nested (10.5 and more); where it stops all the
 * same (a broken grid, say), the rating is a lower bound: at least 10.5
 * and at least the hardest step so far (">10.4", or ">10.6" after a step
 * of 10.7), never less than SE's. */

/* SE's values in tenths, from its hint classes; 0 for what SE lacks. */
static const guint se_ratings[SUDOKU_N_TECHNIQUES] = {
  [SUDOKU_TECHNIQUE_FULL_HOUSE] = 10,
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX] = 12,
  [SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE] = 15,
  [SUDOKU_TECHNIQUE_DIRECT_POINTING] = 17,
  [SUDOKU_TECHNIQUE_DIRECT_CLAIMING] = 19,
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR] = 20,
  [SUDOKU_TECHNIQUE_NAKED_SINGLE] = 23,
  [SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE] = 25,
  [SUDOKU_TECHNIQUE_POINTING] = 26,
  [SUDOKU_TECHNIQUE_CLAIMING] = 28,
  [SUDOKU_TECHNIQUE_NAKED_PAIR] = 30,
  [SUDOKU_TECHNIQUE_X_WING] = 32,
  [SUDOKU_TECHNIQUE_HIDDEN_PAIR] = 34,
  [SUDOKU_TECHNIQUE_NAKED_TRIPLE] = 36,
  [SUDOKU_TECHNIQUE_SWORDFISH] = 38,
  [SUDOKU_TECHNIQUE_HIDDEN_TRIPLE] = 40,
  [SUDOKU_TECHNIQUE_XY_WING] = 42,
  [SUDOKU_TECHNIQUE_XYZ_WING] = 44,
  [SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE] = 45,
  [SUDOKU_TECHNIQUE_NAKED_QUAD] = 50,
  [SUDOKU_TECHNIQUE_JELLYFISH] = 52,
  [SUDOKU_TECHNIQUE_HIDDEN_QUAD] = 54,
  [SUDOKU_TECHNIQUE_BUG_PLUS_ONE] = 56,
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_2] = 45,
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3] = 46,
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN] = 46,
  [SUDOKU_TECHNIQUE_UNIQUE_LOOP_4] = 45,
  [SUDOKU_TECHNIQUE_BUG_2] = 57,
  [SUDOKU_TECHNIQUE_BUG_3] = 58,
  [SUDOKU_TECHNIQUE_BUG_4] = 57,
  [SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION] = 62,
  [SUDOKU_TECHNIQUE_X_CYCLE] = 65,
  [SUDOKU_TECHNIQUE_Y_CYCLE] = 65,
  [SUDOKU_TECHNIQUE_XY_CYCLE] = 70,
  [SUDOKU_TECHNIQUE_FORCING_X_CHAIN] = 66,
  [SUDOKU_TECHNIQUE_FORCING_CHAIN] = 70,
  [SUDOKU_TECHNIQUE_ALIGNED_TRIPLE_EXCLUSION] = 75,
  [SUDOKU_TECHNIQUE_NISHIO] = 75,
  [SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN] = 80,
  [SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN] = 80,
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN] = 85,
  [SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS] = 90,
  [SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN] = 95,
};

/* Where the engine stops, SE's next step is a nested forcing chain of
 * its deeper levels, dynamic ones nested (10.5 and more). */
#define BEYOND_FLOOR 105

/**
 * sudoku_technique_se_rating:
 * @technique: a technique
 *
 * Returns: the technique's value on Sudoku Explainer's scale, in tenths,
 *   or 0 when SE has no such technique
 */
guint
sudoku_technique_se_rating (SudokuTechnique technique)
{
  g_return_val_if_fail (technique < SUDOKU_N_TECHNIQUES, 0);

  return se_ratings[technique];
}

static SudokuLevel
level_of (const SudokuRating    *rating,
          const SudokuLogicGrid *stuck)
{
  SudokuLogicGrid grid;
  SudokuLogicStep step;

  if (!rating->er_beyond)
    return rating->er <= 25   ? SUDOKU_LEVEL_EASY
           : rating->er <= 34 ? SUDOKU_LEVEL_MEDIUM
           : rating->er <= 44 ? SUDOKU_LEVEL_HARD
           : rating->er <= 64 ? SUDOKU_LEVEL_EXPERT
           : rating->er <= 84 ? SUDOKU_LEVEL_MASTER
                              : SUDOKU_LEVEL_EXTREME;

  /* The rating stopped: the rest of the engine may still solve it. */
  grid = *stuck;
  while (!sudoku_logic_grid_is_solved (&grid))
    {
      if (sudoku_logic_grid_is_broken (&grid) ||
          !sudoku_logic_next_step (&grid, SUDOKU_LOGIC_ORDER_PEOPLE, &step))
        return SUDOKU_LEVEL_BEYOND_LOGIC;
      sudoku_logic_apply (&grid, &step);
    }
  return SUDOKU_LEVEL_EXTREME;
}

static void
rate (const guint8  cells[SUDOKU_N_CELLS],
      SudokuRating *rating)
{
  SudokuLogicGrid grid;
  SudokuLogicStep step;
  gboolean        placed = FALSE;

  memset (rating, 0, sizeof *rating);
  sudoku_logic_grid_init (&grid, cells);
  while (!sudoku_logic_grid_is_solved (&grid))
    {
      guint value;

      if (sudoku_logic_grid_is_broken (&grid) ||
          !sudoku_logic_next_step (&grid, SUDOKU_LOGIC_ORDER_RATING, &step))
        {
          /* SE's is at least this much: more than a tenth less. */
          rating->er = MAX (rating->er, BEYOND_FLOOR) - 1;
          rating->er_beyond = TRUE;
          if (!placed)
            {
              rating->ep = rating->er;
              rating->ep_beyond = TRUE;
            }
          if (rating->n_steps == 0)
            {
              rating->ed = rating->er;
              rating->ed_beyond = TRUE;
            }
          break;
        }
      value = step.se_rating != 0 ? step.se_rating : se_ratings[step.technique];
      rating->er = MAX (rating->er, value);
      if (rating->n_steps == 0)
        rating->ed = rating->er;
      if (!placed && step.place_digit != 0)
        {
          rating->ep = rating->er;
          placed = TRUE;
        }
      rating->n_steps++;
      rating->counts[step.technique]++;
      sudoku_logic_apply (&grid, &step);
    }
  rating->level = level_of (rating, &grid);
}

/* The last ratings worked out, for a puzzle rated again: the header bar
 * rates a puzzle as it loads, and a worksheet of it rates it again; the
 * hardest take seconds (SE's nested forcing chains, 5 s for the lesson
 * "easy-for-search").  A rating asked for while the same one is being
 * worked out waits for it rather than working it out twice. */
#define N_CACHED 8

typedef struct
{
  guint8       cells[SUDOKU_N_CELLS];
  SudokuRating rating;
  gboolean     used;
  gboolean     done; /* FALSE while a thread works it out */
} Cached;

static GMutex cache_lock;
static GCond  cache_done;
static Cached cache[N_CACHED];
static guint  cache_next;   /* the slot to take next, round the ring */
static guint  n_worked_out; /* for the tests */

static Cached *
cache_find (const guint8 cells[SUDOKU_N_CELLS])
{
  for (guint i = 0; i < N_CACHED; i++)
    if (cache[i].used && memcmp (cache[i].cells, cells, SUDOKU_N_CELLS) == 0)
      return &cache[i];
  return NULL;
}

/* A slot for @cells, not one being worked out, or NULL when all are. */
static Cached *
cache_take (const guint8 cells[SUDOKU_N_CELLS])
{
  for (guint tries = 0; tries < N_CACHED; tries++)
    {
      Cached *slot = &cache[cache_next];

      cache_next = (cache_next + 1) % N_CACHED;
      if (slot->used && !slot->done)
        continue;
      memcpy (slot->cells, cells, SUDOKU_N_CELLS);
      slot->used = TRUE;
      slot->done = FALSE;
      return slot;
    }
  return NULL;
}

/**
 * sudoku_rate:
 * @cells: a puzzle with one solution, 0 for empty
 * @rating: (out caller-allocates): its rating
 *
 * Rates @cells on Sudoku Explainer's scale and as a plain level.  Reentrant;
 * milliseconds for most puzzles, up to a few seconds for the hardest (SE's
 * nested forcing chains, with dynamic ones nested, at every step).  The
 * last few ratings are kept: the same puzzle again costs nothing, and
 * while another thread works one out, this waits for its answer.
 */
void
sudoku_rate (const guint8  cells[SUDOKU_N_CELLS],
             SudokuRating *rating)
{
  Cached *slot;

  g_return_if_fail (cells != NULL && rating != NULL);

  g_mutex_lock (&cache_lock);
  while ((slot = cache_find (cells)) != NULL && !slot->done)
    g_cond_wait (&cache_done, &cache_lock);
  if (slot != NULL)
    {
      *rating = slot->rating;
      g_mutex_unlock (&cache_lock);
      return;
    }
  slot = cache_take (cells);
  n_worked_out++;
  g_mutex_unlock (&cache_lock);

  rate (cells, rating);

  if (slot == NULL)
    return;
  g_mutex_lock (&cache_lock);
  slot->rating = *rating;
  slot->done = TRUE;
  g_cond_broadcast (&cache_done);
  g_mutex_unlock (&cache_lock);
}

/* Returns: how many ratings sudoku_rate () has worked out, not found
 * already worked out (for the tests) */
guint
_sudoku_rating_n_worked_out (void)
{
  guint n;

  g_mutex_lock (&cache_lock);
  n = n_worked_out;
  g_mutex_unlock (&cache_lock);
  return n;
}

static void
append_value (GString *text,
              guint    value,
              gboolean beyond)
{
  g_string_append_printf (text, "%s%u.%u", beyond ? ">" : "", value / 10, value % 10);
}

/**
 * sudoku_rating_format:
 * @rating: a rating
 *
 * Returns: (transfer full): "ER/EP/ED" with one decimal, e.g. "2.6/1.2/1.2",
 *   ">10.4/1.2/1.2" where SE's rating is more than the engine can tell
 */
char *
sudoku_rating_format (const SudokuRating *rating)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (rating != NULL, NULL);

  append_value (text, rating->er, rating->er_beyond);
  g_string_append_c (text, '/');
  append_value (text, rating->ep, rating->ep_beyond);
  g_string_append_c (text, '/');
  append_value (text, rating->ed, rating->ed_beyond);
  return g_string_free (text, FALSE);
}

/**
 * sudoku_level_name:
 * @level: a level
 *
 * Returns: (transfer none): the level's name in the user's language
 */
const char *
sudoku_level_name (SudokuLevel level)
{
  switch (level)
    {
    case SUDOKU_LEVEL_EASY:
      /* Translators: a puzzle's difficulty */
      return _("Easy");
    case SUDOKU_LEVEL_MEDIUM:
      /* Translators: a puzzle's difficulty */
      return _("Medium");
    case SUDOKU_LEVEL_HARD:
      /* Translators: a puzzle's difficulty */
      return _("Hard");
    case SUDOKU_LEVEL_EXPERT:
      /* Translators: a puzzle's difficulty */
      return _("Expert");
    case SUDOKU_LEVEL_MASTER:
      /* Translators: a puzzle's difficulty, harder than Expert (chains) */
      return _("Master");
    case SUDOKU_LEVEL_EXTREME:
      /* Translators: a puzzle's difficulty, the hardest that logic solves */
      return _("Extreme");
    case SUDOKU_LEVEL_BEYOND_LOGIC:
    default:
      /* Translators: a puzzle's difficulty: it cannot be solved without
       * guessing */
      return _("Beyond logic");
    }
}

/**
 * sudoku_level_range:
 * @level: a level other than %SUDOKU_LEVEL_BEYOND_LOGIC
 * @min: (out): its lowest rating on Sudoku Explainer's scale
 * @max: (out): its highest
 *
 * The ratings of each level, as sudoku_rate () gives them: Easy 1.0–2.5,
 * Medium 2.6–3.4, Hard 3.5–4.4, Expert 4.5–6.4, Master 6.5–8.4, Extreme 8.5
 * and above (and the engine solves it).
 */
void
sudoku_level_range (SudokuLevel level,
                    double     *min,
                    double     *max)
{
  static const double ranges[][2] = { { 1.0, 2.5 }, { 2.6, 3.4 }, { 3.5, 4.4 }, { 4.5, 6.4 }, { 6.5, 8.4 }, { 8.5, 98.0 } };

  g_return_if_fail (level < SUDOKU_LEVEL_BEYOND_LOGIC);

  /* A hundredth either side: the ratings are tenths, read as doubles. */
  *min = ranges[level][0] - 0.01;
  *max = ranges[level][1] + 0.01;
}

/**
 * sudoku_rate_for_generator:
 * @cells: a puzzle with one solution
 * @user_data: unused
 *
 * A #SudokuRateFunc: the puzzle's ER as a number (2.6), 99 when the logic
 * engine cannot finish it, so that it lies outside every range asked for.
 *
 * Returns: the rating
 */
double
sudoku_rate_for_generator (const guint8 cells[SUDOKU_N_CELLS],
                           gpointer     user_data)
{
  SudokuRating rating;

  sudoku_rate (cells, &rating);
  if (rating.er_beyond || rating.level == SUDOKU_LEVEL_BEYOND_LOGIC)
    return 99.0;
  return rating.er / 10.0;
}

/**
 * sudoku_level_from_string:
 * @name: easy, medium, hard, expert, master or extreme
 * @level: (out): the level
 *
 * Returns: %FALSE for another name
 */
gboolean
sudoku_level_from_string (const char  *name,
                          SudokuLevel *level)
{
  static const char *const names[] = { "easy", "medium", "hard", "expert", "master", "extreme" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *level = (SudokuLevel)i;
        return TRUE;
      }
  return FALSE;
}
