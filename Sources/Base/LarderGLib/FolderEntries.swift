import CGLib

/// The names in `folder` (not `.` or `..`), sorted; empty when it cannot be read.
package func folderEntries(_ folder: String) -> [String] {
    guard let directory = g_dir_open(folder, 0, nil) else { return [] }
    defer { g_dir_close(directory) }
    var names: [String] = []
    while let name = g_dir_read_name(directory) { names.append(String(cString: name)) }
    return names.sorted()
}
