#!/usr/bin/env python3
# se-compare.py
#
# Copyright 2026 The Sudoku Solver authors
#
# SPDX-License-Identifier: GPL-3.0-or-later

"""Compares `sudoku-solver --rate` with Sudoku Explainer's own rater.

Sudoku Explainer (SE) is not part of the project: build its command-line
rater (diuf.sudoku.test.serate) in a folder of your own and name its class
path with --se or SE_CLASSPATH.  Where SE is absent, the script says so and
exits 0 (a skip).  SE is slow (seconds to minutes a puzzle), so its ratings
are kept in a cache folder, one file per puzzle file, and a puzzle SE has
rated once, for any file of the folder, is never rated again.

    build-aux/se-compare.py --solver _build/src/sudoku-solver \\
        --se /work/scratch-se/classes:/usr/share/java/json-simple.jar \\
        --cache ~/.cache/se-ratings --limit 200 PUZZLES.txt...

For each file it prints how many puzzles have the same ER, EP and ED as SE,
how many the engine leaves open (">X"), how many it rates lower or higher,
the puzzles that differ, and the time of both raters on the same puzzles
(SE's JVM started once; SE's own elapsed time per puzzle); then the same
counts over all the files, a mixed set (issue #23's "done when": ER, EP
and ED as SE's on 95 % of a set across the whole scale, none open).

With --level N (0 to 5) it compares instead one level of SE's dynamic
forcing chains alone, on each puzzle's first grid, as SE's producer of
that level runs on its own: the value and the removals of the first
instance in SE's order, SE's through a small driver of ours that the
script writes and compiles (javac) into the cache folder, the engine's
from `bench-logic --level N` (--bench is then needed).  This reaches the
levels no puzzle of the shared sets needs (5), at SE's cost: minutes to
an hour a puzzle.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile


def read_puzzles(path, limit):
    puzzles = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if len(line) >= 81 and not line.startswith("#"):
                puzzles.append(line[:81].replace("0", "."))
            if limit and len(puzzles) >= limit:
                break
    return puzzles


def se_seconds(text):
    """SE's %e: "1.23s", "2m05s", "1h02m"."""
    if text.endswith("s") and "m" not in text:
        return float(text[:-1])
    if text.endswith("s"):
        m, s = text[:-1].split("m")
        return int(m) * 60 + int(s)
    h, m = text[:-1].split("h")
    return int(h) * 3600 + int(m) * 60


def cache_entry(line):
    """A line of a cache: the puzzle, what SE said (one word or more) and
    the seconds it took; None for a line that is not one (cut short, or
    anything else SE printed)."""
    parts = line.split()
    if len(parts) < 3 or len(parts[0]) != 81:
        return None
    try:
        return parts[0], (" ".join(parts[1:-1]), float(parts[-1]))
    except ValueError:
        return None


def load_cache(path):
    cache = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                entry = cache_entry(line)
                if entry:
                    cache[entry[0]] = entry[1]
    return cache


def rate_with_se(classpath, puzzles, cache, cache_path):
    missing = [p for p in puzzles if p not in cache]
    if not missing:
        return
    print(f"  SE rates {len(missing)} puzzles...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.txt")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(missing) + "\n")
        # One line per puzzle as it goes, so an interrupted run keeps what
        # was rated.
        proc = subprocess.Popen(
            ["java", "-Xmx1g", "-cp", classpath, "diuf.sudoku.test.serate",
             "--format=%g %r/%p/%d %e", "--input=" + src],
            stdout=subprocess.PIPE, text=True, cwd=tmp)
        with open(cache_path, "a", encoding="utf-8") as out:
            for line in proc.stdout:
                parts = line.split()
                if len(parts) != 3:
                    continue
                seconds = se_seconds(parts[2])
                cache[parts[0]] = (parts[1], seconds)
                out.write(f"{parts[0]} {parts[1]} {seconds}\n")
                out.flush()
        proc.wait()


