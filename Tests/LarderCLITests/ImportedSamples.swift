import LarderTestSupport
import Testing

/// A suite trait: one store with the sample collection imported, shared by
/// the suite's tests (`ImportedSamples.cli`), and removed when the suite ends.
/// A static store would outlive the test process's last test: its folder
/// would never be removed.
struct ImportedSamples: SuiteTrait, TestScoping {
    @TaskLocal static var cli: CLI?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let cli = CLI()
        try cli.importSamples()
        try await Self.$cli.withValue(cli) { try await function() }
    }
}

extension Trait where Self == ImportedSamples {
    /// The sample collection, imported once for the suite.
    static var importedSamples: Self { ImportedSamples() }
}
