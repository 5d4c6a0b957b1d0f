#!/usr/bin/env python3
# check-structure.py SRCDIR: the shape the house style asks of src/.
#
# - no file of src/ over 700 lines;
# - no function over 80 lines, but for those whose line before the name says
#   `/* structure: long (why) */` (the solver's inner loops);
# - no two C files of src/ calling each other, directly or through a circle
#   (a file uses another when it names a non-static function the other
#   defines, GNU style: the name at the start of its line).
# Prints what is wrong; exits 1 if anything is.
import os
import re
import sys

MAX_FILE_LINES = 700
MAX_FUNCTION_LINES = 80

root = os.path.join(sys.argv[1] if len(sys.argv) > 1 else ".", "src")
sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs
                 if f.endswith((".c", ".h")))
problems = []


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)


for path in sources:
    text = open(path, encoding="utf-8", errors="replace").read()
    lines = text.split("\n")
    if len(lines) - 1 > MAX_FILE_LINES:
        problems.append(f"{path}: {len(lines) - 1} lines (at most {MAX_FILE_LINES})")
    if not path.endswith(".c"):
        continue
    # A function: its name at column 0 followed by "(", its body from a "{"
    # at column 0 to the next "}" at column 0.
    for i, line in enumerate(lines):
        m = re.match(r"^([a-z_][a-z0-9_]*) \(", line)
        if not m:
            continue
        start = next((j for j in range(i, len(lines)) if lines[j] == "{"), None)
        if start is None:
            continue
        end = next((j for j in range(start, len(lines)) if lines[j] == "}"), None)
        if end is None:
            continue
        length = end - i + 1
        allowed = i >= 2 and "structure: long" in lines[i - 2] + lines[i - 1]
        if length > MAX_FUNCTION_LINES and not allowed:
            problems.append(f"{path}:{i + 1}: {m.group(1)} () is {length} lines "
                            f"(at most {MAX_FUNCTION_LINES})")

# Circles between files.
c_files = [p for p in sources if p.endswith(".c")]
text, owner = {}, {}
for f in c_files:
    t = strip_comments(open(f, encoding="utf-8", errors="replace").read())
    text[f] = t
    for m in re.finditer(r"^([a-z_][a-z0-9_]*)\s*\(", t, re.M):
        line_start = t.rfind("\n", 0, m.start() - 1) + 1
        prev = t[line_start:m.start()].strip() if line_start < m.start() else ""
        if "static" in prev:
            continue
        owner.setdefault(m.group(1), f)
uses = {f: set() for f in c_files}
for f, t in text.items():
    for token in set(re.findall(r"\b[a-z_][a-z0-9_]*\b", t)):
        g = owner.get(token)
        if g and g != f and token != "main":
            uses[f].add(g)

index, low, stack, on_stack, circles, counter = {}, {}, [], set(), [], [0]


def visit(v):
    index[v] = low[v] = counter[0]
    counter[0] += 1
    stack.append(v)
    on_stack.add(v)
    for w in uses[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on_stack:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        component = []
        while True:
            w = stack.pop()
            on_stack.discard(w)
            component.append(w)
            if w == v:
                break
        if len(component) > 1:
            circles.append(sorted(os.path.relpath(x, root) for x in component))


sys.setrecursionlimit(10000)
for v in c_files:
    if v not in index:
        visit(v)
for c in circles:
    problems.append("files calling each other: " + " ".join(c))

for p in problems:
    print(p)
print(f"{len(sources)} files: {'OK' if not problems else f'{len(problems)} problems'}")
sys.exit(1 if problems else 0)
