#!/usr/bin/env python3
"""Prints one plain closing line from meson's logs, counting test cases (TAP
lines), not test programs:  '19 passed, 0 failed, 0 skipped'.

Each argument is a JUnit file.  Meson's JUnit log leaves out what went wrong
with a whole test program: a program killed at its timeout shows only the
cases that passed before, and a plain (exit-code) program that timed out
shows as passed.  So where meson's JSON log lies beside the JUnit file
(X.json for X.junit.xml, testlog.json for testlog.junit.xml), every program
whose result there is not OK, SKIP or EXPECTEDFAIL counts as one failed case
more, unless one of its cases already failed; each is named above the line.
Exits 1 when anything failed, so that the exit status and the line agree."""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

# Characters XML 1.0 does not allow, which meson copies from a test's
# output into its JUnit log unchanged (a terminal's escape sequences).
INVALID_XML = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def parse_junit(path):
    with open(path, encoding="utf-8", errors="replace") as log:
        return ET.fromstring(INVALID_XML.sub("?", log.read()))

GOOD = {"OK", "SKIP", "EXPECTEDFAIL"}


def json_beside(path):
    if path.endswith(".junit.xml"):
        candidate = path[: -len(".junit.xml")] + ".json"
        if os.path.exists(candidate):
            return candidate
    return None


# Lines of a failed program's output that say what went wrong, and the last
# case that passed before it: CI shows only the end of the whole output, and
# this line is at its end.
TELLING = re.compile(r"Bail out!|not ok|ERROR|CRITICAL|WARNING|Sanitizer|"
                     r"Segmentation|signal|Traceback|Error:|error:")
PASSED_CASE = re.compile(r"^ok \d+ ")


def why(output, limit=8):
    """The lines of @output that tell why its program failed."""
    lines = output.splitlines()
    last_ok = None
    telling = []
    for line in lines:
        if PASSED_CASE.match(line):
            last_ok = line
        elif TELLING.search(line):
            telling.append(line)
    shown = ([f"after: {last_ok}"] if last_ok else []) + telling[-limit:]
    if not telling:
        shown += lines[-3:]
    return [line[:300] for line in shown]


def bad_programs(path):
    """(name, result, duration, output) of each program that did not pass."""
    bad = []
    with open(path, encoding="utf-8") as log:
        for line in log:
            line = line.strip()
            if not line:
                continue
            record = json.loads(line)
            if record.get("result") not in GOOD:
                bad.append((record["name"], record.get("result", "?"),
                            record.get("duration"), record.get("stdout") or ""))
    return bad


def summarize(paths):
    passed = failed = skipped = 0
    named = []
    for path in paths:
        if not os.path.exists(path):
            # The step that writes it never ran to its end (a build failed).
            failed += 1
            named.append(f"{path}: missing, the tests did not run")
            continue
        failing_suites = set()  # suite or case names with a failed case
        passed_cases = set()  # a plain program's one case bears its name
        for suite in parse_junit(path).iter("testsuite"):
            cases = list(suite.iter("testcase"))
            bad_cases = 0
            for case in cases:
                if case.find("failure") is not None or case.find("error") is not None:
                    failed += 1
                    bad_cases += 1
                    failing_suites.add(case.get("name"))
                    failing_suites.add(suite.get("name"))
                    named.append(f"{suite.get('name')}: {case.get('name')}")
                elif case.find("skipped") is not None:
                    skipped += 1
                else:
                    passed += 1
                    passed_cases.add(case.get("name"))
            if not cases:
                bad = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
                failed += bad
                skipped += int(suite.get("skipped", 0))
                passed += int(suite.get("tests", 0)) - bad - int(suite.get("skipped", 0))
                if bad:
                    named.append(f"{suite.get('name')}: {bad} failed")
            elif int(suite.get("errors", 0)) and not bad_cases:
                # A crash after the last "ok" shows only as an error of the suite.
                failed += 1
                failing_suites.add(suite.get("name"))
                named.append(f"{suite.get('name')}: ended in error")
        log = json_beside(path)
        if log is None:
            continue
        for name, result, duration, output in bad_programs(log):
            if name in failing_suites or any(s.endswith("." + name) for s in failing_suites if s):
                named.append(f"{name}: {result}, output:"
                             + "".join(f"\n    {line}" for line in why(output)))
                continue
            if name in passed_cases:
                passed -= 1  # a plain program killed at its timeout
            failed += 1
            seconds = f" after {duration:.1f} s" if isinstance(duration, (int, float)) else ""
            named.append(f"{name}: {result}{seconds}"
                         + "".join(f"\n    {line}" for line in why(output)))
    return passed, failed, skipped, named


def main():
    passed, failed, skipped, named = summarize(sys.argv[1:])
    for line in named:
        print(f"FAILED {line}")
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
