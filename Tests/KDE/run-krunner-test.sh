#!/bin/bash
# Larder's runner through KDE Frameworks 6's own KRunner::RunnerManager, on a
# private session bus: the runner's registration (extensions/search-provider/
# krunner.desktop.in) is installed into a temporary XDG data folder with the
# provider's D-Bus .service, krunner-runner-test.cpp is built with cmake, and
# run under dbus-run-session so that KRunner starts the provider by D-Bus
# activation, as it does in Plasma.
#
# Needs Debian 13 (KF6 6.13) with: libkf6runner-dev qt6-base-dev cmake g++ dbus.
#
# usage: Tests/KDE/run-krunner-test.sh PROVIDER THUMBNAILER STORE
#   PROVIDER     a built larder-search-provider
#   THUMBNAILER  a built larder-thumbnailer (it draws the cards the icons show)
#   STORE        a store with the sample collection and its cards exported:
#                  larder import data/recipes && larder export --cards FOLDER
set -euo pipefail
if [ $# -ne 3 ]; then sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64; fi
provider=$(realpath "$1") thumbnailer=$(realpath "$2") store=$(realpath "$3")
repository=$(cd "$(dirname "$0")/../.." && pwd)
for tool in cmake dbus-run-session; do
    command -v $tool >/dev/null || { echo "$tool is missing" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/larder-krunner-XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work"/{share/krunner/dbusplugins,share/dbus-1/services,home,cache,data,config,runtime}
chmod 700 "$work/runtime"

# The application ID and paths, from Swift as the Makefile reads them.
app_id=$(sed -n 's/.*public static let id = "\(.*\)"/\1/p' "$repository/Sources/LarderDesktop/ApplicationID.swift")
fill() {
    sed -e "s|@APP_ID@|$app_id|g" -e "s|@KRUNNER_OBJECT_PATH@|/${app_id//.//}/KRunner|g" \
        -e "s|@SEARCH_PROVIDER@|$provider|g" "$repository/extensions/search-provider/$1" > "$2"
    if grep -n '@[A-Z_]*@' "$2"; then echo "unfilled placeholder in $2" >&2; exit 1; fi
}
fill krunner.desktop.in "$work/share/krunner/dbusplugins/$app_id.desktop"
fill search-provider.service.in "$work/share/dbus-1/services/$app_id.SearchProvider.service"

echo "building krunner-runner-test"
cmake -S "$repository/Tests/KDE" -B "$work/build" -DCMAKE_BUILD_TYPE=Debug >"$work/cmake.log" 2>&1 \
    && cmake --build "$work/build" >>"$work/cmake.log" 2>&1 || { cat "$work/cmake.log" >&2; exit 1; }

# dbus-run-session's bus reads services from XDG_DATA_DIRS, and the provider it
# starts inherits this environment: the test's store, cache and data folders.
env -i PATH="$PATH" HOME="$work/home" LANG=C.UTF-8 \
    XDG_DATA_DIRS="$work/share:/usr/share" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" \
    XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work/runtime" QT_QPA_PLATFORM=offscreen \
    LARDER_STORE="$store" LARDER_THUMBNAILER="$thumbnailer" LARDER_SEARCH_PROVIDER_IDLE=30 \
    dbus-run-session -- "$work/build/krunner-runner-test" "$work/cache/larder/pages"
