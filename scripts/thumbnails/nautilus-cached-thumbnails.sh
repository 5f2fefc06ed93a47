#!/bin/bash
# Shows that the file manager takes the thumbnails `larder export --cards` caches, without a
# thumbnailer: the sample cards are exported (thumbnails into the session's cache), no
# thumbnailer for cards is registered anywhere, and Nautilus 43 opens the folder in a real,
# headless gnome-shell (/work/shared/real-gnome/shell.sh). Every card showing its thumbnail in
# the screenshot came from the cache: nothing else could draw it. Then checks that Nautilus
# neither wrote a thumbnail nor recorded a failure.
# usage: scripts/thumbnails/nautilus-cached-thumbnails.sh LARDER-BINARY DIR [OUT.png]   (not part of make check)
set -eu
larder=$(realpath "$1"); dir=$(realpath -m "$2"); out=$(realpath -m "${3:-$dir/nautilus.png}")
here=$(cd "$(dirname "$0")/../.." && pwd)
shell=${REAL_GNOME:-/work/shared/real-gnome}/shell.sh
fail() { echo "nautilus-cached-thumbnails: $*" >&2; exit 1; }
for folder in /usr/share/thumbnailers /usr/local/share/thumbnailers; do
    ! grep -qs "x-larder-recipe" "$folder"/*.thumbnailer || fail "a thumbnailer for cards is installed in $folder: the check needs none"
done
mkdir -p "$dir/home/.cache" "$dir/home/.local/share/mime/packages"
cp "$here/data/mime/larder.xml" "$dir/home/.local/share/mime/packages/"
update-mime-database "$dir/home/.local/share/mime" >/dev/null 2>&1
export LARDER_STORE=$dir/larder.sqlite
HOME=$dir/home XDG_CACHE_HOME=$dir/home/.cache "$larder" import --quiet "$here/data/recipes" >/dev/null
HOME=$dir/home XDG_CACHE_HOME=$dir/home/.cache "$larder" export --cards "$dir/cards"
before=$(cd "$dir/home/.cache/thumbnails" && find . -type f -printf '%p %T@\n' | sort | sha256sum)
count=$(find "$dir/home/.cache/thumbnails" -type f | wc -l)

"$shell" "$dir/gs" start
# shell.sh's session: HOME=$dir/gs/home. Point it at the exported session's home for Nautilus.
export HOME=$dir/home XDG_RUNTIME_DIR=$dir/gs/run XDG_DATA_DIRS=/usr/local/share:/usr/share XDG_CACHE_HOME=$dir/home/.cache
export DBUS_SESSION_BUS_ADDRESS=$(cat "$dir/gs/bus.addr") WAYLAND_DISPLAY=wayland-0 GSETTINGS_BACKEND=memory
trap '"$shell" "$dir/gs" stop' EXIT
nautilus --new-window "$dir/cards" >"$dir/nautilus.log" 2>&1 &
sleep 12
"$shell" "$dir/gs" eval 'imports.ui.main.overview.hide()' >/dev/null  # the window, not the overview
sleep 1
gdbus call --session --dest org.gnome.Shell.Screenshot --object-path /org/gnome/Shell/Screenshot \
    --method org.gnome.Shell.Screenshot.Screenshot false false "$out" >/dev/null
after=$(cd "$dir/home/.cache/thumbnails" && find . -type f -printf '%p %T@\n' | sort | sha256sum)
[ ! -e "$dir/home/.cache/thumbnails/fail" ] || fail "Nautilus recorded failures: $(ls -R "$dir/home/.cache/thumbnails/fail")"
[ "$before" = "$after" ] || fail "the thumbnail cache changed while Nautilus showed the folder"
echo "Nautilus showed $dir/cards ($out); the cache's $count thumbnails are untouched, no failure recorded, no thumbnailer for cards exists"
