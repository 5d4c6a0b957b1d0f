/* sudoku-state-file.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-state-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sudoku-puzzle-file.h"
#include "sudoku-state-file.h"

/* The state file, `current.ini`: a plain key file that a person can read.
 *
 *   [puzzle]
 *   givens=53..7....   the puzzle on the board
 *   saved=53..7....    the same puzzle as in its file
 *   file=file:///…     its file, if any
 *   index=3            which puzzle of the file
 *   [edits]
 *   7=…                another puzzle of the file, edited
 *   [play]             only while the player has something on the board:
 *   solving=true       the puzzle is entered, the player solves it
 *   player=..4......   the player's digits
 *   notes=.;.;124;…    the pencil marks of the 81 cells ("." for none)
 *   revealed=...7....  the digits revealed (Reveal Cell), if any
 *   hints=2            the hints asked for, if any
 *   seconds=754        the time spent solving, if any
 *   [play 7]           the same on another puzzle of the file, with
 *   givens=...         the puzzle's digits, to tell it is still that one
 *
 * Reading it back trusts nothing: a file that is not a key file, lacks the
 * puzzle, holds a cell that is not one, or an index past any file size is
 * refused as a whole, with a message saying what is wrong. */

#define GROUP_PUZZLE "puzzle"
#define GROUP_EDITS  "edits"
#define GROUP_PLAY   "play"
#define PLAY_PREFIX  "play "    /* and a puzzle's index: another puzzle's play */
#define MAX_INDEX    (1u << 28) /* more puzzles than any file read holds */
/* GKeyFile takes some 400 bytes and 2 µs a group: a million empty groups
 * (11 MB) took 435 MB and 2.3 s to start.  A state has a group for each
 * puzzle with a game in progress, and three more. */
#define MAX_GROUPS 100000

void
sudoku_state_init (SudokuState *state)
{
  memset (state, 0, sizeof *state);
  state->edits = g_array_new (FALSE, FALSE, sizeof (SudokuStateEdit));
  state->plays = g_array_new (FALSE, FALSE, sizeof (SudokuStatePlay));
}

void
sudoku_state_clear (SudokuState *state)
{
  g_clear_pointer (&state->uri, g_free);
  g_clear_pointer (&state->edits, g_array_unref);
  g_clear_pointer (&state->plays, g_array_unref);
}

static void
set_cells (GKeyFile     *keys,
           const char   *group,
           const char   *key,
           const guint8 *cells)
{
  char text[SUDOKU_N_CELLS + 1];

  sudoku_format_line (cells, text);
  g_key_file_set_string (keys, group, key, text);
}

/* The colours of the cells ("colours", a line of 81 like the digits') and
 * of the pencil marks ("note-colours", 81 strings of the colours of the
 * digits 1–9, "." for a cell without any), when there are any. */
static void
set_colours (GKeyFile         *keys,
             const char       *group,
             const SudokuPlay *play)
{
  char        marks[SUDOKU_N_CELLS][10];
  const char *list[SUDOKU_N_CELLS];
  gboolean    cells = FALSE, any_marks = FALSE;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      cells |= play->colours[cell] != 0;
      any_marks |= play->note_colours[cell] != 0;
      if (play->note_colours[cell] == 0)
        g_strlcpy (marks[cell], ".", sizeof marks[cell]);
      else
        {
          for (guint digit = 1; digit <= 9; digit++)
            marks[cell][digit - 1] = (char)('0' + sudoku_note_colour (play->note_colours[cell], digit));
          marks[cell][9] = '\0';
        }
      list[cell] = marks[cell];
    }
  if (cells)
    set_cells (keys, group, "colours", play->colours);
  if (any_marks)
    g_key_file_set_string_list (keys, group, "note-colours", list, SUDOKU_N_CELLS);
}

