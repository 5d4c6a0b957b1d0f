/* sudoku-board.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-board"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-board-private.h"
#include "sudoku-board-rules.h"
#include "sudoku-enums.h"

#define MAX_UNDO 1000

G_DEFINE_FINAL_TYPE (SudokuBoard, sudoku_board, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_N_GIVENS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum
{
  CELL_CHANGED,
  CONFLICTS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void
set_state (SudokuBoard     *self,
           SudokuBoardState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
emit_cell (SudokuBoard *self,
           guint        cell)
{
  g_signal_emit (self, signals[CELL_CHANGED], 0, cell / 9, cell % 9);
}

static void
update_conflicts (SudokuBoard *self)
{
  gboolean changed = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_autofree char *reason = sudoku_conflict_reason (self->values, cell);

      if (g_strcmp0 (reason, self->conflicts[cell]) != 0)
        {
          g_free (self->conflicts[cell]);
          self->conflicts[cell] = g_steal_pointer (&reason);
          changed = TRUE;
        }
    }

  if (changed)
    g_signal_emit (self, signals[CONFLICTS_CHANGED], 0);
}

static void
update_n_givens (SudokuBoard *self)
{
  guint n = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    n += self->values[cell] != 0 && self->origins[cell] == SUDOKU_ORIGIN_GIVEN;
  if (n != self->n_givens)
    {
      self->n_givens = n;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_GIVENS]);
    }
}

static void
notify_history (SudokuBoard *self,
                gboolean     could_undo,
                gboolean     could_redo)
{
  if (could_undo != (self->undo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != (self->redo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
caller_cancelled_cb (GCancellable *caller,
                     gpointer      user_data)
{
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

/* Forgets the running solve's cancellable, cancelling it first if asked.
 * The caller's own cancellable is only unlinked, never cancelled. */
static void
drop_solve (SudokuBoard *self,
            gboolean     cancel)
{
  if (cancel && self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
  if (self->caller_cancellable != NULL)
    g_cancellable_disconnect (self->caller_cancellable, self->caller_handler);
  self->caller_handler = 0;
  g_clear_object (&self->caller_cancellable);
  g_clear_object (&self->solve_cancellable);
}

/* Stops a running solve and drops the solver's digits: back to editing. */
static void
leave_solution (SudokuBoard *self)
{
  self->solve_serial++;
  drop_solve (self, TRUE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->origins[cell] == SUDOKU_ORIGIN_SOLVED)
      {
        self->origins[cell] = SUDOKU_ORIGIN_GIVEN;
        if (self->values[cell] != 0)
          {
            self->values[cell] = 0;
            emit_cell (self, cell);
          }
      }
  set_state (self, SUDOKU_BOARD_EDITING);
}

void
_sudoku_board_copy_givens (SudokuBoard *self,
                           guint8       cells[SUDOKU_N_CELLS])
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    cells[cell] = self->origins[cell] == SUDOKU_ORIGIN_GIVEN ? self->values[cell] : 0;
}

/* Replaces the givens, as one step of the history when @record is set. */
static void
replace_givens (SudokuBoard  *self,
                const guint8 *givens,
                gboolean      record)
{
  gboolean could_undo = (self->undo->len > 0);
  gboolean could_redo = (self->redo->len > 0);

  leave_solution (self);
  if (memcmp (self->values, givens, SUDOKU_N_CELLS) == 0)
    return;

  if (record)
    {
      SudokuBoardSnapshot before;

      memcpy (before.givens, self->values, SUDOKU_N_CELLS);
      if (self->undo->len == MAX_UNDO)
        g_array_remove_index (self->undo, 0);
      g_array_append_val (self->undo, before);
      g_array_set_size (self->redo, 0);
    }

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->values[cell] != givens[cell])
      {
        self->values[cell] = givens[cell];
        emit_cell (self, cell);
      }
  update_conflicts (self);
  update_n_givens (self);
  notify_history (self, could_undo, could_redo);
}

static void
sudoku_board_dispose (GObject *object)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  drop_solve (self, TRUE);

  G_OBJECT_CLASS (sudoku_board_parent_class)->dispose (object);
}

static void
sudoku_board_finalize (GObject *object)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_free (self->conflicts[cell]);
  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);

  G_OBJECT_CLASS (sudoku_board_parent_class)->finalize (object);
}

