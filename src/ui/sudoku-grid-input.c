/* sudoku-grid-input.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-grid-private.h"
#include "sudoku-picker.h"

/* What goes into the grid's cells: keys, the keypad and the picker, one
 * way in (SudokuGrid::input), and where the focus goes after a digit.
 *
 * How a mouse, a pen or a finger enters digits: through the keypad
 * (sudoku_grid_enter ()) and the picker (sudoku-picker.c), a popover on a
 * cell offering the digits and Erase.  The picker opens on a second click (or tap) on the selected
 * cell (a click on the cell the keyboard went to only selects it), on a
 * secondary click, on a long press, or on the Menu key or Shift+F10.  Keys typed while it is open go to
 * its cell, as if it were not there.  In notes mode its digits
 * toggle pencil marks and it stays open; otherwise a digit goes in and it
 * closes.  What it enters goes through SudokuGrid::input, as typing does. */

/* Whether a digit entered moves the focus on to the next cell in reading
 * order: always while a puzzle is being entered (a row of a newspaper's
 * puzzle types in one go, 0 for an empty cell), and while it is being
 * solved when #SudokuGrid:move-on says so. */
void
sudoku_grid_set_move_on (SudokuGrid *self,
                         gboolean    move_on)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));

  move_on = !!move_on;
  if (move_on == self->move_on)
    return;
  self->move_on = move_on;
  g_object_notify (G_OBJECT (self), "move-on");
}

/* The colour a digit entered paints (sudoku_board_paint ()) in place of
 * going in, or 0: #SudokuGrid:colour. */
void
sudoku_grid_set_colour (SudokuGrid *self,
                        guint       colour)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (colour <= SUDOKU_N_COLOURS);

  if (colour == self->colour)
    return;
  self->colour = colour;
  g_object_notify (G_OBJECT (self), "colour");
}

guint
sudoku_grid_get_colour (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), 0);
  return self->colour;
}

gboolean
sudoku_grid_get_move_on (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  return self->move_on;
}

void
_sudoku_grid_move_on (SudokuGrid *self,
                      guint       cell)
{
  gboolean solving = self->board != NULL && sudoku_board_get_solving (self->board);

  if ((self->move_on || !solving) && cell + 1 < _sudoku_grid_n_cells (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->cells[cell + 1]));
}

/* What a cell was given, by a key, the keypad or the picker: one way in. */
void
_sudoku_grid_emit_input (SudokuGrid *self,
                         guint       cell,
                         const char *text)
{
  gboolean taken = FALSE;

  g_assert (cell < _sudoku_grid_n_cells (self));
  g_signal_emit_by_name (self, "input", cell / _sudoku_grid_side (self), cell % _sudoku_grid_side (self), text, &taken);
  if (taken && text[0] != '\0' && !self->notes_mode)
    _sudoku_grid_move_on (self, cell);
}

static void
cell_input_cb (SudokuGrid *self,
               const char *text,
               SudokuCell *cell)
{
  _sudoku_grid_emit_input (self, sudoku_cell_get_row (cell) * _sudoku_grid_side (self) + sudoku_cell_get_col (cell), text);
}

/* Moves the focus from @cell by @rows and @cols; with @wrap, in reading
 * order, into the next row and back (Tab leaves the grid at either end). */
static gboolean
move_from (SudokuGrid *self,
           SudokuCell *cell,
           int         rows,
           int         cols,
           gboolean    wrap)
{
  int row = (int)sudoku_cell_get_row (cell) + rows;
  int col = (int)sudoku_cell_get_col (cell) + cols;

  if (wrap)
    {
      int index = row * _sudoku_grid_side (self) + col;

      if (index < 0 || index >= (int)_sudoku_grid_n_cells (self))
        return FALSE; /* Tab leaves the grid */
      row = index / _sudoku_grid_side (self);
      col = index % _sudoku_grid_side (self);
    }
  row = CLAMP (row, 0, (int)_sudoku_grid_side (self) - 1);
  col = CLAMP (col, 0, (int)_sudoku_grid_side (self) - 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[row * _sudoku_grid_side (self) + col]));
  return TRUE;
}

/* What a cell's keys give. */
void
_sudoku_grid_connect_input (SudokuGrid *self,
                            SudokuCell *cell)
{
  g_signal_connect_object (cell, "input", G_CALLBACK (cell_input_cb), self, G_CONNECT_SWAPPED);
}

/* The grid's key bindings that move the focus ("(iib)": rows, columns,
 * wrap; "(ib)": to the row's first or last column): the cell with the
 * focus passes them on.  A Tab at either end is not the grid's: it goes
 * on to the next control. */
