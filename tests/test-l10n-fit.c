/* test-l10n-fit.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-l10n-fit"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "sudoku-demo-bar.h"
#include "sudoku-fullscreen-box.h"
#include "sudoku-game.h"
#include "sudoku-hint-bar.h"
#include "sudoku-puzzle-file.h"
#include "sudoku-test-util.h"
#include "sudoku-title.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Every message fits, in every language of po/LINGUAS and in English: each
 * main screen (the window as it starts, a puzzle being solved, a hint, the
 * classroom's demo bar after a demo, the New Puzzle dialog) at the window's
 * default size, at its minimum size and at 1920×1080 (what full screen gives
 * a projector; full screen itself needs a window manager), with the
 * translations built in this tree.  Every label and inscription drawn must
 * need no more room than it has (its text laid out as it is, wrapped at its
 * width when it wraps), lie inside the window and inside every ancestor that
 * clips, and overlap no other.  Only the labels the code means to shorten
 * with "…" may need more (see may_ellipsize ()).
 *
 * The window's minimum width in each language, the widest of its screens,
 * stays within 15 % of English's.
 *
 * SUDOKU_SCREENSHOTS=FOLDER saves FOLDER/LANGUAGE/SCREEN-SIZE.png of each.
 *
 * The languages are checked by as many processes as there are processors,
 * each taking its share in turn (SUDOKU_FIT_LANGUAGES): before each, it
 * sets LANGUAGE and GTK's text direction as GTK does when it starts, and
 * leaves no state (the puzzle file, the settings) to the next.  A process
 * for each language cost 2.2 core-seconds a language (both tests) where
 * this costs 1.6.  Their screenshots, every one of every language, differ
 * only as two runs of a process a language differ (which cell has the
 * focus, and at a size where the keypad fits beside the grid and under
 * it, which of the two it took).
 * Each writes its screens' minimum widths to SUDOKU_FIT_RESULTS/LANGUAGE,
 * then what did not fit to SUDOKU_FIT_RESULTS/LANGUAGE.done. */

/* "A small puzzle that needs many textbook backtracks" */
#define DEMO_PUZZLE "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
#define FULL_WIDTH  1920
#define FULL_HEIGHT 1080
#define MAX_RATIO   1.15

static const char *sizes[] = { "default", "minimum", "full" };
/* SUDOKU_FIT_FULLSCREEN: full screen itself, with a window manager
 * (tests/run-with-wm.sh), instead of the three sizes. */
static gboolean    fullscreen;

typedef struct
{
  const char *language;
  const char *screen;
  const char *size;
  int         default_width, default_height; /* the main window's */
  GHashTable *may_ellipsize;                 /* labels the code shortens with "…" on purpose */
  GString    *problems;                      /* one a line */
  GString    *ellipsized;                    /* the allowed ones that were, one a line */
} Check;

typedef struct
{
  GtkWidget      *widget;
  const char     *text;
  graphene_rect_t box;  /* in the window's coordinates */
  gboolean        over; /* full screen's controls, which come down over the rest */
} Text;

static void G_GNUC_PRINTF (2, 3)
  problem (Check      *check,
           const char *format,
           ...)
{
  g_autofree char *text = NULL;
  va_list          args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_string_append_printf (check->problems, "%s, %s, %s size: %s\n", check->language, check->screen,
                          check->size, text);
}

static const char *
text_of (GtkWidget *widget)
{
  const char *text = GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                                           : gtk_inscription_get_text (GTK_INSCRIPTION (widget));

  if (text == NULL)
    return NULL;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return text;
  return NULL; /* blank: nothing to read */
}

/* The labels and inscriptions drawn under @widget: mapped, not transparent,
 * with a text; @clip is what the ancestors that clip leave visible. */
