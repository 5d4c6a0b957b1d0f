/* sudoku-demo.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cancel.h"
#include "sudoku-demo.h"
#include "sudoku-shape-solver.h"

/* A search shown step by step.  The solver runs on a worker thread and
 * reports every step; each one waits for a credit from the main thread,
 * which hands them out at the pace of the demo.  So a search of millions of
 * steps never runs ahead of what is shown: the queue holds at most the
 * credits given, a paused demo waits on a condition variable without using
 * the processor, and cancelling wakes it to end at once.  A demo runs on
 * any shape (sudoku-shape.h): plain 9×9 on the 9×9 search, the others on
 * the shapes' (sudoku-shape-solver.c), as `sudoku-solver --trace` does, so
 * that its steps and counters are those of --trace and --stats. */

#define MAX_QUEUE 65536 /* the most steps the main thread may leave untaken */

struct _SudokuDemo
{
  GObject                parent_instance;

  const SudokuGridShape *shape;
  guint8                 cells[SUDOKU_MAX_CELLS];
  SudokuStrategy         strategy;

  /* Shared with the worker, under lock */
  GMutex                 lock;
  GCond                  cond;
  guint                  credits;  /* steps the worker may take before waiting */
  gboolean               free_run; /* finish now: no more waiting, no more steps kept */
  gboolean               stopped;
  gboolean               waiting;                  /* the worker waits for a credit */
  GArray                *queue;                    /* of SudokuStep, not yet taken by the main thread */
  guint8                 values[SUDOKU_MAX_CELLS]; /* the grid after every step made, kept or not */
  guint64                placements;
  guint64                backtracks;

  /* Main thread */
  GCancellable          *cancellable;
  gulong                 cancelled_handler;
};

G_DEFINE_FINAL_TYPE (SudokuDemo, sudoku_demo, G_TYPE_OBJECT)

static void
forget_cancellable (SudokuDemo *self)
{
  if (self->cancellable != NULL && self->cancelled_handler != 0)
    g_cancellable_disconnect (self->cancellable, self->cancelled_handler);
  self->cancelled_handler = 0;
  g_clear_object (&self->cancellable);
}

static void
sudoku_demo_finalize (GObject *object)
{
  SudokuDemo *self = SUDOKU_DEMO (object);

  forget_cancellable (self);
  g_array_unref (self->queue);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);

  G_OBJECT_CLASS (sudoku_demo_parent_class)->finalize (object);
}

static void
sudoku_demo_class_init (SudokuDemoClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sudoku_demo_finalize;
}

static void
sudoku_demo_init (SudokuDemo *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->queue = g_array_new (FALSE, FALSE, sizeof (SudokuStep));
}

/**
 * sudoku_demo_new:
 * @cells: a plain 9×9 puzzle
 * @strategy: the search to show
 *
 * Returns: (transfer full): a demo of the 9×9 search on @cells
 */
SudokuDemo *
sudoku_demo_new (const guint8   cells[SUDOKU_N_CELLS],
                 SudokuStrategy strategy)
{
  g_return_val_if_fail (cells != NULL, NULL);

  return sudoku_demo_new_for_shape (sudoku_grid_shape_get (9, FALSE), cells, strategy);
}

/**
 * sudoku_demo_new_for_shape:
 * @shape: the shape of the grid: 4×4, 6×6, 9×9 or 16×16, plain or X
 * @cells: the puzzle, @shape->n_cells values, 0 for empty
 * @strategy: the search to show
 *
 * A demo of the search on a grid of any shape: plain 9×9 on the 9×9
 * search (as sudoku_demo_new ()), the others on the shapes' search, whose
 * steps `sudoku-solver --trace` prints.
 *
 * Returns: (transfer full): the demo
 */
SudokuDemo *
sudoku_demo_new_for_shape (const SudokuGridShape *shape,
                           const guint8          *cells,
                           SudokuStrategy         strategy)
{
  SudokuDemo *self;

  g_return_val_if_fail (shape != NULL, NULL);
  g_return_val_if_fail (cells != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_DEMO, NULL);
  self->shape = shape;
  memcpy (self->cells, cells, shape->n_cells);
  memcpy (self->values, cells, shape->n_cells);
  self->strategy = strategy;
  return self;
}

SudokuStrategy
sudoku_demo_get_strategy (SudokuDemo *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO (self), SUDOKU_STRATEGY_FAST);
  return self->strategy;
}

/**
 * sudoku_demo_get_shape:
 * @self: a #SudokuDemo
 *
 * Returns: (transfer none): the shape of its grid; plain 9×9 for a demo of
 *   sudoku_demo_new ()
 */
