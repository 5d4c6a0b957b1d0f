/* sudoku-window-demo.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-window-private.h"

/* Classroom mode: the search shown step by step on the grid.  The solver runs
 * on a worker thread (SudokuDemo) and waits for credits; a tick callback hands
 * them out at the chosen speed, takes the steps made, and shows the state they
 * lead to once per frame, however many there were. */

#define FLASH_MAX_SPEED 40.0 /* steps/s: slower than this, dead ends flash */
#define STEPS_PER_TAKE  4096
#define TEXTS_MAX_SPEED 10 /* steps/s: faster than this, caption and counters follow at this pace */
#define N_ZOOM          7
#define ZOOM_DEFAULT    1

/* "A small puzzle that needs many textbook backtracks" for the classroom:
 * the textbook search needs thousands of steps, the fast one a handful. */
static const char demo_puzzle[] =
  "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

static const SudokuStrategy dropdown_strategies[] = {
  SUDOKU_STRATEGY_TEXTBOOK,
  SUDOKU_STRATEGY_FEWEST,
  SUDOKU_STRATEGY_FAST,
};

static SudokuStrategy
chosen_strategy (SudokuWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->strategy_dropdown);

  return dropdown_strategies[MIN (i, G_N_ELEMENTS (dropdown_strategies) - 1)];
}

static const char *
strategy_title (SudokuStrategy strategy)
{
  switch (strategy)
    {
    case SUDOKU_STRATEGY_TEXTBOOK:
      /* Translators: a strategy: row by row, digits 1 to 9 */
      return _("Textbook");
    case SUDOKU_STRATEGY_FEWEST:
      return _("Fewest candidates first");
    case SUDOKU_STRATEGY_FAST:
      /* Translators: a strategy: with propagation of singles */
      return _("Fast");
    default:
      g_return_val_if_reached ("");
    }
}

/* Steps per second, from the slider's logarithmic scale. */
static double
speed (SudokuWindow *self)
{
  return pow (10.0, gtk_range_get_value (GTK_RANGE (self->speed_scale)));
}

static char *
format_speed_cb (GtkScale *scale,
                 double    value,
                 gpointer  user_data)
{
  double per_second = pow (10.0, value);

  /* Translators: the speed of the demo */
  return g_strdup_printf (ngettext ("%.0f step/s", "%.0f steps/s", (gulong)(per_second + 0.5)),
                          per_second);
}

gboolean
_sudoku_window_demo_running (SudokuWindow *self)
{
  return self->demo != NULL;
}

