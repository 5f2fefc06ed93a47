# The Swift builds SwiftPM makes for development: release (make build) and
# debug (the tests; the command alone for its documents), and the stamps that
# spare a SwiftPM call when nothing it builds from changed.

.PHONY: build debug debug-cli resolve

# Every file a product is built from (the make files, the manifest, Sources/
# and Tools/). SwiftPM takes seconds to find it has
# nothing to do, so make calls it for a product only when one of these is
# newer than the product's stamp, written after each build of it. (Not the
# product itself: SwiftPM leaves one it did not relink as it was, and relinks
# one whose time changed.)
files-under = $(shell find $(1) -type f 2>/dev/null | sed 's/ /\\ /g')
BUILD_INPUTS := Makefile $(wildcard mk/*.mk) Package.swift $(wildcard Package.resolved) $(call files-under,Sources Tools)
STAMPS = .build-static/stamps
DEBUG_STAMPS = .build/stamps
stamp = @mkdir -p $(@D) && touch $@

build: deps ## release build of larder (.build/release)
	$(SWIFT) build -c release --product larder

debug: deps $(DEBUG_STAMPS)/tests ## debug build of every target and the tests (.build/debug)
$(DEBUG_STAMPS)/tests: $(BUILD_INPUTS) $(call files-under,Tests) | deps
	$(SWIFT) build --build-tests
	$(stamp)

# Only the command, for its man page and completions (a package needs no tests).
# The documents are made again only when it changed (each takes seconds).
LARDER_DEBUG = .build/debug/larder
debug-cli: deps $(DEBUG_STAMPS)/debug-cli ## debug build of larder only, for its man page and completions
$(DEBUG_STAMPS)/debug-cli: $(BUILD_INPUTS) | deps
	$(SWIFT) build $(SWIFTPM_FLAGS) --product larder
	$(stamp)

# A package build resolves nothing: the versions of Package.resolved (made by
# scripts/packaging/build-deb.sh before the build, from the local package mirrors), with
# SwiftPM's caches and settings inside the tree, not in a home folder.
SWIFTPM_STATE = .build-swiftpm
SWIFTPM_PATHS = --cache-path $(SWIFTPM_STATE)/cache --config-path $(SWIFTPM_STATE)/config --security-path $(SWIFTPM_STATE)/security
SWIFTPM_FLAGS = $(if $(PACKAGING),--disable-automatic-resolution $(SWIFTPM_PATHS))
# The one step of a package build that reads the package mirrors (git's
# url.insteadOf, as on these machines), before dpkg-buildpackage.
resolve: ## resolves the Swift packages into Package.resolved (the one step of a package build that reads the mirrors)
	$(SWIFT) package $(SWIFTPM_PATHS) resolve
