# Translations (GNU gettext, text domain "larder"): the template po/larder.pot,
# the catalogues po/LL.po of the languages in po/LINGUAS, compiled for
# installation and for the tests, and merged into the desktop entries, the
# AppStream metainfo and the MIME type. docs/translating.md says how to add a
# language.

.PHONY: pot locale check-translations

LINGUAS := $(shell sed -e 's/\#.*//' po/LINGUAS)

# After marking or changing a message: the template, the catalogues brought
# up to date with it (new messages empty, changed ones fuzzy), and the MIME
# type's translated comments.
pot: ## writes po/larder.pot from the sources and brings po/*.po and data/mime/larder.xml up to date with it
	scripts/i18n/update-pot.sh
	@for language in $(LINGUAS); do \
		msgmerge --quiet --update --backup=none --previous po/$$language.po po/larder.pot || exit 1; \
	done
	msgfmt --xml --template=data/mime/larder.xml.in -d po -o data/mime/larder.xml

# Each catalogue compiled, checked as msgfmt -c checks (formats, plural forms,
# header), into OUT/locale/LL/LC_MESSAGES/larder.mo: what make install copies.
locale: ## compiles po/*.po into OUT/locale (make install copies them into share/locale)
	@for language in $(LINGUAS); do \
		mkdir -p $(OUT)/locale/$$language/LC_MESSAGES && \
		msgfmt --check -o $(OUT)/locale/$$language/LC_MESSAGES/larder.mo po/$$language.po || exit 1; \
	done

# The template current with the sources, every catalogue complete (nothing
# untranslated or fuzzy) and valid, every message a person reads marked.
check-translations: deps ## checks po/larder.pot is current, every catalogue complete and valid, and no message left unmarked
	scripts/i18n/check-translations.sh $(LINGUAS)
