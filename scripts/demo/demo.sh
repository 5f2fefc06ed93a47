#!/bin/sh
# The whole journey on the bundled sample recipes, in a private desktop
# session (its own D-Bus, XDG folders, settings and file indexer, Tracker 3.4 or
# LocalSearch 3.8: the machine's own user data is never touched): install
# Larder into the system, import the sample collection, search it, write the
# cards, let the desktop's indexer index them,
# thumbnail them through the file manager's factory, ask the search provider
# as GNOME Shell does, open a result, open a card as pages through the
# installed Evince backend (the space bar in Files), and through the Papers one
# where Papers is (Document Viewer from GNOME 49). Ends with one line per part.
# Run by `make demo`, which builds everything first. With LARDER_DEMO_PACKAGE
# set (scripts/packaging/package-journey.sh), Larder is already installed by its Debian
# packages under /usr, and the demo runs the same journey against them.
set -eu
make=${MAKE:-make}
prefix=${PREFIX:-/usr/local}
bindir=${BINDIR:-$prefix/bin}
libexecdir=${LIBEXECDIR:-$prefix/libexec}
datadir=${DATADIR:-$prefix/share}
# The application ID, defined once in Swift (the Makefile passes it on).
app_id=${APP_ID:-$(sed -n 's/.*public static let id = "\(.*\)"/\1/p' Sources/Base/LarderGLib/ApplicationID.swift)}
demo=${DEMO_DIR:-out/demo}
rm -rf "$demo"
mkdir -p "$demo"
summary="$PWD/$demo/summary.txt"
: > "$summary"
failed=0
# One line per part at the end: OK, or what failed.
part() { printf '%-16s %s\n' "$1" "$2" >> "$summary"; case "$2" in OK*|skipped*) ;; *) failed=1 ;; esac; }

step() { printf '\n\033[1m== %s\033[0m\n$ %s\n' "$1" "$2"; }

if [ -n "${LARDER_DEMO_PACKAGE:-}" ]; then
    step "Larder, installed by its Debian packages" "dpkg-query -W 'larder*'"
    if dpkg-query -W -f='${Package} ${Version} ${Status}\n' 'larder*' | tee "$demo/install.log" | grep -q '^larder .* installed$'; then
        part install "OK (Debian packages: $(grep -c ' installed$' "$demo/install.log"))"
    else
        part install "FAILED: the package larder is not installed"
    fi
else
    step "Install Larder into the system" "make install   (PREFIX=$prefix)"
    if [ "$(id -u)" = 0 ]; then sudo=; else sudo=sudo; fi
    if $sudo "$make" --no-print-directory install PREFIX="$prefix" > "$demo/install.log" 2>&1; then
        grep -E '^install ' "$demo/install.log" | sed 's/.* //' | sed 's/^/installed /'
        part install "OK ($prefix)"
    else
        tail -n 20 "$demo/install.log"; part install "FAILED: make install (see $demo/install.log)"
    fi
fi
larder="$bindir/larder"
# The desktop's indexer and its search tool, from Larder's platform table.
indexer=$("$larder" index platform --field name 2>/dev/null || echo "no known indexer")
search_tool=$("$larder" index platform --field search-tool 2>/dev/null || true)

step "Start a private desktop session: its own D-Bus, XDG folders and settings" "dbus-daemon --session; GSETTINGS_BACKEND=keyfile"
T="$PWD/$demo/session"
for d in home config/glib-2.0/settings data cache runtime tmp; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache" \
    XDG_RUNTIME_DIR="$T/runtime" TMPDIR="$T/tmp" GSETTINGS_BACKEND=keyfile XDG_DATA_DIRS="$datadir:/usr/local/share:/usr/share"
export LARDER_STORE="$PWD/$demo/larder.sqlite"
# The samples name some photos on the web: the demo makes no request beyond this machine.
export LARDER_OFFLINE=1
# Every process of this session carries the marker, so that the end of the
# demo stops them all (the indexer's daemons, the search provider) and no other.
# Unique to this run: two demos in roots that share /proc (scripts/platforms/fresh-system.sh)
# have the same folder, and neither may end the other's processes.
export LARDER_DEMO_SESSION="$T $$ $(date +%s%N)"
# The indexer without index roots yet: `larder index setup` adds the card folder.
printf '[org/freedesktop/tracker/miner/files]\nindex-recursive-directories=@as []\nindex-single-directories=@as []\nindex-applications=false\ninitial-sleep=0\n' \
    > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
