# Galley's set-up, build, test and benchmark entry points. Every target installs the
# Debian packages it needs first, so a fresh Debian/Ubuntu machine needs only `make`.

SWIFT ?= swift
# What building Galley needs: the C libraries, the Inter font, the icon font and
# highlight.js (embedded in the binary, written into every site that has code blocks).
BUILD_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libjs-highlight.js libharfbuzz-dev fonts-inter fonts-materialdesignicons-webfont
# What the tests need on top: rsvg-convert checks that every preview SVG renders; the
# browser tests drive Debian's Chromium (Playwright downloads no browser of its own).
TEST_PACKAGES := librsvg2-bin chromium python3-venv python3-pip
# `sudo` only when not already root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

GALLEY := .build/release/galley

# The release build is the one `make dist` ships and `make site` uses, so CI compiles
# release once: the Swift runtime and Foundation linked statically. libcmark-gfm is static in
# every build (Sources/CMark/module.modulemap); HarfBuzz stays shared (libharfbuzz0b): it
# is on every desktop and CI image and brings FreeType and GLib.
RELEASE_FLAGS := -c release --static-swift-stdlib
# What `make dist` writes: one executable, for this machine's architecture.
DIST_TARBALL := dist/galley-linux-$(shell uname -m).tar.gz

.PHONY: deps test-deps release site test check serve bench cold-builds tsan fuzz dist dist-test clean

deps:
	@./scripts/install-packages.sh $(BUILD_PACKAGES)

test-deps: deps
	@./scripts/install-packages.sh $(TEST_PACKAGES)

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product galley

# dist/galley-linux-<arch>.tar.gz: the release galley, stripped, checked to need nothing
# but libc, libstdc++ and HarfBuzz at run time.
dist: release
	./scripts/make-dist.sh $(GALLEY) $(DIST_TARBALL)

# The dist binary, with the toolchain, the system fonts and libcmark-gfm hidden (as root, in a
# mount namespace), builds Galley's docs byte for byte as the debug build does; then the
# GitHub Action's scripts install and run it.
dist-test: dist
	$(SWIFT) build --product galley
	./scripts/dist-test.sh --tarball $(DIST_TARBALL) --reference .build/debug/galley
	./scripts/action-test.sh $(DIST_TARBALL)

# Galley's own documentation: content/ -> site/.
site: release
	$(GALLEY) build --source . --quiet

check: release
	$(GALLEY) check --source .

# Galley's own documentation at http://127.0.0.1:8000/, rebuilt on every save.
serve: release
	$(GALLEY) serve --source .

# The import check fails the build when a module imports one Package.swift does not give it.
# Then the browser tests: Galley's own site in Chromium (search, sidebar, theme, axe-core).
test: test-deps
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build
	./scripts/browser-test.sh .build/debug/galley

bench: release
	./scripts/bench.sh

# 50 consecutive cold builds of the 1,000-article benchmark corpus: 0 may fail.
cold-builds: release
	./scripts/cold-builds.sh

# A ThreadSanitizer build of galley builds a generated site with previews in parallel.
tsan: deps
	./scripts/tsan.sh

# Fuzzing with libFuzzer (Fuzz/): each target for FUZZ_SECONDS, once it has read its corpus;
# what it finds goes to .build-fuzz/crashes/<target>/. Never part of `make test` or CI.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= fuzz-snippet fuzz-article fuzz-siteconfig
# Every module is instrumented for coverage and AddressSanitizer. Not `-sanitize=fuzzer` nor
# `--sanitize fuzzer`: both link libFuzzer's `main` into every executable; the fuzz targets
# start libFuzzer's driver themselves instead (Fuzz/FuzzSupport/LibFuzzer.swift).
# GALLEY_FUZZ=1 declares them (Package.swift).
LIBFUZZER = $(shell "$(dir $(realpath $(shell command -v $(SWIFT))))clang" -print-file-name=libclang_rt.fuzzer_no_main-$(shell uname -m).a)
FUZZ_BUILD = GALLEY_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz \
	-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
	-Xcc -fsanitize=address,fuzzer-no-link -Xlinker $(LIBFUZZER) -Xlinker -lstdc++

fuzz: deps
	$(foreach target,$(FUZZ_TARGETS),$(FUZZ_BUILD) --product $(target) &&) true
	./scripts/fuzz-corpus.sh
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz.sh $(FUZZ_TARGETS)

clean:
	rm -rf .build dist
