#!/usr/bin/env bash
# Builds Larder's Debian packages for the Debian release this machine runs
# (make deb; make deb SUITE=… runs it in a fresh root of that release):
#
#   scripts/packaging/build-deb.sh SWIFT OUTDIR        e.g. scripts/packaging/build-deb.sh /opt/swift/usr/bin/swift out/deb/trixie
#
# 1. the Swift toolchain starts here (scripts/build/check-toolchain.sh);
# 2. the Build-Depends of debian/control are installed (apt-get build-dep ./;
#    make deb has installed dpkg-dev, lintian and iproute2 before);
# 3. the Swift packages are resolved from the package mirrors into
#    Package.resolved: the build itself then reads nothing from outside;
# 4. dpkg-buildpackage builds the binary packages into OUTDIR (the debug
#    symbols' -dbgsym packages into OUTDIR/debug), without network;
# 5. lintian checks each package: an error or a warning fails the build (each
#    warning Larder accepts is overridden in debian/*.lintian-overrides, with
#    its reason).
# LARDER_DEB_PROFILES: build profiles, comma-separated (pkg.larder.nokf6 where
# there is no KF6, pkg.larder.nopapers where there is no Papers).
set -euo pipefail
swift=${1:?usage: $0 SWIFT OUTDIR}
out=${2:?usage: $0 SWIFT OUTDIR}
suite=$(basename "$out")
profiles=${LARDER_DEB_PROFILES:-}
say() { printf '\n== make deb (%s): %s\n' "$suite" "$*"; }

if [ "$(id -u)" = 0 ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo;
else echo "Run as root, or install the Build-Depends of debian/control" >&2; exit 1; fi

scripts/build/check-toolchain.sh "$swift"

say "Build-Depends${profiles:+ (profiles: $profiles)}"
[ -n "$(ls /var/lib/apt/lists/*_Packages 2>/dev/null)" ] || $sudo apt-get update -q
$sudo env DEBIAN_FRONTEND=noninteractive apt-get build-dep -y -q ${profiles:+-P "$profiles"} ./

say "Swift packages from the mirrors, into Package.resolved"
make --no-print-directory resolve SWIFT="$swift"

say "dpkg-buildpackage"
mkdir -p "$out"
rm -f "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo "$out"/debug/*.deb
out_path=$(cd "$out" && pwd)
version=$(dpkg-parsechangelog -SVersion)~$suite
# -nc: the Swift build folders are kept (a second build is incremental).
# In a network namespace of its own, with only its loopback (brought up:
# with it down, swift package's generate-manual plug-in hung in 2 of 4 runs,
# never in 6 with it up), so the build cannot reach the network, as Debian Policy asks.
offline=()
if unshare --net true 2>/dev/null; then offline=(unshare --net sh -c 'ip link set lo up && exec "$@"' offline)
else echo "(unshare --net is not allowed here: the build runs with the network)"; fi
LARDER_DEB_DIR="$out_path" LARDER_DEB_SUITE="$suite" SWIFT="$swift" \
    "${offline[@]}" dpkg-buildpackage -b -us -uc -nc ${profiles:+-P"$profiles"} \
    --buildinfo-option=-u"$out_path" --changes-option=-u"$out_path" \
    --buildinfo-file="$out_path/larder_${version}_amd64.buildinfo" --changes-file="$out_path/larder_${version}_amd64.changes"
mkdir -p "$out/debug"
mv "$out"/*-dbgsym_*.deb "$out/debug/" 2>/dev/null || true

say "lintian"
lintian --version
status=0
for deb in "$out"/*.deb; do
    echo "-- lintian $(basename "$deb")"
    lintian --fail-on error,warning --display-info "$deb" || status=1
done
[ "$status" = 0 ] || { echo "lintian found errors or warnings (above)" >&2; exit 1; }
say "built, lintian clean:"
ls -l "$out"/*.deb