static void
collect (Check                 *check,
         GtkWidget             *root,
         GtkWidget             *widget,
         const graphene_rect_t *clip,
         GArray                *texts)
{
  graphene_rect_t box, inner = *clip;

  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_opacity (widget) == 0.0)
    return;
  if (!gtk_widget_compute_bounds (widget, root, &box))
    return;
  if ((GTK_IS_LABEL (widget) || GTK_IS_INSCRIPTION (widget)) && text_of (widget) != NULL)
    {
      Text            text = { widget, text_of (widget), box,
                               gtk_widget_get_ancestor (widget, SUDOKU_TYPE_FULLSCREEN_BOX) !=
                                 NULL };
      graphene_rect_t seen;

      g_array_append_val (texts, text);
      /* Half a pixel of rounding. */
      if (!graphene_rect_intersection (&box, clip, &seen) ||
          seen.size.width < box.size.width - 0.5 || seen.size.height < box.size.height - 0.5)
        problem (check, "“%s” is cut: %g×%g at (%g, %g), %g×%g of it visible", text.text,
                 box.size.width, box.size.height, box.origin.x, box.origin.y, seen.size.width,
                 seen.size.height);
    }
  if (gtk_widget_get_overflow (widget) == GTK_OVERFLOW_HIDDEN &&
      !graphene_rect_intersection (clip, &box, &inner))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_NATIVE (child)) /* a popover is a surface of its own */
      collect (check, root, child, &inner, texts);
}

/* The room @widget's text needs at @width (wrapped there if it wraps), as
 * drawn in full: no "…", no limit of lines. */
static void
text_needs (GtkWidget *widget,
            int        width,
            int       *needed_width,
            int       *needed_height)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  gboolean       wraps;

  if (GTK_IS_LABEL (widget))
    {
      layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (widget)));
      wraps = gtk_label_get_wrap (GTK_LABEL (widget));
    }
  else
    {
      GtkInscription *inscription = GTK_INSCRIPTION (widget);

      layout = gtk_widget_create_pango_layout (widget, gtk_inscription_get_text (inscription));
      pango_layout_set_attributes (layout, gtk_inscription_get_attributes (inscription));
      pango_layout_set_wrap (layout, gtk_inscription_get_wrap_mode (inscription));
      wraps = TRUE;
    }
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_height (layout, -1);
  pango_layout_set_width (layout, wraps ? width * PANGO_SCALE : -1);
  pango_layout_get_extents (layout, NULL, &logical);
  *needed_width = PANGO_PIXELS_CEIL (logical.width);
  *needed_height = PANGO_PIXELS_CEIL (logical.height);
  /* A font without the script's letters draws boxes of hex digits: widths
   * that say nothing of the language. */
  if (pango_layout_get_unknown_glyphs_count (layout) > 0)
    g_error ("no font has the letters of “%s”: install the script's fonts "
             "(build-aux/deps.sh)",
             pango_layout_get_text (layout));
}

static void
check_texts (Check     *check,
             GtkWidget *root)
{
  g_autoptr(GArray) texts = g_array_new (FALSE, FALSE, sizeof (Text));
  graphene_rect_t whole;

  g_assert_true (gtk_widget_compute_bounds (root, root, &whole));
  collect (check, root, root, &whole, texts);
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < texts->len; i++)
    {
      Text *text = &g_array_index (texts, Text, i);
      int   width = gtk_widget_get_width (text->widget);
      int   height = gtk_widget_get_height (text->widget);
      int   needed_width, needed_height;

      text_needs (text->widget, width, &needed_width, &needed_height);
      if (needed_width <= width && needed_height <= height)
        continue;
      if (g_hash_table_contains (check->may_ellipsize, text->widget))
        g_string_append_printf (check->ellipsized, "%s, %s, %s size: “%s” ends in “…”\n",
                                check->language, check->screen, check->size, text->text);
      else
        problem (check, "“%s” needs %d×%d px, has %d×%d", text->text, needed_width, needed_height,
                 width, height);
    }
  for (guint i = 0; i < texts->len; i++)
    for (guint j = i + 1; j < texts->len; j++)
      {
        Text           *a = &g_array_index (texts, Text, i);
        Text           *b = &g_array_index (texts, Text, j);
        graphene_rect_t both;

        if (a->over != b->over) /* full screen's controls come down over the rest */
          continue;
        /* Touching is not overlapping: half a pixel of rounding. */
        if (graphene_rect_intersection (&a->box, &b->box, &both) && both.size.width > 0.5 &&
            both.size.height > 0.5)
          problem (check, "“%s” and “%s” overlap by %g×%g px", a->text, b->text,
                   both.size.width, both.size.height);
      }
}