static gboolean
move_binding (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  SudokuGrid *self = SUDOKU_GRID (widget);
  GtkRoot    *root = gtk_widget_get_root (widget);
  GtkWidget  *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  SudokuCell *cell;
  int         rows, cols;
  gboolean    wrap;

  /* The cell with the focus, which passed the key on. */
  if (!SUDOKU_IS_CELL (focus) || !gtk_widget_is_ancestor (focus, widget))
    return FALSE;
  cell = SUDOKU_CELL (focus);
  if (g_variant_is_of_type (args, G_VARIANT_TYPE ("(ib)")))
    {
      g_variant_get (args, "(ib)", &rows, &wrap);
      /* Home and End: the row's first or last cell. */
      return move_from (self, cell, 0, wrap ? (int)_sudoku_grid_side (self) - 1 - (int)sudoku_cell_get_col (cell) : -(int)sudoku_cell_get_col (cell), FALSE);
    }
  g_variant_get (args, "(iib)", &rows, &cols, &wrap);
  return move_from (self, cell, rows, cols, wrap);
}

static void
add_move (GtkWidgetClass *widget_class,
          guint           keyval,
          guint           keypad,
          GdkModifierType state,
          int             rows,
          int             cols,
          gboolean        wrap)
{
  gtk_widget_class_add_binding (widget_class, keyval, state, move_binding, "(iib)", rows, cols,
                                wrap);
  if (keypad != 0)
    gtk_widget_class_add_binding (widget_class, keypad, state, move_binding, "(iib)", rows, cols,
                                  wrap);
}

static void
add_moves (GtkWidgetClass *widget_class)
{
  add_move (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1, 0, FALSE);
  add_move (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1, 0, FALSE);
  /* Left and Right go on into the previous and the next row. */
  add_move (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, 0, 0, -1, TRUE);
  add_move (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 0, 0, 1, TRUE);
  add_move (widget_class, GDK_KEY_Tab, GDK_KEY_KP_Tab, 0, 0, 1, TRUE);
  /* (Shift+Tab: GTK's trigger takes the ISO_Left_Tab of its events.) */
  add_move (widget_class, GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_SHIFT_MASK, 0, -1, TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Home, 0, move_binding, "(ib)", 0, FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Home, 0, move_binding, "(ib)", 0, FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_End, 0, move_binding, "(ib)", 0, TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_End, 0, move_binding, "(ib)", 0, TRUE);
}

/**
 * sudoku_grid_enter:
 * @self: a #SudokuGrid
 * @text: a digit of the shape ("1"–"9", "A"–"G"), or "" to erase
 *
 * Enters @text in the selected cell as if it were typed there (the keypad
 * does so): the grid's #SudokuGrid::input, then what the window makes of
 * it, a digit or, in notes mode, a pencil mark.
 *
 * Returns: %FALSE if no cell is selected
 */
gboolean
sudoku_grid_enter (SudokuGrid *self,
                   const char *text)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->selected < 0)
    return FALSE;
  _sudoku_grid_emit_input (self, (guint)self->selected, text);
  return TRUE;
}

static int
cell_at (SudokuGrid *self,
         double      x,
         double      y)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  GtkWidget *cell = picked != NULL ? gtk_widget_get_ancestor (picked, SUDOKU_TYPE_CELL) : NULL;

  if (cell == NULL)
    return -1;
  return (int)(sudoku_cell_get_row (SUDOKU_CELL (cell)) * _sudoku_grid_side (self) +
               sudoku_cell_get_col (SUDOKU_CELL (cell)));
}

static gboolean
cell_has_focus (SudokuGrid *self,
                int         cell)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return cell >= 0 && root != NULL &&
         gtk_root_get_focus (root) == GTK_WIDGET (self->cells[cell]);
}

/* The picker's buttons say what its cell holds. */
void
_sudoku_grid_picker_sync (SudokuGrid *self)
{
  int   cell = self->picker != NULL ? sudoku_picker_get_cell (SUDOKU_PICKER (self->picker)) : -1;
  guint value = 0, notes = 0;

  if (self->picker == NULL)
    return;
  if (self->board != NULL && cell >= 0)
    {
      value = sudoku_board_get_value (self->board, (guint)cell / _sudoku_grid_side (self), (guint)cell % _sudoku_grid_side (self));
      notes = sudoku_board_get_notes (self->board, (guint)cell / _sudoku_grid_side (self), (guint)cell % _sudoku_grid_side (self));
    }
  sudoku_picker_show (SUDOKU_PICKER (self->picker), value, notes, self->notes_mode);
}

/* What was picked goes in as typed there. */
static void
picked_cb (SudokuGrid   *self,
           int           cell,
           const char   *text,
           SudokuPicker *picker)
{
  _sudoku_grid_emit_input (self, (guint)cell, text);
  _sudoku_grid_picker_sync (self);
}

/* Closed: the focus goes back to its cell. */
static void
picker_closed_cb (SudokuGrid *self)
{
  int cell = sudoku_picker_get_cell (SUDOKU_PICKER (self->picker));

  if (cell >= 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->cells[cell]));
}

/**
 * sudoku_grid_open_picker:
 * @self: a #SudokuGrid
 * @row: the row, 0–8
 * @col: the column, 0–8
 *
 * Selects the cell and opens the picker on it, unless the cell is one of
 * the puzzle's own digits while the puzzle is being solved.
 */
