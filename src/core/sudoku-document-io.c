/* sudoku-document-io.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-document"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-document-io.h"
#include "sudoku-file-io.h"
#include "sudoku-shape-file.h"

/* What SudokuDocument's worker threads do: read and parse a puzzle file,
 * write one, read back what the last run kept.  Plain functions of their
 * arguments, so that they are safe on any thread. */

/**
 * sudoku_file_display_name:
 * @file: a file
 *
 * Returns: (transfer full): its base name, as shown to people
 */
char *
sudoku_file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base);
}

/* The text of a file being parsed, handed to the parser a megabyte at a
 * time: between two, the reading can stop and say how far it got. */
typedef struct
{
  const char        *data;
  gsize              length;
  gsize              offset;
  GCancellable      *cancellable;
  SudokuProgressFunc progress;
  gpointer           progress_data;
} Source;

static gssize
read_source (gpointer source,
             char    *buffer,
             gsize    size,
             GError **error)
{
  Source *src = source;
  gsize   n = MIN (MIN (size, src->length - src->offset), 1 << 20);

  if (g_cancellable_set_error_if_cancelled (src->cancellable, error))
    return -1;
  memcpy (buffer, src->data + src->offset, n);
  src->offset += n;
  if (src->progress != NULL && src->length > 0)
    src->progress ((double)src->offset / (double)src->length, src->progress_data);
  return (gssize)n;
}

/* Puzzles of other shapes than 9×9 (a line of 16, 36 or 256 cells, grids
 * of 4, 6 or 16 rows, "#X"): lines or grids, as the first one was. */
static gboolean
parse_shaped (Source       *source,
              const char   *name,
              SudokuFormat *format,
              GArray       *puzzles,
              GError      **error)
{
  if (!sudoku_shape_parse_stream (read_source, source, name, 0, FALSE, sudoku_puzzles_append_shaped_cb, puzzles,
                                  error))
    return FALSE;
  /* (--export-pdf asks for none.) */
  if (format != NULL)
    *format = puzzles->len > 0 &&
                  g_array_index (puzzles, SudokuPuzzle, 0).shape == SUDOKU_SHAPE_GRID
                ? SUDOKU_FORMAT_SDK
                : SUDOKU_FORMAT_LINES;
  return TRUE;
}

/**
 * sudoku_read_puzzle_file:
 * @file: a puzzle file in any known format
 * @format: (out) (optional): its format
 * @text: (out) (optional): the text read, into which the puzzles' spans point
 * @progress: (nullable): told how far the parsing got, from this thread
 * @progress_data: for @progress
 * @cancellable: (nullable): stops the reading
 * @error: why it could not be read, with the file's name (and line)
 *
 * Reads and parses @file: only a regular file of at most
 * %SUDOKU_DOCUMENT_MAX_FILE_SIZE bytes.  Puzzles of other shapes than 9×9
 * come with their grid (sudoku_puzzle_get_grid ()).  Blocks.
 *
 * Returns: (transfer full): its puzzles, at least one, or %NULL
 */
