#!/bin/sh
# Writes the PO template po/larder.pot (or the file given) from every message
# marked in the Swift sources and the translatable fields of the desktop
# entries, the AppStream metainfo and the MIME type; rewrites po/POTFILES,
# the list of the files it read.
#
# Usage: scripts/i18n/update-pot.sh [OUTPUT.pot]
set -eu
cd "$(dirname "$0")/../.."
output=${1:-po/larder.pot}
version=$(sed -n '1s/.*(\(.*\)).*/\1/p' debian/changelog)
bugs=https://github.com/larder/larder/issues
data_files="extensions/search-provider/larder.desktop.in
extensions/browser/larder-import.desktop.in
extensions/search-provider/krunner.desktop.in
data/metainfo/larder.metainfo.xml.in
data/mime/larder.xml.in"
# Every Swift file that marks a message, but the layer that defines the marks.
swift_files=$(git ls-files 'Sources/*.swift' | grep -v '^Sources/Base/LarderLocalization/' \
    | xargs grep -lE '(^|[^.A-Za-z0-9_])(tr|trn|trc)\(' | LC_ALL=C sort)

if [ "$output" = po/larder.pot ]; then
    {
        echo "# The files with messages for translators; scripts/i18n/update-pot.sh (make pot) writes it."
        echo "$data_files"
        echo "$swift_files"
    } > po/POTFILES
fi

temporary=$(mktemp)
trap 'rm -f "$temporary"' EXIT
# shellcheck disable=SC2086 # one file name per word
python3 scripts/i18n/extract-messages.py --package-version "$version" --bugs "$bugs" $swift_files > "$temporary"
# shellcheck disable=SC2086
xgettext --join-existing --from-code=UTF-8 --add-comments=TRANSLATORS: --package-name=larder \
    --package-version="$version" --msgid-bugs-address="$bugs" --no-wrap -o "$temporary" $data_files
# The creation date changes at every run; the template says what is marked, not when.
sed -e '/^"POT-Creation-Date: /d' "$temporary" > "$output"
