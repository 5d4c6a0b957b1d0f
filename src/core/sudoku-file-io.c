/* sudoku-file-io.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-file-io"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sudoku-file-io.h"

/* Reading a file that may be anything a path can name (a FIFO, /dev/zero,
 * a file on a network that never answers): only a regular file of at most
 * a given size is read.  And saving a file so that a failure never costs
 * what was there.
 *
 * GIO's g_file_replace_contents () on GLib 2.74 renames its temporary file
 * over the original even when writing it failed (a full disk leaves an empty
 * file), and it replaces a symbolic link by a plain file with the default
 * mode.  Here the new content goes to a temporary file beside the real
 * target (the end of any chain of links), with the target's mode and owner;
 * it is flushed to the disk, and only once every byte is there does it take
 * the target's name.  On any error the temporary file goes and the target
 * is left byte for byte as it was.  A hard link is split, as by any atomic
 * save: the name saved to gets the new content, other names keep the old.
 *
 * A save killed half way (kill -9, a power cut) leaves its temporary file,
 * ".NAME.XXXXXX", as big as what was written.  The next save or load of
 * NAME removes those of ours that are stale: a regular file of the user's,
 * of that pattern, untouched for STALE_AGE, which no process holds locked
 * (a save holds its temporary file under flock () while it writes it). */

#define MAX_LINKS 40
#define STALE_AGE (60 * G_USEC_PER_SEC)

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *path)
{
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: saving failed and the file was not touched: ““puzzle.sdk” was left as
                * it was: No space left on device”; the first %s is the file's name, the second the
                * system's reason */
               _("“%s” was left as it was: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/* Follows symbolic links from @path to the file they lead to (which need not
 * exist yet).  Returns (transfer full) that path, or NULL with @error. */
static char *
resolve_links (const char *path,
               GError    **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops <= MAX_LINKS; hops++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;
      GStatBuf         st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        {
          set_errno_error (error, errno, path);
          return NULL;
        }
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  set_errno_error (error, ELOOP, path);
  return NULL;
}

static gboolean
write_all (int           fd,
           const guint8 *data,
           gsize         length,
           GCancellable *cancellable,
           GError      **error)
{
  while (length > 0)
    {
      gssize written = write (fd, data, MIN (length, 1 << 20));

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        return FALSE;
      data += written;
      length -= (gsize)written;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
    }
  return TRUE;
}

/* Writes @bytes to @fd, flushes it to the disk and closes it. */
static gboolean
write_and_close (int           fd,
                 const char   *shown,
                 GBytes       *bytes,
                 GCancellable *cancellable,
                 GError      **error)
{
  gsize         length;
  const guint8 *data = g_bytes_get_data (bytes, &length);
  int           saved_errno;

  if (!write_all (fd, data, length, cancellable, error))
    {
      saved_errno = errno;
      close (fd);
      return error != NULL && *error != NULL ? FALSE : set_errno_error (error, saved_errno, shown);
    }
  /* A full disk may show only here, when the data reaches it. */
  if (fsync (fd) != 0 && errno != EINVAL && errno != EROFS)
    {
      saved_errno = errno;
      close (fd);
      return set_errno_error (error, saved_errno, shown);
    }
  if (close (fd) != 0)
    return set_errno_error (error, errno, shown);
  return TRUE;
}

/* The target of @path (after links), refused unless it is a regular file or
 * does not exist yet; @st gets its status when it exists. */
static char *
resolve_target (const char *path,
                GStatBuf   *st,
                gboolean   *exists,
                GError    **error)
{
  g_autofree char *target = resolve_links (path, error);

  if (target == NULL)
    return NULL;
  *exists = g_stat (target, st) == 0;
  if (*exists && !S_ISREG (st->st_mode))
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: %s is a file name */
                   _("“%s” is not a regular file"), name);
      return NULL;
    }
  return g_steal_pointer (&target);
}

/* Whether @name is ".@base.XXXXXX", as g_mkstemp () makes them. */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize base_len = strlen (base), len = strlen (name);

  if (len != base_len + 8 || name[0] != '.' || strncmp (name + 1, base, base_len) != 0 ||
      name[base_len + 1] != '.')
    return FALSE;
  for (gsize i = base_len + 2; i < len; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  return TRUE;
}

/* Removes the stale temporary files of earlier saves of @target that were
 * cut short; returns how many. */
static guint
remove_stale (const char *target)
{
  g_autofree char *dir_path = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  gint64      now = g_get_real_time ();
  const char *name;
  guint       removed = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf         st;
      int              fd;

      if (!is_temporary_of (name, base))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != getuid () ||
          now - (gint64)st.st_mtime * G_USEC_PER_SEC < STALE_AGE)
        continue;
      fd = open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
      if (fd < 0)
        continue;
      if (flock (fd, LOCK_EX | LOCK_NB) == 0 && g_unlink (path) == 0)
        removed++;
      close (fd);
    }
  return removed;
}

