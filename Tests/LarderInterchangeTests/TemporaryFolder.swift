import Foundation

/// A fresh folder for one test, removed on deinit.
final class TemporaryFolder {
    let path: String

    init() {
        var bytes = Array((NSTemporaryDirectory() + "/larder-test-XXXXXX").utf8CString)
        path = String(cString: mkdtemp(&bytes)!)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = "\(path)/\(name)"
        FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A minimal JPEG (header only) that ``LarderCore/Photo`` recognises: 640 × 480.
enum SampleImage {
    static let jpeg: Data = {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return Data(bytes)
    }()
}
