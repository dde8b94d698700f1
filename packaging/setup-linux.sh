#!/bin/sh
# Set up Dealer Assist in ./.venv on Linux: Qt's system libraries (as root, or print the line),
# then the package with its test extra. Safe to run again; quick when already done.
# --test also installs what only the test suite uses: a PulseAudio server for the audible-alert
# test (never on a desktop's own setup, where it could displace PipeWire), Chromium for the
# browser clock page's test (113 MB, about 15 s to fetch and install here), and openbox, the
# window manager whose title bars the screen-fit tests open the windows under.
set -eu
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES="libegl1 libgl1 libxkbcommon0 libfontconfig1 fonts-dejavu-core libdbus-1-3 \
libglib2.0-0 libpulse0 xvfb x11-utils xauth libxcb-cursor0 libxcb-icccm4 \
libxcb-keysyms1 libxkbcommon-x11-0 libxcb-image0 libxcb-randr0 libxcb-render-util0 \
libxcb-shape0 libxcb-xkb1"
if [ "${1:-}" = "--test" ]; then
  DEBIAN_PACKAGES="$DEBIAN_PACKAGES pulseaudio pulseaudio-utils chromium openbox"
elif [ -n "${1:-}" ]; then
  echo "usage: sh packaging/setup-linux.sh [--test]" >&2
  exit 2
fi

if command -v apt-get >/dev/null 2>&1; then
  missing=""
  for pkg in $DEBIAN_PACKAGES; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "Installing system libraries:$missing"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
    else
      echo "Dealer Assist needs system libraries. Run this once, then run this script again:"
      echo "  sudo apt-get install -y$missing"
      exit 1
    fi
  fi
else
  echo "Not a Debian/Ubuntu system: install Qt 6's xcb/EGL libraries and Xvfb with your package manager."
fi

PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
