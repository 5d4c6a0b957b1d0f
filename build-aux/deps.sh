# deps.sh: sourced by build-aux/run and build-aux/test.
# Installs the Debian/Ubuntu packages the build and the tests need, when some
# are missing (through sudo when not root).

build_packages="gcc libc6-dev meson ninja-build pkg-config libglib2.0-dev libgtk-4-dev
  libgtk-4-bin gettext appstream desktop-file-utils"
# The scripts that DejaVu lacks, for tests/test-l10n-fit.c (Hindi, Bengali,
# Thai, Urdu, and Chinese, Japanese and Korean: WenQuanYi has all three):
# without them each letter is drawn as a box of hex digits.
font_packages="fonts-lohit-deva fonts-lohit-beng-bengali fonts-tlwg-loma-ttf fonts-nafees
  fonts-wqy-microhei"
test_packages="xvfb xauth xdotool imagemagick dbus-daemon dbus-bin at-spi2-core python3 python3-gi
  gir1.2-atspi-2.0 clang-format clang libclang-rt-14-dev libx11-dev poppler-utils
  matchbox-window-manager x11-utils $font_packages"
# build-aux/flatpak-local: flatpak and its tools, and every Debian package it
# copies into the throw-away runtime and SDK (see PLATFORM_PKGS and SDK_PKGS
# there), which must be installed on the host.
flatpak_packages="flatpak flatpak-builder ostree bubblewrap xvfb xauth x11-utils xdotool
  imagemagick dbus-daemon dbus-bin jq bc python3 appstream appstream-util desktop-file-utils
  base-files bash bsdutils coreutils dash debianutils diffutils findutils grep gzip hostname
  libc-bin ncurses-base ncurses-bin sed tar util-linux mawk xz-utils
  libgtk-4-1 libgtk-4-common libgtk-4-dev libgtk-4-bin fontconfig fonts-dejavu-core
  adwaita-icon-theme hicolor-icon-theme gsettings-desktop-schemas shared-mime-info
  libglib2.0-bin libglib2.0-dev-bin librsvg2-common libgdk-pixbuf2.0-bin libgl1-mesa-dri
  libegl-mesa0 libglx-mesa0 libegl1 libgl1 libgles2 meson ninja-build gcc g++ libc6-dev make
  pkgconf gettext patch file elfutils"

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
  # --force-unsafe-io: dpkg does not wait for the disk after each of the
  # 380 packages a fresh machine needs (as Debian's container images do);
  # only a power cut during the install could leave a package to reinstall.
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
    -o DPkg::Lock::Timeout=600 -o Dpkg::Options::=--force-unsafe-io \
    --no-install-recommends "${missing[@]}"
}

ensure_build () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@"
  fi
  meson compile -C "$dir"
}
