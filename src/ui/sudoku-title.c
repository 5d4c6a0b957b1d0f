/* sudoku-title.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-title"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "sudoku-digits-manager.h"
#include "sudoku-rating.h"
#include "sudoku-title.h"

/* The header bar's title, following its document: the file's name (with
 * "•" while it has unsaved changes) and, on a second line, what the file
 * says of the puzzle (its `.sdk` headers: description, author, level) and
 * its rating on Sudoku Explainer's scale, worked out on a worker thread for
 * a puzzle being solved.  #SudokuTitle:window-title is the title the
 * window takes.
 *
 * A header may be as long as the file (16 MiB): GTK laid a 1 MB one out on
 * the main loop for 6.4 s, with 290 MB.  So each header is cut, to a line's
 * worth in the label and to a paragraph in its tooltip. */

struct _SudokuTitle
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkLabel     *title_label;
  GtkLabel     *subtitle_label;

  /* Owned */
  GSignalGroup *document_signals;
  GSignalGroup *board_signals; /* the board of the document's game */
  GCancellable *rating_cancellable;
  char         *window_title;
};

G_DEFINE_FINAL_TYPE (SudokuTitle, sudoku_title, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_WINDOW_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define SHOWN_CHARS   120 /* of each header, in the header bar */
#define TOOLTIP_CHARS 600 /* of each header, in the tooltip */

typedef struct
{
  guint8       cells[SUDOKU_MAX_CELLS];
  SudokuRating rating;
} RateJob;

static void
rate_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  RateJob *job = task_data;

  sudoku_rate (job->cells, &job->rating);
  g_task_return_boolean (task, TRUE);
}

/* @text's first @max_chars characters on one line, with "…" if cut: only
 * the start of @text is read. */
static char *
cut_text (const char *text,
          gsize       max_chars)
{
  gsize            bytes = strnlen (text, 4 * max_chars + 1);
  g_autofree char *head = g_utf8_make_valid (text, (gssize)MIN (bytes, 4 * max_chars));
  char            *line;

  if (bytes <= 4 * max_chars && (gsize)g_utf8_strlen (head, -1) <= max_chars)
    line = g_steal_pointer (&head);
  else
    {
      g_autofree char *start = g_utf8_substring (head, 0, (glong)max_chars);

      line = g_strconcat (start, "…", NULL);
    }
  return g_strdelimit (line, "\n\r\t", ' ');
}

static void
set_subtitle (SudokuTitle    *self,
              SudokuDocument *document,
              const char     *rating)
{
  const SudokuPuzzle *puzzle = document != NULL ? sudoku_document_get_puzzle (document) : NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) tips = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL, *tooltip = NULL;

  if (puzzle != NULL)
    {
      const SudokuMetaKey keys[] = { SUDOKU_META_DESCRIPTION, SUDOKU_META_AUTHOR,
                                     SUDOKU_META_LEVEL };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (puzzle->meta[keys[k]] != NULL && puzzle->meta[keys[k]][0] != '\0')
          {
            g_ptr_array_add (parts, cut_text (puzzle->meta[keys[k]], SHOWN_CHARS));
            g_ptr_array_add (tips, cut_text (puzzle->meta[keys[k]], TOOLTIP_CHARS));
          }
    }
  if (rating != NULL)
    {
      g_ptr_array_add (parts, g_strdup (rating));
      g_ptr_array_add (tips, g_strdup (rating));
    }
  /* The file's headers may be shortened at the end (the tooltip has them
   * whole), a rating or a shape alone never is. */
  gtk_label_set_ellipsize (self->subtitle_label,
                           parts->len > (rating != NULL ? 1 : 0) ? PANGO_ELLIPSIZE_END
                                                                 : PANGO_ELLIPSIZE_NONE);
  g_ptr_array_add (parts, NULL);
  g_ptr_array_add (tips, NULL);
  text = g_strjoinv (" · ", (char **)parts->pdata);
  tooltip = g_strjoinv ("\n", (char **)tips->pdata);
  sudoku_digits_set_label (self->subtitle_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->subtitle_label),
                               tooltip[0] != '\0' ? tooltip : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), text[0] != '\0');
}

/* Whether the puzzle's file already names @level (a puzzle made here says
 * "Expert"): the rating does not say it twice. */
