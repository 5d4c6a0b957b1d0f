/* sudoku-demo-pace.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-demo-pace"

#include "config.h"

#include "sudoku-demo-pace.h"

#define MAX_FRAME_GAP 250000 /* µs: a stalled frame does not turn into a burst */

/* A new run: not playing, no time played; the speed stays. */
void
sudoku_demo_pace_reset (SudokuDemoPace *pace)
{
  double speed = pace->speed;

  *pace = (SudokuDemoPace){ 0 };
  pace->speed = speed;
}

/* The time counts only while the demo plays; a pause forgets the credit,
 * so that playing again starts with a whole step's wait. */
void
sudoku_demo_pace_set_playing (SudokuDemoPace *pace,
                              gboolean        playing,
                              gint64          now)
{
  if (pace->play_since != 0)
    pace->run_time += now - pace->play_since;
  pace->play_since = playing ? now : 0;
  if (playing != pace->playing)
    pace->credit = 0;
  pace->playing = playing;
}

/* The steps due at the frame of @now, at most @max: the speed times the
 * time since the last frame, at most a quarter of a second's worth. */
guint
sudoku_demo_pace_take (SudokuDemoPace *pace,
                       gint64          now,
                       guint           max)
{
  guint n = 0;

  if (pace->playing && pace->last_frame != 0)
    {
      pace->credit += pace->speed * MIN (now - pace->last_frame, MAX_FRAME_GAP) / 1e6;
      if (pace->credit >= 1.0)
        {
          n = (guint)MIN (pace->credit, max);
          pace->credit -= n;
          /* Credit that @max cut off is lost, not saved for later. */
          pace->credit = MIN (pace->credit, 1.0);
        }
    }
  pace->last_frame = now;
  return n;
}

/* Returns: the microseconds played up to @now, pauses left out */
gint64
sudoku_demo_pace_elapsed (const SudokuDemoPace *pace,
                          gint64                now)
{
  return pace->run_time + (pace->play_since != 0 ? now - pace->play_since : 0);
}

/* Returns: whether a step stays long enough to read its sentence: paused,
 * or playing at most SUDOKU_DEMO_READABLE_SPEED steps a second */
gboolean
sudoku_demo_pace_readable (const SudokuDemoPace *pace)
{
  return !pace->playing || pace->speed <= SUDOKU_DEMO_READABLE_SPEED;
}
