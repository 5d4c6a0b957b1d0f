/* sudoku-cell.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cell"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-cell-private.h"
#include "sudoku-digits-manager.h"

/* One square of the grid: a focusable widget showing one digit.  It edits
 * nothing itself: keys become "input" (what was typed, for the model to
 * accept or refuse); the keys that move the focus are the grid's. */

#define MIN_SIZE     36
#define CLICKER_KEYS " .bB" /* a presenter's clicker sends them: they never edit a cell */

G_DEFINE_FINAL_TYPE (SudokuCell, sudoku_cell, GTK_TYPE_WIDGET)

enum
{
  INPUT,
  NOTE,
  FONT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The digit's size and style: on a new size, or a new style. */
static void
update_digit_attributes (SudokuCell *self)
{
  PangoAttrList *attrs;

  if (self->font_size == 0)
    return;
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (self->font_size * PANGO_SCALE));
  pango_attr_list_insert (attrs, pango_attr_weight_new (self->digit_style == DIGIT_GIVEN
                                                          ? PANGO_WEIGHT_BOLD
                                                          : PANGO_WEIGHT_NORMAL));
  pango_attr_list_insert (attrs, pango_attr_style_new (self->digit_style == DIGIT_TENTATIVE
                                                         ? PANGO_STYLE_ITALIC
                                                         : PANGO_STYLE_NORMAL));
  /* A digit a check found wrong is struck through: more than its ring's colour. */
  if (self->wrong)
    pango_attr_list_insert (attrs, pango_attr_strikethrough_new (TRUE));
  /* A clash is underlined with a wavy line: more than its ring's amber. */
  if (self->conflict)
    pango_attr_list_insert (attrs, pango_attr_underline_new (PANGO_UNDERLINE_ERROR));
  gtk_inscription_set_attributes (GTK_INSCRIPTION (self->label), attrs);
  pango_attr_list_unref (attrs);
}

static void
set_digit_style (SudokuCell *self,
                 DigitStyle  style)
{
  if (style == self->digit_style)
    return;
  self->digit_style = style;
  update_digit_attributes (self);
}

/* The digit of a key of the main row or the keypad, or 0: an Arabic or a
 * Persian keyboard's digit too. */
static guint
note_digit (guint keyval)
{
  int value = sudoku_digits_value (gdk_keyval_to_unicode (keyval));

  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_0;
  return value > 0 ? (guint)value : 0;
}

static gboolean
key_pressed_cb (SudokuCell            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  gunichar c;
  char     text[8] = { 0 };

  /* Ctrl and a digit: a pencil mark. */
  if ((state & GDK_CONTROL_MASK) && !(state & (GDK_ALT_MASK | GDK_SUPER_MASK)) &&
      note_digit (keyval) != 0)
    {
      g_signal_emit (self, signals[NOTE], 0, note_digit (keyval));
      return TRUE;
    }
  /* Other shortcuts belong to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_BackSpace:
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_KP_Decimal:
    case GDK_KEY_KP_Insert: /* keypad 0 without NumLock */
      g_signal_emit (self, signals[INPUT], 0, "");
      return TRUE;
    /* Arrows, Home, End and Tab go on to the grid (its key bindings). */
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_Escape:
      return FALSE;
    default:
      break;
    }

  c = gdk_keyval_to_unicode (keyval);
  if (c == 0 || g_unichar_iscntrl (c) || (c < 128 && strchr (CLICKER_KEYS, (int)c) != NULL))
    return FALSE;
  /* ٥ and ۵ are typed as 5, whichever digits the grid shows. */
  if (sudoku_digits_value (c) >= 0)
    c = '0' + (gunichar)sudoku_digits_value (c);
  g_unichar_to_utf8 (c, text);
  g_signal_emit (self, signals[INPUT], 0, text);
  return TRUE;
}

static void
pressed_cb (SudokuCell      *self,
            int              n_press,
            double           x,
            double           y,
            GtkGestureClick *gesture)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
sudoku_cell_measure (GtkWidget     *widget,
                     GtkOrientation orientation,
                     int            for_size,
                     int           *minimum,
                     int           *natural,
                     int           *minimum_baseline,
                     int           *natural_baseline)
{
  /* The digit follows the cell's size, not the other way round. */
  *minimum = *natural = MIN_SIZE;
}

