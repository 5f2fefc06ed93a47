import Foundation
import LarderTestSupport
import Testing
@testable import LarderInterchange

/// Exports made to hurt: every one gives a clear error or its good recipes,
/// in bounded memory and time, and writes nothing anywhere.
@Suite("App export hostile input")
struct OtherAppHostileTests {
    let reader = RecipeFileReader()

    /// Every recipe's outcome, or the whole file's failure.
    func outcomes(_ data: Data) -> Result<[Result<ImportedRecipe, ImportError>], ImportError> {
        reader.read(data: data, kind: .init(sniffingData: data), baseDirectory: nil).map { Array($0.recipes) }
    }

    func failures(_ data: Data) -> [ImportError] {
        switch outcomes(data) {
        case .failure(let error): return [error]
        case .success(let results): return results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
        }
    }

    /// The archive with the uncompressed size of every entry, in the central
    /// directory and the local headers, replaced by `size`: a lie.
    func lyingAboutSizes(_ zip: Data, size: UInt32) -> Data {
        var bytes = [UInt8](zip)
        for index in 0..<(bytes.count - 30) {
            let offset: Int
            if bytes[index...].starts(with: [0x50, 0x4B, 1, 2]) { offset = 24 } else if bytes[index...].starts(with: [0x50, 0x4B, 3, 4]) { offset = 22 } else { continue }
            for byte in 0..<4 { bytes[index + offset + byte] = UInt8(truncatingIfNeeded: size >> (8 * UInt32(byte))) }
        }
        return Data(bytes)
    }

    @Test("a truncated archive, cut anywhere, is an error", arguments: [0.1, 0.5, 0.9, 0.99])
    func truncated(_ fraction: Double) {
        let whole = OtherAppFixtures.paprikaExport([("Cocoa", "A1"), ("Tea", "B2")])
        let cut = whole.prefix(Int(Double(whole.count) * fraction))
        #expect(!failures(Data(cut)).isEmpty)
    }

    @Test("an entry that inflates beyond the ratio limit is refused before it inflates (zip bomb)")
    func bombByRatio() throws {
        let bomb = OtherAppFixtures.zip([("Bomb.paprikarecipe", Data(count: 20 << 20))])
        let errors = failures(bomb)
        #expect(errors.count == 1)
        #expect(errors.first?.code == .tooLarge && errors.first?.message.contains("zip bomb") == true, "\(errors)")
    }

    @Test("an entry that inflates beyond what it declares is stopped as it inflates (sizes lie)")
    func bombBySizeLie() throws {
        let honest = OtherAppFixtures.zip([("Lie.paprikarecipe", Data(repeating: 7, count: 4 << 20))])
        let errors = failures(lyingAboutSizes(honest, size: 1000))
        #expect(errors.first?.code == .tooLarge && errors.first?.message.contains("more than it declares") == true, "\(errors)")
    }

