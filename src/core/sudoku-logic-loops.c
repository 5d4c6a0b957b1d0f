/* sudoku-logic-loops.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Unique rectangles and loops, types 1 to 4, as Sudoku Explainer finds and
 * rates them (studied from its source, no code taken): a closed path of
 * cells that all hold the digits x and y, each unit it passes through
 * visited twice, once from an odd and once from an even place of the loop.
 * Were every cell of it x or y, the two digits could be swapped: a second
 * solution.  So the cells with more candidates ("extra" cells) rescue it:
 *
 *   type 1: one extra cell, which is neither x nor y;
 *   type 2: the extra cells have one extra digit z, one of them is z, and z
 *     leaves every cell that sees them all;
 *   type 3: two extra cells, which act as one cell holding their extra
 *     digits: with other cells of a unit they share, a naked subset; or a
 *     hidden subset with x and y in that unit;
 *   type 4: two extra cells in a unit where x fits only in them: one of
 *     them is x, so neither can be y.
 *
 * SE lists every instance, sorts them by value (4.5 for a rectangle, more
 * for longer loops and bigger subsets), then by type, and takes the first;
 * the rating does the same, so the search, its order and its odd corners
 * follow SE's. */

enum
{
  TYPE_1,
  TYPE_2,
  TYPE_3_NAKED,
  TYPE_3_HIDDEN,
  TYPE_4,
};

#define MAX_LOOP  SUDOKU_STEP_MAX_CELLS
#define MAX_LOOPS 512
#define MAX_STEPS 256

static inline guint
index_in (guint unit,
          guint cell)
{
  for (guint i = 0; i < 9; i++)
    if (unit_cell (unit, i) == cell)
      return i;
  return 9;
}

typedef struct
{
  const SudokuLogicGrid *grid;
  guint16                pair;
  guint8                 path[MAX_LOOP];
  guint                  len;
  guint32                seen[2]; /* the units the path meets, by parity */
  guint8                 loops[MAX_LOOPS][MAX_LOOP];
  guint8                 loop_len[MAX_LOOPS];
  guint                  n_loops;
} LoopSearch;

static gboolean
in_path (const LoopSearch *s,
         guint             cell)
{
  for (guint i = 0; i < s->len; i++)
    if (s->path[i] == cell)
      return TRUE;
  return FALSE;
}

static inline guint32
units_of (guint cell)
{
  return (1u << cell_region (0, cell)) | (1u << cell_region (1, cell)) | (1u << cell_region (2, cell));
}

/* Every closed path from path[0] through @cell: SE's walk, which changes
 * the unit type at each cell, allows two cells with extra digits (or more
 * that share one extra digit), and gathers the extra digits of every cell
 * it looks at from one cell, not only of the path (kept as SE has it).
 * SE keeps only the loops that meet each unit from an odd and an even
 * place: a path that meets a unit twice from places of the same parity
 * cannot become one, and is not walked on (the same loops, far faster). */
static void
walk (LoopSearch *s,
      guint       cell,
      int         allowed,
      guint       extra,
      int         last_type)
{
  if (s->len == MAX_LOOP)
    return;
  s->path[s->len++] = (guint8)cell;
  for (guint type = 0; type < 3; type++)
    {
      guint unit;

      if ((int)type == last_type)
        continue;
      unit = cell_region (type, cell);
      for (guint i = 0; i < 9; i++)
        {
          guint next = unit_cell (unit, i);
          guint cands = s->grid->cands[next];

          if (next == s->path[0] && s->len >= 4)
            {
              if (s->n_loops < MAX_LOOPS)
                {
                  memcpy (s->loops[s->n_loops], s->path, s->len);
                  s->loop_len[s->n_loops++] = (guint8)s->len;
                }
            }
          else if (!in_path (s, next) && (cands & s->pair) == s->pair)
            {
              guint   n = bit_count (cands);

              guint32 units = units_of (next);
              guint   parity = s->len % 2;

              extra = (extra | cands) & ~s->pair;
              if ((n == 2 || bit_count (extra) == 1 || allowed > 0) && !(s->seen[parity] & units))
                {
                  s->seen[parity] |= units;
                  walk (s, next, allowed - (n > 2), extra, (int)type);
                  s->seen[parity] &= ~units;
                }
            }
        }
    }
  s->len--;
}

/* Every unit a cell of the loop lies in is met twice, from places of
 * different parity. */
