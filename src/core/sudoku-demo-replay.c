/* sudoku-demo-replay.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-replay"

#include "config.h"

#include <string.h>

#include "sudoku-cancel.h"
#include "sudoku-demo-replay.h"
#include "sudoku-demo-texts.h"
#include "sudoku-shape-solver.h"

/* The logic view of the classroom: the same puzzle as a person solves it.
 * A worker works out the logic engine's path and the grid before each
 * step; the replay walks it forward and back (the bar that shows it paces
 * it).  Another worker counts the search its summary compares with
 * ("Logic: 41 steps, no guess · Textbook: …").  A plain 9×9 has the 9×9
 * logic engine and search; any other shape the shapes' logic engine
 * (sudoku-shape-logic.c) and search. */

#define SEARCH_BUDGET_S 10 /* the search compared with gives up after this */

struct _SudokuDemoReplay
{
  GObject                parent_instance;

  const SudokuGridShape *shape;
  guint8                 cells[SUDOKU_MAX_CELLS];
  SudokuStrategy         strategy;
  GCancellable          *cancellable; /* the workers' */
  GArray                *path;        /* of SudokuLogicStep (of SudokuShapeStep on another shape than
                                       * a plain 9×9); NULL until worked out */
  GArray                *grids;       /* of SudokuLogicGrid (SudokuShapeGrid): before each step, then
                                       * the end */
  guint                  shown;       /* the steps shown */
  guint                  wanted;      /* steps asked for before the path was there */
  char                  *logic_line;  /* the summary's logic half, once the end was reached */
  char                  *search_line; /* its search half, once the search was counted */
  char                  *summary;
};

enum
{
  READY,
  SUMMARY_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SudokuDemoReplay, sudoku_demo_replay, G_TYPE_OBJECT)

typedef struct
{
  const SudokuGridShape *shape;
  guint8                 cells[SUDOKU_MAX_CELLS];
  SudokuStrategy         strategy;
} WorkData;

typedef struct
{
  GArray *path;
  GArray *grids;
} Path;

static void
path_free (gpointer data)
{
  Path *path = data;

  g_clear_pointer (&path->path, g_array_unref);
  g_clear_pointer (&path->grids, g_array_unref);
  g_free (path);
}

/* Workers */

/* The path on any other shape, and the grid before each step. */
static void
shape_path (WorkData *data,
            Path     *result)
{
  g_autofree SudokuShapeGrid *grid = g_new (SudokuShapeGrid, 1);

  result->path = sudoku_shape_logic_solve_path (data->shape, data->cells, NULL);
  result->grids =
    g_array_sized_new (FALSE, FALSE, sizeof (SudokuShapeGrid), result->path->len + 1);
  sudoku_shape_grid_init (grid, data->shape, data->cells);
  g_array_append_vals (result->grids, grid, 1);
  for (guint i = 0; i < result->path->len; i++)
    {
      const SudokuShapeStep *step = &g_array_index (result->path, SudokuShapeStep, i);

      if (step->technique != SUDOKU_TECHNIQUE_GUESS)
        sudoku_shape_logic_apply (grid, step);
      g_array_append_vals (result->grids, grid, 1);
    }
}

static void
path_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  WorkData       *data = task_data;
  Path           *result = g_new0 (Path, 1);
  SudokuLogicGrid grid;

  if (!sudoku_grid_shape_is_plain_nine (data->shape))
    {
      shape_path (data, result);
      g_task_return_pointer (task, result, path_free);
      return;
    }
  /* Seconds a step on the forum's hardest puzzles: stopped with the replay. */
  result->path = sudoku_logic_solve_path_cancellable (data->cells, SUDOKU_LOGIC_ORDER_PEOPLE, NULL,
                                                      sudoku_cancellable_cancelled, cancellable);
  if (result->path == NULL)
    {
      path_free (result);
      g_task_return_error_if_cancelled (task);
      return;
    }
  result->grids =
    g_array_sized_new (FALSE, FALSE, sizeof (SudokuLogicGrid), result->path->len + 1);
  sudoku_logic_grid_init (&grid, data->cells);
  g_array_append_val (result->grids, grid);
  for (guint i = 0; i < result->path->len; i++)
    {
      const SudokuLogicStep *step = &g_array_index (result->path, SudokuLogicStep, i);

      if (step->technique != SUDOKU_TECHNIQUE_GUESS)
        sudoku_logic_apply (&grid, step);
      g_array_append_val (result->grids, grid);
    }
  g_task_return_pointer (task, result, path_free);
}

