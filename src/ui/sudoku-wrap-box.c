/* sudoku-wrap-box.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "sudoku-wrap-box"

#include "config.h"

#include "sudoku-wrap-box.h"

/* A row of buttons that goes on two lines where the window is narrower than
 * the row, so that a long language never sets the window's minimum width
 * with it.  Two lines at most: the window's minimum height is measured at
 * its minimum width, and a column of buttons there would make every window
 * that much higher.  Each line is centred, and in a right-to-left language
 * runs from the right.  (A GtkFlowBox wraps too, but its children are
 * focus stops and selectable rows of their own.) */

#define SPACING      6
#define MAX_CHILDREN 16

struct _SudokuWrapBox
{
  GtkWidget parent_instance;

  int       n_lines; /* at the last allocation */
};

G_DEFINE_FINAL_TYPE (SudokuWrapBox, sudoku_wrap_box, GTK_TYPE_WIDGET)

/* The children's widths, natural or minimum, and their number. */
static guint
widths (SudokuWrapBox *self,
        int           *sizes,
        guint          n_sizes,
        gboolean       natural)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL && n < n_sizes; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int min, nat;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        sizes[n++] = natural ? nat : min;
      }
  return n;
}

static guint
count_children (SudokuWrapBox *self)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static int
span (const int *sizes,
      guint      from,
      guint      to)
{
  int width = 0;

  for (guint i = from; i < to; i++)
    width += sizes[i] + (i > from ? SPACING : 0);
  return width;
}

/* Where the second line starts for @width: as many children on the first
 * line as fit, the rest on the second (@n when all fit on one). */
static guint
break_at (const int *sizes,
          guint      n,
          int        width)
{
  guint first = 0;

  while (first < n && span (sizes, 0, first + 1) <= width)
    first++;
  return MAX (first, 1);
}

/* The narrowest two lines: the widths of the longer line, over every
 * place of the break. */
static int
two_lines_width (const int *sizes,
                 guint      n)
{
  int best = span (sizes, 0, n);

  for (guint at = 1; at < n; at++)
    best = MIN (best, MAX (span (sizes, 0, at), span (sizes, at, n)));
  return best;
}

static int
line_height (SudokuWrapBox *self,
             guint          from,
             guint          to,
             int           *natural)
{
  guint index = 0;
  int   most = 0, most_natural = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        if (index >= from && index < to)
          {
            int min, nat;

            gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
            most = MAX (most, min);
            most_natural = MAX (most_natural, nat);
          }
        index++;
      }
  *natural = most_natural;
  return most;
}

/* The children's widths on lines @width wide, and where the second line
 * starts (@n when all stand on one): their natural widths where they fit,
 * else their minimum ones, as many on the first line as fit. */
static guint
plan (SudokuWrapBox *self,
      int            width,
      int           *sizes)
{
  guint n = widths (self, sizes, MAX_CHILDREN, TRUE);
  guint at = break_at (sizes, n, width);

  if (MAX (span (sizes, 0, at), span (sizes, at, n)) > width)
    {
      widths (self, sizes, MAX_CHILDREN, FALSE);
      at = break_at (sizes, n, width);
    }
  return at;
}

/* Its height follows its width (GTK asks each widget; without this, it
 * would take it from its children, each of one size). */
static GtkSizeRequestMode
sudoku_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
sudoku_wrap_box_measure (GtkWidget     *widget,
                         GtkOrientation orientation,
                         int            for_size,
                         int           *minimum,
                         int           *natural,
                         int           *minimum_baseline,
                         int           *natural_baseline)
{
  SudokuWrapBox *self = SUDOKU_WRAP_BOX (widget);
  int            sizes[MAX_CHILDREN];
  guint          n = widths (self, sizes, MAX_CHILDREN, FALSE);
  guint          at;
  int            first_natural, second_natural;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = two_lines_width (sizes, n);
      widths (self, sizes, MAX_CHILDREN, TRUE);
      *natural = span (sizes, 0, n);
      return;
    }
  /* At an unknown width, two lines (GTK then asks again at a width). */
  at = for_size < 0 ? (n > 1 ? n / 2 : n) : plan (self, for_size, sizes);
  *minimum = line_height (self, 0, at, &first_natural);
  *natural = first_natural;
  if (at < n)
    {
      *minimum += SPACING + line_height (self, at, n, &second_natural);
      *natural += SPACING + second_natural;
    }
}

/* Lays out the children from @from to @to on a line at @y, @height high,
 * centred in @width. */
static void
allocate_line (SudokuWrapBox *self,
               const int     *sizes,
               guint          from,
               guint          to,
               int            width,
               int            y,
               int            height)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int      x = MAX ((width - span (sizes, from, to)) / 2, 0);
  guint    index = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        if (index >= from && index < to)
          {
            GtkAllocation place = { rtl ? width - x - sizes[index] : x, y, sizes[index], height };

            gtk_widget_size_allocate (child, &place, -1);
            x += sizes[index] + SPACING;
          }
        index++;
      }
}

static void
sudoku_wrap_box_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  SudokuWrapBox *self = SUDOKU_WRAP_BOX (widget);
  int            sizes[MAX_CHILDREN];
  guint          n = widths (self, sizes, MAX_CHILDREN, FALSE);
  guint          at = plan (self, width, sizes);
  int            first, second = 0, unused;

  first = line_height (self, 0, at, &unused);
  if (at < n)
    second = line_height (self, at, n, &unused);
  allocate_line (self, sizes, 0, at, width, 0, first);
  if (at < n)
    allocate_line (self, sizes, at, n, width, first + SPACING, second);
  self->n_lines = at < n ? 2 : 1;
}

static void
sudoku_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sudoku_wrap_box_parent_class)->dispose (object);
}

static void
sudoku_wrap_box_class_init (SudokuWrapBoxClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_wrap_box_dispose;
  widget_class->get_request_mode = sudoku_wrap_box_get_request_mode;
  widget_class->measure = sudoku_wrap_box_measure;
  widget_class->size_allocate = sudoku_wrap_box_size_allocate;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
sudoku_wrap_box_init (SudokuWrapBox *self)
{
  self->n_lines = 1;
}

/**
 * sudoku_wrap_box_new:
 *
 * Returns: (transfer floating): a new, empty #SudokuWrapBox
 */
GtkWidget *
sudoku_wrap_box_new (void)
{
  return g_object_new (SUDOKU_TYPE_WRAP_BOX, NULL);
}

/**
 * sudoku_wrap_box_append:
 * @self: a #SudokuWrapBox
 * @child: a widget without a parent
 *
 * Adds @child after the others.
 */
void
sudoku_wrap_box_append (SudokuWrapBox *self,
                        GtkWidget     *child)
{
  g_return_if_fail (SUDOKU_IS_WRAP_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);
  g_return_if_fail (gtk_widget_get_last_child (GTK_WIDGET (self)) == NULL ||
                    count_children (self) < MAX_CHILDREN);

  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

/**
 * sudoku_wrap_box_get_n_lines:
 * @self: a #SudokuWrapBox
 *
 * Returns: on how many lines its children stand now: 1 or 2
 */
int
sudoku_wrap_box_get_n_lines (SudokuWrapBox *self)
{
  g_return_val_if_fail (SUDOKU_IS_WRAP_BOX (self), 1);

  return self->n_lines;
}
