# Debian packages (debian/): make deb, make deb-test, and what debian/rules asks.

.PHONY: deb deb-test print-debian-release print-debian-suite print-static-built-using

# The packages are built by scripts/packaging/build-deb.sh and tested by
# scripts/packaging/package-journey.sh. Built for the release they are built on; with SUITE, in a fresh root of that
# release, whose out/deb is this tree's.
DEB_DIR = $(OUT)/deb
deb: ## Debian packages for this machine's release in out/deb/SUITE, then lintian (SUITE=bookworm|trixie|sid: in a fresh root)
ifeq ($(SUITE),)
	@test -n "$(DEBIAN_SUITE)" || { echo "make deb builds for Debian 12, 13 and sid; this is not one of them" >&2; exit 1; }
	@# The tools around the build: dpkg-buildpackage, lintian, and ip (the build's loopback).
	@$(call install-missing,dpkg-dev lintian iproute2,--no-install-recommends)
	LARDER_DEB_PROFILES=$$(echo $(if $(KDE6),,pkg.larder.nokf6) $(if $(PAPERS),,pkg.larder.nopapers) | tr ' ' ,) scripts/packaging/build-deb.sh $(SWIFT) $(DEB_DIR)/$(DEBIAN_SUITE)
else
	@mkdir -p $(DEB_DIR)
	LARDER_FRESH_DEB_DIR=$(CURDIR)/$(DEB_DIR) scripts/platforms/fresh-system.sh $(SUITE) make deb
endif

deb-test: ## SUITE=...: installs those packages in a fresh root without Swift, runs the demo against them, purges them
	@test -n "$(SUITE)" || { echo "usage: make deb-test SUITE=bookworm|trixie|sid (after make deb SUITE=...)" >&2; exit 64; }
	@ls $(DEB_DIR)/$(SUITE)/larder_*.deb >/dev/null 2>&1 || { echo "no package in $(DEB_DIR)/$(SUITE): run make deb SUITE=$(SUITE) first" >&2; exit 1; }
	LARDER_FRESH_DEB_DIR=$(CURDIR)/$(DEB_DIR) LARDER_FRESH_NO_SWIFT=1 scripts/platforms/fresh-system.sh $(SUITE) scripts/packaging/package-journey.sh $(DEB_DIR)/$(SUITE)

# For debian/rules: the release, its name, and what the binaries carry inside
# (the Swift runtime, Foundation and its ICU, Dispatch, and the Swift packages,
# at the versions of the toolchain and of Package.resolved).
print-debian-release:
	@echo $(DEBIAN_MAJOR)
print-debian-suite:
	@echo $(DEBIAN_SUITE)
print-static-built-using:
	@toolchain=$$($(SWIFT) --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1); \
	packages=$$(awk -F'"' '/"identity"/ { name = $$4 } /"version" : "/ { printf ", %s (= %s)", name, $$4 }' Package.resolved); \
	echo "swift-stdlib (= $$toolchain), swift-corelibs-foundation (= $$toolchain), swift-foundation (= $$toolchain), swift-foundation-icu (= $$toolchain), swift-corelibs-libdispatch (= $$toolchain)$$packages"
