# Galley's set-up, build, test and benchmark entry points. Every target installs the
# Debian packages it needs first, so a fresh Debian/Ubuntu machine needs only `make`.

SWIFT ?= swift
# What building Galley needs: the C libraries, the Inter font and the icon font.
BUILD_PACKAGES := pkg-config libcmark-dev libharfbuzz-dev fonts-inter fonts-materialdesignicons-webfont
# What the tests need on top: rsvg-convert checks that every preview SVG renders.
TEST_PACKAGES := librsvg2-bin
# `sudo` only when not already root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

GALLEY := .build/release/galley

.PHONY: deps test-deps release site test check serve bench cold-builds tsan clean

deps:
	@./scripts/install-packages.sh $(BUILD_PACKAGES)

test-deps: deps
	@./scripts/install-packages.sh $(TEST_PACKAGES)

release: deps
	$(SWIFT) build -c release --product galley

# Galley's own documentation: content/ -> site/.
site: release
	$(GALLEY) build --source . --quiet

check: release
	$(GALLEY) check --source .

# Galley's own documentation at http://127.0.0.1:8000/, rebuilt on every save.
serve: release
	$(GALLEY) serve --source .

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: release
	./scripts/bench.sh

# 50 consecutive cold builds of the 1,000-article benchmark corpus: 0 may fail.
cold-builds: release
	./scripts/cold-builds.sh

# A ThreadSanitizer build of galley builds a generated site with previews in parallel.
tsan: deps
	./scripts/tsan.sh

clean:
	rm -rf .build
