/* sudoku-format-text.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include "sudoku-format-private.h"

/* Text puzzles: 81 cells on a line (.sdm, .txt), grids of 9 lines of 9
 * cells (.sdk) after SadMan/SudoCue headers, and Simple Sudoku grids, in
 * any mix; sections such as "[Puzzle]" or a saved game's "[State]". */

/* A grid of 9 lines being read. */
typedef struct
{
  guint8   cells[SUDOKU_N_CELLS];
  guint    rows;     /* read so far; 0 between puzzles */
  guint    start;    /* its first line */
  guint64  offset;   /* where that line starts */
  gboolean adjacent; /* it follows the grid before, line after line */
} Grid;

/* A whole puzzle of another size on a line, 4×4, 6×6 or 16×16, among 9×9
 * ones: sudoku-shape-file.c reads those, in a file that starts with one. */
static void
set_other_size_error (Reader  *r,
                      int      n,
                      GError **error)
{
  int              side = n == 16 ? 4 : n == 36 ? 6
                                                : 16;
  g_autofree char *name = g_strdup_printf ("%d×%d", side, side);

  _sudoku_reader_set_error (error, r, 0,
                            /* Translators: an error reading a puzzle file with --solve, after
                             * “FILE:LINE: “: “found a 4×4 one of 16 cells”; %s is the size found */
                            ngettext ("expected a 9×9 puzzle of 81 cells, found a %s one of %d cell: "
                                      "sudoku-solver --solve reads other sizes from a file whose first "
                                      "puzzle is one",
                                      "expected a 9×9 puzzle of 81 cells, found a %s one of %d cells: "
                                      "sudoku-solver --solve reads other sizes from a file whose first "
                                      "puzzle is one",
                                      (gulong)n),
                            name, n);
}

/**
 * _sudoku_reader_refuse_x_mark:
 * @r: a reader, at a line that carries no cells
 * @error: return location for the error
 *
 * A line "#X" alone makes the next puzzle a Sudoku X, which the shapes'
 * reader (sudoku-shape-file.c) takes in a file that starts with one; the
 * 9×9 readers, the text's (below) and the first lines' (sudoku-puzzle-file.c),
 * would take it for a plain one, and refuse it.
 *
 * Returns: whether the line is one (@error is then set)
 */
gboolean
_sudoku_reader_refuse_x_mark (const Reader *r,
                              GError      **error)
{
  gsize i = _sudoku_reader_indent (r), end = r->line_len;

  while (end > i && _sudoku_is_blank (r->line[end - 1]))
    end--;
  if (end - i != 2 || r->line[i] != '#' || r->line[i + 1] != 'X')
    return FALSE;
  _sudoku_reader_set_error (error, r, _sudoku_parse_column_at (r->line, i),
                            _("expected a plain 9×9 puzzle, found '#X', which makes the next one a "
                               "Sudoku X: sudoku-solver --solve reads Sudoku X from a file whose first "
                               "puzzle is one"));
  return TRUE;
}

/* A line of cells: a puzzle of its own, or a row of a grid. */
static gboolean
parse_cells_line (Parser  *p,
                  Grid    *g,
                  GError **error)
{
  Reader *r = &p->r;
  int     n = _sudoku_parser_scan_cells (p, g->cells + 9 * g->rows,
                                     g->rows == 0 ? SUDOKU_N_CELLS : 9, error);

  if (n < 0)
    return FALSE;
  if (g->rows == 0 && n == SUDOKU_N_CELLS)
    {
      _sudoku_parser_add_puzzle (p, g->cells, SUDOKU_SHAPE_LINE, SUDOKU_FORMAT_LINES, r->line_no,
                                 _sudoku_reader_line_offset (r), _sudoku_reader_line_end (r));
      return TRUE;
    }
  if (n != 9)
    {
      if (g->rows == 0 && (n == 16 || n == 36 || n == 256))
        set_other_size_error (r, n, error);
      else if (g->rows == 0)
        _sudoku_reader_set_error (error, r, 0, SUDOKU_MSG_FEW_CELLS ((gulong)n), n);
      else
        _sudoku_reader_set_error (error, r, 0,
                                  /* Translators: an error reading a puzzle file, after
                                   * “FILE:LINE:COLUMN: “: “expected row 5 of 9 with 9 cells,
                                   * found 8 cells”; the form follows the cells found */
                                  ngettext ("expected row %u of 9 with 9 cells, found %d cell",
                                            "expected row %u of 9 with 9 cells, found %d cells", (gulong)n),
                                  g->rows + 1, n);
      return FALSE;
    }
  if (g->rows++ == 0)
    {
      g->start = r->line_no;
      g->offset = _sudoku_reader_line_offset (r);
      g->adjacent = p->grid_end != 0 && g->start == p->grid_end + 1;
      if (!g->adjacent)
        _sudoku_parser_end_grid (p);
    }
  if (g->rows == 9)
    {
      _sudoku_parser_hold_grid (p, g->cells, SUDOKU_FORMAT_SDK, g->start, g->offset,
                                _sudoku_reader_line_end (r), r->line_no);
      g->rows = 0;
    }
  return TRUE;
}

/* A blank line inside a grid, or the end of the file. */
static void
set_short_grid_error (Reader     *r,
                      const Grid *g,
                      gboolean    at_eof,
                      GError    **error)
{
  if (g->adjacent)
    _sudoku_reader_set_rows_error (error, r, g->start, g->rows);
  else if (at_eof)
    _sudoku_reader_set_grid_eof_error (error, r, g->start, g->rows);
  else
    _sudoku_reader_set_error (error, r, 0,
                              /* Translators: an error reading a puzzle file, after
                               * “FILE:LINE:COLUMN: “: “the grid that starts on line 12 has 8
                               * rows; expected 9”; the form follows the rows */
                              ngettext ("the grid that starts on line %u has %u row; expected 9",
                                        "the grid that starts on line %u has %u rows; expected 9", g->rows),
                              g->start, g->rows);
}

gboolean
_sudoku_format_text_parse (Parser  *p,
                           GError **error)
{
  Reader  *r = &p->r;
  Grid     g = { { 0 } };
  gboolean skipping = FALSE; /* inside a section other than [Puzzle] */

  while (!p->stopped && _sudoku_reader_next (r))
    {
      SudokuMetaKey key;
      gsize         text;
      gboolean      is_puzzle, taken;

      if (g.rows == 0 && _sudoku_reader_line_is_section (r, &is_puzzle))
        {
          skipping = !is_puzzle;
          _sudoku_parser_end_grid (p);
          continue;
        }
      if (skipping)
        continue;
      if (g.rows > 0 && _sudoku_reader_line_is_blank (r))
        {
          set_short_grid_error (r, &g, FALSE, error);
          return FALSE;
        }
      if (_sudoku_reader_refuse_x_mark (r, error) || !_sudoku_parser_take_empty_line (p, &taken, error))
        return FALSE;
      if (taken)
        {
          /* A comment keeps two grids apart, a header does not. */
          if (g.rows == 0 && !_sudoku_reader_line_is_meta (r, &key, &text))
            _sudoku_parser_end_grid (p);
          continue;
        }
      if (g.rows == 0 && _sudoku_format_ss_starts (r))
        {
          if (!_sudoku_format_ss_parse_grid (p, error))
            return FALSE;
          continue;
        }
      if (!parse_cells_line (p, &g, error))
        return FALSE;
    }

  if (g.rows != 0 && !p->stopped)
    {
      set_short_grid_error (r, &g, TRUE, error);
      return FALSE;
    }
  return TRUE;
}
