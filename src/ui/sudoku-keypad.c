/* sudoku-keypad.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-keypad"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-keypad.h"

/* The keypad: the shape's digits (1–9 on a 9×9), Erase and the Notes switch, for playing with a
 * mouse, a pen or a finger.  A digit goes into the grid's selected cell
 * through sudoku_grid_enter (), the way a typed one does; the Notes switch
 * is the grid's notes-mode.  Each digit shows how many of it are still to
 * place and is greyed when all nine are in.  With nothing to place (the
 * solver's solution is shown, or the player finished) the whole keypad is
 * insensitive; it stays in its place, so the grid never jumps.  Horizontal:
 * one row (under the grid); vertical: three columns (beside it). */

struct _SudokuKeypad
{
  GtkWidget      parent_instance;

  /* Template widgets */
  GtkGrid       *buttons;
  GtkWidget     *erase_button;
  GtkWidget     *notes_button;
  GtkWidget     *colour_button;

  /* Borrowed: children of buttons */
  GtkWidget     *digits[SUDOKU_MAX_SIDE + 1]; /* [0] unused; those above side hidden */
  GtkWidget     *counts[SUDOKU_MAX_SIDE + 1];

  /* Owned */
  SudokuGrid    *grid;
  GBinding      *notes_binding;
  GSignalGroup  *board_signals;
  GtkOrientation orientation;
  guint          side; /* the board's: digits 1 to side */
  guint          left[SUDOKU_MAX_SIDE + 1];
};

G_DEFINE_FINAL_TYPE_WITH_CODE (SudokuKeypad, sudoku_keypad, GTK_TYPE_WIDGET, G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL))

enum
{
  PROP_0,
  PROP_GRID,
  PROP_ORIENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Model to view */

static void
update (SudokuKeypad *self)
{
  SudokuBoard *board = self->grid != NULL ? sudoku_grid_get_board (self->grid) : NULL;
  guint        count[SUDOKU_MAX_SIDE + 1] = { 0 };
  gboolean     done = TRUE;
  guint        side = self->side;

  if (board != NULL)
    {
      for (guint cell = 0; cell < side * side; cell++)
        count[sudoku_board_get_value (board, cell / side, cell % side)]++;
      done = sudoku_board_get_state (board) == SUDOKU_BOARD_SOLVED ||
             sudoku_board_get_finished (board);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->buttons), !done);
  for (guint digit = 1; digit <= side; digit++)
    {
      guint            left = count[digit] >= side ? 0 : side - count[digit];
      char             text[4];
      g_autofree char *name = NULL;
      g_autofree char *shown = NULL;

      if (left == self->left[digit])
        continue;
      self->left[digit] = left;
      g_snprintf (text, sizeof text, "%u", left);
      sudoku_digits_set_label (GTK_LABEL (self->counts[digit]), text);
      gtk_widget_set_sensitive (self->digits[digit], left > 0);
      if (left == 0 && side == 9)
        /* Translators: a keypad button, read by a screen reader */
        name = g_strdup_printf (_("Digit %u, all nine placed"), digit);
      else
        /* Translators: a keypad button, read by a screen reader: the digit, and how many of it
         * are still to place */
        name = g_strdup_printf (ngettext ("Digit %u, %u left", "Digit %u, %u left", left), digit,
                                left);
      shown = sudoku_digits_show (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->digits[digit]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, shown, -1);
    }
}

/* The digits shown changed: the names anew (the labels follow by themselves). */
static void
digits_changed_cb (SudokuKeypad *self)
{
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    self->left[digit] = G_MAXUINT;
  update (self);
}

/* The colours' button wears the colour chosen. */
static void
colour_changed_cb (SudokuKeypad *self)
{
  guint colour = self->grid != NULL ? sudoku_grid_get_colour (self->grid) : 0;

  for (guint c = 1; c <= SUDOKU_N_COLOURS; c++)
    {
      char name[16];

      g_snprintf (name, sizeof name, "colour-%u", c);
      if (c == colour)
        gtk_widget_add_css_class (self->colour_button, name);
      else
        gtk_widget_remove_css_class (self->colour_button, name);
    }
}

