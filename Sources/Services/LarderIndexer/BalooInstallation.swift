import CGLib
import Glibc
import LarderGLib
import LarderLocalization

/// KDE's file indexer, Baloo (KDE Frameworks 6), as installed: its tools, the
/// one folder KFileMetaData runs external extractors from, and what a user
/// must fix for cards to be indexed with their metadata. Debian 13 ships it
/// (baloo6); Debian 12 has only KF5, which Larder does not support.
public enum BalooInstallation {
    /// Controls the indexer and reports its state, per file too.
    public static let controlTool = "/usr/bin/balooctl6"
    /// Shows what the index keeps of files.
    public static let showTool = "/usr/bin/balooshow6"
    /// Searches the index.
    public static let searchTool = "/usr/bin/baloosearch6"
    /// The Debian package that holds them and the indexer.
    public static let package = "baloo6"

    /// "Baloo 6.13": the version `balooctl6 --version` gives, for messages.
    public static var name: String {
        let printed = (try? run(controlTool, ["--version"]))?.standardOutput ?? ""
        let version = printed.split(whereSeparator: \.isWhitespace).last.map { $0.split(separator: ".").prefix(2).joined(separator: ".") }
        return "Baloo " + (version.flatMap { $0.first?.isNumber == true ? $0 : nil } ?? "6")
    }

    /// KF6's private programs (/usr/lib/MULTIARCH/libexec/kf6), found by its
    /// indexer daemon, baloo_file; nil when Baloo 6 is not installed.
    public static var libexecFolder: String? {
        folderEntries("/usr/lib").lazy.map { "/usr/lib/" + $0 + "/libexec/kf6" }.first { access($0 + "/baloo_file", X_OK) == 0 }
    }

    /// Where KFileMetaData finds Larder's extractor (`make install` puts it there).
    public static var extractorFolder: String? {
        libexecFolder.map { $0 + "/kfilemetadata/externalextractors/larder" }
    }

    /// Whether Baloo 6 and its tools are installed.
    public static var isInstalled: Bool {
        access(controlTool, X_OK) == 0 && libexecFolder != nil
    }

    /// Problems with Larder's part a user can fix, in words; empty when all is in place.
    public static func problems() -> [String] {
        guard isInstalled, let folder = extractorFolder else {
            // TRANSLATORS: %@ is a package name; `apt-get install` is a command.
            return [tr("Baloo (KDE Frameworks 6) is not installed: apt-get install %@", package)]
        }
        var problems: [String] = []
        if access(folder + "/manifest.json", R_OK) != 0 || access(folder + "/larder-baloo-extractor", X_OK) != 0 {
            // TRANSLATORS: %@ is a folder; `make install` is a command.
            problems.append(tr("Larder's Baloo extractor is not in %@, so Baloo indexes cards as plain text: run `make install`", folder))
        }
        if let problem = CardTypeCheck.problem() { problems.append(problem) }
        return problems
    }

    /// Runs one of Baloo's tools untranslated (LANGUAGE and LC_ALL set to C,
    /// with UTF-8 for file names), on Qt's offscreen platform: it needs no display.
    static func run(_ program: String, _ arguments: some Sequence<String>) throws -> ChildProcess.Output {
        try ChildProcess.output([program] + arguments, environment: ["LC_ALL": "C.UTF-8", "LANGUAGE": "C", "QT_QPA_PLATFORM": "offscreen"])
    }
}
