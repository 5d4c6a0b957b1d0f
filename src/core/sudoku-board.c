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
  PROP_SOLVING,
  PROP_SHAPE,
  N_PROPS
};

enum
{
  CELL_CHANGED,
  CONFLICTS_CHANGED,
  NOTES_CHANGED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* A change of many cells (a step of the history, a solution shown) is
 * told cell by cell as it goes, then once whole by ::changed, with the
 * clashes and the state as they end: begin and end it around the change. */
void
_sudoku_board_begin_change (SudokuBoard *self)
{
  self->change_depth++;
}

void
_sudoku_board_end_change (SudokuBoard *self)
{
  guint flags;

  g_return_if_fail (self->change_depth > 0);
  if (--self->change_depth > 0 || self->change_flags == 0)
    return;
  flags = self->change_flags;
  self->change_flags = 0;
  g_signal_emit (self, signals[CHANGED], 0, flags);
}

/* Something changed: told at once, or at the end of the change it is in. */
static void
note_change (SudokuBoard      *self,
             SudokuBoardChange what)
{
  _sudoku_board_begin_change (self);
  self->change_flags |= what;
  _sudoku_board_end_change (self);
}

void
_sudoku_board_set_state (SudokuBoard     *self,
                         SudokuBoardState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  note_change (self, SUDOKU_BOARD_CHANGE_STATE);
}

void
_sudoku_board_emit_cell (SudokuBoard *self,
                         guint        cell)
{
  g_signal_emit (self, signals[CELL_CHANGED], 0, cell / self->now.shape->side,
                 cell % self->now.shape->side);
  note_change (self, SUDOKU_BOARD_CHANGE_CELLS);
}

static void
update_conflicts (SudokuBoard *self)
{
  gboolean changed = FALSE;

  for (guint cell = 0; cell < SUDOKU_MAX_CELLS; cell++)
    {
      g_autofree char *reason = cell < _sudoku_board_n_cells (self)
                                  ? sudoku_conflict_reason (self->now.shape, self->now.values, cell)
                                  : NULL;

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

void
_sudoku_board_notify_shape (SudokuBoard *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHAPE]);
}

static void
update_n_givens (SudokuBoard *self)
{
  guint n = 0;

  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    n += self->now.values[cell] != 0 && self->now.origins[cell] == SUDOKU_ORIGIN_GIVEN;
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

/* Forgets the running solve's cancellable, cancelling it first if asked.
 * The caller's own cancellable is only unlinked, never cancelled. */
void
_sudoku_board_drop_solve (SudokuBoard *self,
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

/* Stops a running solve, whose answer would be stale after an edit. */
void
_sudoku_board_stop_solve (SudokuBoard *self)
{
  self->solve_serial++;
  _sudoku_board_drop_solve (self, TRUE);
  _sudoku_board_set_state (self, SUDOKU_BOARD_EDITING);
}

/* Stops a running solve and drops the solver's digits: back to editing. */
void
_sudoku_board_leave_solution (SudokuBoard *self)
{
  _sudoku_board_begin_change (self);
  _sudoku_board_stop_solve (self);

  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (self->now.origins[cell] == SUDOKU_ORIGIN_SOLVED)
      {
        self->now.origins[cell] = SUDOKU_ORIGIN_GIVEN;
        if (self->now.values[cell] != 0)
          {
            self->now.values[cell] = 0;
            _sudoku_board_emit_cell (self, cell);
          }
      }
  _sudoku_board_end_change (self);
}

void
_sudoku_board_copy_givens (SudokuBoard *self,
                           guint8       cells[SUDOKU_MAX_CELLS])
{
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    cells[cell] = self->now.origins[cell] == SUDOKU_ORIGIN_GIVEN ? self->now.values[cell] : 0;
}

void
_sudoku_board_snapshot (SudokuBoard         *self,
                        SudokuBoardSnapshot *snapshot)
{
  *snapshot = self->now;
}

static gboolean
same_snapshot (const SudokuBoardSnapshot *a,
               const SudokuBoardSnapshot *b)
{
  return a->shape == b->shape && memcmp (a->values, b->values, sizeof a->values) == 0 &&
         memcmp (a->origins, b->origins, sizeof a->origins) == 0 &&
         memcmp (a->notes, b->notes, sizeof a->notes) == 0 &&
         memcmp (a->trial, b->trial, sizeof a->trial) == 0 &&
         memcmp (a->colours, b->colours, sizeof a->colours) == 0 &&
         memcmp (a->note_colours, b->note_colours, sizeof a->note_colours) == 0 &&
         a->solving == b->solving &&
         a->trying == b->trying;
}

static gboolean
is_given (const guint8 *values,
          const guint8 *origins,
          guint         cell)
{
  return values[cell] != 0 && origins[cell] == SUDOKU_ORIGIN_GIVEN;
}

/* Shows @target on the board and tells what changed. */
static void
apply_snapshot (SudokuBoard               *self,
                const SudokuBoardSnapshot *target)
{
  _sudoku_board_begin_change (self);
  if (self->now.shape != target->shape)
    {
      /* Another shape: every cell is another, told whole by ::changed. */
      self->now = *target;
      self->solution_known = FALSE;
      _sudoku_board_notify_shape (self);
      note_change (self, SUDOKU_BOARD_CHANGE_CELLS | SUDOKU_BOARD_CHANGE_NOTES |
                           SUDOKU_BOARD_CHANGE_COLOURS | SUDOKU_BOARD_CHANGE_SOLVING |
                           SUDOKU_BOARD_CHANGE_TRIAL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVING]);
    }
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    {
      gboolean was_given = is_given (self->now.values, self->now.origins, cell);

      if (was_given != is_given (target->values, target->origins, cell) ||
          (was_given && self->now.values[cell] != target->values[cell]))
        self->solution_known = FALSE;
      if (self->now.values[cell] != target->values[cell] ||
          self->now.origins[cell] != target->origins[cell] || self->now.trial[cell] != target->trial[cell])
        {
          self->now.values[cell] = target->values[cell];
          self->now.origins[cell] = target->origins[cell];
          self->now.trial[cell] = target->trial[cell];
          _sudoku_board_emit_cell (self, cell);
        }
      if (self->now.notes[cell] != target->notes[cell] ||
          self->now.colours[cell] != target->colours[cell] ||
          self->now.note_colours[cell] != target->note_colours[cell])
        {
          /* Colours are told as the notes are. */
          if (self->now.colours[cell] != target->colours[cell] ||
              self->now.note_colours[cell] != target->note_colours[cell])
            note_change (self, SUDOKU_BOARD_CHANGE_COLOURS);
          self->now.notes[cell] = target->notes[cell];
          self->now.colours[cell] = target->colours[cell];
          self->now.note_colours[cell] = target->note_colours[cell];
          g_signal_emit (self, signals[NOTES_CHANGED], 0, cell / self->now.shape->side,
                         cell % self->now.shape->side);
          note_change (self, SUDOKU_BOARD_CHANGE_NOTES);
        }
    }
  memcpy (self->now.struck, target->struck, sizeof self->now.struck);
  memcpy (self->now.under, target->under, sizeof self->now.under);
  if (self->now.solving != target->solving)
    {
      self->now.solving = target->solving;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVING]);
      note_change (self, SUDOKU_BOARD_CHANGE_SOLVING);
    }
  if (self->now.trying != target->trying)
    {
      self->now.trying = target->trying;
      note_change (self, SUDOKU_BOARD_CHANGE_TRIAL);
    }
  update_conflicts (self);
  update_n_givens (self);
  _sudoku_board_end_change (self);
}

