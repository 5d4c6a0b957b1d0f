/* sudoku-grid.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-grid-private.h"
#include "sudoku-picker.h"

/* The cells in their boxes, as many as the board's shape has (81 in nine
 * boxes on a 9×9, 36 in six boxes of 2×3 on a 6×6), showing a SudokuBoard: the board's
 * changes update the cells, what is typed into a cell becomes the "input"
 * signal (the window decides what it means), and the arrow keys move the
 * focus.  The solver's digits make their entrance one after another; the
 * demo and hints draw on the cells through the calls below, which the board
 * knows nothing of. */

G_DEFINE_FINAL_TYPE (SudokuGrid, sudoku_grid, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_ANIMATING,
  PROP_LABELS,
  PROP_NOTES_MODE,
  PROP_MOVE_ON,
  PROP_COLOUR,
  N_PROPS
};

enum
{
  INPUT,
  NOTE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* Reveal animation */

/* Puts a solved digit on screen.  Until its turn in the animation it is
 * not: restyling and redrawing only the few cells whose turn it is keeps
 * each frame short, where 60 cells at once took a frame and more. */
static void
show_solved (SudokuGrid *self,
             guint       cell)
{
  if (!self->unshown[cell])
    return;
  self->unshown[cell] = FALSE;
  _sudoku_grid_show_cell (self, cell);
}

static void
show_all_solved (SudokuGrid *self)
{
  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    show_solved (self, cell);
}

static void
end_animation (SudokuGrid *self)
{
  gboolean was_animating = self->reveal_tick != 0;

  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;
  for (guint k = 0; k < self->reveal_n; k++)
    sudoku_cell_set_reveal (self->cells[self->reveal_order[k]], 1.0);
  self->reveal_n = 0;
  if (was_animating)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/**
 * sudoku_grid_stop_reveal:
 * @self: a #SudokuGrid
 *
 * Ends the solution's entrance at once: every solved digit in its place.
 * Any change of the board but the solution arriving does it too.
 */
void
sudoku_grid_stop_reveal (SudokuGrid *self)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  if (self->board != NULL)
    show_all_solved (self);
  end_animation (self);
}

static gboolean
reveal_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  SudokuGrid *self = SUDOKU_GRID (widget);
  gint64      t = gdk_frame_clock_get_frame_time (frame_clock) - self->reveal_start;

  for (guint k = 0; k < self->reveal_n; k++)
    {
      guint  cell = self->reveal_order[k];
      double progress = (double)(t - (gint64)k * self->reveal_step) / REVEAL_CELL_US;

      if (progress <= 0.0)
        continue;
      show_solved (self, cell);
      sudoku_cell_set_reveal (self->cells[cell], progress);
    }

  if (t < (gint64)(self->reveal_n - 1) * self->reveal_step + REVEAL_CELL_US)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  self->reveal_n = 0;
  show_all_solved (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
  return G_SOURCE_REMOVE;
}

/**
 * sudoku_grid_reveal:
 * @self: a #SudokuGrid
 * @order: (array length=n_order): the cells in the order the solver filled them
 * @n_order: how many
 *
 * Shows the solver's digits held back one after another, or at once when
 * animations are off or the grid is not on screen.
 */
void
sudoku_grid_reveal (SudokuGrid   *self,
                    const guint8 *order,
                    guint         n_order)
{
  GdkFrameClock *clock;
  gboolean       animate = TRUE;

  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (n_order <= _sudoku_grid_n_cells (self));
  g_return_if_fail (n_order == 0 || order != NULL);

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  end_animation (self);
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate,
                NULL);
  if (!animate || clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)) || n_order == 0)
    {
      show_all_solved (self);
      return;
    }

  self->reveal_n = n_order;
  memcpy (self->reveal_order, order, n_order);
  self->reveal_step = MIN (REVEAL_STEP_US, REVEAL_TOTAL_US / (gint64)n_order);
  self->reveal_start = gdk_frame_clock_get_frame_time (clock);
  for (guint k = 0; k < self->reveal_n; k++)
    sudoku_cell_set_reveal (self->cells[self->reveal_order[k]], 0.0);
  self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick_cb, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/* Returns: whether the solution is making its entrance */
gboolean
sudoku_grid_get_animating (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  return self->reveal_tick != 0;
}

/* Model to view */

