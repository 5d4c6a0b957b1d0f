/* sudoku-solver-tables.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-solver"

#include "config.h"

#include "sudoku-solver-private.h"

/* The fast strategy's tables (see sudoku-solver-fast.c): a triad is a
 * minirow, three cells of a row inside a box; in a band, bit 3 * row + box of
 * a 9-bit index.  The same tables serve the minicolumns of a stack, bit
 * 3 * band + column. */

guint8  _sudoku_row_triads[512];     /* 9-bit row -> the 3 boxes it has candidates in */
guint32 _sudoku_triad_shrink[512];   /* triads present -> cells of the usable ones */
guint32 _sudoku_band_peers[27];      /* cells sharing a row or box with a cell, in its band */
guint8  _sudoku_triad_mappings[512]; /* triads present -> how many mappings they allow */
guint8  _sudoku_triad_first[512];    /* triads present -> a triad of the first mapping not in all */
guint16 _sudoku_triad_required[512]; /* triads present -> those in every mapping */
guint16 _sudoku_triad_peers[512];    /* triads -> the others sharing a row or box with them */
guint32 _sudoku_triad_cells[512];    /* triads -> their cells */
guint32 _sudoku_triad_info[512];     /* triads present -> required | mappings << 16 */
/* The same read as a stack's minicolumns present, the usable and the
 * required ones as columns of the three bands, 9 bits a band, for stack 0
 * (shifted left 3 * stack for the others). */
guint32 _sudoku_triad_usable_cols[512];
guint32 _sudoku_triad_required_cols[512];
/* The six mappings of a band's rows to its boxes (as of init_tables ()'s
 * perms): triads present -> the mappings they allow, bit per mapping; a
 * mapping -> its cells in a band; a mapping read as one of a stack's
 * columns to its bands -> the column it gives each band, bit
 * 9 * band + column (shifted left 3 * stack for the others). */
guint8  _sudoku_triad_perms[512];
guint32 _sudoku_perm_cells[6];
guint32 _sudoku_perm_cols[6];
/* triads present -> its first four mappings, 4 bits each, the last one
 * repeated to fill the four */
guint16 _sudoku_triad_perm_list[512];
/* how many mappings three units have, (n0 - 1) | (n1 - 1) << 2 |
 * (n2 - 1) << 4 (at most four each) -> eight of their combinations, each
 * the index of a mapping in each unit (and a byte unused), all of them and
 * then again from the first */
guint8  _sudoku_combos[64][8][4];
/* a band's columns, bit per column -> the same by stack, bit 9 * stack +
 * column in it */
guint32 _sudoku_cols_by_stack[512];
/* three units' counts of mappings, n0 | n1 << 3 | n2 << 6 -> how many
 * combinations, plus 0x100 where fewer than two units have a choice */
guint16 _sudoku_units_cost[512];
/* word 3 * digit + band -> all ones for the words of digits 0-7 in its band
 * but its own, for clearing a band's cells from the other digits with SIMD */
guint32 _sudoku_band_lanes[27][24] __attribute__ ((aligned (32)));

/* Minicolumns of stack 0, bit 3 * band + column, as columns of the three
 * bands, bit 9 * band + column. */
static guint32
triads_as_columns (guint triads)
{
  return (triads & 7) | ((triads & 0x38) << 6) | ((triads & 0x1c0) << 12);
}

/* The tables of the whole placements' check (fast_placements ()), once
 * _sudoku_triad_perms is filled. */
static void
init_placement_tables (void)
{
  for (guint present = 0; present < 512; present++)
    for (guint p = 0, i = 0, last = 0; i < 4; p++)
      {
        if (p < 6 && !(_sudoku_triad_perms[present] & (1u << p)))
          continue;
        if (p < 6)
          last = p;
        _sudoku_triad_perm_list[present] |= (guint16)(last << (4 * i++));
      }

  for (guint v = 0; v < 512; v++)
    _sudoku_cols_by_stack[v] = triads_as_columns (v);

  for (guint v = 0; v < 512; v++)
    {
      guint n0 = v & 7, n1 = (v >> 3) & 7, n2 = v >> 6;

      _sudoku_units_cost[v] = (guint16)(MIN (n0 * n1 * n2, 0xffu) |
                                        ((n0 > 1) + (n1 > 1) + (n2 > 1) < 2 ? 0x100 : 0));
    }

  for (guint shape = 0; shape < 64; shape++)
    {
      guint n0 = (shape & 3) + 1, n1 = ((shape >> 2) & 3) + 1, n2 = (shape >> 4) + 1;

      for (guint k = 0; k < 8; k++)
        {
          guint j = k % (n0 * n1 * n2);

          _sudoku_combos[shape][k][0] = (guint8)(j % n0);
          _sudoku_combos[shape][k][1] = (guint8)(j / n0 % n1);
          _sudoku_combos[shape][k][2] = (guint8)(j / (n0 * n1));
        }
    }
}

static void
init_tables (void)
{
  static const guint8 perms[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
  };

  for (guint v = 0; v < 512; v++)
    _sudoku_row_triads[v] = ((v & 0007) ? 1 : 0) | ((v & 0070) ? 2 : 0) | ((v & 0700) ? 4 : 0);

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
              _sudoku_triad_perms[present] |= (guint8)(1u << p);
              _sudoku_perm_cells[p] = cells;
              _sudoku_perm_cols[p] = (1u << perms[p][0]) | (1u << (9 + perms[p][1])) |
                                     (1u << (18 + perms[p][2]));
              if (n_mappings++ == 0)
                first = triads;
              usable |= triads;
              required &= triads;
              mask |= cells;
            }
        }
      _sudoku_triad_shrink[present] = mask;
      _sudoku_triad_required[present] = usable != 0 ? (guint16)required : 0;
      _sudoku_triad_mappings[present] = (guint8)n_mappings;
      first &= ~required;
      _sudoku_triad_first[present] = first != 0 ? (guint8)__builtin_ctz (first) : 0;
      _sudoku_triad_info[present] = _sudoku_triad_required[present] | (n_mappings << 16);
      _sudoku_triad_usable_cols[present] = triads_as_columns (usable);
      _sudoku_triad_required_cols[present] = triads_as_columns (_sudoku_triad_required[present]);

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
      _sudoku_triad_cells[present] = mask;
      _sudoku_triad_peers[present] = (guint16)usable;
    }

  for (guint p = 0; p < 27; p++)
    {
      guint32 peers = 0;

      for (guint q = 0; q < 27; q++)
        if (q != p && (q / 9 == p / 9 || (q % 9) / 3 == (p % 9) / 3))
          peers |= 1u << q;
      _sudoku_band_peers[p] = peers;
    }

  for (guint i = 0; i < 27; i++)
    for (guint j = 0; j < 24; j++)
      _sudoku_band_lanes[i][j] = j % 3 == i % 3 && j != i ? 0xffffffffu : 0;
  init_placement_tables ();
}

void
_sudoku_solver_ensure_tables (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables ();
      g_once_init_leave (&initialized, 1);
    }
}
