/// glibc's allocator told to serve blocks up to 2 MB from the heap. At
/// 256 px the photo, the drawn image and the PNG are each a few hundred
/// kilobytes: above glibc's default threshold (128 kB) every one was a fresh
/// mmap whose pages all fault in, unmapped again when freed; from the heap,
/// what one frees the next reuses (a fifth fewer page faults per run). The
/// megabytes of a 1024 px image stay mmaps, returned when freed, so the
/// peak memory of large sizes does not grow.
enum HeapTuning {
    static func serveBlocksUpTo2MBFromHeap() {
        // <malloc.h> is not in Swift's Glibc module: its two options by value.
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1
        _ = mallopt(mmapThreshold, 2 << 20)
        _ = mallopt(trimThreshold, 4 << 20)
    }
}

/// `int mallopt(int param, int value)` from glibc's <malloc.h>.
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
