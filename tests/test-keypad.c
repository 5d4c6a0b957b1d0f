/* test-keypad.c
 *
 * Copyright 2026 The Sudoku Solver authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-keypad"

#include "config.h"

#include <dlfcn.h>
#include <string.h>

#include <gtk/gtk.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "sudoku-grid-private.h"
#include "sudoku-keypad.h"
#include "sudoku-stage.h"
#include "sudoku-test-util.h"
#include "sudoku-window-private.h"
#include "sudoku-window.h"

/* Playing without a keyboard, in the real window: the keypad's digits,
 * their counts and greying, Erase, the Notes switch, the picker on a cell,
 * where the keypad stands, and its contrast.  Clicks are real: X events
 * from the X server's XTest extension (as xdotool makes them), so that the
 * gestures see what a mouse, a pen or (in their pointer emulation) a
 * finger gives them. */

#define EASY "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define EASY_SOLUTION \
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

/* Real clicks */

typedef int (*FakeMotionFunc) (void *display, int screen, int x, int y, unsigned long delay);
typedef int (*FakeButtonFunc) (void *display, unsigned button, int is_press, unsigned long delay);

static FakeMotionFunc fake_motion;
static FakeButtonFunc fake_button;

/* libXtst is there with xdotool and with GTK's X11 backend's
 * dependencies on most systems, not always with its headers. */
static gboolean
have_xtest (void)
{
#ifdef GDK_WINDOWING_X11
  static void *lib;

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    return FALSE;
  if (lib == NULL)
    lib = dlopen ("libXtst.so.6", RTLD_NOW);
  if (lib != NULL && fake_motion == NULL)
    {
      fake_motion = (FakeMotionFunc)dlsym (lib, "XTestFakeMotionEvent");
      fake_button = (FakeButtonFunc)dlsym (lib, "XTestFakeButtonEvent");
    }
  return fake_motion != NULL && fake_button != NULL;
#else
  return FALSE;
#endif
}

static gboolean
count_release_cb (GtkEventControllerLegacy *legacy,
                  GdkEvent                 *event,
                  guint                    *releases)
{
  if (gdk_event_get_event_type (event) == GDK_BUTTON_RELEASE)
    (*releases)++;
  return FALSE;
}

static gboolean
released (gpointer data)
{
  return *(guint *)data > 0;
}

/* Presses @button on @widget's middle, holds it @hold seconds, releases it,
 * and returns once GTK has handled the release (on a busy machine the X
 * server may take its time) in @widget's window or, if it is not %NULL,
 * in @opens (a popover the press opens, which takes the release). */
static void
real_click (GtkWidget *widget,
            guint      button,
            double     hold,
            GtkWidget *opens)
{
#ifdef GDK_WINDOWING_X11
  GtkNative          *native = gtk_widget_get_native (widget);
  GdkSurface         *surface = gtk_native_get_surface (native);
  Display            *xdisplay = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  graphene_point_t    point;
  double              sx, sy;
  int                 rx, ry;
  Window              child_window;
  GtkEventController *legacy = gtk_event_controller_legacy_new ();
  GtkEventController *legacy_opens = gtk_event_controller_legacy_new ();
  guint               releases = 0;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                                 gtk_widget_get_height (widget) / 2.0f),
                                           &point));
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (count_release_cb), &releases);
  gtk_widget_add_controller (GTK_WIDGET (native), legacy);
  gtk_event_controller_set_propagation_phase (legacy_opens, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy_opens, "event", G_CALLBACK (count_release_cb), &releases);
  if (opens != NULL)
    gtk_widget_add_controller (opens, g_object_ref (legacy_opens));
  gtk_native_get_surface_transform (native, &sx, &sy);
  XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (surface), DefaultRootWindow (xdisplay),
                         (int)(point.x + sx), (int)(point.y + sy), &rx, &ry, &child_window);
  fake_motion (xdisplay, -1, rx, ry, 0);
  XFlush (xdisplay);
  sudoku_test_spin_for (0.05);
  fake_button (xdisplay, button, True, 0);
  XFlush (xdisplay);
  sudoku_test_spin_for (hold);
  fake_button (xdisplay, button, False, 0);
  XFlush (xdisplay);
  g_assert_true (sudoku_test_spin_until (released, &releases, 10));
  /* The pointer goes out of every window: a window the next case opens
   * under it would get its tooltips, which GTK 4.8 may still query after
   * the window is gone (a critical). */
  fake_motion (xdisplay, -1, WidthOfScreen (DefaultScreenOfDisplay (xdisplay)) - 1,
               HeightOfScreen (DefaultScreenOfDisplay (xdisplay)) - 1, 0);
  XFlush (xdisplay);
  gtk_widget_remove_controller (GTK_WIDGET (native), legacy);
  if (opens != NULL)
    gtk_widget_remove_controller (opens, legacy_opens);
  g_object_unref (legacy_opens);
  sudoku_test_spin_for (0.05);
