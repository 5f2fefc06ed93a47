@testable import LarderIndexer
import Testing

/// What `balooctl6 config show includeFolders` prints, as each KF6 prints it.
@Suite("Baloo's folder list")
struct BalooConfigTests {
    @Test("KF 6.13: a folder a line; KF 6.30: a heading, then folders indented with a trailing slash")
    func bothFormats() {
        #expect(BalooCardIndex.folders(inConfigShow: "/home/a/Recipes\n/srv/b/\n") == ["/home/a/Recipes", "/srv/b"])
        #expect(BalooCardIndex.folders(inConfigShow: "includeFolders:\n    /tmp/bh/cards/\n    /\n") == ["/tmp/bh/cards", "/"])
        #expect(BalooCardIndex.folders(inConfigShow: "includeFolders:\n").isEmpty)
    }
}
