# Larder — build, test, demo and benchmarks.
#   make          release build of larder
#   make demo     the whole journey: installs Larder, then in a private session imports, searches, writes cards, indexes, thumbnails, asks the search provider
#   make check    installs the Debian packages it needs, builds, runs every test
#   make bench    benchmarks, each against a baseline run side by side
#   make bench PAGES=DIR   only the saved-pages benchmark (Larder vs recipe-scrapers), on the *.html in DIR
#   make bench-quick   import, search and export on small collections, in a few minutes, while developing
#   make docs     man page and shell completions, generated from the command definitions
#   make fuzz     fuzzes the card parser, the importer and the text-format readers with libFuzzer, FUZZ_SECONDS each (default 300)
#   make cooklang-canonical COOKLANG_SPEC=.../canonical.yaml   the Cooklang spec's parser tests, pass/fail counts
#   make mealie-migrations MEALIE=DIR   imports Mealie's nine migration test fixtures (its tests/data/migrations) and checks the recipes its test looks for
#   make deb      Debian packages for this machine's release, in out/deb/SUITE (then lintian)
#   make deb SUITE=bookworm|trixie|sid   the same in a fresh root of that release (scripts/fresh-system.sh)
#   make deb-test SUITE=...   installs those packages with apt in a fresh root without Swift, runs the
#                 demo's journey against them, purges them, and checks nothing is left

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
OUT ?= out
# Debian packages the build and the tests need.
DEBIAN_PACKAGES = libsqlite3-dev sqlite3 zlib1g-dev libxml2-dev python3 python3-venv shared-mime-info libglib2.0-bin libgdk-pixbuf-2.0-dev \
	libtracker-sparql-3.0-dev tracker tracker-extract tracker-miner-fs dbus \
	libcairo2-dev libpango1.0-dev libturbojpeg0-dev fonts-dejavu-core fonts-noto-cjk \
	python3-gi python3-yaml gir1.2-gnomedesktop-3.0 bubblewrap util-linux poppler-utils desktop-file-utils appstream groff-base \
	$(EVINCE_DEV_PACKAGE) gir1.2-evince-3.0 python3-gi-cairo
# A real GNOME session for the space-bar preview tests (scripts/gnome-preview.sh):
# installed without the packages they recommend (a whole desktop).
GNOME_SESSION_PACKAGES = gnome-shell mutter gnome-sushi nautilus gjs adwaita-icon-theme fonts-cantarell libgl1-mesa-dri

# What differs between the reference platforms, decided here once. The
# release: 12 (bookworm), 13 (trixie), or 14 for Debian testing and unstable
# (forky/sid: their os-release has no VERSION_ID). KDE Frameworks 6 (Plasma 6:
# Baloo, KRunner, KIO) is packaged from Debian 13 on, so there the KDE pieces
# are tested against it too; Debian 12 has KF5 only.
DEBIAN_MAJOR := $(shell . /etc/os-release 2>/dev/null && if [ -n "$${VERSION_ID:-}" ]; then echo "$${VERSION_ID%%.*}"; \
	elif grep -q '/sid' /etc/debian_version 2>/dev/null; then echo 14; fi)
KDE6 := $(shell [ "$(DEBIAN_MAJOR)" -ge 13 ] 2>/dev/null && echo yes)
KDE6_PACKAGES = baloo6 libkf6filemetadata-bin kio-extras libkf6kio-dev libkf6runner-dev qt6-base-dev cmake extra-cmake-modules g++
# EvinceDocument 3.0 (GTK 3), which Sushi up to 50 renders documents with: in
# sid, libevince-dev is Evince 49's GTK 4 library (evince-document-4.0), and
# 3.0's headers are libevince-gtk3-dev.
EVINCE_DEV_PACKAGE := $(if $(filter 14,$(DEBIAN_MAJOR)),libevince-gtk3-dev,libevince-dev)
# The release's name, for the packages built here (14: sid; forky cannot build).
DEBIAN_SUITE := $(if $(filter 12,$(DEBIAN_MAJOR)),bookworm,$(if $(filter 13,$(DEBIAN_MAJOR)),trixie,$(if $(filter 14,$(DEBIAN_MAJOR)),sid)))
ifeq ($(KDE6),yes)
DEBIAN_PACKAGES += $(KDE6_PACKAGES)
KDE_TESTS = install-baloo-extractor kde-test-programs
else
KDE_TESTS =
endif

# Evince's backends folder (its EvinceDocument library, which Sushi up to
# GNOME 50 renders previews with, loads document types from there and only
# there): Debian 12, 13 and sid all package Evince.
EVINCE_BACKENDS_DIR ?= $(shell pkg-config --variable=backenddir evince-document-3.0 2>/dev/null)

