/* sudoku-demo-pace.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The pace of a demo, search or logic: how many steps each frame shows,
 * whether it plays, how long it has played.  Plain data, so that the tick
 * of the bar that shows it is one line and its decisions are testable. */
typedef struct
{
  double   speed; /* steps per second */
  gboolean playing;
  double   credit;     /* steps due but not shown yet, below 1 */
  gint64   last_frame; /* the time of the last frame, 0 before the first */
  gint64   run_time;   /* microseconds played, up to play_since */
  gint64   play_since; /* when playing went on, 0 while paused */
} SudokuDemoPace;

/* Steps a second up to which a caption can be read before the next step:
 * faster, the caption names the step's cell and digit and a line says
 * what the search is doing (sudoku_demo_pace_readable ()). */
#define SUDOKU_DEMO_READABLE_SPEED 1.5

/* clang-format off */
void     sudoku_demo_pace_reset       (SudokuDemoPace *pace);
void     sudoku_demo_pace_set_playing (SudokuDemoPace *pace,
                                       gboolean        playing,
                                       gint64          now);
guint    sudoku_demo_pace_take        (SudokuDemoPace *pace,
                                       gint64          now,
                                       guint           max);
gint64   sudoku_demo_pace_elapsed     (const SudokuDemoPace *pace,
                                       gint64          now);
gboolean sudoku_demo_pace_readable    (const SudokuDemoPace *pace);
/* clang-format on */

G_END_DECLS
