import Foundation
import LarderTestSupport
import Testing

/// `larder index status --indexer baloo` when Baloo cannot have the cards:
/// its file indexing turned off, or on but never run. No indexer runs here.
@Suite("Baloo off, or never run")
struct BalooStateTests {
    let cli = CLI()
    let home = TemporaryDirectory(prefix: "larder-baloo-state")

    /// A session whose baloofilerc turns indexing on or off, with no bus and no baloo_file.
    func session(indexing: Bool) throws -> [String: String] {
        let config = home.file(".config")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[Basic Settings]\nIndexing-Enabled=\(indexing)\n".write(toFile: config + "/baloofilerc", atomically: true, encoding: .utf8)
        return ["HOME": home.path, "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": home.file(".local/share"),
                "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]
    }

    @Test("indexing off: index status says how to turn it on; on but never run: that Baloo has no index yet")
    func offOrNeverRun() throws {
        let cards = cli.folder + "/cards"
        let count = try cli.exportSampleCards(to: cards, thumbnails: false).count
        let off = try cli.run(["index", "status", "--indexer", "baloo"], environment: try session(indexing: false))
        #expect(off.status == 5, "\(off.stdout)\(off.stderr)")
        #expect(off.stdout.contains("problem      Baloo's file indexing is off") && off.stdout.contains("balooctl6 enable"), "\(off.stdout)")
        #expect(off.stdout.contains("State:        not running"), "\(off.stdout)")

        let never = try cli.run(["index", "status", "--indexer", "baloo", "--json"], environment: try session(indexing: true))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(never.stdout.utf8)) as? [String: Any], "\(never.stdout)\(never.stderr)")
        #expect(never.status == 5 && report["indexerRunning"] as? Bool == false, "\(never.stdout)")
        #expect((report["problems"] as? [String])?.contains { $0.hasPrefix("Baloo has no index yet") } == true, "\(never.stdout)")
        #expect((report["missing"] as? [String])?.count == count, "\(never.stdout)")
    }
}