/* @window as drawn now, to SUDOKU_SCREENSHOTS/LANGUAGE/SCREEN-SIZE.png. */
static void
save_screenshot (Check     *check,
                 GtkWidget *window)
{
  const char *folder = g_getenv ("SUDOKU_SCREENSHOTS");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = NULL, *name = NULL, *path = NULL;
  GtkSnapshot     *snapshot;
  GskRenderNode   *node;
  graphene_rect_t  bounds;

  if (folder == NULL || folder[0] == '\0')
    return;
  dir = g_build_filename (folder, check->language, NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  name = g_strdup_printf ("%s-%s.png", check->screen, check->size);
  path = g_build_filename (dir, name, NULL);
  paintable = gtk_widget_paintable_new (window);
  g_assert_true (gtk_widget_compute_bounds (window, window, &bounds));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, bounds.size.width, bounds.size.height);
  node = gtk_snapshot_free_to_node (snapshot);
  /* Nothing yet while a change is still to be drawn: after the next frame,
   * there is (as in tests/sudoku-test-util.c). */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      gtk_test_widget_wait_for_draw (window);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, bounds.size.width, bounds.size.height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &bounds);
  gsk_render_node_unref (node);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

typedef struct
{
  GtkWidget *window;
  int        width, height; /* asked for */
  gboolean   wider;         /* whether it may be wider than that */
} Size;

/* Whether @size's window is as wide as asked (or as its minimum, when that
 * is more), and as high as asked and as it needs at that width; asked for
 * 0×0, whether it is its minimum size.  A
 * window's size is its surface's: with the frame that GTK draws round it
 * when there is no compositor.
 *
 * At a size, the window may be wider than asked: its keypad stands beside
 * the grid or under it, whichever leaves the grid bigger, and under it the
 * keys may need more width than beside it.  In such a window, GTK gives it
 * that width, it then lays out its keypad beside the grid and no longer
 * needs it, but keeps it. */
static gboolean
has_size (gpointer data)
{
  Size           *size = data;
  graphene_rect_t bounds;
  int             min_width, min_height;

  g_assert_true (gtk_widget_compute_bounds (size->window, size->window, &bounds));
  gtk_widget_measure (size->window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (size->window, GTK_ORIENTATION_VERTICAL, (int)bounds.size.width, &min_height,
                      NULL, NULL, NULL);
  if (size->width == 0) /* the minimum */
    return (int)bounds.size.width == min_width && (int)bounds.size.height == min_height;
  return (size->wider ? (int)bounds.size.width >= MAX (size->width, min_width)
                      : (int)bounds.size.width == MAX (size->width, min_width)) &&
         (int)bounds.size.height >= MAX (size->height, min_height);
}

static void
fail_resize (Check     *check,
             GtkWidget *window,
             int        width,
             int        height)
{
  graphene_rect_t bounds;
  int             min_width, min_height;

  g_assert_true (gtk_widget_compute_bounds (window, window, &bounds));
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, (int)bounds.size.width, &min_height, NULL,
                      NULL, NULL);
  g_error ("%s, %s, %s size: the window is %g×%g, not the %d×%d asked for, and measures "
           "%d wide at least, %d high at its width (a screen smaller than %d×%d? "
           "tests/run-own-display.sh gives one of that size)",
           check->language, check->screen, check->size, bounds.size.width, bounds.size.height,
           width, height, min_width, min_height, FULL_WIDTH, FULL_HEIGHT);
}

/* @window @width wide and @height high, or more where it needs more (0:
 * its minimum).  What it needs follows its size (its texts grow with the
 * window: sudoku-stage.c), and a window on a display without a window
 * manager does not always grow by itself to hold more: a few rounds. */
