# make check and the checks around it: the layers, the tests, the documents,
# the installation; the conformance runs against other projects' test data.

.PHONY: check layers floor-plan test check-builds check-install cooklang-canonical mealie-migrations

check: layers floor-plan check-translations check-builds ## installs the Debian packages it needs, builds, runs every test and check
	@mkdir -p $(OUT)
	@[ -n "$(KDE6)" ] || echo "KDE Plasma 6 tests (LarderKDETests) not run: Debian $(DEBIAN_MAJOR) has no KDE Frameworks 6; make check runs them on Debian 13"
	@[ -n "$(PAPERS)" ] || echo "Papers tests (LarderPapersTests) not run: Debian $(DEBIAN_MAJOR) has no Papers (GNOME 49 and later); make check runs them on Debian sid"
	@# Every test, in test processes side by side (the script says how and why);
	@# the indexers' suites, whose daemons run at idle priority, named last.
	scripts/checks/run-tests.sh $(SWIFT) $(OUT) LarderTrackerTests $(if $(KDE6),LarderKDETests) $(if $(PAPERS),LarderPapersTests)
	@scripts/checks/check-docs.sh $(OUT)
	@python3 scripts/checks/check-public-docs.py
	scripts/checks/check-install.sh

test: check ## the same as check

# The layer table of docs/architecture.md against Package.swift's targets (as
# `swift package dump-package` gives them): fails on any import the table does
# not allow. Seconds, with no build; make check runs it first.
layers: deps ## checks the targets of Package.swift against the layer table of docs/architecture.md
	SWIFT=$(SWIFT) python3 scripts/checks/check-layers.py

# The sizes and counts that keep the repository easy to find one's way in (the
# README's first screen, pages, the Makefile, script folders, file lengths),
# and a product that speaks of itself only. Seconds; make check runs it.
floor-plan: deps ## checks the README's first screen, page and file lengths, script folders, and that nothing speaks of development sessions
	@python3 scripts/checks/check-floor-plan.py

# What make check runs, built in two make runs side by side: the debug build and
# what needs it, and the static build (its lines marked "static:"). The packages
# first, so that the two never run apt at once.
check-builds: deps ## make check's builds: the debug and the static build side by side
	@scripts/build/side-by-side.sh static "$(MAKE) --no-print-directory debug docs fuzz-corpus locale metainfo" \
		"$(MAKE) --no-print-directory static $(KDE_TESTS)"

# Installs into a throw-away DESTDIR, compares with data/install-manifest.txt,
# checks the binaries need no Swift library, uninstalls, and checks nothing is left.
check-install: static docs ## installs into a throw-away DESTDIR, compares with data/install-manifest.txt, uninstalls
	scripts/checks/check-install.sh

# The Cooklang specification's canonical parser tests (cooklang/spec, tests/canonical.yaml;
# not kept in this repository), converted to JSON and run against Larder's Cooklang parser.
cooklang-canonical: deps ## COOKLANG_SPEC=.../canonical.yaml: the Cooklang spec's parser tests, pass/fail counts
	@test -n "$(COOKLANG_SPEC)" || { echo "usage: make cooklang-canonical COOKLANG_SPEC=/path/to/canonical.yaml" >&2; exit 64; }
	@mkdir -p $(OUT)
	$(SWIFT) build --product larder-fuzz
	python3 -c 'import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding="utf-8")), sys.stdout)' \
		"$(COOKLANG_SPEC)" > $(OUT)/cooklang-canonical.json
	.build/debug/larder-fuzz cooklang-canonical $(OUT)/cooklang-canonical.json

# Mealie's nine migration test fixtures (mealie's tests/data/migrations/, not kept in this
# repository) imported into a temporary store, and the recipes Mealie's own test looks up checked.
mealie-migrations: debug-cli ## MEALIE=DIR: imports Mealie's nine migration test fixtures, checks the recipes its test looks for
	@test -n "$(MEALIE)" || { echo "usage: make mealie-migrations MEALIE=/path/to/mealie/tests/data/migrations" >&2; exit 64; }
	scripts/checks/check-mealie-migrations.sh "$(MEALIE)"
