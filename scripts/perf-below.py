#!/usr/bin/env python3
"""Where the time under one function goes, from a perf profile: for every sample whose
stack holds a frame matching TARGET (a substring of the mangled or demangled name), counts
the frame DEPTH levels below it (what it called), and prints the top ones as shares of all
samples. How the performance work of issue 14 was steered.

    perf record -F 999 -g -o perf.data .build/release/galley build --source SITE --quiet
    perf script -i perf.data > perf.txt
    scripts/perf-below.py siteWideFiles < perf.txt        # what the site-wide step calls
    scripts/perf-below.py PreviewRenderingC6render 2 < perf.txt
"""
import collections
import re
import sys

target = sys.argv[1]
depth = int(sys.argv[2]) if len(sys.argv) > 2 else 1
counts = collections.Counter()
under = 0
samples = 0
stack = []


def flush():
    global under, samples
    if not stack:
        return
    samples += 1
    # stack[0] is the leaf; the outermost frame matching the target counts.
    for index in range(len(stack) - 1, -1, -1):
        if target in stack[index]:
            under += 1
            below = index - depth
            counts[stack[below] if below >= 0 else "<self>"] += 1
            break


for line in sys.stdin:
    if not line.strip():
        flush()
        stack = []
        continue
    if line.startswith((" ", "\t")):
        parts = line.strip().split(" ", 1)
        if len(parts) == 2:
            stack.append(re.sub(r"\+0x[0-9a-f]+$", "", parts[1].rsplit(" (", 1)[0]))
flush()
print(f"{under} of {samples} samples ({100 * under / max(samples, 1):.1f}%) under {target}")
for symbol, count in counts.most_common(25):
    print(f"{100 * count / max(samples, 1):6.2f}%  {symbol[:150]}")
