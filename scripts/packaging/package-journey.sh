#!/usr/bin/env bash
# Larder's Debian packages as a user gets them, on a machine without Swift
# (make deb-test SUITE=…, in a fresh root made by scripts/platforms/fresh-system.sh):
#
#   scripts/packaging/package-journey.sh DEBDIR        e.g. scripts/packaging/package-journey.sh out/deb/trixie
#
# 1. a control cycle, as piuparts does: what Larder's packages depend on and
#    the demo's tools are installed (apt-get satisfy) and purged again, then
#    every file of the system is listed, so that what those packages leave
#    behind is not counted against Larder's;
# 2. apt-get install ./DEBDIR/*.deb: apt must pull every dependency itself;
# 3. the tools the demo drives the desktop with, which are not Larder's
#    dependencies (GNOME's thumbnail factory, EvinceDocument and PapersDocument from Python,
#    gdbus, a D-Bus daemon; Baloo where larder-kde was built);
# 4. the demo's journey against the installed packages (scripts/demo/demo.sh with
#    LARDER_DEMO_PACKAGE=1): import, cards, the real indexer, the thumbnail
#    factory in its sandbox, the search provider over D-Bus, KRunner, Baloo,
#    the space bar's Evince backend, Papers' backend where it was built;
# 5. apt-get purge of Larder's packages, then of every package that came
#    with them and with the tools;
# 6. every file listed again: nothing new may be left, nothing may be missing,
#    no file of Larder's packages may remain, and the MIME cache must have
#    forgotten the card type.
set -euo pipefail
debs=${1:?usage: $0 DEBDIR}
say() { printf '\n== package journey: %s\n' "$*"; }
fail() { echo "package journey: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "run as root (it installs and purges packages)"
! command -v swift >/dev/null || fail "a Swift toolchain is on PATH ($(command -v swift)): this test is for a machine without one"
packages=$(ls "$debs"/*.deb 2>/dev/null) || fail "no .deb in $debs (make deb SUITE=… first)"
export DEBIAN_FRONTEND=noninteractive
work=$(mktemp -d /tmp/larder-package-journey-XXXXXX)

# What piuparts leaves out too: the kernel's and the package manager's own
# state, logs and caches, the temporary folder, this checkout (where the demo
# keeps its session), and Python's byte-code caches (written by the demo's
# Python tools as they run, not by a package).
list_files() {
    find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /run -o -path /tmp -o -path /root/larder \
        -o -path /var/cache -o -path /var/log -o -path /var/lib/apt -o -path /var/lib/dpkg -o -name __pycache__ \) -prune \
        -o -print | sort
}
installed_packages() { dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" { print $2 }' | sort; }
# Purges every package installed since the list in file $1, but those apt
# must keep: an essential package (sid's systemd-sysv) and what it needs; the
# same ones in both cycles, so they are in both lists of files.
purge_since() {
    local new kept log=$work/purge-since.log
    new=$(installed_packages | comm -13 "$1" -)
    if [ -n "$new" ]; then
        apt-mark auto $new > /dev/null
        apt-get autoremove --purge -y -q > "$log" 2>&1 || { tail -n 20 "$log"; fail "apt-get autoremove --purge failed"; }
    fi
    kept=$(installed_packages | comm -13 "$1" -)
    echo "$(echo $new | wc -w) packages installed since, $(echo $kept | wc -w) kept${kept:+ (essential, or needed by one):} $(echo $kept)"
}

tools="python3-gi python3-gi-cairo gir1.2-gnomedesktop-3.0 gir1.2-evince-3.0 dbus libglib2.0-bin perl bubblewrap locales"
names=$(for p in $packages; do dpkg-deb -f "$p" Package; done)
if echo "$names" | grep -qx larder-kde; then tools="$tools baloo6 libkf6filemetadata-bin"; fi
# Papers' introspection, where larder-preview carries the Papers backend (sid).
papers=
# (The listing is read whole: grep -q ending a pipe early fails the pipe under pipefail.)
preview_files=$(dpkg-deb -c "$debs"/larder-preview_*.deb)
if grep -q '/papers/.*/backends/liblarder-papers-document.so$' <<< "$preview_files"; then papers=yes; tools="$tools gir1.2-papers-4.0"; fi
# What the packages depend on, but one another.
depends=$(for p in $packages; do dpkg-deb -f "$p" Depends; done | tr ',' '\n' | sed 's/^ *//' | grep -v '^larder' | paste -sd, -)

say "control cycle: Larder's dependencies and the demo's tools installed, then purged"
apt-get update -q > /dev/null
installed_packages > "$work/packages-fresh.txt"
apt-get satisfy -y -q "$depends, $(echo $tools | sed 's/ /, /g')" > "$work/control.log" 2>&1 \
    || { tail -n 20 "$work/control.log"; fail "apt-get satisfy failed"; }
purge_since "$work/packages-fresh.txt"
list_files > "$work/before.txt"
echo "the system's files: $(wc -l < "$work/before.txt") files and folders"

say "apt-get install $(echo $packages)"
apt-get install -y -q $(for p in $packages; do echo "./$p"; done) > "$work/install.log" 2>&1 \
    || { tail -n 20 "$work/install.log"; fail "apt-get install failed"; }
for name in $names; do
    dpkg-query -W -f='${Status}' "$name" | grep -q 'install ok installed' || fail "$name is not installed (see $work/install.log)"
done
echo "installed: $(for name in $names; do dpkg-query -W -f='${Package} ${Version}  ' "$name"; done)"
grep -E '^[0-9]+ upgraded, [0-9]+ newly installed' "$work/install.log"
for name in $names; do dpkg -L "$name"; done | sort -u > "$work/package-files.txt"
! grep -q '^/usr/local' "$work/package-files.txt" || fail "a package installs under /usr/local"

say "the demo's tools (not Larder's dependencies): $tools"
apt-get install -y -q --no-install-recommends $tools > "$work/tools.log" 2>&1 || { tail -n 20 "$work/tools.log"; fail "the demo's tools did not install"; }

say "the demo's journey against the installed packages"
if LARDER_DEMO_PACKAGE=1 LARDER_DEMO_PAPERS=$papers PREFIX=/usr DEMO_DIR=out/package-demo scripts/demo/demo.sh > "$work/demo.log" 2>&1; then demo=ok; else demo=failed; fi
tail -n 16 "$work/demo.log"
[ "$demo" = ok ] || fail "the demo failed against the installed packages (the whole log: $work/demo.log)"

say "apt-get purge $(echo $names); then what came with them and with the tools"
apt-get purge -y -q $names > "$work/purge.log" 2>&1 || { tail -n 20 "$work/purge.log"; fail "apt-get purge failed"; }
grep -E '^(Purging|Removing) ' "$work/purge.log" || true
if [ -f /usr/share/mime/mime.cache ] && grep -q 'x-larder-recipe' /usr/share/mime/mime.cache; then fail "the MIME cache still knows the card type after the purge"; fi
purge_since "$work/packages-fresh.txt"

say "the system's files after"
list_files > "$work/after.txt"
left=$(comm -13 "$work/before.txt" "$work/after.txt")
missing=$(comm -23 "$work/before.txt" "$work/after.txt")
left_of_larder=$(while read -r file; do if [ -e "$file" ] && [ ! -d "$file" ]; then echo "$file"; fi; done < "$work/package-files.txt")
if [ -n "$left$missing$left_of_larder" ]; then
    [ -z "$left" ] || { echo "left behind:"; echo "$left" | head -n 40; }
    [ -z "$missing" ] || { echo "missing since before:"; echo "$missing" | head -n 40; }
    [ -z "$left_of_larder" ] || { echo "files of Larder's packages still there:"; echo "$left_of_larder"; }
    fail "the purge did not leave the system as it was"
fi
echo "package journey: $(echo $names | wc -w) packages installed with apt on a system without Swift, the demo's journey passed against them, and the purge left the system's $(wc -l < "$work/before.txt") files and folders as they were"
