# make install and make uninstall (GNU conventions: PREFIX, DESTDIR...), the
# folders of other programs Larder installs into, and the system caches.

.PHONY: install install-files uninstall update-caches print-install-folders metainfo

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

# The catalogues' folder: gettext's, under DATADIR (Larder finds it from where its programs are).
LOCALE_DIR ?= $(DATADIR)/locale

# Fills a template: every @NAME@ it may hold, then fails on any left over.
fill = sed -e 's|@APP_ID@|$(APP_ID)|g' -e 's|@OBJECT_PATH@|$(OBJECT_PATH)|g' -e 's|@KRUNNER_OBJECT_PATH@|$(KRUNNER_OBJECT_PATH)|g' \
	-e 's|@BINDIR@|$(BINDIR)|g' -e 's|@IMPORT_SCHEME@|$(IMPORT_SCHEME)|g' \
	-e 's|@TRACKER_MODULE@|$(TRACKER_MODULE_DIR)/liblarder-tracker-extract.so|g' \
	-e 's|@THUMBNAILER@|$(LARDER_LIBEXEC_DIR)/larder-thumbnailer|g' \
	-e 's|@SEARCH_PROVIDER@|$(LARDER_LIBEXEC_DIR)/larder-search-provider|g' $(1) > $(2) && \
	if grep -n '@[A-Z_]*@' $(2); then echo "unfilled placeholder in $(2) (from $(1))" >&2; rm -f $(2); exit 1; fi

# A desktop entry with the catalogues' translations of its Name, Comment...
# merged in (Name[fr]=...), then filled.
translated-desktop = msgfmt --desktop --template=$(1) -d po -o $(2).translated && $(call fill,$(2).translated,$(2)) && rm $(2).translated
# The AppStream metainfo with its translations merged in (xml:lang), filled.
translated-metainfo = msgfmt --xml --template=data/metainfo/larder.metainfo.xml.in -d po -o $(1).translated && $(call fill,$(1).translated,$(1)) && rm $(1).translated

install: static docs locale ## builds and installs Larder under PREFIX (default /usr/local), with DESTDIR for a package
	@$(MAKE) --no-print-directory install-files

# What make install copies, from what static and docs built (check-install runs
# it after make check has built them).
install-files: ## what make install copies, from what static and docs built, without building
	@test -n "$(APP_ID)" || { echo "APP_ID not found in Sources/Base/LarderGLib/ApplicationID.swift" >&2; exit 1; }
	@mkdir -p $(OUT)/install
	$(call fill,extensions/tracker/10-larder-recipe.rule.in,$(OUT)/install/10-larder-recipe.rule)
	$(call fill,extensions/thumbnailer/larder.thumbnailer.in,$(OUT)/install/larder.thumbnailer)
	$(call fill,extensions/search-provider/search-provider.ini.in,$(OUT)/install/search-provider.ini)
	$(call fill,extensions/search-provider/search-provider.service.in,$(OUT)/install/search-provider.service)
	$(call translated-desktop,extensions/search-provider/krunner.desktop.in,$(OUT)/install/krunner.desktop)
	$(call translated-desktop,extensions/search-provider/larder.desktop.in,$(OUT)/install/larder.desktop)
	$(call translated-desktop,extensions/browser/larder-import.desktop.in,$(OUT)/install/larder-import.desktop)
	$(call fill,data/systemd/larder-sync.service.in,$(OUT)/install/larder-sync.service)
	$(call fill,extensions/sushi/larder-recipe.js.in,$(OUT)/install/larder-recipe.js)
	$(call translated-metainfo,$(OUT)/install/larder.metainfo.xml)
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
	@if [ -n "$(PAPERS_BACKENDS_DIR)" ]; then \
		install -D -m 755 $(PAPERS_BACKEND) $(DESTDIR)$(PAPERS_BACKENDS_DIR)/liblarder-papers-document.so; \
		install -D -m 644 extensions/papers/larder-papers-document.papers-backend $(DESTDIR)$(PAPERS_BACKENDS_DIR)/larder-papers-document.papers-backend; \
	else \
		echo "Papers backend not installed: no Papers here (GNOME 49 and later; Debian sid)"; \
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
	install -D -m 644 $(OUT)/install/larder-import.desktop $(DESTDIR)$(APPLICATIONS_DIR)/$(APP_ID).Import.desktop
	install -D -m 644 $(OUT)/install/larder.metainfo.xml $(DESTDIR)$(METAINFO_DIR)/$(APP_ID).metainfo.xml
	install -D -m 644 $(OUT)/install/larder-sync.service $(DESTDIR)$(SYSTEMD_USER_UNIT_DIR)/larder-sync.service
	install -D -m 644 data/mime/larder.xml $(DESTDIR)$(MIME_PACKAGES_DIR)/larder.xml
	install -D -m 644 data/icons/larder.svg $(DESTDIR)$(ICONS_DIR)/scalable/apps/$(APP_ID).svg
	install -D -m 644 data/icons/larder-symbolic.svg $(DESTDIR)$(ICONS_DIR)/symbolic/apps/$(APP_ID)-symbolic.svg
	install -D -m 644 $(OUT)/man/larder.1 $(DESTDIR)$(MANDIR)/man1/larder.1
	@for language in $(LINGUAS); do \
		install -D -m 644 $(OUT)/locale/$$language/LC_MESSAGES/larder.mo $(DESTDIR)$(LOCALE_DIR)/$$language/LC_MESSAGES/larder.mo || exit 1; \
	done
	install -D -m 644 $(OUT)/completions/larder.bash $(DESTDIR)$(BASH_COMPLETIONS_DIR)/larder
	install -D -m 644 $(OUT)/completions/_larder $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_larder
	install -D -m 644 $(OUT)/completions/larder.fish $(DESTDIR)$(FISH_COMPLETIONS_DIR)/larder.fish
	@$(MAKE) --no-print-directory update-caches

