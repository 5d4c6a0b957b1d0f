/* sudoku-demo-bar-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-demo-bar.h"
#include "sudoku-demo.h"

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
};

/* clang-format off */
void _sudoku_demo_bar_update_play_button (SudokuDemoBar  *self);
void _sudoku_demo_bar_set_playing        (SudokuDemoBar  *self,
                                          gboolean        playing);
void _sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class);
void _sudoku_demo_bar_mark_step         (SudokuDemoBar    *self,
                                          const SudokuStep *step);
void _sudoku_demo_bar_keys_init          (SudokuDemoBar  *self);
/* clang-format on */

G_END_DECLS
