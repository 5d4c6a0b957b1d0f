#!/usr/bin/python3
"""End-to-end: a puzzle solved with the mouse alone, in the real window.

Usage: e2e-mouse.py PATH/TO/sudoku-solver    (run-e2e-mouse.sh sets it up)

The app opens a puzzle file given on its command line (it starts in
solving).  Then only xdotool clicks, never a key: a click on a cell and one
on the keypad's digit for most cells; for some, a second click on the
selected cell opens the picker and a click on its digit; the Notes switch
puts a pencil mark and Erase takes it out.  AT-SPI finds the cells, the
keypad's keys (by their names, "Digit 4, 7 left") and the picker's ("Digit
4"), and reads the grid back.  The puzzle must end solved ("well done"),
the keypad's counts at zero.  Screenshots of the picker open and of the
end go to $E2E_OUT and are named in the output.

(Touch: xdotool and XTest make pointer events only, and Xvfb has no touch
device; the picker's long press is the same GtkGestureLongPress for a
finger as for a held mouse button, which test-keypad presses.)
"""
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("e2e_solve", os.path.join(here, "e2e-solve.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

from gi.repository import Atspi  # noqa: E402  (e2e-solve.py asked for 2.0)

CLASSIC, SOLUTION = e2e.CLASSIC, e2e.CLASSIC_SOLUTION
PICKER_CELLS = 3        # cells filled through the picker
KEYPAD_RE = re.compile(r"^Digit ([1-9]), (\d+ left|all nine placed)$")
PICKER_RE = re.compile(r"^Digit ([1-9])$")
CLICK_PAUSE = "0.08"    # seconds between two clicks of one xdotool call
WELL_DONE_RE = re.compile(r"^Solved by hand in \d+:\d\d: well done!$")


def find(ui, pattern, roles):
    """{digit: accessible} for the buttons whose name matches pattern."""
    found = {}

    def visit(acc):
        m = pattern.match(acc.get_name() or "")
        if m and acc.get_role() in roles:
            found[int(m.group(1))] = acc
    e2e.walk(ui.app, visit)
    return found


def find_named(ui, name, role):
    hits = []
    e2e.walk(ui.app, lambda acc: hits.append(acc) if role in (None, acc.get_role())
             and acc.get_name() == name else None)
    return hits[0] if hits else None


def click_args(ui, acc):
    return ui.click_args(acc) + ["sleep", CLICK_PAUSE]


def find_app():
    """The app's accessible: its window's title names the file opened."""
    desktop = Atspi.get_desktop(0)
    desktop.clear_cache()
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        app.clear_cache()
        for j in range(app.get_child_count()):
            win = app.get_child_at_index(j)
            if win is not None and win.get_role() == Atspi.Role.FRAME:
                e2e.log(f"window {win.get_name()!r}")
                e2e.TITLE = win.get_name()
                return app
    return None


def picker_digits(ui):
    buttons = find(ui, PICKER_RE, (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON))
    return buttons if len(buttons) == 9 else None


def picker_rows(wid, out):
    """The vertical middles of the picker's four rows of buttons (three of
    digits, Erase), from the borders drawn down a line through its middle
    column, left of the digits: GTK 4.8 gives AT-SPI wrong coordinates for
    the widgets of a popover."""
    png = os.path.join(out, "picker-window.png")
    subprocess.run(["import", "-window", wid, png], check=True, timeout=30)
    size = subprocess.run(["identify", "-format", "%w %h", png], check=True, capture_output=True,
                          text=True, timeout=30).stdout.split()
    w, h = int(size[0]), int(size[1])
    raw = subprocess.run(["convert", png, "-crop", f"1x{h}+{w * 5 // 12}+0", "+repage", "-depth", "8",
                          "gray:-"], check=True, capture_output=True, timeout=30).stdout
    ground = max(raw)  # the popover's ground
    dark = [y for y in range(h) if raw[y] < ground - 25]
    edges = []
    for y in dark:
        if not edges or y > edges[-1][1] + 1:
            edges.append([y, y])
        else:
            edges[-1][1] = y
    # Drop the popover's own frame (at its very top and bottom).
    edges = [e for e in edges if e[0] > 2 and e[1] < h - 3]
    if len(edges) < 8:
        return None
    pairs = [(edges[k][1], edges[k + 1][0]) for k in range(0, 8, 2)]
    return w, [(top + bottom) // 2 for top, bottom in pairs]


def picker_click_args(ui, out, digit):
    """A click on a digit of the picker, an X window of its own."""
    wids = e2e.xdotool("search", "--onlyvisible", "--pid", str(ui.pid), "").split()
    best = None
    for wid in wids:
        if wid == ui.wid:
            continue
        g = dict(line.split("=", 1) for line in
                 e2e.xdotool("getwindowgeometry", "--shell", wid).split() if "=" in line)
        w, h = int(g["WIDTH"]), int(g["HEIGHT"])
        if 100 < w < 600 and 100 < h < 600:
            best = wid
    e2e.require(best is not None, "the picker's window found", str(wids))
    rows = picker_rows(best, out)
    e2e.require(rows is not None, "the picker's rows of buttons found on its pixels")
    w, middles = rows
    x = w * (2 * ((digit - 1) % 3) + 1) // 6
    y = middles[(digit - 1) // 3]
    return ["mousemove", "--window", best, str(x), str(y), "click", "1", "sleep", CLICK_PAUSE]


def run_steps(proc, out, ui):
    keypad = find(ui, KEYPAD_RE, (Atspi.Role.PUSH_BUTTON,))
    e2e.require(len(keypad) == 9, "the keypad's nine digits found by their names",
                f"found {sorted(keypad)}")
    notes = find_named(ui, "Notes", Atspi.Role.PUSH_BUTTON)
    erase = find_named(ui, "Erase", Atspi.Role.PUSH_BUTTON)
    if notes is None or erase is None:
        names = []
        e2e.walk(ui.app, lambda acc: names.append((acc.get_role().value_nick, acc.get_name()))
                 if "button" in acc.get_role().value_nick else None)
        e2e.log(f"buttons: {names}")
    e2e.require(notes is not None and erase is not None, "the keypad's Notes and Erase found")
    counts = {d: keypad[d].get_name() for d in keypad}
    e2e.check(counts[4] == "Digit 4, 7 left", "the keypad says 7 fours are still to place",
              counts[4])

    empty = [i for i, c in enumerate(CLASSIC) if c == "."]
    by_picker, by_keypad = empty[:PICKER_CELLS], empty[PICKER_CELLS:]

    # A pencil mark with the Notes switch, then Erase takes it out.
    first = by_keypad[0]
    e2e.xdotool(*click_args(ui, ui.cells[first]), *click_args(ui, notes),
                *click_args(ui, keypad[int(SOLUTION[first])]))
    d = SOLUTION[first]
    want = f"Row {first // 9 + 1}, column {first % 9 + 1}, notes {d}"
    ok, _ = e2e.wait_for(lambda: ui.cells[first].get_name() == want, 3)
    e2e.check(bool(ok) and ui.grid()[first] == ".",
              "in notes mode a keypad digit is a pencil mark, not a digit",
              f"{ui.cells[first].get_name()!r}")
    e2e.xdotool(*click_args(ui, erase), *click_args(ui, notes))
    want = f"Row {first // 9 + 1}, column {first % 9 + 1}, empty"
    ok, _ = e2e.wait_for(lambda: ui.cells[first].get_name() == want, 3)
    e2e.check(bool(ok), "Erase takes the pencil mark out", f"{ui.cells[first].get_name()!r}")

    # The picker: a second click on the selected cell, then its digit.
    for n, cell in enumerate(by_picker):
        e2e.xdotool(*click_args(ui, ui.cells[cell]), *click_args(ui, ui.cells[cell]))
        buttons, _ = e2e.wait_for(lambda: picker_digits(ui), 5, 0.1)
        e2e.require(buttons is not None,
                    f"a second click on r{cell // 9 + 1}c{cell % 9 + 1} opens the picker")
        if n == 0:
            shot = e2e.screenshot(ui, out, "mouse-picker.png")
            e2e.log(f"screenshot of the picker: {shot}")
        picker = find_named(ui, "Digit picker", None)
        e2e.require(picker is not None, "the picker is named 'Digit picker'")
        e2e.xdotool(*picker_click_args(ui, out, int(SOLUTION[cell])))
        e2e.wait_grid(ui, "".join(SOLUTION[i] if i in by_picker[:n + 1] or CLASSIC[i] != "."
                                  else "." for i in range(81)),
                      f"the picker's {SOLUTION[cell]} went into r{cell // 9 + 1}c{cell % 9 + 1}")

    # The keypad: a click on the cell, one on the digit; a few cells at a
    # time in one xdotool call.
    t = time.monotonic()
    for k in range(0, len(by_keypad), 8):
        args = []
        for cell in by_keypad[k:k + 8]:
            args += click_args(ui, ui.cells[cell]) + click_args(ui, keypad[int(SOLUTION[cell])])
        e2e.xdotool(*args)
    e2e.log(f"{len(by_keypad)} cells by keypad in {time.monotonic() - t:.1f}s")
    e2e.wait_grid(ui, SOLUTION, "every cell filled by mouse reads back as the solution", 10)
    # The status line (named by its text in GTK 4.8) and the finish bar.
    def said():
        labels = []
        e2e.walk(ui.app, lambda acc: labels.append(acc.get_name() or "")
                 if acc.get_role() == Atspi.Role.LABEL else None)
        return [t for t in labels if WELL_DONE_RE.match(t) or t.startswith("Well done")]
    done, _ = e2e.wait_for(said, 5, 0.2)
    e2e.check(done is not None and len(done) == 2, "the puzzle is solved by hand: well done",
              str(done))
    names = {d: a.get_name() for d, a in find(ui, KEYPAD_RE,
                                              (Atspi.Role.PUSH_BUTTON,)).items()}
    e2e.check(all(names.get(d) == f"Digit {d}, all nine placed" for d in range(1, 10)),
              "the keypad says every digit is placed", str(names))
    shot = e2e.screenshot(ui, out, "mouse-solved.png")
    e2e.log(f"screenshot of the solved puzzle: {shot}")


def main():
    binary = os.path.abspath(sys.argv[1])
    out = os.environ.get("E2E_OUT") or tempfile.mkdtemp(prefix="sudoku-e2e-mouse-")
    os.makedirs(out, exist_ok=True)
    puzzle = os.path.join(out, "classic.sdk")
    with open(puzzle, "w") as f:
        f.write(CLASSIC + "\n")
    env = dict(os.environ)
    if os.environ.get("SUDOKU_APP_G_DEBUG"):
        env["G_DEBUG"] = os.environ["SUDOKU_APP_G_DEBUG"]
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    env.setdefault("GSETTINGS_BACKEND", "memory")
    schemas = os.path.join(os.path.dirname(os.path.dirname(binary)), "data")
    if os.path.exists(os.path.join(schemas, "gschemas.compiled")):
        env.setdefault("GSETTINGS_SCHEMA_DIR", schemas)
    env.setdefault("GDK_DEBUG", "gl-disable")
    env.update(GDK_BACKEND="x11", GTK_THEME="Adwaita", LANGUAGE="C", LC_ALL="C.UTF-8")
    state = tempfile.mkdtemp(prefix="e2e-mouse-state-")
    env.update(XDG_STATE_HOME=state, XDG_CONFIG_HOME=state, XDG_DATA_HOME=state)
    log_file = open(os.path.join(out, "app-mouse.log"), "wb")
    proc = subprocess.Popen([binary, puzzle], env=env, stdout=log_file, stderr=subprocess.STDOUT)
    try:
        app, _ = e2e.wait_for(lambda: proc.poll() is not None or find_app(), 30, 0.1)
        e2e.require(app is not None and app is not True, "the app appears on the AT-SPI bus")
        ui = e2e.Ui(app)
        ok, _ = e2e.wait_for(ui.index, 20, 0.1)
        e2e.require(bool(ok), "the 81 cells found over AT-SPI")
        e2e.require(ui.find_labels(), "every cell has a label child")
        r = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name",
                            "^" + re.escape(e2e.TITLE) + "$"], capture_output=True, text=True, timeout=30)
        e2e.require(r.returncode == 0 and r.stdout.split(), "xdotool finds the window")
        ui.wid = r.stdout.split()[0]
        ui.pid = proc.pid
        e2e.wait_grid(ui, CLASSIC, "the puzzle file opened", 10)
        time.sleep(0.3)
        wx, wy, ww, wh = ui.geometry()
        f = e2e.extents(ui.frame)
        ui.offset = ((ww - f.width) // 2 - f.x, (wh - f.height) // 2 - f.y)
        run_steps(proc, out, ui)
    except e2e.Abort as err:
        print(f"FAIL: stopped after: {err}", flush=True)
        e2e.results["fail"] += 1
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(10)
        log_file.close()
        with open(os.path.join(out, "app-mouse.log"), errors="replace") as f:
            serious = [line for line in f.read().splitlines()
                       if "-CRITICAL **" in line or "-WARNING **" in line or "-ERROR **" in line]
        e2e.check(not serious, "the app logged no warnings or criticals", "\n".join(serious[:10]))
    verdict = "PASS" if e2e.results["fail"] == 0 else "FAIL"
    print(f"E2E-MOUSE {verdict}: {e2e.results['pass']} checks passed, "
          f"{e2e.results['fail']} failed (screenshots in {out})", flush=True)
    return 0 if e2e.results["fail"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
