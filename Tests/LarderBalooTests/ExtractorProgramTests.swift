import Foundation
import LarderCard
import LarderTestSupport
import Testing

/// larder-baloo-extractor as Baloo runs it: the static binary, a request on
/// standard input. Hostile cards end in exit 1, never a signal, in bounded memory.
@Suite("larder-baloo-extractor program")
struct ExtractorProgramTests {
    /// Built by `make baloo-extractor` (-static-stdlib), as installed.
    static let binary = StaticProduct.balooExtractor.path
    let folder = TemporaryDirectory(prefix: "larder-baloo-program")

    func run(card bytes: [UInt8]) throws -> MeasuredRun {
        try StaticProduct.balooExtractor.requireBuilt()
        let card = folder.file("input.recipe.md")
        FileManager.default.createFile(atPath: card, contents: Data(bytes))
        let request = folder.file("request.json")
        try JSONSerialization.data(withJSONObject: ["path": card, "mimetype": "application/x-larder-recipe"]).write(to: URL(fileURLWithPath: request))
        return try MeasuredRun.run(Self.binary, [], standardInput: request)
    }

    @Test("hostile cards: exit 1, no signal, under 30 MB", arguments: ["empty", "binary", "huge", "deep lists", "unclosed front matter", "not a card", "1 MB line"])
    func hostile(_ kind: String) throws {
        let bytes: [UInt8]
        switch kind {
        case "empty": bytes = []
        case "binary": bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        case "huge": bytes = Array("---\nlarder-card: 1\ntitle: Huge\n---\n".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 100 << 20)
        case "deep lists": bytes = Array("---\nlarder-card: 1\ntitle: Deep\n---\n".utf8) + Array(repeating: Array("- [[[[[[[[\n".utf8), count: 100_000).joined()
        case "unclosed front matter": bytes = Array("---\nlarder-card: 1\ntitle: Open\n".utf8) + Array(repeating: Array("tags: a\n".utf8), count: 100_000).joined()
        case "1 MB line": bytes = Array("---\nlarder-card: 1\ntitle: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        default: bytes = Array("# Just some Markdown\n\nNot a recipe card.\n".utf8)
        }
        let run = try run(card: bytes)
        #expect(run.status == 1, "\(kind): exit \(run.status)")
        #expect(run.peakKilobytes < 30 << 10, "\(kind): peak memory \(run.peakKilobytes) KB")
    }

    @Test("a good card: exit 0; --help teaches")
    func good() throws {
        var card = RecipeCard(uri: nil, title: "Toast")
        card.steps = [RecipeCard.Step("Toast the bread.")]
        let run = try run(card: Array(CardWriter.text(of: card).utf8))
        #expect(run.status == 0)
        let help = try Program.run(Self.binary, ["--help"], package: "(make baloo-extractor)")
        #expect(help.status == 0 && help.output.contains("Baloo") && help.output.contains("\"status\""))
    }
}
