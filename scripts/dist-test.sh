#!/usr/bin/env bash
# dist-test.sh [--tarball FILE] (--reference GALLEY | --expected DIR) [--source DIR]
#
# Proves the dist tarball is self-contained: in a private mount namespace where the Swift
# toolchain (/opt/swift), every system font folder, highlight.js (/usr/share/javascript)
# and libcmark(-gfm)'s shared libraries are hidden, its galley checks and builds a site with previews (Galley's own docs by
# default), and the site is byte for byte the one the normal build makes: built here
# with --reference (e.g. the debug build, everything installed), or a folder given with
# --expected (e.g. the committed site/). Fails when anything differs.
#
# Hiding needs root and `unshare -m`; without them it skips, saying why, and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

tarball="dist/galley-linux-$(uname -m).tar.gz"
reference=""
expected=""
source_folder=$PWD
while [ $# -gt 0 ]; do
    case "$1" in
        --tarball) tarball=$2; shift 2 ;;
        --reference) reference=$2; shift 2 ;;
        --expected) expected=$2; shift 2 ;;
        --source) source_folder=$2; shift 2 ;;
        *) echo "usage: dist-test.sh [--tarball FILE] (--reference GALLEY | --expected DIR) [--source DIR]" >&2; exit 2 ;;
    esac
done

fail() {
    echo "dist-test: FAILED: $*" >&2
    exit 1
}
skip() {
    echo "dist-test: SKIPPED: $* The dist binary was not tested." >&2
    exit 0
}

if [ "$(id -u)" != 0 ]; then
    skip "hiding the toolchain, fonts and libcmark needs root (mounts in a private namespace); run it as root."
fi
if ! unshare -m true 2>/dev/null; then
    skip "'unshare -m' is not permitted here (a container without CAP_SYS_ADMIN?)."
fi
[ -f "$tarball" ] || fail "no $tarball; run 'make dist'"
[ -n "$reference$expected" ] || fail "give --reference GALLEY or --expected DIR to compare with"
source_folder=$(cd "$source_folder" && pwd)

work=$(mktemp -d /tmp/galley-dist-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
tar -xzf "$tarball" -C "$work/bin"
[ "$(ls -A "$work/bin")" = galley ] || fail "$tarball holds $(ls -A "$work/bin" | tr '\n' ' '), not one galley executable"

if [ -n "$reference" ]; then
    [ -x "$reference" ] || fail "no reference galley at $reference"
    "$reference" build --source "$source_folder" --output "$work/expected" --quiet
    expected="$work/expected"
fi
[ -d "$expected" ] || fail "no expected site at $expected"
previews=$(find "$expected/previews" -name '*.svg' 2>/dev/null | wc -l)
[ "$previews" -gt 0 ] || fail "the expected site has no previews to compare"

# The toolchain's root: /opt/swift/usr here, /usr in the swift Docker images.
toolchain=""
if swiftc=$(command -v swiftc); then toolchain=$(dirname "$(dirname "$(realpath "$swiftc")")"); fi

# Everything below runs with the toolchain, the fonts and libcmark out of sight; the
# namespace (and its mounts) ends with the shell.
unshare --mount --propagation private bash -euo pipefail -s "$work" "$source_folder" "$toolchain" <<'HIDDEN'
work=$1
source_folder=$2
toolchain=$3
hidden_folders=(/usr/share/fonts /usr/local/share/fonts /usr/share/javascript "${HOME:-/root}/.fonts" "${HOME:-/root}/.local/share/fonts")
case "$toolchain" in
    "") ;;
    # A toolchain installed into /usr: its runtime libraries and its commands.
    /usr | /usr/local) hidden_folders+=("$toolchain/lib/swift" "$toolchain/lib/swift_static") ;;
    *) hidden_folders+=("$toolchain") ;;
esac
for folder in "${hidden_folders[@]}"; do
    if [ -d "$folder" ]; then mount -t tmpfs -o ro hidden "$folder"; fi
done
shopt -s nullglob
hidden_files=(/usr/lib/*/libcmark*.so* /usr/lib/libcmark*.so* /usr/local/lib/libcmark*.so*)
if [ -n "$toolchain" ] && [ -d "$toolchain/bin" ]; then hidden_files+=("$toolchain"/bin/swift*); fi
for file in "${hidden_files[@]}"; do
    mount --bind /dev/null "$file"
done
# What is hidden really is.
if command -v swiftc >/dev/null || [ -e "$toolchain/lib/swift/linux/libswiftCore.so" ]; then
    echo "dist-test: the Swift toolchain is still visible" >&2; exit 1
fi
if [ -n "$(find /usr/share/fonts /usr/local/share/fonts -type f 2>/dev/null | head -1)" ]; then
    echo "dist-test: system fonts are still visible" >&2; exit 1
fi
for library in /usr/lib/*/libcmark*.so*; do
    if [ -s "$library" ]; then echo "dist-test: $library is still readable" >&2; exit 1; fi
done
unset GALLEY_FONT_DIR GALLEY_ICON_FONT

echo "dist-test: galley $("$work/bin/galley" --version)"
"$work/bin/galley" check --source "$source_folder"
"$work/bin/galley" build --source "$source_folder" --output "$work/actual" --quiet
HIDDEN

if ! diff -r "$expected" "$work/actual" >"$work/differences"; then
    head -40 "$work/differences" >&2
    fail "the dist binary's site differs from the normal build's ($expected)"
fi
echo "dist-test: passed: the dist binary, with no toolchain, system fonts or libcmark, built the same $(find "$work/actual" -type f | wc -l) files ($previews previews)"
