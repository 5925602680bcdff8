#!/usr/bin/env bash
# How many heap allocations each of snippet-bench's previews costs (evaluate, lay out,
# draw, write SVG), counted by a malloc counter loaded with LD_PRELOAD. Runs each preview
# 100 and then 600 times and prints the difference over 500, so that the registry and the
# fonts, made once per process, drop out. How issue 14's allocation work was steered.
#
#     scripts/count-allocations.sh                 # every preview
#     scripts/count-allocations.sh ModalCard       # one of them
#
# Needs gcc (the counter) and a release build of snippet-bench (made here).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/count.c" <<'C'
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
extern void *__libc_malloc(size_t);
static atomic_long calls;
void *malloc(size_t size) { atomic_fetch_add(&calls, 1); return __libc_malloc(size); }
__attribute__((destructor)) static void report(void) { fprintf(stderr, "mallocs %ld\n", (long)calls); }
C
gcc -O2 -shared -fPIC "$work/count.c" -o "$work/count.so"
swift build -c release --static-swift-stdlib --product snippet-bench >"$work/build.log" 2>&1 || {
    cat "$work/build.log"
    exit 1
}
bench=.build/release/snippet-bench

count() { # name runs
    LD_PRELOAD="$work/count.so" "$bench" --only "$1" --runs "$2" 2>&1 >/dev/null | awk '/^mallocs/ { print $2 }'
}
names=("$@")
[ ${#names[@]} -gt 0 ] || names=("ModalCard" "card of controls" "declared style and view")
for name in "${names[@]}"; do
    few=$(count "$name" 100)
    many=$(count "$name" 600)
    printf '%-28s %6d allocations per preview\n' "$name" $(((many - few) / 500))
done
