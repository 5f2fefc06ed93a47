#!/bin/bash
# Writes linker/larder.order and linker/larder-search-provider.order: the
# functions the two long-lived programs run (the search provider; `larder
# sync --watch`, the card folder's watcher) and `larder list`, `search` and
# `show`, as valgrind's callgrind meets them on the bundled samples. The static
# build (make static) gives each file to lld (--symbol-ordering-file), which
# places those functions together at the start of the program's code: the
# kernel maps a program's code 64 KB around each page it touches, so the few
# hundred KB of functions run, spread over 18 MB of code (the provider) and
# 20 MB (larder), kept 12.7 and 14 MB of it resident.
#
# A function renamed or added since is only placed among the others: run this
# again (make link-order) when `make bench` shows the memory of the provider or
# the watcher grown, and commit the files.
#
# usage: scripts/build/link-order.sh   (after make static; needs valgrind and gdbus)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=.build-static/release
for tool in valgrind gdbus dbus-daemon; do
    command -v "$tool" >/dev/null || { echo "link-order: $tool is needed (apt-get install valgrind libglib2.0-bin dbus)" >&2; exit 1; }
done
for program in larder larder-search-provider larder-thumbnailer; do
    [ -x "$build/$program" ] || { echo "link-order: $build/$program is missing: run make static first" >&2; exit 1; }
done

work=$(mktemp -d)
bus_pid=
cleanup() {
    [ -n "$bus_pid" ] && kill "$bus_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
[ -n "${LINK_ORDER_KEEP:-}" ] && trap - EXIT && echo "link-order: keeping $work" >&2
export XDG_CACHE_HOME=$work/cache XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config HOME=$work/home
export LARDER_STORE=$work/store.sqlite
mkdir -p "$HOME"

# Valgrind cannot read the DWARF 5 of Swift's compiler: each program is
# profiled as a copy without debug information (the symbols stay).
profiled() {
    strip --strip-debug -o "$work/$1" "$build/$1"
    echo "$work/$1"
}
# Valgrind's callgrind, each run's function list in the file given (--callgrind-out-file).
callgrind=(valgrind --tool=callgrind --demangle=no --dump-instr=no)

larder=$(profiled larder)
provider=$(profiled larder-search-provider)
"$build/larder" import --quiet data/recipes >"$work/import.log" 2>&1
cards=$work/cards
"$build/larder" export --cards "$cards" >/dev/null

# The commands a user types most, each under callgrind.
"${callgrind[@]}" --callgrind-out-file="$work/list.cg" "$larder" list >/dev/null 2>&1
"${callgrind[@]}" --callgrind-out-file="$work/search.cg" "$larder" search tomato >/dev/null 2>&1
"${callgrind[@]}" --callgrind-out-file="$work/show.cg" "$larder" show Carbonara >/dev/null 2>&1

# The watcher: started, a card edited in the folder, a recipe added by another
# process (the watcher writes its card), twenty new cards written by hand, then
# stopped as systemd stops it.
"${callgrind[@]}" --callgrind-out-file="$work/watch.cg" "$larder" sync --watch --json >"$work/watch.json" 2>"$work/watch.err" &
watcher=$!
synced() { grep -c '"synced"' "$work/watch.json" 2>/dev/null || true; }
wait_synced() {  # wait_synced N: until the watcher has reported more than N passes (valgrind is slow), at most 60 s
    for _ in $(seq 600); do [ "$(synced)" -gt "$1" ] && return 0; sleep 0.1; done
    echo "link-order: the watcher did not sync: $(cat "$work/watch.err")" >&2
    return 1
}
wait_synced 0
passes=$(synced)
card=$(ls "$cards" | grep -m1 'Carbonara')
sed -i 's/^title: \(.*\)$/title: \1 (edited)/' "$cards/$card"
wait_synced "$passes"
passes=$(synced)
"$build/larder" add --name "Boiled egg" --ingredient "1 egg" --step "Boil it for 7 minutes." >/dev/null
wait_synced "$passes"
# Cards written by hand arriving together (as when a synced folder delivers a
# batch): each taken in as a new recipe, its card given the recipe's identity.
passes=$(synced)
for number in $(seq 20); do
    printf -- '---\nlarder-card: 1\ntitle: Porridge %s\n---\n\n# Porridge %s\n\n## Ingredients\n\n- %s g oats\n\n## Method\n\n1. Simmer.\n' \
        "$number" "$number" "$number" >"$cards/.incoming-$number"
    mv "$cards/.incoming-$number" "$cards/Porridge $number.recipe.md"
done
wait_synced "$passes"
kill -TERM "$watcher"
wait "$watcher" || true

# The search provider on a private bus: GNOME Shell's calls (results, metas
# with their icons, drawn by larder-thumbnailer), then KRunner's Match.
bus_address=$(dbus-daemon --session --fork --print-address=1 --print-pid=1 --nosyslog | {
    read -r address
    read -r pid
    echo "$address $pid"
})
bus_pid=${bus_address#* }
export DBUS_SESSION_BUS_ADDRESS=${bus_address% *}
LARDER_THUMBNAILER=$root/$build/larder-thumbnailer LARDER_SEARCH_PROVIDER_IDLE=600 \
    "${callgrind[@]}" --callgrind-out-file="$work/provider.cg" "$provider" >/dev/null 2>"$work/provider.err" &
provider_pid=$!
app_id=io.github.larder.Larder
call() {  # call OBJECT METHOD ARGUMENTS...: retried while the provider starts under valgrind
    for _ in $(seq 300); do
        if gdbus call --session --dest "$app_id.SearchProvider" --object-path "/io/github/larder/Larder/$1" --method "$2" "${@:3}" \
            >"$work/reply" 2>/dev/null; then return 0; fi
        sleep 0.2
    done
    echo "link-order: the provider did not answer $2" >&2
    return 1
}
# Half the icons drawn from the exported cards, half (the card folder gone)
# from cards the provider writes for the occasion, as for a store never exported.
for terms in "['tomato']" "['creme', 'brulee']" "['борщ']" "['罗宋']" "['carbo']" "['soup']"; do
    [ "$terms" = "['罗宋']" ] && rm -rf "$cards"
    call SearchProvider org.gnome.Shell.SearchProvider2.GetInitialResultSet "$terms"
    ids=$(grep -o "'[0-9a-f-]\{36\}'" "$work/reply" | head -5 | paste -sd, -)
    call SearchProvider org.gnome.Shell.SearchProvider2.GetResultMetas "[$ids]"
done
for query in tomato 'creme brulee' борщ carbo; do
    call KRunner org.kde.krunner1.Match "$query"
done
kill -TERM "$provider_pid"
wait "$provider_pid" || true

# Each program's functions, first met first, kept when the program defines them.
functions() {  # functions PROGRAM CALLGRIND-FILES...
    local program=$1
    shift
    nm --defined-only "$program" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort -u >"$work/defined"
    cat "$@" | sed -n 's/^c\?fn=([0-9]*) //p' | awk '!seen[$0]++' | grep -Fxf "$work/defined"
}
mkdir -p linker
functions "$larder" "$work/watch.cg" "$work/list.cg" "$work/search.cg" "$work/show.cg" >linker/larder.order
functions "$provider" "$work/provider.cg" >linker/larder-search-provider.order
wc -l linker/*.order