/**
 * sudoku_cell_font_size_step:
 * @size: a digit size, in pixels
 * @steps: how many sizes of the ladder to go up (or down, when negative)
 *
 * Digits come in a ladder of sizes about 10 % apart, not in every size a
 * cell can have: each new size costs a font match and new glyphs, more than
 * a frame in software, so a grid that shrinks by a few pixels (a bar sliding
 * in above it) keeps its digits' size, and the sizes a resize can reach
 * next can be prepared ahead (see sudoku_cell_snapshot_glyphs ()).
 *
 * Returns: the size @steps rungs away from the rung at or below @size
 */
int
sudoku_cell_font_size_step (int size,
                            int steps)
{
  int rungs[64], k = 0;

  /* 8, 9, … 14, 15, 17, 19, 21, 23, 25, 28 … up to about 1,500 px */
  rungs[0] = 8;
  for (guint i = 1; i < G_N_ELEMENTS (rungs); i++)
    rungs[i] = MAX (rungs[i - 1] + 1, (rungs[i - 1] * 11 + 5) / 10);
  while (k + 1 < (int)G_N_ELEMENTS (rungs) && rungs[k + 1] <= size)
    k++;
  return rungs[CLAMP (k + steps, 0, (int)G_N_ELEMENTS (rungs) - 1)];
}

/* The digit's size for a cell of @size pixels. */
static void
set_font_for (SudokuCell *self,
              int         size)
{
  int font_size = sudoku_cell_font_size_step (size * 6 / 10, 0);

  if (font_size == self->font_size)
    return;
  self->font_size = font_size;
  update_digit_attributes (self);
  _sudoku_cell_update_marks_size (self);
  g_signal_emit (self, signals[FONT_CHANGED], 0);
}

/**
 * sudoku_cell_set_uniform_size:
 * @self: a #SudokuCell
 * @size: the smallest cell's size in the grid, in pixels; 0 for the cell's own
 *
 * Sizes the digit for @size rather than for the cell's own size, so that
 * every cell of a grid shows its digit at one size.
 */
void
sudoku_cell_set_uniform_size (SudokuCell *self,
                              int         size)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  self->uniform_size = MAX (size, 0);
  if (size > 0)
    set_font_for (self, size);
}

static void
sudoku_cell_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SudokuCell *self = SUDOKU_CELL (widget);

  set_font_for (self, self->uniform_size > 0 ? self->uniform_size : MIN (width, height));
  /* GTK wants every child measured before it is allocated. */
  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_measure (self->label, GTK_ORIENTATION_VERTICAL, width, NULL, NULL, NULL, NULL);
  gtk_widget_allocate (self->label, width, height, baseline, NULL);
  gtk_widget_measure (self->candidates, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_measure (self->candidates, GTK_ORIENTATION_VERTICAL, width, NULL, NULL, NULL, NULL);
  /* The lines start at the left of a block centred in the cell: a missing
   * digit at the end of a line leaves its column empty. */
  gtk_widget_allocate (self->candidates, MIN (self->candidates_width, width), height, -1,
                       gsk_transform_translate (
                         NULL, &GRAPHENE_POINT_INIT (MAX (0, (width - self->candidates_width) / 2),
                                                     0)));
}

static void
sudoku_cell_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  SudokuCell *self = SUDOKU_CELL (widget);
  float       h = gtk_widget_get_height (widget);
  int         offset;

  gtk_widget_snapshot_child (widget, self->candidates, snapshot);
  if (self->reveal >= 1.0)
    {
      gtk_widget_snapshot_child (widget, self->label, snapshot);
      return;
    }
  if (self->reveal <= 0.0)
    return;

  /* Fade in while sliding up into place.  No scaling: every new size would
   * rasterize the glyphs again, too slow for a frame in software. */
  gtk_snapshot_push_opacity (snapshot, self->reveal);
  gtk_snapshot_save (snapshot);
  offset = (int)(h * 0.25f * (float)(1.0 - self->reveal) + 0.5f); /* whole pixels: crisp */
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, (float)offset));
  gtk_widget_snapshot_child (widget, self->label, snapshot);
  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
}

static void
sudoku_cell_dispose (GObject *object)
{
  SudokuCell *self = SUDOKU_CELL (object);

  g_clear_handle_id (&self->flash_id, g_source_remove);
  /* A finalized GtkInscription never drops its attributes (GTK 4.8 and later). */
  if (self->label != NULL)
    gtk_inscription_set_attributes (GTK_INSCRIPTION (self->label), NULL);
  if (self->candidates != NULL)
    gtk_inscription_set_attributes (GTK_INSCRIPTION (self->candidates), NULL);
  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->candidates, gtk_widget_unparent);

  G_OBJECT_CLASS (sudoku_cell_parent_class)->dispose (object);
}

