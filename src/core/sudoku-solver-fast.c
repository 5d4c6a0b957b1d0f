/* sudoku-solver-fast.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include <string.h>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "sudoku-solver-fast-init-private.h"
#include "sudoku-solver-fast-private.h"
#include "sudoku-solver-private.h"

/* This file is compiled once for the processor the build targets (SSE2 on
 * x86-64, NEON on aarch64), giving the portable search and the SIMD one,
 * and again, on x86-64, with SUDOKU_FAST_AVX2 and -mavx2 -mbmi -mbmi2,
 * giving the AVX2 one; sudoku-solver-dispatch.c picks one at start-up from
 * what the processor has.  Every path takes the very same steps; they
 * differ in how they gather a word's minirows (BMI2 on the AVX2 path),
 * count minirows (SSE2 or NEON) and place the givens (AVX2).  The state and
 * the pass over minirows and minicolumns are in
 * sudoku-solver-fast-private.h. */

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

  fast_clear (s, 3 * digit + band, _sudoku_band_peers[pos]);
  for (guint e = 0; e < 9; e++)
    if (e != digit)
      fast_clear (s, 3 * e + band, bit);
}

static const guint8 other_band[2][3] = { { 1, 2, 0 }, { 2, 0, 1 } };

/* Places a digit in the rows of a band where its word x has one cell left
 * that is not placed yet, all at once: the word changed, so it may have
 * some, and this finds them without a branch per row.  A row of the digit
 * is placed once its one cell is solved: a placed cell is taken from every
 * other digit at once. */
static inline guint32
fast_place_rows (FastState *s,
                 guint      i,
                 guint      digit,
                 guint32    x,
                 guint64   *placements,
                 gboolean   simd)
{
  guint   band = i - 3 * digit;
  /* Each row without its first cell: no row is empty, since x took part
   * in a mapping of rows to boxes. */
  guint32 rest = x & (x - 0x40201u);
  /* Bit 8 of each row of rest, set when the row has a cell there or,
   * adding 0xff to its other eight bits, anywhere else: the rows with a
   * second cell.  Minus itself shifted to bit 0, each such bit covers its
   * row's bits 0-7, where the row's first cell lies. */
  guint32 more = (((rest & 0x3fdfeffu) + 0x3fdfeffu) | rest) & 0x4020100u;
  guint32 cells = x & ~(rest | (more - (more >> 8)) | s->solved[band]);
  guint32 cols;

  if (cells == 0)
    return 0;
  s->solved[band] |= cells;
#if !defined(__POPCNT__)
  if (!simd)
    {
      /* At most one cell a row: bit 0 of each row with one, summed in bits
       * 18-19 by a multiplication, in place of a library call (which the
       * SSE2 path keeps: there it was the faster, measured). */
      guint32 rows = ((((cells & 0x3fdfeffu) + 0x3fdfeffu) | cells) & 0x4020100u) >> 8;

      *placements += (rows * 0x40201u >> 18) & 3;
    }
  else
#endif
    *placements += (guint)__builtin_popcount (cells);
  /* Off for every other digit, and their columns off in the other bands. */
  cols = ((cells | (cells >> 9) | (cells >> 18)) & ROW_BITS) * 0x40201u;
  return fast_clear_band (s, i, cells, simd) |
         fast_clear_bit (s, 3 * digit + other_band[0][band], cols) |
         fast_clear_bit (s, 3 * digit + other_band[1][band], cols);
}

/* One pass after another until nothing moves; returns FALSE on a
 * contradiction.  A pass looks at the words changed since the last (their
 * bits in s->dirty, taken in order), then at the stacks of the digits
 * changed since they were last looked at, then at naked singles, then at
 * minirows and minicolumns, then, if placing, at the whole placements of
 * the digits changed since they were last checked.
 * structure: long (the solver's inner loop) */