/* Creates the temporary file beside @target; returns its descriptor and
 * sets @tmp, or -1 with @error. */
static int
open_temporary (const char *path,
                const char *target,
                char      **tmp,
                GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  int              fd;

  *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  /* 0666 less the umask for a new file, as any program creates one. */
  fd = g_mkstemp_full (*tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_clear_pointer (tmp, g_free);
      set_errno_error (error, saved_errno, path);
    }
  return fd;
}

/* Gives @fd the owner and mode of the file @st describes. */
static gboolean
take_mode (int             fd,
           const GStatBuf *st)
{
  /* The owner first (it clears set-id bits), then the mode.  Only root
   * may give a file away; anyone else keeps their own. */
  if (fchown (fd, st->st_uid, st->st_gid) != 0 && fchown (fd, (uid_t)-1, st->st_gid) != 0)
    errno = 0;
  return fchmod (fd, st->st_mode & 07777) == 0;
}

static gboolean
save_local (const char   *path,
            GBytes       *bytes,
            GCancellable *cancellable,
            GError      **error)
{
  g_autofree char *target = NULL;
  g_autofree char *tmp = NULL;
  GStatBuf         st;
  gboolean         exists, ok;
  int              fd, saved_errno;

  target = resolve_target (path, &st, &exists, error);
  if (target == NULL)
    return FALSE;
  remove_stale (target);
  fd = open_temporary (path, target, &tmp, error);
  if (fd < 0)
    return FALSE;
  /* Ours while we write it: remove_stale () leaves it alone. */
  flock (fd, LOCK_EX | LOCK_NB);
  if (exists && !take_mode (fd, &st))
    {
      saved_errno = errno;
      close (fd);
      g_unlink (tmp);
      return set_errno_error (error, saved_errno, path);
    }

  ok = write_and_close (fd, path, bytes, cancellable, error) &&
       !g_cancellable_set_error_if_cancelled (cancellable, error);
  if (ok && g_rename (tmp, target) != 0)
    ok = set_errno_error (error, errno, path);
  if (!ok)
    g_unlink (tmp);
  return ok;
}

/**
 * sudoku_save_begin:
 * @path: the file that will be saved
 * @error: the reason, when it fails
 *
 * For content that another writer puts in a file (GTK's print-to-file
 * backend): creates an empty temporary file beside the target of @path, for
 * that writer, then sudoku_save_commit () puts it in place.  Nothing touches
 * @path meanwhile.
 *
 * Returns: (transfer full): the temporary file's path, or %NULL with @error
 */
char *
sudoku_save_begin (const char *path,
                   GError    **error)
{
  g_autofree char *target = NULL;
  char            *tmp = NULL;
  GStatBuf         st;
  gboolean         exists;
  int              fd;

  g_return_val_if_fail (path != NULL, NULL);

  target = resolve_target (path, &st, &exists, error);
  if (target == NULL)
    return NULL;
  remove_stale (target);
  fd = open_temporary (path, target, &tmp, error);
  if (fd < 0)
    return NULL;
  close (fd);
  return tmp;
}

/**
 * sudoku_save_commit:
 * @tmp: the temporary file of sudoku_save_begin (), now written
 * @path: the file to save
 * @tail: (nullable): what the content must end with (up to some blanks)
 *   to be whole, such as "%%EOF" for a PDF file
 * @error: the reason, when it fails
 *
 * Checks that @tmp is whole (not empty, and ending with @tail), flushes it
 * to the disk and renames it over the target of @path, with the target's
 * mode and owner.  On any failure @tmp is removed and @path left as it was.
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_save_commit (const char *tmp,
                    const char *path,
                    const char *tail,
                    GError    **error)
{
  g_autofree char *target = NULL;
  GStatBuf         st, written;
  gboolean         exists, ok = FALSE;
  int              fd;

  g_return_val_if_fail (tmp != NULL && path != NULL, FALSE);

  target = resolve_target (path, &st, &exists, error);
  fd = target == NULL ? -1 : open (tmp, O_RDWR | O_CLOEXEC);
  if (target != NULL && fd < 0)
    set_errno_error (error, errno, path);
  else if (fd >= 0)
    {
      char   end[64] = "";
      gssize got = 0;
      off_t  at;

      if (fstat (fd, &written) != 0)
        written.st_size = 0;
      at = MAX (written.st_size - (off_t)sizeof end + 1, 0);
      if (written.st_size > 0)
        got = pread (fd, end, sizeof end - 1, at);
      end[MAX (got, 0)] = '\0';
      g_strchomp (end);
      if (written.st_size == 0 || (tail != NULL && !g_str_has_suffix (end, tail)))
        {
          g_autofree char *name = g_filename_display_name (path);

          close (fd);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                       /* Translators: %s is a file name */
                       _("“%s” was left as it was: what was written is incomplete"), name);
        }
      else if ((exists && !take_mode (fd, &st)) ||
               (fsync (fd) != 0 && errno != EINVAL && errno != EROFS))
        {
          int saved_errno = errno;

          close (fd);
          set_errno_error (error, saved_errno, path);
        }
      else if (close (fd) != 0 || g_rename (tmp, target) != 0)
        set_errno_error (error, errno, path);
      else
        ok = TRUE;
    }
  if (!ok)
    g_unlink (tmp);
  return ok;
}

