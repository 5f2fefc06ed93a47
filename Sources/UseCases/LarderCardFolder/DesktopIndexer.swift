import Glibc
import LarderIndexer

/// The desktop file indexers Larder feeds: GNOME's Tracker or LocalSearch,
/// and KDE's Baloo.
public enum DesktopIndexer: String, CaseIterable, Sendable {
    case tracker, baloo

    /// The session's own: Baloo in a KDE Plasma session where Baloo 6 is
    /// installed, Tracker or LocalSearch otherwise.
    public static var ofSession: DesktopIndexer {
        let desktops = getenv("XDG_CURRENT_DESKTOP").map { String(cString: $0) } ?? ""
        return desktops.split(separator: ":").contains("KDE") && BalooInstallation.isInstalled ? .baloo : .tracker
    }
}