G_ALWAYS_INLINE static inline gboolean
fast_propagate_loop (FastState  *s,
                     FastTriads *seen,
                     guint64    *placements,
                     gboolean    placing,
                     gboolean    simd)
{
  guint   stale = 0; /* digits changed since the stacks were last looked at */
  guint32 once[4], twice[4];

  for (;;)
    {
      guint32  dirty = s->dirty, pending = 0;
      gboolean changed = dirty != 0;

      /* The words this pass changes again, kept in a register (s->dirty,
       * in memory, could be any word of s->f for the compiler). */
      while (dirty != 0)
        {
          guint   i = (guint)__builtin_ctz (dirty);
          guint32 x = s->f[i];
          guint   digit;

          dirty &= dirty - 1;
          x &= _sudoku_triad_shrink[band_triads (x)];
          if (x == 0)
            return FALSE;
          s->f[i] = x;
          pending &= ~(1u << i);

          digit = i / 3;
          stale |= 1u << digit;
          pending |= fast_place_rows (s, i, digit, x, placements, simd);
        }
      s->dirty = pending;
      if (changed)
        continue;

      /* The same reasoning on stacks: in each stack a digit's three columns
       * map one-to-one to the three bands.  The digits changed since are
       * also to be counted again by the pass over minirows, which comes
       * after this one (a contradiction found before it throws seen's
       * counts away with the state). */
      seen->stale |= stale;
      seen->unplaced |= stale;
      while (stale != 0)
        {
          guint    d = (guint)__builtin_ctz (stale);
          guint32 *f = s->f + 3 * d;
          guint32  cols = digit_columns (f), allowed = 0;

          stale &= stale - 1;
          for (guint stack = 0; stack < 3; stack++)
            {
              guint32 usable = _sudoku_triad_usable_cols[stack_gather (cols, stack)];

              if (usable == 0)
                return FALSE;
              allowed |= usable << (3 * stack);
            }
          if (cols & ~allowed)
            {
              for (guint band = 0; band < 3; band++)
                fast_clear (s, 3 * d + band, ((~allowed >> (9 * band)) & ROW_BITS) * 0x40201u);
              changed = TRUE;
            }
        }
      if (changed)
        continue;

      /* Nothing moved: look for cells with a single candidate left. */
      fast_count_cells (s, once, twice, simd);
      if ((once[0] & once[1] & once[2]) != BAND_FULL)
        return FALSE;
      for (guint band = 0; band < 3; band++)
        {
          guint32 singles = once[band] & ~twice[band] & ~s->solved[band];

          while (singles != 0)
            {
              guint   pos = (guint)__builtin_ctz (singles);
              guint32 bit = 1u << pos;
              guint   digits = 0;

              singles &= singles - 1;
              /* Its digit, if a single before it took none from it. */
              for (guint d = 0; d < 9; d++)
                digits |= ((s->f[3 * d + band] & bit) != 0) << d;
              if (digits != 0)
                {
                  fast_clear (s, 3 * __builtin_ctz (digits) + band, _sudoku_band_peers[pos]);
                  changed = TRUE;
                }
            }
        }
      if (changed)
        continue;
      /* Every cell placed and nothing to propagate: a solution. */
      if ((s->solved[0] & s->solved[1] & s->solved[2]) == BAND_FULL)
        return TRUE;

      if (!fast_triads (s, seen, &changed, simd))
        return FALSE;
      if (changed)
        continue;

      /* Last, with the minirows counted, the digits' whole placements. */
      if (placing && seen->unplaced != 0)
        {
          guint digits = seen->unplaced;

          seen->unplaced = 0;
          if (!fast_placements (s, seen, digits, &changed))
            return FALSE;
        }
      if (!changed)
        return TRUE;
    }
}

/* Inlined into each search, portable or SIMD, so that the choice costs
 * nothing inside; the count of placements stays in a register. */