static void
search_worker (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  WorkData          *data = task_data;
  SudokuSolveOptions options = { data->strategy, 1, sudoku_cancellable_cancelled, cancellable };
  SudokuSolveStats  *stats = g_new0 (SudokuSolveStats, 1);
  guint8             solution[SUDOKU_MAX_CELLS];
  guint              n_solutions;
  GError            *error = NULL;
  gboolean           done;

  options.deadline_us = g_get_monotonic_time () + SEARCH_BUDGET_S * G_USEC_PER_SEC;
  if (sudoku_grid_shape_is_plain_nine (data->shape))
    done = sudoku_solve (data->cells, solution, &options, &n_solutions, stats, &error);
  else
    done = sudoku_shape_solve (data->shape, data->cells, solution, &options, &n_solutions, stats,
                               &error);
  if (!done)
    {
      g_free (stats);
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, stats, g_free);
}

/* The summary's line: the logic's figures, and the search's once known. */
static void
update_summary (SudokuDemoReplay *self)
{
  if (self->logic_line == NULL)
    return;
  g_free (self->summary);
  if (self->search_line != NULL)
    self->summary = sudoku_demo_compare_line (self->logic_line, self->search_line);
  else
    self->summary = g_strdup (self->logic_line);
  g_signal_emit (self, signals[SUMMARY_CHANGED], 0);
}

/* The last step is shown, and the end asked for. */
static SudokuReplayMove
reach_end (SudokuDemoReplay *self)
{
  g_free (self->logic_line);
  self->logic_line = sudoku_demo_logic_line (self->path->len, sudoku_demo_replay_is_stuck (self));
  update_summary (self);
  return SUDOKU_REPLAY_ENDED;
}

/* The replay a worker was started for, unless it went meanwhile (the
 * workers hold no reference: the owner's last unref stops them). */
static SudokuDemoReplay *
take_replay (gpointer user_data)
{
  GWeakRef         *weak = user_data;
  SudokuDemoReplay *self = g_weak_ref_get (weak);

  g_weak_ref_clear (weak);
  g_free (weak);
  if (self != NULL && g_cancellable_is_cancelled (self->cancellable))
    g_clear_object (&self);
  return self;
}

static void
path_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuDemoReplay) self = take_replay (user_data);
  Path    *path = g_task_propagate_pointer (G_TASK (result), NULL);
  gboolean ended;

  if (self == NULL || path == NULL)
    {
      g_clear_pointer (&path, path_free);
      return;
    }
  self->path = g_steal_pointer (&path->path);
  self->grids = g_steal_pointer (&path->grids);
  path_free (path);
  /* The steps asked for while the path was worked out. */
  ended = self->wanted > self->path->len;
  self->shown = MIN (self->wanted, self->path->len);
  if (ended)
    reach_end (self);
  g_signal_emit (self, signals[READY], 0, ended);
}

static void
search_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SudokuDemoReplay) self = take_replay (user_data);
  g_autoptr(GError) error = NULL;
  g_autofree SudokuSolveStats *stats = g_task_propagate_pointer (G_TASK (result), &error);

  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ||
      g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED))
    return;
  g_free (self->search_line);
  if (stats != NULL)
    self->search_line = sudoku_demo_summary_line (self->strategy, stats);
  else if (g_error_matches (error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT))
    self->search_line = sudoku_demo_search_gave_up_line (self->strategy, SEARCH_BUDGET_S);
  else
    self->search_line = g_strdup (error->message);
  update_summary (self);
}

static void
run_worker (SudokuDemoReplay   *self,
            GTaskThreadFunc     worker,
            GAsyncReadyCallback callback)
{
  GWeakRef *weak = g_new0 (GWeakRef, 1);
  g_autoptr(GTask) task = NULL;
  WorkData *data = g_new0 (WorkData, 1);

  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, self->cancellable, callback, weak);

  data->shape = self->shape;
  memcpy (data->cells, self->cells, sizeof data->cells);
  data->strategy = self->strategy;
  g_task_set_source_tag (task, run_worker);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, worker);
}

/* GObject */

static void
sudoku_demo_replay_dispose (GObject *object)
{
  SudokuDemoReplay *self = SUDOKU_DEMO_REPLAY (object);

  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (sudoku_demo_replay_parent_class)->dispose (object);
}

