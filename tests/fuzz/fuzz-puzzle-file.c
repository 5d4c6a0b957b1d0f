/* fuzz-puzzle-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A libFuzzer target for the puzzle files (build-aux/fuzz builds and runs
 * it): whatever the bytes, sudoku_parse_puzzles_full () returns puzzles or a
 * located message, never crashes, and what it reads survives writing in
 * every form and reading back. */

#define G_LOG_DOMAIN "fuzz-puzzle-file"

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "sudoku-parser.h"
#include "sudoku-puzzle-file.h"

#define CHECK(cond)                                                       \
  G_STMT_START                                                            \
  {                                                                       \
    if (!(cond))                                                          \
      {                                                                   \
        fprintf (stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, \
                 #cond);                                                  \
        abort ();                                                         \
      }                                                                   \
  }                                                                       \
  G_STMT_END

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A g_return_if_fail () is a bug too. */
  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static void
check_puzzles (GArray *puzzles)
{
  for (guint p = 0; p < puzzles->len; p++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, p);

      for (guint i = 0; i < SUDOKU_N_CELLS; i++)
        CHECK (puzzle->cells[i] <= 9);
      CHECK (puzzle->line >= 1);
      CHECK (puzzle->shape <= SUDOKU_SHAPE_JSON_NUMBERS);
      for (guint k = 0; k < SUDOKU_N_META; k++)
        CHECK (puzzle->meta[k] == NULL || g_utf8_validate (puzzle->meta[k], -1, NULL));
    }
}

static void
check_round_trip (GArray      *puzzles,
                  SudokuFormat format)
{
  const SudokuPuzzle *first = (const SudokuPuzzle *)(const void *)puzzles->data;
  g_autofree char    *text = sudoku_write_puzzles (first, puzzles->len, format);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) back = NULL;
  SudokuFormat back_format = (SudokuFormat)-1;

  CHECK (text != NULL);
  back = sudoku_parse_puzzles_full (text, strlen (text), "written", &back_format, &error);
  if (back == NULL)
    {
      fprintf (stderr, "written as %s, refused: %s\n%s", sudoku_format_to_string (format),
               error->message, text);
      abort ();
    }
  CHECK (back_format == format);
  CHECK (back->len == puzzles->len);
  for (guint p = 0; p < puzzles->len; p++)
    {
      const SudokuPuzzle *a = &g_array_index (puzzles, SudokuPuzzle, p);
      const SudokuPuzzle *b = &g_array_index (back, SudokuPuzzle, p);

      CHECK (memcmp (a->cells, b->cells, SUDOKU_N_CELLS) == 0);
      if (format == SUDOKU_FORMAT_JSON)
        CHECK (a->shape == b->shape || a->shape < SUDOKU_SHAPE_JSON);
      if (format != SUDOKU_FORMAT_SDK)
        continue;
      for (guint k = 0; k < SUDOKU_N_META; k++)
        CHECK (g_strcmp0 (a->meta[k], b->meta[k]) == 0);
    }
}

typedef struct
{
  const char *data;
  gsize       length;
  gsize       pos;
} Chunks;

/* Seven bytes at a time: lines and tokens cut anywhere. */
static gssize
read_chunks (gpointer source,
             char    *buffer,
             gsize    size,
             GError **error)
{
  Chunks *c = source;
  gsize   n = MIN (MIN (size, 7), c->length - c->pos);

  memcpy (buffer, c->data + c->pos, n);
  c->pos += n;
  return (gssize)n;
}

static gboolean
count_puzzle (SudokuPuzzle *puzzle,
              gpointer      user_data)
{
  GArray             *whole = user_data;
  const SudokuPuzzle *same;

  /* The puzzles before a fault are handed over before it is found. */
  if (whole == NULL)
    return TRUE;
  CHECK (whole->len > 0);
  same = &g_array_index (whole, SudokuPuzzle, 0);
  CHECK (memcmp (puzzle->cells, same->cells, SUDOKU_N_CELLS) == 0);
  CHECK (puzzle->start == same->start && puzzle->end == same->end);
  g_array_remove_index (whole, 0);
  return TRUE;
}

/* The longest run of bytes with no line end in @data. */
static gsize
longest_line (const char *data,
              gsize       size)
{
  gsize longest = 0, run = 0;

  for (gsize i = 0; i < size; i++)
    {
      run = data[i] == '\n' ? 0 : run + 1;
      longest = MAX (longest, run);
    }
  return longest;
}

/* Read as a stream, the same puzzles, or the same message; or, for a line
 * longer than a stream holds (SUDOKU_MAX_LINE, made small here by
 * build-aux/fuzz), a refusal that names it. */
