/// What GNOME Shell shows for one search result (GetResultMetas).
public struct SearchResultMeta: Sendable, Equatable {
    /// The result identifier the shell passed in (a recipe's UUID, in lower case).
    public var id: String
    /// The title shown for the result: the recipe's name.
    public var name: String
    /// One line under the name.
    public var description: String
    /// A PNG to show as the result's icon; sent as a serialized GIcon.
    public var iconFile: String?
    /// What Ctrl+C on the result copies.
    public var clipboardText: String

    /// The metas of one result, field by field.
    public init(id: String, name: String, description: String, iconFile: String?, clipboardText: String) {
        self.id = id
        self.name = name
        self.description = description
        self.iconFile = iconFile
        self.clipboardText = clipboardText
    }
}
