import Foundation
import LarderCard
import LarderModel

/// The identity a card written by hand gets when it becomes a recipe. Every
/// machine sharing the card folder may take the same hand-written card in
/// before it sees another's result, and a user may import it twice, so the
/// identity, home store and dates come from the file alone: the same name
/// and bytes give the same recipe, and every machine writes the same card.
public enum HandWrittenCard {
    /// The home store named in the URI of recipes made from hand-written cards.
    public static let homeStoreID = UUID(uuidString: "68616e64-7772-4974-b465-6e2063617264")!

    /// The recipe ID for the hand-written card `name` with these bytes: a
    /// version 8 (name-based, custom) UUID from two 64-bit FNV-1a hashes.
    public static func recipeID(fileName name: String, bytes: [UInt8]) -> UUID {
        var first = FNV1a(), second = FNV1a(basis: 0x6C62_272E_07BB_0142)
        let input = Array(name.utf8) + [0] + bytes
        first.add(input)
        second.add(input)
        var raw = withUnsafeBytes(of: first.value.bigEndian, Array.init) + withUnsafeBytes(of: second.value.bigEndian, Array.init)
        raw[6] = (raw[6] & 0x0F) | 0x80  // version 8
        raw[8] = (raw[8] & 0x3F) | 0x80  // RFC 9562 variant
        return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                           raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
    }

    /// The recipe the hand-written `card` (file `name`, these bytes, last
    /// changed at `fileTime`) makes: its identity and home as above, and the
    /// file's time as its dates unless the card gives them.
    /// - Throws: ``ImportError`` when the card's content is not a recipe.
    public static func recipe(from card: RecipeCard, fileName name: String, bytes: [UInt8], fileTime: Date) throws(ImportError) -> Recipe {
        var recipe = try CardConversion.recipe(from: card, now: fileTime).recipe
        recipe.id = recipeID(fileName: name, bytes: bytes)
        recipe.homeStoreID = homeStoreID
        return recipe
    }
}
