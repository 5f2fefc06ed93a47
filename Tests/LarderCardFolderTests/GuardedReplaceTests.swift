import Foundation
import LarderFiles
import LarderTestSupport
import Testing

/// `AtomicFile.replace(_:with:ifStill:)`, which the card folder sync writes cards
/// with: a save that lands between Larder's read of a card and its write is
/// kept, whichever way the editor saved.
@Suite("Cards replaced only while unchanged")
struct GuardedReplaceTests {
    let directory = TemporaryDirectory(prefix: "larder-replace")
    var card: String { directory.file("Toast.recipe.md") }
    let read = Array("as read\n".utf8)
    let larders = Array("Larder's version\n".utf8)

    func content() throws -> [UInt8] {
        try FileBytes.read(card, limit: 1 << 20)
    }

    /// No file but the card is left in the folder (no temporary file).
    func onlyTheCardIsLeft() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Toast.recipe.md"])
    }

    @Test("unchanged since it was read: replaced")
    func unchanged() throws {
        try AtomicFile.write(read, to: card)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: read))
        #expect(try content() == larders)
        try onlyTheCardIsLeft()
    }

    @Test("saved by rename meanwhile (as most editors do): that save is kept")
    func savedByRename() throws {
        try AtomicFile.write(read, to: card)
        try AtomicFile.write(Array("the user's save\n".utf8), to: card)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: read) == false)
        #expect(try content() == Array("the user's save\n".utf8))
        try onlyTheCardIsLeft()
    }

    @Test("an editor writing in place, its file open while Larder writes: every byte it writes reaches the card")
    func writtenInPlace() throws {
        try AtomicFile.write(read, to: card)
        let descriptor = open(card, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        let first = Array("half of the us".utf8), rest = Array("er's save\n".utf8)
        #expect(first.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == first.count)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: read) == false)
        #expect(rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == rest.count)
        close(descriptor)
        #expect(try content() == first + rest)
        try onlyTheCardIsLeft()
    }

    @Test("opened and truncated, nothing written yet: still a change, kept")
    func truncated() throws {
        try AtomicFile.write(read, to: card)
        let descriptor = open(card, O_WRONLY | O_TRUNC)
        defer { close(descriptor) }
        #expect(try AtomicFile.replace(card, with: larders, ifStill: read) == false)
        #expect(try content().isEmpty)
    }

    @Test("removed meanwhile: not brought back")
    func removed() throws {
        try AtomicFile.write(read, to: card)
        unlink(card)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: read) == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a new card's name taken meanwhile: not written over; free: written")
    func newName() throws {
        try AtomicFile.write(Array("someone else's card\n".utf8), to: card)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: nil) == false)
        #expect(try content() == Array("someone else's card\n".utf8))
        unlink(card)
        #expect(try AtomicFile.replace(card, with: larders, ifStill: nil))
        #expect(try content() == larders)
        try onlyTheCardIsLeft()
    }

    @Test("a folder that cannot be written: an error naming the card, nothing changed")
    func unwritable() throws {
        let missing = directory.file("gone/Toast.recipe.md")
        #expect(throws: FileError.self) { try AtomicFile.replace(missing, with: larders, ifStill: read) }
    }
}
