/* sudoku-grid-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-grid.h"
#include "sudoku-warm-up.h"

G_BEGIN_DECLS

#define REVEAL_TOTAL_US 900000 /* the whole solution appears within this */
#define REVEAL_STEP_US  60000  /* at most this between two cells */
#define REVEAL_CELL_US  180000 /* one cell's fade and growth */
#define GRID_LINES      18     /* the frame (2 × 3 px), box lines (2 × 3) and cell lines (6 × 1) */

struct _SudokuGrid
{
  GtkWidget              parent_instance;

  /* Owned */
  SudokuBoard           *board;
  GtkWidget             *boxes; /* the GtkGrid of the boxes */
  const SudokuGridShape *shape; /* the boxes' and cells': the board's, 9×9 without one */

  /* Borrowed: children of boxes' children */
  SudokuCell            *cells[SUDOKU_MAX_CELLS];

  /* The solved digits' entrance */
  guint                  reveal_tick;
  gint64                 reveal_start;
  gint64                 reveal_step;
  guint8                 reveal_order[SUDOKU_MAX_CELLS];
  guint                  reveal_n;
  gboolean               unshown[SUDOKU_MAX_CELLS]; /* solved, not on screen yet */

  /* Highlights, for hints and the classroom */
  guint64                units; /* bit side × unit + index of each highlighted unit */
  GArray                *chain; /* of SudokuLogicNode: a chain drawn over the grid (sudoku-grid-chain.c) */

  /* What the selected cell shows (sudoku-grid-highlight.c) */
  int                    selected;                /* the cell with the focus, or -1 */
  guint                  selected_digit;          /* the digit highlighted everywhere, or 0 */
  guint8                 wrong[SUDOKU_MAX_CELLS]; /* marked by a check */
  gboolean               selection_hidden;        /* a demo or a hint highlights */

  gboolean               labels;     /* the rows' and columns' numbers (sudoku-grid-labels.c) */
  gboolean               notes_mode; /* digits entered are pencil marks */
  gboolean               move_on;    /* a digit moves on to the next cell while solving */
  guint                  colour;     /* the colour a digit entered paints, or 0 */

  /* The picker and the presses that open it (sudoku-grid-input.c) */
  GtkWidget             *picker;            /* a SudokuPicker, child of the grid */
  int                    press_cell;        /* the cell under the press, or -1 */
  gboolean               press_on_selected; /* that cell was selected before the press */
  int                    clicked_cell;      /* the cell clicked last, or -1 */

  SudokuWarmUp          *warm_up; /* fonts, icons, memory prepared while idle */
};

/* The cells a side of the grid, and all of them. */
static inline guint
_sudoku_grid_side (SudokuGrid *self)
{
  return self->shape->side;
}

static inline guint
_sudoku_grid_n_cells (SudokuGrid *self)
{
  return self->shape->n_cells;
}

/* clang-format off */
/* sudoku-grid-boxes.c */
int  _sudoku_grid_lines             (const SudokuGridShape *shape);
void _sudoku_grid_build_boxes       (SudokuGrid            *self,
                                     const SudokuGridShape *shape);
/* sudoku-grid-labels.c */
int  _sudoku_grid_label_margin      (SudokuGrid  *self,
                                     int          size);
void _sudoku_grid_snapshot_chain    (SudokuGrid  *self,
                                     GtkSnapshot *snapshot);
void _sudoku_grid_snapshot_labels   (SudokuGrid  *self,
                                     GtkSnapshot *snapshot);
/* sudoku-grid-input.c */
void _sudoku_grid_picker_class_init (GtkWidgetClass *widget_class);
void _sudoku_grid_picker_init       (SudokuGrid *self);
void _sudoku_grid_picker_allocate   (SudokuGrid *self);
void _sudoku_grid_picker_sync       (SudokuGrid *self);
void _sudoku_grid_connect_input    (SudokuGrid *self,
                                     SudokuCell *cell);
void _sudoku_grid_move_on          (SudokuGrid *self,
                                     guint       cell);
void _sudoku_grid_emit_input        (SudokuGrid *self,
                                     guint       cell,
                                     const char *text);
/* sudoku-grid-highlight.c */
void _sudoku_grid_show_cell         (SudokuGrid *self,
                                     guint       cell);
void _sudoku_grid_select            (SudokuGrid *self,
                                     int         cell);
void _sudoku_grid_update_same_digit (SudokuGrid *self);
/* clang-format on */

G_END_DECLS
