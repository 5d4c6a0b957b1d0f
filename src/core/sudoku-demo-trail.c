/* sudoku-demo-trail.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-trail"

#include "config.h"

#include <string.h>

#include "sudoku-demo-trail.h"

struct _SudokuDemoTrail
{
  guint    n_cells;
  guint8   givens[SUDOKU_MAX_CELLS];
  guint8   values[SUDOKU_MAX_CELLS]; /* after the steps shown */
  GArray  *steps;                    /* of SudokuStep: every step taken, to step back */
  guint    shown;                    /* how many of them are shown */
  guint64  placements;               /* the steps shown that place a digit… */
  guint64  backtracks;               /* …and that take one back */

  /* The counts of the last whole second, for the line that says what a
   * search too fast to caption is doing */
  gint64   second_start;
  guint64  second_placements;
  guint64  second_backtracks;
  gboolean has_rate;
  guint64  rate_tried;
  guint64  rate_taken_back;
};

SudokuDemoTrail *
sudoku_demo_trail_new (const guint8 givens[SUDOKU_N_CELLS])
{
  return sudoku_demo_trail_new_for_shape (sudoku_grid_shape_get (9, FALSE), givens);
}

/* The trail of a demo of another shape (sudoku_demo_new_for_shape ()):
 * @givens has @shape->n_cells values, and so have its values. */
SudokuDemoTrail *
sudoku_demo_trail_new_for_shape (const SudokuGridShape *shape,
                                 const guint8          *givens)
{
  SudokuDemoTrail *self;

  g_return_val_if_fail (shape != NULL && givens != NULL, NULL);

  self = g_new0 (SudokuDemoTrail, 1);
  self->n_cells = shape->n_cells;
  memcpy (self->givens, givens, shape->n_cells);
  memcpy (self->values, givens, shape->n_cells);
  self->steps = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
  return self;
}

void
sudoku_demo_trail_free (SudokuDemoTrail *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->steps);
  g_free (self);
}

/* Adds steps the search took, after the ones there; none is shown yet. */
void
sudoku_demo_trail_append (SudokuDemoTrail  *self,
                          const SudokuStep *steps,
                          guint             n_steps)
{
  g_return_if_fail (self != NULL);
  g_array_append_vals (self->steps, steps, n_steps);
}

guint
sudoku_demo_trail_get_length (SudokuDemoTrail *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->steps->len;
}

guint
sudoku_demo_trail_get_shown (SudokuDemoTrail *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->shown;
}

/* Shows one more step (@forward) or one fewer, with the counts as they
 * were then: a step back undoes the step exactly.
 * Returns: (nullable): the step done or undone, NULL at either end */
const SudokuStep *
sudoku_demo_trail_move (SudokuDemoTrail *self,
                        gboolean         forward)
{
  const SudokuStep *step;
  gboolean          place;

  g_return_val_if_fail (self != NULL, NULL);

  if (forward ? self->shown == self->steps->len : self->shown == 0)
    return NULL;
  step = &g_array_index (self->steps, SudokuStep, forward ? self->shown : self->shown - 1);
  place = step->kind == SUDOKU_STEP_PLACE;
  if (forward)
    {
      self->values[step->cell] = place ? step->digit : 0;
      *(place ? &self->placements : &self->backtracks) += 1;
      self->shown++;
    }
  else
    {
      self->values[step->cell] = place ? 0 : step->digit;
      *(place ? &self->placements : &self->backtracks) -= 1;
      self->shown--;
    }
  return step;
}

/* Returns: (nullable): the step that led to what is shown, NULL before the
 * first */
const SudokuStep *
sudoku_demo_trail_get_last (SudokuDemoTrail *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->shown > 0 ? &g_array_index (self->steps, SudokuStep, self->shown - 1) : NULL;
}

const guint8 *
sudoku_demo_trail_get_values (SudokuDemoTrail *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->values;
}

/* Returns: the depth of the search: the digits it has placed and not taken
 * back */
guint
sudoku_demo_trail_get_depth (SudokuDemoTrail *self)
{
  guint depth = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint cell = 0; cell < self->n_cells; cell++)
    depth += self->values[cell] != 0 && self->givens[cell] == 0;
  return depth;
}

void
sudoku_demo_trail_get_counts (SudokuDemoTrail *self,
                              guint64         *placements,
                              guint64         *backtracks)
{
  g_return_if_fail (self != NULL);
  if (placements != NULL)
    *placements = self->placements;
  if (backtracks != NULL)
    *backtracks = self->backtracks;
}

/* The run's real totals and grid at its end, with the steps of Finish Now
 * that were never shown one by one. */
void
sudoku_demo_trail_set_totals (SudokuDemoTrail *self,
                              guint64          placements,
                              guint64          backtracks,
                              const guint8    *values)
{
  g_return_if_fail (self != NULL);
  self->placements = placements;
  self->backtracks = backtracks;
  memcpy (self->values, values, self->n_cells);
}

/**
 * sudoku_demo_trail_get_rate:
 * @self: a trail
 * @now: the time, in microseconds of the monotonic clock
 * @tried: (out): digits tried in the last whole second
 * @taken_back: (out): digits taken back in it
 *
 * Call it at each frame: the second counted starts at the first call.
 *
 * Returns: whether a whole second has passed since the first call
 */
gboolean
sudoku_demo_trail_get_rate (SudokuDemoTrail *self,
                            gint64           now,
                            guint64         *tried,
                            guint64         *taken_back)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->second_start == 0 || now < self->second_start)
    {
      self->second_start = now;
      self->second_placements = self->placements;
      self->second_backtracks = self->backtracks;
    }
  else if (now - self->second_start >= G_USEC_PER_SEC)
    {
      /* (A step back between two calls counts as nothing tried.) */
      self->rate_tried = self->placements - MIN (self->placements, self->second_placements);
      self->rate_taken_back = self->backtracks - MIN (self->backtracks, self->second_backtracks);
      self->has_rate = TRUE;
      self->second_start = now;
      self->second_placements = self->placements;
      self->second_backtracks = self->backtracks;
    }
  *tried = self->rate_tried;
  *taken_back = self->rate_taken_back;
  return self->has_rate;
}