const SudokuGridShape *
sudoku_demo_get_shape (SudokuDemo *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO (self), NULL);
  return self->shape;
}

/* Worker thread */

/* The digits that fit @cell of @values, as bits 1 to side. */
static guint32
candidates_of (const SudokuGridShape *shape,
               const guint8          *values,
               guint                  cell)
{
  guint32 used = 0;

  for (guint p = 0; p < shape->n_peers[cell]; p++)
    used |= 1u << values[shape->peers[cell][p]];
  return ~used & (((1u << shape->side) - 1) << 1);
}

/* Says why a step was taken, from the grid before it: whether a placement
 * was forced, where a dead end had no digit left (the first such cell in
 * reading order, else the first unit in the shape's order, rows, columns,
 * boxes and diagonals, and its smallest digit without a place). */
static void
explain_step (const SudokuGridShape *shape,
              const guint8          *values,
              SudokuStep            *step)
{
  guint32 all = ((1u << shape->side) - 1) << 1;

  step->dead_cell = (guint16)shape->n_cells;
  if (step->kind == SUDOKU_STEP_PLACE)
    {
      step->candidates = (guint8)__builtin_popcount (candidates_of (shape, values, step->cell));
      return;
    }
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (values[cell] == 0 && candidates_of (shape, values, cell) == 0)
      {
        step->dead_cell = (guint16)cell;
        return;
      }
  for (guint unit = 0; unit < shape->n_units; unit++)
    {
      guint32 present = 0, possible = 0;

      for (guint i = 0; i < shape->side; i++)
        {
          guint cell = shape->units[unit][i];

          present |= 1u << values[cell];
          if (values[cell] == 0)
            possible |= candidates_of (shape, values, cell);
        }
      if (((present | possible) & all) != all)
        {
          step->dead_unit = (guint8)unit;
          step->dead_digit = (guint8)__builtin_ctz (all & ~(present | possible));
          return;
        }
    }
}

static gboolean
demo_step (SudokuStepKind kind,
           guint          cell,
           guint          digit,
           gpointer       user_data)
{
  SudokuDemo *self = user_data;
  SudokuStep  step = { (guint8)kind, (guint8)cell, (guint8)digit, 0, (guint16)self->shape->n_cells, 0, 0 };
  gboolean    go_on;

  g_mutex_lock (&self->lock);
  while (!self->stopped && !self->free_run && self->credits == 0)
    {
      self->waiting = TRUE;
      g_cond_wait (&self->cond, &self->lock);
    }
  self->waiting = FALSE;
  go_on = !self->stopped;
  if (go_on && !self->free_run)
    explain_step (self->shape, self->values, &step); /* (not for steps that are not kept) */
  if (go_on)
    {
      /* Counted even when not kept (finish now): the totals stay true. */
      self->values[cell] = kind == SUDOKU_STEP_PLACE ? (guint8)digit : 0;
      if (kind == SUDOKU_STEP_PLACE)
        self->placements++;
      else
        self->backtracks++;
    }
  if (go_on && !self->free_run)
    {
      self->credits--;
      g_array_append_val (self->queue, step);
    }
  g_mutex_unlock (&self->lock);
  return go_on;
}

/* The solver knows nothing of GObject: it polls this between steps. */
static void
demo_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SudokuDemo        *self = source_object;
  SudokuDemoResult  *result = g_new0 (SudokuDemoResult, 1);
  SudokuSolveOptions options = {
    .strategy = self->strategy,
    .limit = 1,
    .cancel_func = cancellable != NULL ? sudoku_cancellable_cancelled : NULL,
    .cancel_data = cancellable,
    .step_func = demo_step,
    .step_data = self,
  };
  g_autoptr(GError) error = NULL;
  gboolean solved;

  if (sudoku_grid_shape_is_plain_nine (self->shape))
    solved = sudoku_solve (self->cells, result->solution, &options, &result->n_solutions,
                           &result->stats, &error);
  else
    solved = sudoku_shape_solve (self->shape, self->cells, result->solution, &options,
                                 &result->n_solutions, &result->stats, &error);
  if (!solved)
    {
      /* A stopped demo ends as GIO's cancellations do. */
      if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
        {
          error->domain = G_IO_ERROR;
          error->code = G_IO_ERROR_CANCELLED;
        }
      g_free (result);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, result, g_free);
}

