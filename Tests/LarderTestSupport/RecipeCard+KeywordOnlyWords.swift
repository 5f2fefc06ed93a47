import Foundation
import LarderCard

extension RecipeCard {
    /// Words of the card's keywords (category, cuisine, tags) that its text
    /// does not hold, in any case: a search finds the card by them only
    /// through its keywords. Whole words of four letters or more, outside
    /// Chinese and Japanese (which the indexers cut into words differently).
    public var keywordOnlyWords: [String] {
        let text = plainText.lowercased()
        let words = keywords.flatMap { $0.split(whereSeparator: { !$0.isLetter }) }.map(String.init)
        return words.filter { word in
            word.count >= 4 && !word.unicodeScalars.contains { $0.properties.isIdeographic || (0x3040...0x30FF).contains($0.value) }
                && !text.contains(word.lowercased())
        }
    }
}
