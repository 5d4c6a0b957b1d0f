/* sudoku-state-file-write.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-state-file"

#include "config.h"

#include <string.h>

#include "sudoku-state-file-private.h"

/* The state file's text, from a SudokuState (sudoku-state-file.c reads it
 * back and says what each key holds). */

/* @n cells as a line: '.' for empty, 1–9, then A–G. */
static void
set_cells (GKeyFile     *keys,
           const char   *group,
           const char   *key,
           const guint8 *cells,
           guint         n)
{
  char text[SUDOKU_MAX_CELLS + 1];

  for (guint cell = 0; cell < n; cell++)
    text[cell] = sudoku_grid_shape_digit_char (cells[cell]);
  text[n] = '\0';
  g_key_file_set_string (keys, group, key, text);
}

/* The colours of the cells ("colours", a line like the digits') and of the
 * pencil marks ("note-colours", a string a cell of the colours of its
 * digits 1 to the side, "." for a cell without any), when there are any. */
static void
set_colours (GKeyFile              *keys,
             const char            *group,
             const SudokuPlay      *play,
             const SudokuGridShape *shape)
{
  char        marks[SUDOKU_MAX_CELLS][SUDOKU_MAX_SIDE + 1];
  const char *list[SUDOKU_MAX_CELLS];
  gboolean    cells = FALSE, any_marks = FALSE;

  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      cells |= play->colours[cell] != 0;
      any_marks |= play->note_colours[cell] != 0;
      if (play->note_colours[cell] == 0)
        g_strlcpy (marks[cell], ".", sizeof marks[cell]);
      else
        {
          for (guint digit = 1; digit <= shape->side; digit++)
            marks[cell][digit - 1] = (char)('0' + sudoku_note_colour (play->note_colours[cell], digit));
          marks[cell][shape->side] = '\0';
        }
      list[cell] = marks[cell];
    }
  if (cells)
    set_cells (keys, group, "colours", play->colours, shape->n_cells);
  if (any_marks)
    g_key_file_set_string_list (keys, group, "note-colours", list, shape->n_cells);
}

static void
set_play (GKeyFile              *keys,
          const char            *group,
          const SudokuPlay      *play,
          const SudokuGridShape *shape)
{
  char        notes[SUDOKU_MAX_CELLS][SUDOKU_MAX_SIDE + 1];
  const char *list[SUDOKU_MAX_CELLS];

  if (sudoku_play_is_empty (play))
    return;
  g_key_file_set_boolean (keys, group, "solving", play->solving);
  set_cells (keys, group, "player", play->player, shape->n_cells);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    {
      guint n = 0;

      for (guint digit = 1; digit <= shape->side; digit++)
        if (play->notes[cell] & (1u << digit))
          notes[cell][n++] = sudoku_grid_shape_digit_char (digit);
      if (n == 0)
        notes[cell][n++] = '.';
      notes[cell][n] = '\0';
      list[cell] = notes[cell];
    }
  g_key_file_set_string_list (keys, group, "notes", list, shape->n_cells);
  for (guint cell = 0; cell < shape->n_cells; cell++)
    if (play->revealed[cell] != 0)
      {
        set_cells (keys, group, "revealed", play->revealed, shape->n_cells);
        break;
      }
  set_colours (keys, group, play, shape);
  if (play->hints != 0)
    g_key_file_set_uint64 (keys, group, "hints", play->hints);
  if (play->seconds != 0)
    g_key_file_set_uint64 (keys, group, "seconds", play->seconds);
}

/* The shape of @n cells, as far as their number tells: a side's. */
static const SudokuGridShape *
shape_of (guint n)
{
  return sudoku_grid_shape_get (sudoku_grid_shape_side_of_cells (n), FALSE);
}

/**
 * sudoku_state_to_data:
 * @state: what to keep
 * @length: (out): the length of the text
 *
 * Returns: (transfer full): the text of the state file
 */
char *
sudoku_state_to_data (const SudokuState *state,
                      gsize             *length)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  const SudokuGridShape *grid = state->grid != NULL ? state->grid : sudoku_grid_shape_get (9, FALSE);

  set_cells (keys, GROUP_PUZZLE, "givens", state->givens, grid->n_cells);
  set_cells (keys, GROUP_PUZZLE, "saved", state->saved, grid->n_cells);
  if (grid->side != 9)
    g_key_file_set_uint64 (keys, GROUP_PUZZLE, "side", grid->side);
  if (grid->x)
    g_key_file_set_boolean (keys, GROUP_PUZZLE, "x", TRUE);
  if (state->uri != NULL)
    {
      g_key_file_set_string (keys, GROUP_PUZZLE, "file", state->uri);
      g_key_file_set_uint64 (keys, GROUP_PUZZLE, "index", state->index);
    }
  for (guint i = 0; state->edits != NULL && i < state->edits->len; i++)
    {
      const SudokuStateEdit *edit = &g_array_index (state->edits, SudokuStateEdit, i);
      char                   key[16];

      g_snprintf (key, sizeof key, "%u", edit->index);
      set_cells (keys, GROUP_EDITS, key, edit->cells, edit->n_cells);
    }
  set_play (keys, GROUP_PLAY, &state->play, grid);
  for (guint i = 0; state->plays != NULL && i < state->plays->len; i++)
    {
      const SudokuStatePlay *other = &g_array_index (state->plays, SudokuStatePlay, i);
      char                   group[32];

      g_snprintf (group, sizeof group, PLAY_PREFIX "%u", other->index);
      set_play (keys, group, &other->play, shape_of (other->n_cells));
      set_cells (keys, group, "givens", other->givens, other->n_cells);
    }
  return g_key_file_to_data (keys, length, NULL);
}
