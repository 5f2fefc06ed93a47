import Foundation

/// Image bytes for tests.
public enum SampleImage {
    /// A minimal JPEG (markers only, no pixels) whose header says 640 × 480:
    /// enough for code that reads image headers.
    public static let jpegHeader: Data = {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        return Data(bytes)
    }()
}