static gboolean
loop_is_valid (const guint8 *loop,
               guint         len)
{
  guint32 odd = 0, even = 0;

  for (guint i = 0; i < len; i++)
    for (guint type = 0; type < 3; type++)
      {
        guint32  bit = 1u << cell_region (type, loop[i]);
        guint32 *seen = i % 2 ? &odd : &even;

        if (*seen & bit)
          return FALSE;
        *seen |= bit;
      }
  return odd == even;
}

typedef struct
{
  SudokuLogicStep step;
  guint           type;
  guint64         set[2]; /* the loop's cells, for SE's test of sameness */
} Found;

typedef struct
{
  Found *found;
  guint  n;
} FoundList;

static void
cell_set (const guint8 *cells,
          guint         n,
          guint64       set[2])
{
  set[0] = set[1] = 0;
  for (guint i = 0; i < n; i++)
    set[cells[i] / 64] |= G_GUINT64_CONSTANT (1) << (cells[i] % 64);
}

/* SE keeps one instance of each kind per set of loop cells, the first. */
static void
found_add (FoundList             *list,
           const SudokuLogicStep *step,
           guint                  type,
           const guint8          *loop,
           guint                  len)
{
  Found f;

  if (step->n_eliminated == 0 || list->n == MAX_STEPS)
    return;
  f.step = *step;
  f.type = type;
  cell_set (loop, len, f.set);
  for (guint i = 0; i < list->n; i++)
    if (list->found[i].type == type && list->found[i].set[0] == f.set[0] && list->found[i].set[1] == f.set[1])
      return;
  list->found[list->n++] = f;
}

static guint
loop_value (guint len)
{
  return 45 + (len >= 10 ? 3 : 0) + (len >= 8 ? 2 : len >= 6 ? 1
                                                             : 0);
}

/* The step's cells: the loop, then its extra cells (and for type 3 the
 * other cells of the subset), n_extra of them. */
static void
loop_step_init (SudokuLogicStep *step,
                SudokuTechnique  technique,
                guint16          pair,
                const guint8    *loop,
                guint            len)
{
  step_init (step, technique);
  step->digits = pair;
  for (guint i = 0; i < len; i++)
    step_add_cell (step, loop[i]);
  step->se_rating = (guint8)loop_value (len);
}

static void
add_extra (SudokuLogicStep *step,
           guint            cell)
{
  if (step->n_cells < SUDOKU_STEP_MAX_CELLS)
    {
      step_add_cell (step, cell);
      step->n_extra++;
    }
}

/* The cells that see every one of @cells (as SE's shared houses), but
 * those. */
static void
eliminate_seen_by_all (SudokuLogicStep       *step,
                       const SudokuLogicGrid *grid,
                       const guint8          *cells,
                       guint                  n,
                       guint                  digit)
{
  for (guint other = 0; other < SUDOKU_N_CELLS; other++)
    {
      gboolean all = TRUE;

      for (guint i = 0; i < n && all; i++)
        all = cells_see (other, cells[i]);
      if (all)
        step_eliminate (step, grid, other, SUDOKU_DIGIT_BIT (digit));
    }
}

static void
add_type_2 (FoundList             *list,
            const SudokuLogicGrid *grid,
            guint16                pair,
            const guint8          *loop,
            guint                  len,
            const guint8          *extra,
            guint                  n_extra)
{
  SudokuLogicStep step;
  guint           digit = bit_first (grid->cands[extra[0]] & ~pair);

  loop_step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_LOOP_2, pair, loop, len);
  step.digit = (guint8)digit;
  for (guint i = 0; i < n_extra; i++)
    add_extra (&step, extra[i]);
  eliminate_seen_by_all (&step, grid, extra, n_extra, digit);
  found_add (list, &step, TYPE_2, loop, len);
}

/* Type 3 with a naked subset: c1 (as the extra digits of both) and
 * degree - 1 other cells of @unit, c2 left out. */
