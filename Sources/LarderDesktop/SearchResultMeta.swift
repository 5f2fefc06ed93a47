/// What GNOME Shell shows for one search result (GetResultMetas).
public struct SearchResultMeta: Sendable, Equatable {
    public var id: String
    public var name: String
    /// One line under the name.
    public var description: String
    /// A PNG to show as the result's icon; sent as a serialized GIcon.
    public var iconFile: String?
    /// What Ctrl+C on the result copies.
    public var clipboardText: String

    public init(id: String, name: String, description: String, iconFile: String?, clipboardText: String) {
        self.id = id
        self.name = name
        self.description = description
        self.iconFile = iconFile
        self.clipboardText = clipboardText
    }
}
