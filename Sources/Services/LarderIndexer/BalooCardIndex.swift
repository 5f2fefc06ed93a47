import CGLib
import Glibc
import LarderGLib

/// Recipe cards in Baloo's index, read through Baloo's own tools (balooctl6,
/// balooshow6): the index is Baloo's private database, and the tools are its
/// public way in. They run in the C locale, where what they print is not
/// translated, and are given many files per run.
public struct BalooCardIndex {
    /// The indexer as `balooctl6 status` reports it.
    public struct State: Sendable, Equatable {
        /// Whether file indexing is on in the user's settings.
        public var enabled: Bool
        /// Whether baloo_file answers on the session bus.
        public var running: Bool
        /// What it is doing ("Idle", "Indexing file content", ...), when it runs.
        public var activity: String?
        /// Whether it has an index at all (false before its first run).
        public var hasIndex: Bool
    }

    /// Where a file is in Baloo's work, as `balooctl6 status --format simple FILE` says it.
    public enum FileState: String, Sendable, CaseIterable {
        case notAFile = "No regular file or directory"
        case excluded = "Indexing disabled"
        case scheduled = "Basic and Content indexing scheduled"
        case basicScheduled = "Basic indexing scheduled"
        case basicDone = "Basic indexing done"
        case contentScheduled = "Content indexing scheduled"
        case failed = "Content indexing failed"
        case done = "Content indexing done"
    }

    /// The cards of one folder as Baloo has them.
    public struct Folder: Sendable {
        /// Whether Baloo's settings include the folder.
        public var covered: Bool
        /// Whether Baloo reads files' content (not only their names).
        public var contentIndexing: Bool
        /// The configured folder that includes it, when one does.
        public var includedBy: String?
        /// The cards Baloo has a document for; the title is Larder's extractor's.
        public var cards: [IndexedCard]
        /// The cards whose content Baloo failed to index.
        public var failed: [String]
    }

    /// Files given to one run of a tool: a command line of some 50 KB, not one run per card.
    static let filesPerRun = 500

    /// Reads the index of the running user's Baloo.
    public init() {}

    /// `balooctl6 status`.
    public func state() throws -> State {
        let run = try BalooInstallation.run(BalooInstallation.controlTool, ["status"])
        let text = run.standardOutput + run.standardError
        if run.status != 0 {
            return State(enabled: !text.contains("Baloo is currently disabled"), running: false, activity: nil, hasIndex: false)
        }
        let lines = text.split(separator: "\n")
        let activity = lines.first { $0.hasPrefix("Indexer state: ") }.map { String($0.dropFirst("Indexer state: ".count)) }
        return State(enabled: true, running: lines.contains("Baloo File Indexer is running"), activity: activity,
                     hasIndex: !lines.contains("Index does not exist yet"))
    }

    /// Each `*.recipe.md` file directly in `folder`, as Baloo has it.
    public func cards(in folder: String) throws -> Folder {
        let contentIndexing = try BalooInstallation.run(BalooInstallation.controlTool, ["config", "show", "contentIndexing"]).standardOutput
        let included = Self.folders(inConfigShow: try BalooInstallation.run(BalooInstallation.controlTool,
                                                                             ["config", "show", "includeFolders"]).standardOutput)
        let includedBy = included.filter { folder == $0 || folder.hasPrefix($0 == "/" ? $0 : $0 + "/") }.max { $0.count < $1.count }
        let covered = try fileStates([folder])[folder] != .excluded && includedBy != nil
        let files = cardFiles(in: folder)
        let states = try fileStates(files)
        let titles = try self.titles(files.filter { states[$0] == .done })
        var result = Folder(covered: covered, contentIndexing: !contentIndexing.hasPrefix("no"), includedBy: includedBy, cards: [], failed: [])
        for file in files {
            switch states[file] {
            case .done?, .basicDone?:
                let title = titles[file] ?? nil
                result.cards.append(IndexedCard(path: file, title: title, objectURI: nil, extractorHash: nil, hasDocument: true,
                                                hasLarderMetadata: title != nil))
            case .failed?:
                result.failed.append(file)
            default:
                break
            }
        }
        return result
    }

