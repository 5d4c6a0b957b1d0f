/* sudoku-solver.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "sudoku-solver.h"

/* The fast strategy keeps, for each digit and each band of three rows, the
 * 27 cells where the digit may still go as one 32-bit word (bit 9 * row + col
 * inside the band).  Inside a band a digit takes one cell in each row and in
 * each box, so its rows map one-to-one to its boxes.  Writing which of the nine
 * row-box "triads" still hold a candidate as a 9-bit index, a table lists the
 * triads that take part in at least one such mapping: one look-up applies
 * locked candidates in both directions, finds hidden singles in boxes and
 * notices an impossible band.  A row left with one cell places the digit
 * there; cells left with one digit are naked singles. */

#define BAND_FULL 0x7ffffffu
#define ROW_BITS  0x1ffu
#define POLL_MASK 0xfffu /* poll for cancellation every 4096 steps */

typedef struct
{
  guint32 f[28];       /* candidates of digit d in band b at f[3 * d + b] */
  guint32 prev[28];    /* f as it was when last propagated */
  guint32 solved[3];   /* cells placed, per band */
  guint32 unplaced[3]; /* per band, bit 3 * d + r: digit d not placed in row r */
} FastState;

typedef struct
{
  const SudokuSolveOptions *options;
  SudokuSolveStats         *stats;
  gint64                    start;
  guint                     poll;
  gboolean                  stopped;
  GError                   *error;
} SearchContext;

static guint8  row_triads[512];     /* 9-bit row -> the 3 boxes it has candidates in */
static guint16 triad_usable[512];   /* triads present -> the usable ones */
static guint32 triad_shrink[512];   /* triads present -> cells of the usable ones */
static guint32 band_peers[27];      /* cells sharing a row or box with a cell, in its band */
static guint8  triad_mappings[512]; /* triads present -> how many mappings they allow */
static guint8  triad_first[512];    /* triads present -> a triad of the first mapping not in all */
static guint16 triad_required[512]; /* triads present -> those in every mapping */
static guint16 triad_peers[512];    /* triads -> the others sharing a row or box with them */
static guint32 triad_cells[512];    /* triads -> their cells */

static void
init_tables (void)
{
  static const guint8 perms[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
  };

  for (guint v = 0; v < 512; v++)
    row_triads[v] = ((v & 0007) ? 1 : 0) | ((v & 0070) ? 2 : 0) | ((v & 0700) ? 4 : 0);

  for (guint present = 0; present < 512; present++)
    {
      guint32 mask = 0, usable = 0, required = 0x1ff, first = 0;
      guint   n_mappings = 0;

      for (guint p = 0; p < 6; p++)
        {
          guint32 cells = 0, triads = 0;
          guint   r;

          for (r = 0; r < 3; r++)
            {
              guint triad = 3 * r + perms[p][r];

              if (!(present & (1u << triad)))
                break;
              triads |= 1u << triad;
              cells |= 7u << (9 * r + 3 * perms[p][r]);
            }
          if (r == 3)
            {
              if (n_mappings++ == 0)
                first = triads;
              usable |= triads;
              required &= triads;
              mask |= cells;
            }
        }
      triad_usable[present] = (guint16)usable;
      triad_shrink[present] = mask;
      triad_required[present] = usable != 0 ? (guint16)required : 0;
      triad_mappings[present] = (guint8)n_mappings;
      first &= ~required;
      triad_first[present] = first != 0 ? (guint8)__builtin_ctz (first) : 0;

      mask = 0;
      usable = 0;
      for (guint t = 0; t < 9; t++)
        if (present & (1u << t))
          {
            mask |= 7u << (9 * (t / 3) + 3 * (t % 3));
            for (guint u = 0; u < 9; u++)
              if (u != t && (u / 3 == t / 3 || u % 3 == t % 3))
                usable |= 1u << u;
          }
      triad_cells[present] = mask;
      triad_peers[present] = (guint16)usable;
    }

  for (guint p = 0; p < 27; p++)
    {
      guint32 peers = 0;

      for (guint q = 0; q < 27; q++)
        if (q != p && (q / 9 == p / 9 || (q % 9) / 3 == (p % 9) / 3))
          peers |= 1u << q;
      band_peers[p] = peers;
    }
}

