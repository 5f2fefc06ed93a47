# The static builds: every program that is installed, with the Swift runtime
# linked in, hardened as Debian asks, and the link order of the long-lived ones.

.PHONY: tracker-module evince-backend papers-backend static-libstdc++ thumbnailer baloo-extractor search-provider static link-order

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
# (--as-needed), through scripts/build/lld-as-needed: SwiftPM and the driver put every
# -l before the -Xlinker options, where --as-needed would come too late. So
# `larder`, whose calls into cairo, Pango, GLib, gdk-pixbuf, TurboJPEG and
# libxml2 go through forwarders (CLibrariesOnDemand), starts without them.
# Relative relocations packed (RELR, glibc 2.36 and later): a Swift binary has
# some 80,000, 2 MB that ld.so read at every start and that stayed resident.
# Each function in a section of its own (as the toolchain's static libraries
# are built), so that lld can place the functions a long-lived program runs
# together: $(call link_order,PROGRAM) gives it linker/PROGRAM.order, written by
# `make link-order` (scripts/build/link-order.sh).
STATIC_BUILD = LARDER_LLD=$(dir $(realpath $(SWIFT)))ld.lld $(SWIFT) build $(SWIFTPM_FLAGS) -c release --scratch-path .build-static \
	-Xswiftc -static-stdlib -Xswiftc -use-ld=lld -Xswiftc -ld-path=$(CURDIR)/scripts/build/lld-as-needed \
	--disable-local-rpath -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections
link_order = -Xlinker --symbol-ordering-file=$(CURDIR)/linker/$(1).order -Xlinker --no-warn-symbol-ordering

TRACKER_MODULE = .build-static/release/liblarder-tracker-extract.so
THUMBNAILER = .build-static/release/larder-thumbnailer
tracker-module: deps $(STAMPS)/tracker-module ## only the Tracker/LocalSearch extractor module (static build)
$(STAMPS)/tracker-module: $(BUILD_INPUTS) | deps
	$(STATIC_BUILD) --product larder-tracker-extract
	$(stamp)

# The Evince backend runs inside the document viewer and Sushi.
EVINCE_BACKEND = .build-static/release/liblarder-evince-document.so
evince-backend: deps $(STAMPS)/evince-backend ## only the Evince backend (static build)
$(STAMPS)/evince-backend: $(BUILD_INPUTS) | deps
	$(STATIC_BUILD) --product larder-evince-document
	$(stamp)

# The Papers backend runs inside Papers (Document Viewer from GNOME 49), where
# its headers are packaged (mk/platform.mk); elsewhere one line says so.
PAPERS_BACKEND = .build-static/release/liblarder-papers-document.so
papers-backend: deps $(STAMPS)/papers-backend ## only the Papers backend (static build; where Papers is packaged)
$(STAMPS)/papers-backend: $(BUILD_INPUTS) | deps
ifeq ($(PAPERS),yes)
	$(STATIC_BUILD) --product larder-papers-document
	@nm -D --defined-only $(PAPERS_BACKEND) | grep -q ' pps_backend_query_type$$' \
		|| { echo "$(PAPERS_BACKEND) has no pps_backend_query_type: were Papers' headers found (libpapers-dev)?" >&2; exit 1; }
else
	@echo "Papers backend not built: Debian $(DEBIAN_MAJOR) has no Papers (GNOME 49 and later; Debian sid has it)"
endif
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
thumbnailer: deps $(STAMPS)/thumbnailer ## only the thumbnailer (static build)
$(STAMPS)/thumbnailer: $(BUILD_INPUTS) | deps static-libstdc++
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) --product larder-thumbnailer
	$(stamp)

# Baloo's extractor starts once per card too (no sandbox, but the same rule:
# it reads only the card it is given).
BALOO_EXTRACTOR = .build-static/release/larder-baloo-extractor
baloo-extractor: deps $(STAMPS)/baloo-extractor ## only Baloo's external extractor (static build)
$(STAMPS)/baloo-extractor: $(BUILD_INPUTS) | deps static-libstdc++
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) --product larder-baloo-extractor
	$(stamp)

# The search provider: long-lived, started by D-Bus; a release build with the
# standard library linked in, like the other desktop pieces. What stays
# resident counts here: GLib, gdk-pixbuf and libxml2 through forwarders (loaded
# when first called: libxml2 and the ICU and shared libstdc++ it brings, never),
# libstdc++ from its static archive, as for the thumbnailer.
SEARCH_PROVIDER = .build-static/release/larder-search-provider
search-provider: deps $(STAMPS)/search-provider ## only the search provider for GNOME Shell and KRunner (static build)
$(STAMPS)/search-provider: $(BUILD_INPUTS) linker/larder-search-provider.order | deps static-libstdc++
	rm -f $(SEARCH_PROVIDER)  # relinked: SwiftPM does not look into the order file
	$(STATIC_BUILD) -Xlinker -L$(CURDIR)/$(STATIC_LIBSTDCXX_DIR) $(call link_order,larder-search-provider) --product larder-search-provider
	$(stamp)

LARDER_STATIC = .build-static/release/larder
static: tracker-module evince-backend papers-backend thumbnailer search-provider baloo-extractor $(STAMPS)/larder ## every installed program, with the Swift runtime linked in (.build-static/release)
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
link-order: static ## rewrites linker/*.order from callgrind runs of the static programs (needs valgrind)
	scripts/build/link-order.sh
