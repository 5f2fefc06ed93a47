/// Why a recipe reference found no single recipe; front ends map the two
/// kinds to their own signals (the CLI's exit codes 3, 4 and 1).
public enum RecipeLookupError: Error, CustomStringConvertible, Equatable {
    /// Nothing matches, or the card or recipe cannot be used; says what to do.
    case notFound(String)
    /// Several recipes match; lists them.
    case ambiguous(String)
    /// A card file named as the recipe cannot be read or is not a card.
    case unreadableCard(String)

    /// The message, for the user.
    public var description: String {
        switch self {
        case .notFound(let message), .ambiguous(let message), .unreadableCard(let message): message
        }
    }
}
