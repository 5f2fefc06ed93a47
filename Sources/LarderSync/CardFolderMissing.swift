/// The card folder the store names is not there (unmounted, renamed away):
/// its cards were left alone.
public struct CardFolderMissing: Error, CustomStringConvertible, Sendable {
    /// The folder's path.
    public var folder: String

    /// The error for `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// What happened, for a person.
    public var description: String {
        "The card folder \(folder) is missing (unmounted?); its cards were not updated"
    }
}
