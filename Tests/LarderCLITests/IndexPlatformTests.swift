import Foundation
import LarderGLib
import LarderTestSupport
import Testing

/// `larder index platform` tells each indexer Larder knows by the programs
/// it installs, in a folder made to look like each system (LARDER_INDEXER_ROOT).
@Suite("Indexer platforms")
struct IndexPlatformTests {
    let root = TemporaryDirectory(prefix: "larder-indexer-root")

    /// Makes an empty executable at `path` under the fake root.
    func install(_ path: String) throws {
        let file = root.path + path
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
    }

    func platformName() throws -> String {
        let run = try CLI().run(["index", "platform", "--field", "name"], environment: ["LARDER_INDEXER_ROOT": root.path])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("Tracker 3.4 by its miner; LocalSearch 3.8 by its; 3.12 by its own SPARQL endpoint beside the miner")
    func eachByItsPrograms() throws {
        try install(IndexerPlatform.tracker3_4.minerProgram)
        #expect(try platformName() == "Tracker 3.4")
        try install(IndexerPlatform.localSearch3_8.minerProgram)
        #expect(try platformName() == "LocalSearch 3.8")
        try install(try #require(IndexerPlatform.localSearch3_12.endpointProgram))
        #expect(try platformName() == "LocalSearch 3.12")
        // The rules and the module go where each version's sandbox reads them.
        let rules = try CLI().run(["index", "platform", "--field", "rules-folder"], environment: ["LARDER_INDEXER_ROOT": root.path])
        #expect(rules.stdout == "/usr/share/localsearch3/extract-rules\n", "\(rules.stdout)")
    }

    @Test("none of them: exit 1 and what to install")
    func none() throws {
        let run = try CLI().run(["index", "platform"], environment: ["LARDER_INDEXER_ROOT": root.path])
        #expect(run.status == 1 && run.stderr.contains("no file indexer Larder knows is installed"), "\(run.stderr)")
    }

    @Test("--debian-release names the release's indexer whatever is installed (a package's build root has none); an unknown release is a usage error")
    func byDebianRelease() throws {
        for (release, rules) in [(12, "/usr/share/tracker3-miners/extract-rules"), (13, "/usr/share/localsearch3/extract-rules"), (14, "/usr/share/localsearch3/extract-rules")] {
            let run = try CLI().run(["index", "platform", "--debian-release", "\(release)", "--field", "rules-folder"], environment: ["LARDER_INDEXER_ROOT": root.path])
            #expect(run.status == 0 && run.stdout == rules + "\n", "Debian \(release): \(run.stdout) \(run.stderr)")
        }
        let sid = try CLI().run(["index", "platform", "--debian-release", "14", "--field", "name"], environment: ["LARDER_INDEXER_ROOT": root.path])
        #expect(sid.stdout == "LocalSearch 3.12\n", "\(sid.stdout)")
        let unknown = try CLI().run(["index", "platform", "--debian-release", "11"], environment: ["LARDER_INDEXER_ROOT": root.path])
        #expect(unknown.status == 64 && unknown.stderr.contains("Debian 12, 13, 14"), "\(unknown.status) \(unknown.stderr)")
    }
}
