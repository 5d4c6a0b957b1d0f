/* sudoku-clock.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-clock"

#include "config.h"

#include "sudoku-clock.h"

/* The clock of one game: it runs while the player may be at the puzzle,
 * that is while the window showing it is in front (#SudokuClock:active),
 * the player has not paused it, and the game says the puzzle is there to be
 * played (#SudokuClock:playing: being solved, not finished, no search or
 * solution on it).  While a demo is at the board (#SudokuClock:busy) it
 * runs but the seconds are not the player's: ::tick is not emitted.  It
 * wakes nobody while it does not run. */

#define TICK_SECONDS 1

struct _SudokuClock
{
  GObject  parent_instance;

  gboolean active;
  gboolean paused;
  gboolean busy;
  gboolean playing;
  guint    tick_id;
};

G_DEFINE_FINAL_TYPE (SudokuClock, sudoku_clock, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ACTIVE,
  PROP_PAUSED,
  PROP_BUSY,
  PROP_PLAYING,
  PROP_RUNNING,
  N_PROPS
};

enum
{
  TICK,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static gboolean
tick_cb (gpointer user_data)
{
  SudokuClock *self = user_data;

  if (!self->busy)
    g_signal_emit (self, signals[TICK], 0, (guint)TICK_SECONDS);
  return G_SOURCE_CONTINUE;
}

static void
update (SudokuClock *self)
{
  gboolean was_running = self->tick_id != 0;
  gboolean run = self->active && !self->paused && self->playing;

  if (run && self->tick_id == 0)
    self->tick_id = g_timeout_add_seconds (TICK_SECONDS, tick_cb, self);
  else if (!run)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  if (was_running != (self->tick_id != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Sets one of the clock's conditions; returns whether it changed. */
static gboolean
set_flag (SudokuClock *self,
          gboolean    *flag,
          gboolean     value,
          guint        prop_id)
{
  value = !!value;
  if (*flag == value)
    return FALSE;
  *flag = value;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  return TRUE;
}

/**
 * sudoku_clock_new:
 *
 * Returns: (transfer full): a clock that does not run
 */
SudokuClock *
sudoku_clock_new (void)
{
  return g_object_new (SUDOKU_TYPE_CLOCK, NULL);
}

gboolean
sudoku_clock_get_active (SudokuClock *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK (self), FALSE);
  return self->active;
}

/**
 * sudoku_clock_set_active:
 * @self: a #SudokuClock
 * @active: whether the window showing the game is in front
 */
void
sudoku_clock_set_active (SudokuClock *self,
                         gboolean     active)
{
  g_return_if_fail (SUDOKU_IS_CLOCK (self));
  set_flag (self, &self->active, active, PROP_ACTIVE);
}

gboolean
sudoku_clock_get_paused (SudokuClock *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK (self), FALSE);
  return self->paused;
}

/**
 * sudoku_clock_set_paused:
 * @self: a #SudokuClock
 * @paused: whether the player paused the game
 */
void
sudoku_clock_set_paused (SudokuClock *self,
                         gboolean     paused)
{
  g_return_if_fail (SUDOKU_IS_CLOCK (self));
  set_flag (self, &self->paused, paused, PROP_PAUSED);
}

gboolean
sudoku_clock_get_busy (SudokuClock *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK (self), FALSE);
  return self->busy;
}

/**
 * sudoku_clock_set_busy:
 * @self: a #SudokuClock
 * @busy: whether something else than the player is at the board (a demo):
 *   the time does not count while it is
 */
void
sudoku_clock_set_busy (SudokuClock *self,
                       gboolean     busy)
{
  g_return_if_fail (SUDOKU_IS_CLOCK (self));
  set_flag (self, &self->busy, busy, PROP_BUSY);
}

gboolean
sudoku_clock_get_playing (SudokuClock *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK (self), FALSE);
  return self->playing;
}

/**
 * sudoku_clock_set_playing:
 * @self: a #SudokuClock
 * @playing: whether the game is there to be played (its owner judges)
 */
void
sudoku_clock_set_playing (SudokuClock *self,
                          gboolean     playing)
{
  g_return_if_fail (SUDOKU_IS_CLOCK (self));
  set_flag (self, &self->playing, playing, PROP_PLAYING);
}

/**
 * sudoku_clock_get_running:
 * @self: a #SudokuClock
 *
 * Returns: whether the clock runs: in front, not paused, and playing (a
 *   demo on the board keeps it from counting)
 */
gboolean
sudoku_clock_get_running (SudokuClock *self)
{
  g_return_val_if_fail (SUDOKU_IS_CLOCK (self), FALSE);
  return self->tick_id != 0;
}

/**
 * sudoku_clock_text:
 * @seconds: a time
 *
 * Returns: (transfer full): @seconds as a clock shows them: "4:05",
 *   "1:02:03"
 */
char *
sudoku_clock_text (guint seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, seconds / 60 % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

static void
sudoku_clock_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuClock *self = SUDOKU_CLOCK (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->tick_id != 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_clock_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SudokuClock *self = SUDOKU_CLOCK (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      sudoku_clock_set_active (self, g_value_get_boolean (value));
      break;
    case PROP_PAUSED:
      sudoku_clock_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_BUSY:
      sudoku_clock_set_busy (self, g_value_get_boolean (value));
      break;
    case PROP_PLAYING:
      sudoku_clock_set_playing (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_clock_dispose (GObject *object)
{
  SudokuClock *self = SUDOKU_CLOCK (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);

  G_OBJECT_CLASS (sudoku_clock_parent_class)->dispose (object);
}

static void
sudoku_clock_class_init (SudokuClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   read = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags   write = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = sudoku_clock_get_property;
  object_class->set_property = sudoku_clock_set_property;
  object_class->dispose = sudoku_clock_dispose;

  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, write);
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, write);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, write);
  properties[PROP_PLAYING] = g_param_spec_boolean ("playing", NULL, NULL, FALSE, write);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, read);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuClock::tick:
   * @seconds: the seconds the player spent at the puzzle since the last tick
   */
  signals[TICK] = g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
sudoku_clock_init (SudokuClock *self)
{
}
