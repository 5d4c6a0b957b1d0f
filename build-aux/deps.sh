# deps.sh: sourced by build-aux/run and build-aux/test.
# Installs the Debian/Ubuntu packages the build and the tests need, when some
# are missing (through sudo when not root).

build_packages="gcc libc6-dev meson ninja-build pkg-config libglib2.0-dev libgtk-4-dev
  libgtk-4-bin gettext appstream desktop-file-utils"
test_packages="xvfb xauth xdotool imagemagick dbus-daemon dbus-bin at-spi2-core python3 python3-gi
  gir1.2-atspi-2.0 clang-format"

ensure_packages () {
  local missing=() pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
    -o DPkg::Lock::Timeout=600 --no-install-recommends "${missing[@]}"
}

ensure_build () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@"
  fi
  meson compile -C "$dir"
}
