import Foundation
import LarderTestSupport
import Testing

/// `larder import --json` as the web import's tests run it: online, with
/// only the test's own proxy, the report decoded.
extension CLI {
    /// Runs `larder import --json ARGUMENTS` online (``TestWebServer/clientEnvironment``
    /// with `environment` over it); its run and its decoded report.
    func importingFromTheWeb(_ arguments: [String], environment: [String: String] = [:]) throws -> (Run, [String: Any]) {
        let run = try run(["import", "--json"] + arguments, environment: TestWebServer.clientEnvironment.merging(environment) { $1 })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return (run, report)
    }

    /// Every recipe's warnings in an import's report, in order.
    static func warnings(in report: [String: Any]) -> [String] {
        (report["files"] as? [[String: Any]] ?? []).flatMap { ($0["recipes"] as? [[String: Any]] ?? []).flatMap { $0["warnings"] as? [String] ?? [] } }
    }
}
