#!/usr/bin/env bash
# ThreadSanitizer over a parallel build: builds galley with --sanitize=thread (its own
# scratch folder), then builds a generated site with previews at --jobs 4, cold, and fails
# on any ThreadSanitizer report. Not part of `make test`: a sanitized build takes minutes.
# CORPUS_GENERATOR picks the corpus generator (default: the repository's own,
# Benchmarks/corpus/generate-corpus.py; ../shared/bench/gen_corpus.py is the reference one).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
ARTICLES=${ARTICLES:-200}
SCRATCH=.build-tsan
CORPUS_GENERATOR=${CORPUS_GENERATOR:-Benchmarks/corpus/generate-corpus.py}
"$SWIFT" build --sanitize=thread --scratch-path "$SCRATCH" --product galley
galley="$SCRATCH/debug/galley"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$CORPUS_GENERATOR" --articles "$ARTICLES" --out "$work/site" >/dev/null
# A private, empty cache: the builds below are cold (every block evaluated and drawn).
export GALLEY_CACHE_DIR="$work/cache"
# Both the build and Galley's own documentation (its components and .swift files).
status=0
for source in "$work/site" .; do
    TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1" \
        "$galley" build --source "$source" --output "$work/out" --jobs 4 --quiet 2>>"$work/tsan.log" || status=$?
    rm -rf "$GALLEY_CACHE_DIR" "$work/out"
done
reports=$(grep -c 'WARNING: ThreadSanitizer' "$work/tsan.log" || true)
if [ "$reports" -ne 0 ] || [ "$status" -ne 0 ]; then
    grep -A 30 'WARNING: ThreadSanitizer' "$work/tsan.log" | head -200 >&2
    echo "ThreadSanitizer: $reports reports, exit status $status" >&2
    exit 1
fi
echo "ThreadSanitizer: no reports over $ARTICLES articles and Galley's documentation"
