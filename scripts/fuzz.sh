#!/usr/bin/env bash
# Runs each fuzz target named as an argument (built by `make fuzz` into .build-fuzz) for
# FUZZ_SECONDS seconds, one after the other, on its corpus in .build-fuzz/corpus/<target>/
# (seeds from scripts/fuzz-corpus.sh, and what libFuzzer adds). A crash, timeout or
# out-of-memory input is kept in .build-fuzz/crashes/<target>/, the whole output in
# .build-fuzz/logs/<target>.log. A target goes on after a finding (libFuzzer's fork mode),
# so that one crash does not hide the others for the rest of the run. Extra libFuzzer
# flags: FUZZ_FLAGS. Exits 1 when any target found a problem.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-600}
# libFuzzer and AddressSanitizer report a crash; Swift's own backtracer would instead
# wait on the dying process.
export SWIFT_BACKTRACE=enable=no
# No fake stack frames: the interpreter stops a too deep snippet by comparing stack
# addresses (StackBounds), which ASan's use-after-return frames, kept on the heap, defeat.
# No leak check: LeakSanitizer cannot follow Swift's tagged pointers (enum payloads,
# bridged objects) and reports objects that `static let`s hold as leaked.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_stack_use_after_return=0:detect_leaks=0}
status=0
for target in "$@"; do
    binary=.build-fuzz/release/$target
    crashes=.build-fuzz/crashes/$target
    log=.build-fuzz/logs/$target.log
    mkdir -p "$crashes" ".build-fuzz/corpus/$target" .build-fuzz/logs
    started=.build-fuzz/logs/$target.started
    touch "$started"
    echo "fuzzing $target for ${seconds}s (output in $log)"
    # -timeout: a snippet runs on step budgets, so no single input may take seconds.
    # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags.
    "$binary" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=10 \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$crashes/" ${FUZZ_FLAGS:-} ".build-fuzz/corpus/$target" >"$log" 2>&1
    result=$?
    grep -E '^#[0-9]+' "$log" | tail -1
    echo "corpus: $(find ".build-fuzz/corpus/$target" -type f | wc -l) inputs"
    found=$(find "$crashes" -type f -newer "$started" | wc -l)
    if [ "$result" -ne 0 ] || [ "$found" -ne 0 ]; then
        status=1
        echo "$target found $found new problem input(s) (exit status $result), in $crashes:"
        find "$crashes" -type f -newer "$started" -printf '    %f\n'
    fi
done
exit $status