static inline void
ensure_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      g_once_init_leave (&initialized, 1);
    }
}

static gboolean
poll_stop (SearchContext *ctx)
{
  const SudokuSolveOptions *options = ctx->options;

  if (ctx->stopped)
    return TRUE;
  if (options->cancel_func != NULL && options->cancel_func (options->cancel_data))
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED,
                           _("The search was stopped"));
      ctx->stopped = TRUE;
    }
  else if (options->deadline_us != 0 && g_get_monotonic_time () > options->deadline_us)
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_TIMEOUT,
                           _("The search took longer than allowed"));
      ctx->stopped = TRUE;
    }
  return ctx->stopped;
}

static inline gboolean
should_stop (SearchContext *ctx)
{
  if (ctx->stopped)
    return TRUE;
  if ((++ctx->poll & POLL_MASK) != 0)
    return FALSE;
  return poll_stop (ctx);
}

static gboolean
report_step (SearchContext *ctx,
             SudokuStepKind kind,
             guint          cell,
             guint          digit)
{
  if (ctx->options->step_func == NULL || ctx->stopped)
    return !ctx->stopped;
  if (!ctx->options->step_func (kind, cell, digit, ctx->options->step_data))
    {
      g_set_error_literal (&ctx->error, SUDOKU_ERROR, SUDOKU_ERROR_CANCELLED,
                           _("The search was stopped"));
      ctx->stopped = TRUE;
    }
  return !ctx->stopped;
}

static void
note_first_solution (SearchContext *ctx)
{
  SudokuSolveStats *stats = ctx->stats;

  stats->first_placements = stats->placements;
  stats->first_backtracks = stats->backtracks;
  stats->first_time_us = g_get_monotonic_time () - ctx->start;
}

/* Fast strategy */

static inline guint
band_cell (guint band,
           guint pos)
{
  return 27 * band + pos;
}

static inline void
fast_assign (FastState *s,
             guint      digit,
             guint      band,
             guint      pos)
{
  guint32 bit = 1u << pos;

  s->f[3 * digit + band] &= ~band_peers[pos];
  for (guint e = 0; e < 9; e++)
    if (e != digit)
      s->f[3 * e + band] &= ~bit;
}