#else
  g_assert_not_reached ();
#endif
}

static void
click (GtkWidget *widget)
{
  real_click (widget, 1, 0.05, NULL);
}

/* Helpers */

static gboolean
need_xtest (void)
{
  if (have_xtest ())
    return TRUE;
  g_test_skip ("real clicks need X11 and libXtst");
  return FALSE;
}

static void
activate (SudokuWindow *window,
          const char   *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static SudokuStage *
stage_of (SudokuWindow *window)
{
  return SUDOKU_STAGE (gtk_widget_get_template_child (GTK_WIDGET (window), SUDOKU_TYPE_WINDOW,
                                                      "stage"));
}

static SudokuKeypad *
keypad_of (SudokuWindow *window)
{
  return sudoku_stage_get_keypad (stage_of (window));
}

static GtkWidget *
keypad_child (SudokuWindow *window,
              const char   *name)
{
  GObject *found = gtk_widget_get_template_child (GTK_WIDGET (keypad_of (window)),
                                                  SUDOKU_TYPE_KEYPAD, name);

  g_assert_nonnull (found);
  return GTK_WIDGET (found);
}

static GtkWidget *
digit_button (SudokuWindow *window,
              guint         digit)
{
  return sudoku_keypad_get_digit_button (keypad_of (window), digit);
}

static guint
expected_left (SudokuBoard *board,
               guint        digit)
{
  guint count = 0;

  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    count += sudoku_board_get_value (board, cell / 9, cell % 9) == digit;
  return count >= 9 ? 0 : 9 - count;
}

static void
assert_counts (SudokuWindow *window)
{
  SudokuBoard *board = sudoku_window_get_board (window);

  for (guint digit = 1; digit <= 9; digit++)
    {
      guint            left = expected_left (board, digit);
      g_autofree char *name = NULL;

      g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), digit), ==, left);
      g_assert_cmpint (gtk_widget_get_sensitive (digit_button (window, digit)), ==, left > 0);
      if (left > 0)
        name = g_strdup_printf ("Digit %u, %u left", digit, left);
      else
        name = g_strdup_printf ("Digit %u, all nine placed", digit);
      gtk_test_accessible_assert_property (digit_button (window, digit),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, name);
    }
}

static SudokuWindow *
solving_window (const char *puzzle)
{
  SudokuWindow *window = sudoku_test_new_window (puzzle);

  activate (window, "win.start-solving");
  g_assert_true (sudoku_board_get_solving (sudoku_window_get_board (window)));
  return window;
}

static GtkWidget *
cell_widget (SudokuWindow *window,
             guint         cell)
{
  return GTK_WIDGET (sudoku_test_cell (window, cell / 9, cell % 9));
}

/* Cases */

/* A digit of the keypad goes into the selected cell as a typed one does:
 * the model takes it, Undo takes it back, and the counts follow. */
