/* sudoku-logic-forcing.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-logic"

#include "config.h"

#include "sudoku-logic-private.h"

/* Bidirectional cycles and forcing chains, as Sudoku Explainer finds and
 * rates them (its "forcing chains and cycles"; studied from its source, no
 * code taken).  A node is a candidate assumed true ("on") or false ("off").
 * From an on node the same digit goes off in every cell that sees it (and,
 * with Y-links, the cell's other digits go off); from an off node the
 * digit comes on in the other place of a unit where it had two (X-link),
 * or the other digit of a cell of two comes on (Y-link).  Each search is
 * breadth first, so each node keeps the first way it was reached.
 *
 *   a forcing chain: from a candidate on, the same candidate comes off (it
 *     is false); or from it off, it comes on (it is true);
 *   a bidirectional cycle: from a candidate on, the chain comes back to it
 *     on: the loop holds read either way round, and a candidate that sees
 *     an on node and an off node of its digit is false.
 *
 * SE runs three passes: X-links only, Y-links only (cycles only), both;
 * keeps every instance, sorts them by value (6.5 for a cycle of X- or
 * Y-links, 6.6 for a forcing X-chain, 7.0 with both kinds, plus a length
 * surcharge), then by length, then X before Y before both, and takes the
 * first. */

#define KEY(cell, digit, on) (((cell)*10u + (digit)) * 2u + (on))
#define N_KEYS               (SUDOKU_N_CELLS * 20)
#define MAX_QUEUE            65535

typedef struct
{
  guint8  cell;
  guint8  digit;
  guint8  on;
  guint8  depth;  /* the start is 1 */
  guint16 parent; /* index in the pool, or G_MAXUINT16 for the start */
  guint64 seen;   /* a bit for each node of the chain (hashed): a quick "no" */
} Node;

static inline guint64
key_bit (guint key)
{
  return G_GUINT64_CONSTANT (1) << ((key * 37u) % 64u);
}

struct _SudokuLogicForcingSpace
{
  const SudokuLogicGrid *grid;
  gboolean               y_links;
  gboolean               x_links;
  Node                   pool[MAX_QUEUE];
  guint                  n_pool;
  guint32                to_on[N_KEYS];  /* == stamp: reached on */
  guint32                to_off[N_KEYS]; /* == stamp: reached off */
  guint32                stamp;
  guint16                positions[SUDOKU_N_UNITS][10];
  const guint8 (*peers)[20]; /* box, row, column */
  /* Each candidate's links, worked out once for the three passes: what
   * it makes off when on, on when off (cells, then digits); the first
   * n_y_off (n_y_on) of each are its Y-links, the others its X-links (and,
   * off, the peers of its digit, which every pass takes). */
  guint8   n_off[SUDOKU_N_CELLS * 10];
  guint8   n_y_off[SUDOKU_N_CELLS * 10];
  guint8   off_cells[SUDOKU_N_CELLS * 10][29];
  guint8   off_digits[SUDOKU_N_CELLS * 10][29];
  guint8   n_on[SUDOKU_N_CELLS * 10];
  guint8   n_y_on[SUDOKU_N_CELLS * 10];
  guint8   on_cells[SUDOKU_N_CELLS * 10][4];
  guint8   on_digits[SUDOKU_N_CELLS * 10][4];
  gboolean best_only; /* keep only the first in SE's order */
  guint16  x_digits;  /* the digits the X-links pass starts from */
  guint    max_depth; /* deeper nodes cannot beat the one kept */
  guint    cap;       /* the longest chain looked for */
  guint16  queue_on[MAX_QUEUE];
  guint16  queue_off[MAX_QUEUE];
  guint16  found[64];
  guint    n_found;
};

typedef struct _SudokuLogicForcingSpace Search;
typedef SudokuLogicChainFound           Found;

static guint16
node_new (Search *s,
          guint   cell,
          guint   digit,
          guint   on,
          guint   parent)
{
  Node *n;

  guint depth = parent == G_MAXUINT16 ? 1 : s->pool[parent].depth + 1u;

  if (s->n_pool == MAX_QUEUE || depth > s->max_depth)
    return G_MAXUINT16;
  n = &s->pool[s->n_pool];
  n->depth = (guint8)MIN (depth, 255);
  n->seen = (parent == G_MAXUINT16 ? 0 : s->pool[parent].seen) | key_bit (KEY (cell, digit, on));
  n->cell = (guint8)cell;
  n->digit = (guint8)digit;
  n->on = (guint8)on;
  n->parent = (guint16)parent;
  return (guint16)s->n_pool++;
}