/* Changes the board to @target as one step of the history. */
void
_sudoku_board_change_to (SudokuBoard               *self,
                         const SudokuBoardSnapshot *target)
{
  gboolean            could_undo = (self->undo->len > 0);
  gboolean            could_redo = (self->redo->len > 0);
  SudokuBoardSnapshot before, trimmed = *target;

  /* A mark that goes takes its colour. */
  _sudoku_board_trim_colours (&trimmed);
  _sudoku_board_snapshot (self, &before);
  if (same_snapshot (&before, &trimmed))
    return;

  if (self->undo->len == MAX_UNDO)
    g_array_remove_index (self->undo, 0);
  g_array_append_val (self->undo, before);
  g_array_set_size (self->redo, 0);
  apply_snapshot (self, &trimmed);
  notify_history (self, could_undo, could_redo);
}

static void
sudoku_board_dispose (GObject *object)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  _sudoku_board_drop_solve (self, TRUE);

  G_OBJECT_CLASS (sudoku_board_parent_class)->dispose (object);
}

static void
sudoku_board_finalize (GObject *object)
{
  SudokuBoard *self = SUDOKU_BOARD (object);

  for (guint cell = 0; cell < SUDOKU_MAX_CELLS; cell++)
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
    case PROP_SOLVING:
      g_value_set_boolean (value, self->now.solving);
      break;
    case PROP_SHAPE:
      g_value_set_pointer (value, (gpointer)self->now.shape);
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
    g_param_spec_uint ("n-givens", NULL, NULL, 0, SUDOKU_MAX_CELLS, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_SOLVING] =
    g_param_spec_boolean ("solving", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuBoard:shape:
   *
   * The #SudokuGridShape of the cells (9×9 until another shape is loaded):
   * when it changes, every cell has changed, told once by ::changed.
   */
  properties[PROP_SHAPE] =
    g_param_spec_pointer ("shape", NULL, NULL,
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
  /**
   * SudokuBoard::changed:
   * @what: the #SudokuBoardChange flags of what changed
   *
   * A change of the board is whole: emitted once after the cell-by-cell
   * signals of a change of many cells (a step of the history, a solution
   * shown), with the clashes and the state as they end.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CONFLICTS_CHANGED] =
    g_signal_new ("conflicts-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SudokuBoard::notes-changed:
   * @row: the row, from 0
   * @col: the column, from 0
   *
   * The pencil marks of a cell changed.
   */
  signals[NOTES_CHANGED] =
    g_signal_new ("notes-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
sudoku_board_init (SudokuBoard *self)
{
  self->now.shape = sudoku_grid_shape_get (9, FALSE);
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
 * Once sudoku_board_start_solving() was called, the digit is the player's
 * instead (%SUDOKU_ORIGIN_PLAYER); the givens are locked
 * (%SUDOKU_ERROR_CELL_LOCKED) and the rest of a solution shown stays; so
 * it does when a digit of a solution shown is edited while the puzzle is
 * entered: the player goes on solving from there.  A
 * digit clears the cell's pencil marks and its own from its row, column and
 * box.
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
  SudokuBoardSnapshot target;
  guint               side, cell;

  g_return_val_if_fail (SUDOKU_IS_BOARD (self), FALSE);
  side = self->now.shape->side;
  cell = row * side + col;
  g_return_val_if_fail (row < side && col < side, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (value > side && side == 9)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                   /* Translators: %u is the number that was refused, e.g. “not 12” */
                   _("Only the digits 1 to 9 can go in a cell, not %u"), value);
      return FALSE;
    }
  if (value > side)
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                   /* Translators: on a 4×4, 6×6 or 16×16 grid: "Only the numbers
                    * 1 to 6 can go in a cell, not 7" */
                   _("Only the numbers 1 to %u can go in a cell, not %u"), side, value);
      return FALSE;
    }

  if (!self->now.solving && self->now.origins[cell] == SUDOKU_ORIGIN_SOLVED && self->now.values[cell] != 0)
    {
      /* A digit of the solution shown edited: the person goes on by hand
       * from there, the rest of the solution stays (Undo puts it back). */
      _sudoku_board_stop_solve (self);
      _sudoku_board_snapshot (self, &target);
      target.solving = TRUE;
      _sudoku_board_place (&target, cell, value, SUDOKU_ORIGIN_PLAYER);
    }
  else if (!self->now.solving)
    {
      _sudoku_board_leave_solution (self);
      _sudoku_board_snapshot (self, &target);
      _sudoku_board_place (&target, cell, value, SUDOKU_ORIGIN_GIVEN);
    }
  else if (is_given (self->now.values, self->now.origins, cell))
    {
      g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CELL_LOCKED,
                   /* Translators: the player tried to change a digit of the puzzle itself: “The 5
                    * in row 2, column 7 is part of the puzzle”; rows and columns are numbered from
                    * 1 at the top left */
                   _("The %u in row %u, column %u is part of the puzzle"),
                   self->now.values[cell], row + 1, col + 1);
      return FALSE;
    }
  else
    {
      _sudoku_board_stop_solve (self);
      _sudoku_board_snapshot (self, &target);
      _sudoku_board_place (&target, cell, value, SUDOKU_ORIGIN_PLAYER);
    }
  _sudoku_board_change_to (self, &target);
  return TRUE;
}

