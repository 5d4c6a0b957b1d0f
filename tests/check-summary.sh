#!/bin/sh
# check-summary.sh SRCDIR: build-aux/junit-summary.py counts every test that
# did not pass as failed, a test killed at its timeout included (meson's
# JUnit log shows a timed-out TAP program's earlier cases as passed, and a
# timed-out plain program as passed), and exits 1 then. A throw-away meson
# project with tests that time out on purpose.
set -u
root=${1:-$(dirname "$0")/..}
command -v meson >/dev/null || { echo "no meson: skipped"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
cat > "$tmp/src/meson.build" <<'MESON'
project('summary-check', meson_version: '>= 1.0.0')
sh = find_program('sh')
test('fine', sh, args: ['-c', 'echo 1..2; echo ok 1 a; echo ok 2 b'], protocol: 'tap')
test('fine-plain', sh, args: ['-c', 'exit 0'])
test('slow-tap', sh, args: ['-c', 'echo 1..2; echo ok 1 a; exec sleep 60'],
  protocol: 'tap', timeout: 1)
test('slow-plain', sh, args: ['-c', 'exec sleep 60'], timeout: 1)
test('skipped', sh, args: ['-c', 'exit 77'])
test('bails-out', sh, args: ['-c', 'echo 1..3; echo ok 1 /first; echo "Bail out! t:ERROR:t.c:9:second: assertion failed"; exit 1'],
  protocol: 'tap')
MESON
meson setup "$tmp/build" "$tmp/src" > "$tmp/setup.log" 2>&1 ||
  { cat "$tmp/setup.log"; exit 1; }
status=0

# run WANT_STATUS WANT_LINE TEST…: runs the tests, then the summary.
run () {
  want_status=$1 want_line=$2; shift 2
  rm -f "$tmp/build/meson-logs/testlog."*
  meson test -C "$tmp/build" --timeout-multiplier 1 "$@" > "$tmp/test.log" 2>&1
  out=$(python3 "$root/build-aux/junit-summary.py" "$tmp/build/meson-logs/testlog.junit.xml")
  got_status=$?
  line=$(printf '%s\n' "$out" | tail -n 1)
  if [ "$line" != "$want_line" ] || [ $got_status -ne "$want_status" ]; then
    echo "not ok: $*: got '$line' (exit $got_status), want '$want_line' (exit $want_status)"
    printf '%s\n' "$out"
    status=1
  else
    echo "ok: $*: $line"
    printf '%s\n' "$out" | grep '^FAILED' || true
  fi
}
run 0 "3 passed, 0 failed, 1 skipped" fine fine-plain skipped
run 1 "4 passed, 1 failed, 0 skipped" fine fine-plain slow-tap
run 1 "2 passed, 1 failed, 0 skipped" fine slow-plain
run 1 "4 passed, 2 failed, 0 skipped" fine fine-plain slow-tap slow-plain
# A program that stops at an assertion: the summary names the case before
# and the assertion (CI shows only the end of the output).
run 1 "3 passed, 1 failed, 0 skipped" fine bails-out
printf '%s\n' "$out" | grep -q '^    after: ok 1 /first$' &&
  printf '%s\n' "$out" | grep -q '^    Bail out! t:ERROR:t.c:9:second: assertion failed$' ||
  { echo "not ok: the failure's reason is not shown: $out"; status=1; }
# A log that was never written (the build failed first) is a failure too.
out=$(python3 "$root/build-aux/junit-summary.py" "$tmp/none.junit.xml")
[ $? -eq 1 ] && [ "$(printf '%s\n' "$out" | tail -n 1)" = "0 passed, 1 failed, 0 skipped" ] ||
  { echo "not ok: a missing log: $out"; status=1; }
exit $status
