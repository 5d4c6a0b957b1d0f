/* sudoku-solver-fast-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* The fast strategy's state, the SIMD helpers of its propagation and its
 * pass over minirows and minicolumns, for sudoku-solver-fast.c alone:
 * static, so that each code path it is compiled for (see there) gets its
 * own copy, built with its own instructions. */

#if defined(__SSE2__)
#include <immintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

#include <string.h>

#include "sudoku-solver-private.h"

G_BEGIN_DECLS

/* The fast strategy keeps, for each digit and each band of three rows, the
 * 27 cells where the digit may still go as one 32-bit word (bit 9 * row + col
 * inside the band).  Inside a band a digit takes one cell in each row and in
 * each box, so its rows map one-to-one to its boxes.  Writing which of the nine
 * row-box "triads" still hold a candidate as a 9-bit index, a table lists the
 * triads that take part in at least one such mapping: one look-up applies
 * locked candidates in both directions, finds hidden singles in boxes and
 * notices an impossible band.  A row left with one cell places the digit
 * there; cells left with one digit are naked singles.  A minirow (three cells
 * of a row in a box) holds exactly three digits, and so does a minicolumn:
 * counting the digits that may and that must go there finds what the
 * per-digit tables cannot (Norvig's "impossible" puzzle falls to it).  The
 * guess, as in tdoku, decides where one digit goes in a band or stack, in
 * the one with the fewest mappings left: a cell guess decides far less. */

#define BAND_FULL 0x7ffffffu
#define ROW_BITS  0x1ffu

/* Aligned to a cache line (two with the padding): neither a guess's copy
 * nor a 32-byte load straddles two lines (1-2 % less time, measured). */
typedef struct
{
  guint32 f[27];     /* candidates of digit d in band b at f[3 * d + b] */
  guint32 dirty;     /* bit i: f[i] changed since propagation last looked at it */
  guint32 solved[3]; /* cells placed, per band */
} __attribute__ ((aligned (64))) FastState;
G_STATIC_ASSERT (sizeof (FastState) == 128);

/* What the last pass over minirows and minicolumns saw.  The mappings of a
 * unit, band 0-2 or stack 3-5, are byte `unit` of a word: each digit's
 * (at most 6 a unit) in digit_mappings, and their sums (at most 54) in
 * mappings, so that a digit counted again changes the six sums with one
 * subtraction and one addition. */
typedef struct
{
  guint64 mappings;
  guint64 digit_mappings[9];
  /* Per digit, as last counted (FAST_ROWS…): its minirows, those it must
   * take, its columns and the minicolumns it must take, 9 bits a band or
   * stack; four words side by side, for SIMD. */
  guint32 counted[9][4] __attribute__ ((aligned (16)));
  guint   stale;     /* digits whose words changed since they were counted */
  guint   recounted; /* digits counted since the last guess */
  guint   unplaced;  /* digits changed since their placements were checked */
} FastTriads;

/* Takes cells out of a word, returning its bit for s->dirty if it changed. */
static inline guint32
fast_clear_bit (FastState *s,
                guint      i,
                guint32    cells)
{
  guint32 old = s->f[i];

  s->f[i] = old & ~cells;
  return (guint32)((old & cells) != 0) << i;
}

/* Takes cells out of a word, noting whether that changed it. */
static inline void
fast_clear (FastState *s,
            guint      i,
            guint32    cells)
{
  guint32 old = s->f[i];

  s->f[i] = old & ~cells;
  s->dirty |= (guint32)((old & cells) != 0) << i;
}

/* Takes cells out of the words of every digit but word i's in its band,
 * returning the bits of the words that changed (for s->dirty): digits 0-7
 * eight (AVX2) or four (SSE2) words at a time, through a mask per word that
 * keeps the others as they are.  A word uses 27 bits, so the cells it
 * loses compare above zero as signed. */
