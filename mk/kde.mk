# KDE Plasma 6: the programs the KDE tests drive, and Baloo's extractor where
# KFileMetaData looks for it.

.PHONY: kde-test-programs install-baloo-extractor

# The small KDE programs the KDE tests drive (Tests/KDE), with CMake.
kde-test-programs: deps ## the small KDE programs the KDE tests drive (Tests/KDE, with CMake)
	cmake -S Tests/KDE -B .build-kde -DCMAKE_BUILD_TYPE=Release > /dev/null
	cmake --build .build-kde

# Only Baloo's extractor, into the one folder KFileMetaData reads (the KDE
# tests need it there; make install puts it there with the rest).
# As another user than root it goes through sudo, as deps does.
install-baloo-extractor: baloo-extractor ## only Baloo's extractor, into the one folder KFileMetaData reads
	@if [ "$$(id -u)" = 0 ] || [ -n "$(DESTDIR)" ]; then sudo=; elif command -v sudo >/dev/null; then sudo=sudo; \
	else echo "Run as root: Baloo's extractor goes into $(BALOO_EXTRACTORS_DIR)" >&2; exit 1; fi; \
	set -x; \
	$$sudo install -D -m 755 $(BALOO_EXTRACTOR) $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/larder-baloo-extractor && \
	$$sudo install -D -m 644 extensions/baloo/manifest.json $(DESTDIR)$(BALOO_EXTRACTORS_DIR)/larder/manifest.json
