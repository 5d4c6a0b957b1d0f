#!/usr/bin/python3
"""End-to-end test of the real Sudoku Solver window, driven like a person.

Usage: e2e-solve.py [PATH/TO/sudoku-solver]     (or env SUDOKU_SOLVER)

Needs an X display (xvfb-run), a session bus with the AT-SPI bus
(with-a11y-bus.sh), /usr/bin/python3 with gi + Atspi 2.0, xdotool and
ImageMagick (import, convert).  run-e2e.sh puts all of that together.

What it does:
  * starts the binary, waits for it on the AT-SPI bus, finds the 81 cells by
    their accessible names "Row R, column C" and the window with xdotool;
  * types puzzles with the mouse and the keyboard through XTEST (xdotool):
    clicks cells where AT-SPI says they are, digits + Tab, arrows, clicks;
    a letter must be refused;
  * reads every cell back through AT-SPI (the cell's label, Text interface);
  * solves (Ctrl+Return, or a click on Solve), checks the status and that the
    grid is a valid completion that keeps the givens;
  * takes screenshots (import -window root) and checks from the pixels that
    solved digits are red and givens dark;
  * a puzzle without solution must say so and leave the grid alone;
  * Ctrl+Q must end the app cleanly.

Prints one PASS/FAIL line per check, exits 0 only if all passed.
Screenshots and the app's log go to $E2E_OUT (default: a new temp dir).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

TITLE = "Sudoku Solver"

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
# Norvig's top95 #1: needs search, not only singles.
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
HARD_SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
# Givens that do not clash, but r1c9 has no candidate left: 1-8 in its row,
# 9 in its column.
NO_SOLUTION = "12345678." + "........9" + "." * 63

STATUS_START = "Type a puzzle, then press Solve"
STATUS_LETTER = "Only the digits 1 to 9 can go in a cell"
STATUS_NONE = "Without the "
SOLVED_RE = re.compile(r"^Solved: the solver’s digits are in red$")

KEY_DELAY_MS = "12"       # between two keys of one xdotool call
ANIMATION_WAIT_S = 1.5    # the reveal takes at most ~1.1 s

T0 = time.monotonic()
results = {"pass": 0, "fail": 0}


class Abort(Exception):
    """A check failed and what follows depends on it."""


def log(msg):
    print(f"[{time.monotonic() - T0:6.2f}s] {msg}", flush=True)


def check(ok, what, detail=""):
    if ok:
        results["pass"] += 1
        print(f"PASS: {what}", flush=True)
    else:
        results["fail"] += 1
        print(f"FAIL: {what}" + (f"\n      {detail}" if detail else ""), flush=True)
    return ok


def require(ok, what, detail=""):
    if not check(ok, what, detail):
        raise Abort(what)


def wait_for(pred, timeout, step=0.2):
    """Polls pred() until it returns something true; returns (value, last)."""
    end = time.monotonic() + timeout
    last = None
    while True:
        last = pred()
        if last:
            return last, last
        if time.monotonic() >= end:
            return None, last
        time.sleep(step)


# ---------------------------------------------------------------- AT-SPI

# A Sudoku cell's accessible name, in English and in Chinese (the classroom
# runs in both).  A walk that does not know a cell by its name only goes
# into it: slower, not wrong.
CELL_NAME_RE = re.compile(r"^(Row [1-9], column [1-9],|第 [1-9] 行，第 [1-9] 列，)")


def walk(acc, visit, depth=0, into_cells=True):
    """visit(a) for acc and what is under it.  Each accessible costs a few
    D-Bus round trips to the app, the walk's whole cost: into_cells=False
    leaves out what is inside the Sudoku cells (their digit and pencil-mark
    labels, half of a window with two grids), which only a search for a
    cell's own parts or for a popover on a cell needs."""
    # libatspi caches children, and GTK 4.8 has no Cache interface to tell it
    # about changes: drop the cache before each walk.
    acc.clear_cache()
    visit(acc)
    if depth > 40 or (not into_cells and acc.get_role() == Atspi.Role.TABLE_CELL
                      and CELL_NAME_RE.match(acc.get_name() or "")):
        return
    for i in range(acc.get_child_count()):
        child = acc.get_child_at_index(i)
        if child is not None:
            walk(child, visit, depth + 1, into_cells)


def find_app(title=None):
    title = title or TITLE
    desktop = Atspi.get_desktop(0)
    desktop.clear_cache()
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        app.clear_cache()
        for j in range(app.get_child_count()):
            win = app.get_child_at_index(j)
            if win is not None and win.get_name() == title:
                return app
    return None


def text_of(acc):
    # GTK 4.8: get_text(0, -1) returns "": ask for the character count.
    n = Atspi.Text.get_character_count(acc)
    return Atspi.Text.get_text(acc, 0, n) if n > 0 else ""


def extents(acc):
    # GTK 4 has no screen coordinates (libatspi warns): WINDOW coordinates,
    # relative to the GTK window, which may sit inside a larger X window
    # (client-side decorations): see Ui.offset.
    return Atspi.Component.get_extents(acc, Atspi.CoordType.WINDOW)


