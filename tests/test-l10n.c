/* test-l10n.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-l10n"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "sudoku-short-label.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* The window in Simplified Chinese, from the translations built in this
 * tree: the strings a teacher sees first. */

static gboolean
has_description (gpointer data)
{
  SudokuWindow *window = data;

  return sudoku_document_get_puzzle (window->document)->meta[SUDOKU_META_DESCRIPTION] != NULL;
}

static void
test_zh_cn_window (void)
{
  SudokuWindow *window = sudoku_window_new (NULL);
  GObject      *solve = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                       "solve_button");
  GObject      *steps = gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                       "steps_button");

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_accessible_assert_property (solve, GTK_ACCESSIBLE_PROPERTY_LABEL, "求解");
  gtk_test_accessible_assert_property (steps, GTK_ACCESSIBLE_PROPERTY_LABEL, "显示步骤");
  g_assert_cmpstr (sudoku_short_label_get_label (SUDOKU_SHORT_LABEL (gtk_widget_get_template_child (
                     GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_label"))),
                   ==, "显示步骤");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "数独求解器");
  g_assert_cmpstr (sudoku_test_status (window), ==, _("Type a puzzle, then press Solve"));
  g_assert_cmpstr (sudoku_test_status (window), !=, "Type a puzzle, then press Solve");
  gtk_test_accessible_assert_property (sudoku_test_cell (window, 2, 6),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "第 3 行，第 7 列，空");
  /* A Ready-Made Lesson is named in the person's language: its description
   * (the header bar, the worksheet's title), not its file's English. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.load-lesson", "s", "dead-end");
  g_assert_true (sudoku_test_spin_until (has_description, window, 5));
  g_assert_cmpstr (sudoku_document_get_puzzle (window->document)->meta[SUDOKU_META_DESCRIPTION],
                   ==, "一开始就走进死路");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Mnemonics: in every language, no two labels of the window (Alt+letter)
 * and no two items of its menu share a letter, or the key would only move
 * the focus between them. */

typedef struct
{
  const char *language;
  GHashTable *seen; /* lower-case key → the label that has it */
} Mnemonics;

static void
claim_mnemonic (Mnemonics  *mnemonics,
                gunichar    key,
                const char *label)
{
  const char *other;

  key = g_unichar_tolower (key);
  other = g_hash_table_lookup (mnemonics->seen, GUINT_TO_POINTER (key));
  if (other != NULL)
    g_error ("%s: “%s” and “%s” have the same mnemonic", mnemonics->language, other, label);
  g_hash_table_insert (mnemonics->seen, GUINT_TO_POINTER (key), (gpointer)label);
}

static void
claim_window_mnemonics (Mnemonics *mnemonics,
                        GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      guint    keyval = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));
      gunichar key = gdk_keyval_to_unicode (keyval);

      /* GTK keeps a letter without a key symbol of its own (Arabic, Hebrew,
       * Devanagari…) as its code point. */
      claim_mnemonic (mnemonics, key != 0 ? key : keyval, gtk_label_get_label (GTK_LABEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_NATIVE (child)) /* a popover has mnemonics of its own */
      claim_window_mnemonics (mnemonics, child);
}

static void
claim_menu_mnemonics (Mnemonics  *mnemonics,
                      GMenuModel *menu,
                      GPtrArray  *labels)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      char       *label = NULL;
      const char *mark;

      if (section != NULL)
        claim_menu_mnemonics (mnemonics, section, labels);
      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;
      g_ptr_array_add (labels, label);
      mark = strchr (label, '_');
      g_assert_nonnull (mark); /* every item has one */
      claim_mnemonic (mnemonics, g_utf8_get_char (mark + 1), label);
    }
}

/* Switches the messages to @language in this process: gettext reads
 * LANGUAGE at each call, and drops what it has looked up when the locale is
 * set again.  (A process for each language took 30 s under the sanitizers;
 * the text direction, which GTK fixes as it starts, plays no part here.) */
static void
use_language (const char *language)
{
  g_autofree char *header_line = g_strdup_printf ("Language: %s\n", language);

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  /* The catalog's header names its language: the switch took effect. */
  if (g_strcmp0 (language, "en") != 0)
    g_assert_nonnull (strstr (g_dgettext (GETTEXT_PACKAGE, ""), header_line));
  else
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Solve"), ==, "Solve");
}

static void
check_mnemonics (const char *language)
{
  SudokuWindow *window;
  GtkWidget    *menu_button;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  Mnemonics mnemonics = { language, NULL };

  g_test_message ("%s", language);
  use_language (language);
  window = sudoku_window_new (NULL);
  mnemonics.seen = g_hash_table_new (NULL, NULL);
  claim_window_mnemonics (&mnemonics, GTK_WIDGET (window));
  /* The demo bar's: the header bar's buttons have none on purpose (Chinese
   * and Japanese would show them as "(T)"), their shortcuts do it. */
  g_assert_cmpuint (g_hash_table_size (mnemonics.seen), >=, 2);
  {
    const char *steps = sudoku_short_label_get_label (SUDOKU_SHORT_LABEL (
      gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW, "steps_label")));

    g_assert_null (strchr (steps, '_'));
    g_assert_null (strstr (steps, "("));
  }
  g_hash_table_remove_all (mnemonics.seen);

  menu_button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                           "menu_button"));
  g_assert_nonnull (menu_button);
  claim_menu_mnemonics (&mnemonics, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)),
                        labels);
  g_assert_cmpuint (g_hash_table_size (mnemonics.seen), >=, 10);
  g_hash_table_unref (mnemonics.seen);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_mnemonics (void)
{
  g_autofree char *linguas = NULL;
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", "po", "LINGUAS", NULL), &linguas,
                       NULL, &error);
  g_assert_no_error (error);
  check_mnemonics ("en");
  lines = g_strsplit (linguas, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && lines[i][0] != '#')
      check_mnemonics (g_strstrip (lines[i]));
  use_language (saved);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  /* A state folder of its own: another instance may hold the user's. */
  g_free (sudoku_test_private_state_dir ("test-l10n"));
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/l10n/zh-cn-window", test_zh_cn_window);
  g_test_add_func ("/sudoku/l10n/mnemonics", test_mnemonics);
  return g_test_run ();
}