static inline guint
node_key (const Node *n)
{
  return KEY (n->cell, n->digit, n->on);
}

/* What an on node makes off, in SE's order, each once: its Y-links
 * (@n_y of them), then the peers. */
static guint
compute_on_to_off (const Search *s,
                   const Node   *p,
                   guint8        cells[29],
                   guint8        digits[29],
                   guint8       *n_y)
{
  guint   n = 0;
  guint16 bit = SUDOKU_DIGIT_BIT (p->digit);

  for (guint d = 1; d <= 9; d++)
    if (d != p->digit && (s->grid->cands[p->cell] & SUDOKU_DIGIT_BIT (d)))
      {
        cells[n] = p->cell;
        digits[n++] = (guint8)d;
      }
  *n_y = (guint8)n;
  for (guint k = 0; k < 20; k++)
    {
      guint cell = s->peers[p->cell][k];

      if (s->grid->cands[cell] & bit)
        {
          cells[n] = (guint8)cell;
          digits[n++] = p->digit;
        }
    }
  return n;
}

/* What an off node makes on, in SE's order, each once: its Y-link (@n_y:
 * none or one), then its X-links. */
static guint
compute_off_to_on (const Search *s,
                   const Node   *p,
                   guint8        cells[4],
                   guint8        digits[4],
                   guint8       *n_y)
{
  guint   n = 0;
  guint16 cands = s->grid->cands[p->cell];

  if (two_bits (cands))
    {
      cells[n] = p->cell;
      digits[n++] = (guint8)bit_first (cands & ~SUDOKU_DIGIT_BIT (p->digit));
    }
  *n_y = (guint8)n;
  for (guint type = 0; type < 3; type++)
    {
      guint    unit = cell_region (type, p->cell);
      guint    places = s->positions[unit][p->digit];
      guint    other;
      gboolean dup = FALSE;

      if (!two_bits (places))
        continue;
      other = unit_cell (unit, bit_first (places));
      if (other == p->cell)
        other = unit_cell (unit, bit_first (places & (places - 1)));
      for (guint k = 0; k < n && !dup; k++)
        dup = cells[k] == other && digits[k] == p->digit;
      if (!dup)
        {
          cells[n] = (guint8)other;
          digits[n++] = p->digit;
        }
    }
  return n;
}

/* The links of every candidate, for the three passes. */
static void
links_init (Search *s)
{
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    for (guint rest = s->grid->cands[cell]; rest != 0; rest &= rest - 1)
      {
        Node  node = { (guint8)cell, (guint8)bit_first (rest), 0, 0, 0, 0 };
        guint at = cell * 10 + node.digit;

        s->n_off[at] = (guint8)compute_on_to_off (s, &node, s->off_cells[at], s->off_digits[at], &s->n_y_off[at]);
        s->n_on[at] = (guint8)compute_off_to_on (s, &node, s->on_cells[at], s->on_digits[at], &s->n_y_on[at]);
      }
}

/* What candidate @at makes on when off (@on) or off when on, in this
 * pass: into @cells and @digits, their number. */
static inline guint
pass_links (const Search  *s,
            guint          at,
            gboolean       on,
            const guint8 **cells,
            const guint8 **digits)
{
  guint skip = s->y_links ? 0 : on ? s->n_y_on[at]
                                   : s->n_y_off[at];
  guint end = !on ? s->n_off[at] : s->x_links ? s->n_on[at]
                                              : s->n_y_on[at];

  *cells = (on ? s->on_cells[at] : s->off_cells[at]) + skip;
  *digits = (on ? s->on_digits[at] : s->off_digits[at]) + skip;
  return end - skip;
}

/* Whether a node equal to (@cell, @digit, @on) is a strict ancestor of
 * @child. */
