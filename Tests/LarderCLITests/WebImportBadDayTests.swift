import Foundation
import LarderTestSupport
import Testing

/// A web server's bad days, each ending in a clear message, a non-zero exit
/// status and nothing imported: statuses, redirects without end, silence, an
/// answer too large (refused as it streams, in bounded memory), and a page
/// with no recipe (a consent or robot check).
@Suite("Import from the web on the bad days", .serialized)
struct WebImportBadDayTests {
    /// The failure of importing `address` alone, after checking that it failed whole and imported nothing.
    func failure(_ address: String, _ options: [String] = []) throws -> String {
        let cli = CLI()
        let (run, report) = try cli.importingFromTheWeb(options + [address])
        #expect(run.status == 2, "\(run.stdout)")
        #expect((report["summary"] as? [String: Int])?["imported"] == 0)
        #expect(try #require(try cli.json(["list", "--json"]) as? [Any]).isEmpty, "nothing half-imported")
        return try #require((report["files"] as? [[String: Any]])?.first?["error"] as? String)
    }

    @Test("a 4xx or 5xx answer is named with its status", arguments: [404, 410, 500, 503])
    func status(code: Int) throws {
        let server = try TestWebServer()
        #expect(try failure(server.url("/status/\(code)")).contains("the server answered \(code)"))
    }

    @Test("a redirect loop and an endless chain say redirect")
    func redirects() throws {
        let server = try TestWebServer()
        #expect(try failure(server.url("/loop")).contains("redirect"))
        #expect(try failure(server.url("/chain/25")).contains("redirect"))
    }

    @Test("a server that never answers, or never finishes, is given up within the time limit")
    func silence() throws {
        let server = try TestWebServer()
        // Silence trips the step limit or the total one, both 2 s here; a drip only the total.
        #expect(try failure(server.url("/silent?seconds=30"), ["--timeout", "2"]).contains("within 2 s"))
        #expect(try failure(server.url("/drip"), ["--timeout", "2"]).contains("no complete answer within 2 s"))
    }

    @Test("a connection refused is said so")
    func refused() throws {
        // Port 9 (discard) on loopback: nothing listens there.
        let message = try failure("http://127.0.0.1:9/recipe.html")
        #expect(message.lowercased().contains("refused") || message.lowercased().contains("connect"), "\(message)")
    }

    @Test("an answer over the page limit is refused as it streams, and said too large, in bounded memory")
    func tooLarge() throws {
        let server = try TestWebServer()
        #expect(try failure(server.url("/huge.html")).contains("too large"))
        let cli = CLI()
        let measured = try MeasuredRun.run(CLI.binary, ["import", "--quiet", "--store", cli.storePath, server.url("/huge.html")],
                                           environment: TestWebServer.clientEnvironment)
        #expect(measured.status == 2)
        #expect(measured.peakKilobytes < 200 * 1024, "peak \(measured.peakKilobytes) kB")
    }

    @Test("a page without a recipe (a consent or robot check) says to save the page in the browser")
    func consent() throws {
        let server = try TestWebServer()
        let message = try failure(server.url("/consent.html"))
        #expect(message.contains("save the page in the browser") && message.contains("import the file"), "\(message)")
    }

    @Test("an address that is not http or https is taken for a file name, not fetched")
    func notWeb() throws {
        #expect(try failure("ftp://127.0.0.1/recipe.html").contains("no such file"))
    }
}
