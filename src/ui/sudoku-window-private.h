/* sudoku-window-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-collection-bar.h"
#include "sudoku-demo-bar.h"
#include "sudoku-document-io.h"
#include "sudoku-document.h"
#include "sudoku-finish-bar.h"
#include "sudoku-fullscreen-box.h"
#include "sudoku-grid.h"
#include "sudoku-hint-bar.h"
#include "sudoku-hint.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-stage.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

typedef void (*SudokuAfterConfirm) (SudokuWindow *self,
                                    gpointer      user_data);

struct _SudokuWindow
{
  GtkApplicationWindow parent_instance;

  /* Template widgets */
  GtkLabel            *status_label;
  GtkButton           *solve_button;
  GtkMenuButton       *menu_button;
  GtkStack            *solve_stack;
  GtkSpinner          *spinner;
  SudokuCollectionBar *collection_bar;
  GtkLabel            *title_label;
  GtkLabel            *subtitle_label;
  SudokuHintBar       *hint_bar;
  SudokuFinishBar     *finish_bar;
  GtkStack            *play_stack;
  SudokuFullscreenBox *fullscreen_box;
  SudokuStage         *stage;

  /* Borrowed: the stage's */
  SudokuGrid          *grid;
  SudokuDemoBar       *demo_bar;

  /* Owned */
  SudokuBoard         *board;         /* the board of the document's game */
  GSignalGroup        *board_signals; /* on that board */
  GSignalGroup        *game_signals;  /* on the document's game */
  GSettings           *settings;

  /* Solving (sudoku-window-actions.c) */
  SudokuStrategy       strategy;
  GCancellable        *solve_cancellable;
  guint                busy_id;    /* shows Stop if the search lasts */
  gboolean             busy_shown; /* Solve shows Stop */

  /* The file (sudoku-window-files.c) */
  SudokuDocument      *document;
  GCancellable        *file_cancellable;
  GCancellable        *restore_cancellable;
  gboolean             close_confirmed;
  gboolean             state_error_shown;    /* the person was told once */
  gboolean             restored;             /* the last run's puzzle is back */
  char                *opening;              /* the name of the file being opened */
  GCancellable        *generate_cancellable; /* new puzzles being made */

  /* Solving by hand (sudoku-window-play.c) */
  gboolean             advance; /* the focus moves on after a digit */
  GCancellable        *wrong_cancellable;
  GCancellable        *rating_cancellable;

  GtkWidget           *zoom_label; /* the zoom in the menu, which resets it */

  /* Classroom mode: the demo bar shown */
  gboolean             show_steps;
};

/* The game shown: the document's current one. */
#define _sudoku_window_game(self) (sudoku_document_get_game ((self)->document))

/* clang-format off */
/* sudoku-window-actions.c */
void     _sudoku_window_actions_class_init  (GtkWidgetClass *widget_class);
void     _sudoku_window_actions_init        (SudokuWindow   *self);
void     _sudoku_window_set_status          (SudokuWindow   *self,
                                             const char     *text);
void     _sudoku_window_update_actions      (SudokuWindow   *self);
void     _sudoku_window_zoom_init           (SudokuWindow   *self);
/* sudoku-window-files.c */
void     _sudoku_window_files_class_init    (GtkWidgetClass *widget_class);
void     _sudoku_window_files_init          (SudokuWindow   *self);
void     _sudoku_window_files_dispose       (SudokuWindow   *self);
gboolean _sudoku_window_files_close_request (SudokuWindow   *self);
void     _sudoku_window_files_stop          (SudokuWindow   *self);
void     _sudoku_window_save_class_init     (GtkWidgetClass *widget_class);
void     _sudoku_window_generate_class_init (GtkWidgetClass *widget_class);
void     _sudoku_window_print_class_init    (GtkWidgetClass *widget_class);
gboolean _sudoku_window_print_to_file       (SudokuWindow   *self,
                                             const char     *path);
void     _sudoku_window_set_print_settings  (SudokuWindow   *self,
                                             GtkPrintSettings *settings);
void     _sudoku_window_export_pdf          (SudokuWindow   *self,
                                             GFile          *file);
void     _sudoku_window_print_stop          (SudokuWindow   *self);
void     _sudoku_window_generate_stop       (SudokuWindow   *self);
void     _sudoku_window_load_puzzles        (SudokuWindow   *self,
                                             GArray         *puzzles);
void     _sudoku_window_save_async          (SudokuWindow   *self,
                                             gboolean        choose,
                                             GAsyncReadyCallback callback,
                                             gpointer        user_data);
void     _sudoku_window_clipboard_class_init (GtkWidgetClass *widget_class);
void     _sudoku_window_clipboard_init      (SudokuWindow   *self);
void     _sudoku_window_confirm_changes     (SudokuWindow   *self,
                                             SudokuAfterConfirm then,
                                             gpointer        user_data);
void     _sudoku_window_load_new            (SudokuWindow   *self,
                                             const guint8   *cells);
/* sudoku-window-play.c */
void     _sudoku_window_play_class_init     (GtkWidgetClass *widget_class);
void     _sudoku_window_play_init           (SudokuWindow   *self);
void     _sudoku_window_play_dispose        (SudokuWindow   *self);
void     _sudoku_window_play_update         (SudokuWindow   *self);
void     _sudoku_window_play_new_board      (SudokuWindow   *self);
void     _sudoku_window_show_hint           (SudokuWindow   *self);
void     _sudoku_window_find_wrong_digits   (SudokuWindow   *self);
/* sudoku-window-lessons.c */
void     _sudoku_window_lessons_class_init  (GtkWidgetClass *widget_class);
/* sudoku-window-info.c */
void     _sudoku_window_update_subtitle     (SudokuWindow   *self);
/* clang-format on */

G_END_DECLS