uninstall: ## removes what make install installed
	rm -f $(DESTDIR)$(BINDIR)/larder
	rm -f $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-thumbnailer $(DESTDIR)$(LARDER_LIBEXEC_DIR)/larder-search-provider
	rm -f $(DESTDIR)$(TRACKER_MODULE_DIR)/liblarder-tracker-extract.so
	$(if $(SUSHI_PLUGINS_DIR),rm -f $(DESTDIR)$(SUSHI_PLUGINS_DIR)/larder-recipe.js)
	$(if $(EVINCE_BACKENDS_DIR),rm -f $(DESTDIR)$(EVINCE_BACKENDS_DIR)/liblarder-evince-document.so $(DESTDIR)$(EVINCE_BACKENDS_DIR)/larder-evince-document.evince-backend)
	$(if $(PAPERS_BACKENDS_DIR),rm -f $(DESTDIR)$(PAPERS_BACKENDS_DIR)/liblarder-papers-document.so $(DESTDIR)$(PAPERS_BACKENDS_DIR)/larder-papers-document.papers-backend)
	rm -f $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/larder-baloo-extractor $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/manifest.json
	-rmdir $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder 2>/dev/null
	@if [ -n "$(TRACKER_RULES_DIR)" ]; then \
		rm -f $(DESTDIR)$(TRACKER_RULES_DIR)/10-larder-recipe.rule $(DESTDIR)$(TRACKER_RULES_DIR)/11-larder-recipe-text.rule; \
	else echo "warning: no indexer found and TRACKER_RULES_DIR not set: extract rules left in place"; fi
	rm -f $(DESTDIR)$(THUMBNAILERS_DIR)/larder.thumbnailer
	rm -f $(DESTDIR)$(SEARCH_PROVIDERS_DIR)/$(APP_ID).search-provider.ini
	rm -f $(DESTDIR)$(DBUS_SERVICES_DIR)/$(APP_ID).SearchProvider.service
	rm -f $(DESTDIR)$(KRUNNER_PLUGINS_DIR)/$(APP_ID).desktop
	rm -f $(DESTDIR)$(APPLICATIONS_DIR)/$(APP_ID).desktop $(DESTDIR)$(APPLICATIONS_DIR)/$(APP_ID).Import.desktop
	rm -f $(DESTDIR)$(METAINFO_DIR)/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(SYSTEMD_USER_UNIT_DIR)/larder-sync.service
	rm -f $(DESTDIR)$(MIME_PACKAGES_DIR)/larder.xml
	rm -f $(DESTDIR)$(ICONS_DIR)/scalable/apps/$(APP_ID).svg $(DESTDIR)$(ICONS_DIR)/symbolic/apps/$(APP_ID)-symbolic.svg
	rm -f $(DESTDIR)$(MANDIR)/man1/larder.1
	rm -f $(foreach language,$(LINGUAS),$(DESTDIR)$(LOCALE_DIR)/$(language)/LC_MESSAGES/larder.mo)
	rm -f $(DESTDIR)$(BASH_COMPLETIONS_DIR)/larder $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_larder $(DESTDIR)$(FISH_COMPLETIONS_DIR)/larder.fish
	-rmdir $(DESTDIR)$(LARDER_LIBEXEC_DIR) $(DESTDIR)$(TRACKER_MODULE_DIR) 2>/dev/null
	@$(MAKE) --no-print-directory update-caches

# The system caches: run here without DESTDIR; with it, the packager's job.
update-caches: ## updates the MIME, desktop and icon caches (not with DESTDIR)
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
	@echo "PAPERS_BACKENDS_DIR=$(PAPERS_BACKENDS_DIR)"
	@echo "APPLICATIONS_DIR=$(APPLICATIONS_DIR)"
	@echo "METAINFO_DIR=$(METAINFO_DIR)"

# The AppStream metainfo as software centres read it: valid (appstreamcli, without
# the network: its screenshots' addresses are not fetched).
metainfo: ## fills the AppStream metainfo and validates it as software centres read it
	@mkdir -p $(OUT)/install
	$(call translated-metainfo,$(OUT)/install/$(APP_ID).metainfo.xml)
	appstreamcli validate --no-net --pedantic $(OUT)/install/$(APP_ID).metainfo.xml
