/* sudoku-solver-fast-init-private.h
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* The start of the fast strategy's search: the givens placed in its state,
 * for sudoku-solver-fast.c alone (static, like sudoku-solver-fast-private.h,
 * so that each code path gets its own copy). */

#include <string.h>

#include "sudoku-solver-fast-private.h"

G_BEGIN_DECLS

/* The cells holding a given, per band (bit 27 * band + pos of the grid at
 * bit pos of word band); with SSE2 sixteen cells at a time. */
static inline void
given_cells (const guint8 *cells,
             guint32      *given,
             gboolean      simd)
{
#if defined(__SSE2__)
  if (simd)
    {
      __m128i zero = _mm_setzero_si128 ();
      guint64 lo = 0;
      guint32 hi;

      for (guint i = 0; i < 64; i += 16)
        {
          __m128i v = _mm_loadu_si128 ((const __m128i *)(cells + i));

          lo |= (guint64)(guint16)~_mm_movemask_epi8 (_mm_cmpeq_epi8 (v, zero)) << i;
        }
      hi = (guint16)~_mm_movemask_epi8 (
             _mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *)(cells + 64)), zero)) |
           (guint32)(cells[80] != 0) << 16;
      given[0] = (guint32)lo & BAND_FULL;
      given[1] = (guint32)(lo >> 27) & BAND_FULL;
      given[2] = (guint32)(lo >> 54) | (hi << 10);
      return;
    }
#endif
  (void)simd;
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  {
    /* Eight cells at a time: bit 7 of each byte that is not zero (its
     * low seven bits plus 0x7f carry into it), the eight gathered into
     * the top byte by a multiplication. */
    guint64 lo = 0;
    guint32 hi = 0;

    for (guint i = 0; i < 80; i += 8)
      {
        guint64 v, m;

        memcpy (&v, cells + i, sizeof v);
        m = ((((v & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) + G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) | v) &
             G_GUINT64_CONSTANT (0x8080808080808080)) >>
            7;
        m = (m * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56;
        if (i < 64)
          lo |= m << i;
        else
          hi |= (guint32)m << (i - 64);
      }
    hi |= (guint32)(cells[80] != 0) << 16;
    given[0] = (guint32)lo & BAND_FULL;
    given[1] = (guint32)(lo >> 27) & BAND_FULL;
    given[2] = (guint32)(lo >> 54) | (hi << 10);
  }
#else
  for (guint band = 0; band < 3; band++)
    {
      given[band] = 0;
      for (guint pos = 0; pos < 27; pos++)
        given[band] |= (guint32)(cells[27 * band + pos] != 0) << pos;
    }
#endif
}

/* Places the givens: each takes its cell from the other digits, and its
 * row, box and column from its own.  Gathered first, then applied once to
 * each word.  Returns FALSE when they clash (a given's cell is taken from
 * its digit by a peer) or one is not a digit: then sudoku_check_givens ()
 * says which. */
static inline gboolean
fast_init_plain (FastState    *s,
                 const guint8 *cells,
                 gboolean      simd)
{
  /* own has a 28th word for digit_columns (), which reads four. */
  guint32 given[3], own[28] = { 0 }, peers[27] = { 0 };

  s->dirty = 0;
  given_cells (cells, given, simd);
  for (guint band = 0; band < 3; band++)
    {
      guint32 g = given[band];

      while (g != 0)
        {
          guint pos = (guint)__builtin_ctz (g);
          guint value = cells[27 * band + pos];
          guint i;

          g &= g - 1;
          if (value > 9)
            return FALSE;
          i = 3 * (value - 1) + band;
          own[i] |= 1u << pos;
          peers[i] |= _sudoku_band_peers[pos];
        }
    }
  for (guint d = 0; d < 9; d++)
    for (guint band = 0; band < 3; band++)
      {
        guint   i = 3 * d + band;
        guint32 other = digit_columns (own + 3 * d) & ~(ROW_BITS << (9 * band));
        guint32 x;

        other = (other | (other >> 9) | (other >> 18)) & ROW_BITS;
        x = (BAND_FULL & ~(given[band] & ~own[i])) & ~peers[i] & ~(other * 0x40201u);
        if (own[i] & ~x)
          return FALSE;
        s->f[i] = x;
        s->dirty |= (guint32)(x != 0) << i;
      }
  /* The givens are placed: propagation need not find them again. */
  for (guint band = 0; band < 3; band++)
    s->solved[band] = given[band];
  return TRUE;
}

#if defined(__AVX2__)
/* The same without a loop over the givens or a branch (AVX2: the same
 * with SSE2 was slower than the loop, measured).  Each digit's cells are
 * found 32 at a time, and the words are worked out eight at a time.  A digit's cells
 * in a band take from its word their rows and boxes (its columns inside
 * the band are in those boxes) and its columns in all three bands; the
 * other digits' givens take their cells.  A clash is two of a digit's
 * cells in a row or a box of a band, or in a column. */

typedef guint32 FastLanes __attribute__ ((vector_size (32)));

/* Word 3 * digit + band of own: the digit's cells in the band; given: the
 * cells holding any.  Returns FALSE if a cell holds more than 9. */
