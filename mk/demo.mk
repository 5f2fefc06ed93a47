# The demo: the whole journey on the bundled sample recipes (scripts/demo/demo.sh).

.PHONY: demo

demo: deps static docs ## the whole journey: installs Larder, then in a private session imports, searches, writes cards, indexes, thumbnails
	APP_ID=$(APP_ID) LARDER_DEMO_PAPERS=$(PAPERS) PREFIX=$(PREFIX) BINDIR=$(BINDIR) LIBEXECDIR=$(LIBEXECDIR) DATADIR=$(DATADIR) MAKE=$(MAKE) scripts/demo/demo.sh
