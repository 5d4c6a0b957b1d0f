#!/bin/sh
# Usage: tests/e2e/run-e2e-mouse.sh PATH/TO/sudoku-solver
#
# A puzzle solved with the mouse alone (e2e-mouse.py): the real app on a
# private X server and a private session bus with the AT-SPI bus, clicked
# with xdotool, read back through AT-SPI.  Screenshots and the app's log go
# to $E2E_OUT.  Skips (77) as run-e2e.sh does when a tool is missing.
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"
e2e_app "${1:-${SUDOKU_SOLVER:-}}"

/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0"); from gi.repository import Atspi' \
  >/dev/null 2>&1 || skip "/usr/bin/python3 cannot import gi.repository.Atspi 2.0"
for tool in Xvfb xdotool import convert identify dbus-run-session; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool is not installed"
done
if [ -n "${G_DEBUG:-}" ]; then
  export SUDOKU_APP_G_DEBUG="$G_DEBUG"
  unset G_DEBUG
fi
exec "$here/../run-own-display.sh" \
  "$here/with-a11y-bus.sh" /usr/bin/python3 "$here/e2e-mouse.py" "$bin"
