#!/bin/bash
# make check's unit suites: every test but the indexers' (Tracker, KDE), in two
# test processes side by side. Usage: scripts/unit-tests.sh SWIFT OUT
#
# The live sync's suite (SyncWatchTests) is serialized, and Swift Testing runs
# a process's tests on as many threads as there are cores. In one process each
# of its seven tests waited behind all the others: on two cores it began in
# earnest when they were done, and the run ended 80 s after them. In a process
# of its own it runs beside them (measured: 291-294 s for the one process,
# 262-275 s for the two).
#
# `swift test` runs one at a time (SwiftPM locks .build), so the suite's process
# is the test bundle run as `swift test` runs it.
set -u
swift=$1 out=$2
beside=LarderCLITests.SyncWatchTests
mkdir -p "$out"
bundle=$("$swift" build --show-bin-path)/LarderPackageTests.xctest
[ -x "$bundle" ] || { echo "unit-tests: $bundle is missing: make debug builds it" >&2; exit 1; }

"$bundle" --testing-library swift-testing --filter "$beside" > "$out/test-watch.log" 2>&1 &
watch=$!
trap 'kill $watch 2>/dev/null' EXIT
echo "unit-tests: $beside runs beside the others, its output in $out/test-watch.log"

set -o pipefail
"$swift" test --skip-build --skip LarderTrackerTests --skip LarderKDETests --skip "$beside" 2>&1 | tee "$out/test.log"
others=$?
wait $watch
watched=$?
trap - EXIT

if [ $watched -ne 0 ]; then
    echo "unit-tests: $beside failed (exit $watched); its output:" >&2
    cat "$out/test-watch.log" >&2
else
    echo "unit-tests: $beside: $(grep -E '^. Test run with' "$out/test-watch.log" | tail -1)"
fi
[ $others -eq 0 ] && [ $watched -eq 0 ]
