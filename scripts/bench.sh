#!/usr/bin/env bash
# Galley's benchmarks, each measured against a reference in the same run. Not a test:
# nothing fails on speed.
#
#   site build: `galley build` on a generated benchmark corpus (realistic articles with 3
#     previews and 2 Swift blocks each) against `hugo` on the same Markdown,
#     run alternately so both see the same machine: a cold build (cache emptied), Hugo, a
#     warm rebuild (cache full), RUNS times; medians and peak memory (maximum resident
#     set). Each tool's previous output stays in place, as when an author builds again
#     (Hugo overwrites its files; Galley links the unchanged ones into the new site). The
#     first build of each is not counted: it creates the output.
#   preview: evaluate, lay out and draw typical previews (snippet-bench), and a card-sized
#     view against rsvg-convert rasterising the same SVG (galley-bench).
#   authoring loop: `galley serve` save-to-new-page against `hugo server`.
#
# Environment: ARTICLES (1000; 10000 for the large goal), RUNS (5), BASELINE (a second
# galley executable, say last release's, measured in the same alternation), ONLY (`build`
# for the site table alone), CORPUS_GENERATOR (the corpus generator: the repository's own,
# Benchmarks/corpus/generate-corpus.py, by default; ../shared/bench/gen_corpus.py is the
# reference the numbers in Galley's notes were measured on).
set -euo pipefail
cd "$(dirname "$0")/.."
GALLEY=${GALLEY:-.build/release/galley}
RUNS=${RUNS:-5}
ARTICLES=${ARTICLES:-1000}
BASELINE=${BASELINE:-}
ONLY=${ONLY:-}
CORPUS_GENERATOR=${CORPUS_GENERATOR:-Benchmarks/corpus/generate-corpus.py}
./scripts/install-packages.sh hugo time librsvg2-bin

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "Generating the benchmark corpus: $ARTICLES articles, by $CORPUS_GENERATOR…"
python3 "$CORPUS_GENERATOR" --articles "$ARTICLES" --out "$work/corpus" --hugo >/dev/null
hugo_site="$work/corpus/hugo"

# One timed run: appends "seconds kilobytes exit-status" to the file $1.
measure() { # file command...
    local file=$1
    shift
    local status=0
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        echo "failed (exit $status): $*" >&2
        tail -5 "$work/log" >&2
    fi
    echo "$(tail -1 "$work/time") $status" >>"$file"
}

# galley_run label executable cold|warm: the preview cache is a private folder, emptied
# for a cold build; the site is written beside the corpus, as `galley build` does.
galley_run() {
    local label=$1 executable=$2 mode=$3
    local cache="$work/cache-$label"
    [ "$mode" = cold ] && rm -rf "$cache"
    # GALLEY_CACHE_DIR for this galley, TMPDIR for one from before the cache had a place.
    mkdir -p "$cache"
    GALLEY_CACHE_DIR="$cache" TMPDIR="$cache" \
        measure "$work/$label-$mode" "$executable" build --source "$work/corpus" --output "$work/out-$label" --quiet
}

hugo_run() {
    measure "$work/hugo" hugo --source "$hugo_site" --quiet
}

# The outputs' first builds, not counted.
"$GALLEY" build --source "$work/corpus" --output "$work/out-galley" --cache-dir "$work/cache-galley" --quiet
if [ -n "$BASELINE" ]; then
    mkdir -p "$work/cache-baseline"
    TMPDIR="$work/cache-baseline" "$BASELINE" build --source "$work/corpus" --output "$work/out-baseline" --quiet
fi
hugo --source "$hugo_site" --quiet

for run in $(seq "$RUNS"); do
    printf '\rrun %d/%d' "$run" "$RUNS" >&2
    galley_run galley "$GALLEY" cold
    hugo_run
    galley_run galley "$GALLEY" warm
    if [ -n "$BASELINE" ]; then
        galley_run baseline "$BASELINE" cold
        galley_run baseline "$BASELINE" warm
    fi
