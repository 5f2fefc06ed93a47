/// Bounds that keep reading any card fast and small, whatever it holds.
public enum CardLimits {
    /// A card larger than this is refused unread (the photo is at most about
    /// 64 KB; the text of the longest real recipe is a few KB).
    public static let maximumCardBytes = 4 << 20
    /// The largest photo, in bytes after base64 decoding.
    public static let maximumPhotoBytes = 1 << 20
    /// The largest photo side, in pixels, that a card may claim.
    public static let maximumPhotoSide = 4096
    /// Ingredients and steps beyond these counts are refused.
    public static let maximumItems = 5_000
}