static void
sudoku_board_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_N_GIVENS:
      g_value_set_uint (value, self->n_givens);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, (self->undo->len > 0));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, (self->redo->len > 0));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_board_class_init (SudokuBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sudoku_board_dispose;
  object_class->finalize = sudoku_board_finalize;
  object_class->get_property = sudoku_board_get_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, SUDOKU_TYPE_BOARD_STATE, SUDOKU_BOARD_EDITING,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_N_GIVENS] =
    g_param_spec_uint ("n-givens", NULL, NULL, 0, SUDOKU_N_CELLS, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuBoard::cell-changed:
   * @row: the row, from 0
   * @col: the column, from 0
   *
   * The value or origin of a cell changed.
   */
  signals[CELL_CHANGED] =
    g_signal_new ("cell-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[CONFLICTS_CHANGED] =
    g_signal_new ("conflicts-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sudoku_board_init (SudokuBoard *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (SudokuBoardSnapshot));
  self->redo = g_array_new (FALSE, FALSE, sizeof (SudokuBoardSnapshot));
}

SudokuBoard *
sudoku_board_new (void)
{
  return g_object_new (SUDOKU_TYPE_BOARD, NULL);
}

/**
 * sudoku_board_set_value:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @value: 1–9, or 0 to empty the cell
 * @error: return location for a %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Sets a given, as the user typed it.  A running solve is cancelled and a
 * solution shown is cleared first: the board is back to editing.
 *
 * Returns: %TRUE if @value was accepted; otherwise the board is unchanged
 */
gboolean
sudoku_board_set_value (SudokuBoard *self,
                        guint        row,
                        guint        col,
                        guint        value,
                        GError     **error)
{
  guint8 givens[SUDOKU_N_CELLS];

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (row < 9 && col < 9, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (value > 9)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                   _("Only the digits 1 to 9 can go in a cell, not %u"), value);
      return FALSE;
    }

  _sudoku_board_copy_givens (self, givens);
  givens[row * 9 + col] = (guint8)value;
  replace_givens (self, givens, TRUE);
  return TRUE;
}

/**
 * sudoku_board_set_text:
 * @self: a #SudokuBoard
 * @row: the row, from 0
 * @col: the column, from 0
 * @text: what was typed: a digit 1–9, or "", "0", "." or " " to empty
 * @error: return location for a %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Sets a given from text typed into a cell.
 *
 * Returns: %TRUE if @text was accepted; otherwise the board is unchanged
 */
gboolean
sudoku_board_set_text (SudokuBoard *self,
                       guint        row,
                       guint        col,
                       const char  *text,
                       GError     **error)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (text[0] == '\0' || ((text[0] == '0' || text[0] == '.' || text[0] == ' ') && text[1] == '\0'))
    return sudoku_board_set_value (self, row, col, 0, error);
  if (text[0] >= '1' && text[0] <= '9' && text[1] == '\0')
    return sudoku_board_set_value (self, row, col, (guint)(text[0] - '0'), error);

  g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                       _("Only the digits 1 to 9 can go in a cell"));
  return FALSE;
}

/**
 * sudoku_board_load:
 * @self: a #SudokuBoard
 * @cells: the new givens, 0 for empty, each at most 9
 *
 * Replaces the whole puzzle, as one step that can be undone.
 */
void
sudoku_board_load (SudokuBoard *self,
                   const guint8 cells[SUDOKU_N_CELLS])
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cells != NULL);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    g_return_if_fail (cells[cell] <= 9);

  replace_givens (self, cells, TRUE);
}

void
sudoku_board_clear (SudokuBoard *self)
{
  guint8 empty[SUDOKU_N_CELLS] = { 0 };

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  replace_givens (self, empty, TRUE);
}

void
sudoku_board_clear_solution (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  leave_solution (self);
  update_conflicts (self);
}

/* Moves one snapshot from @from to @to, swapping it with the board. */
static gboolean
step_history (SudokuBoard *self,
              GArray      *from,
              GArray      *to)
{
  gboolean            could_undo = (self->undo->len > 0);
  gboolean            could_redo = (self->redo->len > 0);
  SudokuBoardSnapshot target, current;

  if (from->len == 0)
    return FALSE;

  target = g_array_index (from, SudokuBoardSnapshot, from->len - 1);
  g_array_set_size (from, from->len - 1);
  _sudoku_board_copy_givens (self, current.givens);
  g_array_append_val (to, current);
  replace_givens (self, target.givens, FALSE);
  notify_history (self, could_undo, could_redo);
  return TRUE;
}

gboolean
sudoku_board_undo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  return step_history (self, self->undo, self->redo);
}

gboolean
sudoku_board_redo (SudokuBoard *self)
{
  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);

  return step_history (self, self->redo, self->undo);
}

/* Solving */

