import LarderCard
import LarderRender
import Testing

/// Text drawing: the card's language picks the glyph forms, long titles
/// are ellipsized inside the card.
@Suite("Thumbnail text")
struct GlyphFormTests {
    func render(_ title: String, language: String?, size: Int = 256) throws -> RenderedImage {
        var card = RecipeCard(uri: "larder://a/recipe/b", title: title)
        card.language = language
        return try ThumbnailRenderer().render(card, size: size)
    }

    func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }

    @Test("the same Han characters are drawn in Chinese forms for zh and Japanese forms for ja")
    func languagePicksGlyphs() throws {
        // 直 and 骨 differ between Chinese and Japanese typography.
        let chinese = try render("直骨", language: "zh"), japanese = try render("直骨", language: "ja")
        #expect(differingPixels(chinese, japanese) > 20)
        let again = try render("直骨", language: "zh")
        #expect(differingPixels(chinese, again) == 0, "drawing is deterministic")
    }

    @Test("a very long title stays inside the card (ellipsized), at 128 pixels too")
    func longTitle() throws {
        let title = String(repeating: "Extraordinarily long recipe name ", count: 40)
        for size in [128, 256] {
            let image = try render(title, language: "en", size: size)
            // The bottom rows stay paper: the title did not run off the card.
            let paper = image.pixel(x: size / 2, y: size - 2)
            #expect(paper == image.pixel(x: size - 3, y: size - 3))
            let (red, green, blue) = (paper >> 16 & 0xFF, paper >> 8 & 0xFF, paper & 0xFF)
            #expect(red > 240 && green > 235 && blue > 225, "not the card's paper: \(String(paper, radix: 16))")
        }
    }

    @Test("an ingredient group's heading is drawn on the thumbnail and found on the preview's page, before its lines")
    func groupHeadings() throws {
        var grouped = RecipeCard(uri: "larder://a/recipe/b", title: "Pelmeni")
        grouped.ingredients = [.init("500 g flour", group: "Dough"), .init("1 egg", group: "Dough"), .init("300 g beef", group: "Filling")]
        var plain = grouped
        plain.ingredients = grouped.ingredients.map { RecipeCard.Ingredient($0.text) }
        let renderer = ThumbnailRenderer()
        #expect(differingPixels(try renderer.render(grouped, size: 256), try renderer.render(plain, size: 256)) > 50)
        let pages = try CardPages(grouped)
        let heading = try #require(pages.text.find("filling", page: 0, caseSensitive: false).first)
        let line = try #require(pages.text.find("300 g beef", page: 0, caseSensitive: false).first)
        #expect(heading.y2 <= line.y1, "the heading is above its line")
    }
}
