/* sudoku-cell-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-cell.h"

G_BEGIN_DECLS

/* How the digit is written: givens bold, the digit a demo is trying in
 * italics.  Set as text attributes, not in CSS: a font change in CSS would
 * resize the text widget and lay the whole window out again, a digit set or
 * restyled only redraws its cell. */
typedef enum
{
  DIGIT_PLAIN,
  DIGIT_GIVEN,
  DIGIT_TENTATIVE,
} DigitStyle;

struct _SudokuCell
{
  GtkWidget    parent_instance;

  /* GtkInscription, not GtkLabel: new text redraws the cell but does not
   * resize it, and assistive technologies still read it as the cell's text. */
  GtkWidget   *label;
  GtkWidget   *candidates; /* the small digits still possible, in a 3×3 layout (2×2, 2×3, 4×4 on other shapes) */
  DigitStyle   digit_style;

  guint        row;
  guint        col;
  double       reveal;           /* 0 hidden … 1 shown: the solved digit's entrance */
  int          font_size;        /* in pixels, follows the allocation */
  int          candidates_width; /* of a line of candidates, in pixels */
  guint        flash_id;         /* the dead-end flash's timeout */
  guint        side;             /* digits 1 to side: 9, or 4, 6, 16 */
  guint        shown;            /* the digit shown, a search's tentative one too, or 0 */
  guint32      candidate_mask;
  guint32      struck_mask;     /* of the candidates, those crossed out */
  guint32      emphasized_mask; /* of the candidates, those in bold */
  guint        colour;          /* the player's colour on the cell, or 0 */
  guint64      mark_colours;    /* on its pencil marks, as in SudokuPlay */
  int          uniform_size;    /* the grid's smallest cell, for one digit size in all */

  /* What assistive technologies read, with the row and column */
  guint        value;
  SudokuOrigin origin;
  gboolean     wrong;    /* a check found the digit wrong */
  gboolean     conflict; /* the digit clashes with another */
};

/* The pencil marks' columns: a box's on a 4×4 and 6×6 (2 and 3), 3 on a
 * 9×9, 4 on a 16×16. */
static inline guint
_sudoku_cell_mark_columns (SudokuCell *self)
{
  return self->side == 4 ? 2 : self->side == 16 ? 4
                                                : 3;
}

/* clang-format off */
/* sudoku-cell-marks.c */
void _sudoku_cell_update_marks_size (SudokuCell *self);
void _sudoku_cell_show_marks        (SudokuCell *self);
void _sudoku_cell_update_label      (SudokuCell *self);
/* clang-format on */

G_END_DECLS