static void
fast_init (FastState    *s,
           const guint8 *cells)
{
  for (guint i = 0; i < 27; i++)
    {
      s->f[i] = BAND_FULL;
      s->prev[i] = 0;
    }
  s->f[27] = s->prev[27] = 0; /* padding, for whole 16-byte loads */
  for (guint b = 0; b < 3; b++)
    {
      s->solved[b] = 0;
      s->unplaced[b] = BAND_FULL;
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (cells[cell] != 0)
      fast_assign (s, cells[cell] - 1, cell / 27, cell % 27);
}

/* The minirows of a band where a digit may go, bit 3 * row + box. */
static inline guint
band_triads (guint32 x)
{
  return row_triads[x & ROW_BITS] |
         (row_triads[(x >> 9) & ROW_BITS] << 3) |
         (row_triads[x >> 18] << 6);
}

/* The minicolumns of a stack where a digit may go, bit 3 * band + column,
 * from the columns it may take in each band. */
static inline guint
stack_triads (const guint32 *cols,
              guint          shift)
{
  return ((cols[0] >> shift) & 7) |
         (((cols[1] >> shift) & 7) << 3) |
         (((cols[2] >> shift) & 7) << 6);
}

/* Each minirow (the three cells of a row inside a box) holds exactly three
 * digits.  For each of a band's nine minirows this counts the digits that may
 * still go there and those that must (it is their only place in that row, and
 * so in that box): three that must go there leave no room for any other;
 * three that may are all needed there; fewer than three that may, or more
 * than three that must, is a contradiction.  Returns FALSE on one. */
static gboolean
fast_band_triads (FastState *s,
                  guint      band,
                  gboolean  *changed)
{
  guint16 present[9], required[9];
  guint   p1 = 0, p2 = 0, p3 = 0, p4 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
  guint   full, hidden;

  for (guint d = 0; d < 9; d++)
    {
      guint p = band_triads (s->f[3 * d + band]);
      guint r = triad_required[p];

      present[d] = (guint16)p;
      required[d] = (guint16)r;
      p4 |= p3 & p;
      p3 |= p2 & p;
      p2 |= p1 & p;
      p1 |= p;
      r4 |= r3 & r;
      r3 |= r2 & r;
      r2 |= r1 & r;
      r1 |= r;
    }
  if (p3 != 0x1ff || r4 != 0)
    return FALSE;
  full = r3;
  hidden = p3 & ~p4 & ~r3;
  if ((full | hidden) == 0)
    return TRUE;

  for (guint d = 0; d < 9; d++)
    {
      guint32 x = s->f[3 * d + band];
      guint   drop = present[d] & full & ~required[d];
      guint   must = required[d] | (present[d] & hidden);

      if (triad_peers[must] & must)
        return FALSE;
      x &= ~triad_cells[drop | (triad_peers[must] & ~must)];
      if (x != s->f[3 * d + band])
        {
          s->f[3 * d + band] = x;
          *changed = TRUE;
        }
    }
  return TRUE;
}

/* The same counting on the minicolumns (three cells of a column inside a
 * box) of each stack: there a digit's bands map one-to-one to its columns. */
static gboolean
fast_stack_triads (FastState *s,
                   gboolean  *changed)
{
  guint32 cols[27];

  for (guint i = 0; i < 27; i++)
    cols[i] = (s->f[i] | (s->f[i] >> 9) | (s->f[i] >> 18)) & ROW_BITS;

  for (guint shift = 0; shift < 9; shift += 3)
    {
      guint16 present[9], required[9];
      guint   p1 = 0, p2 = 0, p3 = 0, p4 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0;
      guint   full, hidden;

      for (guint d = 0; d < 9; d++)
        {
          guint p = stack_triads (cols + 3 * d, shift);
          guint r = triad_required[p];

          present[d] = (guint16)p;
          required[d] = (guint16)r;
          p4 |= p3 & p;
          p3 |= p2 & p;
          p2 |= p1 & p;
          p1 |= p;
          r4 |= r3 & r;
          r3 |= r2 & r;
          r2 |= r1 & r;
          r1 |= r;
        }
      if (p3 != 0x1ff || r4 != 0)
        return FALSE;
      full = r3;
      hidden = p3 & ~p4 & ~r3;
      if ((full | hidden) == 0)
        continue;

      for (guint d = 0; d < 9; d++)
        {
          guint drop = present[d] & full & ~required[d];
          guint must = required[d] | (present[d] & hidden);

          if (triad_peers[must] & must)
            return FALSE;
          drop |= triad_peers[must] & ~must;
          for (guint band = 0; drop != 0 && band < 3; band++, drop >>= 3)
            {
              guint32 x = s->f[3 * d + band] & ~(((drop & 7) << shift) * 0x40201u);

              if (x != s->f[3 * d + band])
                {
                  s->f[3 * d + band] = x;
                  *changed = TRUE;
                }
            }
        }
    }
  return TRUE;
}

/* The words changed since they were last propagated, bit i for f[i].  This
 * runs at every step of propagation, and comparing four words at a time
 * makes the whole search about a tenth faster; both ways give the same bits. */
static inline guint32
fast_dirty (const FastState *s,
            gboolean         simd)
{
  guint32 dirty = 0;

#ifdef __SSE2__
  if (simd)
    {
      guint32 same = 0;

      for (guint i = 0; i < 28; i += 4)
        {
          __m128i a = _mm_loadu_si128 ((const __m128i *)(s->f + i));
          __m128i b = _mm_loadu_si128 ((const __m128i *)(s->prev + i));

          same |= (guint32)_mm_movemask_ps (_mm_castsi128_ps (_mm_cmpeq_epi32 (a, b))) << i;
        }
      return ~same & BAND_FULL;
    }
#endif
  for (guint i = 0; i < 27; i++)
    dirty |= (guint32)(s->f[i] != s->prev[i]) << i;
  return dirty;
}

/* Returns FALSE on a contradiction. */
static inline __attribute__ ((always_inline)) gboolean
fast_propagate_loop (FastState *s,
                     guint64   *placements,
                     gboolean   simd)
{
  guint stale = 0; /* digits changed since the stacks were last looked at */

  for (;;)
    {
      guint32  dirty = fast_dirty (s, simd);
      gboolean changed = dirty != 0;

      while (dirty != 0)
        {
          guint   i = (guint)__builtin_ctz (dirty);
          guint32 x = s->f[i];
          guint   digit, band, rows;

          dirty &= dirty - 1;
          x &= triad_shrink[band_triads (x)];
          if (x == 0)
            return FALSE;
          s->f[i] = s->prev[i] = x;

          digit = i / 3;
          band = i % 3;
          stale |= 1u << digit;
          rows = (s->unplaced[band] >> (3 * digit)) & 7;
          while (rows != 0)
            {
              guint   r = (guint)__builtin_ctz (rows);
              guint32 row = (x >> (9 * r)) & ROW_BITS;
              guint32 bit, cols;

              rows &= rows - 1;
              if ((row & (row - 1)) != 0)
                continue;

              bit = row << (9 * r);
              s->unplaced[band] &= ~(1u << (3 * digit + r));
              s->solved[band] |= bit;
              (*placements)++;
              /* Off for every digit, then back on for this one. */
              for (guint e = 0; e < 9; e++)
                s->f[3 * e + band] &= ~bit;
              s->f[i] = x;
              cols = row | (row << 9) | (row << 18);
              s->f[3 * digit + (band + 1) % 3] &= ~cols;
              s->f[3 * digit + (band + 2) % 3] &= ~cols;
            }
        }
      if (changed)
        continue;

      /* The same reasoning on stacks: in each stack a digit's three columns
       * map one-to-one to the three bands. */
      while (stale != 0)
        {
          guint    d = (guint)__builtin_ctz (stale);
          guint32 *f = s->f + 3 * d;
          guint32  cols[3], allowed[3] = { 0, 0, 0 };

          stale &= stale - 1;
          for (guint band = 0; band < 3; band++)
            cols[band] = (f[band] | (f[band] >> 9) | (f[band] >> 18)) & ROW_BITS;
          for (guint stack = 0; stack < 3; stack++)
            {
              guint shift = 3 * stack;
              guint usable = triad_usable[((cols[0] >> shift) & 7) |
                                          (((cols[1] >> shift) & 7) << 3) |
                                          (((cols[2] >> shift) & 7) << 6)];

              if (usable == 0)
                return FALSE;
              allowed[0] |= (usable & 7) << shift;
              allowed[1] |= ((usable >> 3) & 7) << shift;
              allowed[2] |= ((usable >> 6) & 7) << shift;
            }
          for (guint band = 0; band < 3; band++)
            if (cols[band] & ~allowed[band])
              {
                f[band] &= allowed[band] * 0x40201u;
                changed = TRUE;
              }
        }
      if (changed)
        continue;

      /* Nothing moved: look for cells with a single candidate left. */
      for (guint band = 0; band < 3; band++)
        {
          guint32 once = 0, twice = 0, singles;

          for (guint d = 0; d < 9; d++)
            {
              guint32 x = s->f[3 * d + band];

              twice |= once & x;
              once |= x;
            }
          if (once != BAND_FULL)
            return FALSE;
          singles = once & ~twice & ~s->solved[band];
          while (singles != 0)
            {
              guint   pos = (guint)__builtin_ctz (singles);
              guint32 bit = 1u << pos;

              singles &= singles - 1;
              for (guint d = 0; d < 9; d++)
                if (s->f[3 * d + band] & bit)
                  {
                    s->f[3 * d + band] &= ~band_peers[pos];
                    changed = TRUE;
                    break;
                  }
            }
        }
      if (changed)
        continue;

      for (guint band = 0; band < 3; band++)
        if (!fast_band_triads (s, band, &changed))
          return FALSE;
      if (!fast_stack_triads (s, &changed))
        return FALSE;
      if (!changed)
        return TRUE;
    }
}

/* Inlined twice into the search, with and without SIMD, so that the choice
 * costs nothing inside; the count of placements stays in a register. */
static inline __attribute__ ((always_inline)) gboolean
fast_propagate (FastState        *s,
                SudokuSolveStats *stats,
                gboolean          simd)
{
  guint64  placements = 0;
  gboolean ok = fast_propagate_loop (s, &placements, simd);

  stats->placements += placements;
  return ok;
}

static inline gboolean
fast_is_solved (const FastState *s)
{
  return (s->solved[0] & s->solved[1] & s->solved[2]) == BAND_FULL;
}

/* Picks a cell to guess on: the first cell with two candidates, else the
 * first with the fewest. */
static void
fast_choose (const FastState *s,
             guint           *out_band,
             guint           *out_pos)
{
  guint best = 10;

  for (guint band = 0; band < 3; band++)
    {
      guint32 once = 0, twice = 0, thrice = 0, pairs;

      for (guint d = 0; d < 9; d++)
        {
          guint32 x = s->f[3 * d + band];

          thrice |= twice & x;
          twice |= once & x;
          once |= x;
        }
      pairs = twice & ~thrice & ~s->solved[band];
      if (pairs != 0)
        {
          *out_band = band;
          *out_pos = (guint)__builtin_ctz (pairs);
          return;
        }
    }

  for (guint band = 0; band < 3; band++)
    {
      guint32 open = BAND_FULL & ~s->solved[band];

      while (open != 0)
        {
          guint pos = (guint)__builtin_ctz (open);
          guint n = 0;

          open &= open - 1;
          for (guint d = 0; d < 9; d++)
            n += (s->f[3 * d + band] >> pos) & 1;
          if (n < best)
            {
              best = n;
              *out_band = band;
              *out_pos = pos;
            }
        }
    }
  g_assert (best < 10);
}

/* A guess: the masks that keep a digit's candidates in each band, for the
 * branch tried first and for the other one. */
typedef struct
{
  guint   digit;
  guint32 first[3];
  guint32 second[3];
} FastGuess;

/* Picks a guess as tdoku does: in the band or stack whose digits have the
 * fewest mappings left (of rows or columns to boxes), the digit with the
 * fewest, two if it can; the guess is whether it takes one of the minirows
 * (or minicolumns) of its first mapping.  Returns FALSE when every mapping is
 * decided. */
static gboolean
fast_choose_triad (const FastState *s,
                   FastGuess       *guess)
{
  guint16 present[6][9];
  guint   best = G_MAXUINT, best_unit = 0, best_digit = 0, best_n = G_MAXUINT;
  guint32 cols[27];

  for (guint i = 0; i < 27; i++)
    cols[i] = (s->f[i] | (s->f[i] >> 9) | (s->f[i] >> 18)) & ROW_BITS;

  for (guint unit = 0; unit < 6; unit++)
    {
      guint total = 0;

      for (guint d = 0; d < 9; d++)
        {
          guint p = unit < 3 ? band_triads (s->f[3 * d + unit])
                             : stack_triads (cols + 3 * d, 3 * (unit - 3));
          present[unit][d] = (guint16)p;
          total += triad_mappings[p];
        }
      if (total > 9 && total < best)
        {
          best = total;
          best_unit = unit;
        }
    }
  if (best == G_MAXUINT)
    return FALSE;

  for (guint d = 0; d < 9; d++)
    {
      guint n = triad_mappings[present[best_unit][d]];

      if (n >= 2 && n < best_n)
        {
          best_n = n;
          best_digit = d;
          if (n == 2)
            break;
        }
    }

  {
    guint t = triad_first[present[best_unit][best_digit]];

    guess->digit = best_digit;
    for (guint b = 0; b < 3; b++)
      guess->first[b] = guess->second[b] = BAND_FULL;
    if (best_unit < 3)
      {
        guess->first[best_unit] = ~triad_cells[triad_peers[1u << t]];
        guess->second[best_unit] = ~triad_cells[1u << t];
      }
    else
      {
        guint   shift = 3 * (best_unit - 3);
        guint   band = t / 3, col = t % 3;
        guint32 column = ((1u << col) << shift) * 0x40201u;
        guint32 others = (((7u & ~(1u << col)) << shift)) * 0x40201u;

        for (guint b = 0; b < 3; b++)
          guess->first[b] = ~(b == band ? others : column);
        guess->second[band] = ~column;
      }
  }
  return TRUE;
}

static void
fast_read (const FastState *s,
           guint8          *grid)
{
  memset (grid, 0, SUDOKU_N_CELLS);
  for (guint band = 0; band < 3; band++)
    for (guint d = 0; d < 9; d++)
      {
        guint32 x = s->f[3 * d + band] & s->solved[band];

        while (x != 0)
          {
            guint pos = (guint)__builtin_ctz (x);

            x &= x - 1;
            grid[band_cell (band, pos)] = d + 1;
          }
      }
}

/* Tells the step function what changed since the last report. */
static void
fast_report (SearchContext   *ctx,
             const FastState *s,
             guint8          *shown)
{
  guint8 now[SUDOKU_N_CELLS];

  fast_read (s, now);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (shown[cell] != 0 && now[cell] != shown[cell])
      {
        if (!report_step (ctx, SUDOKU_STEP_REMOVE, cell, shown[cell]))
          return;
        shown[cell] = 0;
      }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (now[cell] != 0 && shown[cell] == 0)
      {
        if (!report_step (ctx, SUDOKU_STEP_PLACE, cell, now[cell]))
          return;
        shown[cell] = now[cell];
      }
}

static guint
fast_search (SearchContext *ctx,
             const guint8  *cells,
             guint8        *solution,
             guint          limit)
{
  FastState stack[2 * SUDOKU_N_CELLS + 1];
  FastState s;
  FastGuess guess;
  guint8    shown[SUDOKU_N_CELLS];
  guint     depth = 0;
  guint     found = 0;
  gboolean  tracing = ctx->options->step_func != NULL;
  gboolean  simd = !ctx->options->no_simd;

  memcpy (shown, cells, SUDOKU_N_CELLS);
  fast_init (&s, cells);

  for (;;)
    {
      gboolean ok = simd ? fast_propagate (&s, ctx->stats, TRUE)
                         : fast_propagate (&s, ctx->stats, FALSE);
      guint    band = 0, pos = 0, digit;
      guint32  bit;

      if (tracing)
        {
          fast_report (ctx, &s, shown);
          if (ctx->stopped)
            break;
        }

      if (ok && fast_is_solved (&s))
        {
          if (found++ == 0)
            {
              fast_read (&s, solution);
              note_first_solution (ctx);
            }
          if (found >= limit)
            break;
          ok = FALSE;
        }
      else if (!ok)
        ctx->stats->backtracks++;

      if (!ok)
        {
          if (depth == 0)
            break;
          s = stack[--depth];
          if (tracing)
            fast_report (ctx, &s, shown);
          if (should_stop (ctx))
            break;
          continue;
        }

      if (should_stop (ctx))
        break;

      if (fast_choose_triad (&s, &guess))
        {
          g_assert (depth < G_N_ELEMENTS (stack));
          stack[depth] = s;
          for (guint b = 0; b < 3; b++)
            {
              stack[depth].f[3 * guess.digit + b] &= guess.second[b];
              s.f[3 * guess.digit + b] &= guess.first[b];
            }
          depth++;
          continue;
        }

      /* Guess: one branch places the digit, the other forbids it there. */
      fast_choose (&s, &band, &pos);
      bit = 1u << pos;
      for (digit = 0; digit < 8; digit++)
        if (s.f[3 * digit + band] & bit)
          break;
      g_assert (depth < G_N_ELEMENTS (stack));
      stack[depth] = s;
      stack[depth].f[3 * digit + band] &= ~bit;
      depth++;
      fast_assign (&s, digit, band, pos);
    }

  return found;
}

/* Plain backtracking: textbook and fewest-candidates-first */

typedef struct
{
  guint8  grid[SUDOKU_N_CELLS];
  guint16 rows[9];
  guint16 cols[9];
  guint16 boxes[9];
} PlainState;

static inline guint
box_of (guint cell)
{
  return (cell / 27) * 3 + (cell % 9) / 3;
}

static inline guint16
plain_used (const PlainState *s,
            guint             cell)
{
  return s->rows[cell / 9] | s->cols[cell % 9] | s->boxes[box_of (cell)];
}

static inline void
plain_toggle (PlainState *s,
              guint       cell,
              guint       digit)
{
  guint16 bit = 1u << digit;

  s->rows[cell / 9] ^= bit;
  s->cols[cell % 9] ^= bit;
  s->boxes[box_of (cell)] ^= bit;
}

static guint
plain_fewest_cell (const PlainState *s)
{
  guint best = SUDOKU_N_CELLS, best_n = 10;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint n;

      if (s->grid[cell] != 0)
        continue;
      n = 9 - (guint)__builtin_popcount (plain_used (s, cell) & 0x3fe);
      if (n < best_n)
        {
          best_n = n;
          best = cell;
          if (n <= 1)
            break;
        }
    }
  return best;
}