static void
cell_changed_cb (SudokuGrid  *self,
                 guint        row,
                 guint        col,
                 SudokuBoard *board)
{
  SudokuOrigin origin = sudoku_board_get_origin (board, row, col);
  guint        cell = row * _sudoku_grid_side (self) + col;

  /* Anything but the solution arriving ends its entrance at once: the one
   * place that stops it. */
  if (self->reveal_n != 0 && origin != SUDOKU_ORIGIN_SOLVED)
    sudoku_grid_stop_reveal (self);

  /* A digit of a search's solution arriving (the board still searching)
   * waits for its turn (sudoku_grid_reveal ()). */
  if (origin == SUDOKU_ORIGIN_SOLVED && sudoku_board_get_state (board) == SUDOKU_BOARD_SOLVING)
    {
      self->unshown[cell] = TRUE;
      return;
    }
  self->unshown[cell] = FALSE;
  /* A digit checked wrong is marked until it changes. */
  self->wrong[cell] = 0;
  _sudoku_grid_show_cell (self, cell);
  if ((int)cell == self->selected)
    _sudoku_grid_update_same_digit (self);
  if ((int)cell == sudoku_picker_get_cell (SUDOKU_PICKER (self->picker)))
    _sudoku_grid_picker_sync (self);
}

static void
notes_changed_cb (SudokuGrid  *self,
                  guint        row,
                  guint        col,
                  SudokuBoard *board)
{
  guint cell = row * _sudoku_grid_side (self) + col;

  if (!self->unshown[cell])
    _sudoku_grid_show_cell (self, cell);
  if ((int)cell == sudoku_picker_get_cell (SUDOKU_PICKER (self->picker)))
    _sudoku_grid_picker_sync (self);
}

static void
conflicts_changed_cb (SudokuGrid  *self,
                      SudokuBoard *board)
{
  guint side = _sudoku_grid_side (self);

  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    sudoku_cell_set_conflict (self->cells[cell],
                              sudoku_board_get_conflict (board, cell / side, cell % side));
}

/**
 * sudoku_grid_show_board:
 * @self: a #SudokuGrid
 *
 * Shows the board again after a demo or a hint drew on the cells: its
 * digits and the player's pencil marks.
 */
void
sudoku_grid_show_board (SudokuGrid *self)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    {
      if (self->board != NULL)
        _sudoku_grid_show_cell (self, cell);
      else
        sudoku_cell_set_candidates (self->cells[cell], 0);
    }
}

/* The board holds a grid of another shape: other cells, shown anew. */
static void
shape_changed_cb (SudokuGrid *self)
{
  end_animation (self);
  gtk_popover_popdown (GTK_POPOVER (self->picker));
  memset (self->unshown, 0, sizeof self->unshown);
  _sudoku_grid_build_boxes (self, sudoku_board_get_shape (self->board));
  sudoku_grid_show_board (self);
  conflicts_changed_cb (self, self->board);
}

void
sudoku_grid_set_board (SudokuGrid  *self,
                       SudokuBoard *board)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (board == NULL || SUDOKU_IS_BOARD (board));

  if (self->board == board)
    return;
  end_animation (self);
  gtk_popover_popdown (GTK_POPOVER (self->picker));
  memset (self->unshown, 0, sizeof self->unshown);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_object (&self->board, board);
  _sudoku_grid_build_boxes (self,
                            board != NULL ? sudoku_board_get_shape (board) : sudoku_grid_shape_get (9, FALSE));
  if (board != NULL)
    {
      g_signal_connect_swapped (board, "notify::shape", G_CALLBACK (shape_changed_cb), self);
      g_signal_connect_swapped (board, "cell-changed", G_CALLBACK (cell_changed_cb), self);
      g_signal_connect_swapped (board, "conflicts-changed", G_CALLBACK (conflicts_changed_cb),
                                self);
      g_signal_connect_swapped (board, "notes-changed", G_CALLBACK (notes_changed_cb), self);
      sudoku_grid_show_board (self);
      conflicts_changed_cb (self, board);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

/**
 * sudoku_grid_warm_up:
 * @self: a #SudokuGrid
 *
 * Prepares, while the window idles, what the first frames of a solution
 * or a demo would otherwise do for the first time: call it when the window
 * changes size (a change of the digits' size starts it by itself).
 */
void
sudoku_grid_warm_up (SudokuGrid *self)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  sudoku_warm_up_schedule (self->warm_up);
}