static void
resize (Check     *check,
        GtkWidget *window,
        int        width,
        int        height,
        gboolean   wider)
{
  Size size = { window, width, height, wider };

  for (guint round = 0; round < 5; round++)
    {
      int min_width, min_height;

      gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, MAX (width, min_width), &min_height,
                          NULL, NULL, NULL);
      gtk_window_set_default_size (GTK_WINDOW (window), MAX (width, min_width),
                                   MAX (height, min_height));
      sudoku_test_spin_until (has_size, &size, 2);
      /* What follows a new size: the stage's layout (an idle), its texts'
       * new size (CSS), then a frame laid out with them. */
      for (guint frames = 0; frames < 3; frames++)
        gtk_test_widget_wait_for_draw (window);
      if (has_size (&size))
        return;
    }
  fail_resize (check, window, width, height);
}

static void
check_now (Check     *check,
           GtkWidget *window)
{
  check_texts (check, window);
  save_screenshot (check, window);
}

static gboolean
is_fullscreen (gpointer window)
{
  return gtk_window_is_fullscreen (window);
}

static gboolean
controls_shown (gpointer window)
{
  return sudoku_fullscreen_box_get_revealed (
    SUDOKU_FULLSCREEN_BOX (sudoku_test_find_widget (window, SUDOKU_TYPE_FULLSCREEN_BOX)));
}

/* @window in full screen, with its controls down over the top of it, as
 * they come as it goes full screen (their labels may overlap what they
 * come over, not each other). */
static void
check_fullscreen (Check     *check,
                  GtkWidget *window)
{
  check->size = "fullscreen";
  gtk_window_fullscreen (GTK_WINDOW (window));
  g_assert_true (sudoku_test_spin_until (is_fullscreen, window, 5));
  g_assert_true (sudoku_test_spin_until (controls_shown, window, 5));
  for (guint frames = 0; frames < 3; frames++)
    gtk_test_widget_wait_for_draw (window);
  check_now (check, window);
}

/* @window (a screen of the app, or a dialog) at its default size (or its
 * minimum, when that is bigger), its minimum size and, unless it is a
 * dialog, at full screen's.  Returns its minimum width, without the frame
 * round it. */
static int
check_screen (Check      *check,
              GtkWidget  *window,
              const char *screen,
              int         default_width,
              int         default_height)
{
  int min_width;

  check->screen = screen;
  if (fullscreen)
    {
      check_fullscreen (check, window);
      return 0;
    }
  check->size = sizes[0];
  resize (check, window, default_width, default_height, TRUE);
  check_now (check, window);
  check->size = sizes[1];
  resize (check, window, 0, 0, FALSE);
  check_now (check, window);
  min_width = gtk_widget_get_width (window); /* without the frame */
  if (!GTK_IS_DIALOG (window))
    {
      check->size = sizes[2];
      resize (check, window, FULL_WIDTH, FULL_HEIGHT, FALSE);
      check_now (check, window);
    }
  return min_width;
}

/* The labels the code means to shorten with "…" when they do not fit: the
 * title's two lines (a file's name and its headers, which can be of any
 * length; their whole text is in the tooltip), the hint's text and the demo
 * bar's caption (two lines at most, so that the grid keeps its size; the
 * hint's whole text is in its tooltip, the caption changes at each step). */
static GHashTable *
may_ellipsize (SudokuWindow *window)
{
  GHashTable *labels = g_hash_table_new (NULL, NULL);
  GtkWidget  *title = sudoku_test_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_TITLE);

  g_hash_table_add (labels, gtk_widget_get_template_child (title, SUDOKU_TYPE_TITLE,
                                                           "title_label"));
  g_hash_table_add (labels, gtk_widget_get_template_child (title, SUDOKU_TYPE_TITLE,
                                                           "subtitle_label"));
  g_hash_table_add (labels, gtk_widget_get_template_child (GTK_WIDGET (window->hint_bar),
                                                           SUDOKU_TYPE_HINT_BAR, "hint_label"));
  g_hash_table_add (labels, gtk_widget_get_template_child (GTK_WIDGET (window->demo_bar),
                                                           SUDOKU_TYPE_DEMO_BAR, "caption"));
  return labels;
}

