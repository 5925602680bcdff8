#!/usr/bin/env bash
# make-dist.sh GALLEY TARBALL: packs the release galley into TARBALL, a gzipped tar of one
# executable named `galley`, after checking that it needs no Swift runtime, Foundation or
# libcmark at run time. The tarball is reproducible: sorted, owned by root, dated by the
# commit (or SOURCE_DATE_EPOCH), gzip without a name or time.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:?usage: make-dist.sh GALLEY TARBALL}
tarball=${2:?usage: make-dist.sh GALLEY TARBALL}

fail() {
    echo "make-dist: $*" >&2
    exit 1
}

[ -x "$binary" ] || fail "no executable at $binary; run 'make release'"
libraries=$(ldd "$binary")
if grep -Ei 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libcmark|not found' <<<"$libraries"; then
    fail "$binary links the libraries above dynamically; build it with 'make release' (objects compiled before libcmark was linked statically still ask for libcmark.so: remove .build/*/release/Galley*.build and .build/*/release/galley.build)"
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# Symbols only name functions in a crash's backtrace; without them the download is a
# fraction of the size, and the Swift metadata the program reads is kept.
strip --strip-all -o "$stage/galley" "$binary"
chmod 755 "$stage/galley"

epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}
mkdir -p "$(dirname "$tarball")"
tar --create --directory "$stage" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner galley \
    | gzip -9 --no-name >"$tarball.partial"
mv "$tarball.partial" "$tarball"
echo "$tarball: $(du -h "$tarball" | cut -f1) ($(du -h "$stage/galley" | cut -f1) unpacked); galley $("$stage/galley" --version)"
