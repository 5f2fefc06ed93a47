import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// Thumbnails through gnome-desktop's DesktopThumbnailFactory: the code the
/// file manager uses, running larder-thumbnailer in its bubblewrap sandbox.
@Suite("Thumbnails through the file manager's factory", .serialized)
struct FactoryTests {
    let folder = TemporaryDirectory(prefix: "larder-thumbnail-cards")

    @Test("every sample card gets a thumbnail at 256 and 512: the right size, not blank, its photo where it has one")
    func sampleCards() throws {
        try Thumbnails.requireBinary()
        let cards = try Thumbnails.sampleCards(in: folder.path)
        #expect(cards.count >= 40)
        for size in [256, 512] {
            let cache = TemporaryDirectory(prefix: "larder-thumbnail-cache")
            for outcome in try Thumbnails.throughFactory(cards, size: size, cache: cache) {
                let name = (outcome.path as NSString).lastPathComponent
                #expect(outcome.registered, "\(name): the factory does not know a thumbnailer for recipe cards")
                #expect(outcome.ok, "\(name) at \(size): \(outcome.error ?? "")")
                #expect(outcome.width == size && outcome.height == size, "\(name) at \(size): \(outcome.width ?? 0)×\(outcome.height ?? 0)")
                #expect((outcome.colours ?? 0) > 8, "\(name) at \(size) is blank: \(outcome.colours ?? 0) colours")
                let card = try CardParser.parse(try Data(contentsOf: URL(fileURLWithPath: outcome.path)))
                if card.photo != nil {
                    #expect((outcome.paper ?? 1) < 0.2, "\(name): its photo should cover the card, but \(outcome.paper ?? 1) of it is paper")
                } else {
                    #expect((outcome.paper ?? 0) > 0.5, "\(name): a typographic card should be mostly paper, not \(outcome.paper ?? 0)")
                }
                #expect(outcome.cached.map { FileManager.default.fileExists(atPath: $0) } == true, "\(name): not saved in the thumbnail cache")
            }
        }
    }

    @Test("the freedesktop sizes 128 and 1024 come out exactly that size")
    func otherSizes() throws {
        try Thumbnails.requireBinary()
        let cards = try Thumbnails.sampleCards(in: folder.path).filter { $0.contains("Борщ") || $0.contains("Apple Crumble") || $0.contains("罗宋汤") }
        #expect(cards.count == 3)
        for size in [128, 1024] {
            for outcome in try Thumbnails.throughFactory(cards, size: size, cache: TemporaryDirectory(prefix: "larder-thumbnail-cache")) {
                #expect(outcome.ok && outcome.width == size && outcome.height == size, "\(outcome.path) at \(size): \(outcome)")
            }
        }
    }

    @Test("a broken card gets the factory's failure entry, and the sandbox is real")
    func brokenCard() throws {
        try Thumbnails.requireBinary()
        let broken = folder.write("Broken.recipe.md", "---\nlarder-card: 1\ntitle: Broken\n---\n")
        let good = try Thumbnails.sampleCards(in: folder.file("cards")).first!
        let outcomes = try Thumbnails.throughFactory([broken, good], size: 256, cache: TemporaryDirectory(prefix: "larder-thumbnail-cache"))
        #expect(!outcomes[0].ok && outcomes[0].failedEntry == true, "\(outcomes[0])")
        #expect(outcomes[1].ok, "the next card still gets its thumbnail: \(outcomes[1])")

        // A thumbnailer outside /usr is invisible inside bubblewrap: proof the factory sandboxes it.
        let copy = folder.file("elsewhere/larder-thumbnailer")
        try FileManager.default.createDirectory(atPath: folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Thumbnails.binary, toPath: copy)
        var environment = ProcessInfo.processInfo.environment
        let cache = TemporaryDirectory(prefix: "larder-thumbnail-cache")
        environment["XDG_DATA_HOME"] = cache.file("data")
        environment["XDG_CACHE_HOME"] = cache.file("cache")
        try FileManager.default.createDirectory(atPath: cache.file("data/thumbnailers"), withIntermediateDirectories: true)
        let template = try String(contentsOfFile: CLI.repository + "/extensions/thumbnailer/larder.thumbnailer.in", encoding: .utf8)
        try template.replacingOccurrences(of: "@THUMBNAILER@", with: copy)
            .write(toFile: cache.file("data/thumbnailers/larder.thumbnailer"), atomically: true, encoding: .utf8)
        let direct = try Program.run("/usr/bin/python3", [CLI.repository + "/scripts/thumbnails/thumbnail-factory.py", "256", good],
                                     environment: environment, package: "python3-gi", includeErrors: false)
        let outcome = try JSONDecoder().decode(Thumbnails.Outcome.self, from: Data(direct.output.utf8))
        #expect(!outcome.ok, "a thumbnailer outside /usr ran: the factory is not sandboxing it (is bubblewrap installed?)")
    }
}
