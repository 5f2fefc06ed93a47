import Foundation

/// A fresh folder under the system's temporary directory (or `parent`), removed on deinit.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "larder-test", in parent: String = NSTemporaryDirectory()) {
        // NSTemporaryDirectory() ends in "/": no "//" in the path (Baloo compares paths as strings).
        let parent = parent.hasSuffix("/") && parent.count > 1 ? String(parent.dropLast()) : parent
        var bytes = Array((parent + "/\(prefix)-XXXXXX").utf8CString)
        path = String(cString: mkdtemp(&bytes)!)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Writes `text` to `name` in the folder (making subfolders) and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let file = file(name)
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }

    /// A folder that cannot be removed is said on stderr: most likely a
    /// process the test started is still writing in it.
    deinit {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            FileHandle.standardError.write(Data("test folder \(path) not removed: \(error)\n".utf8))
        }
    }
}