static gboolean
is_ancestor (const Search *s,
             guint         child,
             guint         key)
{
  if (s->pool[child].parent == G_MAXUINT16 || !(s->pool[s->pool[child].parent].seen & key_bit (key)))
    return FALSE;
  for (guint p = s->pool[child].parent; p != G_MAXUINT16; p = s->pool[p].parent)
    if (node_key (&s->pool[p]) == key)
      return TRUE;
  return FALSE;
}

/* A new search: the marks of the last one are told apart by the stamp. */
static void
search_reset (Search *s)
{
  s->n_pool = 0;
  s->n_found = 0;
  if (++s->stamp == 0)
    {
      memset (s->to_on, 0, sizeof s->to_on);
      memset (s->to_off, 0, sizeof s->to_off);
      s->stamp = 1;
    }
}

/* Whether the candidate off makes the on node @key on. */
static gboolean
leads_to (const Search *s,
          guint         cell,
          guint         digit,
          guint         key)
{
  const guint8 *cells, *digits;
  guint         n = pass_links (s, cell * 10u + digit, TRUE, &cells, &digits);

  for (guint k = 0; k < n; k++)
    if (KEY (cells[k], digits[k], 1) == key)
      return TRUE;
  return FALSE;
}

/* SE's search for cycles from the on node @start.  With @target, also
 * its search for a forcing chain from @start, which takes the same nodes
 * in the same order up to the first that is @start off (the cycles' search
 * only adds nodes that lead back to @start, which lead nowhere new): that
 * node, or G_MAXUINT16 (for every chain, not only the best one: the depth
 * limits differ). */
static void
find_cycles (Search *s,
             guint   start,
             guint  *target)
{
  guint n_on = 0, head_on = 0, n_off = 0, head_off = 0, length = 0;
  guint start_key = node_key (&s->pool[start]);
  guint opposite = KEY (s->pool[start].cell, s->pool[start].digit, 0);

  s->queue_on[n_on++] = (guint16)start;
  s->to_on[start_key] = s->stamp;
  while (head_on < n_on || head_off < n_off)
    {
      length++;
      while (head_on < n_on)
        {
          guint         p = s->queue_on[head_on++];
          guint         at = s->pool[p].cell * 10u + s->pool[p].digit;
          const guint8 *cells, *digits;
          guint         n = pass_links (s, at, FALSE, &cells, &digits);

          for (guint k = 0; k < n; k++)
            {
              guint16 q;
              guint   key = KEY (cells[k], digits[k], 0);

              if (key == opposite && target != NULL && *target == G_MAXUINT16 &&
                  s->pool[p].depth + 1u <= s->cap)
                *target = node_new (s, cells[k], digits[k], 0, p);
              /* A candidate already off again: only a node reached before
               * can be an ancestor; and what it makes on, the first one
               * made on before it, so only a way back to the start is new. */
              if (s->to_off[key] == s->stamp && (!leads_to (s, cells[k], digits[k], start_key) ||
                                                 is_ancestor (s, p, key)))
                continue;
              if (n_off == MAX_QUEUE)
                continue;
              q = node_new (s, cells[k], digits[k], 0, p);
              if (q == G_MAXUINT16)
                continue;
              s->queue_off[n_off++] = q;
              s->to_off[KEY (cells[k], digits[k], 0)] = s->stamp;
            }
        }
      length++;
      while (head_off < n_off)
        {
          guint         p = s->queue_off[head_off++];
          guint         at = s->pool[p].cell * 10u + s->pool[p].digit;
          const guint8 *cells, *digits;
          guint         n = pass_links (s, at, TRUE, &cells, &digits);

          for (guint k = 0; k < n; k++)
            {
              guint   key = KEY (cells[k], digits[k], 1);
              guint16 q;

              if (length >= 4 && key == start_key && s->n_found < G_N_ELEMENTS (s->found))
                {
                  q = node_new (s, cells[k], digits[k], 1, p);
                  if (q != G_MAXUINT16)
                    s->found[s->n_found++] = q;
                }
              if (s->to_on[key] != s->stamp && n_on < MAX_QUEUE)
                {
                  q = node_new (s, cells[k], digits[k], 1, p);
                  if (q == G_MAXUINT16)
                    continue;
                  s->queue_on[n_on++] = q;
                  s->to_on[key] = s->stamp;
                }
            }
        }
    }
}