static void
update_play_button (SudokuWindow *self)
{
  gtk_button_set_icon_name (self->play_button, self->demo_playing ? "media-playback-pause-symbolic"
                                                                  : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               self->demo_playing ? _("Pause") : _("Play"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->demo_playing ? _("Pause") : _("Play"), -1);
}

static void
update_counters (SudokuWindow *self)
{
  g_autofree char *text = NULL;
  gint64           elapsed = self->demo_started != 0 ? g_get_monotonic_time () - self->demo_started
                                                     : 0;
  guint            depth = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    depth += self->demo_grid[cell] != 0;
  {
    guint8 givens[SUDOKU_N_CELLS];

    sudoku_board_get_givens (self->board, givens);
    for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
      depth -= givens[cell] != 0 && self->demo_grid[cell] != 0;
  }

  {
    g_autofree char *placements = g_strdup_printf ("%" G_GUINT64_FORMAT, self->demo_placements);
    g_autofree char *backtracks = g_strdup_printf ("%" G_GUINT64_FORMAT, self->demo_backtracks);

    /* Translators: live counters of the demo; the last is minutes:seconds */
    text = g_strdup_printf (_("Placements: %s   Backtracks: %s   Depth: %u   Time: %d:%02d"),
                            placements, backtracks, depth, (int)(elapsed / G_USEC_PER_SEC / 60),
                            (int)(elapsed / G_USEC_PER_SEC % 60));
  }
  gtk_label_set_text (self->demo_counters, text);
}

static void
show_candidates (SudokuWindow *self)
{
  gboolean on = gtk_check_button_get_active (self->candidates_check) && self->demo != NULL;

  sudoku_grid_show_candidates_of (self->grid, on ? self->demo_grid : NULL);
}

static void
set_caption_for (SudokuWindow     *self,
                 const SudokuStep *step)
{
  g_autofree char *text = NULL;
  guint            row = step->cell / 9 + 1, col = step->cell % 9 + 1;

  if (step->kind == SUDOKU_STEP_PLACE)
    /* Translators: the step being shown: "Trying 4 in row 2, column 7" */
    text = g_strdup_printf (_("Trying %u in row %u, column %u"), step->digit, row, col);
  else
    /* Translators: a dead end: the digit is taken back */
    text = g_strdup_printf (_("Dead end: taking %u back from row %u, column %u"), step->digit,
                            row, col);
  gtk_label_set_text (self->demo_caption, text);
}

/* Takes the steps made since the last frame and shows where they lead. */
static void
apply_steps (SudokuWindow *self)
{
  SudokuStep steps[STEPS_PER_TAKE];
  guint8     before[SUDOKU_N_CELLS];
  gboolean   flash = speed (self) <= FLASH_MAX_SPEED;
  SudokuStep last = { 0 };
  guint      n, total = 0;

  memcpy (before, self->demo_grid, SUDOKU_N_CELLS);
  while ((n = sudoku_demo_take_steps (self->demo, steps, G_N_ELEMENTS (steps))) > 0)
    {
      for (guint i = 0; i < n; i++)
        {
          if (steps[i].kind == SUDOKU_STEP_PLACE)
            {
              self->demo_grid[steps[i].cell] = steps[i].digit;
              self->demo_placements++;
            }
          else
            {
              self->demo_grid[steps[i].cell] = 0;
              self->demo_backtracks++;
              if (flash)
                sudoku_grid_flash (self->grid, steps[i].cell, 300);
            }
        }
      last = steps[n - 1];
      total += n;
    }
  if (total == 0)
    return;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (self->demo_grid[cell] != before[cell])
      sudoku_grid_show_tentative (self->grid, cell, self->demo_grid[cell]);
  self->demo_last_step = last;
  self->demo_caption_due = TRUE;
  if (gtk_check_button_get_active (self->candidates_check))
    show_candidates (self);
}

/* Shows the last step in the caption and the counters.  Faster than anyone
 * reads, new texts every frame would only lay the window out again every
 * frame (a label's size follows its text): ten times a second is enough. */
static void
update_texts (SudokuWindow *self,
              gint64        now,
              gboolean      force)
{
  if (!force && self->demo_playing && speed (self) > TEXTS_MAX_SPEED &&
      now - self->demo_texts_time < G_USEC_PER_SEC / TEXTS_MAX_SPEED)
    return;
  self->demo_texts_time = now;
  if (self->demo_caption_due)
    set_caption_for (self, &self->demo_last_step);
  self->demo_caption_due = FALSE;
  update_counters (self);
}

static gboolean
demo_tick_cb (GtkWidget     *widget,
              GdkFrameClock *frame_clock,
              gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);
  gint64        now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->demo == NULL)
    {
      self->demo_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (self->demo_playing && self->demo_last_frame != 0)
    {
      /* At most a quarter of a second's worth at once: a stalled frame does
       * not turn into a burst. */
      self->demo_credit += speed (self) * MIN (now - self->demo_last_frame, 250000) / 1e6;
      if (self->demo_credit >= 1.0)
        {
          guint n = (guint)MIN (self->demo_credit, 1e6);

          sudoku_demo_allow (self->demo, n);
          self->demo_credit -= n;
        }
    }
  self->demo_last_frame = now;
  apply_steps (self);
  update_texts (self, now, FALSE);
  return G_SOURCE_CONTINUE;
}

static void
end_demo (SudokuWindow *self)
{
  if (self->demo_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->demo_tick);
  self->demo_tick = 0;
  g_clear_object (&self->demo);
  g_clear_object (&self->demo_cancellable);
  self->demo_playing = FALSE;
  update_play_button (self);
  show_candidates (self);
  _sudoku_window_update_actions (self);
}

static void
add_history (SudokuWindow           *self,
             SudokuStrategy          strategy,
             const SudokuDemoResult *outcome)
{
  g_autofree char *placements = g_strdup_printf ("%" G_GUINT64_FORMAT, outcome->stats.placements);
  g_autofree char *backtracks = g_strdup_printf ("%" G_GUINT64_FORMAT, outcome->stats.backtracks);
  g_autofree char *line = NULL;

  /* Translators: a line of the summary: "Textbook: 4821 placements, 4770 backtracks" */
  line = g_strdup_printf (_("%s: %s placements, %s backtracks"), strategy_title (strategy),
                          placements, backtracks);
  if (self->demo_history->len > 0)
    g_string_append (self->demo_history, "\n");
  g_string_append (self->demo_history, line);
  gtk_label_set_text (self->demo_summary, self->demo_history->str);
  gtk_widget_set_visible (GTK_WIDGET (self->demo_summary), TRUE);
}