static void
cancelled_cb (GCancellable *cancellable,
              SudokuDemo   *self)
{
  g_mutex_lock (&self->lock);
  self->stopped = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/**
 * sudoku_demo_run_async:
 * @self: a #SudokuDemo
 * @cancellable: (nullable): cancelling it stops the demo, even while it waits
 * @callback: called on the main context when the search ends
 * @user_data: data for @callback
 *
 * Starts the search on a worker thread.  It takes no step before
 * sudoku_demo_allow() or sudoku_demo_finish_now().
 */
void
sudoku_demo_run_async (SudokuDemo         *self,
                       GCancellable       *cancellable,
                       GAsyncReadyCallback callback,
                       gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SUDOKU_IS_DEMO (self));

  g_return_if_fail (self->cancellable == NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_demo_run_async);
  if (cancellable != NULL)
    {
      /* Cancelling also wakes a worker that waits for a credit. */
      self->cancellable = g_object_ref (cancellable);
      self->cancelled_handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb),
                                                       self, NULL);
    }
  g_task_run_in_thread (task, demo_worker);
}

gboolean
sudoku_demo_run_finish (SudokuDemo       *self,
                        GAsyncResult     *result,
                        SudokuDemoResult *out_result,
                        GError          **error)
{
  g_autofree SudokuDemoResult *outcome = NULL;

  g_return_val_if_fail (SUDOKU_IS_DEMO (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  forget_cancellable (self);
  outcome = g_task_propagate_pointer (G_TASK (result), error);
  if (outcome == NULL)
    return FALSE;
  if (out_result != NULL)
    *out_result = *outcome;
  return TRUE;
}

/* Main thread */

/**
 * sudoku_demo_allow:
 * @self: a #SudokuDemo
 * @n_steps: how many more steps the search may take
 *
 * Lets the search go on by @n_steps; the steps can then be taken with
 * sudoku_demo_take_steps().
 */
void
sudoku_demo_allow (SudokuDemo *self,
                   guint       n_steps)
{
  g_return_if_fail (SUDOKU_IS_DEMO (self));

  g_mutex_lock (&self->lock);
  /* Credits never let the queue grow past its bound. */
  self->credits = MIN (self->credits + n_steps, MAX_QUEUE - MIN (self->queue->len, MAX_QUEUE));
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/**
 * sudoku_demo_finish_now:
 * @self: a #SudokuDemo
 *
 * Lets the search run to its end at full speed, without keeping its steps.
 */
void
sudoku_demo_finish_now (SudokuDemo *self)
{
  g_return_if_fail (SUDOKU_IS_DEMO (self));

  g_mutex_lock (&self->lock);
  self->free_run = TRUE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

/**
 * sudoku_demo_take_steps:
 * @self: a #SudokuDemo
 * @steps: (out caller-allocates): room for @max_steps steps
 * @max_steps: how many to take at most
 *
 * Takes the steps the search has made since the last call, oldest first.
 *
 * Returns: how many were taken
 */
guint
sudoku_demo_take_steps (SudokuDemo *self,
                        SudokuStep *steps,
                        guint       max_steps)
{
  guint n;

  g_return_val_if_fail (SUDOKU_IS_DEMO (self), 0);

  g_mutex_lock (&self->lock);
  n = MIN (max_steps, self->queue->len);
  if (n > 0)
    {
      memcpy (steps, self->queue->data, n * sizeof (SudokuStep));
      g_array_remove_range (self->queue, 0, n);
    }
  g_mutex_unlock (&self->lock);
  return n;
}

/**
 * sudoku_demo_is_waiting:
 * @self: a #SudokuDemo
 *
 * Returns: whether the search waits for sudoku_demo_allow()
 */
gboolean
sudoku_demo_is_waiting (SudokuDemo *self)
{
  gboolean waiting;

  g_return_val_if_fail (SUDOKU_IS_DEMO (self), FALSE);

  g_mutex_lock (&self->lock);
  waiting = self->waiting;
  g_mutex_unlock (&self->lock);
  return waiting;
}

/**
 * sudoku_demo_get_progress:
 * @self: a #SudokuDemo
 * @placements: (out) (optional): the digits placed so far
 * @backtracks: (out) (optional): the digits taken back so far
 * @values: (out caller-allocates) (optional): the grid after the last step,
 *   the shape's n_cells values (81 on 9×9)
 *
 * Tells where the search is, counting every step made, including those of
 * sudoku_demo_finish_now() that were not kept.
 */
void
sudoku_demo_get_progress (SudokuDemo *self,
                          guint64    *placements,
                          guint64    *backtracks,
                          guint8     *values)
{
  g_return_if_fail (SUDOKU_IS_DEMO (self));

  g_mutex_lock (&self->lock);
  if (placements != NULL)
    *placements = self->placements;
  if (backtracks != NULL)
    *backtracks = self->backtracks;
  if (values != NULL)
    memcpy (values, self->values, self->shape->n_cells);
  g_mutex_unlock (&self->lock);
}
