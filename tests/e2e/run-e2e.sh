#!/bin/sh
# Usage: tests/e2e/run-e2e.sh PATH/TO/sudoku-solver
#
# The end-to-end test: the real app on a private X server (run-own-display.sh) and a
# private session bus with the AT-SPI bus (with-a11y-bus.sh), driven with
# xdotool and checked through AT-SPI and screenshots (e2e-solve.py).
# Screenshots and the app's log go to $E2E_OUT (default: a new temp dir).
#
# Exits 77 (skipped) when a tool is missing, unless E2E_REQUIRED=1, in which
# case a missing tool is a failure.  Needs: /usr/bin/python3 with gi and
# Atspi 2.0 (python3-gi, gir1.2-atspi-2.0), Xvfb (xvfb),
# xdotool, import + convert (imagemagick), dbus-run-session (dbus-daemon)
# and at-spi-bus-launcher (at-spi2-core).
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"
e2e_app "${1:-${SUDOKU_SOLVER:-}}"

# The machine's python3 may be a build without gi: the system one has it.
/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0"); from gi.repository import Atspi' \
  >/dev/null 2>&1 || skip "/usr/bin/python3 cannot import gi.repository.Atspi 2.0"
for tool in Xvfb xdotool import convert dbus-run-session; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
done
found=
for f in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher \
         /usr/lib/at-spi-bus-launcher /usr/libexec/at-spi2/at-spi-bus-launcher; do
  [ -x "$f" ] && found=$f
done
[ -n "$found" ] || skip "at-spi-bus-launcher is not installed"

case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
# Fatal warnings are for the app, not for the driver: libatspi warns on its
# own ("AT-SPI: Error in GetItems … /org/a11y/atspi/cache" on a fresh
# Debian 12), and G_DEBUG=fatal-warnings would abort the driver with SIGTRAP.
# e2e-solve.py hands them back to the app it starts.
if [ -n "${G_DEBUG:-}" ]; then
  export SUDOKU_APP_G_DEBUG="$G_DEBUG"
  unset G_DEBUG
fi
# -noreset: Xvfb otherwise resets when its last client leaves, and a client
# connecting meanwhile (the app, right after a short-lived xdotool) fails
# with "cannot open display".
exec "$here/../run-own-display.sh" \
  "$here/with-a11y-bus.sh" /usr/bin/python3 "$here/e2e-solve.py" "$bin"
