#!/bin/sh
# run-own-display.sh: runs a test program on an X server of its own, for a
# test that clicks with real X events: on a display shared with the other
# tests, their windows could take its clicks.
# Usage: run-own-display.sh TEST [ARGS...]; a TAP skip without xvfb-run.
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "1..0 # SKIP needs xvfb-run"
  exit 0
fi
exec xvfb-run -a -s "-screen 0 ${XVFB_SCREEN:-1280x1024x24} -noreset" "$@"
