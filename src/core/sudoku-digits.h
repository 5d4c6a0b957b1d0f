/* sudoku-digits.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * SudokuDigits:
 * @SUDOKU_DIGITS_LATIN: 0123456789, as files and the command line write them
 * @SUDOKU_DIGITS_ARABIC: the Eastern Arabic digits ٠١٢٣٤٥٦٧٨٩ (U+0660–0669)
 * @SUDOKU_DIGITS_PERSIAN: the Persian (and Urdu) digits ۰۱۲۳۴۵۶۷۸۹ (U+06F0–06F9)
 *
 * The digits the window shows numbers with.
 */
typedef enum
{
  SUDOKU_DIGITS_LATIN,
  SUDOKU_DIGITS_ARABIC,
  SUDOKU_DIGITS_PERSIAN,
} SudokuDigits;

/* clang-format off */
char         *sudoku_digits_localize   (const char   *text,
                                        SudokuDigits  digits) G_GNUC_WARN_UNUSED_RESULT;
int           sudoku_digits_value      (gunichar      c);
SudokuDigits  sudoku_digits_of_locale  (const char   *locale,
                                        gboolean     *by_default);
SudokuDigits  sudoku_digits_choose     (const char   *setting,
                                        const char   *locale);
/* clang-format on */

G_END_DECLS