def rate_with_bench(bench, puzzles):
    """Per puzzle: our rating and its processor time (bench-logic --times)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.txt")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(puzzles) + "\n")
        lines = subprocess.run([bench, "--times", src], capture_output=True, text=True,
                               check=True).stdout.splitlines()
    return [line.split()[0] for line in lines], [float(line.split()[1]) for line in lines]


def rate_with_us(solver, puzzles):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.txt")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(puzzles) + "\n")
        t0 = os.times()
        lines = subprocess.run([solver, "--rate", src], capture_output=True, text=True,
                               check=False).stdout.splitlines()
        t1 = os.times()
    # "ER 2.6 EP 1.2 ED 1.2" (a puzzle without one solution: "multiple" or
    # "none") into SE's "2.6/1.2/1.2".
    out = []
    for line in lines:
        parts = line.split()
        out.append("/".join(parts[1::2]) if len(parts) == 6 and parts[0] == "ER" else line.strip())
    cpu = (t1.children_user - t0.children_user) + (t1.children_system - t0.children_system)
    return out, cpu


# The driver for --level: SE's chaining producer of one nesting level, on
# its own, on each puzzle of standard input; a line a puzzle: the puzzle,
# "ER" and the value of the first hint (as serate rounds it) and what it
# removes (r1c6<>2, cell by cell, digits in order), or "none", then the
# seconds it took.
LEVEL_DRIVER = r"""
import diuf.sudoku.Cell;
import diuf.sudoku.Grid;
import diuf.sudoku.Settings;
import diuf.sudoku.solver.*;
import diuf.sudoku.solver.rules.chaining.Chaining;
import java.io.*;
import java.util.*;

public class SeLevel {
    public static void main(String[] args) throws IOException {
        int level = Integer.parseInt(args[0]);
        Settings.getInstance().setNoSaves(); // as serate: no settings file written
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null;) {
            if (line.length() < 81)
                continue;
            Grid grid = new Grid();
            for (int i = 0; i < 81; i++) {
                char ch = line.charAt(i);
                if (ch >= '1' && ch <= '9')
                    grid.setCellValue(i % 9, i / 9, ch - '0');
            }
            new Solver(grid).rebuildPotentialValues();
            SingleHintAccumulator first = new SingleHintAccumulator();
            long start = System.nanoTime();
            try {
                new Chaining(true, true, false, level, false).getHints(grid, first);
            } catch (InterruptedException stopped) {
                // the accumulator's way to say it has its hint
            }
            long took = System.nanoTime() - start;
            StringBuilder out = new StringBuilder(line.substring(0, 81));
            Hint hint = first.getHint();
            if (hint == null) {
                out.append(" none");
            } else {
                int tenths = (int) ((((Rule) hint).getDifficulty() + 0.05) * 10);
                out.append(" ER " + tenths / 10 + "." + tenths % 10);
                TreeMap<Integer, BitSet> removed = new TreeMap<>();
                Map<Cell, BitSet> pots = ((IndirectHint) hint).getRemovablePotentials();
                for (Cell cell : pots.keySet())
                    removed.put(cell.getY() * 9 + cell.getX(), pots.get(cell));
                for (int cell : removed.keySet()) {
                    BitSet digits = removed.get(cell);
                    for (int d = digits.nextSetBit(0); d >= 0; d = digits.nextSetBit(d + 1))
                        out.append(" r" + (cell / 9 + 1) + "c" + (cell % 9 + 1) + "<>" + d);
                }
            }
            out.append(" " + took / 1000000 / 1000.0);
            System.out.println(out);
            System.out.flush();
        }
    }
}
"""


def level_driver(args):
    """Writes and compiles the --level driver; its class folder, or None
    where it does not compile against SE's class path."""
    folder = os.path.abspath(os.path.join(args.cache, "level-driver"))
    source = os.path.join(folder, "SeLevel.java")
    os.makedirs(folder, exist_ok=True)
    old = open(source, encoding="utf-8").read() if os.path.exists(source) else ""
    if old != LEVEL_DRIVER or not os.path.exists(os.path.join(folder, "SeLevel.class")):
        with open(source, "w", encoding="utf-8") as f:
            f.write(LEVEL_DRIVER)
        if subprocess.run(["javac", "-nowarn", "-cp", args.se, "-d", folder, source],
                          stdout=subprocess.DEVNULL).returncode != 0:
            return None
    return folder


