/// Larder's application ID, defined here once: the Makefile reads it from
/// this file to fill in the desktop entry, the D-Bus service and the search
/// provider's registrations (GNOME Shell's and KRunner's).
public enum ApplicationID {
    /// The reverse-DNS application ID.
    public static let id = "io.github.larder.Larder"
    /// The search provider's bus name: the ID + ".SearchProvider".
    public static let searchProviderBusName = id + ".SearchProvider"
    /// Its object path: the bus name as a path.
    public static let searchProviderObjectPath = "/" + searchProviderBusName.replacingDots()
    /// KRunner's runner (org.kde.krunner1), served by the same process under
    /// the same bus name: the ID as a path + "/KRunner".
    public static let krunnerObjectPath = "/" + id.replacingDots() + "/KRunner"
    /// The MIME type recipe cards have (data/mime/larder.xml).
    public static let cardMimeType = "application/x-larder-recipe"
    /// The URI scheme of the browser route: `larder-import:ADDRESS` imports
    /// the page at ADDRESS (the import desktop entry handles the scheme).
    public static let importScheme = "larder-import"
}

private extension String {
    func replacingDots() -> String {
        String(map { $0 == "." ? "/" : $0 })
    }
}
