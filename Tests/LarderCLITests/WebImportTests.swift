import Foundation
import LarderTestSupport
import Testing

/// `larder import URL` against a real web server on loopback: the page read
/// as a saved page, its photo fetched, redirects, content codings, charsets,
/// addresses side by side, re-imports, HTTPS with a test CA, a proxy.
@Suite("Import from the web", .serialized)
struct WebImportTests {
    func recipe(_ cli: CLI, _ name: String) throws -> [String: Any] {
        try #require(try cli.json(["show", "--json", name]) as? [String: Any])
    }

    @Test("a page by address comes in with its photo, from the address after redirects, named by an honest User-Agent")
    func pageWithPhoto() throws {
        let server = try TestWebServer(), cli = CLI()
        let (run, report) = try cli.importingFromTheWeb([server.url("/redirect?to=/recipe.html")])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["imported"] == 1)
        let borscht = try recipe(cli, "Borscht")
        #expect(borscht["sourceURL"] as? String == server.url("/recipe.html"))
        let photo = try #require(borscht["photo"] as? [String: Any], "the photo was fetched")
        #expect(photo["mediaType"] as? String == "image/jpeg")
        let agents = Set(try server.requests().compactMap { $0["userAgent"] as? String })
        #expect(agents.count == 1 && agents.first?.hasPrefix("Larder/") == true, "\(agents)")
    }

    @Test("the same address again, or a redirect to it, updates the recipe and never adds a second")
    func reimport() throws {
        let server = try TestWebServer(), cli = CLI()
        _ = try cli.importingFromTheWeb([server.url("/recipe.html")])
        let (again, report) = try cli.importingFromTheWeb([server.url("/recipe.html"), server.url("/chain/3")])
        #expect(again.status == 0)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["imported"] == 0 && summary["unchanged"] == 2, "\(summary)")
        let list = try #require(try cli.json(["list", "--json"]) as? [[String: Any]])
        #expect(list.count == 1)
    }

    @Test("a page's og:image stands in for a recipe without a photo; gzip is undone; the header's charset wins")
    func pageShapes() throws {
        let server = try TestWebServer(), cli = CLI()
        let (run, _) = try cli.importingFromTheWeb([server.url("/og.html"), server.url("/gzip.html"), server.url("/latin1.html")])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try recipe(cli, "Borscht")["photo"] != nil, "og:image")
        #expect(try recipe(cli, "Gzipped borscht")["photo"] != nil)
        #expect(try cli.json(["show", "--json", "Crème brûlée"]) is [String: Any], "ISO-8859-1 from the header, not the page's UTF-8")
    }

    @Test("several addresses are fetched side by side and reported in the order given, beside files")
    func several() throws {
        let server = try TestWebServer(), cli = CLI()
        let file = cli.write("a.json", #"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["bread"]}"#)
        let addresses = [server.url("/recipe.html"), file, server.url("/og.html"), server.url("/status/404"), server.url("/gzip.html")]
        let (run, report) = try cli.importingFromTheWeb(addresses)
        #expect(run.status == 2, "one address failed")
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == addresses)
        #expect((files[3]["error"] as? String)?.contains("404") == true)
    }

    @Test("a photo that is missing or not an image: the recipe comes in without it, with a warning, and the exit status is 0")
    func badPhotos() throws {
        let server = try TestWebServer(), cli = CLI()
        let (run, report) = try cli.importingFromTheWeb([server.url("/no-photo.html"), server.url("/not-image.html")])
        #expect(run.status == 0, "\(run.stdout)")
        let warnings = CLI.warnings(in: report)
        #expect(warnings.contains { $0.contains("404") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("not a JPEG, PNG, GIF or WebP image") }, "\(warnings)")
    }

    @Test("--offline makes no request: the page is refused, a file's web photo left out")
    func offline() throws {
        let server = try TestWebServer(), cli = CLI()
        let file = cli.write("a.json", #"{"@type": "Recipe", "name": "Toast", "image": "\#(server.url("/photo.jpg"))"}"#)
        let (run, report) = try cli.importingFromTheWeb(["--offline", server.url("/recipe.html"), file])
        #expect(run.status == 2)
        #expect(try server.requests().isEmpty, "no request reached the server")
        let files = try #require(report["files"] as? [[String: Any]])
        #expect((files[0]["error"] as? String)?.contains("--offline") == true)
        let (_, online) = try cli.importingFromTheWeb([file])
        #expect((online["summary"] as? [String: Int])?["updated"] == 1, "online, the file's photo is fetched")
        #expect(try recipe(cli, "Toast")["photo"] != nil)
    }

    @Test("HTTPS: a certificate from a trusted authority is taken; an unknown one is refused, naming the problem")
    func https() throws {
        let folder = TemporaryDirectory(prefix: "larder-tls")
        try TestWebServer.makeCertificates(in: folder.path)
        let server = try TestWebServer(certificates: folder.path), cli = CLI()
        let (trusted, _) = try cli.importingFromTheWeb([server.url("/recipe.html")], environment: ["LARDER_CA_FILE": folder.path + "/ca.pem"])
        #expect(trusted.status == 0, "\(trusted.stdout)")
        #expect(try recipe(cli, "Borscht")["photo"] != nil)
        let (untrusted, report) = try cli.importingFromTheWeb([server.url("/og.html")])
        #expect(untrusted.status == 2)
        let error = try #require((report["files"] as? [[String: Any]])?.first?["error"] as? String)
        #expect(error.contains("not signed by an authority this system trusts"), "\(error)")
    }

    @Test("http_proxy is used: the request goes through the proxy")
    func proxy() throws {
        let server = try TestWebServer(), proxy = try TestWebServer(proxy: true), cli = CLI()
        let (run, _) = try cli.importingFromTheWeb([server.url("/recipe.html")], environment: ["http_proxy": proxy.base])
        #expect(run.status == 0, "\(run.stdout)")
        let proxied = try proxy.requests().filter { $0["proxied"] as? Bool == true }.compactMap { $0["path"] as? String }
        #expect(proxied.contains(server.url("/recipe.html")) && proxied.contains(server.url("/photo.jpg")), "\(proxied)")
    }
}
