/* sudoku-window-digits.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include <libintl.h>
#include <string.h>

#include "sudoku-digits-manager.h"
#include "sudoku-window-private.h"

/* The digits the window shows numbers with (po/glossary/RTL.md, "Digits"):
 * the `digits` setting, "auto" unless the player chose, and the main menu's
 * Localized Digits toggle, there only in a language with digits of its own. */

/* The locale of the language the window speaks: the one of its translation
 * ("Language:" in the catalogue's header), with the territory the
 * environment gives it ("ar_MA" of LANG=ar_MA.UTF-8), "C" in English. */
static char *
window_locale (void)
{
  const char        *header = dgettext (GETTEXT_PACKAGE, "");
  const char        *line = header != NULL ? strstr (header, "Language: ") : NULL;
  const char *const *names = g_get_language_names ();
  g_autofree char   *language = NULL;
  gsize              n;

  if (line == NULL)
    return g_strdup ("C");
  line += strlen ("Language: ");
  n = strcspn (line, "_\n");
  language = g_strndup (line, n);
  for (guint k = 0; names[k] != NULL; k++)
    if (strncmp (names[k], language, n) == 0 && strchr ("_.@", names[k][n]) != NULL &&
        names[k][n] != '\0')
      return g_strdup (names[k]);
  return g_steal_pointer (&language);
}

static void
show_digits (SudokuWindow *self,
             const char   *setting)
{
  g_autofree char *locale = window_locale ();
  SudokuDigits     digits = sudoku_digits_choose (setting, locale);
  GAction         *action = g_action_map_lookup_action (G_ACTION_MAP (self), "native-digits");

  sudoku_digits_manager_set_digits (sudoku_digits_manager_get_default (), digits);
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (digits != SUDOKU_DIGITS_LATIN));
}

static void
setting_changed_cb (SudokuWindow *self)
{
  g_autofree char *setting = g_settings_get_string (self->settings, "digits");

  show_digits (self, setting);
}

static void
native_digits_change_state (GSimpleAction *action,
                            GVariant      *state,
                            gpointer       user_data)
{
  SudokuWindow *self = user_data;
  const char   *setting = g_variant_get_boolean (state) ? "native" : "latin";

  /* The setting says it to every window, and to the next run. */
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "digits", setting);
  else
    show_digits (self, setting);
}

/**
 * _sudoku_window_digits_init:
 * @self: a #SudokuWindow, with its settings (or none)
 *
 * Adds the win.native-digits toggle, and shows the digits the setting asks.
 */
void
_sudoku_window_digits_init (SudokuWindow *self)
{
  g_autofree char *locale = window_locale ();
  GVariant        *off = g_variant_new_boolean (FALSE);
  g_autoptr(GSimpleAction) action = g_simple_action_new_stateful ("native-digits", NULL, off);

  /* A language with no digits of its own has nothing to switch to. */
  g_simple_action_set_enabled (action,
                               sudoku_digits_of_locale (locale, NULL) != SUDOKU_DIGITS_LATIN);
  g_signal_connect_object (action, "change-state", G_CALLBACK (native_digits_change_state), self,
                           0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
  if (self->settings == NULL)
    {
      show_digits (self, "auto");
      return;
    }
  g_signal_connect_object (self->settings, "changed::digits", G_CALLBACK (setting_changed_cb),
                           self, G_CONNECT_SWAPPED);
  setting_changed_cb (self);
}
