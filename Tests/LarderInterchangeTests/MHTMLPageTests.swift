import Foundation
import LarderTestSupport
import Testing
@testable import LarderModel
@testable import LarderInterchange

/// Pages saved as one file ("Webpage, Single File": `.mhtml`).
@Suite("Saved single-file pages (MHTML)")
struct MHTMLPageTests {
    let folder = TemporaryDirectory()

    /// An MHTML file as Chrome writes one: the page quoted-printable, its photo base64.
    static func archive(html: String, charset: String = "utf-8", photoAt address: String = "https://example.org/img/tatin.jpg") -> String {
        let photo = SampleImage.jpegHeader.base64EncodedString(options: .lineLength76Characters).replacingOccurrences(of: "\r\n", with: "\r\n")
        // Quoted-printable: "=" written "=3D", and a soft break in the middle of the page.
        let encoded = html.replacingOccurrences(of: "=", with: "=3D").replacingOccurrences(of: "é", with: charset == "utf-8" ? "=C3=A9" : "=E9")
        let half = encoded.index(encoded.startIndex, offsetBy: encoded.count / 2)
        let quoted = String(encoded[..<half]) + "=\r\n" + String(encoded[half...])
        return """
            From: <Saved by Blink>\r
            Snapshot-Content-Location: https://example.org/tarte-tatin\r
            Subject: Tarte Tatin\r
            MIME-Version: 1.0\r
            Content-Type: multipart/related;\r
            \ttype="text/html";\r
            \tboundary="----MultipartBoundary--abc123----"\r
            \r
            \r
            ------MultipartBoundary--abc123----\r
            Content-Type: text/html; charset="\(charset)"\r
            Content-Transfer-Encoding: quoted-printable\r
            Content-Location: https://example.org/tarte-tatin\r
            \r
            \(quoted)\r
            ------MultipartBoundary--abc123----\r
            Content-Type: image/jpeg\r
            Content-Transfer-Encoding: base64\r
            Content-Location: \(address)\r
            \r
            \(photo)\r
            ------MultipartBoundary--abc123------\r

            """
    }

    static let page = #"<html lang="fr"><head><script type="application/ld+json">{"@type": "Recipe", "name": "Tarte Tatin", "recipeIngredient": ["6 pommes", "sucre glacé"], "image": "https://example.org/img/tatin.jpg"}</script></head><body></body></html>"#

    func read(_ text: String, name: String = "Tarte Tatin.mhtml") throws -> RecipeDocument {
        try RecipeFileReader().read(path: folder.write(name, text)).get()
    }

    @Test("the page's recipe, its photo from the archive, its address from the snapshot; by name or by content")
    func page() throws {
        for name in ["Tarte Tatin.mhtml", "Tarte Tatin.mht", "no-extension"] {
            let document = try read(Self.archive(html: Self.page), name: name)
            #expect(document.format.hasPrefix("saved single-file web page (MHTML)"), "\(name): \(document.format)")
            let recipe = try #require(try document.recipes.map { try $0.get().recipe }.first)
            #expect(recipe.name == "Tarte Tatin" && recipe.ingredients.map(\.line) == ["6 pommes", "sucre glacé"], "\(name)")
            #expect(recipe.photo?.data == SampleImage.jpegHeader, "\(name)")
            #expect(recipe.sourceURL == "https://example.org/tarte-tatin" && recipe.language == "fr", "\(name)")
        }
    }

    @Test("a page part in windows-1252, as its Content-Type says")
    func charset() throws {
        let recipe = try #require(try read(Self.archive(html: Self.page, charset: "windows-1252")).recipes.map { try $0.get().recipe }.first)
        #expect(recipe.ingredients.map(\.line) == ["6 pommes", "sucre glacé"])
    }

    @Test("a photo the archive does not hold is left for the importer to fetch; no HTML part or no boundary is a clear error")
    func problems() throws {
        let imported = try #require(try read(Self.archive(html: Self.page, photoAt: "https://example.org/other.jpg")).recipes.map { try $0.get() }.first)
        #expect(imported.recipe.photo == nil && imported.photoAddress?.hasSuffix("tatin.jpg") == true, "\(imported.warnings)")
        let noHTML = Self.archive(html: Self.page).replacingOccurrences(of: "Content-Type: text/html", with: "Content-Type: text/plain")
        #expect(throws: ImportError.self) { try read(noHTML) }
        let noBoundary = "MIME-Version: 1.0\r\nContent-Type: multipart/related\r\n\r\nhello"
        #expect(throws: ImportError.self) { try read(noBoundary, name: "x.mhtml") }
    }

    @Test("quoted-printable: escapes, soft breaks with padding, and a malformed '=' kept", arguments: [
        ("a=3Db", "a=b"), ("soft=\r\nbreak", "softbreak"), ("pad=  \nded", "padded"), ("bad=ZZ", "bad=ZZ"), ("end=", "end="), ("=C3=A9", "é"),
    ])
    func quotedPrintable(_ input: String, _ expected: String) {
        #expect(String(decoding: QuotedPrintable.decode(Array(input.utf8)[...]), as: UTF8.self) == expected)
    }
}
