# The platform: which Debian release this is (DEBIAN_MAJOR, DEBIAN_SUITE, KDE6),
# the Debian packages the build and the tests need, the folders of other
# programs found on this machine, and `make deps`, which installs what is missing.

.PHONY: deps

# Debian packages the build and the tests need.
DEBIAN_PACKAGES = libsqlite3-dev sqlite3 zlib1g-dev libxml2-dev python3 python3-venv shared-mime-info libglib2.0-bin libgdk-pixbuf-2.0-dev \
	libtracker-sparql-3.0-dev tracker tracker-extract tracker-miner-fs dbus \
	libcairo2-dev libpango1.0-dev libturbojpeg0-dev libsoup-3.0-dev glib-networking openssl curl fonts-dejavu-core fonts-noto-cjk \
	python3-gi python3-yaml gir1.2-gnomedesktop-3.0 bubblewrap util-linux poppler-utils desktop-file-utils appstream groff-base \
	gettext locales \
	$(EVINCE_DEV_PACKAGE) gir1.2-evince-3.0 python3-gi-cairo
# A real GNOME session for the space-bar preview tests (scripts/screenshots/gnome-preview.sh):
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
# Papers, GNOME's Document Viewer from GNOME 49 (PapersDocument 4.0), is
# packaged from Debian 14 (sid) on: there the Papers backend is built,
# installed and tested (with Papers itself, to see it in a real session);
# elsewhere make says it is skipped.
PAPERS := $(if $(filter 14,$(DEBIAN_MAJOR)),yes)
PAPERS_PACKAGES = libpapers-dev gir1.2-papers-4.0
ifeq ($(PAPERS),yes)
DEBIAN_PACKAGES += $(PAPERS_PACKAGES)
GNOME_SESSION_PACKAGES += papers
endif
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

# Papers' backends folder, where it loads document types from (PPS_BACKENDS_DIR
# replaces it, for the tests); empty where Papers is not packaged.
PAPERS_BACKENDS_DIR ?= $(if $(PAPERS),$(shell pkg-config --variable=backenddir papers-document-4.0 2>/dev/null))

# Sushi 51 and later (GTK 4, Papers) no longer reads Evince's backends; it
# loads JavaScript plug-ins from its plug-in folder. Found by its plug-in API
# in its resources; empty for Sushi up to 50 (Debian 12, 13, and sid's 50).
# A package carries the plug-in always, for the Sushi a user may install later.
SUSHI_RESOURCES = /usr/share/sushi/org.gnome.NautilusPreviewer.src.gresource
SUSHI_PLUGINS = /usr/lib/sushi/plugins-1
SUSHI_PLUGINS_DIR ?= $(if $(PACKAGING),$(SUSHI_PLUGINS),$(shell gresource list $(SUSHI_RESOURCES) 2>/dev/null | grep -q '/plugin-api-1.js$$' && echo $(SUSHI_PLUGINS)))

# Checks first that the Swift toolchain starts here (scripts/build/check-toolchain.sh:
# on Debian sid it installs the libxml2 it needs; where it cannot start, one
# line says why), then installs missing Debian packages (as root, or through
# sudo); a no-op when all are there.
# A package build (PACKAGING=yes) installs nothing: its Build-Depends are there.
deps: ## checks that the Swift toolchain starts; installs the Debian packages missing (as root or through sudo)
	@scripts/build/check-toolchain.sh $(SWIFT)
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
