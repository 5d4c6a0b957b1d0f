/* sudoku-solve-button.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solve-button"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-solve-button.h"

/* The header bar's Solve button.  While a demo runs, or a search that
 * lasts, it is Stop (win.solve then stops), with a spinner for a search.
 * Most puzzles are solved in well under a millisecond: Stop appears only
 * for a search that lasts, not as a flicker (and a relayout) each time. */

#define BUSY_DELAY_MS 150 /* a search that lasts longer turns Solve into Stop */

struct _SudokuSolveButton
{
  GtkButton   parent_instance;

  /* Template widgets */
  GtkStack   *stack;
  GtkSpinner *spinner;

  gboolean    searching; /* a search runs */
  gboolean    demo;      /* a demo runs */
  gboolean    stop;      /* the button shows Stop */
  guint       delay_id;  /* shows Stop if the search lasts */
};

G_DEFINE_FINAL_TYPE (SudokuSolveButton, sudoku_solve_button, GTK_TYPE_BUTTON)

static void
show_stop (SudokuSolveButton *self,
           gboolean           stop)
{
  gboolean searching = stop && self->searching;

  self->stop = stop;
  gtk_stack_set_visible_child_name (self->stack, stop ? "busy" : "idle");
  /* A demo shows its progress on the grid.  (A spinning spinner also lays the
   * window out again every frame, as the animation rotates it.) */
  gtk_spinner_set_spinning (self->spinner, searching);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), searching);
  /* Translators: the tooltip of the Solve button while the solver searches; the key in parentheses */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), stop ? _("Stop solving (Escape)")
                                                       /* Translators: the Solve button's tooltip; the keys in parentheses */
                                                       : _("Solve the puzzle (Ctrl+Return)"));
  if (stop)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "suggested-action");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "suggested-action");
}

static gboolean
delay_cb (gpointer user_data)
{
  SudokuSolveButton *self = user_data;

  self->delay_id = 0;
  show_stop (self, TRUE);
  return G_SOURCE_REMOVE;
}

enum
{
  PROP_0,
  PROP_SEARCHING,
  PROP_DEMO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Stop at once for a demo, and for a search once it has lasted a moment;
 * Solve otherwise. */
static void
update (SudokuSolveButton *self)
{
  if (self->searching && !self->demo && !self->stop)
    {
      if (self->delay_id == 0)
        self->delay_id = g_timeout_add (BUSY_DELAY_MS, delay_cb, self);
      return;
    }
  g_clear_handle_id (&self->delay_id, g_source_remove);
  show_stop (self, self->searching || self->demo);
}

/**
 * sudoku_solve_button_get_stop:
 * @self: a #SudokuSolveButton
 *
 * Returns: whether the button shows Stop (pressed now, it stops)
 */
gboolean
sudoku_solve_button_get_stop (SudokuSolveButton *self)
{
  g_return_val_if_fail (SUDOKU_IS_SOLVE_BUTTON (self), FALSE);
  return self->stop;
}

static void
sudoku_solve_button_dispose (GObject *object)
{
  SudokuSolveButton *self = SUDOKU_SOLVE_BUTTON (object);

  g_clear_handle_id (&self->delay_id, g_source_remove);
  /* The stack is the button's child: GtkButton unparents it. */
  self->stack = NULL;
  self->spinner = NULL;

  G_OBJECT_CLASS (sudoku_solve_button_parent_class)->dispose (object);
}

static void
sudoku_solve_button_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  SudokuSolveButton *self = SUDOKU_SOLVE_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SEARCHING:
      g_value_set_boolean (value, self->searching);
      break;
    case PROP_DEMO:
      g_value_set_boolean (value, self->demo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_solve_button_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  SudokuSolveButton *self = SUDOKU_SOLVE_BUTTON (object);
  gboolean          *field;

  switch (prop_id)
    {
    case PROP_SEARCHING:
      field = &self->searching;
      break;
    case PROP_DEMO:
      field = &self->demo;
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  if (*field == g_value_get_boolean (value))
    return;
  *field = g_value_get_boolean (value);
  update (self);
  g_object_notify_by_pspec (object, pspec);
}

static void
sudoku_solve_button_class_init (SudokuSolveButtonClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_solve_button_dispose;
  object_class->get_property = sudoku_solve_button_get_property;
  object_class->set_property = sudoku_solve_button_set_property;

  /**
   * SudokuSolveButton:searching:
   *
   * Whether a search runs on the board (bound to it in sudoku-window.ui).
   */
  properties[PROP_SEARCHING] =
    g_param_spec_boolean ("searching", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SudokuSolveButton:demo:
   *
   * Whether a demo runs.
   */
  properties[PROP_DEMO] =
    g_param_spec_boolean ("demo", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-solve-button.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuSolveButton, stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuSolveButton, spinner);
}

static void
sudoku_solve_button_init (SudokuSolveButton *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
