import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal,
/// at most ten times a second.
final class ProgressBar {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(total: Int, label: String, enabled: Bool) {
        self.total = max(1, total)
        self.label = label
        self.enabled = enabled
    }

    func update(_ done: Int) {
        guard enabled, Date().timeIntervalSince(lastDraw) >= 0.1 || done >= total else { return }
        lastDraw = Date()
        let width = 30
        let filled = min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(done)/\(total) \(label)".utf8))
        drawn = true
    }

    /// Erases the bar, so that a line can be printed in its place.
    func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }
}
