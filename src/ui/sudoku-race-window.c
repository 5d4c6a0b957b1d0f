/* sudoku-race-window.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-race-window"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-demo-texts.h"
#include "sudoku-race-window.h"

/* A race (the classroom's second pass): the same puzzle searched by two
 * strategies side by side, textbook against fewest candidates first by
 * default, each lane a demo bar of its own over its own grid and board, at
 * one pace (the speeds are bound together); Start Both starts them in the
 * same frame, and when both have found the solution the line under them
 * says which tried fewer digits, and how many times fewer. */

#define N_LANES 2

struct _SudokuRaceWindow
{
  GtkWindow      parent_instance;

  /* Template widgets */
  GtkWidget     *lanes;
  GtkLabel      *result_label;

  /* Borrowed: children of lanes' boxes */
  SudokuDemoBar *bars[N_LANES];
  SudokuGrid    *grids[N_LANES];

  /* Owned */
  SudokuBoard   *boards[N_LANES];
  gboolean       started;
};

G_DEFINE_FINAL_TYPE (SudokuRaceWindow, sudoku_race_window, GTK_TYPE_WINDOW)

/* Both at the end: the one that tried fewer digits, and by how much. */
static void
running_changed_cb (SudokuRaceWindow *self)
{
  guint64          placements[N_LANES], backtracks;
  g_autofree char *text = NULL;

  for (guint lane = 0; lane < N_LANES; lane++)
    {
      if (sudoku_demo_bar_get_running (self->bars[lane]))
        return;
      sudoku_demo_bar_get_counts (self->bars[lane], &placements[lane], &backtracks);
      /* Stopped before its end: no winner. */
      if (sudoku_board_get_state (self->boards[lane]) != SUDOKU_BOARD_SOLVED)
        return;
    }
  if (!self->started)
    return;
  text = sudoku_demo_race_text (sudoku_demo_bar_get_strategy (self->bars[0]), placements[0],
                                sudoku_demo_bar_get_strategy (self->bars[1]), placements[1]);
  gtk_label_set_text (self->result_label, text);
}

/**
 * sudoku_race_window_start:
 * @self: a #SudokuRaceWindow
 *
 * Starts both searches, from the puzzle, in the same frame.
 */
void
sudoku_race_window_start (SudokuRaceWindow *self)
{
  g_return_if_fail (SUDOKU_IS_RACE_WINDOW (self));

  gtk_label_set_text (self->result_label, "");
  self->started = TRUE;
  for (guint lane = 0; lane < N_LANES; lane++)
    {
      sudoku_demo_bar_stop (self->bars[lane]);
      sudoku_board_clear_solution (self->boards[lane]);
    }
  for (guint lane = 0; lane < N_LANES; lane++)
    sudoku_demo_bar_start (self->bars[lane]);
}

static void
start_clicked_cb (SudokuRaceWindow *self)
{
  sudoku_race_window_start (self);
}

SudokuDemoBar *
sudoku_race_window_get_bar (SudokuRaceWindow *self,
                            guint             lane)
{
  g_return_val_if_fail (SUDOKU_IS_RACE_WINDOW (self) && lane < N_LANES, NULL);
  return self->bars[lane];
}

SudokuGrid *
sudoku_race_window_get_grid (SudokuRaceWindow *self,
                             guint             lane)
{
  g_return_val_if_fail (SUDOKU_IS_RACE_WINDOW (self) && lane < N_LANES, NULL);
  return self->grids[lane];
}

/**
 * sudoku_race_window_get_result:
 * @self: a #SudokuRaceWindow
 *
 * Returns: the line that says which search won, "" before the end
 */
const char *
sudoku_race_window_get_result (SudokuRaceWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_RACE_WINDOW (self), NULL);
  return gtk_label_get_text (self->result_label);
}

static void
add_lane (SudokuRaceWindow *self,
          guint             lane,
          const guint8      givens[SUDOKU_N_CELLS])
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->boards[lane] = sudoku_board_new ();
  sudoku_board_load (self->boards[lane], givens);
  self->grids[lane] = SUDOKU_GRID (sudoku_grid_new ());
  sudoku_grid_set_board (self->grids[lane], self->boards[lane]);
  gtk_widget_set_vexpand (GTK_WIDGET (self->grids[lane]), TRUE);
  /* It shows; it takes no digits. */
  gtk_widget_set_can_target (GTK_WIDGET (self->grids[lane]), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self->grids[lane]), FALSE);
  self->bars[lane] = g_object_new (SUDOKU_TYPE_DEMO_BAR, "board", self->boards[lane], "grid",
                                   self->grids[lane], NULL);
  sudoku_demo_bar_set_strategy (self->bars[lane],
                                lane == 0 ? SUDOKU_STRATEGY_TEXTBOOK : SUDOKU_STRATEGY_FEWEST);
  /* The end: the bar has stopped and its solution is on its board. */
  g_signal_connect_object (self->bars[lane], "notify::running", G_CALLBACK (running_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->boards[lane], "notify::state", G_CALLBACK (running_changed_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bars[lane]));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->grids[lane]));
  gtk_box_append (GTK_BOX (self->lanes), box);
}

static void
sudoku_race_window_dispose (GObject *object)
{
  SudokuRaceWindow *self = SUDOKU_RACE_WINDOW (object);

  for (guint lane = 0; lane < N_LANES; lane++)
    if (self->bars[lane] != NULL)
      sudoku_demo_bar_stop (self->bars[lane]);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_RACE_WINDOW);
  for (guint lane = 0; lane < N_LANES; lane++)
    g_clear_object (&self->boards[lane]);

  G_OBJECT_CLASS (sudoku_race_window_parent_class)->dispose (object);
}

static void
sudoku_race_window_class_init (SudokuRaceWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_race_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sudoku_solver/SudokuSolver/"
                                               "sudoku-race-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuRaceWindow, lanes);
  gtk_widget_class_bind_template_child (widget_class, SudokuRaceWindow, result_label);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  /* Escape in a lane stops its search first; Ctrl+W closes, as in GNOME's
   * apps. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
sudoku_race_window_init (SudokuRaceWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * sudoku_race_window_new:
 * @parent: the window it belongs to
 * @givens: the puzzle both searches solve
 *
 * Returns: (transfer full): the race, to present
 */
SudokuRaceWindow *
sudoku_race_window_new (GtkWindow   *parent,
                        const guint8 givens[SUDOKU_N_CELLS])
{
  SudokuRaceWindow *self = g_object_new (SUDOKU_TYPE_RACE_WINDOW, "transient-for", parent, NULL);
  GtkAdjustment    *speeds[N_LANES];

  for (guint lane = 0; lane < N_LANES; lane++)
    {
      GtkRange *scale;

      add_lane (self, lane, givens);
      scale = GTK_RANGE (gtk_widget_get_template_child (GTK_WIDGET (self->bars[lane]),
                                                        SUDOKU_TYPE_DEMO_BAR, "speed_scale"));
      speeds[lane] = gtk_range_get_adjustment (scale);
    }
  /* One pace for both. */
  g_object_bind_property (speeds[0], "value", speeds[1], "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  return self;
}