static void
demo_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(SudokuWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  SudokuDemo      *demo = SUDOKU_DEMO (object);
  SudokuDemoResult outcome;
  gboolean         ok = sudoku_demo_run_finish (demo, result, &outcome, &error);

  if (self->board == NULL || demo != self->demo)
    return; /* the window is gone, or another demo started */

  apply_steps (self);
  update_texts (self, 0, TRUE);
  end_demo (self);
  sudoku_grid_show_board (self->grid);

  if (!ok)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_label_set_text (self->demo_caption, _("Demo stopped"));
          _sudoku_window_set_status (self, _("Demo stopped"));
        }
      else
        _sudoku_window_set_status (self, error->message);
      return;
    }

  add_history (self, sudoku_demo_get_strategy (demo), &outcome);
  if (outcome.n_solutions == 0)
    {
      gtk_label_set_text (self->demo_caption, _("No digit fits anywhere: no solution"));
      _sudoku_window_set_status (self, _("This puzzle has no solution"));
      return;
    }
  gtk_label_set_text (self->demo_caption, _("Solved"));
  _sudoku_window_set_status (self, _("Solved step by step"));
  sudoku_board_show_solution (self->board, outcome.solution);
}

/**
 * _sudoku_window_demo_start:
 * @self: a #SudokuWindow
 *
 * Runs the search step by step on the board's givens, playing at once.
 */
void
_sudoku_window_demo_start (SudokuWindow *self)
{
  guint8 givens[SUDOKU_N_CELLS];

  _sudoku_window_demo_stop (self);
  sudoku_board_clear_solution (self->board);
  sudoku_board_get_givens (self->board, givens);

  self->demo = sudoku_demo_new (givens, chosen_strategy (self));
  self->demo_cancellable = g_cancellable_new ();
  memcpy (self->demo_grid, givens, SUDOKU_N_CELLS);
  self->demo_placements = self->demo_backtracks = 0;
  self->demo_credit = 0;
  self->demo_last_frame = 0;
  self->demo_caption_due = FALSE;
  self->demo_texts_time = 0;
  self->demo_started = g_get_monotonic_time ();
  self->demo_playing = TRUE;
  sudoku_demo_run_async (self->demo, self->demo_cancellable, demo_done_cb, g_object_ref (self));
  self->demo_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), demo_tick_cb, NULL, NULL);

  gtk_label_set_text (self->demo_caption, "");
  update_play_button (self);
  update_counters (self);
  show_candidates (self);
  _sudoku_window_set_status (self, "");
  _sudoku_window_update_actions (self);
}

void
_sudoku_window_demo_stop (SudokuWindow *self)
{
  if (self->demo == NULL)
    return;
  /* The worker wakes and ends; demo_done_cb restores the board's view. */
  g_cancellable_cancel (self->demo_cancellable);
}

/* Actions */

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->demo == NULL)
    {
      gtk_widget_activate_action (widget, "win.solve", NULL);
      return;
    }
  self->demo_playing = !self->demo_playing;
  self->demo_credit = 0;
  update_play_button (self);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->demo == NULL)
    {
      _sudoku_window_demo_start (self);
      self->demo_playing = FALSE;
      update_play_button (self);
    }
  self->demo_playing = FALSE;
  update_play_button (self);
  sudoku_demo_allow (self->demo, 1);
}

static void
demo_stop_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _sudoku_window_demo_stop (SUDOKU_WINDOW (widget));
}

static void
finish_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (self->demo != NULL)
    {
      gtk_label_set_text (self->demo_caption, _("Finishing…"));
      sudoku_demo_finish_now (self->demo);
    }
}

static void
load_demo_now (SudokuWindow *self)
{
  guint8 cells[SUDOKU_N_CELLS];

  g_assert (sudoku_parse_cells (demo_puzzle, cells, NULL));
  _sudoku_window_load_new (self, cells);
  _sudoku_window_set_status (self, _("A demo puzzle: try each strategy with Show Steps"));
}

static void
load_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _sudoku_window_confirm_changes (SUDOKU_WINDOW (widget), load_demo_now);
}