static void
test_keypad_digits (void)
{
  SudokuWindow *window;
  SudokuBoard  *board;

  if (!need_xtest ())
    return;
  window = solving_window (EASY);
  board = sudoku_window_get_board (window);
  assert_counts (window);
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 4), ==, 7);

  /* r1c3 selected by a click, then 4 on the keypad. */
  click (cell_widget (window, 2));
  g_assert_cmpint (sudoku_grid_get_selected (sudoku_test_grid (window)), ==, 2);
  click (digit_button (window, 4));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  g_assert_cmpint (sudoku_board_get_origin (board, 0, 2), ==, SUDOKU_ORIGIN_PLAYER);
  assert_counts (window);
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 4), ==, 6);
  /* The cell keeps the focus: the next digit goes there too. */
  g_assert_true (gtk_widget_has_focus (cell_widget (window, 2)) ||
                 gtk_root_get_focus (GTK_ROOT (window)) == cell_widget (window, 2));

  /* Undo and Redo. */
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  assert_counts (window);
  activate (window, "win.redo");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);

  /* Erase. */
  click (keypad_child (window, "erase_button"));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  assert_counts (window);

  /* A given refuses, with the message a typed digit gets. */
  click (cell_widget (window, 0));
  click (digit_button (window, 9));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 0), ==, 5);
  g_assert_cmpstr (sudoku_test_status (window), !=, "");
  {
    g_autofree char *by_keypad = g_strdup (sudoku_test_status (window));

    sudoku_test_press_key (sudoku_test_cell (window, 0, 1), GDK_KEY_9, 0);
    sudoku_test_press_key (sudoku_test_cell (window, 0, 0), GDK_KEY_9, 0);
    g_assert_cmpstr (sudoku_test_status (window), ==, by_keypad);
  }

  /* Every 4 in: the 4 greys; one out: back. */
  for (guint cell = 0; cell < SUDOKU_N_CELLS; cell++)
    if (EASY[cell] == '.' && EASY_SOLUTION[cell] == '4')
      {
        click (cell_widget (window, cell));
        click (digit_button (window, 4));
      }
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 4), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (digit_button (window, 4)));
  assert_counts (window);
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 4), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (digit_button (window, 4)));
  sudoku_test_close (GTK_WIDGET (window));
}

/* The Notes switch is the grid's notes-mode, which Ctrl+M's action and the
 * window's toggle share; in it, digits are pencil marks. */
static void
test_keypad_notes (void)
{
  SudokuWindow *window;
  SudokuBoard  *board;
  SudokuGrid   *grid;
  GtkWidget    *notes;

  if (!need_xtest ())
    return;
  window = solving_window (EASY);
  board = sudoku_window_get_board (window);
  grid = sudoku_test_grid (window);
  notes = keypad_child (window, "notes_button");
  gtk_test_accessible_assert_property (notes, GTK_ACCESSIBLE_PROPERTY_LABEL, "Notes");
  gtk_test_accessible_assert_property (keypad_child (window, "erase_button"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Erase");

  click (cell_widget (window, 2));
  click (notes);
  g_assert_true (sudoku_grid_get_notes_mode (grid));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (notes)));
  click (digit_button (window, 1));
  click (digit_button (window, 2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 0);
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, (1u << 1) | (1u << 2));
  /* Marks count no digit. */
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 1), ==, expected_left (board, 1));
  click (digit_button (window, 1));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, 1u << 2);
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, (1u << 1) | (1u << 2));
  /* Erase clears an empty cell's marks. */
  click (keypad_child (window, "erase_button"));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 2), ==, 0);

  /* Ctrl+M's action turns it off, and the switch follows. */
  activate (window, "win.notes-mode");
  g_assert_false (sudoku_grid_get_notes_mode (grid));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (notes)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (notes)));
  click (digit_button (window, 4));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 2), ==, 4);
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
picker_open (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (sudoku_grid_get_picker (data)));
}

static gboolean
picker_closed (gpointer data)
{
  return !picker_open (data);
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
picker_button (SudokuGrid *grid,
               const char *label)
{
  GtkWidget *button = find_button (gtk_popover_get_child (sudoku_grid_get_picker (grid)), label);

  g_assert_nonnull (button);
  return button;
}

static gboolean
press_picker_key (SudokuGrid *grid,
                  guint       keyval)
{
  g_autoptr(GListModel) controllers =
               gtk_widget_observe_controllers (GTK_WIDGET (sudoku_grid_get_picker (grid)));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "picker-keys") == 0)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
}

/* The picker: a second click on the selected cell opens it, as do a
 * secondary click and a long press; its digit goes in and it closes; in
 * notes mode its digits toggle marks and it stays. */
