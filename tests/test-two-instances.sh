#!/bin/sh
# Usage: tests/test-two-instances.sh PATH/TO/sudoku-solver
#
# Two instances of the real app on two session buses (two logins of one
# person), one state folder: the first keeps its puzzle in the state file,
# the second, which opens a file, does not write over it and says why.
# Both run on a private X server (run-own-display.sh), each on a private session bus
# (dbus-run-session), with state, config and data folders of their own.
#
# Exits 77 (skipped) when a tool is missing, unless E2E_REQUIRED=1, in which
# case a missing tool is a failure.
. "$(dirname "$0")/e2e/common.sh"
e2e_app "${1:-${SUDOKU_SOLVER:-}}"

if [ -z "${SUDOKU_INSTANCES_INNER:-}" ]; then
  for tool in Xvfb xdotool dbus-run-session; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
  done
  export SUDOKU_INSTANCES_INNER=1
  here=$(cd "$(dirname "$0")" && pwd)
  exec "$here/run-own-display.sh" \
    dbus-run-session -- "$here/$(basename "$0")" "$bin"
fi

# Inside: an X server and the first instance's session bus.
work=$(mktemp -d "${TMPDIR:-/tmp}/test-two-instances-XXXXXX")
export GSETTINGS_BACKEND=memory GDK_DEBUG=gl-disable GTK_A11Y=none
export XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
unset G_DEBUG # the app's own warnings are not what is tested here
state=$XDG_STATE_HOME/sudoku-solver/current.ini
printf '%s\n' '..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..' \
  >"$work/other.sdm"
pids=
cleanup() {
  for p in $pids; do kill -KILL "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $1"
  for log in "$work"/*.log; do
    echo "--- $log"
    cat "$log"
  done
  echo "--- $state"
  cat "$state" 2>/dev/null
  exit 1
}

# Waits up to 10 s for the process $1 to end; its status in $status.
wait_end() {
  i=0
  while kill -0 "$1" 2>/dev/null && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  kill -0 "$1" 2>/dev/null && fail "process $1 was still running 10 s after SIGTERM"
  wait "$1"
  status=$?
}

# The first instance: a digit typed, kept half a second later.
"$bin" >"$work/first.log" 2>&1 &
first=$!
pids="$first"
wid=$(timeout 30 xdotool search --sync --onlyvisible --name 'Sudoku' | head -n 1)
[ -n "$wid" ] || fail "the first instance showed no window"
xdotool windowfocus --sync "$wid"
sleep 0.5
xdotool key 5
sleep 1.5
grep -q '^givens=5\.\{80\}$' "$state" 2>/dev/null || fail "the first instance did not keep its digit"

# The second instance, on a session bus of its own: it opens a file (which
# would be kept in the state file at once) and is refused the state file.
dbus-run-session -- "$bin" "$work/other.sdm" >"$work/second.log" 2>&1 &
second=$!
pids="$pids $second"
i=0
until grep -q 'Not keeping the puzzle' "$work/second.log" || [ $i -ge 100 ]; do
  sleep 0.1
  i=$((i + 1))
done
grep -q "Another Sudoku Solver (process $first) keeps its puzzle in" "$work/second.log" ||
  fail "the second instance did not say that the first keeps the state file"
sleep 1.5 # the file open, and half a second more

# SIGTERM to the app, not to dbus-run-session: that one would die at once
# and leave the app and its bus's daemon running; when the app ends, it
# ends the daemon and exits with the app's status.
second_app=
for stat in /proc/[0-9]*/stat; do
  read -r pid _ _ ppid _ <"$stat" 2>/dev/null || continue
  if [ "$ppid" = "$second" ] && grep -qF "$bin" "/proc/$pid/cmdline" 2>/dev/null; then
    second_app=$pid
  fi
done
[ -n "$second_app" ] || fail "the second instance's process was not found under dbus-run-session"
kill -TERM "$second_app"
wait_end "$second"
kill -TERM "$first"
wait_end "$first"
[ "$status" = 0 ] || fail "the first instance exited with status $status"
grep -q '^givens=5\.\{80\}$' "$state" || fail "the second instance wrote over the first one's state"
grep -q 'other.sdm' "$state" && fail "the state file names the second instance's file"
echo "ok: the first instance's digit kept, the second told"
exit 0