static void
set_play (GKeyFile         *keys,
          const char       *group,
          const SudokuPlay *play)
{
  char        notes[SUDOKU_N_CELLS][10];
  const char *list[SUDOKU_N_CELLS];

  if (sudoku_play_is_empty (play))
    return;
  g_key_file_set_boolean (keys, group, "solving", play->solving);
  set_cells (keys, group, "player", play->player);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint n = 0;

      for (guint digit = 1; digit <= 9; digit++)
        if (play->notes[cell] & (1u << digit))
          notes[cell][n++] = (char)('0' + digit);
      if (n == 0)
        notes[cell][n++] = '.';
      notes[cell][n] = '\0';
      list[cell] = notes[cell];
    }
  g_key_file_set_string_list (keys, group, "notes", list, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (play->revealed[cell] != 0)
      {
        set_cells (keys, group, "revealed", play->revealed);
        break;
      }
  set_colours (keys, group, play);
  if (play->hints != 0)
    g_key_file_set_uint64 (keys, group, "hints", play->hints);
  if (play->seconds != 0)
    g_key_file_set_uint64 (keys, group, "seconds", play->seconds);
}

/**
 * sudoku_state_to_data:
 * @state: what to keep
 * @length: (out): the length of the text
 *
 * Returns: (transfer full): the text of the state file
 */
char *
sudoku_state_to_data (const SudokuState *state,
                      gsize             *length)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();

  set_cells (keys, GROUP_PUZZLE, "givens", state->givens);
  set_cells (keys, GROUP_PUZZLE, "saved", state->saved);
  if (state->uri != NULL)
    {
      g_key_file_set_string (keys, GROUP_PUZZLE, "file", state->uri);
      g_key_file_set_uint64 (keys, GROUP_PUZZLE, "index", state->index);
    }
  for (guint i = 0; state->edits != NULL && i < state->edits->len; i++)
    {
      const SudokuStateEdit *edit = &g_array_index (state->edits, SudokuStateEdit, i);
      char                   key[16];

      g_snprintf (key, sizeof key, "%u", edit->index);
      set_cells (keys, GROUP_EDITS, key, edit->cells);
    }
  set_play (keys, GROUP_PLAY, &state->play);
  for (guint i = 0; state->plays != NULL && i < state->plays->len; i++)
    {
      const SudokuStatePlay *other = &g_array_index (state->plays, SudokuStatePlay, i);
      char                   group[32];

      g_snprintf (group, sizeof group, PLAY_PREFIX "%u", other->index);
      set_play (keys, group, &other->play);
      set_cells (keys, group, "givens", other->givens);
    }
  return g_key_file_to_data (keys, length, NULL);
}

static gboolean
damaged (GError    **error,
         const char *what)
{
  /* Translators: %s says what is wrong, e.g. "no puzzle in it" */
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, _("the kept puzzle is damaged: %s"), what);
  return FALSE;
}

static gboolean
get_cells (GKeyFile   *keys,
           const char *group,
           const char *key,
           guint8     *cells)
{
  g_autofree char *text = g_key_file_get_string (keys, group, key, NULL);

  return text != NULL && strlen (text) == SUDOKU_N_CELLS && sudoku_parse_cells (text, cells, NULL);
}

static gboolean
parse_index (const char *text,
             guint      *index)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, MAX_INDEX, &value, NULL))
    return FALSE;
  *index = (guint)value;
  return TRUE;
}

static gboolean
parse_edits (SudokuState *state,
             GKeyFile    *keys,
             GError     **error)
{
  g_auto(GStrv) names = NULL;

  if (!g_key_file_has_group (keys, GROUP_EDITS))
    return TRUE;
  names = g_key_file_get_keys (keys, GROUP_EDITS, NULL, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      SudokuStateEdit edit;

      if (!parse_index (names[i], &edit.index) ||
          !get_cells (keys, GROUP_EDITS, names[i], edit.cells))
        return damaged (error, _("an edited puzzle is not a puzzle"));
      g_array_append_val (state->edits, edit);
    }
  return TRUE;
}

