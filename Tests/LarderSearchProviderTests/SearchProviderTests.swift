import Foundation
import CGLib
import LarderDesktop
import LarderGLib
import LarderTestSupport
import Testing

/// larder-search-provider over a real, private session bus, started by
/// D-Bus activation, called through GDBus (in process) and `gdbus call`.
@Suite("GNOME Shell search provider")
struct SearchProviderTests {
    @Test("the provider starts with SQLite alone, loads GIO for D-Bus and gdk-pixbuf for KRunner's icons; never SPARQL, cairo, Pango or libxml2, nor GIO's VFS modules for GNOME Shell")
    func librariesLoaded() throws {
        try StaticProduct.searchProvider.requireBuilt()
        let linked = try Program.run("/usr/bin/ldd", [ProviderSession.provider], package: "libc-bin").output
        // GLib, gdk-pixbuf and libxml2 are called through forwarders (CLibrariesOnDemand), loaded on first use.
        for library in ["sparql", "libgio-2.0", "libgdk_pixbuf", "libxml2", "libcairo", "libpango", "libstdc++"] {
            #expect(!linked.contains(library), "\(library) is linked: \(linked)")
        }
        let session = try ProviderSession()
        let client = try session.client()
        let ids = try client.initialResultSet(["tomato"])
        let pid = try client.providerProcess()
        // Read to its end: String(contentsOfFile:) stops at the first 8 KB of a file in /proc.
        func mapped() throws -> String {
            let maps = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/maps"))
            defer { try? maps.close() }
            return String(decoding: try maps.readToEnd() ?? Data(), as: UTF8.self)
        }
        // GNOME Shell's calls: the icons are drawn by larder-thumbnailer, in its own process, and sent as file icons.
        #expect(try client.resultMetas(Array(ids.prefix(3))).allSatisfy { $0["icon"] != nil })
        let searching = try mapped()
        #expect(searching.contains("libgio-2.0"), "it talks D-Bus through GIO")
        for library in ["sparql", "libxml2", "libicu", "libcairo", "libpango", "libgdk_pixbuf", "gvfs"] {
            #expect(!searching.contains(library), "\(library) is loaded for GNOME Shell's calls")
        }
        // KRunner's icon-data is decoded with gdk-pixbuf (which, from 2.44 on, loads
        // images through glycin, and so GIO's VFS modules and fontconfig: Debian sid).
        #expect(try session.krunner().match("tomato").isEmpty == false)
        let libraries = try mapped()
        #expect(libraries.contains("libgdk_pixbuf"), "KRunner's icon-data is decoded with gdk-pixbuf")
        for library in ["sparql", "libxml2", "libcairo", "libpango"] {
            #expect(!libraries.contains(library), "\(library) is loaded")
        }
    }

    @Test("GetInitialResultSet finds recipes in every language: prefixes, accents, CJK substrings")
    func initialResults() throws {
        let session = try ProviderSession()
        let client = try session.client()
        for (terms, name) in [(["carbo"], "Spaghetti Carbonara"), (["creme", "brulee"], "Crème brûlée"), (["boeuf"], "Bœuf bourguignon"),
                              (["борщ"], "Борщ"), (["罗宋"], "罗宋汤"), (["親子"], "親子丼"), (["汤"], "罗宋汤")] {
            let results = try client.initialResultSet(terms)
            #expect(results.contains(try session.id(of: name)), "\(terms) should find \(name): \(results)")
        }
        #expect(try client.initialResultSet(["carbo"]).first == (try session.id(of: "Spaghetti Carbonara")), "the name match ranks first")
    }

    @Test("one character of CJK extension B is a query, as the store answers it")
    func extensionB() throws {
        let session = try ProviderSession()
        let added = try session.cli.run(["add", "--name", "𠀋饭", "--step", "煮。"])
        #expect(added.status == 0, "\(added.stderr)")
        let results = try session.client().initialResultSet(["𠀋"])
        #expect(results == [try session.id(of: "𠀋饭")], "\(results)")
    }

