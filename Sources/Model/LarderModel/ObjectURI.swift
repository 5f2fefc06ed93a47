import Foundation

/// The address of one recipe: `larder://STORE-UUID/recipe/RECIPE-UUID`.
///
/// Cards carry it, so that opening a card finds its recipe (the counterpart of
/// a Core Data object ID URI). The recipe ID is the recipe's identity on every
/// machine; the store part names its home, the store that created it, so
/// that two machines sharing a card folder write the same URI.
public struct ObjectURI: Sendable, Hashable, CustomStringConvertible {
    /// The URI scheme, `larder`.
    public static let scheme = "larder"

    /// The recipe's home: the store that created it.
    public var storeID: UUID
    /// The recipe's ``Recipe/id``.
    public var recipeID: UUID

    /// The URI of a recipe held by the store `holder`: it names the recipe's
    /// home store (`homeStoreID`, for a recipe created elsewhere), else `holder`.
    public init(recipeID: UUID, homeStoreID: UUID?, heldBy holder: UUID) {
        self.init(storeID: homeStoreID ?? holder, recipeID: recipeID)
    }

    /// The URI of recipe `recipeID` in store `storeID`.
    public init(storeID: UUID, recipeID: UUID) {
        self.storeID = storeID
        self.recipeID = recipeID
    }

    /// Parses the textual form; `nil` for anything else.
    public init?(_ text: String) {
        let prefix = "\(ObjectURI.scheme)://"
        guard text.lowercased().hasPrefix(prefix) else { return nil }
        let parts = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].lowercased() == "recipe",
              let store = UUIDText.uuid(String(parts[0])),
              let recipe = UUIDText.uuid(String(parts[2])) else { return nil }
        self.init(storeID: store, recipeID: recipe)
    }

    /// `larder://STORE-UUID/recipe/RECIPE-UUID`, UUIDs in lower case.
    public var description: String {
        "\(ObjectURI.scheme)://\(UUIDText.string(storeID))/recipe/\(UUIDText.string(recipeID))"
    }
}
