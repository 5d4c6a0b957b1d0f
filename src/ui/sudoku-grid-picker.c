/* sudoku-grid-picker.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-grid"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-grid-private.h"

/* How a mouse, a pen or a finger enters digits: through the keypad
 * (sudoku_grid_enter ()) and the picker, a popover on a cell offering 1–9
 * and Erase.  The picker opens on a second click (or tap) on the selected
 * cell (a click on the cell the keyboard went to only selects it), on a
 * secondary click, on a long press, or on the Menu key or Shift+F10.  Keys typed while it is open go to
 * its cell, as if it were not there.  In notes mode its digits
 * toggle pencil marks and it stays open; otherwise a digit goes in and it
 * closes.  What it enters goes through SudokuGrid::input, as typing does. */

/* What a cell was given, by a key, the keypad or the picker: one way in. */
void
_sudoku_grid_emit_input (SudokuGrid *self,
                         guint       cell,
                         const char *text)
{
  g_assert (cell < SUDOKU_N_CELLS);
  g_signal_emit_by_name (self, "input", cell / 9, cell % 9, text);
}

/**
 * sudoku_grid_enter:
 * @self: a #SudokuGrid
 * @text: a digit "1"–"9", or "" to erase
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
  return (int)(sudoku_cell_get_row (SUDOKU_CELL (cell)) * 9 +
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

/* The buttons say what the cell holds: its digit, or in notes mode its
 * pencil marks. */
void
_sudoku_grid_picker_sync (SudokuGrid *self)
{
  guint value = 0, notes = 0;

  if (self->picker == NULL)
    return;
  if (self->board != NULL && self->picker_cell >= 0)
    {
      value = sudoku_board_get_value (self->board, (guint)self->picker_cell / 9,
                                      (guint)self->picker_cell % 9);
      notes = sudoku_board_get_notes (self->board, (guint)self->picker_cell / 9,
                                      (guint)self->picker_cell % 9);
    }
  self->picker_syncing = TRUE;
  /* Translators: the picker's title: its buttons put a digit in the cell */
  gtk_label_set_text (GTK_LABEL (self->picker_title), self->notes_mode ? _("Notes") : _("Digit"));
  for (guint digit = 1; digit <= 9; digit++)
    {
      GtkWidget       *button = self->picker_digits[digit];
      gboolean         on = self->notes_mode ? (notes & (1u << digit)) != 0 : value == digit;
      g_autofree char *name = NULL;

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), on);
      /* Translators: the picker's buttons, read by a screen reader. */
      name = g_strdup_printf (self->notes_mode ? _("Note %u") : _("Digit %u"), digit);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
    }
  self->picker_syncing = FALSE;
}

static void
picker_digit_cb (GtkButton  *button,
                 SudokuGrid *self)
{
  int  cell = self->picker_cell;
  char text[2] = { 0 };

  if (self->picker_syncing || cell < 0)
    return;
  text[0] = (char)('0' + GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "digit")));
  /* A digit closes the picker first: the focus is back on the cell when
   * the window moves it on after a digit. */
  if (!self->notes_mode)
    gtk_popover_popdown (GTK_POPOVER (self->picker));
  _sudoku_grid_emit_input (self, (guint)cell, text);
  _sudoku_grid_picker_sync (self);
}

static void
picker_erase_cb (SudokuGrid *self)
{
  int cell = self->picker_cell;

  if (cell < 0)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->picker));
  _sudoku_grid_emit_input (self, (guint)cell, "");
}

/* A key typed while the picker is open: a character or an erasing key
 * goes to the cell, as typed there (the window accepts or refuses it). */
static gboolean
picker_key_cb (SudokuGrid            *self,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               GtkEventControllerKey *controller)
{
  int      cell = self->picker_cell;
  gunichar c = gdk_keyval_to_unicode (keyval);
  char     text[8] = { 0 };

  if (cell < 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)))
    return FALSE;
  if (keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    text[0] = '\0';
  else if (c != 0 && !g_unichar_iscntrl (c) && !g_unichar_isspace (c))
    g_unichar_to_utf8 (c, text);
  else
    return FALSE;
  gtk_popover_popdown (GTK_POPOVER (self->picker));
  _sudoku_grid_emit_input (self, (guint)cell, text);
  return TRUE;
}

