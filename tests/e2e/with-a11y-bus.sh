#!/bin/sh
# Usage: tests/e2e/with-a11y-bus.sh CMD...
#
# Runs CMD on a private D-Bus session bus on which only org.a11y.Bus
# (at-spi-bus-launcher) can be activated, so the app and an AT-SPI test
# client see each other's accessibility tree and nothing else: GTK does not
# wake xdg-desktop-portal, dconf, pipewire and friends, and a desktop
# session's own a11y bus is never touched.  Exits with CMD's status.
here=$(cd "$(dirname "$0")" && pwd)

# Where the distribution keeps the launcher (Debian/Fedora/Arch: libexec;
# older Ubuntu: lib/at-spi2-core).
launcher=
for f in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher \
         /usr/lib/at-spi-bus-launcher /usr/libexec/at-spi2/at-spi-bus-launcher; do
  if [ -x "$f" ]; then launcher=$f; break; fi
done
if [ -z "$launcher" ]; then
  echo "with-a11y-bus.sh: at-spi-bus-launcher not found (install at-spi2-core)" >&2
  exit 127
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/a11y-bus.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir "$tmp/services"
sed "s#^Exec=.*#Exec=$launcher#" "$here/dbus-services/org.a11y.Bus.service" \
  > "$tmp/services/org.a11y.Bus.service"
sed "s#@SERVICEDIR@#$tmp/services#" "$here/dbus-session.conf" > "$tmp/session.conf"

# An inherited a11y bus address would bypass the private bus.
unset AT_SPI_BUS_ADDRESS NO_AT_BRIDGE
dbus-run-session --config-file="$tmp/session.conf" -- "$@"