static void
sudoku_demo_replay_finalize (GObject *object)
{
  SudokuDemoReplay *self = SUDOKU_DEMO_REPLAY (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->grids, g_array_unref);
  g_free (self->logic_line);
  g_free (self->search_line);
  g_free (self->summary);

  G_OBJECT_CLASS (sudoku_demo_replay_parent_class)->finalize (object);
}

static void
sudoku_demo_replay_class_init (SudokuDemoReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_demo_replay_dispose;
  object_class->finalize = sudoku_demo_replay_finalize;

  /**
   * SudokuDemoReplay::ready:
   * @self: the replay
   * @ended: whether the end was asked for (Finish Now, or steps past the
   *   last) while the path was worked out
   *
   * The path is there; the steps asked for meanwhile are shown.
   */
  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * SudokuDemoReplay::summary-changed:
   *
   * sudoku_demo_replay_get_summary () says more: the end was reached, or
   * the search compared with was counted after it.
   */
  signals[SUMMARY_CHANGED] = g_signal_new ("summary-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sudoku_demo_replay_init (SudokuDemoReplay *self)
{
  self->cancellable = g_cancellable_new ();
}

/**
 * sudoku_demo_replay_new:
 * @cells: the puzzle's givens
 * @strategy: the search the summary compares with
 *
 * Starts working out the logic path and counting the search, on worker
 * threads; #SudokuDemoReplay::ready says when the path is there.
 *
 * Returns: (transfer full): a new replay, at its first step
 */
SudokuDemoReplay *
sudoku_demo_replay_new (const guint8   cells[SUDOKU_N_CELLS],
                        SudokuStrategy strategy)
{
  return sudoku_demo_replay_new_for_shape (sudoku_grid_shape_get (9, FALSE), cells, strategy);
}

/**
 * sudoku_demo_replay_new_for_shape:
 * @shape: the shape of the puzzle's grid
 * @cells: the puzzle's givens, @shape->n_cells of them
 * @strategy: the search the summary compares with
 *
 * sudoku_demo_replay_new () on a grid of any shape: on any other than a
 * plain 9×9, the steps are of the shapes' logic engine
 * (sudoku_demo_replay_get_shape_step ()).
 *
 * Returns: (transfer full): a new replay, at its first step
 */
SudokuDemoReplay *
sudoku_demo_replay_new_for_shape (const SudokuGridShape *shape,
                                  const guint8          *cells,
                                  SudokuStrategy         strategy)
{
  SudokuDemoReplay *self;

  g_return_val_if_fail (shape != NULL && cells != NULL, NULL);

  self = g_object_new (SUDOKU_TYPE_DEMO_REPLAY, NULL);
  self->shape = shape;
  memcpy (self->cells, cells, shape->n_cells);
  self->strategy = strategy;
  run_worker (self, path_worker, path_done_cb);
  run_worker (self, search_worker, search_done_cb);
  return self;
}

/* Stops the workers: neither signal comes any more. */
void
sudoku_demo_replay_stop (SudokuDemoReplay *self)
{
  g_return_if_fail (SUDOKU_IS_DEMO_REPLAY (self));
  g_cancellable_cancel (self->cancellable);
}

gboolean
sudoku_demo_replay_is_ready (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), FALSE);
  return self->path != NULL;
}

/* Returns: the steps shown (asked for, before the path is there) */
guint
sudoku_demo_replay_get_shown (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), 0);
  return self->path != NULL ? self->shown : 0;
}

/* Returns: the steps of the path, the guess's included; 0 before it is there */
guint
sudoku_demo_replay_get_n_steps (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), 0);
  return self->path != NULL ? self->path->len : 0;
}

/* Returns: (transfer none): the shape of the puzzle's grid */
const SudokuGridShape *
sudoku_demo_replay_get_shape (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  return self->shape;
}

/* Returns: (nullable): the last step shown, NULL before the first; on a
 * plain 9×9 (sudoku_demo_replay_get_shape_step () on the others) */
const SudokuLogicStep *
sudoku_demo_replay_get_step (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  g_return_val_if_fail (sudoku_grid_shape_is_plain_nine (self->shape), NULL);
  if (self->path == NULL || self->shown == 0)
    return NULL;
  return &g_array_index (self->path, SudokuLogicStep, self->shown - 1);
}

/* Returns: (nullable): the grid before step @index (0 the puzzle, n_steps
 * the end), NULL before the path is there; on a plain 9×9 */
