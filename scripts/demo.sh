#!/bin/sh
# The main job end to end on the bundled sample recipes, in a throw-away store:
# import, list, search in several languages, show one recipe.
set -eu
larder=${1:-.build/debug/larder}
demo=${DEMO_DIR:-out/demo}
rm -rf "$demo"
mkdir -p "$demo"
export LARDER_STORE="$demo/larder.sqlite"

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

echo
if [ "$failed" = 0 ]; then
    echo "Demo OK: the store is $LARDER_STORE, the cards are in $demo/Recipes"
else
    echo "Demo FAILED: some searches did not find their recipe" >&2
    exit 1
fi
