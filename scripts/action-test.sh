#!/usr/bin/env bash
# action-test.sh [TARBALL]: runs the two scripts of Galley's GitHub Action (action.yml) as
# the runner would, against the local dist tarball instead of a release download: the
# install step puts galley on the PATH (and a second use downloads nothing), `check`
# turns a broken link into an annotation naming the file from the job's folder, and
# `build` writes the site with the base URL given.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts=$PWD/scripts
tarball=$(realpath "${1:-dist/galley-linux-$(uname -m).tar.gz}")

fail() {
    echo "action-test: FAILED: $*" >&2
    exit 1
}

work=$(mktemp -d /tmp/galley-action-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
export RUNNER_TEMP="$work/runner" GITHUB_PATH="$work/github-path" GITHUB_OUTPUT="$work/github-output"
mkdir -p "$RUNNER_TEMP"

GALLEY_VERSION="" GALLEY_ACTION_REF=v0.1.0 GALLEY_ACTION_REPOSITORY=galley-docs/galley \
    GALLEY_DOWNLOAD_URL="file://$tarball" bash "$scripts/action-install.sh" >"$work/install.log"
installed=$(cat "$GITHUB_PATH")
[ "$installed" = "$RUNNER_TEMP/galley-v0.1.0-$(uname -m)" ] || fail "galley went to '$installed'"
grep -q '^version=[0-9]' "$GITHUB_OUTPUT" || fail "no version output: $(cat "$GITHUB_OUTPUT")"
# The second use in a job finds the binary: nothing to download from a dead address.
GALLEY_ACTION_REF=v0.1.0 GALLEY_DOWNLOAD_URL=file:///nonexistent bash "$scripts/action-install.sh" >/dev/null \
    || fail "a second install downloaded again"
export PATH="$installed:$PATH"

cd "$work"
galley new docs >/dev/null
printf '\nSee [the missing page](missing.md).\n' >>docs/content/guides/first-steps.md
status=0
GALLEY_COMMAND=check GALLEY_SOURCE=docs bash "$scripts/action-run.sh" >"$work/check.log" || status=$?
[ "$status" = 1 ] || fail "check exited with $status, not 1: $(cat "$work/check.log")"
grep -q '^::error file=docs/content/guides/first-steps.md,line=[0-9]*,col=[0-9]*::' "$work/check.log" \
    || fail "no annotation on docs/content/guides/first-steps.md: $(cat "$work/check.log")"

sed -i '$d' docs/content/guides/first-steps.md
GALLEY_COMMAND=build GALLEY_SOURCE=docs GALLEY_BASE_URL=https://example.github.io/docs/ \
    bash "$scripts/action-run.sh" >"$work/build.log" || fail "build failed: $(cat "$work/build.log")"
grep -q 'https://example.github.io/docs/guides/first-steps/' docs/site/sitemap.xml || fail "the base URL is not in the sitemap"

status=0
GALLEY_COMMAND=serve bash "$scripts/action-run.sh" >"$work/serve.log" || status=$?
[ "$status" = 2 ] && grep -q "::error" "$work/serve.log" || fail "an unknown command was not refused"
echo "action-test: passed: install, check annotations, build with a base URL, unknown command"
