import Foundation

/// The fields of a recipe that lists and search results show, read without
/// its ingredients, method or photo.
public struct RecipeSummary: Sendable, Equatable, Codable {
    public var id: UUID
    public var name: String
    public var category: String?
    public var cuisine: String?
    public var totalMinutes: Int?
    public var yieldText: String?
    public var rating: Double?
    public var lastCooked: Date?
    public var modified: Date
    public var hasPhoto: Bool
}
