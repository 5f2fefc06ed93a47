import Foundation

/// Runs a system program for a test and collects what it printed.
public enum Program {
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        /// True when a signal, not exit(), ended the program.
        public var killedBySignal: Bool
    }

    /// - Parameters:
    ///   - package: the Debian package to name when the program is missing.
    ///   - includeErrors: collect stderr with stdout (else stderr is discarded).
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           package: String, includeErrors: Bool = true) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TestFailure("\(path) is missing: apt-get install \(package) (make check installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = includeErrors ? pipe : FileHandle.nullDevice
        try process.runWithNoSignalBlocked()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                   killedBySignal: process.terminationReason == .uncaughtSignal)
    }
}

/// A test that cannot run or went wrong, said plainly.
public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