static gboolean
same_level (SudokuDocument *document,
            const char     *level)
{
  const SudokuPuzzle *puzzle = document != NULL ? sudoku_document_get_puzzle (document) : NULL;
  g_autofree char    *a = NULL, *b = NULL;

  if (puzzle == NULL || puzzle->meta[SUDOKU_META_LEVEL] == NULL)
    return FALSE;
  a = g_utf8_casefold (puzzle->meta[SUDOKU_META_LEVEL], -1);
  b = g_utf8_casefold (level, -1);
  return g_strcmp0 (a, b) == 0;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
rated_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(SudokuTitle) self = g_weak_ref_get (ref);
  RateJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(SudokuDocument) document = NULL;
  g_autofree char *er = NULL, *text = NULL;

  weak_ref_free (ref);
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || self == NULL)
    return;
  document = g_signal_group_dup_target (self->document_signals);
  er = g_strdup_printf ("%s%u.%u", job->rating.er_beyond ? ">" : "", job->rating.er / 10,
                        job->rating.er % 10);
  if (same_level (document, sudoku_level_name (job->rating.level)))
    /* Translators: the puzzle's rating in the header bar when its file
     * already names the same level: "Expert · Rated 5.6"; the scale is
     * Sudoku Explainer's */
    text = g_strdup_printf (_("Rated %s"), er);
  else
    /* Translators: the puzzle's rating in the header bar: "Rated 3.6, hard";
     * the scale is Sudoku Explainer's */
    text = g_strdup_printf (_("Rated %s, %s"), er, sudoku_level_name (job->rating.level));
  set_subtitle (self, document, text);
}

/* Shows the puzzle's headers at once, and its rating when it is worked
 * out: for a puzzle opened or being solved, not while one is typed in. */
static void
update_subtitle (SudokuTitle *self)
{
  g_autoptr(SudokuDocument) document = g_signal_group_dup_target (self->document_signals);
  g_autoptr(SudokuBoard) board = g_signal_group_dup_target (self->board_signals);
  g_autoptr(GTask) task = NULL;
  RateJob  *job;
  GWeakRef *ref;

  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  set_subtitle (self, document, NULL);
  /* The rating is Sudoku Explainer's, of a 9×9: another grid says its shape
   * ("6×6", "9×9 X"), the same in every language. */
  if (board != NULL && !sudoku_grid_shape_is_plain_nine (sudoku_board_get_shape (board)))
    {
      g_autofree char *shape = sudoku_grid_shape_name (sudoku_board_get_shape (board));

      set_subtitle (self, document, shape);
      return;
    }
  if (board == NULL || !sudoku_board_get_solving (board) || sudoku_board_get_n_givens (board) < 17)
    return;
  self->rating_cancellable = g_cancellable_new ();
  job = g_new0 (RateJob, 1);
  sudoku_board_get_givens (board, job->cells);
  /* The title only weakly: a rating can take seconds (SE's nested forcing
   * chains), and a task holding the title kept a closed window's widgets,
   * and the settings bound to them, alive until it ended. */
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  task = g_task_new (NULL, self->rating_cancellable, rated_cb, ref);
  g_task_set_source_tag (task, update_subtitle);
  g_task_set_check_cancellable (task, TRUE);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, rate_worker);
}

static void
update_title (SudokuTitle *self)
{
  g_autoptr(SudokuDocument) document = g_signal_group_dup_target (self->document_signals);
  g_autofree char *name = NULL, *title = NULL, *shown = NULL;
  gboolean         modified;

  if (document == NULL)
    return;
  name = sudoku_document_dup_display_name (document);
  modified = sudoku_document_get_modified (document);
  if (sudoku_document_get_file (document) == NULL && !modified)
    {
      /* Translators: the application's name (title bar, About, software centre) */
      title = g_strdup (_("Sudoku Solver"));
      shown = g_strdup (title);
    }
  else if (modified)
    {
      /* Translators: the window title of a puzzle with unsaved changes */
      title = g_strdup_printf (_("• %s — Sudoku Solver"), name);
      shown = g_strdup_printf ("• %s", name);
    }
  else
    {
      /* Translators: the window's title: %s is the file's name, e.g. “puzzle.sdk — Sudoku Solver” */
      title = g_strdup_printf (_("%s — Sudoku Solver"), name);
      shown = g_strdup (name);
    }
  /* The header bar: the name on its own line, the app's name below it.  A
   * file's name may be shortened in the middle (its whole name is in the
   * window's title); our own words never are: the header bar's buttons
   * give up their labels for icons first. */
  gtk_label_set_text (self->title_label, shown);
  if (sudoku_document_get_file (document) != NULL)
    {
      gtk_label_set_ellipsize (self->title_label, PANGO_ELLIPSIZE_MIDDLE);
      gtk_label_set_width_chars (self->title_label, 16);
    }
  else
    {
      gtk_label_set_ellipsize (self->title_label, PANGO_ELLIPSIZE_NONE);
      gtk_label_set_width_chars (self->title_label, -1);
    }
  /* A title set again is sent to the X server again. */
  if (g_strcmp0 (title, self->window_title) != 0)
    {
      g_free (self->window_title);
      self->window_title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINDOW_TITLE]);
    }
  update_subtitle (self);
}

