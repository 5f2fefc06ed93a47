import Foundation
import LarderDesktop

/// Finds the programs the provider runs: `larder` for the shell's
/// activations and the browser (started without waiting), and the thumbnailer
/// for icons. `larder` is $LARDER_BIN, else the one beside this program, else
/// the one on the PATH.
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

    /// larder-thumbnailer: $LARDER_THUMBNAILER, else beside this program, else /usr/libexec/larder.
    static var thumbnailer: String {
        if let path = ProcessInfo.processInfo.environment["LARDER_THUMBNAILER"], !path.isEmpty { return path }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder-thumbnailer").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/libexec/larder/larder-thumbnailer"
    }

    /// `larder ARGUMENTS` with this store.
    static func run(_ arguments: [String], storePath: String) {
        ChildProcess.start([larder] + arguments, environment: ["LARDER_STORE": storePath])
    }

    /// Opens a file in its default application (`gio open`), when there is a display.
    static func open(_ path: String) {
        let environment = ProcessInfo.processInfo.environment
        guard [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains(where: { !($0 ?? "").isEmpty }) else {
            FileHandle.standardError.write(Data("larder-search-provider: no display; the page is \(path)\n".utf8))
            return
        }
        ChildProcess.start(["/usr/bin/gio", "open", path])
    }
}