/* Fills the empty cells with the solver's digits. */
static void
fill_solution (SudokuBoard  *self,
               const guint8 *solution)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->values[cell] == 0)
      {
        self->values[cell] = solution[cell];
        self->origins[cell] = SUDOKU_ORIGIN_SOLVED;
        emit_cell (self, cell);
      }
  set_state (self, SUDOKU_BOARD_SOLVED);
}

static void
solve_worker (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (sudoku_solve_job_run (task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * sudoku_board_solve_async:
 * @self: a #SudokuBoard
 * @strategy: how to search
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the search ends
 * @user_data: data for @callback
 *
 * Solves the givens on a worker thread.  The board shows
 * %SUDOKU_BOARD_SOLVING until sudoku_board_solve_finish() is called, which
 * fills the empty cells with the solution.  Editing the board meanwhile
 * cancels the search.
 */
void
sudoku_board_solve_async (SudokuBoard        *self,
                          SudokuStrategy      strategy,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  SudokuSolveJob *data;

  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  leave_solution (self);
  self->solve_cancellable = g_cancellable_new ();
  if (cancellable != NULL)
    {
      self->caller_cancellable = g_object_ref (cancellable);
      self->caller_handler = g_cancellable_connect (cancellable, G_CALLBACK (caller_cancelled_cb),
                                                    g_object_ref (self->solve_cancellable),
                                                    g_object_unref);
    }

  data = g_new0 (SudokuSolveJob, 1);
  _sudoku_board_copy_givens (self, data->cells); /* main thread */
  data->serial = self->solve_serial;
  data->result.strategy = strategy;

  task = g_task_new (self, self->solve_cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_board_solve_async);
  g_task_set_task_data (task, data, g_free);
  g_task_set_return_on_cancel (task, FALSE);
  set_state (self, SUDOKU_BOARD_SOLVING);
  g_task_run_in_thread (task, solve_worker);
}

/**
 * sudoku_board_solve_finish:
 * @self: a #SudokuBoard
 * @result: the #GAsyncResult
 * @out_result: (out caller-allocates) (optional): what the search found
 * @error: return location for an error: %G_IO_ERROR_CANCELLED, or
 *   %SUDOKU_ERROR_CLASH when the givens clash
 *
 * Ends a solve and, if the board was not edited meanwhile, shows its
 * outcome: the solution's digits with %SUDOKU_ORIGIN_SOLVED, and the state
 * %SUDOKU_BOARD_SOLVED, %SUDOKU_BOARD_NO_SOLUTION or %SUDOKU_BOARD_CANCELLED.
 *
 * Returns: %TRUE if the search ran to its end, even without a solution
 */
gboolean
sudoku_board_solve_finish (SudokuBoard       *self,
                           GAsyncResult      *result,
                           SudokuSolveResult *out_result,
                           GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  GTask          *task;
  SudokuSolveJob *data;
  gboolean        current;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sudoku_board_solve_async, FALSE);

  task = G_TASK (result);
  data = g_task_get_task_data (task);
  current = data->serial == self->solve_serial;

  if (current)
    drop_solve (self, FALSE);

  if (!g_task_propagate_boolean (task, &local_error))
    {
      if (current)
        set_state (self, g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                           ? SUDOKU_BOARD_CANCELLED
                           : SUDOKU_BOARD_EDITING);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (out_result != NULL)
    *out_result = data->result;

  if (!current)
    {
      /* The board changed while the search ran: its answer is stale. */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The puzzle changed while it was being solved"));
      return FALSE;
    }

  if (data->result.solutions == SUDOKU_SOLUTIONS_NONE)
    {
      set_state (self, SUDOKU_BOARD_NO_SOLUTION);
      return TRUE;
    }

  fill_solution (self, data->result.solution);
  return TRUE;
}

/**
 * sudoku_board_cancel_solve:
 * @self: a #SudokuBoard
 *
 * Asks a running solve to stop; it then finishes with %G_IO_ERROR_CANCELLED.
 */
void
sudoku_board_cancel_solve (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
}

/**
 * sudoku_board_show_solution:
 * @self: a #SudokuBoard
 * @solution: a completion of the givens, found elsewhere (a step-by-step demo)
 *
 * Fills the empty cells from @solution as the solver's digits, as
 * sudoku_board_solve_finish() does, and enters %SUDOKU_BOARD_SOLVED.
 */
void
sudoku_board_show_solution (SudokuBoard *self,
                            const guint8 solution[SUDOKU_N_CELLS])
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));
  g_return_if_fail (solution != NULL);

  leave_solution (self);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      g_return_if_fail (self->values[cell] == 0 || self->values[cell] == solution[cell]);
      g_return_if_fail (solution[cell] >= 1 && solution[cell] <= 9);
    }
  fill_solution (self, solution);
}
