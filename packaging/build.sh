#!/bin/sh
# Build Dealer Assist as a one-folder desktop app for Linux with PyInstaller, check it, pack it.
#
#   sh packaging/build.sh           untrimmed build first (its size is the "before"), then the
#                                   trimmed one; both sizes printed
#   sh packaging/build.sh --quick   the trimmed build only (CI): about a minute in all
#
# Output: dist/dealer-assist/ (the app: dealer-assist, _internal/, install.sh, the icon) and
# dist/dealer-assist-VERSION-linux-ARCH.tar.gz. The tarball is then unpacked in a scratch
# folder, its app runs `--self-test` there, and its install.sh writes a menu entry into a
# scratch home; any failure stops the script with a non-zero status. Sizes and times are
# printed, and the sizes also written to dist/sizes.txt.
# Windows and macOS: packaging/README.md (the same spec, run with pyinstaller directly).
set -eu
cd "$(dirname "$0")/.."

quick=no
case "${1:-}" in
  --quick) quick=yes ;;
  "") ;;
  *) echo "usage: sh packaging/build.sh [--quick]" >&2; exit 2 ;;
esac

started=$(date +%s)
phase_started=$started
phase() {  # phase NAME: print how long the phase that just ended took
  now=$(date +%s)
  printf 'build.sh: %-34s %4d s\n' "$1" "$((now - phase_started))"
  phase_started=$now
}
megabytes() {  # megabytes PATH: apparent size in MB (10^6 bytes), one decimal
  du -sb "$1" | awk '{printf "%.1f", $1 / 1000000}'
}

[ -x .venv/bin/python ] || sh packaging/setup-linux.sh
# PyInstaller goes into the venv for the build only (nothing in the app imports it).
.venv/bin/python -m pip install -q --disable-pip-version-check "pyinstaller>=6.10,<7"
phase "PyInstaller installed"

pyinstaller() {  # pyinstaller WORK DIST: one build of the spec
  .venv/bin/python -m PyInstaller --noconfirm --clean --log-level WARN \
    --workpath "$1" --distpath "$2" packaging/dealer-assist.spec
}

before=""
if [ "$quick" = no ]; then
  rm -rf build/untrimmed
  DEALER_ASSIST_TRIM=0 pyinstaller build/untrimmed/work build/untrimmed/dist
  before=$(megabytes build/untrimmed/dist/dealer-assist)
  rm -rf build/untrimmed  # ~290 MB, needed only for its size
  phase "untrimmed build (for its size)"
fi

rm -rf dist/dealer-assist
pyinstaller build/pyinstaller dist
after=$(megabytes dist/dealer-assist)
phase "trimmed build"

cp packaging/install.sh dist/dealer-assist/install.sh
chmod +x dist/dealer-assist/install.sh
cp resources/icons/dealer-assist.png dist/dealer-assist/dealer-assist.png
version=$(.venv/bin/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
archive="dist/dealer-assist-$version-linux-$(uname -m).tar.gz"
rm -f "$archive"
tar -C dist -czf "$archive" dealer-assist
packed=$(megabytes "$archive")
phase "tar.gz"

# The tarball as a director gets it: unpacked elsewhere, checked, installed into a scratch home.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C "$scratch" -xzf "$archive"
env -u DISPLAY -u WAYLAND_DISPLAY "$scratch/dealer-assist/dealer-assist" --self-test
phase "self-test of the unpacked app"
HOME="$scratch/home" XDG_DATA_HOME="" sh "$scratch/dealer-assist/install.sh" >/dev/null
entry="$scratch/home/.local/share/applications/dealer-assist.desktop"
grep -qx "Exec=\"$scratch/dealer-assist/dealer-assist\"" "$entry" \
  || { echo "build.sh: install.sh wrote no menu entry for the unpacked app ($entry)" >&2; exit 1; }
[ -x "$scratch/home/.local/bin/dealer-assist" ] \
  || { echo "build.sh: install.sh linked no dealer-assist in ~/.local/bin" >&2; exit 1; }
phase "install.sh into a scratch home"

{
  if [ -n "$before" ]; then
    echo "size before trimming: $before MB"
  else
    echo "size before trimming: not measured (--quick; packaging/README.md has the last figure)"
  fi
  echo "size after trimming:  $after MB (dist/dealer-assist)"
  echo "tar.gz:               $packed MB ($archive)"
} | tee dist/sizes.txt
echo "build.sh: done in $(( $(date +%s) - started )) s"
