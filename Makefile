# Larder — build, test, demo, benchmarks, install and packages.
#
#   make demo     the whole journey: installs Larder, then tries it in a private desktop session
#   make check    installs the Debian packages it needs, builds, runs every test
#   make help     every public target, one line each
#
# This file holds what every part shares; the rules are in mk/, one file per role:
#   mk/platform.mk  the Debian release, the packages needed (make deps)
#   mk/build.mk     SwiftPM's release and debug builds
#   mk/static.mk    the installed programs' static builds, link order
#   mk/test.mk      make check, make layers and the checks around them
#   mk/docs.mk      man page and shell completions
#   mk/demo.mk      make demo
#   mk/bench.mk     make bench, make bench-quick
#   mk/fuzz.mk      make fuzz, the fuzz corpora
#   mk/install.mk   make install, make uninstall, the folders installed into
#   mk/kde.mk       the KDE test programs, Baloo's extractor
#   mk/deb.mk       make deb, make deb-test
#   mk/translations.mk  make pot, the catalogues in po/, make check-translations
# The scripts they run are in scripts/, by role (scripts/build, scripts/checks...).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
OUT ?= out

# The application ID, defined once in Swift (Sources/Base/LarderGLib/ApplicationID.swift).
APP_ID := $(shell sed -n 's/.*public static let id = "\(.*\)"/\1/p' Sources/Base/LarderGLib/ApplicationID.swift)
# The browser route's URI scheme, defined there too.
IMPORT_SCHEME := $(shell sed -n 's/.*public static let importScheme = "\(.*\)"/\1/p' Sources/Base/LarderGLib/ApplicationID.swift)

.DEFAULT_GOAL := all
.PHONY: all help clean

all: build ## the default: the same as build

# In this order: each file may use what the ones before it defined.
include mk/platform.mk mk/build.mk mk/static.mk mk/test.mk mk/docs.mk mk/demo.mk mk/bench.mk \
	mk/fuzz.mk mk/install.mk mk/kde.mk mk/deb.mk mk/translations.mk

# Read from the `## ` comment on each public target's own line, so that the
# list is never out of date; steps that only other targets and debian/rules
# call (print-*, static-libstdc++) have none.
help: ## this list: every public target, one line each
	@echo "make TARGET, in the folder of this Makefile (the rules are in Makefile and mk/*.mk):"
	@awk 'FNR == 1 { file = FILENAME } \
		/^[a-z][a-z0-9+-]*:.*## / { \
			if (file != "") { printf "\n%s\n", file; file = "" } \
			target = $$0; sub(/:.*/, "", target); text = $$0; sub(/^[^#]*## /, "", text); \
			printf "  %-24s %s\n", target, text }' $(MAKEFILE_LIST)

clean: ## removes every build folder and out/
	rm -rf .build .build-fuzz .build-static .build-kde $(SWIFTPM_STATE) $(OUT)