class Ui:
    """What the test knows of the app: accessibles, X window, geometry."""

    def __init__(self, app):
        self.app = app
        self.frame = None
        self.cells = [None] * 81       # the GRID_CELL accessibles
        self.labels = [None] * 81      # their GtkLabel child (Text)
        self.status = None
        self.solve = None
        self.wid = None
        self.offset = (0, 0)           # GTK window origin inside the X window

    def index(self):
        cell_re = re.compile(r"^Row ([1-9]), column ([1-9]),")
        found = {"cells": 0, "buttons": []}
        cells = [None] * 81
        roles = {}

        def visit(acc):
            role, name = acc.get_role(), acc.get_name() or ""
            if role == Atspi.Role.FRAME and name == TITLE:
                self.frame = acc
            m = cell_re.match(name)
            if m:
                cells[(int(m.group(1)) - 1) * 9 + int(m.group(2)) - 1] = acc
                roles[role.value_nick] = roles.get(role.value_nick, 0) + 1
            elif role == Atspi.Role.LABEL and name == "Status":
                self.status = acc
            elif role == Atspi.Role.PUSH_BUTTON:
                found["buttons"].append(acc)

        walk(self.app, visit, into_cells=False)
        if None in cells:
            return None
        self.cells = cells
        self.cell_roles = roles
        # The Solve button: GTK 4.8 names it after its class ("GtkButton"),
        # since its child is a stack: find the one showing the label "Solve".
        for button in found["buttons"]:
            hits = []

            def find_solve_label(acc, hits=hits):
                if acc.get_role() == Atspi.Role.LABEL and "Text" in acc.get_interfaces() \
                        and text_of(acc) == "Solve":
                    hits.append(acc)
            walk(button, find_solve_label)
            if hits:
                self.solve = button
                self.solve_name = button.get_name()
                break
        return True

    def find_labels(self):
        for i, cell in enumerate(self.cells):
            cell.clear_cache()
            label = cell.get_child_at_index(0) if cell.get_child_count() > 0 else None
            if label is None or "Text" not in label.get_interfaces():
                return False
            self.labels[i] = label
        return True

    # ---- reading
    def grid(self):
        """The 81 cells as a puzzle string: digit, '.' for empty, '?' else."""
        out = []
        for label in self.labels:
            t = text_of(label)
            out.append(t if len(t) == 1 and t in "123456789" else "." if t == "" else "?")
        return "".join(out)

    def status_text(self):
        return text_of(self.status)

    def cell_rect(self, i):
        """(x, y, w, h) of cell i, relative to the X window."""
        e = extents(self.cells[i])
        return (e.x + self.offset[0], e.y + self.offset[1], e.width, e.height)

    def centre(self, acc):
        e = extents(acc)
        return (e.x + self.offset[0] + e.width // 2, e.y + self.offset[1] + e.height // 2)

    # ---- acting like a person
    def click_args(self, acc):
        x, y = self.centre(acc)
        return ["mousemove", "--window", self.wid, str(x), str(y), "click", "1"]

    def click(self, acc):
        xdotool(*self.click_args(acc))

    def keys(self, *keys):
        if keys:
            xdotool("key", "--delay", KEY_DELAY_MS, *keys)

    def geometry(self):
        out = xdotool("getwindowgeometry", "--shell", self.wid)
        g = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])


def xdotool(*args, timeout=60):
    r = subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        raise Abort(f"xdotool {' '.join(args[:3])}…: exit {r.returncode}: {r.stderr.strip()}")
    return r.stdout


# ---------------------------------------------------------------- checks

