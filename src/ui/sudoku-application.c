/* sudoku-application.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-application"

#include "config.h"

#include <signal.h>

#include <glib-unix.h>
#include <glib/gi18n.h>

#include "sudoku-application.h"
#include "sudoku-window.h"

struct _SudokuApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (SudokuApplication, sudoku_application, GTK_TYPE_APPLICATION)

/* The command line is read by sudoku-solver's main () (sudoku-cli.c), which
 * loads the window only when one is wanted, and hands the files over after
 * "--". */
static gint
sudoku_application_handle_local_options (GApplication *app,
                                         GVariantDict *options)
{
  g_autofree const char **files = NULL;

  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  /* Files to open in a window.  Our FILE… option took them from GApplication,
   * so hand them over here: to this instance, or to the one already running. */
  if (files != NULL && files[0] != NULL)
    {
      g_autoptr(GPtrArray) gfiles = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr(GError) error = NULL;

      if (!g_application_register (app, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      for (guint i = 0; files[i] != NULL; i++)
        g_ptr_array_add (gfiles, g_file_new_for_commandline_arg (files[i]));
      g_application_open (app, (GFile **)gfiles->pdata, (int)gfiles->len, "");
      if (g_application_get_is_remote (app))
        return 0;
    }

  return -1;
}

/* The first window brings back the puzzle of the last run. */
static SudokuWindow *
ensure_window (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (sudoku_window_new (GTK_APPLICATION (app)));
      sudoku_window_restore_state (SUDOKU_WINDOW (window));
    }
  return SUDOKU_WINDOW (window);
}

static void
sudoku_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (ensure_window (app)));
}

static void
sudoku_application_open (GApplication *app,
                         GFile       **files,
                         int           n_files,
                         const char   *hint)
{
  SudokuWindow *window = ensure_window (app);

  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0)
    sudoku_window_open (window, files[0]);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char *authors[] = { "The Sudoku Solver authors", NULL };
  GtkApplication    *app = user_data;

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         /* Translators: the application's name (title bar, About, software centre) */
                         "program-name", _("Sudoku Solver"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Solve, check and explain Sudoku puzzles"),
                         "website", "https://github.com/sudoku-solver/sudoku-solver",
                         "authors", authors,
                         /* Translators: put your names here, one a line */
                         "translator-credits", _("translator-credits"),
                         "copyright", "© 2026 The Sudoku Solver authors",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList          *windows = gtk_application_get_windows (app);

  /* Closing the windows runs their close-request handlers (saving the size). */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
}

/* SIGTERM (a logout, `kill`), SIGINT (Ctrl+C in a terminal) and SIGHUP
 * (the terminal gone) end the application as closing does, without asking:
 * each window is destroyed, and its document writes the state file before
 * it goes (a digit typed a moment before was lost). */
static gboolean
quit_signal_cb (gpointer user_data)
{
  GApplication *app = user_data;
  GList        *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  g_debug ("Quitting on a signal; the puzzle is kept");
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_destroy (GTK_WINDOW (windows->data));
      windows = next;
    }
  g_application_quit (app);
  return G_SOURCE_CONTINUE;
}

static void
sudoku_application_startup (GApplication *app)
{
  static const GActionEntry actions[] = {
    { "about", about_action },
    { "quit", quit_action },
  };
  static const struct
  {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.solve", { "<Control>Return", "<Control>KP_Enter", NULL } },
    { "win.new", { "<Control>n", NULL } },
    { "win.new-puzzle", { "<Control><Shift>n", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.show-steps", { "<Control>t", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.copy", { "<Control>c", NULL } },
    { "win.paste", { "<Control>v", NULL } },
    { "win.fullscreen", { "F11", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    /* As GNOME Sudoku (Ctrl+P prints) and GNOME's other games. */
    { "win.pause", { "p", "Pause", NULL } },
    { "win.notes-mode", { "<Control>m", NULL } },
    { "win.check", { "<Control>k", NULL } },
    { "win.reveal-cell", { "<Control>r", NULL } },
    { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
    { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
    { "win.zoom-reset", { "<Control>0", NULL } },
  };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  G_APPLICATION_CLASS (sudoku_application_parent_class)->startup (app);

  /* The grid's style, once for the whole application. */
  gtk_css_provider_load_from_resource (css, "/io/github/sudoku_solver/SudokuSolver/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
  g_unix_signal_add (SIGTERM, quit_signal_cb, app);
  g_unix_signal_add (SIGINT, quit_signal_cb, app);
  g_unix_signal_add (SIGHUP, quit_signal_cb, app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
}

static void
sudoku_application_class_init (SudokuApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->handle_local_options = sudoku_application_handle_local_options;
  app_class->startup = sudoku_application_startup;
  app_class->activate = sudoku_application_activate;
  app_class->open = sudoku_application_open;
}

static void
sudoku_application_init (SudokuApplication *self)
{
  const GOptionEntry entries[] = {
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

SudokuApplication *
sudoku_application_new (void)
{
  return g_object_new (SUDOKU_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}