void
sudoku_grid_open_picker (SudokuGrid *self,
                         guint       row,
                         guint       col)
{
  g_return_if_fail (SUDOKU_IS_GRID (self));
  g_return_if_fail (row < _sudoku_grid_side (self) && col < _sudoku_grid_side (self));

  if (self->board == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[row * _sudoku_grid_side (self) + col]));
  if (sudoku_board_get_solving (self->board) &&
      sudoku_board_get_origin (self->board, row, col) == SUDOKU_ORIGIN_GIVEN &&
      sudoku_board_get_value (self->board, row, col) != 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  sudoku_picker_set_cell (SUDOKU_PICKER (self->picker), (int)(row * _sudoku_grid_side (self) + col));
  /* Without a compositor the arrow would stand on a black square (as the
   * window's menu's). */
  gtk_popover_set_has_arrow (GTK_POPOVER (self->picker),
                             gdk_display_is_composited (gtk_widget_get_display (GTK_WIDGET (self))));
  _sudoku_grid_picker_sync (self);
  gtk_popover_popup (GTK_POPOVER (self->picker));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/**
 * sudoku_grid_get_picker:
 * @self: a #SudokuGrid
 *
 * Returns: (transfer none): the picker, shown while it is open
 */
GtkPopover *
sudoku_grid_get_picker (SudokuGrid *self)
{
  g_return_val_if_fail (SUDOKU_IS_GRID (self), NULL);
  return GTK_POPOVER (self->picker);
}

/* Points the picker at its cell; a popover is placed in its parent's
 * size_allocate. */
void
_sudoku_grid_picker_allocate (SudokuGrid *self)
{
  graphene_rect_t bounds;
  int             cell;

  if (self->picker == NULL || !gtk_widget_get_visible (self->picker))
    return;
  cell = sudoku_picker_get_cell (SUDOKU_PICKER (self->picker));
  if (cell < 0)
    return;
  if (gtk_widget_compute_bounds (GTK_WIDGET (self->cells[cell]), GTK_WIDGET (self), &bounds))
    {
      GdkRectangle rect = { (int)bounds.origin.x, (int)bounds.origin.y, (int)bounds.size.width,
                            (int)bounds.size.height };

      gtk_popover_set_pointing_to (GTK_POPOVER (self->picker), &rect);
    }
  gtk_popover_present (GTK_POPOVER (self->picker));
}

/* Gestures: they watch the presses before the cells do (capture phase),
 * to know whether the cell pressed was already the selected one. */

static void
click_pressed_cb (SudokuGrid      *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  int cell = cell_at (self, x, y);

  self->press_cell = cell;
  self->press_on_selected = cell >= 0 && cell == self->selected && cell == self->clicked_cell &&
                            cell_has_focus (self, cell);
  /* A secondary click (or a pen's button) opens it at once. */
  if (cell >= 0 &&
      gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_SECONDARY)
    {
      self->press_cell = -1;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      sudoku_grid_open_picker (self, (guint)cell / _sudoku_grid_side (self), (guint)cell % _sudoku_grid_side (self));
    }
}

static void
click_released_cb (SudokuGrid      *self,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  int cell = cell_at (self, x, y);

  if (cell >= 0 && cell == self->press_cell && self->press_on_selected)
    sudoku_grid_open_picker (self, (guint)cell / _sudoku_grid_side (self), (guint)cell % _sudoku_grid_side (self));
  self->clicked_cell = cell;
  self->press_cell = -1;
  self->press_on_selected = FALSE;
}

static void
long_pressed_cb (SudokuGrid          *self,
                 double               x,
                 double               y,
                 GtkGestureLongPress *gesture)
{
  int cell = cell_at (self, x, y);

  if (cell < 0)
    return;
  self->press_cell = -1;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  sudoku_grid_open_picker (self, (guint)cell / _sudoku_grid_side (self), (guint)cell % _sudoku_grid_side (self));
}

/* The Menu key or Shift+F10 on a cell: the picker, for the keyboard too. */
static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuGrid *self = SUDOKU_GRID (widget);

  if (self->selected >= 0)
    sudoku_grid_open_picker (self, (guint)self->selected / _sudoku_grid_side (self), (guint)self->selected % _sudoku_grid_side (self));
}

void
_sudoku_grid_picker_class_init (GtkWidgetClass *widget_class)
{
  add_moves (widget_class);
  gtk_widget_class_install_action (widget_class, "grid.pick", NULL, pick_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "grid.pick", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "grid.pick",
                                       NULL);
}

void
_sudoku_grid_picker_init (SudokuGrid *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();

  self->press_cell = -1;
  self->clicked_cell = -1;
  self->picker = sudoku_picker_new ();
  gtk_widget_set_parent (self->picker, GTK_WIDGET (self));
  g_signal_connect_swapped (self->picker, "picked", G_CALLBACK (picked_cb), self);
  g_signal_connect_swapped (self->picker, "closed", G_CALLBACK (picker_closed_cb), self);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press),
                                              GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (long_press, "pressed", G_CALLBACK (long_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (long_press));
}
