import ArgumentParser
import LarderGLib
import LarderLocalization

extension Larder {
    struct IndexPlatform: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "platform",
            abstract: tr("Show which desktop indexer is installed, and where Larder's pieces go for it."),
            discussion: tr("""
                Larder knows Tracker 3.4 (GNOME 43, Debian 12), LocalSearch 3.8 (GNOME 48, \
                Debian 13) and LocalSearch 3.12 (GNOME 51, Debian sid); which one is installed is \
                found from the programs that exist (--debian-release names one instead). \
                This prints its programs, the folders its extract rules, Larder's module and \
                the card's MIME type go in, its D-Bus names and its tools. `make install` reads \
                those folders from here (`larder index platform --field rules-folder`). With no indexer Larder knows, \
                it says so and exits 1: cards are then plain files, found by name only.
                """))

        /// One value of the platform table, for scripts.
        enum Field: String, NamedValueArgument {
            case name, miner, extractor, rulesFolder = "rules-folder", sparqlLibrary = "sparql-library"
            case minerService = "miner-service", controlService = "control-service"
            case moduleFolder = "module-folder", mimeFolder = "mime-folder", searchTool = "search-tool"

            func value(in platform: LarderGLib.IndexerPlatform) -> String {
                switch self {
                case .name: platform.name
                case .miner: platform.minerProgram
                case .extractor: platform.extractorProgram
                case .rulesFolder: platform.rulesFolder
                case .sparqlLibrary: platform.sparqlLibrary
                case .minerService: platform.minerService
                case .controlService: platform.controlService
                case .moduleFolder: LarderGLib.IndexerPlatform.moduleFolder
                case .mimeFolder: LarderGLib.IndexerPlatform.mimeFolder
                case .searchTool: platform.searchTool
                }
            }
        }

        @Option(help: ArgumentHelp(tr("Print only this value, for scripts."), valueName: "field")) var field: Field?

        @Flag(help: ArgumentHelp(tr("Print every value as JSON, for scripts."))) var json = false

        @Option(help: ArgumentHelp(
            tr("The indexer this Debian release ships (12, 13, or 14 for testing and unstable), not the installed one: for building a package there."),
            valueName: "release"))
        var debianRelease: Int?

        func run() throws {
            if let field, [.moduleFolder, .mimeFolder].contains(field) {  // the same on every platform, and needed by `make install` on any
                return Output.line(field.value(in: .tracker3_4))
            }
            let platform: LarderGLib.IndexerPlatform
            if let debianRelease {
                guard let shipped = LarderGLib.IndexerPlatform.shipped(inDebian: debianRelease) else {
                    let releases = LarderGLib.IndexerPlatform.known.map { String($0.debianRelease) }.sorted().joined(separator: ", ")
                    // TRANSLATORS: %1$@ is a list of Debian release numbers such as "12, 13, 14", %2$@ the release number asked for.
                    throw ValidationError(tr("Larder knows the indexers of Debian %@, not of Debian %@", releases, debianRelease))
                }
                platform = shipped
            } else {
                guard let installed = LarderGLib.IndexerPlatform.current else { throw CLIError(LarderGLib.IndexerPlatform.notInstalledMessage) }
                platform = installed
            }
            if let field {
                Output.line(field.value(in: platform))
            } else if json {
                try Output.json(Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0.rawValue, $0.value(in: platform)) }))
            } else {
                // TRANSLATORS: %1$@ is an indexer's name and version (Tracker 3.4), %2$@ the desktop and system it ships with, such as "GNOME 43 (Debian 12)".
                Output.line(tr("%@, as shipped with %@", platform.name, platform.shippedWith))
                for field in Field.allCases.dropFirst() {
                    Output.line("  \(field.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) \(field.value(in: platform))")
                }
                Output.line("  \("settings".padding(toLength: 16, withPad: " ", startingAt: 0)) \(LarderGLib.IndexerPlatform.settingsSchema)")
            }
        }
    }
}
