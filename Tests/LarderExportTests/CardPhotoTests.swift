import Foundation
import LarderCard
import Testing
@testable import LarderCore
@testable import LarderExport
@testable import LarderRender

@Suite("Card photos")
struct CardPhotoTests {
    static let samplePhoto = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../data/recipes/photos/carbonara.jpg").standardized

    @Test("a large photo is downscaled to a JPEG of at most 512 px and 64 KB, keeping its proportions")
    func downscale() throws {
        let photo = try #require(Photo(data: try Data(contentsOf: Self.samplePhoto)))
        #expect(photo.width == 1000 && photo.height == 750)
        let card = try #require(CardPhoto.make(from: photo))
        #expect(card.mediaType == "image/jpeg")
        #expect(card.width == 512 && card.height == 384)
        #expect(card.bytes.count <= 64 << 10)
        // The bytes really are that JPEG.
        let decoded = try #require(Photo(data: Data(card.bytes)))
        #expect(decoded.width == 512 && decoded.height == 384)
    }

    @Test("a photo already small enough travels unchanged")
    func small() throws {
        let scaled = try #require(CardPhoto.make(from: Photo(data: try Data(contentsOf: Self.samplePhoto))))
        let again = try #require(CardPhoto.make(from: Photo(data: Data(scaled.bytes))))
        #expect(again.bytes == scaled.bytes)
    }

    @Test("a photo claiming 50,000 × 50,000 pixels is refused before decoding")
    func bomb() {
        var scaler = PhotoDownscaler()
        scaler.maximumSide = 512
        #expect(throws: GLibError.self) { try scaler.scale([0xFF, 0xD8, 0xFF, 0xD9], width: 50_000, height: 50_000) }
    }

    @Test("broken image bytes give an error, not a crash", arguments: [
        [UInt8](), [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], Array("GIF89a".utf8),
    ])
    func broken(_ bytes: [UInt8]) {
        #expect(throws: GLibError.self) { try PhotoDownscaler().scale(bytes, width: 640, height: 480) }
    }

    @Test("a truncated JPEG gives an error or a smaller picture, never a crash")
    func truncated() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.samplePhoto))
        for length in stride(from: 100, to: bytes.count, by: bytes.count / 7) {
            _ = try? PhotoDownscaler().scale(Array(bytes.prefix(length)), width: 1000, height: 750)
        }
    }
}
