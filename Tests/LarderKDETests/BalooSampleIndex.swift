import LarderTestSupport
import Testing

/// The sample cards exported and indexed by a private Baloo once for a whole
/// suite: indexing takes some 20 s of both cores, and the suite's tests only
/// read the index. The suite's tests find it in ``current``.
struct BalooSampleIndex: SuiteTrait, TestScoping {
    /// A store with the sample recipes, their cards, and Baloo on the card folder.
    final class Fixture: Sendable {
        static let builtExtractor = StaticProduct.balooExtractor.path
        let cli = CLI()
        let cards: String
        let count: Int
        let baloo: PrivateBaloo

        init() throws {
            try PrivateBaloo.requireInstalled(builtExtractor: Self.builtExtractor)
            cards = cli.folder + "/cards"
            count = try cli.exportSampleCards(to: cards, thumbnails: false).count
            baloo = try PrivateBaloo(indexing: cards, mimePackage: CLI.repository + "/data/mime/larder.xml")
            try baloo.waitUntilIndexed(count)
        }

        /// The card of the sample recipe called `name`.
        func card(_ name: String) -> String { "\(cards)/\(name).recipe.md" }
    }

    @TaskLocal static var current: Fixture?

    /// Once around the suite, not around each test.
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let fixture = try Fixture()
        try await Self.$current.withValue(fixture) { try await function() }
    }

    /// The suite's fixture; fails when called outside a suite with this trait.
    static func fixture() throws -> Fixture {
        try #require(current, "the suite needs the .balooSampleIndex trait")
    }
}

extension Trait where Self == BalooSampleIndex {
    /// The sample cards indexed by a private Baloo, shared by the suite's tests.
    static var balooSampleIndex: Self { BalooSampleIndex() }
}