/* SE's search for a forcing chain from @start (on or off): the first node
 * that is @start's opposite, or G_MAXUINT16. */
static guint
find_forcing (Search *s,
              guint   start)
{
  guint16 *queues[2] = { s->queue_off, s->queue_on };
  guint32 *marks[2] = { s->to_off, s->to_on };
  guint    n[2] = { 0, 0 }, head[2] = { 0, 0 }, on = s->pool[start].on;
  guint    opposite = KEY (s->pool[start].cell, s->pool[start].digit, !on);

  queues[on][n[on]++] = (guint16)start;
  marks[on][node_key (&s->pool[start])] = s->stamp;
  while (head[1] < n[1] || head[0] < n[0])
    for (guint from = 2; from-- > 0;) /* the on nodes, then the off ones */
      while (head[from] < n[from])
        {
          guint         p = queues[from][head[from]++], to = !from;
          const guint8 *cells, *digits;
          guint         n_links = pass_links (s, s->pool[p].cell * 10u + s->pool[p].digit, to, &cells, &digits);

          for (guint k = 0; k < n_links; k++)
            {
              guint   key = KEY (cells[k], digits[k], to);
              guint16 q;

              /* The first way there is the chain: the rest of the
               * search cannot change it. */
              if (key == opposite && (q = node_new (s, cells[k], digits[k], to, p)) != G_MAXUINT16)
                return q;
              if (marks[to][key] != s->stamp && (q = node_new (s, cells[k], digits[k], to, p)) != G_MAXUINT16)
                {
                  queues[to][n[to]++] = q;
                  marks[to][key] = s->stamp;
                }
            }
        }
  return G_MAXUINT16;
}

/* The chain from its start to @end, into the step's nodes and cells and
 * the path of @f. */
static guint
chain_to_step (const Search *s,
               guint         end,
               Found        *f)
{
  guint16          order[SUDOKU_LOGIC_MAX_PATH]; /* a node is at most 255 deep */
  guint            n = 0;
  SudokuLogicStep *step = &f->step;

  for (guint p = end; p != G_MAXUINT16 && n < G_N_ELEMENTS (order); p = s->pool[p].parent)
    order[n++] = (guint16)p;
  step->n_nodes = 0;
  f->n_path = n;
  for (guint i = n; i-- > 0;)
    {
      const Node *node = &s->pool[order[i]];
      gboolean    listed = FALSE;

      f->path[n - 1 - i] = (guint16)node_key (node);

      /* A chain too long for the step has no nodes: never a part. */
      if (n <= SUDOKU_STEP_MAX_NODES)
        {
          step->nodes[step->n_nodes].cell = node->cell;
          step->nodes[step->n_nodes].digit = node->digit;
          step->nodes[step->n_nodes].on = node->on;
          step->nodes[step->n_nodes].link = step->n_nodes == 0 ? SUDOKU_LOGIC_LINK_BRANCH : SUDOKU_LOGIC_LINK_CHAIN;
          step->n_nodes++;
        }
      for (guint k = 0; k < step->n_cells && !listed; k++)
        listed = step->cells[k] == node->cell;
      if (!listed)
        step_add_cell (step, node->cell);
    }
  return n;
}

/* Whether an instance of this value, length and kind could come before
 * the one kept, where only the first is kept. */
static gboolean
worth_building (const Search *s,
                GArray       *found,
                guint         value,
                guint         length,
                guint         sort_key)
{
  SudokuLogicChainKey key;

  if (!s->best_only || found->len == 0)
    return TRUE;
  key.value = value;
  key.length = length;
  key.sort_key = sort_key;
  return se_chain_compare (&key, &g_array_index (found, Found, 0), NULL) < 0;
}

static void
add_found (Search *s,
           GArray *found,
           Found  *f)
{
  if (f->step.n_eliminated == 0)
    return;
  if (!s->best_only || found->len == 0)
    g_array_append_val (found, *f);
  else if (se_chain_compare (f, &g_array_index (found, Found, 0), NULL) < 0)
    g_array_index (found, Found, 0) = *f;
}

/* The number of nodes from the start to @end. */
static guint
chain_length (const Search *s,
              guint         end)
{
  guint n = 0;

  for (guint p = end; p != G_MAXUINT16; p = s->pool[p].parent)
    n++;
  return n;
}

