/// How a piece of text is set: size in the surface's units, weight, colour,
/// and how many lines it may take before it is ellipsized.
struct TextStyle {
    var size: Double
    var bold = false
    var color = RGBA.ink
    /// 0: as many as it needs.
    var maximumLines = 0
    /// Extra space between lines, as a fraction of the size.
    var lineSpacing = 0.15
}