static SudokuWindow *
new_window (Check      *check,
            const char *puzzle)
{
  SudokuWindow *window = sudoku_window_new (NULL);

  if (puzzle != NULL)
    {
      guint8 cells[SUDOKU_N_CELLS];

      g_assert_true (sudoku_parse_cells (puzzle, cells, NULL));
      sudoku_board_load (sudoku_window_get_board (window), cells);
    }
  if (check->default_width == 0)
    gtk_window_get_default_size (GTK_WINDOW (window), &check->default_width,
                                 &check->default_height);
  g_clear_pointer (&check->may_ellipsize, g_hash_table_unref);
  check->may_ellipsize = may_ellipsize (window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static gboolean
is_solving (gpointer data)
{
  return sudoku_board_get_solving (sudoku_window_get_board (data));
}

static gboolean
hint_told (gpointer data)
{
  return sudoku_game_get_hint_stage (_sudoku_window_game ((SudokuWindow *)data)) >= 0;
}

typedef struct
{
  SudokuWindow *window;
  int           stage; /* before */
} HintWait;

static gboolean
next_stage (gpointer data)
{
  HintWait *wait = data;

  return sudoku_game_get_hint_stage (_sudoku_window_game (wait->window)) > wait->stage;
}

static gboolean
at_last_stage (gpointer data)
{
  return sudoku_game_get_hint_stage (_sudoku_window_game ((SudokuWindow *)data)) ==
         SUDOKU_HINT_N_STAGES - 1;
}

static gboolean
demo_over (gpointer data)
{
  return !sudoku_demo_bar_get_running (((SudokuWindow *)data)->demo_bar);
}

static gboolean
has_dialog (gpointer data)
{
  return sudoku_window_get_dialog (data) != NULL;
}

/* A screen of the main window, and its minimum width to @widths. */
static void
check_main (Check        *check,
            SudokuWindow *window,
            const char   *screen,
            GString      *widths)
{
  int width = check_screen (check, GTK_WIDGET (window), screen, check->default_width,
                            check->default_height);

  g_string_append_printf (widths, "%s %d\n", screen, width);
}

static char *state_dir; /* XDG_STATE_HOME, a folder of this process's own */

/* The process as a new one would start in @language: gettext's language and
 * GTK's text direction (which GTK takes from its own translation as it
 * starts), no puzzle kept by the windows before, every setting at its
 * default. */
static void
start_language (const char *language)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;
  g_autofree char *app_state = g_build_filename (state_dir, PACKAGE_NAME, NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext keeps what it translated until the domain is set again (even
   * as it was; a locale set as it was does not do). */
  textdomain (GETTEXT_PACKAGE);
  gtk_widget_set_default_direction (gtk_get_locale_direction ());
  sudoku_test_remove_tree (app_state);
  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* The language is the one in LANGUAGE (start_language ()).  Returns what
 * does not fit, one a line. */
static char *
check_language (const char *language)
{
  Check         check = { language };
  SudokuWindow *window;
  GtkWidget    *dialog;
  g_autoptr(GString) widths = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, language);
  /* Stacks and revealers at their end at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  check.problems = g_string_new (NULL);
  check.ellipsized = g_string_new (NULL);

  /* As it starts: an empty board to type a puzzle into. */
  window = new_window (&check, NULL);
  check_main (&check, window, "start", widths);
  sudoku_test_close (GTK_WIDGET (window));

  /* A puzzle being solved by hand: the play bar under the grid. */
  window = new_window (&check, DEMO_PUZZLE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-solving", NULL);
  g_assert_true (sudoku_test_spin_until (is_solving, window, 5));
  check_main (&check, window, "solving", widths);

  /* A hint, in the play bar's place. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (sudoku_test_spin_until (hint_told, window, 10));
  check_main (&check, window, "hint", widths);

  /* Its last stage: the step itself, with Apply. */
  for (guint i = 0; i < SUDOKU_HINT_N_STAGES && !at_last_stage (window); i++)
    {
      HintWait wait = { window, sudoku_game_get_hint_stage (_sudoku_window_game (window)) };

      gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
      g_assert_true (sudoku_test_spin_until (next_stage, &wait, 5));
    }
  g_assert_true (at_last_stage (window));
  check_main (&check, window, "hint-step", widths);
  sudoku_test_close (GTK_WIDGET (window));

  /* The classroom: the demo bar after a demo, with its caption, counters
   * and summary. */
  window = new_window (&check, DEMO_PUZZLE);
  g_object_set (window, "show-steps", TRUE, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  g_assert_true (sudoku_demo_bar_get_running (window->demo_bar));
  gtk_widget_activate_action (GTK_WIDGET (window->demo_bar), "demo.finish", NULL);
  g_assert_true (sudoku_test_spin_until (demo_over, window, 10));
  check_main (&check, window, "demo", widths);
  sudoku_test_close (GTK_WIDGET (window));

  /* New Puzzle's dialog (over a window not in full screen). */
  if (!fullscreen)
    {
      window = new_window (&check, NULL);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", NULL);
      g_assert_true (sudoku_test_spin_until (has_dialog, window, 5));
      dialog = sudoku_window_get_dialog (window);
      gtk_test_widget_wait_for_draw (dialog);
      check_screen (&check, dialog, "new-puzzle", gtk_widget_get_width (dialog),
                    gtk_widget_get_height (dialog));
      sudoku_test_close (GTK_WIDGET (window));
    }

  if (check.ellipsized->len > 0)
    g_printerr ("%s", check.ellipsized->str);
  path = g_build_filename (g_getenv ("SUDOKU_FIT_RESULTS"), language, NULL);
  g_file_set_contents (path, widths->str, -1, &error);
  g_assert_no_error (error);
  g_hash_table_unref (check.may_ellipsize);
  g_string_free (check.ellipsized, TRUE);
  return g_string_free (check.problems, FALSE);
}

/* A process's share of the languages, one after another. */
static void
check_languages_here (const char *list)
{
  g_auto(GStrv) languages = g_strsplit (list, " ", -1);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *problems = NULL;
      g_autofree char *done = NULL;
      g_autoptr(GError) error = NULL;

      start_language (languages[i]);
      problems = check_language (languages[i]);
      if (problems[0] != '\0')
        g_printerr ("%s: messages that do not fit:\n%s", languages[i], problems);
      done = g_strdup_printf ("%s/%s.done", g_getenv ("SUDOKU_FIT_RESULTS"), languages[i]);
      g_file_set_contents (done, problems, -1, &error);
      g_assert_no_error (error);
    }
}

static char      *results; /* the folder of the languages' widths */
static char      *program; /* this program, run again for the languages */
static GPtrArray *checks;  /* of Run, in the tests' order */
static GPtrArray *workers; /* of Worker */

typedef struct
{
  const char *language;
  guint       worker;  /* the index of the process that checks it */
  gboolean    stopped; /* whether its process stopped while at it */
} Run;

typedef struct
{
  GPtrArray   *runs; /* its share, in order */
  GSubprocess *process;
  gboolean     exited;
} Worker;

static char *
done_path (Run *run)
{
  return g_strdup_printf ("%s/%s.done", results, run->language);
}

static gboolean
is_done (Run *run)
{
  g_autofree char *path = done_path (run);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
worker_exited (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Worker *worker = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  worker->exited = TRUE;
}

/* Starts @worker on the languages of its share not done yet, if any. */
static void
start_worker (Worker *worker)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GString) list = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  const char *first = NULL;

  for (guint i = 0; i < worker->runs->len; i++)
    {
      Run *run = g_ptr_array_index (worker->runs, i);

      if (run->stopped || is_done (run))
        continue;
      g_string_append_printf (list, "%s%s", list->len > 0 ? " " : "", run->language);
      /* GLib decides once, at the first translation, whether to translate
       * at all; in English under the C locale it would not. */
      if (first == NULL || strcmp (first, "en") == 0)
        first = run->language;
    }
  g_clear_object (&worker->process);
  worker->exited = FALSE;
  if (list->len == 0)
    {
      worker->exited = TRUE;
      return;
    }
  /* Its own TAP output would mix with this one's; its findings go to
   * standard error. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", first, TRUE);
  g_subprocess_launcher_setenv (launcher, "SUDOKU_FIT_LANGUAGES", list->str, TRUE);
  worker->process = g_subprocess_launcher_spawn (launcher, &error, program, NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (worker->process, NULL, worker_exited, worker);
}

/* The processes, each with its share of the languages in turn. */
static void
start_workers (void)
{
  guint n = MIN (g_get_num_processors (), checks->len);

  if (workers != NULL)
    return;
  workers = g_ptr_array_new ();
  for (guint k = 0; k < n; k++)
    {
      Worker *worker = g_new0 (Worker, 1);

      worker->runs = g_ptr_array_new ();
      g_ptr_array_add (workers, worker);
    }
  for (guint i = 0; i < checks->len; i++)
    {
      Run *run = g_ptr_array_index (checks, i);

      run->worker = i % n;
      g_ptr_array_add (((Worker *)g_ptr_array_index (workers, run->worker))->runs, run);
    }
  for (guint k = 0; k < n; k++)
    start_worker (g_ptr_array_index (workers, k));
}

/* A process that stopped: the language it was at fails, and another process
 * goes on with the rest of its share. */
static void
restart_worker (Worker *worker)
{
  for (guint i = 0; i < worker->runs->len; i++)
    {
      Run *run = g_ptr_array_index (worker->runs, i);

      if (!run->stopped && !is_done (run))
        {
          run->stopped = TRUE;
          break;
        }
    }
  start_worker (worker);
}

/* A language, checked by its process (start_workers ()). */
static void
test_language (gconstpointer data)
{
  Run             *run = g_ptr_array_index (checks, GPOINTER_TO_UINT (data));
  g_autofree char *path = done_path (run);
  g_autofree char *problems = NULL;
  Worker          *worker;

  start_workers ();
  worker = g_ptr_array_index (workers, run->worker);
  while (!run->stopped && !g_file_get_contents (path, &problems, NULL, NULL))
    {
      if (worker->exited)
        restart_worker (worker);
      else if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (20000);
    }
  if (run->stopped)
    g_test_fail_printf ("%s: the check stopped (its messages are above)", run->language);
  else if (problems[0] != '\0')
    g_test_fail_printf ("%s: messages that do not fit (listed above)", run->language);
}

/* The check finds what it is for: a label shortened with "…" that is not
 * meant to be, one cut by a scrolled view, two on top of each other; and
 * lets a label meant to be shortened be. */
static void
test_finds (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *shortened = gtk_label_new ("A message far too long for the room it has here");
  GtkWidget *meant = gtk_label_new ("A file name far too long for the room it has here");
  GtkWidget *window;
  Check      check = { "test", "test", "test" };

  gtk_label_set_ellipsize (GTK_LABEL (shortened), PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize (GTK_LABEL (meant), PANGO_ELLIPSIZE_MIDDLE);
  gtk_box_append (GTK_BOX (box), shortened);
  gtk_box_append (GTK_BOX (box), meant);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), gtk_label_new ("Under"));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), gtk_label_new ("Over"));
  gtk_box_append (GTK_BOX (box), overlay);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                 gtk_label_new ("A message wider than its scrolled view"));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_NEVER);
  gtk_box_append (GTK_BOX (box), scrolled);
  window = sudoku_test_show (box, 120, -1);
  check.may_ellipsize = g_hash_table_new (NULL, NULL);
  g_hash_table_add (check.may_ellipsize, meant);
  check.problems = g_string_new (NULL);
  check.ellipsized = g_string_new (NULL);
  check_texts (&check, window);
  g_test_message ("%s%s", check.problems->str, check.ellipsized->str);
  g_assert_nonnull (
    strstr (check.problems->str, "“A message far too long for the room it has here” needs"));
  g_assert_nonnull (
    strstr (check.problems->str, "“A message wider than its scrolled view” is cut"));
  g_assert_nonnull (strstr (check.problems->str, "“Under” and “Over” overlap"));
  g_assert_null (strstr (check.problems->str, "A file name"));
  g_assert_nonnull (strstr (check.ellipsized->str,
                            "“A file name far too long for the room it has here” ends in “…”"));
  g_hash_table_unref (check.may_ellipsize);
  g_string_free (check.problems, TRUE);
  g_string_free (check.ellipsized, TRUE);
  sudoku_test_close (window);
}

