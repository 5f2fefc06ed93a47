/// A Cooklang recipe as the specification describes its parse: metadata,
/// then blocks — steps made of text, ingredient, cookware and timer items,
/// section headings and notes. ``CooklangParser`` makes it; the Cooklang
/// reader turns it into a ``LarderModel/Recipe``; the spec's canonical tests
/// are checked against it (`make cooklang-canonical`).
package struct CooklangDocument: Sendable, Equatable {
    /// An amount inside braces: `{250%g}`, `{1/2%cup}`, `{few}`.
    package struct Amount: Sendable, Equatable {
        /// The quantity as written, trimmed; empty when the braces hold none.
        package var text: String
        /// The quantity as a number when it is one ("3", "1.5", "1/2", "1 / 2"); nil for words ("few", "7 k") and "01/2".
        package var number: Double?
        /// The unit after `%`, trimmed; empty when there is none.
        package var unit: String
    }

    /// One piece of a step.
    package enum Item: Sendable, Equatable {
        /// Plain text, markup removed.
        case text(String)
        /// `@name`, `@name{amount}`, optionally followed by `(note)`.
        case ingredient(name: String, amount: Amount?, note: String?)
        /// `#name`, `#name{count}`.
        case cookware(name: String, amount: Amount?)
        /// `~{amount}`, `~name{amount}`, `~name`.
        case timer(name: String, amount: Amount?)
    }

    /// One block of the recipe body, in order.
    package enum Block: Sendable, Equatable {
        /// A paragraph of the method.
        case step([Item])
        /// `= Name` or `== Name ==`: the steps after it belong to this section (empty name: none).
        case section(String)
        /// `> text`: a note, not a step.
        case note(String)
    }

    /// Metadata in file order: front-matter keys (nested ones as `parent.child`,
    /// lists joined with ", ") and `>> key: value` lines.
    package var metadata: [(key: String, value: String)] = []
    /// The body.
    package var blocks: [Block] = []

    /// The steps alone, as the canonical tests list them.
    package var steps: [[Item]] {
        blocks.compactMap { if case .step(let items) = $0 { return items } else { return nil } }
    }

    /// The first value for `key`, compared without case, spaces, `_` or `-`.
    package func value(for key: String) -> String? {
        let wanted = Self.folded(key)
        return metadata.first { Self.folded($0.key) == wanted }?.value
    }

    static func folded(_ key: String) -> String {
        String(key.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.blocks == rhs.blocks && lhs.metadata.map(\.key) == rhs.metadata.map(\.key)
            && lhs.metadata.map(\.value) == rhs.metadata.map(\.value)
    }
}
