#!/bin/sh
# Build a one-folder desktop app with PyInstaller into dist/dealer-assist/.
set -eu
cd "$(dirname "$0")/.."
sh packaging/setup-linux.sh
.venv/bin/python -m pip install -q --disable-pip-version-check "pyinstaller>=6.10"
.venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build packaging/dealer-assist.spec
echo "Built: dist/dealer-assist/dealer-assist"
