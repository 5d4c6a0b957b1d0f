/* sudoku-demo-bar-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-demo-bar.h"
#include "sudoku-demo-pace.h"
#include "sudoku-demo-replay.h"
#include "sudoku-demo-trail.h"
#include "sudoku-demo.h"
#include "sudoku-logic.h"
#include "sudoku-search-ladder.h"

G_BEGIN_DECLS

/* The bar's state, shared with its actions (sudoku-demo-bar-actions.c) and
 * its logic view (sudoku-demo-logic.c).  What it decides lives in core
 * objects: the search's steps in SudokuDemo and SudokuDemoTrail, the logic
 * view's in SudokuDemoReplay, the pace in SudokuDemoPace. */
struct _SudokuDemoBar
{
  GtkWidget           parent_instance;

  /* Template widgets */
  GtkWidget          *box; /* the only child */
  GtkWidget          *controls;
  GtkDropDown        *strategy_dropdown;
  GtkButton          *play_button;
  GtkScale           *speed_scale;
  GtkCheckButton     *candidates_check;
  GtkLabel           *caption;
  GtkLabel           *counters;
  GtkLabel           *summary;
  SudokuSearchLadder *ladder;

  /* Owned */
  SudokuBoard        *board;
  SudokuGrid         *grid;
  SudokuDemo         *demo;        /* while a search runs */
  GCancellable       *cancellable; /* the search's */
  SudokuDemoTrail    *trail;       /* the search's steps, while it runs */
  SudokuDemoReplay   *replay;      /* the logic view's, kept after its end for its summary */
  GString            *history;     /* the summary: one line per finished run */

  /* The run */
  SudokuDemoPace      pace;
  guint               tick;                     /* the one tick callback, while either view runs */
  gboolean            logic_view;               /* Logic chosen rather than Search */
  gboolean            logic_running;            /* a replay, from Solve to its end */
  gssize              summary_from;             /* where the replay's line starts in history, -1 if not shown */
  guint64             caption_key;              /* what the search caption shows: its step, read or brief */
  guint8              puzzle[SUDOKU_MAX_CELLS]; /* the givens the texts speak of */
};

/* caption_key while Finish Now runs the search's rest: the caption says so */
#define SUDOKU_DEMO_BAR_FINISHING (G_MAXUINT64 - 1)

/* clang-format off */
void _sudoku_demo_bar_show_caption (SudokuDemoBar    *self,
                                    const SudokuStep *step,
                                    gint64            now);
void _sudoku_demo_bar_update_play_button (SudokuDemoBar  *self);
void _sudoku_demo_bar_set_playing        (SudokuDemoBar  *self,
                                          gboolean        playing);
void _sudoku_demo_bar_actions_class_init (GtkWidgetClass *widget_class);
void _sudoku_demo_bar_size_class_init    (GtkWidgetClass *widget_class);
void _sudoku_demo_bar_keys_init          (SudokuDemoBar  *self);
void _sudoku_demo_bar_speed_init         (SudokuDemoBar  *self);
void _sudoku_demo_bar_strategies_init    (SudokuDemoBar  *self);
void _sudoku_demo_bar_name_strategy      (SudokuDemoBar  *self);
void _sudoku_demo_bar_mark_step          (SudokuDemoBar    *self,
                                          const SudokuStep *step);
void _sudoku_demo_bar_add_line           (SudokuDemoBar  *self,
                                          const char     *line);
void _sudoku_demo_bar_set_caption        (SudokuDemoBar  *self,
                                          const char     *text);
void _sudoku_demo_bar_set_counters       (SudokuDemoBar  *self,
                                          const char     *text);
/* sudoku-demo-logic.c */
void _sudoku_demo_logic_class_init       (GtkWidgetClass *widget_class);
void _sudoku_demo_logic_start            (SudokuDemoBar  *self);
void _sudoku_demo_logic_stop             (SudokuDemoBar  *self,
                                          gboolean        say_stopped);
void _sudoku_demo_logic_step             (SudokuDemoBar  *self,
                                          int             delta);
void _sudoku_demo_logic_tick             (SudokuDemoBar  *self,
                                          guint           n_steps);
void _sudoku_demo_logic_show_marks       (SudokuDemoBar  *self);
void _sudoku_demo_logic_forget           (SudokuDemoBar  *self);
/* clang-format on */

G_END_DECLS