/**
 * sudoku_save_bytes:
 * @file: where to save
 * @bytes: the whole new content
 * @cancellable: (nullable): cancels before the rename
 * @error: the reason, when it fails
 *
 * Replaces the content of @file with @bytes atomically: either the whole
 * new content is there, or the old one is, byte for byte.  A symbolic link
 * stays a link and its target gets the content; the mode and owner stay.
 * Blocks: call it on a worker thread, or use sudoku_save_bytes_async ().
 *
 * Returns: %TRUE on success
 */
gboolean
sudoku_save_bytes (GFile        *file,
                   GBytes       *bytes,
                   GCancellable *cancellable,
                   GError      **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  path = g_file_get_path (file);
  if (path != NULL)
    return save_local (path, bytes, cancellable, error);

  /* A file with no local path (a GVfs location): its backend writes it. */
  return g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  NULL, FALSE, G_FILE_CREATE_NONE, NULL, cancellable, error);
}

static void
save_worker (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;

  if (sudoku_save_bytes (G_FILE (source_object), task_data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * sudoku_save_bytes_async:
 *
 * sudoku_save_bytes () on a worker thread.
 */
void
sudoku_save_bytes_async (GFile              *file,
                         GBytes             *bytes,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, sudoku_save_bytes_async);
  g_task_set_task_data (task, g_bytes_ref (bytes), (GDestroyNotify)g_bytes_unref);
  g_task_run_in_thread (task, save_worker);
}

gboolean
sudoku_save_bytes_finish (GFile        *file,
                          GAsyncResult *result,
                          GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* "16777217 bytes", as GLib says it in its long format, "16.8 MB (16777217
 * bytes)", in the user's language. */
static char *
format_bytes (guint64 size)
{
  g_autofree char *both = g_format_size_full (size, G_FORMAT_SIZE_LONG_FORMAT);
  const char      *open = strstr (both, " (");
  const char      *close = strrchr (both, ')');

  if (open == NULL || close == NULL || close < open)
    return g_steal_pointer (&both);
  return g_strndup (open + 2, (gsize)(close - open - 2));
}

/**
 * sudoku_load_bytes:
 * @file: the file to read
 * @max_size: the biggest file read, in bytes
 * @cancellable: (nullable): stops the reading
 * @error: the reason, when it fails
 *
 * Reads the whole of @file if it is a regular file (after links) of at most
 * @max_size bytes, and removes the stale temporary files of saves of it
 * that were cut short; anything else (a folder, a FIFO, a device) is refused
 * before it is opened, with a message naming the file.  Blocks: call it on a
 * worker thread.
 *
 * Returns: (transfer full): the content, or %NULL with @error
 */
GBytes *
sudoku_load_bytes (GFile        *file,
                   gsize         max_size,
                   GCancellable *cancellable,
                   GError      **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *name = NULL;
  goffset          size;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  name = g_file_get_parse_name (file);
  {
    /* What a save cut short left beside it goes now (see remove_stale ()). */
    g_autofree char *path = g_file_get_path (file);
    g_autofree char *target = path != NULL ? resolve_links (path, NULL) : NULL;

    if (target != NULL)
      remove_stale (target);
  }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("“%s” is not a regular file"), name);
      return NULL;
    }
  size = g_file_info_get_size (info);
  if (size < 0 || (guint64)size > max_size)
    {
      g_autofree char *limit = g_format_size (max_size);
      g_autofree char *size_text = g_format_size ((guint64)MAX (size, 0));

      /* Both figures in bytes when they round alike ("16.8 MB" each). */
      if (g_str_equal (limit, size_text))
        {
          g_free (limit);
          g_free (size_text);
          limit = format_bytes (max_size);
          size_text = format_bytes ((guint64)MAX (size, 0));
        }

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   /* Translators: "“big.sdm” is too big (1.2 GB): at most 512 MB is read" */
                   _("“%s” is too big (%s): at most %s is read"), name, size_text, limit);
      return NULL;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  {
    /* One byte more than the size tells a file that grew meanwhile. */
    gsize            capacity = (gsize)size + 1, got = 0;
    g_autofree char *data = g_try_malloc (capacity);

    if (data == NULL)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "%s", g_strerror (ENOMEM));
        return NULL;
      }
    if (!g_input_stream_read_all (G_INPUT_STREAM (stream), data, capacity, &got, cancellable,
                                  error))
      return NULL;
    if (got > (gsize)size)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                     /* Translators: %s is a file name */
                     _("“%s” changed while it was read: try again"), name);
        return NULL;
      }
    return g_bytes_new_take (g_steal_pointer (&data), got);
  }
}