/* View to model */

static void
enter (SudokuKeypad *self,
       const char   *text)
{
  if (self->grid == NULL)
    return;
  if (!sudoku_grid_enter (self->grid, text))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
digit_clicked_cb (GtkButton    *button,
                  SudokuKeypad *self)
{
  char text[4] = { 0 };

  g_snprintf (text, sizeof text, "%u",
              GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "digit")));
  enter (self, text);
}

static void
erase_clicked_cb (SudokuKeypad *self)
{
  enter (self, "");
}

/* Layout */

static void
place (SudokuKeypad *self,
       GtkWidget    *child,
       int           column,
       int           row,
       int           width)
{
  GtkLayoutManager   *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->buttons));
  GtkGridLayoutChild *place = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

  gtk_grid_layout_child_set_column (place, column);
  gtk_grid_layout_child_set_row (place, row);
  gtk_grid_layout_child_set_column_span (place, width);
}

static void
lay_out (SudokuKeypad *self)
{
  gboolean row = self->orientation == GTK_ORIENTATION_HORIZONTAL;
  /* A row under the grid (two of 8 for 16 digits), or beside it the
   * digits as the cells' pencil marks lie: 2, 3, 3 or 4 a row. */
  int      across = row ? (self->side == 16 ? 8 : (int)self->side)
                        : (self->side == 4 ? 2 : self->side == 16 ? 4
                                                                  : 3);
  int      rows = ((int)self->side + across - 1) / across;

  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    {
      gtk_widget_set_visible (self->digits[digit], digit <= self->side);
      if (digit <= self->side)
        place (self, self->digits[digit], (int)(digit - 1) % across, (int)(digit - 1) / across, 1);
    }
  place (self, self->erase_button, row ? across : 0, row ? 0 : rows, row ? 1 : across);
  place (self, self->notes_button, row ? across + 1 : 0, row ? 0 : rows + 1, row ? 1 : across);
  place (self, self->colour_button, row ? across + 2 : 0, row ? 0 : rows + 2, row ? 1 : across);
  /* Under the grid the digits share its width (bigger targets for a
   * finger); beside it the keypad takes no more width than it needs. */
  gtk_widget_set_halign (GTK_WIDGET (self->buttons), row ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (GTK_WIDGET (self), row);
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    gtk_widget_set_hexpand (self->digits[digit], row);
}

static int
min_size (GtkWidget     *key,
          GtkOrientation orientation)
{
  int size = 0;

  if (gtk_widget_get_visible (key))
    gtk_widget_measure (key, orientation, -1, &size, NULL, NULL, NULL);
  return size;
}

/**
 * sudoku_keypad_get_needs:
 * @self: a #SudokuKeypad
 * @orientation: %GTK_ORIENTATION_HORIZONTAL for a row under the grid,
 *   %GTK_ORIENTATION_VERTICAL for a block beside it
 *
 * What the keypad needs laid out so, whichever way it is laid out now: a
 * row's width, or a block's height, from its keys' minimum sizes (margins
 * left out).  The stage lays the keypad out only where it fits.
 *
 * Returns: the width of a row, or the height of a block, in pixels
 */
int
sudoku_keypad_get_needs (SudokuKeypad  *self,
                         GtkOrientation orientation)
{
  gboolean   row = orientation == GTK_ORIENTATION_HORIZONTAL;
  int        across = row ? (self->side == 16 ? 8 : (int)self->side)
                          : (self->side == 4 ? 2 : self->side == 16 ? 4
                                                                    : 3);
  int        lines = ((int)self->side + across - 1) / across;
  GtkWidget *words[] = { self->erase_button, self->notes_button, self->colour_button };
  int        spacing = row ? gtk_grid_get_column_spacing (self->buttons)
                           : gtk_grid_get_row_spacing (self->buttons);
  int        total = 0;

  g_return_val_if_fail (SUDOKU_IS_KEYPAD (self), 0);

  /* A row: its columns of digits, then the words, each a column.  A block:
   * its lines of digits, then the words, each a line. */
  for (int line = 0; line < (row ? across : lines); line++)
    {
      int most = 0;

      for (int other = 0; other < (row ? lines : across); other++)
        {
          int digit = row ? other * across + line + 1 : line * across + other + 1;

          if (digit <= (int)self->side)
            most = MAX (most, min_size (self->digits[digit], orientation));
        }
      total += most + (line > 0 ? spacing : 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (gtk_widget_get_visible (words[i]))
      total += min_size (words[i], orientation) + spacing;
  return total;
}

/* The board's shape: its digits and how many of each are to place. */
static void
shape_changed_cb (SudokuKeypad *self)
{
  SudokuBoard *board = self->grid != NULL ? sudoku_grid_get_board (self->grid) : NULL;
  guint        side = board != NULL ? sudoku_board_get_shape (board)->side : 9;

  if (side == self->side)
    return;
  self->side = side;
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    self->left[digit] = G_MAXUINT;
  lay_out (self);
}

static void
board_changed_cb (SudokuKeypad *self)
{
  g_signal_group_set_target (self->board_signals, sudoku_grid_get_board (self->grid));
  shape_changed_cb (self);
  update (self);
}

static void
set_orientation (SudokuKeypad  *self,
                 GtkOrientation orientation)
{
  if (orientation == self->orientation)
    return;
  self->orientation = orientation;
  lay_out (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

/* Public */

/**
 * sudoku_keypad_set_grid:
 * @self: a #SudokuKeypad
 * @grid: (nullable): the grid its digits go into
 */
void
sudoku_keypad_set_grid (SudokuKeypad *self,
                        SudokuGrid   *grid)
{
  g_return_if_fail (SUDOKU_IS_KEYPAD (self));
  g_return_if_fail (grid == NULL || SUDOKU_IS_GRID (grid));

  if (grid == self->grid)
    return;
  g_clear_pointer (&self->notes_binding, g_binding_unbind);
  if (self->grid != NULL)
    g_signal_handlers_disconnect_by_data (self->grid, self);
  g_set_object (&self->grid, grid);
  if (grid != NULL)
    {
      self->notes_binding = g_object_bind_property (grid, "notes-mode", self->notes_button, "active",
                                                    G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      g_signal_connect_swapped (grid, "notify::board", G_CALLBACK (board_changed_cb), self);
      g_signal_connect_swapped (grid, "notify::colour", G_CALLBACK (colour_changed_cb), self);
    }
  colour_changed_cb (self);
  g_signal_group_set_target (self->board_signals,
                             grid != NULL ? sudoku_grid_get_board (grid) : NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRID]);
}

SudokuGrid *
sudoku_keypad_get_grid (SudokuKeypad *self)
{
  g_return_val_if_fail (SUDOKU_IS_KEYPAD (self), NULL);
  return self->grid;
}

/**
 * sudoku_keypad_get_left:
 * @self: a #SudokuKeypad
 * @digit: 1 to the side of the board's grid
 *
 * Returns: how many of @digit are still to place, as its button shows
 */
guint
sudoku_keypad_get_left (SudokuKeypad *self,
                        guint         digit)
{
  g_return_val_if_fail (SUDOKU_IS_KEYPAD (self), 0);
  g_return_val_if_fail (digit >= 1 && digit <= self->side, 0);
  return self->left[digit];
}

/**
 * sudoku_keypad_get_digit_button:
 * @self: a #SudokuKeypad
 * @digit: 1–16
 *
 * Returns: (transfer none): the button of @digit
 */
GtkWidget *
sudoku_keypad_get_digit_button (SudokuKeypad *self,
                                guint         digit)
{
  g_return_val_if_fail (SUDOKU_IS_KEYPAD (self), NULL);
  g_return_val_if_fail (digit >= 1 && digit <= SUDOKU_MAX_SIDE, NULL);
  return self->digits[digit];
}

/* Widget */

static void
sudoku_keypad_dispose (GObject *object)
{
  SudokuKeypad *self = SUDOKU_KEYPAD (object);

  g_clear_pointer (&self->notes_binding, g_binding_unbind);
  if (self->grid != NULL)
    g_signal_handlers_disconnect_by_data (self->grid, self);
  g_clear_object (&self->grid);
  if (self->board_signals != NULL)
    g_signal_group_set_target (self->board_signals, NULL);
  g_clear_object (&self->board_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_KEYPAD);

  G_OBJECT_CLASS (sudoku_keypad_parent_class)->dispose (object);
}

static void
sudoku_keypad_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuKeypad *self = SUDOKU_KEYPAD (object);

  switch (prop_id)
    {
    case PROP_GRID:
      g_value_set_object (value, self->grid);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_keypad_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuKeypad *self = SUDOKU_KEYPAD (object);

  switch (prop_id)
    {
    case PROP_GRID:
      sudoku_keypad_set_grid (self, g_value_get_object (value));
      break;
    case PROP_ORIENTATION:
      set_orientation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_keypad_class_init (SudokuKeypadClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_keypad_dispose;
  object_class->get_property = sudoku_keypad_get_property;
  object_class->set_property = sudoku_keypad_set_property;

  /**
   * SudokuKeypad:grid:
   *
   * The grid whose selected cell the digits go into.
   */
  properties[PROP_GRID] =
    g_param_spec_object ("grid", NULL, NULL, SUDOKU_TYPE_GRID,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, PROP_ORIENTATION, properties);
  g_object_class_override_property (object_class, PROP_ORIENTATION, "orientation");
  properties[PROP_ORIENTATION] = g_object_class_find_property (object_class, "orientation");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-keypad.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuKeypad, buttons);
  gtk_widget_class_bind_template_child (widget_class, SudokuKeypad, erase_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuKeypad, notes_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuKeypad, colour_button);
  gtk_widget_class_bind_template_callback (widget_class, erase_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "keypad");
}

static void
sudoku_keypad_init (SudokuKeypad *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->orientation = GTK_ORIENTATION_HORIZONTAL;
  self->board_signals = g_signal_group_new (SUDOKU_TYPE_BOARD);
  g_signal_group_connect_object (self->board_signals, "cell-changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::state", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::solving", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::shape",
                                 G_CALLBACK (shape_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::shape", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  self->side = 9;
  /* Digits read left to right in every language, as the grid does. */
  gtk_widget_set_direction (GTK_WIDGET (self->buttons), GTK_TEXT_DIR_LTR);
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *label = gtk_label_new (NULL);
      char       text[2] = { sudoku_grid_shape_digit_char (digit), '\0' };

      self->digits[digit] = gtk_button_new ();
      self->counts[digit] = gtk_label_new ("9");
      sudoku_digits_set_label (GTK_LABEL (label), text);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), self->counts[digit]);
      gtk_widget_add_css_class (self->counts[digit], "keypad-count");
      gtk_button_set_child (GTK_BUTTON (self->digits[digit]), box);
      gtk_widget_set_focus_on_click (self->digits[digit], FALSE);
      gtk_widget_add_css_class (self->digits[digit], "keypad-key");
      gtk_widget_add_css_class (self->digits[digit], "keypad-digit");
      g_object_set_data (G_OBJECT (self->digits[digit]), "digit", GUINT_TO_POINTER (digit));
      g_signal_connect (self->digits[digit], "clicked", G_CALLBACK (digit_clicked_cb), self);
      gtk_grid_attach (self->buttons, self->digits[digit], 0, 0, 1, 1);
      self->left[digit] = G_MAXUINT; /* update () shows them all */
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->erase_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Erase"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->notes_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Notes"), -1);
  g_signal_connect_object (sudoku_digits_manager_get_default (), "notify::digits",
                           G_CALLBACK (digits_changed_cb), self, G_CONNECT_SWAPPED);
  lay_out (self);
  update (self);
}

GtkWidget *
sudoku_keypad_new (void)
{
  return g_object_new (SUDOKU_TYPE_KEYPAD, NULL);
}
