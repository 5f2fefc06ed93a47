import CPangoCairo
import Glibc

/// A colour, with the few Larder draws with.
struct RGBA {
    var red: Double, green: Double, blue: Double, alpha: Double = 1

    static let ink = RGBA(red: 0.16, green: 0.13, blue: 0.11)
    static let muted = RGBA(red: 0.42, green: 0.37, blue: 0.33)
    static let paper = RGBA(red: 0.985, green: 0.965, blue: 0.93)
    static let white = RGBA(red: 1, green: 1, blue: 1)

    /// A warm accent chosen by the category's name, so one category keeps one colour.
    static func accent(for category: String?) -> RGBA {
        let accents = [RGBA(red: 0.80, green: 0.33, blue: 0.20), RGBA(red: 0.85, green: 0.55, blue: 0.13),
                       RGBA(red: 0.38, green: 0.55, blue: 0.25), RGBA(red: 0.20, green: 0.45, blue: 0.55),
                       RGBA(red: 0.55, green: 0.30, blue: 0.50), RGBA(red: 0.65, green: 0.20, blue: 0.30)]
        var hash: UInt32 = 2_166_136_261
        for byte in (category ?? "").lowercased().utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return accents[Int(hash % UInt32(accents.count))]
    }

    /// White or ``ink``, whichever contrasts more with this colour (WCAG's
    /// contrast ratio), for text drawn on it.
    var contrastingText: RGBA {
        let ratioWithWhite = 1.05 / (luminance + 0.05)
        let ratioWithInk = (luminance + 0.05) / (Self.ink.luminance + 0.05)
        return ratioWithWhite >= ratioWithInk ? .white : .ink
    }

    /// WCAG relative luminance, 0 (black) to 1 (white).
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    func set(on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }
}