SudokuBoard *
sudoku_grid_get_board (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), NULL);
  return self->board;
}

/* View to model: the window decides what typing means. */

/* Whether digits typed, or entered with the keypad or the picker, are
 * pencil marks (the window reads it on SudokuGrid::input). */
void
sudoku_grid_set_notes_mode (SudokuGrid *self,
                            gboolean    notes_mode)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  notes_mode = !!notes_mode;
  if (notes_mode == self->notes_mode)
    return;
  self->notes_mode = notes_mode;
  _sudoku_grid_picker_sync (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTES_MODE]);
}

gboolean
sudoku_grid_get_notes_mode (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  return self->notes_mode;
}

void
sudoku_grid_focus_cell (SudokuGrid *self,
                        guint       row,
                        guint       col)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (row < _sudoku_grid_side (self) && col < _sudoku_grid_side (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[row * _sudoku_grid_side (self) + col]));
}

SudokuCell *
sudoku_grid_get_cell (SudokuGrid *self,
                      guint       row,
                      guint       col)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), NULL);
  g_return_val_if_fail (row < _sudoku_grid_side (self) && col < _sudoku_grid_side (self), NULL);
  return self->cells[row * _sudoku_grid_side (self) + col];
}

/* Widget */

static void
sudoku_grid_measure (GtkWidget     *widget,
                     GtkOrientation orientation,
                     int            for_size,
                     int           *minimum,
                     int           *natural,
                     int           *minimum_baseline,
                     int           *natural_baseline)
{
  SudokuGrid *self = SUDOKU_GRID (widget);

  gtk_widget_measure (self->boxes, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
  /* Room for the labels: a nineteenth of the side (half a cell). */
  if (self->labels)
    {
      *minimum += *minimum / 18;
      *natural += *natural / 18;
    }
}

static void
sudoku_grid_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SudokuGrid *self = SUDOKU_GRID (widget);
  int         margin = _sudoku_grid_label_margin (self, MIN (width, height));
  /* The lines between the cells and boxes and the frame take about this. */
  int         cell_size = (MIN (width, height) - margin - _sudoku_grid_lines (self->shape)) /
                  (int)_sudoku_grid_side (self);

  /* One digit size for every cell: the homogeneous rows and columns differ
   * by a pixel, which could put two cells on two rungs of the sizes. */
  for (guint cell = 0; cell < _sudoku_grid_n_cells (self); cell++)
    sudoku_cell_set_uniform_size (self->cells[cell], cell_size);
  gtk_widget_allocate (self->boxes, width - margin, height - margin, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (margin, margin)));
  _sudoku_grid_picker_allocate (self);
}

static void
sudoku_grid_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  SudokuGrid *self = SUDOKU_GRID (widget);

  gtk_widget_snapshot_child (widget, self->boxes, snapshot);
  _sudoku_grid_snapshot_labels (self, snapshot);
  _sudoku_grid_snapshot_chain (self, snapshot);
}

/**
 * sudoku_grid_set_labels:
 * @self: a #SudokuGrid
 * @labels: whether the rows' and columns' numbers show around the grid
 */
void
sudoku_grid_set_labels (SudokuGrid *self,
                        gboolean    labels)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  labels = !!labels;
  if (labels == self->labels)
    return;
  self->labels = labels;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABELS]);
}

gboolean
sudoku_grid_get_labels (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  return self->labels;
}

static void
sudoku_grid_unmap (GtkWidget *widget)
{
  /* Off screen there is no entrance to watch: the digits go in place. */
  sudoku_grid_stop_reveal (SUDOKU_GRID (widget));
  GTK_WIDGET_CLASS (sudoku_grid_parent_class)->unmap (widget);
}

static void
sudoku_grid_dispose (GObject *object)
{
  SudokuGrid *self = SUDOKU_GRID (object);

  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;
  self->reveal_n = 0;
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  g_clear_object (&self->warm_up);
  g_clear_pointer (&self->chain, g_array_unref);
  g_clear_pointer (&self->picker, gtk_widget_unparent);
  g_clear_pointer (&self->boxes, gtk_widget_unparent);

  G_OBJECT_CLASS (sudoku_grid_parent_class)->dispose (object);
}

