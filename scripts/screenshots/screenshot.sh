#!/bin/sh
# Takes docs/screenshots/cards.png: the file manager (Nautilus, under Xvfb)
# showing a folder of sample cards with their thumbnails, drawn by the built
# larder-thumbnailer through Nautilus's own factory and sandbox. Everything
# runs in a private mount namespace, session bus and XDG folders.
# Needs: nautilus xvfb imagemagick xdotool (not part of make check).
# usage: scripts/screenshots/screenshot.sh CARD-FOLDER [OUTPUT]
set -eu
cards=$(realpath "$1")
output=$(realpath -m "${2:-docs/screenshots/cards.png}")
here=$(cd "$(dirname "$0")/../.." && pwd)
thumbnailer="$here/.build-static/release/larder-thumbnailer"
if [ "${LARDER_SCREENSHOT_NAMESPACE:-}" != 1 ]; then
    exec unshare --mount --propagation private env LARDER_SCREENSHOT_NAMESPACE=1 "$0" "$@"
fi
T=$(mktemp -d /var/tmp/larder-screenshot-XXXXXX)
mount --bind "$(dirname "$thumbnailer")" /usr/local/src
for d in home config/glib-2.0/settings data/mime/packages data/thumbnailers cache runtime; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache" \
    XDG_RUNTIME_DIR="$T/runtime" GSETTINGS_BACKEND=keyfile GTK_THEME=Adwaita NO_AT_BRIDGE=1
cp "$here/data/mime/larder.xml" "$XDG_DATA_HOME/mime/packages/"
update-mime-database "$XDG_DATA_HOME/mime"
sed "s|@THUMBNAILER@|/usr/local/src/larder-thumbnailer|" "$here/extensions/thumbnailer/larder.thumbnailer.in" \
    > "$XDG_DATA_HOME/thumbnailers/larder.thumbnailer"
cat > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile" <<KEYS
[org/gnome/nautilus/preferences]
default-folder-viewer='icon-view'
show-image-thumbnails='always'
[org/gnome/nautilus/icon-view]
default-zoom-level='large'
KEYS
Xvfb :77 -screen 0 1500x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 1
DISPLAY=:77 dbus-run-session -- sh -c "
    nautilus --new-window '$cards' >/dev/null 2>&1 &
    sleep 6
    window=\$(xdotool search --onlyvisible --class nautilus | head -n 1)
    xdotool windowmove \$window 0 0 windowsize \$window 1500 1000
    sleep 10
    import -window root '$output'
    nautilus --quit >/dev/null 2>&1 || true
"
kill $xvfb
rm -rf "$T"
echo "screenshot: $output"
