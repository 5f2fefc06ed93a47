#!/bin/sh
# The main job end to end on the bundled sample recipes, in a throw-away store:
# import, list, search in several languages, show one recipe, write the cards,
# and index them with a private Tracker (its own D-Bus session, folders and
# settings: the machine's own Tracker and user data are never touched).
set -eu
larder=${1:-.build/debug/larder}
module=${2:-.build-static/release/liblarder-tracker-extract.so}
thumbnailer=${3:-.build-static/release/larder-thumbnailer}
provider=${4:-.build/debug/larder-search-provider}
# The application ID, defined once in Swift (the Makefile passes it on).
app_id=${APP_ID:-$(sed -n 's/.*public static let id = "\(.*\)"/\1/p' Sources/LarderDesktop/ApplicationID.swift)}
demo=${DEMO_DIR:-out/demo}
rm -rf "$demo"
mkdir -p "$demo"
export LARDER_STORE="$PWD/$demo/larder.sqlite"

step() { printf '\n\033[1m== %s\033[0m\n$ %s\n' "$1" "$2"; }

step "Import the sample collection (JSON-LD files and saved web pages)" "larder import --quiet data/recipes"
"$larder" import --quiet data/recipes

step "List the recipes" "larder list"
"$larder" list

failed=0
search() {
    step "Search: $1" "larder search $2"
    out=$("$larder" search $2)
    echo "$out"
    echo "$out" | grep -q "$3" || { echo "!! expected to find $3"; failed=1; }
}
search "English, by prefix" "carbo" "Spaghetti Carbonara"
search "French, without accents" "creme brulee" "Crème brûlée"
search "French ligature, typed plainly" "boeuf" "Bœuf bourguignon"
search "Russian" "борщ" "Борщ"
search "Chinese, a two-character substring" "罗宋" "罗宋汤"
search "Japanese, a substring" "親子" "親子丼"
search "Two words, both required" "tomato basil" "."

step "Show one recipe" "larder show carbonara"
"$larder" show carbonara

step "Export everything as schema.org JSON-LD" "larder export $demo/backup.jsonld"
"$larder" export "$demo/backup.jsonld"

step "Write one recipe card per recipe, for the desktop" "larder export --cards $demo/Recipes"
"$larder" export --cards "$demo/Recipes"
ls "$demo/Recipes" | head -n 8
echo "..."
step "A card, as Tracker and the file manager will read it" "head -n 30 '$demo/Recipes/Spaghetti Carbonara.recipe.md'"
head -n 30 "$demo/Recipes/Spaghetti Carbonara.recipe.md"

step "Rename a recipe: its card follows" "larder edit carbonara   (Name: Carbonara Romana)"
EDITOR="sed -i 's/^Name: Spaghetti Carbonara\$/Name: Carbonara Romana/'" VISUAL= "$larder" edit carbonara
ls "$demo/Recipes" | grep -i carbonara

step "Open a card, as a double-click will: its recipe's page" "larder open '$demo/Recipes/Crème brûlée.recipe.md'"
DISPLAY= WAYLAND_DISPLAY= XDG_CACHE_HOME="$PWD/$demo/cache" "$larder" open "$demo/Recipes/Crème brûlée.recipe.md"

step "Check the card folder against the store" "larder export --check"
"$larder" export --check || failed=1

step "Start a private Tracker: its own D-Bus session, XDG folders and settings" "dbus-daemon --session; GSETTINGS_BACKEND=keyfile"
T="$PWD/$demo/tracker"
for d in home config/glib-2.0/settings data/mime/packages cache runtime tmp rules; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache" \
    XDG_RUNTIME_DIR="$T/runtime" TMPDIR="$T/tmp" GSETTINGS_BACKEND=keyfile TRACKER_EXTRACTOR_RULES_DIR="$T/rules"
# No index roots yet: `larder index setup` adds the card folder.
printf '[org/freedesktop/tracker/miner/files]\nindex-recursive-directories=@as []\nindex-single-directories=@as []\nindex-applications=false\ninitial-sleep=0\n' \
    > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
