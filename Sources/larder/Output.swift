import Foundation

/// Where the CLI writes: results to stdout, messages to stderr.
enum Output {
    static func line(_ text: String) {
        print(text)
    }

    /// "larder: message" on stderr.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data("larder: \(text)\n".utf8))
    }

    /// A message on stderr without the prefix (warnings, progress).
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("\(text)\n".utf8))
    }

    /// Pretty, key-sorted JSON on stdout.
    static func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Milliseconds.string(date))
        }
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// True when the file descriptor is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }
}

/// Dates in JSON output: "2026-11-22T10:30:00.000Z".
enum ISO8601Milliseconds {
    static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
