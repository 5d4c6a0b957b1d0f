#!/bin/sh
# run-with-wm.sh: runs a test program on an X server of its own, with a
# window manager: full screen is the window manager's to grant, and a plain
# Xvfb has none.  Its own server, so that the window manager never touches
# the windows of the tests that run beside it.
# Usage: run-with-wm.sh TEST [ARGS...]; a TAP skip when a tool is missing.
# XVFB_SCREEN sets the screen (1280x1024x24 unless told).
if ! command -v Xvfb >/dev/null 2>&1 || ! command -v matchbox-window-manager >/dev/null 2>&1
then
  echo "1..0 # SKIP needs Xvfb and matchbox-window-manager"
  exit 0
fi
exec "$(dirname "$0")/run-own-display.sh" sh -c '
  matchbox-window-manager -use_titlebar no >/dev/null 2>&1 &
  wm=$!
  # The window manager takes the screen before the test maps a window.
  for i in 1 2 3 4 5 6 7 8 9 10; do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.2
  done
  SUDOKU_TEST_WM=1 "$@"
  status=$?
  kill $wm 2>/dev/null
  exit $status
' run-with-wm "$@"
