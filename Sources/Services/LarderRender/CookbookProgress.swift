/// How far a cookbook has got, for a progress line.
public struct CookbookProgress: Sendable {
    /// Which pass is running.
    public enum Phase: String, Sendable {
        /// Laying out each recipe to learn its pages.
        case layout
        /// Drawing each recipe into the PDF.
        case drawing
    }

    /// The pass.
    public let phase: Phase
    /// Recipes done in this pass.
    public let done: Int
    /// Recipes in the book.
    public let total: Int
}
