#!/usr/bin/env bash
# The never-crash check: N consecutive cold builds (preview cache emptied before each) of
# the benchmark corpus at the default --jobs. Prints how many failed and why.
# Not a test (it takes minutes): run it after touching anything a parallel build shares.
#   scripts/cold-builds.sh [RUNS=50] [ARTICLES=1000]
# CORPUS_GENERATOR picks the corpus generator (default: the repository's own,
# Benchmarks/corpus/generate-corpus.py; ../shared/bench/gen_corpus.py is the reference one).
set -euo pipefail
cd "$(dirname "$0")/.."
GALLEY=${GALLEY:-.build/release/galley}
RUNS=${1:-${RUNS:-50}}
ARTICLES=${2:-${ARTICLES:-1000}}
CORPUS_GENERATOR=${CORPUS_GENERATOR:-Benchmarks/corpus/generate-corpus.py}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$CORPUS_GENERATOR" --articles "$ARTICLES" --out "$work/site" >/dev/null
# The Swift block cache: a private one, emptied before each run.
export GALLEY_CACHE_DIR="$work/cache"

failures=0
for run in $(seq "$RUNS"); do
    rm -rf "$GALLEY_CACHE_DIR" "$work/out"
    start=$(date +%s.%N)
    status=0
    "$GALLEY" build --source "$work/site" --output "$work/out" --quiet >"$work/log" 2>&1 || status=$?
    end=$(date +%s.%N)
    if [ "$status" -ne 0 ]; then
        failures=$((failures + 1))
        echo "run $run: exit $status" >&2
        grep -m 3 -E 'Fatal|crashed|error|Signal|Sanitizer' "$work/log" >&2 || tail -3 "$work/log" >&2
    fi
    printf 'run %d/%d: exit %d, %.1f s\n' "$run" "$RUNS" "$status" "$(python3 -c "print($end - $start)")"
done
echo "cold builds of $ARTICLES articles: $failures of $RUNS failed"
[ "$failures" -eq 0 ]
