# Fuzzing with libFuzzer (Tools/larder-fuzz): the kept corpora replayed by make
# check, and make fuzz, its own AddressSanitizer build, in CI.

.PHONY: fuzz-corpus fuzz

FUZZ_SECONDS ?= 300
FUZZ_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
FUZZ_TARGETS = card card-pages quantity import page web-page mhtml cooklang mealmaster mastercook mastercook-xml app-export baloo-request
FUZZ_BUILD = $(SWIFT) build --scratch-path .build-fuzz --product larder-fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library \
	-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

# Every input the fuzzers kept, replayed by the normal build: make check's part. Fuzzing
# itself (make fuzz: its own AddressSanitizer build, then a minute per target) runs in CI
# after make check (.ci/run), not in the developer's loop.
fuzz-corpus: debug ## replays every input the fuzzers kept (make check's part)
	for target in $(FUZZ_TARGETS); do .build/debug/larder-fuzz $$target Tests/FuzzCorpus/$$target || exit 1; done

fuzz: deps ## fuzzes the parsers and readers with libFuzzer, FUZZ_SECONDS each (default 300)
	$(FUZZ_BUILD)
	@# The targets side by side, one per core (FUZZ_JOBS): each still gets FUZZ_SECONDS of a whole
	@# core, and make check's fuzzing takes half the time on two cores. Any failure fails the run.
	printf '%s\n' $(FUZZ_TARGETS) | xargs -P $(FUZZ_JOBS) -I TARGET scripts/checks/fuzz-target.sh $(OUT) TARGET $(FUZZ_SECONDS)