    @Test("GetSubsearchResultSet narrows the previous results instead of searching again")
    func subsearch() throws {
        let session = try ProviderSession()
        let client = try session.client()
        let tomato = try client.initialResultSet(["tomato"])
        #expect(tomato.count >= 2)
        let narrowed = try client.subsearchResultSet(tomato, ["tomato", "basil"])
        #expect(!narrowed.isEmpty && Set(narrowed).isSubset(of: Set(tomato)), "\(narrowed)")
        #expect(narrowed.contains(try session.id(of: "Tomato and Basil Bruschetta")))
        // Only among the previous results: the carbonara alone, which has no basil.
        let carbonara = try session.id(of: "Spaghetti Carbonara")
        #expect(try client.subsearchResultSet([carbonara], ["tomato", "basil"]).isEmpty)
        #expect(try client.subsearchResultSet([carbonara], ["carbonara"]) == [carbonara])
    }

    @Test("GetResultMetas: id, name, description, a card icon drawn on demand, clipboard text")
    func metas() throws {
        let session = try ProviderSession()
        let client = try session.client()
        let ids = [try session.id(of: "Борщ"), try session.id(of: "Apple Crumble")]
        let metas = try client.resultMetas(ids + ["not-an-id"])
        #expect(metas.count == 2)
        let borscht = try #require(metas.first)
        #expect(borscht["id"] == ids[0] && borscht["name"] == "Борщ")
        #expect(borscht["description"] == "Суп · 3 ч · 6 порций", "\(borscht["description"] ?? "")")
        #expect(borscht["clipboardText"]?.contains("- 500 г свёклы") == true, "\(borscht["clipboardText"] ?? "")")
        let icon = try #require(borscht["icon"])
        #expect(icon.contains("'file'") || icon.contains("file://"), "a serialized file icon: \(icon)")
        let png = try Self.iconFile(icon)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 48, "the size GNOME Shell shows (24 px) at scale 2")
    }

    /// The PNG a result's serialized file icon names.
    static func iconFile(_ icon: String) throws -> Data {
        let path = try #require(icon.range(of: "file://").map { String(icon[$0.lowerBound...].prefix { $0 != "'" && $0 != ">" }) })
        return try Data(contentsOf: URL(string: path)!)
    }

    @Test("a recipe with a photo and no card has the photo in its icon, not only its monogram")
    func iconFromTheRecipesOwnPhoto() throws {
        /// The PNG of the icon of a recipe named Soup, added with `photo` (or none), with no card folder.
        func icon(photo: String?) throws -> Data {
            let session = try ProviderSession(samples: false)
            let added = try session.cli.run(["add", "--name", "Soup", "--step", "Simmer."] + (photo.map { ["--photo", $0] } ?? []))
            #expect(added.status == 0, "\(added.stderr)")
            let meta = try #require(try session.client().resultMetas([try session.id(of: "Soup")]).first)
            let icon = try #require(meta["icon"])
            return try Self.iconFile(icon)
        }
        let withPhoto = try icon(photo: CLI.repository + "/data/recipes/photos/borscht.jpg")
        let without = try icon(photo: nil)
        #expect(withPhoto.starts(with: [0x89, 0x50, 0x4E, 0x47]) && without.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(withPhoto != without, "the icon of the recipe with a photo is its monogram alone")
    }

    @Test("a result's icon is what GIO writes for a file icon (g_icon_serialize), for paths with spaces, accents and URI signs",
          arguments: ["/tmp/icons/be000000-1700000000000-48.png", "/home/cook/my cache/larder/Crème brûlée-48.png", "/tmp/a%b#c?d&e.png"])
    func fileIconAsGIOWritesIt(_ path: String) throws {
        let file = try #require(g_file_new_for_path(path))
        let icon = g_file_icon_new(file)
        defer {
            g_object_unref(UnsafeMutableRawPointer(icon))
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        let expected = GVariantReference(takingOwnershipOf: try #require(g_icon_serialize(icon)))
        let ours = GVariantReference(sinking: try #require(GVariantBuilder.fileIcon(path: path)))
        #expect(g_variant_equal(UnsafeRawPointer(ours.pointer), UnsafeRawPointer(expected.pointer)) != 0, "\(ours.text) against \(expected.text)")
    }

    @Test("ActivateResult opens the recipe in process as larder open does and records it as recently used; LaunchSearch lists every match")
    func activateAndLaunch() throws {
        let session = try ProviderSession()
        let client = try session.client()
        let id = try session.id(of: "Crème brûlée")
        let activated = try session.gdbus("ActivateResult", [id, "['creme']", "0"])
        #expect(activated.status == 0, "\(activated.output)")
        // Opened in process, as `larder open` does, before the call returns: no child to wait for.
        let page = session.folder.file("cache/larder/pages/\(id).html")
        #expect(FileManager.default.fileExists(atPath: page), "the provider did not write \(page)")
        #expect(try FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int == 0o600)
        let recent = try String(contentsOfFile: session.folder.file("data/recently-used.xbel"), encoding: .utf8)
        #expect(recent.contains("Cr%C3%A8me%20br%C3%BBl%C3%A9e.recipe.md") && recent.contains("application/x-larder-recipe"), "\(recent)")

        let launched = try session.gdbus("LaunchSearch", ["['tomato']", "0"])
        #expect(launched.status == 0, "\(launched.output)")
        let list = session.folder.file("cache/larder/pages/search.html")
        #expect(FileManager.default.fileExists(atPath: list))
        let html = try String(contentsOfFile: list, encoding: .utf8)
        for match in try client.initialResultSet(["tomato"]) { #expect(html.contains("\(match).html"), "\(match) is not listed") }
    }

    @Test("the five methods through gdbus call, as any D-Bus client sees them")
    func gdbusCall() throws {
        let session = try ProviderSession()
        let initial = try session.gdbus("GetInitialResultSet", ["['carbo']"])
        let carbonara = try session.id(of: "Spaghetti Carbonara")
        #expect(initial.status == 0 && initial.output.contains(carbonara), "\(initial.output)")
        let sub = try session.gdbus("GetSubsearchResultSet", ["['\(carbonara)']", "['carbonara']"])
        #expect(sub.output.contains(carbonara), "\(sub.output)")
        let metas = try session.gdbus("GetResultMetas", ["['\(carbonara)']"])
        #expect(metas.output.contains("'name': <'Spaghetti Carbonara'>") && metas.output.contains("'icon': <"), "\(metas.output)")
        #expect(try session.gdbus("ActivateResult", [carbonara, "['carbo']", "0"]).status == 0)
        #expect(try session.gdbus("LaunchSearch", ["['carbo']", "0"]).status == 0)
    }

    @Test("edge cases get an empty answer, never an error", arguments: [
        [], [""], ["a"], [String(repeating: "x", count: 10_000)], ["\"*(", "AND", "NEAR("], ["zzqqxxnothing"], ["-", "*"],
    ])
    func edgeCases(_ terms: [String]) throws {
        let session = try ProviderSession(samples: false)
        #expect(try session.cli.run(["add", "--name", "Toast"]).status == 0)
        let client = try session.client()
        #expect(try client.initialResultSet(terms).isEmpty)
        #expect(try client.subsearchResultSet(["garbage", ""], terms).isEmpty)
        #expect(try client.resultMetas(terms).isEmpty)
    }

    @Test("new recipes show without a restart")
    func live() throws {
        // An idle time no busy machine reaches between two calls: the same process must answer.
        let session = try ProviderSession(idleSeconds: 600)
        let client = try session.client()
        #expect(try client.initialResultSet(["zanzibar"]).isEmpty)
        let pid = try client.providerProcess()
        #expect(try session.cli.run(["add", "--name", "Zanzibar stew"]).status == 0)
        #expect(try client.initialResultSet(["zanzibar"]).count == 1)
        #expect(try client.providerProcess() == pid, "the same provider answered")
    }

    @Test("the provider exits when idle and D-Bus starts it again")
    func idle() throws {
        let session = try ProviderSession(idleSeconds: 1)
        let client = try session.client()
        #expect(try session.cli.run(["add", "--name", "Zanzibar stew"]).status == 0)
        #expect(try client.initialResultSet(["zanzibar"]).count == 1)
        let exited = try Poll.until(seconds: 30) { try !session.providerIsRunning() } != nil
        #expect(exited, "the provider should exit after 1 s idle")
        #expect(try client.initialResultSet(["zanzibar"]).count == 1, "activated again on the next call")
    }

    @Test("the interface file, the registration files and the desktop entry agree and validate")
    func files() throws {
        let data = try String(contentsOfFile: CLI.repository + "/data/dbus/org.gnome.Shell.SearchProvider2.xml", encoding: .utf8)
        #expect(data == SearchProviderService.introspectionXML)
        let ini = try ProviderSession.fill("search-provider.ini.in")
        #expect(ini.contains("BusName=io.github.larder.Larder.SearchProvider") && ini.contains("ObjectPath=/io/github/larder/Larder/SearchProvider"))
        #expect(ini.contains("DesktopId=io.github.larder.Larder.desktop") && ini.contains("Version=2") && !ini.contains("@"))
        let folder = TemporaryDirectory(prefix: "larder-desktop-entry")
        let entry = folder.write("io.github.larder.Larder.desktop", try ProviderSession.fill("larder.desktop.in"))
        #expect(!(try String(contentsOfFile: entry, encoding: .utf8)).contains("@"))
        let validated = try Program.run("/usr/bin/desktop-file-validate", [entry], package: "desktop-file-utils")
        #expect(validated.status == 0 && validated.output.isEmpty, "\(validated.output)")
    }
}

/// The provider while another process imports: it never waits for the writer.
@Suite("Search provider during an import")
struct SearchProviderConcurrencyTests {
    /// Reply times are `make bench`'s (larder-bench provider); here, what is deterministic.
    @Test("queries while 10,000 recipes are imported: every reply is an answer, and the import shows")
    func duringImport() throws {
        let session = try ProviderSession()
        let client = try session.client()
        _ = try client.initialResultSet(["warm"])  // the provider is started (activation is not a reply time)
        let file = session.cli.write("big.json", SyntheticJSONLD.recipes(10_000))
        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: CLI.binary)
        // Its cards are written, not their thumbnails: drawing 10,000 takes minutes.
        importer.arguments = ["import", "--quiet", "--no-thumbnails", "--store", session.cli.storePath, file]
        importer.standardOutput = FileHandle.nullDevice
        importer.standardError = FileHandle.nullDevice
        try importer.runWithNoSignalBlocked()
        var replies = 0
        var seen: Set<Int> = []
        let queries = [["tomato"], ["basil", "dish"], ["gar"], ["carbo"], ["борщ"], ["汤"], ["lemon", "ginger"]]
        while importer.isRunning {
            for terms in queries {
                let results = try client.initialResultSet(terms)
                replies += 1
                if terms == ["tomato"] { seen.insert(results.count) }
            }
            let found = Array(try client.initialResultSet(["dish"]).prefix(5))
            let metas = try client.resultMetas(found)
            #expect(metas.compactMap { $0["id"] } == found, "metas for every result, in order")
            replies += 2
        }
        importer.waitUntilExit()
        #expect(importer.terminationStatus == 0)
        #expect(replies >= 20, "only \(replies) replies during the import")
        #expect(seen.count >= 2, "the provider saw the import progress: \(seen.sorted())")
        #expect(try client.initialResultSet(["tomato", "dish"]).count == RecipeSearchLimit.results)
    }
}

/// The provider returns at most this many results.
enum RecipeSearchLimit {
    static let results = 100
}