# Everything else comes from the installation: the indexer's rules folder, the
# MIME type, the thumbnailer entry, the search provider's D-Bus service.
bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 --nosyslog)
export DBUS_SESSION_BUS_ADDRESS=$(echo "$bus" | sed -n 1p)
bus_pid=$(echo "$bus" | sed -n 2p)
stop_session() {
    # The processes this session started (only those: they carry its marker), then the bus.
    for proc in /proc/[0-9]*; do
        pid=${proc#/proc/}
        [ "$pid" != $$ ] || continue
        # Braces: the shell's own "cannot open" for a process that just ended goes to /dev/null too.
        if { tr '\0' '\n' < "$proc/environ"; } 2>/dev/null | grep -qxF "LARDER_DEMO_SESSION=$LARDER_DEMO_SESSION"; then
            kill "$pid" 2>/dev/null || true
        fi
    done
    kill -9 "$bus_pid" 2>/dev/null || true
}
trap stop_session EXIT
echo "private session bus: $DBUS_SESSION_BUS_ADDRESS"

step "Import the sample collection (JSON-LD files and saved web pages)" "larder import --quiet data/recipes"
if "$larder" import --quiet data/recipes; then part import "OK ($("$larder" list | wc -l) recipes)"; else part import "FAILED: larder import"; fi

step "List the recipes" "larder list"
"$larder" list

search() {
    step "Search: $1" "larder search $2"
    out=$("$larder" search $2)
    echo "$out"
    echo "$out" | grep -q "$3" || { echo "!! expected to find $3"; search_failed="$search_failed $2"; }
}
search_failed=
search "English, by prefix" "carbo" "Spaghetti Carbonara"
search "French, without accents" "creme brulee" "Crème brûlée"
search "French ligature, typed plainly" "boeuf" "Bœuf bourguignon"
search "Russian" "борщ" "Борщ"
search "Chinese, a two-character substring" "罗宋" "罗宋汤"
search "Japanese, a substring" "親子" "親子丼"
search "Two words, both required" "tomato basil" "."
if [ -z "$search_failed" ]; then part search "OK (7 queries, 5 languages)"; else part search "FAILED:$search_failed"; fi

step "Show one recipe" "larder show carbonara"
"$larder" show carbonara

step "Export everything as schema.org JSON-LD" "larder export $demo/backup.jsonld"
"$larder" export "$demo/backup.jsonld"

step "Write one recipe card per recipe, for the desktop" "larder export --cards $demo/Recipes"
"$larder" export --cards "$demo/Recipes" || part cards "FAILED: larder export --cards"
ls "$demo/Recipes" | head -n 8
echo "..."
step "A card, as the indexer and the file manager will read it" "head -n 30 '$demo/Recipes/Spaghetti Carbonara.recipe.md'"
head -n 30 "$demo/Recipes/Spaghetti Carbonara.recipe.md"

step "Rename a recipe: its card follows" "larder edit carbonara   (Name: Carbonara Romana)"
EDITOR="sed -i 's/^Name: Spaghetti Carbonara\$/Name: Carbonara Romana/'" VISUAL= "$larder" edit carbonara
ls "$demo/Recipes" | grep -i carbonara

step "Edit a card in a text editor while the live sync runs: the store follows" \
    "larder sync --watch &   sed -i 's/or pancetta/or pancetta affumicata/' 'Carbonara Romana.recipe.md'   larder search affumicata"
"$larder" sync --watch > "$T/watch.log" 2>&1 &
watcher=$!
tries=0
until grep -q Watching "$T/watch.log" || [ "$tries" -ge 100 ]; do tries=$((tries + 1)); sleep 0.1; done
sed -i 's/or pancetta/or pancetta affumicata/' "$demo/Recipes/Carbonara Romana.recipe.md"
tries=0
until "$larder" search affumicata 2>/dev/null | grep -q "Carbonara Romana" || [ "$tries" -ge 100 ]; do tries=$((tries + 1)); sleep 0.1; done
kill -TERM "$watcher"; wait "$watcher" || true
cat "$T/watch.log"
"$larder" search affumicata
if "$larder" search affumicata | grep -q "Carbonara Romana"; then part "live sync" "OK (a card edited with sed -i; larder search finds the edit)"
else part "live sync" "FAILED: the edited card did not reach the store"; fi

step "Check the card folder against the store" "larder export --check"
if "$larder" export --check; then part cards "OK ($(ls "$demo"/Recipes/*.recipe.md | wc -l) cards)"; else part cards "FAILED: export --check found differences"; fi

step "The desktop's indexer on this system" "larder index platform"
"$larder" index platform || true

step "Make sure $indexer indexes the card folder" "larder index setup"
"$larder" index setup

step "Wait until $indexer has indexed every card with its metadata" "larder index status"
tries=0
tracker_failed=
until "$larder" index status > "$T/status.txt" 2>&1 && grep -q Idle "$T/status.txt"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then cat "$T/status.txt"; echo "!! $indexer did not index the cards within 60 s"; tracker_failed=" not all indexed within 60 s"; break; fi
    sleep 0.5
done
cat "$T/status.txt"

tracker_search() {
    step "$indexer finds it: $1" "$search_tool search $2"
    # Not a terminal, so no colours; LocalSearch 3.12 has no --disable-color any
    # more, and prints only each file's URI (percent-encoded), not its title.
    out=$("$search_tool" search "$2" 2>&1 || true)
    echo "$out" | head -n 6
    echo "$out" | grep -q "$3" || { echo "!! expected $search_tool search to find $3"; tracker_failed="$tracker_failed $2"; }
}
tracker_search "English" "carbonara" "Carbonara"
tracker_search "French" "bourguignon" "Bourguignon\|bourguignon"
tracker_search "Russian" "борщ" "Борщ\|%D0%91%D0%BE%D1%80%D1%89"
tracker_search "Chinese" "罗宋汤" "%E7%BD%97%E5%AE%8B%E6%B1%A4\|罗宋汤"
tracker_search "Japanese" "親子丼" "%E8%A6%AA%E5%AD%90%E4%B8%BC\|親子丼"
tracker_search "German" "kartoffelsalat" "Kartoffelsalat"
tracker_search "Italian" "tiramisù" "Tiramis"
tracker_search "a tag only (not in the text)" "свёкла" "Борщ\|%D0%91%D0%BE%D1%80%D1%89"

step "The same through Larder, with each card's recipe" "larder search --tracker борщ"
"$larder" search --tracker борщ
if [ -z "$tracker_failed" ]; then part indexer "OK ($indexer: 48 cards indexed; hits in 7 languages and by a tag)"; else part indexer "FAILED ($indexer):$tracker_failed"; fi

step "Draw every card as the file manager does: gnome-desktop's thumbnail factory, in its sandbox" \
    "thumbnail-factory.py 256 $demo/Recipes/*.recipe.md   (the installed larder-thumbnailer)"
/usr/bin/python3 scripts/thumbnails/thumbnail-factory.py 256 "$demo"/Recipes/*.recipe.md > "$T/thumbnails.json" || true
drawn=$(grep -c '"ok": true' "$T/thumbnails.json" || true)
cards=$(ls "$demo"/Recipes/*.recipe.md | wc -l)
echo "$drawn of $cards cards thumbnailed, cached in $XDG_CACHE_HOME/thumbnails/large"
if [ "$drawn" -gt 0 ]; then
    sed -n 's/.*"cached": "\([^"]*\)".*/\1/p' "$T/thumbnails.json" | xargs /usr/bin/python3 scripts/demo/contact-sheet.py "$PWD/$demo/contact-sheet.png"
    echo "contact sheet: $PWD/$demo/contact-sheet.png"
fi
if [ "$drawn" = "$cards" ]; then part thumbnails "OK ($drawn cards; contact sheet $demo/contact-sheet.png)"
else grep '"ok": false' "$T/thumbnails.json" | head -n 3; part thumbnails "FAILED: $drawn of $cards cards thumbnailed"; fi

object_path="/$(echo "$app_id.SearchProvider" | tr . /)"
provider_call() {
    gdbus call --session --dest "$app_id.SearchProvider" --object-path "$object_path" \
        --method "org.gnome.Shell.SearchProvider2.$1" "$2"
}
shell_search() {
    step "GNOME Shell's search, as the overview asks it: $1" "gdbus call ... GetInitialResultSet \"$2\"; GetResultMetas (first 3)"
    ids=$(provider_call GetInitialResultSet "$2") || { echo "!! the search provider did not answer"; provider_failed="$provider_failed $2"; return; }
    echo "$ids" | cut -c1-160
    first=$(echo "$ids" | grep -o "'[0-9a-f-]*'" | head -n 3 | tr '\n' ',' | sed 's/,$//')
    [ -n "$first" ] || { echo "!! no result for $2"; provider_failed="$provider_failed $2"; return; }
    # The clipboard text is the whole recipe: shown shortened here.
    provider_call GetResultMetas "[$first]" | perl -CSD -pe "s/'clipboardText': <.*?>, 'icon'/'clipboardText': <...>, 'icon'/g"
    provider_call GetResultMetas "[$first]" | grep -q "'name': <'$3" || { echo "!! expected $3 first"; provider_failed="$provider_failed $2"; }
}
provider_failed=
shell_search "English, a prefix" "['carbo']" "Carbonara"
shell_search "French, without accents" "['creme', 'brulee']" "Crème brûlée"
shell_search "Russian" "['борщ']" "Борщ"
shell_search "Chinese, a substring" "['罗宋']" "罗宋汤"
if [ -z "$provider_failed" ]; then part "search provider" "OK (4 queries, 4 languages)"; else part "search provider" "FAILED:$provider_failed"; fi

step "Open a result, as pressing Enter in the overview does" "gdbus call ... ActivateResult (larder open, with no display: the page's path)"
first=$(provider_call GetInitialResultSet "['creme', 'brulee']" | grep -o "[0-9a-f-]\{36\}" | head -n 1)
page="$XDG_CACHE_HOME/larder/pages/$first.html"
gdbus call --session --dest "$app_id.SearchProvider" --object-path "$object_path" \
    --method org.gnome.Shell.SearchProvider2.ActivateResult "$first" "['creme', 'brulee']" 0 || true
tries=0
while [ ! -f "$page" ] && [ "$tries" -lt 50 ]; do tries=$((tries + 1)); sleep 0.1; done
if [ -n "$first" ] && [ -f "$page" ]; then echo "opened: $page"; part open "OK ($page)"; else part open "FAILED: no page for $first"; fi

# KDE Plasma 6. KRunner's interface is the provider's own, so it is shown
# everywhere; Baloo runs where KDE Frameworks 6 is installed (Debian 13).
step "KRunner's search, as Plasma asks it: the same provider, org.kde.krunner1" "gdbus call ... org.kde.krunner1.Match 'борщ'"
krunner_path="/$(echo "$app_id" | tr . /)/KRunner"
# The first ten matches carry the card as pixels: shown shortened.
matches=$(gdbus call --session --dest "$app_id.SearchProvider" --object-path "$krunner_path" --method org.kde.krunner1.Match 'борщ' 2>&1) || true
echo "$matches" | perl -CSD -pe "s/'icon-data': <\([^>]*>/'icon-data': <(...)>/g" | cut -c1-400
if echo "$matches" | grep -q "'Борщ'"; then part krunner "OK (Match finds Борщ, with its card as icon)"; else part krunner "FAILED: Match did not find Борщ"; fi

baloo_file=$(ls /usr/lib/*/libexec/kf6/baloo_file 2>/dev/null | head -n 1)
if [ -n "$baloo_file" ] && command -v baloosearch6 >/dev/null; then
    step "Baloo, KDE's file indexer, indexes the card folder through Larder's extractor" \
        "baloo_file (folders=$demo/Recipes); larder index status --indexer baloo"
    printf '[Basic Settings]\nIndexing-Enabled=true\n\n[General]\nfolders[$e]=%s\nonly basic indexing=false\nfirst run=false\n' "$PWD/$demo/Recipes" \
        > "$XDG_CONFIG_HOME/baloofilerc"
    QT_QPA_PLATFORM=offscreen "$baloo_file" > "$PWD/$demo/baloo.log" 2>&1 &
    # Larder's own report: every card of the store indexed with its recipe's name.
    tries=0
    until "$larder" index status --indexer baloo > "$T/baloo-status.txt" 2>&1 || [ "$tries" -ge 150 ]; do
        tries=$((tries + 1)); sleep 2
    done
    baloo_failed=
    grep -q "Every card is indexed" "$T/baloo-status.txt" || baloo_failed=" index-status"
    head -n 12 "$T/baloo-status.txt"
    # свёкла is one of Борщ's tags and not in its text: found as Tracker finds it.
    for query in guanciale title:bourguignon author:moreau говядину 昆布 свёкла; do
        step "Baloo's search: $query" "baloosearch6 $query"
        found=$(QT_QPA_PLATFORM=offscreen baloosearch6 "$query" 2>/dev/null | grep "^/") || true
        echo "$found"
        [ -n "$found" ] || baloo_failed="$baloo_failed $query"
    done
    if [ -z "$baloo_failed" ]; then part baloo "OK (index status: every card indexed with its metadata; 6 queries: method words in 3 languages, a tag, title:, author:)"; else part baloo "FAILED:$baloo_failed"; fi
else
    part baloo "skipped: KDE Frameworks 6 (Baloo) is not installed (Debian 13 and sid have it)"
fi

step "A whole recipe as a printable PDF" "larder preview борщ --format pdf -o $demo/borscht.pdf"
if "$larder" preview борщ --format pdf -o "$demo/borscht.pdf"; then part preview "OK ($demo/borscht.pdf)"; else part preview "FAILED: larder preview"; fi

step "Cooking: a recipe for 16 in metric, the collection as a cookbook, one shopping list" \
    "larder show 'Fluffy Buttermilk Pancakes' --servings 16 --units metric; larder cookbook -o $demo/cookbook.pdf; larder shop ..."
scaled=$("$larder" show "Fluffy Buttermilk Pancakes" --servings 16 --units metric 2>&1) || true
printf '%s\n' "$scaled" | sed -n '9,17p'
book=$("$larder" cookbook -o "$demo/cookbook.pdf" --title "The Larder samples" --json 2>&1) || true
book_pages=$(printf '%s' "$book" | /usr/bin/python3 -c 'import json, sys; d = json.load(sys.stdin); print(d["pages"] if len(d["recipes"]) >= 48 else "")' 2>/dev/null) || true
"$larder" shop "Fluffy Buttermilk Pancakes@16" "Spaghetti Carbonara" > "$demo/shopping.md" 2>&1 || true
sed -n '1,12p' "$demo/shopping.md"
if printf '%s' "$scaled" | grep -q "591 ml buttermilk" && [ -n "$book_pages" ] && grep -q '^- \[ \] 3 eggs$' "$demo/shopping.md"; then
    part cooking "OK (pancakes for 16 in metric; a cookbook of 48 recipes on $book_pages pages, $demo/cookbook.pdf; a shopping list where two recipes' eggs are added, $demo/shopping.md)"
else
    part cooking "FAILED: larder show --servings --units, cookbook or shop (output above)"
fi

step "Larder in its users' languages: French and Russian" \
    "LANG=fr_FR.UTF-8 larder show 'no such recipe'; LANG=ru_RU.UTF-8 larder import ...; the desktop entry's names"
# The two locales, made for the demo alone (LOCPATH): the machine's are left as they are.
locales="$T/locales"
mkdir -p "$locales"
french= russian_counts=
if localedef -i fr_FR -f UTF-8 "$locales/fr_FR.UTF-8" 2>/dev/null; [ -e "$locales/fr_FR.UTF-8/LC_CTYPE" ] \
    && localedef -i ru_RU -f UTF-8 "$locales/ru_RU.UTF-8" 2>/dev/null; [ -e "$locales/ru_RU.UTF-8/LC_CTYPE" ]; then
    french=$(LOCPATH="$locales" LANG=fr_FR.UTF-8 LC_ALL= LANGUAGE= "$larder" show "no such recipe" 2>&1 || echo "exit $?")
    printf '%s\n' "$french"
    for count in 1 2 5; do
        mkdir -p "$demo/languages/$count"
        for file in $(ls data/recipes/*.json* | head -n "$count"); do cp "$file" "$demo/languages/$count/"; done
        said=$(LOCPATH="$locales" LANG=ru_RU.UTF-8 LC_ALL= LANGUAGE= LARDER_STORE="$demo/languages/store-$count.sqlite" \
            "$larder" import --quiet "$demo/languages/$count" 2>&1 | tail -n 1)
        printf '%s\n' "$said"
        russian_counts="$russian_counts|$said"
    done
fi
entry="$datadir/applications/$app_id.desktop"
names=$(grep -c '^Name\[\(de\|es\|fr\|it\|ja\|ru\|zh_CN\)\]=' "$entry" 2>/dev/null) || true
grep '^\(Name\|Comment\)\[fr\]=' "$entry" 2>/dev/null || true
french_summary=$(sed -n 's|.*<summary xml:lang="fr">\(.*\)</summary>.*|\1|p' "$datadir/metainfo/$app_id.metainfo.xml" 2>/dev/null) || true
echo "metainfo, French summary: $french_summary"
if [ -z "$french" ]; then
    part languages "FAILED: localedef could not make fr_FR.UTF-8 and ru_RU.UTF-8 (install the locales package)"
elif printf '%s' "$french" | grep -q "exit 3" && ! printf '%s' "$french" | grep -q "No recipe" \
    && ! printf '%s' "$russian_counts" | grep -q "Done:" && [ "$names" = 7 ] && [ -n "$french_summary" ]; then
    part languages "OK (a missing recipe said in French, import reports in Russian; the desktop entry named in 7 languages, the metainfo summarised in French)"
else
    part languages "FAILED: messages, desktop entry ($names of 7 names) or metainfo not translated (output above)"
fi

# Opens Борщ's card through an installed document backend as its viewer's library does
# (OPENER: scripts/documents/*-document.py), pages drawn into $demo/FOLDER; the summary's
# line PART says whether the backend's type BACKEND loaded it, with its title, and found the
# title's first word. usage: document_part PART "WHAT" OPENER BACKEND LIBRARY FOLDER
document_part() {
    step "$2" "python3 scripts/documents/$3 $demo/$6 '$demo/Recipes/Борщ.recipe.md'"
    mkdir -p "$demo/$6"
    opened=$(/usr/bin/python3 "scripts/documents/$3" "$demo/$6" "$demo/Recipes/Борщ.recipe.md" 2>"$demo/$6/errors.log") || true
    pages=$(printf '%s' "$opened" | BACKEND=$4 /usr/bin/python3 -c 'import json, os, sys
d = json.load(sys.stdin)
print(d["pages"] if d.get("backend") == os.environ["BACKEND"] and d.get("title") == "Борщ" and d.get("titleFound") else "")' 2>/dev/null) || true
    echo "$opened" | cut -c1-300
    if [ -n "$pages" ]; then part "$1" "OK (Борщ through Larder's $5 backend: $pages pages, its title found; page 1 drawn at $demo/$6/Борщ-page1@2x.png, printed to $demo/$6/Борщ-printed.pdf)"
    else part "$1" "FAILED: ${5}Document did not load the card through Larder's backend (see $demo/$6/errors.log)"; fi
}

document_part "space bar" "The space bar in Files: a card through the installed Evince backend, as Sushi and Document Viewer load it" \
    evince-document.py LarderCardDocument Evince evince
# Papers (Document Viewer from GNOME 49) where the platform has it (mk/platform.mk, or the
# package journey: where larder-preview carries the Papers backend).
if [ "${LARDER_DEMO_PAPERS:-}" = yes ]; then
    document_part papers "Document Viewer (Papers): a card through the installed Papers backend, as Papers loads it" \
        papers-document.py LarderPapersCardDocument Papers papers
else
    part "papers" "skipped: no Papers here (Document Viewer from GNOME 49; Debian sid has it)"
fi

step "Summary" "one line per part"
cat "$summary"
echo
if [ "$failed" = 0 ]; then
    echo "Demo OK: Larder is installed under $prefix ($([ -n "${LARDER_DEMO_PACKAGE:-}" ] && echo "apt purge larder" || echo "make uninstall") removes it); the store is $LARDER_STORE, the cards are in $demo/Recipes"
else
    echo "Demo FAILED: see the parts above and the lines starting with !!" >&2
    exit 1
fi
