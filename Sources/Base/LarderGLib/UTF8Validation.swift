import CGLib

/// Whether bytes are valid UTF-8, checked by GLib in place: no copy of a
/// page-sized buffer into a String just to learn that it would be valid.
public enum UTF8Validation {
    /// True when `bytes` are valid UTF-8 (NUL bytes included, which GLib's
    /// check refuses and which are valid UTF-8: those rare texts are checked again).
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        let valid = bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty || g_utf8_validate_len(buffer.baseAddress!, gsize(buffer.count), nil) != 0
        }
        if valid { return true }
        return bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}
