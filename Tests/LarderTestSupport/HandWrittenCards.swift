import Foundation

/// Recipe cards as a person (or another machine's sync tool) would put them
/// in the card folder: in the card format, without a `uri` line.
public enum HandWrittenCards {
    /// A card titled `title`, with one ingredient line.
    public static func card(title: String, ingredient: String = "50 g oats") -> String {
        "---\nlarder-card: 1\ntitle: \(title)\n---\n\n# \(title)\n\n## Ingredients\n\n- \(ingredient)\n\n## Method\n\n1. Cook.\n"
    }

    /// Writes `count` cards "PREFIX N" into `folder`, each atomically (a hidden
    /// temporary file renamed into place, as sync tools do); returns their file names.
    @discardableResult
    public static func writeBurst(_ count: Int, prefix: String, into folder: String) throws -> [String] {
        var names: [String] = []
        for index in 0..<count {
            let title = "\(prefix) \(index)"
            let name = "\(title).recipe.md"
            let temporary = "\(folder)/.incoming-\(index).tmp"
            try Data(card(title: title, ingredient: "\(index) g oats").utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, "\(folder)/\(name)") == 0 else { throw TestFailure("rename \(temporary): errno \(errno)") }
            names.append(name)
        }
        return names
    }
}
