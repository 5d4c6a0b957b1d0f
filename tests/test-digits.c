/* test-digits.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-digits"

#include "config.h"

#include "sudoku-digits.h"

/* Every digit, alone, becomes the one of its kind, and reads back as
 * itself. */
static void
test_every_digit (void)
{
  static const struct
  {
    SudokuDigits digits;
    gunichar     zero;
  } kinds[] = {
    { SUDOKU_DIGITS_LATIN, '0' },
    { SUDOKU_DIGITS_ARABIC, 0x0660 },
    { SUDOKU_DIGITS_PERSIAN, 0x06f0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint d = 0; d <= 9; d++)
      {
        char             ascii[2] = { (char)('0' + d), '\0' };
        g_autofree char *shown = sudoku_digits_localize (ascii, kinds[k].digits);

        g_assert_cmpuint (g_utf8_strlen (shown, -1), ==, 1);
        g_assert_cmpuint (g_utf8_get_char (shown), ==, kinds[k].zero + d);
        g_assert_cmpint (sudoku_digits_value (g_utf8_get_char (shown)), ==, (int)d);
      }
}

static void
test_not_digits (void)
{
  const gunichar others[] = { '/', ':', 'A', 0x065f, 0x066a, 0x06ef, 0x06fa, 0x0966, 0xff10 };

  for (guint k = 0; k < G_N_ELEMENTS (others); k++)
    g_assert_cmpint (sudoku_digits_value (others[k]), ==, -1);
}

static void
check (const char  *ascii,
       SudokuDigits digits,
       const char  *expected)
{
  g_autofree char *shown = sudoku_digits_localize (ascii, digits);

  g_assert_cmpstr (shown, ==, expected);
}

/* Numbers of two digits, text around them, the Arabic decimal separator;
 * words in Latin letters (cell notation, a file name) keep theirs. */
static void
test_mixed_text (void)
{
  check ("", SUDOKU_DIGITS_ARABIC, "");
  check ("16", SUDOKU_DIGITS_ARABIC, "١٦");
  check ("16", SUDOKU_DIGITS_PERSIAN, "۱۶");
  check ("16×16 X", SUDOKU_DIGITS_PERSIAN, "۱۶×۱۶ X");
  check ("الصف 3، العمود 10", SUDOKU_DIGITS_ARABIC, "الصف ٣، العمود ١٠");
  check ("3،5", SUDOKU_DIGITS_ARABIC, "٣،٥");
  check ("12:05", SUDOKU_DIGITS_PERSIAN, "۱۲:۰۵");
  check ("rating 2.5.", SUDOKU_DIGITS_ARABIC, "rating ٢٫٥.");
  check ("r3c5 = 7", SUDOKU_DIGITS_ARABIC, "r3c5 = ٧");
  check ("(5=3)r2c1-(3)r2c4 => 9", SUDOKU_DIGITS_PERSIAN, "(5=3)r2c1-(3)r2c4 => ۹");
  check ("puzzle1.sdk\n4", SUDOKU_DIGITS_ARABIC, "puzzle1.sdk\n٤");
  check ("A–G", SUDOKU_DIGITS_ARABIC, "A–G");
  check ("الصف 3، العمود 10", SUDOKU_DIGITS_LATIN, "الصف 3، العمود 10");
}

static void
test_locales (void)
{
  static const struct
  {
    const char  *locale;
    SudokuDigits digits;
    gboolean     by_default;
  } cases[] = {
    { "ar", SUDOKU_DIGITS_ARABIC, TRUE },
    { "ar_EG.UTF-8", SUDOKU_DIGITS_ARABIC, TRUE },
    { "ar_MA.UTF-8", SUDOKU_DIGITS_ARABIC, FALSE },
    { "ar_TN", SUDOKU_DIGITS_ARABIC, FALSE },
    { "fa", SUDOKU_DIGITS_PERSIAN, TRUE },
    { "fa_IR.UTF-8", SUDOKU_DIGITS_PERSIAN, TRUE },
    { "ur_PK", SUDOKU_DIGITS_PERSIAN, FALSE },
    { "arn", SUDOKU_DIGITS_LATIN, FALSE },
    { "fr", SUDOKU_DIGITS_LATIN, FALSE },
    { "C", SUDOKU_DIGITS_LATIN, FALSE },
    { "", SUDOKU_DIGITS_LATIN, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      gboolean by_default = !cases[k].by_default;

      g_assert_cmpint (sudoku_digits_of_locale (cases[k].locale, &by_default), ==,
                       cases[k].digits);
      g_assert_cmpint (by_default, ==, cases[k].by_default);
      g_assert_cmpint (sudoku_digits_choose ("auto", cases[k].locale), ==,
                       cases[k].by_default ? cases[k].digits : SUDOKU_DIGITS_LATIN);
      g_assert_cmpint (sudoku_digits_choose ("native", cases[k].locale), ==, cases[k].digits);
      g_assert_cmpint (sudoku_digits_choose ("latin", cases[k].locale), ==, SUDOKU_DIGITS_LATIN);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/digits/every-digit", test_every_digit);
  g_test_add_func ("/digits/not-digits", test_not_digits);
  g_test_add_func ("/digits/mixed-text", test_mixed_text);
  g_test_add_func ("/digits/locales", test_locales);
  return g_test_run ();
}