# Sushi 51 and later (GTK 4, Papers) no longer reads Evince's backends; it
# loads JavaScript plug-ins from its plug-in folder. Found by its plug-in API
# in its resources; empty for Sushi up to 50 (Debian 12, 13, and sid's 50).
# A package carries the plug-in always, for the Sushi a user may install later.
SUSHI_RESOURCES = /usr/share/sushi/org.gnome.NautilusPreviewer.src.gresource
SUSHI_PLUGINS = /usr/lib/sushi/plugins-1
SUSHI_PLUGINS_DIR ?= $(if $(PACKAGING),$(SUSHI_PLUGINS),$(shell gresource list $(SUSHI_RESOURCES) 2>/dev/null | grep -q '/plugin-api-1.js$$' && echo $(SUSHI_PLUGINS)))

# The application ID, defined once in Swift (Sources/LarderDesktop/ApplicationID.swift).
APP_ID := $(shell sed -n 's/.*public static let id = "\(.*\)"/\1/p' Sources/LarderDesktop/ApplicationID.swift)

# Every file a product is built from. SwiftPM takes seconds to find it has
# nothing to do, so make calls it for a product only when one of these is
# newer than the product's stamp, written after each build of it. (Not the
# product itself: SwiftPM leaves one it did not relink as it was, and relinks
# one whose time changed.)
files-under = $(shell find $(1) -type f 2>/dev/null | sed 's/ /\\ /g')
BUILD_INPUTS := Makefile Package.swift $(wildcard Package.resolved) $(call files-under,Sources)
STAMPS = .build-static/stamps
DEBUG_STAMPS = .build/stamps
stamp = @mkdir -p $(@D) && touch $@

FUZZ_SECONDS ?= 300
FUZZ_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
FUZZ_TARGETS = card card-pages import page mhtml cooklang mealmaster mastercook mastercook-xml app-export baloo-request
FUZZ_BUILD = $(SWIFT) build --scratch-path .build-fuzz --product larder-fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library \
	-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

.PHONY: all build debug debug-cli metainfo resolve deb deb-test print-debian-release print-debian-suite print-static-built-using deps check check-builds test docs man completions demo bench bench-quick fuzz fuzz-corpus cooklang-canonical mealie-migrations tracker-module evince-backend thumbnailer baloo-extractor static-libstdc++ install-baloo-extractor kde-test-programs search-provider static link-order install install-files uninstall update-caches print-install-folders check-install clean

all: build

build: deps
	$(SWIFT) build -c release --product larder

debug: deps $(DEBUG_STAMPS)/tests
$(DEBUG_STAMPS)/tests: $(BUILD_INPUTS) $(call files-under,Tests) | deps
	$(SWIFT) build --build-tests
	$(stamp)

# Only the command, for its man page and completions (a package needs no tests).
# The documents are made again only when it changed (each takes seconds).
LARDER_DEBUG = .build/debug/larder
debug-cli: deps $(DEBUG_STAMPS)/debug-cli
$(DEBUG_STAMPS)/debug-cli: $(BUILD_INPUTS) | deps
	$(SWIFT) build $(SWIFTPM_FLAGS) --product larder
	$(stamp)

# Checks first that the Swift toolchain starts here (scripts/check-toolchain.sh:
# on Debian sid it installs the libxml2 it needs; where it cannot start, one
# line says why), then installs missing Debian packages (as root, or through
# sudo); a no-op when all are there.
# A package build (PACKAGING=yes) installs nothing: its Build-Depends are there.
deps:
	@scripts/check-toolchain.sh $(SWIFT)
	@$(if $(PACKAGING),:,$(call install-missing,$(DEBIAN_PACKAGES),))
	@$(if $(PACKAGING),:,$(call install-missing,$(GNOME_SESSION_PACKAGES),--no-install-recommends))

