/// poppler's command-line tools (pdfinfo, pdftotext), which read what
/// Larder's PDFs hold as any reader would.
public enum Poppler {
    /// What `/usr/bin/TOOL ARGUMENTS` printed, errors included.
    public static func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Program.run("/usr/bin/\(tool)", arguments, package: "poppler-utils").output
    }
}