/* A language's minimum width: the widest of its screens' minimum widths. */
static int
min_width_of (const char *language,
              char      **widest)
{
  g_autofree char *path = g_build_filename (results, language, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  int width = 0;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return 0; /* its check did not get that far, and failed */
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", 2);

      if (g_strv_length (fields) == 2 && atoi (fields[1]) > width)
        {
          width = atoi (fields[1]);
          g_free (*widest);
          *widest = g_strdup (fields[0]);
        }
    }
  return width;
}

static void
test_widths (gconstpointer data)
{
  const char *const *languages = data;
  g_autofree char   *english_screen = NULL;
  int                english = min_width_of ("en", &english_screen);
  double             worst = 0;
  const char        *worst_language = NULL;

  if (english == 0)
    {
      g_test_skip ("English was not measured");
      return;
    }
  g_test_message ("minimum window width, English: %d px (%s)", english, english_screen);
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *screen = NULL;
      int              width = min_width_of (languages[i], &screen);
      double           ratio = (double)width / english;

      if (width == 0)
        continue;
      g_test_message ("%-6s %4d px (%s)  %.3f × English's", languages[i], width, screen, ratio);
      if (ratio > worst)
        {
          worst = ratio;
          worst_language = languages[i];
        }
    }
  g_test_message ("widest: %s, %.3f × English's (at most %.2f)", worst_language, worst, MAX_RATIO);
  g_assert_cmpfloat (worst, <=, MAX_RATIO);
}