static guint
plain_search (SearchContext *ctx,
              const guint8  *cells,
              guint8        *solution,
              guint          limit,
              gboolean       fewest)
{
  PlainState s = { 0 };
  guint8     order[SUDOKU_N_CELLS]; /* the cell filled at each depth */
  guint8     tried[SUDOKU_N_CELLS + 1];
  guint      n_empty = 0, depth = 0, found = 0;

  memcpy (s.grid, cells, SUDOKU_N_CELLS);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (cells[cell] != 0)
      plain_toggle (&s, cell, cells[cell]);
    else
      order[n_empty++] = cell;

  tried[0] = 0;
  for (;;)
    {
      guint   cell, digit;
      guint16 used;

      if (depth == n_empty)
        {
          if (found++ == 0)
            {
              memcpy (solution, s.grid, SUDOKU_N_CELLS);
              note_first_solution (ctx);
            }
          if (found >= limit || depth == 0)
            break;
          /* Go on looking for another solution: undo the last digit. */
          depth--;
          cell = order[depth];
          plain_toggle (&s, cell, s.grid[cell]);
          s.grid[cell] = 0;
          ctx->stats->backtracks++;
          if (!report_step (ctx, SUDOKU_STEP_REMOVE, cell, tried[depth]))
            break;
          continue;
        }

      if (fewest && tried[depth] == 0)
        {
          /* Swap the most constrained cell into this depth's place. */
          guint best = plain_fewest_cell (&s);

          for (guint k = depth; k < n_empty; k++)
            if (order[k] == best)
              {
                order[k] = order[depth];
                order[depth] = best;
                break;
              }
        }

      cell = order[depth];
      used = plain_used (&s, cell);
      for (digit = tried[depth] + 1; digit <= 9; digit++)
        if (!(used & (1u << digit)))
          break;

      if (digit <= 9)
        {
          tried[depth] = digit;
          s.grid[cell] = digit;
          plain_toggle (&s, cell, digit);
          ctx->stats->placements++;
          if (!report_step (ctx, SUDOKU_STEP_PLACE, cell, digit) || should_stop (ctx))
            break;
          tried[++depth] = 0;
          continue;
        }

      /* No digit fits: take back the one before. */
      tried[depth] = 0;
      if (depth == 0)
        break;
      depth--;
      cell = order[depth];
      plain_toggle (&s, cell, s.grid[cell]);
      s.grid[cell] = 0;
      ctx->stats->backtracks++;
      if (!report_step (ctx, SUDOKU_STEP_REMOVE, cell, tried[depth]) || should_stop (ctx))
        break;
    }

  return found;
}

