#!/bin/sh
# Makes the migration fixture of the current schema version: a store written
# by this version of Larder, and the recipes it must still hold when any later
# version opens it. Run once per released schema version, then commit both:
#   scripts/make-fixture.sh v1
set -eu
version=${1:?usage: make-fixture.sh VERSION (e.g. v1)}
larder=${LARDER:-.build/debug/larder}
fixtures=Tests/LarderCoreTests/Fixtures
store="$fixtures/store-$version.sqlite"
[ ! -e "$store" ] || { echo "$store exists: fixtures of released versions are never remade" >&2; exit 1; }
export LARDER_STORE="$store"
"$larder" import "$fixtures/store-$version-source.jsonld"
# Cards (schema v2): the fixture records a card folder and its files.
cards=$(mktemp -d)
"$larder" export --cards "$cards/Recipes" >/dev/null
"$larder" rm 55555555-5555-4555-8555-555555555555
rm -rf "$cards"
{
    echo "["
    first=1
    for id in $("$larder" list --json | python3 -c 'import json,sys; print(" ".join(r["id"] for r in json.load(sys.stdin)))'); do
        [ $first = 1 ] || echo ","
        first=0
        "$larder" show "$id" --json
    done
    echo "]"
} > "$fixtures/store-$version.expected.json"
sqlite3 "$store" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
rm -f "$store-wal" "$store-shm"
echo "Wrote $store and $fixtures/store-$version.expected.json"
