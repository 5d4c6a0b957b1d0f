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
#include "sudoku-state-file-private.h"

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
 * A grid of another shape than 9×9 says so in [puzzle]: side=6 (4, 6 or
 * 16), x=true for Sudoku X; its lines of cells are as long as it has cells
 * ('.' for empty, 1–9 then A–G), and so are the lists of notes, whose
 * digits are written so too.  Another puzzle's edit or play has cells as
 * many as that puzzle.
 *
 * Reading it back trusts nothing: a file that is not a key file, lacks the
 * puzzle, holds a cell that is not one, or an index past any file size is
 * refused as a whole, with a message saying what is wrong. */

#define MAX_INDEX (1u << 28) /* more puzzles than any file read holds */
/* GKeyFile takes some 400 bytes and 2 µs a group: a million empty groups
 * (11 MB) took 435 MB and 2.3 s to start.  A state has a group for each
 * puzzle with a game in progress, and three more. */
#define MAX_GROUPS 100000

void
sudoku_state_init (SudokuState *state)
{
  memset (state, 0, sizeof *state);
  state->grid = sudoku_grid_shape_get (9, FALSE);
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

static gboolean
damaged (GError    **error,
         const char *what)
{
  /* Translators: %s says what is wrong, e.g. "no puzzle in it" */
  g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_PARSE, _("the kept puzzle is damaged: %s"), what);
  return FALSE;
}

/* A line of cells of a grid of @side (its square of them): '.' (or '0') for
 * empty, the digits, then A–G; 9×9 lines as every puzzle line is read. */
static gboolean
parse_cells (const char *text,
             guint       side,
             guint8     *cells)
{
  if (text == NULL || strlen (text) != side * side)
    return FALSE;
  if (side == 9)
    return sudoku_parse_cells (text, cells, NULL);
  for (guint cell = 0; cell < side * side; cell++)
    {
      char c = g_ascii_toupper (text[cell]);

      if (c == '.' || c == '0')
        cells[cell] = 0;
      else if (c >= '1' && c <= '9')
        cells[cell] = (guint8)(c - '0');
      else if (c >= 'A' && c <= 'G')
        cells[cell] = (guint8)(10 + c - 'A');
      else
        return FALSE;
      if (cells[cell] > side)
        return FALSE;
    }
  return TRUE;
}

static gboolean
get_cells (GKeyFile   *keys,
           const char *group,
           const char *key,
           guint       side,
           guint8     *cells)
{
  g_autofree char *text = g_key_file_get_string (keys, group, key, NULL);

  return parse_cells (text, side, cells);
}

/* A line of cells of any shape: its length tells the side. */
static gboolean
get_any_cells (GKeyFile   *keys,
               const char *group,
               const char *key,
               guint8     *cells,
               guint      *n_cells)
{
  g_autofree char *text = g_key_file_get_string (keys, group, key, NULL);
  guint            side = text != NULL ? sudoku_grid_shape_side_of_cells ((guint)strlen (text)) : 0;

  *n_cells = side * side;
  return side != 0 && parse_cells (text, side, cells);
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
          !get_any_cells (keys, GROUP_EDITS, names[i], edit.cells, &edit.n_cells))
        return damaged (error, _("an edited puzzle is not a puzzle"));
      g_array_append_val (state->edits, edit);
    }
  return TRUE;
}

