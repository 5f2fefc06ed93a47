#!/bin/sh
# make check-translations: fails when po/larder.pot or data/mime/larder.xml is
# out of step with the sources and catalogues (make pot mends both), when a
# catalogue of the given languages is invalid (msgfmt --check: formats, plural
# forms, header) or incomplete (a message missing, untranslated or fuzzy), or
# when a message a person reads is not marked (find-unmarked.py).
#
# Usage: scripts/i18n/check-translations.sh LANGUAGE…
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

scripts/i18n/update-pot.sh "$work/larder.pot"
if ! diff -u po/larder.pot "$work/larder.pot" > "$work/pot.diff"; then
    head -40 "$work/pot.diff"
    echo "po/larder.pot is not current with the sources: run make pot, translate what it adds, and commit" >&2
    failed=1
fi

for language in "$@"; do
    if ! msgfmt --check -o /dev/null "po/$language.po"; then
        echo "po/$language.po is not valid (msgfmt --check above)" >&2
        failed=1
    fi
    # msgcmp fails on each message of the template missing, untranslated or fuzzy in the catalogue.
    if ! LC_ALL=C msgcmp "po/$language.po" po/larder.pot 2> "$work/msgcmp"; then
        head -20 "$work/msgcmp" >&2
        echo "po/$language.po is incomplete: $(grep -c 'this message' "$work/msgcmp" || true) messages above are missing, untranslated or fuzzy" >&2
        failed=1
    fi
done

msgfmt --xml --template=data/mime/larder.xml.in -d po -o "$work/larder.xml"
if ! diff -u data/mime/larder.xml "$work/larder.xml"; then
    echo "data/mime/larder.xml is not current with po/: run make pot" >&2
    failed=1
fi

python3 scripts/i18n/find-unmarked.py || failed=1
[ "$failed" = 0 ] && echo "translations: the template is current; $# catalogues complete and valid ($*)"
exit "$failed"
