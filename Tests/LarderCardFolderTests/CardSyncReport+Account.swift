@testable import LarderCardFolder

extension CardSyncReport {
    /// What a sync did, in a line: the parts of its report that are not empty.
    var account: String {
        let parts: [(String, [String])] = [("imported", imported), ("conflicts", conflicts), ("trashed", trashed),
                                           ("restored", restored), ("written", writtenFiles)]
        let lists = parts.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }
        let counts = [("renamed", renamed), ("removed", removed)].filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
        let line = (lists + counts).joined(separator: ", ")
        return line.isEmpty ? "nothing" : line
    }
}
