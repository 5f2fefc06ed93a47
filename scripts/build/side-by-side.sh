#!/bin/bash
# Runs two commands at once, each line of the second's output prefixed with
# LABEL; fails when either fails, and stops the second when the first fails.
# Usage: scripts/build/side-by-side.sh LABEL FIRST-COMMAND SECOND-COMMAND
#
# make check's two builds: the debug build (the tests) keeps both cores busy,
# the static one (release, whole-module: one compiler per module, waiting on
# the modules it imports) uses 1.3 of 2 on average (measured: 160 s wall for
# 215 s of processor time). Side by side, the second fills the first's gaps.
set -u
label=$1 first=$2 second=$3

# The second in a process group of its own, so that all of it (make, SwiftPM,
# the compilers) can be stopped at once.
setsid bash -c "$second" > >(sed -u "s/^/$label: /") 2>&1 &
other=$!
stop_other() { kill -TERM -- -"$other" 2>/dev/null; }
trap 'stop_other; exit 130' INT TERM HUP

bash -c "$first"
mine=$?
if [ $mine -ne 0 ]; then
    stop_other
    wait "$other" 2>/dev/null
    exit $mine
fi
wait "$other"
theirs=$?
[ $theirs -eq 0 ] || echo "$label: failed (exit $theirs)" >&2
exit $theirs
