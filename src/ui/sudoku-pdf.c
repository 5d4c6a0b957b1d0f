/* sudoku-pdf.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-pdf"

#include "config.h"

#include <string.h>

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "sudoku-digits-manager.h"
#include "sudoku-file-io.h"
#include "sudoku-pdf-private.h"
#include "sudoku-pdf.h"
#include "sudoku-puzzle-file.h"

/* Worksheets: puzzles laid out 1, 2, 4 or 6 to a page (12 or 20 of small
 * grids), each with its number, level and rating, then their solutions on
 * the last pages; any shape (sudoku-pdf-grid.c draws the grids); drawn
 * with cairo and Pango, so the same pages go to a PDF file (vector, fonts
 * embedded: Chinese and Japanese too) or to a printer. */

#define MARGIN    42.0 /* points: 15 mm */
#define GAP       24.0
#define LABEL     16.0 /* the line under each grid */
#define A4_WIDTH  595.276
#define A4_HEIGHT 841.890

/* The columns and rows of grids a page: 1, 2, 4, 6, 12 (small grids
 * only: 3 × 4) or 20 (4×4s: 4 × 5). */
static void
grid_shape (guint  per_page,
            guint *cols,
            guint *rows)
{
  *cols = per_page <= 2 ? 1 : per_page <= 6  ? 2
                            : per_page <= 12 ? 3
                                             : 4;
  *rows = per_page == 1 ? 1 : per_page == 2  ? 2
                            : per_page == 4  ? 2
                            : per_page == 6  ? 3
                            : per_page == 12 ? 4
                                             : 5;
}

/* The solution paths: a heading for each puzzle, then its steps. */

#define PATH_FONT "Sans 10px"
#define HEAD_FONT "Sans Bold 12px"

typedef struct
{
  char    *text;
  gboolean heading;
} PathLine;

static void
path_line_clear (gpointer data)
{
  g_free (((PathLine *)data)->text);
}

/* What each puzzle needs on every page, worked out once: its label (a
 * rating) and its path's sentences.  Each puzzle is independent of the
 * others: they are worked out on every processor. */

typedef struct
{
  char      *label;
  GPtrArray *steps; /* of char *, when the path is wanted */
} PuzzleInfo;

struct _SudokuSheetCache
{
  GArray     *puzzles; /* what it was worked out for (a reference) */
  PuzzleInfo *info;
  gboolean    has_steps;
  GArray     *lines;  /* the paths' lines, for @width */
  GArray     *starts; /* their pages, for @width × @height */
  double      width, height;
};

static void
cache_reset (SudokuSheetCache *cache)
{
  if (cache->info != NULL)
    for (guint i = 0; i < cache->puzzles->len; i++)
      {
        g_free (cache->info[i].label);
        if (cache->info[i].steps != NULL)
          g_ptr_array_unref (cache->info[i].steps);
      }
  g_clear_pointer (&cache->info, g_free);
  g_clear_pointer (&cache->puzzles, g_array_unref);
  g_clear_pointer (&cache->lines, g_array_unref);
  g_clear_pointer (&cache->starts, g_array_unref);
  cache->has_steps = FALSE;
}

/**
 * sudoku_sheet_cache_new:
 *
 * Returns: (transfer full): an empty cache, for #SudokuSheetOptions
 */
SudokuSheetCache *
sudoku_sheet_cache_new (void)
{
  return g_new0 (SudokuSheetCache, 1);
}

void
sudoku_sheet_cache_free (SudokuSheetCache *cache)
{
  if (cache == NULL)
    return;
  cache_reset (cache);
  g_free (cache);
}

typedef struct
{
  SudokuSheetCache *cache;
  gboolean          steps;
  gint              next; /* atomic */
  GCancellable     *cancellable;
  gint             *progress; /* (nullable): per mille, atomic */
} Fill;