def compare_level(args, path, total):
    puzzles = read_puzzles(path, args.limit)
    cache_path = os.path.join(args.cache, f"{os.path.basename(path)}.level{args.level}")
    cache = load_caches(args.cache, f".level{args.level}")
    missing = [p for p in puzzles if p not in cache]
    if missing:
        print(f"  SE's level {args.level} on {len(missing)} puzzles...", file=sys.stderr, flush=True)
        driver = level_driver(args)
        if driver is None:
            print(f"{path}: the --level driver does not compile against SE's class path {args.se}")
            return False
        asked = set(missing)
        # SE writes its settings file where it runs; its input is a file, so
        # that neither side waits on a full pipe.
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "in.txt")
            with open(src, "w", encoding="utf-8") as f:
                f.write("\n".join(missing) + "\n")
            with open(src, encoding="utf-8") as f:
                proc = subprocess.Popen(
                    ["java", "-Xmx2g", "-cp", driver + ":" + args.se, "SeLevel", str(args.level)],
                    stdin=f, stdout=subprocess.PIPE, text=True, cwd=tmp)
                with open(cache_path, "a", encoding="utf-8") as out:
                    for line in proc.stdout:
                        entry = cache_entry(line)
                        if entry and entry[0] in asked:
                            cache[entry[0]] = entry[1]
                            out.write(line)
                            out.flush()
                status = proc.wait()
        left = [p for p in missing if p not in cache]
        if status != 0 or left:
            print(f"{path}: SE's level {args.level} stopped (exit status {status}) with {len(left)} "
                  f"of {len(missing)} puzzles unanswered")
            return False
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "in.txt")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(puzzles) + "\n")
        lines = subprocess.run([args.bench, "--level", str(args.level), src], capture_output=True,
                               text=True, check=True).stdout.splitlines()
    if len(lines) != len(puzzles) or any(line.split()[0] != p for p, line in zip(puzzles, lines)):
        print(f"{path}: bench-logic --level gave {len(lines)} lines for {len(puzzles)} puzzles, "
              "or not in their order")
        return False
    same = 0
    se_times, times, diffs = [], [], []
    for puzzle, line in zip(puzzles, lines):
        parts = line.split()
        mine, theirs = " ".join(parts[1:-2]), cache[puzzle][0]
        same += mine == theirs
        if mine != theirs:
            diffs.append((puzzle, mine, theirs))
        se_times.append(cache[puzzle][1])
        times.append(float(parts[-2]))
    n = len(puzzles)
    total["n"] = total.get("n", 0) + n
    total["same"] = total.get("same", 0) + same
    print(f"{os.path.basename(path)}: level {args.level} alone on {n} first grids; the same value and "
          f"removals as SE {same}, different {n - same}")
    if n:
        print(f"  time: SE {sum(se_times):.1f} s (median {statistics.median(se_times):.1f} s), engine "
              f"{sum(times):.2f} s (median {statistics.median(times):.2f} s, processor)")
    for puzzle, mine, theirs in diffs[:args.show]:
        print(f"  {puzzle} engine {mine} SE {theirs}")
    return same == n


def value(text):
    return float(text.lstrip(">"))


def load_caches(folder, suffix=".se"):
    """Every file of the cache folder (of ratings, or of one --level): a
    puzzle rated for one is rated."""
    cache = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(suffix):
            cache.update(load_cache(os.path.join(folder, name)))
    return cache