static inline gboolean
init_digits (const guint8 *cells,
             guint32       own[32],
             guint32       given[3])
{
  /* Cells 0-31, 32-63 and 49-80 (the last 17 from its bit 15). */
  __m256i a = _mm256_loadu_si256 ((const __m256i *)cells);
  __m256i b = _mm256_loadu_si256 ((const __m256i *)(cells + 32));
  __m256i c = _mm256_loadu_si256 ((const __m256i *)(cells + 49));
  __m256i nine = _mm256_set1_epi8 (9);
  __m256i top = _mm256_max_epu8 (_mm256_max_epu8 (a, b), c);

  if (_mm256_movemask_epi8 (_mm256_cmpeq_epi8 (_mm256_max_epu8 (top, nine), nine)) != -1)
    return FALSE;
  given[0] = given[1] = given[2] = 0;
  for (guint d = 0; d < 9; d++)
    {
      guint64 lo;
      guint32 hi;
      __m256i v = _mm256_set1_epi8 ((char)(d + 1));

      lo = (guint64)(guint32)_mm256_movemask_epi8 (_mm256_cmpeq_epi8 (a, v)) |
           (guint64)(guint32)_mm256_movemask_epi8 (_mm256_cmpeq_epi8 (b, v)) << 32;
      hi = (guint32)_mm256_movemask_epi8 (_mm256_cmpeq_epi8 (c, v)) >> 15;
      own[3 * d] = (guint32)lo & BAND_FULL;
      own[3 * d + 1] = (guint32)(lo >> 27) & BAND_FULL;
      own[3 * d + 2] = (guint32)(lo >> 54) | (hi << 10);
      for (guint band = 0; band < 3; band++)
        given[band] |= own[3 * d + band];
    }
  for (guint k = 27; k < 32; k++)
    own[k] = 0;
  return TRUE;
}

/* For each word of own: its columns in its band (cols), and the rows and
 * boxes its cells take (fill).  Returns FALSE if two cells share one. */
static inline gboolean
init_lanes (const guint32 own[32],
            guint32       cols[32],
            guint32       fill[32])
{
  FastLanes dup = { 0 };

  for (guint k = 0; k < 32; k += 8)
    {
      FastLanes o, col, rows, boxes, box3;

      memcpy (&o, own + k, sizeof o);
      col = (o | (o >> 9) | (o >> 18)) & ROW_BITS;
      /* Bit 8 of each row of o that has a cell, moved to bit 0. */
      rows = ((((o & 0x3fdfeffu) + 0x3fdfeffu) | o) & 0x4020100u) >> 8;
      boxes = (col | (col >> 1) | (col >> 2)) & 0x49u;
      box3 = (boxes << 3) - boxes;
      memcpy (cols + k, &col, sizeof col);
      rows = ((rows << 9) - rows) | box3 | (box3 << 9) | (box3 << 18);
      memcpy (fill + k, &rows, sizeof rows);
      for (guint r = 0; r < 3; r++)
        {
          FastLanes line = (o >> (9 * r)) & ROW_BITS;
          FastLanes box = o & (0x1c0e07u << (3 * r));

          dup |= (line & (line - 1)) | (box & (box - 1));
        }
    }
  for (guint k = 1; k < 8; k++)
    dup[0] |= dup[k];
  return dup[0] == 0;
}

/* Bit k set where lane k is not zero. */
static inline guint32
lanes_nonzero (const FastLanes *x)
{
  FastLanes nz = (FastLanes)(*x != 0);
  __m256i   v;

  memcpy (&v, &nz, sizeof v);
  return (guint32)_mm256_movemask_ps (_mm256_castsi256_ps (v));
}

static inline gboolean
fast_init_simd (FastState    *s,
                const guint8 *cells)
{
  guint32 own[32] __attribute__ ((aligned (32)));
  guint32 cols[32] __attribute__ ((aligned (32)));
  guint32 fill[32] __attribute__ ((aligned (32)));
  guint32 taken[32] __attribute__ ((aligned (32)));
  guint32 given[3], clash = 0, dirty = 0;

  if (!init_digits (cells, own, given) || !init_lanes (own, cols, fill))
    return FALSE;
  /* A digit's columns in the three bands, and a column taken twice. */
  for (guint d = 0; d < 9; d++)
    {
      guint32 c0 = cols[3 * d], c1 = cols[3 * d + 1], c2 = cols[3 * d + 2];
      guint32 all = (c0 | c1 | c2) * 0x40201u;

      clash |= (c0 & c1) | (c0 & c2) | (c1 & c2);
      for (guint band = 0; band < 3; band++)
        taken[3 * d + band] = fill[3 * d + band] | all | given[band];
    }
  if (clash != 0)
    return FALSE;
  for (guint k = 27; k < 32; k++)
    taken[k] = 0;

  /* What is left to each word: its own cells, and the cells nothing
   * takes. */
  for (guint k = 0; k < 27; k += 8)
    {
      FastLanes t, o, x;

      memcpy (&t, taken + k, sizeof t);
      memcpy (&o, own + k, sizeof o);
      x = (~t & BAND_FULL) | o;
      memcpy (fill + k, &x, sizeof x);
      dirty |= lanes_nonzero (&x) << k;
    }
  memcpy (s->f, fill, sizeof s->f);
  s->dirty = dirty & BAND_FULL;
  for (guint band = 0; band < 3; band++)
    s->solved[band] = given[band];
  return TRUE;
}
#endif

static inline gboolean
fast_init (FastState    *s,
           const guint8 *cells,
           gboolean      simd)
{
#if defined(__AVX2__)
  if (simd)
    return fast_init_simd (s, cells);
#endif
  return fast_init_plain (s, cells, simd);
}

G_END_DECLS