static gboolean
parse_notes (const char *text,
             guint32    *notes)
{
  *notes = 0;
  if (strcmp (text, ".") == 0)
    return TRUE;
  if (*text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    {
      if (*text < '1' || *text > '9')
        return FALSE;
      *notes |= 1u << (*text - '0');
    }
  return TRUE;
}

/* An optional count of a play group: absent, 0. */
static gboolean
get_count (GKeyFile   *keys,
           const char *group,
           const char *key,
           guint      *count,
           GError    **error)
{
  g_autofree char *text = g_key_file_get_value (keys, group, key, NULL);
  guint64          value;

  *count = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    {
      /* Translators: %s is the name of a count in the file, "hints" or "seconds" */
      g_autofree char *what = g_strdup_printf (_("its %s is not a count"), key);

      return damaged (error, what);
    }
  *count = (guint)value;
  return TRUE;
}

/* The colours of set_colours (), kept since a later version: absent, none.
 * A pencil mark's colour needs its mark, in an empty cell. */
static gboolean
parse_colours (SudokuPlay *play,
               GKeyFile   *keys,
               const char *group,
               GError    **error)
{
  g_auto(GStrv) marks = NULL;
  gsize n_marks = 0;

  if (g_key_file_has_key (keys, group, "colours", NULL))
    {
      if (!get_cells (keys, group, "colours", play->colours))
        return damaged (error, _("the cells' colours are not 81 cells"));
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (play->colours[cell] > SUDOKU_N_COLOURS)
          return damaged (error, _("a cell's colour is not one of the colours"));
    }
  if (!g_key_file_has_key (keys, group, "note-colours", NULL))
    return TRUE;
  marks = g_key_file_get_string_list (keys, group, "note-colours", &n_marks, NULL);
  if (marks == NULL || n_marks != SUDOKU_N_CELLS)
    return damaged (error, _("the pencil marks' colours are not 81 cells"));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (strcmp (marks[cell], ".") == 0)
        continue;
      if (strlen (marks[cell]) != 9)
        return damaged (error, _("a cell's pencil marks' colours are not nine colours"));
      for (guint digit = 1; digit <= 9; digit++)
        {
          guint colour = (guint)(marks[cell][digit - 1] - '0');

          if (colour > SUDOKU_N_COLOURS)
            return damaged (error, _("a cell's pencil marks' colours are not nine colours"));
          if (colour != 0 && !(play->notes[cell] & (1u << digit)))
            return damaged (error, _("a colour is on a pencil mark that is not there"));
          play->note_colours[cell] |= (guint64)colour << ((digit - 1) * 3);
        }
    }
  return TRUE;
}

/* A play group, [play] or [play 7]: the player's digits and notes on a
 * puzzle, with @givens (nullable: not known here) under them. */
static gboolean
parse_play (SudokuPlay   *play,
            GKeyFile     *keys,
            const char   *group,
            const guint8 *givens,
            GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) notes = NULL;
  gsize n_notes = 0;

  memset (play, 0, sizeof *play);
  play->solving = g_key_file_get_boolean (keys, group, "solving", &local_error);
  if (local_error != NULL)
    return damaged (error, _("its solving state is not true or false"));
  if (!get_cells (keys, group, "player", play->player))
    return damaged (error, _("the player's digits are not 81 cells"));
  for (guint cell = 0; givens != NULL && cell < SUDOKU_N_CELLS; cell++)
    if (play->player[cell] != 0 && givens[cell] != 0)
      return damaged (error, _("a digit of the player is on a digit of the puzzle"));
  notes = g_key_file_get_string_list (keys, group, "notes", &n_notes, NULL);
  if (notes == NULL || n_notes != SUDOKU_N_CELLS)
    return damaged (error, _("the pencil marks are not 81 cells"));
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (!parse_notes (notes[cell], &play->notes[cell]))
      return damaged (error, _("a cell's pencil marks are not digits"));
  /* Kept since a later version: absent, none. */
  if (g_key_file_has_key (keys, group, "revealed", NULL))
    {
      if (!get_cells (keys, group, "revealed", play->revealed))
        return damaged (error, _("the revealed digits are not 81 cells"));
      for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
        if (play->revealed[cell] != 0 &&
            (play->player[cell] != 0 || (givens != NULL && givens[cell] != 0)))
          return damaged (error, _("a revealed digit is on another digit"));
    }
  return parse_colours (play, keys, group, error) &&
         get_count (keys, group, "hints", &play->hints, error) &&
         get_count (keys, group, "seconds", &play->seconds, error);
}

/* The [play] group of the puzzle on the board and the [play N] groups of
 * the others, all absent from the state files of older versions. */