static gpointer
fill_worker (gpointer data)
{
  Fill             *fill = data;
  SudokuSheetCache *cache = fill->cache;
  guint             i;

  while ((i = (guint)g_atomic_int_add (&fill->next, 1)) < cache->puzzles->len &&
         !g_cancellable_is_cancelled (fill->cancellable))
    {
      const SudokuPuzzle *puzzle = &g_array_index (cache->puzzles, SudokuPuzzle, i);
      PuzzleInfo         *info = &cache->info[i];

      /* Working out is the first half of a PDF file's making. */
      if (fill->progress != NULL && i % 64 == 0)
        g_atomic_int_set (fill->progress, (gint)(500.0 * i / cache->puzzles->len));

      if (info->label == NULL)
        info->label = _sudoku_sheet_puzzle_label (puzzle, i + 1);
      if (fill->steps && info->steps == NULL)
        info->steps = _sudoku_sheet_path_steps (puzzle, fill->cancellable);
    }
  return NULL;
}

/* Works out what @puzzles need (the paths too if @steps), once, unless
 * @cancellable is cancelled (then the cache is dropped). */
static void
cache_fill_full (SudokuSheetCache *cache,
                 GArray           *puzzles,
                 gboolean          steps,
                 GCancellable     *cancellable,
                 gint             *progress)
{
  Fill      fill = { cache, steps, 0, cancellable, progress };
  guint     n_threads;
  GThread **threads;

  if (cache->puzzles != puzzles)
    {
      cache_reset (cache);
      cache->puzzles = g_array_ref (puzzles);
      cache->info = g_new0 (PuzzleInfo, MAX (puzzles->len, 1));
    }
  if (cache->info[0].label != NULL && (cache->has_steps || !steps))
    return;
  n_threads = MIN (MAX (g_get_num_processors (), 1), MAX (puzzles->len, 1));
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("sudoku-sheet", fill_worker, &fill);
  fill_worker (&fill);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_free (threads);
  if (g_cancellable_is_cancelled (cancellable))
    cache_reset (cache);
  else
    cache->has_steps |= steps;
}

static void
cache_fill (SudokuSheetCache *cache,
            GArray           *puzzles,
            gboolean          steps)
{
  cache_fill_full (cache, puzzles, steps, NULL, NULL);
}

static const char *
cached_label (SudokuSheetCache *cache,
              GArray           *puzzles,
              guint             i)
{
  cache_fill (cache, puzzles, FALSE);
  return cache->info[i].label;
}

static GArray *
path_lines (SudokuSheetCache *cache,
            GArray           *puzzles)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (PathLine));

  cache_fill (cache, puzzles, TRUE);
  g_array_set_clear_func (lines, path_line_clear);
  for (guint i = 0; i < puzzles->len; i++)
    {
      GPtrArray *steps = cache->info[i].steps;
      /* Translators: the heading of a puzzle's solution path on a worksheet */
      PathLine   head = { g_strdup_printf (_("Puzzle %u, step by step"), i + 1), TRUE };

      g_array_append_val (lines, head);
      for (guint k = 0; k < steps->len; k++)
        {
          PathLine line = { g_strdup_printf ("%u. %s", k + 1, (char *)steps->pdata[k]), FALSE };

          g_array_append_val (lines, line);
        }
    }
  return lines;
}

