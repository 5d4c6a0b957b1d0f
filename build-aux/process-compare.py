#!/usr/bin/env python3
"""`sudoku-solver --solve --jobs=1` against tdoku's minimal command line, as whole processes."""
# process-compare.py: `sudoku-solver --solve --jobs=1` against tdoku's own
# minimal command line (its example/solve.c, which prints each puzzle's
# first solution: `solve 1`), as whole processes: the processor time (user
# and system) of each, best of ROUNDS taken in turns, each pinned to one
# core with taskset where there is one, its input a file.  tdoku is built
# outside the project (see "Against tdoku" in the README); this script
# compiles example/solve.c against its static library into a temporary
# folder, as tdoku's authors build it (-O3 -march=native).  Without tdoku
# it says so and exits 77 (skipped).
#
#   build-aux/process-compare.py --tdoku DIR --solver _build/src/sudoku-solver \
#       --rounds 9 FILE:COUNT…
#
# COUNT: the first COUNT puzzles of FILE (the measure: 20,000 of
# puzzles2_17_clue and 5,000 of puzzles5_forum_hardest_1905_11plus).

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile


def cpu_of(command, stdin_path):
    """The processor time of @command's process, its input @stdin_path."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, 'rb') as stdin:
        subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build_tdoku(tdoku, folder):
    """tdoku's example/solve.c built against its static library, or None."""
    source = os.path.join(tdoku, 'example', 'solve.c')
    library = os.path.join(tdoku, 'build', 'libtdoku_static.a')
    compiler = shutil.which('clang') or shutil.which('cc')
    if not os.path.exists(source) or not os.path.exists(library) or compiler is None:
        return None
    program = os.path.join(folder, 'tdoku-solve')
    built = subprocess.run([compiler, '-O3', '-march=native', '-o', program, source, library, '-lstdc++', '-lm'],
                           check=False)
    return program if built.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--tdoku', default=os.environ.get('TDOKU_DIR', ''),
                        help="the folder tdoku is built in (build/libtdoku_static.a)")
    parser.add_argument('--solver', required=True, help='sudoku-solver as built')
    parser.add_argument('--rounds', type=int, default=9)
    parser.add_argument('sets', nargs='+', metavar='FILE:COUNT')
    args = parser.parse_args()

    if args.rounds < 1:
        parser.error('--rounds takes 1 or more')
    with tempfile.TemporaryDirectory() as folder:
        tdoku = build_tdoku(args.tdoku, folder) if args.tdoku else None
        if tdoku is None:
            print('process-compare: no tdoku (--tdoku DIR with build/libtdoku_static.a and example/solve.c, '
                  'built with a C compiler); skipped')
            return 77
        # One core the process may run on (the second where it may).
        cores = sorted(os.sched_getaffinity(0))
        pin = ['taskset', '-c', str(cores[min(1, len(cores) - 1)])] if shutil.which('taskset') else []
        print('set                                        n   tdoku solve 1   --solve --jobs=1   ratio')
        for spec in args.sets:
            path, _, count = spec.rpartition(':')
            if not path or not count.isdigit() or int(count) < 1:
                parser.error(f'{spec}: expected FILE:COUNT')
            with open(path, encoding='utf-8') as f:
                lines = [line for line in f if len(line.strip()) >= 81][:int(count)]
            part = os.path.join(folder, 'part.txt')
            with open(part, 'w', encoding='utf-8') as f:
                f.writelines(lines)
            commands = [pin + [tdoku, '1'], pin + [args.solver, '--solve', '--jobs=1', part]]
            best = [float('inf')] * len(commands)
            for _ in range(args.rounds):
                for i, command in enumerate(commands):
                    best[i] = min(best[i], cpu_of(command, part))
            print(f'{os.path.basename(path):38} {len(lines):6} {best[0] * 1000:12.1f} ms '
                  f'{best[1] * 1000:15.1f} ms {best[1] / best[0]:7.3f}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