static gboolean
parse_plays (SudokuState *state,
             GKeyFile    *keys,
             GError     **error)
{
  g_auto(GStrv) groups = g_key_file_get_groups (keys, NULL);

  memset (&state->play, 0, sizeof state->play);
  if (g_key_file_has_group (keys, GROUP_PLAY) &&
      !parse_play (&state->play, keys, GROUP_PLAY, state->givens, error))
    return FALSE;
  for (guint i = 0; groups[i] != NULL; i++)
    {
      SudokuStatePlay other;

      if (!g_str_has_prefix (groups[i], PLAY_PREFIX))
        continue;
      if (state->uri == NULL || !parse_index (groups[i] + strlen (PLAY_PREFIX), &other.index) ||
          other.index == state->index)
        return damaged (error, _("the player's digits name no other puzzle of its file"));
      if (!get_cells (keys, groups[i], "givens", other.givens))
        return damaged (error, _("the digits of another puzzle are not 81 cells"));
      if (!parse_play (&other.play, keys, groups[i], other.givens, error))
        return FALSE;
      g_array_append_val (state->plays, other);
    }
  return TRUE;
}

/**
 * sudoku_state_parse:
 * @state: filled in; sudoku_state_init () first
 * @data: the text of a state file
 * @length: its length
 * @error: what is wrong with it
 *
 * Returns: %TRUE if @data is a whole, sound state
 */
gboolean
sudoku_state_parse (SudokuState *state,
                    const char  *data,
                    gsize        length,
                    GError     **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *index = NULL;

  if (length > SUDOKU_STATE_MAX_SIZE)
    /* Translators: the reason in a message about a damaged saved game: “The saved game could not be
     * read: it is too big” */
    return damaged (error, _("it is too big"));
  {
    /* Counted before GKeyFile reads them: a line that starts with '['. */
    guint       groups = 0;
    const char *p = data, *end = data + length;

    for (; p != NULL && p < end && groups <= MAX_GROUPS; p = memchr (p, '\n', (gsize)(end - p)))
      {
        while (p < end && (*p == '\n' || *p == ' ' || *p == '\t' || *p == '\r'))
          p++;
        if (p < end && *p == '[')
          groups++;
      }
    if (groups > MAX_GROUPS)
      return damaged (error, _("it has too many groups"));
  }
  if (!g_utf8_validate (data, (gssize)length, NULL) ||
      !g_key_file_load_from_data (keys, data, length, G_KEY_FILE_NONE, NULL))
    return damaged (error, _("it is not a key file"));
  if (!g_key_file_has_group (keys, GROUP_PUZZLE))
    /* Translators: the reason in a message about a damaged saved game: “The saved game could not be
     * read: no puzzle in it” */
    return damaged (error, _("no puzzle in it"));
  if (!get_cells (keys, GROUP_PUZZLE, "givens", state->givens) ||
      !get_cells (keys, GROUP_PUZZLE, "saved", state->saved))
    return damaged (error, _("its puzzle is not 81 cells"));

  state->uri = g_key_file_get_string (keys, GROUP_PUZZLE, "file", NULL);
  if (state->uri != NULL && g_uri_peek_scheme (state->uri) == NULL)
    return damaged (error, _("its file is not a URI"));
  index = g_key_file_get_value (keys, GROUP_PUZZLE, "index", NULL);
  if (state->uri != NULL && (index == NULL || !parse_index (index, &state->index)))
    return damaged (error, _("its puzzle number is not one"));
  return parse_edits (state, keys, error) && parse_plays (state, keys, error);
}

/* Writes are numbered: one that comes after a newer one was written (a
 * write on a worker thread overtaken by the one made as the window closes)
 * leaves the file alone. */
static GMutex  state_lock;
static guint64 last_serial;    /* atomic */
static guint64 written_serial; /* under state_lock */

guint64
sudoku_state_next_serial (void)
{
  static GMutex serial_lock;
  guint64       serial;

  g_mutex_lock (&serial_lock);
  serial = ++last_serial;
  g_mutex_unlock (&serial_lock);
  return serial;
}

/**
 * sudoku_state_write:
 * @path: the state file
 * @data: its text
 * @length: the length of @data
 * @serial: from sudoku_state_next_serial (), when the text was made
 * @error: why it could not be written
 *
 * Writes @data to @path atomically, unless a write made later was already
 * written.  Safe from any thread; blocks.
 *
 * Returns: %FALSE with @error if the state could not be kept
 */
