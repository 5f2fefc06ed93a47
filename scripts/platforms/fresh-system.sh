#!/usr/bin/env bash
# Runs a command in a fresh Debian root, as a new user on a new machine would:
#
#   scripts/platforms/fresh-system.sh SUITE COMMAND...      e.g. scripts/platforms/fresh-system.sh trixie make check
#
# SUITE is bookworm (Debian 12), trixie (Debian 13) or sid (Debian unstable,
# the newest desktops: GNOME 51, LocalSearch 3.12); forky (Debian testing) is
# there to see that make deps says why Larder cannot be built on it yet. The root is a minimal
# debootstrap system plus what the Swift toolchain itself needs (a compiler,
# libc headers, git, make): everything else must come from Larder's own
# Makefile, so a package it forgets fails the run. A clean clone of the current
# commit is placed in /root/larder and COMMAND runs there as root.
#
# The machine's Swift toolchain (/opt/swift) and its Swift package mirrors
# are bound read-only, as a user would have installed them; nothing else of the
# machine is visible. The pristine base and the downloaded .deb files are cached
# in $LARDER_FRESH_CACHE (default /var/cache/larder-fresh-system), outside the
# tree; every run starts from a copy of the pristine base and is deleted after
# (LARDER_FRESH_KEEP=1 keeps it). The root is entered with bubblewrap, not
# chroot: the thumbnail factory's own bubblewrap sandbox needs the namespaces
# a chroot would refuse. Runs of one suite share that cache and apt's lock in
# it: an apt-get in one run fails while another run's holds it, so run them
# one after the other (different suites may run side by side).
#
# For Debian packages (make deb SUITE=…, make deb-test SUITE=…):
#   LARDER_FRESH_DEB_DIR=DIR   this machine's DIR is the root's /root/larder/out/deb,
#                              where make deb leaves its packages and deb-test finds them
#   LARDER_FRESH_NO_SWIFT=1    no Swift toolchain and no package mirrors in the root: a
#                              user's machine, for installing the packages
set -euo pipefail

usage() { echo "usage: $0 bookworm|trixie|sid|forky COMMAND..." >&2; exit 64; }
[ $# -ge 2 ] || usage
suite=$1; shift
case "$suite" in bookworm|trixie|sid|forky) ;; *) usage ;; esac
[ "$(id -u)" = 0 ] || { echo "$0: run as root (debootstrap and bubblewrap need it)" >&2; exit 1; }

repository=$(git -C "$(dirname "$0")/../.." rev-parse --show-toplevel)
commit=$(git -C "$repository" rev-parse HEAD)
cache=${LARDER_FRESH_CACHE:-/var/cache/larder-fresh-system}
swift_toolchain=${SWIFT_TOOLCHAIN:-/opt/swift}
swift_mirrors=${SWIFT_PACKAGE_MIRRORS:-/opt/swift-packages}
# What swift.org asks a user to install before its toolchain runs, plus git and make.
toolchain_packages=ca-certificates,git,make,gcc,g++,libc6-dev,libncurses6,libcurl4-openssl-dev,libxml2-dev,libedit2,libpython3-dev,zlib1g-dev,pkg-config,tzdata
# (In sid, libxml2-dev brings libxml2.so.16 only, and the toolchain does not
# start: Larder's make deps installs the libxml2.so.2 it needs.)

# Debian 12's debootstrap has no script named forky; testing is made like sid.
debootstrap_script=
[ "$suite" != forky ] || debootstrap_script=/usr/share/debootstrap/scripts/sid

say() { printf '== fresh %s: %s\n' "$suite" "$*"; }

# The host's own tools for this script.
missing=
for tool in debootstrap:debootstrap bwrap:bubblewrap; do
    command -v "${tool%%:*}" >/dev/null || missing="$missing ${tool##*:}"
done
if [ -n "$missing" ]; then
    say "installing on this machine:$missing"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing >/dev/null
fi
[ -x "$swift_toolchain/usr/bin/swift" ] || { echo "$0: no Swift toolchain at $swift_toolchain (set SWIFT_TOOLCHAIN)" >&2; exit 1; }