# Installs those of the Debian packages $(1) that are missing, with apt-get options $(2).
install-missing = missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		if [ "$$(id -u)" = 0 ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo; \
		else echo "Run as root, or install: $$missing" >&2; exit 1; fi; \
		$$sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q $(2) $$missing; \
	fi

check: check-builds
	@mkdir -p $(OUT)
	@[ -n "$(KDE6)" ] || echo "KDE Plasma 6 tests (LarderKDETests) not run: Debian $(DEBIAN_MAJOR) has no KDE Frameworks 6; make check runs them on Debian 13"
	@# Every test, in test processes side by side (the script says how and why);
	@# the indexers' suites, whose daemons run at idle priority, named last.
	scripts/run-tests.sh $(SWIFT) $(OUT) LarderTrackerTests $(if $(KDE6),LarderKDETests)
	@scripts/check-docs.sh $(OUT)
	@python3 scripts/check-public-docs.py
	scripts/check-install.sh

test: check

# What make check runs, built in two make runs side by side: the debug build and
# what needs it, and the static build (its lines marked "static:"). The packages
# first, so that the two never run apt at once.
check-builds: deps
	@scripts/side-by-side.sh static "$(MAKE) --no-print-directory debug docs fuzz-corpus metainfo" \
		"$(MAKE) --no-print-directory static $(KDE_TESTS)"

docs: man completions

# The plug-in takes seconds once larder is built (a minute or two when it is
# compiled first); in a network namespace whose loopback is down it could wait
# forever on its child (scripts/build-deb.sh brings the loopback up): a hang
# becomes an error after five minutes.
man: debug-cli
	@$(MAKE) --no-print-directory $(OUT)/man/larder.1
$(OUT)/man/larder.1: $(LARDER_DEBUG) Makefile
	@mkdir -p $(OUT)/man
	timeout -k 10 300 $(SWIFT) package $(SWIFTPM_FLAGS) --allow-writing-to-package-directory generate-manual \
		--configuration debug --date 2026-11-22 --authors "The Larder developers" >/dev/null \
		|| { echo "generate-manual failed, or did not finish in five minutes" >&2; exit 1; }
	@# An empty line in mdoc is an error to groff (lintian's groff-message): a paragraph break.
	sed 's/^$$/.Pp/' .build/plugins/GenerateManual/outputs/larder/larder.1 > $(OUT)/man/larder.1

completions: debug-cli
	@$(MAKE) --no-print-directory $(OUT)/completions/larder.fish
$(OUT)/completions/larder.fish: $(LARDER_DEBUG) Makefile
	@mkdir -p $(OUT)/completions
	@# Sourced by bash-completion, not run: no #! line (lintian's bash-completion-with-hashbang).
	$(LARDER_DEBUG) --generate-completion-script bash | sed '1{/^#!/d}' > $(OUT)/completions/larder.bash
	$(LARDER_DEBUG) --generate-completion-script zsh > $(OUT)/completions/_larder
	$(LARDER_DEBUG) --generate-completion-script fish > $(OUT)/completions/larder.fish

demo: deps static docs
	APP_ID=$(APP_ID) PREFIX=$(PREFIX) BINDIR=$(BINDIR) LIBEXECDIR=$(LIBEXECDIR) DATADIR=$(DATADIR) MAKE=$(MAKE) scripts/demo.sh

bench: deps tracker-module thumbnailer search-provider $(STAMPS)/larder $(if $(KDE6),install-baloo-extractor)
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product larder
	$(SWIFT) build -c release --product larder-bench
	PEER_VENV=$(OUT)/peer-venv .build/release/larder-bench .build/release/larder $(if $(PAGES),pages $(PAGES)) \
		--pages-json $(OUT)/bench-pages.json 2>&1 | tee $(OUT)/bench.log

bench-quick: deps
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product larder-bench
	.build/release/larder-bench --quick 2>&1 | tee $(OUT)/bench-quick.log

# What runs sandboxed: the Tracker extractor module (inside tracker-extract-3)
# and the thumbnailer (inside the file manager's bubblewrap). Neither sandbox
# has a Swift runtime, so the standard library is linked in (-static-stdlib).
# Linked as Debian's hardening asks (lintian): no RUNPATH ($$ORIGIN: nothing
# is loaded from beside them), relocations read-only after start (RELRO) and
# every symbol bound at start (BIND_NOW). With the toolchain's own lld on every
# release: the driver otherwise takes gold where it is installed (Debian 12)
# and ld.bfd where it is not (Debian 13, sid), and ld.bfd 2.44 leaves a Swift
# binary without its RELRO segment even when told -z relro.
# Each shared library is recorded as needed only when a symbol is taken from it
# (--as-needed), through scripts/lld-as-needed: SwiftPM and the driver put every
# -l before the -Xlinker options, where --as-needed would come too late. So
# `larder`, whose calls into cairo, Pango, GLib, gdk-pixbuf, TurboJPEG and
# libxml2 go through forwarders (CLibrariesOnDemand), starts without them.
# Relative relocations packed (RELR, glibc 2.36 and later): a Swift binary has
# some 80,000, 2 MB that ld.so read at every start and that stayed resident.
# Each function in a section of its own (as the toolchain's static libraries
# are built), so that lld can place the functions a long-lived program runs
# together: $(call link_order,PROGRAM) gives it linker/PROGRAM.order, written by
# `make link-order` (scripts/link-order.sh).
STATIC_BUILD = LARDER_LLD=$(dir $(realpath $(SWIFT)))ld.lld $(SWIFT) build $(SWIFTPM_FLAGS) -c release --scratch-path .build-static \
	-Xswiftc -static-stdlib -Xswiftc -use-ld=lld -Xswiftc -ld-path=$(CURDIR)/scripts/lld-as-needed \
	--disable-local-rpath -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections
link_order = -Xlinker --symbol-ordering-file=$(CURDIR)/linker/$(1).order -Xlinker --no-warn-symbol-ordering
# A package build resolves nothing: the versions of Package.resolved (made by
# scripts/build-deb.sh before the build, from the local package mirrors), with
# SwiftPM's caches and settings inside the tree, not in a home folder.
SWIFTPM_STATE = .build-swiftpm
SWIFTPM_PATHS = --cache-path $(SWIFTPM_STATE)/cache --config-path $(SWIFTPM_STATE)/config --security-path $(SWIFTPM_STATE)/security
SWIFTPM_FLAGS = $(if $(PACKAGING),--disable-automatic-resolution $(SWIFTPM_PATHS))
# The one step of a package build that reads the package mirrors (git's
# url.insteadOf, as on these machines), before dpkg-buildpackage.
resolve:
	$(SWIFT) package $(SWIFTPM_PATHS) resolve
TRACKER_MODULE = .build-static/release/liblarder-tracker-extract.so
THUMBNAILER = .build-static/release/larder-thumbnailer
tracker-module: deps $(STAMPS)/tracker-module
$(STAMPS)/tracker-module: $(BUILD_INPUTS) | deps
	$(STATIC_BUILD) --product larder-tracker-extract
	$(stamp)

# The Evince backend runs inside the document viewer and Sushi.
EVINCE_BACKEND = .build-static/release/liblarder-evince-document.so
evince-backend: deps $(STAMPS)/evince-backend
$(STAMPS)/evince-backend: $(BUILD_INPUTS) | deps
	$(STATIC_BUILD) --product larder-evince-document
	$(stamp)

# The thumbnailer starts once per file, so its start-up counts: libstdc++,
# which only the Swift runtime uses, is linked in from its static archive
# (found by the toolchain's clang, whichever GCC is installed) rather than
# loaded and initialised as a shared library, about a tenth of a run. A
# folder holding only that archive, searched first, makes -lstdc++ take it.
# Without a static libstdc++ the thumbnailer links it shared, as before.
STATIC_LIBSTDCXX := $(shell $(dir $(SWIFT))clang -print-file-name=libstdc++.a 2>/dev/null)
STATIC_LIBSTDCXX_DIR = .build-static/static-libstdc++
static-libstdc++:
	@mkdir -p $(STATIC_LIBSTDCXX_DIR)
	@if [ -f "$(STATIC_LIBSTDCXX)" ]; then ln -sf "$(STATIC_LIBSTDCXX)" $(STATIC_LIBSTDCXX_DIR)/libstdc++.a; \
	else rm -f $(STATIC_LIBSTDCXX_DIR)/libstdc++.a; echo "no static libstdc++: programs started per file link the shared one" >&2; fi
thumbnailer: deps $(STAMPS)/thumbnailer
$(STAMPS)/thumbnailer: $(BUILD_INPUTS) | deps static-libstdc++
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) --product larder-thumbnailer
	$(stamp)