const SudokuLogicGrid *
sudoku_demo_replay_get_grid (SudokuDemoReplay *self,
                             guint             index)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  g_return_val_if_fail (sudoku_grid_shape_is_plain_nine (self->shape), NULL);
  if (self->grids == NULL)
    return NULL;
  g_return_val_if_fail (index < self->grids->len, NULL);
  return &g_array_index (self->grids, SudokuLogicGrid, index);
}

/* Returns: (nullable): sudoku_demo_replay_get_step () on any shape but a
 * plain 9×9 */
const SudokuShapeStep *
sudoku_demo_replay_get_shape_step (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  g_return_val_if_fail (!sudoku_grid_shape_is_plain_nine (self->shape), NULL);
  if (self->path == NULL || self->shown == 0)
    return NULL;
  return &g_array_index (self->path, SudokuShapeStep, self->shown - 1);
}

/* Returns: (nullable): sudoku_demo_replay_get_grid () on any shape but a
 * plain 9×9 */
const SudokuShapeGrid *
sudoku_demo_replay_get_shape_grid (SudokuDemoReplay *self,
                                   guint             index)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  g_return_val_if_fail (!sudoku_grid_shape_is_plain_nine (self->shape), NULL);
  if (self->grids == NULL)
    return NULL;
  g_return_val_if_fail (index < self->grids->len, NULL);
  return &g_array_index (self->grids, SudokuShapeGrid, index);
}

/* Returns: whether logic alone is stuck at the path's end (its last step
 * is the guess it needs) */
gboolean
sudoku_demo_replay_is_stuck (SudokuDemoReplay *self)
{
  guint n;

  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), FALSE);
  n = self->path != NULL ? self->path->len : 0;
  if (n > 0 && !sudoku_grid_shape_is_plain_nine (self->shape))
    return g_array_index (self->path, SudokuShapeStep, n - 1).technique == SUDOKU_TECHNIQUE_GUESS;
  return n > 0 && g_array_index (self->path, SudokuLogicStep, n - 1).technique ==
                    SUDOKU_TECHNIQUE_GUESS;
}

/* A step forward (@delta > 0) or back: forward from the last step is the
 * end, as the search's last step ends its run.  Before the path is there,
 * the steps asked for are counted, and shown when it comes. */
SudokuReplayMove
sudoku_demo_replay_step (SudokuDemoReplay *self,
                         int               delta)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), SUDOKU_REPLAY_STAYED);

  if (self->path == NULL)
    {
      if (delta > 0 && self->wanted < G_MAXUINT)
        self->wanted++;
      else if (delta < 0 && self->wanted > 0)
        self->wanted--;
      return SUDOKU_REPLAY_STAYED;
    }
  if (delta > 0 && self->shown == self->path->len)
    return reach_end (self);
  if (delta == 0 || (delta < 0 && self->shown == 0))
    return SUDOKU_REPLAY_STAYED;
  self->shown = delta > 0 ? self->shown + 1 : self->shown - 1;
  return SUDOKU_REPLAY_MOVED;
}

/* Playing: @n_steps more, up to the last; at the last, the end. */
SudokuReplayMove
sudoku_demo_replay_advance (SudokuDemoReplay *self,
                            guint             n_steps)
{
  guint target;

  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), SUDOKU_REPLAY_STAYED);

  if (self->path == NULL)
    return SUDOKU_REPLAY_STAYED;
  target = self->shown + MIN (n_steps, self->path->len - self->shown);
  if (target == self->path->len)
    {
      self->shown = target;
      return reach_end (self);
    }
  if (target == self->shown)
    return SUDOKU_REPLAY_STAYED;
  self->shown = target;
  return SUDOKU_REPLAY_MOVED;
}

/* Finish Now: to the last step, and the end (when the path comes, if it
 * is not there yet). */
SudokuReplayMove
sudoku_demo_replay_finish (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), SUDOKU_REPLAY_STAYED);

  if (self->path == NULL)
    {
      self->wanted = G_MAXUINT;
      return SUDOKU_REPLAY_STAYED;
    }
  self->shown = self->path->len;
  return reach_end (self);
}

/* Returns: (nullable): the summary's line, NULL before the end */
const char *
sudoku_demo_replay_get_summary (SudokuDemoReplay *self)
{
  g_return_val_if_fail (SUDOKU_IS_DEMO_REPLAY (self), NULL);
  return self->summary;
}
