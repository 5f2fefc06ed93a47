// swift-tools-version:6.1
import PackageDescription

// Larder: a recipe store whose recipes are first-class citizens of the
// Linux desktop. The targets are grouped by layer, bottom up, and each layer
// has its folder under Sources/: C, Base, Model, Store, Services, UseCases,
// Programs. docs/architecture.md has the table of which layer may import
// which; `make layers` checks this file against it.
let package = Package(
    name: "Larder",
    products: [
        .executable(name: "larder", targets: ["larder"]),
        .library(name: "LarderModel", targets: ["LarderModel"]),
        .library(name: "LarderStore", targets: ["LarderStore"]),
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
        // Papers' backend for cards, loaded by Papers (Document Viewer from
        // GNOME 49). Built where Papers' headers are (make papers-backend);
        // elsewhere the library holds no backend and is not installed.
        .library(name: "larder-papers-document", type: .dynamic, targets: ["LarderPapersBackend"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // MARK: C modules (Sources/C): one per C world, as Debian ships it.

        // GLib, GObject and GIO: the C module under every other GLib-based one.
        .systemLibrary(
            name: "CGLib",
            path: "Sources/C/CGLib",
            pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]
        ),
        // libxml2: its forgiving HTML parser.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/C/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // gdk-pixbuf.
        .systemLibrary(
            name: "CGdkPixbuf",
            path: "Sources/C/CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),
        // cairo, Pango and fontconfig.
        .systemLibrary(
            name: "CPangoCairo",
            path: "Sources/C/CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // TurboJPEG.
        .systemLibrary(
            name: "CTurboJPEG",
            path: "Sources/C/CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        // zlib: deflate and crc32 for PNG files (ZIPFoundation's module is CZlib).
        .systemLibrary(
            name: "CLibZ",
            path: "Sources/C/CLibZ",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // renameat2(2), which Swift's Glibc lacks: a card replaced only if no
        // one changed it meanwhile (RENAME_EXCHANGE), never over a newcomer.
        .systemLibrary(name: "CLinuxRename", path: "Sources/C/CLinuxRename"),
        // gettext's calls, which glibc carries.
        .systemLibrary(name: "CIntl", path: "Sources/C/CIntl"),
        // libtracker-sparql (Debian 12) or TinySPARQL (Debian 13), both under
        // the pkg-config name tracker-sparql-3.0, and the extractor's own
        // declarations of the libtracker-extract calls it uses.
        .systemLibrary(
            name: "CTracker",
            path: "Sources/C/CTracker",
            pkgConfig: "tracker-sparql-3.0",
            providers: [.apt(["libtracker-sparql-3.0-dev"])]
        ),
        // EvinceDocument 3.0 (libevince-dev; libevince-gtk3-dev in sid).
        .systemLibrary(
            name: "CEvinceDocument",
            path: "Sources/C/CEvinceDocument",
            pkgConfig: "evince-document-3.0",
            providers: [.apt(["libevince-dev"])]
        ),
        // PapersDocument 4.0 (libpapers-dev), from GNOME 49; no Debian release
        // before 14 packages it. No `link` in its module map: where the
        // library is missing, the backend that needs it compiles to nothing.
        .systemLibrary(
            name: "CPapersDocument",
            path: "Sources/C/CPapersDocument",
            pkgConfig: "papers-document-4.0",
            providers: [.apt(["libpapers-dev"])]
        ),
        // libsoup 3: HTTP and HTTPS over GIO (TLS and proxies through glib-networking).
        .systemLibrary(
            name: "CSoup",
            path: "Sources/C/CSoup",
            pkgConfig: "libsoup-3.0",
            providers: [.apt(["libsoup-3.0-dev"])]
        ),
        // For `larder` and the search provider: cairo, Pango, GLib, gdk-pixbuf,
        // TurboJPEG, libxml2 and libsoup, each loaded when first called, through
        // forwarders with the headers' signatures (generated by
        // generate-forwarders.py). Linked, they and the thirty libraries they
        // bring were loaded at every start, for list and search too.
        .target(
            name: "CLibrariesOnDemand",
            dependencies: ["CPangoCairo", "CGLib", "CGdkPixbuf", "CTurboJPEG", "CLibXML2", "CSoup"],
            path: "Sources/C/CLibrariesOnDemand"
        ),

        // MARK: Base (Sources/Base): no Foundation, so the sandboxed programs may load it.

        // The recipe card format: parser and writer.
        .target(name: "LarderCard", dependencies: ["LarderLocalization"], path: "Sources/Base/LarderCard"),
        // Whole files read and written with POSIX calls through swift-system
        // (interrupted calls retried, sizes bounded, atomic replacement).
        .target(
            name: "LarderFiles",
            dependencies: ["LarderLocalization", "CLinuxRename", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/Base/LarderFiles"
        ),
        // The one Swift layer over GLib: GError as a thrown error, owning
        // references to GObjects and GVariants, D-Bus calls, child processes,
        // the application ID, and the table of the desktop indexers Larder
        // supports (IndexerPlatform).
        .target(name: "LarderGLib", dependencies: ["CGLib"], path: "Sources/Base/LarderGLib"),
        // The one Swift layer over gettext: `tr`, `trn` and `trc` mark and
        // translate what a person reads; `Localization.setUp()` starts it.
        .target(name: "LarderLocalization", dependencies: ["CIntl"], path: "Sources/Base/LarderLocalization"),
        // The one Swift layer over libxml2: a web page parsed into a tree that
        // Swift owns, and XML read as events, nothing fetched or expanded.
        .target(name: "LarderHTML", dependencies: ["CLibXML2"], path: "Sources/Base/LarderHTML"),

        // MARK: Model (Sources/Model): recipes as values, no database.

        // Recipe and its parts, object URIs, the ingredient parser.
        .target(name: "LarderModel", dependencies: ["LarderLocalization", "LarderCard"], path: "Sources/Model/LarderModel"),
        // Quantities as cooks write them in the samples' seven languages:
        // recipes scaled to a number of servings, converted to metric or US
        // measures, merged into a shopping list. Values only, no Foundation.
        .target(name: "LarderKitchen", dependencies: ["LarderLocalization", "LarderCard", "LarderModel"], path: "Sources/Model/LarderKitchen"),

        // MARK: Store (Sources/Store).

        // The SQLite store (GRDB): schema, reading and writing, the change
        // journal, full-text search.
        .target(
            name: "LarderStore",
            dependencies: [
                "LarderLocalization",
                "LarderModel", "LarderCard", .product(name: "GRDB", package: "GRDB.swift"),
                // The sqlite3 C API, for the FTS5 ranking function (GRDB has no FTS5 API with the system
                // SQLite) and for binding a written row's values (RowWrite).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Sources/Store/LarderStore"
        ),

        // MARK: Services (Sources/Services): each owns one outside world.

        // What users bring and what other programs take: schema.org JSON-LD,
        // saved web pages, other apps' files (zip archives through
        // ZIPFoundation), text formats; recipes to cards and back; the editable
        // text form. Recipes as values only: no store.
        .target(
            name: "LarderInterchange",
            dependencies: [
                "LarderLocalization",
                "LarderModel", "LarderCard", "LarderHTML", "LarderGLib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Sources/Services/LarderInterchange"
        ),
        // The file indexer (Tracker or LocalSearch, Baloo) from Swift: its
        // settings, its D-Bus control interface, its SPARQL endpoint, its
        // failures. libtracker-sparql/TinySPARQL is loaded when first used,
        // not linked: commands that never ask the indexer start without it.
        .target(
            name: "LarderIndexer",
            dependencies: ["LarderLocalization", "CGLib", "LarderGLib"],
            path: "Sources/Services/LarderIndexer"
        ),
        // The desktop session from Swift: the search provider service on GDBus
        // (GNOME Shell's and KRunner's), recently used files, the clipboard.
        .target(
            name: "LarderDesktop",
            dependencies: ["LarderLocalization", "CGLib", "LarderGLib"],
            path: "Sources/Services/LarderDesktop"
        ),
        // The card's photo, downscaled with gdk-pixbuf (any image type, EXIF).
        .target(
            name: "LarderPhoto",
            dependencies: ["CGdkPixbuf", "CGLib", "LarderGLib"],
            path: "Sources/Services/LarderPhoto"
        ),
        // Drawing: thumbnails, preview sheets and cookbooks (cairo + Pango, TurboJPEG).
        // No Foundation and no gdk-pixbuf: it runs in the thumbnailer's sandbox,
        // where every library loaded is start-up time.
        .target(
            name: "LarderRender",
            dependencies: ["LarderLocalization", "CPangoCairo", "CTurboJPEG", "CLibZ", "LarderCard", "LarderFiles"],
            path: "Sources/Services/LarderRender"
        ),
        // Web pages and photos fetched over HTTP and HTTPS (libsoup 3): limits
        // on bytes and time, the system's trust store, the desktop's proxies.
        .target(
            name: "LarderWeb",
            dependencies: ["LarderLocalization", "CSoup", "CGLib", "LarderGLib"],
            path: "Sources/Services/LarderWeb"
        ),
        // KFileMetaData's external extractor protocol (JSON in, JSON out) for
        // cards, without Foundation: Baloo starts it once per card.
        .target(
            name: "LarderBaloo",
            dependencies: ["LarderCard", "LarderFiles"],
            path: "Sources/Services/LarderBaloo"
        ),

        // MARK: Use cases (Sources/UseCases): what the front ends do with the services.

        // What every front end does with the store, apart from how it shows
        // it: find the recipe a user means, import files in batches with a
        // report per file, write and open recipe pages. No indexer: the
        // search provider uses it without linking libtracker-sparql.
        .target(
            name: "LarderActions",
            dependencies: [
                "LarderLocalization",
                "LarderModel", "LarderStore", "LarderCard", "LarderFiles", "LarderInterchange", "LarderWeb",
                "LarderDesktop", "LarderGLib",
            ],
            path: "Sources/UseCases/LarderActions"
        ),
        // The card folder, both ways: the sync engine that keeps it in step
        // with the store and takes in edited cards, the live watcher and its
        // systemd user service, the cards' thumbnails in the freedesktop
        // cache, the indexer asked to look, and AfterChange, the one step
        // that follows every change to the store.
        .target(
            name: "LarderCardFolder",
            dependencies: [
                "LarderLocalization",
                "LarderModel", "LarderStore", "LarderCard", "LarderFiles", "LarderInterchange",
                "LarderPhoto", "LarderRender", "LarderIndexer", "LarderDesktop", "LarderGLib",
            ],
            path: "Sources/UseCases/LarderCardFolder"
        ),

        // MARK: Programs (Sources/Programs): they parse arguments or answer
        // D-Bus, call the layers below, and print.

        // The `larder` command-line tool.
        .executableTarget(
            name: "larder",
            dependencies: [
                "LarderLocalization",
                "LarderActions",
                "LarderCardFolder",
                "LarderModel",
                "LarderKitchen",
                "LarderStore",
                "LarderInterchange",
                "LarderWeb",
                "LarderDesktop",
                "LarderIndexer",
                "LarderGLib",
                "LarderRender",
                "CLibrariesOnDemand",
                "LarderCard",
                "LarderFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Programs/larder"
        ),
        // `larder-search-provider`: org.gnome.Shell.SearchProvider2 and KRunner's
        // org.kde.krunner1 over the store. LarderPhoto (gdk-pixbuf) decodes the
        // cards KRunner gets as pixels; no cairo or Pango. GLib and gdk-pixbuf
        // through CLibrariesOnDemand, loaded when first called, as in `larder`.
        .executableTarget(
            name: "larder-search-provider",
            dependencies: [
                "LarderLocalization",
                "LarderActions", "LarderCard", "LarderModel", "LarderStore", "LarderInterchange",
                "LarderDesktop", "LarderGLib", "LarderPhoto", "CLibrariesOnDemand",
            ],
            path: "Sources/Programs/larder-search-provider"
        ),
        // `larder-thumbnailer -s SIZE INPUT OUTPUT` (no Foundation).
        .executableTarget(
            name: "larder-thumbnailer",
            dependencies: ["LarderCard", "LarderFiles", "LarderRender", "LarderGLib"],
            path: "Sources/Programs/larder-thumbnailer"
        ),
        // `larder-baloo-extractor < REQUEST` (no Foundation).
        .executableTarget(
            name: "larder-baloo-extractor",
            dependencies: ["LarderBaloo", .product(name: "SystemPackage", package: "swift-system")],
            path: "Sources/Programs/larder-baloo-extractor"
        ),
        // tracker_extract_get_metadata for recipe cards (no Foundation).
        .target(
            name: "LarderTrackerExtract",
            dependencies: ["CGLib", "CTracker", "LarderGLib", "LarderCard", "LarderFiles"],
            path: "Sources/Programs/LarderTrackerExtract"
        ),
        // A card as pages behind C functions, for the Evince backend: laid out
        // by LarderRender, text positions included (no Foundation).
        .target(
            name: "LarderCardDocument",
            dependencies: ["LarderLocalization", "CGLib", "CPangoCairo", "LarderCard", "LarderFiles", "LarderRender"],
            path: "Sources/Programs/LarderCardDocument"
        ),
        // What the two document backends share that is neither library's API,
        // in C: a card file's pages and dates, its text as a region.
        .target(
            name: "LarderDocumentBackend",
            dependencies: ["CGLib", "CPangoCairo", "LarderCardDocument"],
            path: "Sources/Programs/LarderDocumentBackend"
        ),
        // The Evince backend's GObject side, in C: the EvDocument subclass
        // that forwards to LarderCardDocument.
        .target(
            name: "LarderEvinceBackend",
            dependencies: ["CEvinceDocument", "LarderDocumentBackend"],
            path: "Sources/Programs/LarderEvinceBackend"
        ),
        // The Papers backend's GObject side, in C: the PpsDocument subclass
        // that forwards to LarderCardDocument, with its own locking.
        .target(
            name: "LarderPapersBackend",
            dependencies: ["CPapersDocument", "LarderDocumentBackend"],
            path: "Sources/Programs/LarderPapersBackend"
        ),

        // MARK: Tools (Tools/): for developers, not installed.

        // `make bench`: the benchmarks, each against a baseline run side by side.
        .executableTarget(
            name: "larder-bench",
            dependencies: [
                "LarderModel",
                "LarderStore",
                "LarderActions",
                "LarderCard",
                "LarderInterchange",
                "LarderHTML",
                "LarderCardFolder",
                "LarderDesktop",
                "LarderGLib",
                "LarderIndexer",
                "LarderTestSupport",
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Tools/larder-bench"
        ),
        // Fuzz targets for the parsers of outside files: libFuzzer with
        // `make fuzz`, corpus replay otherwise.
        .executableTarget(
            name: "larder-fuzz",
            dependencies: ["LarderInterchange", "LarderKitchen", "LarderModel", "LarderCard", "LarderGLib", "LarderBaloo", "LarderRender", "CPangoCairo"],
            path: "Tools/larder-fuzz"
        ),

        // MARK: Tests (Tests/).

        // Helpers shared by the tests and the benchmarks (private buses, a Tracker sandbox).
        .target(
            name: "LarderTestSupport",
            dependencies: [
                "CGLib", "LarderModel", "LarderCard", "LarderGLib", "LarderDesktop", "LarderIndexer", "LarderLocalization",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Tests/LarderTestSupport"
        ),
        .testTarget(name: "LarderLocalizationTests", dependencies: ["LarderLocalization"]),
        .testTarget(
            name: "LarderStoreTests",
            dependencies: ["LarderModel", "LarderStore", "LarderCard", "LarderTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LarderKitchenTests",
            dependencies: ["LarderKitchen", "LarderModel"]
        ),
        .testTarget(
            name: "LarderCardTests",
            dependencies: ["LarderCard", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderInterchangeTests",
            dependencies: ["LarderInterchange", "LarderHTML", "LarderModel", "LarderStore", "LarderCard", "LarderTestSupport"]
        ),
        .testTarget(
            name: "LarderCardFolderTests",
            dependencies: [
                "LarderCardFolder", "LarderModel", "LarderStore", "LarderCard", "LarderFiles", "LarderInterchange",
                "LarderPhoto", "LarderGLib", "LarderTestSupport",
            ]
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
            dependencies: ["LarderCard", "LarderDesktop", "LarderGLib", "LarderTestSupport"]
        ),
        // Papers' own library (PapersDocument 4.0): Debian sid and later.
        .testTarget(
            name: "LarderPapersTests",
            dependencies: ["LarderCard", "LarderTestSupport"]
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
            dependencies: ["LarderModel", "LarderStore", "LarderGLib", "LarderIndexer", "LarderTestSupport"]
        ),
    ]
)
