#!/bin/sh
# make install-files (what make install copies, once make check has built it) into a throw-away DESTDIR: the installed files must be exactly
# data/install-manifest.txt (@TRACKER_RULES_DIR@ there is the installed
# indexer's rules folder, from `larder index platform`; @MULTIARCH@, gcc's;
# @EVINCE_BACKENDS_DIR@, @PAPERS_BACKENDS_DIR@ and @SUSHI_PLUGINS_DIR@, the Makefile's); every installed binary must need no Swift library
# (only system ones), carry no RUNPATH, have RELRO and bind every symbol at start (as
# Debian's packages must); make uninstall must leave no file behind.
set -eu
make=${MAKE:-make}
out=${OUT:-out}
fail() { echo "check-install: $*" >&2; exit 1; }
dest=$(mktemp -d /tmp/larder-install-XXXXXX)
trap 'rm -rf "$dest"' EXIT
mkdir -p "$out"
$make --no-print-directory install-files DESTDIR="$dest" > "$out/install.log" 2>&1 || { cat "$out/install.log"; fail "make install-files failed"; }
grep -q "DESTDIR is set: not updating" "$out/install.log" || fail "with DESTDIR, install must leave the caches to the packager and say so"
(cd "$dest" && find . \( -type f -o -type l \) | sed 's|^\./|/|' | sort) > "$out/installed-files.txt"
rules=$(.build-static/release/larder index platform --field rules-folder) || fail "no indexer Larder knows is installed (make deps installs one)"
eval "$($make --no-print-directory -s print-install-folders)"
# A folder the platform does not have (Papers' before GNOME 49, Sushi's plug-ins before 51): its lines go.
sed -e "s|@TRACKER_RULES_DIR@|$rules|" -e "s|@MULTIARCH@|$(gcc -print-multiarch)|" \
    -e "s|@EVINCE_BACKENDS_DIR@|$EVINCE_BACKENDS_DIR|" \
    -e "$([ -n "$PAPERS_BACKENDS_DIR" ] && echo "s|@PAPERS_BACKENDS_DIR@|$PAPERS_BACKENDS_DIR|" || echo "/@PAPERS_BACKENDS_DIR@/d")" \
    -e "$([ -n "$SUSHI_PLUGINS_DIR" ] && echo "s|@SUSHI_PLUGINS_DIR@|$SUSHI_PLUGINS_DIR|" || echo "/@SUSHI_PLUGINS_DIR@/d")" data/install-manifest.txt | sort > "$out/expected-files.txt"
diff -u "$out/expected-files.txt" "$out/installed-files.txt" || fail "the installed files differ from data/install-manifest.txt"
for file in $(cat "$out/installed-files.txt"); do
    if head -c 4 "$dest$file" | grep -q 'ELF'; then
        libraries=$(ldd "$dest$file")
        if echo "$libraries" | grep -Eq 'libswift|libFoundation|libdispatch|/opt/|not found'; then
            echo "$libraries"; fail "$file needs a library outside the system's (built without -static-stdlib?)"
        fi
        # Debian's hardening (lintian): no RUNPATH, every symbol bound at start.
        dynamic=$(readelf -d "$dest$file")
        ! echo "$dynamic" | grep -Eq '\((RPATH|RUNPATH)\)' || fail "$file has a library search path (RUNPATH): built without --disable-local-rpath?"
        echo "$dynamic" | grep -Eq 'BIND_NOW|FLAGS_1.* NOW' || fail "$file is not linked with -z now (BIND_NOW)"
        readelf -lW "$dest$file" | grep -q 'GNU_RELRO' || fail "$file has no read-only relocations (GNU_RELRO): linked without -z relro?"
    fi
done
# Translated as installed: the desktop entries valid with a name in every
# language of po/LINGUAS, the metainfo with its summary in each, each catalogue in place.
entry="$dest$APPLICATIONS_DIR/io.github.larder.Larder.desktop"
desktop-file-validate "$entry" "$dest$APPLICATIONS_DIR/io.github.larder.Larder.Import.desktop" \
    || fail "the installed desktop entries are not valid (desktop-file-validate above)"
for language in $(sed -e 's/#.*//' po/LINGUAS); do
    grep -q "^Name\[$language\]=" "$entry" || fail "the installed desktop entry has no Name[$language]"
    grep -q "^Comment\[$language\]=" "$entry" || fail "the installed desktop entry has no Comment[$language]"
    # gettext 1.0 (sid) names languages in XML by BCP 47 (zh-Hans-CN for zh_CN).
    grep -Eq "<summary xml:lang=\"(${language}|${language%%_*}-[A-Za-z-]+)\">" "$dest$METAINFO_DIR/io.github.larder.Larder.metainfo.xml" \
        || fail "the installed metainfo has no summary in $language"
done
$make --no-print-directory uninstall DESTDIR="$dest" > "$out/uninstall.log" 2>&1 || { cat "$out/uninstall.log"; fail "make uninstall failed"; }
left=$(cd "$dest" && find . \( -type f -o -type l \))
[ -z "$left" ] || fail "make uninstall left: $left"
echo "install: $(wc -l < "$out/installed-files.txt") files as in data/install-manifest.txt, no Swift library needed, translated desktop entries and metainfo, uninstall leaves nothing"
