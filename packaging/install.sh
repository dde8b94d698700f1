#!/bin/sh
# Dealer Assist for Linux: adds it to the desktop's applications menu, for this user only.
#
# Run it from the unpacked folder (sh install.sh); it writes
# ~/.local/share/applications/dealer-assist.desktop pointing at the program in this folder,
# with this folder's icon, and links ~/.local/bin/dealer-assist to it for the command line.
# Nothing is copied: keep the folder where it is (run install.sh again after moving it).
#   sh install.sh --uninstall   removes the menu entry and the link (not this folder).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
program="$here/dealer-assist"
icon="$here/dealer-assist.png"
applications="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
desktop="$applications/dealer-assist.desktop"
bin_dir="$HOME/.local/bin"
link="$bin_dir/dealer-assist"

refresh_menu() {
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$applications" 2>/dev/null || true
  fi
}

case "${1:-}" in
  --uninstall)
    rm -f "$desktop"
    if [ -L "$link" ] && [ "$(readlink "$link")" = "$program" ]; then
      rm -f "$link"
    fi
    refresh_menu
    echo "Dealer Assist removed from the applications menu ($desktop)."
    exit 0
    ;;
  "") ;;
  *)
    echo "usage: sh install.sh [--uninstall]" >&2
    exit 2
    ;;
esac

if [ ! -x "$program" ]; then
  echo "install.sh: $program is missing: run install.sh from the unpacked dealer-assist folder" >&2
  exit 1
fi
case "$here" in
  *[\"\`\$\\%]*)
    # The desktop entry's Exec line cannot hold these safely in every launcher.
    echo "install.sh: move the folder to a path without \" \` \$ \\ or %, then run it again" >&2
    exit 1
    ;;
esac

mkdir -p "$applications"
tmp="$desktop.tmp.$$"
cat >"$tmp" <<EOF
[Desktop Entry]
Type=Application
Version=1.0
Name=Dealer Assist
GenericName=Poker tournament clock
Comment=Run a live No-Limit Hold'em tournament: clock, tables, pots and rulings
Exec="$program"
TryExec=$program
Icon=$icon
Terminal=false
Categories=Game;CardGame;
Keywords=poker;tournament;clock;blinds;
Actions=tv-clock;table-station;

[Desktop Action tv-clock]
Name=TV clock
Exec="$program" clock

[Desktop Action table-station]
Name=Table station
Exec="$program" table
EOF
mv "$tmp" "$desktop"
refresh_menu

if [ ! -e "$link" ] || [ -L "$link" ]; then
  mkdir -p "$bin_dir"
  ln -sf "$program" "$link"
  linked="; dealer-assist on the command line: $link"
else
  linked="; $link exists and is not a link: left alone"
fi
echo "Dealer Assist is in the applications menu ($desktop)$linked."
echo "Check it: $program self-test"