    /// `balooctl6 status --format simple FILES`: each file's state, by path.
    func fileStates(_ paths: [String]) throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        for chunk in chunks(paths) {
            let run = try BalooInstallation.run(BalooInstallation.controlTool, ["status", "--format", "simple"] + chunk)
            states.merge(Self.fileStates(in: run.standardOutput)) { $1 }
        }
        return states
    }

    /// The titles Baloo keeps of `paths` (nil: a document without one), by path;
    /// files it does not know are left out.
    func titles(_ paths: [String]) throws -> [String: String?] {
        var titles: [String: String?] = [:]
        for chunk in chunks(paths) {
            let run = try BalooInstallation.run(BalooInstallation.showTool, chunk)
            titles.merge(Self.titles(in: run.standardOutput, of: Set(chunk))) { $1 }
        }
        return titles
    }

    /// Reads `balooctl6 config show includeFolders`: one folder a line (KF 6.13),
    /// or a heading "includeFolders:" then the folders indented, each with a
    /// trailing slash (KF 6.30). The folders, without their trailing slash.
    static func folders(inConfigShow output: String) -> [String] {
        var folders: [String] = []
        for line in output.split(separator: "\n") {
            let entry = line.drop { $0 == " " || $0 == "\t" }
            guard entry.hasPrefix("/") else { continue }
            folders.append(String(entry.count > 1 && entry.hasSuffix("/") ? entry.dropLast() : entry))
        }
        return folders
    }

    /// Reads `balooctl6 status --format simple`'s lines, "STATE: PATH".
    static func fileStates(in output: String) -> [String: FileState] {
        var states: [String: FileState] = [:]
        for line in output.split(separator: "\n") {
            for state in FileState.allCases where line.hasPrefix(state.rawValue + ": ") {
                states[String(line.dropFirst(state.rawValue.count + 2))] = state
            }
        }
        return states
    }

    /// Reads balooshow6's blocks: a line "ID DEVICE INODE PATH", where PATH may
    /// be followed by " [OTHER NAME]", then tab-indented lines, among them
    /// "\t\tTitle: …" when the document has a title.
    static func titles(in output: String, of paths: Set<String>) -> [String: String?] {
        var titles: [String: String?] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\t\tTitle: "), let path = current {
                titles[path] = String(line.dropFirst("\t\tTitle: ".count))
            } else if !line.hasPrefix("\t") {
                current = path(inHeader: line, of: paths)
                if let current { titles[current] = .some(nil) }
            }
        }
        return titles
    }

    private static func path(inHeader line: Substring, of paths: Set<String>) -> String? {
        let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].allSatisfy(\.isHexDigit), parts[1].allSatisfy(\.isNumber), parts[2].allSatisfy(\.isNumber) else { return nil }
        let rest = String(parts[3])
        if paths.contains(rest) { return rest }
        // "PATH [NAME IN THE INDEX]": a hard link or a rename Baloo has not seen.
        var end = rest.endIndex
        while let bracket = rest[..<end].lastIndex(of: "["), bracket > rest.startIndex {
            let space = rest.index(before: bracket)
            if rest[space] == " ", paths.contains(String(rest[..<space])) { return String(rest[..<space]) }
            end = bracket
        }
        return nil
    }

    private func cardFiles(in folder: String) -> [String] {
        folderEntries(folder).filter { $0.hasSuffix(".recipe.md") }.map { folder + "/" + $0 }
    }

    private func chunks(_ paths: [String]) -> [ArraySlice<String>] {
        stride(from: 0, to: paths.count, by: Self.filesPerRun).map { paths[$0..<min($0 + Self.filesPerRun, paths.count)] }
    }
}
