#!/usr/bin/env python3
"""test-targets.py: what a build folder must build for some of its tests.

Usage: build-aux/test-targets.py DIR [--suite S]... [--no-suite S]...
           [--benchmarks]

Prints, one a line and relative to DIR (as ninja names them), the outputs
of every target built by default but the test and benchmark programs that
only the tests left out run, with everything the chosen tests depend on.
The chosen tests are the ones `meson test --suite S --no-suite S` would
run.  --benchmarks keeps the benchmark programs (so that one that no longer
compiles still fails the build).

build-aux/test builds each of its two build folders for the tests it runs
there: the plain build need not compile the widget tests, which run in the
sanitizer build (about a third of the plain build's work).  A target no test
names (the app, its libraries, the translations, the schemas, a helper a
test finds by path) is always built.
"""

import json
import os
import subprocess
import sys


def introspect(build_dir, *kinds):
    out = subprocess.run(
        ['meson', 'introspect', build_dir] + list(kinds),
        check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def source_dir(build_dir):
    path = os.path.join(build_dir, 'meson-info', 'meson-info.json')
    with open(path, encoding='utf-8') as f:
        return json.load(f)['directories']['source']


def suites_of(test):
    # meson names them PROJECT:SUITE; --suite takes either.
    names = set()
    for suite in test['suite']:
        names.add(suite)
        names.add(suite.split(':', 1)[-1])
    return names


def chosen(test, included, excluded):
    names = suites_of(test)
    if included and not names & included:
        return False
    return not names & excluded


def main(argv):
    args = argv[1:]
    if not args or args[0].startswith('-'):
        sys.exit(__doc__.strip().splitlines()[2])
    build_dir = args.pop(0)
    included, excluded, benchmarks = set(), set(), False
    while args:
        arg = args.pop(0)
        if arg in ('--suite', '--no-suite') and args:
            (included if arg == '--suite' else excluded).add(args.pop(0))
        elif arg == '--benchmarks':
            benchmarks = True
        else:
            sys.exit(f'test-targets.py: unknown argument {arg}')

    info = introspect(build_dir, '--targets', '--tests', '--benchmarks')
    needed, unneeded = set(), set()
    for test in info['tests']:
        if chosen(test, included, excluded):
            needed.update(test['depends'])
        else:
            unneeded.update(test['depends'])
    for bench in info['benchmarks']:
        (needed if benchmarks else unneeded).update(bench['depends'])
    unneeded -= needed

    # Only the tests folder's own programs are left out: the app and its
    # libraries are built whatever the tests.
    tests_dir = os.path.join(source_dir(build_dir), 'tests') + os.sep
    for target in info['targets']:
        if target['id'] in unneeded and target['defined_in'].startswith(tests_dir):
            continue
        if target['build_by_default'] or target['id'] in needed:
            for path in target['filename']:
                print(os.path.relpath(path, os.path.abspath(build_dir)))


if __name__ == '__main__':
    main(sys.argv)