/* Public API */

static const char *const unit_names[] = { N_("row"), N_("column"), N_("box") };

/**
 * sudoku_check_givens:
 * @cells: 81 values, 0 for empty
 * @error: return location for a %SUDOKU_ERROR_CLASH or
 *   %SUDOKU_ERROR_INVALID_VALUE error
 *
 * Checks that no digit appears twice in a row, column or box.
 *
 * Returns: %TRUE when the givens are consistent
 */
gboolean
sudoku_check_givens (const guint8 cells[SUDOKU_N_CELLS],
                     GError     **error)
{
  guint16 seen[3][9] = { { 0 } };

  g_return_val_if_fail (cells != NULL, FALSE);

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint digit = cells[cell];
      guint units[3] = { cell / 9, cell % 9, box_of (cell) };

      if (digit == 0)
        continue;
      if (digit > 9)
        {
          g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_INVALID_VALUE,
                       _("Row %u, column %u holds %u, which is not a digit from 1 to 9"),
                       cell / 9 + 1, cell % 9 + 1, digit);
          return FALSE;
        }
      for (guint kind = 0; kind < 3; kind++)
        {
          if (seen[kind][units[kind]] & (1u << digit))
            {
              /* Translators: "5 appears twice in row 3" (or column, or box) */
              g_set_error (error, SUDOKU_ERROR, SUDOKU_ERROR_CLASH,
                           _("%u appears twice in %s %u"), digit,
                           _(unit_names[kind]), units[kind] + 1);
              return FALSE;
            }
          seen[kind][units[kind]] |= 1u << digit;
        }
    }
  return TRUE;
}

