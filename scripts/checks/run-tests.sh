#!/bin/bash
# make check's tests, in test processes side by side, their folders on a RAM
# file system. Usage: scripts/checks/run-tests.sh SWIFT OUT [PLATFORM_SUITE...]
#
# The platform suites run only when named (make names those this platform
# has the components for): the indexers' (LarderTrackerTests, LarderKDETests)
# and Papers' (LarderPapersTests, with the programs' suites).
#
# The live sync's suite (SyncWatchTests) is serialized, and Swift Testing runs
# a process's tests on as many threads as there are cores. In one process each
# of its seven tests waited behind all the others: on two cores it began in
# earnest when they were done, and the run ended 80 s after them. In a process
# of its own it runs beside them (measured: 291-294 s for the one process,
# 262-275 s for the two). The thumbnailers', previewers' and providers' suites
# (mostly waiting on the programs they drive) run in a third: 84 s for the two
# processes, 77-78 s for the three (measured on two cores).
#
# The indexers' suites (INDEXER_SUITE: LarderTrackerTests, LarderKDETests)
# drive LocalSearch/Tracker and Baloo, whose miners and extractors put
# themselves at idle priority (SCHED_IDLE): beside tests at normal priority
# they got no processor time and timed out, so they ran after the others. Now
# the others run at idle priority too (chrt --idle), where the scheduler
# shares the processors between them and the indexers' daemons fairly, and
# the indexers' suites run beside them, one after the other.
#
# The suites write some 30,000 card, store and cache files; on ext4 that is
# most of the live sync's processor time (sys 17 s of its 30). On tmpfs
# (TEST_TMPDIR, default /dev/shm when it is one) the unit suites took 84 s
# instead of 105. What the disk itself costs is make bench's to measure.
#
# Each process is the test bundle run as `swift test` runs it: `swift test`
# itself runs one at a time (SwiftPM locks .build).
set -u
swift=$1 out=$2
shift 2
platform_suites="LarderTrackerTests LarderKDETests LarderPapersTests"
watch=LarderCLITests.SyncWatchTests
programs="LarderThumbnailerTests LarderSearchProviderTests"
indexers=()
for suite in "$@"; do
    case $suite in
    LarderPapersTests) programs="$programs $suite" ;;
    LarderTrackerTests|LarderKDETests) indexers+=("$suite") ;;
    *) echo "run-tests: unknown platform suite $suite (known: $platform_suites)" >&2; exit 64 ;;
    esac
done
mkdir -p "$out"
bundle=$("$swift" build --show-bin-path)/LarderPackageTests.xctest
[ -x "$bundle" ] || { echo "run-tests: $bundle is missing: make debug builds it" >&2; exit 1; }

ram=${TEST_TMPDIR:-/dev/shm}
folders=
if [ "$(stat -f -c %T "$ram" 2>/dev/null)" = tmpfs ] && folders=$(mktemp -d "$ram/larder-tests-XXXXXX"); then
    export TMPDIR=$folders
    echo "run-tests: test folders in $folders (tmpfs)"
else
    echo "run-tests: $ram is not a tmpfs: test folders in ${TMPDIR:-/tmp}"
fi

idle=(chrt --idle 0)
[ -t 1 ] || export NO_COLOR=1  # colours on a terminal only, as `swift test` does
# No `larder` a test starts reaches beyond this machine: the samples name
# their photos on the web. The web import's tests serve on loopback and say so.
export LARDER_OFFLINE=1
# In the background: NAME LOG COMMAND...
pids=() names=() logs=()
beside() {
    local name=$1 log=$2; shift 2
    "$@" > "$log" 2>&1 &
    pids+=($!) names+=("$name") logs+=("$log")
    echo "run-tests: $name beside the others, output in $log"
}
# Each indexer's suite alone in its process, one after the other: their
# daemons would share the processors' idle time between them otherwise.
# (A subshell: its test process is stopped with it.)
indexerSuites() {
    local status=0 child=
    trap '[ -z "$child" ] || kill $child 2>/dev/null; exit 143' TERM
    for suite in "${indexers[@]}"; do
        echo "== $suite"
        "$bundle" --testing-library swift-testing --filter "$suite" &
        child=$!
        wait $child || status=1
    done
    return $status
}
# Also on a signal: bash runs it when one ends the script.
trap 'kill "${pids[@]}" 2>/dev/null; [ -z "$folders" ] || rm -rf "$folders"' EXIT
[ ${#indexers[@]} -eq 0 ] || beside "${indexers[*]}" "$out/test-indexers.log" indexerSuites
beside $watch "$out/test-watch.log" "${idle[@]}" "$bundle" --testing-library swift-testing --filter $watch
beside "$programs" "$out/test-programs.log" "${idle[@]}" "$bundle" --testing-library swift-testing $(printf -- '--filter %s ' $programs)

# The rest, its output shown as it comes (and kept), waited for with `wait`:
# bash runs a trap at once there, but only after a foreground command ends.
skips=()
for suite in $platform_suites $watch $programs; do skips+=(--skip "$suite"); done
"${idle[@]}" "$bundle" --testing-library swift-testing "${skips[@]}" > >(tee "$out/test.log") 2>&1 &
pids+=($!) names+=(rest) logs+=("$out/test.log")
wait $!
status=$?
unset 'pids[-1]' 'names[-1]' 'logs[-1]'
for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
        grep -E '^(== |. Test run with)' "${logs[$i]}" | sed "s/^/run-tests: ${names[$i]}: /"
    else
        echo "run-tests: ${names[$i]} failed (exit $?); its output:" >&2
        cat "${logs[$i]}" >&2
        status=1
    fi
done
exit $status
