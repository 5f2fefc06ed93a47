#!/usr/bin/env bash
# Makes sure the Swift toolchain starts on this machine, before anything is
# built with it; says in one line what to do when it cannot.
#
#   scripts/build/check-toolchain.sh SWIFT
#
# swift.org's Linux toolchains link libxml2.so.2. Debian 12 and 13 ship it
# (libxml2-dev depends on it); from libxml2 2.14 on Debian ships libxml2.so.16
# instead, and unstable (sid) still has the old library as the package
# libxml2, which installs beside the new one. Debian testing (forky) no
# longer has it, and no swiftlang package either: there the toolchain cannot
# start, which this says plainly rather than failing inside swift build.
set -uo pipefail
swift=${1:?usage: $0 SWIFT}

[ -x "$swift" ] || { echo "No Swift toolchain at $swift: install Swift 6.1 or newer from swift.org (set SWIFT=/path/to/swift)" >&2; exit 1; }
"$swift" build --version >/dev/null 2>&1 && exit 0

swift_build=$(dirname "$(readlink -f "$swift")")/swift-build
missing=$(ldd "$swift_build" 2>/dev/null | sed -n 's/^[[:space:]]*\([^ ]*\) => not found.*/\1/p' | sort -u | tr '\n' ' ')
if [[ " $missing " == *" libxml2.so.2 "* ]]; then
    if [ "$(id -u)" = 0 ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo;
    else echo "The Swift toolchain needs libxml2.so.2: run as root, or install Debian's package libxml2" >&2; exit 1; fi
    # A fresh system has no package lists yet.
    [ -n "$(ls /var/lib/apt/lists/*_Packages 2>/dev/null)" ] || $sudo apt-get update -q >/dev/null 2>&1 || true
    # sid's libxml2 is 2.9.14 under a newer-looking version ("2.12.7+dfsg+really2.9.14"):
    # whether it brings libxml2.so.2 is seen by installing it and trying again.
    candidate=$(apt-cache policy libxml2 2>/dev/null | sed -n 's/^ *Candidate: *//p')
    if [ -n "$candidate" ] && [ "$candidate" != "(none)" ]; then
        echo "The Swift toolchain needs libxml2.so.2: installing Debian's libxml2 $candidate beside the newer libxml2"
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q libxml2 >/dev/null \
            && "$swift" build --version >/dev/null 2>&1 && exit 0
    fi
    echo "The Swift toolchain at $swift cannot start here: it needs libxml2.so.2, which this Debian release no longer ships (Debian 12, 13 and sid have it; forky does not yet have a swiftlang package either). Build Larder on Debian 12, 13 or sid, or install a toolchain built for this system." >&2
    exit 1
fi
if [ -n "$missing" ]; then
    echo "The Swift toolchain at $swift cannot start here: missing libraries $missing(swift.org lists the packages it needs)." >&2
else
    echo "The Swift toolchain at $swift cannot start here: $("$swift" build --version 2>&1 | tail -n 1)" >&2
fi
exit 1
