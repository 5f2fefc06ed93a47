// swift-tools-version:6.1
import PackageDescription

// Larder: a recipe store whose recipes are first-class citizens of the
// Linux desktop. See README.md for the architecture.
let package = Package(
    name: "Larder",
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .library(name: "LarderCore", targets: ["LarderCore"]),
        .library(name: "LarderCard", targets: ["LarderCard"]),
        // The Tracker extractor module, loaded by tracker-extract-3.
        // Build with -Xswiftc -static-stdlib (make tracker-module).
        .library(name: "larder-tracker-extract", type: .dynamic, targets: ["LarderTrackerExtract"]),
        // The freedesktop thumbnailer, run by the file manager in its sandbox.
        // Build with -Xswiftc -static-stdlib (make sandboxed).
        .executable(name: "larder-thumbnailer", targets: ["larder-thumbnailer"]),
        // GNOME Shell's search provider and KRunner's runner, started by D-Bus activation.
        .executable(name: "larder-search-provider", targets: ["larder-search-provider"]),
        // KDE's file indexer's extractor for cards, run by Baloo once per card.
        // Build with -Xswiftc -static-stdlib (make baloo-extractor).
        .executable(name: "larder-baloo-extractor", targets: ["larder-baloo-extractor"]),
        // Evince's backend for cards, loaded by Evince and by Sushi (the space
        // bar in GNOME Files, up to GNOME 50). Build with -Xswiftc -static-stdlib
        // (make evince-backend).
        .library(name: "larder-evince-document", type: .dynamic, targets: ["LarderEvinceBackend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // Model, SQLite store (GRDB), change journal, full-text search.
        .target(
            name: "LarderCore",
            dependencies: [
                "LarderCard", .product(name: "GRDB", package: "GRDB.swift"),
                // The sqlite3 C API, for the FTS5 ranking function (GRDB has no FTS5 API with the system
                // SQLite) and for binding a written row's values (RowWrite).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Whole files read and written with POSIX calls through swift-system
        // (interrupted calls retried, sizes bounded, atomic replacement),
        // without Foundation, for the sandboxed thumbnailer and extractor too.
        .target(
            name: "LarderFiles",
            dependencies: ["CLinuxRename", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // renameat2(2), which Swift's Glibc lacks: a card replaced only if no
        // one changed it meanwhile (RENAME_EXCHANGE), never over a newcomer.
        .systemLibrary(name: "CLinuxRename"),
        // The recipe card format: parser and writer, without Foundation, for
        // tracker-extract and the thumbnailer's sandbox.
        .target(name: "LarderCard"),
        // schema.org JSON-LD import and export, cards to and from recipes,
        // the editable text form, and the readers of what users bring: saved
        // web pages and other apps' exports (zip archives through ZIPFoundation).
        .target(
            name: "LarderInterchange",
            dependencies: [
                "LarderCore", "LarderCard", "LarderHTML", "LarderGLib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // GLib, GObject and GIO, as Debian ships them: the C module under every
        // other GLib-based one.
        .systemLibrary(
            name: "CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // The one Swift layer over GLib (no Foundation): GError as a thrown
        // error, owning references to GObjects and GVariants, D-Bus calls, and
        // the table of the desktop indexers Larder supports (IndexerPlatform).
        .target(
            name: "LarderGLib",
            dependencies: ["CGLib"]
        ),
        // libxml2, as Debian ships it: its forgiving HTML parser.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // The one Swift layer over libxml2: a web page (UTF-8) parsed into a
        // tree of elements and text that Swift owns, comments dropped; and XML
        // read as events (MasterCook's), nothing fetched or expanded.
        .target(
            name: "LarderHTML",
            dependencies: ["CLibXML2"]
        ),
        // gdk-pixbuf, as Debian ships it.
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        // cairo, Pango and fontconfig, as Debian ships them.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // For `larder` alone: cairo, Pango, GLib, gdk-pixbuf, TurboJPEG and libxml2,
        // each loaded when `larder` first calls into it, through forwarders
        // with the headers' signatures (generated by scripts/generate-forwarders.py).
        // Linked, they and the thirty libraries they bring were loaded at
        // every start, for list and search too.
        .target(
            name: "CLibrariesOnDemand",
            dependencies: ["CPangoCairo", "CGLib", "CGdkPixbuf", "CTurboJPEG", "CLibXML2"]
        ),
        // TurboJPEG, as Debian ships it.
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        // zlib, as Debian ships it: deflate and crc32 for PNG files (ZIPFoundation's module is CZlib).
        .systemLibrary(
            name: "CLibZ",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The card's photo, downscaled with gdk-pixbuf (any image type, EXIF).
        .target(
            name: "LarderPhoto",
            dependencies: ["CGdkPixbuf", "CGLib", "LarderGLib"]
        ),
        // Drawing: thumbnails and preview sheets (cairo + Pango, TurboJPEG).
        // No Foundation and no gdk-pixbuf: it runs in the thumbnailer's sandbox,
        // where every library loaded is start-up time.
        .target(
            name: "LarderRender",
            dependencies: ["CPangoCairo", "CTurboJPEG", "CLibZ", "LarderCard", "LarderFiles"]
        ),
        // libtracker-sparql (Debian 12) or TinySPARQL (Debian 13), both under
        // the pkg-config name tracker-sparql-3.0, and the extractor's own
        // declarations of the libtracker-extract calls it uses.
        .systemLibrary(
            name: "CTracker",
            pkgConfig: "tracker-sparql-3.0",
            providers: [.apt(["libtracker-sparql-3.0-dev"])]
        ),
        // tracker_extract_get_metadata for recipe cards (no Foundation).
        .target(
            name: "LarderTrackerExtract",
            dependencies: ["CGLib", "CTracker", "LarderGLib", "LarderCard", "LarderFiles"]
        ),
        // KFileMetaData's external extractor protocol (JSON in, JSON out) for
        // cards, without Foundation: Baloo starts it once per card.
        .target(
            name: "LarderBaloo",
            dependencies: ["LarderCard", "LarderFiles"]
        ),
        // The desktop session from Swift: the application ID, the search
        // provider service on GDBus, child processes, recently used files.
        .target(
            name: "LarderDesktop",
            dependencies: ["CGLib", "LarderGLib"]
        ),
        // The file indexer (Tracker or LocalSearch) from Swift: its settings,
        // its D-Bus control interface, its SPARQL endpoint, its failures.
        // libtracker-sparql/TinySPARQL is loaded when first used, not linked:
        // commands that never ask the indexer start without it.
        .target(
            name: "LarderIndexer",
            dependencies: ["CGLib", "LarderGLib", "LarderDesktop"]
        ),
        // The card exporter: keeps the card folder in step with the store,
        // and the cards' thumbnails in the freedesktop thumbnail cache.
        .target(
            name: "LarderExport",
            dependencies: ["LarderCore", "LarderCard", "LarderFiles", "LarderInterchange", "LarderPhoto", "LarderRender", "LarderGLib"]
        ),
        // What every front end does with the store, apart from how it shows
        // it: find the recipe a user means, import files in batches with a
        // report per file, write and open recipe pages. No indexer: the
        // search provider uses it without linking libtracker-sparql.
        .target(
            name: "LarderActions",
            dependencies: ["LarderCore", "LarderCard", "LarderFiles", "LarderInterchange", "LarderDesktop", "LarderGLib"]
        ),
        // The store's cards beyond the store: the card folder brought up to
        // date after a change, then the indexer asked to look; the default
        // card folder; the indexer's view of the cards (index status).
        .target(
            name: "LarderSync",
            dependencies: ["LarderCore", "LarderCard", "LarderFiles", "LarderExport", "LarderIndexer", "LarderDesktop", "LarderGLib"]
        ),
        // EvinceDocument 3.0, as Debian ships it (libevince-dev; libevince-gtk3-dev in sid).
        .systemLibrary(
            name: "CEvinceDocument",
            pkgConfig: "evince-document-3.0",
            providers: [.apt(["libevince-dev"])]
        ),
        // A card as pages behind C functions, for the Evince backend: laid out
        // by LarderRender, text positions included (no Foundation).
        .target(
            name: "LarderCardDocument",
            dependencies: ["CGLib", "CPangoCairo", "LarderCard", "LarderFiles", "LarderRender"]
        ),
        // The Evince backend's GObject side, in C: the EvDocument subclass
        // that forwards to LarderCardDocument.
        .target(
            name: "LarderEvinceBackend",
            dependencies: ["CEvinceDocument", "LarderCardDocument"]
        ),
        // `larder-thumbnailer -s SIZE INPUT OUTPUT` (no Foundation).
        .executableTarget(
            name: "larder-thumbnailer",
            dependencies: ["LarderCard", "LarderFiles", "LarderRender", "LarderGLib"]
        ),
        // `larder-baloo-extractor < REQUEST` (no Foundation).
        .executableTarget(
            name: "larder-baloo-extractor",
            dependencies: ["LarderBaloo", .product(name: "SystemPackage", package: "swift-system")]
        ),
        // `larder-search-provider`: org.gnome.Shell.SearchProvider2 and KRunner's
        // org.kde.krunner1 over the store. LarderPhoto (gdk-pixbuf) decodes the
        // cards KRunner gets as pixels; no cairo or Pango. GLib and gdk-pixbuf
        // through CLibrariesOnDemand, loaded when first called, as in `larder`.
        .executableTarget(
            name: "larder-search-provider",
            dependencies: ["LarderActions", "LarderCard", "LarderCore", "LarderDesktop", "LarderPhoto", "CLibrariesOnDemand"]
        ),
        // The `larder` command-line tool.
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderActions",
                "LarderSync",
                "LarderCore",
                "LarderInterchange",
                "LarderExport",
                "LarderDesktop",
                "LarderIndexer",
                "LarderGLib",
                "LarderRender",
                "CLibrariesOnDemand",
                "LarderCard",
                "LarderFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: the benchmarks, each against a baseline run side by side.
        .executableTarget(
            name: "larder-bench",
            dependencies: [
                "LarderCore",
                "LarderActions",
                "LarderCard",
                "LarderInterchange",
                "LarderHTML",
                "LarderExport",
                "LarderDesktop",
                "LarderIndexer",
                "LarderTestSupport",
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Helpers shared by the tests and the benchmarks (private buses, a Tracker sandbox).
        .target(name: "LarderTestSupport", dependencies: ["LarderCore", "LarderGLib", "LarderDesktop", "LarderIndexer",
                                                  .product(name: "ZIPFoundation", package: "ZIPFoundation")], path: "Tests/LarderTestSupport"),
        // Fuzz targets for the parsers of outside files: libFuzzer with
        // `make fuzz`, corpus replay otherwise.
        .executableTarget(
            name: "larder-fuzz",
            dependencies: ["LarderInterchange", "LarderCard", "LarderBaloo", "LarderRender", "CPangoCairo"]
        ),
        .testTarget(
            name: "LarderCoreTests",
            dependencies: ["LarderCore", "LarderTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LarderCardTests",
            dependencies: ["LarderCard", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderInterchangeTests",
            dependencies: ["LarderInterchange", "LarderHTML", "LarderCore", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderExportTests",
            dependencies: ["LarderExport", "LarderCore", "LarderCard", "LarderFiles", "LarderInterchange", "LarderPhoto", "LarderGLib", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderTrackerTests",
            dependencies: ["LarderCard", "LarderGLib", "LarderTestSupport"],
            exclude: ["Expected"]
        ),
        .testTarget(
            name: "LarderBalooTests",
            dependencies: ["LarderBaloo", "LarderCard", "LarderTestSupport"]
        ),
        // Real KDE Plasma 6 components (Baloo, KRunner, KIO): Debian 13 and later.
        .testTarget(
            name: "LarderKDETests",
            dependencies: ["LarderCard", "LarderDesktop", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderThumbnailerTests",
            dependencies: ["CPangoCairo", "LarderCard", "LarderRender", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderSearchProviderTests",
            dependencies: ["CGLib", "LarderDesktop", "LarderGLib", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderCLITests",
            dependencies: ["LarderCore", "LarderGLib", "LarderIndexer", "LarderTestSupport"]
        ),
    ]
)
