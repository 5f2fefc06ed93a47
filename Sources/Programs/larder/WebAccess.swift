import Foundation
import LarderActions
import LarderWeb

/// How `larder` reaches the web: with an honest User-Agent, the certificate
/// authorities a user names, or not at all when told to stay offline.
enum WebAccess {
    /// What `larder` says it is to a web server: its name and version (and libsoup's, which it appends).
    static var userAgent: String { "Larder/\(Larder.configuration.version) " }

    /// The importer for `import`: offline when asked by the flag or by
    /// LARDER_OFFLINE (anything but empty or 0). Its client is made when a
    /// page or photo first needs it; when it cannot be (LARDER_CA_FILE
    /// unreadable), nothing is fetched and each page and photo says why: the
    /// files of the import still come in.
    /// - Parameter timeout: the most seconds one page or photo may take in all.
    static func importer(offline: Bool, timeout: Double) -> WebImport {
        let environment = ProcessInfo.processInfo.environment
        let offlineByEnvironment = environment["LARDER_OFFLINE"].map { !$0.isEmpty && $0 != "0" } ?? false
        if offline || offlineByEnvironment { return .offline }
        var certificates = environment["LARDER_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        if let path = certificates, !path.hasPrefix("/") {
            certificates = FileManager.default.currentDirectoryPath + "/" + path
        }
        var limits = WebLimits.standard
        limits.totalSeconds = timeout
        limits.stepSeconds = min(limits.stepSeconds, UInt32(max(1, timeout.rounded(.up))))
        return WebImport { [limits, certificates] () throws(WebError) in
            try WebClient(userAgent: userAgent, limits: limits, trustedCertificates: certificates) { environment[$0] }
        }
    }
}
