/* sudoku-demo-bar-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-demo-bar.h"
#include "sudoku-demo.h"
#include "sudoku-logic.h"

G_BEGIN_DECLS

/* The bar's state, shared with its actions (sudoku-demo-bar-actions.c). */
struct _SudokuDemoBar
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkWidget      *box; /* the only child */
  GtkWidget      *controls;
  GtkDropDown    *strategy_dropdown;
  GtkButton      *play_button;
  GtkScale       *speed_scale;
  GtkCheckButton *candidates_check;
  GtkLabel       *caption;
  GtkLabel       *counters;
  GtkLabel       *summary;

  /* Owned */
  SudokuBoard    *board;
  SudokuGrid     *grid;
  SudokuDemo     *demo; /* while a demo runs */
  GCancellable   *cancellable;
  GString        *history; /* one line per finished run */

  /* The run */
  guint           tick;
  gint64          last_frame;
  gint64          run_time;   /* microseconds played, up to play_since */
  gint64          play_since; /* when playing went on, 0 while paused */
  double          credit;
  gboolean        playing;
  guint8          values[SUDOKU_N_CELLS];
  guint8          puzzle[SUDOKU_N_CELLS]; /* the givens the texts speak of */
  guint64         placements;
  guint64         backtracks;
  GArray         *trail;        /* of SudokuStep: every step taken, to step back */
  guint           shown;        /* how many of them the grid shows */
  gboolean        caption_due;  /* a step not in the caption yet */
  gint64          texts_time;   /* caption and counters last set */
  gint64          caption_time; /* the caption last set */

  /* The logic view (sudoku-demo-logic.c): the same puzzle as a person
   * solves it, with the logic engine's steps */
  gboolean        logic_view;        /* Logic chosen rather than Search */
  gboolean        logic_running;     /* a replay, from Solve to its end */
  GCancellable   *logic_cancellable; /* the replay's workers */
  GArray         *logic_path;        /* of SudokuLogicStep; NULL until worked out */
  GArray         *logic_grids;       /* of SudokuLogicGrid: before each step, then the end */
  guint           logic_shown;       /* the steps the grid shows */
  guint           logic_wanted;      /* a step asked for before the path was there */
  guint           logic_tick;
  char           *logic_line;   /* the summary's logic half, once the replay ended */
  char           *search_line;  /* its search half, once the search was counted */
  gssize          summary_from; /* where their line starts in history, -1 if not shown */
};

/* clang-format off */
void _sudoku_demo_bar_update_play_button (SudokuDemoBar  *self);
void _sudoku_demo_bar_set_playing        (SudokuDemoBar  *self,
                                          gboolean        playing);
void _sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class);
void _sudoku_demo_bar_mark_step         (SudokuDemoBar    *self,
                                          const SudokuStep *step);
void _sudoku_demo_bar_keys_init          (SudokuDemoBar  *self);
double _sudoku_demo_bar_speed            (SudokuDemoBar  *self);
guint _sudoku_demo_bar_take_credit       (SudokuDemoBar  *self,
                                          gint64          now,
                                          guint           max);
gboolean _sudoku_demo_bar_texts_due      (SudokuDemoBar  *self,
                                          gint64          now,
                                          gboolean        force);
gboolean _sudoku_demo_bar_caption_due    (SudokuDemoBar  *self,
                                          gint64          now,
                                          gboolean        force);
void _sudoku_demo_bar_add_line           (SudokuDemoBar  *self,
                                          const char     *line);
/* sudoku-demo-logic.c */
void _sudoku_demo_logic_class_init       (GtkWidgetClass *widget_class);
void _sudoku_demo_logic_start            (SudokuDemoBar  *self);
void _sudoku_demo_logic_stop             (SudokuDemoBar  *self,
                                          gboolean        say_stopped);
void _sudoku_demo_logic_step             (SudokuDemoBar  *self,
                                          int             delta);
void _sudoku_demo_logic_finish           (SudokuDemoBar  *self);
void _sudoku_demo_logic_show_marks       (SudokuDemoBar  *self);
void _sudoku_demo_logic_forget           (SudokuDemoBar  *self);
/* clang-format on */

G_END_DECLS