G_ALWAYS_INLINE static inline gboolean
fast_propagate (FastState        *s,
                FastTriads       *seen,
                SudokuSolveStats *stats,
                gboolean          placing,
                gboolean          simd)
{
  guint64  placements = 0;
  gboolean ok = fast_propagate_loop (s, seen, &placements, placing, simd);

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
 * (or minicolumns) of its first mapping.  It reads what the last, idle pass
 * of propagation over minirows and minicolumns saw.  Returns FALSE when
 * every mapping is decided. */
static gboolean
fast_choose_triad (const FastTriads *seen,
                   FastGuess        *guess)
{
  guint best = G_MAXUINT, best_unit, best_digit;

  /* The least of (mappings, unit), then of (mappings, digit), the first
   * on a tie, without a branch that guesses wrong half the time: a unit
   * whose nine digits have one mapping each (9), or a digit with one,
   * counts 256 more. */
  for (guint unit = 0; unit < 6; unit++)
    {
      guint m = (guint)(seen->mappings >> (8 * unit)) & 0xff;

      best = MIN (best, (m | (guint)(m <= 9) << 8) << 3 | unit);
    }
  if (best >> 3 >= 256)
    return FALSE;
  best_unit = best & 7;

  best = G_MAXUINT;
  for (guint d = 0; d < 9; d++)
    {
      guint n = (guint)(seen->digit_mappings[d] >> (8 * best_unit)) & 0xff;

      best = MIN (best, (n | (guint)(n < 2) << 8) << 4 | d);
    }
  best_digit = best & 15;

  {
    guint t = _sudoku_triad_first[fast_triads_present (seen, best_unit, best_digit)];

    guess->digit = best_digit;
    for (guint b = 0; b < 3; b++)
      guess->first[b] = guess->second[b] = BAND_FULL;
    if (best_unit < 3)
      {
        guess->first[best_unit] = ~_sudoku_triad_cells[_sudoku_triad_peers[1u << t]];
        guess->second[best_unit] = ~_sudoku_triad_cells[1u << t];
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

/* The placed digits' values in a band as four bit planes: bit k of each
 * cell's value (0 where none is placed). */
static inline void
fast_planes (const FastState *s,
             guint            band,
             guint32          plane[4])
{
  guint32 x[9];

  for (guint d = 0; d < 9; d++)
    x[d] = s->f[3 * d + band] & s->solved[band];
  plane[0] = x[0] | x[2] | x[4] | x[6] | x[8]; /* 1, 3, 5, 7, 9 */
  plane[1] = x[1] | x[2] | x[5] | x[6];        /* 2, 3, 6, 7 */
  plane[2] = x[3] | x[4] | x[5] | x[6];        /* 4, 5, 6, 7 */
  plane[3] = x[7] | x[8];                      /* 8, 9 */
}

/* The placed digits into grid (0 where none is), a band at a time, without
 * a branch: with BMI2 each bit plane is deposited into bit k of eight bytes
 * at once; with SSE2, two bytes of a plane are each spread over eight bytes
 * of a vector, which keeps in byte j the bit j % 8 of its byte. */
static void
fast_read (const FastState *s,
           guint8          *grid,
           gboolean         simd)
{
#if defined(__BMI2__)
  guint8 out[3 * 32];

  (void)simd;
  for (guint band = 0; band < 3; band++)
    {
      guint32 plane[4];

      fast_planes (s, band, plane);
      for (guint c = 0; c < 32; c += 8)
        {
          guint64 bytes = 0;

          for (guint k = 0; k < 4; k++)
            bytes |= _pdep_u64 (plane[k] >> c, G_GUINT64_CONSTANT (0x0101010101010101) << k);
          memcpy (out + 32 * band + c, &bytes, sizeof bytes);
        }
      memcpy (grid + band_cell (band, 0), out + 32 * band, 27);
    }
  return;
#elif defined(__SSE2__)
  if (simd)
    {
      const __m128i bit = _mm_set_epi8 ((char)128, 64, 32, 16, 8, 4, 2, 1, (char)128, 64, 32, 16, 8,
                                        4, 2, 1);
      guint8        out[3 * 32];

      for (guint band = 0; band < 3; band++)
        {
          guint32 plane[4];

          fast_planes (s, band, plane);
          for (guint c = 0; c < 32; c += 16)
            {
              __m128i bytes = _mm_setzero_si128 ();

              for (guint k = 0; k < 4; k++)
                {
                  __m128i v = _mm_cvtsi32_si128 ((int)(plane[k] >> c));

                  v = _mm_unpacklo_epi8 (v, v);
                  v = _mm_unpacklo_epi16 (v, v);
                  v = _mm_unpacklo_epi32 (v, v);
                  v = _mm_cmpeq_epi8 (_mm_and_si128 (v, bit), bit);
                  bytes = _mm_or_si128 (bytes, _mm_and_si128 (v, _mm_set1_epi8 ((char)(1 << k))));
                }
              _mm_storeu_si128 ((__m128i *)(out + 32 * band + c), bytes);
            }
          memcpy (grid + band_cell (band, 0), out + 32 * band, 27);
        }
      return;
    }
#endif
  (void)simd;
#if !defined(__BMI2__)
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
#endif
}

/* Tells the step function what changed since the last report. */
static void
fast_report (SearchContext   *ctx,
             const FastState *s,
             guint8          *shown,
             gboolean         simd)
{
  guint8 now[SUDOKU_N_CELLS];

  fast_read (s, now, simd);
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (shown[cell] != 0 && now[cell] != shown[cell])
      {
        if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_REMOVE, cell, shown[cell]))
          return;
        shown[cell] = 0;
      }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (now[cell] != 0 && shown[cell] == 0)
      {
        if (!_sudoku_search_report_step (ctx, SUDOKU_STEP_PLACE, cell, now[cell]))
          return;
        shown[cell] = now[cell];
      }
}

/* structure: long (the search loop: propagate, then guess or take back) */
G_ALWAYS_INLINE static inline guint
fast_search (SearchContext *ctx,
             const guint8  *cells,
             guint8        *solution,
             guint          limit,
             gboolean       simd)
{
  /* Each guess on the way down decides, for good, the minirow of a digit in
   * a row or its minicolumn in a column: 81 + 81 at the most. */
  FastState  stack[2 * SUDOKU_N_CELLS + 1];
  /* At each guess, the digits the minirow pass had counted again since the
   * guess before. */
  guint      recounted[2 * SUDOKU_N_CELLS + 1];
  FastState  s;
  FastGuess  guess;
  FastTriads seen;
  guint8     shown[SUDOKU_N_CELLS];
  guint      depth = 0;
  guint      found = 0;
  gboolean   tracing = ctx->options->step_func != NULL;
  /* The digits' whole placements are checked from the first dead end on,
   * or from the start when the first propagation leaves many mappings (140
   * or more over the three bands and three stacks: 144 to 172 on
   * forum_hardest_1905_11plus, 79 to 118 on puzzles7_serg_benchmark, 93 on
   * average on 17-clue): a puzzle that takes no guess back (most of serg's,
   * which have many solutions) would pay for the check and gain nothing.
   * The states kept on the stack before it began, below checked_from, were
   * not checked. */
  gboolean   placing = FALSE;
  guint      checked_from = 0;

  if (tracing)
    memcpy (shown, cells, SUDOKU_N_CELLS);
  /* Nothing counted yet: every digit is to be counted (which fills
   * seen.counted), from no mappings. */
  seen.mappings = 0;
  for (guint d = 0; d < 9; d++)
    seen.digit_mappings[d] = 0;
  seen.stale = 0x1ff;
  seen.recounted = 0;
  seen.unplaced = 0x1ff;
  if (!fast_init (&s, cells, simd))
    {
      ctx->clash = TRUE;
      return 0;
    }

  for (;;)
    {
      gboolean ok = fast_propagate (&s, &seen, ctx->stats, placing, simd);
      guint    band = 0, pos = 0, digit;
      guint32  bit;

      if (tracing)
        {
          fast_report (ctx, &s, shown, simd);
          if (ctx->stopped)
            break;
        }

      if (ok && fast_is_solved (&s))
        {
          if (found++ == 0)
            {
              fast_read (&s, solution, simd);
              _sudoku_search_note_first_solution (ctx);
            }
          if (found >= limit)
            break;
          ok = FALSE;
        }
      else if (!ok)
        {
          ctx->stats->backtracks++;
          if (!placing)
            {
              placing = TRUE;
              checked_from = depth;
            }
        }

      if (!ok)
        {
          if (depth == 0)
            break;
          s = stack[--depth];
          /* The counts were of this state, but for the digits counted
           * again since: those alone are to be counted again.  (The
           * guess before was further up the same branch.) */
          seen.stale = seen.recounted;
          seen.recounted |= recounted[depth];
          /* The state it branched from had its placements checked, but for
           * those kept before the first dead end: then every digit is. */
          seen.unplaced = 0;
          if (depth < checked_from)
            {
              seen.unplaced = 0x1ff;
              checked_from = depth;
            }
          if (tracing)
            fast_report (ctx, &s, shown, simd);
          if (_sudoku_search_should_stop (ctx))
            break;
          continue;
        }

      if (_sudoku_search_should_stop (ctx))
        break;

      /* A puzzle that leaves many mappings open: its placements are
       * checked from here on (see placing). */
      if (!placing && depth == 0)
        {
          guint open = 0;

          for (guint unit = 0; unit < 6; unit++)
            open += (guint)(seen.mappings >> (8 * unit)) & 0xff;
          if (open >= 140)
            {
              placing = TRUE;
              continue;
            }
        }
      if (fast_choose_triad (&seen, &guess))
        {
          g_assert (depth < G_N_ELEMENTS (stack));
          stack[depth] = s;
          recounted[depth] = seen.recounted;
          seen.recounted = seen.stale; /* none: propagation counted them all */
          for (guint b = 0; b < 3; b++)
            {
              fast_clear (&stack[depth], 3 * guess.digit + b, ~guess.second[b]);
              fast_clear (&s, 3 * guess.digit + b, ~guess.first[b]);
            }
          depth++;
          continue;
        }

      /* With every mapping decided every cell is placed, so this is not
       * reached on any shared set; it keeps the search complete all the
       * same.  One branch places the digit, the other forbids it there. */
      fast_choose (&s, &band, &pos);
      bit = 1u << pos;
      for (digit = 0; digit < 8; digit++)
        if (s.f[3 * digit + band] & bit)
          break;
      g_assert (depth < G_N_ELEMENTS (stack));
      stack[depth] = s;
      recounted[depth] = seen.recounted;
      seen.recounted = seen.stale;
      fast_clear (&stack[depth], 3 * digit + band, bit);
      depth++;
      fast_assign (&s, digit, band, pos);
    }

  return found;
}

/* One entry point per code path, each with the search inlined for its
 * instructions (declared in sudoku-solver-private.h). */
#define DEFINE_FAST_SEARCH(name, simd)                                   \
  guint name (SearchContext *ctx, const guint8 *cells, guint8 *solution, \
              guint limit)                                               \
  {                                                                      \
    return fast_search (ctx, cells, solution, limit, simd);              \
  }

#ifdef SUDOKU_FAST_AVX2
DEFINE_FAST_SEARCH (_sudoku_fast_search_avx2, TRUE)
#else
DEFINE_FAST_SEARCH (_sudoku_fast_search_portable, FALSE)
#if defined(__SSE2__) || defined(__ARM_NEON)
DEFINE_FAST_SEARCH (_sudoku_fast_search_simd, TRUE)
#endif
#endif
