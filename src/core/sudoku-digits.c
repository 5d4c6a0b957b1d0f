/* sudoku-digits.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-digits"

#include "config.h"

#include <string.h>

#include "sudoku-digits.h"

/* Digits as the language writes them: what the window shows, never what a
 * file or the command line holds (po/glossary/RTL.md, "Digits"). */

static const gunichar zeros[] = {
  [SUDOKU_DIGITS_LATIN] = '0',
  [SUDOKU_DIGITS_ARABIC] = 0x0660,
  [SUDOKU_DIGITS_PERSIAN] = 0x06f0,
};

/* The decimal separator of both Arabic and Persian: "٢٫٥", not "٢.٥". */
#define ARABIC_DECIMAL_SEPARATOR 0x066b

static gboolean
is_break (gunichar c)
{
  return g_unichar_isspace (c) || c == 0x060c /* Arabic comma */;
}

/* Whether the word starting at @p holds a Latin letter: notation such as
 * "r3c5", "(5=3)r2c1", "--size=9" or a file name stays as it is written, in
 * ASCII, as the command line and a solving path in a book print it. */
static gboolean
word_is_notation (const char *p)
{
  for (; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_break (c))
        return FALSE;
      if (c < 128 && g_ascii_isalpha ((char)c))
        return TRUE;
    }
  return FALSE;
}

/* Whether the text written so far ends with a digit. */
static gboolean
after_digit (const GString *out)
{
  return out->len > 0 &&
         sudoku_digits_value (g_utf8_get_char (g_utf8_prev_char (out->str + out->len))) >= 0;
}

/**
 * sudoku_digits_localize:
 * @text: a text written with ASCII digits
 * @digits: the digits to show it with
 *
 * Writes every ASCII digit of @text as @digits has it, and a point between
 * two digits as the Arabic decimal separator.  A word with a Latin letter
 * in it (cell notation "r3c5", a file name) keeps its ASCII digits, and so
 * does the whole text for %SUDOKU_DIGITS_LATIN.
 *
 * Returns: (transfer full): the text to show
 */
char *
sudoku_digits_localize (const char  *text,
                        SudokuDigits digits)
{
  GString *out;
  gboolean notation = FALSE, at_start = TRUE;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (digits <= SUDOKU_DIGITS_PERSIAN, g_strdup (text));

  if (digits == SUDOKU_DIGITS_LATIN)
    return g_strdup (text);
  out = g_string_sized_new (strlen (text) * 2);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (at_start && !is_break (c))
        notation = word_is_notation (p);
      at_start = is_break (c);
      if (notation || c >= 128)
        g_string_append_unichar (out, c);
      else if (g_ascii_isdigit ((char)c))
        g_string_append_unichar (out, zeros[digits] + (gunichar)(c - '0'));
      else if (c == '.' && after_digit (out) && g_ascii_isdigit (p[1]))
        g_string_append_unichar (out, ARABIC_DECIMAL_SEPARATOR);
      else
        g_string_append_c (out, (char)c);
    }
  return g_string_free (out, FALSE);
}

/**
 * sudoku_digits_value:
 * @c: a character, such as one typed
 *
 * Returns: the value of @c as an ASCII, Eastern Arabic or Persian digit,
 *   0 to 9, or -1 for any other character
 */
int
sudoku_digits_value (gunichar c)
{
  for (guint k = 0; k < G_N_ELEMENTS (zeros); k++)
    if (c >= zeros[k] && c <= zeros[k] + 9)
      return (int)(c - zeros[k]);
  return -1;
}

/* Whether @locale ("ar", "ar_EG.UTF-8", "fa_IR@…") is of @language. */
static gboolean
is_language (const char *locale,
             const char *language)
{
  gsize n = strlen (language);

  return g_ascii_strncasecmp (locale, language, n) == 0 &&
         (locale[n] == '\0' || strchr ("_.@-", locale[n]) != NULL);
}

/**
 * sudoku_digits_of_locale:
 * @locale: a locale name, as `LANGUAGE` or `LANG` give it: "ar", "fa_IR"
 * @by_default: (out) (optional): whether a grid shows them unless told
 *   otherwise
 *
 * The digits a language writes numbers with: Arabic its Eastern Arabic
 * digits, but where the Maghreb writes 0–9 (Morocco, Algeria, Tunisia,
 * Libya); Persian its own; Urdu the same characters as Persian, drawn in
 * Urdu's shapes by its fonts, and not by default: screens and much of the
 * print in Pakistan write 0–9, as Unicode's CLDR has it for Urdu.
 *
 * Returns: the language's own digits, %SUDOKU_DIGITS_LATIN when it has none
 */
SudokuDigits
sudoku_digits_of_locale (const char *locale,
                         gboolean   *by_default)
{
  static const char *const maghreb[] = { "ar_MA", "ar_DZ", "ar_TN", "ar_LY" };
  SudokuDigits             digits = SUDOKU_DIGITS_LATIN;
  gboolean                 on = FALSE;

  if (locale == NULL)
    locale = "";
  if (is_language (locale, "ar"))
    {
      digits = SUDOKU_DIGITS_ARABIC;
      on = TRUE;
      for (guint k = 0; k < G_N_ELEMENTS (maghreb); k++)
        on = on && !is_language (locale, maghreb[k]);
    }
  else if (is_language (locale, "fa"))
    {
      digits = SUDOKU_DIGITS_PERSIAN;
      on = TRUE;
    }
  else if (is_language (locale, "ur"))
    digits = SUDOKU_DIGITS_PERSIAN;
  if (by_default != NULL)
    *by_default = on;
  return digits;
}

/**
 * sudoku_digits_choose:
 * @setting: the `digits` setting: "auto", "latin" or "native"
 * @locale: the locale of the language the window speaks
 *
 * Returns: the digits to show: the language's own ones for "native" (0–9
 *   in a language with none), 0–9 for "latin", and for "auto" (or anything
 *   else) what the language writes by default
 */
SudokuDigits
sudoku_digits_choose (const char *setting,
                      const char *locale)
{
  gboolean     by_default;
  SudokuDigits native = sudoku_digits_of_locale (locale, &by_default);

  if (g_strcmp0 (setting, "native") == 0)
    return native;
  if (g_strcmp0 (setting, "latin") == 0)
    return SUDOKU_DIGITS_LATIN;
  return by_default ? native : SUDOKU_DIGITS_LATIN;
}
