#!/usr/bin/env bash
# Galley's benchmarks, each measured against a reference in the same run.
#   site build: `galley build` on a generated 1,000-article site vs `hugo` on the same
#   Markdown, and `galley build` on Galley's own content.
# Prints median wall-clock times over several runs. Not a test: nothing fails on speed.
set -euo pipefail
cd "$(dirname "$0")/.."
GALLEY=${GALLEY:-.build/release/galley}
RUNS=${RUNS:-5}
ARTICLES=${ARTICLES:-1000}
./scripts/install-packages.sh hugo

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_runs() { # command...
    for _ in $(seq "$RUNS"); do
        local start end
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s.%N)
        python3 -c "print($end - $start)"
    done | median
}

echo "Generating a site of $ARTICLES articles…"
python3 scripts/generate-site.py "$work/galley-site" "$work/hugo-site" "$ARTICLES"

galley_big=$(time_runs "$GALLEY" build --source "$work/galley-site" --quiet)
hugo_big=$(time_runs hugo --source "$work/hugo-site" --quiet)
galley_own=$(time_runs "$GALLEY" build --source . --output "$work/own-site" --quiet)

printf '%-44s %8s s\n' "galley build, $ARTICLES articles (median of $RUNS)" "$(printf %.3f "$galley_big")"
printf '%-44s %8s s\n' "hugo, same $ARTICLES articles (reference)" "$(printf %.3f "$hugo_big")"
printf '%-44s %8s s\n' "galley build, Galley's own content/" "$(printf %.3f "$galley_own")"

# Rendering: lay out and draw a card-sized view to SVG, against rsvg-convert rasterising
# the same SVG to PNG at 2x (what a browser must do with it anyway).
swift build -c release --product galley-bench >/dev/null
./scripts/install-packages.sh librsvg2-bin
.build/release/galley-bench --runs 300 --svg-output "$work/card.svg" | tee "$work/render.txt"
rsvg=$(time_runs rsvg-convert --zoom 2 -o "$work/card.png" "$work/card.svg")
printf '%-44s %8s ms\n' "rsvg-convert of the same SVG (reference)" "$(python3 -c "print(f'{$rsvg * 1000:.3f}')")"

# Snippets: evaluate + lay out + draw a typical preview, as the build does per block.
swift build -c release --product snippet-bench >/dev/null
.build/release/snippet-bench --runs 200

# Authoring loop: save-to-new-page time of `galley serve` on Galley's own docs and on the
# generated 1,000-article site, against `hugo server` on the same Markdown. Both are
# measured the same way: save, then fetch the page until the edit shows.
mkdir -p "$work/own" && cp -r content templates "$work/own/"
reload() { # label kind program site article edit
    python3 scripts/measure-reload.py "$2" "$3" "$4" "$5" 7 "$6" | sed "s/^/$1: /"
}
reload "galley serve, own docs, prose edit" galley "$GALLEY" "$work/own" guides/getting-started.md prose
reload "galley serve, $ARTICLES articles, prose edit" galley "$GALLEY" "$work/galley-site" articles/a00010.md prose
reload "hugo server, $ARTICLES articles, prose edit (reference)" hugo hugo "$work/hugo-site" articles/a00010.md prose
reload "galley serve, $ARTICLES articles, title edit" galley "$GALLEY" "$work/galley-site" articles/a00010.md title
reload "hugo server, $ARTICLES articles, title edit (reference)" hugo hugo "$work/hugo-site" articles/a00010.md title