# Baloo's extractor starts once per card too (no sandbox, but the same rule:
# it reads only the card it is given).
BALOO_EXTRACTOR = .build-static/release/larder-baloo-extractor
baloo-extractor: deps $(STAMPS)/baloo-extractor
$(STAMPS)/baloo-extractor: $(BUILD_INPUTS) | deps static-libstdc++
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) --product larder-baloo-extractor
	$(stamp)

# The search provider: long-lived, started by D-Bus; a release build with the
# standard library linked in, like the other desktop pieces. What stays
# resident counts here: GLib, gdk-pixbuf and libxml2 through forwarders (loaded
# when first called: libxml2 and the ICU and shared libstdc++ it brings, never),
# libstdc++ from its static archive, as for the thumbnailer.
SEARCH_PROVIDER = .build-static/release/larder-search-provider
search-provider: deps $(STAMPS)/search-provider
$(STAMPS)/search-provider: $(BUILD_INPUTS) linker/larder-search-provider.order | deps static-libstdc++
	rm -f $(SEARCH_PROVIDER)  # relinked: SwiftPM does not look into the order file
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) $(call link_order,larder-search-provider) --product larder-search-provider
	$(stamp)

# Every input the fuzzers kept, replayed by the normal build: make check's part. Fuzzing
# itself (make fuzz: its own AddressSanitizer build, then a minute per target) runs in CI
# after make check (.ci/run), not in the developer's loop.
fuzz-corpus: debug
	for target in $(FUZZ_TARGETS); do .build/debug/larder-fuzz $$target Tests/FuzzCorpus/$$target || exit 1; done

fuzz: deps
	$(FUZZ_BUILD)
	@# The targets side by side, one per core (FUZZ_JOBS): each still gets FUZZ_SECONDS of a whole
	@# core, and make check's fuzzing takes half the time on two cores. Any failure fails the run.
	printf '%s\n' $(FUZZ_TARGETS) | xargs -P $(FUZZ_JOBS) -I TARGET scripts/fuzz-target.sh $(OUT) TARGET $(FUZZ_SECONDS)

