import Foundation
import LarderTestSupport
import Testing

/// Recipe cards as Dolphin shows them: thumbnails through KIO's PreviewJob,
/// which runs the installed .thumbnailer itself (no sandbox), or reads the
/// ones Larder's card folder sync put in the thumbnail cache.
@Suite("Dolphin thumbnails through KIO")
struct DolphinThumbnailTests {
    static let thumbnailer = StaticProduct.thumbnailer.path
    let cli = CLI()

    /// The sample cards, exported with or without their cached thumbnails.
    func cards(thumbnails: Bool, cache: String) throws -> [String] {
        try cli.exportSampleCards(to: cli.folder + "/cards", thumbnails: thumbnails, environment: ["XDG_CACHE_HOME": cache])
    }

    @Test("KIO's default plugins include larder: every sample card gets a 256-pixel card drawn by larder-thumbnailer")
    func drawnByThumbnailer() throws {
        let cache = cli.folder + "/kio-cache"
        let cards = try cards(thumbnails: false, cache: cli.folder + "/unused-cache")
        let session = try KIOPreview(thumbnailer: Self.thumbnailer, cache: cache)
        let (outcomes, asked) = try session.previews(cards)
        #expect(asked.contains("larder"), "larder is not among KIO's default preview plugins: \(asked)")
        #expect(outcomes.count == cards.count)
        for outcome in outcomes {
            #expect(outcome.ok && outcome.width == 256 && outcome.height == 256, "\(outcome)")
        }
        // KIO keeps what it got in the freedesktop cache, as the factory does.
        let stored = try FileManager.default.contentsOfDirectory(atPath: cache + "/thumbnails/large").filter { $0.hasSuffix(".png") }
        #expect(stored.count == cards.count)
    }

    @Test("cards exported with their thumbnails show without running the thumbnailer: KIO takes the card folder sync's cache")
    func fromCardFolderCache() throws {
        let cache = cli.folder + "/shared-cache"
        let cards = try cards(thumbnails: true, cache: cache)
        // A thumbnailer that always fails: a card shows only if KIO took the cached thumbnail.
        // (With no thumbnailer at all for the type, KIO does not look in the cache.)
        let session = try KIOPreview(thumbnailer: "/bin/false", cache: cache)
        let (outcomes, _) = try session.previews(cards)
        #expect(outcomes.count == cards.count)
        #expect(outcomes.allSatisfy { $0.ok && $0.width == 256 }, "\(outcomes.filter { !$0.ok })")
        // Control: the same cards and thumbnailer with an empty cache get nothing.
        let bare = try KIOPreview(thumbnailer: "/bin/false", cache: cli.folder + "/empty-cache")
        let (none, _) = try bare.previews(Array(cards.prefix(3)))
        #expect(none.count == 3 && none.allSatisfy { !$0.ok }, "\(none)")
    }

    @Test("a broken card fails alone; the cards beside it still get theirs")
    func brokenCard() throws {
        let cards = try cards(thumbnails: false, cache: cli.folder + "/unused-cache")
        let broken = cli.folder + "/cards/Broken.recipe.md"
        try "---\nlarder-card: 1\ntitle: Broken\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let session = try KIOPreview(thumbnailer: Self.thumbnailer, cache: cli.folder + "/kio-cache")
        let (outcomes, _) = try session.previews([cards[0], broken, cards[1]], plugins: ["larder"])
        #expect(outcomes.count == 3)
        #expect(outcomes.first { $0.file == broken }?.ok == false)
        #expect(outcomes.filter { $0.file != broken }.allSatisfy { $0.ok })
    }
}
