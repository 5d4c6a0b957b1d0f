#!/bin/sh
# run-own-display.sh: runs a test program on an X server of its own, for a
# test that clicks with real X events: on a display shared with the other
# tests, their windows could take its clicks.  build-aux/test runs every
# widget test this way, and the plain build's tests on one.
# Usage: run-own-display.sh TEST [ARGS...]; a TAP skip without Xvfb.
# XVFB_SCREEN sets the screen (1280x1024x24 unless told).
# The server picks a free display number itself (-displayfd) and names it
# once it takes connections: servers started at the same moment never ask
# for the same number, as xvfb-run -a's can ("cannot open display"), and
# nothing waits a fixed time.  -noreset: see tests/e2e/run-e2e.sh.
# -extension GLX: the tests draw without OpenGL (GDK_DEBUG=gl-disable), and
# a server without GLX does not load Mesa's software renderer as it starts
# (0.07 core-seconds a server instead of 0.17, and build-aux/test starts
# some eighty of them).
if ! command -v Xvfb >/dev/null 2>&1; then
  echo "1..0 # SKIP needs Xvfb"
  exit 0
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/own-display.XXXXXX") || exit 1
Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1280x1024x24}" -noreset -nolisten tcp -extension GLX \
  3>"$dir/display" 2>"$dir/log" &
xvfb=$!
# A test killed at its timeout takes its server with it.
trap 'kill $xvfb 2>/dev/null; rm -rf "$dir"; exit 143' TERM INT HUP
i=0
until [ -s "$dir/display" ]; do
  i=$((i + 1))
  if ! kill -0 $xvfb 2>/dev/null || [ $i -gt 600 ]; then
    echo "run-own-display.sh: Xvfb did not start:" >&2
    cat "$dir/log" >&2
    kill $xvfb 2>/dev/null
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.05
done
DISPLAY=:$(head -n 1 "$dir/display")
export DISPLAY
unset WAYLAND_DISPLAY
"$@"
status=$?
kill $xvfb 2>/dev/null
wait $xvfb 2>/dev/null
rm -rf "$dir"
exit $status
