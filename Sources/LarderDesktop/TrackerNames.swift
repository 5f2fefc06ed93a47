/// The names under which Tracker 3's file indexer (tracker-miners 3.4) is
/// reached, in one place.
public enum TrackerNames {
    /// The SPARQL endpoint and the miner itself, on the session bus.
    public static let minerService = "org.freedesktop.Tracker3.Miner.Files"
    static let minerPath = "/org/freedesktop/Tracker3/Miner/Files"
    static let minerInterface = "org.freedesktop.Tracker3.Miner"
    /// The control service that takes IndexLocation (D-Bus activated).
    static let controlService = "org.freedesktop.Tracker3.Miner.Files.Control"
    static let indexPath = "/org/freedesktop/Tracker3/Miner/Files/Index"
    static let indexInterface = "org.freedesktop.Tracker3.Miner.Files.Index"
    /// The GSettings schema of the miner's configuration.
    static let settingsSchema = "org.freedesktop.Tracker3.Miner.Files"
    /// The MIME type recipe cards have (data/mime/larder.xml).
    public static let cardMimeType = "application/x-larder-recipe"
}
