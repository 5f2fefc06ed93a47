import Foundation
import LarderCard
@testable import LarderRender
import LarderTestSupport
import Testing

/// Icons: the sizes GNOME Shell's search results show (24 px, 48 on HiDPI)
/// and nearby, where a card's text is a grey smudge. A card without a photo
/// is a monogram on its category's colour; a card with one, the photo alone.
@Suite("Thumbnails at icon sizes")
struct IconTests {
    func card(_ title: String, category: String? = "Soup", language: String? = nil, photo: String? = nil) throws -> RecipeCard {
        var card = RecipeCard(uri: "larder://a/recipe/b", title: title)
        card.category = category
        card.language = language
        card.ingredients = ["1 beetroot", "2 potatoes"]
        if let photo {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: CLI.repository + "/data/recipes/photos/" + photo)))
            let header = try #require(ImageHeader.read(bytes))
            card.photo = RecipeCard.Photo(mediaType: header.mediaType, width: header.width ?? 0, height: header.height ?? 0, bytes: bytes)
        }
        return card
    }

    /// The pixels of `image` as (red, green, blue) from 0 to 1.
    func pixels(_ image: RenderedImage) -> [(Double, Double, Double)] {
        var result: [(Double, Double, Double)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                result.append((Double(pixel >> 16 & 0xFF) / 255, Double(pixel >> 8 & 0xFF) / 255, Double(pixel & 0xFF) / 255))
            }
        }
        return result
    }

    func luminance(_ colour: (Double, Double, Double)) -> Double {
        RGBA(red: colour.0, green: colour.1, blue: colour.2).luminance
    }

    /// The most common pixel of `image`, and its index.
    func background(_ image: RenderedImage) -> (pixel: UInt32, index: Int) {
        var counts: [UInt32: Int] = [:]
        for y in 0..<image.height { for x in 0..<image.width { counts[image.pixel(x: x, y: y), default: 0] += 1 } }
        let pixel = counts.max { $0.value < $1.value }!.key
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) == pixel { return (pixel, y * image.width + x) } }
        return (pixel, 0)
    }

    /// What of `image` is not its background (its most common colour): the share
    /// of such pixels, their bounding box, and the best contrast ratio among them.
    func ink(_ image: RenderedImage) -> (share: Double, box: (x: ClosedRange<Int>, y: ClosedRange<Int>)?, contrast: Double) {
        let all = pixels(image)
        let (background, index) = self.background(image)
        let backgroundLuminance = luminance(all[index])
        var count = 0, contrast = 1.0
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) != background {
                let l = luminance(all[y * image.width + x])
                let ratio = (max(l, backgroundLuminance) + 0.05) / (min(l, backgroundLuminance) + 0.05)
                contrast = max(contrast, ratio)
                guard ratio > 1.5 else { continue }  // antialiasing's faint edge
                count += 1
                xs.append(x)
                ys.append(y)
            }
        }
        let box = xs.isEmpty ? nil : (x: xs.min()!...xs.max()!, y: ys.min()!...ys.max()!)
        return (Double(count) / Double(image.width * image.height), box, contrast)
    }

    func differingPixels(_ a: RenderedImage, _ b: RenderedImage) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }

    @Test("a card without a photo: a large, centred, high-contrast monogram in any script", arguments: [32, 64])
    func monogramInk(size: Int) throws {
        for (title, language) in [("Apple Crumble", "en"), ("Борщ", "ru"), ("罗宋汤", "zh-Hans"), ("肉じゃが", "ja"), ("Œufs en meurette", "fr")] {
            let image = try ThumbnailRenderer().render(try card(title, language: language), size: size)
            let (share, box, contrast) = ink(image)
            #expect(share > 0.08, "\(title) at \(size): only \(share) of the icon is ink")
            #expect(contrast >= 3, "\(title) at \(size): the glyphs contrast \(contrast):1 with the fill")
            let drawn = try #require(box, "\(title) at \(size): nothing drawn")
            // Large: across half the tile one way, a quarter the other ("Œu" is wide and low).
            #expect(max(drawn.x.count, drawn.y.count) >= size / 2 && min(drawn.x.count, drawn.y.count) >= size / 4,
                    "\(title) at \(size): the glyphs take \(drawn) only")
            let (middleX, middleY) = (Double(drawn.x.lowerBound + drawn.x.upperBound) / 2, Double(drawn.y.lowerBound + drawn.y.upperBound) / 2)
            #expect(abs(middleX - Double(size) / 2) < Double(size) * 0.1 && abs(middleY - Double(size) / 2) < Double(size) * 0.1,
                    "\(title) at \(size): not centred: \(drawn)")
        }
    }

    @Test("the tile is the category's colour, the accent of the card at larger sizes", arguments: [32, 64])
    func categoryColour(size: Int) throws {
        var colours: Set<UInt32> = []
        for category in ["Soup", "Dessert", "Main", "Salad", "Breakfast"] {
            let icon = try ThumbnailRenderer().render(try card("Borscht", category: category), size: size)
            let large = try ThumbnailRenderer().render(try card("Borscht", category: category), size: 256)
            // The large card's accent bar runs along its top.
            #expect(icon.pixel(x: 0, y: 0) == large.pixel(x: 128, y: 1), "\(category) at \(size)")
            #expect(icon.pixel(x: size - 1, y: size - 1) == large.pixel(x: 128, y: 1), "\(category) at \(size)")
            colours.insert(icon.pixel(x: 0, y: 0))
        }
        #expect(colours.count >= 3, "five categories, \(colours.count) colours")
    }

    @Test("two titles give two icons; the same card, the same icon", arguments: [32, 64])
    func titlesDiffer(size: Int) throws {
        let apple = try ThumbnailRenderer().render(try card("Apple Crumble"), size: size)
        let borscht = try ThumbnailRenderer().render(try card("Borscht"), size: size)
        let again = try ThumbnailRenderer().render(try card("Apple Crumble"), size: size)
        #expect(differingPixels(apple, borscht) > size * size / 10)
        #expect(differingPixels(apple, again) == 0)
    }

    @Test("a card with a photo: the photo fills the icon, with no title band", arguments: [32, 64])
    func photoIcon(size: Int) throws {
        let one = try ThumbnailRenderer().render(try card("Борщ", language: "ru", photo: "borscht.jpg"), size: size)
        let other = try ThumbnailRenderer().render(try card("A very different title indeed", photo: "borscht.jpg"), size: size)
        #expect(differingPixels(one, other) == 0, "the title is drawn over the photo at \(size)")
        #expect(Set(pixels(one).map { "\($0)" }).count > size * size / 4, "not the photo at \(size)")
    }

    @Test("the monogram: one or two characters from the first letter, whole grapheme clusters, one CJK character", arguments: [
        ("Apple Crumble", "Ap"), ("Борщ", "Бо"), ("Œufs en meurette", "Œu"), ("E\u{301}clair", "E\u{301}c"), ("罗宋汤", "罗"),
        ("肉じゃが", "肉"), ("김치찌개", "김"), ("«Tarte» tatin", "Ta"), ("👩‍🍳 Chef's salad", "Ch"), ("A B", "A"), ("7-layer dip", "7"),
        ("🍕", "🍕"), ("", ""),
    ])
    func monogram(_ title: String, _ expected: String) {
        #expect(ThumbnailRenderer.monogram(title) == expected)
    }

    @Test("larger sizes keep the card: a photo-less card is paper, not a tile")
    func largerSizesUnchanged() throws {
        let image = try ThumbnailRenderer().render(try card("Borscht"), size: ThumbnailRenderer.iconSizes.upperBound + 1)
        let paper = image.pixel(x: image.width - 2, y: image.height - 2)
        #expect(paper >> 16 & 0xFF > 240 && paper >> 8 & 0xFF > 235, "\(String(paper, radix: 16))")
    }
}
