import LarderGLib

/// Where cards go unless the user names a folder: `Recipes` in the XDG
/// documents folder as GLib resolves it, the same rule the indexer's
/// `&DOCUMENTS` root follows, so the default folder is indexed by default.
public enum DefaultCardFolder {
    /// The folder's path: `Recipes` in the documents folder.
    public static var path: String {
        UserFolder.documents + "/Recipes"
    }
}