# The Cooklang specification's canonical parser tests (cooklang/spec, tests/canonical.yaml;
# not kept in this repository), converted to JSON and run against Larder's Cooklang parser.
cooklang-canonical: deps
	@test -n "$(COOKLANG_SPEC)" || { echo "usage: make cooklang-canonical COOKLANG_SPEC=/path/to/canonical.yaml" >&2; exit 64; }
	@mkdir -p $(OUT)
	$(SWIFT) build --product larder-fuzz
	python3 -c 'import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding="utf-8")), sys.stdout)' \
		"$(COOKLANG_SPEC)" > $(OUT)/cooklang-canonical.json
	.build/debug/larder-fuzz cooklang-canonical $(OUT)/cooklang-canonical.json

# Mealie's nine migration test fixtures (mealie's tests/data/migrations/, not kept in this
# repository) imported into a temporary store, and the recipes Mealie's own test looks up checked.
mealie-migrations: debug-cli
	@test -n "$(MEALIE)" || { echo "usage: make mealie-migrations MEALIE=/path/to/mealie/tests/data/migrations" >&2; exit 64; }
	scripts/check-mealie-migrations.sh "$(MEALIE)"

# ---- Install (GNU conventions) -------------------------------------------
# Every binary installed is the -static-stdlib build: no Swift runtime needed.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBEXECDIR ?= $(PREFIX)/libexec
LIBDIR ?= $(PREFIX)/lib
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
# Places other programs own, each its own variable:
# The indexer reads extract rules from one folder of its own, whatever PREFIX is
# (Tracker 3.4 and LocalSearch 3.8 each have theirs): Larder's platform table
# names it (`larder index platform`); empty when no indexer Larder knows is installed.
LARDER_QUERY = $(firstword $(wildcard $(LARDER_STATIC) $(DESTDIR)$(BINDIR)/larder))
# A package takes the folder of its release's indexer, installed or not.
TRACKER_RULES_DIR ?= $(shell $(LARDER_QUERY) index platform $(if $(PACKAGING),--debian-release $(DEBIAN_MAJOR)) --field rules-folder 2>/dev/null)
# LocalSearch's sandbox loads extractor modules from /usr/lib only (the table says where).
TRACKER_MODULE_DIR ?= $(shell $(LARDER_QUERY) index platform --field module-folder)
# The file manager's sandbox shows thumbnailers only /usr: keep both under /usr.
THUMBNAILERS_DIR ?= $(DATADIR)/thumbnailers
LARDER_LIBEXEC_DIR ?= $(LIBEXECDIR)/larder
# gnome-shell reads search providers from the system data folders only.
SEARCH_PROVIDERS_DIR ?= $(DATADIR)/gnome-shell/search-providers
# KRunner (KF6) reads D-Bus runners from krunner/dbusplugins in every XDG data folder.
KRUNNER_PLUGINS_DIR ?= $(DATADIR)/krunner/dbusplugins
DBUS_SERVICES_DIR ?= $(DATADIR)/dbus-1/services
APPLICATIONS_DIR ?= $(DATADIR)/applications
# AppStream's component (software centres, appstreamcli).
METAINFO_DIR ?= $(DATADIR)/metainfo
# LocalSearch's sandboxed extractor reads MIME types from /usr/share/mime only (the table says where).
MIME_DIR ?= $(shell $(LARDER_QUERY) index platform --field mime-folder)
MIME_PACKAGES_DIR ?= $(MIME_DIR)/packages
ICONS_DIR ?= $(DATADIR)/icons/hicolor
BASH_COMPLETIONS_DIR ?= $(DATADIR)/bash-completion/completions
ZSH_COMPLETIONS_DIR ?= $(DATADIR)/zsh/site-functions
FISH_COMPLETIONS_DIR ?= $(DATADIR)/fish/vendor_completions.d
# The systemd user manager loads units from PREFIX/lib/systemd/user (/usr/local and /usr alike).
SYSTEMD_USER_UNIT_DIR ?= $(PREFIX)/lib/systemd/user
OBJECT_PATH = /$(subst .,/,$(APP_ID).SearchProvider)
# KFileMetaData (Baloo's extractors) runs external extractors from this one
# folder only, whatever PREFIX is: KF6's libexec under /usr/lib/MULTIARCH.
MULTIARCH := $(shell gcc -print-multiarch 2>/dev/null)
BALOO_EXTRACTORS_DIR ?= /usr/lib/$(MULTIARCH)/libexec/kf6/kfilemetadata/externalextractors
KRUNNER_OBJECT_PATH = /$(subst .,/,$(APP_ID))/KRunner

