/* sudoku-window-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-demo.h"
#include "sudoku-document.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

typedef void (*SudokuAfterConfirm) (SudokuWindow *self);

struct _SudokuWindow
{
  GtkApplicationWindow parent_instance;

  /* Template widgets */
  GtkGrid             *board_grid;
  GtkLabel            *status_label;
  GtkButton           *solve_button;
  GtkMenuButton       *menu_button;
  GtkStack            *solve_stack;
  GtkSpinner          *spinner;
  GtkWidget           *collection_bar;
  GtkSpinButton       *puzzle_spin;
  GtkLabel            *puzzle_count_label;
  GtkToggleButton     *steps_button;
  GtkRevealer         *demo_revealer;
  GtkDropDown         *strategy_dropdown;
  GtkButton           *play_button;
  GtkScale            *speed_scale;
  GtkCheckButton      *candidates_check;
  GtkLabel            *demo_caption;
  GtkLabel            *demo_counters;
  GtkLabel            *demo_summary;

  SudokuStrategy       strategy;

  /* Owned */
  SudokuBoard         *board;
  GCancellable        *solve_cancellable;
  GSettings           *settings;

  /* The file (sudoku-window-files.c) */
  SudokuDocument      *document;
  GCancellable        *file_cancellable;
  GCancellable        *restore_cancellable;
  gboolean             close_confirmed;
  gboolean             state_error_shown; /* the person was told once */
  gboolean             restored;          /* the last run's puzzle is back */

  /* Classroom mode (sudoku-window-demo.c) */
  gboolean             show_steps;
  SudokuDemo          *demo;
  GCancellable        *demo_cancellable;
  guint                demo_tick;
  gint64               demo_last_frame;
  gint64               demo_started;
  double               demo_credit;
  gboolean             demo_playing;
  guint8               demo_grid[SUDOKU_N_CELLS];
  guint64              demo_placements;
  guint64              demo_backtracks;
  SudokuStep           demo_last_step;   /* for the caption */
  gboolean             demo_caption_due; /* a step not in the caption yet */
  gint64               demo_texts_time;  /* caption and counters last set */
  GString             *demo_history;     /* one line per finished run */
  int                  zoom;
  guint                busy_id;    /* shows Stop if the search lasts */
  gboolean             busy_shown; /* Solve shows Stop */
  guint                warm_up_id; /* fonts, icons, memory prepared while idle */
  guint                warm_step;
  GHashTable          *warmed_sizes; /* digit sizes already rendered once */
  gboolean             warmed_icons;
  int                  warmed_width; /* the biggest frame's memory touched */
  int                  warmed_height;
  cairo_surface_t     *warm_keeper;     /* keeps cairo's X11 shared memory */
  int                  allocated_width; /* the window's size, to see it change */
  int                  allocated_height;

  /* Borrowed: children of board_grid */
  SudokuCell          *cells[SUDOKU_N_CELLS];

  /* The solved digits' entrance */
  guint                reveal_tick;
  gint64               reveal_start;
  gint64               reveal_step;
  guint8               reveal_order[SUDOKU_N_CELLS];
  guint                reveal_n;
  gboolean             solution_arriving;       /* the board is taking a solution */
  gboolean             unshown[SUDOKU_N_CELLS]; /* solved, not on screen yet */
};

/* clang-format off */
void     _sudoku_window_set_status          (SudokuWindow   *self,
                                             const char     *text);
void     _sudoku_window_stop_reveal         (SudokuWindow   *self);
void     _sudoku_window_files_class_init    (GtkWidgetClass *widget_class);
void     _sudoku_window_files_init          (SudokuWindow   *self);
void     _sudoku_window_files_dispose       (SudokuWindow   *self);
gboolean _sudoku_window_files_close_request (SudokuWindow   *self);
void     _sudoku_window_clipboard_class_init (GtkWidgetClass *widget_class);
void     _sudoku_window_clipboard_init      (SudokuWindow   *self);
void     _sudoku_window_confirm_changes     (SudokuWindow   *self,
                                             SudokuAfterConfirm then);
void     _sudoku_window_load_new            (SudokuWindow   *self,
                                             const guint8   *cells);
void     _sudoku_window_refresh_cells       (SudokuWindow   *self);
void     _sudoku_window_update_actions      (SudokuWindow   *self);
void     _sudoku_window_demo_class_init     (GtkWidgetClass *widget_class);
void     _sudoku_window_demo_init           (SudokuWindow   *self);
void     _sudoku_window_demo_dispose        (SudokuWindow   *self);
gboolean _sudoku_window_demo_running        (SudokuWindow   *self);
void     _sudoku_window_demo_start          (SudokuWindow   *self);
void     _sudoku_window_demo_stop           (SudokuWindow   *self);
void     _sudoku_window_warm_up_init        (SudokuWindow   *self);
void     _sudoku_window_warm_up_dispose     (SudokuWindow   *self);
void     _sudoku_window_warm_up             (SudokuWindow   *self);
/* clang-format on */

G_END_DECLS