static gboolean
parse_notes (const char *text,
             guint       side,
             guint32    *notes)
{
  *notes = 0;
  if (strcmp (text, ".") == 0)
    return TRUE;
  if (*text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    {
      char  c = g_ascii_toupper (*text);
      guint digit = c >= '1' && c <= '9' ? (guint)(c - '0') : c >= 'A' && c <= 'G' ? 10u + (guint)(c - 'A')
                                                                                   : 0;

      if (digit == 0 || digit > side)
        return FALSE;
      *notes |= 1u << digit;
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
               guint       side,
               GError    **error)
{
  g_auto(GStrv) marks = NULL;
  gsize n_marks = 0;

  if (g_key_file_has_key (keys, group, "colours", NULL))
    {
      if (!get_cells (keys, group, "colours", side, play->colours))
        return damaged (error, _("the cells' colours are not 81 cells"));
      for (guint cell = 0; cell < side * side; cell++)
        if (play->colours[cell] > SUDOKU_N_COLOURS)
          return damaged (error, _("a cell's colour is not one of the colours"));
    }
  if (!g_key_file_has_key (keys, group, "note-colours", NULL))
    return TRUE;
  marks = g_key_file_get_string_list (keys, group, "note-colours", &n_marks, NULL);
  if (marks == NULL || n_marks != side * side)
    return damaged (error, _("the pencil marks' colours are not 81 cells"));
  for (guint cell = 0; cell < side * side; cell++)
    {
      if (strcmp (marks[cell], ".") == 0)
        continue;
      if (strlen (marks[cell]) != side)
        return damaged (error, _("a cell's pencil marks' colours are not nine colours"));
      for (guint digit = 1; digit <= side; digit++)
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
            guint         side,
            const guint8 *givens,
            GError      **error)
{
  guint n = side * side;
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) notes = NULL;
  gsize n_notes = 0;

  memset (play, 0, sizeof *play);
  play->solving = g_key_file_get_boolean (keys, group, "solving", &local_error);
  if (local_error != NULL)
    return damaged (error, _("its solving state is not true or false"));
  if (!get_cells (keys, group, "player", side, play->player))
    return damaged (error, _("the player's digits are not 81 cells"));
  for (guint cell = 0; givens != NULL && cell < n; cell++)
    if (play->player[cell] != 0 && givens[cell] != 0)
      return damaged (error, _("a digit of the player is on a digit of the puzzle"));
  notes = g_key_file_get_string_list (keys, group, "notes", &n_notes, NULL);
  if (notes == NULL || n_notes != n)
    return damaged (error, _("the pencil marks are not 81 cells"));
  for (guint cell = 0; cell < n; cell++)
    if (!parse_notes (notes[cell], side, &play->notes[cell]))
      return damaged (error, _("a cell's pencil marks are not digits"));
  /* Kept since a later version: absent, none. */
  if (g_key_file_has_key (keys, group, "revealed", NULL))
    {
      if (!get_cells (keys, group, "revealed", side, play->revealed))
        return damaged (error, _("the revealed digits are not 81 cells"));
      for (guint cell = 0; cell < n; cell++)
        if (play->revealed[cell] != 0 &&
            (play->player[cell] != 0 || (givens != NULL && givens[cell] != 0)))
          return damaged (error, _("a revealed digit is on another digit"));
    }
  return parse_colours (play, keys, group, side, error) &&
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
      !parse_play (&state->play, keys, GROUP_PLAY, state->grid->side, state->givens, error))
    return FALSE;
  for (guint i = 0; groups[i] != NULL; i++)
    {
      SudokuStatePlay other;

      if (!g_str_has_prefix (groups[i], PLAY_PREFIX))
        continue;
      if (state->uri == NULL || !parse_index (groups[i] + strlen (PLAY_PREFIX), &other.index) ||
          other.index == state->index)
        return damaged (error, _("the player's digits name no other puzzle of its file"));
      if (!get_any_cells (keys, groups[i], "givens", other.givens, &other.n_cells))
        return damaged (error, _("the digits of another puzzle are not 81 cells"));
      if (!parse_play (&other.play, keys, groups[i],
                       sudoku_grid_shape_side_of_cells (other.n_cells), other.givens, error))
        return FALSE;
      g_array_append_val (state->plays, other);
    }
  return TRUE;
}

/* The puzzle's shape: absent, a plain 9×9 (the files of older versions). */
static gboolean
parse_grid (SudokuState *state,
            GKeyFile    *keys,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *side_text = g_key_file_get_value (keys, GROUP_PUZZLE, "side", NULL);
  guint64          side = 9;
  gboolean         x = FALSE;

  if (side_text != NULL &&
      (!g_ascii_string_to_unsigned (side_text, 10, 4, 16, &side, NULL) ||
       !sudoku_grid_shape_side_valid ((guint)side)))
    return damaged (error, _("its puzzle is not 81 cells"));
  if (g_key_file_has_key (keys, GROUP_PUZZLE, "x", NULL))
    {
      x = g_key_file_get_boolean (keys, GROUP_PUZZLE, "x", &local_error);
      if (local_error != NULL)
        return damaged (error, _("its puzzle is not 81 cells"));
    }
  state->grid = sudoku_grid_shape_get ((guint)side, x);
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
  if (!parse_grid (state, keys, error))
    return FALSE;
  if (!get_cells (keys, GROUP_PUZZLE, "givens", state->grid->side, state->givens) ||
      !get_cells (keys, GROUP_PUZZLE, "saved", state->grid->side, state->saved))
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
