# Larder — build, test, demo and benchmarks.
#   make          release build of larder
#   make demo     imports the sample recipes into a throw-away store, searches them, writes and indexes their cards
#   make check    installs the Debian packages it needs, builds, runs every test
#   make bench    benchmarks, each against a baseline run side by side
#   make docs     man page and shell completions, generated from the command definitions
#   make fuzz     fuzzes the card parser and the importer with libFuzzer, FUZZ_SECONDS each (default 300)

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
OUT ?= out
# Debian packages the build and the tests need.
DEBIAN_PACKAGES = libsqlite3-dev sqlite3 python3 shared-mime-info libglib2.0-bin libgdk-pixbuf-2.0-dev \
	libtracker-sparql-3.0-dev tracker tracker-extract tracker-miner-fs dbus \
	libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-noto-cjk \
	python3-gi gir1.2-gnomedesktop-3.0 bubblewrap util-linux poppler-utils

# The application ID, defined once in Swift (Sources/LarderDesktop/ApplicationID.swift).
APP_ID := $(shell sed -n 's/.*public static let id = "\(.*\)"/\1/p' Sources/LarderDesktop/ApplicationID.swift)

FUZZ_SECONDS ?= 300
FUZZ_TARGETS = card import
FUZZ_BUILD = $(SWIFT) build --scratch-path .build-fuzz --product larder-fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library \
	-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

.PHONY: all build debug deps check test docs man completions demo bench fuzz fuzz-smoke tracker-module thumbnailer search-provider clean

all: build

build: deps
	$(SWIFT) build -c release --product larder

debug: deps
	$(SWIFT) build --build-tests

# Installs missing Debian packages (as root, or through sudo); a no-op when all are there.
deps:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		if [ "$$(id -u)" = 0 ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo; \
		else echo "Run as root, or install: $$missing" >&2; exit 1; fi; \
		$$sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q $$missing; \
	fi

check: debug docs fuzz-smoke tracker-module thumbnailer search-provider
	@mkdir -p $(OUT)
	$(SWIFT) test --skip-build 2>&1 | tee $(OUT)/test.log
	@scripts/check-docs.sh $(OUT)

test: check

docs: man completions

man: debug
	@mkdir -p $(OUT)/man
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug \
		--date 2026-11-22 --authors "The Larder developers" >/dev/null
	cp .build/plugins/GenerateManual/outputs/larder/larder.1 $(OUT)/man/larder.1

completions: debug
	@mkdir -p $(OUT)/completions
	.build/debug/larder --generate-completion-script bash > $(OUT)/completions/larder.bash
	.build/debug/larder --generate-completion-script zsh > $(OUT)/completions/_larder
	.build/debug/larder --generate-completion-script fish > $(OUT)/completions/larder.fish

demo: deps tracker-module thumbnailer search-provider
	$(SWIFT) build --product larder
	APP_ID=$(APP_ID) scripts/demo.sh .build/debug/larder $(TRACKER_MODULE) $(THUMBNAILER) $(SEARCH_PROVIDER)

bench: deps tracker-module thumbnailer search-provider
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product larder
	$(SWIFT) build -c release --product larder-bench
	.build/release/larder-bench .build/release/larder 2>&1 | tee $(OUT)/bench.log

# What runs sandboxed: the Tracker extractor module (inside tracker-extract-3)
# and the thumbnailer (inside the file manager's bubblewrap). Neither sandbox
# has a Swift runtime, so the standard library is linked in (-static-stdlib).
STATIC_BUILD = $(SWIFT) build -c release --scratch-path .build-static -Xswiftc -static-stdlib
TRACKER_MODULE = .build-static/release/liblarder-tracker-extract.so
THUMBNAILER = .build-static/release/larder-thumbnailer
tracker-module: deps
	$(STATIC_BUILD) --product larder-tracker-extract

thumbnailer: deps
	$(STATIC_BUILD) --product larder-thumbnailer

# The search provider: long-lived, started by D-Bus; a release build with the
# standard library linked in, like the other desktop pieces.
SEARCH_PROVIDER = .build-static/release/larder-search-provider
search-provider: deps
	$(STATIC_BUILD) --product larder-search-provider

# Every input the fuzzers kept, replayed by the normal build, then 15 s of fuzzing each.
fuzz-smoke: debug
	for target in $(FUZZ_TARGETS); do .build/debug/larder-fuzz $$target Tests/FuzzCorpus/$$target || exit 1; done
	$(MAKE) fuzz FUZZ_SECONDS=15

fuzz: deps
	$(FUZZ_BUILD)
	for target in $(FUZZ_TARGETS); do \
		mkdir -p $(OUT)/fuzz-corpus/$$target; \
		echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
		.build-fuzz/debug/larder-fuzz $$target $(OUT)/fuzz-corpus/$$target Tests/FuzzCorpus/$$target \
			-max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=5 -rss_limit_mb=2048 \
			-artifact_prefix=$(OUT)/fuzz-$$target- -print_final_stats=1 2>&1 | tail -n 8 || exit 1; \
	done

clean:
	rm -rf .build .build-fuzz .build-static $(OUT)
