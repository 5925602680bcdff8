#!/usr/bin/env bash
# The install step of Galley's GitHub Action (action.yml): downloads the release
# tarball for the runner's architecture, installs HarfBuzz when the runner lacks it, and
# puts galley on the PATH of the following steps. A second use of the action in the same
# job finds the binary already there.
#
# Environment: GALLEY_VERSION (v0.1.0, latest or empty), GALLEY_ACTION_REF and
# GALLEY_ACTION_REPOSITORY (what the action was used as); GALLEY_DOWNLOAD_URL replaces
# the release address (a mirror, or a local file:// tarball when testing this script).
set -euo pipefail

fail() {
    echo "::error title=Galley::$1"
    exit 1
}

[ "$(uname -s)" = Linux ] || fail "Galley's release binaries are for Linux runners; this one runs $(uname -s)"
arch=$(uname -m)
case "$arch" in
    x86_64 | aarch64) ;;
    *) fail "no Galley release binary for $arch (there are x86_64 and aarch64)" ;;
esac

version=${GALLEY_VERSION:-}
if [ -z "$version" ]; then
    # Pinned as `@v0.1.0`: that release. A branch or a moving tag (`@main`, `@v1`): latest.
    if [[ "${GALLEY_ACTION_REF:-}" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
        version=$GALLEY_ACTION_REF
    else
        version=latest
    fi
fi
repository=${GALLEY_ACTION_REPOSITORY:-galley-docs/galley}
tarball="galley-linux-$arch.tar.gz"
if [ -n "${GALLEY_DOWNLOAD_URL:-}" ]; then
    url=$GALLEY_DOWNLOAD_URL
elif [ "$version" = latest ]; then
    url="https://github.com/$repository/releases/latest/download/$tarball"
else
    url="https://github.com/$repository/releases/download/$version/$tarball"
fi

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
missing=()
# The binary carries Swift, Foundation, libcmark-gfm, highlight.js and its fonts; it needs HarfBuzz.
libraries=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true)
grep -q 'libharfbuzz\.so\.0 ' <<<"$libraries" || missing+=(libharfbuzz0b)
command -v curl >/dev/null || missing+=(curl ca-certificates)
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}"
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

directory="${RUNNER_TEMP:-/tmp}/galley-$version-$arch"
if [ ! -x "$directory/galley" ]; then
    echo "Downloading $url"
    mkdir -p "$directory.partial"
    curl --fail --silent --show-error --location --retry 3 "$url" | tar -xz -C "$directory.partial"
    [ -x "$directory.partial/galley" ] || fail "$url holds no galley executable"
    rm -rf "$directory"
    mv "$directory.partial" "$directory"
fi

installed=$("$directory/galley" --version) || fail "the downloaded galley does not run on this runner"
echo "galley $installed"
echo "$directory" >>"${GITHUB_PATH:-/dev/null}"
echo "version=$installed" >>"${GITHUB_OUTPUT:-/dev/null}"
