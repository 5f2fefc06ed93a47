// C's `stdout` is a global variable, read here by the one thread that writes
// output. (Imported after Foundation, Glibc comes without @preconcurrency.)
@preconcurrency import Glibc
import Foundation
import LarderFiles
import LarderInterchange

/// Where the CLI writes: results to stdout, messages to stderr.
enum Output {
    /// A line on stdout, through the same buffer as `print`. `print` asks of
    /// every value whether it can write itself (dynamic casts): about 1,200
    /// instructions a line, 2.8% of `larder list`'s on 2,000 recipes (callgrind).
    static func line(_ text: String) {
        var line = text
        line.append("\n")
        line.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout) }
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
        let data = try encoded(value, pretty: true)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// One key-sorted JSON object on one line of stdout, written at once (for
    /// a program following a long-running command line by line).
    static func jsonLine<T: Encodable>(_ value: T) throws {
        var data = try encoded(value, pretty: false)
        data.append(contentsOf: "\n".utf8)
        fflush(nil)  // every stream: print()s before this one come first
        FileHandle.standardOutput.write(data)
    }

    /// A line on stdout, written at once even when stdout is a pipe.
    static func flushedLine(_ text: String) {
        line(text)
        fflush(nil)  // every stream: print()s before this one come first
    }

    /// `data` in the file `output` (replaced atomically, then `note` on stderr), or on stdout without one.
    static func deliver(_ data: Data, to output: String?, note: @autoclosure () -> String) throws {
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        try CLIError.wrapping { try AtomicFile.write(data, to: output) }
        Output.note(note())
    }

    /// Key-sorted JSON, pretty or on one line, dates as Larder writes them.
    static func encoded<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateText.string(date))
        }
        return try encoder.encode(value)
    }

    /// True when the file descriptor is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }
}