static inline guint32
fast_clear_band (FastState *s,
                 guint      i,
                 guint32    cells,
                 gboolean   simd)
{
  guint   band = i % 3;
  guint32 changed = 0;

#if defined(__AVX2__)
  if (simd)
    {
      __m256i c = _mm256_set1_epi32 ((int)cells), zero = _mm256_setzero_si256 ();

      for (guint k = 0; k < 24; k += 8)
        {
          __m256i m = _mm256_and_si256 (_mm256_load_si256 ((const __m256i *)&_sudoku_band_lanes[i][k]), c);
          __m256i v = _mm256_loadu_si256 ((const __m256i *)&s->f[k]);
          __m256i hit = _mm256_cmpgt_epi32 (_mm256_and_si256 (v, m), zero);

          _mm256_storeu_si256 ((__m256i *)&s->f[k], _mm256_andnot_si256 (m, v));
          changed |= (guint32)_mm256_movemask_ps (_mm256_castsi256_ps (hit)) << k;
        }
      return changed | fast_clear_bit (s, 24 + band, cells & (0u - (guint32)(i != 24 + band)));
    }
#elif defined(__SSE2__)
  if (simd)
    {
      __m128i c = _mm_set1_epi32 ((int)cells), zero = _mm_setzero_si128 ();

      for (guint k = 0; k < 24; k += 4)
        {
          __m128i m = _mm_and_si128 (_mm_load_si128 ((const __m128i *)&_sudoku_band_lanes[i][k]), c);
          __m128i v = _mm_loadu_si128 ((const __m128i *)&s->f[k]);
          __m128i hit = _mm_cmpgt_epi32 (_mm_and_si128 (v, m), zero);

          _mm_storeu_si128 ((__m128i *)&s->f[k], _mm_andnot_si128 (m, v));
          changed |= (guint32)_mm_movemask_ps (_mm_castsi128_ps (hit)) << k;
        }
      return changed | fast_clear_bit (s, 24 + band, cells & (0u - (guint32)(i != 24 + band)));
    }
#endif
  /* Off for every digit, then back on for this one (no branch). */
  (void)simd;
  {
    guint32 own = s->f[i];

    for (guint d = 0; d < 9; d++)
      changed |= fast_clear_bit (s, 3 * d + band, cells);
    s->f[i] = own;
    return changed & ~(1u << i);
  }
}

/* The cells of each band that one digit or more may take (once[band]) and
 * that two or more may (twice[band]); with SIMD the three bands side by
 * side, a digit's three words read as one vector (the fourth lane is the
 * next word, and ignored), in two halves joined at the end. */
static inline void
fast_count_cells (const FastState *s,
                  guint32          once[4],
                  guint32          twice[4],
                  gboolean         simd)
{
#if defined(__SSE2__)
  if (simd)
    {
      __m128i o1 = _mm_loadu_si128 ((const __m128i *)&s->f[0]), t1 = _mm_setzero_si128 ();
      __m128i o2 = _mm_loadu_si128 ((const __m128i *)&s->f[15]), t2 = t1;

      for (guint d = 1; d < 5; d++)
        {
          __m128i x = _mm_loadu_si128 ((const __m128i *)&s->f[3 * d]);

          t1 = _mm_or_si128 (t1, _mm_and_si128 (o1, x));
          o1 = _mm_or_si128 (o1, x);
          if (d < 4)
            {
              __m128i y = _mm_loadu_si128 ((const __m128i *)&s->f[3 * d + 15]);

              t2 = _mm_or_si128 (t2, _mm_and_si128 (o2, y));
              o2 = _mm_or_si128 (o2, y);
            }
        }
      _mm_storeu_si128 ((__m128i *)twice,
                        _mm_or_si128 (_mm_or_si128 (t1, t2), _mm_and_si128 (o1, o2)));
      _mm_storeu_si128 ((__m128i *)once, _mm_or_si128 (o1, o2));
      return;
    }
#endif
  (void)simd;
  {
    /* Bands 0 and 1 as the two halves of a 64-bit word. */
    guint64 o = 0, t = 0;
    guint32 o2 = 0, t2 = 0;

    for (guint d = 0; d < 9; d++)
      {
        guint64 x;
        guint32 y = s->f[3 * d + 2];

        memcpy (&x, &s->f[3 * d], sizeof x);
        t |= o & x;
        o |= x;
        t2 |= o2 & y;
        o2 |= y;
      }
    memcpy (once, &o, sizeof o);
    memcpy (twice, &t, sizeof t);
    once[2] = o2;
    twice[2] = t2;
  }
}