done
echo >&2

python3 - "$work" "$ARTICLES" "$RUNS" "$BASELINE" "$CORPUS_GENERATOR" <<'EOF'
import statistics, sys
work, articles, runs, baseline, generator = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]

def read(name):
    rows = [line.split() for line in open(f"{work}/{name}")]
    failed = sum(1 for row in rows if row[2] != "0")
    ok = [row for row in rows if row[2] == "0"] or rows
    return (statistics.median(float(r[0]) for r in ok), max(int(r[1]) for r in ok) / 1024, failed)

hugo = read("hugo")
rows = [("galley", "galley")] + ([("baseline", f"baseline ({baseline})")] if baseline else [])
print(f"\nSite build, {articles} articles written by {generator}, medians of {runs} alternating runs")
print(f"| | {' | '.join(label for _, label in rows)} | hugo | ratio to hugo |")
print("| --- |" + " --- |" * (len(rows) + 2))
for mode, title in (("cold", "cold build (cache emptied)"), ("warm", "warm rebuild (cache full)")):
    results = [read(f"{name}-{mode}") for name, _ in rows]
    cells = [f"{t:.2f} s" + (f" ({f} failed)" if f else "") for t, _, f in results]
    ratios = " / ".join(f"{t / hugo[0]:.2f}×" for t, _, _ in results)
    print(f"| {title} | {' | '.join(cells)} | {hugo[0]:.2f} s | {ratios} |")
memory = [max(read(f"{name}-cold")[1], read(f"{name}-warm")[1]) for name, _ in rows]
print(f"| peak memory | {' | '.join(f'{m:.0f} MiB' for m in memory)} | {hugo[1]:.0f} MiB | |")
EOF

[ "$ONLY" = build ] && exit 0

# Previews: evaluate + lay out + draw typical previews, as the build does per block; then
# a card-sized view, against rsvg-convert rasterising the same SVG to PNG at 2x (what a
# browser must do with it anyway).
swift build -c release --static-swift-stdlib --product snippet-bench >/dev/null
.build/release/snippet-bench --runs 1000
swift build -c release --static-swift-stdlib --product galley-bench >/dev/null
.build/release/galley-bench --runs 300 --svg-output "$work/card.svg"
rm -f "$work/rsvg"
for _ in $(seq "$RUNS"); do measure "$work/rsvg" rsvg-convert --zoom 2 -o "$work/card.png" "$work/card.svg"; done
printf '%-44s %8s ms\n' "rsvg-convert of the same SVG (reference)" \
    "$(python3 -c "import statistics; print(f'{statistics.median(float(l.split()[0]) for l in open(\"$work/rsvg\")) * 1000:.1f}')")"

# Authoring loop: save-to-new-page time of `galley serve` on Galley's own docs and on the
# corpus, against `hugo server` on the same Markdown. Both are measured the same way:
# save, then fetch the page until the edit shows.
mkdir -p "$work/own" && cp -r content templates "$work/own/"
article=$(cd "$work/corpus/content" && ls articles/*.md | sed -n 10p)
reload() { # label kind program site article edit
    python3 scripts/measure-reload.py "$2" "$3" "$4" "$5" 7 "$6" | sed "s/^/$1: /"
}
export GALLEY_CACHE_DIR="$work/cache-galley"
reload "galley serve, own docs, prose edit" galley "$GALLEY" "$work/own" guides/getting-started.md prose
reload "galley serve, $ARTICLES articles, prose edit" galley "$GALLEY" "$work/corpus" "$article" prose
reload "hugo server, $ARTICLES articles, prose edit (reference)" hugo hugo "$hugo_site" "$article" prose
reload "galley serve, $ARTICLES articles, title edit" galley "$GALLEY" "$work/corpus" "$article" title
reload "hugo server, $ARTICLES articles, title edit (reference)" hugo hugo "$hugo_site" "$article" title