LARDER_STATIC = .build-static/release/larder
static: tracker-module evince-backend thumbnailer search-provider baloo-extractor $(STAMPS)/larder
# `larder` starts once per command too: with cairo, Pango, GLib, gdk-pixbuf,
# TurboJPEG and libxml2 (ICU) loaded on demand, only the Swift runtime needs
# libstdc++ at start (the libraries loaded later bring the shared one).
$(STAMPS)/larder: $(BUILD_INPUTS) linker/larder.order | deps static-libstdc++
	rm -f $(LARDER_STATIC)  # relinked: SwiftPM does not look into the order file
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) $(call link_order,larder) --product larder
	$(stamp)

# Rewrites linker/*.order from callgrind runs of the programs just built (the
# watcher, list, search and show; the search provider): after changes to what
# they run, when `make bench` shows their memory grown. Needs valgrind.
link-order: static
	scripts/link-order.sh

# Fills a template: every @NAME@ it may hold, then fails on any left over.
fill = sed -e 's|@APP_ID@|$(APP_ID)|g' -e 's|@OBJECT_PATH@|$(OBJECT_PATH)|g' -e 's|@KRUNNER_OBJECT_PATH@|$(KRUNNER_OBJECT_PATH)|g' \
	-e 's|@BINDIR@|$(BINDIR)|g' \
	-e 's|@TRACKER_MODULE@|$(TRACKER_MODULE_DIR)/liblarder-tracker-extract.so|g' \
	-e 's|@THUMBNAILER@|$(LARDER_LIBEXEC_DIR)/larder-thumbnailer|g' \
	-e 's|@SEARCH_PROVIDER@|$(LARDER_LIBEXEC_DIR)/larder-search-provider|g' $(1) > $(2) && \
	if grep -n '@[A-Z_]*@' $(2); then echo "unfilled placeholder in $(2) (from $(1))" >&2; rm -f $(2); exit 1; fi

install: static docs
	@$(MAKE) --no-print-directory install-files

