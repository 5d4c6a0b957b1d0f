#!/bin/sh
# Usage: tests/test-signals.sh PATH/TO/sudoku-solver
#
# SIGTERM, SIGINT and SIGHUP end the real app as closing does: a digit typed
# a moment before (the state file is written half a second after a change)
# is in the state file, and the app exits with status 0.  Each signal is
# sent at once after the key, to the app on a private X server (run-own-display.sh)
# and a private session bus (dbus-run-session), with state, config and data
# folders of its own.
#
# Exits 77 (skipped) when a tool is missing, unless E2E_REQUIRED=1, in which
# case a missing tool is a failure.
. "$(dirname "$0")/e2e/common.sh"
e2e_app "${1:-${SUDOKU_SOLVER:-}}"

if [ -z "${SUDOKU_SIGNALS_INNER:-}" ]; then
  for tool in Xvfb xdotool dbus-run-session; do
    command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
  done
  export SUDOKU_SIGNALS_INNER=1
  here=$(cd "$(dirname "$0")" && pwd)
  exec "$here/run-own-display.sh" \
    dbus-run-session -- "$here/$(basename "$0")" "$bin"
fi

# Inside: an X server and a session bus of our own.
work=$(mktemp -d "${TMPDIR:-/tmp}/test-signals-XXXXXX")
trap 'rm -rf "$work"' EXIT
export GSETTINGS_BACKEND=memory GDK_DEBUG=gl-disable GTK_A11Y=none
unset G_DEBUG # the app's own warnings are not what is tested here
failed=0

for sig in TERM INT HUP; do
  home=$work/$sig
  mkdir -p "$home"
  export XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
  "$bin" >"$home/log" 2>&1 &
  pid=$!
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name 'Sudoku' | head -n 1)
  if [ -z "$wid" ]; then
    echo "FAIL: SIG$sig: no window appeared"
    cat "$home/log"
    kill -KILL "$pid" 2>/dev/null
    failed=1
    continue
  fi
  xdotool windowfocus --sync "$wid"
  # The empty board of a first start is there and its first cell has the
  # focus; the last run's puzzle, of which there is none, is not awaited.
  sleep 0.5
  xdotool key 5
  kill -s "$sig" "$pid"
  # (A shell starts a background job with SIGINT ignored: an app that does
  # not handle it goes on running.)
  i=0
  while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
  done
  ended=yes
  if kill -0 "$pid" 2>/dev/null; then
    ended=no
    kill -KILL "$pid"
  fi
  wait "$pid"
  status=$?
  state=$XDG_STATE_HOME/sudoku-solver/current.ini
  if [ $ended = no ]; then
    echo "FAIL: SIG$sig: the app was still running 10 s later"
    failed=1
  elif [ "$status" != 0 ]; then
    echo "FAIL: SIG$sig: the app exited with status $status"
    failed=1
  elif ! grep -q '^givens=5\.\{80\}$' "$state" 2>/dev/null; then
    echo "FAIL: SIG$sig: the digit typed is not in $state:"
    cat "$state" 2>/dev/null || echo "(no state file)"
    failed=1
  else
    echo "ok: SIG$sig: exit 0, the digit typed kept"
  fi
done
exit $failed
