#!/usr/bin/env bash
# The browser tests (Tests/Browser/): Galley's own site, built with the galley binary
# given (default .build/debug/galley) and served under a sub-path, in Debian's Chromium
# driven by Playwright; axe-core checks every page's accessibility. Installs the PyPI
# packages when missing; no browser is downloaded (Chromium comes from apt, see the
# Makefile's TEST_PACKAGES).
# Usage: scripts/browser-test.sh [GALLEY]
set -euo pipefail
cd "$(dirname "$0")/.."
export GALLEY=${1:-${GALLEY:-.build/debug/galley}}
export GALLEY=$(realpath "$GALLEY")
export CHROMIUM=${CHROMIUM:-$(command -v chromium || echo /usr/bin/chromium)}
# A virtual environment of our own (Debian's Python refuses pip installs outside one),
# seeing the system's packages so that nothing already installed is fetched again.
venv=.build/browser-venv
[ -x "$venv/bin/python" ] || python3 -m venv --system-site-packages "$venv"
python="$venv/bin/python"
missing=()
"$python" -c "import pytest" 2>/dev/null || missing+=(pytest)
"$python" -c "import playwright.sync_api" 2>/dev/null || missing+=(playwright)
"$python" -c "import axe_playwright_python" 2>/dev/null || missing+=(axe-playwright-python)
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}" >&2
    "$python" -m pip install --quiet "${missing[@]}"
fi
"$python" -m pytest -q -p no:cacheprovider Tests/Browser
