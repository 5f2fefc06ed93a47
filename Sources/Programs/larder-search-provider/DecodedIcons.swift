import LarderDesktop
import LarderPhoto

/// The cards KRunner gets as pixels, decoded once: KRunner asks Match again
/// at every key typed, and the same first results come back each time.
/// Keyed by the icon file's path, which changes with every edit of the recipe
/// (see ``ResultIcons``). Bounded: past ``capacity`` entries it starts afresh.
final class DecodedIcons {
    /// About 9 KB each at 48 px: well under a megabyte.
    static let capacity = 64
    private var icons: [String: KRunnerIcon] = [:]

    /// The PNG at `path` as KRunner's icon-data; nil when it cannot be decoded.
    func icon(atPath path: String) -> KRunnerIcon? {
        if let icon = icons[path] { return icon }
        guard let image = try? RGBAImage(contentsOfFile: path) else { return nil }
        let icon = KRunnerIcon(width: image.width, height: image.height, rowStride: image.rowStride, hasAlpha: true, pixels: image.pixels)
        if icons.count >= Self.capacity { icons.removeAll(keepingCapacity: true) }
        icons[path] = icon
        return icon
    }
}