static void
sudoku_grid_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SudokuGrid *self = SUDOKU_GRID (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, sudoku_grid_get_animating (self));
      break;
    case PROP_LABELS:
      g_value_set_boolean (value, self->labels);
      break;
    case PROP_NOTES_MODE:
      g_value_set_boolean (value, self->notes_mode);
      break;
    case PROP_MOVE_ON:
      g_value_set_boolean (value, self->move_on);
      break;
    case PROP_COLOUR:
      g_value_set_uint (value, self->colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_grid_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SudokuGrid *self = SUDOKU_GRID (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      sudoku_grid_set_board (self, g_value_get_object (value));
      break;
    case PROP_LABELS:
      sudoku_grid_set_labels (self, g_value_get_boolean (value));
      break;
    case PROP_NOTES_MODE:
      sudoku_grid_set_notes_mode (self, g_value_get_boolean (value));
      break;
    case PROP_MOVE_ON:
      sudoku_grid_set_move_on (self, g_value_get_boolean (value));
      break;
    case PROP_COLOUR:
      sudoku_grid_set_colour (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
install_properties (GObjectClass *object_class)
{
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, SUDOKU_TYPE_BOARD,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuGrid:animating:
   *
   * Whether the solver's digits are making their entrance.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuGrid:labels:
   *
   * Whether the numbers of the rows and columns show around the grid.
   */
  properties[PROP_LABELS] =
    g_param_spec_boolean ("labels", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuGrid:notes-mode:
   *
   * Whether digits typed or entered with the keypad or the picker are
   * pencil marks (win.notes-mode, Ctrl+M, the keypad's Notes switch).
   */
  properties[PROP_NOTES_MODE] =
    g_param_spec_boolean ("notes-mode", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuGrid:move-on:
   *
   * Whether a digit moves on to the next cell while solving (Move On After
   * Typing); while a puzzle is entered, one always does.
   */
  /**
   * SudokuGrid:colour:
   *
   * The colour a digit entered paints on its pencil mark or its cell, in
   * place of going in (win.colour, the keypad's colours), or 0.
   */
  properties[PROP_COLOUR] =
    g_param_spec_uint ("colour", NULL, NULL, 0, SUDOKU_N_COLOURS, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_MOVE_ON] =
    g_param_spec_boolean ("move-on", NULL, NULL, FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_grid_class_init (SudokuGridClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_grid_dispose;
  object_class->get_property = sudoku_grid_get_property;
  object_class->set_property = sudoku_grid_set_property;
  widget_class->unmap = sudoku_grid_unmap;
  widget_class->measure = sudoku_grid_measure;
  widget_class->size_allocate = sudoku_grid_size_allocate;
  widget_class->snapshot = sudoku_grid_snapshot;

  install_properties (object_class);

  /**
   * SudokuGrid::input:
   * @self: the grid
   * @row: the cell's row, 0–8
   * @col: the cell's column, 0–8
   * @text: what was typed, "" to empty the cell
   *
   * Returns: %TRUE if @text went into the cell as its digit (or "0" emptied
   *   it): the focus may then move on
   */
  signals[INPUT] =
    g_signal_new ("input", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 3, G_TYPE_UINT,
                  G_TYPE_UINT, G_TYPE_STRING);
  /**
   * SudokuGrid::note:
   * @self: the grid
   * @row: the cell's row, 0–8
   * @col: the cell's column, 0–8
   * @digit: the pencil mark to toggle, 1–9 (Ctrl and a digit)
   */
  signals[NOTE] =
    g_signal_new ("note", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "sudoku-grid");
  _sudoku_grid_picker_class_init (widget_class);
}

static void
sudoku_grid_init (SudokuGrid *self)
{
  self->selected = -1;
  _sudoku_grid_build_boxes (self, sudoku_grid_shape_get (9, FALSE));
  _sudoku_grid_picker_init (self);
  self->warm_up = sudoku_warm_up_new (GTK_WIDGET (self), self->cells[0]);
  /* The numbers around the grid in the digits shown (the cells follow them
   * by themselves). */
  g_signal_connect_object (sudoku_digits_manager_get_default (), "notify::digits",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
sudoku_grid_new (void)
{
  return g_object_new (SUDOKU_TYPE_GRID, NULL);
}
