/* sudoku-cli-name.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-cli"

#include "config.h"

#include <string.h>

#include "sudoku-cli.h"

/**
 * sudoku_cli_display_name:
 * @path: a file name, in the bytes the system gave
 *
 * The name of a file as messages such as "NAME:LINE:COLUMN: …" show it: as
 * it is when it is printable UTF-8 without a colon-free surprise, otherwise
 * in double quotes, with C escapes for control characters, quotes,
 * backslashes and bytes that are not UTF-8 ("a\\nb", "caf\\xE9"), so that
 * a message stays on one line of text and still names the file exactly.
 *
 * Returns: (transfer full): the name to show
 */
char *
sudoku_cli_display_name (const char *path)
{
  g_autoptr(GString) out = g_string_new ("\"");
  const char *p = path, *end = path + strlen (path);
  gboolean    escaped = FALSE;

  g_return_val_if_fail (path != NULL, NULL);

  while (p < end)
    {
      gunichar u = g_utf8_get_char_validated (p, end - p);
      guchar   c = (guchar)*p;

      if (u == (gunichar)-1 || u == (gunichar)-2)
        {
          g_string_append_printf (out, "\\x%02X", c);
          escaped = TRUE;
          p++;
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char)c);
        }
      else if (c < 0x20 || c == 0x7f || (u >= 0x80 && !g_unichar_isprint (u)))
        {
          g_string_append_printf (out, u < 0x80 ? "\\x%02X" : "\\u%04X", u);
          escaped = TRUE;
        }
      else
        {
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
          p = g_utf8_next_char (p);
          continue;
        }
      if (c == '\n' || c == '\t')
        escaped = TRUE;
      p++;
    }
  if (!escaped)
    return g_strdup (path);
  g_string_append_c (out, '"');
  return g_string_free (g_steal_pointer (&out), FALSE);
}
