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

# The messages and their comments, whatever the gettext version wrote them
# (Debian 12's 0.21 and 13's 0.23 order and wrap differently): in the same
# form, without the header and the source lines they came from.
messages() { msgcat --no-location --no-wrap --sort-output "$1" | sed -e '1,/^$/d'; }
scripts/i18n/update-pot.sh "$work/larder.pot"
if ! diff -u "$(messages po/larder.pot > "$work/committed.txt"; echo "$work/committed.txt")" \
        "$(messages "$work/larder.pot" > "$work/sources.txt"; echo "$work/sources.txt")" > "$work/pot.diff"; then
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

# The same MIME type, comments in any order, a language named as gettext 1.0
# names it in XML (zh-Hans-CN) or as 0.21 and shared-mime-info do (zh_CN).
mime_type() { python3 -c 'import re, sys, xml.etree.ElementTree as ET
def language(tag):
    return re.sub(r"-[A-Z][a-z]{3}(?=-|$)", "", tag).replace("-", "_")
root = ET.parse(sys.argv[1]).getroot()
print(sorted((element.tag, sorted((key, language(value)) for key, value in element.attrib.items()), (element.text or "").strip())
             for element in root.iter()))' "$1"; }
msgfmt --xml --template=data/mime/larder.xml.in -d po -o "$work/larder.xml"
if [ "$(mime_type data/mime/larder.xml)" != "$(mime_type "$work/larder.xml")" ]; then
    echo "data/mime/larder.xml is not current with po/: run make pot" >&2
    failed=1
fi

python3 scripts/i18n/find-unmarked.py || failed=1
[ "$failed" = 0 ] && echo "translations: the template is current; $# catalogues complete and valid ($*)"
exit "$failed"
