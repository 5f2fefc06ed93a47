import CGLib
import Glibc

/// Takes a `gchar*` the callee gave us (transfer full): copies and frees it.
package func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// Takes a NULL-terminated `gchar**` (transfer full): copies and frees it.
package func takeStrings(_ vector: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
    guard let vector else { return [] }
    defer { g_strfreev(vector) }
    return borrowStrings(UnsafeRawPointer(vector).assumingMemoryBound(to: UnsafePointer<gchar>?.self))
}

/// Copies a NULL-terminated `gchar**` that stays the callee's (transfer none).
package func borrowStrings(_ vector: UnsafePointer<UnsafePointer<gchar>?>) -> [String] {
    var strings: [String] = []
    var index = 0
    while let item = vector[index] {
        strings.append(String(cString: item))
        index += 1
    }
    return strings
}

/// Lends `strings` to C as a NULL-terminated `char **` for the duration of `body`.
package func withCStrings<T>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>) throws -> T) rethrows -> T {
    var pointers: [UnsafeMutablePointer<gchar>?] = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return try pointers.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
}

/// The `file://` URI of an absolute path, escaped as GLib escapes it; nil for a relative path.
package func fileURI(ofPath path: String) -> String? {
    takeString(g_filename_to_uri(path, nil, nil))
}

/// The local path a `file://` URI names; nil for any other URI.
package func filePath(ofURI uri: String) -> String? {
    takeString(g_filename_from_uri(uri, nil, nil))
}

/// `path` made absolute (against the working folder) without `.`, `..` or
/// repeated slashes, and without resolving symbolic links: the path a `GFile`
/// made from `path` has, so the URI of the result is the one the file manager uses.
package func canonicalPath(_ path: String) -> String {
    takeString(g_canonicalize_filename(path, nil)) ?? path
}

/// The MD5 digest of `text`'s UTF-8 bytes, as 32 lowercase hexadecimal digits
/// (the freedesktop thumbnail cache names a thumbnail by its URI's MD5).
package func md5Hex(_ text: String) -> String {
    takeString(g_compute_checksum_for_string(G_CHECKSUM_MD5, text, -1)) ?? ""
}
