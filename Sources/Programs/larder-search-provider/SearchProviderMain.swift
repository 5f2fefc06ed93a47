import Foundation
import LarderLocalization
import LarderStore
import LarderDesktop
import LarderGLib

/// `larder-search-provider`: GNOME Shell's search provider and KRunner's
/// runner for Larder, one process started by D-Bus activation
/// (io.github.larder.Larder.SearchProvider). It answers both from the store's
/// full-text index through a read-only connection, and exits after 60 s
/// without a call.
@main
struct SearchProviderMain {
    static func main() {
        // KRunner's actions in the session's language (D-Bus activation
        // passes the session's LANG); before any thread starts.
        Localization.setUp()
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("-h") || arguments.contains("--help") {
            // TRANSLATORS: the first two %@ are D-Bus object paths, the third a D-Bus name;
            // "usage: larder-search-provider" names the command, and the $NAMES are environment variables.
            print(tr("""
                usage: larder-search-provider

                GNOME Shell's search provider and KDE Plasma's KRunner runner for Larder
                (org.gnome.Shell.SearchProvider2 at %@ and
                org.kde.krunner1 at %@, as
                %@ on the session bus). D-Bus starts it
                when the shell or KRunner searches; it reads the store at $LARDER_STORE or
                $XDG_DATA_HOME/larder/larder.sqlite, never writes it, and exits after
                $LARDER_SEARCH_PROVIDER_IDLE seconds without a call (default 60).
                """, ApplicationID.searchProviderObjectPath, ApplicationID.krunnerObjectPath, ApplicationID.searchProviderBusName))
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let idle = environment["LARDER_SEARCH_PROVIDER_IDLE"].flatMap { UInt32($0) }.map { max(1, $0) } ?? 60
        let backend = RecipeSearchBackend(storePath: StoreLocation.resolve(explicit: nil, environment: environment))
        let service = SearchProviderService(backend: backend, krunner: backend, idleSeconds: idle)
        do {
            try service.run()
            FileHandle.standardError.write(Data("larder-search-provider: exiting: \(service.stopReason)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("larder-search-provider: \(error)\n".utf8))
            exit(1)
        }
    }
}
