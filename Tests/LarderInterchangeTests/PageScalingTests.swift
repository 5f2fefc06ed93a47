import Foundation
import Testing
@testable import LarderInterchange

/// Every routine over a page's content is linear: a hostile page ten times
/// larger costs about ten times the work, not a hundred (a 200 KB run of `<`
/// once kept the tag stripper busy for minutes). This compares the CPU time
/// of this thread for two sizes, as a ratio with wide margin (quadratic work
/// gives 100): no duration is asserted, and other work on the machine
/// slows both sizes alike.
@Suite("Hostile pages cost work linear in their size")
struct PageScalingTests {
    /// Builds a page of about `size` bytes of one hostile shape.
    typealias Shape = @Sendable (Int) -> String

    static func jsonName(_ unit: String) -> Shape {
        { size in #"<script type="application/ld+json">{"@type": "Recipe", "name": ""# + String(repeating: unit, count: size / unit.utf8.count) + #""}</script>"# }
    }

    static func raw(_ unit: String, head: String = "", tail: String = "") -> Shape {
        { size in head + String(repeating: unit, count: size / unit.utf8.count) + tail }
    }

    static let shapes: [(String, Shape)] = [
        ("a run of < as a recipe's name", jsonName("<")),
        ("a run of <a as a recipe's name", jsonName("<a")),
        ("a run of & as a recipe's name", jsonName("&")),
        ("a run of &# and &Auml as a recipe's name", jsonName("&#&Auml")),
        ("a page of <", raw("<")),
        ("a page of <a", raw("<a")),
        ("a page of <meta charset=", raw("<meta charset=")),
        ("nested items", raw("<div itemscope itemtype=\"http://schema.org/Recipe\" itemprop=\"x\">")),
        ("nested text properties in a recipe", raw("<div itemprop=\"recipeIngredient\">a", head: "<div itemscope itemtype=\"http://schema.org/Recipe\">")),
        ("many sibling properties", raw("<span itemprop=\"recipeIngredient\">1 egg</span>", head: "<div itemscope itemtype=\"http://schema.org/Recipe\"><b itemprop=name>N</b>")),
        ("many JSON-LD scripts", raw("<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"N\"}</script>")),
        ("a lenient block of unclosed comments", raw("/*", head: "<script type=\"application/ld+json\">", tail: "</script>")),
        ("a lenient block of // lines", raw("//\n", head: "<script type=\"application/ld+json\">", tail: "</script>")),
        ("a lenient block of quotes and tabs", raw("\"\t", head: "<script type=\"application/ld+json\">", tail: "</script>")),
        ("a lenient block of open objects", raw("{\"a\":", head: "<script type=\"application/ld+json\">", tail: "</script>")),
        ("a lenient block of open arrays", raw("[", head: "<script type=\"application/ld+json\">", tail: "</script>")),
        ("an unclosed comment", raw("x", head: "<!--")),
        ("unclosed attributes", raw("<a href=\"", head: "")),
        ("nested lines in a plug-in's list", raw("<li class=\"wprm-recipe-ingredient\">1 egg<ul>", head: withoutLines + "<div class=\"wprm-recipe-ingredient-group\"><ul>")),
        ("a plug-in's lines with screen readers' labels", raw("<h4>S</h4><li><span class=\"sr-only\">▢ </span>1 egg</li>", head: withoutLines + "<div class=\"tasty-recipes-ingredients-body\"><ul>")),
        ("nested microdata ingredients with inner names", raw("<li itemprop=\"recipeIngredient\"><span itemprop=\"name\">a</span><ul>", head: "<div itemscope itemtype=\"http://schema.org/Recipe\"><b itemprop=name>N</b>")),
        ("many nameless Recipe items", raw("<div itemscope itemtype=\"http://schema.org/Recipe\"><a itemprop=url href=/r></a></div>", head: "<div itemscope itemtype=\"http://schema.org/Recipe\"><b itemprop=name>N</b></div>")),
    ]

    /// A recipe whose JSON-LD leaves its lines to the page's plug-in.
    static let withoutLines = #"<script type="application/ld+json">{"@type": "Recipe", "name": "N"}</script>"#

    /// CPU seconds this thread spent reading `page`, the least of up to three
    /// runs: it stops early once a run takes less than `enough`.
    func cpuTime(reading page: String, enough: Double = 0) -> Double {
        let data = Data(page.utf8)
        var best = Double.infinity
        for _ in 0..<3 where best >= enough {
            let start = Self.threadCPUTime()
            if case .success(let document) = RecipeFileReader().read(data: data, kind: .html, baseDirectory: nil) {
                for case .success(let imported) in document.recipes { _ = imported.recipe.name.count }
            }
            best = min(best, Self.threadCPUTime() - start)
        }
        return best
    }

    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("100 KB and 1 MB of each shape", arguments: 0..<shapes.count)
    func linear(_ index: Int) {
        let (name, shape) = Self.shapes[index]
        let limit = 30.0
        // Below a millisecond, timer resolution and caches decide: only look at work that is measurable.
        let small = max(cpuTime(reading: shape(100_000)), 0.001)
        // The verdict is the least of three runs of 1 MB; a first run under the
        // limit settles it, and most of the test's time is in those runs.
        let large = cpuTime(reading: shape(1_000_000), enough: small * limit)
        let ratio = large / small
        print("\(name): 100 KB \(Int(small * 1000)) ms, 1 MB \(Int(large * 1000)) ms, ratio \(String(format: "%.1f", ratio))")
        #expect(ratio < limit, "\(name): 10× the input cost \(ratio)× the CPU time")
    }
}
