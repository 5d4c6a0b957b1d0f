/* sudoku-picker.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-picker"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-picker.h"
#include "sudoku-shape.h"

/* The picker: a popover on a cell offering 1–9 and Erase, for a mouse, a
 * pen or a finger (the grid opens it: sudoku-grid-input.c).  It shows
 * what its cell holds (the digit, or in notes mode the pencil marks), and
 * says what was picked with ::picked: a digit "1"–"9", or "" to erase, or a
 * key typed while it is open.  In notes mode a digit leaves it open; else
 * it closes first, so that the focus is back on the cell. */

struct _SudokuPicker
{
  GtkPopover parent_instance;

  GtkWidget *title;                       /* says whether the digits are notes */
  GtkWidget *grid;                        /* of the digits' buttons */
  GtkWidget *digits[SUDOKU_MAX_SIDE + 1]; /* 1–16; [0] unused */
  GtkWidget *erase;
  guint      side; /* the digits offered: 1 to side */

  int        cell;       /* the cell it is open on, or -1 */
  gboolean   notes_mode; /* its digits toggle pencil marks */
  gboolean   syncing;    /* the buttons follow the cell: no ::picked */
};

G_DEFINE_FINAL_TYPE (SudokuPicker, sudoku_picker, GTK_TYPE_POPOVER)

enum
{
  PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
pick (SudokuPicker *self,
      const char   *text,
      gboolean      close)
{
  int cell = self->cell;

  if (cell < 0)
    return;
  /* The digit goes in once the focus is back on the cell (the window may
   * move it on after a digit). */
  if (close)
    gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[PICKED], 0, cell, text);
}

static void
digit_cb (GtkButton    *button,
          SudokuPicker *self)
{
  char text[4] = { 0 };

  if (self->syncing)
    return;
  g_snprintf (text, sizeof text, "%u",
              GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "digit")));
  pick (self, text, !self->notes_mode);
}

static void
erase_cb (SudokuPicker *self)
{
  pick (self, "", TRUE);
}

/* A key typed while it is open: a character or an erasing key goes to the
 * cell, as typed there (the window accepts or refuses it). */
static gboolean
key_cb (SudokuPicker          *self,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        GtkEventControllerKey *controller)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  char     text[8] = { 0 };

  if (self->cell < 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)))
    return FALSE;
  if (keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    text[0] = '\0';
  else if (sudoku_digits_value (c) >= 0)
    text[0] = (char)('0' + sudoku_digits_value (c)); /* ٥ and ۵ as 5 */
  else if (c != 0 && !g_unichar_iscntrl (c) && !g_unichar_isspace (c))
    g_unichar_to_utf8 (c, text);
  else
    return FALSE;
  pick (self, text, TRUE);
  return TRUE;
}

/**
 * sudoku_picker_new:
 *
 * Returns: (transfer floating): a picker, to set on a grid
 */
GtkWidget *
sudoku_picker_new (void)
{
  return g_object_new (SUDOKU_TYPE_PICKER, NULL);
}

/**
 * sudoku_picker_set_cell:
 * @self: a #SudokuPicker
 * @cell: the cell it opens on (0–80), or -1
 */
void
sudoku_picker_set_cell (SudokuPicker *self,
                        int           cell)
{
  g_return_if_fail (SUDOKU_IS_PICKER (self));
  g_return_if_fail (cell >= -1 && cell < SUDOKU_MAX_CELLS);
  self->cell = cell;
}

/**
 * sudoku_picker_set_side:
 * @self: a #SudokuPicker
 * @side: the grid's side: the digits 1 to @side are offered, laid out as
 *   the cells' pencil marks are (2, 3, 3 or 4 a row)
 */
void
sudoku_picker_set_side (SudokuPicker *self,
                        guint         side)
{
  guint columns;

  g_return_if_fail (SUDOKU_IS_PICKER (self));
  g_return_if_fail (sudoku_grid_shape_side_valid (side));

  if (side == self->side)
    return;
  columns = side == 4 ? 2 : side == 16 ? 4
                                       : 3;
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    if (gtk_widget_get_parent (self->digits[digit]) != NULL)
      gtk_grid_remove (GTK_GRID (self->grid), self->digits[digit]);
  for (guint digit = 1; digit <= side; digit++)
    gtk_grid_attach (GTK_GRID (self->grid), self->digits[digit], (int)((digit - 1) % columns),
                     (int)((digit - 1) / columns), 1, 1);
  self->side = side;
}

/**
 * sudoku_picker_get_cell:
 * @self: a #SudokuPicker
 *
 * Returns: the cell it is open on, or -1 while it is closed
 */
int
sudoku_picker_get_cell (SudokuPicker *self)
{
  g_return_val_if_fail (SUDOKU_IS_PICKER (self), -1);
  return self->cell;
}