static void
add_type_3_naked (FoundList             *list,
                  const SudokuLogicGrid *grid,
                  guint16                pair,
                  const guint8          *loop,
                  guint                  len,
                  guint                  c1,
                  guint                  c2,
                  guint                  unit,
                  guint                  degree)
{
  guint16 extra = (grid->cands[c1] | grid->cands[c2]) & ~pair;
  guint   i1 = index_in (unit, c1), i2 = index_in (unit, c2);

  for (guint chosen = (1u << degree) - 1; chosen < 0x200; chosen = next_combination (chosen))
    {
      guint16  naked, all = 0;
      gboolean ok = TRUE;

      if (!(chosen & (1u << i1)) || (chosen & (1u << i2)))
        continue;
      naked = extra & grid->cands[c1] & grid->cands[c2];
      for (guint i = 0; i < 9; i++)
        if (chosen & (1u << i))
          {
            guint16 cands = i == i1 ? extra : grid->cands[unit_cell (unit, i)];

            if (i != i1)
              naked |= cands;
            ok &= bit_count (cands) > 1;
            all |= cands;
          }
      if (bit_count (naked) == degree && ok && bit_count (all) == degree)
        {
          SudokuLogicStep step;

          loop_step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_LOOP_3, pair, loop, len);
          step.se_rating += (guint8)(degree - 1);
          step.set_digits = all;
          step_add_unit (&step, unit);
          add_extra (&step, c1);
          add_extra (&step, c2);
          for (guint i = 0; i < 9; i++)
            if ((chosen & (1u << i)) && i != i1)
              add_extra (&step, unit_cell (unit, i));
          for (guint i = 0; i < 9; i++)
            if (!(chosen & (1u << i)) && i != i2)
              step_eliminate (&step, grid, unit_cell (unit, i), all);
          found_add (list, &step, TYPE_3_NAKED, loop, len);
        }
    }
}

/* Type 3 with a hidden subset: x, y and degree - 2 digits outside the
 * extra ones, in degree cells of @unit, c2 left out. */
static void
add_type_3_hidden (FoundList             *list,
                   const SudokuLogicGrid *grid,
                   guint16                pair,
                   const guint8          *loop,
                   guint                  len,
                   guint                  c1,
                   guint                  c2,
                   guint                  unit,
                   guint                  degree)
{
  guint16 extra = (grid->cands[c1] | grid->cands[c2]) & ~pair;
  guint   i1 = index_in (unit, c1), i2 = index_in (unit, c2);

  {
    guint8 rest[9];
    guint  n_rest = 0;

    for (guint d = 1; d <= 9; d++)
      if (!(pair & SUDOKU_DIGIT_BIT (d)) && !(extra & SUDOKU_DIGIT_BIT (d)))
        rest[n_rest++] = (guint8)d;
    if (degree - 2 > n_rest)
      return;
    for (guint chosen = (1u << (degree - 2)) - 1; chosen < (1u << n_rest);
         chosen = degree == 2 ? (1u << n_rest) : next_combination (chosen))
      {
        guint16  digits = pair, where = 0;
        gboolean ok = TRUE;

        for (guint i = 0; i < n_rest; i++)
          if (chosen & (1u << i))
            digits |= SUDOKU_DIGIT_BIT (rest[i]);
        for (guint rest_d = digits; rest_d != 0; rest_d &= rest_d - 1)
          {
            guint places = unit_positions (grid, unit, bit_first (rest_d)) & ~(1u << i2);

            ok &= places != 0;
            where |= places;
          }
        if (ok && bit_count (where) == degree)
          {
            SudokuLogicStep step;

            where &= ~((1u << i1) | (1u << i2));
            loop_step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_LOOP_3_HIDDEN, pair, loop, len);
            step.se_rating += (guint8)bit_count (where) - 1;
            step.set_digits = digits;
            step_add_unit (&step, unit);
            add_extra (&step, c1);
            add_extra (&step, c2);
            for (guint i = 0; i < 9; i++)
              if (where & (1u << i))
                {
                  add_extra (&step, unit_cell (unit, i));
                  step_eliminate (&step, grid, unit_cell (unit, i), ~digits & SUDOKU_ALL_DIGITS);
                }
            found_add (list, &step, TYPE_3_HIDDEN, loop, len);
          }
      }
  }
}

static void
add_type_3 (FoundList             *list,
            const SudokuLogicGrid *grid,
            guint16                pair,
            const guint8          *loop,
            guint                  len,
            guint                  c1,
            guint                  c2)
{
  guint16 extra = (grid->cands[c1] | grid->cands[c2]) & ~pair;

  for (guint degree = bit_count (extra); degree <= 7; degree++)
    for (guint type = 0; type < 3; type++)
      {
        guint unit = cell_region (type, c1);
        guint n_empty;

        if (unit != cell_region (type, c2))
          continue;
        n_empty = unit_empty_count (grid, unit);
        if (degree * 2 <= n_empty)
          add_type_3_naked (list, grid, pair, loop, len, c1, c2, unit, degree);
        if (degree * 2 < n_empty)
          add_type_3_hidden (list, grid, pair, loop, len, c1, c2, unit, degree);
      }
}