static double
text_height (cairo_t    *cr,
             const char *text,
             const char *font,
             double      width)
{
  PangoLayout          *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *description = pango_font_description_from_string (font);
  g_autofree char      *shown = sudoku_digits_show (text);
  int                   w, h;

  pango_layout_set_font_description (layout, description);
  pango_layout_set_width (layout, (int)(width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, shown, -1);
  pango_layout_get_size (layout, &w, &h);
  pango_font_description_free (description);
  g_object_unref (layout);
  return (double)h / PANGO_SCALE;
}

/* Where each page of the paths starts, in @lines; ends with lines->len. */
static GArray *paginate (cairo_t *cr,
                         GArray  *lines,
                         double   width,
                         double   height);

/* The paths' lines and their pages, for pages of @width × @height: worked
 * out once for the whole worksheet (each page did it all again). */
static void
cached_paths (SudokuSheetCache *cache,
              GArray           *puzzles,
              double            width,
              double            height,
              GArray          **lines,
              GArray          **starts)
{
  if (cache->puzzles != puzzles || cache->lines == NULL || cache->width != width ||
      cache->height != height)
    {
      /* Text is measured the same on any surface. */
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
      cairo_t         *cr = cairo_create (surface);
      GArray          *new_lines = path_lines (cache, puzzles);

      g_clear_pointer (&cache->lines, g_array_unref);
      g_clear_pointer (&cache->starts, g_array_unref);
      cache->lines = new_lines;
      cache->starts = paginate (cr, cache->lines, width, height);
      cache->width = width;
      cache->height = height;
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  *lines = cache->lines;
  *starts = cache->starts;
}

static GArray *
paginate (cairo_t *cr,
          GArray  *lines,
          double   width,
          double   height)
{
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (guint));
  double  y = height; /* a new page at once */

  for (guint i = 0; i < lines->len; i++)
    {
      const PathLine *line = &g_array_index (lines, PathLine, i);
      double          h = text_height (cr, line->text, line->heading ? HEAD_FONT : PATH_FONT,
                                       width - 2 * MARGIN) +
                 (line->heading ? 8 : 2);

      if (y + h > height - MARGIN || (line->heading && y + 4 * h > height - MARGIN))
        {
          g_array_append_val (starts, i);
          y = MARGIN;
        }
      y += h;
    }
  g_array_append_val (starts, lines->len);
  return starts;
}

static guint
grid_pages (const SudokuSheetOptions *options,
            GArray                   *puzzles)
{
  guint per = _sudoku_sheet_fit_per_page (puzzles, options->per_page);
  guint pages = (puzzles->len + per - 1) / per;

  return options->solutions ? 2 * pages : pages;
}

/**
 * sudoku_sheet_count_pages:
 * @options: the layout
 * @puzzles: of #SudokuPuzzle
 * @width: the page's width, in points
 * @height: the page's height
 *
 * Returns: the pages the worksheet takes, the solutions' and paths' included
 */
guint
sudoku_sheet_count_pages (const SudokuSheetOptions *options,
                          GArray                   *puzzles,
                          double                    width,
                          double                    height)
{
  g_autoptr(SudokuSheetCache) own = NULL;
  SudokuSheetCache *cache;
  GArray           *lines, *starts;

  if (!options->path)
    return grid_pages (options, puzzles);
  cache = options->cache != NULL ? options->cache : (own = sudoku_sheet_cache_new ());
  cached_paths (cache, puzzles, width, height, &lines, &starts);
  return grid_pages (options, puzzles) + starts->len - 1;
}

static void
draw_path_page (cairo_t          *cr,
                double            width,
                double            height,
                SudokuSheetCache *cache,
                GArray           *puzzles,
                guint             page)
{
  GArray *lines, *starts;
  double  y = MARGIN;

  cached_paths (cache, puzzles, width, height, &lines, &starts);
  if (page + 1 >= starts->len)
    return;
  for (guint i = g_array_index (starts, guint, page); i < g_array_index (starts, guint, page + 1);
       i++)
    {
      const PathLine       *line = &g_array_index (lines, PathLine, i);
      PangoLayout          *layout = pango_cairo_create_layout (cr);
      PangoFontDescription *description =
        pango_font_description_from_string (line->heading ? HEAD_FONT : PATH_FONT);
      g_autofree char *shown = sudoku_digits_show (line->text); /* the window's digits */
      int              w, h;

      if (line->heading && i > g_array_index (starts, guint, page))
        y += 6;
      pango_layout_set_font_description (layout, description);
      pango_layout_set_width (layout, (int)((width - 2 * MARGIN) * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_text (layout, shown, -1);
      pango_layout_get_size (layout, &w, &h);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, MARGIN, y);
      pango_cairo_show_layout (cr, layout);
      y += (double)h / PANGO_SCALE + (line->heading ? 2 : 2);
      pango_font_description_free (description);
      g_object_unref (layout);
    }
}

/* The first page's title and the classroom's summary, from @margin down;
 * returns where the page goes on below them. */
static double
draw_first_headings (cairo_t                  *cr,
                     double                    width,
                     const SudokuSheetOptions *options,
                     double                    margin,
                     double                    title_height)
{
  double top = margin;

  if (options->title != NULL)
    {
      _sudoku_sheet_show_text (cr, options->title, "Sans Bold 18px", margin, top + 10,
                               width - 2 * margin, TRUE);
      top += title_height;
    }
  if (options->summary != NULL && options->summary[0] != '\0')
    {
      /* One line a search: "Textbook: 13528 placements, 13474 backtracks". */
      g_auto(GStrv) runs = g_strsplit (options->summary, "\n", -1);

      for (guint i = 0; runs[i] != NULL; i++)
        {
          _sudoku_sheet_show_text (cr, runs[i], "Sans 10px", margin, top + 6, width - 2 * margin,
                                   TRUE);
          top += 13;
        }
      top += 6;
    }
  return top;
}

/**
 * sudoku_sheet_draw_page:
 * @cr: where to draw, in points
 * @width: the page's width
 * @height: the page's height
 * @options: the layout
 * @puzzles: of #SudokuPuzzle
 * @page: which page, from 0: the puzzles first, then the solutions
 *
 * Draws one page of the worksheet.
 */
void
sudoku_sheet_draw_page (cairo_t                  *cr,
                        double                    width,
                        double                    height,
                        const SudokuSheetOptions *options,
                        GArray                   *puzzles,
                        guint                     page)
{
  guint    per = _sudoku_sheet_fit_per_page (puzzles, options->per_page), cols, rows;
  guint    puzzle_pages = (puzzles->len + per - 1) / per;
  gboolean solutions = page >= puzzle_pages;
  guint    first = (solutions ? page - puzzle_pages : page) * per;
  /* Six to a page (twelve or twenty small grids) leave cells of 9 mm (on
   * Letter too) only with narrow margins and gaps, and the title in the
   * top margin. */
  gboolean narrow = per >= 6;
  double   margin = narrow ? 14.0 : MARGIN;
  /* Small grids a little apart, to cut into cards. */
  double   gap = per >= 12 ? 14.0 : (narrow ? 6.0 : GAP);
  double   label_h = narrow ? 12.0 : LABEL;
  double   title_height = narrow ? 18.0 : 26.0;
  double   top = margin, slot_w, slot_h, size;
  /* Right to left (Arabic, Hebrew, Persian, Urdu): the puzzles of a page
   * read from its top right, as its text does; each grid stays as it is
   * in every language (po/glossary/RTL.md). */
  gboolean rtl = gtk_get_locale_direction () == GTK_TEXT_DIR_RTL;
  g_autoptr(SudokuSheetCache) own = NULL;
  SudokuSheetCache *cache = options->cache != NULL ? options->cache
                                                   : (own = sudoku_sheet_cache_new ());

  if (page >= grid_pages (options, puzzles))
    {
      draw_path_page (cr, width, height, cache, puzzles, page - grid_pages (options, puzzles));
      return;
    }
  grid_shape (per, &cols, &rows);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (page == 0)
    top = draw_first_headings (cr, width, options, margin, title_height);
  if (solutions && first == 0)
    {
      /* Translators: the heading of the PDF worksheet's solution pages */
      _sudoku_sheet_show_text (cr, _("Solutions"), "Sans Bold 18px", margin, top + 10,
                               width - 2 * margin, TRUE);
      top += title_height;
    }
  slot_w = (width - 2 * margin - (cols - 1) * gap) / cols;
  slot_h = (height - top - margin - (rows - 1) * gap) / rows;
  size = MIN (slot_w, slot_h - label_h - 2);

  for (guint k = 0; k < per && first + k < puzzles->len; k++)
    {
      const SudokuPuzzle *puzzle = &g_array_index (puzzles, SudokuPuzzle, first + k);
      guint               col = rtl ? cols - 1 - k % cols : k % cols;
      double              x = margin + col * (slot_w + gap) + (slot_w - size) / 2;
      double              y = top + (k / cols) * (slot_h + gap);
      const char         *label = cached_label (cache, puzzles, first + k);
      guint8              solution[SUDOKU_MAX_CELLS];
      gboolean            solved = solutions && _sudoku_sheet_solve (puzzle, solution);

      _sudoku_sheet_draw_grid (cr, x, y, size, puzzle, solved ? solution : NULL);
      cairo_set_source_rgb (cr, 0, 0, 0);
      /* Translators: under a puzzle on the PDF worksheet's solution pages, when it has none */
      _sudoku_sheet_show_text (cr, solutions && !solved ? _("No solution") : label,
                               per >= 12 ? "Sans 9px" : "Sans 11px", x,
                               y + size + label_h / 2 + 2, size, TRUE);
    }
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * sudoku_sheet_write_pdf:
 * @path: the PDF file to write
 * @options: the layout
 * @puzzles: of #SudokuPuzzle, at least one
 * @error: why it could not be written
 *
 * Returns: %TRUE when written
 */
gboolean
sudoku_sheet_write_pdf (const char               *path,
                        const SudokuSheetOptions *options,
                        GArray                   *puzzles,
                        GError                  **error)
{
  return sudoku_sheet_write_pdf_full (path, options, puzzles, NULL, NULL, error);
}

/**
 * sudoku_sheet_write_pdf_full:
 * @path: the PDF file to write
 * @options: the layout
 * @puzzles: of #SudokuPuzzle, at least one
 * @cancellable: (nullable): stops the writing: the file is left as it was
 * @progress: (nullable): set to how much is done, in per mille, atomically
 *   (read it from another thread with g_atomic_int_get ())
 * @error: why it could not be written
 *
 * As sudoku_sheet_write_pdf (), from any thread: cairo and Pango draw with
 * the calling thread's own font map (pango_cairo_font_map_get_default () is
 * a thread's own), and nothing of GTK is used.
 *
 * Returns: %TRUE when written
 */
gboolean
sudoku_sheet_write_pdf_full (const char               *path,
                             const SudokuSheetOptions *options,
                             GArray                   *puzzles,
                             GCancellable             *cancellable,
                             gint                     *progress,
                             GError                  **error)
{
  double width = options->letter ? 612.0 : A4_WIDTH;
  double height = options->letter ? 792.0 : A4_HEIGHT;
  g_autoptr(SudokuSheetCache) own = options->cache == NULL ? sudoku_sheet_cache_new () : NULL;
  SudokuSheetOptions cached = *options;
  GByteArray        *pdf = g_byte_array_new ();
  cairo_surface_t   *surface = cairo_pdf_surface_create_for_stream (append_cb, pdf, width, height);
  cairo_t           *cr = cairo_create (surface);
  guint              pages;
  cairo_status_t     status;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;

  /* Every puzzle's rating and path worked out once, on every processor. */
  if (own != NULL)
    cached.cache = own;
  cache_fill_full (cached.cache, puzzles, options->path, cancellable, progress);
  pages = g_cancellable_is_cancelled (cancellable)
            ? 0
            : sudoku_sheet_count_pages (&cached, puzzles, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, PACKAGE_NAME);
  if (options->title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, options->title);
  for (guint page = 0; page < pages && !g_cancellable_is_cancelled (cancellable); page++)
    {
      sudoku_sheet_draw_page (cr, width, height, &cached, puzzles, page);
      cairo_show_page (cr);
      if (progress != NULL)
        g_atomic_int_set (progress, (gint)(500 + 500.0 * (page + 1) / pages));
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  bytes = g_byte_array_free_to_bytes (pdf);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: the first %s is a file name, the second the reason */
                   _("Could not write “%s”: %s"), name, cairo_status_to_string (status));
      return FALSE;
    }
  /* As every save: the whole file, or the old one as it was. */
  return sudoku_save_bytes (file, bytes, NULL, error);
}