static void
test_picker (void)
{
  SudokuWindow *window;
  SudokuBoard  *board;
  SudokuGrid   *grid;

  if (!need_xtest ())
    return;
  window = solving_window (EASY);
  board = sudoku_window_get_board (window);
  grid = sudoku_test_grid (window);

  /* The first click selects, the second opens: also on the cell the
   * keyboard went to (where a click and typing must not meet the picker). */
  sudoku_grid_focus_cell (grid, 0, 3);
  click (cell_widget (window, 3));
  g_assert_false (picker_open (grid));
  click (cell_widget (window, 3));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  /* A key typed meanwhile goes to the cell, refused or taken as there. */
  g_assert_true (press_picker_key (grid, GDK_KEY_x));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  g_assert_cmpstr (sudoku_test_status (window), ==, "Only the digits 1 to 9 can go in a cell");
  click (cell_widget (window, 3));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  g_assert_true (press_picker_key (grid, GDK_KEY_2));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 2);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == cell_widget (window, 3));
  click (cell_widget (window, 3));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  gtk_test_accessible_assert_property (GTK_WIDGET (sudoku_grid_get_picker (grid)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Digit picker");
  gtk_test_accessible_assert_property (picker_button (grid, "6"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Digit 6");
  click (picker_button (grid, "6"));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 6);
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 6), ==, expected_left (board, 6));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == cell_widget (window, 3));
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 2);
  activate (window, "win.undo");
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 3), ==, 0);

  /* A click on another cell only selects it. */
  click (cell_widget (window, 5));
  g_assert_false (picker_open (grid));

  /* A secondary click opens it at once; Erase. */
  sudoku_test_press_key (sudoku_test_cell (window, 0, 5), GDK_KEY_8, 0);
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 8);
  real_click (cell_widget (window, 5), 3, 0.05, GTK_WIDGET (sudoku_grid_get_picker (grid)));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (picker_button (grid, "8"))));
  click (picker_button (grid, "Erase"));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 5), ==, 0);

  /* A long press (a finger's way; a held mouse button here) opens it on a
   * cell not selected. */
  real_click (cell_widget (window, 6), 1, 1.0, GTK_WIDGET (sudoku_grid_get_picker (grid)));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  g_assert_cmpint (sudoku_grid_get_selected (grid), ==, 6);

  /* Notes mode: the digits toggle marks, and the picker stays. */
  activate (window, "win.notes-mode");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (
                     gtk_popover_get_child (sudoku_grid_get_picker (grid))))),
                   ==, "Notes");
  gtk_test_accessible_assert_property (picker_button (grid, "2"), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Note 2");
  click (picker_button (grid, "2"));
  click (picker_button (grid, "9"));
  g_assert_true (picker_open (grid));
  g_assert_cmpuint (sudoku_board_get_notes (board, 0, 6), ==, (1u << 2) | (1u << 9));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (picker_button (grid, "9"))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (picker_button (grid, "5"))));
  gtk_popover_popdown (sudoku_grid_get_picker (grid));
  activate (window, "win.notes-mode");

  /* The Menu key (or Shift+F10) on a cell opens it too. */
  sudoku_grid_focus_cell (grid, 0, 7);
  g_assert_false (picker_open (grid));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid), "grid.pick", NULL));
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  g_assert_true (press_picker_key (grid, GDK_KEY_1));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  g_assert_cmpuint (sudoku_board_get_value (board, 0, 7), ==, 1);

  /* No picker on a given while solving. */
  click (cell_widget (window, 0));
  click (cell_widget (window, 0));
  g_assert_false (picker_open (grid));
  sudoku_test_close (GTK_WIDGET (window));
}