# Tracker reads its extract rules from one folder: its own, plus Larder's two (as make install puts them).
cp /usr/share/tracker3-miners/extract-rules/*.rule "$T/rules/"
sed "s|@TRACKER_MODULE@|$PWD/$module|" extensions/tracker/10-larder-recipe.rule.in > "$T/rules/10-larder-recipe.rule"
cp extensions/tracker/11-larder-recipe-text.rule "$T/rules/"
cp data/mime/larder.xml "$XDG_DATA_HOME/mime/packages/"
update-mime-database "$XDG_DATA_HOME/mime"
# The search provider, started by D-Bus activation like an installed one (its icons drawn by the thumbnailer).
mkdir -p "$XDG_DATA_HOME/dbus-1/services"
sed -e "s|@APP_ID@|$app_id|g" -e "s|@SEARCH_PROVIDER@|$PWD/$provider|" extensions/search-provider/search-provider.service.in \
    > "$XDG_DATA_HOME/dbus-1/services/$app_id.SearchProvider.service"
export LARDER_THUMBNAILER="$PWD/$thumbnailer"
bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 --nosyslog)
export DBUS_SESSION_BUS_ADDRESS=$(echo "$bus" | sed -n 1p)
bus_pid=$(echo "$bus" | sed -n 2p)
stop_tracker() {
    # The miners this bus started (only those), then the bus.
    for name in org.freedesktop.Tracker3.Miner.Files org.freedesktop.Tracker3.Miner.Extract org.freedesktop.Tracker3.Miner.Files.Control "$app_id.SearchProvider"; do
        pid=$(gdbus call --session -d org.freedesktop.DBus -o /org/freedesktop/DBus -m org.freedesktop.DBus.GetConnectionUnixProcessID "$name" 2>/dev/null | tr -cd '0-9')
        [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    done
    kill -9 "$bus_pid" 2>/dev/null || true
}
trap stop_tracker EXIT
echo "private session bus: $DBUS_SESSION_BUS_ADDRESS"

step "Make sure Tracker indexes the card folder" "larder index setup"
"$larder" index setup

step "Wait until Tracker has indexed every card with its metadata" "larder index status"
tries=0
until "$larder" index status > "$T/status.txt" 2>&1 && grep -q Idle "$T/status.txt"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then cat "$T/status.txt"; echo "!! Tracker did not index the cards within 60 s"; failed=1; break; fi
    sleep 0.5
done
cat "$T/status.txt"

tracker_search() {
    step "Tracker finds it: $1" "tracker3 search $2"
    out=$(tracker3 search --disable-color "$2" 2>&1 || true)
    echo "$out" | head -n 6
    echo "$out" | grep -q "$3" || { echo "!! expected tracker3 search to find $3"; failed=1; }
}
tracker_search "English" "carbonara" "Carbonara"
tracker_search "French" "bourguignon" "Bourguignon\|bourguignon"
tracker_search "Russian" "борщ" "Борщ"
tracker_search "Chinese" "罗宋汤" "%E7%BD%97%E5%AE%8B%E6%B1%A4\|罗宋汤"
tracker_search "Japanese" "親子丼" "%E8%A6%AA%E5%AD%90%E4%B8%BC\|親子丼"
tracker_search "German" "kartoffelsalat" "Kartoffelsalat"
tracker_search "Italian" "tiramisù" "Tiramis"

step "The same through Larder, with each card's recipe" "larder search --tracker борщ"
"$larder" search --tracker борщ

step "Draw every card as the file manager does: gnome-desktop's thumbnail factory, in its sandbox" \
    "scripts/thumbnail-factory.sh larder-thumbnailer 256 $demo/Recipes/*.recipe.md"
scripts/thumbnail-factory.sh "$thumbnailer" 256 "$demo"/Recipes/*.recipe.md > "$T/thumbnails.json"
drawn=$(grep -c '"ok": true' "$T/thumbnails.json" || true)
cards=$(ls "$demo"/Recipes/*.recipe.md | wc -l)
echo "$drawn of $cards cards thumbnailed, cached in $XDG_CACHE_HOME/thumbnails/large"
[ "$drawn" = "$cards" ] || { grep '"ok": false' "$T/thumbnails.json"; echo "!! some cards got no thumbnail"; failed=1; }
sed -n 's/.*"cached": "\([^"]*\)".*/\1/p' "$T/thumbnails.json" | xargs /usr/bin/python3 scripts/contact-sheet.py "$PWD/$demo/contact-sheet.png"
echo "contact sheet: $PWD/$demo/contact-sheet.png"

object_path="/$(echo "$app_id.SearchProvider" | tr . /)"
provider_call() {
    gdbus call --session --dest "$app_id.SearchProvider" --object-path "$object_path" \
        --method "org.gnome.Shell.SearchProvider2.$1" "$2"
}
shell_search() {
    step "GNOME Shell's search, as the overview asks it: $1" "gdbus call ... GetInitialResultSet \"$2\"; GetResultMetas (first 3)"
    ids=$(provider_call GetInitialResultSet "$2") || { echo "!! the search provider did not answer"; failed=1; return; }
    echo "$ids" | cut -c1-160
    first=$(echo "$ids" | grep -o "'[0-9a-f-]*'" | head -n 3 | tr '\n' ',' | sed 's/,$//')
    [ -n "$first" ] || { echo "!! no result for $2"; failed=1; return; }
    # The clipboard text is the whole recipe: shown shortened here.
    provider_call GetResultMetas "[$first]" | perl -CSD -pe "s/'clipboardText': <.*?>, 'icon'/'clipboardText': <...>, 'icon'/g"
    provider_call GetResultMetas "[$first]" | grep -q "'name': <'$3" || { echo "!! expected $3 first"; failed=1; }
}
shell_search "English, a prefix" "['carbo']" "Carbonara"
shell_search "French, without accents" "['creme', 'brulee']" "Crème brûlée"
shell_search "Russian" "['борщ']" "Борщ"
shell_search "Chinese, a substring" "['罗宋']" "罗宋汤"

step "A whole recipe as a printable PDF" "larder preview борщ --format pdf -o $demo/borscht.pdf"
"$larder" preview борщ --format pdf -o "$demo/borscht.pdf"

echo
if [ "$failed" = 0 ]; then
    echo "Demo OK: the store is $LARDER_STORE, the cards are in $demo/Recipes, their contact sheet is $demo/contact-sheet.png"
else
    echo "Demo FAILED: see the lines starting with !! above" >&2
    exit 1
fi