/* Another puzzle: the board to rate is its game's. */
static void
game_changed_cb (SudokuTitle *self)
{
  g_autoptr(SudokuDocument) document = g_signal_group_dup_target (self->document_signals);
  SudokuGame *game = document != NULL ? sudoku_document_get_game (document) : NULL;

  g_signal_group_set_target (self->board_signals,
                             game != NULL ? sudoku_game_get_board (game) : NULL);
  update_title (self);
}

static void
set_document (SudokuTitle    *self,
              SudokuDocument *document)
{
  g_autoptr(SudokuDocument) old = g_signal_group_dup_target (self->document_signals);

  if (old == document)
    return;
  g_signal_group_set_target (self->document_signals, document);
  game_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

/**
 * sudoku_title_get_window_title:
 * @self: a #SudokuTitle
 *
 * Returns: (nullable): the title for the window: "• name — Sudoku Solver"
 */
const char *
sudoku_title_get_window_title (SudokuTitle *self)
{
  g_return_val_if_fail (SUDOKU_IS_TITLE (self), NULL);
  return self->window_title;
}

static void
sudoku_title_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SudokuTitle *self = SUDOKU_TITLE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_take_object (value, g_signal_group_dup_target (self->document_signals));
      break;
    case PROP_WINDOW_TITLE:
      g_value_set_string (value, self->window_title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_title_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SudokuTitle *self = SUDOKU_TITLE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_title_dispose (GObject *object)
{
  SudokuTitle *self = SUDOKU_TITLE (object);

  g_cancellable_cancel (self->rating_cancellable);
  g_clear_object (&self->rating_cancellable);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->board_signals != NULL)
    g_signal_group_set_target (self->board_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->board_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_TITLE);

  G_OBJECT_CLASS (sudoku_title_parent_class)->dispose (object);
}

static void
sudoku_title_finalize (GObject *object)
{
  SudokuTitle *self = SUDOKU_TITLE (object);

  g_free (self->window_title);

  G_OBJECT_CLASS (sudoku_title_parent_class)->finalize (object);
}

static void
sudoku_title_class_init (SudokuTitleClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sudoku_title_get_property;
  object_class->set_property = sudoku_title_set_property;
  object_class->dispose = sudoku_title_dispose;
  object_class->finalize = sudoku_title_finalize;

  /**
   * SudokuTitle:document:
   *
   * The document whose name and puzzle the title shows.
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SUDOKU_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WINDOW_TITLE] =
    g_param_spec_string ("window-title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/sudoku_solver/SudokuSolver/"
                                                             "sudoku-title.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuTitle, title_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuTitle, subtitle_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sudokutitle");
}

static void
sudoku_title_init (SudokuTitle *self)
{
  static const char *const changes[] = { "notify::modified", "notify::display-name" };

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->document_signals = g_signal_group_new (SUDOKU_TYPE_DOCUMENT);
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    g_signal_group_connect_object (self->document_signals, changes[i], G_CALLBACK (update_title),
                                   self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::game",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  self->board_signals = g_signal_group_new (SUDOKU_TYPE_BOARD);
  g_signal_group_connect_object (self->board_signals, "notify::solving",
                                 G_CALLBACK (update_subtitle), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->board_signals, "notify::shape",
                                 G_CALLBACK (update_subtitle), self, G_CONNECT_SWAPPED);
}
