import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderStore
@testable import LarderCardFolder

/// The thumbnails the card folder sync puts in the freedesktop cache, checked with
/// the file manager's own code: gnome-desktop's factory and GIO.
@Suite("Thumbnails in the cache as cards are written", .serialized)
struct ThumbnailCacheTests {
    let directory = TemporaryDirectory(prefix: "larder-thumbnail-cache")

    /// The cards (*.recipe.md) in `folder`, as paths.
    func cards(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".recipe.md") }.sorted().map { folder + "/" + $0 }
    }

    /// Checks that `result`'s thumbnails are ours, valid for the card as it is now, as the file manager sees them.
    func expectCached(_ result: ThumbnailLookup.Result, cacheHome: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let name = (result.path as NSString).lastPathComponent
        #expect(result.large != nil && result.xlarge != nil, "\(name): the factory's lookup finds no thumbnail", sourceLocation: sourceLocation)
        #expect(!result.failed, "\(name): the factory holds a failure record", sourceLocation: sourceLocation)
        #expect(result.gio.path == result.xlarge && result.gio.valid && !result.gio.failed,
                "\(name): GIO (what Nautilus reads) sees \(result.gio)", sourceLocation: sourceLocation)
        for (path, side) in [(result.large, 256), (result.xlarge, 512)] {
            guard let path else { continue }
            #expect(path.hasPrefix(cacheHome + "/thumbnails/"), sourceLocation: sourceLocation)
            let facts = try ThumbnailLookup.facts(ofPNG: path)
            #expect(facts.width == side && facts.height == side, "\(name): \(facts.width)×\(facts.height)", sourceLocation: sourceLocation)
            let size = try FileManager.default.attributesOfItem(atPath: result.path)[.size] as? Int
            #expect(facts.text["Thumb::URI"] == result.uri, sourceLocation: sourceLocation)
            #expect(facts.text["Thumb::MTime"] == String(ThumbnailLookup.mtime(of: result.path)), sourceLocation: sourceLocation)
            #expect(facts.text["Thumb::Size"] == size.map(String.init), sourceLocation: sourceLocation)
            #expect(facts.text["Software"] == "Larder", sourceLocation: sourceLocation)
            #expect(ThumbnailLookup.mode(of: path) == 0o600, "\(path): mode \(String(ThumbnailLookup.mode(of: path), radix: 8))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("larder export --cards: the factory's lookup and GIO find every card's thumbnail, no failure; tEXt chunks, 0600 files, 0700 folders")
    func export() throws {
        let cli = CLI()
        let cacheHome = directory.file("cache")
        let environment = ["XDG_CACHE_HOME": cacheHome]
        let imported = try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let folder = directory.file("Recipes")
        let exported = try cli.run(["export", "--cards", folder], environment: environment)
        #expect(exported.status == 0 && exported.stderr.isEmpty, "\(exported.stderr)")
        let cards = try cards(in: folder)
        #expect(cards.count >= 40)
        for result in try ThumbnailLookup.lookup(cards, cacheHome: cacheHome) {
            try expectCached(result, cacheHome: cacheHome)
        }
        for folder in [cacheHome, cacheHome + "/thumbnails", cacheHome + "/thumbnails/large", cacheHome + "/thumbnails/x-large"] {
            #expect(ThumbnailLookup.mode(of: folder) == 0o700, "\(folder): mode \(String(ThumbnailLookup.mode(of: folder), radix: 8))")
        }
        // Only the two sizes, and no temporary file left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheHome + "/thumbnails").sorted() == ["large", "x-large"])
        for size in ["large", "x-large"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cacheHome + "/thumbnails/" + size)
            #expect(names.count == cards.count && names.allSatisfy { $0.count == 36 && $0.hasSuffix(".png") }, "\(size): \(names.count) files")
        }

        // A second export writes no card, and needs no thumbnail; --no-thumbnails writes none.
        let again = try cli.run(["export", "--sync"], environment: environment)
        #expect(again.status == 0 && again.stdout.contains(" 0 written"), "\(again.stdout)")
        let other = CLI()
        let otherCache = directory.file("other-cache")
        _ = try other.run(["import", "--quiet", CLI.repository + "/data/recipes"], environment: ["XDG_CACHE_HOME": otherCache])
        let without = try other.run(["export", "--cards", directory.file("Other"), "--no-thumbnails"], environment: ["XDG_CACHE_HOME": otherCache])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(!FileManager.default.fileExists(atPath: otherCache + "/thumbnails"), "--no-thumbnails wrote thumbnails")
    }

    @Test("an edited recipe's card gets a new thumbnail: found with the new mtime, the old mtime's no longer valid, the old failure record gone; removed and renamed cards take theirs along")
    func edited() throws {
        let store = try RecipeStore(path: directory.file("store.sqlite"))
        let folder = directory.file("Recipes")
        try store.setCardFolder(folder)
        let cacheHome = directory.file("cache")
        var toast = Recipe(name: "Toast")
        toast.ingredients = [Ingredient(line: "2 slices of bread")]
        toast.steps = [MethodStep("Toast it.")]
        var tea = Recipe(name: "Tea")
        tea.steps = [MethodStep("Brew it.")]
        try store.save(toast)
        try store.save(tea)
        let folderSync = CardFolderSync(store: store, folder: folder)
        folderSync.thumbnails = ThumbnailCache(root: cacheHome + "/thumbnails")
        #expect(try folderSync.sync().thumbnailsCached == 2)
        let card = folder + "/Toast.recipe.md"
        let before = try ThumbnailLookup.lookup([card], cacheHome: cacheHome)[0]
        try expectCached(before, cacheHome: cacheHome)
        // As if an older thumbnailer had failed on this very version of the card.
        let failed = try ThumbnailLookup.lookup([card], cacheHome: cacheHome, recordingFailure: true)[0]
        #expect(failed.failed, "the factory's failure record was not made")
        let oldThumbnail = try ThumbnailLookup.facts(ofPNG: try #require(before.xlarge))

        // A new mtime needs a new second: Thumb::MTime is in whole seconds. The
        // kernel stamps files from its coarse clock, up to a tick behind Date(),
        // so wait until the new second is 50 ms old.
        let oldMTime = ThumbnailLookup.mtime(of: card)
        while Date().timeIntervalSince1970 < Double(oldMTime + 1) + 0.05 { usleep(20_000) }
        toast = try #require(try store.recipe(id: toast.id))
        toast.ingredients.append(Ingredient(line: "butter"))
        try store.save(toast)
        let report = try folderSync.sync()
        #expect(report.written == 1 && report.thumbnailsCached == 1 && report.thumbnailCacheProblem == nil, "\(report)")

        let after = try ThumbnailLookup.lookup([card], cacheHome: cacheHome)[0]
        #expect(after.mtime > oldMTime)
        try expectCached(after, cacheHome: cacheHome)
        #expect(try ThumbnailLookup.facts(ofPNG: try #require(after.xlarge)).text["Thumb::MTime"] != oldThumbnail.text["Thumb::MTime"])
        let stale = try ThumbnailLookup.lookup([card], cacheHome: cacheHome, mtime: oldMTime)[0]
        #expect(stale.large == nil && stale.xlarge == nil, "the old mtime's thumbnail still validates: \(stale)")
        #expect(!stale.failed, "the old failure record is still there")

        // Renamed: the old name's thumbnails go, the new name's come; removed: its go.
        let oldPaths = [before.large, before.xlarge].compactMap { $0 }
        toast.name = "Buttered Toast"
        try store.save(toast)
        let teaThumbnails = try ThumbnailLookup.lookup([folder + "/Tea.recipe.md"], cacheHome: cacheHome)[0]
        _ = try store.deleteRecipes(ids: [tea.id])
        let last = try folderSync.sync()
        #expect(last.renamed == 1 && last.removed == 1 && last.thumbnailsCached == 1, "\(last)")
        for path in oldPaths + [teaThumbnails.large, teaThumbnails.xlarge].compactMap({ $0 }) {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind")
        }
        try expectCached(try ThumbnailLookup.lookup([folder + "/Buttered Toast.recipe.md"], cacheHome: cacheHome)[0], cacheHome: cacheHome)
    }

    @Test("a cache that cannot be written (XDG_CACHE_HOME a file, or where nothing can be made): the export succeeds, one quiet note, nothing written")
    func unwritable() throws {
        let cli = CLI()
        _ = try cli.run(["import", "--quiet", CLI.repository + "/data/recipes"])
        let file = directory.write("not-a-folder", "a file where the cache folder should be\n")
        for (round, cacheHome) in [file, "/proc/larder-cache-\(getpid())"].enumerated() {
            let folder = directory.file("Recipes-\(round)")
            let exported = try cli.run(["export", "--cards", folder], environment: ["XDG_CACHE_HOME": cacheHome])
            #expect(exported.status == 0, "\(cacheHome): \(exported.stderr)")
            #expect(exported.stdout.contains(" written") && !exported.stdout.contains(" 0 written"), "\(exported.stdout)")
            let notes = exported.stderr.split(separator: "\n")
            #expect(notes.count == 1 && notes.first?.hasPrefix("Thumbnails not cached") == true, "\(cacheHome): \(exported.stderr)")
            #expect(try cards(in: folder).count >= 40)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "a file where the cache folder should be\n")
        #expect(!FileManager.default.fileExists(atPath: "/proc/larder-cache-\(getpid())"))
    }
}