def valid_completion(puzzle, grid):
    """None if grid is a solved Sudoku keeping puzzle's givens, else why not."""
    if len(grid) != 81 or any(c not in "123456789" for c in grid):
        return "not every cell holds a digit 1-9"
    for i, (p, g) in enumerate(zip(puzzle, grid)):
        if p != "." and p != g:
            return f"given r{i // 9 + 1}c{i % 9 + 1}={p} became {g}"
    digits = set("123456789")
    for k in range(9):
        row = {grid[k * 9 + c] for c in range(9)}
        col = {grid[r * 9 + k] for r in range(9)}
        box = {grid[(k // 3 * 3 + r) * 9 + k % 3 * 3 + c] for r in range(3) for c in range(3)}
        for what, units in (("row", row), ("column", col), ("box", box)):
            if units != digits:
                return f"{what} {k + 1} is not 1-9: missing {sorted(digits - units)}"
    return None


def pretty(grid):
    return "\n".join("      " + " ".join(grid[r * 9:r * 9 + 9]) for r in range(9))


# ---------------------------------------------------------------- pixels

def screenshot(ui, out, name):
    path = os.path.join(out, name)
    subprocess.run(["import", "-window", "root", path], check=True, timeout=60)
    return path


def pixel_map(ui, png):
    """Per cell 'R' (red glyph), 'k' (dark glyph) or '.' (none), from a
    screenshot of the root window, with the cells' rectangles from AT-SPI
    plus where the window is on the screen.  Also the per-cell counts."""
    wx, wy, _, _ = ui.geometry()
    rects = []
    for i in range(81):
        x, y, w, h = ui.cell_rect(i)
        # Leave out the focus ring / conflict border (inset 3 px box-shadow).
        inset = max(5, min(w, h) // 8)
        rects.append((wx + x + inset, wy + y + inset, w - 2 * inset, h - 2 * inset))
    left = min(r[0] for r in rects)
    top = min(r[1] for r in rects)
    right = max(r[0] + r[2] for r in rects)
    bottom = max(r[1] + r[3] for r in rects)
    W, H = right - left, bottom - top
    raw = subprocess.run(["convert", png, "-crop", f"{W}x{H}+{left}+{top}", "+repage",
                          "-depth", "8", "rgb:-"], check=True, capture_output=True,
                         timeout=60).stdout
    if len(raw) != W * H * 3:
        raise Abort(f"convert gave {len(raw)} bytes for a {W}x{H} crop of {png}")
    cls, counts = [], []
    for (x0, y0, w, h) in rects:
        red = dark = 0
        for y in range(y0 - top, y0 - top + h):
            row = raw[(y * W + x0 - left) * 3:(y * W + x0 - left + w) * 3]
            for p in range(0, len(row), 3):
                R, G, B = row[p], row[p + 1], row[p + 2]
                # The solver's red is a dark red on a light ground (134, 16,
                # 22); anti-aliased edges on white only get lighter, and
                # keep their hue, so they stay out of "dark".
                if R > 100 and G < R * 0.45 and B < R * 0.45:
                    red += 1
                elif R < 110 and G < 110 and B < 110:
                    dark += 1
        counts.append((red, dark))
        cls.append("R" if red > 15 else "k" if dark > 25 else ".")
    return "".join(cls), counts


def check_pixels(ui, out, name, puzzle, solved, retry=True):
    """Givens: dark glyph, no red; solved cells: red glyph (no dark); empty
    cells (when not solved): nothing."""
    want = "".join("k" if p != "." else ("R" if solved else ".") for p in puzzle)
    png = screenshot(ui, out, name)
    got, counts = pixel_map(ui, png)

    def problems(got, counts):
        bad = []
        for i, (w, g, (red, dark)) in enumerate(zip(want, got, counts)):
            where = f"r{i // 9 + 1}c{i % 9 + 1}"
            if w == "k" and (g != "k" or red > 0):
                bad.append(f"{where}: given, want dark and no red, got red={red} dark={dark}")
            elif w == "R" and (g != "R" or dark > 10):
                bad.append(f"{where}: solved, want red, got red={red} dark={dark}")
            elif w == "." and g != ".":
                bad.append(f"{where}: empty, got red={red} dark={dark}")
        return bad

    bad = problems(got, counts)
    if bad and retry:
        # Not expected: the reveal is over by now.  Say so, look once more.
        log(f"WARN: {name}: {len(bad)} cell(s) off, e.g. {bad[0]}; new screenshot in 1 s")
        time.sleep(1.0)
        png = screenshot(ui, out, "retry-" + name)
        got, counts = pixel_map(ui, png)
        bad = problems(got, counts)
    reds = [c[0] for c, w in zip(counts, want) if w == "R"]
    darks = [c[1] for c, w in zip(counts, want) if w == "k"]
    log(f"{os.path.basename(png)}: want {want}")
    log(f"{os.path.basename(png)}: got  {got}"
        + (f"  (red px/solved cell min {min(reds)})" if reds else "")
        + (f"  (dark px/given min {min(darks)})" if darks else ""))
    return check(not bad, f"pixels of {name}: " + (
        "solved digits red, givens dark" if solved else "givens dark, empty cells empty"),
        "; ".join(bad[:6]) + (f" (+{len(bad) - 6} more)" if len(bad) > 6 else ""))


# ---------------------------------------------------------------- steps

def wait_grid(ui, want, what, timeout=5.0):
    ok, last = wait_for(lambda: ui.grid() == want and want, timeout)
    return check(bool(ok), what, "" if ok else f"want {want}\n      got  {last and ui.grid()}")


def wait_status(ui, pred, what, timeout):
    ok, _ = wait_for(lambda: pred(ui.status_text()), timeout)
    st = ui.status_text()
    check(bool(ok), f"{what} (status {st!r})")
    return st


def enter_classic(ui):
    """While a puzzle is entered each digit moves on to the next cell.
    Rows 1-3: a click on r1c1, then the rows as a newspaper prints them, 0
    for an empty cell (the focus wraps into the next row); rows 4-6: a click
    at the start of the row, digits, and Right over an empty cell; rows 7-9:
    a click on each given."""
    p = CLASSIC
    t = time.monotonic()
    ui.click(ui.cells[0])
    ui.keys(*[ch if ch != "." else "0" for ch in p[:27]])
    for r in range(3, 6):
        keys = [p[r * 9 + c] if p[r * 9 + c] != "." else "Right" for c in range(9)]
        xdotool(*ui.click_args(ui.cells[r * 9]), "key", "--delay", KEY_DELAY_MS, *keys)
    args = []
    for i in range(54, 81):
        if p[i] != ".":
            args += ui.click_args(ui.cells[i]) + ["key", p[i]]
    xdotool(*args)
    log(f"classic puzzle typed in {time.monotonic() - t:.2f}s")


def enter_hard(ui):
    """Right after New the focus is on r1c1: rows 1-5 with digits and Tab
    over an empty cell, no click; row 6 right to left from a click on r6c9,
    with Left (a digit moves on to the right, so Left twice after it: at
    r6c9 the focus went on into row 7 and comes back); rows 7-9 column by
    column with Down from a click on row 7, Left after a digit."""
    p = HARD
    t = time.monotonic()
    ui.keys(*[p[i] if p[i] != "." else "Tab" for i in range(45)])
    keys = []
    for c in range(8, -1, -1):
        if p[45 + c] != ".":
            keys += [p[45 + c], "Left", "Left"]
        else:
            keys.append("Left")
    xdotool(*ui.click_args(ui.cells[53]), "key", "--delay", KEY_DELAY_MS, *keys)
    args = []
    for c in range(9):
        col = [p[r * 9 + c] for r in range(6, 9)]
        if all(ch == "." for ch in col):
            continue
        keys = []
        for ch in col:
            if ch != ".":
                keys += [ch, "Left"]
            keys.append("Down")
        args += ui.click_args(ui.cells[54 + c]) + ["key", "--delay", KEY_DELAY_MS] + keys
    xdotool(*args)
    log(f"hard puzzle typed in {time.monotonic() - t:.2f}s")


def solve_and_check(ui, out, tag, puzzle, known, how):
    t = time.monotonic()
    if how == "ctrl+Return":
        ui.keys("ctrl+Return")
    else:
        # ... and move the pointer off it, as a person would: its tooltip
        # would otherwise cover the top of the grid in the screenshot.
        x, y = ui.centre(ui.status)
        xdotool(*ui.click_args(ui.solve), "sleep", "0.1",
                "mousemove", "--window", ui.wid, str(x), str(y))
    st = wait_status(ui, lambda s: s.startswith("Solved"), f"{tag}: solved after {how}", 30)
    solved_at = time.monotonic()
    log(f"{tag}: status after {solved_at - t:.2f}s")
    check(bool(SOLVED_RE.match(st)), f"{tag}: status says the puzzle is solved", repr(st))
    ok, grid = wait_for(lambda: (lambda g: g if "." not in g else None)(ui.grid()), 5)
    grid = ui.grid()
    why = valid_completion(puzzle, grid)
    require(why is None, f"{tag}: grid read over AT-SPI is a valid completion keeping the givens",
            f"{why}\n{pretty(grid)}")
    check(grid == known, f"{tag}: grid equals the known solution", f"got {grid}")
    # Just for the log (timing-dependent, so not a check): the digits come in
    # one after another, so early on only some of them are red.
    png = screenshot(ui, out, f"{tag}-revealing.png")
    early = time.monotonic() - solved_at
    got, _ = pixel_map(ui, png)
    n_red = sum(1 for p, g in zip(puzzle, got) if p == "." and g == "R")
    log(f"INFO: {tag}: {n_red} of {puzzle.count('.')} solved digits red {early:.2f}s "
        f"after the status ({os.path.basename(png)})")
    time.sleep(max(0.0, ANIMATION_WAIT_S - (time.monotonic() - solved_at)))
    check_pixels(ui, out, f"{tag}-solved.png", puzzle, solved=True)


def answer_dialog(ui, key):
    """Waits for the app's question to appear as a second window, focuses it
    (there is no window manager) and answers it with a key, as a person would."""
    def other_window():
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(ui.pid)],
                               capture_output=True, text=True).stdout.split()
        others = [w for w in found if w != ui.wid]
        return others[-1] if others else None
    dialog, _ = wait_for(other_window, 5, 0.1)
    if not dialog:
        return False
    xdotool("windowfocus", "--sync", dialog)
    time.sleep(0.2)
    xdotool("key", "--delay", KEY_DELAY_MS, key)
    time.sleep(0.3)
    subprocess.run(["xdotool", "windowfocus", "--sync", ui.wid], capture_output=True)  # gone on quit
    return True


def find_all(ui, role, name, window=None):
    """The accessibles of a role (and name, unless None) outside the grid
    cells, in the window of that title or in all of the app's windows."""
    hits = []

    def visit(acc):
        if acc.get_role() == role and (name is None or (acc.get_name() or "") == name):
            hits.append(acc)
    if window is None:
        walk(ui.app, visit, into_cells=False)
        return hits
    ui.app.clear_cache()
    for i in range(ui.app.get_child_count()):
        frame = ui.app.get_child_at_index(i)
        if frame is not None and frame.get_name() == window:
            walk(frame, visit, into_cells=False)
    return hits


def find_named(ui, role, name):
    hits = find_all(ui, role, name)
    return hits[0] if hits else None


def play_by_hand(ui, out):
    new_board(ui, "play")
    enter_classic(ui)
    wait_grid(ui, CLASSIC, "play: the typed givens read back over AT-SPI")
    start, _ = wait_for(lambda: find_named(ui, Atspi.Role.PUSH_BUTTON, "Start Solving"), 5)
    require(start is not None, "play: a Start Solving button")
    ui.click(start)
    wait_status(ui, lambda s: s.startswith("Your turn"), "play: Start Solving says it is your turn", 5)
    texts = []
    before = [text_of(a) for a in find_all(ui, Atspi.Role.LABEL, None)
              if "Text" in a.get_interfaces()]
    for stage in range(3):
        ui.keys("ctrl+h")

        def new_hint():
            # The hint bar's label: the one text new on screen but the
            # clock's time and the cells' pencil marks (figure spaces).
            for acc in find_all(ui, Atspi.Role.LABEL, None):
                t = text_of(acc) if "Text" in acc.get_interfaces() else ""
                if (t not in [""] + texts + before and not re.fullmatch(r"\d+:\d\d", t)
                        and "\u2007" not in t):
                    return t
            return None
        t, _ = wait_for(new_hint, 5)
        texts.append(t or "")
    log(f"play: hints {texts!r}")
    check(texts[0].startswith("Look at "), "play: the first hint says where to look", texts[0])
    check(texts[1] != texts[0] and texts[0][len("Look at "):] in texts[1],
          "play: the second names the technique there", texts[1])
    check(":" in texts[2], "play: the third tells the whole step", texts[2])
    screenshot(ui, out, "play-hint.png")
    apply_button, _ = wait_for(lambda: find_named(ui, Atspi.Role.PUSH_BUTTON, "Apply"), 5)
    require(apply_button is not None, "play: an Apply button on the third hint")
    ui.click(apply_button)
    placed, _ = wait_for(lambda: sum(c != "." for c in ui.grid()) == 31, 5)
    grid = ui.grid()
    new = [i for i in range(81) if grid[i] != CLASSIC[i]]
    check(len(new) == 1 and grid[new[0]] == CLASSIC_SOLUTION[new[0]],
          "play: Apply places the hint's digit, the solution's", f"got {grid}")
    # A wrong digit (one that clashes with nothing), then Check.
    wrong = next(i for i in range(81) if grid[i] == "."
                 and any(d != CLASSIC_SOLUTION[i] and no_clash(grid, i, d) for d in "123456789"))
    digit = next(d for d in "123456789" if d != CLASSIC_SOLUTION[wrong] and no_clash(grid, wrong, d))
    xdotool(*ui.click_args(ui.cells[wrong]), "key", digit)
    wait_grid(ui, grid[:wrong] + digit + grid[wrong + 1:], "play: the wrong digit is typed")
    ui.keys("ctrl+k")
    wait_status(ui, lambda s: s == "1 of your digits is not right: it is marked",
                "play: Check says one digit is not right", 5)
    name = ui.cells[wrong].get_name() or ""
    check(name.endswith(", your digit, wrong"), "play: the cell says it is wrong", repr(name))
    screenshot(ui, out, "play-check.png")
    ui.keys("ctrl+z", "ctrl+z")
    wait_grid(ui, CLASSIC, "play: Undo takes back the wrong digit and the hint's")

    # Every empty cell by hand, with the mouse and the keys: the last digit
    # brings the well-done bar.
    moves = []
    for i in range(81):
        if CLASSIC[i] == ".":
            moves += ui.click_args(ui.cells[i]) + ["key", CLASSIC_SOLUTION[i]]
    xdotool(*moves)
    wait_grid(ui, CLASSIC_SOLUTION, "play: every digit typed reads back over AT-SPI", timeout=10)
    wait_status(ui, lambda s: s.startswith("Solved by hand in "),
                "play: the last digit says it is solved by hand", 5)
    done, _ = wait_for(lambda: next((t for t in (text_of(a) for a in find_all(ui, Atspi.Role.LABEL, None)
                                                  if "Text" in a.get_interfaces())
                                     if t.startswith("Well done: the puzzle is solved!")), None), 5)
    check(done is not None and "Hints 1 · Cells revealed 0" in done,
          "play: the bar says well done, with the hint asked for (three stages, one hint)",
          repr(done))
    screenshot(ui, out, "play-finished.png")


def classroom_by_clicker(ui, out):
    new_board(ui, "clicker")
    enter_classic(ui)
    wait_grid(ui, CLASSIC, "clicker: the typed givens read back over AT-SPI")
    ui.keys("ctrl+t")
    counters, _ = wait_for(lambda: find_named(ui, Atspi.Role.LABEL, "Counters"), 5)
    require(counters is not None, "clicker: Show Steps shows the counters")

    def tried():
        # Steps made: digits put in, and digits taken back at a dead end.
        text = text_of(counters)
        m = re.search(r"Digits tried: ([0-9,]+)", text)
        b = re.search(r"Taken back: ([0-9,]+)", text)
        return sum(int(x.group(1).replace(",", "")) for x in (m, b) if x)

    def wait_tried(pred, what):
        ok, last = wait_for(lambda: pred(tried()), 5)
        check(bool(ok), what, f"steps made: {tried()}")

    ui.keys("Next")
    wait_tried(lambda n: n == 1, "clicker: Page Down makes the first step")
    ui.keys("Next", "Next")
    wait_tried(lambda n: n == 3, "clicker: two more Page Downs, two more steps")
    ui.keys("Prior")
    wait_tried(lambda n: n == 2, "clicker: Page Up takes a step back")
    ui.keys("space")
    wait_tried(lambda n: n >= 5, "clicker: Space plays")
    ui.keys("space")
    time.sleep(0.5)
    paused = tried()
    time.sleep(1.0)
    check(tried() == paused, "clicker: Space again pauses", f"{paused} then {tried()}")
    ui.keys("Right")
    wait_tried(lambda n: n == paused + 1, "clicker: Right steps too")
    ui.keys("Left")
    wait_tried(lambda n: n == paused, "clicker: Left steps back too")
    screenshot(ui, out, "clicker.png")
    ui.keys("Escape", "ctrl+t")
    # Show Steps off: the clicker's keys still change no cell (Space once
    # emptied givens).
    time.sleep(0.5)
    ui.keys("Next", "Prior", "space", "Right", "b", "period", "Left", "space", "B")
    wait_grid(ui, CLASSIC, "clicker: with Show Steps off, its keys change no cell")


# What the classroom's tree and race are called, by language: the e2e test
# runs them in English and again in Chinese (screenshots of both).
CLASSROOM_WORDS = {
    "C": {"ladder": "Search tree", "start": "Start Both", "finish": "Finish Now",
          "race": "Race of Two Searches", "tree_key": "v", "title": "Sudoku Solver",
          "heading": r"^Search tree: ([0-9]+) cells? deep$", "rung": "row ",
          "result": r"^Fewest candidates first tried ([0-9]+) digits, Textbook ([0-9]+): "
                    r"([0-9.]+) times fewer$"},
    "zh_CN": {"ladder": "搜索树", "start": "同时开始", "finish": "立即完成",
              "race": "两种搜索的比赛", "tree_key": "x", "title": "数独求解器",
              "heading": r"^搜索树：深 ([0-9]+) 格$", "rung": "第 ",
              "result": r"^候选数最少优先 尝试了 ([0-9]+) 个数字，教科书式 尝试了 ([0-9]+) 个："
                        r"少 ([0-9.]+) 倍$"},
}


def press(acc):
    """Presses a button through its AT-SPI action, in whichever window."""
    Atspi.Action.do_action(acc, 0)


def classroom_tree_and_race(ui, out, lang):
    words = CLASSROOM_WORDS[lang]
    tag = f"tree and race ({lang})"
    # The puzzle of the clicker's lesson: Show Steps, Search Tree View.
    ui.keys("ctrl+t", "F10", words["tree_key"])
    ladder, _ = wait_for(lambda: find_named(ui, Atspi.Role.LIST, words["ladder"]), 5)
    require(ladder is not None, f"{tag}: Search Tree View shows the ladder")
    ui.keys("Next", "Next", "Next", "Next", "Next")

    def rungs():
        texts = []
        for i in range(ladder.get_child_count()):
            child = ladder.get_child_at_index(i)
            texts.append(text_of(child) if "Text" in child.get_interfaces() else "")
        return texts

    def depth():
        texts = rungs()
        m = re.match(words["heading"], texts[0]) if texts else None
        return int(m.group(1)) if m else -1

    ok, _ = wait_for(lambda: depth() == 5, 5)
    check(bool(ok), f"{tag}: five steps, five rungs", repr(rungs()[:3]))
    check(rungs()[1].startswith(words["rung"]), f"{tag}: the top rung names its cell",
          repr(rungs()[1]))
    screenshot(ui, out, f"tree-{lang}.png")

    # The race, from Ready-Made Lessons.
    for key in ("F10", "y", "r"):
        ui.keys(key)
        time.sleep(0.5)
    def find_start():
        for button in find_all(ui, Atspi.Role.PUSH_BUTTON, None, words["race"]):
            # (GTK 4.8 names a button by its label as written, mnemonic and
            # tooltip too.)
            if words["start"] in (button.get_name() or "").replace("_", ""):
                return button
        return None

    start, _ = wait_for(find_start, 5)
    if start is None:
        screenshot(ui, out, f"race-missing-{lang}.png")
    require(start is not None, f"{tag}: Race Two Searches opens its window")
    press(start)

    def lanes_finish():
        return [b for b in find_all(ui, Atspi.Role.PUSH_BUTTON, None, words["race"])
                if words["finish"] in (b.get_name() or "").replace("_", "")]

    finish, _ = wait_for(lambda: (lambda f: len(f) == 2 and f)(lanes_finish()), 5)
    require(bool(finish), f"{tag}: two lanes, each with Finish Now")
    for button in finish:
        press(button)

    def result():
        for label in find_all(ui, Atspi.Role.LABEL, None, words["race"]):
            if "Text" in label.get_interfaces():
                m = re.match(words["result"], text_of(label))
                if m:
                    return m
        return None

    m, _ = wait_for(result, 30)
    require(m is not None, f"{tag}: the race ends with the winner and the ratio")
    fewest, textbook, ratio = int(m.group(1)), int(m.group(2)), float(m.group(3))
    check(fewest < textbook and abs(textbook / fewest - ratio) < 0.06,
          f"{tag}: the ratio is the lanes' counts'", m.group(0))
    screenshot(ui, out, f"race-{lang}.png")
    # Closed with Ctrl+W (Escape stops a lane first).
    ui.keys("ctrl+w")
    gone, _ = wait_for(lambda: not lanes_finish(), 5)
    check(bool(gone), f"{tag}: the race's window closes")
    # No window manager gives the focus back: the main window takes it.
    subprocess.run(["xdotool", "windowfocus", "--sync", ui.wid], capture_output=True)
    ui.keys("ctrl+t")


def no_clash(grid, i, d):
    r, c = divmod(i, 9)
    for j in range(81):
        rj, cj = divmod(j, 9)
        if grid[j] == d and (rj == r or cj == c or (rj // 3 == r // 3 and cj // 3 == c // 3)):
            return False
    return True


def new_board(ui, tag):
    ui.keys("ctrl+n")
    # The typed puzzle was never saved: New asks first; Discard it.
    check(answer_dialog(ui, "alt+d"), f"{tag}: Ctrl+N asks about the unsaved puzzle")
    wait_grid(ui, "." * 81, f"{tag}: Ctrl+N empties the grid")
    wait_status(ui, lambda s: s == STATUS_START, f"{tag}: Ctrl+N resets the status", 5)


def run(binary, out, lang="C", classroom=False):
    env = dict(os.environ)
    # The app gets the suite's fatal warnings back (run-e2e.sh kept them from
    # this driver, whose libatspi warns on its own).
    if os.environ.get("SUDOKU_APP_G_DEBUG"):
        env["G_DEBUG"] = os.environ["SUDOKU_APP_G_DEBUG"]
    # The AT-SPI bridge must be on: no GTK_A11Y=none/test for the app.
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    env.setdefault("GSETTINGS_BACKEND", "memory")
    schemas = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(binary))), "data")
    if os.path.exists(os.path.join(schemas, "gschemas.compiled")):
        env.setdefault("GSETTINGS_SCHEMA_DIR", schemas)
    env.setdefault("GDK_DEBUG", "gl-disable")
    env["GDK_BACKEND"] = "x11"              # xdotool and import are X clients
    env["GTK_THEME"] = "Adwaita"            # the pixel checks expect the light style
    env["LANGUAGE"] = lang                  # the strings checked are the untranslated ones
    if lang != "C":                         # (but in the classroom's run in Chinese)
        env["SUDOKU_SOLVER_LOCALEDIR"] = os.path.join(
            os.path.dirname(os.path.dirname(os.path.abspath(binary))), "po")
    env["LC_ALL"] = "C.UTF-8"
    # A state directory of its own: the app brings back the puzzle of its
    # last run from there, and a person's own runs must not leak in.
    state_home = tempfile.mkdtemp(prefix="e2e-state-")
    env["XDG_STATE_HOME"] = state_home
    app_log = open(os.path.join(out, "app.log"), "wb")
    log(f"starting {binary} (log: {app_log.name})")
    proc = subprocess.Popen([binary], env=env, stdout=app_log, stderr=subprocess.STDOUT)
    try:
        if classroom:
            run_classroom(proc, out, lang)
        else:
            run_steps(proc, out)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        app_log.close()
        shutil.rmtree(state_home, ignore_errors=True)
        with open(os.path.join(out, "app.log"), errors="replace") as f:
            text = f.read()
        serious = [line for line in text.splitlines()
                   if "-CRITICAL **" in line or "-ERROR **" in line or "-WARNING **" in line]
        check(not serious, "the app logged no warnings or criticals",
              "\n      ".join(serious[:10]))


def run_classroom(proc, out, lang):
    """The search tree and the race again, in another language: the demo
    puzzle from the menu (no cell is typed: the cells' names are the
    language's)."""
    app, _ = wait_for(lambda: proc.poll() is not None or find_app(CLASSROOM_WORDS[lang]["title"]),
                      30, 0.1)
    require(proc.poll() is None and app is not None and app is not True,
            f"the app runs in {lang}")
    ui = Ui(app)
    ui.pid = proc.pid
    time.sleep(1.0)
    ui.wid = xdotool("search", "--onlyvisible", "--pid", str(proc.pid)).split()[0]
    ui.keys("F10", "d")
    time.sleep(0.5)
    classroom_tree_and_race(ui, out, lang)
    # (Quitting is the English run's to check: this one ends with the run.)


def run_steps(proc, out):
    # ---- find the app, its cells and its window
    app, _ = wait_for(lambda: proc.poll() is not None or find_app(), 30, 0.1)
    require(proc.poll() is None, "the app is running", f"exited with {proc.poll()}")
    require(app is not None and app is not True, "the app appears on the AT-SPI bus")
    ui = Ui(app)
    ui.pid = proc.pid
    ok, _ = wait_for(ui.index, 20, 0.1)
    require(bool(ok), "81 cells named 'Row R, column C' found over AT-SPI")
    log(f"on the AT-SPI bus: app {app.get_name()!r}, cell roles {ui.cell_roles}")
    check(ui.cell_roles == {"table-cell": 81}, "every cell has the grid-cell role",
          str(ui.cell_roles))
    require(ui.status is not None, "the label named 'Status' found")
    require(ui.solve is not None, "the Solve button found")
    if ui.solve_name != "Solve":
        log(f"NOTE: the Solve button's accessible name is {ui.solve_name!r}, not 'Solve'")
    require(ui.find_labels(), "every cell has a label child with the Text interface")
    r = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", f"^{TITLE}$"],
                       capture_output=True, text=True, timeout=30)
    wids = r.stdout.split()
    require(r.returncode == 0 and wids, "xdotool finds the window", r.stderr)
    ui.wid = wids[0]
    xdotool("windowfocus", "--sync", ui.wid)   # no window manager: not windowactivate

    def laid_out():
        e, f = extents(ui.cells[80]), extents(ui.frame)
        return e.width > 20 and e.height > 20 and f.width > 0 and (e.x, e.y, f.width, f.height)
    first, _ = wait_for(laid_out, 10)
    require(bool(first), "the grid is laid out (cell extents over AT-SPI)")
    stable, _ = wait_for(lambda: (time.sleep(0.1), laid_out() == first)[1], 5)
    if not stable:
        log("WARN: the grid's extents were still changing")
    wx, wy, ww, wh = ui.geometry()
    f = extents(ui.frame)
    # Client-side decorations: the X window is larger than the GTK window by
    # the same margin on each side (the shadow / resize border).
    ui.offset = ((ww - f.width) // 2 - f.x, (wh - f.height) // 2 - f.y)
    c0, c80 = extents(ui.cells[0]), extents(ui.cells[80])
    log(f"window {ui.wid}: X geometry {ww}x{wh}+{wx}+{wy}, AT-SPI frame {f.width}x{f.height}, "
        f"offset {ui.offset}; r1c1 {c0.width}x{c0.height}+{c0.x}+{c0.y}, "
        f"r9c9 {c80.width}x{c80.height}+{c80.x}+{c80.y}")
    check(ui.grid() == "." * 81, "the grid starts empty")
    check(ui.status_text() == STATUS_START, f"the status starts as {STATUS_START!r}")

    # ---- 1: the classic puzzle, solved with Ctrl+Return
    enter_classic(ui)
    wait_grid(ui, CLASSIC, "classic: the typed givens read back over AT-SPI")
    check(ui.status_text() == "", "classic: no complaint in the status after typing",
          repr(ui.status_text()))
    empty = CLASSIC.index(".")
    xdotool(*ui.click_args(ui.cells[empty]), "key", "x")
    wait_status(ui, lambda s: s == STATUS_LETTER, "classic: a letter is refused", 5)
    check(ui.grid() == CLASSIC,
          f"classic: r{empty // 9 + 1}c{empty % 9 + 1} stays empty after typing 'x'",
          f"got {ui.grid()}")
    check_pixels(ui, out, "classic-typed.png", CLASSIC, solved=False)
    solve_and_check(ui, out, "classic", CLASSIC, CLASSIC_SOLUTION, "ctrl+Return")

    # ---- 2: a hard one after New (Ctrl+N), solved with a click on Solve
    new_board(ui, "hard")
    enter_hard(ui)
    wait_grid(ui, HARD, "hard: the typed givens read back over AT-SPI")
    solve_and_check(ui, out, "hard", HARD, HARD_SOLUTION, "a click on Solve")

    # ---- 3: no solution
    new_board(ui, "none")
    # Eight digits in a row: each moves on by itself.
    ui.keys(*NO_SOLUTION[:8])
    xdotool(*ui.click_args(ui.cells[17]), "key", "9")
    wait_grid(ui, NO_SOLUTION, "none: the typed givens read back over AT-SPI")
    check(ui.status_text() == "", "none: the givens do not clash", repr(ui.status_text()))
    ui.keys("ctrl+Return")
    wait_status(ui, lambda s: s.startswith(STATUS_NONE),
                "none: the status names the digit that stops a solution", 30)
    time.sleep(0.3)
    check(ui.grid() == NO_SOLUTION, "none: the grid keeps only the givens", f"got {ui.grid()}")
    check_pixels(ui, out, "none-after-solve.png", NO_SOLUTION, solved=False)

    # ---- 4: solving by hand: Start Solving, three hints, Apply, a wrong
    # digit, Check
    play_by_hand(ui, out)

    # ---- 5: the classroom with a presenter's clicker: Page Down steps,
    # Page Up steps back, Space plays and pauses
    classroom_by_clicker(ui, out)

    # ---- quit like a person
    ui.keys("ctrl+q")
    # The last puzzle was typed, never saved: quitting asks first.
    check(answer_dialog(ui, "alt+d"), "Ctrl+Q asks about the unsaved puzzle")
    try:
        rc = proc.wait(10)
    except subprocess.TimeoutExpired:
        rc = None
    check(rc == 0, "Ctrl+Q closes the app, exit status 0", f"exit status {rc}")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("SUDOKU_SOLVER")
    if not binary or not os.access(binary, os.X_OK):
        print(f"FAIL: no app to run: {binary!r} (give its path, or set SUDOKU_SOLVER)")
        return 2
    for tool in ("xdotool", "import", "convert"):
        if shutil.which(tool) is None:
            print(f"FAIL: {tool} is not installed")
            return 2
    if not os.environ.get("DISPLAY"):
        print("FAIL: no X display (run under xvfb-run, see run-e2e.sh)")
        return 2
    out = os.environ.get("E2E_OUT") or tempfile.mkdtemp(prefix="sudoku-e2e-")
    os.makedirs(out, exist_ok=True)
    log(f"screenshots and app log in {out}")
    try:
        run(os.path.abspath(binary), out)
        # ---- 6: the search tree, and a race of two searches (#26), in
        # English and in Chinese, each in a run of its own
        run(os.path.abspath(binary), out, "C", classroom=True)
        run(os.path.abspath(binary), out, "zh_CN", classroom=True)
    except Abort as e:
        print(f"FAIL: stopped after: {e}", flush=True)
        results["fail"] += 1
    except Exception as e:  # an unexpected error is a failure too, with its story
        import traceback
        traceback.print_exc()
        print(f"FAIL: {type(e).__name__}: {e}", flush=True)
        results["fail"] += 1
    total = time.monotonic() - T0
    verdict = "PASS" if results["fail"] == 0 else "FAIL"
    print(f"E2E {verdict}: {results['pass']} checks passed, {results['fail']} failed "
          f"in {total:.1f}s (screenshots in {out})", flush=True)
    return 0 if results["fail"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