/* Nothing to place: the solver's solution shown, or the puzzle finished. */
static void
test_keypad_sensitive (void)
{
  SudokuWindow *window;
  GtkWidget    *buttons;
  SudokuBoard  *board;
  char          nearly[SUDOKU_N_CELLS + 1];

  if (!need_xtest ())
    return;
  window = sudoku_test_new_window (NULL);
  buttons = keypad_child (window, "buttons");

  /* Entering a puzzle: every key is there, nine of each digit to place. */
  g_assert_true (gtk_widget_is_sensitive (buttons));
  g_assert_cmpuint (sudoku_keypad_get_left (keypad_of (window), 1), ==, 9);
  sudoku_test_close (GTK_WIDGET (window));

  memcpy (nearly, EASY_SOLUTION, sizeof nearly);
  nearly[80] = '.';
  window = solving_window (nearly);
  buttons = keypad_child (window, "buttons");
  board = sudoku_window_get_board (window);
  g_assert_true (gtk_widget_is_sensitive (buttons));
  click (cell_widget (window, 80));
  click (digit_button (window, 9));
  g_assert_true (sudoku_board_get_finished (board));
  g_assert_false (gtk_widget_is_sensitive (buttons));
  activate (window, "win.undo");
  g_assert_true (gtk_widget_is_sensitive (buttons));
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
solved (gpointer data)
{
  return sudoku_board_get_state (data) == SUDOKU_BOARD_SOLVED;
}

static void
test_keypad_after_solve (void)
{
  SudokuWindow *window = sudoku_test_new_window (EASY);
  GtkWidget    *buttons = keypad_child (window, "buttons");

  activate (window, "win.solve");
  g_assert_true (sudoku_test_spin_until (solved, sudoku_window_get_board (window), 10));
  g_assert_false (gtk_widget_is_sensitive (buttons));
  activate (window, "win.undo");
  g_assert_true (gtk_widget_is_sensitive (buttons));
  sudoku_test_close (GTK_WIDGET (window));
}

static gboolean
laid_out (gpointer data)
{
  return sudoku_stage_get_keypad_beside (data) ==
         GPOINTER_TO_INT (g_object_get_data (data, "want-beside"));
}

static gboolean
keys_grew (gpointer data)
{
  SudokuWindow *window = data;

  return gtk_widget_get_height (digit_button (window, 5)) >
         GPOINTER_TO_INT (g_object_get_data (G_OBJECT (stage_of (window)), "key-height"));
}

/* Under the grid in a tall window, beside it in a wide one, its keys as
 * big as the zoom asks. */
static void
test_keypad_layout (void)
{
  for (guint wide = 0; wide < 2; wide++)
    {
      SudokuWindow   *window = sudoku_window_new (NULL);
      SudokuStage    *stage = stage_of (window);
      SudokuKeypad   *keypad = sudoku_stage_get_keypad (stage);
      graphene_rect_t grid_box, keypad_box;
      int             height;

      if (wide)
        gtk_window_set_default_size (GTK_WINDOW (window), 1200, 700);
      gtk_window_present (GTK_WINDOW (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_object_set_data (G_OBJECT (stage), "want-beside", GINT_TO_POINTER (wide));
      g_assert_true (sudoku_test_spin_until (laid_out, stage, 2));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (keypad)), ==,
                       wide ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (sudoku_test_grid (window)),
                                                GTK_WIDGET (window), &grid_box));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (keypad), GTK_WIDGET (window),
                                                &keypad_box));
      if (wide)
        g_assert_cmpfloat (keypad_box.origin.x, >=, grid_box.origin.x + grid_box.size.width);
      else
        g_assert_cmpfloat (keypad_box.origin.y, >=, grid_box.origin.y + grid_box.size.height);
      /* The grid keeps most of the room. */
      g_assert_cmpfloat (grid_box.size.width, >=, 0.6 * gtk_widget_get_width (GTK_WIDGET (stage)) * (wide ? 0.75 : 1.0));

      /* Zoom in: bigger keys. */
      height = gtk_widget_get_height (digit_button (window, 5));
      sudoku_stage_set_zoom (stage, SUDOKU_ZOOM_DEFAULT + 2);
      g_object_set_data (G_OBJECT (stage), "key-height", GINT_TO_POINTER (height));
      g_assert_true (sudoku_test_spin_until (keys_grew, window, 5));
      g_test_message ("%s: a key %d px high, %d px zoomed in", wide ? "wide" : "tall", height,
                      gtk_widget_get_height (digit_button (window, 5)));
      g_assert_cmpint (gtk_widget_get_height (digit_button (window, 5)), >, height);
      sudoku_test_close (GTK_WIDGET (window));
    }
}

/* The keys' texts, digits and counts, read at 4.5:1 at least on their
 * buttons, light and dark, as drawn. */
