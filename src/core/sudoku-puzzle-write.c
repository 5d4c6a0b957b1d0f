/* sudoku-puzzle-write.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-shape-file-private.h"

/* The writers of sudoku-puzzle-file.h: every format the parser reads. */

/* Writing */

/**
 * sudoku_format_line:
 * @cells: 81 values, 0 for empty
 * @out: (out caller-allocates): 82 bytes for the line and its nul
 *
 * Writes the cells as an 81-character line, '.' for empty.
 */
void
sudoku_format_line (const guint8 cells[SUDOKU_N_CELLS],
                    char         out[SUDOKU_N_CELLS + 1])
{
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    out[i] = cells[i] == 0 ? '.' : (char)('0' + cells[i]);
  out[SUDOKU_N_CELLS] = '\0';
}

static gboolean
puzzles_are_valid (const SudokuPuzzle *puzzles,
                   guint               n_puzzles)
{
  for (guint p = 0; p < n_puzzles; p++)
    for (guint i = 0; i < SUDOKU_N_CELLS; i++)
      if (puzzles[p].cells[i] > 9)
        return FALSE;
  return TRUE;
}

/* Each line of a text as a header line of its own, trimmed as reading
 * trims it.  (The shapes' writer writes theirs so too.) */
void
_sudoku_append_meta (GString           *out,
                     const char *const *meta)
{
  for (guint k = 0; k < SUDOKU_N_META; k++)
    {
      g_auto(GStrv) lines = NULL;

      if (meta[k] == NULL)
        continue;
      /* g_strsplit () has no line at all for "", which is a header still. */
      if (meta[k][0] == '\0')
        {
          g_string_append_printf (out, "%s\n", sudoku_meta_key_to_tag (k));
          continue;
        }
      lines = g_strsplit (meta[k], "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        g_string_append_printf (out, "%s%s\n", sudoku_meta_key_to_tag (k), g_strstrip (lines[i]));
    }
}

/* Nine rows of nine cells, @empty for empty cells. */
static void
append_grid (GString      *out,
             const guint8 *cells,
             char          empty)
{
  for (guint i = 0; i < SUDOKU_N_CELLS; i++)
    {
      g_string_append_c (out, cells[i] == 0 ? empty : (char)('0' + cells[i]));
      if (i % 9 == 8)
        g_string_append_c (out, '\n');
    }
}

static void
append_sdk (GString            *out,
            const SudokuPuzzle *puzzle)
{
  _sudoku_append_meta (out, (const char *const *)puzzle->meta);
  append_grid (out, puzzle->cells, '.');
}

static void
append_ss (GString            *out,
           const SudokuPuzzle *puzzle)
{
  g_string_append (out, "*-----------*\n");
  for (guint r = 0; r < 9; r++)
    {
      if (r == 3 || r == 6)
        g_string_append (out, "|---+---+---|\n");
      for (guint c = 0; c < 9; c++)
        {
          guint8 v = puzzle->cells[r * 9 + c];

          if (c % 3 == 0)
            g_string_append_c (out, '|');
          g_string_append_c (out, v == 0 ? '.' : (char)('0' + v));
        }
      g_string_append (out, "|\n");
    }
  g_string_append (out, "*-----------*\n");
}

static void
append_json (GString            *out,
             const SudokuPuzzle *puzzle)
{
  gboolean numbers = puzzle->shape == SUDOKU_SHAPE_JSON_NUMBERS;

  g_string_append_c (out, '[');
  for (guint r = 0; r < 9; r++)
    {
      g_string_append (out, r == 0 ? "[" : ",[");
      for (guint c = 0; c < 9; c++)
        {
          guint8 v = puzzle->cells[r * 9 + c];

          if (c > 0)
            g_string_append_c (out, ',');
          if (numbers)
            g_string_append_c (out, (char)('0' + v));
          else
            g_string_append_printf (out, "\"%c\"", v == 0 ? '.' : (char)('0' + v));
        }
      g_string_append_c (out, ']');
    }
  g_string_append (out, "]\n");
}

/**
 * sudoku_write_sdk:
 * @puzzle: a puzzle
 *
 * Writes @puzzle as a SadMan/SudoCue .sdk file: its metadata as header
 * lines, "#AAuthor" and so on (a line each for a text of several lines,
 * trimmed), then 9 lines of 9 cells, '.' for empty.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_write_sdk (const SudokuPuzzle *puzzle)
{
  GString *out;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzle, 1), NULL);

  out = g_string_sized_new (128);
  append_sdk (out, puzzle);
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_lines:
 * @puzzles: (array length=n_puzzles): puzzles
 * @n_puzzles: their number
 *
 * Writes the puzzles a line each, 81 cells, '.' for empty, as in .sdm
 * collections; metadata is not written.
 *
 * Returns: (transfer full): the text, "" for no puzzles
 */
char *
sudoku_write_lines (const SudokuPuzzle *puzzles,
                    guint               n_puzzles)
{
  GString *out;

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzles, n_puzzles), NULL);

  out = g_string_sized_new ((gsize)n_puzzles * (SUDOKU_N_CELLS + 1) + 1);
  for (guint p = 0; p < n_puzzles; p++)
    {
      char line[SUDOKU_N_CELLS + 1];

      sudoku_format_line (puzzles[p].cells, line);
      g_string_append_len (out, line, SUDOKU_N_CELLS);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_ss:
 * @puzzle: a puzzle
 *
 * Writes @puzzle as a Simple Sudoku .ss grid, with its borders; Simple
 * Sudoku knows no metadata.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_write_ss (const SudokuPuzzle *puzzle)
{
  GString *out;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzle, 1), NULL);

  out = g_string_sized_new (200);
  append_ss (out, puzzle);
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_json:
 * @puzzle: a puzzle
 *
 * Writes @puzzle as a JSON board on one line: strings, "." for empty, or
 * numbers, 0 for empty, if it was read as numbers.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_write_json (const SudokuPuzzle *puzzle)
{
  GString *out;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzle, 1), NULL);

  out = g_string_sized_new (400);
  append_json (out, puzzle);
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_judge:
 * @puzzles: (array length=n_puzzles): puzzles
 * @n_puzzles: their number
 *
 * Writes the number of puzzles, then each as 9 lines of 9 cells, '0' for
 * empty.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_write_judge (const SudokuPuzzle *puzzles,
                    guint               n_puzzles)
{
  GString *out;

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzles, n_puzzles), NULL);

  out = g_string_sized_new ((gsize)n_puzzles * 90 + 16);
  g_string_append_printf (out, "%u\n", n_puzzles);
  for (guint p = 0; p < n_puzzles; p++)
    append_grid (out, puzzles[p].cells, '0');
  return g_string_free (out, FALSE);
}