/**
 * sudoku_picker_show:
 * @self: a #SudokuPicker
 * @value: the cell's digit, or 0
 * @notes: its pencil marks, bit d for the digit d
 * @notes_mode: whether the digits toggle pencil marks
 *
 * The buttons say what the cell holds: its digit, or in notes mode its
 * pencil marks.
 */
void
sudoku_picker_show (SudokuPicker *self,
                    guint         value,
                    guint         notes,
                    gboolean      notes_mode)
{
  g_return_if_fail (SUDOKU_IS_PICKER (self));

  self->notes_mode = notes_mode;
  self->syncing = TRUE;
  /* Translators: the picker's title: its buttons put a digit in the cell */
  gtk_label_set_text (GTK_LABEL (self->title), notes_mode ? _("Notes")
                                                          /* Translators: the heading of the digit picker, a popover on a cell that sets its digit */
                                                          : _("Digit"));
  for (guint digit = 1; digit <= self->side; digit++)
    {
      gboolean         on = notes_mode ? (notes & (1u << digit)) != 0 : value == digit;
      g_autofree char *name = NULL;
      g_autofree char *shown = NULL;

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->digits[digit]), on);
      /* In the digits shown now. */
      gtk_button_set_label (GTK_BUTTON (self->digits[digit]), sudoku_digits_symbol (digit));
      /* Translators: the picker's buttons, read by a screen reader. */
      name = g_strdup_printf (notes_mode ? _("Note %u")
                                         /* Translators: the screen-reader name of a button of the digit picker: “Digit 7” */
                                         : _("Digit %u"),
                              digit);
      shown = sudoku_digits_show (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->digits[digit]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, shown, -1);
    }
  self->syncing = FALSE;
}

/* Closed: open on no cell (the grid's handlers ran first, with the cell). */
static void
sudoku_picker_closed (GtkPopover *popover)
{
  SUDOKU_PICKER (popover)->cell = -1;
}

static void
sudoku_picker_dispose (GObject *object)
{
  SudokuPicker *self = SUDOKU_PICKER (object);

  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    g_clear_object (&self->digits[digit]);
  G_OBJECT_CLASS (sudoku_picker_parent_class)->dispose (object);
}

static void
sudoku_picker_class_init (SudokuPickerClass *klass)
{
  GObjectClass    *object_class = G_OBJECT_CLASS (klass);
  GtkPopoverClass *popover_class = GTK_POPOVER_CLASS (klass);

  object_class->dispose = sudoku_picker_dispose;

  popover_class->closed = sudoku_picker_closed;

  /**
   * SudokuPicker::picked:
   * @cell: the cell it was open on (it may be closed now)
   * @text: a digit "1"–"9", "" to erase, or a key typed
   *
   * Something was picked for the cell.
   */
  signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static GtkWidget *
digit_button (guint digit)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (sudoku_digits_symbol (digit));

  gtk_widget_add_css_class (button, "picker-digit");
  g_object_set_data (G_OBJECT (button), "digit", GUINT_TO_POINTER (digit));
  return button;
}

static void
sudoku_picker_init (SudokuPicker *self)
{
  GtkWidget          *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget          *digits = self->grid = gtk_grid_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->cell = -1;
  gtk_widget_add_css_class (GTK_WIDGET (self), "sudoku-picker");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the screen-reader name of the popover on a cell
                                   * that sets its digit */
                                  _("Digit picker"), -1);
  self->title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (box), self->title);
  gtk_grid_set_row_spacing (GTK_GRID (digits), 4);
  gtk_grid_set_column_spacing (GTK_GRID (digits), 4);
  gtk_grid_set_row_homogeneous (GTK_GRID (digits), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (digits), TRUE);
  /* Digits read left to right in every language, as the grid does. */
  gtk_widget_set_direction (digits, GTK_TEXT_DIR_LTR);
  for (guint digit = 1; digit <= SUDOKU_MAX_SIDE; digit++)
    {
      self->digits[digit] = g_object_ref_sink (digit_button (digit));
      g_signal_connect (self->digits[digit], "clicked", G_CALLBACK (digit_cb), self);
    }
  sudoku_picker_set_side (self, 9);
  gtk_box_append (GTK_BOX (box), digits);
  self->erase = gtk_button_new_with_label (_("Erase"));
  gtk_widget_set_tooltip_text (self->erase, _("Empty the selected cell, or in notes mode clear "
                                               "its pencil marks (Delete)"));
  g_signal_connect_swapped (self->erase, "clicked", G_CALLBACK (erase_cb), self);
  gtk_box_append (GTK_BOX (box), self->erase);
  gtk_popover_set_child (GTK_POPOVER (self), box);
  gtk_popover_set_position (GTK_POPOVER (self), GTK_POS_BOTTOM);
  gtk_event_controller_set_name (keys, "picker-keys");
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  sudoku_picker_show (self, 0, 0, FALSE);
}