static void
test_keypad_contrast (void)
{
  SudokuWindow *window = solving_window (EASY);
  GtkSettings  *settings = gtk_widget_get_settings (GTK_WIDGET (window));

  for (guint dark = 0; dark < 2; dark++)
    {
      GtkWidget *keys[] = { digit_button (window, 1), digit_button (window, 9),
                            keypad_child (window, "erase_button"),
                            keypad_child (window, "notes_button") };

      g_object_set (settings, "gtk-application-prefer-dark-theme", dark, NULL);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          GtkWidget      *content = gtk_button_get_child (GTK_BUTTON (keys[k]));
          graphene_rect_t box;
          GdkRGBA         ground;
          GtkWidget      *labels[2] = { content, NULL };

          g_assert_true (gtk_widget_compute_bounds (keys[k], GTK_WIDGET (window), &box));
          ground = sudoku_test_rendered_pixel (GTK_WIDGET (window), (int)box.origin.x + 4,
                                               (int)(box.origin.y + box.size.height / 2));
          if (GTK_IS_BOX (content))
            {
              labels[0] = gtk_widget_get_first_child (content);
              labels[1] = gtk_widget_get_last_child (content);
            }
          for (guint l = 0; l < 2 && labels[l] != NULL; l++)
            {
              double contrast = sudoku_test_text_contrast (GTK_WIDGET (window), labels[l], &ground);

              g_test_message ("%s: key %u, label %u: %.1f:1", dark ? "dark" : "light", k, l,
                              contrast);
              g_assert_cmpfloat (contrast, >=, 4.5);
            }
        }
    }
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
  sudoku_test_close (GTK_WIDGET (window));
}

/* The Notes switch turned on, and the picker's digits (the picker is a
 * surface of its own: its pixels are its own renderer's). */
static void
test_keypad_contrast_more (void)
{
  SudokuWindow *window = solving_window (EASY);
  GtkSettings  *settings = gtk_widget_get_settings (GTK_WIDGET (window));
  SudokuGrid   *grid = sudoku_test_grid (window);
  GtkWidget    *picker = GTK_WIDGET (sudoku_grid_get_picker (grid));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (keypad_child (window, "notes_button")), TRUE);
  sudoku_grid_open_picker (grid, 0, 2);
  g_assert_true (sudoku_test_spin_until (picker_open, grid, 2));
  sudoku_test_press_key (sudoku_test_cell (window, 0, 2), GDK_KEY_4, 0);
  for (guint dark = 0; dark < 2; dark++)
    {
      struct
      {
        GtkWidget *root, *key;
      } keys[] = {
        { GTK_WIDGET (window), keypad_child (window, "notes_button") },
        { picker, picker_button (grid, "4") }, /* a pencil mark there: checked */
        { picker, picker_button (grid, "5") },
        { picker, picker_button (grid, "Erase") },
      };

      g_object_set (settings, "gtk-application-prefer-dark-theme", dark, NULL);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      sudoku_test_spin_for (0.1);
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          graphene_rect_t box;
          GdkRGBA         ground;
          double          contrast;

          g_assert_true (gtk_widget_compute_bounds (keys[k].key, keys[k].root, &box));
          ground = sudoku_test_rendered_pixel (keys[k].root, (int)box.origin.x + 4,
                                               (int)(box.origin.y + box.size.height / 2));
          contrast = sudoku_test_text_contrast (keys[k].root,
                                                gtk_button_get_child (GTK_BUTTON (keys[k].key)),
                                                &ground);
          g_test_message ("%s: key %u: %.1f:1", dark ? "dark" : "light", k, contrast);
          g_assert_cmpfloat (contrast, >=, 4.5);
        }
    }
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (picker_button (grid, "4"))));
  g_object_set (settings, "gtk-application-prefer-dark-theme", FALSE, NULL);
  /* The picker closes before its window does: GTK 4.8's tooltip code may
   * otherwise ask the gone popover's surface where the pointer is (a
   * critical, one run in two). */
  gtk_popover_popdown (GTK_POPOVER (picker));
  g_assert_true (sudoku_test_spin_until (picker_closed, grid, 2));
  sudoku_test_close (GTK_WIDGET (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmp_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = sudoku_test_private_state_dir ("test-keypad");
  if (!sudoku_test_init_display ())
    return 0;

  g_test_add_func ("/sudoku/keypad/digits", test_keypad_digits);
  g_test_add_func ("/sudoku/keypad/notes", test_keypad_notes);
  g_test_add_func ("/sudoku/keypad/picker", test_picker);
  g_test_add_func ("/sudoku/keypad/sensitive", test_keypad_sensitive);
  g_test_add_func ("/sudoku/keypad/after-solve", test_keypad_after_solve);
  g_test_add_func ("/sudoku/keypad/layout", test_keypad_layout);
  g_test_add_func ("/sudoku/keypad/contrast", test_keypad_contrast);
  g_test_add_func ("/sudoku/keypad/contrast-notes-picker", test_keypad_contrast_more);
  return g_test_run ();
}