/* Ends the processes still running (a test chosen with -p starts them
 * all), then removes the languages' widths. */
static void
clean_up (void)
{
  for (guint k = 0; workers != NULL && k < workers->len; k++)
    {
      Worker *worker = g_ptr_array_index (workers, k);

      if (worker->process != NULL && !worker->exited)
        {
          g_subprocess_force_exit (worker->process);
          g_subprocess_wait (worker->process, NULL, NULL);
        }
    }
  sudoku_test_remove_tree (results);
}

int
main (int   argc,
      char *argv[])
{
  const char      *localedir = g_getenv ("SUDOKU_SOLVER_LOCALEDIR");
  const char      *share = g_getenv ("SUDOKU_FIT_LANGUAGES");
  g_autofree char *linguas = NULL, *linguas_path = NULL;
  g_autoptr(GPtrArray) languages = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  fullscreen = g_getenv ("SUDOKU_FIT_FULLSCREEN") != NULL;
  program = g_canonicalize_filename (argv[0], NULL);
  g_test_init (&argc, &argv, NULL);
  /* A state folder of its own: another instance may hold the user's. */
  state_dir = sudoku_test_private_state_dir ("test-l10n-fit");
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (share == NULL)
    {
      results = g_dir_make_tmp ("test-l10n-fit-XXXXXX", &error);
      g_assert_no_error (error);
      g_setenv ("SUDOKU_FIT_RESULTS", results, TRUE);
      atexit (clean_up);
    }

  if (!sudoku_test_init_display ())
    return 0;
  if (share != NULL)
    {
      check_languages_here (share);
      return 0;
    }

  /* (g_test_get_filename () only works inside a test.) */
  g_assert_nonnull (g_getenv ("G_TEST_SRCDIR"));
  linguas_path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "po", "LINGUAS", NULL);
  g_file_get_contents (linguas_path, &linguas, NULL, &error);
  g_assert_no_error (error);
  g_ptr_array_add (languages, g_strdup ("en"));
  lines = g_strsplit (linguas, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_strstrip (lines[i])[0] != '\0' && lines[i][0] != '#')
      g_ptr_array_add (languages, g_strdup (lines[i]));
  if (!fullscreen) /* (a window manager maximizes its window) */
    g_test_add_func ("/sudoku/l10n-fit/finds", test_finds);
  checks = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < languages->len; i++)
    {
      const char      *name = g_ptr_array_index (languages, i);
      g_autofree char *path = g_strdup_printf ("/sudoku/l10n-fit/%s", name);
      Run             *run = g_new0 (Run, 1);

      run->language = name;
      g_ptr_array_add (checks, run);
      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_language);
    }
  g_ptr_array_add (languages, NULL);
  if (!fullscreen)
    g_test_add_data_func ("/sudoku/l10n-fit/widths", languages->pdata, test_widths);
  /* A language that fails does not stop the others. */
  g_test_set_nonfatal_assertions ();
  return g_test_run ();
}