static void
sudoku_cell_class_init (SudokuCellClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_cell_dispose;
  widget_class->measure = sudoku_cell_measure;
  widget_class->size_allocate = sudoku_cell_size_allocate;
  widget_class->snapshot = sudoku_cell_snapshot;

  /**
   * SudokuCell::input:
   * @text: what was typed, "" to empty the cell
   */
  signals[INPUT] =
    g_signal_new ("input", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SudokuCell::note:
   * @digit: the digit, 1–9, typed with Ctrl: a pencil mark to toggle
   */
  signals[NOTE] =
    g_signal_new ("note", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * SudokuCell::font-changed:
   *
   * The digits' size followed a new size of the cell.
   */
  signals[FONT_CHANGED] =
    g_signal_new ("font-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "sudoku-cell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

/* The digits shown changed: the digit, the marks and the name anew. */
static void
digits_changed_cb (SudokuCell *self)
{
  gtk_inscription_set_text (GTK_INSCRIPTION (self->label),
                            sudoku_digits_symbol (self->shown));
  _sudoku_cell_show_marks (self);
  _sudoku_cell_update_label (self);
}

static void
sudoku_cell_init (SudokuCell *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture         *click = gtk_gesture_click_new ();

  self->reveal = 1.0;
  /* Never NULL text: GTK 4.8's accessibility code would take its length. */
  self->label = gtk_inscription_new ("");
  gtk_inscription_set_xalign (GTK_INSCRIPTION (self->label), 0.5f);
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  /* Three lines of a monospace font, each as wide as the others: the digits
   * keep their columns. */
  self->candidates = gtk_inscription_new ("");
  gtk_widget_set_direction (self->candidates, GTK_TEXT_DIR_LTR);
  self->side = 9;
  gtk_inscription_set_min_lines (GTK_INSCRIPTION (self->candidates), 3);
  gtk_widget_add_css_class (self->candidates, "candidates");
  gtk_widget_set_parent (self->candidates, GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (sudoku_digits_manager_get_default (), "notify::digits",
                           G_CALLBACK (digits_changed_cb), self, G_CONNECT_SWAPPED);
}

/**
 * sudoku_cell_set_wrong:
 * @self: a #SudokuCell
 * @wrong: whether a check found the digit wrong
 */
void
sudoku_cell_set_wrong (SudokuCell *self,
                       gboolean    wrong)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  wrong = !!wrong;
  if (wrong == self->wrong)
    return;
  self->wrong = wrong;
  if (wrong)
    gtk_widget_add_css_class (GTK_WIDGET (self), "wrong");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wrong");
  update_digit_attributes (self);
  _sudoku_cell_update_label (self);
}

gboolean
sudoku_cell_get_wrong (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), FALSE);
  return self->wrong;
}

GtkWidget *
sudoku_cell_new (guint row,
                 guint col)
{
  SudokuCell *self;

  g_return_val_if_fail (row < SUDOKU_MAX_SIDE && col < SUDOKU_MAX_SIDE, NULL);

  self = g_object_new (SUDOKU_TYPE_CELL, NULL);
  self->row = row;
  self->col = col;
  _sudoku_cell_update_label (self);
  return GTK_WIDGET (self);
}

/**
 * sudoku_cell_set_side:
 * @self: a #SudokuCell
 * @side: the cells a row of its grid has, 4, 6, 9 or 16: its digits are 1
 *   to @side (10 to 16 written A to G), its pencil marks laid out in 2×2,
 *   2×3, 3×3 or 4×4
 */
void
sudoku_cell_set_side (SudokuCell *self,
                      guint       side)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));
  g_return_if_fail (sudoku_grid_shape_side_valid (side));

  self->side = side;
  gtk_inscription_set_min_lines (GTK_INSCRIPTION (self->candidates),
                                 side / _sudoku_cell_mark_columns (self));
}

guint
sudoku_cell_get_row (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->row;
}

guint
sudoku_cell_get_col (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 0);
  return self->col;
}

static void
set_class (SudokuCell *self,
           const char *name,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (GTK_WIDGET (self), name);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), name);
}

/**
 * sudoku_cell_show_value:
 * @self: a #SudokuCell
 * @value: 0 for empty, or 1–9
 * @origin: who put it there: givens are bold, solved digits red
 */
