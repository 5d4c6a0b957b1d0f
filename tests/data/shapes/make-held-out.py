#!/usr/bin/env python3
# make-held-out.py: writes held-out.txt, the puzzles test-shape-solver and
# test-cli-shape check the solver against.  Made here, in Python, by another
# method than the program's: a random full grid by randomised
# backtracking, then givens taken away in random order while a counter of
# its own (bitsets, most constrained cell first) still finds one solution.
# Each line: EXPECTED SIDE X PUZZLE, EXPECTED being unique, multiple or none.
import random
import sys

BOXES = {4: (2, 2), 6: (2, 3), 9: (3, 3), 16: (4, 4)}


def units(side, x):
    br, bc = BOXES[side]
    us = [[r * side + c for c in range(side)] for r in range(side)]
    us += [[r * side + c for r in range(side)] for c in range(side)]
    for b in range(side):
        r0, c0 = (b // (side // bc)) * br, (b % (side // bc)) * bc
        us.append([(r0 + i) * side + c0 + j for i in range(br) for j in range(bc)])
    if x:
        us.append([i * side + i for i in range(side)])
        us.append([i * side + side - 1 - i for i in range(side)])
    return us


def peers(side, x):
    ps = [set() for _ in range(side * side)]
    for u in units(side, x):
        for c in u:
            ps[c].update(u)
    for c in range(side * side):
        ps[c].discard(c)
    return [sorted(p) for p in ps]


def count(grid, side, pr, limit, rng=None):
    """Solutions up to limit; the first one found into found[0]."""
    grid = list(grid)
    full = set(range(1, side + 1))
    found = []

    def rec():
        best, best_c = None, None
        for i, v in enumerate(grid):
            if v == 0:
                cand = full - {grid[p] for p in pr[i]}
                if best is None or len(cand) < len(best_c):
                    best, best_c = i, cand
                    if len(cand) <= 1:
                        break
        if best is None:
            found.append(list(grid))
            return len(found) >= limit
        order = sorted(best_c)
        if rng:
            rng.shuffle(order)
        for d in order:
            grid[best] = d
            if rec():
                return True
        grid[best] = 0
        return False

    rec()
    return found


def make(side, x, rng, keep_min):
    pr = peers(side, x)
    solution = count([0] * side * side, side, pr, 1, rng)[0]
    puzzle = list(solution)
    cells = list(range(side * side))
    rng.shuffle(cells)
    for c in cells:
        if sum(1 for v in puzzle if v) <= keep_min:
            break
        saved, puzzle[c] = puzzle[c], 0
        if len(count(puzzle, side, pr, 2)) != 1:
            puzzle[c] = saved
    return puzzle, solution


def text(puzzle):
    return "".join(".123456789ABCDEFG"[v] for v in puzzle)


def main():
    rng = random.Random(20261202)
    out = []
    plan = [(4, False, 3), (4, True, 3), (6, False, 3), (6, True, 3),
            (9, True, 3), (9, False, 1), (16, False, 2), (16, True, 1)]
    for side, x, n in plan:
        keep = {4: 0, 6: 0, 9: 0, 16: 150}[side]
        pr = peers(side, x)
        for _ in range(n):
            puzzle, solution = make(side, x, rng, keep)
            out.append(("unique", side, x, puzzle))
        # Two solutions: one given fewer than a unique puzzle needs.
        for c in range(side * side):
            if puzzle[c]:
                more = list(puzzle)
                more[c] = 0
                if len(count(more, side, pr, 2)) == 2:
                    out.append(("multiple", side, x, more))
                    break
        # None: a given changed to a digit that clashes with nothing.
        for c in range(side * side):
            if puzzle[c]:
                continue
            for d in range(1, side + 1):
                if d == solution[c] or any(puzzle[p] == d for p in pr[c]):
                    continue
                wrong = list(puzzle)
                wrong[c] = d
                if not count(wrong, side, pr, 1):
                    out.append(("none", side, x, wrong))
                    break
            else:
                continue
            break
    with open(sys.argv[1] if len(sys.argv) > 1 else "held-out.txt", "w") as f:
        f.write("# Made by make-held-out.py; see there.\n")
        for kind, side, x, puzzle in out:
            f.write(f"{kind} {side} {'x' if x else '-'} {text(puzzle)}\n")


main()