def compare(args, path, total):
    puzzles = read_puzzles(path, args.limit)
    cache_path = os.path.join(args.cache, os.path.basename(path) + ".se")
    cache = load_caches(args.cache)
    rate_with_se(args.se, puzzles, cache, cache_path)
    puzzles = [p for p in puzzles if p in cache]
    ours, cpu = rate_with_us(args.solver, puzzles)
    times = None
    if args.bench:
        ratings, times = rate_with_bench(args.bench, puzzles)
        if ratings != ours:
            print(f"{path}: bench-logic and the solver disagree")
            return False
    if len(ours) != len(puzzles):
        print(f"{path}: the solver gave {len(ours)} ratings for {len(puzzles)} puzzles")
        return False
    same = [0, 0, 0]
    beyond = lower = higher = 0
    diffs = []
    se_time = 0.0
    for puzzle, mine in zip(puzzles, ours):
        theirs, seconds = cache[puzzle]
        se_time += seconds
        a, b = mine.split("/"), theirs.split("/")
        for i in range(3):
            same[i] += a[i] == b[i]
        if a[0].startswith(">"):
            beyond += 1
            # ">X": SE's rating must be above X.
            if value(b[0]) <= value(a[0]):
                lower += 1
                diffs.append((puzzle, mine, theirs))
        elif a != b:
            lower += value(a[0]) < value(b[0])
            higher += value(a[0]) > value(b[0])
            diffs.append((puzzle, mine, theirs))
    n = len(puzzles)
    for key, count in (("n", n), ("er", same[0]), ("ep", same[1]), ("ed", same[2]),
                       ("open", beyond), ("lower", lower), ("higher", higher),
                       ("se", se_time), ("cpu", cpu)):
        total[key] = total.get(key, 0) + count
    print(f"{os.path.basename(path)}: {n} puzzles; same ER {same[0]} ({100 * same[0] / max(n, 1):.1f} %), "
          f"EP {same[1]}, ED {same[2]}; open (>X) {beyond}; ER lower than SE {lower}, higher {higher}")
    print(f"  time: SE {se_time:.2f} s, engine {cpu:.3f} s (processor) "
          f"= {se_time / cpu if cpu > 0 else float('inf'):.0f}x")
    if times:
        # SE prints its time in hundredths: a puzzle it rates in under
        # 10 ms counts as 5 ms.
        ratios = sorted(max(cache[p][1], 0.005) / max(t, 1e-6) for p, t in zip(puzzles, times))
        se_sorted = sorted(cache[p][1] for p in puzzles)
        print(f"  per puzzle: SE median {statistics.median(se_sorted):.3f} s, engine median "
              f"{statistics.median(times) * 1000:.2f} ms, slowest {max(times) * 1000:.1f} ms; "
              f"ratio SE/engine median {statistics.median(ratios):.0f}x, lowest {ratios[0]:.0f}x")
    for puzzle, mine, theirs in diffs[:args.show]:
        print(f"  {puzzle} engine {mine} SE {theirs}")
    return lower == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--solver", default="_build/src/sudoku-solver")
    parser.add_argument("--bench", default="",
                        help="tests/bench/bench-logic as built, for the time of each puzzle")
    parser.add_argument("--se", default=os.environ.get("SE_CLASSPATH", ""),
                        help="SE's class path (default $SE_CLASSPATH)")
    parser.add_argument("--cache", default=os.path.expanduser("~/.cache/sudoku-se-ratings"))
    parser.add_argument("--limit", type=int, default=0, help="puzzles per file (0: all)")
    parser.add_argument("--show", type=int, default=10, help="differences shown per file")
    parser.add_argument("--level", type=int, default=-1, choices=[-1, 0, 1, 2, 3, 4, 5], metavar="N",
                        help="one nesting level of SE's dynamic forcing chains alone (0 to 5), "
                             "on each puzzle's first grid; needs --bench")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    first = args.se.split(":")[0] if args.se else ""
    if not first or not os.path.exists(first):
        print("se-compare: Sudoku Explainer's class path not found (--se, SE_CLASSPATH): skipped")
        return 0
    # SE runs in a folder of its own: its class path, whole.
    args.se = ":".join(os.path.abspath(part) for part in args.se.split(":"))
    os.makedirs(args.cache, exist_ok=True)
    ok = True
    total = {}
    if args.level >= 0:
        if not args.bench:
            print("se-compare: --level needs --bench (tests/bench/bench-logic as built)")
            return 2
        for path in args.files:
            ok &= compare_level(args, path, total)
        if len(args.files) > 1:
            print(f"all {len(args.files)} files: {total['n']} first grids, the same as SE {total['same']}")
        return 0 if ok else 1
    for path in args.files:
        ok &= compare(args, path, total)
    if len(args.files) > 1:
        n = max(total["n"], 1)
        print(f"all {len(args.files)} files: {total['n']} puzzles; same ER {total['er']} "
              f"({100 * total['er'] / n:.1f} %), EP {total['ep']} ({100 * total['ep'] / n:.1f} %), "
              f"ED {total['ed']} ({100 * total['ed'] / n:.1f} %); open (>X) {total['open']}; "
              f"ER lower than SE {total['lower']}, higher {total['higher']}; time: SE "
              f"{total['se']:.1f} s, engine {total['cpu']:.2f} s (processor)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