void
sudoku_cell_show_value (SudokuCell  *self,
                        guint        value,
                        SudokuOrigin origin)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));
  g_return_if_fail (value <= self->side);

  self->shown = value;
  gtk_inscription_set_text (GTK_INSCRIPTION (self->label), sudoku_digits_symbol (value));

  gtk_widget_remove_css_class (GTK_WIDGET (self), "tentative");
  if (value != 0)
    sudoku_cell_set_candidates (self, 0);
  set_digit_style (self, value != 0 && origin == SUDOKU_ORIGIN_GIVEN ? DIGIT_GIVEN : DIGIT_PLAIN);
  /* One style class for whose digit it is: the puzzle's, the player's or
   * the solver's. */
  set_class (self, "given", value != 0 && origin == SUDOKU_ORIGIN_GIVEN);
  set_class (self, "player", value != 0 && origin == SUDOKU_ORIGIN_PLAYER);
  set_class (self, "solved", value != 0 && origin == SUDOKU_ORIGIN_SOLVED);
  sudoku_cell_set_reveal (self, 1.0);
  if (value != self->value || origin != self->origin)
    {
      self->value = value;
      self->origin = origin;
      _sudoku_cell_update_label (self);
    }
}

const char *
sudoku_cell_get_text (SudokuCell *self)
{
  const char *text;

  g_return_val_if_fail (SUDOKU_IS_CELL (self), NULL);

  text = gtk_inscription_get_text (GTK_INSCRIPTION (self->label));
  return text != NULL ? text : "";
}

/**
 * sudoku_cell_set_conflict:
 * @self: a #SudokuCell
 * @reason: (nullable): why the digit clashes, or %NULL when it does not
 */
void
sudoku_cell_set_conflict (SudokuCell *self,
                          const char *reason)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  gtk_widget_set_tooltip_text (GTK_WIDGET (self), reason);
  if ((reason != NULL) != self->conflict)
    {
      self->conflict = reason != NULL;
      update_digit_attributes (self);
    }
  if (reason != NULL)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "conflict");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      reason, -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_INVALID,
                                   GTK_ACCESSIBLE_INVALID_TRUE, -1);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "conflict");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      gtk_accessible_reset_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_INVALID);
    }
}

/**
 * sudoku_cell_set_reveal:
 * @self: a #SudokuCell
 * @reveal: how far the digit has appeared, from 0 (hidden) to 1 (shown)
 */
void
sudoku_cell_set_reveal (SudokuCell *self,
                        double      reveal)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  reveal = CLAMP (reveal, 0.0, 1.0);
  if (reveal == self->reveal)
    return;
  self->reveal = reveal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
sudoku_cell_get_reveal (SudokuCell *self)
{
  g_return_val_if_fail (SUDOKU_IS_CELL (self), 1.0);
  return self->reveal;
}

/**
 * sudoku_cell_show_tentative:
 * @self: a #SudokuCell
 * @digit: the digit being tried, or 0 when the cell was emptied again
 *
 * Shows a digit of a search in progress, in the tentative style.
 */
void
sudoku_cell_show_tentative (SudokuCell *self,
                            guint       digit)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));
  g_return_if_fail (digit <= self->side);

  self->shown = digit;
  gtk_inscription_set_text (GTK_INSCRIPTION (self->label), sudoku_digits_symbol (digit));
  gtk_widget_remove_css_class (GTK_WIDGET (self), "given");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "solved");
  set_digit_style (self, digit != 0 ? DIGIT_TENTATIVE : DIGIT_PLAIN);
  if (digit != 0)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "tentative");
      sudoku_cell_set_candidates (self, 0);
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "tentative");
  sudoku_cell_set_reveal (self, 1.0);
}

static gboolean
flash_done_cb (gpointer user_data)
{
  SudokuCell *self = user_data;

  self->flash_id = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "dead-end");
  return G_SOURCE_REMOVE;
}

/**
 * sudoku_cell_flash:
 * @self: a #SudokuCell
 * @ms: how long the flash lasts
 *
 * Marks the cell for a moment: the search met a dead end there.
 */
void
sudoku_cell_flash (SudokuCell *self,
                   guint       ms)
{
  g_return_if_fail (SUDOKU_IS_CELL (self));

  g_clear_handle_id (&self->flash_id, g_source_remove);
  gtk_widget_add_css_class (GTK_WIDGET (self), "dead-end");
  self->flash_id = g_timeout_add (ms, flash_done_cb, self);
}