/* The columns a digit may take in the three bands, 9 bits a band, from its
 * three words f[0..2]; with AVX2 the three side by side, read as one
 * vector whose fourth lane (the next word) is dropped.  (The same with
 * SSE2 alone was slower than the plain code, measured.) */
static inline guint32
digit_columns (const guint32 *f)
{
#if defined(__AVX2__)
  __m128i v = _mm_loadu_si128 ((const __m128i *)f);
  __m128i t = _mm_and_si128 (_mm_or_si128 (v, _mm_or_si128 (_mm_srli_epi32 (v, 9),
                                                            _mm_srli_epi32 (v, 18))),
                             _mm_set1_epi32 (ROW_BITS));

  t = _mm_or_si128 (_mm_or_si128 (t, _mm_slli_epi32 (_mm_srli_si128 (t, 4), 9)),
                    _mm_slli_epi32 (_mm_srli_si128 (t, 8), 18));
  return (guint32)_mm_cvtsi128_si32 (t) & BAND_FULL;
#else
  return ((f[0] | (f[0] >> 9) | (f[0] >> 18)) & ROW_BITS) |
         (((f[1] | (f[1] >> 9) | (f[1] >> 18)) & ROW_BITS) << 9) |
         (((f[2] | (f[2] >> 9) | (f[2] >> 18)) & ROW_BITS) << 18);
#endif
}

/* The minirows of a band where a digit may go, bit 3 * row + box: with
 * BMI2, the first bit of each group of three cells, gathered. */
static inline guint
band_triads (guint32 x)
{
#ifdef __BMI2__
  return _pext_u32 (x | (x >> 1) | (x >> 2), 0x1249249u);
#else
  return _sudoku_row_triads[x & ROW_BITS] |
         (_sudoku_row_triads[(x >> 9) & ROW_BITS] << 3) |
         (_sudoku_row_triads[x >> 18] << 6);
#endif
}

/* A stack's minicolumns from a digit's columns in the three bands packed
 * as bit 9 * band + column, as bit 3 * band + column of the stack.
 * Without BMI2, one multiplication moves the three groups of three bits
 * side by side (each of its three terms lands every group in a place of
 * its own, so nothing carries). */
static inline guint
stack_gather (guint32 cols,
              guint   stack)
{
#ifdef __BMI2__
  return _pext_u32 (cols, 0x1c0e07u << (3 * stack));
#else
  return (((cols >> (3 * stack)) & 0x1c0e07u) * 0x1041u >> 12) & ROW_BITS;
#endif
}

enum
{
  FAST_ROWS,
  FAST_ROWS_REQUIRED,
  FAST_COLS,
  FAST_COLS_REQUIRED,
};

/* Counts, for each of the 27 bits of the four words of seen->counted, how
 * many digits have it: three[k] the bits that three or more digits have in
 * word k, four[k] four or more.  With SSE2 (NEON) the four words are
 * counted side by side. */
