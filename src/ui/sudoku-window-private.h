/* sudoku-window-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-clock-button.h"
#include "sudoku-collection-bar.h"
#include "sudoku-demo-bar.h"
#include "sudoku-document-io.h"
#include "sudoku-document.h"
#include "sudoku-files.h"
#include "sudoku-finish-bar.h"
#include "sudoku-fullscreen-box.h"
#include "sudoku-grid.h"
#include "sudoku-hint-bar.h"
#include "sudoku-hint.h"
#include "sudoku-pause-bin.h"
#include "sudoku-printer.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-solve-button.h"
#include "sudoku-stage.h"
#include "sudoku-title.h"
#include "sudoku-window.h"
#include "sudoku-zoom-box.h"

G_BEGIN_DECLS

typedef void (*SudokuAfterConfirm) (SudokuWindow *self,
                                    gpointer      user_data);

struct _SudokuWindow
{
  GtkApplicationWindow parent_instance;

  /* Template widgets */
  GtkLabel            *status_label;
  SudokuSolveButton   *solve_button;
  GtkMenuButton       *menu_button;
  SudokuHintBar       *hint_bar;
  SudokuFinishBar     *finish_bar;
  SudokuStage         *stage;

  /* Borrowed: the stage's */
  SudokuGrid          *grid;
  SudokuDemoBar       *demo_bar;

  /* Owned */
  SudokuBoard         *board;         /* the board of the document's game */
  GSignalGroup        *board_signals; /* on that board */
  GSignalGroup        *game_signals;  /* on the document's game */
  GSettings           *settings;
  SudokuPrinter       *printer;

  /* Solving (sudoku-window-actions.c) */
  SudokuStrategy       strategy;

  /* The file (sudoku-window-files.c) */
  SudokuDocument      *document;
  SudokuFiles         *files; /* what goes in and out of it */

  /* Classroom mode: the demo bar shown */
  gboolean             show_steps;
};

/* The game shown: the document's current one. */
#define _sudoku_window_game(self) (sudoku_document_get_game ((self)->document))

/* clang-format off */
/* sudoku-window-actions.c */
void       _sudoku_window_actions_class_init (GtkWidgetClass *widget_class);
void       _sudoku_window_update_actions     (SudokuWindow   *self);
void       _sudoku_window_add_property_actions (SudokuWindow *self);
/* sudoku-window-digits.c */
void       _sudoku_window_digits_init          (SudokuWindow *self);
void       _sudoku_window_set_zoom           (SudokuWindow   *self,
                                              int             zoom);
void       _sudoku_window_reveal_solution    (SudokuWindow   *self,
                                              const guint8   *order,
                                              guint           n_order);
/* sudoku-window-files.c */
void       _sudoku_window_files_class_init   (GtkWidgetClass *widget_class);
void       _sudoku_window_update_navigation  (SudokuWindow   *self);
gboolean   _sudoku_window_drop_cb            (GtkDropTarget  *target,
                                              const GValue   *value,
                                              double          x,
                                              double          y,
                                              SudokuWindow   *self);
void       _sudoku_window_confirm_changes    (SudokuWindow   *self,
                                              SudokuAfterConfirm then,
                                              gpointer        user_data);
/* sudoku-window-play.c */
void       _sudoku_window_set_status         (SudokuWindow   *self,
                                              const char     *text);
void       _sudoku_window_play_class_init    (GtkWidgetClass *widget_class);
void       _sudoku_window_play_update        (SudokuWindow   *self);
void       _sudoku_window_play_new_board     (SudokuWindow   *self);
void       _sudoku_window_show_hint          (SudokuWindow   *self);
void       _sudoku_window_show_wrong         (SudokuWindow   *self);
void       _sudoku_window_paused_cb          (SudokuWindow   *self);
void       _sudoku_window_completed_cb       (SudokuWindow   *self,
                                              guint           seconds,
                                              gboolean        helped);
/* clang-format on */

G_END_DECLS