/**
 * sudoku_board_clear:
 * @self: a #SudokuBoard
 *
 * Empties the board while a puzzle is entered; once the player is solving,
 * removes only the player's and the solver's digits and the notes, keeping
 * the puzzle.  One step that can be undone.
 */
void
sudoku_board_clear (SudokuBoard *self)
{
  SudokuBoardSnapshot target;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  _sudoku_board_leave_solution (self);
  _sudoku_board_snapshot (self, &target);
  memset (target.notes, 0, sizeof target.notes);
  _sudoku_board_forget_struck (&target);
  for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
    if (!self->now.solving || target.origins[cell] != SUDOKU_ORIGIN_GIVEN)
      _sudoku_board_place (&target, cell, 0, SUDOKU_ORIGIN_GIVEN);
  _sudoku_board_change_to (self, &target);
}

/**
 * sudoku_board_clear_solution:
 * @self: a #SudokuBoard
 *
 * Stops a running solve and takes the solver's digits away.  While the
 * player solves, this is a step that can be undone (revealed cells go too).
 */
void
sudoku_board_clear_solution (SudokuBoard *self)
{
  g_return_if_fail (SUDOKU_IS_BOARD (self));

  if (self->now.solving)
    {
      SudokuBoardSnapshot target;

      /* The player may have revealed these: taking them is a step. */
      _sudoku_board_stop_solve (self);
      _sudoku_board_snapshot (self, &target);
      for (guint cell = 0; cell < _sudoku_board_n_cells (self); cell++)
        if (target.origins[cell] == SUDOKU_ORIGIN_SOLVED)
          _sudoku_board_place (&target, cell, 0, SUDOKU_ORIGIN_GIVEN);
      _sudoku_board_change_to (self, &target);
      return;
    }
  _sudoku_board_leave_solution (self);
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

  /* While a puzzle is entered, the solver's digits go as they always did;
   * while the player solves, they are part of the step. */
  if (self->now.solving)
    _sudoku_board_stop_solve (self);
  else
    _sudoku_board_leave_solution (self);
  target = g_array_index (from, SudokuBoardSnapshot, from->len - 1);
  g_array_set_size (from, from->len - 1);
  _sudoku_board_snapshot (self, &current);
  g_array_append_val (to, current);
  apply_snapshot (self, &target);
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

/**
 * sudoku_board_forget_history:
 * @self: a #SudokuBoard
 *
 * Empties the undo and redo histories: what is on the board now is where
 * Undo stops (a new game's puzzle, see sudoku_game_new ()).
 */
void
sudoku_board_forget_history (SudokuBoard *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (SUDOKU_IS_BOARD (self));

  could_undo = (self->undo->len > 0);
  could_redo = (self->redo->len > 0);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  notify_history (self, could_undo, could_redo);
}