static inline void
fast_count (const FastTriads *seen,
            guint32           three[4],
            guint32           four[4],
            gboolean          simd)
{
#if defined(__SSE2__)
  if (simd)
    {
      __m128i c1 = _mm_setzero_si128 (), c2 = c1, c3 = c1, c4 = c1;

      for (guint d = 0; d < 9; d++)
        {
          __m128i x = _mm_load_si128 ((const __m128i *)seen->counted[d]);

          c4 = _mm_or_si128 (c4, _mm_and_si128 (c3, x));
          c3 = _mm_or_si128 (c3, _mm_and_si128 (c2, x));
          c2 = _mm_or_si128 (c2, _mm_and_si128 (c1, x));
          c1 = _mm_or_si128 (c1, x);
        }
      _mm_storeu_si128 ((__m128i *)three, c3);
      _mm_storeu_si128 ((__m128i *)four, c4);
      return;
    }
#elif defined(__ARM_NEON)
  if (simd)
    {
      uint32x4_t c1 = vdupq_n_u32 (0), c2 = c1, c3 = c1, c4 = c1;

      for (guint d = 0; d < 9; d++)
        {
          uint32x4_t x = vld1q_u32 (seen->counted[d]);

          c4 = vorrq_u32 (c4, vandq_u32 (c3, x));
          c3 = vorrq_u32 (c3, vandq_u32 (c2, x));
          c2 = vorrq_u32 (c2, vandq_u32 (c1, x));
          c1 = vorrq_u32 (c1, x);
        }
      vst1q_u32 (three, c3);
      vst1q_u32 (four, c4);
      return;
    }
#endif
  (void)simd;
  /* Two words at a time, as the halves of a 64-bit one. */
  for (guint k = 0; k < 4; k += 2)
    {
      guint64 c1 = 0, c2 = 0, c3 = 0, c4 = 0;

      for (guint d = 0; d < 9; d++)
        {
          guint64 x;

          memcpy (&x, &seen->counted[d][k], sizeof x);
          c4 |= c3 & x;
          c3 |= c2 & x;
          c2 |= c1 & x;
          c1 |= x;
        }
      memcpy (three + k, &c3, sizeof c3);
      memcpy (four + k, &c4, sizeof c4);
    }
}

/* A digit's minirows in a band (unit 0-2), or minicolumns in a stack (3-5),
 * as last counted. */
static inline guint
fast_triads_present (const FastTriads *seen,
                     guint             unit,
                     guint             digit)
{
  if (unit < 3)
    return (seen->counted[digit][FAST_ROWS] >> (9 * unit)) & ROW_BITS;
  return stack_gather (seen->counted[digit][FAST_COLS], unit - 3);
}

/* The drops in one band or stack (unit) once its minirows or minicolumns
 * are counted: a full one takes no other digit, a digit that must go in one
 * leaves its peers.  Returns FALSE on a contradiction. */
static inline gboolean
fast_triads_drop (FastState        *s,
                  const FastTriads *seen,
                  guint             unit,
                  guint             full,
                  guint             hidden,
                  gboolean         *changed)
{
  for (guint d = 0; d < 9; d++)
    {
      guint present = fast_triads_present (seen, unit, d);
      guint required = _sudoku_triad_info[present] & ROW_BITS;
      guint must = required | (present & hidden);
      guint drop;

      if (_sudoku_triad_peers[must] & must)
        return FALSE;
      /* Only where the digit still is. */
      drop = ((present & full & ~required) | (_sudoku_triad_peers[must] & ~must)) & present;
      if (drop == 0)
        continue;
      if (unit < 3)
        fast_clear (s, 3 * d + unit, _sudoku_triad_cells[drop]);
      else
        {
          guint shift = 3 * (unit - 3);

          for (guint band = 0; drop != 0; band++, drop >>= 3)
            fast_clear (s, 3 * d + band, ((drop & 7) << shift) * 0x40201u);
        }
      *changed = TRUE;
    }
  return TRUE;
}

/* Each minirow (the three cells of a row inside a box) holds exactly three
 * digits, and so does each minicolumn.  For all 27 minirows of the bands,
 * then the 27 minicolumns of the stacks, this counts the digits that may
 * still go there and those that must (it is their only place in that row,
 * and so in that box; in that column, and so in that box): three that must
 * go there leave no room for any other; three that may are all needed
 * there; fewer than three that may, or more than three that must, is a
 * contradiction.  What the bands find is propagated before the stacks' is
 * used.  The counting runs on all three bands (stacks) at once, a digit's
 * minirows (minicolumns) packed in one word, 9 bits a band; a digit's words
 * are worked out again only when the digit changed since.  It also keeps
 * each digit's triads and the mappings they allow, per band and stack, for
 * the guess.  Returns FALSE on a contradiction. */