/**
 * sudoku_solve:
 * @cells: the puzzle, 81 values in reading order, 0 for empty
 * @solution: (out caller-allocates): the first solution found, when
 *   @n_solutions is not 0
 * @options: (nullable): strategy, limit, cancellation and step reporting
 * @n_solutions: (out): the number of solutions found, at most the limit
 * @stats: (out) (optional): placements, backtracks and time spent
 * @error: return location for an error
 *
 * Solves a puzzle on the calling thread, counting solutions up to
 * @options->limit: with a limit of 2, 1 means unique.  Allocates nothing
 * while searching, so it is safe to run on a worker thread and to cancel
 * from any thread.
 *
 * Returns: %FALSE if the givens clash or the search was cancelled, stopped
 *   or timed out; %TRUE otherwise, even when there is no solution
 */
gboolean
sudoku_solve (const guint8              cells[SUDOKU_N_CELLS],
              guint8                    solution[SUDOKU_N_CELLS],
              const SudokuSolveOptions *options,
              guint                    *n_solutions,
              SudokuSolveStats         *stats,
              GError                  **error)
{
  static const SudokuSolveOptions defaults = { SUDOKU_STRATEGY_FAST, 1 };
  SudokuSolveStats                local_stats;
  SearchContext                   ctx = { 0 };
  gint64                          start = g_get_monotonic_time ();
  guint                           limit, found = 0;

  g_return_val_if_fail (cells != NULL, FALSE);
  g_return_val_if_fail (solution != NULL, FALSE);
  g_return_val_if_fail (n_solutions != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    options = &defaults;
  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  *n_solutions = 0;
  limit = MAX (options->limit, 1);

  if (!sudoku_check_givens (cells, error))
    return FALSE;

  ensure_tables ();
  ctx.options = options;
  ctx.stats = stats;
  ctx.start = start;

  if (!poll_stop (&ctx))
    {
      switch (options->strategy)
        {
        case SUDOKU_STRATEGY_FAST:
          found = fast_search (&ctx, cells, solution, limit);
          break;
        case SUDOKU_STRATEGY_FEWEST:
          found = plain_search (&ctx, cells, solution, limit, TRUE);
          break;
        case SUDOKU_STRATEGY_TEXTBOOK:
          found = plain_search (&ctx, cells, solution, limit, FALSE);
          break;
        default:
          g_return_val_if_reached (FALSE);
        }
    }

  stats->time_us = g_get_monotonic_time () - start;
  *n_solutions = found;
  if (ctx.stopped)
    {
      g_propagate_error (error, ctx.error);
      return FALSE;
    }
  return TRUE;
}

static const char *const strategy_names[] = { "fast", "fewest", "textbook" };

const char *
sudoku_strategy_to_string (SudokuStrategy strategy)
{
  g_return_val_if_fail (strategy < G_N_ELEMENTS (strategy_names), NULL);
  return strategy_names[strategy];
}

gboolean
sudoku_strategy_from_string (const char     *str,
                             SudokuStrategy *strategy)
{
  g_return_val_if_fail (str != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (strategy_names); i++)
    if (g_ascii_strcasecmp (str, strategy_names[i]) == 0)
      {
        *strategy = (SudokuStrategy)i;
        return TRUE;
      }
  return FALSE;
}
