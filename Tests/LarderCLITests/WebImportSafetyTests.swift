import Foundation
import LarderTestSupport
import Testing

/// What a page or server may not make an import do: read the user's files,
/// claim another site's recipe, fetch without end, or be read in a charset
/// the bytes are not.
@Suite("Import from the web, safely", .serialized)
struct WebImportSafetyTests {
    @Test("JSON-LD from a server: a file: photo is never read from this machine, and its source is the address it came from")
    func servedJSON() throws {
        let server = try TestWebServer(), cli = CLI()
        let (run, report) = try cli.importingFromTheWeb([server.url("/recipe.json")])
        #expect(run.status == 0, "\(run.stdout)")
        let recipe = try #require(try cli.json(["show", "--json", "Served JSON"]) as? [String: Any])
        #expect(recipe["photo"] == nil)
        #expect(recipe["sourceURL"] as? String == server.url("/recipe.json"), "not the other site the page claims")
        #expect(CLI.warnings(in: report).contains { $0.contains("file:///etc/hostname") && $0.contains("not an address Larder can fetch") }, "\(CLI.warnings(in: report))")
    }

    @Test("the og:image standing in for many recipes is fetched once; a page's photos are limited")
    func photoBudget() throws {
        let server = try TestWebServer(), cli = CLI()
        let (teasers, _) = try cli.importingFromTheWeb([server.url("/teasers.html")])
        #expect(teasers.status == 0, "\(teasers.stdout)")
        #expect(try server.requests().filter { $0["path"] as? String == "/photo.jpg" }.count == 1)
        for name in ["With teasers", "Second", "Third"] {
            #expect(try #require(try cli.json(["show", "--json", name]) as? [String: Any])["photo"] != nil, "\(name)")
        }
        let (many, report) = try cli.importingFromTheWeb([server.url("/many-photos.html")])
        #expect(many.status == 0, "\(many.stdout)")
        let fetched = try server.requests().filter { ($0["path"] as? String)?.hasPrefix("/photo.jpg?n=") == true }.count
        #expect(fetched == 20, "\(fetched) photos fetched for one page")
        #expect(CLI.warnings(in: report).filter { $0.contains("a page's photos are limited to 20") }.count == 10)
    }

    @Test("UTF-8 a server labels ISO-8859-1 (a common default) is read as UTF-8")
    func mislabelledUTF8() throws {
        let server = try TestWebServer(), cli = CLI()
        let (run, _) = try cli.importingFromTheWeb([server.url("/utf8-as-latin1.html")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try cli.json(["show", "--json", "Crème brûlée"]) is [String: Any])
    }

    @Test("a proxy named without a scheme is taken as http://")
    func proxyWithoutScheme() throws {
        let server = try TestWebServer(), proxy = try TestWebServer(proxy: true), cli = CLI()
        let (run, _) = try cli.importingFromTheWeb([server.url("/recipe.html")],
                                     environment: ["http_proxy": String(proxy.base.dropFirst("http://".count))])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try proxy.requests().contains { $0["proxied"] as? Bool == true })
    }

    @Test("larder-import: with another scheme is refused, saying why")
    func otherScheme() throws {
        let cli = CLI()
        let (run, report) = try cli.importingFromTheWeb(["larder-import:file:///etc/hostname"])
        #expect(run.status == 2)
        let error = try #require((report["files"] as? [[String: Any]])?.first?["error"] as? String)
        #expect(error == "only http and https addresses are imported by address")
    }
}