static inline gboolean
fast_triads (FastState  *s,
             FastTriads *seen,
             gboolean   *changed,
             gboolean    simd)
{
  guint32 three[4], four[4];
  guint32 full, hidden;
  guint   stale = seen->stale;

  seen->stale = 0;
  seen->recounted |= stale;
  while (stale != 0)
    {
      guint          d = (guint)__builtin_ctz (stale);
      const guint32 *f = s->f + 3 * d;
      guint32        row_triads = 0, row_required = 0, col_required = 0;
      guint32        col_bits = digit_columns (f);
      guint64        mappings = 0;

      stale &= stale - 1;
      for (guint band = 0; band < 3; band++)
        {
          guint   p = band_triads (f[band]);
          guint32 info = _sudoku_triad_info[p];

          mappings |= (guint64)(info >> 16) << (8 * band);
          row_triads |= (guint32)p << (9 * band);
          row_required |= (info & 0x1ff) << (9 * band);
        }
      for (guint stack = 0; stack < 3; stack++)
        {
          guint p = stack_gather (col_bits, stack);

          mappings |= (guint64)_sudoku_triad_mappings[p] << (8 * (3 + stack));
          col_required |= _sudoku_triad_required_cols[p] << (3 * stack);
        }
      seen->mappings = seen->mappings - seen->digit_mappings[d] + mappings;
      seen->digit_mappings[d] = mappings;
      seen->counted[d][FAST_ROWS] = row_triads;
      seen->counted[d][FAST_ROWS_REQUIRED] = row_required;
      seen->counted[d][FAST_COLS] = col_bits;
      seen->counted[d][FAST_COLS_REQUIRED] = col_required;
    }
  fast_count (seen, three, four, simd);

  if (three[FAST_ROWS] != BAND_FULL || four[FAST_ROWS_REQUIRED] != 0)
    return FALSE;
  /* Full with a fourth digit still there: it goes.  (A full minirow with
   * nothing else in it, filled or not, has nothing to drop: its digits'
   * peers went when they became required.) */
  full = three[FAST_ROWS_REQUIRED] & four[FAST_ROWS];
  hidden = three[FAST_ROWS] & ~four[FAST_ROWS] & ~three[FAST_ROWS_REQUIRED];
  if ((full | hidden) != 0)
    {
      for (guint band = 0; band < 3; band++)
        {
          guint unit_full = (full >> (9 * band)) & ROW_BITS;
          guint unit_hidden = (hidden >> (9 * band)) & ROW_BITS;

          if ((unit_full | unit_hidden) != 0 &&
              !fast_triads_drop (s, seen, band, unit_full, unit_hidden, changed))
            return FALSE;
        }
      if (*changed)
        return TRUE;
    }

  if (three[FAST_COLS] != BAND_FULL || four[FAST_COLS_REQUIRED] != 0)
    return FALSE;
  full = three[FAST_COLS_REQUIRED] & four[FAST_COLS];
  hidden = three[FAST_COLS] & ~four[FAST_COLS] & ~three[FAST_COLS_REQUIRED];
  if ((full | hidden) != 0)
    for (guint stack = 0; stack < 3; stack++)
      {
        guint unit_full = stack_gather (full, stack);
        guint unit_hidden = stack_gather (hidden, stack);

        if ((unit_full | unit_hidden) != 0 &&
            !fast_triads_drop (s, seen, 3 + stack, unit_full, unit_hidden,
                               changed))
          return FALSE;
      }
  return TRUE;
}

/* Three units' counts of mappings, the low three bytes of m, as an index
 * of _sudoku_units_cost (3 bits each). */
static inline guint
units_index (guint64 m)
{
#ifdef __BMI2__
  return (guint)_pext_u64 (m, 0x070707u);
#else
  return (guint)((m & 7) | ((m >> 5) & 0x38) | ((m >> 10) & 0x1c0));
#endif
}

/* The cells of digit d that some combination of its bands' mappings keeps
 * with a mapping left in every stack, into u.  The bands have at most four
 * mappings each (shape as in _sudoku_combos, count of combinations 4, 6 or
 * 8): the combinations are gone through four at a time, some twice, so
 * that the loops' ends are seldom guessed wrong. */
