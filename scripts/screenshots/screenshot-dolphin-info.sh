#!/bin/sh
# Takes a screenshot of KDE's Dolphin (under Xvfb) with its Information panel
# (F11) open on one recipe card: the panel's preview is drawn by the installed
# larder-thumbnailer through KIO (the .thumbnailer entry, KIO's default
# plugins), and its metadata comes from KFileMetaData, which runs Larder's
# installed external extractor (larder-baloo-extractor):
#   - without an index (default): Baloo's indexing is off in the private
#     baloofilerc, so Dolphin's panel (baloo-widgets) runs
#     baloo_filemetadata_temp_extractor on the card;
#   - with --baloo: a private baloo_file indexes the card's folder first, and
#     the panel reads the card's properties from that index.
# Private session bus, HOME and XDG folders; nothing of the user's is read.
# Needs Debian 13 with Larder installed (make install), and:
#   dolphin kio-extras baloo6 xvfb x11-apps imagemagick xdotool
# Run it as a normal user (runuser -u USER --): as root, Dolphin shows a warning banner.
# usage: screenshot-dolphin-info.sh [--baloo] CARD [OUTPUT]
set -eu
baloo=
[ "${1:-}" != --baloo ] || { baloo=1; shift; }
[ $# -ge 1 ] || { echo "usage: $0 [--baloo] CARD [OUTPUT]" >&2; exit 64; }
card=$(realpath "$1")
folder=$(dirname "$card")
output=$(realpath -m "${2:-docs/screenshots/dolphin-information-panel.png}")
display=${DISPLAY_NUMBER:-:8}
T=$(mktemp -d /tmp/larder-dolphin-info-XXXXXX)
xvfb=
trap '[ -z "$xvfb" ] || kill $xvfb 2>/dev/null; rm -rf "$T"' EXIT
# cache/thumbnails exists, as on a desktop in use: without it KIO cannot stat
# it, finds no device for it (no UDisks2 here) and caches no thumbnail.
for d in home config data cache/thumbnails runtime; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
# XDG_DATA_DIRS is left unset: /usr/local/share:/usr/share, where make install
# put larder.thumbnailer (and the MIME type is in /usr/share/mime).
export T HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_CACHE_HOME="$T/cache" \
    XDG_STATE_HOME="$T/state" XDG_RUNTIME_DIR="$T/runtime" LANG=C.UTF-8 DISPLAY=$display QT_QPA_PLATFORM=xcb
unset XDG_DATA_DIRS
# Baloo: on for the card folder only with --baloo, else off.
if [ -n "$baloo" ]; then
    printf '[Basic Settings]\nIndexing-Enabled=true\n\n[General]\nfolders[$e]=%s\nonly basic indexing=false\nfirst run=false\n' \
        "$folder" > "$XDG_CONFIG_HOME/baloofilerc"
else
    printf '[Basic Settings]\nIndexing-Enabled=false\n' > "$XDG_CONFIG_HOME/baloofilerc"
fi
# Dolphin: icons view with previews (its default), no menu bar; the panel is
# shown with F11 below (its visibility is saved only inside the binary
# QMainWindow state, [State] State= in $XDG_STATE_HOME/dolphinstaterc).
printf '[IconsMode]\nIconSize=64\nPreviewSize=64\n\n[MainWindow]\nMenuBar=Disabled\n\n[PlacesPanel]\nIconSize=16\n' \
    > "$XDG_CONFIG_HOME/dolphinrc"

Xvfb "$display" -screen 0 1400x1050x24 -nolisten tcp >"$T/xvfb.log" 2>&1 &
xvfb=$!
sleep 2
# Everything else in one private session bus; its processes end with it.
dbus-run-session -- sh -c '
    set -u
    if [ -n "$1" ]; then
        $(ls /usr/lib/*/libexec/kf6/baloo_file | head -n 1) >"$T/baloo.log" 2>&1 &
        indexer=$!
        for i in $(seq 1 120); do
            balooctl6 status >"$T/status.txt" 2>&1 || true
            grep -q "^Total files indexed: [1-9]" "$T/status.txt" && grep -q "waiting for content indexing: 0" "$T/status.txt" && break
            sleep 1
        done
        cat "$T/status.txt"
        balooshow6 "$2" | head -n 20
    fi
    dolphin -qwindowgeometry 1400x1050+0+0 --select "$2" >"$T/dolphin.log" 2>&1 &
    filemanager=$!
    sleep 8
    window=$(xdotool search --sync --onlyvisible --class dolphin | head -n 1)
    xdotool windowfocus --sync "$window" key F11     # Information panel
    sleep 3
    # Widen the panel (drag the splitter at its left edge, x=1217 on this
    # 1400-pixel screen), so every field fits;
    # then leave the pointer where it hovers no item: the panel shows the selection.
    xdotool mousemove --sync 1217 540; sleep 0.5; xdotool mousedown 1; sleep 0.5
    for x in 1200 1150 1100 1050 1000 950; do xdotool mousemove --sync $x 540; sleep 0.2; done
    xdotool mouseup 1; sleep 1
    xdotool mousemove 1395 1045
    sleep 15
    xwd -root -silent | convert xwd:- "$3"
    kill $filemanager 2>/dev/null; wait $filemanager
    [ -z "$1" ] || kill $indexer 2>/dev/null
' sh "$baloo" "$card" "$output"
grep -v '^$' "$T/dolphin.log" | tail -n 15 || true
echo "wrote $output"
