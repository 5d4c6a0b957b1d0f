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
  const SudokuGridShape *shape;
  guint                  n_cells;
  guint8                 givens[SUDOKU_MAX_CELLS];
  guint8                 values[SUDOKU_MAX_CELLS]; /* after the steps shown */
  GArray                *steps;                    /* of SudokuStep: every step taken, to step back */
  guint                  shown;                    /* how many of them are shown */
  guint64                placements;               /* the steps shown that place a digit… */
  guint64                backtracks;               /* …and that take one back */
  guint8                 order[SUDOKU_MAX_CELLS];  /* the cells the search filled, in the order it did */
  guint                  n_order;                  /* G_MAXUINT: not known (after Finish Now) */

  /* The counts of the last whole second, for the line that says what a
   * search too fast to caption is doing */
  gint64                 second_start;
  guint64                second_placements;
  guint64                second_backtracks;
  gboolean               has_rate;
  guint64                rate_tried;
  guint64                rate_taken_back;
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
  self->shape = shape;
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

/* The search's stack of filled cells follows each step shown or undone:
 * a digit placed goes on top, one taken back comes off. */
static void
follow_order (SudokuDemoTrail *self,
              guint            cell,
              gboolean         push)
{
  if (self->n_order == G_MAXUINT)
    return;
  if (push)
    {
      g_return_if_fail (self->n_order < self->n_cells);
      self->order[self->n_order++] = (guint8)cell;
      return;
    }
  /* Taken back last in, first out, but for safety from anywhere. */
  for (guint k = self->n_order; k-- > 0;)
    if (self->order[k] == cell)
      {
        memmove (&self->order[k], &self->order[k + 1], self->n_order - k - 1);
        self->n_order--;
        return;
      }
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
      follow_order (self, step->cell, place);
    }
  else
    {
      self->values[step->cell] = place ? 0 : step->digit;
      *(place ? &self->placements : &self->backtracks) -= 1;
      self->shown--;
      follow_order (self, step->cell, !place);
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
  /* Where the search went is not known: no ladder. */
  self->n_order = G_MAXUINT;
}

/**
 * sudoku_demo_trail_get_ladder:
 * @self: a trail
 * @rungs: (out caller-allocates): room for the shape's cells
 *
 * The search's stack as shown, from the first cell it filled to the last:
 * each cell, its digit, and the digits that fitted it then (given the
 * givens and the cells filled before it).  Textbook and fewest try a
 * cell's digits in rising order: those above its digit are still to try.
 *
 * Returns: how many rungs, 0 when the stack is not known (after
 *   sudoku_demo_trail_set_totals ())
 */
guint
sudoku_demo_trail_get_ladder (SudokuDemoTrail *self,
                              SudokuRung      *rungs)
{
  guint8 values[SUDOKU_MAX_CELLS];

  g_return_val_if_fail (self != NULL && rungs != NULL, 0);

  if (self->n_order == G_MAXUINT)
    return 0;
  memcpy (values, self->givens, self->n_cells);
  for (guint k = 0; k < self->n_order; k++)
    {
      guint cell = self->order[k];

      rungs[k].cell = (guint8)cell;
      rungs[k].digit = self->values[cell];
      rungs[k].fitting = ((1u << (self->shape->side + 1)) - 2);
      for (guint p = 0; p < self->shape->n_peers[cell]; p++)
        rungs[k].fitting &= ~(1u << values[self->shape->peers[cell][p]]);
      values[cell] = self->values[cell];
    }
  return self->n_order;
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