# What make install copies, from what static and docs built (check-install runs
# it after make check has built them).
install-files:
	@test -n "$(APP_ID)" || { echo "APP_ID not found in Sources/LarderDesktop/ApplicationID.swift" >&2; exit 1; }
	@mkdir -p $(OUT)/install
	$(call fill,extensions/tracker/10-larder-recipe.rule.in,$(OUT)/install/10-larder-recipe.rule)
	$(call fill,extensions/thumbnailer/larder.thumbnailer.in,$(OUT)/install/larder.thumbnailer)
	$(call fill,extensions/search-provider/search-provider.ini.in,$(OUT)/install/search-provider.ini)
	$(call fill,extensions/search-provider/search-provider.service.in,$(OUT)/install/search-provider.service)
	$(call fill,extensions/search-provider/krunner.desktop.in,$(OUT)/install/krunner.desktop)
	$(call fill,extensions/search-provider/larder.desktop.in,$(OUT)/install/larder.desktop)
	$(call fill,data/systemd/larder-sync.service.in,$(OUT)/install/larder-sync.service)
	$(call fill,extensions/sushi/larder-recipe.js.in,$(OUT)/install/larder-recipe.js)
	$(call fill,data/metainfo/larder.metainfo.xml.in,$(OUT)/install/larder.metainfo.xml)
	install -D -m 755 $(LARDER_STATIC) $(DESTDIR)$(BINDIR)/larder
	install -D -m 755 $(THUMBNAILER) $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-thumbnailer
	install -D -m 755 $(SEARCH_PROVIDER) $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-search-provider
	install -D -m 755 $(TRACKER_MODULE) $(DESTDIR)$(TRACKER_MODULE_DIR)/liblarder-tracker-extract.so
	install -D -m 755 $(BALOO_EXTRACTOR) $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/larder-baloo-extractor
	install -D -m 644 extensions/baloo/manifest.json $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/manifest.json
	@if [ -n "$(EVINCE_BACKENDS_DIR)" ]; then \
		install -D -m 755 $(EVINCE_BACKEND) $(DESTDIR)$(EVINCE_BACKENDS_DIR)/liblarder-evince-document.so; \
		install -D -m 644 extensions/evince/larder-evince-document.evince-backend $(DESTDIR)$(EVINCE_BACKENDS_DIR)/larder-evince-document.evince-backend; \
	else \
		echo "warning: EvinceDocument is not installed (libevince-dev): cards will not show as pages in Evince and Sushi; set EVINCE_BACKENDS_DIR to install the backend"; \
	fi
	$(if $(SUSHI_PLUGINS_DIR),install -D -m 644 $(OUT)/install/larder-recipe.js $(DESTDIR)$(SUSHI_PLUGINS_DIR)/larder-recipe.js)
	@if [ -n "$(TRACKER_RULES_DIR)" ]; then \
		echo "extract rules for $$($(LARDER_STATIC) index platform --field name) into $(TRACKER_RULES_DIR)"; \
		install -D -m 644 $(OUT)/install/10-larder-recipe.rule $(DESTDIR)$(TRACKER_RULES_DIR)/10-larder-recipe.rule; \
		install -D -m 644 extensions/tracker/11-larder-recipe-text.rule $(DESTDIR)$(TRACKER_RULES_DIR)/11-larder-recipe-text.rule; \
	else \
		echo "warning: no desktop indexer Larder knows is installed (see larder index platform): the extract rules are not installed; set TRACKER_RULES_DIR to install them"; \
	fi
	install -D -m 644 $(OUT)/install/larder.thumbnailer $(DESTDIR)$(THUMBNAILERS_DIR)/larder.thumbnailer
	install -D -m 644 $(OUT)/install/search-provider.ini $(DESTDIR)$(SEARCH_PROVIDERS_DIR)/$(APP_ID).search-provider.ini
	install -D -m 644 $(OUT)/install/search-provider.service $(DESTDIR)$(DBUS_SERVICES_DIR)/$(APP_ID).SearchProvider.service
	install -D -m 644 $(OUT)/install/krunner.desktop $(DESTDIR)$(KRUNNER_PLUGINS_DIR)/$(APP_ID).desktop
	install -D -m 644 $(OUT)/install/larder.desktop $(DESTDIR)$(APPLICATIONS_DIR)/$(APP_ID).desktop
	install -D -m 644 $(OUT)/install/larder.metainfo.xml $(DESTDIR)$(METAINFO_DIR)/$(APP_ID).metainfo.xml
	install -D -m 644 $(OUT)/install/larder-sync.service $(DESTDIR)$(SYSTEMD_USER_UNIT_DIR)/larder-sync.service
	install -D -m 644 data/mime/larder.xml $(DESTDIR)$(MIME_PACKAGES_DIR)/larder.xml
	install -D -m 644 data/icons/larder.svg $(DESTDIR)$(ICONS_DIR)/scalable/apps/$(APP_ID).svg
	install -D -m 644 data/icons/larder-symbolic.svg $(DESTDIR)$(ICONS_DIR)/symbolic/apps/$(APP_ID)-symbolic.svg
	install -D -m 644 $(OUT)/man/larder.1 $(DESTDIR)$(MANDIR)/man1/larder.1
	install -D -m 644 $(OUT)/completions/larder.bash $(DESTDIR)$(BASH_COMPLETIONS_DIR)/larder
	install -D -m 644 $(OUT)/completions/_larder $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_larder
	install -D -m 644 $(OUT)/completions/larder.fish $(DESTDIR)$(FISH_COMPLETIONS_DIR)/larder.fish
	@$(MAKE) --no-print-directory update-caches

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/larder
	rm -f $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-thumbnailer $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-search-provider
	rm -f $(DESTDIR)$(TRACKER_MODULE_DIR)/liblarder-tracker-extract.so
	$(if $(SUSHI_PLUGINS_DIR),rm -f $(DESTDIR)$(SUSHI_PLUGINS_DIR)/larder-recipe.js)
	$(if $(EVINCE_BACKENDS_DIR),rm -f $(DESTDIR)$(EVINCE_BACKENDS_DIR)/liblarder-evince-document.so $(DESTDIR)$(EVINCE_BACKENDS_DIR)/larder-evince-document.evince-backend)
	rm -f $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/larder-baloo-extractor $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/manifest.json
	-rmdir $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder 2>/dev/null
	@if [ -n "$(TRACKER_RULES_DIR)" ]; then \
		rm -f $(DESTDIR)$(TRACKER_RULES_DIR)/10-larder-recipe.rule $(DESTDIR)$(TRACKER_RULES_DIR)/11-larder-recipe-text.rule; \
	else echo "warning: no indexer found and TRACKER_RULES_DIR not set: extract rules left in place"; fi
	rm -f $(DESTDIR)$(THUMBNAILERS_DIR)/larder.thumbnailer
	rm -f $(DESTDIR)$(SEARCH_PROVIDERS_DIR)/$(APP_ID).search-provider.ini
	rm -f $(DESTDIR)$(DBUS_SERVICES_DIR)/$(APP_ID).SearchProvider.service
	rm -f $(DESTDIR)$(KRUNNER_PLUGINS_DIR)/$(APP_ID).desktop
	rm -f $(DESTDIR)$(APPLICATIONS_DIR)/$(APP_ID).desktop
	rm -f $(DESTDIR)$(METAINFO_DIR)/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(SYSTEMD_USER_UNIT_DIR)/larder-sync.service
	rm -f $(DESTDIR)$(MIME_PACKAGES_DIR)/larder.xml
	rm -f $(DESTDIR)$(ICONS_DIR)/scalable/apps/$(APP_ID).svg $(DESTDIR)$(ICONS_DIR)/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -f $(DESTDIR)$(MANDIR)/man1/larder.1
	rm -f $(DESTDIR)$(BASH_COMPLETIONS_DIR)/larder $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_larder $(DESTDIR)$(FISH_COMPLETIONS_DIR)/larder.fish
	-rmdir $(DESTDIR)$(LARDER_LIBEXEC_DIR) $(DESTDIR)$(TRACKER_MODULE_DIR) 2>/dev/null
	@$(MAKE) --no-print-directory update-caches

