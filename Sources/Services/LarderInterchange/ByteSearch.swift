import Glibc

/// Text found in bytes (whether it occurs, and where): memchr to each place
/// its first byte is, memcmp for the rest. The recognisers ask it of the
/// first bytes of every file read, and a single-file page is split at its
/// boundaries with it, so it must cost next to nothing (a generic collection
/// search cost a page more than its parse).
enum ByteSearch {
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        occurs(text, in: bytes, times: 1)
    }

    /// Whether `text` occurs at least `times` times in `bytes` (overlaps counted).
    static func occurs(_ text: String, in bytes: [UInt8], times: Int) -> Bool {
        var matches = 0
        var start = 0
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return true }
        while let found = firstOffset(of: needle, in: bytes, from: start) {
            matches += 1
            if matches >= times { return true }
            start = found + 1
        }
        return false
    }

    /// Where `needle` first occurs in `bytes` at or after `start`, or nil.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, needle.count <= bytes.count - start else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                let base = haystack.baseAddress!
                var offset = start
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, needle.baseAddress!, needle.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}
