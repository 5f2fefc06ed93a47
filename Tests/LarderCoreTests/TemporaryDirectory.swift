import Foundation

/// A fresh folder under the system's temporary directory, removed on deinit.
final class TemporaryDirectory {
    let path: String

    init() {
        let template = NSTemporaryDirectory() + "/larder-test-XXXXXX"
        var bytes = Array(template.utf8CString)
        path = String(cString: mkdtemp(&bytes)!)
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