static void
picker_closed_cb (SudokuGrid *self)
{
  int cell = self->picker_cell;

  self->picker_cell = -1;
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
  g_return_if_fail (row < 9 && col < 9);

  if (self->board == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->cells[row * 9 + col]));
  if (sudoku_board_get_solving (self->board) &&
      sudoku_board_get_origin (self->board, row, col) == SUDOKU_ORIGIN_GIVEN &&
      sudoku_board_get_value (self->board, row, col) != 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->picker_cell = (int)(row * 9 + col);
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

  if (self->picker == NULL || self->picker_cell < 0 || !gtk_widget_get_visible (self->picker))
    return;
  if (gtk_widget_compute_bounds (GTK_WIDGET (self->cells[self->picker_cell]), GTK_WIDGET (self),
                                 &bounds))
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
      sudoku_grid_open_picker (self, (guint)cell / 9, (guint)cell % 9);
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
    sudoku_grid_open_picker (self, (guint)cell / 9, (guint)cell % 9);
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
  sudoku_grid_open_picker (self, (guint)cell / 9, (guint)cell % 9);
}

static GtkWidget *
picker_button (const char *label)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_add_css_class (button, "picker-digit");
  return button;
}

/* The Menu key or Shift+F10 on a cell: the picker, for the keyboard too. */
static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuGrid *self = SUDOKU_GRID (widget);

  if (self->selected >= 0)
    sudoku_grid_open_picker (self, (guint)self->selected / 9, (guint)self->selected % 9);
}

void
_sudoku_grid_picker_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "grid.pick", NULL, pick_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "grid.pick", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "grid.pick",
                                       NULL);
}

void
_sudoku_grid_picker_init (SudokuGrid *self)
{
  GtkWidget          *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget          *digits = gtk_grid_new ();
  GtkGesture         *click = gtk_gesture_click_new ();
  GtkGesture         *long_press = gtk_gesture_long_press_new ();
  GtkEventController *keys;

  self->picker_cell = -1;
  self->press_cell = -1;
  self->clicked_cell = -1;
  self->picker = gtk_popover_new ();
  gtk_widget_add_css_class (self->picker, "sudoku-picker");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->picker), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Digit picker"), -1);
  self->picker_title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->picker_title, "heading");
  gtk_box_append (GTK_BOX (box), self->picker_title);
  gtk_grid_set_row_spacing (GTK_GRID (digits), 4);
  gtk_grid_set_column_spacing (GTK_GRID (digits), 4);
  gtk_grid_set_row_homogeneous (GTK_GRID (digits), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (digits), TRUE);
  /* Digits read left to right in every language, as the grid does. */
  gtk_widget_set_direction (digits, GTK_TEXT_DIR_LTR);
  for (guint digit = 1; digit <= 9; digit++)
    {
      char label[2] = { (char)('0' + digit), '\0' };

      self->picker_digits[digit] = picker_button (label);
      g_object_set_data (G_OBJECT (self->picker_digits[digit]), "digit", GUINT_TO_POINTER (digit));
      g_signal_connect (self->picker_digits[digit], "clicked", G_CALLBACK (picker_digit_cb), self);
      gtk_grid_attach (GTK_GRID (digits), self->picker_digits[digit], (int)((digit - 1) % 3),
                       (int)((digit - 1) / 3), 1, 1);
    }
  gtk_box_append (GTK_BOX (box), digits);
  self->picker_erase = gtk_button_new_with_label (_("Erase"));
  gtk_widget_set_tooltip_text (self->picker_erase,
                               _("Empty the selected cell, or in notes mode clear its pencil marks (Delete)"));
  g_signal_connect_swapped (self->picker_erase, "clicked", G_CALLBACK (picker_erase_cb), self);
  gtk_box_append (GTK_BOX (box), self->picker_erase);
  gtk_popover_set_child (GTK_POPOVER (self->picker), box);
  gtk_popover_set_position (GTK_POPOVER (self->picker), GTK_POS_BOTTOM);
  gtk_widget_set_parent (self->picker, GTK_WIDGET (self));
  g_signal_connect_swapped (self->picker, "closed", G_CALLBACK (picker_closed_cb), self);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (keys, "picker-keys");
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (picker_key_cb), self);
  gtk_widget_add_controller (self->picker, keys);
  _sudoku_grid_picker_sync (self);

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

void
_sudoku_grid_picker_dispose (SudokuGrid *self)
{
  g_clear_pointer (&self->picker, gtk_widget_unparent);
}