gboolean
sudoku_state_write (const char *path,
                    const char *data,
                    gsize       length,
                    guint64     serial,
                    GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  gboolean         ok = TRUE;

  g_mutex_lock (&state_lock);
  if (serial > written_serial)
    {
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", dir,
                       g_strerror (saved_errno));
          ok = FALSE;
        }
      else
        ok = g_file_set_contents_full (path, data, (gssize)length,
                                       G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
      if (ok)
        written_serial = serial;
    }
  g_mutex_unlock (&state_lock);
  return ok;
}

/* One state file, one instance.  Two instances on different session buses
 * (two logins of one person, a remote desktop) wrote the same state file,
 * and the last writer's puzzle was all that came back.  The first instance
 * to keep its state takes an exclusive flock on `current.ini.lock` beside
 * it, with its process id in it, and holds it until it exits; another
 * process is refused, for its whole run: it keeps working, but does not
 * write the state file, and says so.  Documents of one process share the
 * lock (they are one instance). */

typedef struct
{
  int   fd;      /* held, or -1 */
  char *refusal; /* (nullable): why not */
} StateLock;

static GMutex      locks_mutex;
static GHashTable *locks; /* the state file's path → StateLock */

static void
state_lock_free (gpointer data)
{
  StateLock *lock = data;

  g_free (lock->refusal);
  g_free (lock);
}

/* The process id written in the lock file by the instance that holds it,
 * if it reads as one. */
static char *
read_holder (int fd)
{
  char    text[32] = { 0 };
  ssize_t n = pread (fd, text, sizeof text - 1, 0);
  guint64 pid;

  if (n <= 0)
    return NULL;
  text[n] = '\0';
  g_strchomp (text);
  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT, &pid, NULL))
    return NULL;
  return g_strdup (text);
}

/* Tries the lock of @path: a new StateLock, or %NULL when no lock can be
 * made there (no folder, a file system without flock): then the state
 * file is written as before, and its write says what is wrong. */
static StateLock *
try_lock (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  StateLock       *lock;
  int              fd;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return NULL;
  fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    return NULL;
  lock = g_new0 (StateLock, 1);
  lock->fd = -1;
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    {
      char pid[32];
      int  n = g_snprintf (pid, sizeof pid, "%d\n", (int)getpid ());

      if (ftruncate (fd, 0) != 0 || pwrite (fd, pid, (size_t)n, 0) != n)
        g_debug ("Could not write our process id in %s", lock_path);
      lock->fd = fd;
    }
  else if (errno == EWOULDBLOCK)
    {
      g_autofree char *holder = read_holder (fd);
      g_autofree char *name = g_filename_display_name (dir);

      close (fd);
      if (holder != NULL)
        /* Translators: the first %s is a process id, the second a folder */
        lock->refusal = g_strdup_printf (_("Another Sudoku Solver (process %s) keeps its "
                                            "puzzle in “%s”"),
                                         holder, name);
      else
        /* Translators: %s is a folder */
        lock->refusal = g_strdup_printf (_("Another Sudoku Solver keeps its puzzle in “%s”"),
                                         name);
    }
  else
    {
      close (fd);
      g_clear_pointer (&lock, state_lock_free);
    }
  return lock;
}

/**
 * sudoku_state_lock:
 * @path: the state file
 * @error: why this process may not write it
 *
 * Takes the lock of the state file @path for this process, once: the
 * first call decides for the whole run.  Safe from any thread.
 *
 * Returns: %FALSE with @error (%G_IO_ERROR_BUSY) when another process holds
 *   it: then this one must not write @path
 */
gboolean
sudoku_state_lock (const char *path,
                   GError    **error)
{
  StateLock *lock;
  gboolean   ok = TRUE;

  g_return_val_if_fail (path != NULL, FALSE);

  g_mutex_lock (&locks_mutex);
  if (locks == NULL)
    locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, state_lock_free);
  lock = g_hash_table_lookup (locks, path);
  if (lock == NULL && (lock = try_lock (path)) != NULL)
    g_hash_table_insert (locks, g_strdup (path), lock);
  if (lock != NULL && lock->refusal != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY, lock->refusal);
      ok = FALSE;
    }
  g_mutex_unlock (&locks_mutex);
  return ok;
}
