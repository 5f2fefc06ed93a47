import Glibc

/// Whether bytes hold a piece of text: memchr to each place its first byte
/// is, memcmp for the rest. The recognisers ask it of the first bytes of
/// every file read, so it must cost next to nothing (a generic collection
/// search cost a page more than its parse).
enum ByteSearch {
    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        occurs(text, in: bytes, times: 1)
    }

    /// Whether `text` occurs at least `times` times in `bytes` (overlaps counted).
    static func occurs(_ text: String, in bytes: [UInt8], times: Int) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        var matches = 0
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                let base = haystack.baseAddress!
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, needle.baseAddress!, needle.count) == 0 {
                        matches += 1
                        if matches >= times { return true }
                    }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