static void
check_stream (const char *data,
              gsize       size,
              GArray     *whole,
              GError     *whole_error)
{
  g_autoptr(GArray) left = NULL;
  g_autoptr(GError) error = NULL;
  Chunks   source = { data, size, 0 };
  gboolean ok;

  if (whole != NULL)
    {
      left = g_array_new (FALSE, TRUE, sizeof (SudokuPuzzle));
      g_array_append_vals (left, whole->data, whole->len);
    }
  ok = sudoku_parse_stream (read_chunks, &source, "fuzz", NULL, count_puzzle, left, &error);
  if (!ok && strstr (error->message, ": expected a line of at most ") != NULL)
    {
      CHECK (longest_line (data, size) >= SUDOKU_MAX_LINE / 2);
      return;
    }
  /* A line of half the bound that starts as JSON does is handed over as
   * far as it is in hand: a refusal may then say another thing. */
  if (!ok && whole == NULL && longest_line (data, size) >= SUDOKU_MAX_LINE / 2)
    return;
  CHECK (ok == (whole != NULL));
  if (ok)
    CHECK (left->len == 0);
  else
    CHECK (g_str_equal (error->message, whole_error->message));
}

/* Saving with nothing edited gives the text back; with every puzzle
 * edited, the text reads back as edited, with the same headers. */
static void
check_preserving (const char *data,
                  gsize       size,
                  GArray     *puzzles)
{
  const SudokuPuzzle *first = (const SudokuPuzzle *)(const void *)puzzles->data;
  g_autofree char    *same = NULL;
  g_autofree char    *edited = NULL;
  g_autoptr(GArray) back = NULL;
  g_autoptr(GError) error = NULL;
  gsize n;

  same = sudoku_write_preserving (data, size, first, puzzles->len, &n);
  CHECK (same != NULL && n == size && memcmp (same, data, size) == 0);
  for (guint p = 0; p < puzzles->len; p++)
    for (guint i = 0; i < SUDOKU_N_CELLS; i++)
      {
        guint8 *cell = &g_array_index (puzzles, SudokuPuzzle, p).cells[i];

        *cell = (guint8)((*cell + 1 + p) % 10);
      }
  edited = sudoku_write_preserving (data, size, first, puzzles->len, &n);
  back = sudoku_parse_puzzles_full (edited, n, "edited", NULL, &error);
  if (back == NULL)
    {
      fprintf (stderr, "edited, refused: %s\n", error->message);
      abort ();
    }
  CHECK (back->len == puzzles->len);
  for (guint p = 0; p < puzzles->len; p++)
    {
      const SudokuPuzzle *a = &g_array_index (puzzles, SudokuPuzzle, p);
      const SudokuPuzzle *b = &g_array_index (back, SudokuPuzzle, p);

      CHECK (memcmp (a->cells, b->cells, SUDOKU_N_CELLS) == 0);
      for (guint k = 0; k < SUDOKU_N_META; k++)
        CHECK (g_strcmp0 (a->meta[k], b->meta[k]) == 0);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) puzzles = NULL;
  SudokuFormat format = (SudokuFormat)-1;

  puzzles = sudoku_parse_puzzles_full ((const char *)data, size, "fuzz", &format, &error);
  check_stream ((const char *)data, size, puzzles, error);
  if (puzzles == NULL)
    {
      CHECK (error != NULL);
      CHECK (error->domain == SUDOKU_ERROR && error->code == SUDOKU_ERROR_PARSE);
      CHECK (g_str_has_prefix (error->message, "fuzz:"));
      CHECK (g_utf8_validate (error->message, -1, NULL));
      CHECK (format == (SudokuFormat)-1);
      return 0;
    }
  CHECK (error == NULL);
  CHECK (format <= SUDOKU_FORMAT_JSON);
  check_puzzles (puzzles);
  CHECK (puzzles->len > 0);
  for (SudokuFormat f = SUDOKU_FORMAT_LINES; f <= SUDOKU_FORMAT_JSON; f++)
    check_round_trip (puzzles, f);

  /* The single-puzzle writers agree with the collection ones. */
  {
    const SudokuPuzzle *first = (const SudokuPuzzle *)(const void *)puzzles->data;
    g_autofree char    *sdk = sudoku_write_sdk (first);
    g_autofree char    *sdk_one = sudoku_write_puzzles (first, 1, SUDOKU_FORMAT_SDK);
    g_autofree char    *ss = sudoku_write_ss (first);
    g_autofree char    *ss_one = sudoku_write_puzzles (first, 1, SUDOKU_FORMAT_SS);
    g_autofree char    *json = sudoku_write_json (first);
    g_autofree char    *json_one = sudoku_write_puzzles (first, 1, SUDOKU_FORMAT_JSON);

    CHECK (g_str_equal (sdk, sdk_one));
    CHECK (g_str_equal (ss, ss_one));
    CHECK (g_str_equal (json, json_one));
  }
  check_preserving ((const char *)data, size, puzzles);
  return 0;
}
