#!/bin/sh
# Takes docs/screenshots/cards-dolphin.png: KDE's Dolphin (under Xvfb) showing
# a folder of sample cards, each thumbnail drawn by the built
# larder-thumbnailer through KIO's PreviewJob (the .thumbnailer entry, as
# installed, with no preview settings saved: KIO's defaults). Private session
# bus and XDG folders.
# Needs Debian 13: dolphin kio-extras xvfb x11-apps imagemagick (not part of make check).
# Run it as a normal user (runuser -u USER --): as root, Dolphin shows a warning banner.
# usage: scripts/screenshots/screenshot-dolphin.sh CARD-FOLDER [OUTPUT]
set -eu
cards=$(realpath "$1")
output=$(realpath -m "${2:-docs/screenshots/cards-dolphin.png}")
here=$(cd "$(dirname "$0")/../.." && pwd)
thumbnailer="$here/.build-static/release/larder-thumbnailer"
[ -x "$thumbnailer" ] || { echo "$thumbnailer is missing: make thumbnailer" >&2; exit 1; }
T=$(mktemp -d /tmp/larder-dolphin-XXXXXX)
trap 'kill $xvfb 2>/dev/null; rm -rf "$T"' EXIT
for d in home config data/mime/packages data/thumbnailers cache/thumbnails runtime; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache" \
    XDG_DATA_DIRS="$T/data:/usr/share" XDG_RUNTIME_DIR="$T/runtime" LANG=C.UTF-8
cp "$here/data/mime/larder.xml" "$XDG_DATA_HOME/mime/packages/"
update-mime-database "$XDG_DATA_HOME/mime"
sed "s|@THUMBNAILER@|$thumbnailer|" "$here/extensions/thumbnailer/larder.thumbnailer.in" \
    > "$XDG_DATA_HOME/thumbnailers/larder.thumbnailer"
# Large icons, previews on (Dolphin's default), no side panel.
cat > "$XDG_CONFIG_HOME/dolphinrc" <<KEYS
[IconsMode]
IconSize=128
PreviewSize=128

[MainWindow]
MenuBar=Disabled

[PlacesPanel]
IconSize=16
KEYS
Xvfb :7 -screen 0 1200x820x24 -nolisten tcp >"$T/xvfb.log" 2>&1 &
xvfb=$!
sleep 2
DISPLAY=:7 QT_QPA_PLATFORM=xcb dbus-run-session -- sh -c "
    dolphin -qwindowgeometry 1200x820+0+0 --new-window '$cards' >'$T/dolphin.log' 2>&1 &
    sleep 25
    xwd -root -silent -display :7 | convert xwd:- '$output'
    kill \$!"
echo "wrote $output"