static void
add_type_4 (FoundList             *list,
            const SudokuLogicGrid *grid,
            guint16                pair,
            const guint8          *loop,
            guint                  len,
            guint                  c1,
            guint                  c2)
{
  guint           v1 = bit_first (pair), v2 = bit_first (pair & (pair - 1));
  int             unit1 = -1, unit2 = -1;
  SudokuLogicStep step;

  for (guint type = 0; type < 3; type++)
    {
      guint unit = cell_region (type, c1);
      guint has = 0;

      if (unit != cell_region (type, c2))
        continue;
      for (guint i = 0; i < 9; i++)
        {
          guint cell = unit_cell (unit, i);

          if (cell != c1 && cell != c2)
            has |= grid->cands[cell];
        }
      if (!(has & SUDOKU_DIGIT_BIT (v1)))
        unit1 = (int)unit;
      if (!(has & SUDOKU_DIGIT_BIT (v2)))
        unit2 = (int)unit;
    }
  if (unit1 < 0 && unit2 < 0)
    return;
  loop_step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_LOOP_4, pair, loop, len);
  step.digit = (guint8)(unit1 >= 0 ? v1 : v2);
  step_add_unit (&step, (guint)(unit1 >= 0 ? unit1 : unit2));
  add_extra (&step, c1);
  add_extra (&step, c2);
  step_eliminate (&step, grid, c1, SUDOKU_DIGIT_BIT (unit1 >= 0 ? v2 : v1));
  step_eliminate (&step, grid, c2, SUDOKU_DIGIT_BIT (unit1 >= 0 ? v2 : v1));
  found_add (list, &step, TYPE_4, loop, len);
}

static void
loop_hints (FoundList             *list,
            const SudokuLogicGrid *grid,
            guint16                pair,
            const guint8          *loop,
            guint                  len)
{
  guint8 extra[MAX_LOOP];
  guint  n_extra = 0;

  for (guint i = 0; i < len; i++)
    if (bit_count (grid->cands[loop[i]]) > 2)
      extra[n_extra++] = loop[i];
  if (n_extra == 1)
    {
      SudokuLogicStep step;
      guint8          turned[MAX_LOOP];
      guint           at = 0;

      /* The rescue cell last, the loop in its order. */
      while (loop[at] != extra[0])
        at++;
      for (guint i = 0; i < len; i++)
        turned[i] = loop[(at + 1 + i) % len];
      loop_step_init (&step, SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE, pair, turned, len);
      step_eliminate (&step, grid, extra[0], pair);
      found_add (list, &step, TYPE_1, loop, len);
    }
  else if (n_extra > 2)
    add_type_2 (list, grid, pair, loop, len, extra, n_extra);
  else if (n_extra == 2)
    {
      guint16 rest = (grid->cands[extra[0]] | grid->cands[extra[1]]) & ~pair;

      if (bit_count (rest) == 1)
        add_type_2 (list, grid, pair, loop, len, extra, 2);
      else if (bit_count (rest) >= 2)
        add_type_3 (list, grid, pair, loop, len, extra[0], extra[1]);
      add_type_4 (list, grid, pair, loop, len, extra[0], extra[1]);
    }
}

static gint
found_compare (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const Found *fa = a, *fb = b;
  guint        ta = fa->type == TYPE_3_HIDDEN ? TYPE_3_NAKED : fa->type;
  guint        tb = fb->type == TYPE_3_HIDDEN ? TYPE_3_NAKED : fb->type;

  if (fa->step.se_rating != fb->step.se_rating)
    return fa->step.se_rating < fb->step.se_rating ? -1 : 1;
  return (int)ta - (int)tb;
}

/* Reports SE's unique loops of every type, sorted as SE sorts them. */
gboolean
_sudoku_logic_find_unique_loops (const SudokuLogicGrid *grid,
                                 const SudokuLogicSink *sink)
{
  LoopSearch *s = g_new (LoopSearch, 1);
  FoundList   list = { g_new (Found, MAX_STEPS), 0 };
  gboolean    stop = FALSE;

  s->grid = grid;
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      if (!two_bits (grid->cands[cell]))
        continue;
      s->pair = grid->cands[cell];
      s->len = 0;
      s->n_loops = 0;
      s->seen[0] = units_of (cell);
      s->seen[1] = 0;
      walk (s, cell, 2, 0, -1);
      for (guint k = 0; k < s->n_loops; k++)
        if (loop_is_valid (s->loops[k], s->loop_len[k]))
          loop_hints (&list, grid, s->pair, s->loops[k], s->loop_len[k]);
    }
  /* g_qsort_with_data () is stable (a merge sort), as SE's sort. */
  g_qsort_with_data (list.found, (gint)list.n, sizeof (Found), found_compare, NULL);
  for (guint i = 0; i < list.n && !stop; i++)
    stop = sink_emit (sink, &list.found[i].step);
  g_free (list.found);
  g_free (s);
  return stop;
}