static inline void
placements_by_bands (const FastState  *s,
                     const FastTriads *seen,
                     guint             d,
                     guint             shape,
                     guint             count,
                     guint32           u[3])
{
  const guint32 *x = s->f + 3 * d;
  const guint8 (*combos)[4] = _sudoku_combos[shape];
  guint32 rows = seen->counted[d][FAST_ROWS];
  guint32 cells[3][4], cols[3][4];
  /* Most units have two mappings at most: two of each filled then. */
  guint   slots = (shape & 0x2a) != 0 ? 4 : 2;

  /* Each band's mappings: the cells they keep and their columns, read by
   * stack (the band's three bits of stack t at 9 * t + 3 * band). */
  for (guint i = 0; i < slots; i++)
    for (guint b = 0; b < 3; b++)
      {
        guint   p = _sudoku_triad_perm_list[(rows >> (9 * b)) & ROW_BITS] >> (4 * i);
        guint32 c = x[b] & _sudoku_perm_cells[p & 0xf];

        cells[b][i] = c;
        cols[b][i] = _sudoku_cols_by_stack[(c | (c >> 9) | (c >> 18)) & ROW_BITS] << (3 * b);
      }
  for (guint half = 0; half < count; half += 4)
    for (guint k = half; k < half + 4; k++)
      {
        guint   i0 = combos[k][0], i1 = combos[k][1], i2 = combos[k][2];
        guint32 c = cols[0][i0] | cols[1][i1] | cols[2][i2];
        guint32 a0 = _sudoku_triad_usable_cols[c & ROW_BITS];
        guint32 a1 = _sudoku_triad_usable_cols[(c >> 9) & ROW_BITS];
        guint32 a2 = _sudoku_triad_usable_cols[c >> 18];
        /* None when a stack has no mapping left (no branch). */
        guint32 allowed = (a0 | a1 << 3 | a2 << 6) &
                          (0u - (guint32)((a0 != 0) & (a1 != 0) & (a2 != 0)));

        u[0] |= cells[0][i0] & ((allowed & ROW_BITS) * 0x40201u);
        u[1] |= cells[1][i1] & (((allowed >> 9) & ROW_BITS) * 0x40201u);
        u[2] |= cells[2][i2] & ((allowed >> 18) * 0x40201u);
      }
}

/* The same from the side of the stacks: the cells that some combination
 * of its stacks' mappings keeps with a mapping left in every band. */
static inline void
placements_by_stacks (const FastState  *s,
                      const FastTriads *seen,
                      guint             d,
                      guint             shape,
                      guint             count,
                      guint32           u[3])
{
  const guint32 *x = s->f + 3 * d;
  const guint8 (*combos)[4] = _sudoku_combos[shape];
  guint32 colsets = seen->counted[d][FAST_COLS];
  guint32 cols[3][4];
  guint   slots = (shape & 0x2a) != 0 ? 4 : 2;

  /* Each stack's mappings: the column they give each band. */
  for (guint i = 0; i < slots; i++)
    for (guint t = 0; t < 3; t++)
      {
        guint p = _sudoku_triad_perm_list[stack_gather (colsets, t)] >> (4 * i);

        cols[t][i] = _sudoku_perm_cols[p & 0xf] << (3 * t);
      }
  for (guint half = 0; half < count; half += 4)
    for (guint k = half; k < half + 4; k++)
      {
        guint   i0 = combos[k][0], i1 = combos[k][1], i2 = combos[k][2];
        guint32 c = cols[0][i0] | cols[1][i1] | cols[2][i2];
        guint32 r0 = x[0] & ((c & ROW_BITS) * 0x40201u);
        guint32 r1 = x[1] & (((c >> 9) & ROW_BITS) * 0x40201u);
        guint32 r2 = x[2] & ((c >> 18) * 0x40201u);
        guint32 all;

        r0 &= _sudoku_triad_shrink[band_triads (r0)];
        r1 &= _sudoku_triad_shrink[band_triads (r1)];
        r2 &= _sudoku_triad_shrink[band_triads (r2)];
        all = 0u - (guint32)((r0 != 0) & (r1 != 0) & (r2 != 0));
        u[0] |= r0 & all;
        u[1] |= r1 & all;
        u[2] |= r2 & all;
      }
}

/* Three units' counts of mappings (at most four each), the low three
 * bytes of m, as an index of _sudoku_combos. */
