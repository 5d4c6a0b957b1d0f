/* sudoku-test-util.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "sudoku-cell.h"
#include "sudoku-core-test-util.h"
#include "sudoku-grid.h"
#include "sudoku-window.h"

G_BEGIN_DECLS

/* A grid alone, in a plain window, on a board of its own. */
typedef struct
{
  GtkWidget   *window;
  SudokuGrid  *grid;
  SudokuBoard *board;
} SudokuTestGridFixture;

/* clang-format off */
void       sudoku_test_load_style   (void);
gboolean   sudoku_test_init_display (void);
gboolean   sudoku_test_press_key    (SudokuCell        *cell,
                                     guint              keyval,
                                     GdkModifierType    state);
GtkWidget *sudoku_test_find_widget  (GtkWidget         *root,
                                     GType              type);
GtkWidget *sudoku_test_show         (GtkWidget         *child,
                                     int                width,
                                     int                height);
void       sudoku_test_close        (GtkWidget         *window);
void       sudoku_test_grid_fixture_set_up    (SudokuTestGridFixture *f,
                                               const char            *puzzle,
                                               int                    size);
void       sudoku_test_grid_fixture_tear_down (SudokuTestGridFixture *f,
                                               gconstpointer          data);
SudokuCell *sudoku_test_cell        (gpointer           window,
                                     guint              row,
                                     guint              col);
SudokuGrid *sudoku_test_grid        (gpointer           window);
const char *sudoku_test_status      (gpointer           window);
gboolean   sudoku_test_animating    (gpointer           window);
SudokuWindow *sudoku_test_new_window (const char       *puzzle);
char      *sudoku_test_private_state_dir (const char   *prefix) G_GNUC_WARN_UNUSED_RESULT;
double     sudoku_test_luminance    (const GdkRGBA     *color);
double     sudoku_test_contrast     (const GdkRGBA     *a,
                                     const GdkRGBA     *b);
GdkRGBA    sudoku_test_rendered_pixel (GtkWidget       *window,
                                       int              x,
                                       int              y);
double     sudoku_test_text_contrast  (GtkWidget       *window,
                                       GtkWidget       *label,
                                       const GdkRGBA   *ground);
/* clang-format on */

G_END_DECLS
