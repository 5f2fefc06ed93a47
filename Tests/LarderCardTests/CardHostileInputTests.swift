import Foundation
import Testing
@testable import LarderCard

/// Cards arrive by download and are read unasked by Tracker and the file
/// manager: every malformed input must give a clear error, never a crash.
@Suite("Card parser on hostile input")
struct CardHostileInputTests {
    static let valid = Array(CardWriter.text(of: CardRoundTripTests.sample()).utf8)

    func error(_ bytes: [UInt8]) -> CardError? {
        do {
            _ = try CardParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("every truncation of a valid card is an error or a smaller card, never a crash")
    func truncations() {
        for length in 0..<Self.valid.count {
            let prefix = Array(Self.valid.prefix(length))
            if let card = try? CardParser.parse(prefix) {
                #expect(card.uri == CardRoundTripTests.sample().uri)
            }
        }
        #expect(error(Array(Self.valid.prefix(Self.valid.count - 1))) != nil, "the photo's closing line is cut")
    }

    @Test("random bytes and random edits of a card never crash the parser")
    func randomInput() {
        var generator = CardGenerator(seed: 42)
        for _ in 0..<2_000 {
            let noise = (0..<generator.int(0...400)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = error(noise)
            var edited = Self.valid
            for _ in 0..<generator.int(1...6) {
                edited[generator.int(0...(edited.count - 1))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = error(edited)
        }
    }

    @Test("specific hostile cards are refused with the right reason", arguments: [
        ("", CardError.Code.notACard),
        ("\u{0}\u{1}\u{2}binary", .notACard),
        ("---\nlarder-card: 1\n", .notACard),
        ("---\nlarder-card: 2\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n", .unsupportedVersion),
        ("---\nlarder-card: 1\nuri: http://example.org/x\ntitle: x\n---\n\n# x\n", .badField),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: \"open\n---\n\n# x\n", .badField),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\ntags: [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]\n---\n\n# x\n", .badField),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\ntitle: y\n---\n\n# x\n", .badField),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\nrating: 9\n---\n\n# x\n", .badField),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\nno title heading\n", .badBody),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n## Ingredients\n\nnot an item\n", .badBody),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n<!-- larder:photo image/jpeg 50000x50000\n/9j/\n-->\n", .badPhoto),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n<!-- larder:photo image/jpeg 10x10\n!!!!\n-->\n", .badPhoto),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n<!-- larder:photo image/jpeg 10x10\niVBORw0KGgo=\n-->\n", .badPhoto),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n<!-- larder:photo image/gif 10x10\nR0lGODlh\n-->\n", .badPhoto),
        ("---\nlarder-card: 1\nuri: larder://a/recipe/b\ntitle: x\n---\n\n# x\n\n<!-- larder:photo image/jpeg 10x10\n/9j/\n", .badPhoto),
    ])
    func refused(_ text: String, _ code: CardError.Code) {
        let failure = error(Array(text.utf8))
        #expect(failure?.code == code, "\(failure.map(String.init(describing:)) ?? "parsed")")
        #expect(failure?.message.isEmpty == false)
    }

    @Test("invalid UTF-8 is refused")
    func invalidUTF8() {
        var bytes = Self.valid
        bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: 40)
        #expect(error(bytes)?.code == .notUTF8)
    }

    @Test("a 100 MB card is refused before it is read")
    func huge() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100 << 20)
        #expect(error(bytes)?.code == .tooLarge)
    }

    @Test("a photo larger than the limit is refused")
    func hugePhoto() {
        var card = CardRoundTripTests.sample()
        card.photo?.bytes = [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 7, count: CardLimits.maximumPhotoBytes)
        #expect(error(Array(CardWriter.text(of: card).utf8))?.code == .badPhoto)
    }

    @Test("the fuzzer's seed cards are valid cards")
    func seeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../FuzzCorpus/card").standardized
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".recipe.md") }
        #expect(seeds.count >= 3)
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(seed)))
            let card = try CardParser.parse(bytes)
            #expect(Array(CardWriter.text(of: card).utf8) == bytes || seed != "sample.recipe.md", "\(seed)")
        }
    }

    @Test("LarderCard imports no Foundation: it runs inside tracker-extract and the thumbnail sandbox")
    func foundationFree() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Base/LarderCard").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let source = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
            for module in ["Foundation", "FoundationEssentials", "Glibc", "Darwin"] {
                #expect(!source.contains("import \(module)"), "\(file) imports \(module)")
            }
        }
    }

    @Test("a card without a uri is a new card written by hand; a uri that is not larder:// is refused with its line")
    func uriOptional() throws {
        let card = try CardParser.parse(text: "---\nlarder-card: 1\ntitle: Porridge\n---\n\n# Porridge\n")
        #expect(card.uri == nil && card.title == "Porridge")
        #expect(CardWriter.text(of: card).contains("uri:") == false)
        do {
            _ = try CardParser.parse(text: "---\nlarder-card: 1\nuri: http://example.org/x\ntitle: Porridge\n---\n\n# Porridge\n")
            Issue.record("a uri that is not larder:// was accepted")
        } catch {
            #expect(error.line == 3, "\(error)")
        }
    }
}
