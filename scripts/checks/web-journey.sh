#!/bin/sh
# The web import as a user meets it, on a machine where Larder is installed
# (make install, or the packages): a test certificate authority put in the
# system's trust store, a recipe page over http and another over https from
# servers on loopback, each coming in with its photo, the photo in the card's
# thumbnail, and the same address imported again changing nothing. It changes
# the system's trust store, so it runs only in a throw-away root:
#
#   scripts/platforms/fresh-system.sh SUITE sh -c 'make install && scripts/checks/web-journey.sh --throwaway-root'
set -eu
[ "${1:-}" = --throwaway-root ] || { echo "web-journey: changes the system's trust store; run it in a throw-away root with --throwaway-root" >&2; exit 64; }
cd "$(dirname "$0")/../.."
larder=${LARDER:-larder}
thumbnailer=${LARDER_THUMBNAILER:-$(dirname "$(command -v "$larder")")/../libexec/larder/larder-thumbnailer}
T=$(mktemp -d)
trap 'kill $(cat "$T/pids" 2>/dev/null) 2>/dev/null || true; rm -rf "$T"' EXIT
fail() { echo "web journey: FAILED: $*" >&2; exit 1; }

python3 Tests/Web/test-web-server.py --make-certificates "$T"
cp "$T/ca.pem" /usr/local/share/ca-certificates/larder-web-journey.crt
update-ca-certificates >/dev/null
serve() {  # serve NAME ARGUMENTS...: a server in the background (its pid kept for the trap), then its port
    name=$1; shift
    python3 Tests/Web/test-web-server.py --photo data/recipes/photos/borscht.jpg --photos data/recipes/photos "$@" \
        > "$T/$name.out" 2>/dev/null &
    echo $! >> "$T/pids"
}
port() {
    for _ in $(seq 100); do grep -q PORT "$T/$1.out" 2>/dev/null && break; sleep 0.1; done
    sed -n 's/^PORT //p' "$T/$1.out"
}
serve http
serve https --tls "$T/server.pem" "$T/server.key"
http_port=$(port http)
https_port=$(port https)
export LARDER_STORE="$T/larder.sqlite" LARDER_OFFLINE=0 http_proxy= https_proxy= HTTP_PROXY= HTTPS_PROXY=
plain=http://127.0.0.1:$http_port/dish/ratatouille.html
secure=https://localhost:$https_port/dish/pelmeni.html
"$larder" import "$plain" "$secure" || fail "larder import $plain $secure"
for name in Ratatouille Pelmeni; do
    "$larder" show --json "$name" | grep -q '"mediaType" : "image/jpeg"' || fail "$name came in without its photo"
done
again=$("$larder" import --json "$secure" "$plain")
echo "$again" | grep -q '"unchanged" : 2' || fail "importing the addresses again changed something: $again"
"$larder" export --cards "$T/Recipes" --no-thumbnails >/dev/null || fail "larder export --cards"
for name in Ratatouille Pelmeni; do
    "$thumbnailer" -s 256 "$T/Recipes/$name.recipe.md" "$T/$name.png" || fail "the thumbnailer could not draw $name"
done
# A card drawn without its photo is a monogram on the category's colour: the photo's thumbnail is another picture.
LARDER_STORE="$T/plain.sqlite" "$larder" add --name Ratatouille --step Simmer. >/dev/null
LARDER_STORE="$T/plain.sqlite" "$larder" export --cards "$T/Plain" --no-thumbnails >/dev/null
"$thumbnailer" -s 256 "$T/Plain/Ratatouille.recipe.md" "$T/plain.png" || fail "the thumbnailer could not draw the card without a photo"
cmp -s "$T/plain.png" "$T/Ratatouille.png" && fail "the thumbnail of the recipe imported by address shows no photo"
if [ -n "${LARDER_WEB_JOURNEY_KEEP:-}" ]; then cp "$T"/*.png "$LARDER_WEB_JOURNEY_KEEP"/; fi
echo "web journey: http and https (a test CA in the system store) imported with their photos, drawn in their thumbnails; imported again, nothing changed"
