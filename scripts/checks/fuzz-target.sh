#!/bin/bash
# Fuzzes one target of larder-fuzz (the .build-fuzz build) for SECONDS, from its committed corpus and
# what earlier runs kept (OUT/fuzz-corpus/TARGET). The whole log goes to OUT/fuzz-TARGET.log; its last
# lines are printed in one write when the run ends, so that targets fuzzed side by side do not mix.
#   scripts/checks/fuzz-target.sh OUT TARGET SECONDS
set -u
[ $# = 3 ] || { echo "usage: $0 OUT TARGET SECONDS" >&2; exit 64; }
out=$1 target=$2 seconds=$3
mkdir -p "$out/fuzz-corpus/$target"
# Pages (single files or not) and the card as pages are fuzzed up to 1 MB, as the standards ask.
case $target in
  page|mhtml|quantity) lengths=(-max_len=1048576) ;;
  card-pages) lengths=(-max_len=1048576 -len_control=0) ;;
  *) lengths=(-max_len=16384) ;;
esac
log=$out/fuzz-$target.log
LSAN_OPTIONS=suppressions=Tests/FuzzCorpus/leak-suppressions.txt \
  .build-fuzz/debug/larder-fuzz "$target" "$out/fuzz-corpus/$target" "Tests/FuzzCorpus/$target" \
  -max_total_time="$seconds" "${lengths[@]}" -timeout=5 -rss_limit_mb=2048 \
  -artifact_prefix="$out/fuzz-$target-" -print_final_stats=1 >"$log" 2>&1
status=$?
report=$(echo "fuzzed $target for $seconds s: $([ $status = 0 ] && echo ok || echo "FAILED (exit $status), whole log in $log")"; tail -n 8 "$log")
printf '%s\n' "$report"
exit $status
