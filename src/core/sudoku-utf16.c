/* sudoku-utf16.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-puzzle-file"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-utf16.h"

/* What some editors save as "Unicode": UTF-16 after a byte order mark.
 * The readers read it as the same text in UTF-8; saving writes it back in
 * UTF-16. */

/* Whether @data starts with the byte order mark of UTF-16. */
gboolean
_sudoku_is_utf16 (const char *data,
                  gsize       length)
{
  return length >= 2 && (memcmp (data, "\xff\xfe", 2) == 0 || memcmp (data, "\xfe\xff", 2) == 0);
}

/* What some editors save as "Unicode": UTF-16 after a byte order mark,
 * as the same text in UTF-8, without the mark.  Line numbers and columns
 * stay the same, since both count characters.  On failure, returns %NULL
 * with the line and what was found there. */
char *
_sudoku_utf16_decode (const char  *data,
                      gsize        length,
                      gsize       *text_length,
                      guint       *line,
                      const char **found)
{
  gboolean              little = (guchar)data[0] == 0xff;
  gsize                 n_units = length / 2 - 1, bad;
  g_autofree gunichar2 *units = g_new (gunichar2, n_units + 1);
  g_autofree char      *text = NULL;
  glong                 n_read = 0, n_written = 0;

  for (gsize i = 0; i < n_units; i++)
    {
      guint a = (guchar)data[2 + 2 * i], b = (guchar)data[3 + 2 * i];

      units[i] = (gunichar2)(little ? a | b << 8 : a << 8 | b);
    }
  units[n_units] = 0;
  /* It stops at a nul, which the reader of UTF-8 would name anyway. */
  text = g_utf16_to_utf8 (units, (glong)n_units, &n_read, &n_written, NULL);
  if (text != NULL && (gsize)n_read == n_units && length % 2 == 0)
    {
      *text_length = (gsize)n_written;
      return g_steal_pointer (&text);
    }

  /* A high surrogate at the end is no error to GLib: it reads less. */
  if (text == NULL || ((gsize)n_read < n_units && units[n_read] != 0))
    *found = _("half of a character made of two");
  else if ((gsize)n_read < n_units)
    /* Translators: what was found in a UTF-16 puzzle file: a character of code 0 (NUL), in “…,
     * found the character 0” */
    *found = _("the character 0");
  else
    *found = _("an odd number of bytes");
  bad = text == NULL || (gsize)n_read < n_units ? (gsize)n_read : n_units;
  *line = 1;
  for (gsize i = 0; i < bad; i++)
    if (units[i] == '\n')
      (*line)++;
  return NULL;
}

/* @text in UTF-16, after the byte order mark of @like. */
char *
_sudoku_utf16_encode (const char *text,
                      gsize       length,
                      const char *like,
                      gsize      *out_length)
{
  gboolean              little = (guchar)like[0] == 0xff;
  glong                 n_units = 0;
  g_autofree gunichar2 *units = g_utf8_to_utf16 (text, (glong)length, NULL, &n_units, NULL);
  char                 *out;

  g_return_val_if_fail (units != NULL, NULL);
  out = g_malloc (2 * (gsize)n_units + 2);
  memcpy (out, like, 2);
  for (glong i = 0; i < n_units; i++)
    {
      out[2 + 2 * i + (little ? 0 : 1)] = (char)(units[i] & 0xff);
      out[2 + 2 * i + (little ? 1 : 0)] = (char)(units[i] >> 8);
    }
  *out_length = 2 * (gsize)n_units + 2;
  return out;
}
