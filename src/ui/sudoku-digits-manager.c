/* sudoku-digits-manager.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-digits-manager"

#include "config.h"

#include "sudoku-digits-manager.h"
#include "sudoku-enums.h"
#include "sudoku-shape.h"

/* The digits every widget of the application shows numbers with, one for
 * the whole application as AdwStyleManager holds its colour scheme: the
 * window sets them from its `digits` setting and the language, and each
 * widget that shows a number follows the "digits" property.  Only what is
 * shown changes: the board, files and the clipboard keep ASCII digits. */

struct _SudokuDigitsManager
{
  GObject      parent_instance;

  SudokuDigits digits;
  GPtrArray   *labels; /* set with sudoku_digits_set_label (), not owned */
};

G_DEFINE_FINAL_TYPE (SudokuDigitsManager, sudoku_digits_manager, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DIGITS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GQuark      ascii_quark;

static void
sudoku_digits_manager_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuDigitsManager *self = SUDOKU_DIGITS_MANAGER (object);

  switch (prop_id)
    {
    case PROP_DIGITS:
      g_value_set_enum (value, self->digits);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_digits_manager_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  SudokuDigitsManager *self = SUDOKU_DIGITS_MANAGER (object);

  switch (prop_id)
    {
    case PROP_DIGITS:
      sudoku_digits_manager_set_digits (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_digits_manager_class_init (SudokuDigitsManagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sudoku_digits_manager_get_property;
  object_class->set_property = sudoku_digits_manager_set_property;

  properties[PROP_DIGITS] = g_param_spec_enum ("digits", NULL, NULL, SUDOKU_TYPE_DIGITS,
                                               SUDOKU_DIGITS_LATIN,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                 G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  ascii_quark = g_quark_from_static_string ("sudoku-digits-ascii");
}

static void
sudoku_digits_manager_init (SudokuDigitsManager *self)
{
  self->labels = g_ptr_array_new ();
}

/**
 * sudoku_digits_manager_get_default:
 *
 * Returns: (transfer none): the application's one manager, for its life
 */
SudokuDigitsManager *
sudoku_digits_manager_get_default (void)
{
  static SudokuDigitsManager *manager;

  /* Once, also when a worker thread drawing a worksheet asks first. */
  if (g_once_init_enter (&manager))
    g_once_init_leave (&manager, g_object_new (SUDOKU_TYPE_DIGITS_MANAGER, NULL));
  return manager;
}

SudokuDigits
sudoku_digits_manager_get_digits (SudokuDigitsManager *self)
{
  g_return_val_if_fail (SUDOKU_IS_DIGITS_MANAGER (self), SUDOKU_DIGITS_LATIN);
  return self->digits;
}

static void
show_label (GtkLabel *label)
{
  g_autofree char *shown = sudoku_digits_show (g_object_get_qdata (G_OBJECT (label), ascii_quark));

  gtk_label_set_text (label, shown);
}

/**
 * sudoku_digits_manager_set_digits:
 * @self: a #SudokuDigitsManager
 * @digits: the digits to show numbers with from now on
 *
 * Shows the labels set with sudoku_digits_set_label () anew, and tells the
 * other widgets ("digits" notifies).
 */
void
sudoku_digits_manager_set_digits (SudokuDigitsManager *self,
                                  SudokuDigits         digits)
{
  g_return_if_fail (SUDOKU_IS_DIGITS_MANAGER (self));
  g_return_if_fail (digits <= SUDOKU_DIGITS_PERSIAN);

  if (digits == self->digits)
    return;
  self->digits = digits;
  for (guint k = 0; k < self->labels->len; k++)
    show_label (g_ptr_array_index (self->labels, k));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIGITS]);
}

/**
 * sudoku_digits_show:
 * @text: a text with ASCII digits
 *
 * Returns: (transfer full): @text as the window shows it, with the digits
 *   of sudoku_digits_manager_get_default () (see sudoku_digits_localize ())
 */
char *
sudoku_digits_show (const char *text)
{
  return sudoku_digits_localize (text != NULL ? text : "",
                                 sudoku_digits_manager_get_default ()->digits);
}

/**
 * sudoku_digits_symbol:
 * @digit: 0 to 16
 *
 * Returns: how a cell shows @digit, a static string: "" for 0, a digit for
 *   1 to 9 in the digits shown, and A to G for 10 to 16, in every language
 */
const char *
sudoku_digits_symbol (guint digit)
{
  static char  symbols[SUDOKU_DIGITS_PERSIAN + 1][SUDOKU_MAX_SIDE + 1][4];
  SudokuDigits digits = sudoku_digits_manager_get_default ()->digits;

  g_return_val_if_fail (digit <= SUDOKU_MAX_SIDE, "");

  if (digit == 0)
    return "";
  if (symbols[digits][digit][0] == '\0')
    {
      char             ascii[2] = { sudoku_grid_shape_digit_char (digit), '\0' };
      g_autofree char *shown = sudoku_digits_localize (ascii, digits);

      g_strlcpy (symbols[digits][digit], shown, sizeof symbols[digits][digit]);
    }
  return symbols[digits][digit];
}

static void
label_gone_cb (gpointer user_data,
               GObject *label)
{
  SudokuDigitsManager *self = user_data;

  g_ptr_array_remove_fast (self->labels, label);
}

/**
 * sudoku_digits_set_label:
 * @label: a label that shows numbers
 * @text: its text, with ASCII digits
 *
 * Sets @label's text with the digits shown, and again whenever they change.
 */
void
sudoku_digits_set_label (GtkLabel   *label,
                         const char *text)
{
  SudokuDigitsManager *self = sudoku_digits_manager_get_default ();

  g_return_if_fail (GTK_IS_LABEL (label));

  if (g_object_get_qdata (G_OBJECT (label), ascii_quark) == NULL)
    {
      g_ptr_array_add (self->labels, label);
      g_object_weak_ref (G_OBJECT (label), label_gone_cb, self);
    }
  g_object_set_qdata_full (G_OBJECT (label), ascii_quark, g_strdup (text != NULL ? text : ""),
                           g_free);
  show_label (label);
}
