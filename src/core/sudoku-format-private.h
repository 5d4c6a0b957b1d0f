/* sudoku-format-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "sudoku-parser.h"

G_BEGIN_DECLS

/* One reader per format, over sudoku-parser.c; sudoku-puzzle-file.c tells
 * which one a text needs.  Each reads from the current line of @p to the
 * end, handing over its puzzles, and stops early when told to. */

/* clang-format off */
/* sudoku-format-text.c: lines and .sdk grids, with .ss grids among them */
gboolean _sudoku_format_text_parse             (Parser       *p,
                                                GError      **error);
/* sudoku-format-ss.c */
gboolean _sudoku_format_ss_is_rule             (const char   *line,
                                                gsize         length);
gboolean _sudoku_format_ss_starts              (const Reader *r);
gboolean _sudoku_format_ss_parse_grid          (Parser       *p,
                                                GError      **error);
/* sudoku-format-judge.c */
gboolean _sudoku_format_judge_looks_like_count (const Reader *r,
                                                guint64      *count);
gboolean _sudoku_format_judge_parse            (Parser       *p,
                                                GError      **error);
/* sudoku-format-json.c */
gboolean _sudoku_format_json_parse             (Parser       *p,
                                                GError      **error);
/* clang-format on */

G_END_DECLS
