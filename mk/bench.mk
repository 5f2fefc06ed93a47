# The benchmarks (Tools/larder-bench), each against its baseline run side by side.

.PHONY: bench bench-quick

bench: deps tracker-module thumbnailer search-provider $(STAMPS)/larder $(if $(KDE6),install-baloo-extractor) ## benchmarks, each against a baseline run side by side (PAGES=DIR: only the saved-pages benchmark)
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product larder
	$(SWIFT) build -c release --product larder-bench
	LARDER_OFFLINE=1 PEER_VENV=$(OUT)/peer-venv .build/release/larder-bench .build/release/larder $(if $(PAGES),pages $(PAGES)) \
		--pages-json $(OUT)/bench-pages.json 2>&1 | tee $(OUT)/bench.log

bench-quick: deps ## import, search and export on small collections, in a few minutes, while developing
	@mkdir -p $(OUT)
	$(SWIFT) build -c release --product larder-bench
	LARDER_OFFLINE=1 .build/release/larder-bench --quick 2>&1 | tee $(OUT)/bench-quick.log