# The small KDE programs the KDE tests drive (Tests/KDE), with CMake.
kde-test-programs: deps
	cmake -S Tests/KDE -B .build-kde -DCMAKE_BUILD_TYPE=Release > /dev/null
	cmake --build .build-kde

# Only Baloo's extractor, into the one folder KFileMetaData reads (the KDE
# tests need it there; make install puts it there with the rest).
# As another user than root it goes through sudo, as deps does.
install-baloo-extractor: baloo-extractor
	@if [ "$$(id -u)" = 0 ] || [ -n "$(DESTDIR)" ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo; \
	else echo "Run as root: Baloo's extractor goes into $(BALOO_EXTRACTORS_DIR)" >&2; exit 1; fi; \
	set -x; \
	$$sudo install -D -m 755 $(BALOO_EXTRACTOR) $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/larder-baloo-extractor && \
	$$sudo install -D -m 644 extensions/baloo/manifest.json $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/manifest.json

# The system caches: run here without DESTDIR; with it, the packager's job.
update-caches:
	@if [ -n "$(DESTDIR)" ]; then \
		echo "DESTDIR is set: not updating the MIME, desktop and icon caches; the package's scripts should run update-mime-database, update-desktop-database and gtk-update-icon-cache"; \
	else \
		$(if $(MIME_DIR),update-mime-database $(MIME_DIR);,echo "warning: larder is not built: the MIME cache was not updated";) \
		if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(APPLICATIONS_DIR); fi; \
		if command -v gtk-update-icon-cache >/dev/null && [ -f $(ICONS_DIR)/index.theme ]; then gtk-update-icon-cache -q -t $(ICONS_DIR); fi; \
	fi

# The folders of other programs that this platform decided (for check-install).
print-install-folders:
	@echo "EVINCE_BACKENDS_DIR=$(EVINCE_BACKENDS_DIR)"
	@echo "SUSHI_PLUGINS_DIR=$(SUSHI_PLUGINS_DIR)"

# The AppStream metainfo as software centres read it: valid (appstreamcli, without
# the network: its screenshots' addresses are not fetched).
metainfo:
	@mkdir -p $(OUT)/install
	$(call fill,data/metainfo/larder.metainfo.xml.in,$(OUT)/install/$(APP_ID).metainfo.xml)
	appstreamcli validate --no-net --pedantic $(OUT)/install/$(APP_ID).metainfo.xml

# ---- Debian packages (debian/; scripts/build-deb.sh, scripts/package-journey.sh)
# Built for the release they are built on; with SUITE, in a fresh root of that
# release, whose out/deb is this tree's.
DEB_DIR = $(OUT)/deb
deb:
ifeq ($(SUITE),)
	@test -n "$(DEBIAN_SUITE)" || { echo "make deb builds for Debian 12, 13 and sid; this is not one of them" >&2; exit 1; }
	@# The tools around the build: dpkg-buildpackage, lintian, and ip (the build's loopback).
	@$(call install-missing,dpkg-dev lintian iproute2,--no-install-recommends)
	LARDER_DEB_PROFILES=$(if $(KDE6),,pkg.larder.nokf6) scripts/build-deb.sh $(SWIFT) $(DEB_DIR)/$(DEBIAN_SUITE)
else
	@mkdir -p $(DEB_DIR)
	LARDER_FRESH_DEB_DIR=$(CURDIR)/$(DEB_DIR) scripts/fresh-system.sh $(SUITE) make deb
endif

deb-test:
	@test -n "$(SUITE)" || { echo "usage: make deb-test SUITE=bookworm|trixie|sid (after make deb SUITE=...)" >&2; exit 64; }
	@ls $(DEB_DIR)/$(SUITE)/larder_*.deb >/dev/null 2>&1 || { echo "no package in $(DEB_DIR)/$(SUITE): run make deb SUITE=$(SUITE) first" >&2; exit 1; }
	LARDER_FRESH_DEB_DIR=$(CURDIR)/$(DEB_DIR) LARDER_FRESH_NO_SWIFT=1 scripts/fresh-system.sh $(SUITE) scripts/package-journey.sh $(DEB_DIR)/$(SUITE)

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

# Installs into a throw-away DESTDIR, compares with data/install-manifest.txt,
# checks the binaries need no Swift library, uninstalls, and checks nothing is left.
check-install: static docs
	scripts/check-install.sh

clean:
	rm -rf .build .build-fuzz .build-static .build-kde $(SWIFTPM_STATE) $(OUT)
