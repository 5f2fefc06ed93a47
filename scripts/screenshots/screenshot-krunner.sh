#!/bin/bash
# Takes docs/screenshots/krunner.png: Plasma's KRunner (under Xvfb, on a
# private session bus) showing what Larder's runner answers to a query. KRunner
# finds the runner through its installed entry (krunner/dbusplugins) and starts
# larder-search-provider by D-Bus activation, as on a desktop.
# Needs Debian 13 with Larder installed (make install; make demo does it) and
# plasma-workspace milou xvfb x11-apps imagemagick (not part of make check).
# usage: scripts/screenshots/screenshot-krunner.sh STORE QUERY [OUTPUT]
set -eu
[ $# -ge 2 ] || { echo "usage: $0 STORE QUERY [OUTPUT]" >&2; exit 64; }
store=$(realpath "$1")
query=$2
output=$(realpath -m "${3:-docs/screenshots/krunner.png}")
command -v krunner >/dev/null || { echo "krunner is missing: apt-get install plasma-workspace milou" >&2; exit 1; }
T=$(mktemp -d /tmp/larder-krunner-XXXXXX)
trap 'kill $xvfb 2>/dev/null; rm -rf "$T"' EXIT
for d in home config cache runtime; do mkdir -p "$T/$d"; done
chmod 700 "$T/runtime"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_CACHE_HOME="$T/cache" XDG_RUNTIME_DIR="$T/runtime" LANG=C.UTF-8 \
    LARDER_STORE="$store" QT_QUICK_BACKEND=software
Xvfb :8 -screen 0 1200x700x24 -nolisten tcp >"$T/xvfb.log" 2>&1 &
xvfb=$!
sleep 2
# KRunner's own D-Bus interface types the query into its window.
DISPLAY=:8 QT_QPA_PLATFORM=xcb dbus-run-session -- sh -c "
    krunner >'$T/krunner.log' 2>&1 &
    sleep 6
    gdbus call --session --dest org.kde.krunner --object-path /App --method org.kde.krunner.App.query '$query' >/dev/null
    sleep 10
    xwd -root -silent -display :8 | convert xwd:- -trim +repage '$output'
    kill \$!"
echo "wrote $output"