static void
set_zoom (SudokuWindow *self,
          int           zoom)
{
  char name[16];

  g_snprintf (name, sizeof name, "zoom-%d", self->zoom);
  gtk_widget_remove_css_class (GTK_WIDGET (self), name);
  self->zoom = CLAMP (zoom, 0, N_ZOOM - 1);
  g_snprintf (name, sizeof name, "zoom-%d", self->zoom);
  gtk_widget_add_css_class (GTK_WIDGET (self), name);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", self->zoom < N_ZOOM - 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", self->zoom > 0);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    set_zoom (self, self->zoom + 1);
  else if (g_str_equal (action_name, "win.zoom-out"))
    set_zoom (self, self->zoom - 1);
  else
    set_zoom (self, ZOOM_DEFAULT);
}

static void
fullscreen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
strategy_changed_cb (SudokuWindow *self)
{
  if (self->demo == NULL)
    return;
  _sudoku_window_demo_stop (self);
  _sudoku_window_set_status (self, _("Strategy changed: press Solve to watch it"));
}

static void
candidates_toggled_cb (SudokuWindow *self)
{
  show_candidates (self);
}

static void
show_steps_changed_cb (SudokuWindow *self)
{
  gtk_revealer_set_reveal_child (self->demo_revealer, self->show_steps);
  if (!self->show_steps)
    _sudoku_window_demo_stop (self);
}

void
_sudoku_window_demo_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.show-steps", "show-steps");
  gtk_widget_class_install_action (widget_class, "win.demo-play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.demo-step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "win.demo-stop", NULL, demo_stop_action);
  gtk_widget_class_install_action (widget_class, "win.demo-finish", NULL, finish_action);
  gtk_widget_class_install_action (widget_class, "win.load-demo", NULL, load_demo_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, fullscreen_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "win.zoom-reset", NULL);
}

void
_sudoku_window_demo_init (SudokuWindow *self)
{
  self->demo_history = g_string_new (NULL);
  gtk_scale_set_format_value_func (self->speed_scale, format_speed_cb, NULL, NULL);
  g_signal_connect_object (self->strategy_dropdown, "notify::selected",
                           G_CALLBACK (strategy_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->candidates_check, "toggled",
                           G_CALLBACK (candidates_toggled_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::show-steps", G_CALLBACK (show_steps_changed_cb), NULL);
  self->zoom = ZOOM_DEFAULT;
  set_zoom (self, ZOOM_DEFAULT);
  update_play_button (self);
}

void
_sudoku_window_demo_dispose (SudokuWindow *self)
{
  if (self->demo_cancellable != NULL)
    g_cancellable_cancel (self->demo_cancellable);
  if (self->demo_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->demo_tick);
  self->demo_tick = 0;
  g_clear_object (&self->demo);
  g_clear_object (&self->demo_cancellable);
  if (self->demo_history != NULL)
    g_string_free (g_steal_pointer (&self->demo_history), TRUE);
}

/**
 * sudoku_window_get_demo_caption:
 * @self: a #SudokuWindow
 *
 * Returns: the sentence explaining the step shown
 */
const char *
sudoku_window_get_demo_caption (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->demo_caption);
}

/**
 * sudoku_window_get_demo_counts:
 * @self: a #SudokuWindow
 * @placements: (out) (optional): placements shown so far
 * @backtracks: (out) (optional): backtracks shown so far
 *
 * Returns: whether a demo is running
 */
gboolean
sudoku_window_get_demo_counts (SudokuWindow *self,
                               guint64      *placements,
                               guint64      *backtracks)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), FALSE);

  if (placements != NULL)
    *placements = self->demo_placements;
  if (backtracks != NULL)
    *backtracks = self->demo_backtracks;
  return self->demo != NULL;
}

const char *
sudoku_window_get_demo_summary (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);
  return self->demo_history->str;
}

/**
 * sudoku_window_set_demo_speed:
 * @self: a #SudokuWindow
 * @steps_per_second: from 1 to 10,000
 */
void
sudoku_window_set_demo_speed (SudokuWindow *self,
                              double        steps_per_second)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  gtk_range_set_value (GTK_RANGE (self->speed_scale), log10 (CLAMP (steps_per_second, 1, 10000)));
}

/**
 * sudoku_window_set_demo_strategy:
 * @self: a #SudokuWindow
 * @strategy: the strategy Show Steps runs
 */
void
sudoku_window_set_demo_strategy (SudokuWindow  *self,
                                 SudokuStrategy strategy)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  for (guint i = 0; i < G_N_ELEMENTS (dropdown_strategies); i++)
    if (dropdown_strategies[i] == strategy)
      gtk_drop_down_set_selected (self->strategy_dropdown, i);
}