    @Test("too many entries are refused from the directory, before any is read")
    func tooManyEntries() throws {
        let many = OtherAppFixtures.zip((0..<40).map { ("r\($0).paprikarecipe", Data("x".utf8)) }, stored: true)
        var limits = ZipArchive.Limits()
        limits.maximumEntries = 30
        #expect(throws: ImportError(.tooLarge, "the zip archive has 40 entries; more than 30 are refused")) {
            try ZipArchive(data: many, limits: limits)
        }
        #expect(try ZipArchive(data: many).members.count == 40)
    }

    @Test("invalid JSON inside fails that recipe alone; its neighbours import")
    func invalidJSONInside() throws {
        let good = OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Good", uid: "G"))
        let data = OtherAppFixtures.zip([("Bad.paprikarecipe", OtherAppFixtures.gzip(Data("{\"name\": ".utf8))),
                                          ("Good.paprikarecipe", good), ("Raw.paprikarecipe", Data("not gzip".utf8))])
        let results = try outcomes(data).get()
        #expect(results.count == 3)
        #expect((try? results[1].get())?.recipe.name == "Good")
        #expect(failures(data).map(\.code) == [.invalidJSON, .notRecipeFile])
        let nextcloud = OtherAppFixtures.zip([("A/recipe.json", Data("[1, 2".utf8)), ("A/full.jpg", SampleImage.jpegHeader)])
        #expect(failures(nextcloud).map(\.code) == [.invalidJSON])
        let tandoor = OtherAppFixtures.zip([("A.zip", OtherAppFixtures.zip([("recipe.json", Data("{".utf8)), ("image.jpeg", Data())]))])
        #expect(failures(tandoor).map(\.code) == [.invalidJSON])
        let backup = OtherAppFixtures.zip([("database.json", Data("{\"recipes\": [".utf8))])
        #expect(failures(backup).map(\.code) == [.invalidJSON])
    }

    @Test("a damaged full.jpg in a Nextcloud zip costs its recipe the photo, with a warning, not the recipe")
    func damagedNextcloudPhoto() throws {
        let photo = SampleImage.jpegHeader
        var zip = OtherAppFixtures.zip([("Bread/recipe.json", OtherAppFixtures.nextcloudRecipe(name: "Bread", id: "1")), ("Bread/full.jpg", photo),
                                         ("Soup/recipe.json", OtherAppFixtures.nextcloudRecipe(name: "Soup", id: "2")), ("Soup/full.jpg", photo)],
                                        stored: true)
        // The first photo's bytes changed after its checksum was written.
        let start = try #require(zip.range(of: photo)).lowerBound
        zip[start + photo.count / 2] ^= 0xFF
        let results = try outcomes(zip).get()
        let recipes = try results.map { try $0.get() }
        #expect(recipes.map(\.recipe.name) == ["Bread", "Soup"])
        #expect(recipes[0].recipe.photo == nil && recipes[1].recipe.photo != nil)
        #expect(recipes[0].warnings.contains("photo Bread/full.jpg left out: Bread/full.jpg in the zip archive is damaged (its size or checksum is wrong)"),
                "\(recipes[0].warnings)")
    }

    @Test("a gzip bomb stops at the limit; a truncated or endless deflate stream is an error, not a hang")
    func gzipBombAndEndlessStreams() throws {
        let bomb = OtherAppFixtures.gzip(Data(count: 8 << 20))
        #expect(throws: ImportError.self) { try Gzip.decompress(bomb, limit: 1 << 20) }
        #expect(try Gzip.decompress(bomb, limit: 8 << 20).count == 8 << 20)
        // A stored block that promises 65,535 bytes and stops after 3.
        #expect(throws: BoundedInflate.Failure.self) { try BoundedInflate.inflate(Data([0x00, 0xFF, 0xFF, 0x00, 0x00, 1, 2, 3]), limit: 1 << 20) }
        // Fixed-Huffman literals that never reach the end-of-block code.
        #expect(throws: BoundedInflate.Failure.self) { try BoundedInflate.inflate(Data(repeating: 0xFF, count: 100_000), limit: 1 << 30) }
        let truncated = OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Cut", uid: "C")).dropLast(20)
        #expect(throws: ImportError.self) { try Gzip.decompress(Data(truncated), limit: 1 << 20) }
        #expect(failures(Data(truncated)).map(\.code) == [.notRecipeFile])
    }

    @Test("entry names with ../ or / are only names: nothing is written; a .. entry is skipped like hidden ones")
    func pathsAreNeverWritten() throws {
        let folder = TemporaryDirectory()
        let recipe = OtherAppFixtures.gzip(OtherAppFixtures.paprikaRecipe(name: "Escape", uid: "E"))
        let data = OtherAppFixtures.zip([("../../escape.paprikarecipe", recipe), ("/tmp/absolute.paprikarecipe", recipe),
                                          ("a/../../../up.paprikarecipe", recipe)])
        let path = folder.file("inner/export.paprikarecipes")
        try FileManager.default.createDirectory(atPath: folder.file("inner"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: data)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let names = try reader.read(path: path).get().recipes.map { try $0.get().recipe.name }
        #expect(names == ["Escape"])
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path) == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.paprikarecipe"))
    }

    @Test("archives nest one level only: an archive inside a Tandoor recipe's zip is never opened")
    func nestingDepth() throws {
        let deepest = OtherAppFixtures.zip([("x", Data("x".utf8))])
        let inner = OtherAppFixtures.zip([("deeper.zip", deepest)])
        let outer = try ZipArchive(data: OtherAppFixtures.zip([("inner.zip", inner)]))
        let nested = try outer.nestedArchive(outer.members[0])
        #expect(throws: ImportError.self) { try nested.nestedArchive(nested.members[0]) }
        #expect(failures(OtherAppFixtures.zip([("inner.zip", inner)])).map(\.code) == [.noRecipe])
    }

    @Test("directory records pointing past the end, or at no local header, are errors (ZIPFoundation's in-memory reader crashed on them)")
    func offsetsPastTheEnd() throws {
        let zip = [UInt8](OtherAppFixtures.paprikaExport([("Cocoa", "A1")]))
        let record = try #require((0..<(zip.count - 4)).first { zip[$0...].starts(with: [0x50, 0x4B, 1, 2]) })
        for (field, value) in [(42, UInt32(zip.count + 1000)), (42, UInt32(7)), (20, UInt32(zip.count * 4)), (28, UInt32(0xFFFF))] {
            var bytes = zip
            for byte in 0..<(field == 28 ? 2 : 4) { bytes[record + field + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
            #expect(!failures(Data(bytes)).isEmpty, "field \(field) = \(value)")
        }
        // A compressed size far beyond the declared size is refused before it is read.
        var huge = zip
        for (byte, value) in [UInt8(0xFF), 0xFF, 0xFF, 0x7F].enumerated() { huge[record + 20 + byte] = value }
        for byte in 0..<4 { huge[record + 24 + byte] = 0 }
        #expect(failures(Data(huge)).first?.code == .notRecipeFile || failures(Data(huge)).first?.code == .tooLarge)
        var method = zip
        method[record + 10] = 12  // bzip2
        #expect(failures(Data(method)).first?.message.contains("method 12") == true)
    }

    @Test("not zip data at all, or zip magic with garbage behind it, is an error", arguments: [
        Data(), Data("PK\u{3}\u{4}".utf8), Data("PK\u{5}\u{6}".utf8) + Data(count: 18), Data([0x1F, 0x8B]), Data("PK\u{3}\u{4}garbage".utf8) + Data(count: 100),
    ])
    func garbage(_ data: Data) {
        for kind: RecipeFileReader.Kind in [.paprika, .nextcloudCookbook, .mealie, .tandoor, .zip] {
            let result = reader.read(data: data, kind: kind, baseDirectory: nil)
            if case .success(let document) = result {
                #expect(document.recipes.allSatisfy { if case .failure = $0 { true } else { false } })
            }
        }
    }
}
