import Foundation

/// Starts `larder` and the browser for the shell's activations, without
/// waiting for them. `larder` is $LARDER_BIN, else the one beside this
/// program, else the one on the PATH.
enum Launcher {
    static var larder: String {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LARDER_BIN"], !path.isEmpty { return path }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(folder)/larder") {
            return "\(folder)/larder"
        }
        return "/usr/bin/larder"
    }

    /// `larder ARGUMENTS` with this store.
    static func run(_ arguments: [String], storePath: String) {
        start(larder, arguments, environment: ["LARDER_STORE": storePath])
    }

    /// Opens a file in its default application (`gio open`), when there is a display.
    static func open(_ path: String) {
        let environment = ProcessInfo.processInfo.environment
        guard [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains(where: { !($0 ?? "").isEmpty }) else {
            FileHandle.standardError.write(Data("larder-search-provider: no display; the page is \(path)\n".utf8))
            return
        }
        start("/usr/bin/gio", ["open", path], environment: [:])
    }

    private static func start(_ executable: String, _ arguments: [String], environment extra: [String: String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.terminationHandler = { _ in }  // reaped by Foundation when it ends
        try? process.run()
    }
}