static inline guint
units_shape (guint64 m)
{
  return ((guint)(m & 0xff) - 1) | ((guint)((m >> 8) & 0xff) - 1) << 2 |
         ((guint)((m >> 16) & 0xff) - 1) << 4;
}

/* Digit d keeps the cells u of a check: FALSE when there are none (no
 * combination holds, then every band keeps nothing). */
static inline gboolean
placements_keep (FastState    *s,
                 guint         d,
                 const guint32 u[3],
                 gboolean     *changed)
{
  const guint32 *x = s->f + 3 * d;

  if (u[0] == 0)
    return FALSE;
  if (((x[0] & ~u[0]) | (x[1] & ~u[1]) | (x[2] & ~u[2])) != 0)
    {
      fast_clear (s, 3 * d, ~u[0]);
      fast_clear (s, 3 * d + 1, ~u[1]);
      fast_clear (s, 3 * d + 2, ~u[2]);
      *changed = TRUE;
    }
  return TRUE;
}

/* The placements of one digit, a cell in each row, column and box (its
 * "templates"), as a choice of a mapping of rows to boxes in each band and
 * one of columns to bands in each stack: the cell of box (band, stack) is
 * the one where the band's mapping puts the box's row and the stack's puts
 * its column.  The passes above look at a band's mappings or a stack's
 * alone; a cell that no whole placement takes goes here.  For each digit
 * changed since it was last checked, this goes through the mappings of the
 * side (bands or stacks) with the fewer combinations of them and keeps,
 * for each combination, the cells the other side's mappings still allow
 * there (usable minicolumns, or triads, of the words cut to it).  Only
 * where at least two of the three units have a choice and there are at
 * most eight combinations, measured: on forum_hardest_1905_11plus a choice
 * in one unit alone never took a cell the other passes had left (the tree
 * the same), and more than eight combinations cost more than they saved.
 * Reads the counts of the pass over minirows, which must be up to date.
 * Returns FALSE on a contradiction (no placement left). */
static inline gboolean
fast_placements (FastState        *s,
                 const FastTriads *seen,
                 guint             digits,
                 gboolean         *changed)
{
  guint bands = 0, stacks = 0;

  /* Which digits to check, and on which side, without a branch per digit
   * (the side with the fewer combinations, counted with 0x100 more where
   * fewer than two of its units have a choice). */
  for (guint left = digits; left != 0; left &= left - 1)
    {
      guint   d = (guint)__builtin_ctz (left);
      guint64 m = seen->digit_mappings[d];
      guint   pb = _sudoku_units_cost[units_index (m)];
      guint   ps = _sudoku_units_cost[units_index (m >> 24)];
      guint   on_bands = (pb & 0xff) <= (ps & 0xff);
      guint   take = (ps ^ ((pb ^ ps) & (0u - on_bands))) <= 8;

      bands |= (take & on_bands) << d;
      stacks |= (take & (on_bands ^ 1)) << d;
    }
  /* The digits checked by bands, then those by stacks: a loop each, not
   * a branch each (the digits do not read each other's cells). */
  for (; bands != 0; bands &= bands - 1)
    {
      guint   d = (guint)__builtin_ctz (bands);
      guint64 m = seen->digit_mappings[d];
      guint   count = _sudoku_units_cost[units_index (m)] & 0xff;
      guint32 u[3] = { 0, 0, 0 };

      if (count == 0)
        return FALSE;
      placements_by_bands (s, seen, d, units_shape (m), count, u);
      if (!placements_keep (s, d, u, changed))
        return FALSE;
    }
  for (; stacks != 0; stacks &= stacks - 1)
    {
      guint   d = (guint)__builtin_ctz (stacks);
      guint64 m = seen->digit_mappings[d] >> 24;
      guint   count = _sudoku_units_cost[units_index (m)] & 0xff;
      guint32 u[3] = { 0, 0, 0 };

      if (count == 0)
        return FALSE;
      placements_by_stacks (s, seen, d, units_shape (m), count, u);
      if (!placements_keep (s, d, u, changed))
        return FALSE;
    }
  return TRUE;
}

G_END_DECLS