base=$cache/$suite-base
archives=$cache/$suite-archives
mkdir -p "$cache/runs" "$archives/partial"

# The pristine base, made once. Built beside its final name and renamed, so an
# interrupted debootstrap never leaves a half base that looks complete.
if [ ! -e "$base/.larder-base-complete" ]; then
    say "making the pristine base with debootstrap (once; cached in $base)"
    rm -rf "$base.partial" "$base"
    debootstrap --variant=minbase --include="$toolchain_packages" --cache-dir="$archives" \
        "$suite" "$base.partial" http://deb.debian.org/debian $debootstrap_script > "$cache/$suite-debootstrap.log" 2>&1 \
        || { tail -n 20 "$cache/$suite-debootstrap.log" >&2; exit 1; }
    rm -rf "$base.partial/var/cache/apt/archives/"*.deb "$base.partial/var/lib/apt/lists/"*_Packages
    # The archive serves sid's (and forky's) Release files past their Valid-Until date.
    [ "$suite" = bookworm ] || [ "$suite" = trixie ] || echo 'Acquire::Check-Valid-Until "false";' > "$base.partial/etc/apt/apt.conf.d/99larder-check-valid-until"
    touch "$base.partial/.larder-base-complete"
    mv "$base.partial" "$base"
fi

run=$(mktemp -d "$cache/runs/$suite-XXXXXX")
# Ends every process still running inside the root (daemons a test started),
# then deletes the copy. A process belongs to the root when its / is there.
finish() {
    local status=$?
    for attempt in 1 2 3; do
        local found=
        for proc in /proc/[0-9]*; do
            if [ "$(readlink "$proc/root" 2>/dev/null)" = "$run/root" ]; then
                kill -9 "${proc#/proc/}" 2>/dev/null || true; found=1
            fi
        done
        [ -n "$found" ] || break
        sleep 1
    done
    if [ "${LARDER_FRESH_KEEP:-}" = 1 ]; then say "kept $run/root"; else rm -rf "$run"; fi
    exit "$status"
}
trap finish EXIT INT TERM

say "copying the pristine base"
cp -a "$base" "$run/root"
rm -f "$run/root/.larder-base-complete"
cp /etc/resolv.conf "$run/root/etc/resolv.conf"
# The package mirrors are reached the way this machine's git reaches them.
git config --system --list 2>/dev/null | sed -n 's/^url\.\(.*\)\.insteadof=\(.*\)$/\1 \2/p' | while read -r to from; do
    git config --file "$run/root/etc/gitconfig" --add "url.$to.insteadOf" "$from"
done
with_swift=yes
[ "${LARDER_FRESH_NO_SWIFT:-}" != 1 ] || with_swift=
swift_binds=()
if [ -n "$with_swift" ]; then
    mkdir -p "$run/root$swift_toolchain" "$run/root$swift_mirrors"
    swift_binds=(--ro-bind "$swift_toolchain" "$swift_toolchain" --ro-bind "$swift_mirrors" "$swift_mirrors")
fi

say "cloning $commit"
git clone --quiet --no-local "$repository" "$run/root/root/larder"
git -C "$run/root/root/larder" checkout --quiet --detach "$commit"

deb_binds=()
if [ -n "${LARDER_FRESH_DEB_DIR:-}" ]; then
    mkdir -p "$LARDER_FRESH_DEB_DIR" "$run/root/root/larder/out/deb"
    deb_binds=(--bind "$LARDER_FRESH_DEB_DIR" /root/larder/out/deb)
fi

without_swift=
[ -n "$with_swift" ] || without_swift="   (no Swift toolchain)"
say "running: $*$without_swift"
set +e
bwrap --bind "$run/root" / \
    --dev-bind /dev /dev --bind /proc /proc --bind /sys /sys --tmpfs /dev/shm \
    "${swift_binds[@]}" "${deb_binds[@]}" \
    --bind "$archives" /var/cache/apt/archives \
    --chdir /root/larder \
    -- /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" CI="${CI:-}" DEBIAN_FRONTEND=noninteractive \
    PATH="${with_swift:+$swift_toolchain/usr/bin:}/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    "$@" </dev/null
status=$?
set -e
say "'$*' exited with $status"
exit "$status"