GArray *
sudoku_read_puzzle_file (GFile             *file,
                         SudokuFormat      *format,
                         GBytes           **text,
                         SudokuProgressFunc progress,
                         gpointer           progress_data,
                         GCancellable      *cancellable,
                         GError           **error)
{
  g_autoptr(GBytes) bytes = sudoku_load_bytes (file, SUDOKU_DOCUMENT_MAX_FILE_SIZE, cancellable,
                                                error);
  g_autofree char *name = NULL;
  g_autoptr(GArray) puzzles = NULL;
  Source source = { .cancellable = cancellable, .progress = progress, .progress_data = progress_data };

  if (bytes == NULL)
    return NULL;
  name = sudoku_file_display_name (file);
  source.data = g_bytes_get_data (bytes, &source.length);
  puzzles = g_array_sized_new (FALSE, TRUE, sizeof (SudokuPuzzle),
                               (guint)MIN (source.length / 82 + 1, 1 << 20));
  g_array_set_clear_func (puzzles, (GDestroyNotify)sudoku_puzzle_clear);
  if (sudoku_shape_text_is_shaped (source.data, source.length)
        ? !parse_shaped (&source, name, format, puzzles, error)
        : !sudoku_parse_stream (read_source, &source, name, format, sudoku_puzzles_append_cb, puzzles,
                                error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error_literal (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                           _("The file announces no puzzle."));
      return NULL;
    }
  if (text != NULL)
    *text = g_steal_pointer (&bytes);
  return g_steal_pointer (&puzzles);
}

/**
 * sudoku_puzzles_are_shaped:
 * @puzzles: of #SudokuPuzzle
 *
 * Returns: whether one of them is of another shape than a plain 9×9: they
 *   are then written by the shapes' writers
 */
gboolean
sudoku_puzzles_are_shaped (GArray *puzzles)
{
  g_return_val_if_fail (puzzles != NULL, FALSE);

  for (guint i = 0; i < puzzles->len; i++)
    if (g_array_index (puzzles, SudokuPuzzle, i).grid != NULL)
      return TRUE;
  return FALSE;
}

/* Puzzles of other shapes, written as lines or grids; read from @original,
 * written as it was but for their cells. */
static char *
write_shaped (GArray      *puzzles,
              SudokuFormat format,
              GBytes      *original,
              gsize       *length,
              GError     **error)
{
  g_autofree SudokuShapedPuzzle *shaped = g_new (SudokuShapedPuzzle, puzzles->len);
  char                          *text;

  for (guint i = 0; i < puzzles->len; i++)
    sudoku_puzzle_to_shaped (&g_array_index (puzzles, SudokuPuzzle, i), &shaped[i]);
  if (original != NULL)
    {
      gsize       original_length;
      const char *data = g_bytes_get_data (original, &original_length);

      return sudoku_shape_write_preserving (data != NULL ? data : "", original_length, shaped,
                                            puzzles->len, length);
    }
  text = sudoku_shape_write_puzzles (shaped, puzzles->len, format, error);
  *length = text != NULL ? strlen (text) : 0;
  return text;
}

/**
 * sudoku_write_puzzle_file:
 * @file: where to write
 * @puzzles: of #SudokuPuzzle
 * @format: the format to write them in
 * @original: (nullable): the text @puzzles were read from, in @format: it is
 *   written again as it was (comments, headers, layout), only the cells of
 *   the puzzles changed
 * @written: (out) (optional): the text written
 * @cancellable: (nullable): stops it before the file is replaced
 * @error: why it failed; the file is then as it was
 *
 * Blocks.
 *
 * Returns: %TRUE when written
 */
gboolean
sudoku_write_puzzle_file (GFile        *file,
                          GArray       *puzzles,
                          SudokuFormat  format,
                          GBytes       *original,
                          GBytes      **written,
                          GCancellable *cancellable,
                          GError      **error)
{
  const SudokuPuzzle *list = (const SudokuPuzzle *)(void *)puzzles->data;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  char *text;

  if (sudoku_puzzles_are_shaped (puzzles))
    text = write_shaped (puzzles, format, original, &length, error);
  else if (original != NULL)
    {
      gsize       original_length;
      const char *data = g_bytes_get_data (original, &original_length);

      text = sudoku_write_preserving (data != NULL ? data : "", original_length, list,
                                      puzzles->len, &length);
    }
  else
    {
      text = sudoku_write_puzzles (list, puzzles->len, format);
      length = strlen (text);
    }
  if (text == NULL)
    return FALSE;
  bytes = g_bytes_new_take (text, length);
  if (!sudoku_save_bytes (file, bytes, cancellable, error))
    return FALSE;
  if (written != NULL)
    *written = g_steal_pointer (&bytes);
  return TRUE;
}

typedef struct
{
  gpointer       data;
  GDestroyNotify free_func;
} Release;

static gpointer
release_thread (gpointer user_data)
{
  Release *release = user_data;

  release->free_func (release->data);
  g_free (release);
  return NULL;
}

/* Frees @data with @free_func, on a thread of its own when it is @big. */
static void
release (gpointer       data,
         GDestroyNotify free_func,
         gboolean       big)
{
  Release *job;

  if (!big)
    {
      free_func (data);
      return;
    }
  job = g_new (Release, 1);
  job->data = data;
  job->free_func = free_func;
  g_thread_unref (g_thread_new ("sudoku-free", release_thread, job));
}

/**
 * sudoku_puzzles_release:
 * @puzzles: (transfer full) (nullable): an array of #SudokuPuzzle
 *
 * Drops a reference to @puzzles; a big array is freed on a thread of its
 * own (a million puzzles take tens of milliseconds, frames of the window).
 */
void
sudoku_puzzles_release (GArray *puzzles)
{
  if (puzzles != NULL)
    release (puzzles, (GDestroyNotify)g_array_unref, puzzles->len >= 4096);
}

/**
 * sudoku_text_release:
 * @text: (transfer full) (nullable): the text of a file
 *
 * Drops a reference to @text; a big one is freed on a thread of its own
 * (giving 100 MB back to the system takes tens of milliseconds).
 */
void
sudoku_text_release (GBytes *text)
{
  if (text != NULL)
    release (text, (GDestroyNotify)g_bytes_unref, g_bytes_get_size (text) >= (1 << 20));
}

void
sudoku_restore_init (SudokuRestore *restore)
{
  memset (restore, 0, sizeof *restore);
  sudoku_state_init (&restore->state);
}

void
sudoku_restore_clear (SudokuRestore *restore)
{
  sudoku_state_clear (&restore->state);
  g_clear_pointer (&restore->puzzles, sudoku_puzzles_release);
  g_clear_error (&restore->file_error);
  g_clear_pointer (&restore->path, g_free);
  g_clear_pointer (&restore->text, sudoku_text_release);
}

/**
 * sudoku_restore_read:
 * @restore: filled in; sudoku_restore_init () and its @path first
 * @cancellable: (nullable): stops the reading
 * @error: why the state file is damaged or cannot be read
 *
 * Reads the state file and the puzzle file it names.  A missing state file
 * is no error (@restore->found stays %FALSE); a puzzle file that cannot be
 * read any more is said in @restore->file_error.  Blocks.
 *
 * Returns: %FALSE with @error when the state file cannot be used at all
 */
gboolean
sudoku_restore_read (SudokuRestore *restore,
                     GCancellable  *cancellable,
                     GError       **error)
{
  g_autoptr(GFile) state_file = g_file_new_for_path (restore->path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = NULL;

  bytes = sudoku_load_bytes (state_file, SUDOKU_STATE_MAX_SIZE, cancellable, &local_error);
  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      g_prefix_error (&local_error, _("the kept puzzle cannot be read: "));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!sudoku_state_parse (&restore->state, g_bytes_get_data (bytes, NULL),
                           g_bytes_get_size (bytes), error))
    return FALSE;
  restore->found = TRUE;
  if (restore->state.uri == NULL)
    return TRUE;

  file = g_file_new_for_uri (restore->state.uri);
  restore->puzzles = sudoku_read_puzzle_file (file, &restore->format, &restore->text, NULL, NULL,
                                              cancellable, &restore->file_error);
  if (restore->puzzles != NULL && restore->state.index >= restore->puzzles->len)
    {
      g_autofree char *name = sudoku_file_display_name (file);

      g_clear_pointer (&restore->puzzles, g_array_unref);
      g_set_error (&restore->file_error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE,
                   /* Translators: %s is a file name */
                   _("“%s” has fewer puzzles than before"), name);
    }
  return TRUE;
}