static void
cycle_hint (Search *s,
            guint   end,
            GArray *found)
{
  Found   f;
  guint   cells_mask[3] = { 0, 0, 0 };
  guint   n = chain_length (s, end);
  guint   kind = s->x_links && s->y_links ? 4 : s->y_links ? 3
                                                           : 2;
  guint16 forward[SUDOKU_N_CELLS] = { 0 }, back[SUDOKU_N_CELLS] = { 0 };

  /* SE counts the distinct nodes: the end is the start again. */
  if (!worth_building (s, found, (kind == 4 ? 70 : 65) + _sudoku_logic_length_surcharge (n - 1), n - 1, kind))
    return;
  step_init (&f.step, s->x_links && s->y_links ? SUDOKU_TECHNIQUE_XY_CYCLE
                      : s->x_links             ? SUDOKU_TECHNIQUE_X_CYCLE
                                               : SUDOKU_TECHNIQUE_Y_CYCLE);
  n = chain_to_step (s, end, &f);
  f.cycle = TRUE;
  /* The cells of the loop: every node but the start (the end's cell). */
  for (guint p = end; s->pool[p].parent != G_MAXUINT16; p = s->pool[p].parent)
    cells_mask[s->pool[p].cell / 32] |= 1u << (s->pool[p].cell % 32);
  for (guint p = end; s->pool[p].parent != G_MAXUINT16; p = s->pool[p].parent)
    {
      const Node *node = &s->pool[p];

      for (guint k = 0; k < 20; k++)
        {
          guint other = s->peers[node->cell][k];

          if ((cells_mask[other / 32] & (1u << (other % 32))) ||
              !(s->grid->cands[other] & SUDOKU_DIGIT_BIT (node->digit)))
            continue;
          if (node->on)
            forward[other] |= SUDOKU_DIGIT_BIT (node->digit);
          else
            back[other] |= SUDOKU_DIGIT_BIT (node->digit);
        }
    }
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    step_eliminate (&f.step, s->grid, cell, forward[cell] & back[cell]);
  f.length = n - 1;
  f.value = (kind == 4 ? 70 : 65) + _sudoku_logic_length_surcharge (f.length);
  f.sort_key = kind;
  f.step.se_rating = (guint8)f.value;
  add_found (s, found, &f);
}

static void
forcing_hint (Search *s,
              guint   end,
              GArray *found)
{
  Found       f;
  const Node *target = &s->pool[end];
  guint       n = chain_length (s, end);

  if (!worth_building (s, found, (s->y_links ? 70 : 66) + _sudoku_logic_length_surcharge (n), n,
                       s->y_links ? 4 : 2))
    return;
  step_init (&f.step, s->y_links ? SUDOKU_TECHNIQUE_FORCING_CHAIN : SUDOKU_TECHNIQUE_FORCING_X_CHAIN);
  f.length = chain_to_step (s, end, &f);
  f.cycle = FALSE;
  f.step.digit = target->digit;
  if (!target->on)
    step_eliminate (&f.step, s->grid, target->cell, SUDOKU_DIGIT_BIT (target->digit));
  else
    step_eliminate (&f.step, s->grid, target->cell, s->grid->cands[target->cell] & ~SUDOKU_DIGIT_BIT (target->digit));
  f.value = (s->y_links ? 70 : 66) + _sudoku_logic_length_surcharge (f.length);
  f.sort_key = s->y_links ? 4 : 2;
  f.step.se_rating = (guint8)f.value;
  add_found (s, found, &f);
}

/* The deepest node worth making: a chain of more nodes, of this value and
 * kind, would come after the one kept.  @cycle: a cycle's end repeats its
 * start. */
static guint
depth_limit (const Search *s,
             GArray       *found,
             guint         base,
             guint         kind,
             gboolean      cycle)
{
  guint length = 1;

  if (!s->best_only || found->len == 0)
    return cycle ? s->cap + 1 : s->cap;
  while (length < s->cap &&
         worth_building (s, found, base + _sudoku_logic_length_surcharge (length + 1), length + 1, kind))
    length++;
  return cycle ? length + 1 : length;
}

