#!/usr/bin/env python3
"""Prints one plain closing line from meson's JUnit logs, counting test cases
(TAP lines), not test programs:  '19 passed, 0 failed, 0 skipped'.
Exits 1 when a case failed."""
import sys
import xml.etree.ElementTree as ET

passed = failed = skipped = 0
for path in sys.argv[1:]:
    for suite in ET.parse(path).getroot().iter("testsuite"):
        cases = list(suite.iter("testcase"))
        bad_cases = 0
        for case in cases:
            if case.find("failure") is not None or case.find("error") is not None:
                failed += 1
                bad_cases += 1
            elif case.find("skipped") is not None:
                skipped += 1
            else:
                passed += 1
        if not cases:
            bad = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
            failed += bad
            skipped += int(suite.get("skipped", 0))
            passed += int(suite.get("tests", 0)) - bad - int(suite.get("skipped", 0))
        elif int(suite.get("errors", 0)) and not bad_cases:
            # A crash after the last "ok" shows only as an error of the suite.
            failed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
