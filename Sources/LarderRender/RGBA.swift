import CPangoCairo

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

    func set(on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }
}