static void
pass (Search *s,
      GArray *found)
{
  guint kind = s->x_links && s->y_links ? 4 : s->y_links ? 3
                                                         : 2;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    {
      guint16 cands = s->grid->cands[cell];

      if (s->grid->values[cell] != 0 || one_bit_at_most (cands))
        continue;
      if (bit_count (cands) > 2 && !s->x_links)
        continue;
      for (guint16 rest = cands; rest != 0; rest &= rest - 1)
        {
          guint digit = bit_first (rest);
          guint target;

          if (!s->y_links && !(s->x_digits & SUDOKU_DIGIT_BIT (digit)))
            continue;
          /* SE keeps its hints in this order: the cycles, then the chain
           * from the candidate on, then the one from it off. */
          target = G_MAXUINT16;
          search_reset (s);
          s->max_depth = depth_limit (s, found, kind == 4 ? 70 : 65, kind, TRUE);
          find_cycles (s, node_new (s, cell, digit, 1, G_MAXUINT16),
                       s->x_links && !s->best_only ? &target : NULL);
          for (guint k = 0; k < s->n_found; k++)
            cycle_hint (s, s->found[k], found);
          if (!s->x_links)
            continue;
          if (s->best_only)
            {
              search_reset (s);
              s->max_depth = depth_limit (s, found, kind == 4 ? 70 : 66, kind, FALSE);
              target = find_forcing (s, node_new (s, cell, digit, 1, G_MAXUINT16));
            }
          if (target != G_MAXUINT16)
            forcing_hint (s, target, found);
          search_reset (s);
          s->max_depth = depth_limit (s, found, kind == 4 ? 70 : 66, kind, FALSE);
          target = find_forcing (s, node_new (s, cell, digit, 0, G_MAXUINT16));
          if (target != G_MAXUINT16)
            forcing_hint (s, target, found);
        }
    }
}

/* SE's cycles and forcing chains on @grid into @found, sorted its way;
 * @best_only keeps the first only. */
static void
search_all (Search                *s,
            const SudokuLogicGrid *grid,
            gboolean               best_only,
            guint16                x_digits,
            GArray                *found)
{
  static const gboolean passes[3][2] = { { FALSE, TRUE }, { TRUE, FALSE }, { TRUE, TRUE } };

  s->grid = grid;
  all_positions (grid, s->positions);
  s->peers = _sudoku_logic_peers ();
  s->cap = 250;
  s->best_only = best_only;
  s->x_digits = x_digits;
  links_init (s);
  for (guint i = 0; i < 3; i++)
    {
      s->y_links = passes[i][0];
      s->x_links = passes[i][1];
      pass (s, found);
    }
  g_qsort_with_data (found->data, (gint)found->len, sizeof (Found), se_chain_compare, NULL);
}

/* The working space of searches, reused (free with g_free ()). */
SudokuLogicForcingSpace *
_sudoku_logic_forcing_space_new (void)
{
  Search *s = g_new (Search, 1);

  s->stamp = 0;
  memset (s->to_on, 0, sizeof s->to_on);
  memset (s->to_off, 0, sizeof s->to_off);
  return s;
}

/* Every cycle and forcing chain on @grid, sorted as SE sorts them; those
 * of X-links only just for @x_digits. */
void
_sudoku_logic_forcing_all (SudokuLogicForcingSpace *space,
                           const SudokuLogicGrid   *grid,
                           guint16                  x_digits,
                           GArray                  *found)
{
  search_all (space, grid, FALSE, x_digits, found);
}

/* Reports SE's cycles and forcing chains, sorted as SE sorts them. */
gboolean
_sudoku_logic_find_forcing_chains (const SudokuLogicGrid *grid,
                                   const SudokuLogicSink *sink)
{
  Search  *s = _sudoku_logic_forcing_space_new ();
  GArray  *found = g_array_new (FALSE, FALSE, sizeof (Found));
  gboolean stop = FALSE;

  /* A step takes the first in SE's order: no need to keep the others. */
  search_all (s, grid, sink->all_kinds, SUDOKU_ALL_DIGITS, found);
  for (guint i = 0; i < found->len && !stop; i++)
    stop = sink_emit (sink, &g_array_index (found, Found, i).step);
  g_array_unref (found);
  g_free (s);
  return stop;
}