/**
 * sudoku_write_puzzles:
 * @puzzles: (array length=n_puzzles): puzzles
 * @n_puzzles: their number
 * @format: the form to write
 *
 * Writes the puzzles in @format: .sdk and .ss grids with a blank line
 * between them (only .sdk has metadata), JSON boards a line each.
 * Reading the text gives back the same puzzles.
 *
 * Returns: (transfer full): the text
 */
char *
sudoku_write_puzzles (const SudokuPuzzle *puzzles,
                      guint               n_puzzles,
                      SudokuFormat        format)
{
  GString *out;

  g_return_val_if_fail (puzzles != NULL || n_puzzles == 0, NULL);
  g_return_val_if_fail (puzzles_are_valid (puzzles, n_puzzles), NULL);

  switch (format)
    {
    case SUDOKU_FORMAT_LINES:
      return sudoku_write_lines (puzzles, n_puzzles);
    case SUDOKU_FORMAT_JUDGE:
      return sudoku_write_judge (puzzles, n_puzzles);
    case SUDOKU_FORMAT_SDK:
    case SUDOKU_FORMAT_SS:
    case SUDOKU_FORMAT_JSON:
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  out = g_string_new (NULL);
  for (guint p = 0; p < n_puzzles; p++)
    {
      if (p > 0 && format != SUDOKU_FORMAT_JSON)
        g_string_append_c (out, '\n');
      if (format == SUDOKU_FORMAT_SDK)
        append_sdk (out, &puzzles[p]);
      else if (format == SUDOKU_FORMAT_SS)
        append_ss (out, &puzzles[p]);
      else
        append_json (out, &puzzles[p]);
    }
  return g_string_free (out, FALSE);
}
